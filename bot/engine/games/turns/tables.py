"""A turn-based game's tables: pass rewards by rank and player count, bands that score
a number, lists that score a rank."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StrictBool, StrictInt, model_validator

from bot.engine.games.definition import Model, Names, Problem, Problems


class PassRewardsColumn(Model):
    players: tuple[Annotated[StrictInt, Field(ge=1)], ...] = Field(min_length=1)
    rewards: tuple[Annotated[StrictInt, Field(ge=0)], ...] = ()


class PassRewards(Model):
    """Rewards by pass rank, one column per player count; bots use ``bot``."""

    kind: Literal["pass_rewards"]
    name: Names
    columns: tuple[PassRewardsColumn, ...] = Field(min_length=1)
    bot: tuple[Annotated[StrictInt, Field(ge=0)], ...] = ()
    unit: Names
    bot_unit: Names | None = None

    @model_validator(mode="after")
    def _counts_once(self) -> PassRewards:
        seen: set[int] = set()
        for i, col in enumerate(self.columns):
            for n in col.players:
                if n in seen:
                    raise Problems(
                        [Problem(f"columns[{i}]", f"player count {n} appears in two columns")]
                    )
                seen.add(n)
        return self

    def rewards(self, players: int, bot: bool) -> tuple[int, ...]:
        if bot:
            return self.bot
        col = next((c for c in self.columns if players in c.players), None)
        return col.rewards if col else ()


class Bands(Model):
    """``[from, value]`` pairs: a number scores the value of the last band it reaches."""

    kind: Literal["bands"]
    name: Names
    bands: tuple[tuple[StrictInt, StrictInt | str], ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _increasing(self) -> Bands:
        starts = [b[0] for b in self.bands]
        if starts != sorted(set(starts)):
            raise Problems([Problem("bands", "'from' values must increase")])
        return self

    @property
    def lowest(self) -> int:
        return self.bands[0][0]

    def look_up(self, value: int) -> int | str | None:
        """The value of the last band whose 'from' is <= value (None below the first)."""
        result: int | str | None = None
        for start, v in self.bands:
            if value >= start:
                result = v
        return result


class ListTable(Model):
    """Values by rank: the 1st, the 2nd ... (Lancaster's final 8 and 4 points)."""

    kind: Literal["list"]
    name: Names
    values: tuple[StrictInt | str, ...] = Field(min_length=1)

    def look_up(self, rank: int) -> int | str | None:
        return self.values[rank - 1] if 1 <= rank <= len(self.values) else None


class ValueTable(Model):
    """The number reported scores itself (``kind = "value"``), or ``times`` it and
    divided by ``per``, rounded down (7 Wonders' treasury: ``per = 3``); ``min`` and
    ``max`` bound what may be reported."""

    kind: Literal["value"]
    name: Names
    times: StrictInt = 1
    per: StrictInt = Field(default=1, ge=1)
    min: StrictInt | None = None
    max: StrictInt | None = None

    @property
    def lowest(self) -> int | None:
        return self.min

    def look_up(self, value: int) -> int:
        return value * self.times // self.per


class SetsTable(Model):
    """Counts of several kinds reported one by one (``kinds``; 7 Wonders' science
    symbols): each count squared when ``square``, plus ``per_set`` for each set of one
    of every kind."""

    kind: Literal["sets"]
    name: Names
    kinds: tuple[str, ...] = Field(min_length=1)
    kind_names: dict[str, Names] = {}
    square: StrictBool = False
    per_set: StrictInt = 0

    @model_validator(mode="after")
    def _named(self) -> SetsTable:
        bad = [k for k in self.kind_names if k not in self.kinds]
        if bad:
            raise Problems([Problem("kind_names", f"{bad[0]!r} is not one of kinds")])
        return self

    def score(self, counts: list[int]) -> int:
        each = sum(c * c if self.square else c for c in counts)
        return each + self.per_set * (min(counts) if counts else 0)


# tables a scoring step reports numbers for
Reported = Bands | ListTable | ValueTable | SetsTable

ScoreTable = Annotated[
    PassRewards | Bands | ListTable | ValueTable | SetsTable, Field(discriminator="kind")
]
