"""The game envelope: seats, GM, status and undo around a family's state.

Pure functions over a JSON-serialisable ``game`` dict::

    {"game": slug, "family": "coin", "status": "setup" | "active" | "ended",
     "gm": [user ids], "seats": [[seat, user id or None], ...],
     "bots": [seat, ...], "options": {...}, "state": family state or None,
     "undo": [{"state": ..., "actor": user id, "kind": event kind}, ...]}

The store adds the version; the service passes the family and the definition in.
"""

from __future__ import annotations

from ..errors import IllegalAction, PermissionDenied
from .base import Actor, Event, Family, Outcome, Table

UNDO_DEPTH = 50


def _copy(game: dict) -> dict:
    """A copy of the envelope whose own lists may be changed freely. The family's
    state is shared, never mutated: families return a new state from ``apply``."""
    new = dict(game)
    for key in ("gm", "bots", "undo"):
        new[key] = list(game[key])
    new["seats"] = [list(p) for p in game["seats"]]
    new["options"] = dict(game["options"])
    return new


def seat_names(definition: dict) -> list[str]:
    return list(definition.get("seats", {}).get("names", []))


def new_game(definition: dict, *, gm: int, options: dict | None = None) -> dict:
    return {
        "game": definition["slug"],
        "family": definition["family"],
        "status": "setup",
        "gm": [gm],
        "seats": [],
        "bots": [],
        "options": dict(options or {}),
        "state": None,
        "undo": [],
    }


def holders(game: dict) -> dict[str, int | None]:
    return {s: u for s, u in game["seats"]}


def seats_of(game: dict, user_id: int) -> tuple[str, ...]:
    return tuple(s for s, u in game["seats"] if u == user_id)


def is_gm(game: dict, user_id: int, admin: bool = False) -> bool:
    """The GM is whoever started the game or was named GM, plus channel managers."""
    return admin or user_id in game["gm"]


def actor(game: dict, user_id: int, admin: bool = False) -> Actor:
    return Actor(user_id=user_id, seats=seats_of(game, user_id), is_gm=is_gm(game, user_id, admin))


def table(game: dict, definition: dict) -> Table:
    """The seats in play. A game whose seats are fixed (COIN factions) plays every
    seat, the GM holding the empty ones; others play the taken seats and bots, in
    the definition's seating order."""
    taken = holders(game)
    fixed = definition.get("seats", {}).get("fixed", False)
    order = seat_names(definition) or list(taken)
    extra = [s for s in taken if s not in order]
    seats = []
    for s in order + extra:
        if fixed or s in taken or s in game["bots"]:
            seats.append((s, taken.get(s)))
    return Table(seats=tuple(seats), bots=frozenset(game["bots"]))


def _require_gm(game: dict, who: Actor) -> None:
    if not who.is_gm:
        raise PermissionDenied("error.gm_only")


def _check_seat(definition: dict, seat: str) -> str:
    names = seat_names(definition)
    if not names:
        return seat
    for n in names:
        if n.casefold() == seat.casefold():
            return n
    aliases = definition.get("seats", {}).get("aliases", {})
    for n, al in aliases.items():
        if seat.casefold() in (a.casefold() for a in al):
            return n
    raise IllegalAction("error.unknown_seat", seat=seat, seats=", ".join(names))


def _limit(definition: dict) -> int:
    return int(definition.get("seats", {}).get("max", len(seat_names(definition)) or 99))


def join(
    game: dict, definition: dict, user_id: int, seat: str | None = None
) -> tuple[dict, list[Event]]:
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
    return game, [Event("PlayerJoined", {"user": user_id, "seat": seat})]


def leave(game: dict, user_id: int, seat: str | None = None) -> tuple[dict, list[Event]]:
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
    return game, [Event("PlayerLeft", {"user": user_id, "seat": s}) for s in mine]


def assign_seat(
    game: dict, definition: dict, who: Actor, seat: str, user_id: int | None, bot: bool = False
) -> tuple[dict, list[Event]]:
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
    if game["status"] == "setup":
        game["seats"] = [[s, u] for s, u in game["seats"] if u is not None]
    kind = "SeatMadeBot" if bot else ("SeatAssigned" if user_id is not None else "SeatEmptied")
    return game, [Event(kind, {"seat": seat, "user": user_id})]


def add_gm(game: dict, who: Actor, user_id: int) -> tuple[dict, list[Event]]:
    _require_gm(game, who)
    if user_id in game["gm"]:
        raise IllegalAction("error.already_gm")
    game = _copy(game)
    game["gm"].append(user_id)
    return game, [Event("GmAdded", {"user": user_id})]


def begin(
    game: dict, definition: dict, family: Family, who: Actor | None = None
) -> tuple[dict, list[Event]]:
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
    game["undo"] = []
    return game, [Event("GameBegan", {"game": game["game"], "seats": [s for s, _ in tbl.seats]})]


def act(
    game: dict, definition: dict, family: Family, action: dict, who: Actor
) -> tuple[dict, list[Event]]:
    """Apply a family action, beginning the game first if it is still in setup."""
    events: list[Event] = []
    if game["status"] == "ended":
        raise IllegalAction("error.game_ended")
    if game["status"] == "setup":
        game, events = begin(game, definition, family, who)
    out: Outcome = family.apply(definition, game["state"], table(game, definition), action, who)
    new = _copy(game)
    if out.boundary:
        new["undo"] = []
    elif out.undoable:
        new["undo"] = (
            game["undo"]
            + [
                {
                    "state": game["state"],
                    "actor": who.user_id,
                    "kind": out.events[0].kind if out.events else action.get("type", ""),
                    "seats": _acted_for(action, who),
                }
            ]
        )[-UNDO_DEPTH:]
    new["state"] = out.state
    return new, events + out.events


def _acted_for(action: dict[str, object], who: Actor) -> list[str]:
    """The seats an action was taken for: the one it names, else the actor's own."""
    named = action.get("faction") or action.get("seat")
    if isinstance(named, str) and named:
        return [named]
    return list(who.seats)


def undo(game: dict, who: Actor) -> tuple[dict, list[Event]]:
    """Step back one action since the last boundary: whoever now holds a seat the
    action was taken for (undo rights follow the seat), or the GM."""
    if not game["undo"]:
        raise IllegalAction("error.nothing_to_undo")
    last = game["undo"][-1]
    seats = last.get("seats")
    if seats:
        allowed = bool(set(seats) & set(who.seats))
    else:
        allowed = last["actor"] == who.user_id
    if not who.is_gm and not allowed:
        raise PermissionDenied("error.undo_not_yours")
    game = _copy(game)
    game["undo"].pop()
    game["state"] = last["state"]
    return game, [Event("ActionUndone", {"user": who.user_id, "undone": last["kind"]})]


def end(game: dict, who: Actor) -> tuple[dict, list[Event]]:
    _require_gm(game, who)
    game = _copy(game)
    game["status"] = "ended"
    return game, [Event("GameEnded", {"user": who.user_id})]
