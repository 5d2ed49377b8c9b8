"""Undo (docs/state.md): one action since the last boundary taken back, by the
player who acted or the GM, and the actions left replayed from the boundary's state
(``undo.base``) instead of a snapshot restored."""

from __future__ import annotations

from typing import cast

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games.base import Actor, Event, Family, Json, JsonDict, Outcome
from bot.engine.games.definition import GameDefinition
from bot.engine.games.draws import Draws, applied
from bot.engine.games.envelope import (
    Entry,
    Result,
    _copy,
    _history,
    _out,
    _recorded,
    follow,
    over,
    seats_of,
    table,
    typed,
)
from bot.engine.games.gms import HERALD


def _refused(entry: Entry | JsonDict, actor: Json, who: Actor) -> PermissionDenied | None:
    """None when ``who`` may undo ``entry`` (the GM, who holds a seat it was taken for
    now, else who acted); else why not: only the last move, by its seat's player. A
    move the GM (or Herald, for the GM) made, for or about a seat, is the GM's to undo:
    undo rights follow the seat only for the seat's own moves, so a player cannot take
    back the GM's correction of their report (tidy23)."""
    got = entry.get("seats")
    seats = [str(x) for x in got] if isinstance(got, list) else []
    if who.is_gm:
        return None
    event = _said_by(entry)
    if entry.get("gm"):
        if not isinstance(event, dict):
            return PermissionDenied("error.undo_gm_move_unnamed")
        return PermissionDenied("error.undo_gm_move", event=event)
    if set(seats) & set(who.seats) if seats else actor == who.user_id:
        return None
    if not isinstance(event, dict):
        return PermissionDenied("error.undo_not_yours")
    key = "error.undo_last_only" if seats else "error.undo_last_only_any"
    return PermissionDenied(key, event=event, seat=seats)


def _said_by(entry: Entry | JsonDict) -> Json:
    """The event a history entry's move made, quoted as its author's: a move Herald
    made itself (a deadline's pass, logged under :data:`HERALD` as a GM's) is said as
    Herald's ("Herald goes on without Green"), not as the GM's."""
    event = entry.get("event")
    if entry.get("user") != HERALD or not isinstance(event, dict):
        return event
    data = event.get("data")
    if not isinstance(data, dict) or "by" in data:
        return event
    return {**event, "data": {**data, "by": "herald"}}


def replay_actions(
    game: JsonDict, definition: GameDefinition, family: Family, base: JsonDict, actions: list[Entry]
) -> JsonDict:
    """The family state after ``actions`` (history entries) applied to ``base``: pure;
    raises what the family raises if one no longer applies."""
    return replay_outcomes(game, definition, family, base, actions)[0]


def replay_outcomes(
    game: JsonDict, definition: GameDefinition, family: Family, base: JsonDict, actions: list[Entry]
) -> tuple[JsonDict, list[Outcome]]:
    """The state after ``actions`` applied to ``base``, and each one's outcome."""
    state = base
    tbl = table(game, definition)
    outs = []
    for a in actions:
        user = int(a.get("user", 0))
        # the seats it was played for count as held: a seat given to someone else
        # since (the GM played it for a while) does not make the action illegal now
        acted = a.get("seats")
        extra = [str(x) for x in acted] if isinstance(acted, list) else []
        held = seats_of(game, user)
        seats = held + tuple(x for x in extra if x not in held)
        who = Actor(user_id=user, seats=seats, is_gm=bool(a.get("gm")))
        drawn = a.get("draws") or []
        out = applied(family, definition, state, tbl, a.get("action", {}), who, Draws(None, drawn))
        outs.append(out)
        state = out.state
    return state, outs


def _nothing_to_undo(family: Family | None, since: str = "") -> str:
    """The refusal naming the undo boundary: the family's ("since this round
    began"), or the reason the last one was set (``since``: "reveal")."""
    if since:
        return f"error.nothing_to_undo.{since}"
    return str(getattr(family, "undo_refused", "error.nothing_to_undo"))


def undo(
    game: JsonDict,
    who: Actor,
    definition: GameDefinition | None = None,
    family: Family | None = None,
) -> Result:
    """Step back one action since the last boundary (the player who acted, or the GM):
    the actions since the boundary are replayed without it."""
    if typed(game)["status"] == "ended" and not over(game):
        raise IllegalAction("error.game_ended")
    hist = _history(game)
    if hist.get("legacy"):
        return _undo_legacy(game, who, hist["legacy"])
    entries = hist.get("actions", [])
    idx = max((i for i, a in enumerate(entries) if a.get("undoable")), default=None)
    base = hist.get("base")
    if idx is None or definition is None or family is None or base is None:
        # "since the last card" or "since this round began": the family's boundary
        raise IllegalAction(_nothing_to_undo(family, str(hist.get("since") or "")))
    last = entries[idx]
    if not who.is_gm and last.get("draws"):  # Herald rolled: a player may not roll again
        raise PermissionDenied("error.undo_draws_gm_only")
    refused = _refused(last, last.get("user"), who)
    if refused is not None:
        raise refused
    rest = entries[:idx] + entries[idx + 1 :]
    try:
        before = replay_actions(game, definition, family, base, entries[:idx])
        state = replay_actions(game, definition, family, before, entries[idx + 1 :])
    except IllegalAction:  # a later action depends on it (e.g. the game was won)
        raise IllegalAction("error.undo_depends") from None
    new = _copy(game)
    new["undo"] = cast(JsonDict, {**hist, "base": base, "actions": rest})
    new["state"] = state
    follow(new)
    data: JsonDict = {"user": who.user_id, "undone": last.get("kind", "")}
    if last.get("event"):
        data["event"] = _said_by(last)
    alike = _alike(game, definition, family, before, last)
    if len(alike) > 1:  # the GM's roll for every seat: each seat's roll was taken back
        data["events"] = cast(Json, alike)
    kind = "ActionUndone" if "event" in data else "ActionUndoneUnnamed"
    events = [Event("ActionUndoneSeveral" if "events" in data else kind, data)]
    said = getattr(family, "undone", None)  # what the undone move had said ahead
    if callable(said) and isinstance(game.get("state"), dict) and isinstance(state, dict):
        events += said(definition, game["state"], state, table(game, definition))
    return _out(new), _recorded(events, "undo", user=who.user_id, gm=who.is_gm)


def _alike(
    game: JsonDict, definition: GameDefinition, family: Family, before: JsonDict, last: Entry
) -> list[Json]:
    """The undone move's events of its first event's kind or a variant of it
    (``SeatRolled``, ``SeatRolledAgain``), as :func:`_said_by` quotes them: a GM's roll
    for every seat still to roll made one roll each, and the history keeps only the
    first (play-test 23, finding 2). From the move replayed on the state it was played on; [] when its
    replay does not begin with the event it logged (a game played with older code)."""
    first = last.get("event")
    if not isinstance(first, dict):
        return []
    try:
        _, outs = replay_outcomes(game, definition, family, before, [last])
    except IllegalAction:
        return []
    said = [e.to_json() for e in outs[0].events if e.kind.startswith(str(first.get("kind")))]
    if not said or said[0] != first:
        return []
    return [_said_by({**last, "event": e}) for e in said]


def _undo_legacy(game: JsonDict, who: Actor, snaps: list[JsonDict]) -> Result:
    last = snaps[-1]
    refused = _refused(last, last.get("actor"), who)
    if refused is not None:
        raise refused
    new: JsonDict = dict(game, undo=list(snaps[:-1]))
    new["state"] = last.get("state")
    data: JsonDict = {"user": who.user_id, "undone": last.get("kind")}
    return new, _recorded(
        [Event("ActionUndoneUnnamed", data)], "undo", user=who.user_id, gm=who.is_gm
    )
