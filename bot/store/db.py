"""The store: the one class every backend runs, and the only SQL of Herald.

:class:`Store` is written once, on a :data:`~bot.store.dialect.Dialect` (SQLite or
PostgreSQL: how to connect, transactions, locks, ids, bulk copies). One transaction
per command; a save carries the version it was computed from, and a stale one is
refused (:class:`StaleWrite`)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from bot.store.dialect import Conn, Dialect, Postgres, SQLite, is_postgres, sqlite_path
from bot.store.errors import ChannelBusy, QuotaExceeded, StaleWrite, StoreOpenError, first_line
from bot.store.jsontext import dump
from bot.store.migrations import MIGRATIONS, TABLES

__all__ = ["Store", "Loaded", "RecentGames", "StaleWrite", "ChannelBusy", "TABLES"]
Json = dict[str, Any]  # a JSON object: a game's state, an event, an outbox row

# an outbox row with its server: its game's, else its own (a row with no game)
_OUTBOX_ROWS = (
    "SELECT o.id, o.channel_id, o.game_id, o.kind, o.edit_key, o.version, o.payload,"
    " o.created_at, o.attempts, o.next_at, o.delivered_at, o.last_error,"
    " coalesce(g.guild_id, o.guild_id) AS guild_id"
    " FROM outbox o LEFT JOIN games g ON g.id = o.game_id"
)
# advisory-lock namespaces (PostgreSQL; SQLite's write lock already serialises)
_SUMMARY_LOCK = 0x5355_4D4D  # "SUMM": one quota check per server at a time
_ALIAS_LOCK = 0x4449_4345  # "DICE"
_MARK_LOCK = 0x4D41_524B  # "MARK": one writer of guild 0's marks at a time

_GAME_COLS = "id, version, state, slug, channel_id, guild_id"
_INSERT_EVENT = (
    "INSERT INTO events (game_id, version, at, actor, kind, data, private)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_OUTBOX = (
    "INSERT INTO outbox (channel_id, game_id, guild_id, kind, edit_key, version, payload,"
    " created_at, attempts, next_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?) RETURNING id"
)
Scope = Literal["guild", "user"]  # whose setting: a server's or a user's
# the tables row() reads by one key
Keyed = Literal["dashboards", "reminders", "deadlines", "outbox"]
_UPSERT = {
    of: f"INSERT INTO {of}_settings ({of}_id, key, value) VALUES (?, ?, ?)"
    f" ON CONFLICT ({of}_id, key) DO UPDATE SET value = excluded.value"
    for of in ("guild", "user")
}
_CLAIM_DASHBOARD = (
    "INSERT INTO dashboards (game_id, message_id, version) VALUES (?, NULL, ?)"
    " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version"
    " WHERE dashboards.version IS NULL OR dashboards.version <= excluded.version"
)
_MARK_DELIVERED = (
    "UPDATE outbox SET delivered_at = ?, last_error = coalesce(?, last_error)"
    " WHERE id = ? AND delivered_at IS NULL"
)
_SET_REMINDER = (
    "INSERT INTO reminders (game_id, channel_id, due_at, every_hours, version, sent_version)"
    " VALUES (?, ?, ?, ?, ?, NULL) ON CONFLICT (game_id) DO UPDATE"
    " SET channel_id = excluded.channel_id, due_at = excluded.due_at,"
    " every_hours = excluded.every_hours, version = excluded.version, sent_version = NULL"
)
_UPDATE_GAME = (
    "UPDATE games SET state = ?, status = ?, version = version + 1, updated_at = ?"
    " WHERE id = ? AND version = ?"
)
# The whole save as one statement (a dialect whose statements may change several
# tables: PostgreSQL): the versioned UPDATE; then, only if it matched, the events, the
# outbox rows (ids drawn in row order) and the settings. The rows travel as one JSON
# parameter, so the text is the same for any number of them and is prepared once.
# Each data-modifying part runs whether or not anything reads it (PostgreSQL's rule):
# only the ids are returned. The delivered marks are found by id with
# ``= ANY (ARRAY(...))``, an index lookup whatever the outbox's statistics say:
# ``IN (SELECT ...)`` was planned as a scan of every undelivered row while the table
# had no statistics yet (about 3 ms a save at 8,000 undelivered rows;
# ``bench/store.py`` on PostgreSQL 257 -> 1,010 commands/s).
_SAVE_ONE_STATEMENT = (
    """
WITH p AS (SELECT CAST(? AS jsonb) AS j),
g AS ("""
    + _UPDATE_GAME
    + """ RETURNING id, version),
ev AS (
    INSERT INTO events (game_id, version, at, actor, kind, data, private)
    SELECT g.id, g.version, p.j->>'now', (p.j->>'actor')::bigint, e.v->>0, e.v->>1, 0
    FROM g, p, jsonb_array_elements(p.j->'ev') WITH ORDINALITY AS e(v, n) ORDER BY e.n
), ob AS MATERIALIZED (
    SELECT nextval('outbox_id_seq') AS id, o.v, o.n
    FROM g, p, jsonb_array_elements(p.j->'ob') WITH ORDINALITY AS o(v, n) ORDER BY o.n
), obi AS (
    INSERT INTO outbox (id, channel_id, game_id, guild_id, kind, edit_key, version, payload,
        created_at, attempts, next_at)
    SELECT id, (v->>0)::bigint, (v->>1)::bigint, (v->>2)::bigint, v->>3, v->>4,
        (v->>5)::integer, v->>6, v->>7, 0, v->>8
    FROM ob ORDER BY n
), gs AS (
    INSERT INTO guild_settings (guild_id, key, value)
    SELECT (s.v->>0)::bigint, s.v->>1, s.v->>2 FROM g, p, jsonb_array_elements(p.j->'gs') AS s(v)
    ON CONFLICT (guild_id, key) DO UPDATE SET value = excluded.value
), us AS (
    INSERT INTO user_settings (user_id, key, value)
    SELECT (s.v->>0)::bigint, s.v->>1, s.v->>2 FROM g, p, jsonb_array_elements(p.j->'us') AS s(v)
    ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value
), dl AS (
    UPDATE outbox SET delivered_at = p.j->>'now' FROM g, p
    WHERE outbox.id = ANY (ARRAY(
            SELECT d.v::bigint FROM p, jsonb_array_elements_text(p.j->'dl') AS d(v)))
        AND outbox.delivered_at IS NULL
), cl AS (
    INSERT INTO dashboards (game_id, message_id, version)
    SELECT (c.v->>0)::bigint, NULL, (c.v->>1)::integer
    FROM g, p, jsonb_array_elements(p.j->'cl') AS c(v)
    ON CONFLICT (game_id) DO UPDATE SET version = excluded.version
    WHERE dashboards.version IS NULL OR dashboards.version <= excluded.version
)
SELECT ARRAY(SELECT id FROM ob ORDER BY n) FROM g
"""
)


@dataclass
class Loaded:
    game_id: int
    version: int
    game: Json
    slug: str
    channel_id: int
    guild_id: int | None


def _loaded(r: Sequence[Any]) -> Loaded:
    """A game from its row ``(id, version, state, slug, channel_id, guild_id)``."""
    return Loaded(r[0], r[1], json.loads(r[2]), r[3], r[4], r[5])


class RecentGames:
    """Each channel's live game as this process last read or wrote it (kept as the
    stored JSON text: each reader gets its own copy), or that it has none. Only a hint
    for the service's next command in that channel, saving it a trip to the database:
    a save checks the version, so an entry another process has since made stale costs a
    :class:`StaleWrite` and a fresh load, never a lost or doubled change; a refusal
    decided on a hint is confirmed on a fresh load. An entry never goes back to an
    older version of its game."""

    LIMIT = 10_000  # channels
    BUDGET = 64 * 2**20  # characters of state text in all: emptied when past either

    def __init__(self) -> None:
        # channel -> its game's row as loaded (_GAME_COLS: the state as text), or None:
        # no live game
        self._by_channel: dict[int, Sequence[Any] | None] = {}
        self._size = 0

    def remember(self, channel_id: int, row: Sequence[Any] | None) -> None:
        """``row``: the channel's live game as :meth:`Store.load` reads it; None: the
        channel has none."""
        old = self._by_channel.get(channel_id)
        if row is not None and old is not None and old[0] == row[0] and old[1] > row[1]:
            return
        grow = (len(row[2]) if row else 0) - (len(old[2]) if old else 0)
        full = channel_id not in self._by_channel and len(self._by_channel) >= self.LIMIT
        if self._size + grow > self.BUDGET or full:
            self.forget()
            grow = len(row[2]) if row else 0
        self._by_channel[channel_id] = row
        self._size += grow

    def forget(self, channel_id: int | None = None) -> None:
        if channel_id is None:
            self._by_channel.clear()
            self._size = 0
        elif (old := self._by_channel.pop(channel_id, None)) is not None:
            self._size -= len(old[2])

    def forget_guild(self, guild_id: int) -> None:
        """Forget the channels whose game is a game of ``guild_id``."""
        for channel_id, row in list(self._by_channel.items()):
            if row is not None and row[5] == guild_id:
                self.forget(channel_id)

    def get(self, channel_id: int) -> tuple[Loaded | None, bool]:
        """``(game or None, True)`` when the channel is known, else ``(None, False)``."""
        if channel_id not in self._by_channel:
            return None, False
        hit = self._by_channel[channel_id]
        return (None if hit is None else _loaded(hit)), True


class Store:
    """Every call the service, the adapters and the tools make, on either backend."""

    def __init__(self, dialect: Dialect) -> None:
        # the database: how to connect, the transactions, and what the async layer asks
        # of it directly (its workers, classify, check, reconnect, idle)
        self.db = dialect
        self.path = dialect.path
        # what the async layer answers without a query (AsyncStore.load_recent and
        # .dice_aliases): each channel's game as last read or written, and each server's
        # dice aliases (each change is one dict operation: no lock needed between the
        # store's threads)
        self.recent = RecentGames()
        self.aliases: dict[int, dict[str, str]] = {}

    # -- opening and health ----------------------------------------------------------
    @classmethod
    def open(
        cls,
        db: str | Path,
        migrate: bool = True,
        busy_timeout_ms: int = 5000,
        lease: bool = False,
    ) -> Store:
        """The database ``db`` names: ``postgresql://...`` or a SQLite file (a path or
        ``sqlite:///path``), migrated unless ``migrate`` is False. ``lease`` (one writer
        per file) is SQLite's; PostgreSQL serves several processes. Raises
        :class:`~bot.store.errors.StoreOpenError` with a one-line message."""
        db = str(db)
        dialect: Dialect = (
            Postgres(db)
            if is_postgres(db)
            else SQLite.open(sqlite_path(db), busy_timeout_ms, lease)
        )
        store = cls(dialect)
        try:
            dialect.conn()  # PostgreSQL connects now: a bad URL fails at start, in one line
            if migrate:
                dialect.migrate()
        except dialect.error as e:
            store.close()
            raise StoreOpenError(
                f"cannot open the database {store.path}: {first_line(e)}"
            ) from None
        return store

    def close(self) -> None:
        self.recent.forget()
        self.db.close()

    def integrity_check(self) -> str:
        """``ok``, or what is wrong: the backend's own check, then every table and
        every migration present."""
        res = self.db.integrity_check()
        if res != "ok":
            return res
        applied = self.db.applied_migrations()
        missing = [m.name for m in MIGRATIONS if m.name not in applied]
        if missing:
            return f"missing migrations: {', '.join(missing)}"
        gone = [t for t in TABLES if not self._one(self.db.table_sql, [t])]
        return f"missing tables: {', '.join(gone)}" if gone else "ok"

    def _one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self.db.conn().execute(sql, params).fetchone()

    def _dicts(self, sql: str, params: Sequence[Any] = ()) -> list[Json]:
        """The rows, each a dict keyed by the statement's column names."""
        cur = self.db.conn().execute(sql, params)
        keys = [d[0] for d in cur.description]
        return [dict(zip(keys, r, strict=True)) for r in cur.fetchall()]

    def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement (a transaction by itself); the rows it changed."""
        return int(self.db.conn().execute(sql, params).rowcount)

    # -- games -------------------------------------------------------------------------
    def load(self, channel_id: int, ended: bool = False) -> Loaded | None:
        """The channel's live game, or with ``ended`` its most recently ended one (its
        log stays readable after ``/game end``); None when it has none."""
        which = "= 'ended' ORDER BY id DESC LIMIT 1" if ended else "!= 'ended'"
        sql = f"SELECT {_GAME_COLS} FROM games WHERE channel_id = ? AND status {which}"
        row = self._one(sql, [channel_id])
        if not ended:
            self.recent.remember(channel_id, row)
        return None if row is None else _loaded(row)

    def create(
        self,
        channel_id: int,
        guild_id: int | None,
        game: Json,
        events: list[Json],
        now: str,
        actor: int | None,
        outbox_for: Callable[[int], list[Json]] | None = None,
        settings_for: Callable[[int], list[tuple[int | None, str, Any]]] | None = None,
        user_settings: list[tuple[int, str, Any]] | None = None,
        reminder: tuple[str, float] | None = None,
    ) -> Loaded:
        """Insert a new game, all in one transaction with: its events; its outbox rows
        (``outbox_for(game_id)``: messages that name the new game); the
        guild settings ``settings_for(game_id)`` and ``user_settings`` (``(id, key,
        value)``); its reminder (``(due_at, every_hours)``). The callables run inside
        the transaction (on a store thread): they only compute. Raises
        :class:`ChannelBusy` when the channel has a live game."""
        text = dump(game)
        try:
            with self.db.transaction() as c:
                game_id = int(
                    c.execute(
                        "INSERT INTO games (channel_id, guild_id, slug, status, version, state,"
                        " created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?) RETURNING id",
                        [channel_id, guild_id, game["game"], game["status"], text, now, now],
                    ).fetchone()[0]
                )
                _insert_events(c, (game_id, 1, now, actor), events)
                _insert_outbox(c, outbox_for(game_id) if outbox_for else [], game_id, now)
                _upsert(c, _UPSERT["guild"], settings_for(game_id) if settings_for else None)
                _upsert(c, _UPSERT["user"], user_settings)
                if reminder is not None:
                    c.execute(_SET_REMINDER, [game_id, channel_id, *reminder, 1])
        except Exception as e:
            self.recent.forget(channel_id)
            if self.db.classify(e) == "conflict":
                raise ChannelBusy(channel_id) from None
            raise
        if game["status"] != "ended":
            self.recent.remember(channel_id, (game_id, 1, text, game["game"], channel_id, guild_id))
        return Loaded(game_id, 1, game, game["game"], channel_id, guild_id)

    def move_game(self, loaded: Loaded, channel_id: int) -> None:
        """Move a live game, its reminder with it, to another channel (``/game move``):
        :class:`ChannelBusy` when that channel has a live game, :class:`StaleWrite`
        when the game changed since ``loaded``. Its id, log and settings stay its own."""
        self.recent.forget(loaded.channel_id)
        self.recent.forget(channel_id)
        try:
            with self.db.transaction() as c:
                sql = "UPDATE games SET channel_id = ? WHERE id = ? AND version = ?"
                if c.execute(sql, [channel_id, loaded.game_id, loaded.version]).rowcount != 1:
                    raise StaleWrite(loaded.channel_id)
                sql = "UPDATE reminders SET channel_id = ? WHERE game_id = ?"
                c.execute(sql, [channel_id, loaded.game_id])
        except Exception as e:
            if self.db.classify(e) == "conflict":
                raise ChannelBusy(channel_id) from None
            raise

    def save(
        self,
        loaded: Loaded,
        game: Json,
        events: list[Json],
        now: str,
        actor: int | None,
        outbox: list[Json] | None = None,
        guild_settings: list[tuple[int | None, str, Any]] | None = None,
        user_settings: list[tuple[int, str, Any]] | None = None,
        delivered: Sequence[int] = (),
    ) -> int:
        """Write ``game`` and its events if the stored version is still the loaded
        one; returns the new version. The ``outbox`` rows (their ids written back as
        ``"id"``), ``guild_settings`` (the service's table record) and ``user_settings``
        (``(id, key, value)``) are written with the state, all or nothing. A stale
        version writes nothing: :class:`StaleWrite`.

        In the same transaction the dashboards among the ``outbox`` rows are claimed
        (:meth:`claim_dashboard`: the version a save makes is its game's newest, so the
        claim always takes and the sender makes none of its own for them) and the
        ``delivered`` outbox rows (sent since an earlier write, of any channel) are
        marked delivered at ``now``."""
        expected = loaded.version
        text = dump(game)
        claims = _claims(outbox)
        try:
            head = [text, game["status"], now, loaded.game_id, expected]
            if isinstance(self.db, Postgres):  # one statement (a data-modifying WITH)
                ev = [[e["kind"], dump(e.get("data", {}))] for e in events]
                rows_json = dump(
                    {
                        "now": now,
                        "actor": actor,
                        "ev": ev,
                        "ob": [_outbox_values(r, loaded.game_id, now) for r in outbox or []],
                        "gs": _settings(guild_settings),
                        "us": _settings(user_settings),
                        "dl": [str(r) for r in delivered],
                        "cl": claims,
                    }
                )
                got = self._one(_SAVE_ONE_STATEMENT, [rows_json, *head])
                ids = list(got[0]) if got is not None else None
            else:
                with self.db.transaction() as c:
                    ids = None
                    if c.execute(_UPDATE_GAME, head).rowcount == 1:
                        _insert_events(c, (loaded.game_id, expected + 1, now, actor), events)
                        _insert_outbox(c, outbox, loaded.game_id, now)
                        ids = [r["id"] for r in outbox or []]
                        _upsert(c, _UPSERT["guild"], guild_settings)
                        _upsert(c, _UPSERT["user"], user_settings)
                        c.executemany(_CLAIM_DASHBOARD, claims)
                        c.executemany(_MARK_DELIVERED, [[now, None, r] for r in delivered])
            if ids is None:
                raise StaleWrite(loaded.channel_id)
        except BaseException:
            self.recent.forget(loaded.channel_id)
            raise
        for r, got_id in zip(outbox or [], ids, strict=True):
            r["id"] = got_id
        row = (loaded.game_id, expected + 1, text, loaded.slug, loaded.channel_id, loaded.guild_id)
        # an ended game: the channel has no live game now
        self.recent.remember(loaded.channel_id, None if game["status"] == "ended" else row)
        return expected + 1

    def append_events(
        self, loaded: Loaded, events: list[Json], now: str, actor: int | None, private: bool = False
    ) -> None:
        """Log without changing the state (dice rolls)."""
        with self.db.transaction() as c:
            _insert_events(c, (loaded.game_id, loaded.version, now, actor), events, private)

    def events(self, game_id: int, limit: int | None = 20, kind: str | None = None) -> list[Json]:
        """A game's last ``limit`` events (None or 0: all), private ones marked (the
        service decides who sees them), of one ``kind`` when given, oldest first."""
        sql = "SELECT id, version, at, actor, kind, data, private FROM events WHERE game_id = ?"
        sql, params = _and(sql, [game_id], {"kind = ?": kind})
        rows = self._dicts(sql + " ORDER BY id DESC LIMIT ?", [*params, limit or 2**62])
        return [
            {**r, "data": json.loads(r["data"]), "private": bool(r["private"])} for r in rows[::-1]
        ]

    def games(
        self, guild_id: int | None = None, slug: str | None = None, live: bool = False
    ) -> list[Loaded]:
        """Games in the order they were started, ended ones included unless ``live``;
        of one server (and one game, ``slug``) when given."""
        ended = "ended" if live else None
        conds = {"status != ?": ended, "guild_id = ?": guild_id, "slug = ?": slug}
        sql, params = _and(f"SELECT {_GAME_COLS} FROM games WHERE true", [], conds)
        return [_loaded(r) for r in self.db.conn().execute(sql + " ORDER BY id", params)]

    def row(self, table: Keyed, key: int) -> Json | None:
        """One row of ``table`` as a dict of its columns, None when there is none: a
        game's dashboard (``message_id``, ``version``) or reminder (``channel_id``,
        ``due_at``, ``every_hours``, ``version``, ``sent_version``) by the game's id, an
        outbox row (delivered or not) by its own id."""
        col = "id" if table == "outbox" else "game_id"
        rows = self._dicts(f"SELECT * FROM {table} WHERE {col} = ?", [key])
        return rows[0] if rows else None

    # -- dashboards --------------------------------------------------------------------
    def set_dashboard_ref(self, game_id: int, message_id: int) -> None:
        """Remember the message id of a game's dashboard."""
        self._write(
            "INSERT INTO dashboards (game_id, message_id) VALUES (?, ?)"
            " ON CONFLICT (game_id) DO UPDATE SET message_id = excluded.message_id",
            [game_id, message_id],
        )

    def claim_dashboard(
        self, game_id: int, version: int, delivered: Sequence[int] = (), now: str = ""
    ) -> bool:
        """Record that the game's dashboard is about to show ``version``: False (and
        nothing changed) when it already shows a newer one, even if another process
        put it there. ``delivered``: outbox rows already sent (the command's answer),
        marked delivered at ``now`` in the same transaction (one round trip for both)."""
        if not delivered:
            return 1 == self._write(_CLAIM_DASHBOARD, [game_id, version])
        with self.db.transaction() as c:
            c.executemany(_MARK_DELIVERED, [[now, None, r] for r in delivered])
            return 1 == c.execute(_CLAIM_DASHBOARD, [game_id, version]).rowcount

    # -- settings ------------------------------------------------------------------------
    def setting(self, of: Scope, owner: int | None, key: str, default: Any = None) -> Any:
        """A setting ``of`` a server (``owner`` 0 or None: no server) or of a user,
        decoded; ``default`` when unset."""
        sql = f"SELECT value FROM {of}_settings WHERE {of}_id = ? AND key = ?"
        row = self._one(sql, [owner or 0, key])
        return json.loads(row[0]) if row else default

    def set_setting(self, of: Scope, owner: int | None, key: str, value: Any) -> None:
        self._write(_UPSERT[of], [owner or 0, key, dump(value)])

    def settings_named(self, of: Scope, key: str, below: int) -> dict[int, Any]:
        """The setting ``key`` of every server or user whose id is below ``below``,
        decoded, by owner."""
        sql = f"SELECT {of}_id, value FROM {of}_settings WHERE key = ? AND {of}_id < ?"
        rows = self.db.conn().execute(sql + f" ORDER BY {of}_id", [key, below])
        return {r[0]: json.loads(r[1]) for r in rows}

    def settings_beginning(self, of: Scope, owner: int | None, prefix: str) -> dict[str, Any]:
        """Every setting ``of`` a server or a user whose key begins with ``prefix``,
        decoded, by key."""
        like = re.sub(r"([!%_])", r"!\1", prefix) + "%"
        sql = f"SELECT key, value FROM {of}_settings WHERE {of}_id = ? AND key LIKE ? ESCAPE '!'"
        rows = self.db.conn().execute(sql + " ORDER BY key", [owner or 0, like])
        return {r[0]: json.loads(r[1]) for r in rows if str(r[0]).startswith(prefix)}

    def mark(self, key: str, name: str, value: str, keep: int) -> None:
        """Set ``name`` to ``value`` in guild 0's setting ``key`` (a dict), as its newest
        entry, keeping the newest ``keep``. One writer at a time: two processes marking
        at once both leave their mark."""
        with self.db.transaction() as c:
            self.db.lock(c, _MARK_LOCK, 0)
            found = self.setting("guild", 0, key, {})  # on the transaction's connection
            marks = dict(found) if isinstance(found, dict) else {}
            marks.pop(name, None)
            marks[name] = value
            c.execute(_UPSERT["guild"], [0, key, dump(dict(list(marks.items())[-keep:]))])

    # -- user-added rule summaries (one set per server) ------------------------------
    def summaries_stamp(self, guild_id: int) -> str:
        """Changes whenever one of a server's summaries is added, replaced or removed, by
        any process: an index built from another stamp is out of date."""
        sql = "SELECT count(*), coalesce(max(id), 0), coalesce(max(added_at), '') FROM summaries"
        row = self._one(sql + " WHERE guild_id = ?", [guild_id])
        return f"{row[0]}:{row[1]}:{row[2]}"

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
    ) -> Json:
        """Add, or replace (same server, game and name), a summary a user uploaded,
        within the server's quota (``max_count`` summaries, ``max_bytes`` bytes; None: no
        limit; a replaced file frees its own size), checked in the same transaction
        under the server's lock, so two processes cannot both take the last place. Over
        the quota nothing is written and :class:`QuotaExceeded` says which limit and
        the usage before. Returns ``{"replaced", "count", "bytes"}`` (usage after)."""
        size = len(text.encode("utf-8"))
        with self.db.transaction() as c:
            self.db.lock(c, _SUMMARY_LOCK, guild_id)
            # the server's usage, and the size of the summary replaced (None: a new one)
            count, used, old = c.execute(
                "SELECT count(*), coalesce(sum(bytes), 0), max(CASE WHEN game = ? AND name = ?"
                " THEN coalesce(bytes, 0) END) FROM summaries WHERE guild_id = ?",
                [game, name, guild_id],
            ).fetchone()
            new_count = count + (0 if old is not None else 1)
            new_bytes = used - (old or 0) + size
            if max_count is not None and new_count > max_count:
                raise QuotaExceeded("count", count, used)
            if max_bytes is not None and new_bytes > max_bytes:
                raise QuotaExceeded("bytes", count, used)
            c.execute(
                "INSERT INTO summaries (guild_id, name, game, text, added_by, added_at, bytes)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, game, name) DO UPDATE"
                " SET text = excluded.text, added_by = excluded.added_by,"
                " added_at = excluded.added_at, bytes = excluded.bytes",
                [guild_id, name, game, text, added_by, added_at, size],
            )
        return {"replaced": old is not None, "count": new_count, "bytes": new_bytes}

    def summaries(self, guild_id: int | None = None) -> list[Json]:
        """One server's uploaded summaries (oldest first); every server's without
        ``guild_id`` (tools only: a server never sees another's)."""
        sql = "SELECT guild_id, name, game, text, added_by, added_at, bytes FROM summaries"
        sql, params = _and(sql + " WHERE true", [], {"guild_id = ?": guild_id})
        return self._dicts(sql + " ORDER BY id", params)

    def reassign_summaries(self, from_guild: int, to_guild: int) -> int:
        """Move one server's summaries to another (an operator adopting the summaries a
        migration could not place); a name the target already has stays where it was.
        Returns how many moved."""
        return self._write(
            "UPDATE summaries SET guild_id = ? WHERE guild_id = ? AND NOT EXISTS ("
            "SELECT 1 FROM summaries t WHERE t.guild_id = ? AND t.game = summaries.game"
            " AND t.name = summaries.name)",
            [to_guild, from_guild, to_guild],
        )

    def summary_list(self, guild_id: int) -> list[Json]:
        """A server's summaries without their text, by game and name."""
        return self._dicts(
            "SELECT name, game, bytes, added_by, added_at FROM summaries WHERE guild_id = ?"
            " ORDER BY game, name",
            [guild_id],
        )

    def remove_summary(self, guild_id: int, name: str, game: str) -> list[Json]:
        """Delete a server's summary ``name`` of ``game``; returns what was removed (its
        name and game), empty when nothing matched."""
        sql = "DELETE FROM summaries WHERE guild_id = ? AND name = ? AND game = ?"
        return self._dicts(sql + " RETURNING name, game", [guild_id, name, game])

    # -- reminders -------------------------------------------------------------------------
    def set_reminder(
        self, game_id: int, channel_id: int, due_at: str, every_hours: float, version: int
    ) -> None:
        self._write(_SET_REMINDER, [game_id, channel_id, due_at, every_hours, version])

    def clear_reminder(self, game_id: int) -> None:
        self._write("DELETE FROM reminders WHERE game_id = ?", [game_id])

    def due_reminders(self, now: str) -> list[Json]:
        """Reminders due at ``now`` of games not ended, earliest first (keys: the
        reminder's, as :meth:`row`'s, and its game's version, server and last saved
        change: ``game_version``, ``guild_id``, ``moved_at``, its last move, a logged
        roll not being one)."""
        return self._dicts(
            "SELECT r.*, g.version AS game_version, g.guild_id, g.updated_at AS moved_at"
            " FROM reminders r JOIN games g ON g.id = r.game_id"
            " WHERE r.due_at <= ? AND g.status != 'ended' ORDER BY r.due_at",
            [now],
        )

    def claim_reminder(
        self, game_id: int, due_at: str, next_due: str | None, outbox: list[Json] | None = None
    ) -> bool:
        """Move a reminder due at ``due_at`` on to ``next_due`` (delete it for None),
        with its message in the outbox, in one transaction: False (nothing written) when
        it is no longer due then (another worker, or an earlier run before a crash,
        claimed it; PostgreSQL re-checks the WHERE after the first commits)."""
        move = "DELETE FROM reminders" if next_due is None else "UPDATE reminders SET due_at = ?"
        params = [game_id, due_at] if next_due is None else [next_due, game_id, due_at]
        with self.db.transaction() as c:
            if c.execute(move + " WHERE game_id = ? AND due_at = ?", params).rowcount != 1:
                return False
            _insert_outbox(c, outbox, game_id, due_at)
        return True

    # -- turn deadlines (/game deadline: bot/service/deadlines.py) --------------------------
    def set_deadline(self, game_id: int, due_at: str) -> None:
        """Wake a game's deadline up at ``due_at`` (no wait acted on yet)."""
        self._write(
            "INSERT INTO deadlines (game_id, due_at, fired) VALUES (?, ?, '[]')"
            " ON CONFLICT (game_id) DO UPDATE SET due_at = excluded.due_at, fired = '[]'",
            [game_id, due_at],
        )

    def clear_deadline(self, game_id: int) -> None:
        self._write("DELETE FROM deadlines WHERE game_id = ?", [game_id])

    def rewind_schedules(self, now: str) -> None:
        """Every reminder and deadline wake-up later than ``now`` moved to ``now``: the
        console's clock went back, and a wake-up is only the time to look again (the
        next check counts from the game's moves and waits, and sends nothing twice)."""
        with self.db.transaction() as c:
            for table in ("reminders", "deadlines"):
                c.execute(f"UPDATE {table} SET due_at = ? WHERE due_at > ?", [now, now])

    def due_deadlines(self, now: str) -> list[Json]:
        """Deadlines due at ``now`` of games not ended, earliest first: ``game_id``,
        ``due_at``, ``fired`` (a list), and the game's ``channel_id`` and ``guild_id``."""
        rows = self._dicts(
            "SELECT d.game_id, d.due_at, d.fired, g.channel_id, g.guild_id"
            " FROM deadlines d JOIN games g ON g.id = d.game_id"
            " WHERE d.due_at <= ? AND g.status != 'ended' ORDER BY d.due_at",
            [now],
        )
        for r in rows:
            fired = json.loads(r.get("fired") or "[]")
            r["fired"] = [str(x) for x in fired] if isinstance(fired, list) else []
        return rows

    def claim_deadline(
        self,
        game_id: int,
        due_at: str,
        next_due: str,
        fired: list[str],
        outbox: list[Json] | None = None,
    ) -> bool:
        """Move a deadline due at ``due_at`` on to ``next_due``, the waits it acted on
        being ``fired``, with its message in the outbox, in one transaction: False
        (nothing written) when it is no longer due then (claimed already)."""
        with self.db.transaction() as c:
            sql = "UPDATE deadlines SET due_at = ?, fired = ? WHERE game_id = ? AND due_at = ?"
            if c.execute(sql, [next_due, dump(fired), game_id, due_at]).rowcount != 1:
                return False
            _insert_outbox(c, outbox, game_id, due_at)
        return True

    # -- dice aliases (cached per server; another process's change: bot/service/marks.py) -
    def dice_aliases(self, guild_id: int) -> dict[str, str]:
        """A server's aliases, name -> expression, by name."""
        sql = "SELECT name, expr FROM dice_aliases WHERE guild_id = ? ORDER BY name"
        found: dict[str, str] = dict(self.db.conn().execute(sql, [guild_id]))
        if len(self.aliases) >= RecentGames.LIMIT:
            self.aliases.clear()
        self.aliases[guild_id] = found
        return dict(found)

    def set_dice_alias(self, guild_id: int, name: str, expr: str, limit: int) -> bool:
        """Add or replace an alias; False (nothing written) if the server already has
        ``limit`` aliases and ``name`` is a new one. The server is locked for the check,
        so two processes cannot both add the last one."""
        self.aliases.pop(guild_id, None)
        with self.db.transaction() as c:
            self.db.lock(c, _ALIAS_LOCK, guild_id)
            count, known = c.execute(
                "SELECT count(*), count(*) FILTER (WHERE name = ?) FROM dice_aliases"
                " WHERE guild_id = ?",
                [name, guild_id],
            ).fetchone()
            if not known and count >= limit:
                return False
            c.execute(
                "INSERT INTO dice_aliases (guild_id, name, expr) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id, name) DO UPDATE SET expr = excluded.expr",
                [guild_id, name, expr],
            )
        return True

    def delete_dice_alias(self, guild_id: int, name: str) -> bool:
        """True when the alias was there (and is now gone)."""
        self.aliases.pop(guild_id, None)
        return 1 == self._write(
            "DELETE FROM dice_aliases WHERE guild_id = ? AND name = ?", [guild_id, name]
        )

    # -- outbox ----------------------------------------------------------------------------
    def enqueue(self, rows: list[Json], now: str, game_id: int | None = None) -> list[int]:
        """Add outbox rows on their own (messages with no state change behind them)."""
        with self.db.transaction() as c:
            _insert_outbox(c, rows, game_id, now)
        return [r["id"] for r in rows]

    def pending_outbox(self, channel_id: int | None = None, due: str | None = None) -> list[Json]:
        """The oldest 500 undelivered rows, oldest first (of one channel, or of all),
        each with its ``guild_id``: its game's, else the row's own (a DM copy of a
        private roll: the server it was made in), None for a row of no server (a command
        in a DM); a process serving some shards sends only its own. With ``due``, only
        those whose ``next_at`` (a retry time, or a hold while an interaction answers
        with the row) is not after it."""
        conds = {"o.next_at <= ?": due, "o.channel_id = ?": channel_id}
        sql, params = _and(_OUTBOX_ROWS + " WHERE o.delivered_at IS NULL", [], conds)
        return self._dicts(sql + " ORDER BY o.id LIMIT 500", params)

    def mark_delivered(self, rows: Sequence[int], now: str, note: str | None = None) -> None:
        """Each of ``rows`` delivered at ``now`` (those already delivered keep their
        time), in one transaction; ``note`` replaces their last error when given."""
        with self.db.transaction() as c:
            c.executemany(_MARK_DELIVERED, [[now, note, r] for r in rows])

    def release_outbox(self, rows: Sequence[int]) -> None:
        """Make these held or waiting rows due now (one delivered meanwhile is left
        alone), in one transaction. Only by id: a process releases the rows it is
        about to send itself, never another process's (bot/adapters/discord/sender.py,
        ``Sender.start``)."""
        with self.db.transaction() as c:
            c.executemany(
                "UPDATE outbox SET next_at = '' WHERE id = ? AND delivered_at IS NULL",
                [[r] for r in rows],
            )

    def mark_failed(self, row_id: int, error: str, next_at: str) -> None:
        """One more failed attempt (the error cut to 500 characters); try again at
        ``next_at``."""
        self._write(
            "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_at = ? WHERE id = ?",
            [error[:500], next_at, row_id],
        )

    def prune_outbox(self, before: str) -> int:
        """Forget delivered rows older than ``before``; returns how many."""
        return self._write(
            "DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?", [before]
        )

    # -- whole tables (herald db copy|backup|check: bot/store/copy.py) ---------------
    def copy_from(self, src: Store) -> dict[str, int]:
        """Every row of ``src``, read as one snapshot, written here (a migrated, empty
        database) in one transaction, ids kept: a copy stopped part-way leaves nothing.
        Returns the rows per table."""
        if any(self.row_counts().values()):
            raise ValueError(f"{self.path} is not empty; copy only into a new database")
        have = self.db.applied_migrations()
        missing = [m for m in src.db.applied_migrations() if m not in have]
        if missing:
            raise ValueError(f"{self.path} lacks migrations {', '.join(missing)}")
        self.recent.forget()
        with src.db.transaction(snapshot=True) as s, self.db.transaction() as c:
            return {t: self.db.put_rows(c, t, *src.db.read_rows(s, t)) for t in TABLES}

    def row_counts(self) -> dict[str, int]:
        """Rows per table (a table missing: -1)."""
        have = [t for t in TABLES if self._one(self.db.table_sql, [t])]
        return {
            t: int(self._one(f"SELECT count(*) FROM {t}")[0]) if t in have else -1 for t in TABLES
        }

    def forget_guild(self, guild_id: int, delete: bool = False) -> dict[str, int]:
        """One server's rows per table: its games with their events, dashboards,
        reminders and deadlines, its settings (its game definitions and learned picks among them),
        summaries, dice aliases, and outbox rows (of its games, or made there without a
        game). With ``delete`` they are deleted, all in one transaction; other servers'
        rows and users' own settings are untouched."""
        mine = "game_id IN (SELECT id FROM games WHERE guild_id = ?)"
        where = {  # every table but games first (their rows name a game)
            "events": mine,
            "dashboards": mine,
            "reminders": mine,
            "deadlines": mine,
            "outbox": f"{mine} OR guild_id = ?",
            "guild_settings": "guild_id = ?",
            "summaries": "guild_id = ?",
            "dice_aliases": "guild_id = ?",
            "games": "guild_id = ?",
        }
        counts: dict[str, int] = {}
        with self.db.transaction() as c:
            for table, cond in where.items():
                sql, params = f"FROM {table} WHERE {cond}", [guild_id] * cond.count("?")
                counts[table] = int(c.execute(f"SELECT count(*) {sql}", params).fetchone()[0])
                if delete:
                    c.execute(f"DELETE {sql}", params)
        if delete:
            self.forget_cached(guild_id)
        return {t: counts[t] for t in TABLES if t in counts}

    def forget_cached(self, guild_id: int) -> None:
        """Drop what this store keeps in memory of a server whose rows are gone or
        changed (its aliases; its channels' games: a hint, read again when needed)."""
        self.recent.forget_guild(guild_id)
        self.aliases.pop(guild_id, None)

    # -- one user's data (herald user forget, /me forget: bot/service/people.py) -------
    def forget_user(
        self, user_id: int, scrub: Callable[[str, Any], Any], delete: bool = False, now: str = ""
    ) -> tuple[dict[str, int], list[int]]:
        """The rows that hold ``user_id``, per table, and the servers of the games
        among them: their user settings; games, logged events, server settings (a
        game's table record) and outbox rows whose JSON ``scrub(table, value)`` (the
        service's: the id taken out) changes, or events they made. With ``delete``, all
        in one transaction: the user settings are deleted, every other row is written
        as ``scrub`` made it (an event's actor 0), a game's version +1 (what was loaded
        or shown before is stale) with the events ``scrub`` gives it logged ``now`` at
        that version (for ``games`` it returns ``(state, events)``)."""
        like = f"%{user_id}%"
        reads: dict[str, tuple[str, list[Any]]] = {
            "games": ("SELECT id, state, guild_id FROM games WHERE state LIKE ?", [like]),
            "events": (
                "SELECT id, data, actor FROM events WHERE actor = ? OR data LIKE ?",
                [user_id, like],
            ),
            "guild_settings": (
                "SELECT guild_id, key, value FROM guild_settings WHERE value LIKE ?",
                [like],
            ),
            "outbox": ("SELECT id, payload FROM outbox WHERE payload LIKE ?", [like]),
        }
        writes = {
            "games": "UPDATE games SET state = ?, version = version + 1 WHERE id = ?",
            "events": "UPDATE events SET data = ?, actor = ? WHERE id = ?",
            "guild_settings": "UPDATE guild_settings SET value = ? WHERE guild_id = ? AND key = ?",
            "outbox": "UPDATE outbox SET payload = ? WHERE id = ?",
        }
        counts: dict[str, int] = {}
        guilds: set[int] = set()
        with self.db.transaction() as c:
            sql = "SELECT count(*) FROM user_settings WHERE user_id = ?"
            counts["user_settings"] = int(c.execute(sql, [user_id]).fetchone()[0])
            if delete:
                c.execute("DELETE FROM user_settings WHERE user_id = ?", [user_id])
            for table, (sql, params) in reads.items():
                changed = []
                for row in c.execute(sql, params).fetchall():
                    old = json.loads(row[1]) if table != "guild_settings" else json.loads(row[2])
                    new = scrub(table, old)
                    if table == "games":
                        new, logged = new
                        if delete and new != old:
                            ver = "SELECT version + 1 FROM games WHERE id = ?"
                            at = (row[0], int(c.execute(ver, [row[0]]).fetchone()[0]), now, 0)
                            _insert_events(c, at, logged)
                    if table == "events" and (new != old or row[2] == user_id):
                        changed.append([dump(new), 0 if row[2] == user_id else row[2], row[0]])
                    elif table == "guild_settings" and new != old:
                        changed.append([dump(new), row[0], row[1]])
                    elif new != old:
                        changed.append([dump(new), row[0]])
                        if table == "games" and row[2] is not None:
                            guilds.add(int(row[2]))
                counts[table] = len(changed)
                if delete and changed:
                    c.executemany(writes[table], changed)
        if delete:
            self.recent.forget()
        return {t: counts[t] for t in TABLES if t in counts}, sorted(guilds)


def _insert_events(c: Conn, at: Sequence[Any], events: list[Json], private: bool = False) -> None:
    """Log ``events`` ``at`` ``(game_id, version, now, actor)``: their rows' first values."""
    if events:
        rows = [(*at, e["kind"], dump(e.get("data", {})), int(private)) for e in events]
        c.executemany(_INSERT_EVENT, rows)


def _settings(rows: Iterable[tuple[Any, str, Any]] | None) -> list[list[Any]]:
    """``(id, key, value)`` rows as stored: id 0 for None, the value as JSON text, the
    last of a repeated key kept."""
    return [[i, k, v] for (i, k), v in {(i or 0, k): dump(v) for i, k, v in rows or []}.items()]


def _upsert(c: Conn, sql: str, rows: Iterable[tuple[Any, str, Any]] | None) -> None:
    if rows:
        c.executemany(sql, _settings(rows))


def _outbox_values(row: Json, game_id: int | None, now: str) -> list[Any]:
    """An outbox row's values, in :data:`_INSERT_OUTBOX`'s order."""
    return [
        row["channel_id"],
        row.get("game_id", game_id),
        row.get("guild_id"),
        row["kind"],
        row.get("edit_key", ""),
        row.get("version"),
        row["payload"],
        now,
        row.get("next_at", ""),
    ]


def _insert_outbox(c: Conn, rows: list[Json] | None, game_id: int | None, now: str) -> None:
    """Rows are ``{"channel_id", "kind", "payload", "edit_key"?, "version"?,
    "guild_id"?, "next_at"?}`` (``guild_id``: the server of a row with no game, such
    as a DM copy; a game's rows are its server's); the ids they get are written back
    into each row as ``"id"``."""
    for row in rows or []:
        values = _outbox_values(row, game_id, now)
        row["id"] = int(c.execute(_INSERT_OUTBOX, values).fetchone()[0])


def _and(sql: str, params: list[Any], conds: dict[str, Any]) -> tuple[str, list[Any]]:
    """``sql`` (its WHERE clause last) and its ``params`` with each condition
    (``"column = ?"``) whose value is not None, the value its parameter."""
    used = {c: v for c, v in conds.items() if v is not None}
    return "".join([sql, *(f" AND {c}" for c in used)]), [*params, *used.values()]


def dashboard_game(edit_key: str) -> int | None:
    """The game whose dashboard an outbox row's ``edit_key`` names (``game:<id>``)."""
    rest = edit_key[5:]
    return int(rest) if edit_key.startswith("game:") and rest.isdigit() else None


def _claims(outbox: list[Json] | None) -> list[list[int]]:
    """``(game_id, version)`` of each versioned game dashboard among ``outbox``."""
    out = []
    for r in outbox or ():
        game_id = dashboard_game(r.get("edit_key") or "")
        if r["kind"] == "dashboard" and r.get("version") is not None and game_id is not None:
            out.append([game_id, int(r["version"])])
    return out
