"""Reminders with an injected clock: due, not due, after restart, after the game
moved on, never twice."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from bot.engine.errors import BadInput, PermissionDenied
from bot.i18n import error_text
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
    assert out.messages[0].content == "⏰ <@2>: still waiting for you (1 d without a move)."
    assert out.messages[0].channel_id == 10 and not out.messages[0].edit_key


async def test_a_reminder_adds_a_line_in_the_players_own_language(db_path, root):
    svc = build(db_path, root)
    await svc.dispatch(make_ctx(ALICE), "game", "start", {"game": "toy"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB, locale="it"), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(ALICE), "toy", "step", {})  # Blue (Bob, Italian) is up
    out = await send_due(svc, T0 + timedelta(hours=24))
    assert out.messages[0].content.splitlines() == [
        "⏰ <@2>: still waiting for you (1 d without a move).",
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
    assert r.messages[0].content == "<@2>: <@1> is waiting for your move."


async def test_bad_hours_are_refused(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    for bad in ("-1", "abc", "nan", "100000"):
        with pytest.raises(BadInput):
            await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": bad})
    await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": "0"})
    assert svc.store.sync.row("reminders", svc.store.sync.load(10).game_id) is None


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


# -- issue 22: reminders count from the last move ------------------------------------
CAROL = 3  # in the channel, no seat


async def test_a_roll_by_someone_without_a_seat_does_not_postpone_the_reminder(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)  # Blue (Bob) is up since T0
    for hours in (5, 20, 23):  # chatter: rolls and a lookup, none of them a move
        later = make_ctx(CAROL, now=T0 + timedelta(hours=hours))
        await svc.dispatch(later, "roll", None, {"expr": "1d6"})
    await svc.dispatch(make_ctx(ALICE, now=T0 + timedelta(hours=22)), "roll", None, {"expr": "2d6"})
    out = await send_due(svc, T0 + timedelta(hours=24, minutes=1))
    assert [m.mentions for m in out.messages] == [[BOB]]
    text = out.messages[0].content
    assert text == "⏰ <@2>: still waiting for you (1 d without a move)."
    # /game status at the same moment states the same idle time
    status = await svc.dispatch(
        make_ctx(ALICE, now=T0 + timedelta(hours=24, minutes=1)), "game", "status", {}
    )
    assert "Blue (1 d)" in status.messages[0].content


async def test_the_reminder_says_the_true_idle_time_in_the_tables_language(db_path, root):
    svc = build(db_path, root)
    await svc.dispatch(make_ctx(ALICE), "game", "start", {"game": "toy", "language": "it"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB, locale="ja"), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(ALICE), "toy", "step", {})
    # the bot was down for a while: the first tick comes 31 h 20 min after the move
    out = await send_due(svc, T0 + timedelta(hours=31, minutes=20))
    lines = out.messages[0].content.splitlines()
    assert lines[0] == "⏰ <@2>: si aspetta ancora te (1 giorno e 7 ore senza mosse)."
    assert lines[1:] == ["<@2>：あなたの番です（青）。"]  # Bob's own line, in his language
    # the next one comes two periods after the move (not 24 h after this late tick)
    assert (await send_due(svc, T0 + timedelta(hours=47, minutes=59))).messages == []
    second = await send_due(svc, T0 + timedelta(hours=48))
    assert "(2 giorni senza mosse)" in second.messages[0].content
    assert second.messages[0].mentions == [BOB, ALICE]  # two silent periods: the GM too


async def test_a_period_under_an_hour_is_refused_with_the_floor_named(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    for bad in ("0.01", "0.5"):
        with pytest.raises(BadInput) as err:
            await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": bad})
        assert error_text(err.value, "en") == (
            "Give a number of hours from 1 to 720, or 0 to turn reminders off."
        )
    await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": "1"})  # the floor itself


async def test_a_period_stored_before_the_floor_is_raised_to_it(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    loaded = svc.store.sync.load(10)
    svc.store.sync.set_reminder(loaded.game_id, 10, T0.isoformat(), 0.01, loaded.version)
    assert (await send_due(svc, T0 + timedelta(minutes=59))).messages == []
    assert len((await send_due(svc, T0 + timedelta(hours=1))).messages) == 1


async def test_a_player_is_pinged_by_reminders_at_most_six_times_a_day(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)
    await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": "1"})
    pinged = []
    for minutes in range(0, 30 * 60, 10):  # a tick every 10 minutes for 30 hours
        now = T0 + timedelta(minutes=minutes)
        for m in (await send_due(svc, now)).messages:
            if BOB in m.mentions:
                pinged.append(now)
    first_day = [p for p in pinged if p - T0 < timedelta(hours=24)]
    assert len(first_day) == 6
    assert pinged[:6] == [T0 + timedelta(hours=h) for h in range(1, 7)]
    # any 24 hours hold at most six
    assert all(sum(1 for q in pinged if p <= q < p + timedelta(hours=24)) <= 6 for p in pinged)
    assert len(pinged) > 6  # pings come again once a day has passed


async def test_setting_the_same_period_again_does_not_ping_again(db_path, root):
    svc = build(db_path, root)
    await setup_game(svc)  # 24 h, Bob up since T0
    assert len((await send_due(svc, T0 + timedelta(hours=25))).messages) == 1
    later = make_ctx(ALICE, now=T0 + timedelta(hours=30))
    await svc.dispatch(later, "game", "remind", {"after": "24"})
    assert (await send_due(svc, T0 + timedelta(hours=30))).messages == []
    # a new period counts from the last move at once: 30 h idle is past 12 h
    await svc.dispatch(later, "game", "remind", {"after": "12"})
    out = await send_due(svc, T0 + timedelta(hours=30))
    assert "(1 d 6 h without a move)" in out.messages[0].content


async def test_a_server_default_is_set_before_its_first_game_in_any_channel(db_path, root):
    """play15 15: ``/game remind server:true`` in a channel with no game answered
    "There is no game in this channel", so a server's default could not be set first."""
    from bot.engine.errors import NoGame, PermissionDenied

    svc = build(db_path, root)
    lobby = 30  # no game here
    with pytest.raises(PermissionDenied):  # a server setting: Manage Server
        await svc.dispatch(make_ctx(BOB, lobby), "game", "remind", {"after": "2", "server": True})
    with pytest.raises(NoGame):  # a game's own period needs its game
        await svc.dispatch(
            make_ctx(ALICE, lobby, manage_guild=True), "game", "remind", {"after": "2"}
        )
    out = await svc.dispatch(
        make_ctx(ALICE, lobby, manage_guild=True, locale="it"),
        "game",
        "remind",
        {"after": "2", "server": True},
    )
    assert [m.content for m in out.messages] == [
        "In ogni nuova partita di questo server, se per 2 ore non succede nulla, avviserò chi"
        " deve giocare."
    ]
    # a new game in another channel of the server takes it: Bob is pinged after 2 h
    await svc.dispatch(make_ctx(ALICE), "game", "start", {"game": "toy"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(ALICE), "toy", "step", {})
    assert (await send_due(svc, T0 + timedelta(hours=1, minutes=59))).messages == []
    out = await send_due(svc, T0 + timedelta(hours=2))
    assert [m.mentions for m in out.messages] == [[BOB]]
    off = await svc.dispatch(
        make_ctx(ALICE, lobby, manage_guild=True), "game", "remind", {"after": "0", "server": True}
    )
    assert off.messages[0].content == "New games on this server start with reminders off."


async def test_a_bare_remind_keeps_the_servers_default_period(db_path, root):
    """Play-test 16, finding 28: ``/game remind`` without ``after:`` set the game's
    period to the built-in 24 h over the server's default of 48 h; it says the game's
    period and keeps it (and turns reminders on again at the server's default)."""
    svc = build(db_path, root)
    boss = make_ctx(ALICE, manage_guild=True)
    await svc.dispatch(boss, "game", "remind", {"after": "48", "server": True})
    await svc.dispatch(make_ctx(ALICE), "game", "start", {"game": "toy"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(ALICE), "toy", "step", {})  # Blue (Bob) is up
    out = await svc.dispatch(make_ctx(ALICE), "game", "remind", {})
    assert "48 hours" in out.messages[0].content, out.messages[0].content
    assert (await send_due(svc, T0 + timedelta(hours=30))).messages == []
    assert len((await send_due(svc, T0 + timedelta(hours=48))).messages) == 1
    await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": "0"})  # off
    out = await svc.dispatch(make_ctx(ALICE), "game", "remind", {})  # on again: 48 h
    assert "48 hours" in out.messages[0].content, out.messages[0].content


async def test_one_hour_is_said_in_the_singular_and_only_the_gm_sets_the_period(db_path, root):
    """play-test 17, finding 10: "for 1 hours" (the period went to the catalogs as a
    string, which no plural form matched), and any seated player could change the
    game's period (1 h to ping the others hourly, 0 to turn them off) with no way for
    the GM to stop it. A player is told the period; the GM sets it."""
    svc = build(db_path, root)
    await setup_game(svc)  # ALICE started it (GM) and sits Red; BOB sits Blue
    r = await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": "1"})
    assert r.messages[0].content == "I will ping whoever is up if nothing happens for 1 hour."
    r = await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": "1.5"})
    assert r.messages[0].content.endswith("for 1.5 hours.")
    boss = make_ctx(ALICE, manage_guild=True)
    r = await svc.dispatch(boss, "game", "remind", {"after": "1", "server": True})
    assert "for 1 hour." in r.messages[0].content
    game_id = svc.store.sync.load(10).game_id
    before = svc.store.sync.row("reminders", game_id)
    for after in ("1", "0"):
        with pytest.raises(PermissionDenied) as e:
            await svc.dispatch(make_ctx(BOB), "game", "remind", {"after": after})
        assert error_text(e.value, "en").startswith("Only the GM sets this game's reminders")
    assert svc.store.sync.row("reminders", game_id) == before
    r = await svc.dispatch(make_ctx(BOB), "game", "remind", {})  # told, nothing changed
    assert r.messages[0].ephemeral
    assert r.messages[0].content == "I will ping whoever is up if nothing happens for 1 hour."
    assert svc.store.sync.row("reminders", game_id) == before
    await svc.dispatch(make_ctx(ALICE), "game", "remind", {"after": "0"})
    r = await svc.dispatch(make_ctx(BOB), "game", "remind", {})
    assert r.messages[0].content == "Reminders for this game are off."
    assert svc.store.sync.row("reminders", game_id) is None  # not turned on again by him
