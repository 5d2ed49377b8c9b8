"""A burst of 1,000 commands at once over many channels through the real bot, with
Discord's 3 s deadline in force: every interaction is answered in time and every
change is shown. Then a second burst killed with SIGKILL midway: every acknowledged
command is in the state and the log, and after a restart every message the crash
left undelivered is delivered. Assertions are about answers and state, not speed:
each wait fails only when nothing moved for PATIENCE seconds. How many interactions
missed the deadline is printed; bench/burst.py runs this and reports the figures."""

from __future__ import annotations

import asyncio
import sqlite3
import statistics
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import PATIENCE, new_channel
from fakediscord import FakeDiscord, Interaction, created_ms

pytestmark = pytest.mark.asyncio

CHANNELS = 50
PER_CHANNEL = 20  # 1,000 in all
TRACK = {"track": "dux_resources", "delta": 1}


def track_text(old: int, new: int) -> str:
    return f"Dux Resources: {old} → {new}."


def db_state(db: Path, channel: int) -> tuple[int, int, int]:
    """(version, track value, TrackChanged events in the log) of the channel's game."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        import json

        gid, version, state = con.execute(
            "SELECT id, version, state FROM games WHERE channel_id = ?", [channel]
        ).fetchone()
        value = json.loads(state)["state"]["tracks"]["dux_resources"]
        logged = con.execute(
            "SELECT count(*) FROM events WHERE game_id = ? AND kind = 'TrackChanged'", [gid]
        ).fetchone()[0]
        return int(version), int(value), int(logged)
    finally:
        con.close()


def pending(db: Path) -> int:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return int(
            con.execute("SELECT count(*) FROM outbox WHERE delivered_at IS NULL").fetchone()[0]
        )
    finally:
        con.close()


def said_in(fake: FakeDiscord, channel: int) -> str:
    """Everything a player of ``channel`` can read: answers, their edits, posts."""
    return "\n".join(
        s.content
        for s in fake.sent
        if s.channel_id == channel
        and ((s.route == "callback" and s.type == 4) or s.route in ("edit", "followup", "post"))
    )


def callback_latencies(fake: FakeDiscord, ixs: list[Interaction]) -> list[float]:
    out = []
    for ix in ixs:
        cb = next((s for s in ix.sent if s.route == "callback"), None)
        if cb is not None:
            out.append(cb.wall - created_ms(ix.id) / 1000)
    return out


async def setup_games(fake: FakeDiscord, channels: list[int]) -> None:
    gm = fake.user("gm")

    async def one(ch: int) -> None:
        ix = await fake.slash("game", {"game": "pendragon"}, sub="start", user=gm, channel=ch)
        await ix.reply(PATIENCE)
        ix = await fake.slash(
            "card",
            {"order": "Dux,Saxons,Scotti,Civitates", "number": 1},
            sub="reveal",
            user=gm,
            channel=ch,
        )
        await ix.reply(PATIENCE)

    # the set-up is not what the deadline is checked on (the bursts are)
    with fake.untimed():
        for i in range(0, len(channels), 10):
            await asyncio.gather(*(one(ch) for ch in channels[i : i + 10]))


async def fire(fake: FakeDiscord, channels: list[int]) -> list[Interaction]:
    gm = fake.user("gm")
    return [
        await fake.slash("track", TRACK, user=gm, channel=ch)
        for _ in range(PER_CHANNEL)
        for ch in channels
    ]


def answered(ix: Interaction) -> bool:
    """The player saw the result: an answer, or a deferral filled in."""
    v = ix.visible()
    return bool(v) and any(track_text(0, 1)[:14] in s.content for s in v)


async def until(done: Callable[[], int], goal: int, what: str, every: float = 0.2) -> None:
    """Wait until ``done()`` (how much of ``what`` is done) reaches ``goal``; fail when it
    stood still for PATIENCE seconds. A machine slowed by other work only makes this wait
    longer (a fixed 300 s ran out under load while the bot was still answering); a bot
    that stopped making progress still fails."""
    loop = asyncio.get_running_loop()
    seen, end = done(), loop.time() + PATIENCE
    while seen < goal:
        if loop.time() > end:
            raise AssertionError(f"{what}: {seen} of {goal}, none more in {PATIENCE}s")
        await asyncio.sleep(every)
        now = done()
        if now != seen:
            seen, end = now, loop.time() + PATIENCE


async def test_a_burst_of_1000_is_all_answered_then_sigkill_loses_nothing(herald):
    fake = herald.fake
    channels = [new_channel() for _ in range(CHANNELS)]
    await setup_games(fake, channels)
    base = {ch: db_state(herald.db, ch) for ch in channels}

    # -- 1. 1,000 at once ------------------------------------------------------
    t0 = asyncio.get_running_loop().time()
    ixs = await fire(fake, channels)
    expired = set()

    def responded() -> int:
        expired.update(fake.expired)
        return sum(1 for ix in ixs if ix.sent or ix.id in expired)

    await until(responded, len(ixs), "a first response to every burst command")
    wall = asyncio.get_running_loop().time() - t0
    lat = sorted(callback_latencies(fake, ixs))
    deferred = sum(1 for ix in ixs if any(s.type == 5 for s in ix.sent if s.route == "callback"))
    print(
        f"\nburst: {len(ixs)} commands over {CHANNELS} channels, first responses in {wall:.1f}s; "
        f"p50 {statistics.median(lat):.2f}s p95 {lat[int(len(lat) * 0.95)]:.2f}s "
        f"max {lat[-1]:.2f}s; {deferred} deferred; {len(fake.expired)} expired"
    )
    # Every interaction acknowledged in time is answered with its result. One that
    # the machine could not acknowledge within Discord's 3 s (a heavily loaded CI
    # runner; bench/burst.py holds the goal of none) still changed the game, and its
    # announcement reaches the channel through the outbox: checked below.
    late = set(fake.expired)
    in_time = [ix for ix in ixs if ix.id not in late]
    await until(
        lambda: sum(1 for ix in in_time if answered(ix)),
        len(in_time),
        "every acknowledged command answered",
    )

    # the late ones may still be running when the acknowledged ones are answered: wait
    # for every command to be in the state and the log, then check them exactly
    def applied() -> dict[int, tuple[int, int, int]]:
        return {ch: db_state(herald.db, ch) for ch in channels}

    want = {ch: (base[ch][0] + PER_CHANNEL, PER_CHANNEL, PER_CHANNEL) for ch in channels}
    await until(
        lambda: sum(v == want[ch] for ch, v in applied().items()),
        len(channels),
        "channels with every burst command applied",
        every=1,
    )
    assert applied() == want
    await until(lambda: -pending(herald.db), 0, "the outbox to empty")
    for ch in channels:
        text = said_in(fake, ch)
        for v in range(PER_CHANNEL):
            assert track_text(v, v + 1) in text, f"{ch}: v{v + 1} never shown"

    # -- 2. the same again, killed midway ---------------------------------------
    sent_before = len(fake.sent)
    ixs = await fire(fake, channels)

    def acked() -> list[Interaction]:
        return [ix for ix in ixs if answered(ix)]

    # 50 answered; or, where the machine is too loaded to acknowledge in 3 s, 50
    # settled (answered or expired: an expired command is never answered on its
    # interaction, so 50 answers might never come; what was acknowledged is checked)
    ids = {ix.id for ix in ixs}
    await until(
        lambda: len(acked()) + len(ids.intersection(fake.expired)),
        50,
        "answered or expired",
        every=0.01,
    )
    assert await herald.kill() == -9
    done = acked()
    per_channel = {ch: 0 for ch in channels}
    for ix in done:
        per_channel[int(ix.payload["channel_id"])] += 1
    con = sqlite3.connect(herald.db)
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    con.close()
    left = pending(herald.db)
    for ch in channels:
        version, value, logged = db_state(herald.db, ch)
        applied = value - PER_CHANNEL
        # every acknowledged command is in the state and the log, which agree
        assert applied >= per_channel[ch]
        assert logged == value and version == base[ch][0] + value
    print(f"sigkill: {len(done)} acknowledged, {left} messages undelivered at the kill")

    await herald.start()
    await until(lambda: -pending(herald.db), 0, "the outbox to empty after restart")
    for ch in channels:
        version, value, _ = db_state(herald.db, ch)
        text = said_in(fake, ch)
        for v in range(PER_CHANNEL, value):
            assert track_text(v, v + 1) in text, f"v{v + 1} of {ch} never shown"
    assert len(fake.sent) > sent_before
