"""What a COIN game shows: its prompt, its ``coin`` export (docs/state.md) and its
dashboard as sections of ids and numbers."""

from __future__ import annotations

from bot.engine.games import counters
from bot.engine.games import layout as board
from bot.engine.games import layout_parts as parts
from bot.engine.games.base import (
    ANYONE,
    Json,
    JsonDict,
    Move,
    Option,
    Param,
    Prompt,
    Ref,
    Table,
    ids,
    row,
)
from bot.engine.games.coin.definition import CoinDefinition
from bot.engine.games.coin.state import (
    Card,
    CoinState,
    card_label,
    card_out,
    executions,
    open_options,
    up_faction,
    waiting_for,
)
from bot.engine.games.view import Section, Text, View

# the sections of the dashboard, by id (a board layout's sources)
TITLES: dict[str, Text] = {
    "current": Text("coin.dash.current"),
    "next": Text("coin.dash.next"),
    "deferred": Text("coin.dash.deferred"),
    "cylinders": Text("coin.dash.cylinders"),
    "tracks": Text("coin.dash.tracks"),
}


def _section(id: str, kind: str, items: tuple[JsonDict, ...], inline: bool = False) -> Section:
    return Section(kind, TITLES[id], items=items, inline=inline, id=id)


def prompt(d: CoinDefinition, s: CoinState) -> Prompt:
    if s["finished"]:
        return Prompt(
            phase=s["phase"],
            finished=True,
            step_key="coin.step.finished",
            step_params={"winner": s.get("winner") or ""},
        )
    if s["phase"] != "card":
        return _epoch_prompt(d, s)
    up = up_faction(s)
    if up is None:
        cur = s["current"]
        return Prompt(
            phase="card",
            waiting_for="reveal",
            step_key="coin.step.reveal_current"
            if cur is None
            else (
                "coin.step.reveal_next_after"  # an Epoch card revealed now waits its turn
                if d.coin.epoch.played == "when_current"
                else "coin.step.reveal_next"
            ),
            step_params={"title": card_label(cur) if cur else ""},
        )
    opts = []
    for o in open_options(d, s):
        if o == "pass":
            opts.append(Option("pass", "coin pass", {"faction": up}, label_key="coin.option.pass"))
        else:
            opts.append(
                Option(
                    o,
                    "coin act",
                    {"option": o, "faction": up},
                    Ref("option", o),
                    f"coin.option.{o}",
                )
            )
    slot = "first" if not executions(s) else "second"
    return Prompt(
        phase="card",
        up=[up],
        options={up: opts},
        step_key=f"coin.step.{slot}",
        step_params={"faction": up, "title": card_label(s["current"])},
    )


def _epoch_prompt(d: CoinDefinition, s: CoinState) -> Prompt:
    ph = s["phase"]
    victory = d.coin.epoch.victory_phase
    final = s["final_epoch"] and ph == d.phase_ids()[-1]
    options: dict[str, list[Option]] = {}
    if ph == victory or final:
        # the players say whether a faction has won: one button per answer; after the
        # final Recovery a winner must be named: no "nobody" answer
        nobody = [
            Option("no_winner", "phase next", {"winner": "none"}, label_key="coin.option.no_winner")
        ]
        won = [
            Option(
                f"won_{f}",
                "phase next",
                {"winner": f},
                label_key="coin.option.won",
                label_params={"faction": f},
            )
            for f in s["factions"]
        ]
        options[ANYONE] = (nobody if ph == victory else []) + won
    if final and ph != victory:
        key, params = "coin.step.victory_final", row(epoch=s["epoch"], ties=ids(d.tie_order()))
    elif ph == victory:
        key, params = "coin.step.victory", row(epoch=s["epoch"], phase=ph)
    else:
        key, params = "coin.step.epoch_phase", row(epoch=s["epoch"], phase=ph, prompt=ph)
    heading = d.phase(ph)
    return Prompt(
        phase=ph,
        step_key=key,
        step_params=params,
        rule_query=heading.heading if heading else "",
        waiting_for="anyone",
        options=options,
    )


def export(d: CoinDefinition, s: CoinState) -> JsonDict:
    executed: list[Json] = [{"faction": x["faction"], "option": x["did"]} for x in executions(s)]
    pivotals: list[Json] = [
        {"faction": p["faction"], "card": card_out(p["card"])} for p in s["pivotals"]
    ]
    return {
        "coin": {
            "cylinders": dict(s["cylinders"]),
            "up": up_faction(s),
            "options": list(open_options(d, s)),
            "current_card": card_out(s["current"]),
            "next_card": card_out(s["next"]),
            "deferred": [card_out(c) for c in s["deferred"]],
            "phase": s["phase"],
            "waiting_for": waiting_for(s),
            "executed": executed,
            "passed": [x["faction"] for x in s["card_log"] if x["did"] == "pass"],
            "overrides": dict(s["overrides"]),
            "tracks": dict(s["tracks"]),
            "epoch": s["epoch"],
            "epochs": s["epochs"],
            "final_epoch": s["final_epoch"],
            "pivotals": pivotals,
            "winner": s["winner"],
            "finished": s["finished"],
            **(
                {"counters": {k: dict(v) for k, v in s["counters"].items()}}
                if "counters" in s
                else {}
            ),
        }
    }


def _card(card: Card | None) -> JsonDict:
    return {"card": card_label(card), **(card_out(card) or {})} if card else {}


def view(d: CoinDefinition, s: CoinState, table: Table) -> View:
    heading = Text("coin.dash.epoch_count", {"epoch": s["epoch"]}) if s["epoch"] else None
    up = up_faction(s)
    if s["finished"]:
        line = (
            Text("coin.dash.won", {"faction": s["winner"]})
            if s["winner"]
            else Text("game.finished")
        )
    elif s["phase"] != "card":
        line = Text("coin.dash.epoch_phase", {"epoch": s["epoch"], "phase": s["phase"]})
    elif up is not None:
        line = Text(
            "coin.dash.up",
            {"faction": up, "holder": table.holder(up), "options": list(open_options(d, s))},
        )
    else:
        line = Text("coin.dash.waiting_reveal")
    sections = [
        _section("current", "card", (_card(s["current"]),), inline=True),
        _section("next", "card", (_card(s["next"]),), inline=True),
    ]
    if s["deferred"]:
        sections.append(_section("deferred", "cards", tuple(_card(c) for c in s["deferred"])))
    boxes = tuple(
        row(seat=f, state=s["cylinders"][f], holder=table.holder(f), override=s["overrides"].get(f))
        for f in s["factions"]
    )
    sections.append(_section("cylinders", "cylinders", boxes))
    values = tuple(row(track=t.id, value=s["tracks"].get(t.id)) for t in d.coin.tracks)
    sections.append(_section("tracks", "tracks", values))
    sections += counters.sections(d.counters, s.get("counters", {}), s["factions"])
    return View(heading, (line,), tuple(sections), values={"epoch": s["epoch"]})


def moves(d: CoinDefinition, s: CoinState | None) -> list[Move]:
    """The COIN commands as moves of the generic command, those open now first."""
    up = up_faction(s) if s is not None else None
    opts = [o for o in open_options(d, s) if o != "pass"] if s is not None else []
    act = Move(
        "coin.act",
        "coin act",
        None,
        Param("option", tuple(opts or d.coin.options.all()), "option", required=True),
        open=up is not None,
    )
    passing = Move("coin.pass", "coin pass", open=up is not None)
    pivotal = Move(
        "coin.pivotal",
        "coin pivotal",
        None,
        Param("faction", tuple(d.factions), "seat", required=True),
    )
    override = Move(
        "coin.override",
        "coin override",
        None,
        Param("faction", tuple(d.factions), "seat", required=True),
    )
    track_ids = tuple(t.id for t in d.coin.tracks)
    track = Move(
        "coin.track",
        "track",
        None,
        Param("track", track_ids, "track", required=True),
        Param("delta"),
    )
    moves = [act, passing, pivotal, override, track]
    return sorted(moves, key=lambda m: not m.open)


# ----------------------------------------------------------------- the board picture
def board_sections(d: CoinDefinition) -> dict[str, Text | Ref]:
    """The sections a COIN dashboard shows (what a layout's ``source`` names): its
    own and one per counter."""
    return {**TITLES, **{f"counter:{c}": Ref("counter", c) for c in d.counters}}


def board_refs(d: CoinDefinition) -> dict[str, frozenset[str]]:
    """The numbers a layout may place (each track, the Epoch rounds), no places."""
    return {"values": frozenset([t.id for t in d.coin.tracks] + ["epoch"]), "spaces": frozenset()}


def default_layout(d: CoinDefinition) -> board.Layout:
    """The current and next cards, the sequence of play with each faction's cylinder,
    a tile for each number track's value and a track of named cells for each state
    track."""
    slots = (board.Slot(id="current"), board.Slot(id="next"))
    order = ("eligible", "first", "second", "passed", "ineligible")
    boxes = tuple(board.Box(id=b) for b in order)
    elements: list[board.Element] = [
        board.Cards(kind="cards", id="cards", slots=slots),
        board.Boxes(kind="boxes", id="cylinders", source="cylinders", boxes=boxes),
    ]
    numbers = tuple(parts.Marker(value=t.id) for t in d.coin.tracks if t.kind == "number")
    if numbers:
        elements.append(board.Values(kind="values", id="tracks", values=numbers[:12]))
    elements += [
        board.Track(
            kind="track",
            id=t.id,
            cells=tuple(parts.Cell(id=v) for v in t.values),
            markers=(parts.Marker(value=t.id, colour="#4A4A4A", mark={"en": ""}),),
        )
        for t in d.coin.tracks
        if t.kind == "state"
    ]
    if d.counters:  # a row per faction with its counters
        columns = [board.Column(id=c, source=f"counter:{c}") for c in d.counters]
        elements += board.default_layout(d.seats.names, columns=columns).elements
    plain = board.default_layout(d.seats.names)
    return plain.model_copy(update={"elements": tuple(elements)})
