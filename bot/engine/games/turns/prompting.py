"""What a turn-based game asks for now: its prompt (who is up and their buttons, what
the step waits for, the line the channel is told)."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.games.base import ANYONE, JsonDict, Option, Prompt
from bot.engine.games.turns.rounds import round_label
from bot.engine.games.turns.state import Play


def prompt(p: Play) -> Prompt:
    s = p.s
    if s.get("finished"):
        return Prompt(
            phase=p.phase.id, finished=True, step_key="turns.prompt.finished", out=p.said_out()
        )
    shape = p.structure
    naming = p.waits_for_names()
    # who is up: the GM's secret (also once those awaited are put out: Play.held)
    hidden = p.hidden() and not naming and bool(p.up() or p.held())
    up = [] if naming or hidden else p.up()
    options: dict[str, list[Option]] = {seat: shape.options(p, seat) for seat in up}
    if hidden:  # the same choices for anyone: the engine takes the presser's own seat
        mine = shape.options(p, (p.up() or p.held())[0])
        options[ANYONE] = [
            replace(o, args={k: v for k, v in o.args.items() if k != "seat"}) for o in mine
        ]
    params: JsonDict = {"round": s["round"], **round_label(p), **p.where()}
    if not naming:
        params.update(shape.prompt_params(p))
    variant = "" if naming else shape.prompt_key(p)
    word = "final" if p.phase.final else p.d.rounds.word  # a final phase is no round
    key = f"turns.prompt.{variant + '.' if variant else ''}{word}"
    hint = shape.hint(p) if up or hidden else None
    if naming:
        hint = ("turns.hint.name_players", {})
    # a step waiting for its seats has no turn yet (no ballot, no lot to name)
    instance = "" if naming else shape.step_id(p)
    return Prompt(
        phase=p.phase.id,
        up=up,
        options=options,
        step_key=key,
        step_params=params,
        rule_query=p.section(),
        waiting_for="secret" if hidden else "" if up else ("gm" if naming else p.step.advance),
        gm_command="turn only" if naming else "",
        simultaneous=shape.simultaneous,
        step_id=f"{s['round']}:{p.phase.id}:{p.step.id}{_rep(p)}{instance}",
        hint_key=hint[0] if hint else "",
        hint_params=hint[1] if hint else {},
        out=p.said_out(),
    )


def _rep(p: Play) -> str:
    """Which time of the step this is: its ``repeat``, and whose pass of a phase played
    for each seat."""
    rep = p.s.get("rep")
    each = p.s.get("each")
    return (f"#{rep}" if rep else "") + (f"@{each[0]}" if each else "")
