"""What a turn structure is: the shape of play of one step.

A step of a definition names its ``structure``; the family looks the structure up in
:data:`~bot.engine.games.turns.structures.STRUCTURES` and hands it the moves it owns
(``moves``: action type -> handler), the way a state of a Rally the Troops module
owns its prompt and its actions. A structure is one small module: its settings model
(its keys of the step), its part of the state (``start``), its moves, its prompt
(``up``, ``options``) and its view. A shape overrides only the hooks where it differs
from :class:`Structure`, which is the step the players resolve themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, TypeVar

from bot.engine.games.base import Action, Actor, Event, JsonDict, Move, Option, Outcome
from bot.engine.games.turns.common import clockwise
from bot.engine.games.turns.definition import Step
from bot.engine.games.turns.roles import chooser
from bot.engine.games.turns.settings import Settings
from bot.engine.games.turns.state import Play
from bot.engine.games.view import Section, Text

Handler = Callable[[Play, Action, Actor], Outcome]
S = TypeVar("S", bound=Settings)


class Structure:
    """A step the players resolve themselves; ``/phase next`` advances it."""

    name: ClassVar[str] = "prompt"
    settings_model: ClassVar[type[Settings]] = Settings
    # several seats act at once, each once (a vote, "done"): buttons stay valid per
    # seat until that seat has acted or the step ended
    simultaneous: ClassVar[bool] = False
    # the step ends by itself once its turns are over (``/phase next`` is refused)
    ends_itself: ClassVar[bool] = False
    # ``advance = "gm"`` holds the step open for the GM, who may also end it early
    gm_advance: ClassVar[bool] = False
    # action type -> handler: the moves this structure accepts
    moves: ClassVar[dict[str, Handler]] = {}
    # seats take part in it (a step's ``only`` chooses which); False: it is said as
    # it begins, for every seat alike (neighbours compared), so ``only`` is refused
    takes_part: ClassVar[bool] = True
    # moves it still accepts once the game is over (the GM correcting a score)
    after_finish: ClassVar[dict[str, Handler]] = {}
    # moves it accepts while another step is being played, once it closed (the GM
    # correcting a report of the scoring step just closed); None: not one of them now
    after_close: ClassVar[dict[str, Callable[[Play, Action, Actor], Outcome | None]]] = {}
    # the sections its view may show, by id (a board layout's ``source``), each with a
    # title that does not change with the state (what a board names a column by)
    sections: ClassVar[dict[str, Text]] = {}

    def setup(self, p: Play, step: Step) -> None:
        """What the game's state needs for this step when play begins."""

    def start(self, p: Play) -> JsonDict:
        """The structure's own state when the step begins (``state["turn"]``)."""
        return {}

    def enter(self, p: Play) -> list[Event]:
        """What happens by itself as the step begins (after ``start``): a comparison
        of neighbours, hands passed ..."""
        return []

    def empty(self, p: Play) -> bool:
        """Nothing to play in this step now (it is over as soon as it begins)."""
        return False

    def up(self, p: Play) -> list[str]:
        """The seats whose decision is awaited."""
        return []

    def to_finish(self, p: Play) -> list[str]:
        """The seats a step that ends by itself still waits for before it ends (said
        when ``/phase next`` is refused): those up, unless the structure knows more
        (a passing step waits for every seat that has not passed)."""
        return self.up(p)

    def options(self, p: Play, seat: str) -> list[Option]:
        """The choices (buttons) open to ``seat``, which is up."""
        return []

    def prompt_key(self, p: Play) -> str:
        """A variant of the step's prompt sentence (``turns.prompt.<key>.round``)."""
        return ""

    def prompt_params(self, p: Play) -> JsonDict:
        return {}

    def hint(self, p: Play) -> tuple[str, JsonDict] | None:
        """How to act, when no button says it: a catalog key and its parameters."""
        return None

    def step_id(self, p: Play) -> str:
        """What changes the step instance besides the step (a vote's ballot)."""
        return ""

    conceals = "choices"  # what :meth:`conceal` takes out (a hidden vote's: "votes")

    def conceal(self, p: Play) -> list[str]:
        """Take out of ``p``'s state (a copy) the choices nobody may see yet (a sealed
        bid); returns the seats whose choices were taken out. What it takes out is
        what the step's own moves put in: the family drops those moves from the undo
        history with it."""
        return []

    def position(self, p: Play) -> JsonDict:
        """The structure's keys of ``/game export``'s position."""
        return {}

    def view(self, p: Play) -> list[Section]:
        """The structure's sections of the dashboard."""
        return []

    def markers(self, step: Step) -> tuple[str, ...]:
        """The seat markers this step uses (``first_player``, ``start_player``): the
        dashboard shows them in games that have such a step."""
        return ()

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        """The moves of this step as the generic command offers them."""
        return []

    def skip(self, p: Play, seat: str) -> Outcome | None:
        """The GM pushes past ``seat``, which is up (None: this step cannot)."""
        return None

    def own_move(self, p: Play, kind: str) -> Handler | None:
        """A move the step offers under a name of the game's own (a passing step's
        ``actions``: Eclipse's Build), by its type; None: no such move."""
        return None

    def settle(self, p: Play) -> Outcome | None:
        """After any move of the game (a verb changing a counter the step reads): the
        step's end, when that move finished it (None: nothing to do)."""
        return None

    def dropped(self, p: Play, seats: list[str]) -> Outcome | None:
        """``seats`` have just dropped out of the step (their counter left its
        ``only`` range): pass their turn on (None: nothing to do, their moves are
        refused from now on as those of seats not taking part)."""
        return None

    def seat_joins(self, step: Step, turn: JsonDict, seat: str, after: str | None) -> None:
        """``seat`` was given once play had begun (rules 14), during this step, to play
        after ``after`` (``turn``, the step's state, changed in place): a step that
        reads its seats as it goes needs nothing."""


def setting(step: Step, model: type[S]) -> S:
    """The step's settings as its structure's own model."""
    conf = step.settings
    if not isinstance(conf, model):
        raise TypeError(f"step {step.id!r} has no {model.__name__}")
    return conf


def start_seat(p: Play, start: str) -> str:
    """Where a structure's turns begin: the First Player's seat or the start player's
    (in a role's phase, the seat that picked the role, unless the step has its own
    ``order_by``: an order written on the step wins, from its first seat)."""
    lead = chooser(p)
    if lead is not None and p.step.order_by is None:
        return lead
    return p.s["first_player"] if start == "first_player" else p.s["start_player"]


def give_marker(p: Play, marker: str | None, seat: str, events: list[Event]) -> None:
    """``seat`` takes a marker for the next round (``first_player``/``start_player``)."""
    if marker == "first_player":
        p.s["next_first_player"] = seat
    elif marker == "start_player":
        p.s["next_start_player"] = seat
    else:
        return
    events.append(Event("MarkerTaken", {"seat": seat, "marker": marker}))


def markers_of(start: str, sets: str | None) -> tuple[str, ...]:
    """The markers a step starting at ``start`` and giving ``sets`` to its winner uses."""
    return (start, sets) if sets else (start,)


def by_seating(p: Play, start: str, seats: list[str]) -> list[str]:
    """``seats`` in seating order, clockwise from the structure's start seat."""
    return [x for x in clockwise(p.seats, start_seat(p, start)) if x in seats]
