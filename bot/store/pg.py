"""The store on PostgreSQL (``HERALD_DB=postgresql://...``): the same contract as the
SQLite :class:`~bot.store.db.Store`, method for method, with psycopg 3 and plain SQL.

- Same migrations, by name: each SQLite migration has its PostgreSQL twin here,
  recorded in ``herald_migrations``; applying them takes an advisory lock, so two
  processes starting together migrate once.
- A save is one statement (a data-modifying CTE: the versioned UPDATE and the event
  INSERT), so it is atomic in autocommit mode and costs one round trip; a stale
  expected version updates nothing and raises :class:`StaleWrite`.
- Every worker thread of the async facade has its own connection (``threading.local``);
  the calls every command makes (``load``, ``save``) have twins (``load_async``,
  ``save_async``) that the facade runs on the event loop itself, on psycopg
  ``AsyncConnection``s (:class:`AsyncConnections`): one awaited round trip, no thread
  hand-off.
"""

from __future__ import annotations

import asyncio
import json
import logging
import threading
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import psycopg
from psycopg import errors as pgerr
from psycopg.pq import TransactionStatus

from bot.store import pgwire
from bot.store._sql import StoreSql
from bot.store.copy import TABLES
from bot.store.db import (
    ChannelBusy,
    Loaded,
    RecentGames,
    StaleWrite,
    _loaded,
    _remember_saved,
)
from bot.store.errors import StoreOpenError
from bot.store.jsontext import dump

log = logging.getLogger(__name__)
T = TypeVar("T")

# name -> DDL, in order; the names are the SQLite migrations' names (bot/store/migrations.py)
MIGRATIONS: list[tuple[str, str]] = [
    (
        "m001_games_and_events",
        """
        CREATE TABLE games (
            id BIGSERIAL PRIMARY KEY,
            channel_id BIGINT NOT NULL,
            guild_id BIGINT,
            slug TEXT NOT NULL,
            status TEXT NOT NULL,
            version INTEGER NOT NULL,
            state TEXT NOT NULL,
            created_at TEXT,
            updated_at TEXT
        );
        CREATE UNIQUE INDEX games_live_channel ON games(channel_id) WHERE status != 'ended';
        CREATE TABLE events (
            id BIGSERIAL PRIMARY KEY,
            game_id BIGINT NOT NULL REFERENCES games(id),
            version INTEGER NOT NULL,
            at TEXT,
            actor BIGINT,
            kind TEXT NOT NULL,
            data TEXT NOT NULL,
            private INTEGER DEFAULT 0
        );
        CREATE INDEX idx_events_game_id_id ON events(game_id, id);
        CREATE TABLE dashboards (
            game_id BIGINT PRIMARY KEY REFERENCES games(id),
            message_id BIGINT
        );
        CREATE TABLE guild_settings (
            guild_id BIGINT, key TEXT, value TEXT, PRIMARY KEY (guild_id, key)
        );
        CREATE TABLE user_settings (
            user_id BIGINT, key TEXT, value TEXT, PRIMARY KEY (user_id, key)
        );
        CREATE TABLE summaries (
            id BIGSERIAL PRIMARY KEY,
            name TEXT NOT NULL,
            game TEXT NOT NULL,
            text TEXT NOT NULL,
            added_by BIGINT,
            added_at TEXT
        );
        CREATE UNIQUE INDEX idx_summaries_game_name ON summaries(game, name);
        """,
    ),
    (
        "m002_reminders",
        """
        CREATE TABLE reminders (
            game_id BIGINT PRIMARY KEY REFERENCES games(id),
            channel_id BIGINT,
            due_at TEXT,
            every_hours DOUBLE PRECISION,
            version INTEGER,
            sent_version INTEGER
        );
        CREATE INDEX idx_reminders_due_at ON reminders(due_at);
        """,
    ),
    ("m003_dashboard_version", "ALTER TABLE dashboards ADD COLUMN version INTEGER;"),
    (
        "m004_dice_aliases",
        """
        CREATE TABLE dice_aliases (
            guild_id BIGINT, name TEXT, expr TEXT NOT NULL, PRIMARY KEY (guild_id, name)
        );
        """,
    ),
    (
        "m005_outbox",
        """
        CREATE TABLE outbox (
            id BIGSERIAL PRIMARY KEY,
            channel_id BIGINT NOT NULL,
            game_id BIGINT,
            kind TEXT NOT NULL,
            edit_key TEXT DEFAULT '',
            version INTEGER,
            payload TEXT NOT NULL,
            created_at TEXT NOT NULL,
            attempts INTEGER DEFAULT 0,
            next_at TEXT DEFAULT '',
            delivered_at TEXT,
            last_error TEXT
        );
        CREATE INDEX outbox_pending ON outbox(channel_id, id) WHERE delivered_at IS NULL;
        """,
    ),
    (
        "m006_summaries_per_guild",
        # as on SQLite: rows from before belong to the only server the database has
        # seen, else to guild 0 (seen by nobody until an operator reassigns them)
        """
        ALTER TABLE summaries ADD COLUMN guild_id BIGINT;
        ALTER TABLE summaries ADD COLUMN bytes INTEGER;
        UPDATE summaries SET
            guild_id = CASE WHEN (SELECT count(DISTINCT guild_id) FROM games
                                  WHERE guild_id IS NOT NULL) = 1
                       THEN (SELECT min(guild_id) FROM games) ELSE 0 END,
            bytes = octet_length(text);
        UPDATE summaries SET name = substr(name, length('user/' || game || '/') + 1)
            WHERE name LIKE 'user/%' AND substr(name, 1, length('user/' || game || '/'))
                = 'user/' || game || '/';
        DROP INDEX IF EXISTS idx_summaries_game_name;
        CREATE UNIQUE INDEX summaries_guild_game_name ON summaries(guild_id, game, name);
        """,
    ),
    # as on SQLite: the server of a row with no game (a DM copy); nullable, no default,
    # so adding it rewrites nothing and an older process's INSERT still works
    ("m007_outbox_guild", "ALTER TABLE outbox ADD COLUMN guild_id BIGINT;"),
]

_SERIAL = {"games": "id", "events": "id", "summaries": "id", "outbox": "id"}
_MIGRATION_LOCK = 0x4845_5241  # "HERA": one migrating process at a time
_SUMMARY_LOCK = 0x5355_4D4D  # "SUMM": one quota check per server at a time


# Every connection's session settings. synchronous_commit off is the SQLite store's
# durability (WAL, synchronous NORMAL): a committed command survives the process
# crashing; only an OS crash or power loss may lose the last few. Without it each
# command waits for a WAL flush to disk.
#
# client_encoding UTF8: the load and save (bot/store/pgwire.py) send and read text as
# UTF-8 whatever the server's default, and summaries and states hold any language.
_SESSION = (
    "SET lock_timeout = '2s'",
    "SET synchronous_commit = off",
    "SET client_encoding = 'UTF8'",
)


class PgStore:
    """PostgreSQL twin of :class:`bot.store.db.Store`."""

    # threads (and connections) of the async facade, and its event-loop connections
    WORKERS = 4

    def __init__(self, url: str) -> None:
        self.url = url
        self.path = _redact(url)
        self._local = threading.local()
        self._all: list[psycopg.Connection[Any]] = []
        self._lock = threading.Lock()
        self._recent = RecentGames()

    # -- connections -------------------------------------------------------
    @property
    def conn(self) -> psycopg.Connection[Any]:
        c: psycopg.Connection[Any] | None = getattr(self._local, "conn", None)
        if c is None or c.closed:
            c = psycopg.connect(self.url, autocommit=True, connect_timeout=10)
            for sql in _SESSION:
                c.execute(sql)
            self._local.conn = c
            with self._lock:
                self._all.append(c)
        return c

    @classmethod
    def open(cls, url: str, migrate: bool = True) -> PgStore:
        store = cls(url)
        try:
            store.conn  # noqa: B018  (connect now: a bad URL fails at start, in one line)
            if migrate:
                store.migrate()
        except psycopg.Error as e:
            store.close()
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            raise StoreOpenError(f"cannot open the database {store.path}: {first}") from None
        return store

    def close(self) -> None:
        self._recent.forget()
        with self._lock:
            for c in self._all:
                try:
                    c.close()
                except psycopg.Error:
                    pass
            self._all.clear()

    def _tx(self) -> Any:
        return self.conn.transaction()

    def _one(self, sql: str, params: Sequence[Any] | Mapping[str, Any] = ()) -> Any:
        return self.conn.execute(sql, params).fetchone()

    def _all_rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return self.conn.execute(sql, params).fetchall()

    # -- schema --------------------------------------------------------------
    def migrate(self) -> list[str]:
        done: list[str] = []
        with self._tx():
            self.conn.execute("SELECT pg_advisory_xact_lock(%s)", [_MIGRATION_LOCK])
            self.conn.execute(
                "CREATE TABLE IF NOT EXISTS herald_migrations "
                "(name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ DEFAULT now())"
            )
            have = {r[0] for r in self.conn.execute("SELECT name FROM herald_migrations")}
            for name, ddl in MIGRATIONS:
                if name in have:
                    continue
                self.conn.execute(ddl)
                self.conn.execute("INSERT INTO herald_migrations (name) VALUES (%s)", [name])
                done.append(name)
        return done

    def applied_migrations(self) -> list[str]:
        rows = self._all_rows("SELECT name FROM herald_migrations")
        order = [n for n, _ in MIGRATIONS]
        return sorted((r[0] for r in rows), key=lambda n: order.index(n) if n in order else 1e9)

    def integrity_check(self) -> str:
        """``ok`` when the server answers and every migration is applied."""
        missing = [n for n, _ in MIGRATIONS if n not in self.applied_migrations()]
        return "ok" if not missing else f"missing migrations: {', '.join(missing)}"

    @staticmethod
    def classify(exc: BaseException) -> str | None:
        if isinstance(exc, (pgerr.LockNotAvailable, pgerr.SerializationFailure)):
            return "busy"
        if isinstance(exc, pgerr.DeadlockDetected):
            return "busy"
        if isinstance(exc, (pgerr.ReadOnlySqlTransaction, pgerr.InsufficientPrivilege)):
            return "unavailable"
        if isinstance(exc, psycopg.OperationalError):  # connection lost or refused
            return "unavailable"
        return None

    def check(self) -> None:
        """A connection the server dropped is reopened on the next call."""
        c: psycopg.Connection[Any] | None = getattr(self._local, "conn", None)
        if c is not None and c.broken:
            self._local.conn = None

    # -- games -----------------------------------------------------------------
    def load(self, channel_id: int) -> Loaded | None:
        return self._loaded(channel_id, self._one(_LOAD_SQL, {"channel_id": channel_id}))

    async def load_async(
        self, conn: psycopg.AsyncConnection[Any], channel_id: int
    ) -> Loaded | None:
        """:meth:`load` on a connection of the event loop (:class:`AsyncConnections`),
        the statement sent straight to libpq (bot/store/pgwire.py)."""
        rows = await pgwire.fetch(conn, _LOAD, {"channel_id": channel_id})
        return self._loaded(channel_id, _load_row(rows[0]) if rows else None)

    def _loaded(self, channel_id: int, row: Sequence[Any] | None) -> Loaded | None:
        if row is None:
            self._recent.forget(channel_id)
            return None
        self._recent.remember(channel_id, row[0], row[1], row[2], row[3], row[5])
        return _loaded(row)

    def async_connections(self) -> AsyncConnections:
        """Connections for :meth:`load_async` and :meth:`save_async` on the event loop
        (the async facade owns them)."""
        return AsyncConnections(self.url, self.WORKERS)

    def recent(self, channel_id: int) -> Loaded | None:
        """The channel's game as this store last read or wrote it, without a round trip
        (:class:`~bot.store.db.RecentGames`): None when it has no such copy."""
        return self._recent.get(channel_id)

    def create(
        self,
        channel_id: int,
        guild_id: int | None,
        game: dict,
        events: list[dict],
        now: str,
        actor: int | None,
        outbox: list[dict] | None = None,
        outbox_for: Callable[[int], list[dict]] | None = None,
    ) -> Loaded:
        """Insert a new game; its outbox rows (``outbox`` plus ``outbox_for(game_id)``)
        in the same transaction."""
        text = dump(game)
        try:
            with self._tx():
                row = self._one(
                    "INSERT INTO games (channel_id, guild_id, slug, status, version, state,"
                    " created_at, updated_at) VALUES (%s, %s, %s, %s, 1, %s, %s, %s) RETURNING id",
                    [channel_id, guild_id, game["game"], game["status"], text, now, now],
                )
                self._insert_events(row[0], 1, events, now, actor)
                more = outbox_for(row[0]) if outbox_for else []
                self._insert_outbox((outbox or []) + more, row[0], now)
        except pgerr.UniqueViolation:
            raise ChannelBusy(channel_id) from None
        if game["status"] != "ended":
            self._recent.remember(channel_id, row[0], 1, text, game["game"], guild_id)
        return Loaded(row[0], 1, game, game["game"], channel_id, guild_id)

    def save(
        self,
        loaded: Loaded,
        game: dict,
        events: list[dict],
        now: str,
        actor: int | None,
        expected_version: int | None = None,
        outbox: list[dict] | None = None,
        guild_settings: list[tuple[int | None, str, Any]] | None = None,
    ) -> int:
        """One statement, so one round trip and atomic in autocommit mode: a
        data-modifying CTE makes the versioned UPDATE and, only if it matched, inserts
        the events, the outbox rows (their ids written back into each row as ``"id"``)
        and upserts ``guild_settings`` (``(guild_id, key, value)``: the service's table
        record). A stale expected version writes nothing and raises :class:`StaleWrite`.
        The rows travel as one JSON parameter, so the statement's text is the same for
        any number of them and psycopg prepares it once per connection."""
        params, text = _save_params(
            loaded, game, events, now, actor, expected_version, outbox, guild_settings
        )
        try:
            row = self._one(_SAVE_SQL, params)
        except BaseException:
            self._recent.forget(loaded.channel_id)
            raise
        return self._saved(loaded, game, outbox, text, row)

    async def save_async(
        self,
        conn: psycopg.AsyncConnection[Any],
        loaded: Loaded,
        game: dict,
        events: list[dict],
        now: str,
        actor: int | None,
        expected_version: int | None = None,
        outbox: list[dict] | None = None,
        guild_settings: list[tuple[int | None, str, Any]] | None = None,
    ) -> int:
        """:meth:`save` on a connection of the event loop (:class:`AsyncConnections`):
        the same statement, sent straight to libpq (bot/store/pgwire.py), the same
        result."""
        params, text = _save_params(
            loaded, game, events, now, actor, expected_version, outbox, guild_settings
        )
        try:
            rows = await pgwire.fetch(conn, _SAVE, params)
            row = _save_row(rows[0]) if rows else None
        except BaseException:
            self._recent.forget(loaded.channel_id)
            raise
        return self._saved(loaded, game, outbox, text, row)

    def _saved(
        self,
        loaded: Loaded,
        game: dict,
        outbox: list[dict] | None,
        text: str,
        row: Sequence[Any] | None,
    ) -> int:
        if row is None:
            self._recent.forget(loaded.channel_id)
            raise StaleWrite(loaded.channel_id)
        for r, got in zip(outbox or [], row[1], strict=True):
            r["id"] = got
        _remember_saved(self._recent, loaded, game, int(row[0]), text)
        return int(row[0])

    def _insert_events(
        self,
        game_id: int,
        version: int,
        events: list[dict],
        now: str,
        actor: int | None,
        private: bool = False,
    ) -> None:
        if events:
            self.conn.execute(
                "INSERT INTO events (game_id, version, at, actor, kind, data, private)"
                " SELECT %s, %s, %s, %s, e.value->>'kind', e.value->>'data', %s"
                " FROM jsonb_array_elements(%s::jsonb) WITH ORDINALITY AS e(value, n)"
                " ORDER BY e.n",
                [game_id, version, now, actor, int(private), _events_json(events)],
            )

    def append_events(
        self, loaded: Loaded, events: list[dict], now: str, actor: int | None, private: bool = False
    ) -> None:
        self._insert_events(loaded.game_id, loaded.version, events, now, actor, private)

    def events(
        self,
        game_id: int,
        limit: int = 20,
        before_id: int | None = None,
        include_private: bool = True,
    ) -> list[dict]:
        return self._sql.events(game_id, limit, before_id, include_private)

    def count_events(self, game_id: int) -> int:
        return self._sql.count_events(game_id)

    def live_games(self) -> list[Loaded]:
        return [_loaded(r) for r in self._sql.live_games()]

    def all_games(self) -> list[dict]:
        """Every game, ended ones included: ``{"id", "slug", "version", "game"}``."""
        rows = self._all_rows("SELECT id, slug, version, state FROM games ORDER BY id")
        return [{"id": r[0], "slug": r[1], "version": r[2], "game": json.loads(r[3])} for r in rows]

    def events_of_kind(self, game_id: int, kind: str) -> list[dict]:
        """The data of one kind of event of a game, in log order (the history records)."""
        return self._sql.events_of_kind(game_id, kind)

    # -- dashboards --------------------------------------------------------------
    def dashboard_ref(self, game_id: int) -> int | None:
        return self._sql.dashboard_ref(game_id)

    def set_dashboard_ref(self, game_id: int, message_id: int | None) -> None:
        self._sql.set_dashboard_ref(game_id, message_id)

    def claim_dashboard(self, game_id: int, version: int) -> bool:
        return self._sql.claim_dashboard(game_id, version)

    # -- settings ----------------------------------------------------------------
    def guild_setting(self, guild_id: int | None, key: str, default: Any = None) -> Any:
        return self._sql.guild_setting(guild_id, key, default)

    def set_guild_setting(self, guild_id: int | None, key: str, value: Any) -> None:
        self.conn.execute(
            "INSERT INTO guild_settings (guild_id, key, value) VALUES (%s, %s, %s) "
            "ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value",
            [guild_id or 0, key, dump(value)],
        )

    def user_setting(self, user_id: int, key: str, default: Any = None) -> Any:
        return self._sql.user_setting(user_id, key, default)

    def set_user_setting(self, user_id: int, key: str, value: Any) -> None:
        self.conn.execute(
            "INSERT INTO user_settings (user_id, key, value) VALUES (%s, %s, %s) "
            "ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value",
            [user_id, key, dump(value)],
        )

    # -- statements shared with SQLite ----------------------------------------------
    # bot/store/_sql.py's SQL; the transactions and locks around it are this store's
    @property
    def _sql(self) -> StoreSql:
        return StoreSql(lambda sql, params: self.conn.execute(sql, params), "%s")

    # -- user-added rule summaries (one set per server) ------------------------------
    # the uploaded summaries' SQL is bot/store/_summaries.py's (through ``_sql``); the
    # transactions and the advisory lock are this store's
    def add_summary(
        self,
        name: str,
        game: str,
        text: str,
        added_by: int,
        added_at: str,
        guild_id: int = 0,
        *,
        max_count: int | None = None,
        max_bytes: int | None = None,
    ) -> dict:
        """Add or replace (same server, game and name) within the server's quota, in
        one transaction holding the server's advisory lock (two processes cannot both
        take the last place)."""
        with self._tx():
            self._one("SELECT pg_advisory_xact_lock(%s, %s)", [_SUMMARY_LOCK, guild_id % 2**31])
            return self._sql.summaries.add(
                guild_id, game, name, text, max_count, max_bytes, added_by, added_at
            )

    def summaries_stamp(self, guild_id: int | None = None) -> str:
        return self._sql.summaries.stamp(guild_id)

    def summaries(self, guild_id: int | None = None) -> list[dict]:
        return self._sql.summaries.rows(guild_id)

    def reassign_summaries(self, from_guild: int, to_guild: int) -> int:
        return self._sql.summaries.reassign(from_guild, to_guild)  # one statement

    def summary_list(self, guild_id: int) -> list[dict]:
        return self._sql.summaries.listing(guild_id)

    def summary_usage(self, guild_id: int) -> tuple[int, int]:
        return self._sql.summaries.usage(guild_id)

    def remove_summary(self, guild_id: int, name: str, game: str | None = None) -> list[dict]:
        with self._tx():
            return self._sql.summaries.remove(guild_id, name, game)

    # -- reminders -----------------------------------------------------------------
    def set_reminder(
        self, game_id: int, channel_id: int, due_at: str, every_hours: float, version: int
    ) -> None:
        self.conn.execute(
            "INSERT INTO reminders (game_id, channel_id, due_at, every_hours, version,"
            " sent_version) VALUES (%s, %s, %s, %s, %s, NULL) ON CONFLICT (game_id) DO UPDATE"
            " SET channel_id = excluded.channel_id, due_at = excluded.due_at,"
            " every_hours = excluded.every_hours, version = excluded.version,"
            " sent_version = NULL",
            [game_id, channel_id, due_at, every_hours, version],
        )

    def reminder(self, game_id: int) -> dict | None:
        return self._sql.reminder(game_id)

    def clear_reminder(self, game_id: int) -> None:
        self._sql.clear_reminder(game_id)  # one statement

    def due_reminders(self, now: str) -> list[dict]:
        return self._sql.due_reminders(now)

    def claim_reminder(
        self, game_id: int, due_at: str, next_due: str | None, outbox: list[dict] | None = None
    ) -> bool:
        """One conditional statement: of two processes claiming the same due time, the
        second finds the row changed (PostgreSQL re-checks the WHERE after the first
        commits) and gets False. The reminder's message joins the outbox in the same
        transaction, so a claimed reminder is never lost."""
        with self._tx():
            if not self._sql.claim_reminder(game_id, due_at, next_due):
                return False
            self._insert_outbox(outbox, game_id, due_at)
            return True

    # -- outbox ------------------------------------------------------------------
    def _insert_outbox(self, rows: list[dict] | None, game_id: int | None, now: str) -> None:
        """Rows as :meth:`bot.store.db.Store._insert_outbox`; the ids they get are
        written back into each row as ``"id"``."""
        for row in rows or []:
            got = self._one(
                "INSERT INTO outbox (channel_id, game_id, guild_id, kind, edit_key, version,"
                " payload, created_at, attempts, next_at)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, 0, %s) RETURNING id",
                [
                    row["channel_id"],
                    row.get("game_id", game_id),
                    row.get("guild_id"),
                    row["kind"],
                    row.get("edit_key", ""),
                    row.get("version"),
                    row["payload"],
                    now,
                    row.get("next_at", ""),
                ],
            )
            row["id"] = got[0]

    def enqueue(self, rows: list[dict], now: str, game_id: int | None = None) -> list[int]:
        """Add outbox rows on their own (messages with no state change behind them)."""
        with self._tx():
            self._insert_outbox(rows, game_id, now)
        return [r["id"] for r in rows]

    def pending_outbox(
        self, channel_id: int | None = None, limit: int = 500, due: str | None = None
    ) -> list[dict]:
        """See :func:`~bot.store._sql.pending_outbox_query`."""
        return self._sql.pending_outbox(channel_id, limit, due)

    def outbox_row(self, row_id: int) -> dict | None:
        return self._sql.outbox_row(row_id)

    # each one statement, in autocommit
    def mark_delivered(self, row_id: int, now: str, note: str | None = None) -> None:
        self._sql.mark_delivered(row_id, now, note)

    def release_outbox(self, row_id: int | None = None) -> None:
        self._sql.release_outbox(row_id)

    def mark_failed(self, row_id: int, error: str, next_at: str) -> None:
        self._sql.mark_failed(row_id, error, next_at)

    def prune_outbox(self, before: str) -> int:
        return self._sql.prune_outbox(before)

    # -- copy and backup -------------------------------------------------------------
    # -- dice aliases ------------------------------------------------------------
    def dice_aliases(self, guild_id: int) -> dict[str, str]:
        return self._sql.dice_aliases(guild_id)

    def set_dice_alias(self, guild_id: int, name: str, expr: str, limit: int) -> bool:
        """Add or replace an alias; False (nothing written) if the server already has
        ``limit`` aliases and ``name`` is a new one. The server's rows are locked for
        the check, so two processes cannot both add the last one."""
        with self._tx():
            self._one("SELECT pg_advisory_xact_lock(%s)", [guild_id])
            exists = self._sql.dice_alias_exists(guild_id, name)
            count = self._sql.dice_alias_count(guild_id)
            if not exists and count >= limit:
                return False
            self.conn.execute(
                "INSERT INTO dice_aliases (guild_id, name, expr) VALUES (%s, %s, %s)"
                " ON CONFLICT (guild_id, name) DO UPDATE SET expr = excluded.expr",
                [guild_id, name, expr],
            )
        return True

    def delete_dice_alias(self, guild_id: int, name: str) -> bool:
        return self._sql.delete_dice_alias(guild_id, name)  # one statement

    def table_rows(self, table: str) -> tuple[list[str], Iterable[Sequence[Any]]]:
        cur = self.conn.execute(f"SELECT * FROM {table} ORDER BY 1")
        cols = [d.name for d in cur.description or []]
        return cols, cur.fetchall()

    def put_rows(self, table: str, cols: list[str], rows: Iterable[Sequence[Any]]) -> int:
        self._recent.forget()
        n = 0
        with self._tx(), self.conn.cursor() as cur:
            with cur.copy(f"COPY {table} ({', '.join(cols)}) FROM STDIN") as copy:
                for r in rows:
                    copy.write_row(r)
                    n += 1
            if table in _SERIAL:
                col = _SERIAL[table]
                cur.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', '{col}'),"
                    f" GREATEST((SELECT max({col}) FROM {table}), 1))"
                )
        return n

    def is_empty(self) -> bool:
        return all(self._one(f"SELECT count(*) FROM {t}")[0] == 0 for t in TABLES)

    def backup(self, dest: str | Path) -> None:
        """A consistent copy, as a SQLite file (restore with ``herald db copy``)."""
        from bot.store.copy import copy_between
        from bot.store.db import Store

        target = Store.open(dest)
        try:
            copy_between(self, target)
        finally:
            target.close()


_LOAD_SQL = (
    "SELECT id, version, state, slug, channel_id, guild_id FROM games "
    "WHERE channel_id = %(channel_id)s AND status != 'ended'"
)
# the same statements as the event loop's connections send them (bot/store/pgwire.py)
_LOAD = pgwire.Statement.named("herald_load", _LOAD_SQL)


def _load_row(r: pgwire.Row) -> tuple[Any, ...]:
    """A row of :data:`_LOAD_SQL` from its text form."""
    gid, version, state, slug, channel, guild = r
    assert gid and version and state and slug and channel  # NOT NULL columns
    return (
        int(gid),
        int(version),
        state.decode(),
        slug.decode(),
        int(channel),
        None if guild is None else int(guild),
    )


def _save_params(
    loaded: Loaded,
    game: dict,
    events: list[dict],
    now: str,
    actor: int | None,
    expected_version: int | None,
    outbox: list[dict] | None,
    guild_settings: list[tuple[int | None, str, Any]] | None,
) -> tuple[dict[str, Any], str]:
    """The parameters of :data:`_SAVE_SQL`, and the state's JSON text."""
    expected = loaded.version if expected_version is None else expected_version
    settings = {(g or 0, k): dump(v) for g, k, v in guild_settings or []}
    text = dump(game)
    params = {
        "state": text,
        "status": game["status"],
        "now": now,
        "id": loaded.game_id,
        "expected": expected,
        "actor": actor,
        # the rows, as one JSON parameter (arrays in column order): psycopg adapts one
        # string far faster than a dozen lists
        "rows": dump(
            {
                "ev": [[e["kind"], dump(e.get("data", {}))] for e in events],
                "ob": [
                    [
                        r["channel_id"],
                        r.get("game_id", loaded.game_id),
                        r["kind"],
                        r.get("edit_key", ""),
                        r.get("version"),
                        r["payload"],
                        r.get("next_at", ""),
                    ]
                    for r in outbox or []
                ],
                "gs": [[g, k, v] for (g, k), v in settings.items()],
            }
        ),
    }
    return params, text


class AsyncConnections:
    """psycopg ``AsyncConnection``s for the calls every command makes (``load``,
    ``save``), used on the event loop itself: a command's store work is then one round
    trip the loop awaits on the socket, instead of a hand-off to a worker thread, a
    round trip, and a hand-off back (each hand-off wakes a thread). Up to ``size``
    connections, opened as needed, so several channels' commands run at once. They
    belong to the loop that opened them: on another loop (a new ``asyncio.run``) they
    are dropped and opened again."""

    def __init__(self, url: str, size: int) -> None:
        self.url = url
        self.size = size
        self._loop: asyncio.AbstractEventLoop | None = None
        self._idle: list[psycopg.AsyncConnection[Any]] = []
        self._free: asyncio.Semaphore | None = None

    async def run(self, fn: Callable[..., Awaitable[T]], *args: Any, **kwargs: Any) -> T:
        """``await fn(conn, *args, **kwargs)`` on a connection of this loop."""
        loop = asyncio.get_running_loop()
        if loop is not self._loop or self._free is None:
            self.close_now()
            self._loop, self._free = loop, asyncio.Semaphore(self.size)
        async with self._free:
            conn = self._idle.pop() if self._idle else await self._connect()
            try:
                return await fn(conn, *args, **kwargs)
            finally:
                self._release(loop, conn)

    def _release(self, loop: asyncio.AbstractEventLoop, conn: psycopg.AsyncConnection[Any]) -> None:
        # a connection left broken, or inside a statement (a cancelled await), or of a
        # loop no longer ours, is not handed to the next command
        if (
            loop is self._loop
            and not conn.broken
            and conn.info.transaction_status == TransactionStatus.IDLE
        ):
            self._idle.append(conn)
        else:
            self._discard(conn)

    async def _connect(self) -> psycopg.AsyncConnection[Any]:
        conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True, connect_timeout=10)
        for sql in _SESSION:
            await conn.execute(sql)
        return conn

    def _discard(self, conn: psycopg.AsyncConnection[Any]) -> None:
        conn.pgconn.finish()  # libpq closes the socket: nothing to await

    async def aclose(self) -> None:
        idle, self._idle = self._idle, []
        for conn in idle:
            await conn.close()

    def close_now(self) -> None:
        """Close the idle connections without a loop (at shutdown, or when the loop
        they belong to is gone)."""
        idle, self._idle = self._idle, []
        for conn in idle:
            self._discard(conn)
        self._loop = self._free = None


# The whole save (PgStore.save): versioned UPDATE; then, only if it matched, the events,
# the outbox rows (ids drawn in row order, returned in that order) and the settings.
_SAVE_SQL = """
WITH p AS (
    SELECT %(rows)s::jsonb AS j
), g AS (
    UPDATE games SET state = %(state)s, status = %(status)s, version = version + 1,
        updated_at = %(now)s
    WHERE id = %(id)s AND version = %(expected)s
    RETURNING id, version
), ev AS (
    INSERT INTO events (game_id, version, at, actor, kind, data, private)
    SELECT g.id, g.version, %(now)s, %(actor)s, e.v->>0, e.v->>1, 0
    FROM g, p, jsonb_array_elements(p.j->'ev') WITH ORDINALITY AS e(v, n)
    ORDER BY e.n
    RETURNING 1
), ob AS MATERIALIZED (
    SELECT nextval('outbox_id_seq') AS id, o.v, o.n
    FROM g, p, jsonb_array_elements(p.j->'ob') WITH ORDINALITY AS o(v, n)
    ORDER BY o.n
), obi AS (
    INSERT INTO outbox (id, channel_id, game_id, kind, edit_key, version, payload,
        created_at, attempts, next_at)
    SELECT id, (v->>0)::bigint, (v->>1)::bigint, v->>2, v->>3, (v->>4)::integer, v->>5,
        %(now)s, 0, v->>6
    FROM ob ORDER BY n
    RETURNING 1
), gs AS (
    INSERT INTO guild_settings (guild_id, key, value)
    SELECT (s.v->>0)::bigint, s.v->>1, s.v->>2
    FROM g, p, jsonb_array_elements(p.j->'gs') AS s(v)
    ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value
    RETURNING 1
)
SELECT g.version, ARRAY(SELECT id FROM ob ORDER BY n) FROM g
"""
_SAVE = pgwire.Statement.named("herald_save", _SAVE_SQL)


def _save_row(r: pgwire.Row) -> tuple[int, list[int]]:
    """The row of :data:`_SAVE_SQL` (the new version, the outbox ids) from its text form."""
    assert r[0] is not None
    return int(r[0]), pgwire.int_array(r[1])


def _events_json(events: list[dict]) -> str:
    return dump([{"kind": e["kind"], "data": dump(e.get("data", {}))} for e in events])


def _redact(url: str) -> str:
    """The URL without its password (for logs and messages)."""
    from urllib.parse import urlsplit, urlunsplit

    p = urlsplit(url)
    if p.password:
        netloc = p.netloc.replace(f":{p.password}@", ":***@")
        return urlunsplit(p._replace(netloc=netloc))
    return url


Factory = Callable[[], PgStore]
