"""Counters, every family's: a number each seat holds (coins, vote markers, resources,
pieces still available), declared in a definition's ``[counters.<id>]``; their values
when play begins, the verb that sets one (``does = "counter:<id>"``), and their
sections of a dashboard. Numbers that may depend on the player count
(:data:`ByPlayers`) live here too."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, StrictInt, model_validator

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Event, Param, Ref, row
from bot.engine.games.definition import Model, Names, Problem, Problems
from bot.engine.games.view import Section


def _by_players(value: object) -> object:
    """``{ 3 = 8, 4 = 7 }``: a number by player count (keys are player counts)."""
    if isinstance(value, dict):
        bad = [k for k in value if not str(k).isdigit()]
        if bad:
            raise ValueError(f"keys must be player counts such as 3, not {bad[0]!r}")
    return value


# A number, or a number by player count: ``6`` or ``{ 3 = 8, 4 = 7, 5 = 6 }``
ByPlayers = Annotated[
    StrictInt | dict[str, Annotated[StrictInt, Field(ge=0)]], BeforeValidator(_by_players)
]
# how many times a step is played in a row: a number, by player count, by round (a
# list, the last repeated) or "round" (the round's number)
Repeat = ByPlayers | Literal["round"] | tuple[Annotated[StrictInt, Field(ge=1)], ...]


def for_players(value: int | dict[str, int], players: int, default: int = 0) -> int:
    """A :data:`ByPlayers` value for ``players`` (the nearest count below when the
    table skips one; ``default`` when it has none at or below)."""
    if isinstance(value, int):
        return value
    known = sorted((int(k), v) for k, v in value.items())
    below = [v for n, v in known if n <= players]
    return below[-1] if below else (known[0][1] if known else default)


class Counter(Model):
    """A number each seat holds (Lancaster's vote markers and noble tiles); ``min``
    below 0 lets it go negative (7 Wonders' defeat tokens)."""

    setup: ByPlayers = 0
    """What it starts at: a number, or by player count ({ 3 = 18, 5 = 14 })."""
    min: StrictInt = 0
    """The lowest it may be (below 0: it may go negative)."""
    max: StrictInt = 99
    """The highest it may be."""
    name: Names
    """Its name per language ({ en = "coins", ja = "コイン" })."""

    @model_validator(mode="after")
    def _fits(self) -> Counter:
        if self.max < self.min:
            raise Problems([Problem("max", f"is smaller than min ({self.min})")])
        values = self.setup.values() if isinstance(self.setup, dict) else [self.setup]
        if any(not self.min <= v <= self.max for v in values):
            raise Problems(
                [Problem("setup", f"must be between min and max ({self.min} to {self.max})")]
            )
        return self


Counters = Mapping[str, Counter]
Held = dict[str, dict[str, int]]  # counter -> seat -> value


def named(data: object) -> object:
    """A definition's ``counters`` table with each counter named by its id unless it
    says (before validation)."""
    if not isinstance(data, dict):
        return data
    return {
        k: {"name": k, **v} if isinstance(v, dict) and "name" not in v else v
        for k, v in data.items()
    }


def setup(counters: Counters, seats: list[str]) -> Held:
    """Each seat's counters as play begins (by the number of seats playing)."""
    return {
        name: {x: for_players(c.setup, len(seats)) for x in seats} for name, c in counters.items()
    }


def set_value(counters: Counters, held: Held, name: str, seat: str, value: int) -> Event:
    """Set ``seat``'s counter ``name`` to ``value``, within its ``min`` and ``max``."""
    spec = counters[name]
    if not spec.min <= value <= spec.max:
        raise IllegalAction(
            "turns.error.counter_range", counter=name, value=value, min=spec.min, max=spec.max
        )
    held.setdefault(name, {})[seat] = value
    return Event("CounterSet", {"seat": seat, "count": value, "counter": name})


def check_held(counters: Counters, state: Mapping[str, object]) -> None:
    """Refuse a state (a file given back to ``/game import``) holding a number outside
    its counter's ``min`` and ``max``: each seat's (``counters``) and the shared ones
    (``shared``), naming the first such counter, seat, number and range."""
    held = state.get("counters")
    for name, by_seat in (held if isinstance(held, dict) else {}).items():
        spec = counters.get(name)
        for seat, n in (by_seat if isinstance(by_seat, dict) else {}).items():
            if spec is not None and isinstance(n, int) and not spec.min <= n <= spec.max:
                raise IllegalAction(
                    "error.counter_outside",
                    counter=name,
                    seat=seat,
                    value=n,
                    min=spec.min,
                    max=spec.max,
                )
    shared = state.get("shared")
    for name, n in (shared if isinstance(shared, dict) else {}).items():
        spec = counters.get(name)
        if spec is not None and isinstance(n, int) and not spec.min <= n <= spec.max:
            raise IllegalAction(
                "error.shared_counter_outside", counter=name, value=n, min=spec.min, max=spec.max
            )


def number_param(counters: Counters, name: str) -> Param:
    """The number a ``counter:<id>`` verb asks for: the counter's range."""
    spec = counters.get(name)
    low, top = (spec.min, spec.max) if spec is not None else (0, None)
    return Param("count", min=low, max=top, required=True, counter=name)


def sections(counters: Counters, held: Held, seats: list[str]) -> list[Section]:
    """What each seat holds of each counter (coins, shields ...): a dashboard line each."""
    return [
        Section(
            "counts",
            Ref("counter", name),
            items=tuple(row(seat=x, n=held.get(name, {}).get(x, 0)) for x in seats),
            inline=True,
            id=f"counter:{name}",  # what a board layout's source names it by
        )
        for name in counters
    ]
