"""mend24a: the defects review24a found in tidy24's role order (engine side)."""

from __future__ import annotations

from bot.engine.games.turns import FAMILY
from tests.engine.test_fix23a import ROLES
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define


def _roles_section(g) -> list[tuple[str, str]]:
    (roles,) = [x for x in FAMILY.view(g.d, g.s, g.t).sections if x.id == "roles"]
    return [(r["item"], r["seat"]) for r in roles.items]


def test_default_order_with_a_role_left_lists_the_picked_roles_as_written():
    """review24a, defect 1: with ``role_order`` unset and a role nobody picked, the
    dashboard after the last pick raised KeyError (every role of the file was listed,
    the unpicked one with no chooser), so the pick could never be saved."""
    g = Game(define(ROLES), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="warfare")
    g.act("blue", "turn.pick", choice="survey")
    g.act("green", "turn.pick", choice="produce")
    # in the file's order, colonize (nobody's) left out
    assert _roles_section(g) == [("survey", "blue"), ("warfare", "red"), ("produce", "green")]
