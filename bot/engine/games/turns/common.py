"""Plain functions the turn-based family shares, apart from :class:`Play`: seats in
seating order, the numbers a player types, a game option's value."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Json, JsonDict
from bot.engine.games.turns.definition import TurnsDefinition


def clockwise(seats: list[str], start: str | None) -> list[str]:
    """``seats`` in seating order, beginning at ``start`` (unchanged if absent)."""
    if start not in seats:
        return list(seats)
    i = seats.index(start)
    return seats[i:] + seats[:i]


def after(seats: list[str], seat: str | None, eligible: Callable[[str], bool]) -> str | None:
    """The next eligible seat clockwise after ``seat`` (``seat`` itself last)."""
    order = clockwise(seats, seat)
    for s in order[1:] + order[:1]:
        if eligible(s):
            return s
    return None


def number(value: Json) -> int:
    """A whole number a player typed (negative too), or a clear error."""
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_number", count=str(value)) from None


def out_of_range(value: int, low: int | None, high: int | None) -> tuple[str, JsonDict]:
    """The refusal of ``value`` outside ``low``..``high`` (either may be open), as the
    key and parameters of an IllegalAction."""
    if high is None:
        return "turns.error.at_least", {"value": value, "min": low}
    if low is None:
        return "turns.error.at_most", {"value": value, "max": high}
    return "turns.error.amount_range", {"value": value, "min": low, "max": high}


def count(value: Json) -> int:
    """A whole number >= 0 a player typed, or a clear error naming the range."""
    n = number(value)
    if n < 0:
        raise IllegalAction("turns.error.negative", value=n)
    return n


def option_value(d: TurnsDefinition, options: JsonDict, name: str) -> Json:
    """A game option's value (the default when not given), checked."""
    spec = d.options[name]
    value = options.get(name, spec.default)
    if spec.numeric:
        try:
            n = int(str(value))
        except (TypeError, ValueError):
            raise IllegalAction("turns.error.bad_option", option=name, value=str(value)) from None
        if not spec.lo <= n <= spec.hi:
            raise IllegalAction(
                "turns.error.option_range", option=name, value=n, min=spec.lo, max=spec.hi
            )
        return n
    if spec.choices and value not in spec.choices:
        raise IllegalAction("turns.error.bad_option", option=name, value=str(value))
    return value
