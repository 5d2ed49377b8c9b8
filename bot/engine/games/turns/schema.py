"""The JSON Schema of a turn-based definition file, as its author writes it: a step's
structure keys sit flat in the step (the models keep them apart, as ``settings``), so
each structure adds one branch to what a step (or a phase without steps) may hold."""

from __future__ import annotations

from typing import cast

from bot.engine.games.base import Json, JsonDict, ids
from bot.engine.games.turns.definition import STEP_KEYS, Phase, Step, TurnsDefinition
from bot.engine.games.turns.phase_tables import INHERITED
from bot.engine.games.turns.structures import STRUCTURES


def _schema(model: type[Step] | type[Phase] | type[TurnsDefinition]) -> JsonDict:
    out: JsonDict = model.model_json_schema(by_alias=True, ref_template="#/$defs/{model}")
    return out


def _props(schema: JsonDict) -> JsonDict:
    props = schema.get("properties")
    return dict(props) if isinstance(props, dict) else {}


def _step_branches(defs: JsonDict, phase_keys: JsonDict) -> list[Json]:
    """One schema per structure: the step's keys, the structure's, ``structure``."""
    common = {k: v for k, v in _props(_schema(Step)).items() if k in STEP_KEYS}
    branches: list[Json] = []
    for name, shape in STRUCTURES.items():
        own: JsonDict = shape.settings_model.model_json_schema(
            by_alias=True, ref_template="#/$defs/{model}"
        )
        sub = own.pop("$defs", {})
        if isinstance(sub, dict):
            defs.update(sub)
        props: JsonDict = {**common, **phase_keys, **_props(own)}
        props["structure"] = {"const": name, "description": (shape.__doc__ or "").strip()}
        branch: JsonDict = {
            "title": f"{name} step",
            "type": "object",
            "properties": props,
            "required": ids(["id", "name"] + ([] if name == "prompt" else ["structure"])),
            "additionalProperties": False,
        }
        branches.append(branch)
    return branches


def json_schema() -> JsonDict:
    root = _schema(TurnsDefinition)
    defs = cast(JsonDict, root.get("$defs", {}))
    steps = _step_branches(defs, {})
    defs["Step"] = {"anyOf": steps}
    # a phase holds steps, or is one step itself (with ``final``)
    phase = _props(_schema(Phase))
    with_steps: JsonDict = {
        "type": "object",
        "properties": {
            **phase,
            **{k: v for k, v in _props(_schema(Step)).items() if k in INHERITED},
        },
        "required": ids(["id", "name", "steps"]),
        "additionalProperties": False,
    }
    alone = _step_branches(defs, {"final": phase.get("final", {"type": "boolean"})})
    defs["Phase"] = {"anyOf": [with_steps, *alone]}
    root["$defs"] = defs
    root["title"] = 'Turn-based game (family = "turns")'
    return root
