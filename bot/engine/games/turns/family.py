"""The turn-based family: routes a move to the current step's structure, to a verb
of the definition, or to the flow; the rest lives in the modules it routes to."""

from __future__ import annotations

from dataclasses import replace
from typing import cast

from bot.engine.errors import IllegalAction
from bot.engine.games import counters
from bot.engine.games.base import (
    Action,
    Actor,
    Concealed,
    Event,
    Json,
    JsonDict,
    Move,
    Outcome,
    Prompt,
    Table,
    copied,
    ids,
)
from bot.engine.games.definition import GameDefinition
from bot.engine.games.draws import Draws
from bot.engine.games.redefining import Missing
from bot.engine.games.turns import ending, flow, part, prompting, scoring, verbs, view
from bot.engine.games.turns.definition import TurnsDefinition, parse_turns
from bot.engine.games.turns.redefined import redefined as moved_state
from bot.engine.games.turns.state import Play, TurnsState
from bot.engine.games.turns.structures import STRUCTURES
from bot.engine.games.turns.structures.base import Structure
from bot.engine.games.view import View


def _d(definition: GameDefinition) -> TurnsDefinition:
    if not isinstance(definition, TurnsDefinition):
        raise TypeError(f"{definition.slug} is not a turn-based game")
    return definition


def _play(definition: GameDefinition, state: JsonDict, table: Table) -> Play:
    return Play(_d(definition), cast(TurnsState, state), table)


def _after_finish(p: Play, kind: str, action: Action, actor: Actor) -> Outcome:
    """Once the game is over: a table looked up, a correction a structure accepts
    (the GM correcting a reported score), a counter set by a verb."""
    for shape in STRUCTURES.values():
        fix = shape.after_finish.get(kind)
        if fix is not None:
            return fix(p, action, actor)
    if kind == "table":
        return scoring.look_up(p, action, actor)
    if kind in p.d.verbs and actor.is_gm:
        before = _ranked_now(p)
        out = verbs.run(p, kind, action, actor)
        after = _play(p.d, copied(out.state), p.t)
        if before is None or _ranked_now(after) == before:
            return out
        # the correction changes the ranking: the new one and its winner are said
        from bot.engine.games.turns.winner import ranked

        return after.out(list(out.events) + ranked(after))
    raise IllegalAction("turns.error.finished")


def _ranked_now(p: Play) -> list[list[str]] | None:
    """The seats' ranking of a game over that was ranked (not won by a named winner
    or drawn: ``result``), as a GM's correction after the end may change it."""
    from bot.engine.games.turns.winner import ranking

    if "result" in p.s or "winner" not in p.d.model_fields_set:
        return None
    if p.d.winner.by == "score" and not p.s.get("scores"):
        return None
    return ranking(p)[0]


def _settled(p: Play, out: Outcome) -> Outcome:
    """A step a move of another kind finished (every seat's counter at a track's end)."""
    if p.s.get("finished") or p.waits_for_names():
        return out
    more = p.structure.settle(p)
    if more is None:
        return out
    events = [*out.events, *more.events]
    return replace(out, state=more.state, events=events, boundary=out.boundary or more.boundary)


# the moves of any step: the next step, the GM naming who takes part, or skipping one
FLOW = {"phase.next": part.phase_next, "turn.only": part.name_players, "turn.skip": part.skip}


def _route(p: Play, kind: str, action: Action, actor: Actor) -> Outcome:
    """A move of a game under way: the current step's, the flow's, a verb's."""
    if p.waits_for_names() and kind not in ("turn.only", "phase.next"):
        raise IllegalAction("turns.error.names_awaited", **p.where())
    move = p.structure.moves.get(kind) or FLOW.get(kind) or p.structure.own_move(p, kind)
    if move is not None:
        return move(p, action, actor)
    if kind == "table":
        return scoring.look_up(p, action, actor)
    if kind in p.d.verbs:
        return verbs.run(p, kind, action, actor)
    for shape in STRUCTURES.values():  # a step's move once it closed (a correction)
        late = shape.after_close.get(kind)
        out = late(p, action, actor) if late is not None else None
        if out is not None:
            return out
    if any(kind in shape.moves for shape in STRUCTURES.values()):
        # a seat's move of another step: someone with no seat is told so first; a
        # player, that it is not a move of this step, and what its moves are
        actor.require_seat()
        here = [m.id for m in p.structure.move_specs(p, p.step)] or ["phase.next"]
        raise IllegalAction("turns.error.not_a_move_here", move=kind, step_moves=here, **p.where())
    raise IllegalAction("turns.error.unknown_action", unknown_move=kind)


def _gm_moves(p: Play) -> list[Move]:
    """The GM's moves of the current step: naming who takes part, pushing past a
    seat (``seat:`` names it)."""
    if p.waits_for_names():
        return [Move("turn.only", "turn only", None, None, None, gm=True)]
    if type(p.structure).skip is not Structure.skip and (p.up() or p.held()):
        return [Move("turn.skip", "turn skip", None, None, None, gm=True)]
    return []


class TurnsFamily:
    name = "turns"
    undo_refused = "turns.error.nothing_to_undo"  # undo never crosses a new round
    seated, plays_after = staticmethod(flow.seated), staticmethod(flow.plays_after)  # a late seat

    def parse_definition(self, data: JsonDict) -> TurnsDefinition:
        return parse_turns(data)

    def json_schema(self) -> JsonDict:
        from bot.engine.games.turns.schema import json_schema

        schema: JsonDict = json_schema()
        return schema

    def setup(self, definition: GameDefinition, table: Table, options: JsonDict) -> JsonDict:
        return cast(JsonDict, flow.setup(_d(definition), table, options))

    def opening(self, definition: GameDefinition, state: JsonDict, table: Table) -> list[Event]:
        """What play beginning says besides its seats: the first step's ``order_by``
        order (said in the first round, as the docs promise; it was set in silence)."""
        p = _play(definition, state, table)
        if not p.s.get("turn_order") or p.s.get("finished"):
            return []
        return [Event("TurnOrderNow", {"order": ids(p.in_play_order())})]

    def check_state(self, definition: GameDefinition, state: JsonDict) -> None:
        """Refuse a state given back (``/game import``) the definition forbids."""
        counters.check_held(_d(definition).counters, state)

    def redefined(
        self, old: GameDefinition, new: GameDefinition, state: JsonDict
    ) -> tuple[JsonDict, list[Missing]]:
        """The state under ``new``, a version of the game's definition (``/game
        redefine``), or what ``new`` lacks that it stands on."""
        return moved_state(_d(old), _d(new), state)

    def apply(
        self,
        definition: GameDefinition,
        state: JsonDict,
        table: Table,
        action: Action,
        actor: Actor,
    ) -> Outcome:
        return self.apply_drawing(definition, state, table, action, actor, Draws())

    def apply_drawing(
        self,
        definition: GameDefinition,
        state: JsonDict,
        table: Table,
        action: Action,
        actor: Actor,
        draws: Draws,
    ) -> Outcome:
        """A move that may draw (a die Herald rolls): its numbers come from ``draws``."""
        p = _play(definition, copied(state), table)
        p.draws = draws
        kind = str(action.get("type", ""))
        if p.s.get("finished"):
            return _after_finish(p, kind, action, actor)
        out = _route(p, kind, action, actor)
        out = _settled(_play(definition, out.state, table), out)
        before = _play(definition, state, table)
        out = part.drop_out(_play(definition, out.state, table), out, before)
        return ending.check(_play(definition, out.state, table), out, before)

    def begins_play(
        self, definition: GameDefinition, action: Action, actor: Actor, rules: Json = None
    ) -> bool:
        """A move played before ``/game begin`` begins the game first; the GM's
        correction of a counter (for a seat the GM does not hold) does not: it is
        refused until play begins (what seats start with is the definition's
        ``setup``/``seat_setup``)."""
        verb = _d(definition).verbs.get(str(action.get("type", "")))
        if verb is None or verb.kind != "counter" or not actor.is_gm:
            return True
        if not isinstance(rules, int) or rules < 3:  # as games before rules 3 played
            return True
        seat = action.get("seat")
        return bool(actor.seats) and (not seat or seat in actor.seats)

    def end(
        self, definition: GameDefinition, state: JsonDict, table: Table, winners: list[str]
    ) -> Outcome:
        """``/game end``: how the game came out (the GM's winners, or the ranking)."""
        return ending.gm_end(_play(definition, copied(state), table), winners)

    def undone(
        self, definition: GameDefinition, before: JsonDict, after: JsonDict, table: Table
    ) -> list[Event]:
        """What an undo says of the seats out of the game (out again, back in:
        ``ending.outs_taken_back``) and of the round's end, as the state after it
        stands: the round is not the last any more, or is the last again
        (``ending.taken_back``)."""
        was, now = _play(definition, before, table), _play(definition, after, table)
        return ending.outs_taken_back(was, now) + ending.taken_back(was, now)

    def prompt(self, definition: GameDefinition, state: JsonDict, table: Table) -> Prompt:
        return prompting.prompt(_play(definition, state, table))

    def view(self, definition: GameDefinition, state: JsonDict, table: Table) -> View:
        return view.view(_play(definition, state, table))

    def ended_view(self, definition: GameDefinition, state: JsonDict, table: Table) -> View:
        """The dashboard of a game the GM ended: its scores and counters, nobody up."""
        return view.finished_view(_play(definition, state, table), ended=True)

    def export(self, definition: GameDefinition, state: JsonDict, table: Table) -> JsonDict:
        return view.export(_play(definition, state, table))

    def conceal(self, definition: GameDefinition, state: JsonDict, table: Table) -> Concealed:
        p = _play(definition, copied(state), table)
        if p.s.get("finished") or p.waits_for_names():  # (nobody has chosen yet)
            return Concealed(state)
        seats = p.structure.conceal(p)
        if not seats:
            return Concealed(state)
        shape = p.structure
        return Concealed(p.state(), tuple(seats), tuple(shape.moves), shape.conceals)

    def named_in_secret(
        self, definition: GameDefinition, state: JsonDict, table: Table
    ) -> JsonDict | None:
        """For the GM alone, never the table: the seats the GM named for the step now on
        when who takes part is secret (``only = { named = true, hidden = true }``), those
        of them it still awaits, and the step (None: no such step is on)."""
        p = _play(definition, state, table)
        part = p.s.get("part")
        if p.s.get("finished") or not p.hidden() or not isinstance(part, list):
            return None
        named = [x for x in p.seats if x in part]
        return {"seats": ids(named), "waiting": ids([*p.up(), *p.held()]), **p.where()}

    def moves(self, definition: GameDefinition, state: JsonDict | None, table: Table) -> list[Move]:
        """The current step's moves (open), the verbs, then every other step's."""
        d = _d(definition)
        p = _play(d, state, table) if state is not None else None
        out: list[Move] = []
        if p is not None and not p.s.get("finished"):
            out += _gm_moves(p) + p.structure.move_specs(p, p.step)
        out += verbs.moves(d, p)
        table_move = scoring.move(d)
        if table_move is not None:
            out.append(table_move)
        for st in d.steps():
            for m in STRUCTURES[st.structure].move_specs(p, st):
                if all(m.id != o.id for o in out):
                    out.append(Move(m.id, m.command, m.label, m.choice, m.number, open=False))
        return out
