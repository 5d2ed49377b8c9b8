"""The shape of a turn-based game definition (``knowledge/games/<slug>.toml``), as
pydantic models.

:func:`check` validates the types and allowed values of every key and reports the
first problems as one ``ValueError`` naming each key by its path (``phases[2].steps[0].
structure``); the family's ``parse_definition`` then checks what refers to what
(tables, counters, places) and normalises. pydantic because it turns a declared shape
into both the check and the message, with the path of the key, for nested TOML tables
and lists; msgspec would be faster, but definitions are read once at start and
pydantic is already installed for the settings.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, ValidationError

Names = str | dict[str, str]
Count = StrictInt
Structure = Literal["prompt", "sequential", "passing", "simultaneous", "vote"]
Condition = Literal[
    "players_min",
    "players_max",
    "era_over",
    "last_round",
    "first_round",
    "round_min",
    "round_max",
]


class _Model(BaseModel):
    # unknown keys are kept (comments in data grow into features); known keys are typed
    model_config = ConfigDict(extra="allow")


class Grant(_Model):
    counter: str
    from_: str | None = Field(default=None, alias="from")
    plus: Count = 0


class Step(_Model):
    id: str = Field(min_length=1)
    name: Names | None = None
    section: str | None = None
    structure: Structure | None = None
    advance: Literal["anyone", "gm"] | None = None
    when: dict[Condition, StrictBool | Count] = {}
    era_end: StrictBool = False
    tables: list[str] = []
    start: Literal["start_player", "first_player"] | None = None
    until: Literal["pieces", "turns"] | None = None
    turns: Count | None = Field(default=None, ge=1)
    pieces: str | None = None
    places: list[str] = []
    exclusive_places: list[str] = []
    place_names: dict[str, Names] = {}
    place_labels: dict[str, Names] = {}
    place_aliases: dict[str, list[str]] = {}
    chooser_place: str | None = None
    rewards: str | None = None
    event_required: StrictBool | None = None
    last_turn: StrictBool | None = None
    first_player_token: StrictBool | None = None
    ballots: Count | None = Field(default=None, ge=1)
    tie: Literal["approve", "reject"] | None = None
    markers: StrictBool | str | None = None
    grant: list[Grant] = []
    draws_events: StrictBool = False


class Phase(Step):
    """A phase: its own steps, or (without ``steps``) one step with its settings."""

    final: StrictBool = False
    steps: list[Step] | None = Field(default=None, min_length=1)


class Seats(_Model):
    names: list[str] = Field(min_length=1)
    min: Count = Field(default=1, ge=1)
    max: Count | None = Field(default=None, ge=1)
    fixed: StrictBool = False
    bots: StrictBool = False
    aliases: dict[str, list[str]] = {}
    labels: dict[str, Names] = {}


class Rounds(_Model):
    count: Count = Field(default=0, ge=0)
    name: Literal["round", "year"] = "round"


class Counter(_Model):
    setup: Count = Field(default=0, ge=0)
    max: Count = Field(default=99, ge=0)
    name: Names | None = None


class Eras(_Model):
    option: str = "eras"
    per_round_extra: Count | None = Field(default=None, ge=0)


class Table(_Model):
    kind: Literal["pass_rewards", "bands", "list"]
    name: Names | None = None


class TurnsDefinition(_Model):
    slug: str = Field(min_length=1)
    family: Literal["turns"]
    names: Names | None = None
    seats: Seats
    rounds: Rounds = Rounds()
    options: dict[str, dict[str, Any]] = {}
    eras: Eras | None = None
    tables: dict[str, Table] = {}
    counters: dict[str, Counter] = {}
    verbs: dict[str, str] = {}
    phases: list[Phase] = Field(min_length=1)


_BRANCHES = ("str", "int", "bool", "float", "function-after", "function-before")


def _path(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in _BRANCHES or "[" in str(part):
            continue  # the branch of a union (str, int, dict[str,str] ...), not a key
        else:
            out += ("." if out else "") + str(part)
    return out or "(top)"


def problems(e: ValidationError) -> str:
    """The first problems of a failed validation as one line, each naming its key by
    its path and saying what was given: the message every family's definition check
    raises (shared with :mod:`bot.engine.games.coin_schema`)."""
    seen: list[str] = []
    for err in e.errors():
        line = f"{_path(tuple(err['loc']))}: {err['msg']}"
        if "input" in err and not isinstance(err["input"], dict | list):
            line += f", got {err['input']!r}"
        if line not in seen:
            seen.append(line)
    return "; ".join(seen[:5])


def check(data: dict[str, Any]) -> TurnsDefinition:
    """The definition as typed objects, or a ValueError naming each bad key."""
    try:
        return TurnsDefinition.model_validate(data)
    except ValidationError as e:
        raise ValueError(problems(e)) from None
