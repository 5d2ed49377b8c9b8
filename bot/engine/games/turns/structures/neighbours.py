"""``neighbours``: as the step begins, each pair of neighbours compares a counter
(7 Wonders' shields at the end of an age); the higher gains ``win_points`` (by round)
and the lower ``lose_points`` in the ``to`` counter; equals gain nothing. Nothing is
played: the step is over as soon as it is said."""

from __future__ import annotations

from pydantic import Field, StrictInt

from bot.engine.games.base import Event, JsonDict
from bot.engine.games.definition import Problem
from bot.engine.games.turns.definition import Step, TurnsDefinition, not_one
from bot.engine.games.turns.settings import Settings
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure, setting


class NeighboursSettings(Settings):
    counter: str
    """What neighbours compare (shields)."""
    to: str
    """The counter the points go to."""
    win_points: tuple[StrictInt, ...] = Field(default=(1,), min_length=1)
    """Points for having more than a neighbour, by round."""
    lose_points: StrictInt = -1
    """Points for having fewer (negative)."""

    def check(self, d: TurnsDefinition) -> list[Problem]:
        return [
            Problem(key, not_one(ref, "counter", tuple(d.counters)))
            for key, ref in (("counter", self.counter), ("to", self.to))
            if ref not in d.counters
        ]


def _conf(step: Step) -> NeighboursSettings:
    return setting(step, NeighboursSettings)


def compare(p: Play) -> list[Event]:
    conf = _conf(p.step)
    seats = p.seats
    pairs = [(seats[i], seats[(i + 1) % len(seats)]) for i in range(len(seats))]
    if len(seats) == 2:
        pairs = pairs[:1]
    held = p.counters()
    values = held.get(conf.counter, {})
    points = conf.win_points[min(p.s["round"], len(conf.win_points)) - 1]
    bounds = p.d.counters[conf.to]
    out: list[Event] = []
    for a, b in pairs if len(seats) > 1 else []:
        va, vb = values.get(a, 0), values.get(b, 0)
        data: JsonDict = {"counter": conf.counter, "to": conf.to}
        if va == vb:
            out.append(Event("ConflictTied", {**data, "seat": a, "against": b, "value": va}))
            continue
        win, lose = (a, b) if va > vb else (b, a)
        target = held.setdefault(conf.to, {})
        for seat, n in ((win, points), (lose, conf.lose_points)):
            target[seat] = max(bounds.min, min(bounds.max, target.get(seat, 0) + n))
        data.update(
            winner=win,
            loser=lose,
            high=max(va, vb),
            low=min(va, vb),
            points=points,
            lost=conf.lose_points,
        )
        out.append(Event("ConflictWon", data))
    return out


class Neighbours(Structure):
    """Each pair of neighbours compares a counter; points go by who has more."""

    name = "neighbours"
    settings_model = NeighboursSettings
    ends_itself = True
    takes_part = False

    def enter(self, p: Play) -> list[Event]:
        return compare(p)

    def empty(self, p: Play) -> bool:
        return True
