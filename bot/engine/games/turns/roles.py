"""Role selection: a ``draft`` whose items are roles (``roles``: each role and the
phase, or step, it enables). A role's phase is played in a round only when a seat
picked the role in that round's draft, in the order the phases are written (or,
``role_order = "picked"``, in the order the roles were picked); it begins with its
chooser and goes on round the table from there. A role nobody picked
may gather a bonus (``role_bonus``): it grows each draft the role is left, and the
seat that next picks the role takes it. Several roles may name one phase: it is
played once when any of them is picked, begun by the first of them picked."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from bot.engine.games.base import Event, Json, JsonDict, ids, row
from bot.engine.games.turns.state import Play
from bot.engine.games.view import Section, Text

if TYPE_CHECKING:
    from bot.engine.games.turns.definition import Step, TurnsDefinition
    from bot.engine.games.turns.structures.draft import DraftSettings


def role_step(d: TurnsDefinition, final: bool | None = None) -> Step | None:
    """The draft step whose items are roles, if the game has one (``final``: the one
    of the rounds, False, or of the final phases, True; None: the first of either)."""
    from bot.engine.games.turns.structures.draft import DraftSettings

    return next(
        (
            st
            for ph in d.phases
            for st in ph.steps
            if isinstance(st.settings, DraftSettings)
            and st.settings.roles
            and final in (None, ph.final)
        ),
        None,
    )


def role_order(p: Play, step: Step) -> str:
    """The order ``step``'s roles' phases are played in this round: its draft's
    ``role_order``, or, the game moved (``/game redefine``) mid-round to a version
    that orders them otherwise, the order the round began with (kept until it ends)."""
    kept = p.s.get("role_order_kept", {})
    return kept.get(step.id) or cast("DraftSettings", step.settings).role_order


def sections(p: Play) -> list[Section]:
    """The dashboard's roles: who picked which this round (once the draft is over),
    and what the roles nobody picked have gathered."""
    step = role_step(p.d, p.phase.final)  # the final phases' own draft there
    if step is None:
        return []
    conf = cast("DraftSettings", step.settings)
    out: list[Section] = []
    chosen = p.s.get("roles", {})
    if chosen and p.step is not step:
        # in the order they are played: the file's, or as picked (role_order); only
        # the roles picked (a role nobody picked has no chooser to name)
        seq = list(chosen) if role_order(p, step) == "picked" else list(conf.roles)
        rows = tuple(
            row(seat=chosen[i], item=i, step=step.id)
            for i in seq
            if i in conf.roles and i in chosen
        )
        out.append(Section("pairs", Text("turns.dash.roles"), items=rows, id="roles"))
    piles = p.s.get("role_bonus", {})
    bonus = conf.role_bonus
    lines = tuple(
        Text(
            "turns.dash.role_bonus",
            {"item": i, "step": step.id, "counter": bonus.counter, "count": piles[i]},
        )
        for i in conf.roles
        if bonus is not None and piles.get(i)
    )
    if lines:
        out.append(Section("lines", Text("turns.dash.role_bonuses"), lines=lines, id="role_bonus"))
    return out


def gates(d: TurnsDefinition) -> dict[tuple[int, int], tuple[str, ...]]:
    """Each (phase, step) a role enables, and the roles (items) that enable it."""
    from bot.engine.games.turns.structures.draft import DraftSettings

    out: dict[tuple[int, int], tuple[str, ...]] = {}
    for st in d.steps():
        conf = st.settings
        if not isinstance(conf, DraftSettings):
            continue
        for item, target in conf.roles.items():
            for pi, ph in enumerate(d.phases):
                for si, step in enumerate(ph.steps):
                    if target in (ph.id, step.id):
                        out[(pi, si)] = (*out.get((pi, si), ()), item)
    return out


def order(p: Play) -> list[tuple[int, int]]:
    """Every step's (phase, step) index in this round's play order: the file's; with
    ``role_order = "picked"`` the phases roles enable (a role naming a step: its phase)
    come in the order their roles were picked this round, each taking the place of one
    of them in the file's order (the draft's own phase, the phases no role names and
    the final phases among the others keep theirs; a phase's steps keep their order;
    the phases of roles nobody picked, which are not played, come last; a phase whose
    roles nobody picked that holds a step no role names, played all the same, keeps its
    place like a phase no role names)."""
    d = p.d
    phases = list(range(len(d.phases)))
    picks = list(p.s.get("roles", {}))  # in the order made
    for final in (False, True):  # the rounds' draft, the final phases' own
        step = role_step(d, final)
        if step is None or role_order(p, step) != "picked":
            continue
        draft = next(pi for pi, ph in enumerate(d.phases) if step in ph.steps)
        rank: dict[int, int] = {}
        gated = gates(d)
        for (pi, _), items in gated.items():
            if pi != draft and d.phases[pi].final == final:
                first = min((picks.index(i) for i in items if i in picks), default=len(picks))
                rank[pi] = min(rank.get(pi, first), first)
        for pi, first in list(rank.items()):
            steps = range(len(d.phases[pi].steps))
            if first == len(picks) and any((pi, si) not in gated for si in steps):
                del rank[pi]  # no role of it picked, a step of it always played: in place
        slots = [pi for pi in phases if pi in rank]
        for slot, pi in zip(slots, sorted(slots, key=lambda x: (rank[x], x)), strict=True):
            phases[slot] = pi
    return [(pi, si) for pi in phases for si in range(len(d.phases[pi].steps))]


def played(p: Play, pi: int, si: int) -> bool:
    """Whether the step at (``pi``, ``si``) is played this round: always, unless
    roles enable it and nobody picked any of them."""
    items = gates(p.d).get((pi, si))
    chosen = p.s.get("roles", {})
    return items is None or any(i in chosen for i in items)


def chooser(p: Play) -> str | None:
    """The seat that picked the role the current step belongs to (this round): of
    several roles naming it, the one picked first."""
    items = gates(p.d).get((p.s["pi"], p.s["si"]), ())
    # the picks in the order made (a role's pick is added as it is made)
    return next((seat for item, seat in p.s.get("roles", {}).items() if item in items), None)


def picked(p: Play, conf: DraftSettings, seat: str, item: str) -> list[Event]:
    """``seat`` picked ``item``: when it is a role, the seat is its chooser this round
    and takes the bonus the role gathered."""
    if item not in conf.roles:
        return []
    p.s.setdefault("roles", {})[item] = seat
    bonus = conf.role_bonus
    piles = p.s.get("role_bonus", {})
    pile = piles.pop(item, 0)
    if bonus is None or not pile:
        return []
    was = p.value(bonus.counter, seat)
    p.set_within(bonus.counter, seat, was + pile)
    now = p.value(bonus.counter, seat)
    data: JsonDict = {"seat": seat, "item": item, "counter": bonus.counter, "count": now}
    if now - was != pile:  # the counter's max took the rest: say what was really taken
        return [Event("RoleBonusCapped", {**data, "plus": now - was, "gathered": pile})]
    return [Event("RoleBonusTaken", {**data, "plus": pile})]


def left(p: Play, conf: DraftSettings) -> list[Event]:
    """The draft is over: each role nobody picked gathers its bonus."""
    bonus = conf.role_bonus
    if bonus is None:
        return []
    chosen = p.s.get("roles", {})
    unpicked = [i for i in conf.roles if i not in chosen]
    if not unpicked:
        return []
    piles = p.s.setdefault("role_bonus", {})
    for item in unpicked:
        piles[item] = piles.get(item, 0) + bonus.plus
    piled: list[Json] = [piles[i] for i in unpicked]
    data: JsonDict = {"items": ids(unpicked), "counter": bonus.counter, "plus": bonus.plus}
    return [Event("RoleBonusGrown", {**data, "piles": piled, "step": p.step.id})]
