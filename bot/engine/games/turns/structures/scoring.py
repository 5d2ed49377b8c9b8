"""``scoring``: every seat reports, for each of the step's ``tables``, its number (a
``bands`` or ``value`` table: a count or a score; a ``sets`` table: one count per
kind) or its rank (a ``list`` table); the bot scores each, and when all have
reported it totals each seat's points (and adds them to a counter, with ``total``).
A seat may report a table again while the step is open (the last report counts);
after it closed, the GM may correct a seat's report of the step scored last, while
the game goes on and once it is over."""

from __future__ import annotations

from typing import TypedDict, cast

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games.base import Action, Actor, Event, JsonDict, Move, Outcome, Param, ids, row
from bot.engine.games.definition import Problem
from bot.engine.games.envelope import LAST_SCORED_LAST
from bot.engine.games.turns.definition import SetsTable, Step, TurnsDefinition, not_one
from bot.engine.games.turns.settings import Settings
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure, setting
from bot.engine.games.turns.structures.scoring_reports import (
    Reports,
    choices,
    named_choice,
    record,
    reportable,
    reported_number,
    seat_total,
    shared_ranks,
)
from bot.engine.games.view import Section, Text


class ScoringSettings(Settings):
    total: str | None = None
    """A counter each seat's total is added to."""
    adds: tuple[str, ...] = ()
    """Counters scored as they stand with the reports (coins left)."""

    def check(self, d: TurnsDefinition) -> list[Problem]:
        refs = [("total", self.total)] + [(f"adds[{i}]", c) for i, c in enumerate(self.adds)]
        return [
            Problem(key, not_one(ref, "counter", tuple(d.counters)))
            for key, ref in refs
            if ref is not None and ref not in d.counters
        ]


class ScoringTurn(TypedDict):
    reported: dict[str, Reports]  # seat -> choice -> [value, result]


def _conf(step: Step) -> ScoringSettings:
    return setting(step, ScoringSettings)


def _tn(p: Play) -> ScoringTurn:
    return cast(ScoringTurn, p.turn)


def _missing(p: Play, seat: str) -> list[str]:
    done = _tn(p)["reported"].get(seat, {})
    return [c for c in choices(p.d, p.step) if c not in done]


def _whole_set(p: Play, seat: str, name: str, value: int, got: Reports) -> list[Event]:
    """A ``sets`` table reported whole: 0 says the seat has none of each kind it has
    not reported yet (one report instead of one per kind); any other number must
    say its kind."""
    tab = cast(SetsTable, p.d.tables[name])
    if value != 0:
        kinds = [f"{name}.{k}" for k in tab.kinds]
        raise IllegalAction("turns.error.set_kind", table=name, value=value, tables=ids(kinds))
    events: list[Event] = []
    for k in tab.kinds:
        if f"{name}.{k}" not in got:
            events += record(p, seat, f"{name}.{k}", 0, got)
    return events


def score(p: Play, action: Action, actor: Actor) -> Outcome:
    # a seat still reporting first; else one that has reported corrects its report
    # (the last report counts while the step is open); the GM's correction naming
    # another, closed, scoring step is of that step
    if action.get("step") not in (None, p.step.id):
        done = correct_closed(p, action, actor)
        if done is None:
            raise PermissionDenied("turns.error.gm_corrects_closed", step=action["step"])
        return done
    waiting = [x for x in p.players if _missing(p, x) and p.t.may_act(actor, x)]
    seat = p.seat_for(actor, action, candidates=waiting or p.players, correct=True)
    name = named_choice(action, _missing(p, seat), reportable(p.d, p.step))
    value = reported_number(action.get("value", action.get("amount")))
    got = _tn(p)["reported"].setdefault(seat, {})
    if isinstance(p.d.tables.get(name), SetsTable):
        events = _whole_set(p, seat, name, value, got)
    else:
        events = record(p, seat, name, value, got)
    if any(_missing(p, x) for x in p.players):
        owed = _missing(p, seat)
        if owed:  # what this seat still owes, and who else still reports
            events.append(Event("ReportsOwed", {"seat": seat, "tables": ids(owed)}))
        else:
            left = [x for x in p.players if _missing(p, x)]
            events.append(Event("ReportsDone", {"seat": seat, "waiting": ids(left)}))
        return p.out(events)
    return _tally(p, events)


def _tally(p: Play, events: list[Event]) -> Outcome:
    conf = _conf(p.step)
    reported = _tn(p)["reported"]
    events += shared_ranks(p, p.step, reported)
    for seat in p.players:
        for name in conf.adds:  # a counter the bot holds, scored as it stands
            n = p.counters().get(name, {}).get(seat, 0)
            reported.setdefault(seat, {})[f"counter:{name}"] = [n, n]
        total = seat_total(p.d, reported.get(seat, {}))
        events.append(Event("ScoreTotalled", {"seat": seat, "total": total}))
        if conf.total is not None:
            held = p.counters().setdefault(conf.total, {})
            held[seat] = held.get(seat, 0) + total
    scores = p.s.setdefault("scores", {})
    if p.rules >= LAST_SCORED_LAST:  # the step scored last is the last one kept
        scores.pop(p.step.id, None)
    scores[p.step.id] = {s: {k: list(v) for k, v in got.items()} for s, got in reported.items()}
    return p.done(events)


def _last_scored(p: Play) -> Step | None:
    """The scoring step whose reports were totalled last (a correction's); None when
    this version lacks it or plays it another way (moved by ``/game redefine``)."""
    step_id = next(reversed(p.s.get("scores") or {}), None)
    step = next((st for st in p.d.steps() if st.id == step_id), None)
    return step if step is not None and step.structure == Scoring.name else None


def _corrected(p: Play, step: Step, action: Action, actor: Actor) -> tuple[list[Event], JsonDict]:
    """The GM's correction of a seat's report of ``step`` (totalled already): what it
    says (the report, each total it changed), and each such seat's total change."""
    reported = p.s.get("scores", {})[step.id]
    seat = p.seat_for(actor, action, correct=True)
    name = named_choice(action, [], choices(p.d, step))
    got = reported.setdefault(seat, {})
    prior = {x: seat_total(p.d, r) for x, r in reported.items()}
    events = record(p, seat, name, reported_number(action.get("value", action.get("amount"))), got)
    events += shared_ranks(p, step, reported)
    moved: JsonDict = {}
    for x, r in reported.items():  # the seat corrected, and any whose share moved
        total = seat_total(p.d, r)
        if x == seat or total != prior.get(x, 0):
            events.append(Event("ScoreTotalled", {"seat": x, "total": total}))
            moved[x] = total - prior.get(x, 0)
    return events, moved


def correct(p: Play, action: Action, actor: Actor) -> Outcome:
    """The GM corrects a seat's report once the game is over: the totals and the
    ranking are said again."""
    from bot.engine.games.turns.winner import ranked

    if not actor.is_gm:
        raise PermissionDenied("turns.error.gm_corrects")
    step = _last_scored(p)
    if step is None:
        raise IllegalAction("turns.error.finished")
    events, _ = _corrected(p, step, action, actor)
    return p.out(events + ranked(p))


def step_named(d: object, text: str) -> str | None:
    """The id of the scoring step ``text`` names (its id, or its name in any language,
    whole; case and spacing aside), for a GM's correction that names its step in
    ``/act choice:``; None when it names none (or ``d`` has no steps)."""
    folded = " ".join(text.casefold().split())
    for st in getattr(d, "steps", list)():
        if st.structure != Scoring.name:
            continue
        names = {st.id.casefold(), *(" ".join(str(v).casefold().split()) for v in st.name.values())}
        if folded in names:
            return str(st.id)
    return None


def _step_named(p: Play, action: Action) -> Step | None:
    """The scored step a correction names: ``step`` (its id), else the one scored step
    whose reports take the ``table`` named; None when it names none. A step named that
    was not scored is refused, naming those that were."""
    scored = list(p.s.get("scores") or {})
    steps = {st.id: st for st in p.d.steps() if st.structure == Scoring.name and st.id in scored}
    named = action.get("step")
    if named:
        if str(named) not in steps:
            raise IllegalAction("turns.error.correct_which_step", scored_steps=scored)
        return steps[str(named)]
    table = action.get("table")
    having = [st for st in steps.values() if table and str(table) in reportable(p.d, st)]
    return having[0] if len(having) == 1 else None


def correct_closed(p: Play, action: Action, actor: Actor) -> Outcome | None:
    """While the game goes on, after the scoring step closed (a new round begun): the
    GM corrects a seat's report of the step scored last (a disputed frame), or of the
    scored step it names (``step``, or a table only that step reports); its totals are
    said again and the step's ``total`` counter moves by the change. A player is told
    only the GM may; the GM's ``/game undo`` takes it back. None before any scoring
    step closed. When which one closed last cannot be told (rules 11 kept them in the
    order first scored) a player's move is refused as before, naming this step's moves,
    and the GM is told to name the step (tidy23)."""
    scored = list(p.s.get("scores") or {})
    uncertain = p.rules < LAST_SCORED_LAST and len(scored) > 1
    step = _step_named(p, action) if actor.is_gm else None
    if step is None and uncertain:
        if actor.is_gm:
            raise IllegalAction("turns.error.correct_which_step", scored_steps=scored)
        return None
    step = step or _last_scored(p)
    if step is None:
        return None
    if not actor.is_gm:
        phase = next(ph.id for ph in p.d.phases if step in ph.steps)
        raise PermissionDenied("turns.error.gm_corrects_closed", step=step.id, phase=phase)
    events, moved = _corrected(p, step, action, actor)
    counter = _conf(step).total
    if counter is not None:
        held = p.counters().setdefault(counter, {})
        for seat, delta in moved.items():
            if isinstance(delta, int) and delta:
                held[seat] = held.get(seat, 0) + delta
                data: JsonDict = {"seat": seat, "counter": counter, "delta": delta}
                events.append(Event("CounterChanged", {**data, "count": held[seat]}))
    return p.out(events)


class Scoring(Structure):
    """Every seat reports its numbers for the step's tables; the bot scores them."""

    name = "scoring"
    settings_model = ScoringSettings
    sections = {"scores": Text("turns.dash.scores")}
    simultaneous = True
    ends_itself = True
    moves = {"turn.score": score, "table": score}  # /turn score reports here
    after_finish = {"turn.score": correct}  # a table looked up stays a look-up
    after_close = {"turn.score": correct_closed}

    def start(self, p: Play) -> JsonDict:
        return {"reported": {}}

    def empty(self, p: Play) -> bool:
        return not choices(p.d, p.step)

    def up(self, p: Play) -> list[str]:
        return [x for x in p.players if _missing(p, x)]

    def skip(self, p: Play, seat: str) -> Outcome | None:
        """Only a seat no longer taking part (put out of the game) when the others have
        all reported (rules 11, :func:`~bot.engine.games.turns.part.drop_out`): the
        reports are totalled; a seat still playing cannot be skipped (it owes numbers)."""
        if seat in p.players or self.up(p):
            return None
        return _tally(p, [Event("PlayerSkipped", {"seat": seat, "waiting": []})])

    def position(self, p: Play) -> JsonDict:
        reported: JsonDict = {s: ids(sorted(v)) for s, v in _tn(p)["reported"].items()}
        return {"reported": reported}

    def view(self, p: Play) -> list[Section]:
        owed = tuple(row(seat=x, tables=ids(_missing(p, x))) for x in p.players if _missing(p, x))
        out = [Section("owed", Text("turns.dash.owed"), items=owed)] if owed else []
        return out + scores_sections(p, _tn(p)["reported"])

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        # p: the game, at this step or another (None before play begins)
        every = tuple(reportable(p.d, step)) if p is not None else tuple(step.tables)
        choice = Param("table", every, "table", required=len(every) > 1)
        return [Move("turn.score", "turn score", None, choice, Param("value", required=True))]


def scores_sections(p: Play, reported: dict[str, Reports]) -> list[Section]:
    """The reports so far, one line per seat and table, and after the last kind of a
    complete set the set's points (``value`` None), so each seat's lines add up to
    its total."""
    rows: list[JsonDict] = []
    for s in p.seats:
        got = reported.get(s, {})
        for t, v in got.items():
            rows.append(row(seat=s, table=t, value=v[0], result=v[1]))
            name, _, kind = t.partition(".")
            tab = p.d.tables.get(name)
            if not kind or not isinstance(tab, SetsTable):
                continue
            keys = [f"{name}.{k}" for k in tab.kinds]
            if all(k in got for k in keys) and t == [k for k in got if k in keys][-1]:
                counts = [int(str(got[k][0])) for k in keys]
                rows.append(row(seat=s, table=name, value=None, result=tab.score(counts)))
    items = tuple(rows)
    return [Section("scores", Scoring.sections["scores"], items=items, id="scores")] if rows else []
