"""Scoring tables looked up on request (``/turn score``): a ``bands`` table scores a
number (Hadrian's Wall's disdain), a ``list`` table a rank (Lancaster's 8 and 4)."""

from __future__ import annotations

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Actor, Event, JsonDict, Move, Outcome, Param
from bot.engine.games.turns.definition import Bands, ListTable, TurnsDefinition
from bot.engine.games.turns.state import Play


def lookup_tables(d: TurnsDefinition) -> list[str]:
    return [n for n, t in d.tables.items() if isinstance(t, Bands | ListTable)]


def look_up(p: Play, action: Action, actor: Actor) -> Outcome:
    names = lookup_tables(p.d)
    if not names:
        raise IllegalAction("turns.error.no_tables")
    name = str(action.get("table") or "").strip()
    tab = p.d.tables.get(name)
    if not name and len(names) == 1:
        name, tab = names[0], p.d.tables[names[0]]
    if not isinstance(tab, Bands | ListTable):
        raise IllegalAction("turns.error.bad_table", table=name, tables=names)
    try:
        value = int(str(action.get("value")))
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_count", count=str(action.get("value"))) from None
    if isinstance(tab, ListTable) and not 1 <= value <= len(tab.values):
        raise IllegalAction("turns.error.bad_rank", table=name, value=value, max=len(tab.values))
    result = tab.look_up(value)
    data: JsonDict = {"table": name, "value": value, "result": result}
    return p.out([Event("TableLookedUp", data)], undoable=False)


def move(d: TurnsDefinition) -> Move | None:
    names = lookup_tables(d)
    if not names:
        return None
    return Move(
        "table",
        "turn score",
        None,
        Param("table", tuple(names), "table", required=len(names) > 1),
        Param("value", required=True),
    )
