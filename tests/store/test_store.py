"""The store on a real temporary SQLite file."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from bot.store import ChannelBusy, StaleWrite, Store
from bot.store.db import TABLES

G = {"game": "toy", "status": "setup", "n": 0}


def test_migrations_apply_once_and_twice_is_a_no_op(db_path):
    s = Store.open(db_path)
    assert s.db.applied_migrations() == [
        "m001_games_and_events",
        "m002_reminders",
        "m003_dashboard_version",
        "m004_dice_aliases",
        "m005_outbox",
        "m006_summaries_per_guild",
        "m007_outbox_guild",
        "m008_deadlines",
    ]
    s.close()
    s2 = Store.open(db_path)
    assert s2.db.migrate() == []
    assert s2.db.applied_migrations() == [
        "m001_games_and_events",
        "m002_reminders",
        "m003_dashboard_version",
        "m004_dice_aliases",
        "m005_outbox",
        "m006_summaries_per_guild",
        "m007_outbox_guild",
        "m008_deadlines",
    ]
    conn = s2.db.conn()  # the store's own connection: these pragmas are per connection
    mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    fk = conn.execute("PRAGMA foreign_keys").fetchone()[0]
    timeout = conn.execute("PRAGMA busy_timeout").fetchone()[0]
    assert (mode, fk, timeout) == ("wal", 1, 5000)
    s2.close()


def test_a_process_on_sqlite_never_imports_psycopg(db_path):
    """psycopg is imported by the first PostgreSQL store only (some 0.06 s of CPU)."""
    code = (
        "import sys\nfrom bot.store import AsyncStore, open_store\n"
        f"AsyncStore(open_store({str(db_path)!r})).close()\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'psycopg'))"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root)
    assert (out.returncode, out.stdout.strip()) == (0, "[]"), out.stderr


def test_a_missing_table_is_named_by_the_check_and_counted_as_minus_one(db_url):
    s = Store.open(db_url)
    try:
        assert s.integrity_check() == "ok" and s.row_counts()["dice_aliases"] == 0
        s.db.conn().execute("DROP TABLE dice_aliases")
        assert s.integrity_check() == "missing tables: dice_aliases"
        assert s.row_counts() == {**dict.fromkeys(TABLES, 0), "dice_aliases": -1}
    finally:
        s.close()


def test_save_with_expected_version_refuses_a_stale_writer(store):
    a = store.create(7, 1, G, [{"kind": "Started", "data": {}}], "t0", 1)
    b = store.load(7)
    assert (a.version, b.version) == (1, 1)
    assert store.save(a, dict(G, n=1), [{"kind": "Inc", "data": {"n": 1}}], "t1", 1) == 2
    with pytest.raises(StaleWrite):
        store.save(b, dict(G, n=99), [{"kind": "Lost", "data": {}}], "t1", 2)
    now = store.load(7)
    assert now.version == 2 and now.game["n"] == 1
    assert [e["kind"] for e in store.events(now.game_id)] == ["Started", "Inc"]  # nothing merged


def test_one_live_game_per_channel_but_many_channels(store):
    store.create(1, 1, G, [], "t", 1)
    with pytest.raises(ChannelBusy):
        store.create(1, 1, G, [], "t", 1)
    for ch in range(2, 50):
        store.create(ch, ch % 3, G, [], "t", 1)
    assert len(store.games(live=True)) == 49
    ended = store.load(1)
    store.save(ended, dict(G, status="ended"), [], "t", 1)
    assert store.load(1) is None
    assert store.create(1, 1, G, [], "t", 1).version == 1  # a new game after the end


def test_live_games_come_in_the_order_they_were_started_on_both_backends(store):
    # channels in falling order, so an index on the channel would give another order
    started = [store.create(ch, 1, G, [], "t", 1).game_id for ch in (90, 70, 50, 30, 10)]
    ended = store.load(50)
    store.save(ended, dict(G, status="ended"), [], "t", 1)
    live = store.games(live=True)
    assert [g.game_id for g in live] == [i for i in started if i != ended.game_id]
    assert [g.channel_id for g in live] == [90, 70, 30, 10]
    assert live[0].game == G


def test_a_channel_s_last_ended_game_and_every_game_s_server_on_both_backends(store):
    assert store.load(5, ended=True) is None
    first = store.create(5, 7, dict(G, n=1), [], "t", 1)
    store.save(first, dict(G, n=1, status="ended"), [], "t", 1)
    six = store.create(6, 7, dict(G, n=6), [], "t", 1)  # another channel's game, live
    assert store.load(6, ended=True) is None  # a live game is not an ended one
    second = store.create(5, 7, dict(G, n=2), [], "t", 1)
    assert store.load(5, ended=True).game_id == first.game_id  # the new one is still live
    store.save(second, dict(G, n=2, status="ended"), [], "t", 1)
    other = store.create(5, 8, dict(G, n=3), [], "t", 1)  # live again, another server
    got = store.load(5, ended=True)
    assert (got.game_id, got.version, got.game["n"], got.channel_id, got.guild_id) == (
        second.game_id,
        2,
        2,
        5,
        7,
    )
    rows = {r.game_id: r for r in store.games()}
    assert rows[other.game_id].guild_id == 8 and rows[first.game_id].guild_id == 7
    assert rows[second.game_id].game["status"] == "ended"
    # one server's games, live or all, of one game or any
    assert [r.game_id for r in store.games(7, live=True)] == [six.game_id]
    assert [r.game_id for r in store.games(7, "toy")] == [
        first.game_id,
        six.game_id,
        second.game_id,
    ]
    assert store.games(7, "other") == [] and [r.guild_id for r in store.games(8)] == [8]


def test_event_log_is_append_only_and_private_entries_are_marked(store):
    g = store.create(3, 1, G, [{"kind": "A", "data": {}}], "t", 1)
    store.append_events(g, [{"kind": "DiceRolled", "data": {"expr": "1d6"}}], "t", 2, private=True)
    evs = store.events(g.game_id)
    assert [(e["kind"], e["private"], e["actor"]) for e in evs] == [
        ("A", False, 1),
        ("DiceRolled", True, 2),
    ]
    assert [e["data"] for e in store.events(g.game_id, None, kind="DiceRolled")] == [
        {"expr": "1d6"}
    ]
    assert [e["kind"] for e in store.events(g.game_id, 1)] == ["DiceRolled"]  # the last one
    assert store.load(3).version == 1  # logging does not move the version


def test_a_failed_transaction_writes_nothing(store):
    g = store.create(4, 1, G, [], "t", 1)
    with pytest.raises((sqlite3.Error, psycopg.Error)):
        # an event the schema refuses (kind NOT NULL) fails the whole save
        store.save(g, dict(G, n=5), [{"kind": None, "data": {}}], "t", 1)
    assert store.load(4).version == 1 and store.load(4).game["n"] == 0
    assert store.events(g.game_id) == []


def test_a_mark_is_the_newest_entry_and_only_the_newest_are_kept(store):
    """Guild 0's marks (bot/service/marks.py): a name marked again moves to the end, and
    the oldest go past ``keep``; other settings are untouched."""
    store.set_setting("guild", 0, "other", 1)
    for name, value in [("1", "a"), ("2", "b"), ("3", "c"), ("1", "d")]:
        store.mark("marks", name, value, 3)
    assert list(store.setting("guild", 0, "marks").items()) == [("2", "b"), ("3", "c"), ("1", "d")]
    store.mark("marks", "4", "e", 3)
    assert store.setting("guild", 0, "marks") == {"3": "c", "1": "d", "4": "e"}
    assert store.setting("guild", 0, "other") == 1


def test_settings_summaries_dashboards_and_backup(store, tmp_path):
    store.set_setting("guild", 5, "inline_dice", True)
    assert (
        store.setting("guild", 5, "inline_dice") is True
        and store.setting("guild", 6, "inline_dice", 0) == 0
    )
    store.set_setting("user", 9, "mute_reminders", True)
    assert store.setting("user", 9, "mute_reminders") is True
    store.add_summary("house.md", "toy", "# A\ntext", 9, "t")
    store.add_summary("house.md", "toy", "# A\nnew text", 9, "t2")
    assert [(s["name"], s["text"]) for s in store.summaries()] == [("house.md", "# A\nnew text")]
    g = store.create(8, 1, G, [], "t", 1)
    store.set_dashboard_ref(g.game_id, 555)
    assert store.row("dashboards", g.game_id) == {
        "game_id": g.game_id,
        "message_id": 555,
        "version": None,
    }
    # none there: None, whatever the table
    assert store.row("dashboards", g.game_id + 1) is None and store.row("outbox", 1) is None
    assert store.row("reminders", g.game_id) is None
    from bot.store.copy import backup

    assert backup(store, tmp_path / "b" / "copy.db")["games"] == 1
    copy = Store.open(tmp_path / "b" / "copy.db")
    assert copy.load(8).game == G and copy.integrity_check() == "ok"
    copy.close()


def test_reminder_is_claimed_once(store):
    g = store.create(11, 1, G, [], "t", 1)
    store.set_reminder(g.game_id, 11, "2026-01-01T10:00:00", 24, 1)
    assert store.due_reminders("2026-01-01T09:59:59") == []
    due = store.due_reminders("2026-01-01T10:00:00")
    assert [d["game_id"] for d in due] == [g.game_id]
    assert store.claim_reminder(g.game_id, "2026-01-01T10:00:00", "2026-01-02T10:00:00") is True
    assert store.claim_reminder(g.game_id, "2026-01-01T10:00:00", "2026-01-02T10:00:00") is False


def test_a_dashboard_never_goes_back_to_an_older_version(store):
    g = store.create(12, 1, G, [], "t", 1)
    assert store.claim_dashboard(g.game_id, 3) is True
    store.set_dashboard_ref(g.game_id, 777)
    assert store.claim_dashboard(g.game_id, 2) is False  # older: refused
    assert store.claim_dashboard(g.game_id, 3) is True  # the same again (a retry)
    assert store.claim_dashboard(g.game_id, 5) is True
    assert store.claim_dashboard(g.game_id, 4) is False
    assert store.row("dashboards", g.game_id)["message_id"] == 777  # the message kept
    store.set_dashboard_ref(g.game_id, 778)  # re-posted: the version stays known
    assert store.claim_dashboard(g.game_id, 4) is False


def test_several_rows_are_marked_delivered_at_once_and_a_marked_one_keeps_its_time(store):
    rows = [{"channel_id": 5, "kind": k, "payload": "{}"} for k in ("announce", "dashboard", "dm")]
    store.enqueue(rows, "t0")
    first, second, third = (r["id"] for r in rows)
    store.mark_delivered([first], "t1")
    store.mark_delivered([first, second], "t2")
    assert [store.row("outbox", r)["delivered_at"] for r in (first, second, third)] == [
        "t1",
        "t2",
        None,
    ]
    assert [r["id"] for r in store.pending_outbox()] == [third]


def test_outbox_rows_commit_with_the_state_and_are_delivered_once(store):
    s = store
    loaded = s.create(5, 1, dict(G), [], "t0", 1)
    row = {"channel_id": 5, "kind": "announce", "payload": "{}", "next_at": "t9"}
    s.save(
        loaded,
        dict(G, n=1),
        [],
        "t1",
        1,
        outbox=[row, {"channel_id": 5, "kind": "dashboard", "payload": "{}", "version": 2}],
    )
    assert [r["kind"] for r in s.pending_outbox()] == ["announce", "dashboard"]
    assert [r["kind"] for r in s.pending_outbox(due="t2")] == ["dashboard"]  # held
    s.release_outbox([row["id"]])
    assert len(s.pending_outbox(due="t2")) == 2
    # a restart makes the held or waiting rows it names due at once, and only those
    dm = {"channel_id": 5, "kind": "dm", "payload": "{}", "next_at": "t9"}
    other = {"channel_id": 6, "kind": "dm", "payload": "{}", "next_at": "t9"}
    s.enqueue([dm, other], "t1")
    assert [r["kind"] for r in s.pending_outbox(due="t2")] == ["announce", "dashboard"]
    s.release_outbox([dm["id"]])
    assert [r["kind"] for r in s.pending_outbox(due="")] == ["announce", "dashboard", "dm"]
    assert s.row("outbox", other["id"])["next_at"] == "t9"
    s.mark_failed(row["id"], "502", "t5")
    assert s.row("outbox", row["id"])["attempts"] == 1
    s.mark_delivered([row["id"]], "t6")
    assert [r["kind"] for r in s.pending_outbox(5)] == ["dashboard", "dm"]
    # delivered once: a second mark (a late retry) keeps the first time and error
    s.mark_delivered([row["id"]], "t8", "late")
    done = s.row("outbox", row["id"])
    assert (done["delivered_at"], done["last_error"], done["attempts"]) == ("t6", "502", 1)
    # a stale save writes neither state nor messages
    with pytest.raises(StaleWrite):
        s.save(
            loaded,
            dict(G, n=9),
            [],
            "t7",
            1,
            outbox=[{"channel_id": 5, "kind": "announce", "payload": "{}"}],
        )
    assert len(s.pending_outbox(5)) == 2


def test_a_save_writes_events_outbox_rows_and_settings_with_the_state_or_nothing(store):
    """One save: the state, its events in order, its outbox rows (ids in row order,
    written back into the rows) and guild settings (the table record); a stale one
    writes none of them."""
    loaded = store.create(6, 3, dict(G), [], "t0", 1)
    rows = [
        {
            "channel_id": 6,
            "kind": "announce",
            "payload": '{"c":"é \\" \\\\ \\n 🎲"}',
            "next_at": "t9",
        },
        {"channel_id": 6, "kind": "dashboard", "payload": "{}", "edit_key": "game:x", "version": 2},
    ] + [{"channel_id": 6, "kind": "announce", "payload": str(i)} for i in range(12)]
    events = [{"kind": "A", "data": {"i": 1}}, {"kind": "B"}, {"kind": "C", "data": {"s": 'ü"\\'}}]
    v = store.save(
        loaded,
        dict(G, n=1),
        events,
        "t1",
        7,
        outbox=rows,
        guild_settings=[(3, "game:6:table", {"step_since": 2}), (None, "k", [1, "x"])],
    )
    assert v == 2 and store.load(6).game == dict(G, n=1)
    ids = [r["id"] for r in rows]
    assert ids == sorted(ids) and len(set(ids)) == len(rows)
    pending = store.pending_outbox(6)
    assert [p["id"] for p in pending] == ids
    assert [p["payload"] for p in pending] == [r["payload"] for r in rows]
    first, dash = store.row("outbox", ids[0]), store.row("outbox", ids[1])
    assert (first["next_at"], first["edit_key"], first["version"], first["created_at"]) == (
        "t9",
        "",
        None,
        "t1",
    )
    assert (dash["edit_key"], dash["version"], dash["next_at"]) == ("game:x", 2, "")
    assert pending[0]["game_id"] == loaded.game_id and pending[0]["guild_id"] == 3
    logged = store.events(loaded.game_id)
    assert [(e["kind"], e["data"], e["version"], e["actor"]) for e in logged] == [
        ("A", {"i": 1}, 2, 7),
        ("B", {}, 2, 7),
        ("C", {"s": 'ü"\\'}, 2, 7),
    ]
    assert store.setting("guild", 3, "game:6:table") == {"step_since": 2}
    assert store.setting("guild", 0, "k") == [1, "x"]
    # the same expected version again: stale, nothing of it written
    with pytest.raises(StaleWrite):
        store.save(
            loaded,
            dict(G, n=9),
            [{"kind": "Z"}],
            "t2",
            7,
            outbox=[{"channel_id": 6, "kind": "announce", "payload": "late"}],
            guild_settings=[(3, "game:6:table", {"step_since": 9})],
        )
    assert store.load(6).version == 2 and store.load(6).game == dict(G, n=1)
    assert [p["id"] for p in store.pending_outbox(6)] == ids
    assert len(store.events(loaded.game_id, None)) == 3
    assert store.setting("guild", 3, "game:6:table") == {"step_since": 2}
    # settings replace what was there; a save with none leaves them
    store.save(store.load(6), dict(G, n=2), [], "t3", 7, guild_settings=[(3, "game:6:table", {})])
    store.save(store.load(6), dict(G, n=3), [], "t4", 7)
    assert store.setting("guild", 3, "game:6:table") == {} and store.load(6).version == 4


def test_a_reminder_is_claimed_together_with_its_message(store):
    s = store
    loaded = s.create(5, 1, dict(G), [], "t0", 1)
    s.set_reminder(loaded.game_id, 5, "t1", 24.0, 1)
    msg = {"channel_id": 5, "kind": "announce", "payload": "{}"}
    assert s.claim_reminder(loaded.game_id, "t1", "t9", outbox=[msg])
    assert not s.claim_reminder(loaded.game_id, "t1", "t9", outbox=[dict(msg)])  # once
    assert len(s.pending_outbox()) == 1


# a guild of shard 0 and one of shard 1 (of 2): Discord's rule (guild_id >> 22) % count
GUILD0, GUILD1 = 2 << 22, 3 << 22


def _raw(db_url: str, sql: str, params: list) -> list[tuple]:
    """``sql`` on a connection of its own (another process: an older one during a
    rolling deploy); ``?`` placeholders on both backends."""
    if db_url.startswith("postgresql"):
        with psycopg.connect(db_url, autocommit=True) as c:
            cur = c.execute(sql.replace("?", "%s"), params)
            return cur.fetchall() if cur.description else []
    with sqlite3.connect(db_url) as c:
        return c.execute(sql, params).fetchall()


# the INSERT of a process still on m006 (bot/store before the outbox had guild_id)
OLD_INSERT = (
    "INSERT INTO outbox (channel_id, game_id, kind, edit_key, version, payload,"
    " created_at, attempts, next_at) VALUES (?, ?, ?, '', NULL, ?, 't0', 0, '')"
)


def test_a_pending_row_carries_its_games_server_else_its_own(store):
    """The server a pending row belongs to (the sender of that server's shard sends
    it): a game's row, its game's; a DM copy (no game), the server it was made in; a
    row of no server (a command used in a DM), none."""
    loaded = store.create(11, GUILD1, dict(G), [], "t0", 1)
    store.save(
        loaded,
        dict(G, n=1),
        [],
        "t1",
        1,
        outbox=[{"channel_id": 11, "kind": "announce", "payload": "a"}],
    )
    store.enqueue([{"channel_id": 11, "kind": "dm", "payload": "g1", "guild_id": GUILD1}], "t2")
    store.enqueue([{"channel_id": 12, "kind": "dm", "payload": "g0", "guild_id": GUILD0}], "t2")
    store.enqueue([{"channel_id": 13, "kind": "dm", "payload": "none"}], "t2")
    # a reminder's message and a row naming another server than its game: the game wins
    store.set_reminder(loaded.game_id, 11, "t3", 24.0, 2)
    store.claim_reminder(
        loaded.game_id,
        "t3",
        None,
        outbox=[{"channel_id": 11, "kind": "announce", "payload": "r", "guild_id": GUILD0}],
    )
    got = {r["payload"]: r["guild_id"] for r in store.pending_outbox()}
    assert got == {"a": GUILD1, "g1": GUILD1, "g0": GUILD0, "none": None, "r": GUILD1}
    assert [r["guild_id"] for r in store.pending_outbox(12)] == [GUILD0]


def test_migration_m007_keeps_outbox_rows_and_an_older_process_still_inserts(db_url, monkeypatch):
    """A database at m006 with pending rows: m007 keeps them (a game's row still says
    its game's server; one of no game, none), and an INSERT that does not name the new
    column (a process not yet upgraded, during a rolling deploy) still works."""
    from bot.store import migrations as schema
    from bot.store import open_store

    sqlite_runner = schema.migrations
    with monkeypatch.context() as m:
        m.setattr(
            sqlite_runner, "_migrations", [x for x in sqlite_runner._migrations if x.name < "m007"]
        )
        m.setattr(schema, "MIGRATIONS", [x for x in schema.MIGRATIONS if x.name < "m007"])
        old = open_store(db_url)
        assert old.db.applied_migrations()[-1] == "m006_summaries_per_guild"
        game = old.create(21, GUILD1, dict(G), [], "t0", 1)
        old.close()
    _raw(db_url, OLD_INSERT, [21, game.game_id, "announce", "game row"])
    _raw(db_url, OLD_INSERT, [22, None, "dm", "dm row"])
    new = open_store(db_url)
    try:
        assert "m007_outbox_guild" in new.db.applied_migrations()
        assert new.db.migrate() == []  # twice: nothing more to do
        # the older process, still running, inserts without the new column
        _raw(db_url, OLD_INSERT, [22, None, "dm", "late dm row"])
        rows = new.pending_outbox()
        assert [(r["payload"], r["game_id"], r["guild_id"]) for r in rows] == [
            ("game row", game.game_id, GUILD1),
            ("dm row", None, None),
            ("late dm row", None, None),
        ]
        assert new.row("outbox", rows[0]["id"])["created_at"] == "t0"
        # and a row the new code writes says its server
        new.enqueue([{"channel_id": 22, "kind": "dm", "payload": "new", "guild_id": GUILD0}], "t1")
        assert [r["guild_id"] for r in new.pending_outbox(22)] == [None, None, GUILD0]
    finally:
        new.close()


def test_a_server_s_cached_rows_are_forgotten_and_no_other_s(store):
    """``forget_cached(guild)`` (another process changed or deleted that server's
    rows): its channels' games and its aliases are read again; other servers' stay."""
    store.create(31, 4, dict(G), [], "t0", 1)
    store.create(32, 5, dict(G), [], "t0", 1)
    assert store.load(33) is None  # a channel known to have no game
    store.set_dice_alias(4, "atk", "1d20", 5)
    store.set_dice_alias(5, "atk", "1d6", 5)
    store.dice_aliases(4), store.dice_aliases(5)
    store.forget_cached(4)
    assert store.recent.get(31) == (None, False) and store.aliases.get(4) is None
    assert store.recent.get(32)[1] and store.recent.get(33) == (None, True)
    assert store.aliases.get(5) == {"atk": "1d6"}


def test_the_recent_copy_follows_loads_and_saves_and_is_a_copy(store):
    """``recent``: the game as this store last read or wrote it, without a query, or
    that the channel has none."""
    assert store.recent.get(21) == (None, False)  # never seen
    loaded = store.create(21, 4, dict(G), [], "t0", 1)
    r, known = store.recent.get(21)
    assert known and (r.game_id, r.version, r.game, r.slug, r.guild_id) == (
        loaded.game_id,
        1,
        G,
        "toy",
        4,
    )
    r.game["n"] = 99  # each reader gets its own copy
    assert store.recent.get(21)[0].game == G
    store.save(loaded, dict(G, n=1), [], "t1", 1)
    assert (store.recent.get(21)[0].version, store.recent.get(21)[0].game) == (2, dict(G, n=1))
    # a stale save forgets the copy (the next command loads afresh)
    with pytest.raises(StaleWrite):
        store.save(loaded, dict(G, n=5), [], "t2", 1)
    assert store.recent.get(21) == (None, False)
    assert store.load(21).version == 2 and store.recent.get(21)[0].version == 2
    # an ended game: the channel is known to have no live game
    store.save(store.load(21), dict(G, status="ended"), [], "t3", 1)
    assert store.recent.get(21) == (None, True) and store.load(21) is None
    # so is a channel found empty; a game started there replaces that
    assert store.load(22) is None and store.recent.get(22) == (None, True)
    store.create(22, 4, dict(G), [], "t4", 1)
    assert store.recent.get(22)[0].version == 1


def test_a_recent_copy_never_goes_back_to_an_older_version():
    from bot.store.db import RecentGames

    r = RecentGames()
    r.remember(5, (1, 7, '{"n": 7}', "toy", 5, None))
    r.remember(5, (1, 6, '{"n": 6}', "toy", 5, None))  # a slower reader of version 6
    assert (r.get(5)[0].version, r.get(5)[0].game) == (7, {"n": 7})
    r.remember(5, (2, 1, '{"n": 0}', "toy", 5, None))  # a new game in the channel
    assert (r.get(5)[0].game_id, r.get(5)[0].version) == (2, 1)
    r.forget(5)
    assert r.get(5) == (None, False)


def test_recent_copies_are_bounded_in_count_and_size(monkeypatch):
    from bot.store.db import RecentGames

    r = RecentGames()
    monkeypatch.setattr(r, "LIMIT", 3)
    monkeypatch.setattr(r, "BUDGET", 100)
    for ch in range(3):
        r.remember(ch, (ch, 1, "{}", "toy", ch, None))
    r.remember(1, (1, 2, '{"a":1}', "toy", 1, None))  # a known channel: nothing dropped
    assert [r.get(ch)[0] is not None for ch in range(3)] == [True, True, True]
    r.remember(3, (3, 1, "{}", "toy", 3, None))  # a fourth channel: the copies start over
    assert [r.get(ch)[0] is not None for ch in range(4)] == [False, False, False, True]
    big = '{"s":"' + "x" * 92 + '"}'  # 100 characters: with any other, past the budget
    r.remember(4, (4, 1, big, "toy", 4, None))  # past the size budget: starts over too
    assert r.get(3)[0] is None and r.get(4)[0].game == {"s": "x" * 92}
    r.forget(4)
    r.remember(5, (5, 1, big, "toy", 5, None))  # forgetting gave the room back
    r.remember(5, (5, 2, big, "toy", 5, None))  # a newer version replaces, adds nothing
    assert r.get(5)[0].version == 2 and r.get(3)[0] is None


def test_summaries_per_server_quota_list_remove_and_reassign(store):
    """The uploaded-summary calls on each backend (one SQL for both): a server sees its
    own only; the quota counts a replaced file once; remove by name and game;
    reassign leaves a name the target already has; the stamp follows every change."""
    from bot.store import QuotaExceeded

    s0 = store.summaries_stamp(6)
    assert store.add_summary("a.md", "toy", "aaaa", 1, "t1", 5) == {
        "replaced": False,
        "count": 1,
        "bytes": 4,
    }
    store.add_summary("b.md", "toy", "é", 1, "t2", 5)  # 2 bytes
    store.add_summary("a.md", "other", "x", 2, "t3", 6)
    assert usage(store, 5) == (2, 6) and usage(store, 6) == (1, 1)
    with pytest.raises(QuotaExceeded) as e:
        store.add_summary("c.md", "toy", "c", 1, "t4", 5, max_count=2)
    assert (e.value.limit, e.value.count, e.value.used) == ("count", 2, 6)
    with pytest.raises(QuotaExceeded) as e:
        store.add_summary("a.md", "toy", "123456", 1, "t4", 5, max_bytes=7)
    assert (e.value.limit, e.value.used) == ("bytes", 6)
    # replacing frees the old size: 6 - 4 + 5 = 7 fits
    assert store.add_summary("a.md", "toy", "12345", 3, "t5", 5, max_count=2, max_bytes=7) == {
        "replaced": True,
        "count": 2,
        "bytes": 7,
    }
    assert store.summary_list(5) == [
        {"name": "a.md", "game": "toy", "bytes": 5, "added_by": 3, "added_at": "t5"},
        {"name": "b.md", "game": "toy", "bytes": 2, "added_by": 1, "added_at": "t2"},
    ]
    assert [(r["guild_id"], r["name"], r["text"]) for r in store.summaries(6)] == [(6, "a.md", "x")]
    assert len(store.summaries()) == 3
    s5, s6 = store.summaries_stamp(5), store.summaries_stamp(6)
    assert s6 != s0 and s5 != s6
    # guild 6 adopts guild 5's: its own a.md (other game) does not clash, toy a.md moves
    store.add_summary("b.md", "toy", "mine", 1, "t6", 6)
    assert store.reassign_summaries(5, 6) == 1  # b.md stays: 6 has toy/b.md already
    assert [(r["name"], r["game"]) for r in store.summary_list(6)] == [
        ("a.md", "other"),
        ("a.md", "toy"),
        ("b.md", "toy"),
    ]
    s5, s6 = store.summaries_stamp(5), store.summaries_stamp(6)
    assert store.remove_summary(6, "a.md", "toy") == [{"name": "a.md", "game": "toy"}]
    assert store.summaries_stamp(6) != s6  # a removal changes it too
    assert store.remove_summary(6, "a.md", "other") == [{"name": "a.md", "game": "other"}]
    assert store.remove_summary(6, "a.md", "other") == []
    assert usage(store, 6) == (1, 4) and usage(store, 5) == (1, 2)
    assert store.summaries_stamp(5) == s5  # another server's changes leave it


def usage(store, guild_id):
    """(summaries, bytes) a server has stored."""
    rows = store.summary_list(guild_id)
    return len(rows), sum(r["bytes"] for r in rows)


def test_the_async_facade_awaits_every_call_of_the_store():
    """AsyncStore is derived from Store method by method (same parameters, checked by
    mypy): none is forgotten. Left out: opening and closing, and what is answered from
    memory or used by the tools only (error handling and the upkeep when idle are the
    dialect's, ``Store.db``)."""
    from bot.store import AsyncStore

    calls = {n for n in vars(Store) if not n.startswith("_") and callable(getattr(Store, n))}
    not_awaited = {"open", "close", "forget_cached", "copy_from", "forget_guild"}
    # the tools' own (herald db, herald game replay, herald rules), on the store itself
    tools = {"integrity_check", "row_counts"}
    not_awaited |= tools | {"reassign_summaries"}
    assert calls - not_awaited <= set(vars(AsyncStore))
    assert not_awaited <= calls  # each name above is still the store's


def test_a_deadline_is_claimed_once_with_the_waits_it_acted_on(store):
    """m008: a deadline's wake-up moves on, with the waits it fired and its message,
    in one conditional UPDATE (both backends): a second claim of the same wake-up
    writes nothing."""
    loaded = store.create(6, 1, dict(G), [], "t0", 1)
    store.set_deadline(loaded.game_id, "2026-01-01T10:00:00")
    assert store.due_deadlines("2026-01-01T09:59:59") == []
    (due,) = store.due_deadlines("2026-01-01T10:00:00")
    assert (due["game_id"], due["channel_id"], due["guild_id"], due["fired"]) == (
        loaded.game_id,
        6,
        1,
        [],
    )
    msg = {"channel_id": 6, "kind": "announce", "payload": "{}"}
    fired = ["Blue@2026-01-01T08:00:00"]
    assert store.claim_deadline(loaded.game_id, due["due_at"], "t9", fired, outbox=[msg])
    assert not store.claim_deadline(loaded.game_id, due["due_at"], "t9", fired, outbox=[dict(msg)])
    assert len(store.pending_outbox()) == 1
    assert store.due_deadlines("t9")[0]["fired"] == fired
    store.set_deadline(loaded.game_id, "t1")  # set again: nothing fired yet
    assert store.due_deadlines("t1")[0]["fired"] == []
    assert store.forget_guild(1)["deadlines"] == 1
    store.clear_deadline(loaded.game_id)
    assert store.due_deadlines("t9") == []
