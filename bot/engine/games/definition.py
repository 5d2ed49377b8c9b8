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

import importlib
import tomllib
import typing
from typing import Literal, Protocol, cast

from pydantic import (
    BaseModel,
    Field,
    StrictBool,
    StrictInt,
    ValidationError,
    model_validator,
)

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Json, JsonDict, Ref
from bot.engine.games.campaign import Campaign
from bot.engine.games.layout import Layout, default_layout, markers
from bot.engine.games.names import Model, NameForm, Names, NameTable, language_problem
from bot.engine.games.problems import (
    DefinitionError,
    Problem,
    Problems,
    closest,
    fields_at,
    one_of,
    path_of,
    problems_of,
    unknown_key,
)
from bot.engine.games.view import Text

__all__ = [  # every part's base, the problems of a definition and its names, read with it
    "DefinitionError",
    "Model",
    "NameForm",
    "NameTable",
    "Names",
    "language_problem",
    "Problem",
    "Problems",
    "closest",
    "fields_at",
    "path_of",
    "problems_of",
    "unknown_key",
]


def _default_names(data: object, key: str, fallback: str) -> object:
    """``data`` with ``key`` set to ``fallback`` when it has no name of its own."""
    if isinstance(data, dict) and key not in data and fallback:
        return {**data, key: fallback}
    return data


class Seats(Model):
    names: tuple[str, ...] = Field(min_length=1)
    """Every seat's id, in seating order (clockwise)."""
    min: StrictInt = Field(default=1, ge=1)
    """The fewest players a game may begin with."""
    max: StrictInt | None = Field(default=None, ge=1)
    """The most players (default: every seat)."""
    fixed: StrictBool = False
    """Every seat plays; the GM holds the empty ones (COIN)."""
    bots: StrictBool = False
    """The GM may make a seat a bot."""
    aliases: dict[str, tuple[str, ...]] = {}
    """Other words a player may type for a seat ({ red = ["r"] })."""
    labels: dict[str, Names] = {}
    """Each seat's name per language ({ red = { en = "Red", ja = "赤" } })."""

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
    """Its value when /game start does not give one."""
    min: StrictInt | None = None
    """A number option's least value."""
    max: StrictInt | None = None
    """A number option's greatest value."""
    choices: tuple[str, ...] = ()
    """The values it may take (none: a number or free text)."""
    name: Names | None = None
    """Its name per language."""
    choice_names: dict[str, Names] = {}
    """Each choice's name per language."""

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


class BoardView(Protocol):
    """What a family's view module says about a board picture of its games."""

    def board_sections(self, d: GameDefinition) -> dict[str, Text | Ref]: ...

    def board_refs(self, d: GameDefinition) -> dict[str, frozenset[str]]: ...

    def default_layout(self, d: GameDefinition) -> Layout: ...


class GameDefinition(Model):
    """What every family's definition has: who sits where, names, start options."""

    slug: str = Field(min_length=1, max_length=60, pattern=r"^[\w][\w-]*$")
    """The game's id: lowercase letters, digits and dashes (my-game)."""
    family: str
    """How it is played: "turns" (rounds, phases, steps) or "coin"."""
    names: Names
    """The game's name per language ({ en = "...", ja = "..." })."""
    summary: str | None = None
    """The rule summary prompts quote (knowledge/summaries/<summary>/)."""
    aliases: tuple[str, ...] = ()
    """Other names a player may type for the game."""
    seats: Seats
    """Who plays: the seats, how many may play, bots."""
    options: dict[str, SetupOption] = {}
    """Options given at /game start (a number, a choice or text)."""
    resolved_by: Literal["gm", "players"] = "gm"
    """Who resolves a step nobody in particular is up for: "gm" (pinged) or "players"."""
    layout: Layout | None = None
    """The board picture of the dashboard and /game board."""
    campaign: Campaign | None = None
    """The counters a game begun from an ended one (/game start from:) carries over."""

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

    # -- the board picture
    def board(self) -> Layout:
        """The layout the board picture is drawn on: the definition's own, else the
        family's default."""
        return self.layout if self.layout is not None else self.default_layout()

    def default_layout(self) -> Layout:
        """The board of a definition without a layout: its family's (the family's
        view module's ``default_layout``), else a row per seat."""
        view = self._board_view()
        return view.default_layout(self) if view else default_layout(self.seats.names)

    def board_sections(self) -> dict[str, Text | Ref]:
        """The sections the game's view may show, by id (what a layout's ``source``
        names), with their titles; empty: not known, not checked."""
        view = self._board_view()
        return view.board_sections(self) if view else {}

    def board_refs(self) -> dict[str, frozenset[str]]:
        """What else a layout of this game may refer to: the view's named numbers
        (``values``) and its places (``spaces``); a kind left out is not checked."""
        view = self._board_view()
        return view.board_refs(self) if view else {}

    def _board_view(self) -> BoardView | None:
        """The family's view module (``bot/engine/games/<family>/view.py``), which
        says what a board of its games may read; None for a family without one."""
        try:
            module = importlib.import_module(f"bot.engine.games.{self.family}.view")
        except ModuleNotFoundError:
            return None
        return cast(BoardView, module) if hasattr(module, "board_sections") else None

    def layout_problems(self) -> list[Problem]:
        """The layout's references this game does not have (a family's checks call it)."""
        lay = self.layout
        if lay is None:
            return []
        out = [
            Problem(f"layout.seats.{s}", "is not a seat")
            for s in lay.seats
            if s not in self.seats.names
        ]
        sections, refs = self.board_sections(), self.board_refs()
        for path, source in lay.sources() if sections else []:
            if source not in sections:
                out.append(_unknown_ref(f"layout.{path}", "section", source, sections))
        for i, e in enumerate(lay.elements):
            for m in markers(e) if "values" in refs else ():
                if m.value not in refs["values"]:
                    where = f"layout.elements[{i}]"
                    out.append(_unknown_ref(where, "number", m.value, refs["values"]))
            for sp in getattr(e, "spaces", ()) if "spaces" in refs else ():
                if sp.id not in refs["spaces"]:
                    out.append(
                        _unknown_ref(f"layout.elements[{i}]", "place", sp.id, refs["spaces"])
                    )
        return out

    def seat(self, text: str) -> str | None:
        """A seat named by its id, alias or label in any language (any case), else the
        one seat a name of which begins so ("Red" for "Red monk"), as a move is named;
        None when no seat, or more than one, begins so."""
        q = " ".join(text.casefold().split())
        if not q:
            return None
        forms = self._seat_forms()
        for s, names in forms.items():
            if q in names:
                return s
        begun = [s for s, names in forms.items() if any(n.startswith(q) for n in names)]
        return begun[0] if len(begun) == 1 else None

    def seat_named(self, text: str, listed: typing.Iterable[str]) -> str:
        """The seat a command names (``seat:``, a target, a winner): ``seat``'s
        reading, refused as a beginning several seats share ("“Squad” begins Squad A,
        Squad B and Squad C: which one?"), else as unknown when it is none of
        ``listed`` (the seats the refusal lists), wherever a seat is named."""
        found = self.seat(text)
        if found is None:
            several = self.seats_beginning(text)
            if len(several) > 1:
                raise IllegalAction("error.seat_ambiguous", seat=text, seats=several)
        listed = list(listed)
        if found is None or found not in listed:
            raise IllegalAction("error.unknown_seat", seat=text or "-", seats=listed)
        return found

    def seats_beginning(self, text: str) -> list[str]:
        """The seats a name of which (id, alias or label in any language, any case)
        begins with ``text``, in seating order: several when a beginning is shared
        ("Squad" for Squad A, Squad B and Squad C)."""
        q = " ".join(text.casefold().split())
        if not q:
            return []
        return [s for s, names in self._seat_forms().items() if any(n.startswith(q) for n in names)]

    def _seat_forms(self) -> dict[str, set[str]]:
        """Each seat's names (id, aliases, labels in every language), folded as a
        command's seat is read: casefolded, spaces made single."""
        return {
            s: {
                " ".join(n.casefold().split())
                for n in (s, *self.seats.aliases.get(s, ()), *self.seats.labels.get(s, {}).values())
            }
            for s in self.seats.names
        }


def _unknown_ref(path: str, what: str, got: str, known: typing.Iterable[str]) -> Problem:
    near = closest(got, known)
    hint = f" (did you mean '{near}'?)" if near else f" (known: {', '.join(sorted(known))})"
    return Problem(path, f"{got!r} is not a {what} of this game's view{hint}")


M = typing.TypeVar("M", bound=BaseModel)


def _problems(model: type[M], data: object, prefix: str = "") -> list[Problem]:
    try:
        model.model_validate(data)
    except ValidationError as e:
        return problems_of(e, model, prefix)
    return []


def validate(model: type[M], data: object, prefix: str = "") -> M:
    """``data`` as ``model``, or a DefinitionError naming every bad key and, for a
    file's whole table, what the rest refers to wrongly (checked with those keys set
    aside: every problem at once)."""
    from bot.engine.games.checking import later_problems

    try:
        return model.model_validate(data)
    except ValidationError as e:
        problems = problems_of(e, model, prefix)
        if isinstance(data, dict) and not prefix:
            problems += later_problems(data, problems, lambda rest: _problems(model, rest))
        raise DefinitionError(problems) from None


def parse(source: str | JsonDict, origin: str = "") -> GameDefinition:
    """A definition (TOML text or its table) as its family's model; a
    :class:`DefinitionError` naming ``origin`` and every problem otherwise."""
    from bot.engine.games import FAMILIES

    try:
        data = _load(source)
        family = data.get("family")
        if not isinstance(family, str) or family not in FAMILIES:
            near = closest(str(family), FAMILIES) if isinstance(family, str) else None
            raise DefinitionError([Problem("family", one_of(family, ", ".join(FAMILIES), near))])
        return FAMILIES[family].parse_definition(data)
    except DefinitionError as e:
        raise DefinitionError(e.problems, origin) from None


def _load(source: str | JsonDict) -> JsonDict:
    if not isinstance(source, str):
        return dict(source)
    try:  # a byte-order mark (Windows Notepad's UTF-8) is no part of the TOML
        data: JsonDict = tomllib.loads(source.removeprefix("\ufeff"))
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
