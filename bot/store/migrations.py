"""The schema: one list of named migrations, from which both backends' DDL comes.

Each statement is written once, in the SQL both databases speak, with a few words in
braces for what each spells its own way (:data:`SPELLING`): an id column, a 64-bit
integer, a float, a text's size in bytes. SQLite applies the list through sqlite-utils'
``Migrations`` (recorded in ``_sqlite_migrations``); PostgreSQL through
:func:`bot.store.dialect.Postgres.migrate` (recorded in ``herald_migrations``, under an
advisory lock). A database made by an earlier Herald, whose tables sqlite-utils wrote,
has the same columns, keys and indexes (``tests/store/test_schema.py`` compares them).

Add a migration at the end; never edit one that has shipped. Why not Alembic: its
version table would have to be adopted by every installed database, it brings
SQLAlchemy, and seven short migrations in one list need neither."""

from __future__ import annotations

import re
from dataclasses import dataclass

from sqlite_utils import Database, Migrations

# what each backend writes for a word in braces
SPELLING = {
    "sqlite": {
        "id": "INTEGER PRIMARY KEY",
        "bigint": "INTEGER",
        "float": "REAL",
        "text_bytes": "length(CAST(text AS BLOB))",
    },
    "postgresql": {
        "id": "BIGSERIAL PRIMARY KEY",
        "bigint": "BIGINT",
        "float": "DOUBLE PRECISION",
        "text_bytes": "octet_length(text)",
    },
}


@dataclass(frozen=True)
class Migration:
    name: str
    statements: tuple[str, ...]

    def sql(self, dialect: str) -> list[str]:
        """The statements as ``dialect`` ("sqlite" or "postgresql") writes them."""
        return [s.format(**SPELLING[dialect]) for s in self.statements]

    def apply_sqlite(self, db: Database) -> None:
        """Apply it to a SQLite database (sqlite-utils' runner calls this)."""
        for statement in self.sql("sqlite"):
            db.execute(statement)


MIGRATIONS = (
    Migration(
        "m001_games_and_events",
        (
            """CREATE TABLE games (id {id}, channel_id {bigint} NOT NULL, guild_id {bigint},
            slug TEXT NOT NULL, status TEXT NOT NULL, version INTEGER NOT NULL,
            state TEXT NOT NULL, created_at TEXT, updated_at TEXT)""",
            # one live game per channel or thread; ended games stay for their log
            "CREATE UNIQUE INDEX games_live_channel ON games(channel_id) WHERE status != 'ended'",
            """CREATE TABLE events (id {id}, game_id {bigint} NOT NULL REFERENCES games(id),
            version INTEGER NOT NULL, at TEXT, actor {bigint}, kind TEXT NOT NULL,
            data TEXT NOT NULL, private INTEGER DEFAULT 0)""",
            "CREATE INDEX idx_events_game_id_id ON events(game_id, id)",
            """CREATE TABLE dashboards (game_id {bigint} PRIMARY KEY REFERENCES games(id),
            message_id {bigint})""",
            """CREATE TABLE guild_settings (guild_id {bigint}, key TEXT, value TEXT,
            PRIMARY KEY (guild_id, key))""",
            """CREATE TABLE user_settings (user_id {bigint}, key TEXT, value TEXT,
            PRIMARY KEY (user_id, key))""",
            """CREATE TABLE summaries (id {id}, name TEXT NOT NULL, game TEXT NOT NULL,
            text TEXT NOT NULL, added_by {bigint}, added_at TEXT)""",
            "CREATE UNIQUE INDEX idx_summaries_game_name ON summaries(game, name)",
        ),
    ),
    Migration(
        "m002_reminders",
        # one pending reminder per game: when it is due, for which version of the game
        (
            """CREATE TABLE reminders (game_id {bigint} PRIMARY KEY REFERENCES games(id),
            channel_id {bigint}, due_at TEXT, every_hours {float}, version INTEGER,
            sent_version INTEGER)""",
            "CREATE INDEX idx_reminders_due_at ON reminders(due_at)",
        ),
    ),
    # the newest state version a dashboard message shows (never replaced by an older one)
    Migration("m003_dashboard_version", ("ALTER TABLE dashboards ADD COLUMN version INTEGER",)),
    Migration(
        "m004_dice_aliases",
        # per-server dice aliases (/dice alias): a name standing for an expression
        (
            """CREATE TABLE dice_aliases (guild_id {bigint}, name TEXT, expr TEXT NOT NULL,
            PRIMARY KEY (guild_id, name))""",
        ),
    ),
    Migration(
        "m005_outbox",
        # What a committed command still has to send (reply, announcement, dashboard
        # edit, reminder, DM), written in the same transaction as the state it reports.
        # The sender marks a row delivered only once Discord accepted it.
        (
            """CREATE TABLE outbox (id {id}, channel_id {bigint} NOT NULL, game_id {bigint},
            kind TEXT NOT NULL, edit_key TEXT DEFAULT '', version INTEGER,
            payload TEXT NOT NULL, created_at TEXT NOT NULL, attempts INTEGER DEFAULT 0,
            next_at TEXT DEFAULT '', delivered_at TEXT, last_error TEXT)""",
            "CREATE INDEX outbox_pending ON outbox(channel_id, id) WHERE delivered_at IS NULL",
        ),
    ),
    Migration(
        "m006_summaries_per_guild",
        # Uploaded summaries now belong to the server that added them. Rows stored before
        # did not say where they came from: when the database has seen exactly one server
        # (the usual self-hosted bot) they go to it; otherwise to guild 0, which no server
        # sees (nothing leaks to a server that did not add it) until an operator
        # reassigns them. Names were stored as "user/<game>/<file>": the file name stays.
        (
            "ALTER TABLE summaries ADD COLUMN guild_id {bigint}",
            "ALTER TABLE summaries ADD COLUMN bytes INTEGER",
            """UPDATE summaries SET guild_id = CASE WHEN (SELECT count(DISTINCT guild_id)
            FROM games WHERE guild_id IS NOT NULL) = 1 THEN (SELECT min(guild_id) FROM games)
            ELSE 0 END, bytes = {text_bytes}""",
            """UPDATE summaries SET name = substr(name, length('user/' || game || '/') + 1)
            WHERE name LIKE 'user/%' AND substr(name, 1, length('user/' || game || '/'))
            = 'user/' || game || '/'""",
            "DROP INDEX IF EXISTS idx_summaries_game_name",
            "CREATE UNIQUE INDEX summaries_guild_game_name ON summaries(guild_id, game, name)",
        ),
    ),
    # The server an outbox row belongs to, for rows with no game behind them (a private
    # roll's DM copies): with several shard processes on one database only the process
    # running that server's shard sends them (shard 0's when the row has no server).
    # Nullable and without a default, so adding it rewrites nothing and a process still
    # on m006, whose INSERT does not name the column, keeps working during a rolling
    # deploy.
    Migration("m007_outbox_guild", ("ALTER TABLE outbox ADD COLUMN guild_id {bigint}",)),
    Migration(
        "m008_deadlines",
        # A game's turn deadline (/game deadline): when the scheduled loop next looks at
        # it, and the waits it has already acted on (``fired``: a JSON list of
        # "<seat>@<waiting since>"), moved on together by one conditional UPDATE so
        # that a deadline never fires twice. Its settings (hours, what then) live in
        # the game's table record, beside the state.
        (
            """CREATE TABLE deadlines (game_id {bigint} PRIMARY KEY REFERENCES games(id),
            due_at TEXT NOT NULL, fired TEXT NOT NULL DEFAULT '[]')""",
            "CREATE INDEX idx_deadlines_due_at ON deadlines(due_at)",
        ),
    ),
)

# Every table, in the order the list creates them (one that respects their foreign keys:
# copies go in it), and those whose ``id`` a sequence gives on PostgreSQL (moved on after
# a bulk copy).
_DDL = "\n".join(s for m in MIGRATIONS for s in m.statements)
TABLES = tuple(re.findall(r"CREATE TABLE (\w+)", _DDL))
SERIAL_TABLES = tuple(re.findall(r"CREATE TABLE (\w+) \(id \{id\}", _DDL))

# SQLite's runner: sqlite-utils' own, fed from the list above
migrations = Migrations("herald")
for _m in MIGRATIONS:
    migrations(name=_m.name)(_m.apply_sqlite)
