"""What a turn-based game shows: its prompt, its position (``/game export``) and its
dashboard as sections of ids and numbers."""

from __future__ import annotations

from bot.engine.games.base import Json, JsonDict, Option, Prompt, Ref, row
from bot.engine.games.turns.definition import Bands, ListTable, Step
from bot.engine.games.turns.flow import round_label
from bot.engine.games.turns.state import Play, option_value
from bot.engine.games.turns.structures import STRUCTURES
from bot.engine.games.turns.structures.vote import Vote, results_section
from bot.engine.games.view import Section, Text, View

MARKERS = ("first_player", "start_player")  # seat markers a dashboard may show


def prompt(p: Play) -> Prompt:
    s = p.s
    if s.get("finished"):
        return Prompt(phase=p.phase.id, finished=True, step_key="turns.prompt.finished")
    shape = p.structure
    up = p.up()
    options: dict[str, list[Option]] = {seat: shape.options(p, seat) for seat in up}
    params: JsonDict = {"round": s["round"], **round_label(p), **p.where()}
    params.update(shape.prompt_params(p))
    variant = shape.prompt_key(p)
    key = f"turns.prompt.{variant + '.' if variant else ''}{p.d.rounds.name}"
    return Prompt(
        phase=p.phase.id,
        up=up,
        options=options,
        step_key=key,
        step_params=params,
        rule_query=p.section(),
        waiting_for="" if up else p.step.advance,
        simultaneous=shape.simultaneous,
        step_id=f"{s['round']}:{p.phase.id}:{p.step.id}{shape.step_id(p)}",
        hidden=shape.hidden(p),
    )


def position(p: Play) -> JsonDict:
    """The position both ``/game export`` and scripts read (docs/state.md)."""
    s, st = p.s, p.step
    pos: JsonDict = {
        "round": s["round"],
        "round_name": p.d.rounds.name,
        "phase": p.phase.id,
        "step": st.id,
        "structure": st.structure,
        "section": p.section(),
        "final": p.phase.final,
        "finished": bool(s.get("finished")),
        "up": list(p.up()),
        "pass_order": list(s.get("pass_order", [])),
        "first_player": s["first_player"],
        "start_player": s["start_player"],
    }
    if p.d.eras:
        pos["era"] = s["era"]
        pos["events_left"] = s.get("events_left")
    if s.get("next_first_player"):
        pos["next_first_player"] = s["next_first_player"]
    if s.get("next_start_player"):
        pos["next_start_player"] = s["next_start_player"]
    if s["pieces"]:
        pos["pieces"] = {k: dict(v) for k, v in s["pieces"].items()}
    counters = s.get("counters")
    if counters:
        pos["counters"] = {k: dict(v) for k, v in counters.items()}
    pos.update(p.structure.position(p))
    return pos


def results(p: Play) -> list[JsonDict]:
    """Tallied ballots this round (the vote step's so far while it runs)."""
    if p.s.get("votes"):
        return list(p.s["votes"])
    shape = p.structure
    return shape.results(p) if isinstance(shape, Vote) else []


def export(p: Play) -> JsonDict:
    pos = position(p)
    tallied = results(p)
    if tallied:
        pos["votes"] = [dict(r) for r in tallied]
    return {"position": pos}


def view(p: Play) -> View:
    s, d = p.s, p.d
    if d.rounds.count:
        heading = Text(
            f"turns.dash.{d.rounds.name}", {"round": s["round"], "rounds": d.rounds.count}
        )
    else:
        heading = Text(f"turns.dash.{d.rounds.name}_open", {"round": s["round"]})
    if s.get("finished"):
        return View(heading, (Text("turns.dash.finished"),))
    lines = (
        Text("turns.dash.phase_line", {"phase": p.phase.id}),
        Text("turns.dash.step_line", {"phase": p.phase.id, "step": p.step.id}),
    )
    sections = [
        Section("up", Text("turns.dash.up"), tuple(p.up()), empty=Text("turns.dash.nobody"))
    ]
    if len(p.phase.steps) > 1:
        marks = tuple(
            row(phase=p.phase.id, step=st.id, mark=_mark(p, i, st))
            for i, st in enumerate(p.phase.steps)
        )
        sections.append(Section("steps", Text("turns.dash.steps"), items=marks))
    sections.append(Section("seats", Text("turns.dash.seats"), tuple(p.seats), inline=True))
    if p.t.bots:
        sections.append(
            Section("seats", Text("turns.dash.bots"), tuple(sorted(p.t.bots)), inline=True)
        )
    used = {m for st in d.steps() for m in STRUCTURES[st.structure].markers(st)}
    held = {
        "first_player": (s["first_player"], s.get("next_first_player")),
        "start_player": (s["start_player"], s.get("next_start_player")),
    }
    for marker in MARKERS:
        if marker in used:
            holder, nxt = held[marker]
            items: tuple[JsonDict, ...] = ({"next": nxt},) if nxt else ()
            sections.append(
                Section("marker", Text(f"turns.dash.{marker}"), (holder,), items, inline=True)
            )
    if d.eras:
        left = s.get("events_left")
        eras = option_value(d, s["options"], d.eras.option)
        key = "turns.dash.era" if left is not None else "turns.dash.era_unknown"
        era_line = Text(key, {"era": s["era"], "eras": eras, "left": left})
        sections.append(Section("lines", Text("turns.dash.era_name"), lines=(era_line,)))
    if s.get("pass_order"):
        sections.append(Section("order", Text("turns.dash.pass_order"), tuple(s["pass_order"])))
    sections += p.structure.view(p)
    tallied = results(p)
    if tallied:
        sections.append(results_section(tallied))
    for name in p.step.tables:
        sections.append(table_section(p, name))
    return View(heading, lines, tuple(sections), rule=p.section())


def _mark(p: Play, i: int, st: Step) -> str:
    if i == p.s["si"]:
        return "current"
    return "applies" if p.holds(st.when) else "skipped"


def table_section(p: Play, name: str) -> Section:
    tab = p.d.tables[name]
    rows: tuple[JsonDict, ...] = ()
    if isinstance(tab, Bands):
        rows = tuple({"from": start, "value": value} for start, value in tab.bands)
    elif isinstance(tab, ListTable):
        values: list[Json] = list(tab.values)
        rows = tuple({"rank": i, "value": v} for i, v in enumerate(values, start=1))
    return Section("table", Ref("table", name), items=rows, inline=True)
