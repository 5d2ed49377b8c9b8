"""Who takes part in a step, as the GM decides it: the seats the GM names for a step
that waits for them (``only = { named = true }``), and a seat the GM pushes past in an
everyone-at-once step (``/turn skip seat:``: done, no choice, no vote), the step
going on without it."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games.base import Action, Actor, Event, Outcome, ids
from bot.engine.games.envelope import DROPS_OUT, OUT_OF_EVERY_STEP
from bot.engine.games.turns import flow
from bot.engine.games.turns.state import Play


def _seats(p: Play, raw: object) -> list[str]:
    """Seats named in a list or a comma-separated text, each by any of its names."""
    words = raw if isinstance(raw, list) else str(raw or "").split(",")
    out: list[str] = []
    for w in (str(x).strip() for x in words):
        if not w:
            continue
        seat = p.d.seat_named(w, p.seats)
        if seat not in out:
            out.append(seat)
    return out


def name_players(p: Play, action: Action, actor: Actor) -> Outcome:
    """The GM names the seats that take part in the step waiting for them."""
    if not actor.is_gm:
        raise PermissionDenied("error.gm_only")
    if not p.waits_for_names():
        raise IllegalAction("turns.error.no_names_awaited", **p.where())
    seats = _seats(p, action.get("seats", action.get("seat")))
    if not seats:
        raise IllegalAction("turns.error.name_seats")
    p.s["part"] = seats
    p.s["turn"] = p.structure.start(p)
    events = [p.said("PlayersNamed", {"seats": ids(seats), **p.where()})]
    events += p.structure.enter(p)
    if p.structure.empty(p):
        return p.done(events)
    return p.out(events)


def skip(p: Play, action: Action, actor: Actor) -> Outcome:
    """The GM pushes past a seat that has not acted in an everyone-at-once step."""
    if not actor.is_gm:
        raise PermissionDenied("error.gm_only")
    named = str(action.get("seat") or "")
    seat = p.d.seat(named) if named else None
    if seat is None or seat not in p.seats:  # which one, or unknown: those awaited listed
        seat = p.d.seat_named(named, p.up())
    if seat not in p.up() and seat not in p.held():
        raise IllegalAction("turns.error.not_awaited", seat=seat, **p.where())
    out = p.structure.skip(p, seat)
    if out is None:
        raise IllegalAction("turns.error.no_skip", seat=seat, **p.where())
    return out


def phase_next(p: Play, action: Action, actor: Actor) -> Outcome:
    """``/phase next``: the GM's, in a hidden step held for the GM (:meth:`Play.held`),
    goes on without the seats put out, as ``/turn skip`` would; a player's there is
    refused without naming whom the step waits for; otherwise the flow's."""
    if p.hidden() and not p.waits_for_names() and not actor.is_gm:
        raise IllegalAction("turns.error.step_in_progress_hidden", **p.where())
    gone = p.held() if actor.is_gm else []
    out = p.structure.skip(p, gone[0]) if gone else None
    return out if out is not None else flow.phase_next(p, action, actor)


def drop_out(p: Play, out: Outcome, before: Play | None = None) -> Outcome:
    """After a move (rules 6): the seats of a step taking part by a counter (``only =
    { counter = ... }``) whose counter has left the range drop out of it at once (a
    player eliminated mid-round plays no more turns of it); the step's structure
    passes the turn on (:meth:`Structure.dropped`), and a step nobody is left in is
    over. A seat coming into the range joins only when the step next begins. From
    rules 11, a seat the move put out of the game (``before``: the state before it)
    drops out of any step so, ``only`` or not."""
    only = p.step.only
    part = p.s.get("part")
    if p.rules < DROPS_OUT or p.s.get("finished") or p.waits_for_names():
        return out
    gone: list[str] = []
    if only is not None and only.counter is not None and isinstance(part, list):
        gone = [x for x in part if not only.holds(p.value(only.counter, x))]
    if p.rules >= OUT_OF_EVERY_STEP and before is not None:
        was = before.said_out()
        gone += [x for x in p.said_out() if x not in was and x not in gone]
    if isinstance(part, list):
        gone = [x for x in gone if x in part]
        p.s["part"] = [x for x in part if x not in gone]
    if not gone:
        return out
    events = [*out.events, Event("PlayersDropped", {"seats": ids(gone), **p.where()})]
    if not p.players:
        more = p.done([])
    else:
        more = p.structure.dropped(p, gone) or _last_out(p, gone, before) or p.out([])
    return replace(
        out,
        state=more.state,
        events=events + list(more.events),
        boundary=out.boundary or more.boundary,
    )


def _last_out(p: Play, gone: list[str], before: Play | None) -> Outcome | None:
    """Rules 11: an everyone-at-once step (a vote, a secret choice, "done") whose last
    awaited seats have just dropped out is over as if the GM had gone on without them
    (not its line about that); it waited for nobody, and ``/phase next`` was refused.
    Not a hidden step: ending at once would tell the table that the seat put out was
    one the GM named and had not chosen yet; it waits for the GM (:meth:`Play.held`), as
    it does when the seat put out is any other."""
    if p.rules < OUT_OF_EVERY_STEP or before is None or not p.structure.simultaneous:
        return None
    awaited = [x for x in gone if x in before.up()]
    same = (before.s["pi"], before.s["si"]) == (p.s["pi"], p.s["si"])
    if not same or not awaited or p.up() or p.step.structure == "roll":
        return None
    if p.hidden():
        p.turn["held"] = ids(awaited)
        return None
    out = p.structure.skip(p, awaited[0])
    return None if out is None else replace(out, events=list(out.events[1:]))
