"""``herald guild forget GUILD_ID [--yes]``: delete everything Herald keeps for one
server, on either backend.

Without ``--yes`` it prints what it would delete (rows per table) and deletes nothing.
With it, the server's games with their logs, dashboards and reminders, its settings
(game definitions and learned picks among them), summaries, dice aliases and outbox
rows go in one transaction, and its persisted rules index is removed from the rules
cache. Other servers and users' own settings are untouched. Removing the bot from a
server deletes nothing (it may be invited back): this is how its data goes.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime

from bot.config import Settings


def forget(settings: Settings, guild_id: int, yes: bool) -> int:
    from bot.adapters.cli.db import refused, rows_text, shown
    from bot.service.marks import note_change
    from bot.service.rules import cache_beside, forget_guild_index
    from bot.store import StoreOpenError, open_store
    from bot.store.errors import first_line

    if refused("guild forget", settings.db):
        return 1
    try:
        # a write: on SQLite it takes the lease, so it is refused while the bot runs
        store = open_store(settings.db, migrate=False, lease=True)
    except StoreOpenError as e:
        print(f"herald guild forget: {e}", file=sys.stderr)
        return 1
    try:
        try:
            counts = store.forget_guild(guild_id, delete=yes)
        except Exception as e:  # the driver's error: nothing was deleted (one transaction)
            print(f"herald guild forget: {first_line(e)}; nothing was deleted", file=sys.stderr)
            return 1
        if yes and any(counts.values()):
            # running processes drop what they keep of it in memory at their next tick
            note_change(store, guild_id, datetime.now(UTC).isoformat())
    finally:
        store.close()
    rows = rows_text(counts)
    if not any(counts.values()):  # a mistyped id, or a server already forgotten
        print(f"{shown(store.path)}: nothing is stored for server {guild_id}; nothing to delete")
        return 0
    if not yes:
        print(f"{shown(store.path)}: server {guild_id} has {rows}")
        print("nothing deleted; run again with --yes to delete them")
        return 0
    cache = settings.rules_cache_path or cache_beside(settings.db)
    if cache is not None:
        forget_guild_index(cache, guild_id)
    print(f"{shown(store.path)}: deleted server {guild_id}'s rows: {rows}")
    return 0
