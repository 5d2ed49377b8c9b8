"""``herald db copy``: every row of every table from one store to another (SQLite to
PostgreSQL to move a live installation, or back), ids kept, in foreign-key order."""

from __future__ import annotations

from typing import Any

# tables in an order that respects their foreign keys
TABLES = [
    "games",
    "events",
    "dashboards",
    "guild_settings",
    "user_settings",
    "summaries",
    "reminders",
    "dice_aliases",
    "outbox",
]


def copy_between(src: Any, dst: Any) -> dict[str, int]:
    """Copy ``src`` into ``dst`` (both migrated; ``dst`` must be empty). Returns the
    number of rows per table."""
    if not dst.is_empty():
        raise ValueError(f"{dst.path} is not empty; copy only into a new database")
    missing = [m for m in src.applied_migrations() if m not in dst.applied_migrations()]
    if missing:
        raise ValueError(f"{dst.path} lacks migrations {', '.join(missing)}")
    counts: dict[str, int] = {}
    for table in TABLES:
        cols, rows = src.table_rows(table)
        counts[table] = dst.put_rows(table, cols, rows)
    return counts
