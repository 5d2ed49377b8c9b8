"""What one picture shows: the values to draw, already named in the reader's language.

A scene is neutral: ids where the layout places things (seats, boxes, spaces, track
values), numbers, and the words a player reads, which the caller takes from the
definition and the catalogs in the table's language. The renderer names a thing by the
name its layout element gives it for the board, else by ``names["<kind>:<id>"]``
(``seat:Dux``, ``track:imperium``, ``value:roman_rule``, ``space:A``, ``box:first``,
``counter:knights``, ``token:first_player``, ``card:current``, ``element:<id>``,
``word:up``, ``word:unrevealed``), else by the layout's shared ``[names]``, in
``locale``; :func:`bot.board.unnamed` lists what would fall back to an id, which a
test keeps empty.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, StrictInt, model_validator


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Card(_Model):
    number: StrictInt | None = None
    title: str = ""  # as players name it, in the table's language
    order: tuple[str, ...] = ()  # seats, in the card's order
    tags: tuple[str, ...] = ()  # short words: "Epoch", "Pivotal: Scotti"


class Piece(_Model):
    seat: str
    label: str = Field(default="", max_length=4)  # a strength, a count: "3"


class Scene(_Model):
    locale: str = "en"
    title: str  # the game's name
    lines: tuple[str, ...] = ()  # round, phase, step: each a line under the title
    seats: tuple[str, ...]  # in play, in seating order
    up: tuple[str, ...] = ()  # whose decision it is
    names: dict[str, str] = {}
    values: dict[str, StrictInt | str | None] = {}  # track or tile id -> number or value id
    boxes: dict[str, dict[str, str]] = {}  # Boxes element id -> seat -> box id
    spaces: dict[str, tuple[Piece, ...]] = {}  # space id -> pieces, in placing order
    counters: dict[str, dict[str, StrictInt]] = {}  # column id -> seat -> number
    tokens: dict[str, str | None] = {}  # column id -> the seat holding it
    cards: dict[str, Card | None] = {}  # slot id -> the card, None while unrevealed

    @model_validator(mode="after")
    def _seats_in_play(self) -> Scene:
        """Whoever is up, in a box, holding a counter or a token is a seat in play."""
        named = set(self.up) | {s for where in self.boxes.values() for s in where}
        named |= {s for per in self.counters.values() for s in per}
        named |= {s for s in self.tokens.values() if s is not None}
        stray = sorted(named - set(self.seats))
        if stray:
            raise ValueError(f"not seats in play: {', '.join(stray)}")
        return self
