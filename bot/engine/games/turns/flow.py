"""The flow of a turn-based game: the next step, phase and round, the eras, the final
phases. Structures play a step; when one is over it calls :func:`finish_step`."""

from __future__ import annotations

import copy
from typing import cast

from bot.engine.errors import IllegalAction, NotYourTurn, PermissionDenied
from bot.engine.games import campaign
from bot.engine.games.base import Action, Actor, Event, JsonDict, Outcome, Table
from bot.engine.games.definition import GameDefinition
from bot.engine.games.envelope import (
    EACH_AFTER_ORDER,
    GRANTS_FIRST,
    NAMES_BEFORE_NEXT,
)
from bot.engine.games.turns import ending, roles
from bot.engine.games.turns.common import count, option_value
from bot.engine.games.turns.definition import Grant, Step, TurnsDefinition, for_players
from bot.engine.games.turns.rounds import new_round
from bot.engine.games.turns.state import Play, TurnsState


def setup(d: TurnsDefinition, table: Table, options: JsonDict) -> TurnsState:
    """The state when play begins, at the first step that applies."""
    seats = table.names
    if not seats:
        raise IllegalAction("turns.error.no_seats")
    opts = {name: option_value(d, options, name) for name in d.options}
    start = seats[0]
    chosen_first = options.get("first_player")
    if chosen_first not in (None, ""):
        # the GM's choice of the opening First Player (EU: "Primo Giocatore")
        start = d.seat_named(str(chosen_first), seats)
    s: TurnsState = {
        "round": 1,
        "pi": -1,
        "si": -1,
        "options": opts,
        "start_player": start,
        "first_player": start,
        "next_first_player": None,
        "next_start_player": None,
        "chooser": None,
        "era": 1 if d.eras else None,
        "events_left": None,
        "pieces": {},
        "turn": {},
        "pass_order": [],
        "votes": [],
        "log": [],
        "finished": False,
        "counters": {
            name: {x: c.start(x, len(seats)) for x in seats}
            for name, c in d.counters.items()
            if not c.shared
        },
    }
    shared = {name: c.start("", len(seats)) for name, c in d.counters.items() if c.shared}
    if shared:
        s["shared"] = shared
    campaign.seed(d, cast(JsonDict, s), options.get("carry"))  # begun from an ended game's result
    rules = options.get("rules")
    if isinstance(rules, int):
        s["rules"] = rules
    left = options.get("events_left")
    if d.eras and left not in (None, ""):
        s["events_left"] = count(left)
    p = Play(d, s, table)
    from bot.engine.games.turns.structures import STRUCTURES

    for st in d.steps():
        STRUCTURES[st.structure].setup(p, st)
    enter_next(p, first=True)
    return s


def seated(d: GameDefinition, state: JsonDict, table: Table, seat: str) -> JsonDict:
    """``state`` (copied) with ``seat``, given once play has begun, holding what every
    seat held as play began: each counter's ``seat_setup`` or ``setup`` (for the player
    count play began with); a counter it holds already is kept. A draft under way
    takes it in its order where it plays (after the seat the join line names)."""
    state = copy.deepcopy(state)
    held = state.get("counters")
    if not isinstance(held, dict) or not isinstance(d, TurnsDefinition):
        return state
    for name, c in d.counters.items():
        by_seat = held.setdefault(name, {}) if not c.shared else None
        if isinstance(by_seat, dict) and seat not in by_seat:
            by_seat[seat] = c.start(seat, len(by_seat) or len(table.names))
    pi, si, turn = state.get("pi"), state.get("si"), state.get("turn")
    if isinstance(pi, int) and isinstance(si, int) and isinstance(turn, dict):
        from bot.engine.games.turns.structures import STRUCTURES

        step, names = d.phases[pi].steps[si], list(table.names)
        at = names.index(seat) if seat in names else 0
        seating = names[at - 1] if len(names) > 1 else None
        after = plays_after(state, names, seat) or seating
        STRUCTURES[step.structure].seat_joins(step, turn, seat, after)
    return state


def plays_after(state: JsonDict, names: list[str], seat: str) -> str | None:
    """The seat that ``seat``, given once play has begun, plays after in an order a
    step set this round (a roll's, ``order_by``, an auction's, ``/turn order``): not
    in that order, it plays last, after its last seat. None: the seating's order."""
    set_ = state.get("turn_order")
    order = [x for x in set_ if x != seat and x in names] if isinstance(set_, list) else []
    return str(order[-1]) if order else None


def enter_next(p: Play, first: bool = False) -> list[Event]:
    """Leave the current step and enter the next one that applies (maybe in the next
    round, or the final phases). A round in which no step applies is not announced."""
    events: list[Event] = []
    s, d = p.s, p.d
    order = roles.order(p)  # the file's, or the roles' as picked this round
    pos = -1 if first else order.index((s["pi"], s["si"]))
    prev_pi = None if first else s["pi"]
    final = False if first else p.phase.final
    if not first and p.step.era_end and d.eras is not None:
        events.append(Event("EraEnded", {"era": s["era"]}))
        last = option_value(d, s["options"], d.eras.option)
        if int(s["era"] or 0) >= int(cast(int, last)):
            return enter_final(p, events)
        s["era"] = int(s["era"] or 0) + 1
        s["events_left"] = None
    if not first and again(p):
        return enter(p, events, prev_pi, s.get("rep", 1) + 1) or events
    held: list[Event] = []  # a new round's announcement, said once one of its steps plays
    while True:
        pos += 1
        if (
            prev_pi is not None
            and s.get("each")
            and (pos >= len(order) or order[pos][0] != prev_pi)
        ):
            s["each"] = s["each"][1:]  # the phase's pass for a seat is over: the next seat's
            if s["each"]:
                pos = next(i for i, (pi, _) in enumerate(order) if pi == prev_pi)
            else:
                s.pop("each")
        if pos >= len(order):
            if final:
                return finished(p, events)
            over = None if held else ending.at_round_end(p)
            if over is not None:  # an [[end]] checked once the round is over
                return events + over
            if d.rounds.count and s["round"] >= p.rounds():
                return enter_final(p, events)
            held = new_round(p)
            order = roles.order(p)  # the new round's picks
            pos, prev_pi = -1, None
            continue
        pi, si = order[pos]
        ph = d.phases[pi]
        if ph.final != final or not p.holds(ph.steps[si].when) or not roles.played(p, pi, si):
            continue
        s["pi"], s["si"] = pi, si
        if ph.each_seat and not s.get("each"):  # each seat's pass, from the start player
            # (a role's phase: from the role's chooser)
            s["each"] = p.around(p.in_play_order(), roles.chooser(p) or s["start_player"])
        events += held
        held = []
        if enter(p, events, prev_pi) is None:  # nothing to play: over at once
            prev_pi = pi
            continue
        return events


def again(p: Play) -> bool:
    """The current step is played once more (``repeat``)."""
    return p.s.get("rep", 1) < p.repeats()


def enter(p: Play, events: list[Event], prev_pi: int | None, rep: int = 1) -> list[Event] | None:
    """Begin the current step (its ``rep``-th time); None when it has nothing to play."""
    s = p.s
    if rep > 1 or p.repeats() > 1:
        s["rep"] = rep
    else:
        s.pop("rep", None)
    granted = _grants(p, p.step) if p.rules >= GRANTS_FIRST else None
    each = s.get("each")
    fresh = each and len(each) == len(p.seats) and s["pi"] != prev_pi  # no pass played yet
    if fresh and p.step.order_by is not None and p.rules >= EACH_AFTER_ORDER:
        # an each_seat phase's first step sets the order: the seats' passes follow it
        # (they went in the last round's order, the new one unused)
        ordered = order_by(p)
        s["each"] = p.around(p.in_play_order(), s["start_player"])
        taking_part(p)
    else:
        taking_part(p)
        ordered = order_by(p)
    s["turn"] = {} if p.waits_for_names() else p.structure.start(p)
    if s["pi"] != prev_pi:
        events.append(Event("PhaseStarted", {"round": s["round"], **p.where()}))
    events.append(Event("StepStarted", {"round": s["round"], **p.where()}))
    events += ordered
    on_enter(p, p.step, events, granted)
    if p.waits_for_names():
        return events
    if "part" in s and not p.players:
        return None  # nobody takes part: over at once
    events += p.structure.enter(p)
    return None if p.structure.empty(p) else events


def taking_part(p: Play) -> None:
    """Who takes part in the step beginning (``only``): the seats its counter allows,
    or nobody yet when the GM names them; every seat when the step says nothing."""
    only = p.step.only
    p.s.pop("part", None)
    each = p.s.get("each")
    if only is not None and only.named:
        p.s["part"] = None
    elif only is not None and only.counter is not None:
        counter = only.counter
        p.s["part"] = [x for x in p.seats if only.holds(p.value(counter, x))]
    elif only is not None and only.leaders:  # those tied for the lead (a tie-break)
        from bot.engine.games.turns.winner import leaders

        first = leaders(p)
        p.s["part"] = [x for x in p.seats if x in first]
    if each and not (only is not None and only.named):  # a phase played for each seat
        p.s["part"] = [x for x in p.s.get("part") or p.seats if x == each[0]]


def order_by(p: Play) -> list[Event]:
    """The step's ``order_by``: this round's turn order, from now on, by a counter each
    seat holds (equal seats keep the ranking of the roll that recorded it, else their
    order so far); its first seat is the start player, as an auction's order makes it."""
    by = p.step.order_by
    if by is None:
        return []
    from bot.engine.games.turns.winner import roll_place

    sign = -1 if by.rank == "high" else 1
    before = (p.in_play_order(), p.s.get("start_player"))  # (rules 10: not the seats out)
    # equal seats as the roll that recorded the counter ranked them (rules 14), else
    # in their order so far
    order = sorted(
        before[0], key=lambda x: (sign * p.value(by.counter, x), roll_place(p, by.counter, x))
    )
    said = p.set_turn_order(order)
    # said the first round, then only when it changes (it was said every round)
    return [said] if p.s["round"] == 1 or before != (order, order[0]) else []


def enter_final(p: Play, events: list[Event]) -> list[Event]:
    s, d = p.s, p.d
    s.pop("each", None)  # an end met during a phase played for each seat: every seat plays
    if roles.role_step(d, final=True) is not None:
        s.pop("roles", None)  # the final phases' own role draft: the rounds' picks are over
    for pi, si in d.order():
        ph = d.phases[pi]
        if ph.final and p.holds(ph.steps[si].when) and roles.played(p, pi, si):
            s["pi"], s["si"] = pi, si
            s.pop("rep", None)
            events.append(Event("FinalScoring", {"round": s["round"], **p.where()}))
            if enter(p, events, pi) is None:  # nothing to play: on to the next
                return events + enter_next(p)
            return events
    return finished(p, events)


def finished(p: Play, events: list[Event]) -> list[Event]:
    """The game is over: said once, with the final ranking when there is one."""
    from bot.engine.games.turns.winner import ranked

    p.s["finished"] = True
    events.append(Event("GameFinished", {}))
    events += ranked(p)
    return events


def _grants(p: Play, st: Step) -> list[Event]:
    return [_grant(p, g) for g in st.grant]


def on_enter(p: Play, st: Step, events: list[Event], granted: list[Event] | None = None) -> None:
    """What happens by itself as a step begins: counters granted (Lancaster's vote
    markers, noble tiles + 1; a shared track moved; ``granted``: already, before the
    step's ``only`` was checked, rules 7), the round's Event cards drawn (EU: players
    + 1)."""
    events += _grants(p, st) if granted is None else granted
    eras = p.d.eras
    if st.draws_events and eras is not None and eras.per_round_extra is not None:
        drawn = len(p.seats) + eras.per_round_extra
        left = p.s.get("events_left")
        if left is not None:
            p.s["events_left"] = max(0, int(left) - drawn)
            events.append(
                Event(
                    "EraEventsDrawn",
                    {"era": p.s["era"], "drawn": drawn, "events_left": p.s["events_left"]},
                )
            )


def _grant(p: Play, g: Grant) -> Event:
    """A counter set, for every seat, to ``plus`` or to ``from``'s value + ``plus``."""
    plus = for_players(g.plus, len(p.seats))
    spec = p.d.counters[g.counter]
    for x in [""] if spec.shared else p.seats:
        base = p.value(g.from_, x) if g.from_ else 0
        p.set_within(g.counter, x, base + plus)
    data: JsonDict = {"plus": plus, "counter": g.counter}
    if spec.shared:
        data["count"] = p.value(g.counter)
        if g.from_ != g.counter:
            return Event("SharedSet", data)
        return Event("SharedRaised" if plus >= 0 else "SharedLowered", {**data, "minus": -plus})
    if g.from_ == g.counter:
        return Event("CounterRaised" if plus >= 0 else "CounterLowered", {**data, "minus": -plus})
    if g.from_:
        return Event("CounterGrantedFrom", {**data, "from": g.from_})
    return Event("CounterGranted" if plus else "CounterReset", data)


def finish_step(p: Play, events: list[Event], boundary: bool = False, since: str = "") -> Outcome:
    """The current step is over: its completion, then the next step (a new round is
    an undo boundary; ``since``: another reason one is, a reveal)."""
    events.append(Event("StepCompleted", {"round": p.s["round"], **p.where()}))
    events += hands_passed(p)
    r0 = p.s["round"]
    events += enter_next(p)
    return p.out(events, boundary=boundary or p.s["round"] != r0, since=since)


def hands_passed(p: Play) -> list[Event]:
    """The step's hands pass (``pass_hands``): each seat's to its left (the next seat
    clockwise) or right neighbour; not after the last time of a step played several
    times in a row (the last pick of a draft: the hands are empty)."""
    ways = p.step.pass_hands
    reps = p.repeats()
    if not ways or len(p.seats) < 2 or (reps > 1 and p.s.get("rep", 1) >= reps):
        return []
    way = ways[min(p.s["round"], len(ways)) - 1]
    order = p.seats if way == "left" else [p.seats[0], *reversed(p.seats[1:])]
    return [Event("HandsPassed", {"direction": way, "seats": list(order)})]


def phase_next(p: Play, action: Action, actor: Actor) -> Outcome:
    """``/phase next``: leave a step the players resolve themselves, or (the GM) a
    step held open for the GM (``advance = "gm"``), those still playing skipped."""
    held = p.step.advance == "gm" and p.structure.gm_advance and p.rules >= 3
    if p.waits_for_names() and not actor.is_gm:
        raise PermissionDenied("error.gm_only")
    if p.waits_for_names() and p.rules >= NAMES_BEFORE_NEXT:
        # it skipped the step unplayed: the GM names who takes part first
        raise IllegalAction("turns.error.names_before_next", seats=list(p.seats), **p.where())
    if p.structure.ends_itself and not held and not p.waits_for_names():
        waits = p.structure.to_finish(p)
        raise IllegalAction("turns.error.step_in_progress", **p.where(), up=waits)
    if p.step.advance == "gm" and not actor.is_gm:
        raise PermissionDenied("error.gm_only")
    if not actor.is_gm and not actor.seats:
        raise PermissionDenied("turns.error.not_seated")
    mine = p.up() and not held and not actor.is_gm  # a seat's own step (rules 9)
    if mine and not any(p.t.may_act(actor, x) for x in p.up()):
        raise NotYourTurn("turns.error.turn_of", seat=p.up()[0])
    events: list[Event] = []
    left = p.up()
    if held and left:
        events.append(Event("PlayersSkipped", {"seats": list(left)}))
    r0 = p.s["round"]
    events += hands_passed(p) + enter_next(p)
    return p.out(events, boundary=p.s["round"] != r0)
