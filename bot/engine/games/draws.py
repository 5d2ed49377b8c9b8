"""Random numbers a move draws (a die rolled for initiative, a chit drawn from a cup).

The engine reads no global RNG: the service passes its own in, and every number drawn
is kept with the move (its history entry and its log record, ``draws``). A replay, an
undo or ``herald game replay`` gives the kept numbers back in the order they were
drawn, so a game is never rolled again: it replays as it was played.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Actor, Family, Json, JsonDict, Outcome, Table
from bot.engine.games.definition import GameDefinition


class Rng(Protocol):
    def randint(self, a: int, b: int) -> int: ...


class Draws:
    """Where a move's random numbers come from: ``recorded`` ones first (a replay),
    then ``rng`` (a move played now); ``made`` is every number the move drew."""

    def __init__(self, rng: Rng | None = None, recorded: Iterable[Json] = ()) -> None:
        self.rng = rng
        self._given = [int(str(x)) for x in recorded]
        self.made: list[int] = []

    def number(self, lo: int, hi: int) -> int:
        """One number from ``lo`` to ``hi`` (a die's face, a chit's place in the cup)."""
        if self._given:
            n = self._given.pop(0)
            if not lo <= n <= hi:
                raise ValueError(f"a recorded draw {n} is not between {lo} and {hi}")
        elif self.rng is not None:
            n = self.rng.randint(lo, hi)
        else:  # a move that draws, played where no dice were passed in
            raise IllegalAction("error.no_dice")
        self.made.append(n)
        return n

    def shuffled(self, items: list[str]) -> list[str]:
        """``items`` drawn one by one from a cup: the order they come out."""
        cup, out = list(items), []
        while cup:
            out.append(cup.pop(self.number(1, len(cup)) - 1))
        return out


def applied(
    family: Family,
    definition: GameDefinition,
    state: JsonDict,
    table: Table,
    action: Action,
    who: Actor,
    draws: Draws,
) -> Outcome:
    """The family's move; a family whose moves may draw (``apply_drawing``) is given
    the draws."""
    drawing = getattr(family, "apply_drawing", None)
    if drawing is None:
        return family.apply(definition, state, table, action, who)
    out: Outcome = drawing(definition, state, table, action, who, draws)
    return out
