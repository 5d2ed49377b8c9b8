"""A turn-based definition's ``[[phases]]`` as read, before the models check them: a
phase without ``steps`` made one step of its keys, the keys a phase's steps take from
it, a misspelt ``structure`` named, and each step's structure keys split off as its
``settings`` (checked by that structure's own model)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import ValidationError

from bot.engine.games.base import Json, JsonDict
from bot.engine.games.definition import Problem, closest, problems_of, unknown_key
from bot.engine.games.problems import misspelt_structure, one_of
from bot.engine.games.turns.definition import STEP_KEYS
from bot.engine.games.turns.parts import When

if TYPE_CHECKING:
    from bot.engine.games.turns.structures.base import Structure

PHASE_KEYS = ("id", "name", "section", "final", "each_seat", "steps")
INHERITED = ("section", "structure", "advance", "when")


def _structure(name: str) -> Structure | None:
    from bot.engine.games.turns.structures import STRUCTURES

    return STRUCTURES.get(name)


def _step(raw: JsonDict, phase: JsonDict, path: str, out: list[Problem]) -> dict[str, object]:
    """One step's table: its common keys, and its structure's keys as ``settings``."""
    step: dict[str, object] = {k: v for k, v in raw.items()}
    misspelt_structure(step, path, out, (*STEP_KEYS, *PHASE_KEYS), _structure)
    for key in INHERITED:
        if key not in step and key in phase:
            step[key] = phase[key]
    name = step.get("structure", "prompt")
    shape = _structure(name) if isinstance(name, str) else None
    if shape is None:
        from bot.engine.games.turns.structures import STRUCTURES

        near = closest(str(name), STRUCTURES)
        known = ", ".join(map(repr, STRUCTURES))
        out.append(Problem(f"{path}.structure", one_of(name, known, near)))
        return {k: v for k, v in step.items() if k in STEP_KEYS}
    own = [f.alias or n for n, f in shape.settings_model.model_fields.items()]
    settings: dict[str, object] = {}
    common: dict[str, object] = {}
    for key, value in step.items():
        if key in STEP_KEYS:
            common[key] = value
        elif key in own:
            settings[key] = value
        else:
            out.append(unknown_key(path, key, [*STEP_KEYS, *own]))
    try:
        common["settings"] = shape.settings_model.model_validate(settings)
    except ValidationError as e:
        out += problems_of(e, shape.settings_model, path)
    return common


def _inherited(ph: JsonDict, path: str, out: list[Problem]) -> JsonDict:
    """A phase's keys its steps take, each checked once here (a mistake in a phase's
    ``when`` is the phase's, not each of its steps')."""
    keep = dict(ph)
    if "when" in ph:
        try:
            When.model_validate(ph["when"])
        except ValidationError as e:
            out.extend(problems_of(e, When, f"{path}.when"))
            keep.pop("when")
    name = ph.get("structure")
    if name is not None and (not isinstance(name, str) or _structure(name) is None):
        from bot.engine.games.turns.structures import STRUCTURES

        near = closest(str(name), STRUCTURES)
        known = ", ".join(map(repr, STRUCTURES))
        out.append(Problem(f"{path}.structure", one_of(name, known, near)))
        keep.pop("structure")
    return keep


def read_phases(raw: Json) -> tuple[list[object], list[Problem]]:
    """The phases with each step's structure keys split off, and the problems found."""
    out: list[Problem] = []
    phases: list[object] = []
    if not isinstance(raw, list):
        return [], [Problem("phases", "a definition needs at least one [[phases]] entry")]
    for i, ph in enumerate(raw):
        path = f"phases[{i}]"
        if not isinstance(ph, dict):
            out.append(Problem(path, "must be a table"))
            continue
        steps = ph.get("steps")
        implicit = steps is None
        if implicit:  # a phase without steps is one step with its keys
            steps = [{k: v for k, v in ph.items() if k not in ("final", "each_seat")}]
            phase: dict[str, object] = {k: ph[k] for k in PHASE_KEYS if k in ph}
        else:
            phase, ph = {}, dict(ph)  # (ph: a copy the misspelt structure is renamed in)
            misspelt_structure(ph, path, out, (*STEP_KEYS, *PHASE_KEYS), _structure)
            for key, value in ph.items():
                if key in PHASE_KEYS or key in INHERITED:
                    phase[key] = value
                else:
                    out.append(unknown_key(path, key, [*PHASE_KEYS, *INHERITED]))
        if not isinstance(steps, list):
            out.append(Problem(f"{path}.steps", "must be a list of steps"))
            continue
        inherit = ph if implicit else _inherited(ph, path, out)
        phase["steps"] = [
            _step(st, inherit, path if implicit else f"{path}.steps[{j}]", out)
            if isinstance(st, dict)
            else st  # the model says what is wrong with it
            for j, st in enumerate(steps)
        ]
        phases.append({k: v for k, v in phase.items() if k in PHASE_KEYS})
    return phases, out
