"""The turn-based family's state (plain JSON, typed here) and :class:`Play`, one
definition + state + table with the small queries every structure shares."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, NoReturn, NotRequired, TypedDict, cast

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.engine.games.base import Action, Actor, Event, Json, JsonDict, Outcome, Table
from bot.engine.games.draws import Draws
from bot.engine.games.envelope import OUT_OF_EVERY_STEP, OUT_OF_GAME, ROTATION_KEPT
from bot.engine.games.turns.common import after, clockwise
from bot.engine.games.turns.definition import End, Phase, Step, TurnsDefinition, When, for_players

if TYPE_CHECKING:
    from bot.engine.games.turns.structures.base import Structure

# what a "Hidden" event leaves out (:meth:`Play.said`): the seats it would name
SAID = frozenset({"seat", "seats", "waiting"})


class TurnsState(TypedDict):
    round: int
    pi: int  # the current phase's index
    si: int  # the current step's index in its phase
    options: JsonDict  # the game options, checked
    start_player: str
    first_player: str
    next_first_player: str | None
    next_start_player: str | None
    chooser: str | None  # who names the next start player (Lancaster's Surrey)
    era: int | None
    events_left: int | None
    pieces: dict[str, dict[str, int]]  # per piece option, seat -> pieces held
    turn: JsonDict  # the current structure's own state
    pass_order: list[str]
    votes: list[JsonDict]  # tallied ballots this round
    log: list[list[Json]]
    finished: bool
    counters: NotRequired[dict[str, dict[str, int]]]
    rep: NotRequired[int]  # which time a repeated step is played (``repeat``)
    lead: NotRequired[str]  # who starts the next time of a step with lead = "winner"
    # the scoring steps' reports: step id -> seat -> table -> [value, result]
    scores: NotRequired[dict[str, dict[str, dict[str, list[Json]]]]]
    # the rules the game is played under (absent: games begun before issue 20, whose
    # history replays with the rules they were played with)
    rules: NotRequired[int]
    shared: NotRequired[dict[str, int]]  # shared counters (one number for the game)
    # the seats taking part in the current step (``only``); None: the GM names them
    part: NotRequired[list[str] | None]
    turn_order: NotRequired[list[str]]  # this round's turn order, when not the seating
    next_turn_order: NotRequired[list[str] | None]  # next round's (a pass order)
    # how a game that ended by itself or by the GM came out: winners, or a draw
    result: NotRequired[JsonDict]
    ending: NotRequired[bool]  # an [[end]] or a vote led to the final phases (rules 5)
    # a phase played once for each seat (``each_seat``): the seats still to have their
    # pass, the one playing now first
    each: NotRequired[list[str]]
    # a roll's ranking of the totals it recorded (rules 14): counter -> seat -> [total, place]
    roll_ranks: NotRequired[dict[str, dict[str, list[int]]]]
    roles: NotRequired[dict[str, str]]  # a role draft's roles picked this round: role -> seat
    role_bonus: NotRequired[dict[str, int]]  # what each role left unpicked has gathered
    # a role draft's role_order this round, kept when /game redefine changed it mid-round
    role_order_kept: NotRequired[dict[str, str]]


class Play:
    """One move's view of the game: the definition, a copy of the state it may change,
    the seats in play."""

    def __init__(self, d: TurnsDefinition, s: TurnsState, t: Table):
        self.d = d
        self.s = s
        self.t = t
        self.seats = t.names
        self.draws = Draws()  # a move's random numbers (the family sets the move's own)

    @property
    def phase(self) -> Phase:
        return self.d.phases[self.s["pi"]]

    @property
    def step(self) -> Step:
        return self.phase.steps[self.s["si"]]

    @property
    def structure(self) -> Structure:
        from bot.engine.games.turns.structures import STRUCTURES

        return STRUCTURES[self.step.structure]

    @property
    def rules(self) -> int:
        return self.s.get("rules", 1)

    @property
    def turn(self) -> JsonDict:
        return self.s["turn"]

    def counters(self) -> dict[str, dict[str, int]]:
        return self.s.setdefault("counters", {})

    def value(self, counter: str, seat: str = "") -> int:
        """What ``seat`` holds of ``counter`` (a shared counter: the game's one number)."""
        if self.d.counters[counter].shared:
            return self.s.get("shared", {}).get(counter, 0)
        return self.counters().get(counter, {}).get(seat, 0)

    def set_value(self, counter: str, seat: str, n: int) -> None:
        if self.d.counters[counter].shared:
            self.s.setdefault("shared", {})[counter] = n
        else:
            self.counters().setdefault(counter, {})[seat] = n

    def set_within(self, counter: str, seat: str, n: int) -> None:
        """``set_value`` of ``n`` held within the counter's ``min`` and ``max``."""
        spec = self.d.counters[counter]
        self.set_value(counter, seat, max(spec.min, min(n, spec.max)))

    def hidden(self) -> bool:
        """Who takes part in the step is secret (``only = { named = true, hidden = true }``)."""
        return self.step.only is not None and self.step.only.hidden

    def held(self) -> list[str]:
        """The seats of a hidden step put out of the game while it still awaited them,
        when it awaits nobody else: it waits for the GM to go on without them (``/turn
        skip seat:``, ``/phase next``), as it would for a named seat that does not
        choose, lest its ending at once tell the table whom the GM had named."""
        if not self.hidden() or self.up() or not isinstance(self.s.get("turn"), dict):
            return []
        held = self.turn.get("held")
        return [str(x) for x in held] if isinstance(held, list) else []

    def said(self, kind: str, data: JsonDict) -> Event:
        """An event naming seats; when who takes part is secret (:meth:`hidden`), its
        kind ending in "Hidden", naming nobody (who they are stays with the GM)."""
        if not self.hidden():
            return Event(kind, data)
        return Event(f"{kind}Hidden", {k: v for k, v in data.items() if k not in SAID})

    def waits_for_names(self) -> bool:
        """The step waits for the GM to name who takes part (``only.named``)."""
        return "part" in self.s and self.s["part"] is None

    def in_turn_order(self) -> list[str]:
        """Every seat, in this round's turn order (the seating, or an order a step set:
        the passes of the last round, an auction's bidding)."""
        order = [x for x in self.s.get("turn_order", ()) if x in self.seats]
        return order + [x for x in self.seats if x not in order]

    def at_end(self, end: End, seat: str) -> bool:
        """``seat``'s own counter is at ``end``'s mark (an end on a shared counter holds
        for no seat in particular: never)."""
        shared = self.d.counters[end.counter].shared
        return not shared and end.reached(self.value(end.counter, seat))

    def eliminations(self) -> list[tuple[int, End]]:
        """The elimination ends (``seats_left``), with their index in ``[[end]]``."""
        return [
            (i, e)
            for i, e in enumerate(self.d.end)
            if e.seats_left is not None and e.counter in self.d.counters
        ]

    def seats_out(self) -> list[str]:
        """The seats an elimination end (``seats_left``) has put out of the game (their
        counter at its value), in seating order."""
        ends = [e for _, e in self.eliminations()]
        return [x for x in self.seats if any(self.at_end(e, x) for e in ends)]

    def said_out(self) -> list[str]:
        """The seats out of the game as the table is told so ("Knight is out of the
        game", "Knight (out)"): from rules 10 only, with the rule that leaves them out
        of the turn order; before, such a seat stayed in it (even as start player), so
        it is not called out: it drops out of each step it may not play, as it did."""
        return self.seats_out() if self.rules >= OUT_OF_GAME else []

    def in_play_order(self) -> list[str]:
        """This round's turn order less the seats out of the game (rules 10: before, a
        seat out stayed in it; every seat out: all of them, the game being over)."""
        order = self.in_turn_order()
        if self.rules < OUT_OF_GAME:
            return order
        out = self.seats_out()
        return [x for x in order if x not in out] or order

    def around(self, seats: list[str], start: str) -> list[str]:
        """``seats`` clockwise from ``start``; from rules 11, when ``start`` is not among
        them (out of the game, or of the step), from the next seat after it in this
        round's turn order that is (before, from the first of ``seats``)."""
        if start not in seats and self.rules >= OUT_OF_EVERY_STEP:
            start = after(self.in_turn_order(), start, seats.__contains__) or start
        return clockwise(seats, start)

    def set_turn_order(self, order: list[str]) -> Event:
        """``order`` is this round's turn order from now on (a step's ``order_by``, an
        auction's or a sealed bid's ``turn_order``); its first seat is the start player.
        A start player ``[rounds] rotate`` passes on goes on next round from the seat
        that held it before (rules 13), unless a step names the next holder. The event
        announcing it."""
        rotated = "start_player" in self.d.rounds.rotate and not self.s.get("next_start_player")
        if rotated and self.rules >= ROTATION_KEPT:
            from bot.engine.games.turns.rounds import next_clockwise

            self.s["next_start_player"] = next_clockwise(self, self.s["start_player"])
        self.s["turn_order"] = list(order)
        self.s["start_player"] = order[0]
        return Event("TurnOrderNow", {"order": list(order)})

    @property
    def players(self) -> list[str]:
        """The seats playing the current step, in this round's turn order (the
        seating, or the order of the last round's passes): every seat still in play,
        or those of them the step's ``only`` lets take part."""
        seats = self.in_play_order()
        part = self.s.get("part", ())
        return seats if "part" not in self.s else [x for x in seats if x in (part or ())]

    def rounds(self) -> int:
        """How many rounds this game lasts (by its player count); 0: open-ended."""
        return self.d.rounds.total(len(self.seats))

    def last_round(self) -> bool:
        """This is the game's last round (never in an open-ended game)."""
        total = self.rounds()
        return bool(total) and self.s["round"] >= total

    def repeats(self) -> int:
        """How many times the current step is played in a row (by player count, by
        round: a list, the last repeated, or "round", the round's number)."""
        rep = self.step.repeat
        if rep == "round":
            return max(1, int(self.s["round"]))
        if isinstance(rep, tuple):
            return max(1, rep[min(int(self.s["round"]), len(rep)) - 1]) if rep else 1
        return max(1, for_players(rep, len(self.seats), 1))

    def round_follows(self) -> bool:
        """A round follows this one (not the last round, nor a final phase)."""
        return not (self.phase.final or self.last_round())

    def holds(self, when: When) -> bool:
        s, n = self.s, len(self.seats)
        checks: list[tuple[int | bool | None, Callable[[int | bool], bool]]] = [
            (when.players_min, lambda v: n >= v),
            (when.players_max, lambda v: n <= v),
            (when.era_over, lambda v: (s.get("events_left") == 0) == v),
            (when.last_round, lambda v: self.last_round() == v),
            (when.first_round, lambda v: (s["round"] == 1) == v),
            (when.round_min, lambda v: s["round"] >= v),
            (when.round_max, lambda v: s["round"] <= v),
            (when.tied, lambda v: self.lead_shared() == v),
        ]
        if when.rounds is not None and s["round"] not in when.rounds:
            return False
        return all(check(v) for v, check in checks if v is not None)

    def lead_shared(self) -> bool:
        """Two or more seats (of different sides) are first as the game would be ranked
        now (``[winner]``: its measure, then its ties)."""
        from bot.engine.games.turns.winner import leaders, side_of

        top = leaders(self)
        return len({side_of(self, x) or x for x in top} if self.d.winner.by == "sides" else top) > 1

    def where(self) -> JsonDict:
        """The current phase and step, by id (events and prompts name them); a step
        played several times in a row says which time (``rep`` of ``reps``)."""
        out: JsonDict = {"phase": self.phase.id, "step": self.step.id, "section": self.section()}
        reps = self.repeats()
        if reps > 1:
            out.update(rep=self.s.get("rep", 1), reps=reps)
        each = self.s.get("each")
        if each:  # a phase played for each seat in turn: whose pass it is
            out["for_seat"] = each[0]
        return out

    def section(self) -> str:
        return self.step.section or self.phase.section

    def up(self) -> list[str]:
        if self.s.get("finished") or self.waits_for_names():
            return []
        return self.structure.up(self)

    def state(self) -> JsonDict:
        return cast(JsonDict, self.s)

    def out(
        self, events: list[Event], undoable: bool = True, boundary: bool = False, since: str = ""
    ) -> Outcome:
        return Outcome(self.state(), events, undoable=undoable, boundary=boundary, since=since)

    def done(self, events: list[Event], boundary: bool = False, since: str = "") -> Outcome:
        """The step is over: on to the next one (maybe a new round). ``boundary``:
        undo may not come back past it (``since``: why, e.g. ``reveal``)."""
        from bot.engine.games.turns import flow

        return flow.finish_step(self, events, boundary, since)

    def seat_for(
        self,
        actor: Actor,
        action: Action,
        default: str | None = None,
        candidates: list[str] | None = None,
        correct: bool = False,
    ) -> str:
        """The seat an action is for: named, else the default one if the actor may play
        it, else the actor's only candidate seat. ``correct``: a correction the GM may
        make for any seat (a counter, a reported score)."""
        actor.require_seat()
        named = action.get("seat")
        t = self.t
        if named:
            seat = self.d.seat_named(str(named), t.names)
            if not (t.may_act(actor, seat) or (correct and actor.is_gm)):
                raise NotYourTurn(self._not_yours(actor, seat), seat=seat)
            return seat
        if default is not None and t.may_act(actor, default):
            return default
        pool = candidates if candidates is not None else t.names
        mine = [x for x in pool if t.may_act(actor, x)]
        if len(mine) == 1:
            return mine[0]
        if not mine:
            if default is not None:
                raise NotYourTurn("turns.error.turn_of", seat=default)
            raise NotYourTurn("turns.error.no_seat_to_act")
        raise IllegalAction("turns.error.which_seat", seats=mine)

    def _not_yours(self, actor: Actor, seat: str) -> str:
        """The refusal of a move for a seat another player holds: to the GM, the way
        that works (push past it with ``/turn skip``, when it is up and the step can
        go on without it; else take the seat with ``/game seat``)."""
        if not actor.is_gm:
            return "turns.error.not_your_seat"
        from bot.engine.games.turns.structures.base import Structure

        skips = type(self.structure).skip is not Structure.skip and seat in self.up()
        return "turns.error.not_your_seat_gm_skip" if skips else "turns.error.not_your_seat_gm"

    def once(
        self, actor: Actor, action: Action, acted: Collection[str], error: str, **params: Json
    ) -> str:
        """The seat an everyone-at-once action is for (each seat acts once): named, or
        the actor's only seat still to act; ``error`` when it has acted already. A seat
        the step's ``only`` leaves out (named by the GM, or by a counter) is refused:
        it takes no part, so it has nothing to play (its choice would be counted)."""
        players = self.players
        waiting = [x for x in players if x not in acted]
        mine = [x for x in self.seats if self.t.may_act(actor, x)]
        playing = [x for x in mine if x in players]
        if not action.get("seat") and playing and all(x in acted for x in playing):
            raise IllegalAction(error, seat=list(playing), **params)
        if not action.get("seat") and mine and not playing:
            self._not_taking_part(mine)
        seat = self.seat_for(actor, action, candidates=waiting)
        if seat not in players:
            self._not_taking_part([seat])
        if seat in acted:
            raise IllegalAction(error, seat=seat, **params)
        return seat

    def _not_taking_part(self, seats: list[str]) -> NoReturn:
        """Refuse a move of seats the step's ``only`` leaves out, naming who takes part
        (unless that is secret)."""
        if self.hidden():
            raise NotYourTurn(
                "turns.error.not_taking_part_hidden", seat=list(seats), **self.where()
            )
        raise NotYourTurn(
            "turns.error.not_taking_part",
            seat=list(seats),
            seats=list(self.players),
            **self.where(),
        )

    def current(self, actor: Actor, action: Action) -> str:
        """The seat whose turn it is, when the actor may play it (one seat at a time).
        Someone with no seat is told so first, though no seat is up (a trick waiting
        for its winner to be named)."""
        actor.require_seat()
        cur = self.turn.get("current")
        if not isinstance(cur, str):
            raise NotYourTurn("turns.error.no_seat_to_act")
        seat = self.seat_for(actor, action, cur)
        if seat != cur and "part" in self.s and seat not in self.players:
            self._not_taking_part([seat])  # out of the step (eliminated): not "wait"
        if seat != cur:
            raise NotYourTurn("turns.error.turn_of", seat=cur)
        return seat
