"""``roll`` and ``draw``: Herald decides at random, with its own dice.

``roll`` (initiative rolled each turn): every seat taking part rolls the step's
``dice`` (``/act action:Roll``; the GM's roll without a seat rolls for every seat
still to roll); when the last has rolled the totals are ranked, ties rolled again
(or broken by the seating), and the winner may take a marker, or the ranking becomes
this round's turn order. ``draw`` (a chit pulled from a cup): one ``/act action:Draw``
draws every taking-part seat's chit from the cup in turn; the order they come out is
this round's turn order.

Every number comes from the move's draws (:mod:`bot.engine.games.draws`): rolled now,
or given back from the move's record on a replay, so a game is never rolled again.
A roll is announced and logged; the GM alone may undo it (a player who could undo
their own roll could roll until it suits them).
"""

from __future__ import annotations

import re
from typing import Literal, TypedDict, cast

from pydantic import field_validator, model_validator

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Actor, Event, JsonDict, Move, Option, Outcome, ids
from bot.engine.games.definition import Problem, Problems
from bot.engine.games.envelope import ROLL_RECORDS_ONLY, ROLL_TOTAL_KEPT
from bot.engine.games.turns.definition import Step, TurnsDefinition, not_one
from bot.engine.games.turns.settings import Settings, Start
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import (
    Structure,
    by_seating,
    give_marker,
    markers_of,
    setting,
)
from bot.engine.games.view import Section, Text

DICE = re.compile(r"([1-9][0-9]?)d([1-9][0-9]{0,2})")
MAX_REROLLS = 20  # ties rolled again at most this often, then the seating decides


class RollSettings(Settings):
    dice: str = "1d6"
    """What each seat rolls: "1d6", "2d6", "1d10" (up to 99 dice of up to 999 sides)."""
    rank: Literal["high", "low"] = "high"
    """Who wins: the "high"est total or the "low"est."""
    tie: Literal["reroll", "seating", "reverse_seating"] = "reroll"
    """Among equal totals: "reroll" (the tied seats roll again, as often as needed),
    "seating" (first clockwise from start) or "reverse_seating"."""
    start: Start = "start_player"
    """The seat seating ties count from: "start_player" or "first_player"."""
    sets: Literal["first_player", "start_player"] | None = None
    """The winner takes this marker for the next round."""
    turn_order: Literal["rolls"] | None = None
    """"rolls": the ranking is this round's turn order from now on, best first; its
    first becomes the start player."""
    record: str | None = None
    """A counter each seat holds, set to its total (rules 14: the total it rolled first;
    the roll's ranking of equal totals is kept beside it for ``order_by`` and the
    ``[winner]``)."""

    @field_validator("dice")
    @classmethod
    def _dice(cls, v: str) -> str:
        m = DICE.fullmatch(v.strip().lower())
        if m is None or int(m[2]) < 2:
            raise ValueError(f'write the dice as "1d6" or "2d6" (N d sides), got {v!r}')
        return f"{int(m[1])}d{int(m[2])}"

    @model_validator(mode="after")
    def _fits(self) -> RollSettings:
        if self.turn_order is not None and self.sets == "start_player":
            raise Problems([Problem("sets", "turn_order already makes its first the start player")])
        return self

    @property
    def count(self) -> int:
        return int(self.dice.split("d")[0])

    @property
    def sides(self) -> int:
        return int(self.dice.split("d")[1])

    def check(self, d: TurnsDefinition) -> list[Problem]:
        rec = self.record
        if rec is not None and (rec not in d.counters or d.counters[rec].shared):
            seat_counters = tuple(k for k, c in d.counters.items() if not c.shared)
            return [Problem("record", not_one(rec, "counter each seat holds", seat_counters))]
        return []


class RollTurn(TypedDict):
    rolled: dict[str, int]  # seat -> its total (the last roll, after ties rolled again)


def _conf(step: Step) -> RollSettings:
    return setting(step, RollSettings)


def _tn(p: Play) -> RollTurn:
    return cast(RollTurn, p.turn)


def _roll_for(p: Play, conf: RollSettings, seat: str, again: bool = False) -> Event:
    faces = [p.draws.number(1, conf.sides) for _ in range(conf.count)]
    total = sum(faces)
    _tn(p)["rolled"][seat] = total
    data: JsonDict = {"seat": seat, "dice": conf.dice, "faces": list(faces), "total": total}
    return Event("SeatRolledAgain" if again else "SeatRolled", {**data, **p.where()})


def roll(p: Play, action: Action, actor: Actor) -> Outcome:
    """A seat rolls. The GM, naming no seat, rolls for every seat still to roll (unless
    a seat of their own is to roll); naming one, rolls for it, whoever holds it. A roll
    the GM makes for seats they do not hold says so after the rolls ("@giulia (GM)
    rolled for Squad A, Squad B and Squad C."): the players see who threw their dice.
    (After them: an undo quotes the move's first event, which stays each seat's roll.)"""
    conf, tn = _conf(p.step), _tn(p)
    named = p.d.seat_named(str(action["seat"]), p.t.names) if action.get("seat") else None
    if actor.is_gm and not action.get("seat") and not any(x in p.up() for x in actor.seats):
        seats = list(p.up())
    elif actor.is_gm and named is not None and named in p.players:
        if named in tn["rolled"]:
            raise IllegalAction("turns.error.already_rolled", seat=named)
        seats = [named]
    else:
        seats = [p.once(actor, action, tn["rolled"], "turns.error.already_rolled")]
    events = [_roll_for(p, conf, seat) for seat in seats]
    others = [x for x in seats if x not in actor.seats]
    if actor.is_gm and others:
        events.append(Event("GmRolledFor", {"user": actor.user_id, "seats": ids(others)}))
    return _rolled(p, conf, events)


def _rolled(p: Play, conf: RollSettings, events: list[Event]) -> Outcome:
    """After a roll: the step waits for the others, or ranks the totals."""
    return p.out(events) if p.up() else p.done(_ranked(p, conf, events))


def _ranked(p: Play, conf: RollSettings, events: list[Event]) -> list[Event]:
    """The totals ranked, ties rolled again; the winner, its marker, the turn order."""
    rolled = _tn(p)["rolled"]
    sign = -1 if conf.rank == "high" else 1
    groups = _groups(p, conf, rolled, sign)
    # games begun before rules 13 roll ties again and name the winner, as they did
    decides = names_winner(p.d, conf) or p.rules < ROLL_RECORDS_ONLY
    rerolls = MAX_REROLLS if decides else 0
    # each seat's total, before a tie was rolled again (rules 14: what ``record`` keeps;
    # the rerolls only rank the tied seats)
    totals = dict(rolled) if p.rules >= ROLL_TOTAL_KEPT else rolled
    for _ in range(rerolls):
        tied = [g for g in groups if len(g) > 1]
        if conf.tie != "reroll" or not tied:
            break
        for g in tied:
            events.append(Event("RollTied", {"tied": ids(g), "total": rolled[g[0]]}))
            events += [_roll_for(p, conf, seat, again=True) for seat in g]
        groups = [sub for g in groups for sub in _groups(p, conf, {x: rolled[x] for x in g}, sign)]
    order = [x for g in groups for x in g]
    winner = order[0]
    if decides:
        events.append(Event("AmountWon", {"winners": [winner], "amount": totals[winner]}))
    if conf.record is not None:
        for seat, total in totals.items():
            p.set_within(conf.record, seat, total)
        if decides and totals is not rolled:  # equal totals ranked as the roll ranked them
            ranks = {x: [p.value(conf.record, x), place] for place, x in enumerate(order)}
            p.s.setdefault("roll_ranks", {})[conf.record] = ranks
    give_marker(p, conf.sets, winner, events)
    if conf.turn_order is not None:
        events.append(p.set_turn_order(order + [x for x in p.in_turn_order() if x not in order]))
    return events


def names_winner(d: TurnsDefinition, conf: RollSettings) -> bool:
    """Whether the roll's ranking decides something, so its winner is announced and
    its ties rolled again: it sets a marker or the turn order, or the counter it
    records is one a step's ``order_by`` ranks the seats by, or the game's ``[winner]``
    ranks by or breaks ties with. A roll that only records dice (income) names no
    winner."""
    if conf.sets is not None or conf.turn_order is not None:
        return True
    if conf.record is None:
        return False
    if any(st.order_by is not None and st.order_by.counter == conf.record for st in d.steps()):
        return True
    used = (d.winner.by, *(t.by for t in d.winner.ties))
    return f"counter:{conf.record}" in used


def _groups(p: Play, conf: RollSettings, totals: dict[str, int], sign: int) -> list[list[str]]:
    """The seats best first, in groups of equal totals, each in the tie rule's order."""
    groups: dict[int, list[str]] = {}
    for seat, total in totals.items():
        groups.setdefault(total, []).append(seat)
    start = conf.start
    out = [by_seating(p, start, groups[k]) for k in sorted(groups, key=lambda k: sign * k)]
    if conf.tie == "reverse_seating":
        out = [list(reversed(g)) for g in out]
    if conf.tie != "reroll":
        out = [[x] for g in out for x in g]
    return out


class Roll(Structure):
    """Every seat rolls Herald's dice; the totals ranked when the last has rolled."""

    name = "roll"
    settings_model = RollSettings
    sections = {"rolled": Text("turns.dash.rolled")}
    simultaneous = True
    ends_itself = True
    moves = {"turn.roll": roll}

    def start(self, p: Play) -> JsonDict:
        return {"rolled": {}}

    def up(self, p: Play) -> list[str]:
        return [x for x in p.players if x not in _tn(p)["rolled"]]

    def hint(self, p: Play) -> tuple[str, JsonDict] | None:
        return "turns.hint.roll", {"dice": _conf(p.step).dice}

    def options(self, p: Play, seat: str) -> list[Option]:
        return [Option("roll", "turn roll", {"seat": seat}, label_key="turns.option.roll")]

    def position(self, p: Play) -> JsonDict:
        return {"rolled": dict(_tn(p)["rolled"])}

    def skip(self, p: Play, seat: str) -> Outcome | None:
        # the GM pushes past a seat: Herald rolls for it
        return _rolled(p, _conf(p.step), [_roll_for(p, _conf(p.step), seat)])

    def view(self, p: Play) -> list[Section]:
        done = tuple(x for x in p.players if x in _tn(p)["rolled"])
        return [Section("seats", self.sections["rolled"], done, inline=True, id="rolled")]

    def markers(self, step: Step) -> tuple[str, ...]:
        conf = _conf(step)
        return markers_of(conf.start, conf.sets)

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        return [Move("turn.roll")]


class DrawSettings(Settings):
    """A cup of chits, one for each seat taking part: no keys of its own."""


def draw(p: Play, action: Action, actor: Actor) -> Outcome:
    """Any seated player (or the GM) draws every chit from the cup: the order they
    come out is this round's turn order."""
    if not actor.is_gm:
        actor.require_seat()
    order = p.draws.shuffled(list(p.players))
    events = [Event("ChitsDrawn", {"order": ids(order), **p.where()})]
    events.append(p.set_turn_order(order + [x for x in p.in_turn_order() if x not in order]))
    return p.done(events)


class Draw(Structure):
    """The seats' chits drawn from a cup at random: this round's turn order."""

    name = "draw"
    settings_model = DrawSettings
    ends_itself = True
    moves = {"turn.draw": draw}

    def up(self, p: Play) -> list[str]:
        return p.players[:1]  # the start player draws (anyone seated may)

    def empty(self, p: Play) -> bool:
        return not p.players

    def hint(self, p: Play) -> tuple[str, JsonDict] | None:
        return "turns.hint.draw", {}

    def options(self, p: Play, seat: str) -> list[Option]:
        return [Option("draw", "turn draw", {}, label_key="turns.option.draw")]

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        return [Move("turn.draw")]

    def markers(self, step: Step) -> tuple[str, ...]:
        return ("start_player",)
