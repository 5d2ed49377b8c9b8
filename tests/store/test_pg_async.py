"""PostgreSQL under a running Herald: a command's load and save are awaited on the
event loop's own connections (psycopg's AsyncConnection), every other call on the
worker threads. A real server (pgserver); the service as the adapters call it."""

from __future__ import annotations

import asyncio
import random
import time

import psycopg
import pytest

from bot.service.core import Service
from bot.store import AsyncStore, StoreUnavailable, open_store
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


async def test_a_dropped_connection_refuses_one_command_then_is_opened_again(pg_url, knowledge):
    url = f"{pg_url}&application_name=herald-drop-test"
    svc = _svc(url, knowledge)
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
    """The event loop's connections (and the limit on them) belong to the loop that
    opened them: a facade used again from a new loop (a second ``asyncio.run``) opens
    its connections again. More channels at once than there are connections: they
    wait their turn."""
    store = AsyncStore(open_store(pg_url))
    channels = range(10, 10 + 3 * store.sync.WORKERS)
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
