"""``draft``: the seats pick, one item per turn, from a shared display laid out as the
step begins (``items``), in turn order from the start seat (clockwise, or ``snake``:
back the other way each pass), until each has ``picks`` items or the display is
empty. What each seat picked is kept for the dashboard until the step ends."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict, cast

from pydantic import Field, StrictInt, model_validator

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
    ids,
    row,
)
from bot.engine.games.definition import Model, Names, Problem, Problems
from bot.engine.games.envelope import OUT_OF_EVERY_STEP
from bot.engine.games.problems import Said
from bot.engine.games.turns import roles
from bot.engine.games.turns.definition import Step, TurnsDefinition, not_one
from bot.engine.games.turns.settings import Settings, Start
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import (
    Structure,
    give_marker,
    markers_of,
    setting,
    start_seat,
)
from bot.engine.games.view import Section, Text


class RoleBonus(Model):
    """What a role left unpicked gathers (Puerto Rico's doubloons on a role)."""

    counter: str
    """The counter each seat holds that the chooser's bonus is added to."""
    plus: StrictInt = Field(default=1, ge=1)
    """How much the role gathers each draft nobody picks it."""


class DraftSettings(Settings):
    items: tuple[str, ...] = Field(min_length=1)
    """The display, laid out each time the step is played."""
    item_names: dict[str, Names] = {}
    """Each item's name per language."""
    picks: StrictInt = Field(default=1, ge=1)
    """Items each seat picks."""
    order: Literal["clockwise", "snake"] = "clockwise"
    """"clockwise", or "snake" (back the other way each pass)."""
    start: Start = "start_player"
    """Where the picks begin: "start_player" or "first_player"."""
    marker_item: str | None = None
    """The seat picking this item takes the marker of sets for the next round."""
    sets: Literal["first_player", "start_player"] | None = None
    """The marker marker_item gives."""
    roles: dict[str, str] = {}
    """Role selection: items that are roles, each with the phase (or step) id it
    enables; that phase is played this round only if a seat picked the role, and
    begins with that seat."""
    role_bonus: RoleBonus | None = None
    """What a role nobody picked gathers each time: { counter, plus }, taken by the
    seat that next picks it."""
    role_order: Literal["phases", "picked"] = "phases"
    """The order the chosen roles' phases are played in: "phases" (as the phases are
    written) or "picked" (in the order their roles were picked)."""

    @model_validator(mode="after")
    def _fits(self) -> DraftSettings:
        out = [
            Problem("item_names", f"{i!r} is not an item")
            for i in self.item_names
            if i not in self.items
        ]
        if len(set(self.items)) != len(self.items):
            out.append(Problem("items", "an item is listed twice"))
        if self.marker_item is not None and self.marker_item not in self.items:
            out.append(Problem("marker_item", f"{self.marker_item!r} is not an item"))
        if (self.marker_item is None) != (self.sets is None):
            out.append(Problem("sets", "marker_item and sets go together"))
        if self.role_bonus is not None and not self.roles:
            why = Said(
                "a bonus is for roles: name them in `roles`",
                "definitions.problem.bonus_without_roles",
            )
            out.append(Problem("role_bonus", why))
        if self.role_order != "phases" and not self.roles:
            why = Said(
                "an order of roles is for roles: name them in `roles`",
                "definitions.problem.order_without_roles",
            )
            out.append(Problem("role_order", why))
        if out:
            raise Problems(out)
        return self

    def names_of(self, kind: str, id: str) -> dict[str, str] | None:
        return self.item_names.get(id) if kind == "item" and id in self.items else None

    def check(self, d: TurnsDefinition) -> list[Problem]:
        """Each role is an item and names a phase or step of the definition after the
        draft (not the draft's own), and the bonus a counter each seat holds."""
        out: list[Problem] = []
        own = [ph.id for ph in d.phases if any(st.settings is self for st in ph.steps)]
        own += [st.id for st in d.steps() if st.settings is self]
        targets = [ph.id for ph in d.phases] + [st.id for st in d.steps()]
        others = [x for x in targets if x not in own]
        # where each phase and step comes in the round (the first of an id written twice)
        at: dict[str, tuple[int, int]] = {}
        for pi, ph in enumerate(d.phases):
            at.setdefault(ph.id, (pi, 0))
            for si, st in enumerate(ph.steps):
                at[st.id] = min(at.get(st.id, (pi, si)), (pi, si))
        mine = next(
            (pi, si)
            for pi, ph in enumerate(d.phases)
            for si, st in enumerate(ph.steps)
            if st.settings is self
        )
        for item, target in self.roles.items():
            if item not in self.items:
                out.append(Problem(f"roles.{item}", not_one(item, "item", self.items)))
            elif target not in targets:
                why = not_one(target, "phase", dict.fromkeys(others))
                out.append(Problem(f"roles.{item}", why))
            elif target in own:
                why = Said(
                    f"{target!r} is the draft itself: a role names a phase or step the "
                    "draft enables",
                    "definitions.problem.role_is_draft",
                    got=target,
                )
                out.append(Problem(f"roles.{item}", why))
            elif at[target] < mine:
                why = Said(
                    f"{target!r} comes before the draft in the round, so it is never played "
                    "(nothing is picked yet, and the picks end with the round): write it "
                    "after the draft",
                    "definitions.problem.role_before_draft",
                    got=target,
                )
                out.append(Problem(f"roles.{item}", why))
            elif d.phases[at[target][0]].final != d.phases[mine[0]].final:
                # the rounds' picks end with the last round; the final phases' begin there
                out.append(Problem(f"roles.{item}", _other_part(target, d.phases[mine[0]].final)))
        bonus = self.role_bonus
        if bonus is not None and (
            bonus.counter not in d.counters or d.counters[bonus.counter].shared
        ):
            seat_counters = tuple(k for k, c in d.counters.items() if not c.shared)
            why = not_one(bonus.counter, "counter each seat holds", seat_counters)
            out.append(Problem("role_bonus.counter", why))
        return out


def _other_part(target: str, final: bool) -> Said:
    """A role naming a phase of the other part of the game than its draft's."""
    if final:
        return Said(
            f"{target!r} is played in the rounds: a draft of the final phases enables final phases",
            "definitions.problem.role_rounds_from_final",
            got=target,
        )
    return Said(
        f"{target!r} is a final phase: a draft of the rounds enables phases of the rounds "
        "(its picks end with the round); give the final phases a draft of their own",
        "definitions.problem.role_final_from_rounds",
        got=target,
    )


class DraftTurn(TypedDict):
    current: str | None
    display: list[str]
    picked: dict[str, list[str]]
    order: list[str]  # this pass's order (snake reverses it each pass)
    turn: int  # picks made so far
    passed: NotRequired[dict[str, int]]  # each seat's picks the GM went on without


def _conf(step: Step) -> DraftSettings:
    return setting(step, DraftSettings)


def _tn(p: Play) -> DraftTurn:
    return cast(DraftTurn, p.turn)


def _next(p: Play, conf: DraftSettings, tn: DraftTurn) -> str | None:
    """Who picks next: the next seat in this pass's order (a new pass when it is
    over), or nobody once every seat has its picks or the display is empty."""
    if p.rules >= OUT_OF_EVERY_STEP:
        return _next_in(p, conf, tn)
    total = min(len(p.seats) * conf.picks, len(conf.items))
    if tn["turn"] >= total or not tn["display"]:
        return None
    n = len(p.seats)
    pass_no, place = divmod(tn["turn"], n)
    order = list(tn["order"])
    if conf.order == "snake" and pass_no % 2 == 1:
        order.reverse()
    return order[place]


def _next_in(p: Play, conf: DraftSettings, tn: DraftTurn) -> str | None:
    """Rules 11: the next seat of the order from place ``turn`` on (``turn``: the place
    of the seat up, a pass being one time round the order) that takes part in the step
    and has picks left; a seat out of the game or of the step is passed over."""
    passed = tn.get("passed", {})
    owed = [x for x in p.players if len(tn["picked"].get(x, [])) + passed.get(x, 0) < conf.picks]
    order, n = tn["order"], len(tn["order"])
    if not tn["display"] or not owed or not n:
        return None
    for k in range(tn["turn"], tn["turn"] + n * (conf.picks + 1)):
        pass_no, place = divmod(k, n)
        seat = order[n - 1 - place] if conf.order == "snake" and pass_no % 2 else order[place]
        if seat in owed:
            tn["turn"] = k
            return seat
    return None


def pick(p: Play, action: Action, actor: Actor) -> Outcome:
    conf, tn = _conf(p.step), _tn(p)
    seat = p.current(actor, action)
    raw = str(action.get("choice") or action.get("item") or "").strip()
    item = next((i for i in tn["display"] if i.casefold() == raw.casefold()), None)
    if item is None:
        taken = [s for s, got in tn["picked"].items() if raw in got]
        if taken:  # who took it, and what is left
            data = {"item": raw, "seat": taken[0], "items": ids(tn["display"])}
            raise IllegalAction("turns.error.item_taken", **data)
        raise IllegalAction("turns.error.bad_item", item=raw, items=ids(tn["display"]))
    tn["display"].remove(item)
    tn["picked"].setdefault(seat, []).append(item)
    tn["turn"] += 1
    events = [
        Event(
            "ItemPicked",
            {"seat": seat, "item": item, "step": p.step.id, "left": len(tn["display"])},
        )
    ]
    if item == conf.marker_item:
        give_marker(p, conf.sets, seat, events)
    events += roles.picked(p, conf, seat, item)
    p.s["log"].append([seat, item])
    return _go_on(p, conf, tn, events)


def _go_on(p: Play, conf: DraftSettings, tn: DraftTurn, events: list[Event]) -> Outcome:
    """The next seat picks; nobody left to pick (or nothing left): the draft is over."""
    tn["current"] = _next(p, conf, tn)
    if tn["current"] is None:
        events.append(Event("DraftEnded", {"step": p.step.id, "items": ids(tn["display"])}))
        events += roles.left(p, conf)
        return p.done(events)
    return p.out(events)


def _seat_joins(step: Step, tn: JsonDict, seat: str, after: str | None) -> None:
    """A seat given during the draft (rules 14) picks in it: it enters the order after
    ``after`` (the seat it plays after in the round), first when that seat has no place
    in it; ``turn`` keeps the seat up where it is (a seat placed before it in this
    pass picks once the pass goes round to it)."""
    was, cur, turn = tn.get("order"), tn.get("current"), tn.get("turn")
    order = [str(x) for x in was] if isinstance(was, list) else []
    if seat in order or not isinstance(cur, str) or cur not in order:
        return  # the draft is over, or the seat is in it already
    n, turn = len(order), turn if isinstance(turn, int) else 0
    pass_no = turn // n if n else 0
    order.insert(order.index(after) + 1 if after in order else 0, seat)
    snake = pass_no % 2 and _conf(step).order == "snake"
    place = len(order) - 1 - order.index(cur) if snake else order.index(cur)
    tn["order"], tn["turn"] = list[Json](order), pass_no * len(order) + place


class Draft(Structure):
    """In turn order, each seat picks one item of a shared display, for ``picks`` items."""

    name = "draft"
    settings_model = DraftSettings
    sections = {"display": Text("turns.dash.display"), "picked": Text("turns.dash.picked")}
    ends_itself = True
    moves = {"turn.pick": pick}

    def start(self, p: Play) -> JsonDict:
        conf = _conf(p.step)
        # clockwise from the start seat, in this round's turn order when a step set one
        # (rules 11: the seats taking part, from the next one when the start seat is not)
        seats = p.players if p.rules >= OUT_OF_EVERY_STEP else p.in_turn_order()
        order = p.around(seats, start_seat(p, conf.start))
        return {
            "current": order[0],
            "display": ids(conf.items),
            "picked": {},
            "order": ids(order),
            "turn": 0,
        }

    def seat_joins(self, step: Step, turn: JsonDict, seat: str, after: str | None) -> None:
        _seat_joins(step, turn, seat, after)

    def up(self, p: Play) -> list[str]:
        cur = _tn(p)["current"]
        return [cur] if cur else []

    def dropped(self, p: Play, seats: list[str]) -> Outcome | None:
        """Seats out of the step mid-draft (rules 11): they pick no more; when one was
        up the next seat picks (nobody left to pick: the step is over)."""
        conf, tn = _conf(p.step), _tn(p)
        if p.rules < OUT_OF_EVERY_STEP or tn["current"] not in seats:
            return None
        return _go_on(p, conf, tn, [])

    def skip(self, p: Play, seat: str) -> Outcome:
        """The GM goes on without ``seat`` (up now: a player who left, a deadline's
        pass): it picks nothing this time, the pick counting as one of its ``picks``,
        and the next seat picks; the item stays in the display."""
        conf, tn = _conf(p.step), _tn(p)
        passed = tn.setdefault("passed", {})
        passed[seat] = passed.get(seat, 0) + 1
        tn["turn"] += 1
        return _go_on(p, conf, tn, [Event("TurnPassedOver", {"seat": seat})])

    def options(self, p: Play, seat: str) -> list[Option]:
        return [
            Option(f"pick.{i}", "turn pick", {"choice": i}, Ref("item", i))
            for i in _tn(p)["display"]
        ]

    def position(self, p: Play) -> JsonDict:
        tn = _tn(p)
        picked: JsonDict = {s: ids(v) for s, v in tn["picked"].items()}
        return {"display": ids(tn["display"]), "picked": picked}

    def view(self, p: Play) -> list[Section]:
        tn = _tn(p)
        shown = tuple(row(item=i, step=p.step.id) for i in tn["display"])
        rows = tuple(
            row(seat=s, item=i, step=p.step.id) for s in p.seats for i in tn["picked"].get(s, [])
        )
        out = [Section("items", self.sections["display"], items=shown, id="display")]
        if rows:
            out.append(Section("pairs", self.sections["picked"], items=rows, id="picked"))
        return out

    def markers(self, step: Step) -> tuple[str, ...]:
        conf = _conf(step)
        return markers_of(conf.start, conf.sets)

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        conf = _conf(step)
        items = tuple(_tn(p)["display"]) if p is not None and p.step is step else conf.items
        gone = tuple(i for i in conf.items if i not in items)
        choice = Param("choice", items, "item", required=True, gone=gone)
        return [Move("turn.pick", "turn pick", None, choice)]
