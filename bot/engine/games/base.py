"""The contract between the game envelope and a game family (coin, turns, ...).

A *family* is a pure module that knows one kind of sequence of play. A *definition* is
the data of one game (``knowledge/games/<slug>.toml``), parsed once into a frozen typed
model (:mod:`bot.engine.games.definition`) that the family reads at run time. The
envelope (:mod:`bot.engine.games.session`) owns seats, GM, status and undo; a family
owns only its own ``state``, which stays plain JSON.

Everything a family hands out (events, prompts, options, views) carries ids and
numbers only: the renderer (``bot/service/render.py``) names them in the reader's
language from the definition and the catalogs.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, TypeAlias, cast

from bot.engine.errors import NotYourTurn

if TYPE_CHECKING:
    from bot.engine.games.definition import GameDefinition
    from bot.engine.games.view import View

# A JSON value: what a family's state, an action and an event's data are made of.
Json: TypeAlias = None | bool | int | float | str | list["Json"] | dict[str, "Json"]
JsonDict = dict[str, Json]
Action = JsonDict  # {"type": "turn.place", "where": "A", ...}


def copied(state: JsonDict) -> JsonDict:
    """A family's state copied before a move changes it: its dicts and lists new, the
    rest shared (strings and numbers cannot change). JSON only, so three to four
    times as fast as ``copy.deepcopy`` (which was most of a COIN move's time); a value
    that is not JSON is deep-copied all the same."""
    return cast(JsonDict, _copied(state))


def _copied(value: object) -> object:
    kind = type(value)
    if kind is dict:
        return {k: _copied(v) for k, v in cast(dict[str, object], value).items()}
    if kind is list:
        return [_copied(v) for v in cast(list[object], value)]
    if kind in _ATOMS:
        return value
    return copy.deepcopy(value)


_ATOMS = frozenset({str, int, float, bool, type(None)})


def ids(items: Iterable[Json]) -> list[Json]:
    """A list of ids (or numbers) as the JSON an event or a view holds."""
    return list(items)


def row(**data: Json) -> JsonDict:
    """One row of ids and numbers (an item of a view's section)."""
    return data


Args = dict[str, str | int]  # what a button passes back to its command


@dataclass(frozen=True)
class Event:
    """Something that happened, past tense (``FactionPassed``). Rendered by i18n key
    ``event.<kind>``; ``data`` holds ids and numbers, which the renderer names."""

    kind: str
    data: JsonDict = field(default_factory=dict)

    def to_json(self) -> JsonDict:
        return {"kind": self.kind, "data": self.data}


@dataclass(frozen=True)
class Actor:
    """Who issues an action, as the envelope sees them."""

    user_id: int
    seats: tuple[str, ...] = ()  # seats this user holds in the game
    is_gm: bool = False

    def require_seat(self) -> None:
        """A seat's move by someone who plays none (no seat, not the GM): they are told
        so, and how to get one, not whose turn it is."""
        if not self.seats and not self.is_gm:
            raise NotYourTurn("error.no_seat_in_game")


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
class Ref:
    """Something a player sees by name: its kind (``place``, ``seat``, ``choice``,
    ``coin_option`` ...) and its id. The renderer names it from the definition."""

    kind: str
    id: str


@dataclass(frozen=True)
class Option:
    """One choice open to a seat now; ``command`` + ``args`` is what a button runs
    (the same path as the slash command)."""

    id: str
    command: str  # e.g. "coin act", "turn place", "phase next"
    args: Args = field(default_factory=dict)
    label: Ref | None = None  # named from the definition (a place, a choice ...)
    label_key: str = ""  # else this catalog key (default ``option.<id>``)
    label_params: JsonDict = field(default_factory=dict)


ANYONE = "*"


@dataclass
class Prompt:
    """What the game waits for now."""

    phase: str  # phase id (e.g. "card", "annona", "actions")
    up: list[str] = field(default_factory=list)  # seats whose decision is awaited
    # seat -> options; the key ANYONE holds choices open to every player and the GM
    # while nobody in particular is up (an Epoch step's answers)
    options: dict[str, list[Option]] = field(default_factory=dict)
    step_key: str = ""  # i18n key describing the step, e.g. "coin.step.first"
    step_params: JsonDict = field(default_factory=dict)
    rule_query: str = ""  # a rules-lookup query for this step's rule section
    waiting_for: str = ""  # "" or e.g. "reveal", "gm" when nobody is up
    # what the awaited GM does when it is not /phase next ("turn only": name the seats)
    gm_command: str = ""
    finished: bool = False
    # Steps where several seats act at once (a vote, "done"): ``up`` is exactly the
    # seats that may still act, each once; ``step_id`` names this step instance (it
    # changes when the step, the round or the ballot changes, not when one seat acts),
    # so a seat's button may stay valid until that seat has acted or the step ended.
    simultaneous: bool = False
    step_id: str = ""
    # how to act when no button says it (a number chosen in secret): a catalog key
    hint_key: str = ""
    hint_params: JsonDict = field(default_factory=dict)
    out: list[str] = field(default_factory=list)  # seats out of the game (eliminated)


@dataclass
class Outcome:
    state: JsonDict
    events: list[Event]
    undoable: bool = True  # /game undo may restore the state from before this action
    boundary: bool = False  # clears undo history (a card reveal, a new round)
    since: str = ""  # why, when it is not the family's usual boundary ("reveal")


@dataclass(frozen=True)
class Param:
    """One argument of a move as the generic command (``/act``) offers it: a choice
    among ids the renderer names (``names`` is their :class:`Ref` kind), or a number
    in a range. Ranges and choices come from the definition."""

    arg: str  # the action's key ("where", "count", "choice")
    ids: tuple[str, ...] = ()  # a choice's ids
    names: str = ""  # the Ref kind naming ``ids`` ("place", "seat", "choice" ...)
    min: int | None = None
    max: int | None = None
    required: bool = False
    # a signed number (+2, -2) changes what is held by that much; a plain one sets it
    relative: bool = False
    # ids of the choice that are gone now (a draft item taken): named, the move is
    # still sent, and the engine says why it cannot be chosen (who took it)
    gone: tuple[str, ...] = ()
    # the counter a number is counted in: a refusal of it says its unit (Japanese 点)
    counter: str = ""


@dataclass(frozen=True)
class Move:
    """An action a player may take in this game now (``open``) or at another moment:
    what the generic command lists, completes and runs."""

    id: str  # the action's type ("turn.place", "coin.act", a [verbs] name)
    command: str = ""  # the alias slash command ("turn place"), or "" (only /act)
    label: Ref | None = None  # its name from the definition (a verb's ``name``)
    choice: Param | None = None
    number: Param | None = None
    open: bool = True
    secret: bool = False  # the choice is private until revealed (a sealed bid)
    gm: bool = False  # only the GM may make it (a GM-only counter, skipping a seat)


@dataclass(frozen=True)
class Concealed:
    """A state with the unrevealed choices taken out (:meth:`Family.conceal`):
    ``seats`` whose choices were taken out, ``moves`` the action types that made them
    (the history drops the latest such actions, one per seat)."""

    state: JsonDict
    seats: tuple[str, ...] = ()
    moves: tuple[str, ...] = ()
    what: str = "choices"  # what those moves are: "choices", or "votes" (a hidden vote's)


class Family(Protocol):
    name: str

    def parse_definition(self, data: JsonDict) -> GameDefinition:
        """The definition as this family's frozen model (raises ValueError naming the
        key); called once at load."""

    def setup(self, definition: GameDefinition, table: Table, options: JsonDict) -> JsonDict:
        """Initial family state when play begins."""

    def apply(
        self,
        definition: GameDefinition,
        state: JsonDict,
        table: Table,
        action: Action,
        actor: Actor,
    ) -> Outcome:
        """Apply ``action`` (``{"type": "...", ...}``); raise IllegalAction /
        NotYourTurn with a reason. Must not mutate ``state``."""

    def prompt(self, definition: GameDefinition, state: JsonDict, table: Table) -> Prompt: ...

    def view(self, definition: GameDefinition, state: JsonDict, table: Table) -> View:
        """The dashboard as sections of ids and numbers (rendered by the service)."""

    def export(self, definition: GameDefinition, state: JsonDict, table: Table) -> JsonDict:
        """The family's part of /game export (e.g. the ``coin`` object)."""

    def conceal(self, definition: GameDefinition, state: JsonDict, table: Table) -> Concealed:
        """``state`` without the choices nobody may see yet (a sealed bid): what every
        export and log view shows until they are revealed."""

    def moves(self, definition: GameDefinition, state: JsonDict | None, table: Table) -> list[Move]:
        """The actions of this game, those open now first (the generic command)."""
