"""The table record (bot/service/play.py) is saved with the state it belongs to, in the
same store call, and a process's cached record never hides another process's change."""

from __future__ import annotations

import random
from datetime import timedelta

from bot.service import play
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from bot.store import AsyncStore, open_store
from tests.conftest import T0, make_ctx
from tests.service import toy

ALICE, BOB = 1, 2


async def _started(svc, channel=10):
    await svc.dispatch(make_ctx(ALICE, channel), "game", "start", {"game": "toy"})
    await svc.dispatch(make_ctx(ALICE, channel), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB, channel), "game", "join", {"seat": "Blue"})


async def test_the_table_record_is_written_by_the_save_itself(store, tmp_path, monkeypatch):
    svc = Service(
        store, Knowledge.load(toy.install(tmp_path)), rng=random.Random(1), clock=lambda: T0
    )
    await _started(svc)
    saves: list[list] = []
    real_save = store.save

    def save(*args, **kwargs):
        saves.append(kwargs.get("guild_settings") or [])
        return real_save(*args, **kwargs)

    separate: list[str] = []
    monkeypatch.setattr(store, "save", save)
    monkeypatch.setattr(store, "set_setting", lambda *a: separate.append(a[2]))
    await svc.dispatch(make_ctx(ALICE), "toy", "step", {})
    loaded = store.load(10)
    key = play.key(loaded.game_id)
    assert separate == []  # no write of its own
    assert [[(g, k) for g, k, _ in s] for s in saves] == [[(1, key)]]
    stored = store.setting("guild", 1, key)
    assert stored["waiting"] == {"Blue": T0.isoformat()}
    assert stored["step_since"] == loaded.version and stored == saves[0][0][2]
    # a command that changes nothing in the record writes no setting (a substitute
    # for Blue: given to Bob again it is refused, play-test 24, finding 15)
    await svc.dispatch(make_ctx(ALICE), "game", "seat", {"seat": "Blue", "user": "77"})
    assert len(saves) == 2 and saves[-1] == [] and store.load(10).version == loaded.version + 1
    svc.store.shutdown()  # the fixture closes the store


async def test_a_record_changed_by_another_process_is_read_again(db_url, tmp_path):
    """Two services (two shard processes) on one database take turns in one channel:
    each sees the other's decisions in the table record instead of overwriting them
    with the record it cached."""
    root = toy.install(tmp_path)
    a = Service(AsyncStore(open_store(db_url)), Knowledge.load(root), clock=lambda: T0)
    b = Service(AsyncStore(open_store(db_url)), Knowledge.load(root), clock=lambda: T0)
    try:
        await _started(a)
        at = [T0 + timedelta(minutes=m) for m in range(4)]
        await a.dispatch(make_ctx(ALICE, now=at[0]), "toy", "step", {})  # a caches the record
        await b.dispatch(make_ctx(BOB, now=at[1]), "toy", "step", {})  # b changes it
        await a.dispatch(make_ctx(ALICE, now=at[3]), "toy", "step", {})
        loaded = a.store.sync.load(10)
        rec = a.store.sync.setting("guild", 1, play.key(loaded.game_id))
        # Bob waited a minute, Alice two: both decisions kept
        assert rec["decisions"] == {str(BOB): [1, 60.0], str(ALICE): [1, 120.0]}
        assert rec["waiting"] == {"Blue": at[3].isoformat()}
        # the step began with the first move (version 4); turns taken in it, whoever
        # takes them, do not begin it again
        assert loaded.version == 6 and rec["step_since"] == 4
    finally:
        a.store.close()
        b.store.close()
