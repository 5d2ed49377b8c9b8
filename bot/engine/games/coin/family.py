"""The COIN family: routes a move to the card cycle, the tracks or the Epoch round."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from bot.engine.errors import IllegalAction
from bot.engine.games import counters
from bot.engine.games.base import (
    Action,
    Actor,
    Concealed,
    JsonDict,
    Move,
    Outcome,
    Prompt,
    Table,
    copied,
)
from bot.engine.games.coin import cards, epoch, tracks, verbs, view
from bot.engine.games.coin.definition import CoinDefinition
from bot.engine.games.coin.state import CoinState, setup
from bot.engine.games.definition import GameDefinition, validate
from bot.engine.games.redefining import Missing
from bot.engine.games.view import View

Handler = Callable[[CoinDefinition, CoinState, Table, Action, Actor], Outcome]
MOVES: dict[str, Handler] = {
    "coin.reveal": cards.reveal,
    "coin.act": cards.act,
    "coin.pass": cards.pass_,
    "coin.pivotal": cards.pivotal,
    "coin.override": cards.override,
    "coin.track": tracks.change,
    "phase.next": epoch.phase_next,
}


def _d(definition: GameDefinition) -> CoinDefinition:
    if not isinstance(definition, CoinDefinition):
        raise TypeError(f"{definition.slug} is not a COIN game")
    return definition


class CoinFamily:
    name = "coin"

    def parse_definition(self, data: JsonDict) -> CoinDefinition:
        return validate(CoinDefinition, data)

    def check_state(self, definition: GameDefinition, state: JsonDict) -> None:
        """Refuse a state given back (``/game import``) the definition forbids."""
        counters.check_held(_d(definition).counters, state)

    def redefined(
        self, old: GameDefinition, new: GameDefinition, state: JsonDict
    ) -> tuple[JsonDict, list[Missing]]:
        """The state under ``new``, a version of the game's definition (``/game
        redefine``; its phase, tracks and counters are held by id), or what ``new``
        lacks that it stands on."""
        d = _d(new)
        phases = {"card", *(p.id for p in d.coin.epoch.phases)}
        lost = (
            [Missing("phase", str(state.get("phase")))] if state.get("phase") not in phases else []
        )
        known = {t.id for t in d.coin.tracks}
        tracks, held = state.get("tracks"), state.get("counters")
        on = list(tracks) if isinstance(tracks, dict) else []
        lost += [Missing("track", str(t)) for t in on if t not in known]
        had = list(held) if isinstance(held, dict) else []
        lost += [Missing("counter", str(c)) for c in had if c not in d.counters]
        return copied(state), lost

    def json_schema(self) -> JsonDict:
        schema: JsonDict = CoinDefinition.model_json_schema(by_alias=True)
        return schema

    def setup(self, definition: GameDefinition, table: Table, options: JsonDict) -> JsonDict:
        return cast(JsonDict, setup(_d(definition), table.names, options))

    def apply(
        self,
        definition: GameDefinition,
        state: JsonDict,
        table: Table,
        action: Action,
        actor: Actor,
    ) -> Outcome:
        kind = str(action.get("type", ""))
        handler = MOVES.get(kind)
        if handler is None and kind in _d(definition).verbs:
            handler = verbs.run
        if handler is None:
            raise IllegalAction("coin.error.unknown_action", action=kind)
        if state.get("finished"):
            raise IllegalAction("coin.error.game_over")
        s = cast(CoinState, copied(state))
        return handler(_d(definition), s, table, action, actor)

    def prompt(self, definition: GameDefinition, state: JsonDict, table: Table) -> Prompt:
        return view.prompt(_d(definition), cast(CoinState, state))

    def view(self, definition: GameDefinition, state: JsonDict, table: Table) -> View:
        return view.view(_d(definition), cast(CoinState, state), table)

    def export(self, definition: GameDefinition, state: JsonDict, table: Table) -> JsonDict:
        return view.export(_d(definition), cast(CoinState, state))

    def conceal(self, definition: GameDefinition, state: JsonDict, table: Table) -> Concealed:
        return Concealed(state)  # a COIN game has no secret choices

    def moves(self, definition: GameDefinition, state: JsonDict | None, table: Table) -> list[Move]:
        d = _d(definition)
        return view.moves(d, cast(CoinState, state) if state else None) + verbs.moves(d)
