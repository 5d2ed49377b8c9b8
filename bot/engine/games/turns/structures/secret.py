"""``secret``: everyone chooses at once and privately, from the step's ``choices`` or
a number in a range (a sealed bid); nobody sees a choice until the last seat has
chosen, then all are revealed together and ranked. Ties follow the rule the step
names (``tie``); the winner may take the First Player token or the start player's
place for the next round, and pay a number from a counter."""

from __future__ import annotations

from typing import NotRequired, TypedDict, cast

from bot.engine.errors import IllegalAction
from bot.engine.games.base import (
    Action,
    Actor,
    Event,
    Json,
    JsonDict,
    Move,
    Option,
    Outcome,
    Param,
    Ref,
    ids,
)
from bot.engine.games.turns.common import number, out_of_range
from bot.engine.games.turns.definition import ListTable, Step
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import (
    Structure,
    by_seating,
    give_marker,
    markers_of,
    setting,
)
from bot.engine.games.turns.structures.secret_settings import SecretSettings
from bot.engine.games.view import Section, Text


class SecretTurn(TypedDict):
    chosen: dict[str, Json]  # seat -> its choice (hidden until everyone has chosen)
    used: NotRequired[dict[str, list[Json]]]  # ``once``: what each seat chose before


def _conf(step: Step) -> SecretSettings:
    return setting(step, SecretSettings)


def _tn(p: Play) -> SecretTurn:
    return cast(SecretTurn, p.turn)


def _value(p: Play, conf: SecretSettings, seat: str, action: Action) -> Json:
    """The seat's choice: one of the choices, or a number in range (and in its limit)."""
    if conf.choices:
        raw = str(action.get("choice") or "").strip()
        found = next((c for c in conf.choices if c.casefold() == raw.casefold()), None)
        if found is None:
            raise IllegalAction(
                "turns.error.bad_secret_choice", value=raw, choices=ids(conf.choices)
            )
        return found
    n = number(action.get("amount", action.get("choice")))
    top = conf.max
    if conf.limit is not None:
        have = p.counters().get(conf.limit, {}).get(seat, 0)
        top = have if top is None else min(top, have)
    if n < conf.min or (top is not None and n > top):
        key, params = out_of_range(n, conf.min, top)
        raise IllegalAction(key, **params)
    return n


def choose(p: Play, action: Action, actor: Actor) -> Outcome:
    conf, tn = _conf(p.step), _tn(p)
    seat = p.once(actor, action, tn["chosen"], "turns.error.already_chosen")
    value = _value(p, conf, seat, action)
    if conf.once and value in tn.get("used", {}).get(seat, []):
        raise IllegalAction("turns.error.used_once", seat=seat, value=value)
    tn["chosen"][seat] = value
    left = [x for x in p.players if x not in tn["chosen"]]
    if left:
        return p.out([p.said("SecretChosen", {"seat": seat, "waiting": ids(left)})])
    if p.players == [seat] and not p.hidden():
        # the one seat choosing: its choice is said alone, with no "everyone has
        # chosen" (play-test 24, finding 12)
        return _reveal(p, conf, [])
    return _reveal(p, conf, [p.said("SecretChosenLast", {"seat": seat})])


def _skip(p: Play, seat: str) -> Outcome:
    """The GM pushes past ``seat``: it chooses nothing this time."""
    tn = _tn(p)
    tn["chosen"][seat] = None
    left = [x for x in p.players if x not in tn["chosen"]]
    events = [p.said("ChoiceSkipped", {"seat": seat, "waiting": ids(left)})]
    return p.out(events) if left else _reveal(p, _conf(p.step), events)


def _order(conf: SecretSettings, chosen: dict[str, Json]) -> list[str]:
    """The seats best first (before ties are broken)."""

    def key(seat: str) -> int:
        v = chosen[seat]
        if conf.choices:
            return conf.choices.index(str(v))
        n = int(str(v))
        return -n if conf.rank == "high" else n

    return sorted(chosen, key=key)


def _ranked(p: Play, conf: SecretSettings, chosen: dict[str, Json]) -> list[list[str]]:
    """The seats best first, in groups of equal choices each ordered by the tie rule
    (clockwise from the step's start seat, or the reverse)."""
    groups: list[list[str]] = []
    for seat in _order(conf, chosen):
        if groups and chosen[groups[-1][0]] == chosen[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    out = [by_seating(p, conf.start, g) for g in groups]
    if conf.tie == "turn_order":
        out = [[x for x in p.in_turn_order() if x in g] for g in groups]
    if conf.tie == "reverse_seating":
        out = [list(reversed(g)) for g in out]
    return out


def _reveal(p: Play, conf: SecretSettings, events: list[Event]) -> Outcome:
    """Every choice said, best first; then the winner (or each seat's place). Undo
    never comes back past a reveal."""
    chosen: dict[str, Json] = {k: v for k, v in _tn(p)["chosen"].items() if v is not None}
    step = p.step.id
    what = "Choice" if conf.choices else "Amount"
    if not chosen:
        events.append(Event("NobodyChose", {"step": step}))
        return _revealed(p, events)
    if conf.outcome == "count":  # shown together, naming nobody: who chose what stays secret
        values = list(chosen.values())
        if conf.choices:
            values.sort(key=lambda v: conf.choices.index(str(v)))
            events.append(Event("ChoicesShuffled", {"choices": values, "step": step}))
        else:
            values.sort(key=lambda v: -int(str(v)))
            events.append(Event("AmountsShuffled", {"amounts": values, "step": step}))
        return _revealed(p, events)
    _record(p, conf, chosen)
    if conf.outcome == "reveal":  # shown, not ranked: in seating order from the start seat
        for seat in by_seating(p, conf.start, list(chosen)):
            shown: JsonDict = {"seat": seat, what.lower(): chosen[seat], "step": step}
            events.append(Event(f"{what}Revealed", shown))
        return _revealed(p, events)
    groups = _ranked(p, conf, chosen)
    place = 1
    for group in groups:
        for seat in group:
            data: JsonDict = {"seat": seat, what.lower(): chosen[seat], "step": step}
            data["place"] = place
            events.append(Event(f"{what}Ranked", data))
            if conf.outcome == "ranking" or conf.turn_order is not None:  # (its own place)
                place += 1
        if conf.outcome == "winner" and conf.turn_order is None:
            place += len(group)
    if conf.outcome == "ranking":
        _pay_by_rank(p, conf, [x for g in groups for x in g], events)
        return _revealed(p, _ordered(p, conf, groups, events))
    top = groups[0]
    winners = top if conf.tie == "shared" else top[:1]
    value = chosen[winners[0]]
    data = {"winners": ids(winners), "step": step, what.lower(): value}
    worded = "As" if conf.win_text is not None else ""  # the definition's words for it
    if worded:
        data["as"] = "win"
    if len(top) > 1:
        rule = conf.tie if conf.tie in ("shared", "turn_order") else f"{conf.tie}.{conf.start}"
        data.update(tied=ids(top), rule=rule)
        events.append(Event(f"{what}Tie{worded}", data))
    else:
        events.append(Event(f"{what}Won{worded}", data))
    if conf.winner_pays and conf.limit and isinstance(value, int) and value:
        for seat in winners:
            held = p.counters().setdefault(conf.limit, {})
            held[seat] = held.get(seat, 0) - value
            events.append(
                Event("CounterPaid", {"seat": seat, "count": value, "counter": conf.limit})
            )
    give_marker(p, conf.sets, winners[0], events)
    return _revealed(p, _ordered(p, conf, groups, events))


def _ordered(
    p: Play, conf: SecretSettings, groups: list[list[str]], events: list[Event]
) -> list[Event]:
    """``turn_order``: the ranking is this round's turn order from now on, the seats
    that chose nothing after it in the order they had."""
    if conf.turn_order is not None:
        order = [x for g in groups for x in g]
        events.append(p.set_turn_order(order + [x for x in p.in_turn_order() if x not in order]))
    return events


def _record(p: Play, conf: SecretSettings, chosen: dict[str, Json]) -> None:
    """``record``: each seat's number kept in a counter, where the scoring reads it."""
    if conf.record is None:
        return
    for seat, value in chosen.items():
        p.set_within(conf.record, seat, int(str(value)))


def _revealed(p: Play, events: list[Event]) -> Outcome:
    """The step is over with its choices revealed: undo never comes back past it
    (games begun before rules 3 replay as they were played)."""
    if p.rules < 3:
        return p.done(events)
    return p.done(events, boundary=True, since="reveal")


def _pay_by_rank(p: Play, conf: SecretSettings, order: list[str], events: list[Event]) -> None:
    """Each seat, by its place, gets that place's value of the ``payout`` table."""
    tab = p.d.tables.get(conf.payout or "")
    if not isinstance(tab, ListTable) or conf.payout_to is None:
        return
    held = p.counters().setdefault(conf.payout_to, {})
    for place, seat in enumerate(order, start=1):
        value = tab.look_up(place)
        if isinstance(value, int) and value:
            held[seat] = held.get(seat, 0) + value
            data: JsonDict = {"seat": seat, "count": value, "counter": conf.payout_to}
            events.append(Event("CounterGained", data))


class Secret(Structure):
    """Everyone chooses privately; all are revealed together when the last has chosen."""

    name = "secret"
    settings_model = SecretSettings
    sections = {"chosen": Text("turns.dash.chosen")}
    simultaneous = True
    ends_itself = True
    moves = {"turn.choose": choose}

    def start(self, p: Play) -> JsonDict:
        if not _conf(p.step).once or p.s.get("rep", 1) < 2:
            return {"chosen": {}}
        old = cast(SecretTurn, p.turn)  # this step's previous time
        used: dict[str, list[Json]] = {k: list(v) for k, v in old.get("used", {}).items()}
        for seat, value in old.get("chosen", {}).items():
            used.setdefault(seat, []).append(value)
        return {"chosen": {}, "used": cast(Json, used)}

    def up(self, p: Play) -> list[str]:
        return [x for x in p.players if x not in _tn(p)["chosen"]]

    def options(self, p: Play, seat: str) -> list[Option]:
        conf = _conf(p.step)
        return [
            Option(f"choose.{c}", "turn choose", {"choice": c, "seat": seat}, Ref("choice", c))
            for c in conf.choices
        ]

    def hint(self, p: Play) -> tuple[str, JsonDict] | None:
        conf = _conf(p.step)
        if conf.choices:
            return None
        top: Json = "…" if conf.max is None else conf.max
        if conf.limit is not None and conf.max is None:  # each seat's own: what it holds
            return "turns.hint.secret_number_limit", {"min": conf.min, "counter": conf.limit}
        return "turns.hint.secret_number", {"min": conf.min, "max": top}

    def conceal(self, p: Play) -> list[str]:
        # a seat the GM skipped chose nothing: that is no secret, and stays (its skip
        # is no move of this step, so the history keeps it too)
        tn = _tn(p)
        seats = [x for x in p.seats if tn["chosen"].get(x) is not None]
        tn["chosen"] = {k: v for k, v in tn["chosen"].items() if v is None}
        return seats

    def position(self, p: Play) -> JsonDict:
        return {"chosen": ids(sorted(_tn(p)["chosen"]))}  # who, never what

    def skip(self, p: Play, seat: str) -> Outcome | None:
        return _skip(p, seat)

    def view(self, p: Play) -> list[Section]:
        done = tuple(x for x in p.players if x in _tn(p)["chosen"])
        return [Section("seats", self.sections["chosen"], done, inline=True, id="chosen")]

    def markers(self, step: Step) -> tuple[str, ...]:
        conf = _conf(step)
        return markers_of(conf.start, conf.sets)

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        conf = _conf(step)
        if conf.choices:
            choice = Param("choice", conf.choices, "choice", required=True)
            return [Move("turn.choose", "turn choose", None, choice, secret=True)]
        number = Param("amount", min=conf.min, max=conf.max, required=True)
        return [Move("turn.choose", "turn choose", None, None, number, secret=True)]
