"""A game's dashboard as data: sections of ids and numbers.

Every family describes what a table should see as a :class:`View`; one generic
renderer (``bot/service/dashboard.py``) turns any view into an embed in the table's
language, and a board drawn from the same view can place the same things. A section's
``kind`` says how its body reads; its ``items`` are JSON rows whose keys the renderer
names by their kind (a ``seat``, a ``place``, a ``track`` and its ``value`` ...):

``up``        seats awaited, each with its holder (``seats``)
``seats``     a set of seats (``seats``); ``order``: the same, in order (→)
``marker``    who holds a marker (``seats[0]``), and who takes it next (``items[0].next``)
``counts``    a number per seat (``items``: ``{"seat", "n"}``)
``pairs``     a seat's piece in a space (``items``: ``{"seat", "place"}``)
``steps``     the steps of a phase (``items``: ``{"phase", "step", "mark"}``)
``lines``     sentences (``lines``), one per line
``owed``      what each seat still reports (``items``: ``{"seat", "tables"}``)
``table``     a scoring table (``items``: ``{"from", "value"}`` or ``{"rank", "value"}``)
``card``      a card (``items[0]``: ``{"number", "title", "order", "epoch", "pivotal"}``);
              ``cards``: several
``cylinders`` each seat's eligibility box (``items``: ``{"seat", "state", "holder",
              "override"}``)
``tracks``    track values (``items``: ``{"track", "value"}``)

A section's ``id`` names it for a board layout (``source = "cylinders"``): the same
id means the same thing in every game of a family. ``View.values`` are the named
numbers a board places on tracks (``round``, ``era``, ``epoch`` ...), which the heading
and lines already say in words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.engine.games.base import JsonDict, Ref


@dataclass(frozen=True)
class Text:
    """A sentence: a catalog key and its parameters (ids and numbers)."""

    key: str
    params: JsonDict = field(default_factory=dict)


@dataclass(frozen=True)
class Section:
    kind: str
    title: Text | Ref
    seats: tuple[str, ...] = ()
    items: tuple[JsonDict, ...] = ()
    lines: tuple[Text, ...] = ()
    inline: bool = False
    empty: Text | None = None  # what the body says when it has nothing to list
    id: str = ""  # what a board layout's ``source`` names it by


@dataclass(frozen=True)
class View:
    heading: Text | None = None  # after the game's name in the title
    lines: tuple[Text, ...] = ()  # the description
    sections: tuple[Section, ...] = ()
    rule: str = ""  # the rule-summary heading of the current step
    values: JsonDict = field(default_factory=dict)  # named numbers: {"round": 3}

    def section(self, id: str) -> Section | None:
        """The section of this id, if the view has one now."""
        return next((s for s in self.sections if s.id == id), None)

    def to_json(self) -> JsonDict:
        """The view as JSON (ids and numbers), e.g. for a drawing of the board."""

        def text(t: Text | Ref | None) -> JsonDict | None:
            if t is None:
                return None
            if isinstance(t, Ref):
                return {"ref": t.kind, "id": t.id}
            return {"key": t.key, "params": t.params}

        return {
            "heading": text(self.heading),
            "lines": [text(x) for x in self.lines],
            "rule": self.rule,
            "values": dict(self.values),
            "sections": [
                {
                    "id": s.id,
                    "kind": s.kind,
                    "title": text(s.title),
                    "seats": list(s.seats),
                    "items": list(s.items),
                    "lines": [text(x) for x in s.lines],
                    "inline": s.inline,
                }
                for s in self.sections
            ],
        }
