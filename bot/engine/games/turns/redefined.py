"""A turn-based game's state under another version of its definition (``/game
redefine``: bot/engine/games/redefining.py). The state names its phase and step by
their places (``pi``, ``si``): they follow the ids, and what the new version lacks
that the state stands on is said instead, and so is a scoring step whose reports the
state keeps (``scores``, which a GM's correction goes back to) that the new version
lacks or plays another way. A version whose draft has roles (bot/engine/games/turns/roles.py)
takes this round's picks made before the move as its roles' picks; a version whose
draft orders its roles' phases otherwise (``role_order``) does so from the next round,
the round in progress keeping the order it began with (no phase played twice)."""

from __future__ import annotations

from typing import cast

from bot.engine.games.base import JsonDict, copied
from bot.engine.games.redefining import Missing
from bot.engine.games.turns.definition import TurnsDefinition


def redefined(
    old: TurnsDefinition, new: TurnsDefinition, state: JsonDict
) -> tuple[JsonDict, list[Missing]]:
    s = copied(state)
    lost: list[Missing] = []
    pi, si = s.get("pi", -1), s.get("si", -1)
    if isinstance(pi, int) and isinstance(si, int) and 0 <= pi < len(old.phases):
        phase = old.phases[pi]
        step = phase.steps[si] if 0 <= si < len(phase.steps) else None
        where = next((i for i, p in enumerate(new.phases) if p.id == phase.id), None)
        if where is None:
            lost.append(Missing("phase", phase.id))
        elif step is not None:
            steps = new.phases[where].steps
            at = next((i for i, x in enumerate(steps) if x.id == step.id), None)
            if at is None:
                lost.append(Missing("step", step.id, phase.id))
            elif steps[at].structure != step.structure:  # its turn is held another way
                lost.append(Missing("structure", step.id, phase.id))
            else:
                s["pi"], s["si"] = where, at
    lost += _scored(old, new, s, lost)
    _picked_roles(old, new, s)
    _kept_order(old, new, s)
    held: list[str] = []
    for key in ("counters", "shared"):
        found = s.get(key)
        held += [str(c) for c in found] if isinstance(found, dict) else []
    lost += [Missing("counter", c) for c in dict.fromkeys(held) if c not in new.counters]
    return s, lost


def _scored(
    old: TurnsDefinition, new: TurnsDefinition, s: JsonDict, lost: list[Missing]
) -> list[Missing]:
    """Each step the game has scored (its reports kept for a correction) that ``new``
    lacks or plays another way, named once (not again when it is the current step)."""
    scored = s.get("scores")
    out: list[Missing] = []
    for step_id in scored if isinstance(scored, dict) else {}:
        was = next(((ph.id, st) for ph in old.phases for st in ph.steps if st.id == step_id), None)
        now = next((st for st in new.steps() if st.id == step_id), None)
        if was is None:  # not a step of the old version either: nothing to name
            continue
        miss = Missing("step" if now is None else "structure", str(step_id), was[0])
        if (now is None or now.structure != was[1].structure) and miss not in lost:
            out.append(miss)
    return out


def _picked_roles(old: TurnsDefinition, new: TurnsDefinition, s: JsonDict) -> None:
    """Moving to a version whose draft has roles: the picks of that draft already made
    this round (the round's log, in the order made) are its roles' picks, so each
    picked role's phase is played, begun by its chooser, and gathers no bonus."""
    from bot.engine.games.turns.roles import role_step
    from bot.engine.games.turns.structures.draft import DraftSettings

    step = role_step(new)
    was = next((st for st in old.steps() if step is not None and st.id == step.id), None)
    if step is None or was is None or not isinstance(was.settings, DraftSettings):
        return
    conf = cast("DraftSettings", step.settings)
    log = s.get("log")
    chosen = s.get("roles")
    chosen = dict(chosen) if isinstance(chosen, dict) else {}
    for entry in log if isinstance(log, list) else []:
        if not isinstance(entry, list) or len(entry) != 2:
            continue
        seat, item = entry
        if item in conf.roles and item in was.settings.items and item not in chosen:
            chosen[str(item)] = seat
    if chosen:
        s["roles"] = chosen


def _kept_order(old: TurnsDefinition, new: TurnsDefinition, s: JsonDict) -> None:
    """A role draft whose ``role_order`` the new version changes: the round in progress
    keeps the order it began with (the new one would replay, or skip, a phase)."""
    from bot.engine.games.turns.roles import role_step
    from bot.engine.games.turns.structures.draft import DraftSettings

    kept = s.get("role_order_kept")
    kept = dict(kept) if isinstance(kept, dict) else {}
    for final in (False, True):
        step, was = role_step(new, final), role_step(old, final)
        if step is None or was is None or step.id != was.id:
            continue
        now_order = cast("DraftSettings", step.settings).role_order
        began = kept.get(was.id) or cast("DraftSettings", was.settings).role_order
        if began != now_order:
            kept[step.id] = began
        else:
            kept.pop(step.id, None)
    if kept:
        s["role_order_kept"] = kept
    else:
        s.pop("role_order_kept", None)
