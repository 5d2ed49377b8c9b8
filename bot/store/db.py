"""The only place with SQL. One transaction per command; a stale writer is refused."""

from __future__ import annotations

import fcntl
import json
import os
import socket
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from bot.store._sql import StoreSql
from bot.store.errors import StoreLeaseHeld, StoreOpenError, StoreUnavailable
from bot.store.jsontext import dump
from bot.store.migrations import migrations


class StaleWrite(Exception):
    """The game changed since it was loaded (its version moved on)."""


class ChannelBusy(Exception):
    """The channel already has a live game."""


@dataclass
class Loaded:
    game_id: int
    version: int
    game: dict
    slug: str
    channel_id: int
    guild_id: int | None


def _loaded(r: Sequence[Any]) -> Loaded:
    """A game from its row ``(id, version, state, slug, channel_id, guild_id)``, the
    state as its JSON text."""
    return Loaded(r[0], r[1], json.loads(r[2]), r[3], r[4], r[5])


class RecentGames:
    """Each channel's live game as this process last read or wrote it, kept as the
    stored JSON text (each reader gets its own copy). Only a hint for the service's
    next command in that channel, saving it a trip to the database: the save checks
    the version, so an entry another process has since made stale costs a
    :class:`StaleWrite` and a fresh load, never a lost or doubled change. Shared by the
    store's worker threads; an entry never goes back to an older version of its game."""

    LIMIT = 10_000  # channels
    BUDGET = 64 * 2**20  # characters of state text in all: emptied when past either

    def __init__(self) -> None:
        self._by_channel: dict[int, tuple[int, int, str, str, int | None]] = {}
        self._size = 0

    def remember(
        self,
        channel_id: int,
        game_id: int,
        version: int,
        text: str,
        slug: str,
        guild_id: int | None,
    ) -> None:
        old = self._by_channel.get(channel_id)
        if old is not None and old[0] == game_id and old[1] > version:
            return
        grow = len(text) - (len(old[2]) if old is not None else 0)
        if self._size + grow > self.BUDGET or (old is None and len(self._by_channel) >= self.LIMIT):
            self.forget()
            grow = len(text)
        self._by_channel[channel_id] = (game_id, version, text, slug, guild_id)
        self._size += grow

    def forget(self, channel_id: int | None = None) -> None:
        if channel_id is None:
            self._by_channel.clear()
            self._size = 0
        else:
            old = self._by_channel.pop(channel_id, None)
            if old is not None:
                self._size -= len(old[2])

    def get(self, channel_id: int) -> Loaded | None:
        hit = self._by_channel.get(channel_id)
        if hit is None:
            return None
        game_id, version, text, slug, guild_id = hit
        return Loaded(game_id, version, json.loads(text), slug, channel_id, guild_id)


def _remember_saved(
    recent: RecentGames, loaded: Loaded, game: dict, version: int, text: str
) -> None:
    if game["status"] == "ended":  # the channel has no live game now
        recent.forget(loaded.channel_id)
    else:
        recent.remember(
            loaded.channel_id, loaded.game_id, version, text, loaded.slug, loaded.guild_id
        )


class Lease:
    """One writer per SQLite file: an exclusive ``flock`` on ``<file>.lock``, held for
    the life of the process (the kernel drops it when the process dies, even by
    SIGKILL). The file says who holds it, so a refused process can name the holder."""

    def __init__(self, db_path: str) -> None:
        self.path = db_path + ".lock"
        self.fd: int | None = None

    def holder(self) -> str:
        try:
            return Path(self.path).read_text(encoding="utf-8").strip() or "unknown process"
        except OSError:
            return "unknown process"

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise StoreLeaseHeld(
                f"{self.path[:-5]} is in use by another Herald process ({self.holder()}); "
                "stop it first, or give this one its own database (HERALD_DB)"
            ) from None
        me = f"pid {os.getpid()} on {socket.gethostname()} since {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}"
        os.ftruncate(fd, 0)
        os.pwrite(fd, me.encode(), 0)
        self.fd = fd

    def release(self) -> None:
        if self.fd is not None:
            fcntl.flock(self.fd, fcntl.LOCK_UN)
            os.close(self.fd)
            self.fd = None


class Store:
    def __init__(self, db: Database, path: str, lease: Lease | None = None):
        self.db = db
        self.path = path
        self.lease = lease
        self._recent = RecentGames()
        self._identity: tuple[int, int] | None = None
        if path != ":memory:":
            st = os.stat(path)
            self._identity = (st.st_dev, st.st_ino)

    # -- opening -----------------------------------------------------------
    @classmethod
    def open(
        cls,
        path: str | Path,
        migrate: bool = True,
        busy_timeout_ms: int = 5000,
        lease: bool = False,
    ) -> Store:
        """Open (creating it) the SQLite file. The connection may be used from another
        thread than the one that opened it (the async facade's worker), one at a time.

        With ``lease`` this process becomes the file's only writer (a second one is
        refused, naming the holder), and a file that is gone although its lease file
        shows it was in use is refused rather than silently recreated empty. Problems
        opening it raise :class:`StoreOpenError` with a one-line message."""
        path = str(path)
        held: Lease | None = None
        if path != ":memory:":
            p = Path(path)
            try:
                p.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise StoreOpenError(f"cannot create the folder of {path}: {e.strerror}") from None
            if p.exists() and (not os.access(p, os.W_OK) or not p.stat().st_mode & 0o222):
                raise StoreOpenError(f"{path} is read-only; Herald needs to write its database")
            if lease:
                held = Lease(path)
                had_lease_file = Path(held.path).exists()
                try:
                    held.acquire()
                except OSError as e:
                    raise StoreOpenError(f"cannot lock {held.path}: {e.strerror}") from None
                if had_lease_file and not p.exists():
                    held.release()
                    raise StoreOpenError(
                        f"{path} is missing, but {held.path} shows it was in use: restore it "
                        f"from a backup (herald db backup), or delete {held.path} to start "
                        "with an empty database"
                    )
        try:
            db = Database(sqlite3.connect(path, check_same_thread=False), execute_plugins=False)
            db.conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            db.conn.execute("PRAGMA foreign_keys = ON")
            if path != ":memory:":
                db.enable_wal()
                # WAL + NORMAL: a committed transaction survives a crash of the process;
                # only an OS crash or power loss may lose the last few.
                db.conn.execute("PRAGMA synchronous = NORMAL")
            store = cls(db, path, held)
            if migrate:
                store.migrate()
        except sqlite3.Error as e:
            if held is not None:
                held.release()
            raise StoreOpenError(f"cannot open the database {path}: {e}") from None
        return store

    def check(self) -> None:
        """Refuse to go on when the file was deleted, replaced or made read-only under
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

    def migrate(self) -> list[str]:
        pending = [m.name for m in migrations.pending(self.db)]
        migrations.apply(self.db)
        return pending

    def applied_migrations(self) -> list[str]:
        return [m.name for m in migrations.applied(self.db)]

    def close(self) -> None:
        self._recent.forget()
        self.db.close()
        if self.lease is not None:
            self.lease.release()
            self.lease = None

    def backup(self, dest: str | Path) -> None:
        """A consistent copy of the live database (SQLite's online backup)."""
        Path(dest).parent.mkdir(parents=True, exist_ok=True)
        target = sqlite3.connect(str(dest))
        try:
            self.db.conn.backup(target)
        finally:
            target.close()

    @staticmethod
    def classify(exc: BaseException) -> str | None:
        """``"busy"`` for a lock another writer holds (worth retrying), ``"unavailable"``
        for a database that cannot be written at all, ``None`` for anything else."""
        if not isinstance(exc, sqlite3.OperationalError):
            return None
        msg = str(exc).lower()
        if "locked" in msg or "busy" in msg:
            return "busy"
        if any(
            m in msg
            for m in ("readonly", "read-only", "unable to open", "disk i/o", "no such table")
        ):
            return "unavailable"
        return None

    # -- copy ----------------------------------------------------------------
    def table_rows(self, table: str) -> tuple[list[str], list[tuple[Any, ...]]]:
        cur = self.db.execute(f"SELECT * FROM [{table}] ORDER BY 1")
        return [d[0] for d in cur.description], cur.fetchall()

    def put_rows(self, table: str, cols: list[str], rows: Iterable[Sequence[Any]]) -> int:
        self._recent.forget()
        marks = ", ".join("?" for _ in cols)
        names = ", ".join(f"[{c}]" for c in cols)
        with self.db.atomic():
            cur = self.db.conn.executemany(
                f"INSERT INTO [{table}] ({names}) VALUES ({marks})", list(rows)
            )
        return cur.rowcount

    def is_empty(self) -> bool:
        from bot.store.copy import TABLES

        return all(
            self.db.execute(f"SELECT count(*) FROM [{t}]").fetchone()[0] == 0 for t in TABLES
        )

    def integrity_check(self) -> str:
        return self.db.execute("PRAGMA integrity_check").fetchone()[0]

    # -- games -------------------------------------------------------------
    def load(self, channel_id: int) -> Loaded | None:
        row = self.db.execute(
            "SELECT id, version, state, slug, channel_id, guild_id FROM games "
            "WHERE channel_id = ? AND status != 'ended'",
            [channel_id],
        ).fetchone()
        if row is None:
            self._recent.forget(channel_id)
            return None
        self._recent.remember(channel_id, row[0], row[1], row[2], row[3], row[5])
        return _loaded(row)

    def recent(self, channel_id: int) -> Loaded | None:
        """The channel's game as this store last read or wrote it, without reading the
        database (:class:`RecentGames`): None when it has no such copy."""
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
        """Insert a new game. Its outbox rows are ``outbox`` plus ``outbox_for(game_id)``
        (messages that name the new game), all in the same transaction."""
        text = dump(game)
        with self.db.atomic():
            if self.db.execute(
                "SELECT 1 FROM games WHERE channel_id = ? AND status != 'ended'", [channel_id]
            ).fetchone():
                raise ChannelBusy(channel_id)
            cur = self.db.execute(
                "INSERT INTO games (channel_id, guild_id, slug, status, version, state, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, 1, ?, ?, ?)",
                [channel_id, guild_id, game["game"], game["status"], text, now, now],
            )
            game_id = cur.lastrowid
            assert game_id is not None
            self._insert_events(game_id, 1, events, now, actor)
            self._insert_outbox(
                (outbox or []) + (outbox_for(game_id) if outbox_for else []), game_id, now
            )
        if game["status"] != "ended":
            self._recent.remember(channel_id, game_id, 1, text, game["game"], guild_id)
        return Loaded(game_id, 1, game, game["game"], channel_id, guild_id)

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
        """Write ``game`` and its events in one transaction if the stored version is
        still ``expected_version`` (default: the loaded one); returns the new version.
        The ``outbox`` rows (their ids written back as ``"id"``) and ``guild_settings``
        (``(guild_id, key, value)``: the service's table record) are written in the
        same transaction, only if the state is."""
        expected = loaded.version if expected_version is None else expected_version
        text = dump(game)
        try:
            with self.db.atomic():
                cur = self.db.execute(
                    "UPDATE games SET state = ?, status = ?, version = version + 1, updated_at = ? "
                    "WHERE id = ? AND version = ?",
                    [text, game["status"], now, loaded.game_id, expected],
                )
                if cur.rowcount != 1:
                    raise StaleWrite(loaded.channel_id)
                self._insert_events(loaded.game_id, expected + 1, events, now, actor)
                self._insert_outbox(outbox, loaded.game_id, now)
                if guild_settings:
                    self.db.conn.executemany(
                        "INSERT OR REPLACE INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?)",
                        [(g or 0, k, dump(v)) for g, k, v in guild_settings],
                    )
        except BaseException:
            self._recent.forget(loaded.channel_id)
            raise
        _remember_saved(self._recent, loaded, game, expected + 1, text)
        return expected + 1

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
            self.db.conn.executemany(
                "INSERT INTO events (game_id, version, at, actor, kind, data, private) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        game_id,
                        version,
                        now,
                        actor,
                        e["kind"],
                        dump(e.get("data", {})),
                        int(private),
                    )
                    for e in events
                ],
            )

    def append_events(
        self, loaded: Loaded, events: list[dict], now: str, actor: int | None, private: bool = False
    ) -> None:
        """Log without changing the state (dice rolls)."""
        with self.db.atomic():
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

    # -- history (replay) --------------------------------------------------
    def all_games(self) -> list[dict]:
        """Every game, ended ones included: ``{"id", "slug", "version", "game"}``."""
        rows = self.db.execute("SELECT id, slug, version, state FROM games ORDER BY id").fetchall()
        return [{"id": r[0], "slug": r[1], "version": r[2], "game": json.loads(r[3])} for r in rows]

    def events_of_kind(self, game_id: int, kind: str) -> list[dict]:
        """The data of one kind of event of a game, in log order (the history records)."""
        return self._sql.events_of_kind(game_id, kind)

    # -- dashboards --------------------------------------------------------
    def dashboard_ref(self, game_id: int) -> int | None:
        return self._sql.dashboard_ref(game_id)

    def set_dashboard_ref(self, game_id: int, message_id: int | None) -> None:
        with self.db.atomic():
            self._sql.set_dashboard_ref(game_id, message_id)

    def claim_dashboard(self, game_id: int, version: int) -> bool:
        """Record that the game's dashboard is about to show ``version`` (False when it
        already shows a newer one: :meth:`StoreSql.claim_dashboard`)."""
        with self.db.atomic():
            return self._sql.claim_dashboard(game_id, version)

    # -- settings ----------------------------------------------------------
    def guild_setting(self, guild_id: int | None, key: str, default=None):
        return self._sql.guild_setting(guild_id, key, default)

    def set_guild_setting(self, guild_id: int | None, key: str, value) -> None:
        with self.db.atomic():
            self.db.execute(
                "INSERT OR REPLACE INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?)",
                [guild_id or 0, key, dump(value)],
            )

    def user_setting(self, user_id: int, key: str, default=None):
        return self._sql.user_setting(user_id, key, default)

    def set_user_setting(self, user_id: int, key: str, value) -> None:
        with self.db.atomic():
            self.db.execute(
                "INSERT OR REPLACE INTO user_settings (user_id, key, value) VALUES (?, ?, ?)",
                [user_id, key, dump(value)],
            )

    # -- statements shared with PostgreSQL ---------------------------------------
    # bot/store/_sql.py's SQL; the transactions around it are this store's
    @property
    def _sql(self) -> StoreSql:
        return StoreSql(self.db.execute, "?")

    # -- user-added rule summaries (one set per server) ----------------------
    # the uploaded summaries' SQL is bot/store/_summaries.py's (through ``_sql``); the
    # transactions are this store's
    def summaries_stamp(self, guild_id: int | None = None) -> str:
        """See :meth:`SummarySql.stamp`."""
        return self._sql.summaries.stamp(guild_id)

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
        """Add, or replace (same server, game and name), a summary a user uploaded,
        with the server's quota checked in the same transaction: see
        :meth:`SummarySql.add`."""
        with self.db.atomic():
            return self._sql.summaries.add(
                guild_id, game, name, text, max_count, max_bytes, added_by, added_at
            )

    def summaries(self, guild_id: int | None = None) -> list[dict]:
        """One server's uploaded summaries (oldest first); every server's without
        ``guild_id`` (tools only: a server never sees another's)."""
        return self._sql.summaries.rows(guild_id)

    def reassign_summaries(self, from_guild: int, to_guild: int) -> int:
        """See :meth:`SummarySql.reassign`."""
        with self.db.atomic():
            return self._sql.summaries.reassign(from_guild, to_guild)

    def summary_list(self, guild_id: int) -> list[dict]:
        """A server's summaries without their text: name, game, bytes, who, when."""
        return self._sql.summaries.listing(guild_id)

    def summary_usage(self, guild_id: int) -> tuple[int, int]:
        """(summaries, bytes) a server has stored."""
        return self._sql.summaries.usage(guild_id)

    def remove_summary(self, guild_id: int, name: str, game: str | None = None) -> list[dict]:
        """Delete a server's summaries called ``name`` (of ``game`` when given); returns
        what was removed (name and game), empty when nothing matched."""
        with self.db.atomic():
            return self._sql.summaries.remove(guild_id, name, game)

    # -- reminders ---------------------------------------------------------
    def set_reminder(
        self, game_id: int, channel_id: int, due_at: str, every_hours: float, version: int
    ) -> None:
        with self.db.atomic():
            self.db.execute(
                "INSERT OR REPLACE INTO reminders (game_id, channel_id, due_at, every_hours, version, sent_version)"
                " VALUES (?, ?, ?, ?, ?, NULL)",
                [game_id, channel_id, due_at, every_hours, version],
            )

    def reminder(self, game_id: int) -> dict | None:
        return self._sql.reminder(game_id)

    def clear_reminder(self, game_id: int) -> None:
        with self.db.atomic():
            self._sql.clear_reminder(game_id)

    def due_reminders(self, now: str) -> list[dict]:
        return self._sql.due_reminders(now)

    def claim_reminder(
        self, game_id: int, due_at: str, next_due: str | None, outbox: list[dict] | None = None
    ) -> bool:
        """Mark a due reminder as sent, once: returns False if another worker (or an
        earlier run before a crash) already claimed this due time. Its message goes
        into the outbox in the same transaction, so a claimed reminder is never lost."""
        with self.db.atomic():
            if not self._sql.claim_reminder(game_id, due_at, next_due):
                return False
            self._insert_outbox(outbox, game_id, due_at)
            return True

    # -- dice aliases ------------------------------------------------------
    def dice_aliases(self, guild_id: int) -> dict[str, str]:
        return self._sql.dice_aliases(guild_id)

    def set_dice_alias(self, guild_id: int, name: str, expr: str, limit: int) -> bool:
        """Add or replace an alias; False (nothing written) if the server already has
        ``limit`` aliases and ``name`` is a new one."""
        with self.db.atomic():
            exists = self._sql.dice_alias_exists(guild_id, name)
            count = self._sql.dice_alias_count(guild_id)
            if not exists and count >= limit:
                return False
            self.db.execute(
                "INSERT OR REPLACE INTO dice_aliases (guild_id, name, expr) VALUES (?, ?, ?)",
                [guild_id, name, expr],
            )
        return True

    def delete_dice_alias(self, guild_id: int, name: str) -> bool:
        with self.db.atomic():
            return self._sql.delete_dice_alias(guild_id, name)

    # -- outbox ------------------------------------------------------------
    def _insert_outbox(self, rows: list[dict] | None, game_id: int | None, now: str) -> None:
        """Rows are ``{"channel_id", "kind", "payload", "edit_key"?, "version"?,
        "guild_id"?}`` (``guild_id``: the server of a row with no game, such as a DM
        copy; a game's rows are its server's); the ids they get are written back into
        each row as ``"id"``."""
        for row in rows or []:
            cur = self.db.execute(
                "INSERT INTO outbox (channel_id, game_id, guild_id, kind, edit_key, version,"
                " payload, created_at, attempts, next_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
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
            row["id"] = cur.lastrowid

    def enqueue(self, rows: list[dict], now: str, game_id: int | None = None) -> list[int]:
        """Add outbox rows on their own (messages with no state change behind them)."""
        with self.db.atomic():
            self._insert_outbox(rows, game_id, now)
        return [r["id"] for r in rows]

    def pending_outbox(
        self, channel_id: int | None = None, limit: int = 500, due: str | None = None
    ) -> list[dict]:
        """See :func:`~bot.store._sql.pending_outbox_query`."""
        return self._sql.pending_outbox(channel_id, limit, due)

    def outbox_row(self, row_id: int) -> dict | None:
        return self._sql.outbox_row(row_id)

    def mark_delivered(self, row_id: int, now: str, note: str | None = None) -> None:
        with self.db.atomic():
            self._sql.mark_delivered(row_id, now, note)

    def release_outbox(self, row_id: int | None = None) -> None:
        """Make a held or waiting row (or every pending row) due now."""
        with self.db.atomic():
            self._sql.release_outbox(row_id)

    def mark_failed(self, row_id: int, error: str, next_at: str) -> None:
        """One more failed attempt; try again at ``next_at``."""
        with self.db.atomic():
            self._sql.mark_failed(row_id, error, next_at)

    def prune_outbox(self, before: str) -> int:
        """Forget delivered rows older than ``before``."""
        with self.db.atomic():
            return self._sql.prune_outbox(before)
