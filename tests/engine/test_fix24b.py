"""Play-test 24's seat findings in the engine (fix24b): a seat given once play has
begun (4)."""

from __future__ import annotations

from bot.engine.games import session
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_play18 import GM, _who
from tests.engine.test_turns_second_user import define

BUNNIES = """
[counters.bunnies]
setup = 1
name = { en = { text = "bunnies", one = "bunny" }, ja = "ウサギ", it = "conigli" }

[counters.carrots]
setup = { 2 = 3, 3 = 2 }
seat_setup = { yellow = 5 }

[counters.pot]
setup = 4
shared = true

[verbs.bunnies]
does = "counter:bunnies"

[[phases]]
id = "play"
name = "Play"
structure = "sequential"
"""


def _begun(rules=None, seats=("red", "blue")):
    d = define(BUNNIES)
    g = session.new_game(d, gm=GM)
    if rules is not None:
        g["options"]["rules"] = rules
    for user, seat in enumerate(seats, start=1):
        g, _ = session.join(g, d, user, seat)
    g, _ = session.begin(g, d, FAMILY)
    return d, g


def _said(events, d, locale="en"):
    return [event_text(e, locale, d) for e in events if e.kind != session.ACTION]


def test_a_seat_given_once_play_has_begun_starts_with_its_setup_values_and_is_placed():
    d, g = _begun()
    g, ev = session.assign_seat(g, d, _who(g, GM), "green", 7, family=FAMILY)
    assert g["state"]["counters"]["bunnies"] == {"red": 1, "blue": 1, "green": 1}
    # by the player count play began with (2: 3 carrots), as the others got
    assert g["state"]["counters"]["carrots"] == {"red": 3, "blue": 3, "green": 3}
    assert g["state"]["shared"] == {"pot": 4}
    assert _said(ev, d) == [
        "The GM gives the seat Green to <@7>.",
        "Green joins the game: plays after Blue.",
    ]
    assert _said(ev, d, "it")[1] == "Il Verde entra in partita: gioca dopo il Blu."
    assert _said(ev, d, "ja")[1] == "緑がゲームに加わります。青の次に手番を行います。"
    # a seat's own seat_setup; first in the seating: before the seat after it
    d, g = _begun(seats=("blue", "green"))
    g, ev = session.assign_seat(g, d, _who(g, GM), "red", 8, family=FAMILY)
    g, ev2 = session.assign_seat(g, d, _who(g, GM), "yellow", 9, family=FAMILY)
    assert g["state"]["counters"]["carrots"] == {"blue": 3, "green": 3, "red": 3, "yellow": 5}
    assert _said(ev, d)[1] == "Red joins the game: plays before Blue."
    assert _said(ev, d, "it")[1] == "Il Rosso entra in partita: gioca prima del Blu."
    assert _said(ev, d, "ja")[1] == "赤がゲームに加わります。青の前に手番を行います。"
    assert _said(ev2, d)[1] == "Yellow joins the game: plays after Green."
    # an undo replays from the base: the new seat keeps what it was given
    g, _ = session.act(g, d, FAMILY, {"type": "bunnies", "seat": "blue", "count": 4}, _who(g, GM))
    g, _ = session.undo(g, _who(g, GM), d, FAMILY)
    assert g["state"]["counters"]["bunnies"]["yellow"] == 1


def test_a_seat_given_again_or_emptied_keeps_its_counters_and_says_nothing_of_joining():
    d, g = _begun()
    g, _ = session.assign_seat(g, d, _who(g, GM), "green", 7, family=FAMILY)
    g["state"]["counters"]["bunnies"]["green"] = 6
    g, ev = session.assign_seat(g, d, _who(g, GM), "green", 8, family=FAMILY)  # a substitute
    assert g["state"]["counters"]["bunnies"]["green"] == 6
    assert [e.kind for e in ev if e.kind != session.ACTION] == ["SeatAssigned"]


def test_games_begun_under_rules_13_replay_as_they_were_played():
    d, g = _begun(rules=13)
    g, ev = session.assign_seat(g, d, _who(g, GM), "green", 7, family=FAMILY)
    assert "green" not in g["state"]["counters"]["bunnies"]
    assert [e.kind for e in ev if e.kind != session.ACTION] == ["SeatAssigned"]
    # and a game under the current rules replays to the same state from its records
    d, g = _begun()
    records = [{"op": "new", "game": session.new_game(d, gm=GM)}]
    for user, seat in ((1, "red"), (2, "blue")):
        records.append({"op": "join", "user": user, "seat": seat})
    records.append({"op": "begin", "user": GM, "gm": True})
    g, ev = session.assign_seat(g, d, _who(g, GM), "green", 7, family=FAMILY)
    records += [e.data for e in ev if e.kind == session.ACTION]
    assert session.replay(records, d, FAMILY)["state"] == g["state"]


# ------------------------------------------- (11) a step played in listed rounds

SURFACING = """
[rounds]
count = 4

[[phases]]
id = "move"
name = "Move"
structure = "sequential"

[[phases]]
id = "surface"
name = "Mister X surfaces"
when = { rounds = [2, 4] }
advance = "gm"
"""


def test_when_rounds_plays_a_step_only_in_the_listed_rounds():
    from tests.engine.test_turns import Game

    g = Game(define(SURFACING), ["red", "blue"])
    seen = []
    for _ in range(4):
        seen.append((g.s["round"], g.s["pi"]))
        g.act("red", "turn.action")
        g.act("blue", "turn.action")
        if g.s["pi"] == 1:  # the surfacing step: the GM goes on
            seen.append((g.s["round"], 1))
            g.act(None, "phase.next")
    assert seen == [(1, 0), (2, 0), (2, 1), (3, 0), (4, 0), (4, 1)]


def test_game_check_refuses_an_empty_or_zero_round_list():
    import pytest

    from bot.engine.games.definition import DefinitionError

    for bad in ("[]", "[0, 3]", '["3"]'):
        with pytest.raises(DefinitionError) as err:
            define(SURFACING.replace("[2, 4]", bad))
        assert "when.rounds" in str(err.value), str(err.value)
