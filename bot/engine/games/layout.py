"""A board's layout: the ``[layout]`` table of a game definition, as frozen typed
models (``bot/board/`` draws it).

A layout names *where* things go, never what they are worth: tracks with their
ranges, boxes that hold seats' markers, spaces that hold seats' pieces, a row of
counters per seat, the card slots, and the seats' colours. The values come with each
picture in a scene built from the game's view (``bot/service/board.py``): an element
(or a box, column or slot) reads the view's section named by its ``source``
(``View.sections[].id``); tracks and value tiles read the view's named numbers and
its ``tracks`` sections. Elements are drawn top to bottom in the order declared; two
consecutive ``span = "half"`` elements share a row; an ``edge`` track runs round the
whole board, as on a COIN map.

Like the rest of a definition every model is frozen and refuses unknown keys (the
definition's error names the key's path and the closest valid key). Everything a
player reads is named by language (``{ en = ..., ja = ..., it = ... }``), here, in
the definition or in the catalogs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal

from pydantic import Field, StrictBool, StrictInt, model_validator

from bot.engine.games.layout_parts import (
    MAX_BOXES,
    PALETTE,
    SHAPES,
    Cell,
    Id,
    Marker,
    Model,
    SeatStyle,
    Shape,
    Source,
    Title,
    _unique,
)
from bot.engine.games.names import Names


class _Element(Model):
    id: Id
    """The element's id (names: { "element:<id>" = ... })."""
    title: Title | None = None
    """Its title (default: the title of the section it reads; "": none)."""
    span: Literal["full", "half"] = "full"
    """How many grid columns it spans."""


class Track(_Element):
    """A track: numbered boxes ``min``..``max`` (a round track, COIN's edge track), or
    named cells (Imperium: Roman Rule, Autonomy, Fragmentation), with one marker or
    several. ``style = "edge"`` runs it round the board (numbered clockwise from the
    top left corner); ``row`` draws it in the flow, ``per_row`` cells a line."""

    kind: Literal["track"]
    """"track": a row of numbered cells with markers."""
    min: StrictInt | None = None
    """The first cell's number."""
    max: StrictInt | None = None
    """The last cell's number."""
    cells: tuple[Cell, ...] = ()
    """The cells, in order."""
    markers: tuple[Marker, ...] = Field(min_length=1)
    """Markers drawn on it."""
    style: Literal["row", "edge"] = "row"
    """How it is drawn."""
    per_row: StrictInt | None = Field(default=None, ge=1, le=30)
    """Cells per row before it wraps."""

    @model_validator(mode="after")
    def _range_or_cells(self) -> Track:
        numbered = self.min is not None or self.max is not None
        if numbered == bool(self.cells):
            raise ValueError("a track has either min and max (numbered) or cells (named)")
        if numbered and (self.min is None or self.max is None or self.max < self.min):
            raise ValueError("a numbered track needs min <= max")
        if numbered and self.size > MAX_BOXES:
            raise ValueError(f"a track has at most {MAX_BOXES} boxes")
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
    """The box's id."""
    names: Names | None = None
    """Its name per language (default: the name of the box id)."""
    source: Source | None = None
    """A section listing seats: they are drawn here."""


class Boxes(_Element):
    """Boxes that hold seats' markers, each seat in one: COIN's sequence of play
    (Eligible, 1st Eligible, 2nd Eligible, Pass, Ineligible). Which box a seat is in
    comes from the section ``source`` names, whose items pair a seat with its box
    (``{seat, state}``: COIN's cylinders), or from each box's own ``source``, a
    section listing the seats in it (Hadrian's Wall: still playing, done)."""

    kind: Literal["boxes"]
    """"boxes": labelled boxes holding seats."""
    boxes: tuple[Box, ...] = Field(min_length=1, max_length=8)
    """The boxes, in order."""
    source: Source | None = None
    """The section whose seats it places."""

    @model_validator(mode="after")
    def _ids(self) -> Boxes:
        _unique("boxes", [b.id for b in self.boxes])
        return self


class Space(Model):
    id: Id
    """The place's id."""
    names: Names | None = None
    """Its name per language (default: the place's name)."""
    width: StrictInt = Field(default=1, ge=1, le=8)
    """Its width in grid columns."""


class Spaces(_Element):
    """Named spaces in a grid, ``columns`` wide, holding seats' pieces (Lancaster's
    counties A to I, the castle, the conflicts): each item of the section ``source``
    names (``{seat, place, strength}``: the placements) is a piece in its place."""

    kind: Literal["spaces"]
    """"spaces": the places pieces are put on."""
    spaces: tuple[Space, ...] = Field(min_length=1, max_length=40)
    """The spaces, in order."""
    columns: StrictInt = Field(default=4, ge=1, le=8)
    """Spaces per row."""
    source: Source | None = None
    """The section of occupants it reads."""

    @model_validator(mode="after")
    def _fits(self) -> Spaces:
        _unique("spaces", [s.id for s in self.spaces])
        if any(s.width > self.columns for s in self.spaces):
            raise ValueError("a space is wider than the grid (columns)")
        return self


class Column(Model):
    """A column of the per-seat row, reading the section ``source`` names (default:
    the column's id): a number per seat (kind ``counts``), a mark for the seats listed
    (kind ``seats``, with ``mark``), a seat's place in an order (kind ``order``), or,
    with ``token``, the seat holding a marker (kind ``marker``), shown with ``mark``, a
    star by default."""

    id: Id
    """The column's id."""
    names: Names | None = None
    """Its name per language (default: the title of the section it reads)."""
    token: StrictBool = False
    """The column shows which seat holds a marker."""
    mark: str | None = Field(default=None, min_length=1, max_length=3)
    """What a listed seat (or the marker's holder) shows (default: a star)."""
    source: Source | None = None
    """The section it reads."""


class Counters(_Element):
    """A row per seat in play, in seating order: its marker, its name, its counters and
    tokens; the seats that are up are highlighted."""

    kind: Literal["counters"]
    """"counters": a row per seat, a column per number."""
    columns: tuple[Column, ...] = Field(default=(), max_length=6)
    """The columns, in order."""

    @model_validator(mode="after")
    def _ids(self) -> Counters:
        _unique("columns", [c.id for c in self.columns])
        return self


class Slot(Model):
    id: Id
    """The slot's id."""
    names: Names | None = None
    """Its name per language (default: the title of the section it reads)."""
    source: Source | None = None
    """A card section (default: the slot's id)."""


class Cards(_Element):
    """Card slots side by side (the current card and the next): each shows the card of
    its section: its number, title, faction order and tags."""

    kind: Literal["cards"]
    """"cards": card slots."""
    slots: tuple[Slot, ...] = Field(min_length=1, max_length=4)
    """The slots, in order."""

    @model_validator(mode="after")
    def _ids(self) -> Cards:
        _unique("slots", [s.id for s in self.slots])
        return self


class Values(_Element):
    """Named numbers as tiles (a track's exact value, Event cards left): the view's
    number ``value``, or a value id named as the track's value. A tile may carry the
    marker of a track so the two read together."""

    kind: Literal["values"]
    """"values": named numbers in a row."""
    values: tuple[Marker, ...] = Field(min_length=1, max_length=12)
    """The numbers shown as tiles (round, era, a track's id)."""
    columns: StrictInt = Field(default=3, ge=1, le=6)
    """Values per row."""


Element = Annotated[Track | Boxes | Spaces | Counters | Cards | Values, Field(discriminator="kind")]


class Layout(Model):
    """A board: the seats' looks, and the elements under the header (the game's name,
    the step and who is up)."""

    seats: dict[str, SeatStyle] = {}
    """Each seat's colour, shape and letter."""
    elements: tuple[Element, ...] = ()
    """What is drawn, in order."""
    names: dict[str, Names] = {}
    """Names of its own: "element:board", "value:era" ..."""
    up: bool = True
    """The header's line of seats that are up."""

    @model_validator(mode="after")
    def _refs(self) -> Layout:
        _unique("elements", [e.id for e in self.elements])
        if sum(1 for e in self.elements if isinstance(e, Track) and e.style == "edge") > 1:
            raise ValueError("a board has at most one edge track")
        for e in self.elements:
            for m in markers(e):
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

    def sources(self) -> list[tuple[str, str]]:
        """Each source named in the layout, with the path of its key
        (``elements[2].columns[0].source``)."""
        out: list[tuple[str, str]] = []
        for i, e in enumerate(self.elements):
            at = f"elements[{i}]"
            parts: list[tuple[str, Box | Boxes | Spaces | Column | Slot]] = []
            if isinstance(e, Boxes | Spaces):
                parts.append((at, e))
            if isinstance(e, Boxes):
                parts += [(f"{at}.boxes[{j}]", b) for j, b in enumerate(e.boxes)]
            if isinstance(e, Counters):
                parts += [(f"{at}.columns[{j}]", c) for j, c in enumerate(e.columns)]
            if isinstance(e, Cards):
                parts += [(f"{at}.slots[{j}]", s) for j, s in enumerate(e.slots)]
            out += [(f"{path}.source", p.source) for path, p in parts if p.source is not None]
        return out


def markers(e: Track | Boxes | Spaces | Counters | Cards | Values) -> tuple[Marker, ...]:
    """The markers an element places by value (a track's, a values element's tiles)."""
    return e.markers if isinstance(e, Track) else e.values if isinstance(e, Values) else ()


ROUND_MARKER = Marker(value="round", colour="#4A4A4A", mark={"en": ""})


def default_layout(
    seats: Sequence[str],
    *,
    rounds: int = 0,
    number: str = "round",
    columns: Sequence[Column] = (),
    numbers: Sequence[str] = (),
) -> Layout:
    """The board of a definition without a ``[layout]``: the round track when the
    game has a known number of rounds (the view's number ``number``: ``round``,
    ``year``), a tile for each of the view's ``numbers`` that are the whole game's
    (a shared counter: at most twelve), then a row per seat with ``columns`` (at most
    six), the seats that are up highlighted; the header says the step."""
    elements: list[Track | Values | Counters] = []
    if rounds > MAX_BOXES:  # too long a game for a track: the round is a tile instead
        numbers, rounds = [number, *numbers], 0
    if rounds > 0:
        elements.append(
            Track(
                kind="track",
                id=number,  # titled as its number is named
                min=1,
                max=rounds,
                markers=(ROUND_MARKER.model_copy(update={"value": number}),),
                per_row=min(rounds, 12),
            )
        )
    if numbers:
        tiles = tuple(Marker(value=v, mark={"en": ""}) for v in numbers[:12])
        shown = Values(kind="values", id="numbers", title={"en": ""}, values=tiles)
        elements.append(shown.model_copy(update={"columns": min(len(tiles), 3)}))
    elements.append(
        Counters(kind="counters", id="seats", title={"en": ""}, columns=tuple(columns)[:6])
    )
    styles = {s: SeatStyle(colour=PALETTE[i % len(PALETTE)]) for i, s in enumerate(seats)}
    return Layout(seats=styles, elements=tuple(elements))
