"""What a turn-based definition refers to, checked once its parts have read: ids
unique, tables, counters, seats and options named where they exist, each structure's
own references (:meth:`Settings.check`), the verbs, the winner and the ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.games import campaign
from bot.engine.games.definition import Problem
from bot.engine.games.problems import closest, dotted, not_one
from bot.engine.games.turns.parts import seat_counter, winner_problems

if TYPE_CHECKING:
    from bot.engine.games.turns.definition import Phase, Step, TurnsDefinition


def problems(d: TurnsDefinition) -> list[Problem]:
    """Every reference of ``d`` that does not hold, at its key's path."""
    from bot.engine.games.turns.verbs import check_verb

    out: list[Problem] = []
    pids: set[str] = set()
    for i, ph in enumerate(d.phases):
        if ph.id in pids:
            out.append(Problem(f"phases[{i}].id", f"duplicate phase id {ph.id!r}"))
        pids.add(ph.id)
        sids: set[str] = set()
        for j, st in enumerate(ph.steps):
            path = f"phases[{i}]" if one_step(ph) else f"phases[{i}].steps[{j}]"
            if st.id in sids:
                out.append(Problem(f"{path}.id", f"duplicate step id {st.id!r}"))
            sids.add(st.id)
            out += step_problems(d, st, path)
    if all(p.final for p in d.phases):
        out.append(Problem("phases", "every phase is final: one must be played each round"))
    out += _rounds(d)
    for verb, spec in d.verbs.items():
        problem = check_verb(d, spec)
        if problem:
            out.append(Problem(dotted("verbs", verb), problem))
    own = tuple(k for k, c in d.counters.items() if not c.shared)
    winner = d.winner
    if winner.by == "sides":  # checked with the sides; its ties as any other's
        winner = winner.model_copy(update={"by": "score"})
    out += winner_problems(winner, own, tuple(d.tables))
    out += [Problem(path, what) for path, what in campaign.problems(d)]
    return out + _counters(d) + _ends(d) + side_scores(d)


def one_step(ph: Phase) -> bool:
    """Whether the phase was written without ``steps`` (its keys are its one step's):
    its step's keys are then said at the phase's path, where the file has them."""
    (st, *more) = ph.steps
    return not more and (st.id, st.name, st.section) == (ph.id, ph.name, ph.section)


def side_scores(d: TurnsDefinition) -> list[Problem]:
    """A side's ``score`` is a shared counter of its own; ``[winner] by = "sides"``
    needs every seat on a side that has one."""
    out = []
    shared = tuple(k for k, c in d.counters.items() if c.shared)
    taken: dict[str, str] = {}
    for side, spec in d.sides.items():
        if spec.score is None:
            continue
        path = dotted(f"sides.{side}", "score")
        if spec.score not in shared:
            out.append(Problem(path, not_one(spec.score, "shared counter", shared)))
        elif spec.score in taken:
            out.append(
                Problem(path, f"{spec.score!r} is already the score of {taken[spec.score]!r}")
            )
        taken.setdefault(spec.score, side)
    if d.winner.by == "sides":
        scored = {x for spec in d.sides.values() if spec.score is not None for x in spec.seats}
        left = [x for x in d.seats.names if x not in scored]
        if left:
            out.append(
                Problem(
                    "winner.by",
                    '"sides" ranks the sides by their score: every seat needs a side with '
                    f'score = "<shared counter>" (not on one: {", ".join(left)})',
                )
            )
    return out


def _rounds(d: TurnsDefinition) -> list[Problem]:
    out = []
    ends = bool(d.end) or any(st.settings.ends_game for st in d.steps())
    if d.eras is None and d.rounds.count == 0 and not ends:
        out.append(
            Problem(
                "rounds.count",
                "is 0 (open-ended) but nothing ends the game: give [eras], an [[end]] "
                'condition or a vote with on_approve = "end_game"',
            )
        )
    if d.eras is not None:
        if d.eras.option not in d.options:
            out.append(Problem("eras.option", f"{d.eras.option!r} is not a setup option"))
        if not any(st.era_end for ph in d.phases for st in ph.steps):
            out.append(Problem("eras", "is set but no step has era_end = true"))
    return out


def _counters(d: TurnsDefinition) -> list[Problem]:
    out = []
    for name, c in d.counters.items():
        for seat in c.seat_setup:
            if seat not in d.seats.names:
                out.append(
                    Problem(
                        dotted(f"counters.{name}.seat_setup", seat),
                        not_one(seat, "seat", d.seats.names),
                    )
                )
    return out


def _ends(d: TurnsDefinition) -> list[Problem]:
    out = []
    for i, e in enumerate(d.end):
        path = f"end[{i}]"
        c = d.counters.get(e.counter)
        if c is None:
            out.append(Problem(f"{path}.counter", not_one(e.counter, "counter", d.counters)))
        elif c.shared and e.seats_left is not None:
            out.append(Problem(f"{path}.seats_left", "counts seats: the counter is shared"))
        elif c.shared and e.result == "winner" and e.winner is None:
            out.append(Problem(f"{path}.winner", "a shared counter's end names the seat that wins"))
        if isinstance(e.winner, str) and e.winner not in (*d.seats.names, *d.sides):
            problem = not_one(e.winner, "seat", d.seats.names)
            if d.sides:  # or a side
                near = closest(e.winner, [*d.seats.names, *d.sides])
                hint = f" (did you mean {near!r}?)" if near else ""
                problem = (
                    f"{e.winner!r} is neither a seat nor a side{hint}; seats: "
                    f"{', '.join(d.seats.names)}; sides: {', '.join(d.sides)}"
                )
            out.append(Problem(f"{path}.winner", problem))
        elif isinstance(e.winner, tuple):
            if not e.winner:
                out.append(Problem(f"{path}.winner", "names no seat"))
            out += [
                Problem(f"{path}.winner", not_one(x, "seat", d.seats.names))
                for x in e.winner
                if x not in d.seats.names
            ]
    for side, spec in d.sides.items():
        if side in d.seats.names:
            out.append(Problem(dotted("sides", side), "is a seat's id: give the side its own"))
        out += [
            Problem(dotted(f"sides.{side}", "seats"), not_one(x, "seat", d.seats.names))
            for x in spec.seats
            if x not in d.seats.names
        ]
    return out


def step_problems(d: TurnsDefinition, st: Step, path: str) -> list[Problem]:
    from bot.engine.games.turns.structures import STRUCTURES

    out: list[Problem] = []
    for name in st.tables:
        if name not in d.tables:
            out.append(Problem(f"{path}.tables", f"table {name!r} is not defined"))
    for k, g in enumerate(st.grant):
        if g.counter not in d.counters:
            out.append(
                Problem(f"{path}.grant[{k}].counter", not_one(g.counter, "counter", d.counters))
            )
        if g.from_ is not None and g.from_ not in d.counters:
            out.append(Problem(f"{path}.grant[{k}].from", not_one(g.from_, "counter", d.counters)))
    if st.only is not None and st.only.counter is not None:
        problem = seat_counter(st.only.counter, d.counters)
        if problem:
            out.append(Problem(f"{path}.only.counter", problem))
    if st.order_by is not None:
        problem = seat_counter(st.order_by.counter, d.counters)
        if problem:
            out.append(Problem(f"{path}.order_by.counter", problem))
    shape = STRUCTURES[st.structure]
    if st.only is not None and st.only.hidden and getattr(st.settings, "outcome", "") != "count":
        out.append(
            Problem(
                f"{path}.only.hidden",
                'keeps who takes part secret in a secret step with outcome = "count" only '
                "(any other step or outcome says who plays or whose choice won)",
            )
        )
    if st.only is not None and not shape.takes_part:
        out.append(
            Problem(
                f"{path}.only",
                f"a {st.structure} step is played by nobody (it compares every seat as it "
                "begins), so no seat can be left out of it",
            )
        )
    if st.advance == "gm" and shape.ends_itself and not shape.gm_advance:
        out.append(
            Problem(
                f"{path}.advance",
                f'"gm" applies to prompt and simultaneous steps, not to a {st.structure} step '
                "(it ends by itself)",
            )
        )
    out += [Problem(f"{path}.{p.path}", p.message) for p in st.settings.check(d)]
    return out
