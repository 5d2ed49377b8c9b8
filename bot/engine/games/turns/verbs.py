"""A game's own commands (``[verbs]``): what each kind of verb does, checks and asks.

A definition maps a verb to what it changes: ``"turn.nobles" = "counter:nobles"``.
The kinds here are the family's (``counter``, ``era``); a structure adds the kinds
that belong to its steps (the ``sequential`` structure: ``pieces``,
``next_start_player``). A verb is played by its name through the generic command, or
through a slash command of the same name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.engine.errors import IllegalAction, NotYourTurn, PermissionDenied
from bot.engine.games.base import Action, Actor, Event, Json, JsonDict, Move, Outcome, Param, Ref
from bot.engine.games.turns import ending
from bot.engine.games.turns.common import count, number, option_value
from bot.engine.games.turns.state import Play

if TYPE_CHECKING:
    from bot.engine.games.turns.definition import TurnsDefinition, Verb

Run = Callable[[Play, Action, Actor, str], Outcome]
Check = Callable[["TurnsDefinition", str], "str | None"]
Params = Callable[["TurnsDefinition", str], "tuple[Param | None, Param | None]"]


def _no_check(d: TurnsDefinition, arg: str) -> str | None:
    return None


def _no_params(d: TurnsDefinition, arg: str) -> tuple[Param | None, Param | None]:
    return None, None


@dataclass(frozen=True)
class VerbKind:
    run: Run
    check: Check = _no_check
    params: Params = _no_params  # (choice, number) of the generic command


VERB_KINDS: dict[str, VerbKind] = {}


def verb_kind(
    name: str, check: Check = _no_check, params: Params = _no_params
) -> Callable[[Run], Run]:
    def deco(fn: Run) -> Run:
        VERB_KINDS[name] = VerbKind(fn, check, params)
        return fn

    return deco


def check_verb(d: TurnsDefinition, spec: Verb) -> str | None:
    _load_kinds()
    kind = VERB_KINDS.get(spec.kind)
    if kind is None:
        known = ", ".join(f"{k}:<counter>" if k == "counter" else k for k in VERB_KINDS)
        return f"must be one of {known}, got {spec.does!r}"
    return kind.check(d, spec.arg)


def run(p: Play, name: str, action: Action, actor: Actor) -> Outcome:
    spec = p.d.verbs[name]
    if p.rules >= 2 and (p.phase.id in spec.not_during or p.step.id in spec.not_during):
        raise IllegalAction("turns.error.verb_not_now", verb=name, **p.where())
    return VERB_KINDS[spec.kind].run(p, action, actor, spec.arg)


def moves(d: TurnsDefinition, p: Play | None) -> list[Move]:
    """The definition's verbs as moves of the generic command."""
    _load_kinds()
    out = []
    for name, spec in d.verbs.items():
        choice, number = VERB_KINDS[spec.kind].params(d, spec.arg)
        if choice is not None and choice.names == "seat" and p is not None:
            choice = replace(choice, ids=tuple(ending.in_play(p)))  # not the seats out
        barred = p is not None and (p.phase.id in spec.not_during or p.step.id in spec.not_during)
        counter = d.counters.get(spec.arg) if spec.kind == "counter" else None
        gm = counter is not None and counter.gm_only
        ref = Ref("verb", name)
        out.append(Move(name, name.replace(".", " "), ref, choice, number, not barred, gm=gm))
    return out


def _load_kinds() -> None:
    """The structures' verb kinds register when the structures are imported."""
    from bot.engine.games.turns import structures  # noqa: F401


# --------------------------------------------------------------------------- counter


def _counter_exists(d: TurnsDefinition, arg: str) -> str | None:
    from bot.engine.games.turns.definition import not_one

    return None if arg in d.counters else not_one(arg, "counter", tuple(d.counters))


def _counter_params(d: TurnsDefinition, arg: str) -> tuple[Param | None, Param | None]:
    spec = d.counters.get(arg)
    low, top = (spec.min, spec.max) if spec is not None else (0, None)
    return None, Param("count", min=low, max=top, required=True, relative=True, counter=arg)


def _change(raw: Json, held: int) -> tuple[int, str | None]:
    """What a typed number makes a counter: ``+2`` / ``-2`` add to what it holds,
    ``5`` (or ``=5``, ``=-3`` for a negative value) sets it. Returns the new value and
    the change as written (None when it was set)."""
    text = str(raw if raw is not None else "").strip().replace(" ", "")
    if text[:1] in ("+", "-") and len(text) > 1:
        by = number(text)
        return held + by, f"{by:+d}"
    return number(text.removeprefix("=")), None


@verb_kind("counter", _counter_exists, _counter_params)
def set_counter(p: Play, action: Action, actor: Actor, name: str) -> Outcome:
    """A counter a definition declares a verb for (Lancaster's noble tiles, which give
    next round's vote markers; a shared track): set, or changed by a signed number."""
    spec = p.d.counters[name]
    if spec.gm_only and not actor.is_gm:
        raise PermissionDenied("turns.error.gm_counter", counter=name)
    if spec.shared:
        if not (actor.is_gm or actor.seats):
            raise PermissionDenied("turns.error.not_seated")
        seat = ""
    else:
        _not_up(p, action, actor)
        seat = _on_another(p, action, actor) or p.seat_for(actor, action, correct=True)
    n, by = _change(action.get("count"), p.value(name, seat))
    if p.rules < 3 and by is not None:  # games before rules 3: a signed number set it
        n, by = number(action.get("count")), None
    if not spec.min <= n <= spec.max:
        key = "turns.error.counter_range" if by is None else "turns.error.counter_range_after"
        raise IllegalAction(key, counter=name, value=n, min=spec.min, max=spec.max, by=by or "")
    p.set_value(name, seat, n)
    data: JsonDict = {"count": n, "counter": name}
    if seat:
        data["seat"] = seat
    if by is not None:
        data["delta"] = by
    data |= _reaction(p, actor, seat)
    kind = ("Shared" if spec.shared else "") + ("CounterChanged" if by else "CounterSet")
    acting = [x for x in p.up() if p.t.may_act(actor, x)]
    if seat and not p.t.may_act(actor, seat) and acting:  # played on another seat
        data["by"] = acting[0]
        kind += "By"
    elif not seat and actor.seats:  # a shared track moved by a seat's player: whose move
        mine = [x for x in acting if x in actor.seats] or list(actor.seats)
        if len(mine) == 1 or mine[0] in acting:
            data["by"] = mine[0]
            kind += "By"
    return p.out([Event(kind, data)])


def _on_another(p: Play, action: Action, actor: Actor) -> str | None:
    """The seat a verb with ``others = true`` is played on by the seat that is up (the
    card that knocks a rival out), when it names one that is not the actor's."""
    verb = p.d.verbs.get(str(action.get("type", "")))
    named = p.d.seat(str(action.get("seat") or ""))
    if verb is None or not verb.others or named is None or named not in p.seats:
        return None
    if p.t.may_act(actor, named) or not any(p.t.may_act(actor, x) for x in p.up()):
        return None
    return named


def _not_up(p: Play, action: Action, actor: Actor) -> None:
    """A player whose seat is not up naming another seat on a verb with ``others =
    true``: refused saying that only the seat up may, and whose turn it is (they know
    they do not play the seat they named: "You do not play Knight" missed the point)."""
    verb = p.d.verbs.get(str(action.get("type", "")))
    named = p.d.seat(str(action.get("seat") or ""))
    if verb is None or not verb.others or named is None or named not in p.seats:
        return
    if actor.is_gm or not actor.seats or p.t.may_act(actor, named):
        return
    if any(p.t.may_act(actor, x) for x in p.up()):
        return  # the seat up: it may (``_on_another``)
    up = p.up()
    key = "turns.error.others_up" if up else "turns.error.others_nobody_up"
    raise NotYourTurn(key, verb=str(action.get("type")), up=up)


def _reaction(p: Play, actor: Actor, seat: str) -> JsonDict:
    """A seat's own counter changed by its player while other seats are up: a move
    out of turn (Coup's challenge, a block), recorded with whose turn it answers and
    at which step (``/game log`` says so); nothing for a correction by the GM, a
    shared counter, or a seat that is up itself."""
    if not seat or seat not in actor.seats or p.s.get("finished"):
        return {}
    up = p.up()
    if not up or seat in up:
        return {}
    return {"reacting_to": list(up), **p.where()}


# --------------------------------------------------------------------------- era


def _has_eras(d: TurnsDefinition, arg: str) -> str | None:
    return None if d.eras is not None else "the game has no [eras]"


def _era_params(d: TurnsDefinition, arg: str) -> tuple[Param | None, Param | None]:
    return None, Param("events_left", min=0)


@verb_kind("era", _has_eras, _era_params)
def era(p: Play, action: Action, actor: Actor, arg: str) -> Outcome:
    """Report the era's Event cards left (EU) or how many eras the game lasts."""
    d, s = p.d, p.s
    if d.eras is None:
        raise IllegalAction("turns.error.no_eras")
    if not (actor.is_gm or actor.seats):
        raise PermissionDenied("turns.error.not_seated")
    events = []
    if action.get("eras") not in (None, ""):
        name = d.eras.option
        value = int(str(option_value(d, {name: action["eras"]}, name)))
        if value < int(s["era"] or 0):
            raise IllegalAction("turns.error.eras_below_current", eras=value, era=s["era"])
        s["options"][name] = value
        events.append(Event("ErasSet", {"eras": value}))
    if action.get("events_left") not in (None, ""):
        left = count(action.get("events_left"))
        s["events_left"] = left
        events.append(Event("EraEventsLeft", {"era": s["era"], "events_left": left}))
    if not events:
        raise IllegalAction("turns.error.era_needs_value")
    return p.out(events)
