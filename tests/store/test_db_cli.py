"""``herald db check|migrate|backup|copy`` on both backends: a live SQLite installation
moved to PostgreSQL and back, rows, ids and versions intact."""

from __future__ import annotations

from bot.adapters.cli.main import main
from bot.store import Store, open_store

G = {"game": "toy", "status": "active", "n": 0}


def _fill(store) -> int:
    g = store.create(7, 1, G, [{"kind": "Started", "data": {"by": 1}}], "t0", 1)
    for n in range(1, 4):
        g2 = store.load(7)
        store.save(g2, dict(G, n=n), [{"kind": "Inc", "data": {"n": n}}], f"t{n}", 2)
    store.create(8, 2, G, [], "t", 1)
    store.set_guild_setting(1, "locale", "ja")
    store.set_user_setting(2, "mute_reminders", True)
    store.add_summary("user/toy/a", "toy", "# A\ntext", 2, "t")
    store.set_dashboard_ref(g.game_id, 555)
    store.set_reminder(g.game_id, 7, "2026-01-01T00:00:00", 24.0, 4)
    # DM copies (no game): one made in a server, one in a DM (m007's outbox.guild_id)
    store.enqueue(
        [
            {"channel_id": 7, "kind": "dm", "payload": "{}", "guild_id": 5 << 22},
            {"channel_id": 9, "kind": "dm", "payload": "{}"},
        ],
        "t",
    )
    return g.game_id


def _same(a, b, game_id: int) -> None:
    la, lb = a.load(7), b.load(7)
    assert (
        (lb.game_id, lb.version, lb.game)
        == (la.game_id, la.version, la.game)
        == (
            game_id,
            4,
            dict(G, n=3),
        )
    )
    assert b.events(game_id, limit=100) == a.events(game_id, limit=100)
    assert b.guild_setting(1, "locale") == "ja" and b.user_setting(2, "mute_reminders") is True
    assert b.summaries() == a.summaries()
    assert b.dashboard_ref(game_id) == 555
    assert b.reminder(game_id) == a.reminder(game_id)
    assert [r["guild_id"] for r in b.pending_outbox() if r["kind"] == "dm"] == [5 << 22, None]
    assert b.pending_outbox() == a.pending_outbox()


def test_copy_sqlite_to_postgresql_and_back(tmp_path, pg_url, capsys):
    src_path = tmp_path / "herald.db"
    src = Store.open(src_path)
    game_id = _fill(src)
    src.close()

    assert main(["db", "copy", "--from", f"sqlite:///{src_path}", "--to", pg_url]) == 0
    assert "games 2, events 4" in capsys.readouterr().out
    assert main(["db", "check", "--db", pg_url]) == 0
    out = capsys.readouterr().out
    assert "integrity ok; live games 2" in out and "m002_reminders" in out

    a, b = Store.open(src_path), open_store(pg_url)
    try:
        _same(a, b, game_id)
        # ids continue after the copied ones (sequences moved on)
        assert b.create(9, 1, G, [], "t", 1).game_id > game_id
        b.save(b.load(7), dict(G, n=4), [{"kind": "Inc", "data": {"n": 4}}], "t", 2)
        assert b.events(game_id, limit=1)[0]["id"] > a.events(game_id, limit=1)[0]["id"]
    finally:
        a.close()
        b.close()

    # a copy never lands on a database that already has rows
    assert main(["db", "copy", "--from", f"sqlite:///{src_path}", "--to", pg_url]) == 1
    assert "not empty" in capsys.readouterr().err

    # back up PostgreSQL as a SQLite file, readable by the SQLite store
    assert main(["db", "backup", str(tmp_path / "bk.db"), "--db", pg_url]) == 0
    back = Store.open(tmp_path / "bk.db")
    try:
        assert back.load(7).version == 5 and back.load(9) is not None
        assert back.integrity_check() == "ok"
    finally:
        back.close()


def test_migrate_and_check_on_each_backend(db_url, capsys):
    assert main(["db", "migrate", "--db", db_url]) == 0
    assert (
        "m001_games_and_events, m002_reminders, m003_dashboard_version" in capsys.readouterr().out
    )
    assert main(["db", "migrate", "--db", db_url]) == 0  # twice is a no-op
    assert main(["db", "check", "--db", db_url]) == 0
    assert "integrity ok; live games 0" in capsys.readouterr().out


def test_a_bad_postgresql_url_is_one_line(capsys):
    url = "postgresql://herald:secret@127.0.0.1:9/none?connect_timeout=2"
    assert main(["db", "check", "--db", url]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "cannot open the database" in err
    assert "secret" not in err  # the password is never printed
    # it names the database (password hidden) and the server's own first line
    assert "cannot open the database postgresql://herald:***@127.0.0.1:9/none" in err
    assert "OperationalError" not in err and "127.0.0.1" in err.split(": ", 1)[1]


def test_both_postgresql_schemes_are_postgresql():
    from bot.store.dialect import is_postgres

    assert is_postgres("postgresql://herald@db/herald")
    assert is_postgres("postgres://herald@db/herald")
    assert not is_postgres("sqlite:///state/herald.db") and not is_postgres("state/herald.db")
