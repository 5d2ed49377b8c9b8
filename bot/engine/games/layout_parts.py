"""The parts a board layout (:mod:`bot.engine.games.layout`) is built of: the frozen
model every part is, the seats' shapes and colours, ids, titles, a seat's look, a
marker on a track and a named cell, and the check that ids are not repeated."""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field

from bot.engine.games.names import TEXT_SCHEMA, Names, as_names, needs_en

Shape = Literal["circle", "square", "diamond", "hexagon", "triangle", "pentagon", "octagon"]
SHAPES: tuple[Shape, ...] = get_args(Shape)
# Okabe and Ito's palette, told apart by the common forms of colour blindness; a seat
# without a colour of its own takes the next one.
PALETTE = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7", "#7F7F7F")


MAX_BOXES = 200  # a numbered track's boxes at most (a longer game: no round track)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)


def _title(value: dict[str, str]) -> dict[str, str]:
    return value if not any(value.values()) else needs_en(value)


# An element's title: names, or "" for none.
Title = Annotated[dict[str, str], BeforeValidator(as_names), AfterValidator(_title), TEXT_SCHEMA]


def _colour(value: str) -> str:
    v = value.strip()
    if len(v) != 7 or v[0] != "#" or any(c not in "0123456789abcdefABCDEF" for c in v[1:]):
        raise ValueError(f"{value!r} is not a colour written #rrggbb")
    return v.upper()


Colour = Annotated[str, AfterValidator(_colour)]
Id = Annotated[str, Field(min_length=1, max_length=64)]
# The id of a section of the game's view (``View.sections[].id``) that an element, a
# box, a column or a slot reads.
Source = Annotated[str, Field(min_length=1, max_length=64)]


class SeatStyle(Model):
    """How a seat's markers look: a colour, a shape and a mark (a letter or a kanji) so
    that players who do not tell the colours apart still tell the seats apart."""

    colour: Colour
    """The seat's colour (a CSS colour name or #rrggbb)."""
    shape: Shape | None = None
    """Its markers' shape (default: by the seat's place in [seats])."""
    mark: Names | None = None
    """Its markers' letter (default: the first of the seat's name)."""


class Marker(Model):
    """One marker on a track: it stands at the view's named number ``value`` (``round``,
    ``era``, a COIN track's id)."""

    value: Id
    """The value it marks."""
    seat: Id | None = None
    """It looks like this seat's markers."""
    colour: Colour | None = None
    """Otherwise: this colour (default dark grey)."""
    mark: Title | None = (
        None  # the letter on it (default: the seat's, or the value's name); "" none
    )
    """Its letter."""


class Cell(Model):
    id: Id
    """The value the cell shows."""
    names: Names | None = None
    """Its name per language (default: the value's name)."""


def _unique(what: str, ids: list[str]) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise ValueError(f"{what}: {i!r} appears twice")
        seen.add(i)
