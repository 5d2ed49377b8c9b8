"""Typed words to the ids the engine speaks.

Players type options in any language (``epoch:はい``, ``winner:nessuno``,
``eligibility:インエリジブル``, ``/vote choice:賛成``); the engine only knows ``True``,
``"none"``, ``"ineligible"``, ``"approve"``. :func:`canonical` maps the words (the
catalogs' ``words.*``) before an action reaches a family, and :class:`Families` wraps
every family so that actions already stored in a game's history (typed before the
engine stopped reading words) replay the same.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from bot.engine.errors import IllegalAction
from bot.engine.games.base import (
    Action,
    Actor,
    Concealed,
    Event,
    Family,
    Json,
    JsonDict,
    Move,
    Outcome,
    Prompt,
    Table,
)
from bot.engine.games.definition import GameDefinition
from bot.engine.games.draws import Draws
from bot.engine.games.redefining import Missing
from bot.engine.games.view import View
from bot.i18n import words, yes_no


def vote_choice(text: str) -> str:
    """A typed /vote choice: ``approve`` for an approve or yes word of any language,
    ``reject`` for a reject or no word; anything else as typed, for the family to
    refuse."""
    w = text.strip().casefold()
    if w in words("approve") or yes_no(w) is True:
        return "approve"
    if w in words("reject") or yes_no(w) is False:
        return "reject"
    return text


def canonical(action: Action) -> Action:
    """``action`` with the words typed in any language replaced by ids."""
    out = dict(action)
    for key in ("epoch", "final"):
        value = out.get(key)
        if isinstance(value, str) and value.strip():
            answer = yes_no(value)
            out[key] = answer if answer is not None else value
    winner = out.get("winner")
    if isinstance(winner, str) and winner.strip().casefold() in words("nobody"):
        out["winner"] = "none"
    eligibility = out.get("eligibility")
    if isinstance(eligibility, str):
        w = eligibility.strip().casefold()
        if w in words("eligible"):
            out["eligibility"] = "eligible"
        elif w in words("ineligible"):
            out["eligibility"] = "ineligible"
    if out.get("type") == "vote" and isinstance(out.get("choice"), str):
        out["choice"] = vote_choice(str(out["choice"]))
    return out


class Reading:
    """A family whose actions are read through :func:`canonical` first."""

    def __init__(self, family: Family):
        self.family = family
        self.name = family.name
        self.undo_refused = str(getattr(family, "undo_refused", "error.nothing_to_undo"))

    def parse_definition(self, data: JsonDict) -> GameDefinition:
        return self.family.parse_definition(data)

    def setup(self, definition: GameDefinition, table: Table, options: JsonDict) -> JsonDict:
        return self.family.setup(definition, table, options)

    def apply(
        self,
        definition: GameDefinition,
        state: JsonDict,
        table: Table,
        action: Action,
        actor: Actor,
    ) -> Outcome:
        return self.family.apply(definition, state, table, canonical(action), actor)

    def apply_drawing(
        self,
        definition: GameDefinition,
        state: JsonDict,
        table: Table,
        action: Action,
        actor: Actor,
        draws: Draws,
    ) -> Outcome:
        """A move that may draw (a die Herald rolls), for a family whose moves may."""
        drawing = getattr(self.family, "apply_drawing", None)
        if drawing is None:
            return self.apply(definition, state, table, action, actor)
        out: Outcome = drawing(definition, state, table, canonical(action), actor, draws)
        return out

    def prompt(self, definition: GameDefinition, state: JsonDict, table: Table) -> Prompt:
        return self.family.prompt(definition, state, table)

    def view(self, definition: GameDefinition, state: JsonDict, table: Table) -> View:
        return self.family.view(definition, state, table)

    def export(self, definition: GameDefinition, state: JsonDict, table: Table) -> JsonDict:
        return self.family.export(definition, state, table)

    def check_state(self, definition: GameDefinition, state: JsonDict) -> None:
        """Refuse a state given back (``/game import``) that the definition forbids (a
        counter outside its range); a family that checks nothing takes it."""
        check = getattr(self.family, "check_state", None)
        if check is not None:
            check(definition, state)

    def redefined(
        self, old: GameDefinition, new: GameDefinition, state: JsonDict
    ) -> tuple[JsonDict, list[Missing]]:
        """The state under another version of its definition (``/game redefine``), or
        what that version lacks; a family holding nothing by place: as it is."""
        moved = getattr(self.family, "redefined", None)
        if moved is None:
            return state, []
        out: tuple[JsonDict, list[Missing]] = moved(old, new, state)
        return out

    def conceal(self, definition: GameDefinition, state: JsonDict, table: Table) -> Concealed:
        """The state without unrevealed choices (a family with none: as it is)."""
        hide = getattr(self.family, "conceal", None)
        return hide(definition, state, table) if hide is not None else Concealed(state)

    def ended_view(self, definition: GameDefinition, state: JsonDict, table: Table) -> View | None:
        """The dashboard of a game the GM ended, when the family draws one."""
        ended = getattr(self.family, "ended_view", None)
        return ended(definition, state, table) if ended is not None else None

    def moves(self, definition: GameDefinition, state: JsonDict | None, table: Table) -> list[Move]:
        return self.family.moves(definition, state, table)

    def named_in_secret(
        self, definition: GameDefinition, state: JsonDict, table: Table
    ) -> JsonDict | None:
        """For the GM alone: the seats the GM named in secret for the step now on and
        those still to choose (a family with no such step: None)."""
        named = getattr(self.family, "named_in_secret", None)
        out: JsonDict | None = named(definition, state, table) if named is not None else None
        return out

    def undone(
        self, definition: GameDefinition, before: JsonDict, after: JsonDict, table: Table
    ) -> list[Event]:
        """What an undo takes back that the undone move had said (a round made the last)."""
        said = getattr(self.family, "undone", None)
        return list(said(definition, before, after, table)) if said is not None else []

    def opening(self, definition: GameDefinition, state: JsonDict, table: Table) -> list[Event]:
        """What play beginning says besides its seats (a turn order set by a score)."""
        said = getattr(self.family, "opening", None)
        return list(said(definition, state, table)) if said is not None else []

    def seated(
        self, definition: GameDefinition, state: JsonDict, table: Table, seat: str
    ) -> JsonDict:
        """The state with ``seat``, given once play has begun, set up as the others
        were (its counters' setup values); a family with no such set-up: as it is."""
        setup = getattr(self.family, "seated", None)
        out: JsonDict = setup(definition, state, table, seat) if setup is not None else state
        return out

    def plays_after(self, state: JsonDict, names: list[str], seat: str) -> str | None:
        """The seat ``seat``, given once play has begun, plays after in an order a step
        set this round; None: a family with none (the seating's order)."""
        after = getattr(self.family, "plays_after", None)
        return None if after is None else after(state, names, seat)

    def begins_play(
        self, definition: GameDefinition, action: Action, actor: Actor, rules: Json = None
    ) -> bool:
        begins = getattr(self.family, "begins_play", None)
        return True if begins is None else bool(begins(definition, action, actor, rules))

    def end(
        self, definition: GameDefinition, state: JsonDict, table: Table, winners: list[str]
    ) -> Outcome:
        """How the game came out as the GM ends it (a family that ranks nobody:
        nothing, and no winner may be named)."""
        closing = getattr(self.family, "end", None)
        if closing is None:
            if winners:
                raise IllegalAction("error.no_winner_here")
            return Outcome(state, [])
        out: Outcome = closing(definition, state, table, winners)
        return out


class Families(Mapping[str, Reading]):
    """The engine's families, each read through :func:`canonical`."""

    def __init__(self, families: Mapping[str, Family]):
        self._families = families
        self._cache: dict[str, Reading] = {}

    def __getitem__(self, name: str) -> Reading:
        family = self._families[name]
        hit = self._cache.get(name)
        if hit is None or hit.family is not family:
            hit = self._cache[name] = Reading(family)
        return hit

    def __iter__(self) -> Iterator[str]:
        return iter(self._families)

    def __len__(self) -> int:
        return len(self._families)
