"""What play-test 15 found in steps, moves and what players see (the findings given to
game15b), each fix tested in the engine on a small definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.games.definition import DefinitionError
from bot.engine.games.turns import FAMILY
from bot.engine.games.turns.structures import STRUCTURES
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ------------------------------------------ (18) a step waiting for the GM's names

# each structure's own keys, for a step of it in a small game
KEYS = {
    "prompt": "",
    "sequential": "turns = 1",
    "passing": "",
    "simultaneous": "",
    "vote": "ballots = 2\nmarkers = false",
    "secret": 'choices = ["gold", "lead"]',
    "draft": 'items = ["x", "y", "z"]\npicks = 1',
    "auction": 'lots = ["lens", "bell"]',
    "scoring": 'tables = ["points"]',
    "neighbours": 'counter = "influence"\nto = "influence"',
}

ONLY = """
[counters.influence]
setup = 1
seat_setup = {{ green = 0 }}
name = "influence"

[tables.points]
kind = "value"
name = "Points"

[[phases]]
id = "lead"
name = "The leader names a team"

[[phases]]
id = "team"
name = "The team"
structure = "{structure}"
only = {only}
{keys}
"""


def test_every_structure_is_tried():
    assert set(KEYS) == set(STRUCTURES)


def _only(structure: str, only: str = "{ named = true }"):
    return define(ONLY.format(structure=structure, only=only, keys=KEYS[structure]))


@pytest.mark.parametrize("structure", sorted(s for s in KEYS if STRUCTURES[s].takes_part))
def test_a_step_of_any_structure_waits_for_the_gms_names_and_then_plays(structure):
    """Play-test 15, finding 18: a vote step with ``only = { named = true }`` crashed
    every command as it began (its prompt read a ballot before there was one), and
    the game could not go on; an auction did the same (its lot)."""
    g = Game(_only(structure), ["red", "blue", "green"])
    g.next()
    assert g.where() == (1, "team", "team")
    waiting = g.prompt
    assert waiting.up == [] and waiting.waiting_for == "gm"
    assert waiting.step_id == "1:team:team"
    assert waiting.hint_key == "turns.hint.name_players"
    FAMILY.view(g.d, g.s, g.t)
    assert g.pos["step"] == "team"
    g.act(None, "turn.only", seats="Red, Blue")
    assert g.kinds()[0] == "PlayersNamed"
    named = g.prompt
    if structure != "prompt":
        assert named.up and set(named.up) <= {"red", "blue"}
    FAMILY.view(g.d, g.s, g.t)
    assert g.pos["step"] == "team"


def test_a_vote_on_a_named_team_is_voted_and_tallied_by_the_named_seats():
    g = Game(_only("vote"), ["red", "blue", "green"])
    g.next()
    g.act(None, "turn.only", seats="Red, Blue")
    assert g.prompt.up == ["red", "blue"] and g.prompt.step_id == "1:team:team:1"
    g.act("red", "vote", choice="approve")
    g.act("blue", "vote", choice="reject")
    assert g.kinds()[-1] == "BallotApproved"  # a tie goes to approve
    assert g.pos["ballot"] == 2 and g.prompt.up == ["red", "blue"]
    g.act("red", "vote", choice="reject")
    g.act("blue", "vote", choice="reject")
    assert "BallotRejected" in g.kinds() and g.where() == (2, "lead", "lead")


def test_a_vote_only_some_seats_hold_influence_for_is_tallied_without_the_others():
    g = Game(_only("vote", '{ counter = "influence", min = 1 }'), ["red", "blue", "green"])
    g.next()
    assert g.prompt.up == ["red", "blue"]
    g.act("red", "vote", choice="reject")
    g.act("blue", "vote", choice="reject")
    assert g.kinds()[-1] == "BallotRejected" and g.pos["ballot"] == 2


def test_only_is_refused_on_a_step_nobody_plays():
    """A neighbours step compares every pair of neighbours as it begins: the checker
    says that ``only`` cannot leave a seat out of it, instead of ignoring it."""
    with pytest.raises(DefinitionError) as e:
        _only("neighbours")
    assert ".only: a neighbours step is played by nobody" in str(e.value)
