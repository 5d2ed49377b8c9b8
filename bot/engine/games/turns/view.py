"""What a turn-based game shows: its prompt, its position (``/game export``) and its
dashboard as sections of ids and numbers."""

from __future__ import annotations

from bot.engine.games import counters, layout
from bot.engine.games.base import Json, JsonDict, Ref, ids, row
from bot.engine.games.layout import Column, Layout
from bot.engine.games.turns import roles
from bot.engine.games.turns.common import option_value
from bot.engine.games.turns.definition import (
    Bands,
    ListTable,
    SetsTable,
    Step,
    TurnsDefinition,
    ValueTable,
)
from bot.engine.games.turns.ending import result_lines
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures import STRUCTURES
from bot.engine.games.turns.structures.vote import Vote, results_section
from bot.engine.games.view import Section, Text, View

MARKERS = ("first_player", "start_player")  # seat markers a dashboard may show
# the sections this view shows besides its structures', by id (a board's sources)
TITLES: dict[str, Text] = {
    "up": Text("turns.dash.up"),
    "steps": Text("turns.dash.steps"),
    "seats": Text("turns.dash.seats"),
    "bots": Text("turns.dash.bots"),
    **{m: Text(f"turns.dash.{m}") for m in MARKERS},
    "era": Text("turns.dash.era_name"),
}


def position(p: Play) -> JsonDict:
    """The position both ``/game export`` and scripts read (docs/state.md)."""
    s, st = p.s, p.step
    pos: JsonDict = {
        "round": s["round"],
        "round_name": p.d.rounds.word,
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
    if s.get("each"):  # a phase played for each seat: whose pass, and who is still to play
        pos["each"] = list(s.get("each", []))
    if s.get("next_first_player"):
        pos["next_first_player"] = s["next_first_player"]
    if s.get("next_start_player"):
        pos["next_start_player"] = s["next_start_player"]
    if s["pieces"]:
        pos["pieces"] = {k: dict(v) for k, v in s["pieces"].items()}
    counters = s.get("counters")
    if counters:
        pos["counters"] = {k: dict(v) for k, v in counters.items()}
    if not p.waits_for_names():
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


def heading(p: Play) -> Text:
    if p.phase.final:  # after the last round: no round's label
        return Text("turns.dash.final")
    s, word, total = p.s, p.d.rounds.word, p.rounds()
    label: JsonDict = {"round": s["round"], "period": "round"}
    if p.d.rounds.label is not None:
        label["label"] = p.d.rounds.shown(s["round"])
    if total:
        return Text(f"turns.dash.{word}", {**label, "rounds": total})
    return Text(f"turns.dash.{word}_open", label)


def finished_view(p: Play, ended: bool = False) -> View:
    """The game as it ended: the ranking, the scores reported, the counters."""
    from bot.engine.games.turns.structures.scoring import scores_sections
    from bot.engine.games.turns.winner import measure, ranking, standing, totals

    sections: list[Section] = []
    result = [Text(str(x.pop("key")), x) for x in result_lines(p)]
    # sides ranked by their score: the sides' standing is the final ranking (the
    # seats ranked by their side's score would say it twice)
    sides = p.d.winner.by == "sides" and bool(standing(p))
    if result:
        sections.append(Section("lines", Text("turns.dash.result"), lines=tuple(result)))
    elif sides:
        sections += standing_section(p, Text("turns.dash.ranking"))
    elif p.s.get("scores") or p.d.winner.by != "score":
        groups, _ = ranking(p)
        points = totals(p) if p.d.winner.by == "score" else None
        rows: list[JsonDict] = []
        place = 1
        for group in groups:
            for seat in group:
                n = points[seat] if points is not None else measure(p, p.d.winner.by, seat)
                rows.append(row(place=place, seat=seat, n=n))
            place += len(group)
        sections.append(Section("ranking", Text("turns.dash.ranking"), items=tuple(rows)))
    for got in p.s.get("scores", {}).values():
        sections += scores_sections(p, got)
    sections += counter_sections(p, standing=not sides or bool(result))
    key = "turns.dash.ended" if ended else "turns.dash.finished"
    return View(heading(p), (Text(key),), tuple(sections), values=values(p))


def counter_sections(p: Play, standing: bool = True) -> list[Section]:
    """What each seat holds of each counter (coins, shields ...); a shared counter's
    one number; the sides' standing when they keep a score (``standing``: unless
    shown already, as the final ranking)."""
    out = standing_section(p) if standing else []
    for name, spec in p.d.counters.items():
        if spec.shared:
            line = Text("turns.dash.value", {"n": p.value(name)})
            ref = Ref("counter", name)
            out.append(Section("lines", ref, lines=(line,), inline=True, id=f"counter:{name}"))
        else:
            out += counters.sections({name: spec}, p.counters(), p.seats)
    return out


def standing_section(p: Play, title: Text | None = None) -> list[Section]:
    """The sides that keep a score (``[sides.<id>] score``), best first, each with its
    place (equal scores share it) and score (``title``: the section's, if not the
    standing's)."""
    from bot.engine.games.turns.winner import standing

    sides = standing(p)
    if not sides:
        return []
    lines = tuple(
        Text(
            "turns.dash.side_score",
            {"place": 1 + sum(v != n for _, v in sides[:i]), "side": k, "n": n},
        )
        for i, (k, n) in enumerate(sides)
    )
    head = title or Text("turns.dash.standing")
    return [Section("lines", head, lines=lines, id="standing")]


def view(p: Play) -> View:
    s, d = p.s, p.d
    if s.get("finished"):
        return finished_view(p)
    lines: tuple[Text, ...] = (Text("turns.dash.phase_line", {"phase": p.phase.id}),)
    if p.step.name != p.phase.name:  # a phase's one step named as it is: said once
        lines = (*lines, Text("turns.dash.step_line", p.where()))
    gm = p.step.advance == "gm" or p.waits_for_names()
    # a step the players resolve themselves is everyone's (resolved_by = "players")
    players = p.d.resolved_by == "players"
    nobody = Text(
        "turns.dash.nobody_names"
        if p.waits_for_names()
        else "turns.dash.hidden"
        if p.hidden()
        else "turns.dash.nobody_gm"
        if gm
        else ("turns.dash.everyone" if players else "turns.dash.nobody")
    )
    up = () if p.hidden() else tuple(p.up())
    sections = [Section("up", TITLES["up"], up, empty=nobody, id="up")]
    marks = tuple(
        row(phase=p.phase.id, step=st.id, mark=mark)
        for i, st in enumerate(p.phase.steps)
        if (mark := _mark(p, i, st)) != "skipped"  # a step this game never plays
    )
    if len(marks) > 1:
        sections.append(Section("steps", TITLES["steps"], items=marks, id="steps"))
    said_out = p.said_out()
    out: tuple[JsonDict, ...] = ({"out": ids(said_out)},) if said_out else ()
    sections.append(Section("seats", TITLES["seats"], tuple(p.seats), out, inline=True, id="seats"))
    if s.get("turn_order"):
        order = tuple(p.players)
        sections.append(Section("order", Text("turns.dash.turn_order"), order, id="turn_order"))
    if p.t.bots:
        bots = tuple(sorted(p.t.bots))
        sections.append(Section("seats", TITLES["bots"], bots, inline=True, id="bots"))
    sections += marker_sections(p)
    if d.eras:
        left = s.get("events_left")
        eras = option_value(d, s["options"], d.eras.option)
        key = "turns.dash.era" if left is not None else "turns.dash.era_unknown"
        era_line = Text(key, {"era": s["era"], "eras": eras, "left": left})
        sections.append(Section("lines", TITLES["era"], lines=(era_line,), id="era"))
    if s.get("pass_order"):
        order = tuple(s["pass_order"])
        sections.append(Section("order", Text("turns.dash.pass_order"), order, id="pass_order"))
    shape = p.structure
    if not p.waits_for_names() and not p.hidden():  # (who has chosen: secret too)
        sections += shape.view(p)
    sections += roles.sections(p)  # a role draft's picks this round, its bonuses
    sections += counter_sections(p)
    tallied = results(p)
    if tallied:
        sections.append(results_section(tallied, p.step.id if isinstance(shape, Vote) else ""))
    for name in p.step.tables:
        sections.append(table_section(p, name))
    return View(heading(p), lines, tuple(sections), rule=p.section(), values=values(p))


def values(p: Play) -> JsonDict:
    """The named numbers a board places on tracks: the round (``year`` in a game of
    years), the era and the Event cards left, each shared counter (``counter:<id>``)."""
    out: JsonDict = {round_key(p.d): p.s["round"]}
    if p.d.eras:
        out.update(era=p.s["era"], events_left=p.s.get("events_left"))
    out.update({f"counter:{c}": p.value(c) for c in shared_counters(p.d)})
    return out


def shared_counters(d: TurnsDefinition) -> list[str]:
    """The counters that are one number for the whole game (a track), not one a seat."""
    return [c for c, spec in d.counters.items() if spec.shared]


def round_key(d: TurnsDefinition) -> str:
    """What the view calls its round: ``year`` in a game of years, else ``round``."""
    return "year" if d.rounds.word == "year" else "round"


def marker_sections(p: Play) -> list[Section]:
    """Who holds the First Player's or the start player's marker, in a game with a step
    that uses it, and who takes it next."""
    s = p.s
    used = {m for st in p.d.steps() for m in STRUCTURES[st.structure].markers(st)}
    held = {
        "first_player": (s["first_player"], s.get("next_first_player")),
        "start_player": (s["start_player"], s.get("next_start_player")),
    }
    out = []
    for marker in MARKERS:
        if marker in used:
            holder, nxt = held[marker]
            # no next round after the last: a final phase shows no "next round" holder
            items: tuple[JsonDict, ...] = ({"next": nxt},) if nxt and not p.phase.final else ()
            title = TITLES[marker]
            out.append(Section("marker", title, (holder,), items, inline=True, id=marker))
    return out


def _mark(p: Play, i: int, st: Step) -> str:
    if i == p.s["si"]:
        return "current"
    return "applies" if p.holds(st.when) else "skipped"


SHOWN_BANDS = 6  # a longer table shows its first and last bands


def table_section(p: Play, name: str) -> Section:
    tab = p.d.tables[name]
    rows: tuple[JsonDict, ...] = ()
    if isinstance(tab, Bands):
        # a band reaches up to the next one's start; the last is open ("9 or more")
        starts = [start for start, _ in tab.bands]
        bands: list[JsonDict] = []
        for (start, value), nxt in zip(tab.bands, [*starts[1:], None], strict=True):
            band: JsonDict = {"from": start, "value": value}
            if nxt is not None:
                band["to"] = nxt - 1
            bands.append(band)
        rows = tuple(bands)
        if len(rows) > SHOWN_BANDS:
            rows = (*rows[:3], {"more": len(rows) - 5}, *rows[-2:])
    elif isinstance(tab, ValueTable):
        rows = ({"times": tab.times, "per": tab.per},)
    elif isinstance(tab, SetsTable):
        rows = tuple({"kind": f"{name}.{k}"} for k in tab.kinds)
    elif isinstance(tab, ListTable):
        values: list[Json] = list(tab.values)
        rows = tuple({"rank": i, "value": v} for i, v in enumerate(values, start=1))
    return Section("table", Ref("table", name), items=rows, inline=True, id=f"table:{name}")


# ----------------------------------------------------------------- the board picture
def board_sections(d: TurnsDefinition) -> dict[str, Text | Ref]:
    """The sections a view of ``d`` may show, by id, with their titles: this view's,
    those of the structures of its steps, a section per counter and per table."""
    used = {m for st in d.steps() for m in STRUCTURES[st.structure].markers(st)}
    unused = {m for m in MARKERS if m not in used} | (set() if d.eras else {"era"})
    out: dict[str, Text | Ref] = {k: v for k, v in TITLES.items() if k not in unused}
    for st in d.steps():
        out.update(STRUCTURES[st.structure].sections)
    out.update({f"counter:{c}": Ref("counter", c) for c in d.counters})
    out.update({f"table:{t}": Ref("table", t) for t in d.tables})
    return out


def board_refs(d: TurnsDefinition) -> dict[str, frozenset[str]]:
    """The named numbers of this view and the places of ``d``'s steps."""
    places = {p for st in d.steps() for p in getattr(st.settings, "places", ())}
    values = {round_key(d)} | ({"era", "events_left"} if d.eras else set())
    values |= {f"counter:{c}" for c in shared_counters(d)}
    return {"values": frozenset(values), "spaces": frozenset(places)}


def default_layout(d: TurnsDefinition) -> Layout:
    """The round track, a tile for each shared counter, and a row per seat: pieces
    left to place, each counter a seat holds, the pass order, the First Player's and
    start player's markers in use."""
    columns: list[Column] = []
    for st in d.steps():
        pieces = getattr(st.settings, "pieces", None)
        if pieces and all(c.id != pieces for c in columns):
            columns.append(Column(id=pieces, source="pieces_left"))
    shared = shared_counters(d)
    columns += [Column(id=c, source=f"counter:{c}") for c in d.counters if c not in shared]
    if any("pass_order" in STRUCTURES[st.structure].sections for st in d.steps()):
        columns.append(Column(id="pass_order"))
    used = {m for st in d.steps() for m in STRUCTURES[st.structure].markers(st)}
    columns += [Column(id=m, token=True) for m in MARKERS if m in used]
    count = d.rounds.count  # by player count: the track is as long as the longest game
    rounds = count if isinstance(count, int) else max(count.values(), default=0)
    return layout.default_layout(
        d.seats.names,
        rounds=rounds,
        number=round_key(d),
        columns=columns,
        numbers=[f"counter:{c}" for c in shared],
    )
