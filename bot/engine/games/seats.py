"""Seats taken, given and left, and the seating order set before play (docs/state.md):
the envelope's seat operations, each returning the new game and its events with the
history record that replays it (:func:`bot.engine.games.session.replay`)."""

from __future__ import annotations

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Actor, Event, Family, JsonDict
from bot.engine.games.definition import GameDefinition
from bot.engine.games.envelope import (
    LATE_SEATS_SET_UP,
    Game,
    Result,
    _copy,
    _out,
    _recorded,
    _require_gm,
    holders,
    seat_names,
    seating,
    seats_of,
    table,
    typed,
)


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
        # its own words: "ask the GM for a seat" (a join's) told the GM nothing
        raise IllegalAction("error.seating_begun")
    seats = [_check_seat(definition, x) for x in order]
    if len(set(seats)) != len(seats):
        raise IllegalAction("error.seating_twice")
    new = _copy(game)
    events: list[Event] = []
    if seats:
        new["options"]["seating"] = list(seats)
        new["seats"] = _sorted_seats(new, definition)
        # the seats in play (taken, bots, or named now), not every seat of the game
        playing = {str(s) for s, _ in new["seats"]} | set(new["bots"]) | set(seats)
        order = [
            s for s in seating(_out(new), definition) if definition.seats.fixed or s in playing
        ]
        events.append(Event("SeatingSet", {"seats": list(order)}))
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


def _check_seat(definition: GameDefinition, seat: str) -> str:
    names = seat_names(definition)
    if not names:
        return seat
    return definition.seat_named(seat, names)


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
    family: Family | None = None,
) -> Result:
    """GM: give ``seat`` to ``user_id`` (None empties it; ``bot`` makes it a bot seat).
    A seat nobody held as play began, given once it has begun, joins the play: from
    rules 14 the ``family`` sets it up as play began for every seat (its counters'
    ``setup``), and the table is told where it plays."""
    _require_gm(who)
    seat = _check_seat(definition, seat)
    new = _copy(game)
    taken = holders(game)
    joins = (
        not definition.seats.fixed  # (every seat of a fixed game plays from the start)
        and typed(game)["status"] == "active"
        and seat not in taken
        and seat not in typed(game)["bots"]
        and (bot or user_id is not None)
    )
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
    data: JsonDict = {"seat": seat, "user": user_id}
    was = taken.get(seat)
    if was is not None and was != user_id:  # a player replaced: named, and told so later
        data["was"] = was
    events = [Event(kind, data)]
    rules = typed(game)["options"].get("rules")
    if joins and isinstance(rules, int) and rules >= LATE_SEATS_SET_UP:
        events.append(_late_seat(new, definition, seat, family))
    return _out(new), _recorded(
        events, "seat", user=who.user_id, gm=who.is_gm, seat=seat, holder=user_id, bot=bot
    )


def _late_seat(new: Game, definition: GameDefinition, seat: str, family: Family | None) -> Event:
    """A seat joining play after it began (rules 14): set up by ``family`` as play
    began for the others, in the state and in undo's base (an undo replays from
    there), and where it plays in the seating: after the seat before it, or, first
    of all, before the next."""
    seated = getattr(family, "seated", None)
    tbl = table(_out(new), definition)
    if seated is not None and new["state"] is not None:
        new["state"] = seated(definition, new["state"], tbl, seat)
        hist = new.get("undo")
        if isinstance(hist, dict) and isinstance(hist.get("base"), dict):
            new["undo"] = {**hist, "base": seated(definition, hist["base"], tbl, seat)}
    names = list(tbl.names)
    in_force = getattr(family, "plays_after", None)  # an order a step set: not the seating
    after = in_force(new["state"], names, seat) if in_force and new["state"] else None
    if after is not None:
        return Event("SeatJoinsPlay", {"seat": seat, "after_seat": after})
    at = names.index(seat)
    if at > 0 or len(names) == 1:
        return Event("SeatJoinsPlay", {"seat": seat, "after_seat": names[at - 1]})
    return Event("SeatJoinsPlayFirst", {"seat": seat, "before_seat": names[at + 1]})
