"""``herald db check|backup|migrate|copy``: the database tools, on either backend.

herald db check [--from URL]          integrity, every table and migration present; with
                                      --from, the same rows per table as that database
                                      (a copy or backup checked against its source);
                                      exit 1 if not ok
herald db migrate [--console-names A,B] [--console-channels C,D]
                                      apply pending migrations; name an older console's
                                      users 1001, 1002, ... and channels 102, ... (old_ids)
herald db backup PATH                 a consistent copy as a SQLite file, all or nothing
herald db copy --from URL --to URL    every row into a new, empty database, all or nothing
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import AsyncIterator, Iterator
from contextlib import ExitStack, asynccontextmanager, contextmanager
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from bot.adapters.cli import old_ids
from bot.i18n.grammar import count_of
from bot.store import Store, StoreOpenError, is_postgres, open_store, sqlite_path
from bot.store.copy import BackupFailed, backup
from bot.store.dialect import lease_holder
from bot.store.errors import first_line

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.service.core import Service


def missing(db: str) -> str | None:
    """Why ``db`` cannot be read: a SQLite file that does not exist, named by its
    absolute path (with the three-slash rule when the URL made it relative); None when
    it exists or is PostgreSQL. The tools that only read a database ask this before
    opening it, since opening a SQLite file creates it."""
    if is_postgres(db) or db == ":memory:":
        return None
    path = Path(sqlite_path(db))
    if path.is_file():
        return None
    where = path.absolute()
    if db.startswith("sqlite:///") and not path.is_absolute():
        return (
            f"no database at {where} (three slashes, sqlite:///{path}, name a path "
            f"relative to the working folder; for /{path} write sqlite:////{path})"
        )
    return f"no database at {where}"


def shown(store_path: str) -> str:
    """A database as the tools name it: a SQLite file by its absolute path (the file
    they used, whatever the working folder: ``sqlite:///state/x.db`` is relative to
    it), PostgreSQL as the store names it (password hidden)."""
    if is_postgres(store_path) or store_path in ("", ":memory:"):
        return store_path
    return str(Path(store_path).absolute())


def refused(action: str, *dbs: str) -> bool:
    """Print why (one line) and return True when one of ``dbs`` is missing."""
    for db in dbs:
        why = missing(db)
        if why:
            print(f"herald {action}: {why}", file=sys.stderr)
            return True
    return False


def same_file(db: str, dest: str) -> bool:
    """Whether the backup destination ``dest`` is the SQLite database ``db`` itself (or
    its log, index or lease file), however either is spelled."""
    if is_postgres(db):
        return False
    src, out = Path(sqlite_path(db)), Path(sqlite_path(dest))
    for suffix in ("", "-wal", "-shm", ".lock"):
        mine = Path(f"{src}{suffix}")
        try:
            if out.exists() and mine.exists() and os.path.samefile(mine, out):
                return True
        except OSError:
            pass
        if mine.resolve() == out.resolve():
            return True
    return False


def not_a_backup(dest: str) -> str | None:
    """Why a backup must not replace the file ``dest``: a Herald database (a bot or
    console ran on it: its lease file is beside it), in use or not, or a file that is
    not a SQLite database. None for a new path or an earlier backup (a backup is
    written without a lease file)."""
    out = Path(sqlite_path(dest))
    lock = f"{out}.lock"
    if not out.exists():
        return None
    holder = lease_holder(lock)
    if holder is not None:
        return (
            f"{shown(str(out))} is in use by another Herald process ({holder}); "
            "a backup goes to another file (herald db backup PATH --db DATABASE)"
        )
    if Path(lock).exists():
        return (
            f"{shown(str(out))} is a Herald database ({lock} is beside it), not an earlier "
            "backup: a backup goes to another file (herald db backup PATH --db DATABASE)"
        )
    if out.is_file() and out.stat().st_size:
        with out.open("rb") as f:
            if f.read(16) != b"SQLite format 3\x00":
                return (
                    f"{shown(str(out))} exists and is not a database: a backup replaces only "
                    "an earlier backup; name another file"
                )
    return None


def run(
    action: str,
    db: str,
    path: str | None,
    src: str | None,
    dst: str | None,
    names: str | None = None,
    channels: str | None = None,
) -> int:
    if (names is not None or channels is not None) and action != "migrate":
        print(
            f"herald db {action}: --console-names and --console-channels go with db migrate",
            file=sys.stderr,
        )
        return 2
    if action == "copy":
        return copy(src or db, dst)
    if action in ("check", "backup") and refused(
        f"db {action}", db, *([src] if action == "check" and src else [])
    ):
        return 1
    if action == "backup" and path and (path.endswith(os.sep) or Path(path).is_dir()):
        name = f"herald-{date.today().isoformat()}.db"
        print(
            f"herald db backup: {path} is a folder; name the backup file in it, "
            f"for instance {Path(path) / name}",
            file=sys.stderr,
        )
        return 1
    if action == "backup" and path and same_file(db, path):
        print(
            f"herald db backup: {path} is the database itself ({db}); "
            "a backup goes to another file",
            file=sys.stderr,
        )
        return 1
    if action == "backup" and path:
        why = not_a_backup(path)
        if why:
            print(f"herald db backup: {why}", file=sys.stderr)
            return 1
    stores: list[Store] = []
    copies = ExitStack()  # the read-only files' copies (:func:`readable`), removed at the end
    try:
        try:
            # migrate writes, so on SQLite it takes the lease (refused while the bot runs);
            # check and backup only read, so a read-only file (a backup) is read as well
            if action == "migrate":
                store = open_store(db, migrate=False, lease=True)
            else:
                store = open_store(copies.enter_context(readable(db)), migrate=False)
            stores.append(store)
            source = None
            if action == "check" and src:
                source = open_store(copies.enter_context(readable(src)), migrate=False)
                stores.append(source)
        except StoreOpenError as e:
            print(f"herald db {action}: {e}", file=sys.stderr)
            return 1
        where = shown(sqlite_path(db) if not is_postgres(db) else store.path)
        if action == "check":
            res = store.integrity_check()
            if res.startswith("missing migrations: "):  # whole, from an older release
                print(
                    f"{where}: integrity ok, but written by an older release: run herald db "
                    f"migrate (to apply: {res.removeprefix('missing migrations: ')})"
                )
                return 1
            if res != "ok":  # one line an admin or a health check can read
                print(f"{where}: integrity failed: {res}")
                return 1
            print(
                f"{where}: integrity ok; live games {len(store.games(live=True))}; "
                f"migrations: {', '.join(store.db.applied_migrations())}"
            )
            for line in old_ids.notice(*old_ids.unnamed(store)):
                print(f"{where}: {line}")
            for line in unreachable_games(store):
                print(f"{where}: {line}")
            if source is not None:
                differs = compare(store, source)
                for line in differs:
                    print(f"{where}: {line}")
                if differs:
                    print(f"{where} does not hold every row of {named(src or '', source)}")
                    return 1
                print(f"{where}: every table has the rows of {named(src or '', source)}")
            return 0
        if action == "migrate":
            try:
                now = store.db.migrate()
            except Exception as e:  # the driver's error, as Store.open reports it: one line
                print(
                    f"herald db migrate: cannot migrate {where}: {first_line(e)}", file=sys.stderr
                )
                return 1
            total = len(store.db.applied_migrations())
            if not now:
                print(f"{where}: up to date ({count_of(total, 'migration', 'migrations')})")
            else:
                done = count_of(total, "migration", "migrations")
                print(f"{where}: applied now: {', '.join(now)} ({done} in all)")
            return console_names(store, where, names, channels)
        if not path:
            print("herald db backup: give a destination path", file=sys.stderr)
            return 2
        try:
            counts = backup(store, sqlite_path(path))
        except BackupFailed as e:
            out = shown(sqlite_path(path))
            print(f"herald db backup: {e}; nothing was written to {out}", file=sys.stderr)
            return 1
        except OSError as e:  # the destination's folder cannot be made or written
            print(
                f"herald db backup: cannot write to {e.filename or path}: {e.strerror or e}; "
                f"nothing was written to {shown(sqlite_path(path))}",
                file=sys.stderr,
            )
            return 1
        print(f"backed up {where} to {shown(sqlite_path(path))}: {rows_text(counts)}")
        return 0
    finally:
        for s in stores:
            s.close()
        copies.close()


def named(db: str, store: Store) -> str:
    """The database ``db`` as the tools name it, though read through a copy."""
    return shown(store.path if is_postgres(db) else sqlite_path(db))


def opened(action: str, db: str) -> Store | None:
    """``db`` opened for a tool that reads it, as it is (not migrated); None, the
    reason said on stderr (``herald <action>: ...``), when it cannot be."""
    try:
        return open_store(db, migrate=False)
    except StoreOpenError as e:
        print(f"herald {action}: {e}", file=sys.stderr)
        return None


@asynccontextmanager
async def serving(settings: Settings, store: Store) -> AsyncIterator[Service]:
    """A Service over ``store`` for a command-line tool (no bot, the knowledge folder
    of ``settings``); the store closed after."""
    import random

    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import AsyncStore

    facade = AsyncStore(store)
    try:
        yield Service(facade, Knowledge.load(settings.knowledge_path), rng=random.Random())
    finally:
        facade.shutdown()
        store.close()


@contextmanager
def readable(db: str) -> Iterator[str]:
    """``db`` for a tool that only reads it (``db check``, ``db backup``, ``game
    replay``): a SQLite file Herald may not write (a backup kept read-only: chmod 444,
    a read-only mount) is read through a copy of it, and of its ``-wal`` log, in a
    temporary folder removed afterwards, since SQLite writes beside a file it opens and
    Herald's store opens for writing; anything else as it is."""
    p = Path(sqlite_path(db)) if not is_postgres(db) and db != ":memory:" else None
    if p is None or not p.is_file() or (os.access(p, os.W_OK) and p.stat().st_mode & 0o222):
        yield db
        return
    with tempfile.TemporaryDirectory(prefix="herald-read-only-") as tmp:
        copy = Path(tmp) / p.name
        shutil.copyfile(p, copy)  # the copy is the reader's, writable
        if Path(f"{p}-wal").is_file():  # committed pages not yet in the file itself
            shutil.copyfile(f"{p}-wal", f"{copy}-wal")
        yield str(copy)


def console_names(store: Store, where: str, names: str | None, channels: str | None) -> int:
    """After a migration: name an older console's users and channels when given, then
    list those still without a name (they cannot sit again, or be reached, until named)."""
    if names is not None or channels is not None:
        try:
            done = old_ids.name(store, (names or "").split(","), (channels or "").split(","))
        except ValueError as e:
            print(f"herald db migrate: {e}", file=sys.stderr)
            return 1
        for line in done:
            print(f"{where}: {line}")
    for line in old_ids.notice(*old_ids.unnamed(store)):
        print(f"{where}: {line}")
    return 0


def copy(src_url: str, dst_url: str | None) -> int:
    """Copy every row from ``src_url`` into ``dst_url`` (migrated first, must be empty),
    in one transaction. Stop the bot first: rows written during the copy would not
    follow."""
    if not dst_url:
        print("herald db copy: give --to URL (and --from URL)", file=sys.stderr)
        return 2
    if refused("db copy", src_url):
        return 1
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
        print(f"copied {shown(src.path)} to {shown(dst.path)}: {rows_text(counts)}")
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


def unreachable_games(store: Store) -> list[str]:
    """A line for each live game whose channel Herald could no longer post in
    (bot/service/people.py): it is paused, its reminder stopped, until it is moved."""
    from bot.service.people import unreachable_key

    out = []
    for g in store.games(live=True):
        mark = store.setting("guild", g.guild_id, unreachable_key(g.game_id), None)
        if isinstance(mark, dict):
            out.append(
                f"game {g.game_id} ({g.slug}) in channel {g.channel_id} of server {g.guild_id}:"
                f" Herald cannot post there since {mark.get('at', '?')} ({mark.get('error', '')});"
                " reminders stopped: its GM moves it with /game move from:<#channel> in another"
                " channel, or herald guild export saves it"
            )
    return out


def rows_text(counts: dict[str, int]) -> str:
    """Rows per table, in one line (``games 2, events 40``)."""
    return ", ".join(f"{t} {n}" for t, n in counts.items())
