"""``herald game replay``: every stored game must equal the replay of its history.

Reads the store's history records (events of kind :data:`session.ACTION`) and the
game definitions, and rebuilds each game with the pure :func:`session.replay`.

Games begun before issue 20 (no ``options.rules``) stored two things in an older
form, which :func:`comparable` brings up to date before comparing: a pass reward's
unit as its English name (now the table's id), and each undo entry's event with names
in three languages (now ids; recomputed from the entry's action).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine.games import session
from bot.engine.games.definition import GameDefinition
from bot.engine.games.turns.definition import PassRewards, TurnsDefinition
from bot.service.definitions import SETTING
from bot.service.knowledge import families
from bot.service.versions import KEPT, Owned, kept_definition, knowledge_version, owned


@dataclass(frozen=True)
class ReplayResult:
    game_id: int
    slug: str
    status: str  # "ok", "differs", "no history", "unknown game", "failed"
    detail: str = ""


def _units(state: Any, d: GameDefinition, bots: list[str]) -> None:
    """Pass rewards of a game begun before issue 20 name their unit in English."""
    if not isinstance(d, TurnsDefinition) or not isinstance(state, dict):
        return
    rewards = (state.get("turn") or {}).get("rewards")
    if not isinstance(rewards, list):
        return
    english = {}
    for name, tab in d.tables.items():
        if isinstance(tab, PassRewards):
            english[(tab.unit.get("en"), False)] = name
            english[((tab.bot_unit or tab.unit).get("en"), True)] = f"{name}.bot"
    for r in rewards:
        if isinstance(r, list) and len(r) == 3:
            r[2] = english.get((r[2], r[0] in bots), r[2])


def comparable(game: dict, d: GameDefinition, family: Any) -> dict:
    """``game`` as today's code stores it (see the module's docstring)."""
    if game.get("options", {}).get("rules") is not None or not isinstance(game.get("undo"), dict):
        return game
    g = copy.deepcopy(game)
    bots = list(g.get("bots", []))
    _units(g.get("state"), d, bots)
    undo = g["undo"]
    _units(undo.get("base"), d, bots)
    entries = undo.get("actions") or []
    if entries and undo.get("base") is not None:
        _, outs = session.replay_outcomes(g, d, family, undo["base"], entries)
        for entry, out in zip(entries, outs, strict=True):
            entry["event"] = out.events[0].to_json() if out.events else None
            entry["kind"] = out.events[0].kind if out.events else entry.get("kind")
    return g


class _Definitions:
    """The definition a stored game is played with: a shipped one (the text it began
    with, as its server keeps it), else its server's own (``/game define``; a removed
    one too: the games begun with it keep it), in the version the game began with;
    each server's read from the store once."""

    def __init__(self, store: Any, shipped: Mapping[str, GameDefinition]) -> None:
        self.store, self.shipped = store, shipped
        self.servers: dict[int, Owned] = {}
        self.kept: dict[tuple[int | None, str, str], GameDefinition | None] = {}

    def of(self, slug: str, guild_id: int | None, game: dict) -> GameDefinition | None:
        version = knowledge_version(game)
        if version is not None and session.played_version(game) is None:
            # the knowledge-folder text the game began with, as its server keeps it
            key = (guild_id, slug, version)
            if key not in self.kept:
                record = self.store.setting("guild", guild_id, KEPT, {})
                self.kept[key] = kept_definition(record, slug, version)
            if self.kept[key] is not None:
                return self.kept[key]
        found = self.shipped.get(slug)
        if found is not None or not guild_id:
            return found
        if guild_id not in self.servers:
            own = self.store.setting("guild", guild_id, SETTING, {})
            self.servers[guild_id] = owned(own, guild_id)
        return self.servers[guild_id].of(slug, session.played_version(game))


def check_store(store: Any, definitions: Mapping[str, GameDefinition]) -> list[ReplayResult]:
    """One result per stored game; ``ok`` when the replay equals the stored state.
    ``definitions`` are the shipped ones; a server's own are read from ``store``."""
    out = []
    known = _Definitions(store, definitions)
    for row in store.games():
        gid, slug = row.game_id, row.slug
        records = [e["data"] for e in store.events(gid, None, kind=session.ACTION)]
        definition = known.of(slug, row.guild_id, row.game)
        if definition is None:
            out.append(ReplayResult(gid, slug, "unknown game"))
            continue
        if not records or records[0]["op"] not in ("new", "import"):
            out.append(ReplayResult(gid, slug, "no history"))
            continue
        family = families()[definition.family]
        try:
            got = session.replay(records, definition, family)
            stored = comparable(row.game, definition, family)
        except Exception as e:  # noqa: BLE001 - reported, not raised: a check
            out.append(ReplayResult(gid, slug, "failed", f"{type(e).__name__}: {e}"))
            continue
        if got == stored:
            out.append(ReplayResult(gid, slug, "ok"))
        else:
            keys = sorted(k for k in set(got) | set(stored) if got.get(k) != stored.get(k))
            out.append(ReplayResult(gid, slug, "differs", ", ".join(keys)))
    return out
