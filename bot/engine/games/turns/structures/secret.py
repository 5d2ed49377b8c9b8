"""``secret``: everyone chooses at once and privately, from the step's ``choices`` or
a number in a range (a sealed bid); nobody sees a choice until the last seat has
chosen, then all are revealed together and ranked. Ties follow the rule the step
names (``tie``); the winner may take the First Player token or the start player's
place for the next round, and pay a number from a counter."""

from __future__ import annotations

from typing import Literal, TypedDict, cast

from pydantic import StrictBool, StrictInt, model_validator

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
from bot.engine.games.definition import Names, Problem, Problems
from bot.engine.games.turns.definition import Step, TurnsDefinition
from bot.engine.games.turns.settings import Settings, Start
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import (
    Structure,
    by_seating,
    give_marker,
    markers_of,
    setting,
)
from bot.engine.games.view import Section, Text

Marker = Literal["first_player", "start_player"]


class SecretSettings(Settings):
    choices: tuple[str, ...] = ()  # what may be chosen; none: a number
    choice_names: dict[str, Names] = {}
    min: StrictInt = 0  # a number's range
    max: StrictInt | None = None
    limit: str | None = None  # a counter a seat's number may not exceed
    rank: Literal["high", "low", "listed"] = "high"  # who wins: the highest number,
    # the lowest, or the choice listed first
    tie: Literal["seating", "reverse_seating", "shared"] = "seating"  # among equals:
    # the first clockwise from the start seat, the last, or all of them
    start: Start = "start_player"
    sets: Marker | None = None  # the winner takes it for the next round
    winner_pays: StrictBool = False  # the winner's number comes out of ``limit``

    @model_validator(mode="after")
    def _fits(self) -> SecretSettings:
        out = [
            Problem("choice_names", f"{c!r} is not a choice")
            for c in self.choice_names
            if c not in self.choices
        ]
        if self.winner_pays and not self.limit:
            out.append(Problem("winner_pays", "needs limit: the counter the winner pays from"))
        if self.max is not None and self.max < self.min:
            out.append(Problem("max", "is smaller than min"))
        if out:
            raise Problems(out)
        return self

    def names_of(self, kind: str, id: str) -> dict[str, str] | None:
        return self.choice_names.get(id) if kind == "choice" and id in self.choices else None

    def check(self, d: TurnsDefinition) -> list[Problem]:
        if self.limit is not None and self.limit not in d.counters:
            return [Problem("limit", f"{self.limit!r} is not a counter")]
        return []


class SecretTurn(TypedDict):
    chosen: dict[str, Json]  # seat -> its choice (hidden until everyone has chosen)


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
    raw_n = action.get("amount", action.get("choice"))
    try:
        n = int(str(raw_n))
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_count", count=str(raw_n)) from None
    top = conf.max
    if conf.limit is not None:
        have = p.counters().get(conf.limit, {}).get(seat, 0)
        top = have if top is None else min(top, have)
    if n < conf.min or (top is not None and n > top):
        raise IllegalAction(
            "turns.error.amount_range", value=n, min=conf.min, max="…" if top is None else top
        )
    return n


def choose(p: Play, action: Action, actor: Actor) -> Outcome:
    conf, tn = _conf(p.step), _tn(p)
    seat = p.once(actor, action, tn["chosen"], "turns.error.already_chosen")
    tn["chosen"][seat] = _value(p, conf, seat, action)
    left = [x for x in p.seats if x not in tn["chosen"]]
    events = [Event("SecretChosen", {"seat": seat, "waiting": ids(left)})]
    if left:
        return p.out(events)
    return _reveal(p, conf, events)


def _order(conf: SecretSettings, chosen: dict[str, Json]) -> list[str]:
    """The seats best first (before ties are broken)."""

    def key(seat: str) -> int:
        v = chosen[seat]
        if conf.choices:
            return conf.choices.index(str(v))
        n = int(str(v))
        return -n if conf.rank == "high" else n

    return sorted(chosen, key=key)


def _reveal(p: Play, conf: SecretSettings, events: list[Event]) -> Outcome:
    chosen = _tn(p)["chosen"]
    step = p.step.id
    for seat in p.seats:
        kind = "ChoiceRevealed" if conf.choices else "AmountRevealed"
        key = "choice" if conf.choices else "amount"
        events.append(Event(kind, {"seat": seat, key: chosen[seat], "step": step}))
    best = _order(conf, chosen)
    top = [x for x in best if chosen[x] == chosen[best[0]]]
    ordered = by_seating(p, conf.start, top)
    if conf.tie == "reverse_seating":
        ordered.reverse()
    winners = ordered if conf.tie == "shared" else ordered[:1]
    value = chosen[winners[0]]
    what = "Choice" if conf.choices else "Amount"
    data: JsonDict = {"winners": ids(winners), "step": step, what.lower(): value}
    if len(top) > 1:
        data.update(tied=ids(top), rule=conf.tie)
        events.append(Event(f"{what}Tie", data))
    else:
        events.append(Event(f"{what}Won", data))
    if conf.winner_pays and conf.limit and isinstance(value, int):
        for seat in winners:
            held = p.counters().setdefault(conf.limit, {})
            held[seat] = held.get(seat, 0) - value
            events.append(
                Event("CounterPaid", {"seat": seat, "count": value, "counter": conf.limit})
            )
    give_marker(p, conf.sets, winners[0], events)
    return p.done(events)


class Secret(Structure):
    """Everyone chooses privately; all are revealed together when the last has chosen."""

    name = "secret"
    settings_model = SecretSettings
    simultaneous = True
    ends_itself = True
    moves = {"turn.choose": choose}

    def start(self, p: Play) -> JsonDict:
        return {"chosen": {}}

    def up(self, p: Play) -> list[str]:
        return [x for x in p.seats if x not in _tn(p)["chosen"]]

    def options(self, p: Play, seat: str) -> list[Option]:
        conf = _conf(p.step)
        return [
            Option(f"choose.{c}", "turn choose", {"choice": c, "seat": seat}, Ref("choice", c))
            for c in conf.choices
        ]

    def hidden(self, p: Play) -> bool:
        return bool(_tn(p)["chosen"])

    def position(self, p: Play) -> JsonDict:
        return {"chosen": ids(sorted(_tn(p)["chosen"]))}  # who, never what

    def view(self, p: Play) -> list[Section]:
        done = tuple(x for x in p.seats if x in _tn(p)["chosen"])
        return [Section("seats", Text("turns.dash.chosen"), done, inline=True)]

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
