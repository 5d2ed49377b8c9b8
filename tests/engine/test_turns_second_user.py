"""What a second user found writing Diplomacy, Twilight Struggle and Terra Mystica
from the guide alone (tests/data/user-examples/examples2/): each bug's fix, tested
on a small definition written for it, in the engine."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games import session
from bot.engine.games.base import Actor
from bot.engine.games.definition import DefinitionError
from bot.engine.games.definition import parse as parse_definition
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_turns import Game

HEAD = """
slug = "{slug}"
family = "turns"
names = {{ en = "Test", ja = "テスト", it = "Prova" }}
[seats]
names = ["red", "blue", "green", "yellow"]
min = 2
[seats.labels]
red = {{ en = "Red", ja = "赤", it = "Rosso" }}
blue = {{ en = "Blue", ja = "青", it = "Blu" }}
green = {{ en = "Green", ja = "緑", it = "Verde" }}
yellow = {{ en = "Yellow", ja = "黄", it = "Giallo" }}
"""


def define(body: str, slug: str = "test-game"):
    """A definition of the test seats with ``body`` (three rounds unless it says)."""
    rounds = "" if "[rounds]" in body else "[rounds]\ncount = 3\n"
    return parse_definition(HEAD.format(slug=slug) + rounds + body)


PASSING = """
[[phases]]
id = "actions"
name = "Actions"
structure = "passing"
first_player_token = true
"""


def test_the_first_to_pass_takes_the_token_even_holding_it():
    """Bug 1: the guide says the first to pass takes the First Player token; the
    seat holding it that passed first lost it to the second passer."""
    g = Game(define(PASSING), ["red", "blue", "green"])
    assert g.pos["first_player"] == "red"
    g.act("red", "turn.pass")
    g.act("blue", "turn.pass")
    g.act("green", "turn.pass")
    assert g.pos["first_player"] == "red"  # round 2: still the first to pass


def test_the_token_skips_its_holder_only_when_the_step_says_so():
    d = define(
        PASSING.replace(
            "first_player_token = true", "first_player_token = true\ntoken_skips_holder = true"
        )
    )
    g = Game(d, ["red", "blue", "green"])
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.pass")
    assert g.pos["first_player"] == "blue"


def test_a_passing_step_without_events_or_rewards_says_neither():
    """Bug 7: "Events done" and "(1st, no reward)" in a game with neither."""
    g = Game(define(PASSING), ["red", "blue"])
    view = FAMILY.view(g.d, g.s, g.t)
    assert all(
        s.title.key != "turns.dash.events_taken" for s in view.sections if hasattr(s.title, "key")
    )
    g.act("red", "turn.pass")
    assert g.kinds() == ["PlayerPassedRank"]
    texts = [event_text(e, loc, g.d) for e in g.events for loc in ("en", "ja", "it")]
    assert texts == [
        "Red passed (1st to pass).",
        "赤がパスしました（1番目）。",
        "Il Rosso ha passato (1° a passare).",  # a verb like any other (play-test 14)
    ]


def test_a_seat_that_passed_is_told_so():
    """A passed player acting was told "it is X's turn"."""
    g = Game(define(PASSING), ["red", "blue", "green"])
    g.act("red", "turn.pass")
    with pytest.raises(IllegalAction) as e:
        g.act("red", "turn.action")
    assert e.value.key == "turns.error.already_passed" and e.value.params["seat"] == "red"


SECRET = """
[[phases]]
id = "headline"
name = "Headline"
structure = "secret"
min = 0
max = 4

[[phases]]
id = "play"
name = "Play"
structure = "sequential"
"""


def _game(d, seats=("red", "blue")):
    g = session.new_game(d, gm=99)
    for i, seat in enumerate(seats, start=1):
        g, _ = session.join(g, d, i, seat)
    g, _ = session.begin(g, d, FAMILY, Actor(99, (), True))
    return g


def test_undo_never_crosses_a_secret_reveal():
    """Bug 2: the GM's /game undo reopened the reveal (every choice now known)."""
    d = define(SECRET)
    g = _game(d)
    g, _ = session.act(g, d, FAMILY, {"type": "turn.choose", "amount": 3}, session.actor(g, 1))
    g, ev = session.act(g, d, FAMILY, {"type": "turn.choose", "amount": 2}, session.actor(g, 2))
    assert "AmountWon" in [e.kind for e in ev]
    for who in (session.actor(g, 99), session.actor(g, 2)):
        with pytest.raises(IllegalAction) as e:
            session.undo(g, who, d, FAMILY)
        assert e.value.key == "error.nothing_to_undo.reveal"
    # what is played after the reveal is undone as usual, and no further
    g, _ = session.act(g, d, FAMILY, {"type": "turn.action"}, session.actor(g, 1))
    g, _ = session.undo(g, session.actor(g, 1), d, FAMILY)
    with pytest.raises(IllegalAction):
        session.undo(g, session.actor(g, 99), d, FAMILY)


VP = """
[counters.vp]
setup = 20
max = 300
name = { en = "victory points", ja = "勝利点", it = "punti vittoria" }
[verbs.vp]
does = "counter:vp"

[[phases]]
id = "play"
name = "Play"
structure = "simultaneous"
"""

COUNTERS = """
[counters.vp]
setup = 20
max = 300
name = { en = "victory points", ja = "勝利点", it = "punti vittoria" }

[counters.centres]
setup = 3
seat_setup = { green = 4 }
max = 34
gm_only = true
name = { en = "supply centres", ja = "補給都市", it = "centri" }

[counters.defcon]
setup = 5
min = 1
max = 5
shared = true
name = "DEFCON"

[verbs.vp]
does = "counter:vp"
[verbs.centres]
does = "counter:centres"
[verbs.defcon]
does = "counter:defcon"

[[phases]]
id = "play"
name = "Play"
grant = [{ counter = "defcon", from = "defcon", plus = 1 }]
"""


def test_a_signed_number_changes_a_counter_a_plain_one_sets_it():
    """Bug 3: number:+2 set the counter to 2."""
    g = Game(define(VP), ["red", "blue"])
    g.act("red", "vp", count="+2")
    assert g.pos["counters"]["vp"]["red"] == 22
    assert g.events[0].kind == "CounterChanged" and g.events[0].data["delta"] == "+2"
    assert event_text(g.events[0], "en", g.d) == "Red: victory points +2 (now 22)."
    g.act("red", "vp", count="-5")
    assert g.pos["counters"]["vp"]["red"] == 17
    g.act("red", "vp", count="30")
    assert g.pos["counters"]["vp"]["red"] == 30
    g.act(None, "vp", count="+1", seat="blue")  # the GM, for a seat
    assert g.pos["counters"]["vp"]["blue"] == 21
    with pytest.raises(IllegalAction) as e:
        g.act("red", "vp", count="-31")
    assert e.value.key == "turns.error.counter_range_after" and e.value.params["value"] == -1


def test_counters_by_seat_gm_only_and_shared():
    g = Game(define(COUNTERS), ["red", "blue", "green"])
    assert g.pos["counters"]["centres"] == {"red": 3, "blue": 3, "green": 4}
    with pytest.raises(PermissionDenied) as e:
        g.act("red", "centres", count="4")
    assert e.value.key == "turns.error.gm_counter"
    g.act(None, "centres", count="+1", seat="red")
    assert g.pos["counters"]["centres"]["red"] == 4
    # a shared counter: one number, which the step's grant moves and a verb sets
    assert "defcon" not in g.pos["counters"] and g.s["shared"] == {"defcon": 5}
    g.act("blue", "defcon", count="-2")
    assert g.s["shared"] == {"defcon": 3}
    assert event_text(g.events[0], "en", g.d) == "DEFCON: -2 (now 3; Blue's move)."
    g.next()  # a new round: the grant raises it by one
    assert g.s["shared"] == {"defcon": 4}
    assert any(event_text(e, "en", g.d) == "DEFCON goes up by 1: now 4." for e in g.events)


def test_a_gm_correction_before_play_begins_is_refused_and_begins_nothing():
    """Bug 9: a GM's counter set before /game begin began the game."""
    d = define(VP)
    g = session.new_game(d, gm=99)
    g, _ = session.join(g, d, 1, "red")
    g, _ = session.join(g, d, 2, "blue")
    with pytest.raises(IllegalAction) as e:
        session.act(g, d, FAMILY, {"type": "vp", "count": 4, "seat": "red"}, session.actor(g, 99))
    assert e.value.key == "error.not_begun"
    assert g["status"] == "setup"
    # a move still begins the game (the first /phase next, a player's move)
    g, _ = session.act(g, d, FAMILY, {"type": "phase.next"}, session.actor(g, 1))
    assert g["status"] == "active"


SIMULTANEOUS = """
[[phases]]
id = "orders"
name = "Orders"
structure = "simultaneous"

[[phases]]
id = "count"
name = "Count"
advance = "gm"
"""


def test_the_gm_undoes_a_move_played_for_a_seat_given_back_since():
    """Bug 8: the GM played a seat for a while, gave it back, then undid a later
    correction: refused with "nothing to undo since this round began"."""
    d = define(VP)
    g = _game(d)
    gm = session.actor(g, 99)
    g, _ = session.assign_seat(g, d, gm, "blue", 99)
    g, _ = session.act(g, d, FAMILY, {"type": "turn.done", "seat": "blue"}, session.actor(g, 99))
    g, _ = session.assign_seat(g, d, session.actor(g, 99), "blue", 2)
    g, _ = session.act(
        g, d, FAMILY, {"type": "vp", "count": 6, "seat": "red"}, session.actor(g, 99)
    )
    g, ev = session.undo(g, session.actor(g, 99), d, FAMILY)
    assert ev[0].kind == "ActionUndone"
    assert g["state"]["counters"]["vp"]["red"] == 20
    assert g["state"]["turn"]["done"] == ["blue"]


def test_the_seating_reply_names_the_seats_in_play_only():
    """Bug 6: /turn seating listed every seat of the definition (14 factions)."""
    d = define(PASSING)
    g = session.new_game(d, gm=99)
    g, _ = session.join(g, d, 1, "blue")
    g, _ = session.join(g, d, 2, "red")
    g, ev = session.set_seating(g, d, session.actor(g, 99), ["blue", "red"], "blue")
    assert ev[0].data["seats"] == ["blue", "red"]


BANDS = (
    """
[tables.europe]
kind = "bands"
name = "Europe"
bands = [[0, 0], [1, 3], [2, 7], [3, 100]]
max = 3
"""
    + """
[tables.fire]
kind = "list"
name = { en = "Fire", ja = "火", it = "Fuoco" }
values = [8, 4, 2]
ties = "share"

[[phases]]
id = "play"
name = "Play"

[[phases]]
id = "final"
final = true
name = "Final scoring"
structure = "scoring"
tables = ["europe", "fire"]
"""
)

LIST = """
[tables.fire]
kind = "list"
name = { en = "Fire", ja = "火", it = "Fuoco" }
values = [8, 4, 2]

[[phases]]
id = "play"
name = "Play"

[[phases]]
id = "final"
final = true
name = "Final scoring"
structure = "scoring"
tables = ["fire"]
"""


def test_a_bands_table_with_a_max_refuses_more():
    """Bug 11: a bands report accepted any number above its last band."""
    g = Game(define(BANDS), ["red", "blue", "green"])
    g.next()
    g.next(2)
    assert g.pos["step"] == "final"
    with pytest.raises(IllegalAction) as e:
        g.act("red", "turn.score", table="europe", value=4)
    assert e.value.key == "turns.error.table_range" and e.value.params["max"] == 3
    g.act("red", "turn.score", table="europe", value=3)
    with pytest.raises(DefinitionError, match=r"tables.europe.max: is below the last band"):
        define(BANDS.replace("max = 3", "max = 2"))


def test_tied_ranks_share_the_points_of_the_ranks_they_cover():
    g = Game(define(BANDS), ["red", "blue", "green"])
    g.next(3)
    for seat, fire in (("red", 1), ("blue", 1), ("green", 3)):
        g.act(seat, "turn.score", table="europe", value=0)
        g.act(seat, "turn.score", table="fire", value=fire)
    shared = next(e for e in g.events if e.kind == "RankShared")
    assert shared.data == {"table": "fire", "seats": ["red", "blue"], "rank": 1, "result": 6}
    assert event_text(shared, "en", g.d) == "Fire: Red and Blue share 1st place, 6 each."
    totals = {e.data["seat"]: e.data["total"] for e in g.events if e.kind == "ScoreTotalled"}
    assert totals == {"red": 6, "blue": 6, "green": 2}


def test_a_rank_past_the_list_scores_nothing_up_to_the_number_of_seats():
    """The list table no longer needs zeros for the last places."""
    d = define(LIST)
    g = Game(d, ["red", "blue", "green", "yellow"])
    g.next(3)
    with pytest.raises(IllegalAction):
        g.act("red", "turn.score", table="fire", value=5)  # four seats: ranks 1 to 4
    g.act("red", "turn.score", table="fire", value=4)
    assert g.events[0].data["result"] == 0


SETS = """
[tables.science]
kind = "sets"
name = { en = "Science", ja = "科学", it = "Scienza" }
kinds = ["compass", "gear", "tablet"]
kind_names = { gear = { en = "gears", ja = "歯車", it = "ingranaggi" } }
square = true
per_set = 7

[tables.civilian]
kind = "value"
name = { en = "Civilian", ja = "市民", it = "Civili" }

[tables.area]
kind = "list"
name = { en = "Area", ja = "面積", it = "Area" }
values = [18, 12, 6]
ties = "share"

[[phases]]
id = "play"
name = "Play"

[[phases]]
id = "final"
final = true
name = "Final scoring"
structure = "scoring"
tables = ["science", "civilian", "area"]
"""


def _scored(g):
    """The final dashboard's Scores section and its text."""
    from bot.service.dashboard import section_text

    view = FAMILY.view(g.d, g.s, g.t)
    (scores,) = [s for s in view.sections if s.kind == "scores"]
    return scores, section_text(scores, g.d, "en")


def test_a_set_reported_whole_at_zero_and_its_points_beside_its_kinds():
    """Play-test 13, finding 19: a seat with nothing of a kind reports the set once
    (0: none of each kind not reported yet), not once per kind; another number for
    the set must name its kind; the final scores show each set's points, so each
    seat's lines add up to its total; a number that scores itself and a rank a tie may
    still share are said without a points figure that is not final."""
    g = Game(define(SETS), ["red", "blue", "green"])
    g.next(3)
    with pytest.raises(IllegalAction) as e:
        g.act("red", "turn.score", table="science", value=2)
    assert e.value.key == "turns.error.set_kind"
    assert e.value.params["tables"] == ["science.compass", "science.gear", "science.tablet"]
    g.act("red", "turn.score", table="science.gear", value=2)
    g.act("red", "turn.score", table="science", value=0)  # the rest: none
    assert g.kinds() == ["ScoreCounted", "ScoreCounted", "SetsScored", "ReportsOwed"]
    assert [e.data["table"] for e in g.events[:2]] == ["science.compass", "science.tablet"]
    assert g.events[2].data == {"seat": "red", "table": "science", "result": 4}
    g.act("red", "turn.score", table="civilian", value=12)
    assert g.kinds()[0] == "ScoreCounted"  # 12 scores 12: no "12 → 12"
    assert event_text(g.events[0], "en", g.d) == "Red: Civilian 12."
    g.act("red", "turn.score", table="area", value=1)
    assert g.kinds()[0] == "ScoreCounted"  # 18 only if nobody ties: said at the tally
    assert event_text(g.events[0], "en", g.d) == "Red: Area 1."
    for seat, area in (("blue", 1), ("green", 3)):
        g.act(seat, "turn.score", table="science", value=0)
        g.act(seat, "turn.score", table="civilian", value=5)
        g.act(seat, "turn.score", table="area", value=area)
    totals = {e.data["seat"]: e.data["total"] for e in g.events if e.kind == "ScoreTotalled"}
    assert totals == {"red": 4 + 12 + 15, "blue": 0 + 5 + 15, "green": 0 + 5 + 6}
    scores, text = _scored(g)
    lines = text.splitlines()
    assert "Red: Science · gears 2" in lines and "Red: Science → 4" in lines
    assert "Red: Area 1 → 15" in lines and "Blue: Science → 0" in lines
    # each seat's points, read from its lines, add up to its total
    for seat, total in totals.items():
        points = [
            i["result"] if i["result"] is not None else 0
            for i in scores.items
            if i["seat"] == seat and "." not in str(i["table"])
        ]
        assert sum(points) == total, (seat, scores.items)
