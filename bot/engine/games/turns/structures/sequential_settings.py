"""The settings of a ``sequential`` step (its keys in a definition) and the parts of
the state it keeps while it is played: turns taken, or pieces placed and who holds
each exclusive place."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from pydantic import model_validator

from bot.engine.games.base import Json
from bot.engine.games.definition import Names, Problem, Problems
from bot.engine.games.turns.definition import ByPlayers, TurnsDefinition, not_one, seat_counter
from bot.engine.games.turns.settings import Settings, Start


class SequentialSettings(Settings):
    start: Start = "start_player"
    """Where the turns begin: "start_player" or "first_player"."""
    until: Literal["pieces", "turns"] | None = None
    """"pieces" or "turns": what ends the step (default: pieces if set)."""
    turns: ByPlayers = 1
    """Turns each, when not placing pieces (by player count too)."""
    order: Literal["clockwise", "reverse", "snake"] = "clockwise"
    """"clockwise", "reverse" (the last first) or "snake" (1-2-3-3-2-1)."""
    pieces: str | None = None
    """The setup option holding each seat's pieces."""
    places: tuple[str, ...] = ()
    """Where pieces may be placed (ids)."""
    exclusive_places: tuple[str, ...] = ()
    """Places holding one piece; a stronger one pushes it out (unless push_out = false)."""
    push_out: bool = True
    """A piece placed with a greater strength pushes out the holder of an exclusive
    place; false: a held place is taken until the step begins again."""
    piece_name: Names | None = None
    """One piece in sentences ("the knight returns"); default "piece"."""
    place_names: dict[str, Names] = {}
    """Each place's name in sentences ("the castle")."""
    place_labels: dict[str, Names] = {}
    """Each place's name on buttons ("Castle")."""
    place_aliases: dict[str, tuple[str, ...]] = {}
    """Other words a player may type for a place."""
    chooser_place: str | None = None
    """Its holder names the next start player once placing is over."""
    lead: Literal["start", "winner"] = "start"
    """Who begins each time the step is played: "start" (the start seat, every time)
    or "winner": once every seat has played, the time's winner is named (/act
    action:Winner choice:) and begins the next time (a trick's winner leads)."""
    wins: str | None = None
    """With lead = "winner": a counter the winner of each time gains 1 on (tricks)."""

    @model_validator(mode="after")
    def _places(self) -> SequentialSettings:
        out = []
        counts = self.turns.values() if isinstance(self.turns, dict) else [self.turns]
        if any(n < 1 for n in counts):
            out.append(Problem("turns", "must be 1 or more"))
        if self.order != "clockwise" and self.mode == "pieces":
            out.append(Problem("order", "applies to turns, not to placing pieces"))
        if self.mode == "pieces" and not self.pieces:
            out.append(Problem("pieces", 'a step placing pieces names them (pieces = "knights")'))
        for key in ("exclusive_places", "place_names", "place_labels", "place_aliases"):
            for place in getattr(self, key):
                if place not in self.places:
                    out.append(Problem(key, not_one(place, "place", self.places)))
        if self.chooser_place is not None and self.chooser_place not in self.places:
            out.append(Problem("chooser_place", not_one(self.chooser_place, "place", self.places)))
        if self.lead == "winner" and self.mode == "pieces":
            out.append(Problem("lead", "applies to turns, not to placing pieces"))
        if self.wins is not None and self.lead != "winner":
            out.append(Problem("wins", 'goes with lead = "winner"'))
        if not self.push_out and not self.exclusive_places:
            out.append(Problem("push_out", "applies to exclusive_places; the step has none"))
        if out:
            raise Problems(out)
        return self

    @property
    def mode(self) -> str:
        return self.until or ("pieces" if self.pieces else "turns")

    def names_of(self, kind: str, id: str) -> dict[str, str] | None:
        if kind == "piece" and id == self.pieces:
            return self.piece_name
        if id not in self.places:
            return None
        if kind == "place":
            return self.place_names.get(id)
        if kind == "place_label":
            return self.place_labels.get(id) or self.place_names.get(id)
        return None

    def check(self, d: TurnsDefinition) -> list[Problem]:
        out = []
        if self.mode == "pieces" and (
            self.pieces not in d.options or not d.options[self.pieces].numeric
        ):
            out.append(
                Problem("pieces", f"must name a number option of [options], got {self.pieces!r}")
            )
        problem = seat_counter(self.wins, d.counters) if self.wins is not None else None
        if problem:  # (a name that is none: the closest one and the list)
            out.append(Problem("wins", problem))
        if self.chooser_place is not None and not any(
            v.kind == "next_start_player" for v in d.verbs.values()
        ):
            out.append(
                Problem(
                    "chooser_place",
                    "its holder names the next start player with a verb: add one to [verbs] "
                    '(does = "next_start_player")',
                )
            )
        return out

    def free_places(self, tn: PiecesTurn) -> list[str]:
        """Where a piece may go now: every place, less the exclusive ones held when
        pieces do not push each other out."""
        held = tn.get("occupants", {}) if not self.push_out else {}
        return [x for x in self.places if x not in held]

    def place(self, text: str) -> str | None:
        """A place by its id, an alias or a name in any language (any case)."""
        q = text.strip().casefold()
        for p in self.places:
            names = [
                p,
                *self.place_aliases.get(p, ()),
                *self.place_names.get(p, {}).values(),
                *self.place_labels.get(p, {}).values(),
            ]
            if q in (n.strip().casefold() for n in names):
                return p
        return None


class PiecesTurn(TypedDict):
    current: str | None
    placed: dict[str, int]
    placements: list[list[str | None]]
    occupants: dict[str, list[Json]]  # place -> [seat, strength or None]


class TurnsTurn(TypedDict):
    current: str | None
    taken: dict[str, int]
    queue: NotRequired[list[str]]  # the turns still to come (reverse and snake orders)
    awaiting: NotRequired[str]  # lead = "winner": every seat has played (the last one)
