"""Leftovers of session 17 for fix18b, each rule tested in the engine on a small
definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from tests.engine.test_fix17 import ELIMINATION
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

NAMED = ELIMINATION.replace('only = { counter = "influence", min = 1 }', "only = { named = true }")


def test_phase_next_on_a_step_awaiting_named_seats_is_refused_saying_how_to_name_them():
    """The GM's ``/phase next`` left a step that waits for the GM to name who takes part
    (``/turn only seats:``) unplayed, in silence: under rules 8 it is refused, naming
    the step and the seats; once the seats are named the step plays."""
    g = Game(define(NAMED), ["red", "blue", "green"])
    assert g.prompt.gm_command == "turn only"
    with pytest.raises(IllegalAction) as e:
        g.act(None, "phase.next")
    assert e.value.key == "turns.error.names_before_next"
    assert e.value.params["seats"] == ["red", "blue", "green"]
    assert e.value.params["step"] == "turns"
    g.act(None, "turn.only", seats="Red, Blue")
    assert g.prompt.up == ["red"]


def test_games_begun_under_rules_7_still_skip_it_as_they_were_played():
    g = Game(define(NAMED), ["red", "blue", "green"], options={"rules": 7})
    before = g.s["round"]
    g.act(None, "phase.next")
    assert g.s["round"] == before + 1 and g.prompt.gm_command == "turn only"


def test_an_order_by_counter_is_said_the_first_round_then_only_when_it_changes():
    """``order_by`` announced the turn order every round, the same order again and
    again; it is said in the first round, then only when the counter changes it."""
    from tests.engine.test_play17 import BY_CITIES, order_of

    g = Game(define(BY_CITIES), ["red", "blue", "green"])
    order_of(g, 3)
    order_of(g, 3)
    g.next()  # round 2: nobody's cities changed
    assert g.pos["round"] == 2
    assert not [e for e in g.events if e.kind == "TurnOrderNow"]
    assert order_of(g, 3) == ["red", "blue", "green"]
    order_of(g, 3)
    g.act("green", "turn.cities", count="5")
    g.next()  # round 3: green leads now
    (said,) = [e for e in g.events if e.kind == "TurnOrderNow"]
    assert said.data["order"] == ["green", "red", "blue"]


EACH_BY_CITIES = """
[rounds]
count = 3

[counters.cities]
name = "cities"

[verbs."turn.cities"]
does = "counter:cities"

[[phases]]
id = "turn"
name = "Player turn"
each_seat = true

[[phases.steps]]
id = "actions"
name = "Four actions"
structure = "sequential"
order_by = { counter = "cities", rank = "high" }

[[phases.steps]]
id = "infect"
name = "Infect cities"

[[phases]]
id = "end_of_round"
name = "End of round"
"""


def test_an_each_seat_phase_plays_its_seats_in_the_order_its_first_step_sets():
    """``order_by`` on the first step of an ``each_seat`` phase set the round's order,
    but the seats' passes went in the last round's order: under rules 8 they follow
    it; games begun before keep the old order."""

    def passes(g: Game) -> list[str]:
        seen = []
        while g.where()[1] == "turn":
            (seat,) = g.pos["up"]
            seen.append(seat)
            g.act(seat, "turn.action")
            g.next()
        return seen

    for rules, want in ((8, ["green", "red", "blue"]), (7, ["red", "blue", "green"])):
        g = Game(define(EACH_BY_CITIES), ["red", "blue", "green"], options={"rules": rules})
        assert passes(g) == ["red", "blue", "green"]
        g.act("green", "turn.cities", count="5")  # at the end of round 1
        g.next()
        assert g.pos["round"] == 2
        assert g.pos["start_player"] == "green"
        assert passes(g) == want, rules
