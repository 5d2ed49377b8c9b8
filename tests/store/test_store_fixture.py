"""The ``store`` fixture (tests/conftest.py) gives each test a database of its own:
empty, every migration applied, its ids starting from 1, on both backends. On SQLite
the file is a copy of one migrated once a session; these tests show the copy is the
database a migration makes and that no test's writes reach the next test."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.store import open_store
from bot.store.db import TABLES

G = {"game": "toy", "status": "setup", "n": 0}


def _write_everywhere(store, turn: int) -> None:
    """Rows in the games, events, outbox, settings and summaries tables."""
    loaded = store.create(70 + turn, 1, G, [{"kind": "Started", "data": {}}], "t0", 1)
    assert loaded.game_id == 1, "a game id other than 1: the database was not a new one"
    store.enqueue([{"channel_id": 70, "kind": "send", "payload": f"turn {turn}"}], "t0")
    store.set_setting("guild", 1, "lang", "it")
    store.add_summary("a.md", "toy", f"# Toy\nturn {turn}\n", 1, "t0", 1)
    counts = store.row_counts()
    assert {t: counts[t] for t in ("games", "events", "outbox", "summaries")} == {
        "games": 1,
        "events": 1,
        "outbox": 1,
        "summaries": 1,
    }


@pytest.mark.parametrize("turn", [1, 2])
def test_each_test_starts_on_an_empty_database_whatever_the_last_one_wrote(store, turn):
    """Run twice in a row on one worker (a file's tests stay on one): the second would
    see the first one's rows, or a game id past 1, if a database were shared."""
    assert store.row_counts() == dict.fromkeys(TABLES, 0)
    _write_everywhere(store, turn)


def _schema(path: Path) -> tuple[list[tuple], list[str], int, str]:
    """A SQLite file's tables and indexes (as created), applied migrations, user
    version and journal mode."""
    c = sqlite3.connect(path)
    try:
        objects = c.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
        ).fetchall()
        applied = [r[0] for r in c.execute("SELECT name FROM _sqlite_migrations ORDER BY name")]
        (version,) = c.execute("PRAGMA user_version").fetchone()
        (journal,) = c.execute("PRAGMA journal_mode").fetchone()
        return objects, applied, version, journal
    finally:
        c.close()


@pytest.mark.parametrize("backend", ["sqlite"])  # the copied file is the SQLite store's
def test_the_sqlite_copy_is_the_database_a_migration_makes_and_stays_apart(
    store, backend, tmp_path, request
):
    template = request.getfixturevalue("_migrated_sqlite")
    assert Path(store.path) != template
    fresh = tmp_path / "fresh.db"
    open_store(fresh).close()  # every migration applied to a new file, as the bot does
    mine = Path(store.path)
    _write_everywhere(store, 1)
    assert _schema(mine) == _schema(fresh)
    assert _schema(mine)[1] and _schema(mine)[3] == "wal"
    # the session's template was not written through the copy
    c = sqlite3.connect(template)
    try:
        assert all(c.execute(f"SELECT count(*) FROM {t}").fetchone() == (0,) for t in TABLES)
    finally:
        c.close()
