"""``herald guild forget GUILD_ID [--yes]``: one server's data deleted in one
transaction, on a real SQLite file and on PostgreSQL, the other server untouched."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.adapters.cli.main import main
from bot.engine.errors import DiceError, NoGame
from bot.service.definitions import SETTING as DEFINITIONS
from bot.service.rules_memory import PICKS
from bot.store import open_store

A, B = 111 << 22, 222 << 22  # two servers
G = {"game": "toy", "status": "active", "n": 0}


def _server(store, guild: int, channel: int) -> None:
    g = store.create(channel, guild, G, [{"kind": "Started", "data": {"by": 1}}], "t0", 1)
    store.save(store.load(channel), dict(G, n=1), [{"kind": "Inc", "data": {}}], "t1", 1)
    store.create(channel + 1, guild, dict(G, status="ended"), [], "t", 1)
    store.set_dashboard_ref(g.game_id, channel * 10)
    store.set_reminder(g.game_id, channel, "2026-01-01T00:00:00", 24.0, 2)
    store.set_setting("guild", guild, "locale", "ja")
    store.set_setting("guild", guild, DEFINITIONS, {"seven-wonders": {"text": "..."}})
    store.set_setting("guild", guild, PICKS, [["chains", "seven-wonders"]])
    store.add_summary("a.md", "toy", "# A\ntext", 2, "t", guild_id=guild)
    store.set_dice_alias(guild, "atk", "2d6+1", 50)
    store.enqueue([{"channel_id": channel, "kind": "reply", "payload": "{}"}], "t", g.game_id)
    store.enqueue([{"channel_id": 9, "kind": "dm", "payload": "{}", "guild_id": guild}], "t")


def _view(store, guild: int, channel: int) -> tuple:
    """Everything of one server, as the store reads it back."""
    game = store.load(channel)
    gid = game.game_id if game else None
    return (
        game and (game.version, game.game),
        store.load(channel + 1, ended=True) is not None,
        gid and store.events(gid, limit=100),
        gid and store.row("dashboards", gid)["message_id"],
        gid and store.row("reminders", gid),
        [store.setting("guild", guild, k) for k in ("locale", DEFINITIONS, PICKS)],
        store.summary_list(guild),
        store.dice_aliases(guild),
        sorted(
            (r["channel_id"], r["kind"])
            for r in store.pending_outbox()
            if r["channel_id"] in (channel, 9) and (r["kind"] != "dm" or r["guild_id"] == guild)
        ),
    )


def test_forget_deletes_one_server_and_nothing_else(db_url, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("HERALD_RULES_CACHE", str(tmp_path / "cache"))
    s = open_store(db_url)
    _server(s, A, 10)
    _server(s, B, 20)
    s.set_setting("user", 5, "mute_reminders", True)
    a_before, b_before, counts = _view(s, A, 10), _view(s, B, 20), s.row_counts()
    s.close()
    index = tmp_path / "cache" / "guilds" / f"guild-{A}.index"
    index.parent.mkdir(parents=True)
    index.write_bytes(b"index")
    other = index.with_name(f"guild-{B}.index")
    other.write_bytes(b"index")
    mine = (
        "games 2, events 2, dashboards 1, guild_settings 3, summaries 1, reminders 1, "
        "dice_aliases 1, outbox 2, deadlines 0"
    )

    # without --yes: what would go, and nothing goes
    assert main(["guild", "forget", str(A), "--db", db_url]) == 0
    out = capsys.readouterr().out
    assert f"server {A} has {mine}\n" in out and "nothing deleted" in out
    s = open_store(db_url)
    assert s.row_counts() == counts and _view(s, A, 10) == a_before
    s.close()
    assert index.exists()

    assert main(["guild", "forget", str(A), "--db", db_url, "--yes"]) == 0
    assert f"deleted server {A}'s rows: {mine}\n" in capsys.readouterr().out
    s = open_store(db_url)
    try:
        assert _view(s, A, 10) == (None, False, None, None, None, [None] * 3, [], {}, [])
        assert _view(s, B, 20) == b_before  # the other server keeps everything
        assert s.setting("user", 5, "mute_reminders") is True
        assert s.integrity_check() == "ok"
        assert s.forget_guild(A) == dict.fromkeys(mine_tables(mine), 0)
    finally:
        s.close()
    assert not index.exists() and other.exists()


def mine_tables(line: str) -> list[str]:
    return [part.split()[0] for part in line.split(", ")]


def test_forget_is_one_transaction(tmp_path, capsys):
    """A failure part-way (the games, deleted last, refused) leaves every row where it
    was, logs and settings included."""
    import sqlite3

    db = tmp_path / "herald.db"
    s = open_store(db)
    _server(s, A, 10)
    before = s.row_counts()
    s.close()
    with sqlite3.connect(db) as c:
        c.execute(
            "CREATE TRIGGER keep_games BEFORE DELETE ON games BEGIN SELECT RAISE(ABORT, 'no'); END"
        )
    assert main(["guild", "forget", str(A), "--db", str(db), "--yes"]) == 1
    assert capsys.readouterr().err == "herald guild forget: no; nothing was deleted\n"
    s = open_store(db)
    assert s.row_counts() == before
    s.close()


def test_forget_a_missing_database_creates_nothing(tmp_path, capsys):
    db = tmp_path / "none.db"
    assert main(["guild", "forget", str(A), "--db", str(db), "--yes"]) == 1
    assert capsys.readouterr().err.strip() == f"herald guild forget: no database at {db}"
    assert not Path(db).exists()


async def test_a_running_process_stops_serving_a_forgotten_server(svc, store_url, capsys):
    """A bot running beside ``herald guild forget --yes`` (PostgreSQL: another process on
    the same database) does not go on serving the server's definitions, aliases or
    games from its memory: at its next tick it drops them."""
    from bot.engine.errors import UnknownGame
    from bot.service import registry
    from tests.conftest import KNOWLEDGE, T0, make_ctx

    text = (KNOWLEDGE / "games" / "lancaster.toml").read_text(encoding="utf-8")
    text = text.replace('slug = "lancaster"', 'slug = "lancaster-club"')
    boss = make_ctx(1, 10, guild_id=A, manage_guild=True, attachments=[("c.toml", text.encode())])
    await svc.dispatch(boss, "game", "define", {})
    await svc.dispatch(make_ctx(1, 10, guild_id=A), "game", "start", {"game": "lancaster-club"})
    await svc.dispatch(boss, "dice", "alias", {"alias": "atk", "expr": "1d20+5"})
    r = await svc.dispatch(make_ctx(1, 11, guild_id=A), "roll", None, {"expr": "atk"})
    assert "1d20 (" in r.messages[0].content  # the aliases are now in this process's memory

    assert main(["guild", "forget", str(A), "--db", str(store_url), "--yes"]) == 0
    assert f"deleted server {A}'s rows: games 1" in capsys.readouterr().out
    for hook in registry.ON_TICK:  # the bot's next tick
        await hook(svc, T0)
    with pytest.raises(UnknownGame):
        await svc.dispatch(make_ctx(1, 12, guild_id=A), "game", "start", {"game": "lancaster-club"})
    with pytest.raises(DiceError):  # the alias is gone
        await svc.dispatch(make_ctx(1, 11, guild_id=A), "roll", None, {"expr": "atk"})
    with pytest.raises(NoGame):  # its game is gone, not served from a cached copy
        await svc.dispatch(make_ctx(1, 10, guild_id=A), "game", "status", {})


def test_forget_of_a_server_with_nothing_stored_says_so(db_url, capsys):
    s = open_store(db_url)
    _server(s, B, 20)
    s.close()
    for yes in ([], ["--yes"]):
        assert main(["guild", "forget", str(A), "--db", db_url, *yes]) == 0
        out = capsys.readouterr().out
        assert out.endswith(f": nothing is stored for server {A}; nothing to delete\n")
        assert "--yes" not in out
