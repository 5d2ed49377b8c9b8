"""mend24a: the defects review24a found in tidy24's role order (engine side)."""

from __future__ import annotations

from bot.engine.games.turns import FAMILY
from bot.engine.games.turns.redefined import redefined
from tests.engine.test_fix23a import ROLES, _play_phase
from tests.engine.test_tidy24 import PICKED, _phases
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


# ------------------------------------ (2) /game redefine changing role_order mid-round

PICKED_ORDER = PICKED
AS_WRITTEN = PICKED.replace('role_order = "picked"\n', "")


def _moved(g, text: str) -> None:
    """``/game redefine`` to ``text``: the state under the new version, as the service
    moves it (nothing missing)."""
    new = define(text)
    s, lost = redefined(g.d, new, g.s)
    assert lost == []
    g.d, g.s = new, s


def test_redefine_to_picked_order_mid_round_plays_no_phase_twice():
    """review24a, defect 2: moved to ``role_order = "picked"`` at the round's last role
    phase (Produce, picked first), the round went back to Survey and Warfare."""
    g = Game(define(AS_WRITTEN), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="produce")
    g.act("blue", "turn.pick", choice="survey")
    g.act("green", "turn.pick", choice="warfare")
    assert _phases_until(g, ["red", "blue", "green"], "produce") == [
        (1, "survey"),
        (1, "warfare"),
        (1, "upkeep"),
    ]
    _moved(g, PICKED_ORDER)
    _play_phase(g, ["red", "blue", "green"])  # Produce, begun by its chooser
    # the round is over: the next draft, not Survey again
    assert g.where() == (2, "roles", "roles")
    # the new order from this round on: as picked
    g.act("blue", "turn.pick", choice="warfare")
    g.act("green", "turn.pick", choice="survey")
    g.act("red", "turn.pick", choice="produce")
    assert _phases(g, ["red", "blue", "green"]) == [
        (2, "warfare"),
        (2, "survey"),
        (2, "upkeep"),
        (2, "produce"),
    ]


def test_redefine_to_the_written_order_mid_round_plays_no_phase_twice():
    """The reverse move: Produce (picked first) played, the move at Survey; the
    written order would have played Produce again at the end of the round."""
    g = Game(define(PICKED_ORDER), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="produce")
    g.act("blue", "turn.pick", choice="survey")
    g.act("green", "turn.pick", choice="warfare")
    assert g.where() == (1, "produce", "produce")
    _play_phase(g, ["red", "blue", "green"])
    assert g.where() == (1, "survey", "survey")
    _moved(g, AS_WRITTEN)
    assert _phases(g, ["red", "blue", "green"]) == [
        (1, "survey"),
        (1, "upkeep"),
        (1, "warfare"),
    ]
    assert g.where() == (2, "roles", "roles")
    assert "role_order_kept" not in g.s  # the next round is the new version's
    g.act("blue", "turn.pick", choice="produce")
    g.act("green", "turn.pick", choice="warfare")
    g.act("red", "turn.pick", choice="survey")
    assert _phases(g, ["red", "blue", "green"]) == [
        (2, "survey"),
        (2, "warfare"),
        (2, "upkeep"),
        (2, "produce"),
    ]


def _phases_until(g, seats: list[str], stop: str) -> list[tuple[int, str]]:
    seen = []
    while g.where()[1] != stop:
        seen.append(g.where()[:2])
        for _ in seats:
            g.act(g.prompt.up[0], "turn.action")
    return seen


# ------------- (3) a phase with a step no role names and a step of an unpicked role

MIXED = """
[rounds]
count = 1

[[phases]]
id = "roles"
name = "Roles"
structure = "draft"
items = ["a", "b", "c"]
picks = 1
roles = { a = "pa", b = "pb_role", c = "pc" }
role_order = "picked"

[[phases]]
id = "pa"
name = "A"
structure = "sequential"
turns = 1

[[phases]]
id = "pb"
name = "B"

[[phases.steps]]
id = "pb_upkeep"
name = "B upkeep"
structure = "sequential"
turns = 1

[[phases.steps]]
id = "pb_role"
name = "B role step"
structure = "sequential"
turns = 1

[[phases]]
id = "pc"
name = "C"
structure = "sequential"
turns = 1
"""


def _steps(g) -> list[str]:
    seen = []
    while not g.s["finished"]:
        seen.append(g.where()[2])
        g.act(g.prompt.up[0], "turn.action")
    return seen


def test_an_unpicked_role_s_phase_keeps_its_place_for_its_step_no_role_names():
    """review24a, defect 3: B's role step is b's, its upkeep no role's. b not picked,
    the upkeep is played all the same: it stays between the other role phases (the
    second of the three), where it went to the end of the round."""
    g = Game(define(MIXED), ["red", "blue"])
    g.act("red", "turn.pick", choice="c")
    g.act("blue", "turn.pick", choice="a")
    assert _steps(g) == ["pc", "pc", "pb_upkeep", "pb_upkeep", "pa", "pa"]


def test_a_picked_role_moves_its_whole_phase_upkeep_and_all():
    g = Game(define(MIXED), ["red", "blue"])
    g.act("red", "turn.pick", choice="b")
    g.act("blue", "turn.pick", choice="c")
    assert _steps(g) == ["pb_upkeep", "pb_upkeep", "pb_role", "pb_role", "pc", "pc"]
