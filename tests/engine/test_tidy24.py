"""tidy24: the order a role draft's phases are played in (``role_order``), and role
drafts in games with eras and final phases."""

from __future__ import annotations

import pytest

from bot.engine.games.definition import DefinitionError
from bot.engine.games.turns import FAMILY
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
    # the dashboard lists the roles in the order they are played
    (roles,) = [x for x in FAMILY.view(g.d, g.s, g.t).sections if x.id == "roles"]
    assert [(r["item"], r["seat"]) for r in roles.items] == [
        ("warfare", "red"),
        ("survey", "blue"),
        ("produce", "green"),
    ]
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


# ------------------------------------------- (2) role drafts with eras and final phases

ERAS = """
[rounds]
count = 0
rotate = ["start_player"]

[eras]
option = "eras"

[options.eras]
default = 2
min = 1
max = 3
name = "Eras"

[counters.gold]
setup = 0

[[phases]]
id = "roles"
name = "Roles"
structure = "draft"
items = ["build", "trade", "rest"]
roles = { build = "build", trade = "trade" }
role_bonus = { counter = "gold", plus = 2 }

[[phases]]
id = "build"
name = "Build"
structure = "sequential"
turns = 1

[[phases]]
id = "trade"
name = "Trade"
structure = "sequential"
turns = 1

[[phases]]
id = "era_end"
name = "End of the era"
era_end = true
"""

FINAL = """
[[phases]]
id = "last_roles"
name = "Last roles"
final = true
structure = "draft"
items = ["tally", "survey", "rest", "idle"]
roles = { tally = "tally", survey = "feast" }

[[phases]]
id = "tally"
name = "Tally"
final = true
structure = "sequential"
turns = 1

[[phases]]
id = "feast"
name = "Feast"
final = true
structure = "sequential"
turns = 1
"""


def test_a_role_draft_plays_in_every_era_its_picks_and_bonus_carried_round_to_round():
    g = Game(define(ERAS), ["red", "blue"])
    assert (g.s["era"], g.where()) == (1, (1, "roles", "roles"))
    g.act("red", "turn.pick", choice="trade")
    g.act("blue", "turn.pick", choice="rest")  # build is nobody's: it gathers 2 gold
    assert g.where() == (1, "trade", "trade")
    _play_phase(g, ["red", "blue"])
    assert g.where() == (1, "era_end", "era_end")
    g.act(None, "phase.next")
    # era 2, round 2: blue drafts first, takes build and its gold
    assert (g.s["era"], g.where(), g.prompt.up) == (2, (2, "roles", "roles"), ["blue"])
    g.act("blue", "turn.pick", choice="build")
    assert g.s["counters"]["gold"] == {"red": 0, "blue": 2}
    g.act("red", "turn.pick", choice="rest")
    assert g.where() == (2, "build", "build")
    _play_phase(g, ["blue", "red"])
    assert g.where() == (2, "era_end", "era_end")
    g.act(None, "phase.next")
    assert g.s["finished"]


def test_a_role_draft_in_the_final_phases_starts_from_no_picks():
    # the last round's picks are not the final draft's: its roles are played only
    # when picked in it, begun by their chooser
    body = ROLES.replace("count = 2", "count = 1") + FINAL
    g = Game(define(body), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="warfare")
    g.act("blue", "turn.pick", choice="survey")
    g.act("green", "turn.pick", choice="produce")
    _play_phase(g, ["blue", "green", "red"])  # survey
    _play_phase(g, ["red", "blue", "green"])  # warfare
    _play_phase(g, ["green", "red", "blue"])  # produce
    assert g.where() == (1, "last_roles", "last_roles")
    # the dashboard's roles are the final draft's (none yet), not the last round's
    assert "roles" not in [x.id for x in FAMILY.view(g.d, g.s, g.t).sections]
    g.act("red", "turn.pick", choice="rest")
    g.act("blue", "turn.pick", choice="tally")
    g.act("green", "turn.pick", choice="idle")
    # the final draft's survey (the feast) is nobody's, though blue picked the
    # rounds' survey: only the tally is played, begun by its chooser
    assert g.where() == (1, "tally", "tally")
    _play_phase(g, ["blue", "green", "red"])
    assert g.s["finished"]


def test_a_role_draft_in_the_final_phases_after_eras():
    g = Game(define(ERAS + FINAL), ["red", "blue"], options={"eras": 1})
    g.act("red", "turn.pick", choice="build")
    g.act("blue", "turn.pick", choice="trade")
    _play_phase(g, ["red", "blue"])
    _play_phase(g, ["blue", "red"])
    g.act(None, "phase.next")  # the era, the last one, ends: the final phases
    assert (g.where(), g.prompt.up) == ((1, "last_roles", "last_roles"), ["red"])
    g.act("red", "turn.pick", choice="tally")
    g.act("blue", "turn.pick", choice="survey")
    assert g.where() == (1, "tally", "tally")
    _play_phase(g, ["red", "blue"])
    assert g.where() == (1, "feast", "feast")
    _play_phase(g, ["blue", "red"])
    assert g.s["finished"]


def test_the_check_refuses_a_role_naming_a_phase_of_the_other_part_of_the_game():
    from tests.engine.test_mend23a import _said

    # the rounds' draft naming a final phase: its picks end with the last round
    body = ROLES + FINAL.replace("roles = { tally", 'roles = { idle = "upkeep", tally') + UPKEEP
    body = body.replace(
        'colonize = "colonize", produce = "produce" }', 'colonize = "colonize", produce = "tally" }'
    )
    said = _said(body)
    assert sorted(said) == ["phases[0].roles.produce", "phases[5].roles.idle"]
    assert said["phases[0].roles.produce"] == {
        "en": ": 'tally' is a final phase: a draft of the rounds enables phases of the rounds"
        " (its picks end with the round); give the final phases a draft of their own",
        "it": ": 'tally' è una fase finale: un draft dei round abilita fasi dei round (le"
        " scelte finiscono con il round); dai alle fasi finali un draft loro",
        "ja": "：'tally' は最終フェイズです。ラウンドのドラフトが有効にできるのはラウンドの"
        "フェイズだけです（選んだ役割はラウンドの終わりで消えます）。最終フェイズには専用の"
        "ドラフトを書いてください",
    }
    # the final phases' draft naming a phase of the rounds (written after it)
    assert said["phases[5].roles.idle"]["en"] == (
        ": 'upkeep' is played in the rounds: a draft of the final phases enables final phases"
    )


def test_an_era_that_ends_in_a_role_s_phase_ends_only_in_a_round_its_role_is_picked():
    body = ERAS.replace(
        'roles = { build = "build", trade = "trade" }',
        'roles = { build = "build", trade = "trade", rest = "era_end" }',
    )
    g = Game(define(body), ["red", "blue"])
    g.act("red", "turn.pick", choice="build")
    g.act("blue", "turn.pick", choice="trade")
    _play_phase(g, ["red", "blue"])
    _play_phase(g, ["blue", "red"])
    # nobody picked rest: the era goes on into round 2
    assert (g.s["era"], g.where()) == (1, (2, "roles", "roles"))
    g.act("blue", "turn.pick", choice="rest")
    g.act("red", "turn.pick", choice="trade")
    _play_phase(g, ["red", "blue"])
    assert g.where() == (2, "era_end", "era_end")
    g.act(None, "phase.next")
    assert (g.s["era"], g.where()) == (2, (3, "roles", "roles"))
