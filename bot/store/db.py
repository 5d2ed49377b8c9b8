"""The only place with SQL. One transaction per command; a stale writer is refused."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from sqlite_utils import Database

from .migrations import migrations


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


def _dump(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


class Store:
    def __init__(self, db: Database, path: str):
        self.db = db
        self.path = path

    # -- opening -----------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path, migrate: bool = True) -> Store:
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = Database(path, execute_plugins=False)
        db.conn.execute("PRAGMA busy_timeout = 5000")
        db.conn.execute("PRAGMA foreign_keys = ON")
        if path != ":memory:":
            db.enable_wal()
            # WAL + NORMAL: a committed transaction survives a crash of the process;
            # only an OS crash or power loss may lose the last few.
            db.conn.execute("PRAGMA synchronous = NORMAL")
        store = cls(db, path)
        if migrate:
            store.migrate()
        return store

    def migrate(self) -> list[str]:
        pending = [m.name for m in migrations.pending(self.db)]
        migrations.apply(self.db)
        return pending

    def applied_migrations(self) -> list[str]:
        return [m.name for m in migrations.applied(self.db)]

    def close(self) -> None:
        self.db.close()

    def backup(self, dest: str | Path) -> None:
        """A consistent copy of the live database (SQLite's online backup)."""
        import sqlite3

        Path(dest).parent.mkdir(parents=True, exist_ok=True)
        target = sqlite3.connect(str(dest))
        try:
            self.db.conn.backup(target)
        finally:
            target.close()

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
            return None
        return Loaded(row[0], row[1], json.loads(row[2]), row[3], row[4], row[5])

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
        with self.db.atomic():
            if self.db.execute(
                "SELECT 1 FROM games WHERE channel_id = ? AND status != 'ended'", [channel_id]
            ).fetchone():
                raise ChannelBusy(channel_id)
            cur = self.db.execute(
                "INSERT INTO games (channel_id, guild_id, slug, status, version, state, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, 1, ?, ?, ?)",
                [channel_id, guild_id, game["game"], game["status"], _dump(game), now, now],
            )
            game_id = int(cur.lastrowid or 0)
            self._insert_events(game_id, 1, events, now, actor)
            self._insert_outbox(
                (outbox or []) + (outbox_for(game_id) if outbox_for else []), game_id, now
            )
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
    ) -> int:
        """Write ``game`` and its events in one transaction if the stored version is
        still ``expected_version`` (default: the loaded one); returns the new version."""
        expected = loaded.version if expected_version is None else expected_version
        with self.db.atomic():
            cur = self.db.execute(
                "UPDATE games SET state = ?, status = ?, version = version + 1, updated_at = ? "
                "WHERE id = ? AND version = ?",
                [_dump(game), game["status"], now, loaded.game_id, expected],
            )
            if cur.rowcount != 1:
                raise StaleWrite(loaded.channel_id)
            self._insert_events(loaded.game_id, expected + 1, events, now, actor)
            self._insert_outbox(outbox, loaded.game_id, now)
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
                        _dump(e.get("data", {})),
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
        sql = "SELECT id, version, at, actor, kind, data, private FROM events WHERE game_id = ?"
        params: list = [game_id]
        if before_id is not None:
            sql += " AND id < ?"
            params.append(before_id)
        if not include_private:
            sql += " AND private = 0"
        sql += " ORDER BY id DESC LIMIT ?"
        params.append(limit)
        rows = self.db.execute(sql, params).fetchall()
        return [
            {
                "id": r[0],
                "version": r[1],
                "at": r[2],
                "actor": r[3],
                "kind": r[4],
                "data": json.loads(r[5]),
                "private": bool(r[6]),
            }
            for r in reversed(rows)
        ]

    def count_events(self, game_id: int) -> int:
        return self.db.execute(
            "SELECT count(*) FROM events WHERE game_id = ?", [game_id]
        ).fetchone()[0]

    def live_games(self) -> list[Loaded]:
        rows = self.db.execute(
            "SELECT id, version, state, slug, channel_id, guild_id FROM games WHERE status != 'ended'"
        ).fetchall()
        return [Loaded(r[0], r[1], json.loads(r[2]), r[3], r[4], r[5]) for r in rows]

    # -- dashboards --------------------------------------------------------
    def dashboard_ref(self, game_id: int) -> int | None:
        row = self.db.execute(
            "SELECT message_id FROM dashboards WHERE game_id = ?", [game_id]
        ).fetchone()
        return row[0] if row else None

    def set_dashboard_ref(self, game_id: int, message_id: int | None) -> None:
        with self.db.atomic():
            if message_id is None:
                self.db.execute("DELETE FROM dashboards WHERE game_id = ?", [game_id])
            else:
                self.db.execute(
                    "INSERT OR REPLACE INTO dashboards (game_id, message_id) VALUES (?, ?)",
                    [game_id, message_id],
                )

    # -- settings ----------------------------------------------------------
    def guild_setting(self, guild_id: int | None, key: str, default=None):
        row = self.db.execute(
            "SELECT value FROM guild_settings WHERE guild_id = ? AND key = ?", [guild_id or 0, key]
        ).fetchone()
        return json.loads(row[0]) if row else default

    def set_guild_setting(self, guild_id: int | None, key: str, value) -> None:
        with self.db.atomic():
            self.db.execute(
                "INSERT OR REPLACE INTO guild_settings (guild_id, key, value) VALUES (?, ?, ?)",
                [guild_id or 0, key, _dump(value)],
            )

    def user_setting(self, user_id: int, key: str, default=None):
        row = self.db.execute(
            "SELECT value FROM user_settings WHERE user_id = ? AND key = ?", [user_id, key]
        ).fetchone()
        return json.loads(row[0]) if row else default

    def set_user_setting(self, user_id: int, key: str, value) -> None:
        with self.db.atomic():
            self.db.execute(
                "INSERT OR REPLACE INTO user_settings (user_id, key, value) VALUES (?, ?, ?)",
                [user_id, key, _dump(value)],
            )

    # -- user-added rule summaries ------------------------------------------
    def add_summary(self, name: str, game: str, text: str, added_by: int, added_at: str) -> None:
        """Add or replace (same game and name) a rule summary a user uploaded."""
        with self.db.atomic():
            self.db.execute(
                "INSERT INTO summaries (name, game, text, added_by, added_at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(game, name) DO UPDATE SET text = excluded.text, "
                "added_by = excluded.added_by, added_at = excluded.added_at",
                [name, game, text, added_by, added_at],
            )

    def summaries(self) -> list[dict]:
        rows = self.db.execute(
            "SELECT name, game, text, added_by, added_at FROM summaries ORDER BY id"
        ).fetchall()
        return [
            dict(zip(("name", "game", "text", "added_by", "added_at"), r, strict=False))
            for r in rows
        ]

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
        row = self.db.execute(
            "SELECT game_id, channel_id, due_at, every_hours, version, sent_version "
            "FROM reminders WHERE game_id = ?",
            [game_id],
        ).fetchone()
        return (
            dict(
                zip(
                    ("game_id", "channel_id", "due_at", "every_hours", "version", "sent_version"),
                    row,
                    strict=False,
                )
            )
            if row
            else None
        )

    def clear_reminder(self, game_id: int) -> None:
        with self.db.atomic():
            self.db.execute("DELETE FROM reminders WHERE game_id = ?", [game_id])

    def due_reminders(self, now: str) -> list[dict]:
        rows = self.db.execute(
            "SELECT r.game_id, r.channel_id, r.due_at, r.every_hours, r.version, r.sent_version, g.version "
            "FROM reminders r JOIN games g ON g.id = r.game_id "
            "WHERE r.due_at <= ? AND g.status != 'ended' ORDER BY r.due_at",
            [now],
        ).fetchall()
        keys = (
            "game_id",
            "channel_id",
            "due_at",
            "every_hours",
            "version",
            "sent_version",
            "game_version",
        )
        return [dict(zip(keys, r, strict=False)) for r in rows]

    def claim_reminder(
        self, game_id: int, due_at: str, next_due: str | None, outbox: list[dict] | None = None
    ) -> bool:
        """Mark a due reminder as sent, once: returns False if another worker (or an
        earlier run before a crash) already claimed this due time. Its message goes
        into the outbox in the same transaction, so a claimed reminder is never lost."""
        with self.db.atomic():
            if next_due is None:
                cur = self.db.execute(
                    "DELETE FROM reminders WHERE game_id = ? AND due_at = ?", [game_id, due_at]
                )
            else:
                cur = self.db.execute(
                    "UPDATE reminders SET due_at = ? WHERE game_id = ? AND due_at = ?",
                    [next_due, game_id, due_at],
                )
            if cur.rowcount != 1:
                return False
            self._insert_outbox(outbox, game_id, due_at)
            return True

    # -- outbox ------------------------------------------------------------
    _OUTBOX_COLS = (
        "id",
        "channel_id",
        "game_id",
        "kind",
        "edit_key",
        "version",
        "payload",
        "created_at",
        "attempts",
        "next_at",
        "delivered_at",
        "last_error",
    )

    def _insert_outbox(self, rows: list[dict] | None, game_id: int | None, now: str) -> None:
        """Rows are ``{"channel_id", "kind", "payload", "edit_key"?, "version"?}``;
        the ids they get are written back into each row as ``"id"``."""
        for row in rows or []:
            cur = self.db.execute(
                "INSERT INTO outbox (channel_id, game_id, kind, edit_key, version, payload,"
                " created_at, attempts, next_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)",
                [
                    row["channel_id"],
                    row.get("game_id", game_id),
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
        """Undelivered rows, oldest first (of one channel, or of all); with ``due``, only
        those whose ``next_at`` (a retry time, or a hold while an interaction answers
        with the row) is not after it."""
        sql = f"SELECT {', '.join(self._OUTBOX_COLS)} FROM outbox WHERE delivered_at IS NULL"
        params: list = []
        if due is not None:
            sql += " AND next_at <= ?"
            params.append(due)
        if channel_id is not None:
            sql += " AND channel_id = ?"
            params.append(channel_id)
        sql += " ORDER BY id LIMIT ?"
        params.append(limit)
        rows = self.db.execute(sql, params).fetchall()
        return [dict(zip(self._OUTBOX_COLS, r, strict=True)) for r in rows]

    def outbox_row(self, row_id: int) -> dict | None:
        row = self.db.execute(
            f"SELECT {', '.join(self._OUTBOX_COLS)} FROM outbox WHERE id = ?", [row_id]
        ).fetchone()
        return dict(zip(self._OUTBOX_COLS, row, strict=True)) if row else None

    def mark_delivered(self, row_id: int, now: str, note: str | None = None) -> None:
        with self.db.atomic():
            self.db.execute(
                "UPDATE outbox SET delivered_at = ?, last_error = coalesce(?, last_error)"
                " WHERE id = ? AND delivered_at IS NULL",
                [now, note, row_id],
            )

    def release_outbox(self, row_id: int | None = None) -> None:
        """Make a held or waiting row (or every pending row) due now."""
        with self.db.atomic():
            if row_id is None:
                self.db.execute("UPDATE outbox SET next_at = '' WHERE delivered_at IS NULL")
            else:
                self.db.execute("UPDATE outbox SET next_at = '' WHERE id = ?", [row_id])

    def mark_failed(self, row_id: int, error: str, next_at: str) -> None:
        """One more failed attempt; try again at ``next_at``."""
        with self.db.atomic():
            self.db.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_at = ?"
                " WHERE id = ?",
                [error[:500], next_at, row_id],
            )

    def prune_outbox(self, before: str) -> int:
        """Forget delivered rows older than ``before``."""
        with self.db.atomic():
            cur = self.db.execute(
                "DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?", [before]
            )
            return cur.rowcount
