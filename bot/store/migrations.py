"""Schema, as sqlite-utils migrations recorded in ``_sqlite_migrations``.

Add a new function at the end; never edit one that has shipped."""

from __future__ import annotations

from sqlite_utils import Database, Migrations

migrations = Migrations("herald")


@migrations()
def m001_games_and_events(db: Database) -> None:
    db.table("games").create(
        {
            "id": int,
            "channel_id": int,
            "guild_id": int,
            "slug": str,
            "status": str,
            "version": int,
            "state": str,
            "created_at": str,
            "updated_at": str,
        },
        pk="id",
        not_null={"channel_id", "slug", "status", "version", "state"},
    )
    # one live game per channel or thread; ended games stay for their log
    db.execute(
        "CREATE UNIQUE INDEX games_live_channel ON games(channel_id) WHERE status != 'ended'"
    )
    db.table("events").create(
        {
            "id": int,
            "game_id": int,
            "version": int,
            "at": str,
            "actor": int,
            "kind": str,
            "data": str,
            "private": int,
        },
        pk="id",
        foreign_keys=[("game_id", "games", "id")],
        not_null={"game_id", "version", "kind", "data"},
        defaults={"private": 0},
    )
    db.table("events").create_index(["game_id", "id"])
    db.table("dashboards").create(
        {"game_id": int, "message_id": int}, pk="game_id", foreign_keys=[("game_id", "games", "id")]
    )
    db.table("guild_settings").create(
        {"guild_id": int, "key": str, "value": str}, pk=("guild_id", "key")
    )
    db.table("user_settings").create(
        {"user_id": int, "key": str, "value": str}, pk=("user_id", "key")
    )
    db.table("summaries").create(
        {"id": int, "name": str, "game": str, "text": str, "added_by": int, "added_at": str},
        pk="id",
        not_null={"name", "game", "text"},
    )
    db.table("summaries").create_index(["game", "name"], unique=True)


@migrations()
def m002_reminders(db: Database) -> None:
    # One pending reminder per game: when it is due, for which version of the game.
    db.table("reminders").create(
        {
            "game_id": int,
            "channel_id": int,
            "due_at": str,
            "every_hours": float,
            "version": int,
            "sent_version": int,
        },
        pk="game_id",
        foreign_keys=[("game_id", "games", "id")],
    )
    db.table("reminders").create_index(["due_at"])


@migrations()
def m003_dashboard_version(db: Database) -> None:
    # the newest state version a dashboard message shows (never replaced by an older one)
    db.table("dashboards").add_column("version", int)


@migrations()
def m004_dice_aliases(db: Database) -> None:
    # Per-server dice aliases (/dice alias): a name standing for an expression.
    db.table("dice_aliases").create(
        {"guild_id": int, "name": str, "expr": str}, pk=("guild_id", "name"), not_null={"expr"}
    )


@migrations()
def m005_outbox(db: Database) -> None:
    # What a committed command still has to send (reply, announcement, dashboard edit,
    # reminder, DM), written in the same transaction as the state it reports. The
    # sender marks a row delivered only once Discord accepted it.
    db.table("outbox").create(
        {
            "id": int,
            "channel_id": int,
            "game_id": int,
            "kind": str,
            "edit_key": str,
            "version": int,
            "payload": str,
            "created_at": str,
            "attempts": int,
            "next_at": str,
            "delivered_at": str,
            "last_error": str,
        },
        pk="id",
        not_null={"channel_id", "kind", "payload", "created_at"},
        defaults={"attempts": 0, "edit_key": "", "next_at": ""},
    )
    db.execute("CREATE INDEX outbox_pending ON outbox(channel_id, id) WHERE delivered_at IS NULL")


@migrations()
def m006_summaries_per_guild(db: Database) -> None:
    # Uploaded summaries now belong to the server that added them. Rows stored before
    # this migration were visible everywhere and do not say where they came from: when
    # the database has seen exactly one server (the usual self-hosted bot) they go to
    # it; otherwise they go to guild 0, which no server sees (nothing leaks to a server
    # that did not add it) until an operator reassigns them.
    db.execute("ALTER TABLE summaries ADD COLUMN guild_id INTEGER")
    db.execute("ALTER TABLE summaries ADD COLUMN bytes INTEGER")
    guilds = [
        r[0]
        for r in db.execute(
            "SELECT DISTINCT guild_id FROM games WHERE guild_id IS NOT NULL"
        ).fetchall()
    ]
    owner = guilds[0] if len(guilds) == 1 else 0
    db.execute("UPDATE summaries SET guild_id = ?, bytes = length(CAST(text AS BLOB))", [owner])
    # names were stored as "user/<game>/<file>": keep the file name only
    db.execute(
        "UPDATE summaries SET name = substr(name, length('user/' || game || '/') + 1) "
        "WHERE name LIKE 'user/%' AND substr(name, 1, length('user/' || game || '/')) = "
        "'user/' || game || '/'"
    )
    db.execute("DROP INDEX IF EXISTS idx_summaries_game_name")
    db.execute("CREATE UNIQUE INDEX summaries_guild_game_name ON summaries(guild_id, game, name)")


@migrations()
def m007_outbox_guild(db: Database) -> None:
    # The server an outbox row belongs to, for rows with no game behind them (a private
    # roll's DM copies): with several shard processes on one database only the process
    # running that server's shard sends them (shard 0's when the row has no server).
    # Nullable and without a default, so a process still on m006, whose INSERT does not
    # name the column, keeps working during a rolling deploy.
    db.execute("ALTER TABLE outbox ADD COLUMN guild_id INTEGER")
