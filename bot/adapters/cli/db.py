"""``herald db check|backup|migrate|copy``: the database tools, on either backend.

herald db check                       integrity and migrations; exit 1 if not ok
herald db migrate                     apply pending migrations
herald db backup PATH                 a consistent copy as a SQLite file
herald db copy --from URL --to URL    every row into a new, empty database
"""

from __future__ import annotations

import sys
from typing import Any

from bot.store import StoreOpenError, is_postgres, open_store, sqlite_path


def run(action: str, db: str, path: str | None, src: str | None, dst: str | None) -> int:
    if action == "copy":
        return copy(src or db, dst)
    try:
        # migrate writes, so on SQLite it takes the lease (refused while the bot runs)
        store = open_store(db, migrate=action == "migrate", lease=action == "migrate")
    except StoreOpenError as e:
        print(f"herald db {action}: {e}", file=sys.stderr)
        return 1
    try:
        where = store.path
        if action == "check":
            res = store.integrity_check()
            games = len(store.live_games())
            print(
                f"{where}: integrity {res}; live games {games}; "
                f"migrations: {', '.join(store.applied_migrations())}"
            )
            return 0 if res == "ok" else 1
        if action == "migrate":
            print(f"{where}: migrations applied: {', '.join(store.applied_migrations())}")
            return 0
        if not path:
            print("herald db backup: give a destination path", file=sys.stderr)
            return 2
        store.backup(sqlite_path(path))
        print(f"backed up {where} to {path}")
        return 0
    finally:
        store.close()


def copy(src_url: str, dst_url: str | None) -> int:
    """Copy every row from ``src_url`` into ``dst_url`` (migrated first, must be empty).
    Stop the bot first: rows written during the copy would not follow."""
    from bot.store.copy import copy_between

    if not dst_url:
        print("herald db copy: give --to URL (and --from URL)", file=sys.stderr)
        return 2
    if not is_postgres(dst_url) and not dst_url.startswith("sqlite:///"):
        dst_url = f"sqlite:///{dst_url}"
    stores: list[Any] = []
    try:
        try:
            src = open_store(src_url, lease=not is_postgres(src_url))
            stores.append(src)
            dst = open_store(dst_url, lease=not is_postgres(dst_url))
            stores.append(dst)
        except StoreOpenError as e:
            print(f"herald db copy: {e}", file=sys.stderr)
            return 1
        try:
            counts = copy_between(src, dst)
        except ValueError as e:
            print(f"herald db copy: {e}", file=sys.stderr)
            return 1
        summary = ", ".join(f"{t} {n}" for t, n in counts.items())
        print(f"copied {src.path} to {dst.path}: {summary}")
        ok = dst.integrity_check() == "ok" and all(
            len(src.table_rows(t)[1]) == n for t, n in counts.items()
        )
        return 0 if ok else 1
    finally:
        for s in stores:
            s.close()
