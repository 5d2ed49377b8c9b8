"""What a seat's report in a ``scoring`` step names and scores, shared by the open
step's reports and the GM's corrections after it closed: the choices a report may
name, the number's range and points, a seat's total, the events of one report, and
the points of ranks a tie shares."""

from __future__ import annotations

from typing import cast

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Event, Json, JsonDict, ids
from bot.engine.games.turns.definition import (
    Bands,
    ListTable,
    Reported,
    SetsTable,
    Step,
    TurnsDefinition,
    ValueTable,
)
from bot.engine.games.turns.state import Play

Reports = dict[str, list[Json]]  # choice id -> [value, result]


def choices(d: TurnsDefinition, step: Step) -> list[str]:
    """What a seat reports in this step: each table, a ``sets`` table kind by kind
    (``science.gear``)."""
    out: list[str] = []
    for name in step.tables:
        tab = d.tables.get(name)
        if isinstance(tab, SetsTable):
            out += [f"{name}.{k}" for k in tab.kinds]
        elif isinstance(tab, Bands | ListTable | ValueTable):
            out.append(name)
    return out


def reportable(d: TurnsDefinition, step: Step) -> list[str]:
    """What a report may name: each of :func:`choices`, and a ``sets`` table whole
    (``science``: reported 0, none of each kind not reported yet)."""
    out: list[str] = []
    for name in step.tables:
        if isinstance(d.tables.get(name), SetsTable):
            out.append(name)
    return out + choices(d, step)


def reported_number(raw: Json) -> int:
    """The whole number a report gives (refused, as said, when it is not one)."""
    try:
        return int(str(raw).strip())
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_number", count=str(raw)) from None


def _result(p: Play, choice: str, value: int) -> Json:
    """What ``value`` reported for ``choice`` scores (None: a kind of a set, scored
    with the set); a value the table cannot score is refused, with its range. A rank
    past a list's values (4th of [8, 4, 2]) scores 0, up to the number of seats."""
    name, _, kind = choice.partition(".")
    tab: Reported | None = cast("Reported | None", p.d.tables.get(name))
    low: int | None = 0 if kind else None
    high: int | None = None
    if isinstance(tab, ListTable):
        low, high = 1, max(len(tab.values), len(p.seats))
    elif isinstance(tab, Bands | ValueTable):
        low, high = tab.lowest, tab.max
    if (low is not None and value < low) or (high is not None and value > high):
        shown = "…" if high is None else high
        raise IllegalAction(
            "turns.error.table_range", table=choice, value=value, min=low, max=shown
        )
    if kind or tab is None or isinstance(tab, SetsTable):
        return None
    got = tab.look_up(value)
    return 0 if got is None and isinstance(tab, ListTable) else got


def seat_total(d: TurnsDefinition, got: Reports) -> int:
    """A seat's points from its reports: each table's result, each complete set."""
    total = 0
    for choice, (_, result) in got.items():
        if isinstance(result, int) and not isinstance(result, bool) and "." not in choice:
            total += result
    for name, tab in d.tables.items():
        if isinstance(tab, SetsTable) and all(f"{name}.{k}" in got for k in tab.kinds):
            total += tab.score([int(str(got[f"{name}.{k}"][0])) for k in tab.kinds])
    return total


def _set_done(p: Play, seat: str, choice: str, got: Reports) -> list[Event]:
    """The event of a set whose last kind was just reported."""
    name, _, kind = choice.partition(".")
    tab = p.d.tables.get(name)
    if not kind or not isinstance(tab, SetsTable):
        return []
    if not all(f"{name}.{k}" in got for k in tab.kinds):
        return []
    result = tab.score([int(str(got[f"{name}.{k}"][0])) for k in tab.kinds])
    return [Event("SetsScored", {"seat": seat, "table": name, "result": result})]


def record(p: Play, seat: str, choice: str, value: int, got: Reports) -> list[Event]:
    """``seat`` reports ``value`` for ``choice`` into ``got`` (its reports so far): the
    report's event (a correction when it changed a number), and a set's if completed."""
    result = _result(p, choice, value)
    old = got.get(choice)
    got[choice] = [value, result]
    data: JsonDict = {"seat": seat, "table": choice, "value": value, "result": result}
    tab = p.d.tables.get(choice)
    # a kind of a set (scored with the set), a number that scores itself, or a rank
    # whose points a tie may share (said at the tally): the number alone
    alone = (
        result is None
        or (isinstance(tab, ValueTable) and result == value)
        or (isinstance(tab, ListTable) and tab.ties == "share" and not p.s.get("finished"))
    )
    if old is not None and old[0] != value:
        data["old"] = old[0]
        kind = "CountCorrected" if alone else "ScoreCorrected"
        if not alone:  # the seat's total with it (Italian and Japanese say it)
            data["total"] = seat_total(p.d, got)
    else:
        kind = "ScoreCounted" if alone else "ScoreReported"
    return [Event(kind, data), *_set_done(p, seat, choice, got)]


def named_choice(action: Action, todo: list[str], every: list[str]) -> str:
    """What ``action`` reports (one of ``every``); unnamed, the only one still ``todo``
    or the only one there is."""
    name = str(action.get("table") or action.get("choice") or "").strip()
    if not name and len(todo) == 1:
        name = todo[0]
    if not name and len(every) == 1:
        name = every[0]
    if name not in every:
        raise IllegalAction("turns.error.bad_table", table=name, tables=ids(todo or every))
    return name


def shared_ranks(p: Play, step: Step, reported: dict[str, Reports]) -> list[Event]:
    """Seats that reported the same rank of a list table that shares ties
    (``ties = "share"``) each score the average of the ranks they cover."""
    events: list[Event] = []
    for name in step.tables:
        tab = p.d.tables.get(name)
        if not isinstance(tab, ListTable) or tab.ties != "share":
            continue
        by_rank: dict[int, list[str]] = {}
        for seat, got in reported.items():
            if name in got:
                by_rank.setdefault(int(str(got[name][0])), []).append(seat)
        for rank, seats in sorted(by_rank.items()):
            share = tab.share(rank, len(seats))
            for seat in seats:
                reported[seat][name][1] = share
            if len(seats) > 1:
                data: JsonDict = {"table": name, "seats": ids(seats), "rank": rank}
                events.append(Event("RankShared", {**data, "result": share}))
    return events
