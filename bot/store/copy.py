"""``herald db backup`` and ``herald db copy``: whole databases, all or nothing.

Both read the source as one snapshot (PostgreSQL: a read-only REPEATABLE READ
transaction; SQLite: one read transaction), so rows written meanwhile by the running
bot are either all in the copy or all left out, never half. A copy is written in one
transaction (:meth:`bot.store.db.Store.copy_from`): stopped part-way, even by SIGKILL,
it leaves the target as empty as it was, and can be run again. A backup (a SQLite
file) is written beside its destination under a temporary name and renamed onto it
only when complete: a destination path holds a whole backup or nothing new."""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from pathlib import Path

from bot.store.db import Store
from bot.store.dialect import sqlite_findings


class BackupFailed(ValueError):
    """A backup could not be made whole: the source could not be read, or the copy
    fails SQLite's integrity check (a damaged source copies its damage). Nothing was
    put under the destination name."""


def backup(src: Store, dest: str | Path) -> dict[str, int]:
    """A consistent copy of ``src`` as the SQLite file ``dest`` (replaced only once the
    copy is complete and passes SQLite's integrity check, else :class:`BackupFailed`;
    restore it with ``herald db copy``). Returns its rows per table."""
    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.partial")  # the backup until it is complete
    _remove(tmp)  # left by a backup that was killed
    try:
        if src.db.name == "sqlite":
            # SQLite's online backup in one step: every page as of one read transaction
            with closing(sqlite3.connect(src.path)) as s, closing(sqlite3.connect(tmp)) as t:
                try:
                    s.backup(t)
                except sqlite3.DatabaseError as e:
                    raise BackupFailed(f"cannot read {src.path}: {e}") from None
        else:
            with closing(Store.open(tmp)) as target:
                target.copy_from(src)
        with closing(sqlite3.connect(tmp)) as t:
            # one self-contained file (no -wal beside it), flushed to disk
            t.execute("PRAGMA journal_mode = DELETE")
            # what is restored from must be whole: a damaged source copies its damage
            try:
                res = sqlite_findings(t, "integrity_check")
            except sqlite3.DatabaseError as e:
                res = str(e)
            if res != "ok":
                raise BackupFailed(f"the copy of {src.path} fails its integrity check: {res}")
        _fsync(tmp)
        os.replace(tmp, dest)
        _fsync(dest.parent)
    except BaseException:
        _remove(tmp)
        raise
    with closing(Store.open(dest, migrate=False)) as done:
        return done.row_counts()


def _remove(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
