"""``simultaneous``: every seat plays at once until all have declared done (Hadrian's
Wall); a seat may take its done back while the step is open."""

from __future__ import annotations

from typing import TypedDict, cast

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Actor, Event, JsonDict, Move, Option, Outcome
from bot.engine.games.turns.definition import Step
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure
from bot.engine.games.view import Section, Text


class DoneTurn(TypedDict):
    done: list[str]


def _tn(p: Play) -> DoneTurn:
    return cast(DoneTurn, p.turn)


def done(p: Play, action: Action, actor: Actor) -> Outcome:
    tn = _tn(p)
    seat = p.once(actor, action, tn["done"], "turns.error.already_done")
    tn["done"].append(seat)
    left = [x for x in p.seats if x not in tn["done"]]
    if left:
        data: JsonDict = {"seat": seat, "waiting": list(left), "count": len(left)}
        events = [Event("PlayerDone", data)]
    else:
        events = [Event("PlayerDoneLast", {"seat": seat})]
    if not left:
        events.append(Event("AllDone", {"round": p.s["round"]}))
        return p.done(events)
    return p.out(events)


def undone(p: Play, action: Action, actor: Actor) -> Outcome:
    """Take back one's own "done" while the step is still open (Hadrian's Wall: a
    player who declared done too early plays on while the year is open)."""
    tn = _tn(p)
    mine_done = [x for x in tn["done"] if p.t.may_act(actor, x)]
    if action.get("seat"):
        seat = p.seat_for(actor, action)
    elif len(mine_done) == 1:
        seat = mine_done[0]
    elif not mine_done:
        raise IllegalAction("turns.error.not_done", seat=list(actor.seats))
    else:
        raise IllegalAction("turns.error.which_seat", seats=mine_done)
    if seat not in tn["done"]:
        raise IllegalAction("turns.error.not_done", seat=seat)
    tn["done"].remove(seat)
    left = [x for x in p.seats if x not in tn["done"]]
    return p.out([Event("PlayerResumed", {"seat": seat, "waiting": list(left)})])


class Simultaneous(Structure):
    name = "simultaneous"
    simultaneous = True
    ends_itself = True
    moves = {"turn.done": done, "turn.undone": undone}
    sections = {"playing": Text("turns.dash.playing"), "done": Text("turns.dash.done")}

    def start(self, p: Play) -> JsonDict:
        return {"done": []}

    def up(self, p: Play) -> list[str]:
        return [x for x in p.seats if x not in _tn(p)["done"]]

    def options(self, p: Play, seat: str) -> list[Option]:
        return [Option("done", "turn done", {"seat": seat}, label_key="turns.option.done")]

    def position(self, p: Play) -> JsonDict:
        return {"done": list(_tn(p)["done"])}

    def view(self, p: Play) -> list[Section]:
        tn = _tn(p)
        playing = tuple(x for x in p.seats if x not in tn["done"])
        return [
            Section("seats", self.sections["playing"], playing, inline=True, id="playing"),
            Section("seats", self.sections["done"], tuple(tn["done"]), inline=True, id="done"),
        ]

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        return [Move("turn.done", "turn done"), Move("turn.undone", "turn undone")]
