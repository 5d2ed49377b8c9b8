"""Backups and copies all or nothing (issue 22), with real processes: ``herald db
backup`` while another process writes gives a whole, replayable copy or nothing; a
``herald db copy`` killed part-way leaves the target empty, ``herald db check --from``
says it lacks the source's rows, and the copy can be run again."""

from __future__ import annotations

import contextlib
import io
import itertools
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import psycopg
import pytest

from bot.adapters.cli.main import main
from bot.store import open_store
from bot.store.db import TABLES
from tests.store.test_db_cli import _fill

ROOT = Path(__file__).resolve().parents[2]


def herald(*args: str, db: str | None = None, **kw) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HERALD_", "DISCORD_"))}
    if db is not None:
        env["HERALD_DB"] = db
    return subprocess.Popen(
        [sys.executable, "-m", "bot", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        **kw,
    )


def done(*args: str) -> subprocess.CompletedProcess:
    """``herald *args`` run here (the command-line entry point, in this process)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return subprocess.CompletedProcess(args, code, out.getvalue(), err.getvalue())


def writer(db: str) -> subprocess.Popen:
    """``herald console`` starting a game in channel after channel and playing in each
    (a new game's rows are in games, events, guild settings, reminders), returned once
    it has answered its first command; its answers are read as they come."""
    p = herald("console", "--json", db=db, stdin=subprocess.PIPE)
    assert p.stdin is not None and p.stdout is not None

    def feed() -> None:
        try:
            for c in itertools.count():  # until the test stops it
                p.stdin.write(f"#w{c}\ngm: /game start game:pendragon\n")
                p.stdin.write("bob: /game join seat:Saxons\nbob: /roll 2d6\n")
                p.stdin.write("carol: /game join seat:Civitates\n")
                p.stdin.flush()
                time.sleep(0.005)
        except (BrokenPipeError, OSError, ValueError):
            pass

    threading.Thread(target=feed, daemon=True).start()
    assert "Pendragon" in p.stdout.readline()
    threading.Thread(target=p.stdout.read, daemon=True).start()
    return p


def history(db: str, games: int = 1500, events: int = 10) -> None:
    """Enough rows that a backup reads for a while: ended games with events but no
    history, as games begun before history was logged (the replay check passes them
    by; a game Herald does not know would fail it)."""
    state = '{"game":"lancaster","status":"ended","pad":"' + "x" * 400 + '"}'
    game_rows = [(10_000 + i, 1, "lancaster", "ended", 1, state, "t", "t") for i in range(games)]
    sql = (
        "INSERT INTO games (channel_id, guild_id, slug, status, version, state, created_at,"
        " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
    )
    ev = "INSERT INTO events (game_id, version, at, actor, kind, data, private) SELECT id, 1,"
    ev += " 't', 1, 'Filler', '{}', 0 FROM games WHERE slug = 'lancaster'"
    if db.startswith("postgresql"):
        with psycopg.connect(db) as c:
            with c.cursor() as cur:
                cur.executemany(sql.replace("?", "%s"), game_rows)
            for _ in range(events):
                c.execute(ev)
    else:
        with sqlite3.connect(db) as c:
            c.executemany(sql, game_rows)
            for _ in range(events):
                c.execute(ev)


@pytest.mark.parametrize("source", ["postgresql", "sqlite"])
def test_a_backup_taken_while_another_process_writes_is_whole_or_nothing(source, request, tmp_path):
    db = request.getfixturevalue("pg_url") if source == "postgresql" else str(tmp_path / "live.db")
    open_store(db).close()
    history(db)
    w = writer(db)
    try:
        taken = 0
        for i in range(3):
            dest = tmp_path / f"backup-{i}.db"
            b = done("db", "backup", str(dest), "--db", db)
            assert not list(tmp_path.glob(f".{dest.name}*"))  # no partial copy left
            if b.returncode != 0:  # refused: then nothing is left behind
                assert not dest.exists(), b.stderr
                continue
            taken += 1
            check = done("db", "check", "--db", str(dest))
            assert check.returncode == 0 and "integrity ok" in check.stdout, check.stdout
            replay = done("game", "replay", "--db", str(dest))
            assert replay.returncode == 0, replay.stdout + replay.stderr
            assert " 0 differ from their history" in replay.stdout
            with sqlite3.connect(dest) as c:
                played, records, without_events = c.execute(
                    "SELECT (SELECT count(*) FROM games WHERE slug = 'pendragon'),"
                    " (SELECT count(*) FROM guild_settings WHERE key LIKE 'game:%:table'),"
                    " (SELECT count(*) FROM games g WHERE NOT EXISTS"
                    "  (SELECT 1 FROM events e WHERE e.game_id = g.id))"
                ).fetchone()
            # every game started has its table record and its events
            assert played >= 1 and records == played and without_events == 0
        assert taken >= 2
        assert w.poll() is None  # the writer was writing all along
    finally:
        w.kill()
        w.wait()


def rows(db: str, table: str) -> int:
    if db.startswith("postgresql"):
        with psycopg.connect(db) as c:
            return int(c.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
    with sqlite3.connect(db.removeprefix("sqlite:///")) as c:
        return int(c.execute(f"SELECT count(*) FROM {table}").fetchone()[0])


def _blocked(admin: psycopg.Connection) -> bool:
    """Some session is waiting for a lock."""
    return bool(admin.execute("SELECT count(*) FROM pg_locks WHERE NOT granted").fetchone()[0])


@pytest.mark.parametrize("direction", ["sqlite to postgresql", "postgresql to sqlite"])
def test_a_copy_killed_part_way_leaves_nothing_is_detected_and_can_be_run_again(
    direction, pg_url, tmp_path
):
    sqlite_url = f"sqlite:///{tmp_path / 'herald.db'}"
    src, dst = (sqlite_url, pg_url) if direction.startswith("sqlite") else (pg_url, sqlite_url)
    store = open_store(src)
    _fill(store)
    store.close()
    open_store(dst).close()
    with psycopg.connect(pg_url) as admin_tx, psycopg.connect(pg_url, autocommit=True) as admin:
        # the copy stops at summaries, after games, events and settings: writing them
        # (into PostgreSQL: a lock that still lets the copy count the rows first) or
        # reading them (from PostgreSQL)
        mode = "EXCLUSIVE" if dst == pg_url else "ACCESS EXCLUSIVE"
        admin_tx.execute(f"LOCK TABLE summaries IN {mode} MODE")
        cp = herald("db", "copy", "--from", src, "--to", dst)
        deadline = time.monotonic() + 30
        while not _blocked(admin) and time.monotonic() < deadline:
            assert cp.poll() is None, cp.communicate()
            time.sleep(0.02)
        assert _blocked(admin)
        cp.send_signal(signal.SIGKILL)
        cp.wait()
        admin_tx.rollback()
        # the killed client's server session ends once it finds its client gone
        while (
            admin.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE pid != pg_backend_pid()"
                " AND datname = current_database() AND state != 'idle'"
            ).fetchone()[0]
            and time.monotonic() < deadline
        ):
            time.sleep(0.05)
    # nothing of the copy is in the target, and the check against the source says so
    assert {t: rows(dst, t) for t in TABLES} == dict.fromkeys(TABLES, 0)
    check = done("db", "check", "--db", dst, "--from", src)
    assert check.returncode == 1
    assert "games: 0 rows, the source has 2" in check.stdout, check.stdout
    assert "does not hold every row of" in check.stdout
    # run again: whole
    again = done("db", "copy", "--from", src, "--to", dst)
    assert again.returncode == 0, again.stderr
    assert "games 2, events 4" in again.stdout and "outbox 2" in again.stdout
    check = done("db", "check", "--db", dst, "--from", src)
    assert check.returncode == 0 and "every table has the rows of" in check.stdout
