"""The parts of a turn-based definition besides its phases: rounds, eras, grants,
conditions, verbs and the winner (counters and numbers that may depend on the player
count, :data:`ByPlayers`, are every family's: :mod:`bot.engine.games.counters`)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, StrictBool, StrictInt, model_validator

from bot.engine.games.counters import ByPlayers, Counter, for_players
from bot.engine.games.definition import Model, Names, Problem, Problems
from bot.engine.games.problems import not_one

__all__ = ["ByPlayers", "Counter", "for_players", "not_one"]  # read with the rest of a definition


class Grant(Model):
    """A counter every seat receives as the step begins: ``plus``, on top of another
    counter's value when ``from`` names one (Lancaster: noble tiles + 1)."""

    counter: str
    from_: str | None = Field(default=None, alias="from")
    plus: ByPlayers = 0  # by player count too: { 3 = 18, 5 = 14 }


class When(Model):
    """When a step is played (each condition that is given must hold)."""

    players_min: StrictInt | None = None
    players_max: StrictInt | None = None
    era_over: StrictBool | None = None
    last_round: StrictBool | None = None
    first_round: StrictBool | None = None
    round_min: StrictInt | None = None
    round_max: StrictInt | None = None


def _period(value: object) -> object:
    if isinstance(value, str) and value not in ("round", "year"):
        raise ValueError(
            f"must be 'round', 'year' or a name table such as {{ en = \"Age\", ja = ... }}, "
            f"got {value!r}"
        )
    return value


class Rounds(Model):
    # 0: open-ended (the eras end the game); by player count: { 3 = 8, 4 = 7 }
    count: ByPlayers = 0
    # "round" or "year" (the catalogs' words), or a name of its own in a table
    # ({ en = "Age", ja = "時代", it = "Era" })
    name: Annotated[Literal["round", "year"] | Names, BeforeValidator(_period)] = "round"

    @model_validator(mode="after")
    def _fits(self) -> Rounds:
        if isinstance(self.count, int) and self.count < 0:
            raise Problems([Problem("count", f"must be 0 or more, got {self.count}")])
        return self

    @property
    def word(self) -> str:
        """The catalogs' word for a round (``round``, ``year``), or ``named``."""
        return self.name if isinstance(self.name, str) else "named"

    def total(self, players: int) -> int:
        return for_players(self.count, players)


class Eras(Model):
    option: str = "eras"  # the setup option holding how many eras are played
    per_round_extra: StrictInt | None = Field(default=None, ge=0)


class TieBreak(Model):
    """What decides between seats equal so far: ``counter:<id>`` (what a counter holds)
    or ``table:<id>`` (the number reported for a scoring table); ``rank``: the higher
    or the lower wins."""

    by: str
    rank: Literal["high", "low"] = "high"

    @model_validator(mode="before")
    @classmethod
    def _short(cls, data: object) -> object:
        return {"by": data} if isinstance(data, str) else data


class Winner(Model):
    """Who wins once the game is over: ranked by the scoring totals (``score``) or a
    counter (``counter:<id>``), the higher or the lower first; ``ties`` decide, in
    order, between seats still equal; seats equal on everything share the place."""

    by: str = "score"
    rank: Literal["high", "low"] = "high"
    ties: tuple[TieBreak, ...] = ()


class Verb(Model):
    """A game's own command: ``does`` says what it changes (``counter:nobles``,
    ``pieces``, ``next_start_player``, ``era``); ``not_during`` lists phases or steps
    where it is refused."""

    does: str
    name: Names | None = None
    not_during: tuple[str, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _short(cls, data: object) -> object:
        return {"does": data} if isinstance(data, str) else data

    @property
    def kind(self) -> str:
        return self.does.partition(":")[0]

    @property
    def arg(self) -> str:
        return self.does.partition(":")[2]


def measure_problem(
    by: str, what: tuple[str, ...], counters: tuple[str, ...], tables: tuple[str, ...]
) -> str | None:
    """What is wrong with a measure ``score``/``counter:<id>``/``table:<id>``."""
    kind, _, arg = by.partition(":")
    if kind == "score" and "score" in what and not arg:
        return None
    if kind == "counter" and "counter" in what:
        return None if arg in counters else not_one(arg, "counter", counters)
    if kind == "table" and "table" in what:
        return None if arg in tables else not_one(arg, "table", tables)
    forms = ", ".join("score" if w == "score" else f"{w}:<id>" for w in what)
    return f"must be one of {forms}, got {by!r}"


def winner_problems(
    winner: Winner, counters: tuple[str, ...], tables: tuple[str, ...]
) -> list[Problem]:
    """What ``[winner]`` names that the definition does not have."""
    out = []
    problem = measure_problem(winner.by, ("score", "counter"), counters, tables)
    if problem:
        out.append(Problem("winner.by", problem))
    for i, tie in enumerate(winner.ties):
        problem = measure_problem(tie.by, ("counter", "table"), counters, tables)
        if problem:
            out.append(Problem(f"winner.ties[{i}].by", problem))
    return out
