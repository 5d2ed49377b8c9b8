"""SQLite's write-ahead log is copied back into the database file when the store is
idle, not inside a command: under a stream of commands the file alone lags behind, a
moment without a call brings it up to date, and the log starts again there too (its
file cut back to a small size), so that the next command's commit does not (that one
waits for the new log header to reach the disk). (A process killed mid-stream loses no
acknowledged command: tests/store/test_crash.py.)"""

from __future__ import annotations

import asyncio
import json
import shutil
import sqlite3
from pathlib import Path

from bot.store import Store
from bot.store.aio import AsyncStore
from bot.store.db import Loaded
from bot.store.dialect import SQLite

PAGE = 4096
SQLITE_DEFAULT_CHECKPOINT = 1000  # pages: where SQLite checkpoints inside a commit


def file_alone(db: Path, tmp: Path) -> int | None:
    """The game's ``n`` as the database file holds it without its log (a copy of the
    file only), or None when the game is not in the file."""
    copy = tmp / "alone.db"
    shutil.copyfile(db, copy)
    for side in ("-wal", "-shm"):
        Path(str(copy) + side).unlink(missing_ok=True)
    c = sqlite3.connect(copy)
    try:
        row = c.execute("SELECT state FROM games WHERE channel_id = 7").fetchone()
    except sqlite3.OperationalError:  # not even the tables yet
        row = None
    c.close()
    return None if row is None else int(json.loads(row[0])["n"])


async def saves(store: AsyncStore, loaded: Loaded, first: int, count: int) -> Loaded:
    pad = "x" * 3000  # a state of a few pages' worth, as a game's is
    for n in range(first, first + count):
        game = {"game": "toy", "status": "setup", "n": n, "pad": pad}
        version = await store.save(loaded, game, [{"kind": "Inc", "data": {"n": n}}], "t", 1)
        loaded = Loaded(loaded.game_id, version, game, loaded.slug, 7, loaded.guild_id)
    return loaded


def test_the_log_is_checkpointed_when_idle_not_inside_commands(db_path, tmp_path, monkeypatch):
    monkeypatch.setattr(SQLite, "WAL_BOUND_PAGES", 100_000)  # no commit crosses it here

    async def run() -> None:
        store = AsyncStore(Store.open(db_path))
        store.idle_seconds = 0.2
        try:
            wal = Path(str(db_path) + "-wal")
            first = await store.create(7, 1, {"game": "toy", "status": "setup", "n": 0}, [], "t", 1)
            await asyncio.sleep(0.6)  # idle: the game is in the file itself
            assert file_alone(db_path, tmp_path) == 0

            # a stream without a pause, past where SQLite's default would have
            # checkpointed in a commit: the file alone has the game as before the stream
            loaded = await saves(store, first, 1, 600)
            assert wal.stat().st_size > SQLITE_DEFAULT_CHECKPOINT * PAGE
            assert file_alone(db_path, tmp_path) == 0

            await asyncio.sleep(0.6)  # idle: checkpointed, the file alone is current
            assert file_alone(db_path, tmp_path) == 600
            # the next command starts the log again, its file cut back to a small size
            await saves(store, loaded, 601, 1)
            assert wal.stat().st_size <= SQLite.WAL_KEEP_BYTES
            assert (await store.load(7)).game["n"] == 601
        finally:
            await store.aclose()

    asyncio.run(run())


def log_start(db: Path) -> bytes:
    """The salt in the write-ahead log's header: new each time the log starts again
    from its beginning (SQLite syncs the header to the disk then)."""
    with open(str(db) + "-wal", "rb") as f:
        return f.read(32)[16:24]


def test_the_log_starts_again_when_idle_so_the_next_command_only_appends(db_path, tmp_path):
    async def run() -> None:
        store = AsyncStore(Store.open(db_path))
        store.idle_seconds = 0.2
        try:
            first = await store.create(7, 1, {"game": "toy", "status": "setup", "n": 0}, [], "t", 1)
            loaded = await saves(store, first, 1, 30)
            before = log_start(db_path)
            await asyncio.sleep(0.6)  # idle: checkpointed, and the log started again
            assert file_alone(db_path, tmp_path) == 30
            started = log_start(db_path)
            assert started != before
            loaded = await saves(store, loaded, 31, 3)
            assert log_start(db_path) == started  # the commands appended to it
            assert (await store.load(7)).game["n"] == 33
            await asyncio.sleep(0.6)  # and again after them
            assert file_alone(db_path, tmp_path) == 33 and log_start(db_path) != started
        finally:
            await store.aclose()

    asyncio.run(run())


def test_idle_upkeep_never_waits_for_another_writer(db_path, tmp_path):
    """Another connection holding the write lock (a maintenance tool): the checkpoint
    copies what it can and the log's restart is left to the next write, at once."""
    store = Store.open(db_path)
    try:
        store.create(7, 1, {"game": "toy", "status": "setup", "n": 0}, [], "t", 1)
        other = sqlite3.connect(db_path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        try:
            store.db.idle()  # neither waits the connection's busy timeout nor raises
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert file_alone(db_path, tmp_path) == 0
        assert store.db.conn().execute("PRAGMA busy_timeout").fetchone()[0] == 5000
    finally:
        store.close()


def test_a_stream_without_a_pause_keeps_the_log_bounded(db_path, tmp_path, monkeypatch):
    """With no idle moment at all the commit that crosses the bound checkpoints, as
    SQLite does by default: the log does not grow without limit."""
    monkeypatch.setattr(SQLite, "WAL_BOUND_PAGES", 200)

    async def run() -> None:
        store = AsyncStore(Store.open(db_path))
        store.idle_seconds = 3600
        try:
            first = await store.create(7, 1, {"game": "toy", "status": "setup", "n": 0}, [], "t", 1)
            await saves(store, first, 1, 400)  # a page or more each: past the bound
            assert (file_alone(db_path, tmp_path) or 0) > 100  # checkpointed in a commit
        finally:
            await store.aclose()

    asyncio.run(run())
