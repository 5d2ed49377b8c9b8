"""tidy24: the order a role draft's phases are played in (``role_order``), and role
drafts in games with eras and final phases."""

from __future__ import annotations

import pytest

from bot.engine.games.definition import DefinitionError
from tests.engine.test_fix23a import ROLES, _play_phase
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ------------------------------------------- (1) the roles' phases as picked

UPKEEP = """
[[phases]]
id = "upkeep"
name = "Upkeep"
structure = "sequential"
turns = 1
"""

# a phase no role names between the role phases: it keeps its place
PICKED = ROLES.replace("role_bonus = {", 'role_order = "picked"\nrole_bonus = {').replace(
    '[[phases]]\nid = "colonize"', UPKEEP.strip() + '\n\n[[phases]]\nid = "colonize"'
)


def _phases(g, seats: list[str]) -> list[tuple[int, str]]:
    """The phases played until the next draft (or the end), each seat of ``seats``
    taking its turn in the order it is up; (round, phase) of each."""
    seen = []
    while not g.s["finished"] and g.where()[1] != "roles":
        seen.append(g.where()[:2])
        for _ in seats:
            g.act(g.prompt.up[0], "turn.action")
    return seen


def test_role_order_picked_plays_the_roles_phases_in_the_order_picked_two_rounds():
    g = Game(define(PICKED), ["red", "blue", "green"])
    # round 1: red, blue, green pick warfare, survey, produce (the file: survey first)
    g.act("red", "turn.pick", choice="warfare")
    g.act("blue", "turn.pick", choice="survey")
    g.act("green", "turn.pick", choice="produce")
    assert g.where() == (1, "warfare", "warfare")
    _play_phase(g, ["red", "blue", "green"])  # begun by its chooser, as always
    assert g.where() == (1, "survey", "survey")
    _play_phase(g, ["blue", "green", "red"])
    # upkeep, which no role names, keeps its place: the third phase of the round
    assert g.where() == (1, "upkeep", "upkeep")
    _play_phase(g, ["red", "blue", "green"])
    assert g.where() == (1, "produce", "produce")
    _play_phase(g, ["green", "red", "blue"])
    # round 2: blue drafts first; colonize, warfare, survey picked in that order
    assert g.where() == (2, "roles", "roles")
    g.act("blue", "turn.pick", choice="colonize")
    g.act("green", "turn.pick", choice="warfare")
    g.act("red", "turn.pick", choice="survey")
    assert _phases(g, ["red", "blue", "green"]) == [
        (2, "colonize"),
        (2, "warfare"),
        (2, "upkeep"),
        (2, "survey"),
    ]
    assert g.s["finished"]


def test_without_role_order_the_phases_come_as_written_whatever_the_picks():
    g = Game(define(PICKED.replace('role_order = "picked"\n', "")), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="warfare")
    g.act("blue", "turn.pick", choice="survey")
    g.act("green", "turn.pick", choice="produce")
    assert _phases(g, ["red", "blue", "green"]) == [
        (1, "survey"),
        (1, "warfare"),
        (1, "upkeep"),
        (1, "produce"),
    ]


def test_role_order_without_roles_and_an_unknown_order_are_refused():
    body = PICKED.replace(
        'roles = { survey = "survey", warfare = "warfare", colonize = "colonize", produce = "produce" }\n',
        "",
    ).replace('role_bonus = { counter = "influence", plus = 1 }\n', "")
    with pytest.raises(DefinitionError) as e:
        define(body)
    assert "role_order: an order of roles is for roles: name them in `roles`" in str(e.value)
    with pytest.raises(DefinitionError) as e:
        define(PICKED.replace('role_order = "picked"', 'role_order = "chosen"'))
    assert "role_order" in str(e.value)
