"""Structures play-test 18 could not describe, on small definitions, in the engine:
initiative rolled with Herald's dice and chits drawn from a cup (21)."""

from __future__ import annotations

import random

import pytest

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games import session
from bot.engine.games.base import Actor
from bot.engine.games.definition import DefinitionError
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_turns_second_user import define

GM = 999

# ------------------------------------------- (21) initiative rolled, chits drawn

ROLL = """
[rounds]
count = 2

[[phases]]
id = "initiative"
name = "Initiative"
structure = "roll"
dice = "1d6"
turn_order = "rolls"

[[phases]]
id = "activations"
name = "Activate units"
structure = "sequential"
"""


class Faces:
    """An RNG that gives these faces, in order (then fails the test)."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        n = self.faces.pop(0)
        assert a <= n <= b
        return n


def _game(body: str, seats=("red", "blue", "green")):
    d = define(body)
    g = session.new_game(d, gm=GM)
    for user, seat in enumerate(seats, start=1):
        g, _ = session.join(g, d, user, seat)
    g, _ = session.begin(g, d, FAMILY)
    return d, g


def _who(g, user):
    return session.actor(g, user, user == GM)


def _records(events):
    return [e.data for e in events if e.kind == session.ACTION]


def test_each_seat_rolls_herald_s_dice_and_the_ranking_is_the_turn_order():
    d, g = _game(ROLL)
    history = [{"op": "new", "game": session.new_game(d, gm=GM)}]
    log = []

    def act(g, user, rng, **action):
        g, ev = session.act(g, d, FAMILY, {"type": "turn.roll", **action}, _who(g, user), rng)
        log.extend(ev)
        return g

    # (the seats and the begin, as the log holds them)
    g0 = history[0]["game"]
    for user, seat in enumerate(("red", "blue", "green"), start=1):
        g0, ev = session.join(g0, d, user, seat)
        history += _records(ev)
    g0, ev = session.begin(g0, d, FAMILY)
    history += _records(ev)
    g = act(g, 1, Faces(3))  # red 3
    g = act(g, 2, Faces(5))  # blue 5
    # green 3 ties red: both roll again (red 2, green 6), green first
    g = act(g, 3, Faces(3, 2, 6))
    rolled = [e for e in log if e.kind.startswith("SeatRolled") or e.kind == "RollTied"]
    assert [(e.kind, e.data.get("seat"), e.data.get("total")) for e in rolled] == [
        ("SeatRolled", "red", 3),
        ("SeatRolled", "blue", 5),
        ("SeatRolled", "green", 3),
        ("RollTied", None, 3),
        ("SeatRolledAgain", "red", 2),
        ("SeatRolledAgain", "green", 6),
    ]
    assert event_text(rolled[0], "en", d) == "🎲 Red rolls 1d6 (3) = 3."
    assert event_text(rolled[3], "it", d) == "Pareggio tra il Rosso e il Verde (3): si ritira."
    assert event_text(rolled[4], "ja", d) == "🎲 赤が振り直しました：1d6 (2) = 2。"
    order = [e for e in log if e.kind == "TurnOrderNow"]
    assert order[0].data["order"] == ["blue", "green", "red"]
    pos = FAMILY.export(d, g["state"], session.table(g, d))["position"]
    assert (pos["step"], pos["up"]) == ("activations", ["blue"])
    # every number rolled is kept with the move: the game replays as it was played,
    # with no dice given
    history += _records(log)
    assert [r.get("draws") for r in history if r["op"] == "act"] == [[3], [5], [3, 2, 6]]
    assert session.replay(history, d, FAMILY) == g


def test_a_player_may_not_undo_herald_s_roll_the_gm_may():
    d, g = _game(ROLL)
    g, _ = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, 1), Faces(1))
    with pytest.raises(PermissionDenied) as err:
        session.undo(g, _who(g, 1), d, FAMILY)
    assert err.value.key == "error.undo_draws_gm_only"
    g, ev = session.undo(g, _who(g, GM), d, FAMILY)
    assert ev[0].kind == "ActionUndone"
    assert FAMILY.export(d, g["state"], session.table(g, d))["position"]["rolled"] == {}
    # red rolls again, with new dice, and the roll is kept: the replay of the undo
    # history gives it back without rolling
    g, _ = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, 1), Faces(6))
    assert g["undo"]["actions"][-1]["draws"] == [6]
    state = session.replay_actions(g, d, FAMILY, g["undo"]["base"], g["undo"]["actions"])
    assert state == g["state"]


def test_the_gm_rolls_for_every_seat_still_to_roll_and_ties_may_go_by_seating():
    body = ROLL.replace('turn_order = "rolls"', 'tie = "seating"\nsets = "first_player"')
    d, g = _game(body)
    g, _ = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, 2), Faces(4))
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), Faces(4, 4))
    assert [e.data["seat"] for e in ev if e.kind == "SeatRolled"] == ["red", "green"]
    won = next(e for e in ev if e.kind == "AmountWon")
    assert won.data["winners"] == ["red"]  # red, blue, green all 4: red is first seated
    assert any(e.kind == "MarkerTaken" and e.data["seat"] == "red" for e in ev)
    assert not any(e.kind == "RollTied" for e in ev)


def test_a_roll_step_without_dice_refuses_the_move_rather_than_inventing_a_number():
    d, g = _game(ROLL)
    with pytest.raises(IllegalAction) as err:
        session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, 1))
    assert err.value.key == "error.no_dice"


def test_the_dice_of_a_roll_step_are_checked():
    with pytest.raises(DefinitionError, match=r"dice.*write the dice as"):
        define(ROLL.replace('dice = "1d6"', 'dice = "d6+2"'))
    with pytest.raises(DefinitionError, match=r"record"):
        define(ROLL.replace('dice = "1d6"', 'record = "nothing"'))


CHITS = """
[rounds]
count = 2

[[phases]]
id = "cup"
name = "Draw the chits"
structure = "draw"

[[phases]]
id = "activations"
name = "Activate units"
structure = "sequential"
"""


def test_chits_drawn_from_a_cup_set_the_turn_order_and_replay_as_drawn():
    d, g = _game(CHITS)
    rng = random.Random(18)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.draw"}, _who(g, 2), rng)
    drawn = next(e for e in ev if e.kind == "ChitsDrawn")
    order = drawn.data["order"]
    assert sorted(order) == ["blue", "green", "red"]
    record = _records(ev)[0]
    assert len(record["draws"]) == 3
    names = ", ".join(x.capitalize() for x in order)
    assert event_text(drawn, "en", d) == f"Drawn from the cup: {names}."
    pos = FAMILY.export(d, g["state"], session.table(g, d))["position"]
    assert pos["up"] == [order[0]]
    # the same record, replayed with no dice, draws the same order
    again = session.act(
        _game(CHITS)[1], d, FAMILY, {"type": "turn.draw"}, _who(g, 2), drawn=record["draws"]
    )[0]
    assert again["state"] == g["state"]


def test_someone_with_no_seat_may_not_draw():
    d, g = _game(CHITS)
    with pytest.raises(IllegalAction):
        session.act(g, d, FAMILY, {"type": "turn.draw"}, Actor(50, ()), Faces(1, 1, 1))


# ------------------------------ (7) a time track: the seat furthest behind moves next

TRACK = """
[rounds]
count = 2

[counters.road]
setup = 0
max = 14
name = { en = { text = "road spaces", one = "road space" }, ja = { text = "道のマス", counter = "マス" }, it = { text = "caselle di strada", gender = "f", number = "pl", one = "casella di strada" } }

[verbs."turn.road"]
does = "counter:road"
name = "Road"

[[phases]]
id = "travel"
name = "Travel"
structure = "track"
counter = "road"
to = [6, 14]

[[phases]]
id = "inn"
name = "Inn"
"""


def test_the_seat_furthest_behind_moves_next_again_and_again_while_it_stays_behind():
    """Play-test 18, finding 7: Tokaido's road. Red 5, Blue 3: Blue moves 1 (4) and is
    still last, so Blue moves again; on one space, the one that arrived last moves first."""
    from tests.engine.test_turns import Game

    g = Game(define(TRACK), ["red", "blue", "green"])
    assert g.prompt.up == ["red"]  # all on 0: the turn order
    g.act("red", "turn.move", count=5)
    assert g.prompt.up == ["blue"]
    g.act("blue", "turn.move", count=3)
    assert g.prompt.up == ["green"]
    g.act("green", "turn.move", count=3)  # green lands on blue's space: on top
    assert g.prompt.up == ["green"]
    g.act("green", "turn.move", count=1)  # 4: still behind red (5), ahead of blue (3)
    assert g.prompt.up == ["blue"]
    g.act("blue", "turn.move", count=1)  # 4, on top of green
    assert g.prompt.up == ["blue"]
    with pytest.raises(IllegalAction) as err:
        g.act("red", "turn.move", count=1)
    assert err.value.key == "turns.error.turn_of"
    (moved,) = [e for e in g.events if e.kind == "SeatMoved"]
    assert event_text(moved, "en", g.d) == "Blue moves 1 road space ahead (now 4)."
    assert event_text(moved, "it", g.d) == "Il Blu avanza di 1 casella di strada (ora 4)."
    with pytest.raises(IllegalAction) as err:
        g.act("blue", "turn.move", count=3)  # past the inn (6)
    assert err.value.key == "turns.error.track_move" and err.value.params["max"] == 2
    g.act("blue", "turn.move", count=2)
    assert "SeatArrived" in g.kinds()
    g.act("green", "turn.move", count=2)
    assert g.prompt.up == ["red"]
    g.act("red", "turn.move", count=1)  # every traveller at the inn: the step is over
    assert g.where() == (1, "inn", "inn")


def test_a_counter_set_by_a_verb_reorders_the_track_and_may_end_the_step():
    from tests.engine.test_turns import Game

    g = Game(define(TRACK), ["red", "blue"])
    g.act("red", "turn.road", count=5)  # the tester's way: the counter's own verb
    assert g.prompt.up == ["blue"]
    g.act("blue", "turn.road", count=6)
    assert g.prompt.up == ["red"]
    g.act("red", "turn.road", count=6)  # both at the inn
    assert g.where() == (1, "inn", "inn")


def test_a_track_step_names_its_counter():
    with pytest.raises(DefinitionError, match=r"counter.*names the counter"):
        define(TRACK.replace('counter = "road"\n', ""))
    with pytest.raises(DefinitionError, match=r"counter"):
        define(TRACK.replace('counter = "road"\n', 'counter = "rood"\n'))


# ------------------------------------ (8) an end when every seat has reached a mark

EVERY = """
[rounds]
count = 0

[counters.road]
setup = 0
max = 14
name = { en = { text = "road spaces", one = "road space" }, ja = { text = "道のマス", counter = "マス" }, it = { text = "caselle di strada", gender = "f", number = "pl", one = "casella di strada" } }

[counters.vp]
name = "points"

[verbs."turn.road"]
does = "counter:road"
name = "Road"

[[end]]
counter = "road"
at_least = 14
every_seat = true
result = "ranking"

[winner]
by = "counter:vp"

[[phases]]
id = "travel"
name = "Travel"
"""


def test_an_end_every_seat_must_reach_ends_the_game_with_the_last_arrival():
    """Play-test 18, finding 8: "the game ends when all travellers reach Edo"."""
    from tests.engine.test_turns import Game

    g = Game(define(EVERY), ["red", "blue"])
    g.s["counters"]["vp"] = {"red": 3, "blue": 9}
    g.act("red", "turn.road", count=14)
    assert not g.s.get("finished") and "EndReached" not in g.kinds()
    g.act("blue", "turn.road", count=14)
    assert g.s.get("finished")
    (end,) = [e for e in g.events if e.kind == "EndsReached"]
    assert end.data["seats"] == ["red", "blue"]
    assert event_text(end, "en", g.d).startswith("🏁 Red reaches 14 road spaces")
    won = next(e for e in g.events if e.kind == "WinnerNamed")
    assert won.data["winners"] == ["blue"]  # ranked by points, not by who arrived


def test_seats_left_zero_says_what_to_write_instead():
    with pytest.raises(DefinitionError, match=r"seats_left: must be 1 or more .*every_seat = true"):
        define(EVERY.replace("every_seat = true", "seats_left = 0"))
    with pytest.raises(DefinitionError, match=r"every_seat: every seat reaches it: say how"):
        define(EVERY.replace('result = "ranking"', ""))


# --------------- (22) a seat out is told it is out; a card that knocks a rival out

LOVE = """
[rounds]
count = 0

[counters.in_round]
setup = 1
min = 0
max = 1
name = "still in"

[[phases]]
id = "turns"
name = "Draw and play a card"
structure = "sequential"
turns = 1
only = { counter = "in_round", min = 1 }

[[end]]
counter = "in_round"
at_most = 0
seats_left = 1

[verbs."turn.out"]
does = "counter:in_round"
name = { en = "Knocked out", ja = "脱落", it = "Eliminato" }
others = true
"""


def test_a_seat_out_of_the_step_is_told_so_not_whose_turn_it_is():
    from bot.engine.errors import NotYourTurn
    from tests.engine.test_turns import Game

    g = Game(define(LOVE), ["red", "blue", "green"])
    g.act("red", "turn.action")
    g.act("blue", "turn.out", count=0)  # Blue knocked out (its own card)
    assert "SeatsOut" in g.kinds()  # (play-test 20: out of the game, not of one step)
    with pytest.raises(NotYourTurn) as err:
        g.act("blue", "turn.action")
    assert err.value.key == "turns.error.not_taking_part"
    assert err.value.params["seats"] == ["red", "green"]


def test_the_seat_that_is_up_knocks_another_seat_out_with_the_verb():
    from bot.engine.errors import NotYourTurn
    from tests.engine.test_turns import Game

    g = Game(define(LOVE), ["red", "blue", "green"])
    g.act("red", "turn.out", seat="green", count=0)  # Red's Guard guesses Green's card
    (ev,) = [e for e in g.events if e.kind == "CounterSetBy"]
    assert ev.data == {"count": 0, "counter": "in_round", "seat": "green", "by": "red"}
    assert event_text(ev, "en", g.d) == "Green: 0 still in (Red's move)."
    assert g.s["counters"]["in_round"]["green"] == 0 and "SeatsOut" in g.kinds()
    # a seat that is not up may not, nor on a verb without others
    with pytest.raises(NotYourTurn):
        g.act("blue", "turn.out", seat="red", count=0)
    plain = Game(define(LOVE.replace("others = true\n", "")), ["red", "blue", "green"])
    with pytest.raises(NotYourTurn):
        plain.act("red", "turn.out", seat="green", count=0)


# ------------------------------- (19) no hand pass after the last pick of a draft

DRAFT = """
[rounds]
count = 2

[[phases]]
id = "draft"
name = "Draft"
structure = "secret"
choices = ["a", "b", "c"]
outcome = "reveal"
repeat = 3
pass_hands = ["left", "right"]

[[phases]]
id = "score"
name = "Score"
"""


def test_hands_pass_after_each_pick_but_the_last():
    from tests.engine.test_turns import Game

    g = Game(define(DRAFT), ["red", "blue", "green"])
    passes = []
    for _ in range(3):
        for seat in ("red", "blue", "green"):
            g.act(seat, "turn.choose", choice="a")
        passes.append([e.data["direction"] for e in g.events if e.kind == "HandsPassed"])
    assert passes == [["left"], ["left"], []]
    assert g.where() == (1, "score", "score")


# ---------------- (6) the chooser place announces no choice for a round that will not come


def test_the_chooser_place_says_no_choice_in_the_last_round():
    from tests.engine.test_play16 import PLACING
    from tests.engine.test_turns import Game

    body = "[rounds]\ncount = 2\n" + PLACING.format(keys="push_out = false")
    g = Game(define(body), ["red", "blue"])
    g.act("red", "turn.place", where="castle")
    assert "ChooserPlaceTaken" in g.kinds()  # round 1 of 2: the choice is announced
    g.act("blue", "turn.place", where="shop")
    g.act("red", "turn.place", where="tower")
    assert "ChooserNow" in g.kinds()
    g.act("red", "turn.startplayer", target="blue")
    g.next()  # the quests: round 2, the last
    assert g.where() == (2, "assign", "assign")
    g.act("blue", "turn.place", where="castle")
    assert "ChooserPlaceTaken" not in g.kinds() and "PiecePlaced" in g.kinds()
    g.act("red", "turn.place", where="shop")
    g.act("blue", "turn.place", where="tower")
    assert "ChooserNow" not in g.kinds() and g.pos["phase"] == "quests"


# --------------------------- (23) a game longer than a round track can draw (200 boxes)


def test_a_game_of_more_rounds_than_a_track_holds_shows_its_round_as_a_tile():
    d = define(LOVE.replace("count = 0", "count = 1000000000"))
    board = d.board()
    assert [e.kind for e in board.elements] == ["values", "counters"]
    assert board.elements[0].values[0].value == "round"
    # 200 rounds still draw their track
    d = define(LOVE.replace("count = 0", "count = 200"))
    assert d.board().elements[0].kind == "track"
