"""A game as an export or a log may show it while choices are unrevealed (a sealed
bid): the choices, and the moves that made them, taken out."""

from __future__ import annotations

from typing import cast

from bot.engine.games.base import Family, JsonDict
from bot.engine.games.definition import GameDefinition
from bot.engine.games.envelope import Entry, History, _copy, _out, table, typed


def concealed(
    game: JsonDict, definition: GameDefinition, family: Family
) -> tuple[JsonDict, list[str]]:
    """The game as an export or a log may show it while choices are unrevealed (a
    sealed bid): those choices taken out of the state, out of the undo base, and out
    of the undo history (the latest actions that made them, one per seat), so the
    copy is still a game its history replays to. Returns it and the seats whose
    choices were taken out (none: ``game`` itself)."""
    g = typed(game)
    if g["state"] is None or g["status"] != "active":
        return game, []
    tbl = table(game, definition)
    now = family.conceal(definition, g["state"], tbl)
    if not now.seats:
        return game, []
    new = _copy(game)
    new["state"] = now.state
    hist = cast(History, new["undo"])
    drop = len(now.seats)
    base = hist.get("base")
    if base is not None:
        then = family.conceal(definition, base, tbl)
        hist["base"] = then.state
        drop -= len(then.seats)
    kept: list[Entry] = []
    for entry in reversed(hist.get("actions", [])):
        if drop > 0 and entry.get("action", {}).get("type") in now.moves:
            drop -= 1
            continue
        kept.append(entry)
    hist["actions"] = kept[::-1]
    return _out(new), list(now.seats)
