"""What SQLite and PostgreSQL do differently: two classes with the same small
interface (:data:`Dialect`, documented on :class:`SQLite`) the store
(:class:`bot.store.db.Store`) is written on: connecting, transactions, locks, reading
ids back, bulk copies, applying the migrations, and telling a busy database from a
gone one. Statements are written once, with ``?`` placeholders; PostgreSQL's
connections turn them into psycopg's ``%s``."""

from __future__ import annotations

import fcntl
import functools
import os
import socket
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import closing, contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from bot.store import migrations as schema
from bot.store.errors import StoreOpenError, StoreUnavailable

# psycopg is imported by the first Postgres (its __init__): a process on SQLite (the
# bot, the console, herald's commands) never pays its import, some 0.06 s of CPU at
# each start.
if TYPE_CHECKING:
    import psycopg
    from psycopg import errors as pgerr


# -- SQLite --------------------------------------------------------------------------
def take_lease(lock_path: str) -> int:
    """One writer per SQLite file: an exclusive ``flock`` on ``lock_path``
    (``<file>.lock``), held for the life of the process (the kernel drops it when the
    process dies, even by SIGKILL) or until the returned descriptor is closed. The file
    says who holds it, so a refused process can name the holder."""
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = os.pread(fd, 256, 0).decode(errors="replace").strip() or "unknown process"
        os.close(fd)
        raise StoreOpenError(  # another process is the writer of this file
            f"{lock_path[:-5]} is in use by another Herald process ({holder}); "
            "stop it first, or give this one its own database (HERALD_DB)"
        ) from None
    me = f"pid {os.getpid()} on {socket.gethostname()} since {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}"
    os.ftruncate(fd, 0)
    os.pwrite(fd, me.encode(), 0)
    return fd


def lease_holder(lock_path: str) -> str | None:
    """Who holds the lease ``lock_path`` (as the file names them) while another
    process holds it; None when nobody does (or there is no such file)."""
    try:
        fd = os.open(lock_path, os.O_RDONLY)
    except OSError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return os.pread(fd, 256, 0).decode(errors="replace").strip() or "unknown process"
    finally:
        os.close(fd)  # a shared lock taken goes with it
    return None


class SQLite:
    """One connection (SQLite has one writer anyway), used by one thread at a time.

    The write-ahead log is copied back into the file (a checkpoint: two fsyncs, 3 to
    30 ms on a shared disk) when the store is idle (:meth:`idle`), not inside a
    command's commit as SQLite does every 1,000 pages (about 150 game commands).
    Should commands come without a pause for ``WAL_BOUND_PAGES``, the commit that
    crosses it checkpoints as SQLite does: the log never grows past about that."""

    name = "sqlite"  # or "postgresql"
    error = sqlite3.Error  # what the driver raises
    workers = 1  # connections (one thread each) the async layer may use at once
    # a row when the table named by its parameter exists
    table_sql = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"
    # SQLite's own default (about 4 MB of log, 145 game commands). 4,000 was tried: under a
    # stream (bench/roundtrip.py) a game command's p99 went 4.5 -> 3.7 ms but 20 at once
    # went 31 -> 41 ms p99: that checkpoint flushes 16 MB at once while 20 commands
    # wait behind it on the store's one thread.
    WAL_BOUND_PAGES = 1_000
    WAL_KEEP_BYTES = 4 * 2**20  # the log file is cut back to this when it starts again
    # At most this often, at idle after a write, the file is read back from disk through
    # a connection of its own (``PRAGMA quick_check``): damage done to it under the bot
    # (our connection's page cache would hide it) is then noticed and commands refused.
    # 24 MB (2,000 games): 94 ms wall, 22 ms CPU; 2.4 MB: 6 ms.
    QUICK_CHECK_SECONDS = 60.0

    def __init__(self, path: str, busy_timeout_ms: int, lease: int | None) -> None:
        self.path = path  # what messages call the database (PostgreSQL: the URL, no password)
        self.lease = lease  # the lease's descriptor (:func:`take_lease`), if held
        # autocommit: the store opens its transactions itself
        self._c = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._c.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        self._c.execute("PRAGMA foreign_keys = ON")
        self._identity: tuple[int, int] | None = None
        self._checkpointed_at = -1  # the connection's total_changes at the last checkpoint
        self._quick_checked = time.monotonic()  # when the file was last read back
        self._read_at = 0  # the connection's total_changes then
        self._damage: str | None = None  # what that check found wrong
        if path != ":memory:":
            self._c.execute("PRAGMA journal_mode = WAL")
            # WAL + NORMAL: a committed transaction survives a crash of the process;
            # only an OS crash or power loss may lose the last few.
            self._c.execute("PRAGMA synchronous = NORMAL")
            self._c.execute(f"PRAGMA wal_autocheckpoint = {self.WAL_BOUND_PAGES}")
            self._c.execute(f"PRAGMA journal_size_limit = {self.WAL_KEEP_BYTES}")
            st = os.stat(path)
            self._identity = (st.st_dev, st.st_ino)

    @staticmethod
    def foreign_tables(path: str) -> list[str]:
        """The tables of an existing SQLite file some other program made (tables, but
        no record of Herald's migrations), read without writing to it; [] for a
        Herald database, an empty or new file, or one that cannot be read (opening
        says why)."""
        p = Path(path)
        try:  # a new file or ":memory:" is no file to open read-only: []
            with closing(sqlite3.connect(f"{p.absolute().as_uri()}?mode=ro", uri=True)) as c:
                names = sorted(n for n in Database(c).table_names() if not n.startswith("sqlite_"))
        except sqlite3.Error:
            return []
        return [] if "_sqlite_migrations" in names else names

    @classmethod
    def open(cls, path: str, busy_timeout_ms: int, lease: bool) -> SQLite:
        """Open (creating it) the file. With ``lease`` this process becomes the file's
        only writer (a second one is refused, naming the holder), and a file that is
        gone although its lease file shows it was in use is refused rather than
        silently recreated empty. Problems raise :class:`StoreOpenError`, one line."""
        held: int | None = None
        other = cls.foreign_tables(path)
        if other:  # another program's file: nothing of Herald's is written into it
            raise StoreOpenError(
                f"{path} is not a Herald database (its tables: {', '.join(other[:8])}); "
                "give Herald its own database (HERALD_DB)"
            )
        if path != ":memory:":
            p = Path(path)
            try:
                p.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise StoreOpenError(f"cannot create the folder of {path}: {e.strerror}") from None
            if p.exists() and (not os.access(p, os.W_OK) or not p.stat().st_mode & 0o222):
                raise StoreOpenError(f"{path} is read-only; Herald needs to write its database")
            if lease:
                lock = path + ".lock"
                had_lease_file = Path(lock).exists()
                try:
                    held = take_lease(lock)
                except OSError as e:
                    raise StoreOpenError(f"cannot lock {lock}: {e.strerror}") from None
                if had_lease_file and not p.exists():
                    os.close(held)
                    raise StoreOpenError(
                        f"{path} is missing, but {lock} shows it was in use: restore it "
                        f"by copying your latest backup to {path} (docs/deploy.md, "
                        f'"Backing up and restoring"), or delete {lock} to start with an '
                        "empty database"
                    )
        try:
            db = cls(path, busy_timeout_ms, held)
        except sqlite3.Error as e:
            if held is not None:
                os.close(held)
            raise StoreOpenError(f"cannot open the database {path}: {e}") from None
        if held is not None and db._read_back():  # the writer (bot, console) starts whole
            db.close()
            raise StoreOpenError(
                f"{path} is damaged ({db._damage}): stop and restore your latest backup "
                '(docs/deploy.md, "Backing up and restoring"); herald db check says more'
            )
        return db

    def conn(self) -> Conn:
        """The calling thread's connection; each statement commits by itself."""
        return self._c

    @contextmanager
    def transaction(self, snapshot: bool = False) -> Iterator[Conn]:
        """A write transaction: all of it or nothing; with ``snapshot``, a read-only
        one that sees the whole database as of one moment."""
        # IMMEDIATE: the write lock is taken at the start (waiting up to busy_timeout),
        # never upgraded from a read half-way, which SQLite may refuse at once. In WAL
        # mode a read transaction sees the database as of its first read.
        c = self._c
        c.execute("BEGIN" if snapshot else "BEGIN IMMEDIATE")
        try:
            yield c
            c.execute("COMMIT")  # may fail (a full disk) and leave the transaction open
        except BaseException:
            if c.in_transaction:
                c.execute("ROLLBACK")
            raise

    def lock(self, c: Conn, namespace: int, key: int) -> None:
        """Inside a transaction: one writer at a time for ``key`` (a server). Nothing to
        do here: the transaction already holds the file's only write lock."""

    def read_rows(self, c: Conn, table: str) -> tuple[list[str], Iterable[Sequence[Any]]]:
        cur = self._c.execute(f"SELECT * FROM {table} ORDER BY 1")
        return [d[0] for d in cur.description], cur

    def put_rows(self, c: Conn, table: str, cols: list[str], rows: Iterable[Sequence[Any]]) -> int:
        marks = ", ".join("?" for _ in cols)
        cur = self._c.executemany(f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({marks})", rows)
        return max(cur.rowcount, 0)

    def migrate(self) -> list[str]:
        """Apply the pending migrations; returns their names."""
        db = Database(self._c, execute_plugins=False)
        pending = [m.name for m in schema.migrations.pending(db)]
        schema.migrations.apply(db)
        return pending

    def applied_migrations(self) -> list[str]:
        db = Database(self._c, execute_plugins=False)
        return [m.name for m in schema.migrations.applied(db)]

    def integrity_check(self) -> str:
        try:
            return sqlite_findings(self._c, "integrity_check")
        except sqlite3.DatabaseError as e:  # too damaged to be read at all
            return str(e)

    def classify(self, exc: BaseException) -> str | None:
        """``busy`` (worth retrying), ``unavailable`` (cannot be written at all),
        ``conflict`` (a unique key already taken), or None."""
        if isinstance(exc, sqlite3.IntegrityError) and "UNIQUE" in str(exc):
            return "conflict"
        if not isinstance(exc, sqlite3.OperationalError):
            return None
        msg = str(exc).lower()
        if "locked" in msg or "busy" in msg:
            return "busy"
        gone = ("readonly", "read-only", "unable to open", "disk i/o", "no such table", "is full")
        return "unavailable" if any(m in msg for m in gone) else None

    def check(self) -> None:
        """Before each call: raise :class:`StoreUnavailable` when the database is gone.
        Here: refuse to go on when the file was deleted, replaced or made read-only under
        us: SQLite would keep writing to the orphaned file and every command would be
        acknowledged into nothing."""
        if self._identity is None:
            return
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            raise StoreUnavailable(reason="deleted") from None
        if (st.st_dev, st.st_ino) != self._identity:
            raise StoreUnavailable(reason="replaced")
        if not st.st_mode & 0o222:
            raise StoreUnavailable(reason="read-only")
        if self._damage is not None:
            raise StoreUnavailable(reason=f"damaged: {self._damage}")

    def reconnect(self) -> None:
        """A connection was lost: every thread opens a new one at its next call. Nothing
        to do here: a file is not a connection that drops."""

    def idle(self) -> float | None:
        """On a store thread, when no call has come for a while: upkeep that would
        otherwise run inside a command. Here: checkpoint the log if anything was written
        since the last one. PASSIVE: it waits for no reader (another process's backup);
        what a reader still uses is copied at the next idle moment. When all of it was
        copied, the log is started again here too (:meth:`_restart_log`), not by the
        next command. Then the file is read back (:meth:`_read_back`) when something
        was written since the last time and that was ``QUICK_CHECK_SECONDS`` ago; when
        it is owed but not yet due, returns in how many seconds it is: the caller comes
        back then, so that damage is noticed within that time even if nothing more is
        written."""
        changes = self._c.total_changes
        if self._identity is None:
            return None
        if changes != self._checkpointed_at:
            busy, frames, copied = self._c.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
            self._checkpointed_at = changes
            if not busy and frames > 0 and copied == frames:
                self._restart_log()
        if changes == self._read_at:
            return None
        due = self._quick_checked + self.QUICK_CHECK_SECONDS - time.monotonic()
        if due > 0:
            return due
        self._read_at = changes
        self._read_back()
        return None

    def _read_back(self) -> str | None:
        """Read the file back from disk (a read-only connection of its own, so that no
        cached page hides damage) with ``PRAGMA quick_check``; what it reports makes
        :meth:`check` refuse every later call, and is returned. It does not verify that
        indexes match their tables (``integrity_check``, ``herald db check``, does)."""
        self._quick_checked = time.monotonic()
        try:
            with closing(
                sqlite3.connect(f"{Path(self.path).absolute().as_uri()}?mode=ro", uri=True)
            ) as c:
                res = sqlite_findings(c, "quick_check")
        except sqlite3.OperationalError:
            return None  # gone, locked, unreadable: check() and the next command see to it
        except sqlite3.DatabaseError as e:  # malformed, not a database
            res = str(e)
        if res != "ok":
            self._damage = res
        return self._damage

    def _restart_log(self) -> None:
        """Start the write-ahead log again from its beginning, with a write that
        changes nothing (the schema's ``user_version``, set to what it is). The first
        write after a full checkpoint does this: it writes the log's new header and
        waits for it to reach the disk (an fsync, 0.5 to 2 ms), and cuts the file back
        to ``WAL_KEEP_BYTES``. Done at idle, the next command's commit only appends.
        Skipped, never waited for, when another connection holds the write lock."""
        c = self._c
        timeout = int(c.execute("PRAGMA busy_timeout").fetchone()[0])
        c.execute("PRAGMA busy_timeout = 0")
        try:
            with self.transaction():
                version = int(c.execute("PRAGMA user_version").fetchone()[0])
                c.execute(f"PRAGMA user_version = {version}")
        except sqlite3.OperationalError as e:
            if self.classify(e) != "busy":
                raise
        finally:
            c.execute(f"PRAGMA busy_timeout = {timeout}")

    def close(self) -> None:
        self._c.close()
        if self.lease is not None:
            os.close(self.lease)  # the lock goes with its descriptor
            self.lease = None


# -- PostgreSQL -----------------------------------------------------------------------
# Every connection's session settings. synchronous_commit off is the SQLite store's
# durability (WAL, synchronous NORMAL): a committed command survives the process
# crashing; only an OS crash or power loss may lose the last few. Without it each
# command waits for a WAL flush to disk. client_encoding UTF8: states and summaries
# hold any language, whatever the server's or the client's default. One statement
# without parameters (psycopg's simple query): one round trip when a connection opens.
_SESSION = "SET lock_timeout = '2s'; SET synchronous_commit = off; SET client_encoding = 'UTF8'"
MIGRATION_LOCK = 0x4845_5241  # "HERA": one migrating process at a time


@functools.lru_cache(maxsize=512)
def _psycopg_sql(sql: str) -> str:
    """``?`` placeholders as psycopg's ``%s`` (a literal ``%`` doubled)."""
    return sql.replace("%", "%%").replace("?", "%s")


class PgConn:
    """A psycopg connection taking the store's ``?`` statements. psycopg prepares a
    statement on its own once it has run a few times on the connection (its
    ``prepare_threshold``), so every frequent statement is prepared.

    A prepared statement the server no longer has (a ``DEALLOCATE`` behind psycopg's
    back, a pooler that handed us another server session) would fail every later
    command on the connection: the connection is closed instead (the thread opens a
    new one at its next call) and the error classed as busy, so the call is retried."""

    __slots__ = ("raw", "generation")

    def __init__(self, raw: psycopg.Connection[Any], generation: int) -> None:
        self.raw, self.generation = raw, generation

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        try:
            return self.raw.execute(_psycopg_sql(sql), params)
        except pgerr.InvalidSqlStatementName:
            self.raw.close()
            raise

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> Any:
        with self.raw.cursor() as cur:
            cur.executemany(_psycopg_sql(sql), rows)


class Postgres:
    """A connection per thread (the async layer's threads, and the caller's own)."""

    name = "postgresql"
    workers = 4
    # the table the connection's search_path finds (the schema a URL may name)
    table_sql = "SELECT 1 WHERE to_regclass(?) IS NOT NULL"

    def __init__(self, url: str) -> None:
        global psycopg, pgerr
        import psycopg
        from psycopg import errors as pgerr

        self.error = psycopg.Error
        self.url = url
        self.path = redact(url)
        self._local = threading.local()
        self._all: list[psycopg.Connection[Any]] = []
        self._lock = threading.Lock()
        self._generation = 0

    def conn(self) -> PgConn:
        c: PgConn | None = getattr(self._local, "conn", None)
        if c is None or c.raw.closed or c.generation != self._generation:
            if c is not None:
                c.raw.close()
            raw = psycopg.connect(self.url, autocommit=True, connect_timeout=10)
            raw.execute(_SESSION)
            c = self._local.conn = PgConn(raw, self._generation)
            with self._lock:
                self._all = [x for x in self._all if not x.closed] + [raw]
        return c

    @contextmanager
    def transaction(self, snapshot: bool = False) -> Iterator[Conn]:
        c = self.conn()
        with c.raw.transaction():
            if snapshot:
                c.raw.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            yield c

    def lock(self, c: Conn, namespace: int, key: int) -> None:
        c.execute("SELECT pg_advisory_xact_lock(?, ?)", [namespace, key % 2**31])

    def read_rows(self, c: Conn, table: str) -> tuple[list[str], Iterable[Sequence[Any]]]:
        assert isinstance(c, PgConn)
        cur = c.raw.cursor(name=f"herald_copy_{table}")  # server side: rows as read
        cur.execute(f"SELECT * FROM {table} ORDER BY 1")
        return [d.name for d in cur.description or []], cur

    def put_rows(self, c: Conn, table: str, cols: list[str], rows: Iterable[Sequence[Any]]) -> int:
        assert isinstance(c, PgConn)
        n = 0
        with c.raw.cursor() as cur:
            with cur.copy(f"COPY {table} ({', '.join(cols)}) FROM STDIN") as copy:
                for r in rows:
                    copy.write_row(r)
                    n += 1
            if table in schema.SERIAL_TABLES:  # ids given later continue after the copied ones
                cur.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                    f" GREATEST((SELECT max(id) FROM {table}), 1))"
                )
        return n

    def migrate(self) -> list[str]:
        done: list[str] = []
        with self.transaction() as c:
            c.execute("SELECT pg_advisory_xact_lock(?)", [MIGRATION_LOCK])
            c.execute(
                "CREATE TABLE IF NOT EXISTS herald_migrations "
                "(name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ DEFAULT now())"
            )
            have = {r[0] for r in c.execute("SELECT name FROM herald_migrations").fetchall()}
            for m in schema.MIGRATIONS:
                if m.name not in have:
                    for statement in m.sql(self.name):
                        c.execute(statement)
                    c.execute("INSERT INTO herald_migrations (name) VALUES (?)", [m.name])
                    done.append(m.name)
        return done

    def applied_migrations(self) -> list[str]:
        # in the order applied: one run's migrations share a time, and their names sort
        # in the list's order (m001, m002, ...)
        if not self.conn().execute(self.table_sql, ["herald_migrations"]).fetchone():
            return []  # a database Herald never migrated
        sql = "SELECT name FROM herald_migrations ORDER BY applied_at, name"
        return [r[0] for r in self.conn().execute(sql).fetchall()]

    def integrity_check(self) -> str:
        return "ok"  # the server answered; the tables and migrations are checked beside

    def classify(self, exc: BaseException) -> str | None:
        if isinstance(exc, pgerr.UniqueViolation):
            return "conflict"
        # waited too long, or lost to another transaction; a prepared statement gone (PgConn)
        busy = (pgerr.LockNotAvailable, pgerr.SerializationFailure, pgerr.DeadlockDetected)
        if isinstance(exc, (*busy, pgerr.InvalidSqlStatementName)):
            return "busy"
        # read-only or not allowed; the connection lost or refused (OperationalError)
        gone = (pgerr.ReadOnlySqlTransaction, pgerr.InsufficientPrivilege, psycopg.OperationalError)
        return "unavailable" if isinstance(exc, gone) else None

    def check(self) -> None:
        c: PgConn | None = getattr(self._local, "conn", None)
        if c is not None and c.raw.broken:
            self.reconnect()

    def reconnect(self) -> None:
        with self._lock:
            self._generation += 1

    def idle(self) -> float | None:
        """Nothing to do: the server keeps its own log."""
        return None

    def close(self) -> None:
        with self._lock:
            for c in self._all:
                with suppress(psycopg.Error):
                    c.close()
            self._all.clear()


# the store's database: either class (mypy checks every call the store makes on both),
# and a connection as the store uses it
Dialect = SQLite | Postgres
Conn = sqlite3.Connection | PgConn


def sqlite_findings(c: sqlite3.Connection, pragma: str) -> str:
    """What SQLite's own check of a database (``integrity_check``, or the quicker
    ``quick_check``) finds: "ok", else its first five findings in one line. A file too
    damaged to be read raises ``sqlite3.DatabaseError``, which each caller takes as it
    must."""
    return "; ".join(str(r[0]) for r in c.execute(f"PRAGMA {pragma}").fetchmany(5))


def is_postgres(db: str) -> bool:
    return db.startswith(("postgresql://", "postgres://"))


def sqlite_path(db: str) -> str:
    """``sqlite:///state/herald.db`` (or a plain path) -> ``state/herald.db``;
    ``sqlite:////abs/path.db`` -> ``/abs/path.db``."""
    return db[len("sqlite:///") :] if db.startswith("sqlite:///") else db


def redact(url: str) -> str:
    """The URL without its password, in the user part or in the query (for logs and
    messages)."""
    from urllib.parse import unquote, urlsplit, urlunsplit

    p = urlsplit(url)
    netloc = p.netloc.replace(f":{p.password}@", ":***@") if p.password else p.netloc
    # query parameters whose value is a secret (libpq's other form of the password:
    # ``postgresql://herald@host/db?password=...``)
    secret = {"password", "sslpassword"}
    parts = [x.partition("=") for x in p.query.split("&")] if p.query else []
    query = "&".join(
        f"{k}=***" if unquote(k).casefold() in secret else k + eq + v for k, eq, v in parts
    )
    if netloc == p.netloc and query == p.query:
        return url
    return urlunsplit(p._replace(netloc=netloc, query=query))
