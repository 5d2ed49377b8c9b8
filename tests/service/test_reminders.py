"""Reminders with an injected clock: due, not due, after restart, after the game
moved on, never twice."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from bot.engine.errors import BadInput
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from bot.service.reminders import send_due
from bot.store import Store
from tests.conftest import T0, make_ctx
from tests.service import toy

ALICE, BOB = 1, 2


def build(db_path, root):
    return Service(
        Store.open(db_path), Knowledge.load(root), rng=random.Random(1), clock=lambda: T0
    )


async def setup_game(svc):
    await svc.dispatch(make_ctx(ALICE), "game", "start", {"game": "toy"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(ALICE), "toy", "step", {})  # Blue (Bob) is up
    await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": "24"})


@pytest.fixture
def root(tmp_path):
    return toy.install(tmp_path)


async def test_due_and_not_due(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    assert (await send_due(svc, T0 + timedelta(hours=23, minutes=59))).messages == []
    out = await send_due(svc, T0 + timedelta(hours=24))
    assert [m.mentions for m in out.messages] == [[BOB]]
    # Bob, whose seat is up, is named and told how long, in the table's language
    assert out.messages[0].content == "⏰ <@2>: still waiting for you (24 h without a move)."
    assert out.messages[0].channel_id == 10 and not out.messages[0].edit_key


async def test_a_reminder_adds_a_line_in_the_players_own_language(db_path, root):
    svc = build(db_path, root)
    await svc.dispatch(make_ctx(ALICE), "game", "start", {"game": "toy"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB, locale="it"), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(ALICE), "toy", "step", {})  # Blue (Bob, Italian) is up
    out = await send_due(svc, T0 + timedelta(hours=24))
    assert out.messages[0].content.splitlines() == [
        "⏰ <@2>: still waiting for you (24 h without a move).",
        "<@2>: tocca a te (Blu).",
    ]
    assert out.messages[0].mentions == [BOB]


async def test_never_twice_even_after_a_restart(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    first = await send_due(svc, T0 + timedelta(hours=25))
    svc.store.sync.close()
    svc2 = build(db_path, root)  # a restart: the schedule is in the database
    again = await send_due(svc2, T0 + timedelta(hours=25))
    assert len(first.messages) == 1 and again.messages == []
    later = await send_due(svc2, T0 + timedelta(hours=49, minutes=1))  # the next period
    assert len(later.messages) == 1


async def test_a_restart_loses_no_reminder(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    svc.store.sync.close()
    svc2 = build(db_path, root)
    assert len((await send_due(svc2, T0 + timedelta(hours=24))).messages) == 1


async def test_a_move_rearms_and_a_stale_reminder_is_dropped(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    later = make_ctx(BOB, now=T0 + timedelta(hours=20))
    await svc.dispatch(later, "toy", "step", {})  # the game moved on at +20 h
    assert (await send_due(svc, T0 + timedelta(hours=24))).messages == []
    out = await send_due(svc, T0 + timedelta(hours=44))
    assert [m.mentions for m in out.messages] == [[ALICE]]  # Red is up now
    # a change the hook did not see (another process) makes the due reminder stale
    loaded = svc.store.sync.load(10)
    svc.store.sync.save(loaded, loaded.game, [], "x", 1)
    assert (await send_due(svc, T0 + timedelta(hours=68))).messages == []


async def test_muted_players_are_not_reminded_but_ping_still_pings(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    await svc.dispatch(make_ctx(BOB), "game", "mute", {})
    assert (await send_due(svc, T0 + timedelta(hours=24))).messages == []
    r = await svc.dispatch(make_ctx(ALICE), "game", "ping", {})
    assert r.messages[0].mentions == [BOB]
    assert r.messages[0].content == "<@2>: <@1> is waiting for your decision."


async def test_bad_hours_are_refused(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    for bad in ("-1", "abc", "nan", "100000"):
        with pytest.raises(BadInput):
            await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": bad})
    await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": "0"})
    assert svc.store.sync.reminder(svc.store.sync.load(10).game_id) is None


async def test_ended_game_drops_its_reminder(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    await svc.dispatch(make_ctx(ALICE), "game", "end", {"confirm": "1"})
    assert (await send_due(svc, T0 + timedelta(hours=30))).messages == []


def test_a_message_keeps_its_channel_through_the_outbox_payload():
    from bot.service.model import Message

    msg = Message(content="due", kind="announce", channel_id=77)
    data = msg.to_json()
    assert data["channel_id"] == 77 and data["edit_key"] == ""
    assert Message.from_json(data) == msg
    # a payload from before the field (or with a field this version does not know)
    old = {k: v for k, v in data.items() if k != "channel_id"} | {"later_field": 1}
    assert Message.from_json(old).channel_id is None


async def test_an_outbox_row_is_addressed_to_the_message_channel(db_path, root):
    from bot.service.model import Message, Response

    svc = build(db_path, root)
    svc.use_outbox = True
    rows = svc.outbox_rows(
        10,
        Response([Message(content="a", kind="announce"), Message(kind="announce", channel_id=12)]),
    )
    assert [r["channel_id"] for r in rows] == [10, 12]
