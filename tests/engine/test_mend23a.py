"""review23a's defects in role selection and recording-only rolls (mend23a)."""

from __future__ import annotations

from bot.engine.games import session
from bot.engine.games.envelope import ROLL_RECORDS_ONLY
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_fix23a import INCOME
from tests.engine.test_play18 import GM, Faces, _game, _who
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ------------------------------------------- (1) two roles naming one phase

TWO_FOR_ONE = """
[[phases]]
id = "roles"
name = "Roles"
structure = "draft"
items = ["a", "b", "c"]
roles = { a = "act", b = "act", c = "other" }

[[phases]]
id = "act"
name = "Act"
structure = "sequential"
turns = 1

[[phases]]
id = "other"
name = "Other"
structure = "sequential"
turns = 1
"""


def _turns(g, seats):
    for seat in seats:
        assert g.prompt.up == [seat], (g.where(), seat)
        g.act(seat, "turn.action")


def test_a_phase_two_roles_name_is_played_when_either_is_picked():
    # the role written first picked: its phase is played, from its chooser
    g = Game(define(TWO_FOR_ONE), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="c")
    g.act("blue", "turn.pick", choice="a")
    g.act("green", "turn.pick", choice="b")
    # both picked: act is played once, begun by Blue (a picked before b)
    assert g.where() == (1, "act", "act")
    _turns(g, ["blue", "green", "red"])
    assert g.where() == (1, "other", "other")
    _turns(g, ["red", "blue", "green"])
    assert g.where() == (2, "roles", "roles")


def test_a_phase_two_roles_name_is_played_when_only_the_first_is_picked():
    g = Game(define(TWO_FOR_ONE.replace('"c"]', '"c", "d"]')), ["red", "blue"])
    g.act("red", "turn.pick", choice="d")
    g.act("blue", "turn.pick", choice="a")
    assert g.where() == (1, "act", "act")
    _turns(g, ["blue", "red"])
    # other (c, nobody's) is not played
    assert g.where() == (2, "roles", "roles")


# ------------------------------------------- (2) a record that orders the turns

INITIATIVE = """
[counters.initiative]
setup = 0

[[phases]]
id = "init"
name = "Initiative"
structure = "roll"
dice = "1d6"
record = "initiative"

[[phases]]
id = "moves"
name = "Moves"
structure = "sequential"
turns = 1
order_by = { counter = "initiative", rank = "high" }
"""


def test_a_roll_whose_record_orders_the_turns_rolls_its_ties_again():
    d, g = _game(INITIATIVE)
    assert g["state"]["rules"] >= ROLL_RECORDS_ONLY
    # Blue and Green tie on 5 and roll again (2, 6); Faces fails if asked for more
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), Faces(3, 5, 5, 2, 6))
    said = [event_text(e, "en", d) for e in ev if e.kind != session.ACTION]
    assert said[3:7] == [
        "Tie between Blue and Green (5): they roll again.",
        "🎲 Blue rolls again: 1d6 (2) = 2.",
        "🎲 Green rolls again: 1d6 (6) = 6.",
        "Green won with 6.",
    ]
    assert "Turn order for the rest of this round: Green, Red, Blue." in said
    assert g["state"]["counters"]["initiative"] == {"red": 3, "blue": 2, "green": 6}


# ------------------------------------------- (7) a rules-12 game's tie, and its result


def test_a_rules_12_game_still_says_who_won_the_tie_it_rolled_again():
    d, g = _game(INCOME)
    g["state"]["rules"] = 12  # as a game stored before play-test 23 holds it
    faces = Faces(1, 1, 1, 1, 5, 5, 2, 2, 6, 6)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), faces)
    said = [event_text(e, "en", d) for e in ev if e.kind != session.ACTION]
    assert said[3:7] == [
        "Tie between Red and Blue (2): they roll again.",
        "🎲 Red rolls again: 2d6 (2, 2) = 4.",
        "🎲 Blue rolls again: 2d6 (6, 6) = 12.",
        "Green won with 10.",  # the tie was for last place: it does not move Green
    ]
    won = next(e for e in ev if e.kind == "AmountWon")
    assert event_text(won, "it", d) == "Il Verde vince con 10."
    assert event_text(won, "ja", d) == "緑が10で勝ちました。"
