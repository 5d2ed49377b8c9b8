"""The contract between the game envelope and a game family (coin, turns, ...).

A *family* is a pure module that knows one kind of sequence of play. A *definition* is
the data of one game (``knowledge/games/<slug>.toml``, parsed to a dict[str, Any]). The envelope
(:mod:`bot.engine.games.session`) owns seats, GM, status and undo; a family owns only
its own ``state`` dict[str, Any], which must stay JSON-serialisable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True)
class Event:
    """Something that happened, past tense (``FactionPassed``). Rendered by i18n key
    ``event.<kind>`` with ``data`` as parameters."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict[str, Any])

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "data": self.data}


@dataclass(frozen=True)
class Actor:
    """Who issues an action, as the envelope sees them."""

    user_id: int
    seats: tuple[str, ...] = ()  # seats this user holds in the game
    is_gm: bool = False


@dataclass(frozen=True)
class Table:
    """Seats of a game as the family needs them: seat name -> holder (None = nobody,
    played by the GM), in seating order (clockwise)."""

    seats: tuple[tuple[str, int | None], ...]
    bots: frozenset[str] = frozenset()  # seats played by the GM as a bot (EU's bots)

    @property
    def names(self) -> list[str]:
        return [s for s, _ in self.seats]

    def holder(self, seat: str) -> int | None:
        return dict(self.seats).get(seat)

    def may_act(self, actor: Actor, seat: str) -> bool:
        """A seat is played by its holder; a seat nobody holds by the GM."""
        if seat in actor.seats:
            return True
        return actor.is_gm and self.holder(seat) is None


@dataclass(frozen=True)
class Option:
    """One choice open to a seat now; ``command`` + ``args`` is what a button runs
    (the same path as the slash command)."""

    id: str
    command: str  # e.g. "coin act", "coin pass", "turn done", "phase next"
    args: dict[str, Any] = field(default_factory=dict[str, Any])
    label_key: str = ""  # i18n key for the button label; defaults to option.<id>
    label_params: dict[str, Any] = field(default_factory=dict[str, Any])
    # the label by locale from the game definition (a place's place_names): when
    # given, it wins over ``label_key``, so a new game's places need no catalog entry
    label_names: dict[str, str] = field(default_factory=dict[str, Any])


ANYONE = "*"


@dataclass
class Prompt:
    """What the game waits for now."""

    phase: str  # phase id (e.g. "card", "annona", "actions")
    up: list[str] = field(default_factory=list[Any])  # seats whose decision is awaited
    # seat -> options; the key ANYONE holds choices open to every player and the GM
    # while nobody in particular is up (an Epoch step's answers)
    options: dict[str, list[Option]] = field(default_factory=dict[str, Any])
    step_key: str = ""  # i18n key describing the step, e.g. "coin.step.annona"
    step_params: dict[str, Any] = field(default_factory=dict[str, Any])
    rule_query: str = ""  # a rules-lookup query for this step's rule section
    waiting_for: str = ""  # "" or e.g. "reveal", "gm" when nobody is up
    finished: bool = False
    # Steps where several seats act at once (a vote, "done"): ``up`` is exactly the
    # seats that may still act, each once; ``step_id`` names this step instance (it
    # changes when the step, the round or the ballot changes, not when one seat acts),
    # so a seat's button may stay valid until that seat has acted or the step ended.
    simultaneous: bool = False
    step_id: str = ""


@dataclass
class Outcome:
    state: dict[str, Any]
    events: list[Event]
    undoable: bool = True  # /game undo may restore the state from before this action
    boundary: bool = False  # clears undo history (a card reveal, a new round)


class Family(Protocol):
    name: str

    def parse_definition(self, data: dict[str, Any]) -> dict[str, Any]:
        """Validate and normalise a definition of this family (raise ValueError naming
        the key); called once at load."""

    def setup(
        self, definition: dict[str, Any], table: Table, options: dict[str, Any]
    ) -> dict[str, Any]:
        """Initial family state when play begins."""

    def apply(
        self,
        definition: dict[str, Any],
        state: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        """Apply ``action`` (``{"type": "...", ...}``); raise IllegalAction /
        NotYourTurn with a reason. Must not mutate ``state``."""

    def prompt(self, definition: dict[str, Any], state: dict[str, Any], table: Table) -> Prompt: ...

    def dashboard(
        self, definition: dict[str, Any], state: dict[str, Any], table: Table
    ) -> dict[str, Any]:
        """Structured dashboard data; rendered by the service."""

    def export(
        self, definition: dict[str, Any], state: dict[str, Any], table: Table
    ) -> dict[str, Any]:
        """The family's part of /game export (e.g. the ``coin`` object)."""
