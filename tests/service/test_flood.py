"""Flood control (play-test 18, finding 11): one member's 300 public rolls buried a
play-by-post channel. Past a per-member or per-channel rate an answer is private, past
three times the member's rate the command is refused with the wait; a roll is still
logged in the channel's game; game moves are never limited; a manager changes the rates."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.engine.errors import BadInput, PermissionDenied
from bot.i18n import t
from bot.service import dice as svc_dice
from bot.service import flood
from tests.conftest import T0, make_ctx

ALICE, BOB, GM = 1, 2, 3


async def roll(svc, user=ALICE, channel=10, seconds=0, locale="en", **opts):
    ctx = make_ctx(user, channel, now=T0 + timedelta(seconds=seconds), locale=locale)
    return (await svc.dispatch(ctx, "roll", None, opts)).messages[0]


async def test_past_the_members_rate_a_roll_is_answered_privately_and_still_logged(svc):
    await svc.dispatch(make_ctx(GM, 20), "game", "start", {"game": "pendragon"})
    shown = [await roll(svc, channel=20, seconds=i, expr="2d6") for i in range(flood.USER + 1)]
    assert [m.ephemeral for m in shown] == [False] * flood.USER + [True]
    last = shown[-1]
    assert last.private_to == [ALICE]
    # the first public answer of the window was at 0 s: public again at 60 s
    assert last.content.startswith(t("flood.private_roll", "en", seconds=60 - flood.USER))
    assert "2d6 (" in last.content
    log = await svc.dispatch(make_ctx(BOB, 20), "game", "log", {})
    assert log.messages[0].embeds[0].description.count("<@1> rolled 2d6:") == flood.USER + 1
    # another member, and the same member a minute later, are public again
    assert not (await roll(svc, user=BOB, channel=20, seconds=10, expr="1d6")).ephemeral
    assert not (await roll(svc, channel=20, seconds=61, expr="1d6")).ephemeral


async def test_past_three_times_the_rate_the_command_is_refused_with_the_wait(svc):
    for i in range(flood.HARD * flood.USER):
        await roll(svc, channel=21, seconds=i, expr="1d6")
    with pytest.raises(BadInput) as ei:
        await roll(svc, channel=21, seconds=30, locale="it", expr="1d6")
    assert ei.value.key == "flood.refused" and ei.value.params == {"seconds": 30}
    assert "aspetta 30 s" in t(ei.value.key, "it", **ei.value.params)
    # a game move is never limited
    await svc.dispatch(
        make_ctx(GM, 21, now=T0 + timedelta(seconds=31)), "game", "start", {"game": "pendragon"}
    )
    status = await svc.dispatch(
        make_ctx(ALICE, 21, now=T0 + timedelta(seconds=31)), "game", "status", {}
    )
    assert status.messages


async def test_the_channels_rate_counts_everyone(svc):
    users = range(100, 100 + flood.CHANNEL + 1)
    shown = [await roll(svc, user=u, channel=22, seconds=1, expr="1d6") for u in users]
    assert [m.ephemeral for m in shown] == [False] * flood.CHANNEL + [True]


# the lookup's answer is what matters here, not the index's build (which this test,
# on either backend, made again: some 3 s of CPU each)
@pytest.mark.warm_rules
async def test_a_rule_lookup_past_the_rate_is_private_in_the_readers_language(svc):
    await svc.dispatch(make_ctx(GM, 23, manage_guild=True), "dice", "flood", {"channel": 1})
    assert not (await roll(svc, channel=23, expr="1d6")).ephemeral  # the channel's one
    ctx = make_ctx(BOB, 23, now=T0 + timedelta(seconds=5))
    shown = (await svc.dispatch(ctx, "rule", None, {"query": "shield wall"})).messages
    assert all(m.ephemeral and m.private_to == [BOB] for m in shown)
    msg = shown[0]
    assert msg.embeds and " › " in msg.embeds[0].title  # the answer, to the asker alone
    assert msg.content.split("\n")[0] == t("flood.private_rule", "en", seconds=55)
    assert msg.content.startswith("🔇 Shown to you only")


async def test_a_manager_changes_the_rates_and_zero_is_no_limit(svc):
    manager = make_ctx(GM, 24, manage_guild=True, locale="it")
    r = await svc.dispatch(manager, "dice", "flood", {"user": 2, "channel": 0})
    assert "2 risposte pubbliche per membro" in r.messages[0].content
    assert "nessun limite per canale" in r.messages[0].content
    shown = [await roll(svc, channel=24, seconds=i, expr="1d6") for i in range(3)]
    assert [m.ephemeral for m in shown] == [False, False, True]
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(ALICE, 24), "dice", "flood", {"user": 50})
    with pytest.raises(BadInput) as ei:
        await svc.dispatch(manager, "dice", "flood", {"user": -1})
    assert ei.value.params == {"option": "user", "max": flood.MAX_SETTING}
    # anyone may read them
    shown_to_all = await svc.dispatch(make_ctx(ALICE, 24), "dice", "flood", {})
    assert "2 public answers per member" in shown_to_all.messages[0].content
    await svc.dispatch(manager, "dice", "flood", {"user": 0})
    shown = [await roll(svc, channel=25, seconds=1, expr="1d6") for _ in range(40)]
    assert not any(m.ephemeral for m in shown)


async def test_inline_rolls_past_the_rate_are_not_rolled_and_said_once(svc):
    await svc.dispatch(make_ctx(GM, 26, manage_guild=True), "dice", "inline", {"enabled": True})
    await svc.dispatch(make_ctx(GM, 26, manage_guild=True), "dice", "flood", {"user": 1})
    ctx = make_ctx(ALICE, 26, now=T0 + timedelta(seconds=1))
    first = await svc_dice.inline_rolls(svc, ctx, "[[1d6]]")
    assert first.messages[0].content.startswith("🎲 <@1>")
    told = await svc_dice.inline_rolls(svc, ctx, "[[1d6]]")
    assert told.messages[0].content == t("flood.inline", "en", user="<@1>", seconds=60)
    assert told.messages[0].mentions == []
    assert await svc_dice.inline_rolls(svc, ctx, "[[1d6]]") is None  # said once a minute


async def test_the_limits_are_read_at_start_and_again_after_another_process_changed_them(svc):
    from bot.service.core import Service

    manager = make_ctx(GM, 27, manage_guild=True)
    await svc.dispatch(manager, "dice", "flood", {"user": 1})
    other = Service(svc.store, svc.knowledge)  # a process started after the change
    assert other.flood.limits[1] == flood.Limits(user=1, channel=flood.CHANNEL)
    await other.dispatch(manager, "dice", "flood", {"user": 0})
    svc.forget_cached(1)  # what the next tick does on seeing the other process's mark
    shown = [await roll(svc, channel=27, seconds=i, expr="1d6") for i in range(3)]
    assert not any(m.ephemeral for m in shown)


def test_an_answer_is_counted_when_a_sweep_ran_between_its_check_and_its_count():
    """A check keeps the member's and channel's records for the count made after the
    answer; other members' checks meanwhile may sweep quiet records away (the member's
    first answer's record is still empty): the count still reaches the member's
    record, and the rate stays exact."""
    f = flood.Flood()
    limits = flood.Limits(user=1, channel=2)
    verdict = f.check(limits, make_ctx(ALICE, 30))
    assert verdict.public
    for i in range(flood.Flood.SWEEP_EVERY):  # while the answer is being made
        f.check(limits, make_ctx(1000 + i, 31))
    f.record(verdict, True)
    again = f.check(limits, make_ctx(ALICE, 30, now=T0 + timedelta(seconds=1)))
    assert (again.public, again.wait) == (False, 59)
    # and the channel's count: Bob is public (the second of two), Carol is not
    f.record(f.check(limits, make_ctx(BOB, 30, now=T0 + timedelta(seconds=2))), True)
    carol = f.check(limits, make_ctx(4, 30, now=T0 + timedelta(seconds=3)))
    assert (carol.public, carol.wait) == (False, 57)
