"""The only place with SQL. One transaction per command; a stale writer is refused."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from sqlite_utils import Database

from .migrations import migrations


class StaleWrite(Exception):
    """The game changed since it was loaded (its version moved on)."""


class ChannelBusy(Exception):
    """The channel already has a live game."""


class QuotaExceeded(Exception):
    """A server's uploaded summaries would pass its quota (``limit`` is "count" or
    "bytes"; ``count``/``used`` are the usage before the refused write)."""

    def __init__(self, limit: str, count: int, used: int):
        super().__init__(limit)
        self.limit, self.count, self.used = limit, count, used


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
    ) -> Loaded:
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
            game_id = cur.lastrowid
            self._insert_events(game_id, 1, events, now, actor)
        return Loaded(game_id, 1, game, game["game"], channel_id, guild_id)

    def save(
        self,
        loaded: Loaded,
        game: dict,
        events: list[dict],
        now: str,
        actor: int | None,
        expected_version: int | None = None,
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

    # -- user-added rule summaries (one set per server) ----------------------
    _SUMMARY_COLS = ("guild_id", "name", "game", "text", "added_by", "added_at", "bytes")

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
        """Add, or replace (same server, game and name), a summary a user uploaded.

        With ``max_count``/``max_bytes`` the server's quota is checked in the same
        transaction (a replaced file frees its own size): over it, nothing is written
        and :class:`QuotaExceeded` says which limit and the usage. Returns
        ``{"replaced": bool, "count": n, "bytes": b}`` (the usage after the write)."""
        size = len(text.encode("utf-8"))
        with self.db.atomic():
            old = self.db.execute(
                "SELECT bytes FROM summaries WHERE guild_id = ? AND game = ? AND name = ?",
                [guild_id, game, name],
            ).fetchone()
            count, used = self.db.execute(
                "SELECT count(*), coalesce(sum(bytes), 0) FROM summaries WHERE guild_id = ?",
                [guild_id],
            ).fetchone()
            new_count = count + (0 if old else 1)
            new_bytes = used - (old[0] or 0 if old else 0) + size
            if max_count is not None and new_count > max_count:
                raise QuotaExceeded("count", count, used)
            if max_bytes is not None and new_bytes > max_bytes:
                raise QuotaExceeded("bytes", count, used)
            self.db.execute(
                "INSERT INTO summaries (guild_id, name, game, text, added_by, added_at, bytes) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(guild_id, game, name) DO UPDATE SET text = excluded.text, "
                "added_by = excluded.added_by, added_at = excluded.added_at, "
                "bytes = excluded.bytes",
                [guild_id, name, game, text, added_by, added_at, size],
            )
        return {"replaced": bool(old), "count": new_count, "bytes": new_bytes}

    def summaries(self, guild_id: int | None = None) -> list[dict]:
        """One server's uploaded summaries (oldest first); every server's without
        ``guild_id`` (tools only: a server never sees another's)."""
        sql = f"SELECT {', '.join(self._SUMMARY_COLS)} FROM summaries"
        params: list = []
        if guild_id is not None:
            sql += " WHERE guild_id = ?"
            params.append(guild_id)
        rows = self.db.execute(sql + " ORDER BY id", params).fetchall()
        return [dict(zip(self._SUMMARY_COLS, r, strict=True)) for r in rows]

    def reassign_summaries(self, from_guild: int, to_guild: int) -> int:
        """Move one server's summaries to another (an operator adopting the summaries a
        migration could not place); a name the target already has stays where it was.
        Returns how many moved."""
        with self.db.atomic():
            cur = self.db.execute(
                "UPDATE summaries SET guild_id = ? WHERE guild_id = ? AND NOT EXISTS ("
                "SELECT 1 FROM summaries t WHERE t.guild_id = ? AND t.game = summaries.game "
                "AND t.name = summaries.name)",
                [to_guild, from_guild, to_guild],
            )
            return int(cur.rowcount)

    def summary_list(self, guild_id: int) -> list[dict]:
        """A server's summaries without their text: name, game, bytes, who, when."""
        cols = ("name", "game", "bytes", "added_by", "added_at")
        rows = self.db.execute(
            f"SELECT {', '.join(cols)} FROM summaries WHERE guild_id = ? ORDER BY game, name",
            [guild_id],
        ).fetchall()
        return [dict(zip(cols, r, strict=True)) for r in rows]

    def summary_usage(self, guild_id: int) -> tuple[int, int]:
        """(summaries, bytes) a server has stored."""
        row = self.db.execute(
            "SELECT count(*), coalesce(sum(bytes), 0) FROM summaries WHERE guild_id = ?",
            [guild_id],
        ).fetchone()
        return int(row[0]), int(row[1])

    def remove_summary(self, guild_id: int, name: str, game: str | None = None) -> list[dict]:
        """Delete a server's summaries called ``name`` (of ``game`` when given); returns
        what was removed (name and game), empty when nothing matched."""
        sql = "FROM summaries WHERE guild_id = ? AND name = ?"
        params: list = [guild_id, name]
        if game:
            sql += " AND game = ?"
            params.append(game)
        with self.db.atomic():
            rows = self.db.execute(f"SELECT name, game {sql}", params).fetchall()
            self.db.execute(f"DELETE {sql}", params)
        return [{"name": r[0], "game": r[1]} for r in rows]

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
        return [dict(zip(keys, r)) for r in rows]

    def claim_reminder(self, game_id: int, due_at: str, next_due: str | None) -> bool:
        """Mark a due reminder as sent, once: returns False if another worker (or an
        earlier run before a crash) already claimed this due time."""
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
            return cur.rowcount == 1
