"""``herald db check|migrate|backup|copy`` on both backends: a live SQLite installation
moved to PostgreSQL and back, rows, ids and versions intact."""

from __future__ import annotations

import pytest

from bot.adapters.cli.main import main
from bot.store import Store, open_store

G = {"game": "toy", "status": "active", "n": 0}


def _fill(store) -> int:
    g = store.create(7, 1, G, [{"kind": "Started", "data": {"by": 1}}], "t0", 1)
    for n in range(1, 4):
        g2 = store.load(7)
        store.save(g2, dict(G, n=n), [{"kind": "Inc", "data": {"n": n}}], f"t{n}", 2)
    store.create(8, 2, G, [], "t", 1)
    store.set_setting("guild", 1, "locale", "ja")
    store.set_setting("user", 2, "mute_reminders", True)
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
    assert (
        b.setting("guild", 1, "locale") == "ja" and b.setting("user", 2, "mute_reminders") is True
    )
    assert b.summaries() == a.summaries()
    assert b.row("dashboards", game_id)["message_id"] == 555
    assert b.row("reminders", game_id) == a.row("reminders", game_id)
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
    from bot.store.migrations import MIGRATIONS

    n = len(MIGRATIONS)
    assert main(["db", "migrate", "--db", db_url]) == 0
    out = capsys.readouterr().out
    assert "applied now: m001_games_and_events, m002_reminders, m003_dashboard_version" in out
    assert out.endswith(f"{MIGRATIONS[-1].name} ({n} migrations in all)\n")
    # twice is a no-op, and says so rather than listing what was applied before
    assert main(["db", "migrate", "--db", db_url]) == 0
    out = capsys.readouterr().out
    assert out.endswith(f": up to date ({n} migrations)\n") and "m001" not in out
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


def test_a_password_in_the_url_s_query_is_never_printed_either(capsys, pg_url):
    """libpq's other form, ``?password=`` (play16 29): hidden in errors, in the tools'
    lines and in the settings, as the user part's is."""
    from bot.config import Settings
    from bot.store.dialect import redact

    url = "postgresql://herald@127.0.0.1:9/none?connect_timeout=2&password=S3cretPW"
    assert main(["db", "check", "--db", url]) == 1
    err = capsys.readouterr().err
    assert "S3cretPW" not in err
    assert (
        "cannot open the database postgresql://herald@127.0.0.1:9/none?connect_timeout=2"
        "&password=***: "
    ) in err
    assert redact("postgresql://h:pw@x/db?sslmode=require&PassWord=a%26b&sslpassword=k") == (
        "postgresql://h:***@x/db?sslmode=require&PassWord=***&sslpassword=***"
    )
    assert redact("postgresql://h@x/db?host=/run/pg") == "postgresql://h@x/db?host=/run/pg"
    assert Settings(db=url).redacted()["db"] == url.replace("S3cretPW", "***")
    # a working database named so: its success line hides it too
    query = f"{pg_url}{'&' if '?' in pg_url else '?'}password=S3cretPW"
    open_store(query).close()
    assert main(["db", "check", "--db", query]) == 0
    out = capsys.readouterr().out
    assert "S3cretPW" not in out and "password=***" in out


def test_both_postgresql_schemes_are_postgresql():
    from bot.store.dialect import is_postgres

    assert is_postgres("postgresql://herald@db/herald")
    assert is_postgres("postgres://herald@db/herald")
    assert not is_postgres("sqlite:///state/herald.db") and not is_postgres("state/herald.db")


def _files(root) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


def test_a_backup_from_a_database_that_does_not_exist_is_refused(tmp_path, capsys):
    """A backup timer pointing at the wrong path fails every night, loudly, rather than
    creating an empty source and backing it up."""
    missing, dest = tmp_path / "missing.db", tmp_path / "bk.db"
    assert main(["db", "backup", str(dest), "--db", str(missing)]) == 1
    assert capsys.readouterr().err.strip() == f"herald db backup: no database at {missing}"
    assert _files(tmp_path) == []


def test_copy_and_check_from_a_source_that_does_not_exist_name_the_path_they_looked_for(
    tmp_path, monkeypatch, capsys
):
    """``sqlite:///tmp/x.db`` (three slashes) is the relative path ``tmp/x.db``: a source
    that is not there is refused, never created, and the message shows the absolute
    path it looked for and how to write the one the admin probably meant."""
    live = tmp_path / "live.db"
    Store.open(live).close()
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    rel = str(live).lstrip("/")  # what three slashes make of an absolute path
    url = f"sqlite:///{rel}"
    assert main(["db", "copy", "--from", url, "--to", str(tmp_path / "copy.db")]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"herald db copy: no database at {work / rel} (")
    assert f"for {live} write sqlite:///{live}" in err
    assert main(["db", "check", "--db", str(live), "--from", url]) == 1
    assert f"herald db check: no database at {work / rel}" in capsys.readouterr().err
    assert _files(work) == [] and not (tmp_path / "copy.db").exists()
    # four slashes: the absolute path, copied and checked
    assert main(["db", "copy", "--from", f"sqlite:///{live}", "--to", str(tmp_path / "c.db")]) == 0
    assert main(["db", "check", "--db", str(tmp_path / "c.db"), "--from", f"sqlite:///{live}"]) == 0


def test_copy_check_and_backup_name_a_relative_sqlite_database_by_its_absolute_path(
    tmp_path, monkeypatch, capsys
):
    """Round 14, item 6: ``sqlite:///state/x.db`` and ``state/x.db`` are relative to the
    working folder; what the tools print is the file they used, absolute (a relative
    name was printed as given: "copied tmp/play13/fs.db")."""
    (tmp_path / "state").mkdir()
    monkeypatch.chdir(tmp_path)
    s = Store.open(tmp_path / "state" / "live.db")
    _fill(s)
    s.close()
    live, copy = tmp_path / "state" / "live.db", tmp_path / "state" / "copy.db"
    assert main(["db", "copy", "--from", "sqlite:///state/live.db", "--to", "state/copy.db"]) == 0
    assert capsys.readouterr().out.startswith(f"copied {live} to {copy}: games ")
    assert main(["db", "check", "--db", "state/copy.db", "--from", "sqlite:///state/live.db"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{copy}: integrity ok;")
    assert out[-1] == f"{copy}: every table has the rows of {live}"
    assert main(["db", "backup", "state/bk.db", "--db", "state/live.db"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"backed up {live} to {tmp_path / 'state' / 'bk.db'}: games ")
    # the other tools that name a database do it the same way
    assert main(["guild", "forget", "424242", "--db", "state/live.db"]) == 0
    assert capsys.readouterr().out.startswith(f"{live}: nothing is stored for server 424242")


def test_replay_and_check_of_a_missing_database_create_nothing(tmp_path, capsys):
    for args in (["game", "replay"], ["db", "check"]):
        db = tmp_path / "nonexistent.db"
        assert main([*args, "--db", str(db)]) == 1
        assert capsys.readouterr().err.strip() == f"herald {' '.join(args)}: no database at {db}"
        assert _files(tmp_path) == []


def test_a_backup_onto_the_database_itself_is_refused(tmp_path, monkeypatch, capsys):
    """However the destination is spelled (relative, through a link, the same inode, its
    log): the live file is never replaced under the running bot."""
    live = tmp_path / "live.db"
    s = Store.open(live)
    _fill(s)
    s.close()
    before = (live.stat().st_ino, live.read_bytes())
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "link.db").symlink_to(live)
    (tmp_path / "hard.db").hardlink_to(live)
    monkeypatch.chdir(tmp_path)
    for dest in ("live.db", "sub/../live.db", "sub/link.db", "hard.db", f"{live}-wal"):
        assert main(["db", "backup", dest, "--db", str(live)]) == 1, dest
        assert "is the database itself" in capsys.readouterr().err
    assert (live.stat().st_ino, live.read_bytes()) == before
    assert main(["db", "backup", "other.db", "--db", str(live)]) == 0


def test_migrate_names_only_the_migrations_it_applies_now(tmp_path, capsys):
    import sqlite3

    from sqlite_utils import Database

    from bot.store.migrations import MIGRATIONS, migrations

    db = tmp_path / "old.db"
    with sqlite3.connect(db) as c:  # a database an older Herald left at m005
        migrations.apply(Database(c), stop_before=MIGRATIONS[5].name)
    assert main(["db", "migrate", "--db", str(db)]) == 0
    newer = ", ".join(m.name for m in MIGRATIONS[5:])
    assert capsys.readouterr().out == (
        f"{db}: applied now: {newer} ({len(MIGRATIONS)} migrations in all)\n"
    )


def test_a_backup_to_a_folder_or_to_a_folder_that_cannot_be_made_is_one_line(tmp_path, capsys):
    """Not a traceback, and nothing written beside the folder (play14 25)."""
    live = tmp_path / "live.db"
    open_store(live).close()
    folder = tmp_path / "backups"
    folder.mkdir()
    for dest in (str(folder), f"{folder}/"):
        assert main(["db", "backup", dest, "--db", str(live)]) == 1
        err = capsys.readouterr().err
        assert err.startswith(f"herald db backup: {dest} is a folder; name the backup file")
        assert f"for instance {folder}/herald-" in err and len(err.splitlines()) == 1
    assert list(folder.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["backups", "live.db"]
    blocked = tmp_path / "a-file"
    blocked.write_text("x")
    dest = blocked / "sub" / "x.db"  # its folder would be inside a file
    assert main(["db", "backup", str(dest), "--db", str(live)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"herald db backup: cannot write to {blocked / 'sub'}: ")
    assert err.endswith(f"; nothing was written to {dest}\n") and len(err.splitlines()) == 1


def test_check_of_a_whole_database_from_an_older_release_asks_for_migrate(tmp_path, capsys):
    """Not "integrity failed" (play14 19): the file is whole, only older."""
    import sqlite3

    db = tmp_path / "old.db"
    open_store(db).close()
    with sqlite3.connect(db) as c:
        c.execute("DELETE FROM _sqlite_migrations WHERE name = 'm007_outbox_guild'")
    assert main(["db", "check", "--db", str(db)]) == 1
    assert capsys.readouterr().out == (
        f"{db}: integrity ok, but written by an older release: run herald db migrate "
        "(to apply: m007_outbox_guild)\n"
    )


def test_a_backup_never_replaces_a_herald_database_only_an_earlier_backup(tmp_path, capsys):
    """Source and destination swapped (play16 22): the destination is a database a
    Herald process holds, or one a bot or console ran on (its lease file beside it),
    or not a database at all: refused in one line, the file untouched."""
    src, live = tmp_path / "self.db", tmp_path / "target.db"
    open_store(src).close()
    held = open_store(live, lease=True)
    try:
        held.set_setting("guild", 1, "locale", "ja")
        before = live.read_bytes()
        assert main(["db", "backup", str(live), "--db", str(src)]) == 1
        err = capsys.readouterr().err
        assert err.startswith(f"herald db backup: {live} is in use by another Herald process (pid ")
        assert len(err.splitlines()) == 1 and live.read_bytes() == before
    finally:
        held.close()
    assert main(["db", "backup", str(live), "--db", str(src)]) == 1  # nobody holds it now
    assert capsys.readouterr().err == (
        f"herald db backup: {live} is a Herald database ({live}.lock is beside it), not an "
        "earlier backup: a backup goes to another file (herald db backup PATH --db DATABASE)\n"
    )
    kept = open_store(live, migrate=False)
    assert kept.setting("guild", 1, "locale") == "ja"
    kept.close()
    notes = tmp_path / "notes.txt"
    notes.write_text("not a database")
    assert main(["db", "backup", str(notes), "--db", str(src)]) == 1
    assert "exists and is not a database" in capsys.readouterr().err
    assert notes.read_text() == "not a database"
    # an earlier backup is replaced, as a nightly backup to one name does
    out = tmp_path / "nightly.db"
    assert main(["db", "backup", str(out), "--db", str(live)]) == 0
    assert main(["db", "backup", str(out), "--db", str(src)]) == 0
    capsys.readouterr()
    replaced = open_store(out, migrate=False)
    assert replaced.setting("guild", 1, "locale") is None
    replaced.close()


def test_another_program_s_sqlite_file_is_not_a_herald_database_and_nothing_is_written(
    tmp_path, capsys
):
    """Not "written by an older release: run herald db migrate" (play16 23), and neither
    migrate nor a start writes Herald's tables into it."""
    import sqlite3

    from bot.store import StoreOpenError

    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as c:
        c.execute("CREATE TABLE games (id INTEGER, title TEXT)")
        c.execute("CREATE TABLE players (id INTEGER)")
    before = other.read_bytes()
    why = f"{other} is not a Herald database (its tables: games, players); give Herald its own"
    assert main(["db", "check", "--db", str(other)]) == 1
    assert capsys.readouterr().err == f"herald db check: {why} database (HERALD_DB)\n"
    assert main(["db", "migrate", "--db", str(other)]) == 1
    assert capsys.readouterr().err == f"herald db migrate: {why} database (HERALD_DB)\n"
    with pytest.raises(StoreOpenError, match="is not a Herald database"):
        open_store(other)
    assert other.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.sqlite"]  # no lease file
    # a new, empty file is Herald's to fill
    new = tmp_path / "new.db"
    sqlite3.connect(new).close()
    assert main(["db", "migrate", "--db", str(new)]) == 0
    assert "applied now: m001_games_and_events" in capsys.readouterr().out


def test_check_of_an_empty_postgresql_schema_asks_for_migrate(pg_url, capsys):
    """Not a traceback (its table of migrations is not there yet)."""
    assert main(["db", "check", "--db", pg_url]) == 1
    out = capsys.readouterr().out
    assert "integrity ok, but written by an older release: run herald db migrate" in out


def test_a_read_only_backup_is_checked_replayed_and_copied_and_stays_untouched(tmp_path, capsys):
    """play-test 17, finding 9: ``db check`` and ``game replay`` refused a backup kept
    read-only (chmod 444, a read-only mount): "Herald needs to write its database". The
    tools that only read it read it through a copy, name it by its own path, and leave
    the file, its folder and its log as they were."""
    shelf = tmp_path / "backups"
    shelf.mkdir()
    live = Store.open(tmp_path / "herald.db")
    _fill(live)
    live.close()
    assert main(["db", "backup", str(shelf / "b.db"), "--db", str(tmp_path / "herald.db")]) == 0
    ro = shelf / "b.db"
    ro.chmod(0o444)
    shelf.chmod(0o555)  # a read-only folder: nothing may be made beside it either
    try:
        before = sorted(p.name for p in shelf.iterdir()), ro.read_bytes()
        capsys.readouterr()
        assert main(["db", "check", "--db", str(ro)]) == 0
        out = capsys.readouterr()
        assert out.out.startswith(f"{ro}: integrity ok; live games 2;") and not out.err
        main(["game", "replay", "--db", str(ro)])  # its games are read (a toy game here:
        out = capsys.readouterr()  # unknown to the shipped knowledge, so not replayed)
        assert out.out.splitlines()[0] == "game 1 (toy): unknown game" and not out.err
        again = tmp_path / "again.db"
        assert main(["db", "backup", str(again), "--db", str(ro)]) == 0
        assert capsys.readouterr().out.startswith(f"backed up {ro} to {again}: games 2,")
        assert main(["db", "check", "--db", str(again), "--from", str(ro)]) == 0
        assert f"{again}: every table has the rows of {ro}" in capsys.readouterr().out
        assert (sorted(p.name for p in shelf.iterdir()), ro.read_bytes()) == before
    finally:
        shelf.chmod(0o755)
        ro.chmod(0o644)
    # the bot itself still refuses it at start, in one line (it must write)
    ro.chmod(0o444)
    try:
        assert main(["db", "migrate", "--db", str(ro)]) == 1
        assert "is read-only; Herald needs to write its database" in capsys.readouterr().err
    finally:
        ro.chmod(0o644)


def test_guild_export_writes_a_server_s_games_definitions_and_summaries(
    tmp_path, knowledge, capsys
):
    """play-test 17, finding 16: a server's games could be exported only channel by
    channel. ``herald guild export`` writes each game that has an export (as ``/game
    export`` gives it), the server's own definitions and its summaries; another
    server's are left out, and a file written imports into a new database."""
    import asyncio
    import json
    import random

    from bot.service.core import Service
    from bot.store import AsyncStore
    from tests.conftest import T0, make_ctx
    from tests.service.test_definitions import GOLD, upload

    path = tmp_path / "herald.db"

    async def played() -> None:
        svc = Service(
            AsyncStore(Store.open(path)), knowledge, rng=random.Random(1), clock=lambda: T0
        )
        await svc.dispatch(upload(guild=5, text=GOLD), "game", "define", {})
        for channel, game in ((10, "pendragon"), (11, "lancaster-gold"), (12, "pendragon")):
            await svc.dispatch(make_ctx(1, channel, guild_id=5), "game", "start", {"game": game})
        await svc.dispatch(make_ctx(1, 12, guild_id=5), "game", "end", {"confirm": True})
        await svc.dispatch(make_ctx(1, 20, guild_id=6), "game", "start", {"game": "pendragon"})
        svc.store.sync.add_summary("notes.md", "pendragon", "# Notes\ntext", 1, "t", guild_id=5)
        svc.store.close()

    asyncio.run(played())
    out = tmp_path / "export"
    capsys.readouterr()
    assert main(["guild", "export", "5", "--out", str(out), "--db", str(path)]) == 0
    said = capsys.readouterr().out.strip()
    assert said.splitlines() == [
        f"{path}: server 5: 2 games, 1 definition, 1 summary written to {out}"
        " (1 ended game has no export)",
        # which file is which channel's game (play-test 23, finding 13)
        "games/herald-pendragon-10-v1.json: channel 10, Pendragon: The Fall of Roman Britain"
        " (pendragon), GM user 1",
        "games/herald-lancaster-gold-11-v1.json: channel 11, Lancaster (lancaster-gold), GM user 1",
        # and each summary, as it was added (tidy24)
        "summaries/pendragon/notes.md: Pendragon: The Fall of Roman Britain (pendragon),"
        " added as notes.md, source notes.md, language not given (read from its words),"
        " by user 1 on t",
        f"manifest.txt: these lines, in {out}",
    ]
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert files == [
        "definitions/lancaster-gold.toml",
        "games/herald-lancaster-gold-11-v1.json",
        "games/herald-pendragon-10-v1.json",
        "manifest.txt",
        "summaries/pendragon/notes.md",
        "summaries/summaries.json",
    ]
    doc = json.loads((out / "games" / "herald-pendragon-10-v1.json").read_text(encoding="utf-8"))
    assert doc["herald_export"] == 1 and doc["guild_id"] == 5 and doc["status"] == "setup"
    # the files come back: into a fresh database, another server

    async def again() -> None:
        fresh = Service(
            AsyncStore(Store.open(tmp_path / "new.db")),
            knowledge,
            rng=random.Random(1),
            clock=lambda: T0,
        )
        text = (out / "definitions" / "lancaster-gold.toml").read_text(encoding="utf-8")
        await fresh.dispatch(upload(guild=7, text=text), "game", "define", {})
        for i, f in enumerate(sorted((out / "games").iterdir())):
            ctx = make_ctx(1, 30 + i, guild_id=7, attachments=[(f.name, f.read_bytes())])
            await fresh.dispatch(ctx, "game", "import", {})
            assert (await fresh.store.load(30 + i)) is not None
        fresh.store.close()

    asyncio.run(again())
