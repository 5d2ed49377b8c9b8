"""The database misbehaving under a running Herald: a lock another process holds, the
file deleted or made read-only, a second process on the same file. Real SQLite files,
real processes; the service as the adapters call it."""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.i18n import error_text
from bot.service.core import Service
from bot.store import AsyncStore, Store, StoreBusy, StoreOpenError, StoreUnavailable
from tests.conftest import T0, make_ctx

ROOT = Path(__file__).resolve().parents[2]
GM, P1 = 1, 2


def _svc(path: Path, knowledge, retry_for: float = 5.0) -> Service:
    store = AsyncStore(Store.open(path, busy_timeout_ms=50, lease=True))
    store.retry_for = retry_for
    return Service(store, knowledge, rng=random.Random(1), clock=lambda: T0)


async def _two_games(svc: Service) -> None:
    for ch in (10, 20):
        await svc.dispatch(make_ctx(GM, ch), "game", "start", {"game": "pendragon"})


class Heartbeat:
    """Measures the longest gap between ticks of a 10 ms timer on the event loop."""

    def __init__(self) -> None:
        self.worst = 0.0
        self.task = asyncio.get_running_loop().create_task(self.run())

    async def run(self) -> None:
        last = time.monotonic()
        while True:
            await asyncio.sleep(0.01)
            now = time.monotonic()
            self.worst = max(self.worst, now - last)
            last = now

    def stop(self) -> float:
        self.task.cancel()
        return self.worst


async def test_a_locked_database_delays_only_the_writing_channel(tmp_path, knowledge):
    db = tmp_path / "herald.db"
    svc = _svc(db, knowledge)
    await _two_games(svc)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    beat = Heartbeat()
    join = asyncio.create_task(svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"}))
    await asyncio.sleep(0.3)
    assert not join.done()  # waiting for the lock ...
    started = time.monotonic()
    status = await svc.dispatch(make_ctx(P1, 20), "game", "status", {})
    assert time.monotonic() - started < 1.0  # ... while another channel is answered
    assert status.messages[0].content.startswith("Pendragon")
    assert not join.done()
    other.execute("COMMIT")
    other.close()
    resp = await asyncio.wait_for(join, 5)
    assert "Saxons" in resp.messages[0].content
    assert beat.stop() < 0.25  # the event loop never stalled
    loaded = await svc.store.load(10)
    assert loaded is not None and loaded.version == 2
    svc.store.close()


async def test_a_lock_held_too_long_refuses_the_command_and_changes_nothing(tmp_path, knowledge):
    db = tmp_path / "herald.db"
    svc = _svc(db, knowledge, retry_for=0.4)
    await _two_games(svc)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    with pytest.raises(StoreBusy) as err:
        await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})
    assert "not applied" in error_text(err.value, "en")
    other.execute("ROLLBACK")
    other.close()
    loaded = await svc.store.load(10)
    assert loaded is not None and loaded.version == 1
    assert [e["kind"] for e in await svc.store.events(loaded.game_id)] == ["GameStarted", "Action"]
    # and once the lock is gone the same command goes through
    await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})
    assert (await svc.store.load(10)).version == 2  # type: ignore[union-attr]
    svc.store.close()


async def test_a_deleted_database_refuses_commands_and_is_not_recreated(tmp_path, knowledge):
    db = tmp_path / "herald.db"
    svc = _svc(db, knowledge)
    await _two_games(svc)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    with pytest.raises(StoreUnavailable) as err:
        await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})
    assert "not applied" in error_text(err.value, "en")
    with pytest.raises(StoreUnavailable):  # reads too: nothing is answered from a ghost
        await svc.dispatch(make_ctx(P1, 20), "game", "status", {})
    svc.store.close()
    assert not db.exists()
    # a restart does not silently begin again with an empty database, and says how to
    # restore (a copy of a backup; ``herald db backup`` only makes them)
    with pytest.raises(StoreOpenError, match="missing") as refused:
        Store.open(db, lease=True)
    assert f"by copying your latest backup to {db} (docs/deploy.md" in str(refused.value)
    assert "herald db backup" not in str(refused.value)
    assert not db.exists()


async def test_a_database_made_read_only_refuses_commands(tmp_path, knowledge):
    db = tmp_path / "herald.db"
    svc = _svc(db, knowledge)
    await _two_games(svc)
    db.chmod(0o444)
    try:
        with pytest.raises(StoreUnavailable):
            await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})
        svc.store.close()
        with pytest.raises(StoreOpenError, match="read-only"):
            Store.open(db, lease=True)
    finally:
        db.chmod(0o644)
    store = Store.open(db)
    assert store.load(10).version == 1  # type: ignore[union-attr]
    store.close()


async def test_each_cause_of_a_refusal_is_logged_once_whoever_found_it(tmp_path, knowledge, caplog):
    """A refusal the store's own check finds (a file made read-only, then deleted) is
    logged as the driver's are (a full disk, below): once per cause, not once per
    process (the deletion went unsaid after the read-only file) nor per command."""
    db = tmp_path / "herald.db"
    svc = _svc(db, knowledge)
    await _two_games(svc)
    db.chmod(0o444)
    for _ in range(3):
        with pytest.raises(StoreUnavailable):
            await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})
    db.chmod(0o644)
    await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})  # written again
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    for _ in range(3):
        with pytest.raises(StoreUnavailable):
            await svc.dispatch(make_ctx(P1, 20), "game", "status", {})
    said = [r.getMessage() for r in caplog.records if "unavailable" in r.getMessage()]
    assert said == [
        f"database {db} unavailable (read-only): commands are refused",
        f"database {db} unavailable (deleted): commands are refused",
    ]
    svc.store.close()


def _herald(db: Path, *args: str, **kw) -> subprocess.Popen:
    env = dict(os.environ, HERALD_DB=str(db), DISCORD_TOKEN="")
    env.update(kw.pop("env", {}))
    return subprocess.Popen(
        [sys.executable, "-m", "bot", *args],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_start_up_on_a_read_only_database_is_one_clear_line(tmp_path):
    db = tmp_path / "herald.db"
    Store.open(db).close()
    db.chmod(0o444)
    try:
        for args, env in (
            (("console",), {}),
            (("run",), {"DISCORD_TOKEN": "x" * 60, "DISCORD_API_BASE": "http://127.0.0.1:9"}),
        ):
            proc = _herald(db, *args, env=env)
            out, err = proc.communicate("", timeout=60)
            assert proc.returncode == 1, err
            assert "Traceback" not in err
            lines = [x for x in err.splitlines() if "read-only" in x]
            assert len(lines) == 1 and str(db) in lines[0], err
    finally:
        db.chmod(0o644)


def test_a_second_process_on_the_same_file_is_refused_naming_the_holder(tmp_path):
    db = tmp_path / "herald.db"
    first = _herald(db, "console", "--json")
    try:
        assert first.stdin is not None and first.stdout is not None
        first.stdin.write("alice: /game start game:pendragon\n")
        first.stdin.flush()
        assert "Pendragon" in first.stdout.readline()  # the first one is up and writing
        second = _herald(db, "console", "--json")
        out, err = second.communicate("bob: /game join seat:Saxons\n", timeout=60)
        assert second.returncode == 1
        assert "in use by another Herald process" in err and f"pid {first.pid}" in err, err
        assert "Traceback" not in err and out == ""
        # so is a migration while the bot runs
        mig = subprocess.run(
            [sys.executable, "-m", "bot", "db", "migrate", "--db", str(db)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert mig.returncode == 1 and f"pid {first.pid}" in mig.stderr
        first.stdin.write("bob: /game join seat:Saxons\n")
        first.stdin.flush()
        assert any("takes the seat Saxons" in first.stdout.readline() for _ in range(6))
    finally:
        first.kill()
        first.wait()
    # the lease dies with its process (even SIGKILL): a new process takes over
    third = _herald(db, "console", "--json")
    out, _ = third.communicate("alice: /game status\n", timeout=60)
    assert third.returncode == 0 and "Pendragon" in out
    store = Store.open(db)
    loaded = store.load(100 + 1)  # the console's first channel (#general)
    assert loaded is not None and loaded.version == 2  # bob's join once, not twice
    store.close()


def _damage(db: Path, at: int = 0) -> None:
    """What a failing disk or a stray ``dd`` does: 8 KB overwritten (from the start, or
    past the header at 4096)."""
    with open(db, "r+b") as f:
        f.seek(at)
        f.write(random.Random(3).randbytes(8192))


async def test_a_file_damaged_under_the_bot_is_noticed_at_upkeep_and_commands_refused(
    tmp_path, knowledge, caplog
):
    db = tmp_path / "herald.db"
    svc = _svc(db, knowledge)
    store = svc.store
    assert isinstance(store, AsyncStore)
    store.idle_seconds = 0.05
    store.sync.db.QUICK_CHECK_SECONDS = 0  # type: ignore[union-attr]
    await _two_games(svc)
    await asyncio.sleep(0.3)  # upkeep: checkpointed and read back, healthy
    await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})
    _damage(db)
    # the write before the next upkeep still lands in our cache and log...
    await svc.dispatch(make_ctx(P1, 20), "game", "join", {"seat": "Saxons"})
    await asyncio.sleep(0.3)
    # ...but the upkeep reads the file back: from now on every command is refused
    with pytest.raises(StoreUnavailable) as err:
        await svc.dispatch(make_ctx(GM, 10), "game", "status", {})
    assert "not applied" in error_text(err.value, "en")
    assert err.value.params["reason"].startswith("damaged: ")
    assert "unavailable (damaged: " in caplog.text
    store.close()


async def test_the_console_refuses_commands_on_a_damaged_file_and_reads_on(
    tmp_path, knowledge, caplog
):
    """play15 12: a user new to the run (whose kept language the console reads first)
    ended the console with a traceback once the file was found damaged, and so did the
    scheduled work after a command that needs no database."""
    import io

    from bot.adapters.cli.console import Console

    db = tmp_path / "herald.db"
    svc = _svc(db, knowledge)
    store = svc.store
    assert isinstance(store, AsyncStore)
    store.idle_seconds = 0.05
    store.sync.db.QUICK_CHECK_SECONDS = 0  # type: ignore[union-attr]
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    for ch in range(20):  # a few pages of games, so that the damage is inside the data
        await con.handle(f"#c{ch}")
        await con.handle("alice: /game start game:pendragon")
    await asyncio.sleep(0.3)
    _damage(db, at=4096)
    await con.handle("bob: /game join seat:Saxons")  # lands before the read-back
    await asyncio.sleep(0.3)
    out = await con.handle("carol: /game join seat:Saxons")  # carol: new to this run
    assert [(m["user"], m["kind"]) for m in out] == [("carol", "error")]
    assert "cannot write its database" in out[0]["content"] and "not applied" in out[0]["content"]
    out = await con.handle("bob: /help")  # needs no game, but the console keeps names
    assert [m["kind"] for m in out] == ["error"] and "not applied" in out[0]["content"]
    assert await con.tick() == []  # the scheduled work after a command: refused, logged
    assert "scheduled work not run: error.store_unavailable" in caplog.text
    await con.handle("#c19")
    out = await con.handle("alice: /game status")
    assert [m["kind"] for m in out] == ["error"] and "not applied" in out[0]["content"]
    store.close()


def test_db_check_and_backup_of_a_damaged_file_fail_in_one_line(tmp_path, capsys):
    from bot.adapters.cli.main import main

    db, dest = tmp_path / "herald.db", tmp_path / "backup.db"
    s = Store.open(db)
    for ch in range(40):  # a few pages of games, so that the damage is inside the data
        s.create(ch, 1, {"game": "toy", "status": "active", "pad": "x" * 2000}, [], "t", 1)
    s.close()
    _damage(db, at=4096)  # the pages of the tables: the file still opens
    assert main(["db", "check", "--db", str(db)]) == 1
    out = capsys.readouterr().out.strip()
    assert out.startswith(f"{db}: integrity failed: ") and len(out.splitlines()) == 1
    assert main(["db", "backup", str(dest), "--db", str(db)]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"nothing was written to {dest}" in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["herald.db"]
    _damage(db)  # the header too: the file no longer opens as a database
    for args in (["check"], ["backup", str(dest)]):
        assert main(["db", *args, "--db", str(db)]) == 1
        err = capsys.readouterr().err.strip()
        assert err == f"herald db {args[0]}: cannot open the database {db}: file is not a database"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["herald.db"]


def test_game_replay_of_a_damaged_file_or_not_a_database_fails_in_one_line(tmp_path, capsys):
    """As ``db check`` does: one line, exit 1, never a traceback (play14 13, 25)."""
    from bot.adapters.cli.main import main

    db = tmp_path / "herald.db"
    s = Store.open(db)
    for ch in range(40):
        s.create(ch, 1, {"game": "toy", "status": "active", "pad": "x" * 2000}, [], "t", 1)
    s.close()
    _damage(db, at=8192)  # pages 3 and 4: the games table's
    assert main(["game", "replay", "--db", str(db)]) == 1
    err = capsys.readouterr().err
    assert err == f"herald game replay: cannot read {db}: database disk image is malformed\n"
    text = tmp_path / "notes.db"
    text.write_text("not a database, only notes\n" * 200)
    assert main(["game", "replay", "--db", str(text)]) == 1
    err = capsys.readouterr().err
    assert err == f"herald game replay: cannot open the database {text}: file is not a database\n"


async def test_damage_is_noticed_when_the_read_back_falls_due_even_with_no_write_after(
    tmp_path, knowledge
):
    """The read-back was done only at an idle moment right after a write: a file damaged
    after the last write of a burst went unnoticed until the next write's idle moment,
    and that command was acknowledged into the damaged file (play14 15: 2 min 45 s).
    It is now done when it falls due, writes or not."""
    db = tmp_path / "herald.db"
    svc = _svc(db, knowledge)
    store = svc.store
    assert isinstance(store, AsyncStore)
    store.idle_seconds = 0.05
    store.sync.db.QUICK_CHECK_SECONDS = 1.0  # type: ignore[union-attr]
    for ch in range(10, 40):  # a few pages of games
        await svc.dispatch(make_ctx(GM, ch), "game", "start", {"game": "pendragon"})
    await asyncio.sleep(0.2)  # checkpointed
    store.sync.db._quick_checked = time.monotonic()  # type: ignore[union-attr] # read back now
    _damage(db, at=8192)
    await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})  # not yet due
    await asyncio.sleep(1.4)  # no command meanwhile: the read-back came due and ran
    with pytest.raises(StoreUnavailable) as err:
        await svc.dispatch(make_ctx(P1, 11), "game", "join", {"seat": "Saxons"})
    assert err.value.params["reason"].startswith("damaged: ")
    store.close()


def test_the_bot_or_console_on_an_already_damaged_file_refuses_to_start(tmp_path, capsys):
    """One line, exit 1, the restore hint (play14 14): not a traceback per command."""
    from bot.adapters.cli.main import main

    db = tmp_path / "herald.db"
    s = Store.open(db)
    for ch in range(40):
        s.create(ch, 1, {"game": "toy", "status": "active", "pad": "x" * 2000}, [], "t", 1)
    s.close()
    _damage(db, at=8192)
    with pytest.raises(StoreOpenError) as e:
        Store.open(db, lease=True)  # what herald run opens
    assert str(e.value) == (
        f"{db} is damaged (database disk image is malformed): stop and restore your latest "
        'backup (docs/deploy.md, "Backing up and restoring"); herald db check says more'
    )
    assert main(["console", "--db", str(db)]) == 1
    assert capsys.readouterr().err == f"herald: {e.value}\n"


async def test_a_full_disk_refuses_writes_clearly_logs_once_and_recovers(
    tmp_path, knowledge, caplog
):
    """play-test 17, finding 8: with the disk full every command answered "something
    went wrong" (the player could not tell whether the move counted) and the log had a
    traceback per command. A full disk is refused like a read-only file: "not
    applied", said once in the log; reads go on; once there is room, writes do too.
    (SQLite's ``max_page_count`` stands for the full disk: the same SQLITE_FULL.)"""
    db = tmp_path / "herald.db"
    svc = _svc(db, knowledge)
    store = svc.store
    assert isinstance(store, AsyncStore)
    await _two_games(svc)
    raw = store.sync.db._c  # type: ignore[union-attr]
    pages = raw.execute("PRAGMA page_count").fetchone()[0]
    raw.execute(f"PRAGMA max_page_count = {pages}")
    roll = {"expr": "1d6", "reason": "x" * 180}
    refused = []
    for _ in range(60):  # rolls in a game channel are logged: the file soon needs a page
        try:
            await svc.dispatch(make_ctx(P1, 10), "roll", None, roll)
        except StoreUnavailable as e:
            refused.append(e)
    assert len(refused) >= 40
    assert all("not applied" in error_text(e, "en") for e in refused)
    assert "full" in refused[0].params["reason"]
    before = (await store.load(10)).version  # type: ignore[union-attr]
    with pytest.raises(StoreUnavailable):  # a game move too: not applied
        await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})
    assert (await store.load(10)).version == before  # type: ignore[union-attr]
    status = await svc.dispatch(make_ctx(P1, 20), "game", "status", {})  # reads go on
    assert status.messages[0].content.startswith("Pendragon")
    said = [r for r in caplog.records if "unavailable" in r.getMessage()]
    assert len(said) == 1 and "is full" in said[0].getMessage()
    assert not [r for r in caplog.records if r.exc_info]
    raw.execute("PRAGMA max_page_count = 1073741823")  # room again
    r = await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})
    assert "Saxons" in r.messages[0].content
    store.close()


def test_a_commit_that_fails_leaves_no_transaction_open(tmp_path):
    """A COMMIT may fail (a full disk, a deferred constraint) with SQLite's transaction
    still open: it is rolled back, so the next command can begin its own."""
    store = Store.open(tmp_path / "herald.db")
    with store.db.transaction() as c:
        c.execute("CREATE TABLE parent (id INTEGER PRIMARY KEY)")
        c.execute(
            "CREATE TABLE child (p INTEGER REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)"
        )
    with pytest.raises(sqlite3.IntegrityError), store.db.transaction() as c:
        c.execute("INSERT INTO child VALUES (5)")  # refused only at the COMMIT
    with store.db.transaction() as c:
        c.execute("INSERT INTO parent VALUES (5)")
        c.execute("INSERT INTO child VALUES (5)")
    with store.db.transaction() as c:
        assert c.execute("SELECT count(*) FROM child").fetchone()[0] == 1
    store.close()
