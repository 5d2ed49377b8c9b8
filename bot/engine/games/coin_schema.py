"""The shape of a COIN game definition (``knowledge/games/pendragon.toml``), as
pydantic models.

:func:`check` validates the type of every key the COIN family reads (``[seats]`` and
the ``[coin.*]`` tables) and reports the first problems as one ``ValueError`` naming
each key by its path (``coin.pass_rewards[0].track``), in the same words as the turns
family's :mod:`bot.engine.games.schema`. :meth:`CoinFamily.validate` calls it first,
then checks what refers to what (factions, tracks, phases): a malformed shape is
refused at load with its key named, not later with a KeyError in the middle of a game.
The engine keeps reading the definition dict; these models only check it.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, StrictBool, StrictInt, ValidationError, model_validator

from bot.engine.games.schema import Names, _Model, problems

Words = dict[str, str]  # {locale: text}; the engine calls .values() / .get(locale) on it
# what a ``when`` table allows per track: the values of a state track (or numbers)
When = dict[str, list[str | StrictInt]]


class Seats(_Model):
    names: list[str] = Field(min_length=2)
    min: StrictInt = Field(default=1, ge=1)
    max: StrictInt | None = Field(default=None, ge=1)
    fixed: StrictBool = False
    aliases: dict[str, list[str]] = {}
    labels: dict[str, Words] = {}


class Options(_Model):
    first: list[str] = Field(min_length=1)
    second: dict[str, list[str]] = {}
    names: dict[str, Names] = {}  # words by locale (an id alone reads as the option id)
    executed: dict[str, Names] = {}


class Pivotal(_Model):
    trumps: list[str] | None = None  # strongest first; every faction (default: seat order)
    rule_query: str | None = None


class PassReward(_Model):
    faction: str
    track: str
    delta: StrictInt
    when: When | None = None


class Track(_Model):
    id: str = Field(min_length=1)
    kind: Literal["number", "state"] = "number"
    initial: StrictInt | str | None = None
    min: StrictInt | None = None
    max: StrictInt | None = None
    values: list[str] = []
    value_names: dict[str, Words] = {}
    names: Words = {}
    aliases: list[str] = []
    shortfall: str | None = None

    @model_validator(mode="after")
    def _fits_kind(self) -> Track:
        if self.kind == "state":
            if not self.values:
                raise ValueError("a state track needs its values")
            if self.initial is not None and self.initial not in self.values:
                raise ValueError(f"initial {self.initial!r} is not one of the values")
        elif self.initial is not None and not isinstance(self.initial, int):
            raise ValueError(f"a number track starts at a number, not {self.initial!r}")
        return self


class EpochPhase(_Model):
    id: str = Field(min_length=1)
    heading: str = ""
    names: Words = {}


class Effect(_Model):
    phase: str
    track: str
    when: When | None = None
    delta: StrictInt | None = None
    at_least: StrictInt | None = None
    at: Literal["start", "end"] = "start"

    @model_validator(mode="after")
    def _does_something(self) -> Effect:
        if self.delta is None and self.at_least is None:
            raise ValueError("an effect needs delta or at_least")
        return self


class OnShift(_Model):
    track: str
    phase: str | None = None
    halve: list[str] = []


class Epoch(_Model):
    heading: str = ""
    epochs: StrictInt = Field(default=0, ge=0)
    victory_phase: str = "victory"
    reset_phase: str | None = None
    phases: list[EpochPhase] = []
    effects: list[Effect] = []
    on_shift: list[OnShift] = []


class Condition(_Model):
    faction: str  # the words per locale are extra keys (en, ja, it)


class Victory(_Model):
    heading: str = ""
    tie_order: list[str] = []
    conditions: list[Condition] = []


class Cards(_Model):
    first: StrictInt = Field(default=1, ge=0)
    last: StrictInt | None = Field(default=None, ge=0)


class Coin(_Model):
    options: Options
    pivotal: Pivotal = Pivotal()
    pass_rewards: list[PassReward] = []
    tracks: list[Track] = []
    epoch: Epoch = Epoch()
    victory: Victory = Victory()
    cards: Cards = Cards()


class CoinDefinition(_Model):
    slug: str = Field(min_length=1)
    family: Literal["coin"]
    names: Names | None = None
    summary: str | None = None
    seats: Seats
    coin: Coin


def check(data: dict[str, Any]) -> CoinDefinition:
    """The definition as typed objects, or a ValueError naming each bad key."""
    try:
        return CoinDefinition.model_validate(data)
    except ValidationError as e:
        raise ValueError(problems(e)) from None
