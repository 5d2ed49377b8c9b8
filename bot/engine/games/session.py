"""The game envelope: seats, GM, status and undo around a family's state.

Pure functions over a JSON-serialisable ``game`` dict[str, Any]::

    {"game": slug, "family": "coin", "status": "setup" | "active" | "ended",
     "gm": [user ids], "seats": [[seat, user id or None], ...],
     "bots": [seat, ...], "options": {...}, "state": family state or None,
     "undo": {"base": family state at the last boundary,
              "actions": [{"action", "user", "gm", "kind", "undoable", "draws"}, ...]}}

History is kept as actions, not snapshots: every change returns, besides the events
players read, one :data:`ACTION` event recording the operation (``{"op": "act",
"action": ..., "user": ..., "gm": ..., "draws": [...]}``); the store logs it with the
others, so :func:`replay` rebuilds a game from its log, and ``/game undo`` replays the
actions since the last boundary from ``undo.base`` instead of restoring a snapshot.

The store adds the version; the service passes the family and the definition in.
"""

from __future__ import annotations

import copy
from typing import Any

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games.base import Actor, Event, Family, Outcome, Table

ACTION = "Action"  # the event kind of a history record; never shown to players


def _copy(game: dict[str, Any]) -> dict[str, Any]:
    """A copy of the envelope whose own lists may be changed freely. The family's
    state is shared, never mutated: families return a new state from ``apply``."""
    new = dict(game)
    for key in ("gm", "bots"):
        new[key] = list(game[key])
    new["undo"] = _history(game)
    new["undo"] = {"base": new["undo"]["base"], "actions": list(new["undo"]["actions"])}
    new["seats"] = [list(p) for p in game["seats"]]
    new["options"] = dict(game["options"])
    return new


def _history(game: dict[str, Any]) -> dict[str, Any]:
    """The undo history (``{"base", "actions"}``); a game saved before history became
    actions (a list of snapshots) keeps its snapshots under ``legacy``."""
    undo = game.get("undo")
    if isinstance(undo, dict):
        return undo
    return {"base": game.get("state"), "actions": [], "legacy": list(undo or [])}


def record(op: str, **data: Any) -> Event:
    """The history record of one operation (logged with the events, never shown)."""
    return Event(ACTION, {"op": op, **data})


def _recorded(events: list[Event], op: str, **data: Any) -> list[Event]:
    return [*events, record(op, **data)]


def seat_names(definition: dict[str, Any]) -> list[str]:
    return list(definition.get("seats", {}).get("names", []))


def new_game(
    definition: dict[str, Any], *, gm: int, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    return {
        "game": definition["slug"],
        "family": definition["family"],
        "status": "setup",
        "gm": [gm],
        "seats": [],
        "bots": [],
        "options": dict(options or {}),
        "state": None,
        "undo": {"base": None, "actions": []},
    }


def holders(game: dict[str, Any]) -> dict[str, int | None]:
    return {s: u for s, u in game["seats"]}


def seats_of(game: dict[str, Any], user_id: int) -> tuple[str, ...]:
    return tuple(s for s, u in game["seats"] if u == user_id)


def is_gm(game: dict[str, Any], user_id: int, admin: bool = False) -> bool:
    """The GM is whoever started the game or was named GM, plus channel managers."""
    return admin or user_id in game["gm"]


def actor(game: dict[str, Any], user_id: int, admin: bool = False) -> Actor:
    return Actor(user_id=user_id, seats=seats_of(game, user_id), is_gm=is_gm(game, user_id, admin))


def table(game: dict[str, Any], definition: dict[str, Any]) -> Table:
    """The seats in play. A game whose seats are fixed (COIN factions) plays every
    seat, the GM holding the empty ones; others play the taken seats and bots, in
    the definition's seating order."""
    taken = holders(game)
    fixed = definition.get("seats", {}).get("fixed", False)
    order = seating(game, definition)
    extra = [s for s in taken if s not in order]
    seats = []
    for s in order + extra:
        if fixed or s in taken or s in game["bots"]:
            seats.append((s, taken.get(s)))
    return Table(seats=tuple(seats), bots=frozenset(game["bots"]))


def seating(game: dict[str, Any], definition: dict[str, Any]) -> list[str]:
    """The seats clockwise: the GM's ``seating`` option when given (EU: the players
    sit as the GM decides), else the definition's order, else join order."""
    names = seat_names(definition)
    chosen = [s for s in game.get("options", {}).get("seating") or [] if s in names]
    if chosen:
        return chosen + [s for s in names if s not in chosen]
    return names or [s for s, _ in game["seats"]]


def set_seating(
    game: dict[str, Any],
    definition: dict[str, Any],
    who: Actor,
    order: list[str],
    first: str | None = None,
) -> tuple[dict[str, Any], list[Event]]:
    """GM, before play begins: the seating order (clockwise; seats left out follow in
    the definition's order) and/or the opening First Player (EU: the GM decides both)."""
    _require_gm(game, who)
    if game["status"] != "setup":
        raise IllegalAction("error.game_begun")
    seats = [_check_seat(definition, x) for x in order]
    if len(set(seats)) != len(seats):
        raise IllegalAction("error.seating_twice")
    game = _copy(game)
    events: list[Event] = []
    if seats:
        game["options"]["seating"] = seats
        game["seats"] = _sorted_seats(game, definition)
        events.append(Event("SeatingSet", {"seats": seating(game, definition)}))
    if first:
        game["options"]["first_player"] = _check_seat(definition, first)
        events.append(Event("FirstPlayerSet", {"seat": game["options"]["first_player"]}))
    if not events:
        raise IllegalAction("error.seating_needs_value")
    return game, _recorded(
        events, "seating", user=who.user_id, gm=who.is_gm, order=seats, first=first
    )


def _sorted_seats(game: dict[str, Any], definition: dict[str, Any]) -> list[list[Any]]:
    """``game["seats"]`` in seating order (docs/state.md), whatever the join order."""
    order = seating(game, definition)
    rank = {s: i for i, s in enumerate(order)}
    return sorted(game["seats"], key=lambda p: rank.get(p[0], len(rank)))


def _require_gm(game: dict[str, Any], who: Actor) -> None:
    if not who.is_gm:
        raise PermissionDenied("error.gm_only")


def _check_seat(definition: dict[str, Any], seat: str) -> str:
    names = seat_names(definition)
    if not names:
        return seat
    for n in names:
        if n.casefold() == seat.casefold():
            return n
    aliases = definition.get("seats", {}).get("aliases", {})
    for n, al in aliases.items():
        if seat.casefold() in (a.casefold() for a in al):
            return str(n)
    raise IllegalAction("error.unknown_seat", seat=seat, seats=", ".join(names))


def _limit(definition: dict[str, Any]) -> int:
    return int(definition.get("seats", {}).get("max", len(seat_names(definition)) or 99))


def join(
    game: dict[str, Any], definition: dict[str, Any], user_id: int, seat: str | None = None
) -> tuple[dict[str, Any], list[Event]]:
    if game["status"] == "ended":
        raise IllegalAction("error.game_ended")
    game = _copy(game)
    taken = holders(game)
    if seat is None:
        free = [s for s in seat_names(definition) if taken.get(s) is None and s not in game["bots"]]
        if not seat_names(definition):
            free = [f"seat{len(taken) + 1}"]
        if not free:
            raise IllegalAction("error.no_free_seat")
        seat = free[0]
    else:
        seat = _check_seat(definition, seat)
    if taken.get(seat) == user_id:
        raise IllegalAction("error.already_seated", seat=seat)
    if taken.get(seat) is not None:
        raise IllegalAction("error.seat_taken", seat=seat)
    if seat in game["bots"]:
        raise IllegalAction("error.seat_taken", seat=seat)
    if (
        game["status"] == "active"
        and not definition.get("seats", {}).get("fixed")
        and seat not in taken
    ):
        raise IllegalAction("error.game_begun")
    active = [s for s, u in game["seats"] if u is not None] + list(game["bots"])
    if seat not in taken and len(active) >= _limit(definition):
        raise IllegalAction("error.table_full", max=_limit(definition))
    if seat in taken:
        game["seats"] = [[s, user_id if s == seat else u] for s, u in game["seats"]]
    else:
        game["seats"].append([seat, user_id])
        game["seats"] = _sorted_seats(game, definition)
    events = [Event("PlayerJoined", {"user": user_id, "seat": seat})]
    return game, _recorded(events, "join", user=user_id, seat=seat)


def leave(
    game: dict[str, Any], user_id: int, seat: str | None = None
) -> tuple[dict[str, Any], list[Event]]:
    mine = seats_of(game, user_id)
    if not mine:
        raise IllegalAction("error.not_seated")
    if seat is not None:
        match = [s for s in mine if s.casefold() == seat.casefold()]
        if not match:
            raise IllegalAction("error.not_your_seat", seat=seat)
        mine = tuple(match)
    game = _copy(game)
    game["seats"] = [[s, None if s in mine else u] for s, u in game["seats"]]
    if game["status"] == "setup":
        game["seats"] = [[s, u] for s, u in game["seats"] if u is not None]
    events = [Event("PlayerLeft", {"user": user_id, "seat": s}) for s in mine]
    return game, _recorded(events, "leave", user=user_id, seat=seat)


def assign_seat(
    game: dict[str, Any],
    definition: dict[str, Any],
    who: Actor,
    seat: str,
    user_id: int | None,
    bot: bool = False,
) -> tuple[dict[str, Any], list[Event]]:
    """GM: give ``seat`` to ``user_id`` (None empties it; ``bot`` makes it a bot seat)."""
    _require_gm(game, who)
    seat = _check_seat(definition, seat)
    game = _copy(game)
    taken = holders(game)
    game["bots"] = [b for b in game["bots"] if b != seat]
    if bot:
        game["bots"].append(seat)
        user_id = None
    if seat in taken:
        game["seats"] = [[s, user_id if s == seat else u] for s, u in game["seats"]]
    elif user_id is not None:
        game["seats"].append([seat, user_id])
        game["seats"] = _sorted_seats(game, definition)
    if game["status"] == "setup":
        game["seats"] = [[s, u] for s, u in game["seats"] if u is not None]
    kind = "SeatMadeBot" if bot else ("SeatAssigned" if user_id is not None else "SeatEmptied")
    events = [Event(kind, {"seat": seat, "user": user_id})]
    return game, _recorded(
        events, "seat", user=who.user_id, gm=who.is_gm, seat=seat, holder=user_id, bot=bot
    )


def add_gm(game: dict[str, Any], who: Actor, user_id: int) -> tuple[dict[str, Any], list[Event]]:
    _require_gm(game, who)
    if user_id in game["gm"]:
        raise IllegalAction("error.already_gm")
    game = _copy(game)
    game["gm"].append(user_id)
    return game, _recorded(
        [Event("GmAdded", {"user": user_id})], "gm", user=who.user_id, gm=who.is_gm, added=user_id
    )


def begin(
    game: dict[str, Any], definition: dict[str, Any], family: Family, who: Actor | None = None
) -> tuple[dict[str, Any], list[Event]]:
    game, events = _begin(game, definition, family)
    user = who.user_id if who else None
    return game, _recorded(events, "begin", user=user, gm=bool(who and who.is_gm))


def _begin(
    game: dict[str, Any], definition: dict[str, Any], family: Family
) -> tuple[dict[str, Any], list[Event]]:
    if game["status"] == "active":
        raise IllegalAction("error.already_begun")
    if game["status"] == "ended":
        raise IllegalAction("error.game_ended")
    tbl = table(game, definition)
    lo = int(definition.get("seats", {}).get("min", 1))
    if len(tbl.seats) < lo:
        raise IllegalAction("error.too_few_players", min=lo, count=len(tbl.seats))
    game = _copy(game)
    game["state"] = family.setup(definition, tbl, game["options"])
    game["status"] = "active"
    game["undo"] = {"base": game["state"], "actions": []}
    return game, [Event("GameBegan", {"game": game["game"], "seats": [s for s, _ in tbl.seats]})]


def act(
    game: dict[str, Any],
    definition: dict[str, Any],
    family: Family,
    action: dict[str, Any],
    who: Actor,
) -> tuple[dict[str, Any], list[Event]]:
    """Apply a family action, beginning the game first if it is still in setup."""
    game, events = _act(game, definition, family, action, who)
    return game, _recorded(events, "act", action=action, user=who.user_id, gm=who.is_gm, draws=[])


def _act(
    game: dict[str, Any],
    definition: dict[str, Any],
    family: Family,
    action: dict[str, Any],
    who: Actor,
) -> tuple[dict[str, Any], list[Event]]:
    events: list[Event] = []
    if game["status"] == "ended":
        raise IllegalAction("error.game_ended")
    if game["status"] == "setup":
        game, events = _begin(game, definition, family)
        if action.get("type") == "phase.next":
            # The first /phase next before /game begin begins the game at step 1; it
            # must not also leave step 1 (issue 13: EU opened at "B.").
            return game, events
    out: Outcome = family.apply(definition, game["state"], table(game, definition), action, who)
    new = _copy(game)
    hist = new["undo"]
    if out.boundary:
        new["undo"] = {"base": out.state, "actions": []}
    else:
        hist["actions"].append(
            {
                "action": action,
                "user": who.user_id,
                "gm": who.is_gm,
                "kind": out.events[0].kind if out.events else action.get("type", ""),
                # what it did, for "undid: <that event in words>"
                "event": out.events[0].to_json() if out.events else None,
                "undoable": out.undoable,
                # undo rights follow the seat: whoever holds it now may take it back
                "seats": _acted_for(action, who),
                "draws": [],
            }
        )
    new["state"] = out.state
    return new, events + out.events


def _acted_for(action: dict[str, Any], who: Actor) -> list[str]:
    """The seats an action was taken for: the one it names, else the actor's own."""
    named = action.get("faction") or action.get("seat")
    if isinstance(named, str) and named:
        return [named]
    return list(who.seats)


def _may_undo(entry: dict[str, Any], actor: int, who: Actor) -> bool:
    """Whoever now holds a seat the action was taken for (undo rights follow the
    seat); entries without seats: the player who acted."""
    seats = entry.get("seats")
    if seats:
        return bool(set(seats) & set(who.seats))
    return actor == who.user_id


def replay_actions(
    game: dict[str, Any],
    definition: dict[str, Any],
    family: Family,
    base: Any,
    actions: list[dict[str, Any]],
) -> Any:
    """The family state after ``actions`` (history entries) applied to ``base``: pure;
    raises what the family raises if one no longer applies."""
    state = base
    tbl = table(game, definition)
    for a in actions:
        who = Actor(user_id=a["user"], seats=seats_of(game, a["user"]), is_gm=a["gm"])
        state = family.apply(definition, state, tbl, a["action"], who).state
    return state


def undo(
    game: dict[str, Any],
    who: Actor,
    definition: dict[str, Any] | None = None,
    family: Family | None = None,
) -> tuple[dict[str, Any], list[Event]]:
    """Step back one action since the last boundary (the player who acted, or the GM):
    the actions since the boundary are replayed without it."""
    hist = _history(game)
    if hist.get("legacy"):
        return _undo_legacy(game, who, hist["legacy"])
    idx = max((i for i, a in enumerate(hist["actions"]) if a["undoable"]), default=None)
    if idx is None or definition is None or family is None:
        raise IllegalAction("error.nothing_to_undo")
    last = hist["actions"][idx]
    if not who.is_gm and not _may_undo(last, last["user"], who):
        raise PermissionDenied("error.undo_not_yours")
    rest = hist["actions"][:idx] + hist["actions"][idx + 1 :]
    try:
        state = replay_actions(game, definition, family, hist["base"], rest)
    except IllegalAction:  # a later action depends on it (e.g. the game was won)
        raise IllegalAction("error.nothing_to_undo") from None
    game = _copy(game)
    game["undo"] = {"base": hist["base"], "actions": rest}
    game["state"] = state
    data: dict[str, Any] = {"user": who.user_id, "undone": last["kind"]}
    if last.get("event"):
        data["event"] = last["event"]
    events = [Event("ActionUndone" if "event" in data else "ActionUndoneUnnamed", data)]
    return game, _recorded(events, "undo", user=who.user_id, gm=who.is_gm)


def _undo_legacy(
    game: dict[str, Any], who: Actor, snaps: list[dict[str, Any]]
) -> tuple[dict[str, Any], list[Event]]:
    last = snaps[-1]
    if not who.is_gm and not _may_undo(last, last["actor"], who):
        raise PermissionDenied("error.undo_not_yours")
    game = dict(game, undo=list(snaps[:-1]))
    game["state"] = last["state"]
    events = [Event("ActionUndoneUnnamed", {"user": who.user_id, "undone": last["kind"]})]
    return game, _recorded(events, "undo", user=who.user_id, gm=who.is_gm)


def end(game: dict[str, Any], who: Actor) -> tuple[dict[str, Any], list[Event]]:
    _require_gm(game, who)
    game = _copy(game)
    game["status"] = "ended"
    return game, _recorded(
        [Event("GameEnded", {"user": who.user_id})], "end", user=who.user_id, gm=who.is_gm
    )


def replay(
    records: list[dict[str, Any]], definition: dict[str, Any], family: Family
) -> dict[str, Any]:
    """A game rebuilt from its history records (the :data:`ACTION` events' data, in
    log order), starting at its ``new`` (or ``import``) record. Pure: the check that a
    stored game equals its replay (``herald game replay``) relies on it."""
    game: dict[str, Any] | None = None
    for r in records:
        op = r["op"]
        if op in ("new", "import"):
            game = copy.deepcopy(r["game"])
            continue
        if game is None:
            raise ValueError(f"history starts with {op!r}, not 'new'")
        who = Actor(
            user_id=int(r.get("user") or 0),
            seats=seats_of(game, int(r.get("user") or 0)),
            is_gm=bool(r.get("gm", False)),
        )
        if op == "join":
            game, _ = join(game, definition, r["user"], r["seat"])
        elif op == "leave":
            game, _ = leave(game, r["user"], r["seat"])
        elif op == "seat":
            game, _ = assign_seat(game, definition, who, r["seat"], r["holder"], r["bot"])
        elif op == "gm":
            game, _ = add_gm(game, who, r["added"])
        elif op == "seating":
            game, _ = set_seating(game, definition, who, r["order"], r.get("first"))
        elif op == "begin":
            game, _ = begin(game, definition, family, who)
        elif op == "act":
            game, _ = act(game, definition, family, r["action"], who)
        elif op == "undo":
            game, _ = undo(game, who, definition, family)
        elif op == "end":
            game, _ = end(game, who)
        else:
            raise ValueError(f"unknown history record {op!r}")
    if game is None:
        raise ValueError("no history")
    return game
