"""``track``: a time track, where the seat furthest behind always moves next (Tokaido's
road, Patchwork's time board, Thebes' weeks): it may play several turns in a row while
it stays behind. A turn moves the seat ahead on the step's ``counter`` (``/act
action:Move number:``); among seats on the same space the one that arrived last moves
first (it stands on top), or the turn order decides. The step is over once every seat
taking part has reached ``to`` (one number per round, the last repeated: the inn of
each stage), by default the counter's ``max``.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypedDict, cast

from pydantic import Field, StrictInt

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.engine.games.base import Action, Actor, Event, JsonDict, Move, Outcome, Param
from bot.engine.games.definition import Problem
from bot.engine.games.turns.common import number
from bot.engine.games.turns.definition import Step, TurnsDefinition, seat_counter
from bot.engine.games.turns.parts import Counter
from bot.engine.games.turns.settings import Settings
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure, setting


class TrackSettings(Settings):
    counter: str = ""
    """The counter each seat holds: its space on the track."""
    to: StrictInt | tuple[StrictInt, ...] | None = None
    """The space every seat reaches to end the step: a number, or one per round (the
    last repeated); default the counter's max."""
    tie: Literal["last_arrived", "turn_order"] = "last_arrived"
    """Seats on one space: "last_arrived" (the one on top moves first) or "turn_order"."""
    most: Annotated[StrictInt, Field(ge=1)] | None = None
    """The most spaces one turn may move (none: up to ``to``)."""

    def check(self, d: TurnsDefinition) -> list[Problem]:
        problem = seat_counter(self.counter, d.counters) if self.counter else None
        if not self.counter:
            problem = 'a track step names the counter its seats move on (counter = "road")'
        if problem:
            return [Problem("counter", problem)]
        spec = d.counters[self.counter]
        out = []
        tos = self.to if isinstance(self.to, tuple) else () if self.to is None else (self.to,)
        for to in tos:  # a space no seat could reach (or one every seat starts past)
            if to > spec.max:
                out.append(
                    Problem(
                        "to",
                        f"{to} is past the counter {self.counter!r}'s max ({spec.max}): no seat"
                        f" could reach it; write at most {spec.max}, or raise"
                        f" [counters.{self.counter}] max",
                    )
                )
            elif to <= (start := _start(spec)):
                # the seats start at its setup (by player count, less a seat's own
                # seat_setup), not at its min: a target at or below where they all
                # start ends the step before anyone moves (play-test 20, L6)
                out.append(
                    Problem(
                        "to",
                        f"{to} is not above where every seat starts on the counter"
                        f" {self.counter!r} ({start}, its setup): every seat would have"
                        " reached it before moving",
                    )
                )
        return out


def _start(spec: Counter) -> int:
    """The highest space every seat starts on, whatever the player count: the
    counter's ``setup`` for some player count, at most a seat's own ``seat_setup``."""
    values = spec.setup.values() if isinstance(spec.setup, dict) else [spec.setup]
    return max(min([v, *spec.seat_setup.values()]) for v in values)


class TrackTurn(TypedDict):
    arrived: dict[str, int]  # seat -> when it last arrived (the higher, the later)
    moves: int


def _conf(step: Step) -> TrackSettings:
    return setting(step, TrackSettings)


def _tn(p: Play) -> TrackTurn:
    return cast(TrackTurn, p.turn)


def target(p: Play, conf: TrackSettings) -> int:
    """The space that ends the step this round."""
    spec = p.d.counters[conf.counter]
    to = conf.to
    if isinstance(to, tuple):
        return to[min(int(p.s["round"]), len(to)) - 1] if to else spec.max
    return spec.max if to is None else to


def behind(p: Play) -> list[str]:
    """The seats still to reach the target, the one to move first first."""
    conf, tn = _conf(p.step), _tn(p)
    goal = target(p, conf)
    order = p.players
    left = [x for x in order if p.value(conf.counter, x) < goal]

    def key(seat: str) -> tuple[int, int, int]:
        on_top = -tn["arrived"].get(seat, -1) if conf.tie == "last_arrived" else 0
        return (p.value(conf.counter, seat), on_top, order.index(seat))

    return sorted(left, key=key)


def move(p: Play, action: Action, actor: Actor) -> Outcome:
    """The seat furthest behind moves ahead; the next one furthest behind is up."""
    conf, tn = _conf(p.step), _tn(p)
    up = behind(p)[0]  # (the step is over once nobody is behind)
    actor.require_seat()
    seat = p.seat_for(actor, action, up)
    if seat != up:
        raise NotYourTurn("turns.error.turn_of", seat=up)
    n = number(action.get("count", action.get("amount")))
    goal, now = target(p, conf), p.value(conf.counter, seat)
    top = goal - now if conf.most is None else min(conf.most, goal - now)
    if n < 1 or n > top:
        raise IllegalAction("turns.error.track_move", seat=seat, min=1, max=top)
    p.set_value(conf.counter, seat, now + n)
    tn["moves"] += 1
    tn["arrived"][seat] = tn["moves"]
    data: JsonDict = {"seat": seat, "count": n, "counter": conf.counter, "value": now + n}
    events = [Event("SeatMoved", data)]
    if now + n >= goal:
        events.append(Event("SeatArrived", {"seat": seat, "value": now + n}))
    return p.done(events) if not behind(p) else p.out(events)


class Track(Structure):
    """The seat furthest behind on a counter moves next, until all reach the end."""

    name = "track"
    settings_model = TrackSettings
    ends_itself = True
    moves = {"turn.move": move}

    def start(self, p: Play) -> JsonDict:
        return {"arrived": {}, "moves": 0}

    def empty(self, p: Play) -> bool:
        return not behind(p)

    def up(self, p: Play) -> list[str]:
        return behind(p)[:1]

    def settle(self, p: Play) -> Outcome | None:
        """After any move (a verb setting the counter): over once every seat arrived."""
        return p.done([]) if not behind(p) else None

    def hint(self, p: Play) -> tuple[str, JsonDict] | None:
        return "turns.hint.track", {"counter": _conf(p.step).counter}

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        conf = _conf(step)
        spaces = Param("count", min=1, max=conf.most, required=True)
        return [Move("turn.move", "", None, None, spaces)]
