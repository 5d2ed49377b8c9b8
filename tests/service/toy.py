"""A tiny family for service tests that must not depend on a real game's rules:
seats take turns pressing "step"; "reveal" is an undo boundary."""

from __future__ import annotations

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.engine.games.base import Event, Move, Option, Outcome, Prompt
from bot.engine.games.definition import GameDefinition
from bot.engine.games.view import Section, Text, View

TOY_TOML = """
slug = "toy"
family = "toy"
names = { en = "Toy game", ja = "おもちゃ", it = "Gioco giocattolo" }
[seats]
names = ["Red", "Blue"]
fixed = true
min = 1
max = 2
"""


class ToyFamily:
    name = "toy"

    def parse_definition(self, data):
        return GameDefinition.model_validate(data)

    def setup(self, definition, table, options):
        return {"n": 0, "turn": 0}

    def _up(self, state, table):
        return table.names[state["turn"] % len(table.names)]

    def apply(self, definition, state, table, action, actor):
        up = self._up(state, table)
        if action["type"] == "toy.step":
            if not table.may_act(actor, up):
                raise NotYourTurn("error.not_your_turn")
            return Outcome(
                {"n": state["n"] + 1, "turn": state["turn"] + 1},
                [Event("ToyStepped", {"seat": up, "n": state["n"] + 1})],
            )
        if action["type"] == "phase.next":
            return Outcome(dict(state), [Event("ToyRevealed")], boundary=True)
        raise IllegalAction("error.illegal_action")

    def prompt(self, definition, state, table):
        up = self._up(state, table)
        return Prompt(phase="play", up=[up], options={up: [Option("step", "toy step", {})]})

    def view(self, definition, state, table):
        up = self._up(state, table)
        return View(
            lines=(Text("toy.dash.count", {"n": state["n"]}),),
            sections=(Section("up", Text("turns.dash.up"), (up,)),),
        )

    def moves(self, definition, state, table):
        return [Move("toy.step", "toy step")]

    def export(self, definition, state, table):
        return {"toy": {"n": state["n"], "up": self._up(state, table)}}


FAMILY = ToyFamily()


def install(tmp_path):
    """Register the toy family and a knowledge folder holding only its definition."""
    from bot.engine.games import FAMILIES
    from bot.service import registry

    FAMILIES.register("toy", FAMILY)

    @registry.command("toy", "step")
    async def step(svc, ctx, opts):
        return await svc.game_action(ctx, {"type": "toy.step"})

    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    (root / "games" / "toy.toml").write_text(TOY_TOML, encoding="utf-8")
    return root
