"""``herald db check|backup|migrate|copy``: the database tools, on either backend.

herald db check [--from URL]          integrity, every table and migration present; with
                                      --from, the same rows per table as that database
                                      (a copy or backup checked against its source);
                                      exit 1 if not ok
herald db migrate                     apply pending migrations
herald db backup PATH                 a consistent copy as a SQLite file, all or nothing
herald db copy --from URL --to URL    every row into a new, empty database, all or nothing
"""

from __future__ import annotations

import sys

from bot.store import Store, StoreOpenError, is_postgres, open_store, sqlite_path
from bot.store.copy import backup


def run(action: str, db: str, path: str | None, src: str | None, dst: str | None) -> int:
    if action == "copy":
        return copy(src or db, dst)
    stores: list[Store] = []
    try:
        try:
            # migrate writes, so on SQLite it takes the lease (refused while the bot runs)
            store = open_store(db, migrate=action == "migrate", lease=action == "migrate")
            stores.append(store)
            source = open_store(src, migrate=False) if action == "check" and src else None
            if source is not None:
                stores.append(source)
        except StoreOpenError as e:
            print(f"herald db {action}: {e}", file=sys.stderr)
            return 1
        where = store.path
        if action == "check":
            res = store.integrity_check()
            games = len(store.live_games()) if res == "ok" else 0
            print(
                f"{where}: integrity {res}; live games {games}; "
                f"migrations: {', '.join(store.applied_migrations())}"
            )
            if res == "ok" and source is not None:
                differs = compare(store, source)
                for line in differs:
                    print(f"{where}: {line}")
                if differs:
                    print(f"{where} does not hold every row of {source.path}")
                    return 1
                print(f"{where}: every table has the rows of {source.path}")
            return 0 if res == "ok" else 1
        if action == "migrate":
            print(f"{where}: migrations applied: {', '.join(store.applied_migrations())}")
            return 0
        if not path:
            print("herald db backup: give a destination path", file=sys.stderr)
            return 2
        counts = backup(store, sqlite_path(path))
        print(f"backed up {where} to {path}: {_rows(counts)}")
        return 0
    finally:
        for s in stores:
            s.close()


def copy(src_url: str, dst_url: str | None) -> int:
    """Copy every row from ``src_url`` into ``dst_url`` (migrated first, must be empty),
    in one transaction. Stop the bot first: rows written during the copy would not
    follow."""
    if not dst_url:
        print("herald db copy: give --to URL (and --from URL)", file=sys.stderr)
        return 2
    if not is_postgres(dst_url) and not dst_url.startswith("sqlite:///"):
        dst_url = f"sqlite:///{dst_url}"
    stores: list[Store] = []
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
            counts = dst.copy_from(src)
        except ValueError as e:
            print(f"herald db copy: {e}", file=sys.stderr)
            return 1
        print(f"copied {src.path} to {dst.path}: {_rows(counts)}")
        return 0 if dst.integrity_check() == "ok" and not compare(dst, src) else 1
    finally:
        for s in stores:
            s.close()


def compare(store: Store, source: Store) -> list[str]:
    """What differs between two databases' row counts (a copy and its source), one
    line per table; empty when they agree."""
    mine, theirs = store.row_counts(), source.row_counts()
    return [
        f"{t}: {mine[t] if mine[t] >= 0 else 'missing'} rows, the source has {theirs[t]}"
        for t in theirs
        if mine.get(t) != theirs[t]
    ]


def _rows(counts: dict[str, int]) -> str:
    return ", ".join(f"{t} {n}" for t, n in counts.items())
