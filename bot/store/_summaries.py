"""Uploaded rule summaries (one set per server): their SQL and its logic, written once
for both stores, the way :func:`bot.store._sql.pending_outbox_query` is for the outbox.

A :class:`SummarySql` runs statements through its store's ``execute`` (SQLite's
``Database.execute`` or psycopg's ``Connection.execute``: both return a cursor) with
that store's parameter placeholder (``?`` or ``%s``). It opens no transaction: the
store wraps the calls that need one (``add``, ``remove``) in its own, and PostgreSQL
also takes its per-server advisory lock there before ``add``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store.errors import QuotaExceeded

# what :meth:`SummarySql.rows` and :meth:`SummarySql.listing` return, per row
SUMMARY_COLS = ("guild_id", "name", "game", "text", "added_by", "added_at", "bytes")
LIST_COLS = ("name", "game", "bytes", "added_by", "added_at")


@dataclass(frozen=True)
class SummarySql:
    execute: Callable[[str, Sequence[Any]], Any]
    ph: str  # the backend's parameter placeholder

    def _guild_filter(self, guild_id: int | None) -> tuple[str, list[Any]]:
        """`` WHERE guild_id = ?`` for one server; nothing (every server) for None."""
        if guild_id is None:
            return "", []
        return f" WHERE guild_id = {self.ph}", [guild_id]

    def stamp(self, guild_id: int | None) -> str:
        """Changes whenever a summary (of one server, or of any) is added, replaced or
        removed, by any process: an index built from another stamp is out of date."""
        where, params = self._guild_filter(guild_id)
        row = self.execute(
            "SELECT count(*), coalesce(max(id), 0), coalesce(max(added_at), '')"
            f" FROM summaries{where}",
            params,
        ).fetchone()
        return f"{row[0]}:{row[1]}:{row[2]}"

    def rows(self, guild_id: int | None) -> list[dict]:
        """One server's summaries (oldest first); every server's for None (tools only:
        a server never sees another's). Keys: :data:`SUMMARY_COLS`."""
        where, params = self._guild_filter(guild_id)
        rows = self.execute(
            f"SELECT {', '.join(SUMMARY_COLS)} FROM summaries{where} ORDER BY id", params
        ).fetchall()
        return [dict(zip(SUMMARY_COLS, r, strict=True)) for r in rows]

    def listing(self, guild_id: int) -> list[dict]:
        """A server's summaries without their text (keys: :data:`LIST_COLS`), by game
        and name."""
        rows = self.execute(
            f"SELECT {', '.join(LIST_COLS)} FROM summaries WHERE guild_id = {self.ph}"
            " ORDER BY game, name",
            [guild_id],
        ).fetchall()
        return [dict(zip(LIST_COLS, r, strict=True)) for r in rows]

    def usage(self, guild_id: int) -> tuple[int, int]:
        """(summaries, bytes) a server has stored."""
        row = self.execute(
            f"SELECT count(*), coalesce(sum(bytes), 0) FROM summaries WHERE guild_id = {self.ph}",
            [guild_id],
        ).fetchone()
        return int(row[0]), int(row[1])

    def add(
        self,
        guild_id: int,
        game: str,
        name: str,
        text: str,
        max_count: int | None,
        max_bytes: int | None,
        added_by: int,
        added_at: str,
    ) -> dict:
        """Add, or replace (same server, game and name: the unique key), a summary a
        user uploaded, within the server's quota (``max_count`` summaries and
        ``max_bytes`` bytes, None: no limit; a replaced file frees its own size); run
        it in one transaction. Over the quota nothing is written and :class:`QuotaExceeded` says
        which limit and the usage before. Returns ``{"replaced": bool, "count": n,
        "bytes": b}`` (the usage after the write)."""
        ph = self.ph
        size = len(text.encode("utf-8"))
        old = self.execute(
            f"SELECT bytes FROM summaries WHERE guild_id = {ph} AND game = {ph} AND name = {ph}",
            [guild_id, game, name],
        ).fetchone()
        count, used = self.usage(guild_id)
        new_count = count + (0 if old else 1)
        new_bytes = used - ((old[0] or 0) if old else 0) + size
        if max_count is not None and new_count > max_count:
            raise QuotaExceeded("count", count, used)
        if max_bytes is not None and new_bytes > max_bytes:
            raise QuotaExceeded("bytes", count, used)
        self.execute(
            "INSERT INTO summaries (guild_id, name, game, text, added_by, added_at, bytes)"
            f" VALUES ({ph}, {ph}, {ph}, {ph}, {ph}, {ph}, {ph})"
            " ON CONFLICT (guild_id, game, name) DO UPDATE SET text = excluded.text,"
            " added_by = excluded.added_by, added_at = excluded.added_at,"
            " bytes = excluded.bytes",
            [guild_id, name, game, text, added_by, added_at, size],
        )
        return {"replaced": bool(old), "count": new_count, "bytes": new_bytes}

    def remove(self, guild_id: int, name: str, game: str | None) -> list[dict]:
        """Delete a server's summaries called ``name`` (of ``game`` when given); run it
        in one transaction. Returns what was removed (name and game), empty when
        nothing matched."""
        ph = self.ph
        sql = f"FROM summaries WHERE guild_id = {ph} AND name = {ph}"
        params: list[Any] = [guild_id, name]
        if game:
            sql += f" AND game = {ph}"
            params.append(game)
        rows = self.execute(f"SELECT name, game {sql}", params).fetchall()
        self.execute(f"DELETE {sql}", params)
        return [{"name": r[0], "game": r[1]} for r in rows]

    def reassign(self, from_guild: int, to_guild: int) -> int:
        """Move one server's summaries to another (an operator adopting the summaries a
        migration could not place); a name the target already has stays where it was.
        One statement. Returns how many moved."""
        ph = self.ph
        cur = self.execute(
            f"UPDATE summaries SET guild_id = {ph} WHERE guild_id = {ph} AND NOT EXISTS ("
            f"SELECT 1 FROM summaries t WHERE t.guild_id = {ph} AND t.game = summaries.game"
            " AND t.name = summaries.name)",
            [to_guild, from_guild, to_guild],
        )
        return int(cur.rowcount)
