"""``passing``: clockwise actions until everyone has passed (Europa Universalis'
phase 2). Pass rewards by rank from a ``pass_rewards`` table, an Event owed before
passing, one last turn each once nobody left can earn a reward, and the First Player
token for the first to pass. What a seat may do besides passing (``actions``) and
what the buttons say (``names``) come from the step."""

from __future__ import annotations

from typing import TypedDict, cast

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.engine.games.base import Action, Actor, Event, Json, JsonDict, Move, Option, Outcome, Ref
from bot.engine.games.envelope import OUT_OF_EVERY_STEP, PASSING_DROPS_OUT
from bot.engine.games.turns.common import after, clockwise
from bot.engine.games.turns.definition import PassRewards, Step
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Handler, Structure, setting, start_seat
from bot.engine.games.turns.structures.passing_settings import BUILT_IN, PassingSettings
from bot.engine.games.view import Section, Text


class PassingTurn(TypedDict):
    current: str | None
    passed: list[str]
    events: list[str]  # who took this round's Event
    rewards: list[list[Json]]  # [seat, amount, unit]
    last: list[str] | None  # seats owed one last turn
    last_done: list[str]


def _conf(step: Step) -> PassingSettings:
    return setting(step, PassingSettings)


def _tn(p: Play) -> PassingTurn:
    return cast(PassingTurn, p.turn)


def _reward(p: Play, conf: PassingSettings, seat: str, rank: int) -> tuple[int, str] | None:
    """The reward of the ``rank``-th seat to pass, and its unit (a table's unit id)."""
    if not conf.rewards:
        return None
    tab = p.d.tables[conf.rewards]
    assert isinstance(tab, PassRewards)
    bot = seat in p.t.bots
    # by the players still in the game (rules 11; before, every seat counted)
    players = p.in_play_order() if p.rules >= OUT_OF_EVERY_STEP else p.seats
    vals = tab.rewards(len(players), bot)
    if rank <= len(vals) and vals[rank - 1] > 0:
        return vals[rank - 1], f"{conf.rewards}.bot" if bot else conf.rewards
    return None


def _advance(p: Play, conf: PassingSettings, events: list[Event]) -> Outcome:
    tn = _tn(p)
    if tn["last"] is not None:
        remaining = [x for x in tn["last"] if x not in tn["last_done"]]
        if not remaining:
            return _end(p, conf, events)
        tn["current"] = remaining[0]
        return p.out(events)
    active = [x for x in p.players if x not in tn["passed"]]
    if not active:
        return _end(p, conf, events)
    rank = len(tn["passed"]) + 1
    if conf.last_turns and tn["passed"] and all(_reward(p, conf, x, rank) is None for x in active):
        # Nobody left can earn a pass reward: one last turn each, clockwise.
        nxt = after(p.players, tn["current"], lambda x: True)
        order = [x for x in clockwise(p.players, nxt) if x in active]
        tn["last"] = order
        tn["current"] = order[0]
        owed = [x for x in order if conf.event_required and x not in tn["events"]]
        # no empty list in a sentence: "still owing an Event" only when someone does
        kind = "LastTurnsBegan" if owed else "LastTurnsBeganEventsTaken"
        events.append(Event(kind, {"seats": list(order), "owe_event": list(owed)}))
        return p.out(events)
    if conf.after_pass:  # seats that have passed still take their turns
        tn["current"] = after(p.players, tn["current"], lambda x: True)
        return p.out(events)
    tn["current"] = after(p.players, tn["current"], lambda x: x not in tn["passed"])
    return p.out(events)


def _end(p: Play, conf: PassingSettings, events: list[Event]) -> Outcome:
    tn = _tn(p)
    if conf.first_player_token and tn["passed"]:
        first = tn["passed"][0]
        token = first
        skips = conf.token_skips_holder or p.rules < 3  # as games before rules 3 played
        if skips and first == p.s["first_player"] and len(tn["passed"]) > 1:
            token = tn["passed"][1]
        p.s["next_first_player"] = token
        events.append(Event("FirstPlayerTokenWon", {"seat": token}))
    if conf.next_round_order == "pass_order" and tn["passed"]:
        rest = [x for x in p.seats if x not in tn["passed"]]
        p.s["next_turn_order"] = [*tn["passed"], *rest]
        # said only when a round follows (not in the last round, nor a final phase)
        if not (p.phase.final or p.last_round()):
            events.append(Event("TurnOrderSet", {"seats": list(tn["passed"])}))
    return p.done(events)


def _current(p: Play, action: Action, actor: Actor) -> str:
    """The seat whose turn it is; a seat that has passed is told so (not "it is
    someone else's turn")."""
    try:
        return p.current(actor, action)
    except NotYourTurn:
        passed = _tn(p)["passed"]
        named = p.d.seat(str(action.get("seat") or ""))
        mine = [named] if named else [x for x in passed if p.t.may_act(actor, x)]
        if mine and all(x in passed for x in mine) and _tn(p)["last"] is None:
            raise IllegalAction("turns.error.already_passed", seat=mine[0]) from None
        raise


def take_action(p: Play, action: Action, actor: Actor, what: str = "action") -> Outcome:
    conf, tn = _conf(p.step), _tn(p)
    seat = _current(p, action, actor)
    if seat in tn["passed"] and what not in conf.after_pass:
        moves = [f"turn.{x}" for x in (*conf.after_pass, "pass")]
        raise IllegalAction("turns.error.passed_plays_only", seat=seat, step_moves=moves)
    if tn["last"] is not None and conf.event_required and seat not in tn["events"]:
        raise IllegalAction("turns.error.last_turn_event", seat=seat)
    if what == "action":
        events = [Event("TurnTaken", {"seat": seat, "round": p.s["round"]})]
    else:  # a move of the game's own, said by its name
        events = [Event("MoveTaken", {"seat": seat, "move": f"turn.{what}", **p.where()})]
    if tn["last"] is not None:
        tn["last_done"].append(seat)
        events.append(Event("LastTurnTaken", {"seat": seat}))
    p.s["log"].append([seat, what])
    return _advance(p, conf, events)


def own_move(p: Play, kind: str) -> Handler | None:
    """A move of the game's own the step offers (``actions``), by its type."""
    what = kind.removeprefix("turn.")
    if not kind.startswith("turn.") or what in BUILT_IN or what not in _conf(p.step).offered:
        return None
    return lambda p, action, actor: take_action(p, action, actor, what)


def take_event(p: Play, action: Action, actor: Actor) -> Outcome:
    conf, tn = _conf(p.step), _tn(p)
    seat = _current(p, action, actor)
    if "event" not in conf.offered:
        raise IllegalAction("turns.error.no_event_here", **p.where())
    if seat in tn["events"]:
        raise IllegalAction("turns.error.event_taken", seat=seat)
    tn["events"].append(seat)
    p.s["log"].append([seat, "event"])
    events = [Event("EventTaken", {"seat": seat, "round": p.s["round"]})]
    owing = p.players if p.rules >= OUT_OF_EVERY_STEP else p.seats  # (rules 11: not those out)
    if conf.event_required and all(x in tn["events"] for x in owing):
        # Event cards drawn each round (EU's draws_events): those nobody took resolve
        drawn = any(st.draws_events for st in p.d.steps())
        every = {"move": "turn.event", "round": p.s["round"], **p.where()}
        events.append(
            Event("AllEventsTaken", {"round": p.s["round"]})
            if drawn
            else Event("EveryoneTookEvent", every)
        )
    if tn["last"] is not None:
        tn["last_done"].append(seat)
        events.append(Event("LastTurnTaken", {"seat": seat}))
    return _advance(p, conf, events)


def pass_(p: Play, action: Action, actor: Actor) -> Outcome:
    conf, tn = _conf(p.step), _tn(p)
    seat = _current(p, action, actor)
    if conf.event_required and seat not in tn["events"]:
        raise IllegalAction("turns.error.event_before_pass", seat=seat)
    events: list[Event] = []
    if tn["last"] is not None:
        tn["last_done"].append(seat)
        events.append(Event("LastTurnTaken", {"seat": seat}))
        return _advance(p, conf, events)
    if seat in tn["passed"]:  # after_pass: it plays nothing this turn
        events.append(Event("TurnLetGo", {"seat": seat}))
        return _advance(p, conf, events)
    return _passes(p, conf, seat, events)


def _passes(p: Play, conf: PassingSettings, seat: str, events: list[Event]) -> Outcome:
    tn = _tn(p)
    tn["passed"].append(seat)
    p.s["pass_order"] = list(tn["passed"])
    rank = len(tn["passed"])
    got = _reward(p, conf, seat, rank)
    if got:
        amount, unit = got
        tn["rewards"].append([seat, amount, unit])
        events.append(
            Event("PlayerPassed", {"seat": seat, "rank": rank, "reward": amount, "unit": unit})
        )
        if conf.rewards_to is not None and not unit.endswith(".bot"):
            # paid into the game's counter: what the announcement says it gains, it holds
            held = p.counters().setdefault(conf.rewards_to, {})
            top = p.d.counters[conf.rewards_to].max
            held[seat] = min(p.value(conf.rewards_to, seat) + amount, top)
    elif conf.rewards:
        events.append(Event("PlayerPassedNoReward", {"seat": seat, "rank": rank}))
    else:
        events.append(Event("PlayerPassedRank", {"seat": seat, "rank": rank}))
    p.s["log"].append([seat, "pass"])
    return _advance(p, conf, events)


def _button(what: str) -> Option:
    return Option(what, f"turn {what}", {}, Ref("turn_action", what), f"turns.option.{what}")


def _own(what: str) -> Option:
    """A button of ``what``: a move of the game's own by its name, or a built-in one."""
    if what in BUILT_IN:
        return _button(what)
    return Option(what, f"turn {what}", {}, Ref("turn_action", what))


class Passing(Structure):
    name = "passing"
    settings_model = PassingSettings
    sections = {
        "events_taken": Text("turns.dash.events_taken"),
        "last_turns": Text("turns.dash.last_turns"),
        "pass_order": Text("turns.dash.pass_order"),
    }  # the pass order: shown by the turns view
    ends_itself = True
    moves = {"turn.action": take_action, "turn.event": take_event, "turn.pass": pass_}

    def start(self, p: Play) -> JsonDict:
        conf = _conf(p.step)
        first = start_seat(p, conf.start)
        return {
            "current": p.around(p.players, first)[0] if p.players else None,
            "passed": [],
            "events": [],
            "rewards": [],
            "last": None,
            "last_done": [],
        }

    def up(self, p: Play) -> list[str]:
        cur = p.turn.get("current")
        return [cur] if isinstance(cur, str) else []

    def to_finish(self, p: Play) -> list[str]:
        """Every seat that has not passed, from the one up on, clockwise."""
        cur, passed = p.turn.get("current"), _tn(p)["passed"]
        order = clockwise(p.players, cur) if isinstance(cur, str) else p.players
        return [x for x in order if x not in passed]

    def options(self, p: Play, seat: str) -> list[Option]:
        conf, tn = _conf(p.step), _tn(p)
        owes = conf.event_required and seat not in tn["events"]
        if tn["last"] is not None:
            return [_button("event")] if owes else [_button("action")]
        if seat in tn["passed"]:  # after_pass: what it may still play, or let it go
            return [_own(x) for x in conf.after_pass] + [_button("pass")]
        opts = [_own(x) for x in conf.offered if x not in BUILT_IN]
        opts = ([_button("action")] if "action" in conf.offered else []) + opts
        if "event" in conf.offered and seat not in tn["events"]:
            opts.append(_button("event"))
        if not owes:
            opts.append(_button("pass"))
        return opts

    def position(self, p: Play) -> JsonDict:
        tn = _tn(p)
        last: Json = list(tn["last"]) if tn["last"] is not None else None
        return {"events_taken": list(tn["events"]), "last_turns": last}

    def view(self, p: Play) -> list[Section]:
        tn, conf = _tn(p), _conf(p.step)
        out = []
        if "event" in conf.offered:
            out.append(
                Section(
                    "seats", self.sections["events_taken"], tuple(tn["events"]), id="events_taken"
                )
            )
        if tn["last"]:
            last = tuple(tn["last"])
            out.append(Section("seats", self.sections["last_turns"], last, id="last_turns"))
        return out

    def skip(self, p: Play, seat: str) -> Outcome | None:
        """The GM goes on without ``seat`` (up now): it passes as ``/turn pass`` would
        (its rank, its reward), though owing an Event; in its last turn, that is over."""
        conf, tn = _conf(p.step), _tn(p)
        events = [Event("SeatPassedOver", {"seat": seat})]
        if tn["last"] is not None:
            tn["last_done"].append(seat)
            return _advance(p, conf, events)
        return _passes(p, conf, seat, events)

    def dropped(self, p: Play, seats: list[str]) -> Outcome | None:
        """Seats out of the step mid-round (rules 7): no last turn is owed them; when one
        was up the turn passes on (nobody left to play: the step is over)."""
        conf, tn = _conf(p.step), _tn(p)
        if p.rules < PASSING_DROPS_OUT:  # as games before rules 7 played: it stayed up
            return None
        if tn["last"] is not None:
            tn["last"] = [x for x in tn["last"] if x not in seats]
        if tn["current"] not in seats:
            return None
        if tn["last"] is not None or all(x in tn["passed"] for x in p.players):
            return _advance(p, conf, [])
        left = [x for x in p.players if conf.after_pass or x not in tn["passed"]]
        tn["current"] = after(p.in_turn_order(), tn["current"], left.__contains__)
        return p.out([])

    def markers(self, step: Step) -> tuple[str, ...]:
        return ("first_player",)

    def own_move(self, p: Play, kind: str) -> Handler | None:
        return own_move(p, kind)

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        conf = _conf(step)
        out = [Move(f"turn.{x}", f"turn {x}", Ref("turn_action", x)) for x in conf.offered]
        return out + [Move("turn.pass", "turn pass", Ref("turn_action", "pass"))]
