"""The game envelope: seats, GM, status and undo around a family's state.

Pure functions over a JSON-serialisable ``game`` (:class:`Game`)::

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
from typing import TypedDict, cast

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games.base import Action, Actor, Event, Family, Json, JsonDict, Outcome, Table
from bot.engine.games.definition import GameDefinition

ACTION = "Action"  # the event kind of a history record; never shown to players
# The rules new games are played under (``options.rules``). A game without it was
# begun before issue 20 and keeps the rules it was played with, so that its history
# replays the same (a Lancaster start player chosen during placement, refused now).
RULES = 2

Result = tuple[JsonDict, list[Event]]


class Entry(TypedDict, total=False):
    """One action of the undo history."""

    action: Action
    user: int
    gm: bool
    kind: str
    event: JsonDict | None
    undoable: bool
    seats: list[str]
    draws: list[Json]


class History(TypedDict, total=False):
    base: JsonDict | None
    actions: list[Entry]
    legacy: list[JsonDict]  # snapshots of games saved before history became actions


class Game(TypedDict):
    """The envelope, as stored (docs/state.md)."""

    game: str
    family: str
    status: str  # setup | active | ended
    gm: list[int]
    seats: list[list[str | int | None]]  # [seat, user id or None], in seating order
    bots: list[str]
    options: JsonDict
    state: JsonDict | None
    undo: JsonDict | list[JsonDict]


def typed(game: JsonDict) -> Game:
    """The envelope with its keys typed (the same dict)."""
    return cast(Game, game)


def _out(game: Game) -> JsonDict:
    return cast(JsonDict, game)


def _copy(game: JsonDict) -> Game:
    """A copy of the envelope whose own lists may be changed freely. The family's
    state is shared, never mutated: families return a new state from ``apply``."""
    g = typed(game)
    hist = _history(game)
    new = cast(Game, dict(g))
    new["gm"] = list(g["gm"])
    new["bots"] = list(g["bots"])
    new["undo"] = cast(
        JsonDict, {"base": hist.get("base"), "actions": list(hist.get("actions", []))}
    )
    new["seats"] = [list(p) for p in g["seats"]]
    new["options"] = dict(g["options"])
    return new


def _history(game: JsonDict) -> History:
    """The undo history (``{"base", "actions"}``); a game saved before history became
    actions (a list of snapshots) keeps its snapshots under ``legacy``."""
    undo = game.get("undo")
    if isinstance(undo, dict):
        return cast(History, undo)
    snaps = [cast(JsonDict, x) for x in undo] if isinstance(undo, list) else []
    return {"base": cast("JsonDict | None", game.get("state")), "actions": [], "legacy": snaps}


def record(op: str, **data: Json) -> Event:
    """The history record of one operation (logged with the events, never shown)."""
    return Event(ACTION, {"op": op, **data})


def _recorded(events: list[Event], op: str, **data: Json) -> list[Event]:
    return [*events, record(op, **data)]


def seat_names(definition: GameDefinition) -> list[str]:
    return list(definition.seats.names)


def new_game(definition: GameDefinition, *, gm: int, options: JsonDict | None = None) -> JsonDict:
    game: Game = {
        "game": definition.slug,
        "family": definition.family,
        "status": "setup",
        "gm": [gm],
        "seats": [],
        "bots": [],
        "options": {**(options or {}), "rules": RULES},
        "state": None,
        "undo": {"base": None, "actions": []},
    }
    return _out(game)


def holders(game: JsonDict) -> dict[str, int | None]:
    return {str(s): u if isinstance(u, int) else None for s, u in typed(game)["seats"]}


def seats_of(game: JsonDict, user_id: int) -> tuple[str, ...]:
    return tuple(str(s) for s, u in typed(game)["seats"] if u == user_id)


def is_gm(game: JsonDict, user_id: int, admin: bool = False) -> bool:
    """The GM is whoever started the game or was named GM, plus channel managers."""
    return admin or user_id in typed(game)["gm"]


def actor(game: JsonDict, user_id: int, admin: bool = False) -> Actor:
    return Actor(user_id=user_id, seats=seats_of(game, user_id), is_gm=is_gm(game, user_id, admin))


def table(game: JsonDict, definition: GameDefinition) -> Table:
    """The seats in play. A game whose seats are fixed (COIN factions) plays every
    seat, the GM holding the empty ones; others play the taken seats and bots, in
    the definition's seating order."""
    taken = holders(game)
    bots = typed(game)["bots"]
    order = seating(game, definition)
    extra = [s for s in taken if s not in order]
    seats: list[tuple[str, int | None]] = []
    for s in order + extra:
        if definition.seats.fixed or s in taken or s in bots:
            seats.append((s, taken.get(s)))
    return Table(seats=tuple(seats), bots=frozenset(bots))


def seating(game: JsonDict, definition: GameDefinition) -> list[str]:
    """The seats clockwise: the GM's ``seating`` option when given (EU: the players
    sit as the GM decides), else the definition's order, else join order."""
    names = seat_names(definition)
    raw = typed(game)["options"].get("seating")
    chosen = [str(s) for s in raw if s in names] if isinstance(raw, list) else []
    if chosen:
        return chosen + [s for s in names if s not in chosen]
    return names or [str(s) for s, _ in typed(game)["seats"]]


def set_seating(
    game: JsonDict,
    definition: GameDefinition,
    who: Actor,
    order: list[str],
    first: str | None = None,
) -> Result:
    """GM, before play begins: the seating order (clockwise; seats left out follow in
    the definition's order) and/or the opening First Player (EU: the GM decides both)."""
    _require_gm(who)
    if typed(game)["status"] != "setup":
        raise IllegalAction("error.game_begun")
    seats = [_check_seat(definition, x) for x in order]
    if len(set(seats)) != len(seats):
        raise IllegalAction("error.seating_twice")
    new = _copy(game)
    events: list[Event] = []
    if seats:
        new["options"]["seating"] = list(seats)
        new["seats"] = _sorted_seats(new, definition)
        events.append(Event("SeatingSet", {"seats": list(seating(_out(new), definition))}))
    if first:
        new["options"]["first_player"] = _check_seat(definition, first)
        events.append(Event("FirstPlayerSet", {"seat": new["options"]["first_player"]}))
    if not events:
        raise IllegalAction("error.seating_needs_value")
    return _out(new), _recorded(
        events, "seating", user=who.user_id, gm=who.is_gm, order=list(seats), first=first
    )


def _sorted_seats(game: Game, definition: GameDefinition) -> list[list[str | int | None]]:
    """``game["seats"]`` in seating order (docs/state.md), whatever the join order."""
    order = seating(_out(game), definition)
    rank = {s: i for i, s in enumerate(order)}
    return sorted(game["seats"], key=lambda p: rank.get(str(p[0]), len(rank)))


def _require_gm(who: Actor) -> None:
    if not who.is_gm:
        raise PermissionDenied("error.gm_only")


def _check_seat(definition: GameDefinition, seat: str) -> str:
    names = seat_names(definition)
    if not names:
        return seat
    found = definition.seat(seat)
    if found is None:
        raise IllegalAction("error.unknown_seat", seat=seat, seats=names)
    return found


def join(
    game: JsonDict, definition: GameDefinition, user_id: int, seat: str | None = None
) -> Result:
    g = typed(game)
    if g["status"] == "ended":
        raise IllegalAction("error.game_ended")
    new = _copy(game)
    taken = holders(game)
    if seat is None:
        free = [s for s in seat_names(definition) if taken.get(s) is None and s not in g["bots"]]
        if not seat_names(definition):
            free = [f"seat{len(taken) + 1}"]
        if not free:
            raise IllegalAction("error.no_free_seat")
        seat = free[0]
    else:
        seat = _check_seat(definition, seat)
    if taken.get(seat) == user_id:
        raise IllegalAction("error.already_seated", seat=seat)
    if taken.get(seat) is not None or seat in g["bots"]:
        raise IllegalAction("error.seat_taken", seat=seat)
    if g["status"] == "active" and not definition.seats.fixed and seat not in taken:
        raise IllegalAction("error.game_begun")
    active = [s for s, u in g["seats"] if u is not None] + list(g["bots"])
    limit = definition.seats.most
    if seat not in taken and len(active) >= limit:
        raise IllegalAction("error.table_full", max=limit)
    if seat in taken:
        new["seats"] = [[s, user_id if s == seat else u] for s, u in new["seats"]]
    else:
        new["seats"].append([seat, user_id])
        new["seats"] = _sorted_seats(new, definition)
    events = [Event("PlayerJoined", {"user": user_id, "seat": seat})]
    return _out(new), _recorded(events, "join", user=user_id, seat=seat)


def leave(game: JsonDict, user_id: int, seat: str | None = None) -> Result:
    mine = seats_of(game, user_id)
    if not mine:
        raise IllegalAction("error.not_seated")
    if seat is not None:
        match = [s for s in mine if s.casefold() == seat.casefold()]
        if not match:
            raise IllegalAction("error.not_your_seat", seat=seat)
        mine = tuple(match)
    new = _copy(game)
    new["seats"] = [[s, None if s in mine else u] for s, u in new["seats"]]
    if new["status"] == "setup":
        new["seats"] = [[s, u] for s, u in new["seats"] if u is not None]
    events = [Event("PlayerLeft", {"user": user_id, "seat": s}) for s in mine]
    return _out(new), _recorded(events, "leave", user=user_id, seat=seat)


def assign_seat(
    game: JsonDict,
    definition: GameDefinition,
    who: Actor,
    seat: str,
    user_id: int | None,
    bot: bool = False,
) -> Result:
    """GM: give ``seat`` to ``user_id`` (None empties it; ``bot`` makes it a bot seat)."""
    _require_gm(who)
    seat = _check_seat(definition, seat)
    new = _copy(game)
    taken = holders(game)
    new["bots"] = [b for b in new["bots"] if b != seat]
    if bot:
        new["bots"].append(seat)
        user_id = None
    if seat in taken:
        new["seats"] = [[s, user_id if s == seat else u] for s, u in new["seats"]]
    elif user_id is not None:
        new["seats"].append([seat, user_id])
        new["seats"] = _sorted_seats(new, definition)
    if new["status"] == "setup":
        new["seats"] = [[s, u] for s, u in new["seats"] if u is not None]
    kind = "SeatMadeBot" if bot else ("SeatAssigned" if user_id is not None else "SeatEmptied")
    events = [Event(kind, {"seat": seat, "user": user_id})]
    return _out(new), _recorded(
        events, "seat", user=who.user_id, gm=who.is_gm, seat=seat, holder=user_id, bot=bot
    )


def add_gm(game: JsonDict, who: Actor, user_id: int) -> Result:
    _require_gm(who)
    if user_id in typed(game)["gm"]:
        raise IllegalAction("error.already_gm")
    new = _copy(game)
    new["gm"].append(user_id)
    events = [Event("GmAdded", {"user": user_id})]
    return _out(new), _recorded(events, "gm", user=who.user_id, gm=who.is_gm, added=user_id)


def begin(
    game: JsonDict, definition: GameDefinition, family: Family, who: Actor | None = None
) -> Result:
    new, events = _begin(game, definition, family)
    user = who.user_id if who else None
    return new, _recorded(events, "begin", user=user, gm=bool(who and who.is_gm))


def _begin(game: JsonDict, definition: GameDefinition, family: Family) -> Result:
    g = typed(game)
    if g["status"] == "active":
        raise IllegalAction("error.already_begun")
    if g["status"] == "ended":
        raise IllegalAction("error.game_ended")
    tbl = table(game, definition)
    lo = definition.seats.min
    if len(tbl.seats) < lo:
        raise IllegalAction("error.too_few_players", min=lo, count=len(tbl.seats))
    new = _copy(game)
    new["state"] = family.setup(definition, tbl, new["options"])
    new["status"] = "active"
    new["undo"] = {"base": new["state"], "actions": []}
    seats: list[Json] = [s for s, _ in tbl.seats]
    return _out(new), [Event("GameBegan", {"game": new["game"], "seats": seats})]


def act(
    game: JsonDict, definition: GameDefinition, family: Family, action: Action, who: Actor
) -> Result:
    """Apply a family action, beginning the game first if it is still in setup."""
    new, events = _act(game, definition, family, action, who)
    return new, _recorded(events, "act", action=action, user=who.user_id, gm=who.is_gm, draws=[])


def _act(
    game: JsonDict, definition: GameDefinition, family: Family, action: Action, who: Actor
) -> Result:
    events: list[Event] = []
    if typed(game)["status"] == "ended":
        raise IllegalAction("error.game_ended")
    if typed(game)["status"] == "setup":
        game, events = _begin(game, definition, family)
        if action.get("type") == "phase.next":
            # The first /phase next before /game begin begins the game at step 1; it
            # must not also leave step 1 (issue 13: EU opened at "B.").
            return game, events
    state = typed(game)["state"]
    assert state is not None
    out: Outcome = family.apply(definition, state, table(game, definition), action, who)
    new = _copy(game)
    if out.boundary:
        new["undo"] = {"base": out.state, "actions": []}
    else:
        hist = cast(History, new["undo"])
        hist.setdefault("actions", []).append(
            {
                "action": action,
                "user": who.user_id,
                "gm": who.is_gm,
                "kind": out.events[0].kind if out.events else str(action.get("type", "")),
                # what it did, for "undid: <that event in words>"
                "event": out.events[0].to_json() if out.events else None,
                "undoable": out.undoable,
                # undo rights follow the seat: whoever holds it now may take it back
                "seats": _acted_for(action, who),
                "draws": [],
            }
        )
    new["state"] = out.state
    return _out(new), events + out.events


def _acted_for(action: Action, who: Actor) -> list[str]:
    """The seats an action was taken for: the one it names, else the actor's own."""
    named = action.get("faction") or action.get("seat")
    if isinstance(named, str) and named:
        return [named]
    return list(who.seats)


def _may_undo(entry: Entry | JsonDict, actor: Json, who: Actor) -> bool:
    """Whoever now holds a seat the action was taken for (undo rights follow the
    seat); entries without seats: the player who acted."""
    seats = entry.get("seats")
    if isinstance(seats, list) and seats:
        return bool(set(map(str, seats)) & set(who.seats))
    return actor == who.user_id


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
        who = Actor(user_id=user, seats=seats_of(game, user), is_gm=bool(a.get("gm")))
        out = family.apply(definition, state, tbl, a.get("action", {}), who)
        outs.append(out)
        state = out.state
    return state, outs


def undo(
    game: JsonDict,
    who: Actor,
    definition: GameDefinition | None = None,
    family: Family | None = None,
) -> Result:
    """Step back one action since the last boundary (the player who acted, or the GM):
    the actions since the boundary are replayed without it."""
    hist = _history(game)
    if hist.get("legacy"):
        return _undo_legacy(game, who, hist["legacy"])
    entries = hist.get("actions", [])
    idx = max((i for i, a in enumerate(entries) if a.get("undoable")), default=None)
    base = hist.get("base")
    if idx is None or definition is None or family is None or base is None:
        raise IllegalAction("error.nothing_to_undo")
    last = entries[idx]
    if not who.is_gm and not _may_undo(last, last.get("user"), who):
        raise PermissionDenied("error.undo_not_yours")
    rest = entries[:idx] + entries[idx + 1 :]
    try:
        state = replay_actions(game, definition, family, base, rest)
    except IllegalAction:  # a later action depends on it (e.g. the game was won)
        raise IllegalAction("error.nothing_to_undo") from None
    new = _copy(game)
    new["undo"] = cast(JsonDict, {"base": base, "actions": rest})
    new["state"] = state
    data: JsonDict = {"user": who.user_id, "undone": last.get("kind", "")}
    if last.get("event"):
        data["event"] = last.get("event")
    events = [Event("ActionUndone" if "event" in data else "ActionUndoneUnnamed", data)]
    return _out(new), _recorded(events, "undo", user=who.user_id, gm=who.is_gm)


def _undo_legacy(game: JsonDict, who: Actor, snaps: list[JsonDict]) -> Result:
    last = snaps[-1]
    if not who.is_gm and not _may_undo(last, last.get("actor"), who):
        raise PermissionDenied("error.undo_not_yours")
    new: JsonDict = dict(game, undo=list(snaps[:-1]))
    new["state"] = last.get("state")
    data: JsonDict = {"user": who.user_id, "undone": last.get("kind")}
    return new, _recorded(
        [Event("ActionUndoneUnnamed", data)], "undo", user=who.user_id, gm=who.is_gm
    )


def end(game: JsonDict, who: Actor) -> Result:
    _require_gm(who)
    new = _copy(game)
    new["status"] = "ended"
    events = [Event("GameEnded", {"user": who.user_id})]
    return _out(new), _recorded(events, "end", user=who.user_id, gm=who.is_gm)


def replay(records: list[JsonDict], definition: GameDefinition, family: Family) -> JsonDict:
    """A game rebuilt from its history records (the :data:`ACTION` events' data, in
    log order), starting at its ``new`` (or ``import``) record. Pure: the check that a
    stored game equals its replay (``herald game replay``) relies on it."""
    game: JsonDict | None = None
    for r in records:
        op = r["op"]
        if op in ("new", "import"):
            game = copy.deepcopy(cast(JsonDict, r["game"]))
            continue
        if game is None:
            raise ValueError(f"history starts with {op!r}, not 'new'")
        game = _replay_one(game, r, definition, family)
    if game is None:
        raise ValueError("no history")
    return game


def _replay_one(
    game: JsonDict, r: JsonDict, definition: GameDefinition, family: Family
) -> JsonDict:
    op = r["op"]
    user = int(str(r.get("user") or 0))
    who = Actor(user_id=user, seats=seats_of(game, user), is_gm=bool(r.get("gm", False)))
    seat = r.get("seat")
    if op == "join":
        return join(game, definition, user, str(seat) if seat is not None else None)[0]
    if op == "leave":
        return leave(game, user, str(seat) if seat is not None else None)[0]
    if op == "seat":
        holder = r.get("holder")
        return assign_seat(
            game,
            definition,
            who,
            str(seat),
            holder if isinstance(holder, int) else None,
            bool(r.get("bot")),
        )[0]
    if op == "gm":
        return add_gm(game, who, int(str(r["added"])))[0]
    if op == "seating":
        order = r.get("order")
        first = r.get("first")
        names = [str(x) for x in order] if isinstance(order, list) else []
        return set_seating(game, definition, who, names, str(first) if first else None)[0]
    if op == "begin":
        return begin(game, definition, family, who)[0]
    if op == "act":
        return act(game, definition, family, cast(JsonDict, r["action"]), who)[0]
    if op == "undo":
        return undo(game, who, definition, family)[0]
    if op == "end":
        return end(game, who)[0]
    raise ValueError(f"unknown history record {op!r}")
