"""The statements both stores run word for word, written once (the uploaded
summaries' are :class:`bot.store._summaries.SummarySql`, reached through
:attr:`StoreSql.summaries`; the outbox's pending query is :func:`pending_outbox_query`).

A :class:`StoreSql` runs statements through its store's ``execute`` (SQLite's
``Database.execute`` or psycopg's ``Connection.execute``: both return a cursor) with
that store's parameter placeholder (``?`` or ``%s``). It opens no transaction and
takes no lock: each store wraps the calls as it did before (SQLite in
``db.atomic()``, PostgreSQL a single statement in autocommit, or its own ``_tx()``).
Only SQL that is the same on both backends belongs here (an ``ON CONFLICT`` upsert
both spell alike included): upserts that differ, advisory locks, ``RETURNING`` and the
hot path (load, save, create and their inserts) stay in each store."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store._summaries import SummarySql

# the outbox's columns, in the order both backends read them
OUTBOX_COLS = (
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
PENDING_OUTBOX_KEYS = (*OUTBOX_COLS, "guild_id")


def pending_outbox_query(
    ph: str, channel_id: int | None, limit: int, due: str | None
) -> tuple[str, list[Any]]:
    """The query of undelivered outbox rows, oldest first (of one channel, or of all),
    each with its ``guild_id``: its game's, else the row's own (a DM copy of a private
    roll: the server it was made in), NULL for a row of no server at all (a command in
    a DM). A process serving some shards sends only its own rows. With ``due``, only
    those whose ``next_at`` (a retry time, or a hold while an interaction answers with
    the row) is not after it. ``ph`` is the backend's parameter placeholder (``?`` or
    ``%s``); columns as :data:`PENDING_OUTBOX_KEYS`."""
    cols = ", ".join(f"o.{c}" for c in OUTBOX_COLS)
    sql = (
        f"SELECT {cols}, coalesce(g.guild_id, o.guild_id)"
        " FROM outbox o LEFT JOIN games g ON g.id = o.game_id"
        " WHERE o.delivered_at IS NULL"
    )
    params: list[Any] = []
    if due is not None:
        sql += f" AND o.next_at <= {ph}"
        params.append(due)
    if channel_id is not None:
        sql += f" AND o.channel_id = {ph}"
        params.append(channel_id)
    sql += f" ORDER BY o.id LIMIT {ph}"
    params.append(limit)
    return sql, params


# what :meth:`StoreSql.reminder` returns
REMINDER_COLS = ("game_id", "channel_id", "due_at", "every_hours", "version", "sent_version")
# what :meth:`StoreSql.due_reminders` returns, per reminder
# (``moved_at``: the game's last saved change, i.e. its last move; a logged roll is not one)
DUE_REMINDER_KEYS = (*REMINDER_COLS, "game_version", "guild_id", "moved_at")


@dataclass(frozen=True)
class StoreSql:
    execute: Callable[[str, Sequence[Any] | None], Any]
    ph: str  # the backend's parameter placeholder

    @property
    def summaries(self) -> SummarySql:
        """The uploaded summaries' statements, through the same ``execute``."""
        return SummarySql(self.execute, self.ph)

    # -- reminders -----------------------------------------------------------
    def reminder(self, game_id: int) -> dict | None:
        """A game's reminder (keys: :data:`REMINDER_COLS`), None when it has none."""
        row = self.execute(
            f"SELECT {', '.join(REMINDER_COLS)} FROM reminders WHERE game_id = {self.ph}",
            [game_id],
        ).fetchone()
        return dict(zip(REMINDER_COLS, row, strict=True)) if row else None

    def clear_reminder(self, game_id: int) -> None:
        self.execute(f"DELETE FROM reminders WHERE game_id = {self.ph}", [game_id])

    def due_reminders(self, now: str) -> list[dict]:
        """Reminders due at ``now`` of games not ended, earliest first (keys:
        :data:`DUE_REMINDER_KEYS`: the reminder's, its game's version, server and last
        change)."""
        rows = self.execute(
            "SELECT r.game_id, r.channel_id, r.due_at, r.every_hours, r.version,"
            " r.sent_version, g.version, g.guild_id, g.updated_at"
            " FROM reminders r JOIN games g ON g.id = r.game_id"
            f" WHERE r.due_at <= {self.ph} AND g.status != 'ended' ORDER BY r.due_at",
            [now],
        ).fetchall()
        return [dict(zip(DUE_REMINDER_KEYS, r, strict=True)) for r in rows]

    def claim_reminder(self, game_id: int, due_at: str, next_due: str | None) -> bool:
        """Move a reminder due at ``due_at`` on to ``next_due`` (delete it for None);
        False when it is no longer due then (another worker, or an earlier run, claimed
        it). One conditional statement; the caller's transaction adds its message."""
        ph = self.ph
        if next_due is None:
            cur = self.execute(
                f"DELETE FROM reminders WHERE game_id = {ph} AND due_at = {ph}", [game_id, due_at]
            )
        else:
            cur = self.execute(
                f"UPDATE reminders SET due_at = {ph} WHERE game_id = {ph} AND due_at = {ph}",
                [next_due, game_id, due_at],
            )
        return bool(cur.rowcount == 1)

    # -- dice aliases --------------------------------------------------------
    def dice_aliases(self, guild_id: int) -> dict[str, str]:
        """A server's aliases, name -> expression, by name."""
        rows = self.execute(
            f"SELECT name, expr FROM dice_aliases WHERE guild_id = {self.ph} ORDER BY name",
            [guild_id],
        ).fetchall()
        return {r[0]: r[1] for r in rows}

    def dice_alias_exists(self, guild_id: int, name: str) -> bool:
        ph = self.ph
        return (
            self.execute(
                f"SELECT 1 FROM dice_aliases WHERE guild_id = {ph} AND name = {ph}",
                [guild_id, name],
            ).fetchone()
            is not None
        )

    def dice_alias_count(self, guild_id: int) -> int:
        row = self.execute(
            f"SELECT count(*) FROM dice_aliases WHERE guild_id = {self.ph}", [guild_id]
        ).fetchone()
        return int(row[0])

    def delete_dice_alias(self, guild_id: int, name: str) -> bool:
        """True when the alias was there (and is now gone)."""
        ph = self.ph
        cur = self.execute(
            f"DELETE FROM dice_aliases WHERE guild_id = {ph} AND name = {ph}", [guild_id, name]
        )
        return bool(cur.rowcount == 1)

    # -- settings and dashboards ---------------------------------------------
    def guild_setting(self, guild_id: int | None, key: str, default: Any = None) -> Any:
        """A server's setting (guild 0: no server), decoded from its JSON; ``default``
        when unset."""
        ph = self.ph
        row = self.execute(
            f"SELECT value FROM guild_settings WHERE guild_id = {ph} AND key = {ph}",
            [guild_id or 0, key],
        ).fetchone()
        return json.loads(row[0]) if row else default

    def user_setting(self, user_id: int, key: str, default: Any = None) -> Any:
        """A user's setting, decoded from its JSON; ``default`` when unset."""
        ph = self.ph
        row = self.execute(
            f"SELECT value FROM user_settings WHERE user_id = {ph} AND key = {ph}",
            [user_id, key],
        ).fetchone()
        return json.loads(row[0]) if row else default

    def dashboard_ref(self, game_id: int) -> int | None:
        """The message id of a game's dashboard, None when it has none."""
        row = self.execute(
            f"SELECT message_id FROM dashboards WHERE game_id = {self.ph}", [game_id]
        ).fetchone()
        return row[0] if row else None

    def set_dashboard_ref(self, game_id: int, message_id: int | None) -> None:
        """Remember (or, with None, forget) the message id of a game's dashboard."""
        ph = self.ph
        if message_id is None:
            self.execute(f"DELETE FROM dashboards WHERE game_id = {ph}", [game_id])
        else:
            self.execute(
                f"INSERT INTO dashboards (game_id, message_id) VALUES ({ph}, {ph})"
                " ON CONFLICT (game_id) DO UPDATE SET message_id = excluded.message_id",
                [game_id, message_id],
            )

    def claim_dashboard(self, game_id: int, version: int) -> bool:
        """Record that the game's dashboard is about to show ``version``: False (and
        nothing changed) when it already shows a newer one, even if another process
        put it there."""
        ph = self.ph
        cur = self.execute(
            f"INSERT INTO dashboards (game_id, message_id, version) VALUES ({ph}, NULL, {ph})"
            " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version"
            " WHERE dashboards.version IS NULL OR dashboards.version <= excluded.version",
            [game_id, version],
        )
        return bool(cur.rowcount == 1)

    # -- games -----------------------------------------------------------------
    def live_games(self) -> list[tuple[Any, ...]]:
        """Every game not ended, by id: ``(id, version, state, slug, channel_id,
        guild_id)``, the state as its JSON text."""
        return [
            tuple(r)
            for r in self.execute(
                "SELECT id, version, state, slug, channel_id, guild_id FROM games"
                " WHERE status != 'ended' ORDER BY id",
                None,
            ).fetchall()
        ]

    # -- events ----------------------------------------------------------------
    def events(
        self, game_id: int, limit: int, before_id: int | None, include_private: bool
    ) -> list[dict]:
        """A game's last ``limit`` events (before ``before_id`` when given; without the
        private ones unless ``include_private``), oldest first."""
        ph = self.ph
        sql = f"SELECT id, version, at, actor, kind, data, private FROM events WHERE game_id = {ph}"
        params: list[Any] = [game_id]
        if before_id is not None:
            sql += f" AND id < {ph}"
            params.append(before_id)
        if not include_private:
            sql += " AND private = 0"
        sql += f" ORDER BY id DESC LIMIT {ph}"
        params.append(limit)
        rows = self.execute(sql, params).fetchall()
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
        row = self.execute(
            f"SELECT count(*) FROM events WHERE game_id = {self.ph}", [game_id]
        ).fetchone()
        return int(row[0])

    def events_of_kind(self, game_id: int, kind: str) -> list[dict]:
        """The data of one kind of event of a game, in log order."""
        ph = self.ph
        rows = self.execute(
            f"SELECT data FROM events WHERE game_id = {ph} AND kind = {ph} ORDER BY id",
            [game_id, kind],
        ).fetchall()
        return [json.loads(r[0]) for r in rows]

    # -- outbox ----------------------------------------------------------------
    def pending_outbox(self, channel_id: int | None, limit: int, due: str | None) -> list[dict]:
        """See :func:`pending_outbox_query`."""
        sql, params = pending_outbox_query(self.ph, channel_id, limit, due)
        rows = self.execute(sql, params).fetchall()
        return [dict(zip(PENDING_OUTBOX_KEYS, r, strict=True)) for r in rows]

    def outbox_row(self, row_id: int) -> dict | None:
        """One outbox row (keys: :data:`OUTBOX_COLS`), None when there is none."""
        row = self.execute(
            f"SELECT {', '.join(OUTBOX_COLS)} FROM outbox WHERE id = {self.ph}", [row_id]
        ).fetchone()
        return dict(zip(OUTBOX_COLS, row, strict=True)) if row else None

    def mark_delivered(self, row_id: int, now: str, note: str | None) -> None:
        """Delivered at ``now`` (a row already delivered keeps its time); ``note``
        replaces the last error when given."""
        ph = self.ph
        self.execute(
            f"UPDATE outbox SET delivered_at = {ph}, last_error = coalesce({ph}, last_error)"
            f" WHERE id = {ph} AND delivered_at IS NULL",
            [now, note, row_id],
        )

    def release_outbox(self, row_id: int | None) -> None:
        """Make a held or waiting row (or every pending row) due now."""
        if row_id is None:
            self.execute("UPDATE outbox SET next_at = '' WHERE delivered_at IS NULL", None)
        else:
            self.execute(f"UPDATE outbox SET next_at = '' WHERE id = {self.ph}", [row_id])

    def mark_failed(self, row_id: int, error: str, next_at: str) -> None:
        """One more failed attempt (the error cut to 500 characters); try again at
        ``next_at``."""
        ph = self.ph
        self.execute(
            f"UPDATE outbox SET attempts = attempts + 1, last_error = {ph}, next_at = {ph}"
            f" WHERE id = {ph}",
            [error[:500], next_at, row_id],
        )

    def prune_outbox(self, before: str) -> int:
        """Forget delivered rows older than ``before``; returns how many."""
        cur = self.execute(
            f"DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < {self.ph}",
            [before],
        )
        return int(cur.rowcount)
