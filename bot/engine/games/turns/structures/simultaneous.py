"""``simultaneous``: every seat plays at once until all have declared done (Hadrian's
Wall); a seat may take its done back while the step is open. With ``advance = "gm"``
the step waits for the GM once everyone is done, and the GM may end it earlier, those
still playing skipped; the GM may also push past one seat (``/turn skip``)."""

from __future__ import annotations

from typing import TypedDict, cast

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Actor, Event, JsonDict, Move, Option, Outcome, Ref, ids
from bot.engine.games.definition import Names
from bot.engine.games.turns.definition import Step
from bot.engine.games.turns.settings import Settings
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure
from bot.engine.games.view import Section, Text


class SimultaneousSettings(Settings):
    names: dict[str, Names] = {}
    """The Done button's name, per language ({ done = { en = "Orders sent", ... } })."""

    def names_of(self, kind: str, id: str) -> dict[str, str] | None:
        return self.names.get(id) if kind == "done_label" else None


class DoneTurn(TypedDict):
    done: list[str]


def _tn(p: Play) -> DoneTurn:
    return cast(DoneTurn, p.turn)


def _left(p: Play) -> list[str]:
    return [x for x in p.players if x not in _tn(p)["done"]]


def _held(p: Play) -> bool:
    """The step waits for the GM once everyone is done (``advance = "gm"``; games
    begun before rules 3 ended the step anyway)."""
    return p.step.advance == "gm" and p.rules >= 3


def _after(p: Play, events: list[Event]) -> Outcome:
    """Everyone done: the step ends, or waits for the GM."""
    if _left(p):
        return p.out(events)
    events.append(Event("AllDoneGm" if _held(p) else "AllDone", {"round": p.s["round"]}))
    return p.out(events) if _held(p) else p.done(events)


def done(p: Play, action: Action, actor: Actor) -> Outcome:
    tn = _tn(p)
    seat = p.once(actor, action, tn["done"], "turns.error.already_done")
    tn["done"].append(seat)
    left = _left(p)
    if left:
        data: JsonDict = {"seat": seat, "waiting": ids(left), "count": len(left)}
        return _after(p, [Event("PlayerDone", data)])
    return _after(p, [Event("PlayerDoneLast", {"seat": seat})])


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
    return p.out([Event("PlayerResumed", {"seat": seat, "waiting": ids(_left(p))})])


class Simultaneous(Structure):
    name = "simultaneous"
    settings_model = SimultaneousSettings
    simultaneous = True
    ends_itself = True
    gm_advance = True
    moves = {"turn.done": done, "turn.undone": undone}
    sections = {"playing": Text("turns.dash.playing"), "done": Text("turns.dash.done")}

    def start(self, p: Play) -> JsonDict:
        return {"done": []}

    def up(self, p: Play) -> list[str]:
        return _left(p)

    def options(self, p: Play, seat: str) -> list[Option]:
        return [
            Option(
                "done",
                "turn done",
                {"seat": seat},
                Ref("done_label", f"{p.phase.id}/{p.step.id}"),
                label_key="turns.option.done",
            )
        ]

    def position(self, p: Play) -> JsonDict:
        return {"done": list(_tn(p)["done"])}

    def view(self, p: Play) -> list[Section]:
        tn = _tn(p)
        return [
            Section("seats", self.sections["playing"], tuple(_left(p)), inline=True, id="playing"),
            Section("seats", self.sections["done"], tuple(tn["done"]), inline=True, id="done"),
        ]

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        # Done by the name its button shows in this step, when the definition gives one
        here = p is not None and p.step is step
        label = Ref("done_label", f"{p.phase.id}/{step.id}") if p is not None and here else None
        return [Move("turn.done", "turn done", label), Move("turn.undone", "turn undone")]

    def skip(self, p: Play, seat: str) -> Outcome | None:
        _tn(p)["done"].append(seat)
        return _after(p, [Event("PlayerSkipped", {"seat": seat, "waiting": ids(_left(p))})])
