"""review23a's defects in role selection and recording-only rolls (mend23a)."""

from __future__ import annotations

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
