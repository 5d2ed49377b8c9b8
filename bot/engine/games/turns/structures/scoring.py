"""``scoring``: every seat reports, for each of the step's ``tables``, its number (a
``bands`` table: a count or a score) or its rank (a ``list`` table); the bot looks each
up, and when all have reported it totals each seat's points (and adds them to a
counter, with ``total``)."""

from __future__ import annotations

from typing import TypedDict, cast

from bot.engine.errors import IllegalAction
from bot.engine.games.base import (
    Action,
    Actor,
    Event,
    Json,
    JsonDict,
    Move,
    Outcome,
    Param,
    ids,
    row,
)
from bot.engine.games.definition import Problem
from bot.engine.games.turns.definition import Bands, ListTable, Step, TurnsDefinition
from bot.engine.games.turns.settings import Settings
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure, setting
from bot.engine.games.view import Section, Text


class ScoringSettings(Settings):
    total: str | None = None  # a counter each seat's total is added to

    def check(self, d: TurnsDefinition) -> list[Problem]:
        if self.total is not None and self.total not in d.counters:
            return [Problem("total", f"{self.total!r} is not a counter")]
        return []


class ScoringTurn(TypedDict):
    reported: dict[str, dict[str, list[Json]]]  # seat -> table -> [value, result]


def _conf(step: Step) -> ScoringSettings:
    return setting(step, ScoringSettings)


def _tn(p: Play) -> ScoringTurn:
    return cast(ScoringTurn, p.turn)


def _tables(p: Play, step: Step) -> list[str]:
    return [t for t in step.tables if isinstance(p.d.tables.get(t), Bands | ListTable)]


def _missing(p: Play, seat: str) -> list[str]:
    done = _tn(p)["reported"].get(seat, {})
    return [t for t in _tables(p, p.step) if t not in done]


def score(p: Play, action: Action, actor: Actor) -> Outcome:
    waiting = [x for x in p.seats if _missing(p, x)]
    seat = p.seat_for(actor, action, candidates=waiting)
    todo = _missing(p, seat)
    name = str(action.get("table") or action.get("choice") or "").strip()
    if not name and len(todo) == 1:
        name = todo[0]
    if name not in _tables(p, p.step):
        raise IllegalAction(
            "turns.error.bad_table", table=name, tables=ids(todo or _tables(p, p.step))
        )
    tab = p.d.tables[name]
    raw = action.get("value", action.get("amount"))
    try:
        value = int(str(raw))
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_count", count=str(raw)) from None
    if isinstance(tab, ListTable) and not 1 <= value <= len(tab.values):
        raise IllegalAction("turns.error.bad_rank", table=name, value=value, max=len(tab.values))
    result = tab.look_up(value) if isinstance(tab, Bands | ListTable) else None
    _tn(p)["reported"].setdefault(seat, {})[name] = [value, result]
    events = [
        Event("ScoreReported", {"seat": seat, "table": name, "value": value, "result": result})
    ]
    if any(_missing(p, x) for x in p.seats):
        return p.out(events)
    return _tally(p, events)


def _tally(p: Play, events: list[Event]) -> Outcome:
    conf = _conf(p.step)
    for seat in p.seats:
        got = _tn(p)["reported"].get(seat, {})
        total = sum(
            int(r) for _, r in got.values() if isinstance(r, int) and not isinstance(r, bool)
        )
        events.append(Event("ScoreTotalled", {"seat": seat, "total": total}))
        if conf.total is not None:
            held = p.counters().setdefault(conf.total, {})
            held[seat] = held.get(seat, 0) + total
    return p.done(events)


class Scoring(Structure):
    """Every seat reports its numbers for the step's tables; the bot scores them."""

    name = "scoring"
    settings_model = ScoringSettings
    simultaneous = True
    ends_itself = True
    moves = {"turn.score": score, "table": score}  # /turn score reports here

    def start(self, p: Play) -> JsonDict:
        return {"reported": {}}

    def empty(self, p: Play) -> bool:
        return not _tables(p, p.step)

    def up(self, p: Play) -> list[str]:
        return [x for x in p.seats if _missing(p, x)]

    def position(self, p: Play) -> JsonDict:
        reported: JsonDict = {s: ids(sorted(v)) for s, v in _tn(p)["reported"].items()}
        return {"reported": reported}

    def view(self, p: Play) -> list[Section]:
        rows = tuple(
            row(seat=s, table=t, value=v[0], result=v[1])
            for s in p.seats
            for t, v in _tn(p)["reported"].get(s, {}).items()
        )
        return [Section("scores", Text("turns.dash.scores"), items=rows)] if rows else []

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        tables = tuple(step.tables)
        choice = Param("table", tables, "table", required=len(tables) > 1)
        return [Move("turn.score", "turn score", None, choice, Param("value", required=True))]
