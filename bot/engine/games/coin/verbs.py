"""A COIN game's own commands (``[verbs]``), like the turn-based family's: a verb names
what it changes. ``track:<id>`` adds to (``delta``) or sets (``value``) one track, so a
definition can give its players ``/act action:Prestige number:3`` for the tracks they
move most; more kinds may follow the same way."""

from __future__ import annotations

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Actor, Move, Outcome, Param, Ref, Table
from bot.engine.games.coin.definition import CoinDefinition
from bot.engine.games.coin.state import CoinState
from bot.engine.games.coin.tracks import bounds, change

KINDS = ("track",)


def check(d: CoinDefinition, name: str, does: str) -> str | None:
    kind, _, arg = does.partition(":")
    if kind not in KINDS:
        return f"must be one of {', '.join(k + ':<id>' for k in KINDS)}, got {does!r}"
    if arg not in {t.id for t in d.coin.tracks}:
        return f"{arg!r} is not a track"
    return None


def run(d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor) -> Outcome:
    verb = d.verbs[str(action.get("type"))]
    _, _, track = verb.does.partition(":")
    if action.get("delta") in (None, "") and action.get("value") in (None, ""):
        if action.get("amount") in (None, ""):
            raise IllegalAction("coin.error.track_delta_or_value")
        action = {**action, "delta": action["amount"]}
    return change(d, s, table, {**action, "type": "coin.track", "track": track}, actor)


def moves(d: CoinDefinition) -> list[Move]:
    out = []
    for name, verb in d.verbs.items():
        t = d.track(verb.does.partition(":")[2])
        lo, hi = bounds(t)
        number = (
            Param("amount", min=-hi, max=hi)
            if t.kind == "number"
            else Param("amount", min=-len(t.values), max=len(t.values))
        )
        out.append(Move(name, name.replace(".", " "), Ref("verb", name), None, number))
    return out
