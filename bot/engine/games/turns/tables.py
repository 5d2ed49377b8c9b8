"""A turn-based game's tables: pass rewards by rank and player count, bands that score
a number, lists that score a rank."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StrictBool, StrictInt, model_validator

from bot.engine.games.definition import Model, Names, Problem, Problems


class PassRewardsColumn(Model):
    players: tuple[Annotated[StrictInt, Field(ge=1)], ...] = Field(min_length=1)
    """The player counts this column is for."""
    rewards: tuple[Annotated[StrictInt, Field(ge=0)], ...] = ()
    """The reward of each pass rank, first to pass first."""


class PassRewards(Model):
    """Rewards by pass rank, one column per player count; bots use ``bot``."""

    kind: Literal["pass_rewards"]
    """"pass_rewards": a passing step's rewards by pass rank and player count."""
    name: Names
    """Its name per language."""
    columns: tuple[PassRewardsColumn, ...] = Field(min_length=1)
    """The rewards, one column per set of player counts."""
    bot: tuple[Annotated[StrictInt, Field(ge=0)], ...] = ()
    """A bot seat's rewards by pass rank."""
    unit: Names
    """What a reward is counted in, per language (ducats)."""
    bot_unit: Names | None = None
    """What a bot's reward is counted in (default: unit)."""

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
    """"bands": a number scores the value of the last band it reaches."""
    name: Names
    """Its name per language."""
    bands: tuple[tuple[StrictInt, StrictInt | str], ...] = Field(min_length=1)
    """[number, value] pairs, lowest first."""
    max: StrictInt | None = None
    """The most a report may say (none: any number from the last band up)."""
    value_names: dict[str, Names] = {}
    """A word value's name by language (a rank: "Miles" = { ja = "ミレス（兵卒）" })."""

    @model_validator(mode="after")
    def _increasing(self) -> Bands:
        starts = [b[0] for b in self.bands]
        if starts != sorted(set(starts)):
            raise Problems([Problem("bands", "'from' values must increase")])
        if self.max is not None and self.max < starts[-1]:
            raise Problems([Problem("max", f"is below the last band ({starts[-1]})")])
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
    """"list": a rank scores its value."""
    name: Names
    """Its name per language."""
    values: tuple[StrictInt | str, ...] = Field(min_length=1)
    """The value of each rank, first first (a rank past the list scores 0)."""
    ties: Literal["same", "share"] = "same"
    """Tied seats: each scores its rank's value ("same") or they share the ranks they cover
    ("share")."""
    value_names: dict[str, Names] = {}
    """A word value's name by language."""

    def look_up(self, rank: int) -> int | str | None:
        return self.values[rank - 1] if 1 <= rank <= len(self.values) else None

    def share(self, rank: int, seats: int) -> int:
        """What each of ``seats`` tied at ``rank`` scores when they share."""
        covered = [self.look_up(r) for r in range(rank, rank + seats)]
        return sum(v for v in covered if isinstance(v, int)) // seats


class ValueTable(Model):
    """The number reported scores itself (``kind = "value"``), or ``times`` it and
    divided by ``per``, rounded down (7 Wonders' treasury: ``per = 3``); ``min`` and
    ``max`` bound what may be reported."""

    kind: Literal["value"]
    """"value": the number itself, times times, divided by per."""
    name: Names
    """Its name per language."""
    times: StrictInt = 1
    """The number is multiplied by this."""
    per: StrictInt = Field(default=1, ge=1)
    """One point per this many (rounded down)."""
    min: StrictInt | None = None
    """The least number a report may say."""
    max: StrictInt | None = None
    """The greatest number a report may say."""

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
    """"sets": counts by kind, each squared, plus per_set per full set."""
    name: Names
    """Its name per language."""
    kinds: tuple[str, ...] = Field(min_length=1)
    """The kinds counted (ids)."""
    kind_names: dict[str, Names] = {}
    """Each kind's name per language."""
    square: StrictBool = False
    """Each kind's count scores its square."""
    per_set: StrictInt = 0
    """Points for each full set of one of every kind."""

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
