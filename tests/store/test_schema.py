"""The schema comes from one list of migrations (bot/store/migrations.py): both backends
get the same tables, columns, keys and indexes, and a SQLite database made by an
earlier Herald (whose tables sqlite-utils wrote) has the same ones too."""

from __future__ import annotations

import sqlite3

import psycopg
import pytest

from bot.store import migrations as schema
from bot.store import open_store
from bot.store.db import TABLES

# What `sqlite3 herald.db .schema` printed for a database created by Herald before the
# migrations were one list (bot/store/migrations.py at commit 973a187, sqlite-utils),
# with the tables and columns each later migration adds (m007's outbox.guild_id, m008's
# deadlines).
OLD_SQLITE_SCHEMA = """
CREATE TABLE "games" ("id" INTEGER PRIMARY KEY, "channel_id" INTEGER NOT NULL,
  "guild_id" INTEGER, "slug" TEXT NOT NULL, "status" TEXT NOT NULL,
  "version" INTEGER NOT NULL, "state" TEXT NOT NULL, "created_at" TEXT, "updated_at" TEXT);
CREATE UNIQUE INDEX games_live_channel ON games(channel_id) WHERE status != 'ended';
CREATE TABLE "events" ("id" INTEGER PRIMARY KEY,
  "game_id" INTEGER NOT NULL REFERENCES "games"("id"), "version" INTEGER NOT NULL,
  "at" TEXT, "actor" INTEGER, "kind" TEXT NOT NULL, "data" TEXT NOT NULL,
  "private" INTEGER DEFAULT 0);
CREATE INDEX "idx_events_game_id_id" ON "events" ("game_id", "id");
CREATE TABLE "dashboards" ("game_id" INTEGER PRIMARY KEY REFERENCES "games"("id"),
  "message_id" INTEGER, "version" INTEGER);
CREATE TABLE "guild_settings" ("guild_id" INTEGER, "key" TEXT, "value" TEXT,
  PRIMARY KEY ("guild_id", "key"));
CREATE TABLE "user_settings" ("user_id" INTEGER, "key" TEXT, "value" TEXT,
  PRIMARY KEY ("user_id", "key"));
CREATE TABLE "summaries" ("id" INTEGER PRIMARY KEY, "name" TEXT NOT NULL,
  "game" TEXT NOT NULL, "text" TEXT NOT NULL, "added_by" INTEGER, "added_at" TEXT,
  guild_id INTEGER, bytes INTEGER);
CREATE TABLE "reminders" ("game_id" INTEGER PRIMARY KEY REFERENCES "games"("id"),
  "channel_id" INTEGER, "due_at" TEXT, "every_hours" REAL, "version" INTEGER,
  "sent_version" INTEGER);
CREATE INDEX "idx_reminders_due_at" ON "reminders" ("due_at");
CREATE TABLE "dice_aliases" ("guild_id" INTEGER, "name" TEXT, "expr" TEXT NOT NULL,
  PRIMARY KEY ("guild_id", "name"));
CREATE TABLE "outbox" ("id" INTEGER PRIMARY KEY, "channel_id" INTEGER NOT NULL,
  "game_id" INTEGER, "kind" TEXT NOT NULL, "edit_key" TEXT DEFAULT '', "version" INTEGER,
  "payload" TEXT NOT NULL, "created_at" TEXT NOT NULL, "attempts" INTEGER DEFAULT 0,
  "next_at" TEXT DEFAULT '', "delivered_at" TEXT, "last_error" TEXT, guild_id INTEGER);
CREATE INDEX outbox_pending ON outbox(channel_id, id) WHERE delivered_at IS NULL;
CREATE UNIQUE INDEX summaries_guild_game_name ON summaries(guild_id, game, name);
CREATE TABLE deadlines (game_id INTEGER PRIMARY KEY REFERENCES games(id),
  due_at TEXT NOT NULL, fired TEXT NOT NULL DEFAULT '[]');
CREATE INDEX idx_deadlines_due_at ON deadlines(due_at);
"""


def sqlite_shape(path) -> dict:
    """Per table: (column, type, not null, default, primary-key position) and its
    indexes (name, unique, columns); the foreign keys."""
    with sqlite3.connect(path) as c:
        out = {}
        for t in TABLES:
            cols = [tuple(r[1:]) for r in c.execute(f"PRAGMA table_info({t})")]
            idx = sorted(
                (r[1], r[2], tuple(x[2] for x in c.execute(f"PRAGMA index_info('{r[1]}')")))
                for r in c.execute(f"PRAGMA index_list({t})")
                if not r[1].startswith("sqlite_autoindex")
            )
            fks = sorted(tuple(r[2:5]) for r in c.execute(f"PRAGMA foreign_key_list({t})"))
            out[t] = (cols, idx, fks)
        return out


def test_a_new_sqlite_database_has_the_schema_of_one_made_by_an_earlier_herald(tmp_path):
    old = tmp_path / "old.db"
    with sqlite3.connect(old) as c:
        c.executescript(OLD_SQLITE_SCHEMA)
    open_store(tmp_path / "new.db").close()
    assert sqlite_shape(tmp_path / "new.db") == sqlite_shape(old)


def portable_shape(db_url: str) -> dict:
    """Per table: its columns with their nullability (and whether each is part of the
    primary key), its indexes by name, as either backend describes them."""
    if db_url.startswith("postgresql"):
        with psycopg.connect(db_url) as c:
            out = {}
            for t in TABLES:
                cols = c.execute(
                    "SELECT column_name, is_nullable = 'NO' FROM information_schema.columns"
                    " WHERE table_name = %s AND table_schema = current_schema()"
                    " ORDER BY ordinal_position",
                    [t],
                ).fetchall()
                pk = c.execute(
                    "SELECT a.attname FROM pg_index i JOIN pg_attribute a"
                    " ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)"
                    " WHERE i.indrelid = to_regclass(%s) AND i.indisprimary",
                    [t],
                ).fetchall()
                idx = c.execute(
                    "SELECT indexname FROM pg_indexes WHERE tablename = %s"
                    " AND schemaname = current_schema() AND indexname NOT LIKE '%%_pkey'",
                    [t],
                ).fetchall()
                keys = {r[0] for r in pk}
                out[t] = (
                    [(n, bool(nn) or n in keys, n in keys) for n, nn in cols],
                    sorted(r[0] for r in idx),
                )
            return out
    with sqlite3.connect(db_url) as c:
        out = {}
        for t in TABLES:
            rows = c.execute(f"PRAGMA table_info({t})").fetchall()
            idx = [
                r[1]
                for r in c.execute(f"PRAGMA index_list({t})")
                if not r[1].startswith("sqlite_autoindex")
            ]
            # a primary key is never null on PostgreSQL; SQLite says so only for ids
            out[t] = ([(r[1], bool(r[3]) or r[5] > 0, r[5] > 0) for r in rows], sorted(idx))
        return out


def test_both_backends_have_the_same_tables_columns_and_indexes(pg_url, tmp_path):
    open_store(pg_url).close()
    open_store(tmp_path / "s.db").close()
    assert portable_shape(pg_url) == portable_shape(str(tmp_path / "s.db"))


def _raw(db_url: str, sql: str, params: list) -> None:
    """``sql`` on a connection of its own; ``?`` placeholders on both backends."""
    if db_url.startswith("postgresql"):
        with psycopg.connect(db_url, autocommit=True) as c:
            c.execute(sql.replace("?", "%s"), params)
    else:
        with sqlite3.connect(db_url) as c:
            c.execute(sql, params)


@pytest.mark.parametrize("guilds,owner", [([5], 5), ([5, 6], 0), ([], 0)])
def test_migration_gives_old_summaries_to_the_only_server(db_url, monkeypatch, guilds, owner):
    """m006 on a database at m002 with summaries from before servers had their own:
    they go to the only server the database has seen, else to guild 0 (seen by
    nobody); names lose their ``user/<game>/`` prefix; the unique key includes the
    server."""
    runner = schema.migrations
    with monkeypatch.context() as m:
        m.setattr(runner, "_migrations", [x for x in runner._migrations if x.name < "m003"])
        m.setattr(schema, "MIGRATIONS", [x for x in schema.MIGRATIONS if x.name < "m003"])
        open_store(db_url).close()
    for i, g in enumerate(guilds):
        _raw(
            db_url,
            "INSERT INTO games (channel_id, guild_id, slug, status, version, state) "
            "VALUES (?, ?, 'lancaster', 'ended', 1, '{}')",
            [100 + i, g],
        )
    _raw(
        db_url,
        "INSERT INTO summaries (name, game, text, added_by, added_at) "
        "VALUES ('user/house/h.md', 'house', ?, 9, 'then')",
        ["## A\ntext"],
    )
    new = open_store(db_url)
    try:
        assert new.db.migrate() == []  # twice: nothing more to do
        assert new.summaries() == [
            {
                "guild_id": owner,
                "name": "h.md",
                "game": "house",
                "text": "## A\ntext",
                "added_by": 9,
                "added_at": "then",
                "bytes": 9,
            }
        ]
        assert [r["bytes"] for r in new.summary_list(owner)] == [9]
        assert new.summaries(owner + 1) == []
        # the unique key now includes the server: the same name in another server
        new.add_summary("h.md", "house", "other", 9, "now", owner + 1)
        assert [s["guild_id"] for s in new.summaries()] == [owner, owner + 1]
    finally:
        new.close()
