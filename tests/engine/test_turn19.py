"""Play-test 19's findings about turn structures, each rule tested in the engine on a
small definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.errors import NotYourTurn
from bot.engine.games.turns import FAMILY
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# --------------------------------- (7) a prompt step in a seat's pass is that seat's

EACH_PROMPT = """
[[phases]]
id = "turn"
name = "Player turn"
each_seat = true

[[phases.steps]]
id = "tile"
name = "Draw a tile"

[[phases.steps]]
id = "spend"
name = "Spend action points"
structure = "simultaneous"
"""


def test_a_prompt_step_in_a_seat_s_pass_has_that_seat_up_and_only_it_goes_on():
    """In an each_seat phase a prompt step said "everyone" was up, and another seat's
    /phase next ended the seat's step: under rules 9 the seat is up (its button is
    the next step), another seat's /phase next is refused naming it, the seat itself
    and the GM go on, and the GM may go on without it (/turn skip)."""
    g = Game(define(EACH_PROMPT), ["red", "blue", "green"])
    assert g.where() == (1, "turn", "tile")
    p = g.prompt
    assert p.up == ["red"] and [o.command for o in p.options["red"]] == ["phase next"]
    assert p.hint_key == "turns.hint.own_pass" and p.hint_params == {"seat": "red"}
    with pytest.raises(NotYourTurn) as e:
        g.act("blue", "phase.next")
    assert e.value.key == "turns.error.turn_of" and e.value.params == {"seat": "red"}
    g.act("red", "phase.next")
    assert g.where() == (1, "turn", "spend") and g.pos["each"] == ["red", "blue", "green"]
    g.act("red", "turn.done")
    assert g.where() == (1, "turn", "tile") and g.prompt.up == ["blue"]
    g.next()  # the GM goes on
    g.act("blue", "turn.done")
    assert g.prompt.up == ["green"]
    moves = FAMILY.moves(g.d, g.s, g.t)
    assert any(m.id == "turn.skip" and m.open for m in moves)
    g.act(None, "turn.skip", seat="green")
    assert g.kinds()[0] == "TurnPassedOver" and g.events[0].data == {"seat": "green"}
    assert g.where() == (1, "turn", "spend") and g.prompt.up == ["green"]


def test_a_prompt_step_outside_a_seat_s_pass_or_held_for_the_gm_is_nobody_s():
    g = Game(
        define(EACH_PROMPT.replace('name = "Draw a tile"', 'name = "Draw"\nadvance = "gm"')),
        ["red", "blue"],
    )
    assert g.prompt.up == [] and g.prompt.waiting_for == "gm"
    plain = define(EACH_PROMPT.replace("each_seat = true\n", ""))
    g = Game(plain, ["red", "blue"])
    assert g.prompt.up == [] and g.prompt.waiting_for == "anyone"
    g.act("blue", "phase.next")
    assert g.where() == (1, "turn", "spend")


def test_games_begun_under_rules_8_let_anyone_go_on_as_they_were_played():
    g = Game(define(EACH_PROMPT), ["red", "blue", "green"], options={"rules": 8})
    assert g.prompt.up == [] and g.prompt.waiting_for == "anyone"
    g.act("blue", "phase.next")  # red's step, ended by blue
    assert g.where() == (1, "turn", "spend") and g.pos["each"][0] == "red"
