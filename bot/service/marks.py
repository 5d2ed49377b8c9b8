"""What a process keeps in memory of a server, changed by another process.

A process keeps some of a server's data in memory: its own game definitions, parsed
(:mod:`bot.service.definitions`), its dice aliases, its flood limits and its
channels' games (the store's). Several processes may share one database (PostgreSQL; ``herald guild
forget`` beside the bot), so every change of that data leaves a mark, in guild 0's
setting :data:`CHANGED` (server id -> a stamp new at each change): ``/game define``,
``/game definitions remove``, ``/dice alias``, ``/dice flood`` and ``herald guild
forget --yes``. At
each tick (``HERALD_TICK_SECONDS``; the console after each command) a process drops
what it keeps of each server whose mark it has not seen yet, and reads it again when
it is next needed.
"""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import TYPE_CHECKING, Any

from bot.service.registry import on_tick

if TYPE_CHECKING:
    from bot.service.core import Service

CHANGED = "changed_guilds"  # guild 0's setting: server id -> stamp of its last change
KEEP = 100  # the newest marks kept


def _stamp(at: str) -> str:
    """When, and which change (two changes in one instant have two stamps)."""
    return f"{at} {uuid.uuid4().hex[:12]}"


def note_change(store: Any, guild_id: int, at: str) -> str:
    """Mark ``guild_id``'s data changed (the tools' call, on the store itself)."""
    stamp = _stamp(at)
    store.mark(CHANGED, str(guild_id), stamp, KEEP)
    return stamp


async def changed(svc: Service, guild_id: int) -> None:
    """After this process changed ``guild_id``'s definitions or aliases (and dropped
    its own copy): mark it for the others; this process has seen its own mark."""
    stamp = _stamp(svc.now_iso())
    await svc.store.mark(CHANGED, str(guild_id), stamp, KEEP)
    svc.marks_seen[str(guild_id)] = stamp


@on_tick
async def drop_changed(svc: Service, now: datetime) -> None:
    """A server changed by another process since the last tick: what this process
    kept of it in memory is dropped (summaries are checked at each lookup)."""
    marks = await svc.store.setting("guild", 0, CHANGED, {})
    seen = svc.marks_seen
    for guild, stamp in (marks if isinstance(marks, dict) else {}).items():
        if seen.get(guild) != stamp and str(guild).isdigit():
            svc.forget_cached(int(guild))
            seen[guild] = stamp
