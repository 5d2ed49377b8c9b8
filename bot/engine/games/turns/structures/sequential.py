"""``sequential``: clockwise from the start player, one turn each, either a fixed
number of turns or one piece per turn until every seat has placed all it holds
(Lancaster's knights). Places may be exclusive (one piece each: a stronger one pushes
the holder out) and one place may make its holder choose the next start player
(Lancaster's Surrey): that choice is the reward of whoever holds it when placing is
over, so it is made after this step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from bot.engine.errors import IllegalAction
from bot.engine.games.base import (
    Action,
    Actor,
    Event,
    Json,
    JsonDict,
    Move,
    Option,
    Outcome,
    Param,
    Ref,
)
from bot.engine.games.turns.common import after, clockwise
from bot.engine.games.turns.definition import Step, for_players
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure, setting, start_seat
from bot.engine.games.turns.structures.places import push_out
from bot.engine.games.turns.structures.sequential_settings import (
    PiecesTurn,
    SequentialSettings,
    TurnsTurn,
)
from bot.engine.games.view import Section, Text


def _conf(step: Step) -> SequentialSettings:
    return setting(step, SequentialSettings)


def placing_conf(p: Play) -> SequentialSettings | None:
    """The current step's settings when it is a step placing pieces."""
    conf = p.step.settings
    return conf if isinstance(conf, SequentialSettings) and conf.mode == "pieces" else None


def _turns(p: Play, conf: SequentialSettings) -> int:
    """Turns each seat takes in this step (by player count)."""
    return max(1, for_players(conf.turns, len(p.seats), 1))


def left_to_place(p: Play, conf: SequentialSettings, tn: PiecesTurn, seat: str) -> int:
    return p.s["pieces"][str(conf.pieces)].get(seat, 0) - tn["placed"].get(seat, 0)


def _owes(p: Play, conf: SequentialSettings) -> Callable[[str], bool]:
    """Whether a seat still has a turn (or a piece to place) to come in this step."""
    if conf.mode == "pieces":
        tn = cast(PiecesTurn, p.turn)
        return lambda x: left_to_place(p, conf, tn, x) > 0
    taken, n = cast(TurnsTurn, p.turn)["taken"], _turns(p, conf)
    return lambda x: taken.get(x, 0) < n


def _placed(tn: PiecesTurn, seat: str, where: str | None) -> JsonDict:
    """A piece on the board: its seat, its place and, on an exclusive place, the
    strength it holds it with (a piece pushed out is no longer among the placements)."""
    held = tn.get("occupants", {}).get(where or "")
    strength = held[1] if held is not None and held[0] == seat else None
    out: JsonDict = {"seat": seat, "place": where}
    if isinstance(strength, int):
        out["strength"] = strength
    return out


def _take_turn(p: Play, action: Action, actor: Actor, where: str | None) -> Outcome:
    return _turn_of(p, p.current(actor, action), where, action, [])


def _turn_of(
    p: Play,
    seat: str,
    where: str | None,
    action: Action,
    events: list[Event],
    skipped: bool = False,
) -> Outcome:
    """``seat``'s turn, played (``where``: the place of its piece) or passed over by
    the GM (``skipped``: no piece placed, the turn counted as taken)."""
    conf = _conf(p.step)
    if conf.mode == "pieces":
        tn = cast(PiecesTurn, p.turn)
        if not skipped and where is not None and where in conf.exclusive_places:
            push_out(p, conf, seat, where, action, events)
        tn["placed"][seat] = tn["placed"].get(seat, 0) + 1  # skipped: one piece kept back
        if not skipped:
            tn["placements"].append([seat, where])
            data: JsonDict = {
                "seat": seat,
                "where": where or "",
                "left": left_to_place(p, conf, tn, seat),
                "piece": str(conf.pieces or ""),
            }
            if where is not None and where == conf.chooser_place:
                p.s["chooser"] = seat
                # (no choice is announced for a round that will not come)
                events.append(
                    Event("ChooserPlaceTaken" if p.round_follows() else "PiecePlaced", data)
                )
            else:
                events.append(Event("PiecePlaced", data))
            p.s["log"].append([seat, where or "turn"])
        nxt = after(p.players, seat, _owes(p, conf))
        if nxt is not None and not conf.free_places(tn):
            # every place is taken and nobody pushes out: placing is over
            events.append(Event("PlacesAllTaken", {"step": p.step.id, "phase": p.phase.id}))
            nxt = None
        if nxt is None:
            return p.done(events + _chooser_owed(p, conf))
        tn["current"] = nxt
        return p.out(events)
    tt = cast(TurnsTurn, p.turn)
    tt["taken"][seat] = tt["taken"].get(seat, 0) + 1
    if not skipped:
        events.append(Event("TurnTaken", {"seat": seat, "round": p.s["round"]}))
        p.s["log"].append([seat, where or "turn"])
    if "queue" in tt:
        nxt = tt["queue"].pop(0) if tt["queue"] else None
    else:
        nxt = after(p.players, seat, _owes(p, conf))
    if nxt is None and conf.lead == "winner" and not skipped:
        tt["current"] = None  # every seat has played: the time's winner is named
        tt["awaiting"] = seat
        return p.out(events)
    if nxt is None:
        return p.done(events)
    tt["current"] = nxt
    return p.out(events)


def _chooser_owed(p: Play, conf: SequentialSettings) -> list[Event]:
    """Placing is over: whoever holds the chooser place now names the next start
    player, with the game's verb (said, so that the table knows the choice is owed)."""
    chooser = p.s.get("chooser")
    if not conf.chooser_place or not isinstance(chooser, str) or not p.round_follows():
        return []
    return [Event("ChooserNow", {"seat": chooser, "where": conf.chooser_place})]


def place(p: Play, action: Action, actor: Actor) -> Outcome:
    conf = _conf(p.step)
    where = action.get("where")
    text = str(where) if where not in (None, "") else None
    if conf.places:
        found = conf.place(text or "")
        if found is None:
            raise IllegalAction("turns.error.bad_place", where=text or "", places=list(conf.places))
        text = found
    return _take_turn(p, action, actor, text)


def take_action(p: Play, action: Action, actor: Actor) -> Outcome:
    return _take_turn(p, action, actor, None)


def name_winner(p: Play, action: Action, actor: Actor) -> Outcome:
    """``lead = "winner"``: once every seat has played, any player (or the GM) names
    the time's winner (the trick's), who gains 1 on ``wins`` and begins the next time."""
    conf = _conf(p.step)
    tt = cast(TurnsTurn, p.turn)
    actor.require_seat()
    if conf.lead != "winner" or not tt.get("awaiting"):
        raise IllegalAction("turns.error.no_winner_now", **p.where())
    named = str(action.get("winner") or action.get("choice") or action.get("target") or "")
    seat = p.d.seat_named(named, p.players)
    from bot.engine.games.turns.flow import again

    events = [Event("TimeWonLeads" if again(p) else "TimeWon", {"seat": seat, **p.where()})]
    if conf.wins is not None:
        spec = p.d.counters[conf.wins]
        n = min(p.value(conf.wins, seat) + 1, spec.max)
        p.set_value(conf.wins, seat, n)
        events.append(
            Event("CounterChanged", {"seat": seat, "counter": conf.wins, "delta": "+1", "count": n})
        )
    p.s["lead"] = seat
    del tt["awaiting"]
    return p.done(events)


class Sequential(Structure):
    name = "sequential"
    settings_model = SequentialSettings
    sections = {"pieces_left": Text("turns.dash.left"), "placements": Text("turns.dash.placements")}
    ends_itself = True
    moves = {"turn.action": take_action, "turn.place": place, "turn.winner": name_winner}

    def setup(self, p: Play, step: Step) -> None:
        conf = _conf(step)
        if conf.mode == "pieces" and conf.pieces:
            held = int(str(p.s["options"][conf.pieces]))
            p.s["pieces"].setdefault(conf.pieces, {x: held for x in p.seats})

    def start(self, p: Play) -> JsonDict:
        conf = _conf(p.step)
        first = start_seat(p, conf.start)
        lead = p.s.pop("lead", None)  # named as the last time ended (lead = "winner")
        if isinstance(lead, str) and lead in p.players and p.s.get("rep", 1) > 1:
            first = lead  # the last time's winner begins this one
        order = p.around(p.players, first)  # (rules 11: after a start seat not playing)
        if conf.mode == "pieces":
            held = p.s["pieces"][str(conf.pieces)]
            cur = next((x for x in order if held.get(x, 0) > 0), None)
            return {
                "current": cur,
                "placed": {x: 0 for x in p.seats},
                "placements": [],
                "occupants": {},
            }
        taken: JsonDict = {x: 0 for x in p.players}
        if conf.order == "clockwise":
            return {"current": order[0] if order else None, "taken": taken}
        queue: list[Json] = []
        for k in range(_turns(p, conf)):
            back = conf.order == "reverse" or k % 2 == 1
            queue += list(reversed(order)) if back else order
        return {"current": queue[0] if queue else None, "taken": taken, "queue": queue[1:]}

    def empty(self, p: Play) -> bool:
        return p.turn.get("current") is None

    def prompt_params(self, p: Play) -> JsonDict:
        """Which of its turns the seat up is taking ("(3/6)"), when it takes several."""
        conf = _conf(p.step)
        cur = p.turn.get("current")
        n = _turns(p, conf)
        if conf.mode == "pieces" or n < 2 or not isinstance(cur, str):
            return {}
        taken = cast(TurnsTurn, p.turn)["taken"].get(cur, 0)
        return {"rep": min(taken + 1, n), "reps": n}

    def up(self, p: Play) -> list[str]:
        cur = p.turn.get("current") or p.turn.get("awaiting")
        return [cur] if isinstance(cur, str) else []

    def to_finish(self, p: Play) -> list[str]:
        """Every seat with a turn (or a piece) still to come, from the one up on."""
        cur, tn = p.turn.get("current"), p.turn
        if not isinstance(cur, str):
            return self.up(p)
        if "queue" in tn:
            return list(dict.fromkeys([cur, *map(str, cast(list[str], tn["queue"]))]))
        owes = _owes(p, _conf(p.step))
        return [x for x in clockwise(p.players, cur) if owes(x)] or [cur]

    def hint(self, p: Play) -> tuple[str, JsonDict] | None:
        if p.turn.get("awaiting"):  # any player names the winner; the last to play is up
            return "turns.hint.name_winner", dict(p.where())
        return None

    def options(self, p: Play, seat: str) -> list[Option]:
        conf = _conf(p.step)
        if p.turn.get("awaiting"):
            return [
                Option(f"turn.winner.{x}", "turn winner", {"winner": x}, Ref("seat", x))
                for x in p.players
            ]
        if not conf.places:
            return [Option("action", "turn action", {}, label_key="turns.option.action")]
        # a held place is no button: pushing a piece out needs its strength (or, with
        # push_out = false, it is taken)
        held = cast(PiecesTurn, p.turn).get("occupants", {})
        return [
            Option(f"turn.place.{x}", "turn place", {"where": x}, Ref("place_label", x))
            for x in conf.places
            if x not in held
        ]

    def position(self, p: Play) -> JsonDict:
        if _conf(p.step).mode != "pieces":
            return {}
        return {"placements": [list(x) for x in cast(PiecesTurn, p.turn)["placements"]]}

    def view(self, p: Play) -> list[Section]:
        conf = _conf(p.step)
        if conf.mode != "pieces":
            return []
        tn = cast(PiecesTurn, p.turn)
        out = [
            Section(
                "counts",
                self.sections["pieces_left"],
                items=tuple({"seat": x, "n": left_to_place(p, conf, tn, x)} for x in p.seats),
                id="pieces_left",
            )
        ]
        if tn["placements"]:
            out.append(
                Section(
                    "pairs",
                    self.sections["placements"],
                    items=tuple(_placed(tn, str(s), w) for s, w in tn["placements"]),
                    id="placements",
                )
            )
        return out

    def markers(self, step: Step) -> tuple[str, ...]:
        return ("start_player",)

    def skip(self, p: Play, seat: str) -> Outcome | None:
        """The GM passes over the turn of ``seat`` (up now): it counts as taken (with
        pieces, one piece is kept back), and the next seat is up."""
        passed = [Event("TurnPassedOver", {"seat": seat})]
        if p.turn.pop("awaiting", None) is not None:  # no winner named: the start seat
            return p.done(passed)
        return _turn_of(p, seat, None, {}, passed, skipped=True)

    def dropped(self, p: Play, seats: list[str]) -> Outcome | None:
        """A seat out of the step mid-round (rules 6): its turns still to come are
        gone, and when it was up the turn passes to the next seat still in."""
        conf = _conf(p.step)
        cur = p.turn.get("current")
        queue = p.turn.get("queue")
        if isinstance(queue, list):
            p.turn["queue"] = [x for x in queue if x not in seats]
        if cur not in seats:
            return None
        owes = _owes(p, conf)
        if isinstance(queue, list):  # (a step placing pieces has none)
            rest = cast(list[str], p.turn["queue"])
            nxt = rest.pop(0) if rest else None
        else:
            nxt = after(p.in_turn_order(), cur, lambda x: x in p.players and owes(x))
        if nxt is None:
            return p.done([])
        p.turn["current"] = nxt
        return p.out([])

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        conf = _conf(step)
        if not conf.places:
            out = [Move("turn.action", "turn action")]
            if conf.lead == "winner":
                seats = tuple(p.players) if p is not None else ()
                winner = Param("winner", seats, "seat", required=True)
                out.append(Move("turn.winner", "turn winner", None, winner))
            return out
        push = conf.exclusive_places and conf.push_out
        strength = Param("strength", min=1) if push else None
        where = Param("where", conf.places, "place", required=True)
        return [Move("turn.place", "turn place", None, where, strength)]
