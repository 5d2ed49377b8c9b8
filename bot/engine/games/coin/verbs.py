"""A COIN game's own commands (``[verbs]``), like the turn-based family's: a verb names
what it changes, and is played by its name through the generic command (``/act
action:Prestige number:3``) or a slash command of that name. The kinds that make
sense in a COIN game:

- ``track:<id>`` adds to (``delta``, or the number given) or sets (``value``) a track;
- ``counter:<id>`` sets a faction's counter (``[counters.<id>]``: resources, pieces
  still available ...), the faction's player or the GM, within the counter's range.

The turn family's ``pieces``, ``next_start_player`` and ``era`` belong to its steps
(placing pieces, start players, eras): a COIN game has none of them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.engine.games import counters
from bot.engine.games.base import Action, Actor, Move, Outcome, Param, Ref, Table
from bot.engine.games.coin.definition import CoinDefinition
from bot.engine.games.coin.state import CoinState, faction_of, out
from bot.engine.games.coin.tracks import bounds, change
from bot.engine.games.problems import not_one


def _track(
    d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor, arg: str
) -> Outcome:
    if action.get("delta") in (None, "") and action.get("value") in (None, ""):
        if action.get("amount") in (None, ""):
            raise IllegalAction("coin.error.track_delta_or_value")
        action = {**action, "delta": action["amount"]}
    return change(d, s, table, {**action, "type": "coin.track", "track": arg}, actor)


def _track_number(d: CoinDefinition, arg: str) -> Param:
    t = d.track(arg)
    hi = bounds(t)[1] if t.kind == "number" else len(t.values)
    return Param("amount", min=-hi, max=hi)


def _faction(d: CoinDefinition, table: Table, action: Action, actor: Actor) -> str:
    """The faction a counter is set for: named (its player's, or the GM's for any),
    else the actor's only faction."""
    named = action.get("seat") or action.get("faction")
    if named not in (None, ""):
        f = faction_of(d, named)
        if not (table.may_act(actor, f) or actor.is_gm):
            raise NotYourTurn("coin.error.not_your_faction", faction=f)
        return f
    actor.require_seat()
    mine = [f for f in d.factions if f in actor.seats]
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise NotYourTurn("turns.error.no_seat_to_act")
    raise IllegalAction("turns.error.which_seat", seats=mine)


def _counter(
    d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor, arg: str
) -> Outcome:
    faction = _faction(d, table, action, actor)
    raw = action.get("count", action.get("amount"))
    try:
        n = int(str(raw).strip())
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_number", count=str(raw)) from None
    held = s.setdefault("counters", {})
    return out(s, [counters.set_value(d.counters, held, arg, faction, n)])


def _counter_number(d: CoinDefinition, arg: str) -> Param:
    return counters.number_param(d.counters, arg)


@dataclass(frozen=True)
class Kind:
    run: Callable[[CoinDefinition, CoinState, Table, Action, Actor, str], Outcome]
    number: Callable[[CoinDefinition, str], Param]  # what the generic command asks
    ids: Callable[[CoinDefinition], tuple[str, ...]]  # what ``<id>`` may be
    what: str  # ``<id>`` in words: "track", "counter"


KINDS: dict[str, Kind] = {
    "track": Kind(_track, _track_number, lambda d: tuple(t.id for t in d.coin.tracks), "track"),
    "counter": Kind(_counter, _counter_number, lambda d: tuple(d.counters), "counter"),
}


def check(d: CoinDefinition, name: str, does: str) -> str | None:
    kind, _, arg = does.partition(":")
    spec = KINDS.get(kind)
    if spec is None:
        known = ", ".join(f"{k}:<{v.what}>" for k, v in KINDS.items())
        return f"must be one of {known}, got {does!r}"
    known_ids = spec.ids(d)
    return None if arg in known_ids else not_one(arg, spec.what, known_ids)


def run(d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor) -> Outcome:
    kind, _, arg = d.verbs[str(action.get("type"))].does.partition(":")
    return KINDS[kind].run(d, s, table, action, actor, arg)


def moves(d: CoinDefinition) -> list[Move]:
    found: list[Move] = []
    for name, verb in d.verbs.items():
        kind, _, arg = verb.does.partition(":")
        number = KINDS[kind].number(d, arg)
        found.append(Move(name, name.replace(".", " "), Ref("verb", name), None, number))
    return found
