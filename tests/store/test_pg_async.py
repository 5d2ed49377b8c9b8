"""PostgreSQL under a running Herald: every call runs on one of the store's threads,
each with its own connection, and is awaited. A real server (pgserver); the service
as the adapters call it."""

from __future__ import annotations

import asyncio
import random
import time

import psycopg
import pytest

from bot.service.core import Service
from bot.store import AsyncStore, StoreUnavailable, open_store
from bot.store.dialect import Postgres
from tests.conftest import T0, make_ctx
from tests.store.test_faults import Heartbeat

GM, P1 = 1, 2


def _svc(url: str, knowledge) -> Service:
    return Service(AsyncStore(open_store(url)), knowledge, rng=random.Random(1), clock=lambda: T0)


async def _two_games(svc: Service) -> None:
    for ch in (10, 20):
        await svc.dispatch(make_ctx(GM, ch), "game", "start", {"game": "pendragon"})


async def test_a_locked_game_row_delays_only_its_channel_then_the_save_is_retried(
    pg_url, knowledge
):
    svc = _svc(pg_url, knowledge)
    await _two_games(svc)
    other = psycopg.connect(pg_url)  # another process holds channel 10's game row
    game_id = other.execute("SELECT id FROM games WHERE channel_id = 10").fetchone()[0]
    other.execute("SELECT 1 FROM games WHERE id = %s FOR UPDATE", [game_id])
    beat = Heartbeat()
    join = asyncio.create_task(svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"}))
    await asyncio.sleep(0.3)
    assert not join.done()  # waiting for the row ...
    started = time.monotonic()
    status = await svc.dispatch(make_ctx(P1, 20), "game", "status", {})
    assert time.monotonic() - started < 1.0  # ... while another channel is answered
    assert status.messages[0].content.startswith("Pendragon")
    # held past the session's lock_timeout (2 s): the first try fails as busy and is
    # tried again, which then goes through once the row is free
    await asyncio.sleep(2.2)
    assert not join.done()
    other.rollback()
    other.close()
    resp = await asyncio.wait_for(join, 5)
    assert "Saxons" in resp.messages[0].content
    assert beat.stop() < 0.25  # the event loop never stalled
    loaded = await svc.store.load(10)
    assert loaded is not None and loaded.version == 2
    events = await svc.store.events(loaded.game_id)
    # the join, logged once (the failed try wrote nothing)
    assert [(e["version"], e["kind"]) for e in events] == [
        (1, "GameStarted"),
        (1, "Action"),
        (2, "PlayerJoined"),
        (2, "Action"),
    ]
    await svc.store.aclose()


async def test_a_dropped_connection_refuses_one_command_then_is_opened_again(
    pg_url, knowledge, monkeypatch
):
    url = f"{pg_url}&application_name=herald-drop-test"
    # one store thread, so one connection: the command after the drop is on it (with
    # several, it could land on a thread that has not connected yet, and just work)
    monkeypatch.setattr(Postgres, "workers", 1)
    svc = Service(AsyncStore(open_store(url)), knowledge, rng=random.Random(1), clock=lambda: T0)
    await _two_games(svc)
    await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Saxons"})
    with psycopg.connect(pg_url, autocommit=True) as admin:  # the server drops us
        killed = admin.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
            " WHERE application_name = 'herald-drop-test'"
        ).fetchone()[0]
    assert killed >= 1
    with pytest.raises(StoreUnavailable):
        await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Civitates"})
    # nothing was applied, and the next command is served on a new connection
    loaded = await svc.store.load(10)
    assert loaded is not None and loaded.version == 2
    assert loaded.game["seats"] == [["Saxons", P1]]
    resp = await svc.dispatch(make_ctx(P1, 10), "game", "join", {"seat": "Civitates"})
    assert "Civitates" in resp.messages[0].content
    loaded = await svc.store.load(10)
    assert loaded is not None and loaded.version == 3
    assert sorted(loaded.game["seats"]) == [["Civitates", P1], ["Saxons", P1]]
    await svc.store.aclose()


def test_the_store_serves_one_event_loop_after_another(pg_url):
    """A facade used from one event loop, then from another (a second
    ``asyncio.run``), serves both. More channels at once than there are connections:
    they wait their turn."""
    store = AsyncStore(open_store(pg_url))
    channels = range(10, 10 + 3 * store.sync.db.workers)
    game = {"game": "toy", "status": "active", "state": {"n": 0}, "seats": [], "gm": [GM]}

    async def create() -> None:
        for ch in channels:
            await store.create(ch, 1, game, [], "t", GM)

    async def bump(ch: int) -> int:
        loaded = await store.load(ch)
        assert loaded is not None
        new = {**loaded.game, "state": {"n": loaded.game["state"]["n"] + 1}}
        return await store.save(loaded, new, [{"kind": "Bumped", "data": {}}], "t", GM)

    async def bump_all() -> list[int]:
        return list(await asyncio.gather(*(bump(ch) for ch in channels)))

    asyncio.run(create())
    assert asyncio.run(bump_all()) == [2] * len(channels)
    assert asyncio.run(bump_all()) == [3] * len(channels)
    for ch in channels:
        loaded = store.sync.load(ch)
        assert loaded.version == 3 and loaded.game["state"] == {"n": 2}
        assert [e["kind"] for e in store.sync.events(loaded.game_id)] == ["Bumped", "Bumped"]
    store.close()


G = {"game": "toy", "status": "active", "state": {"n": 0}, "seats": [], "gm": [GM]}


def test_a_commands_statements_are_prepared_and_one_the_server_forgot_is_prepared_again(
    pg_url, monkeypatch
):
    """psycopg prepares the load and the save once they have run a few times on a
    connection. A prepared statement the server no longer has (a DEALLOCATE behind
    psycopg's back, as a pooler may do) costs one retry on a new connection, not every
    later command on that one."""
    monkeypatch.setattr(Postgres, "workers", 1)  # one thread: one connection
    store = AsyncStore(open_store(pg_url))

    def on_the_connection(sql: bytes) -> list:
        res = store.sync.db.conn().raw.pgconn.exec_(sql)  # libpq itself: psycopg unaware
        return [res.get_value(i, 0).decode() for i in range(res.ntuples)]

    async def go() -> None:
        await store.create(7, 1, G, [], "t", GM)
        for n in range(1, 8):
            loaded = await store.load(7)
            assert loaded is not None
            await store.save(loaded, {**G, "state": {"n": n}}, [{"kind": "Bumped"}], "t", GM)
        prepared = await store.call(
            on_the_connection, b"SELECT statement FROM pg_prepared_statements"
        )
        assert any("FROM games WHERE channel_id" in s for s in prepared)  # the load
        assert any("UPDATE games SET state" in s for s in prepared)  # the save
        await store.call(on_the_connection, b"DEALLOCATE ALL")
        loaded = await store.load(7)
        assert loaded is not None and loaded.game["state"] == {"n": 7}
        assert await store.save(loaded, {**G, "state": {"n": 8}}, [], "t", GM) == 9
        await store.aclose()

    asyncio.run(go())


def test_text_is_utf8_whatever_encoding_the_client_would_default_to(pg_url, monkeypatch):
    """libpq takes its client encoding from PGCLIENTENCODING (or the server): the
    store's sessions set UTF-8, so a state in Japanese is stored as Japanese."""
    monkeypatch.setenv("PGCLIENTENCODING", "LATIN1")
    store = AsyncStore(open_store(pg_url))
    game = {**G, "state": {"名前": "ダイス"}}

    async def go() -> None:
        await store.create(4242, 1, game, [], "t", 1)
        loaded = await store.load(4242)
        assert loaded is not None and loaded.game == game
        await store.save(loaded, {**game, "state": {"名前": "ルール"}}, [], "t", 1)
        await store.aclose()

    asyncio.run(go())
    monkeypatch.delenv("PGCLIENTENCODING")
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("SET client_encoding = 'UTF8'")
        state = conn.execute("SELECT state FROM games WHERE channel_id = 4242").fetchone()[0]
    assert '"名前":"ルール"' in state


def test_postgresql_errors_are_sorted_into_what_the_service_does_about_them():
    """A read-only or unprivileged session is the database being unavailable (a
    replica, a revoked grant), like a lost connection; a lock or serialisation clash is
    busy (tried again); a duplicate key is a conflict; anything else is a bug."""
    from psycopg import errors as pgerr

    from bot.store.dialect import Postgres

    pg = Postgres("postgresql://herald@127.0.0.1:9/none")  # connects only when used
    sorted_ = {
        "conflict": [pgerr.UniqueViolation("x")],
        "busy": [
            pgerr.LockNotAvailable("x"),
            pgerr.SerializationFailure("x"),
            pgerr.DeadlockDetected("x"),
            pgerr.InvalidSqlStatementName("x"),
        ],
        "unavailable": [
            pgerr.ReadOnlySqlTransaction("x"),
            pgerr.InsufficientPrivilege("x"),
            psycopg.OperationalError("x"),
        ],
        None: [pgerr.SyntaxError("x"), ValueError("x")],
    }
    for kind, errors in sorted_.items():
        for exc in errors:
            assert pg.classify(exc) == kind, type(exc).__name__
