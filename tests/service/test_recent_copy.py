"""A command starts from the store's recent copy of its game (no database read), and
another process's change to that game is never lost, refused or undone because of it."""

from __future__ import annotations

from bot.service.core import Service
from bot.service.knowledge import Knowledge
from bot.store import AsyncStore, open_store
from tests.conftest import T0, make_ctx
from tests.service import toy

ALICE, BOB = 1, 2


def _two(db_url, tmp_path) -> tuple[Service, Service]:
    root = toy.install(tmp_path)
    a = Service(AsyncStore(open_store(db_url)), Knowledge.load(root), clock=lambda: T0)
    b = Service(AsyncStore(open_store(db_url)), Knowledge.load(root), clock=lambda: T0)
    return a, b


async def _started(svc):
    await svc.dispatch(make_ctx(ALICE), "game", "start", {"game": "toy"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB), "game", "join", {"seat": "Blue"})


async def test_a_command_after_another_in_the_same_process_reads_nothing(db_url, tmp_path):
    a, b = _two(db_url, tmp_path)
    loads: list[int] = []
    real = a.store.sync.load
    a.store.sync.load = lambda ch: loads.append(ch) or real(ch)
    try:
        await _started(a)
        await a.dispatch(make_ctx(ALICE), "toy", "step", {})
        await a.dispatch(make_ctx(BOB), "toy", "step", {})
        assert loads == []  # every command started from the copy the last one saved
        assert a.store.sync.load(10).game["state"]["n"] == 2
    finally:
        a.store.close()
        b.store.close()


async def test_a_move_made_in_another_process_is_built_on_not_lost(db_url, tmp_path):
    """a's copy says Red is up; b (another process) has Red step since. Bob's step in
    a is then legal (Blue is up), and a's next save keeps b's move."""
    a, b = _two(db_url, tmp_path)
    try:
        await _started(a)
        await b.dispatch(make_ctx(ALICE), "toy", "step", {})  # a does not know
        r = await a.dispatch(make_ctx(BOB), "toy", "step", {})  # not refused on a's copy
        await a.dispatch(make_ctx(ALICE), "toy", "step", {})
        loaded = a.store.sync.load(10)
        assert loaded.game["state"]["n"] == 3
        events = a.store.sync.events(loaded.game_id, limit=50)
        assert [e["data"]["seat"] for e in events if e["kind"] == "ToyStepped"] == [
            "Red",
            "Blue",
            "Red",
        ]
        assert r.messages[0].kind == "announce"
    finally:
        a.store.close()
        b.store.close()


async def test_a_button_shown_by_another_process_works_in_this_one(db_url, tmp_path):
    """A button rendered by b for the version b saved is pressed in a, whose own copy
    is older: not stale."""
    a, b = _two(db_url, tmp_path)
    try:
        await _started(a)
        await a.dispatch(make_ctx(ALICE), "toy", "step", {})  # a's copy: Blue up
        r = await b.dispatch(make_ctx(BOB), "toy", "step", {})  # b: Red up, a button
        button = r.messages[0].components[0]
        await a.press(make_ctx(ALICE), button.custom_id)
        assert a.store.sync.load(10).game["state"]["n"] == 3
    finally:
        a.store.close()
        b.store.close()
