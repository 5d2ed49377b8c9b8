"""A board's layout: what a game definition declares about its picture, as frozen
typed models.

A layout names *where* things go, never what they are worth: tracks with their
ranges, boxes that hold seats' markers, spaces that hold seats' pieces, a row of
counters per seat, the card slots, and the seats' colours. The values come with each
picture in a :class:`bot.board.scene.Scene`, and one renderer draws any layout with
any scene (:func:`bot.board.render`). Elements are drawn top to bottom in the order
declared; two consecutive ``span = "half"`` elements share a row; an ``edge`` track
runs round the whole board, as on a COIN map.

Like the definitions, every model is frozen and refuses unknown keys;
:func:`load_layout` names the file, the key's path and the closest valid key.
Everything a player reads is named by language (``{ en = ..., ja = ..., it = ... }``),
here or in the scene.
"""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Literal, get_args

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

Shape = Literal["circle", "square", "diamond", "hexagon", "triangle", "pentagon", "octagon"]
SHAPES: tuple[Shape, ...] = get_args(Shape)
# Okabe and Ito's palette, told apart by the common forms of colour blindness; a seat
# without a colour of its own takes the next one.
PALETTE = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#7F7F7F")


class LayoutError(ValueError):
    """A layout that cannot be used; the message names the file and the key."""


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _as_names(value: object) -> object:
    return {"en": value} if isinstance(value, str) else value


def _needs_en(value: dict[str, str]) -> dict[str, str]:
    if not value.get("en"):
        raise ValueError("a name needs at least an 'en' entry (names = { en = ..., ja = ... })")
    return value


# A text by language ({en, ja, it}); a plain string is the same in every language.
Names = Annotated[dict[str, str], BeforeValidator(_as_names), AfterValidator(_needs_en)]


def _title(value: dict[str, str]) -> dict[str, str]:
    return value if not any(value.values()) else _needs_en(value)


# An element's title: names, or "" for none.
Title = Annotated[dict[str, str], BeforeValidator(_as_names), AfterValidator(_title)]


def _colour(value: str) -> str:
    v = value.strip()
    if len(v) != 7 or v[0] != "#" or any(c not in "0123456789abcdefABCDEF" for c in v[1:]):
        raise ValueError(f"{value!r} is not a colour written #rrggbb")
    return v.upper()


Colour = Annotated[str, AfterValidator(_colour)]
Id = Annotated[str, Field(min_length=1, max_length=64)]


class SeatStyle(Model):
    """How a seat's markers look: a colour, a shape and a mark (a letter or a kanji) so
    that players who do not tell the colours apart still tell the seats apart."""

    colour: Colour
    shape: Shape | None = None  # default: the seat's place in [seats], through SHAPES
    mark: Names | None = None  # default: the first character of the seat's name


class Marker(Model):
    """One marker on a track: it stands at the scene's ``values[value]``."""

    value: Id
    seat: Id | None = None  # looks like this seat's markers
    colour: Colour | None = None  # otherwise: this colour (default dark grey)
    mark: Title | None = (
        None  # the letter on it (default: the seat's, or the value's name); "" none
    )


class Cell(Model):
    id: Id
    names: Names | None = None  # default: the scene's name of value:<id>


class _Element(Model):
    id: Id
    title: Title | None = None  # default: the scene's name of element:<id>; "" for none
    span: Literal["full", "half"] = "full"


class Track(_Element):
    """A track: numbered boxes ``min``..``max`` (a round track, COIN's edge track), or
    named cells (Imperium: Roman Rule, Autonomy, Fragmentation), with one marker or
    several. ``style = "edge"`` runs it round the board (numbered clockwise from the
    top left corner); ``row`` draws it in the flow, ``per_row`` cells a line."""

    kind: Literal["track"]
    min: StrictInt | None = None
    max: StrictInt | None = None
    cells: tuple[Cell, ...] = ()
    markers: tuple[Marker, ...] = Field(min_length=1)
    style: Literal["row", "edge"] = "row"
    per_row: StrictInt | None = Field(default=None, ge=1, le=30)

    @model_validator(mode="after")
    def _range_or_cells(self) -> Track:
        numbered = self.min is not None or self.max is not None
        if numbered == bool(self.cells):
            raise ValueError("a track has either min and max (numbered) or cells (named)")
        if numbered and (self.min is None or self.max is None or self.max < self.min):
            raise ValueError("a numbered track needs min <= max")
        if numbered and self.size > 200:
            raise ValueError("a track has at most 200 boxes")
        if self.style == "edge" and not numbered:
            raise ValueError("an edge track is numbered (min, max)")
        _unique("cells", [c.id for c in self.cells])
        _unique("markers", [m.value for m in self.markers])
        return self

    @property
    def size(self) -> int:
        if self.cells:
            return len(self.cells)
        assert self.min is not None and self.max is not None
        return self.max - self.min + 1


class Box(Model):
    id: Id
    names: Names | None = None  # default: the scene's name of box:<id>


class Boxes(_Element):
    """Boxes that hold seats' markers, each seat in one: COIN's sequence of play
    (Eligible, 1st Eligible, 2nd Eligible, Pass, Ineligible). The scene says which box
    each seat is in (``boxes[<element id>][seat]``)."""

    kind: Literal["boxes"]
    boxes: tuple[Box, ...] = Field(min_length=1, max_length=8)

    @model_validator(mode="after")
    def _ids(self) -> Boxes:
        _unique("boxes", [b.id for b in self.boxes])
        return self


class Space(Model):
    id: Id
    names: Names | None = None  # default: the scene's name of space:<id>
    width: StrictInt = Field(default=1, ge=1, le=8)  # in grid columns


class Spaces(_Element):
    """Named spaces in a grid, ``columns`` wide, holding seats' pieces (Lancaster's
    counties A to I, the castle, the conflicts): ``spaces[<space id>]`` in the scene."""

    kind: Literal["spaces"]
    spaces: tuple[Space, ...] = Field(min_length=1, max_length=40)
    columns: StrictInt = Field(default=4, ge=1, le=8)

    @model_validator(mode="after")
    def _fits(self) -> Spaces:
        _unique("spaces", [s.id for s in self.spaces])
        if any(s.width > self.columns for s in self.spaces):
            raise ValueError("a space is wider than the grid (columns)")
        return self


class Column(Model):
    """A column of the per-seat row: a counter (``counters[id][seat]`` in the scene, a
    number; with a ``mark``, the mark when it is above 0) or a token (``tokens[id]``,
    the seat holding it, shown with ``mark``, a star by default)."""

    id: Id
    names: Names | None = None  # default: the scene's name of counter:<id> / token:<id>
    token: StrictBool = False
    mark: str | None = Field(default=None, min_length=1, max_length=3)


class Counters(_Element):
    """A row per seat in play, in seating order: its marker, its name, its counters and
    tokens; the seats that are up are highlighted."""

    kind: Literal["counters"]
    columns: tuple[Column, ...] = Field(default=(), max_length=6)

    @model_validator(mode="after")
    def _ids(self) -> Counters:
        _unique("columns", [c.id for c in self.columns])
        return self


class Slot(Model):
    id: Id
    names: Names | None = None  # default: the scene's name of card:<id>


class Cards(_Element):
    """Card slots side by side (the current card and the next): each shows the scene's
    ``cards[slot]``: its number, title, faction order and tags."""

    kind: Literal["cards"]
    slots: tuple[Slot, ...] = Field(min_length=1, max_length=4)

    @model_validator(mode="after")
    def _ids(self) -> Cards:
        _unique("slots", [s.id for s in self.slots])
        return self


class Values(_Element):
    """Named numbers as tiles (a track's exact value, Event cards left): the scene's
    ``values[id]``, a number or a value id named value:<id>. A tile may carry the
    marker of a track so the two read together."""

    kind: Literal["values"]
    values: tuple[Marker, ...] = Field(min_length=1, max_length=12)
    columns: StrictInt = Field(default=3, ge=1, le=6)


Element = Annotated[Track | Boxes | Spaces | Counters | Cards | Values, Field(discriminator="kind")]


class Layout(Model):
    """A board: the seats' looks, and the elements under the header (the game's name,
    the scene's lines and who is up)."""

    seats: dict[str, SeatStyle] = {}
    elements: tuple[Element, ...] = ()
    names: dict[str, Names] = {}  # layout-owned words: "word:up", "box:first" ...
    up: bool = True  # the header's line of seats that are up

    @model_validator(mode="after")
    def _refs(self) -> Layout:
        _unique("elements", [e.id for e in self.elements])
        if sum(1 for e in self.elements if isinstance(e, Track) and e.style == "edge") > 1:
            raise ValueError("a board has at most one edge track")
        for e in self.elements:
            markers = (
                e.markers if isinstance(e, Track) else e.values if isinstance(e, Values) else ()
            )
            for m in markers:
                if m.seat is not None and m.seat not in self.seats:
                    raise ValueError(f"{e.id}: marker seat {m.seat!r} has no style in [seats]")
        return self

    def style(self, seat: str, seats: Sequence[str] = ()) -> tuple[str, Shape]:
        """A seat's colour and shape: its own, or by its place among ``seats`` (the
        layout's, then the scene's)."""
        order = list(self.seats) + [s for s in seats if s not in self.seats]
        i = order.index(seat) if seat in order else len(order)
        own = self.seats.get(seat)
        colour = own.colour if own else PALETTE[i % len(PALETTE)]
        shape = own.shape if own and own.shape else SHAPES[i % len(SHAPES)]
        return colour, shape


def _unique(what: str, ids: list[str]) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise ValueError(f"{what}: {i!r} appears twice")
        seen.add(i)


def parse_layout(data: object, source: str = "layout") -> Layout:
    """``data`` (a TOML table) as a :class:`Layout`, or :class:`LayoutError` listing
    every problem with its key's path and, for an unknown key, the closest valid one."""
    try:
        return Layout.model_validate(data)
    except ValidationError as exc:
        raise LayoutError(f"{source}:\n" + "\n".join(_problems(exc))) from None


def load_layout(path: Path) -> Layout:
    """A layout file (``knowledge/layouts/<slug>.toml``)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise LayoutError(f"{path}: {exc}") from None
    return parse_layout(data, str(path))


def _problems(exc: ValidationError) -> list[str]:
    errors = exc.errors()
    paths = [_path(err["loc"])[0] for err in errors]
    out = []
    for err, (loc, model) in zip(errors, (_path(e["loc"]) for e in errors), strict=True):
        if err["type"] == "too_short" and any(p[: len(loc)] == loc and p != loc for p in paths):
            continue  # a list left empty by the bad item reported below it
        msg = err["msg"]
        if err["type"] == "extra_forbidden" and loc:
            keys = sorted(model.model_fields)
            close = difflib.get_close_matches(str(loc[-1]), keys, n=1)
            msg = "unknown key" + (
                f" (did you mean {close[0]!r}?)" if close else f" (valid: {', '.join(keys)})"
            )
        out.append(f"  {'.'.join(str(p) for p in loc) or '(top)'}: {msg}")
    return out


def _path(loc: tuple[int | str, ...]) -> tuple[tuple[int | str, ...], type[BaseModel]]:
    """A path pydantic reports without the element kind it inserts, and the model whose
    keys are valid where its last key is."""
    parts = list(loc)
    model: type[BaseModel] = Layout
    if (
        len(parts) > 2
        and parts[0] == "elements"
        and isinstance(parts[1], int)
        and parts[2] in _KINDS
    ):
        model = _KINDS[str(parts.pop(2))]
    for part in parts[2:-1] if model is not Layout else parts[:-1]:
        if isinstance(part, str):
            model = _FIELDS.get(part, model)
    return tuple(parts), model


_KINDS: dict[str, type[BaseModel]] = {
    "track": Track,
    "boxes": Boxes,
    "spaces": Spaces,
    "counters": Counters,
    "cards": Cards,
    "values": Values,
}
# a field holding models of one kind -> that kind
_FIELDS: dict[str, type[BaseModel]] = {
    "seats": SeatStyle,
    "markers": Marker,
    "cells": Cell,
    "boxes": Box,
    "spaces": Space,
    "columns": Column,
    "slots": Slot,
    "values": Marker,
}


def default_layout(
    seats: Sequence[str],
    *,
    rounds: int = 0,
    counters: Sequence[str] = (),
    tokens: Sequence[str] = (),
) -> Layout:
    """The board of a definition without a layout: the round track when the game has a
    known number of rounds (``values["round"]``), then a row per seat with its counters
    and tokens, the seats that are up highlighted; the header shows the step."""
    elements: list[Track | Counters] = []
    if rounds > 0:
        elements.append(
            Track(
                kind="track",
                id="rounds",
                min=1,
                max=rounds,
                markers=(Marker(value="round", colour="#4A4A4A", mark={"en": ""}),),
                per_row=min(rounds, 12),
            )
        )
    columns = tuple(Column(id=c) for c in counters) + tuple(
        Column(id=t, token=True) for t in tokens
    )
    elements.append(Counters(kind="counters", id="seats", columns=columns[:6]))
    styles = {s: SeatStyle(colour=PALETTE[i % len(PALETTE)]) for i, s in enumerate(seats)}
    return Layout(seats=styles, elements=tuple(elements))
