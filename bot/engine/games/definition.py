"""Game definitions (``knowledge/games/<slug>.toml``) as frozen typed models.

A definition is parsed once (:func:`parse`) into its family's model, a subclass of
:class:`GameDefinition`, and that model is what the engine reads at run time. Every
model refuses unknown keys: the error names the file, the key's path
(``phases[0].steps[1].structur``) and the closest valid key; what refers to what
(tables, counters, places) is checked by the models' validators. pydantic because a
declared shape gives the check, the message with the key's path, and a JSON Schema
(``herald game schema``) from one source.
"""

from __future__ import annotations

import difflib
import tomllib
import types
import typing
from dataclasses import dataclass
from typing import Annotated, Literal, Union

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    ValidationError,
    model_validator,
)

from bot.engine.games.base import Json, JsonDict


class Model(BaseModel):
    """Every part of a definition: frozen, and strict about its keys."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def _as_names(value: object) -> object:
    """A single string names a thing the same in every language."""
    return {"en": value} if isinstance(value, str) else value


def _needs_en(value: dict[str, str]) -> dict[str, str]:
    if not value.get("en"):
        raise ValueError("a name needs at least an 'en' entry (name = { en = ..., ja = ... })")
    return value


# A name by language: {"en": "Castle", "ja": "城", "it": "Castello"} (any language
# code; readers of a language without an entry see the English one).
Names = Annotated[dict[str, str], BeforeValidator(_as_names), AfterValidator(_needs_en)]


def _default_names(data: object, key: str, fallback: str) -> object:
    """``data`` with ``key`` set to ``fallback`` when it has no name of its own."""
    if isinstance(data, dict) and key not in data and fallback:
        return {**data, key: fallback}
    return data


class Seats(Model):
    names: tuple[str, ...] = Field(min_length=1)
    min: StrictInt = Field(default=1, ge=1)
    max: StrictInt | None = Field(default=None, ge=1)  # default: every seat
    fixed: StrictBool = False  # every seat plays; the GM holds the empty ones (COIN)
    bots: StrictBool = False  # the GM may make a seat a bot
    aliases: dict[str, tuple[str, ...]] = {}
    labels: dict[str, Names] = {}

    @model_validator(mode="after")
    def _fits(self) -> Seats:
        if len(set(self.names)) != len(self.names):
            raise Problems([Problem("names", "duplicate seat name")])
        if self.min > self.most:
            raise Problems([Problem("min", "is larger than seats.max")])
        if self.most > len(self.names):
            raise Problems([Problem("max", "is larger than the number of seat names")])
        for part in ("aliases", "labels"):
            for seat in getattr(self, part):
                if seat not in self.names:
                    raise Problems([Problem(part, f"{seat!r} is not a seat")])
        return self

    @property
    def most(self) -> int:
        return self.max if self.max is not None else len(self.names)


class SetupOption(Model):
    """A game option chosen at ``/game start options:`` (``[options.<id>]``)."""

    default: StrictBool | StrictInt | str
    min: StrictInt | None = None
    max: StrictInt | None = None
    choices: tuple[str, ...] = ()
    name: Names | None = None
    choice_names: dict[str, Names] = {}

    @model_validator(mode="after")
    def _fits(self) -> SetupOption:
        if self.choices and self.default not in self.choices:
            raise ValueError("default is not one of the choices")
        return self

    @property
    def numeric(self) -> bool:
        return isinstance(self.default, int) and not isinstance(self.default, bool)

    @property
    def lo(self) -> int:
        return 0 if self.min is None else self.min

    @property
    def hi(self) -> int:
        return 999 if self.max is None else self.max


class GameDefinition(Model):
    """What every family's definition has: who sits where, names, start options."""

    slug: str = Field(min_length=1, max_length=60, pattern=r"^[\w][\w-]*$")
    family: str
    names: Names
    summary: str | None = None  # knowledge/summaries/<summary>/: the rule text prompts quote
    aliases: tuple[str, ...] = ()
    seats: Seats
    options: dict[str, SetupOption] = {}
    # who resolves a step nobody in particular is up for: the GM (pinged), or players
    resolved_by: Literal["gm", "players"] = "gm"

    @model_validator(mode="before")
    @classmethod
    def _named(cls, data: object) -> object:
        slug = data.get("slug") if isinstance(data, dict) else None
        return _default_names(data, "names", slug) if isinstance(slug, str) else data

    def start_options(self) -> dict[str, SetupOption]:
        """The options a game may be started with."""
        return dict(self.options)

    def names_of(self, kind: str, id: str, within: str = "") -> dict[str, str] | None:
        """The localised names this definition gives ``id`` of ``kind`` (``seat``,
        ``option`` ...; ``within``: the id it belongs to, such as a step's phase), or
        None: then the catalogs name it."""
        if kind == "seat":
            return self.seats.labels.get(id)
        if kind == "option":
            opt = self.options.get(id)
            return opt.name if opt is not None else None
        return None

    def seat(self, text: str) -> str | None:
        """A seat named by its id, alias or label in any language (any case)."""
        q = text.strip().casefold()
        for s in self.seats.names:
            names = [s, *self.seats.aliases.get(s, ()), *self.seats.labels.get(s, {}).values()]
            if q in (n.strip().casefold() for n in names):
                return s
        return None


# --------------------------------------------------------------------------- errors


@dataclass(frozen=True)
class Problem:
    path: str  # the key's path, "phases[0].steps[1].structur"; "" for the whole file
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


class DefinitionError(ValueError):
    """A definition refused, with every problem found and where it is."""

    def __init__(self, problems: list[Problem], origin: str = "") -> None:
        self.problems = problems
        self.origin = origin
        super().__init__(self.text())

    def text(self) -> str:
        return "; ".join(str(p) for p in self.problems[:8])

    def lines(self) -> list[str]:
        """One line per problem, each naming the file."""
        head = f"{self.origin}: " if self.origin else ""
        return [f"{head}{p}" for p in self.problems]


def closest(word: str, candidates: typing.Iterable[str]) -> str | None:
    found = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return found[0] if found else None


def unknown_key(path: str, key: str, valid: typing.Iterable[str]) -> Problem:
    """The problem of an unknown key, naming the closest valid one."""
    near = closest(key, valid)
    hint = f" (did you mean '{near}'?)" if near else ""
    where = f"{path}.{key}" if path else key
    return Problem(where, f"unknown key{hint}")


def path_of(loc: typing.Sequence[int | str]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else ("." if out else "") + str(part)
    return out


def _unwrap(tp: object) -> list[object]:
    """The types a value of annotation ``tp`` may hold (unions and Annotated opened)."""
    origin = typing.get_origin(tp)
    if origin is Annotated:
        return _unwrap(typing.get_args(tp)[0])
    if origin in (Union, types.UnionType):
        return [x for a in typing.get_args(tp) for x in _unwrap(a)]
    return [tp]


def _fields(model: type[BaseModel]) -> list[str]:
    return [f.alias or name for name, f in model.model_fields.items()]


def fields_at(root: type[BaseModel], loc: typing.Sequence[int | str]) -> list[str]:
    """The valid keys of the table at ``loc`` inside a ``root`` model (for the
    closest-key hint of an unknown key); [] when it cannot tell."""
    current: list[object] = [root]
    for part in loc:
        nxt: list[object] = []
        for tp in current:
            for t in _unwrap(tp):
                origin = typing.get_origin(t)
                args = typing.get_args(t)
                if isinstance(t, type) and issubclass(t, BaseModel):
                    for name, f in t.model_fields.items():
                        if part in (name, f.alias):
                            nxt.append(f.annotation)
                elif origin in (tuple, list) and isinstance(part, int) and args:
                    nxt.append(args[0])
                elif origin is dict and isinstance(part, str) and len(args) == 2:
                    nxt.append(args[1])
        if nxt:
            current = nxt
        # else: a union's branch label (a discriminator's tag): stay where we are
    keys: list[str] = []
    for tp in current:
        for t in _unwrap(tp):
            if isinstance(t, type) and issubclass(t, BaseModel):
                keys += [k for k in _fields(t) if k not in keys]
    return keys


_BRANCHES = {"str", "int", "bool", "float", "function-after", "function-before", "tagged-union"}


class Problems(ValueError):
    """What a model's own check raises: problems at paths relative to that model
    (``phases[1].steps[0].rewards``), each kept apart in the final error."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("; ".join(str(p) for p in problems))


def _join(a: str, b: str) -> str:
    if a and b:
        return f"{a}{b}" if b.startswith("[") else f"{a}.{b}"
    return a or b


def problems_of(e: ValidationError, model: type[BaseModel], prefix: str = "") -> list[Problem]:
    """Each error of a failed validation as a problem at its key's path."""
    out: list[Problem] = []
    for err in e.errors():
        loc = [p for p in err["loc"] if not (isinstance(p, str) and _is_branch(p))]
        where = _join(prefix, path_of(loc))
        raised = (err.get("ctx") or {}).get("error")
        if err["type"] == "extra_forbidden" and loc:
            parent = _join(prefix, path_of(loc[:-1]))
            out.append(unknown_key(parent, str(loc[-1]), fields_at(model, loc[:-1])))
        elif isinstance(raised, Problems):
            out += [Problem(_join(where, p.path), p.message) for p in raised.problems]
        else:
            # TOML says array, tables are dictionaries: "a valid list", never "tuple"
            msg = str(err["msg"]).removeprefix("Value error, ").replace("valid tuple", "valid list")
            got = err.get("input")
            if err["type"] != "value_error" and not isinstance(got, dict | list):
                msg += f", got {got!r}"
            out.append(Problem(where, msg))
    unique: list[Problem] = []
    for p in out:
        if p not in unique:
            unique.append(p)
    return unique


def _is_branch(part: str) -> bool:
    return part in _BRANCHES or "[" in part


M = typing.TypeVar("M", bound=BaseModel)


def validate(model: type[M], data: object, prefix: str = "") -> M:
    """``data`` as ``model``, or a DefinitionError naming every bad key."""
    try:
        return model.model_validate(data)
    except ValidationError as e:
        raise DefinitionError(problems_of(e, model, prefix)) from None


def parse(source: str | JsonDict, origin: str = "") -> GameDefinition:
    """A definition (TOML text or its table) as its family's model; a
    :class:`DefinitionError` naming ``origin`` and every problem otherwise."""
    from bot.engine.games import FAMILIES

    try:
        data = _load(source)
        family = data.get("family")
        if not isinstance(family, str) or family not in FAMILIES:
            near = closest(str(family), FAMILIES) if isinstance(family, str) else None
            hint = f" (did you mean '{near}'?)" if near else ""
            known = ", ".join(FAMILIES)
            raise DefinitionError(
                [Problem("family", f"must be one of {known}, got {family!r}{hint}")]
            )
        return FAMILIES[family].parse_definition(data)
    except DefinitionError as e:
        raise DefinitionError(e.problems, origin) from None


def _load(source: str | JsonDict) -> JsonDict:
    if not isinstance(source, str):
        return dict(source)
    try:
        data: JsonDict = tomllib.loads(source)
    except tomllib.TOMLDecodeError as e:
        raise DefinitionError([Problem("", f"not valid TOML: {e}")]) from None
    return data


def schema() -> JsonDict:
    """A JSON Schema of every family's definition files, for editors."""
    from bot.engine.games import FAMILIES

    branches: list[Json] = []
    defs: JsonDict = {}
    for name in FAMILIES:
        fam_schema = getattr(FAMILIES[name], "json_schema", None)
        if fam_schema is None:
            continue
        one: JsonDict = fam_schema()
        sub = one.pop("$defs", {})
        if isinstance(sub, dict):
            defs.update({k: v for k, v in sub.items()})
        branches.append(one)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Herald game definition (knowledge/games/<slug>.toml)",
        "oneOf": branches,
        "$defs": defs,
    }
