"""Fault injection on the fake Discord against the real bot process: 429 with
``retry_after``, 5xx, 400, slow answers and the 3 s interaction deadline. After each,
the state, what the players see and who is pinged agree; nobody is told "not
changed" about a change that was saved; dashboards end at the state's version."""

from __future__ import annotations

import asyncio
import signal
import sqlite3
from pathlib import Path

import pytest
import pytest_asyncio
from conftest import PATIENCE, age_games, module_bot, new_channel
from fakediscord import FakeDiscord, FakeUser, Fault, Interaction, Sent

from bot.i18n import t

pytestmark = pytest.mark.asyncio

APOLOGY = t("discord.apology", "en")
REVEAL_2 = {"order": "Saxons,Dux,Scotti,Civitates", "number": 2}
REVEALED = "Card revealed: #2"  # what the players are told of REVEAL_2
# discord.py's own waits between its tries, shortened this much where the test's subject
# is what Herald does after them and no interaction deadline races them (quick_backoff.py):
# five 5xx in a row wait 0.5 s instead of 25 s (0.1: 2.5 s, most of each such test)
QUICK = 0.02


async def outbox_empty(db: Path, timeout: float = PATIENCE) -> None:
    """Poll the database (it changes without any request the fake could wait on)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while pending_outbox(db):
        if loop.time() > end:
            raise AssertionError(f"outbox not empty after {timeout}s: {pending_rows(db)}")
        await asyncio.sleep(0.1)


def state_version(db: Path, channel: int) -> int:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        row = con.execute(
            "SELECT version FROM games WHERE channel_id = ? AND status != 'ended'", [channel]
        ).fetchone()
        return int(row[0])
    finally:
        con.close()


def pending_rows(db: Path) -> list[tuple]:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return con.execute(
            "SELECT id, channel_id, kind, version, attempts, next_at, last_error FROM outbox"
            " WHERE delivered_at IS NULL"
        ).fetchall()
    finally:
        con.close()


def pending_outbox(db: Path) -> int:
    return len(pending_rows(db))


def dashboard_ref(db: Path, channel: int) -> int | None:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        row = con.execute(
            "SELECT d.message_id FROM dashboards d JOIN games g ON g.id = d.game_id "
            "WHERE g.channel_id = ? AND g.status != 'ended'",
            [channel],
        ).fetchone()
        return int(row[0]) if row and row[0] is not None else None
    finally:
        con.close()


def shown_version(fake: FakeDiscord, db: Path, channel: int) -> int | None:
    """The state version the channel's current dashboard message shows."""
    ref = dashboard_ref(db, channel)
    msg = fake.messages.get(ref) if ref else None
    if msg is None:
        return None
    for e in msg.get("embeds") or []:
        footer = (e.get("footer") or {}).get("text") or ""
        if "state v" in footer:
            return int(footer.rsplit("state v", 1)[1].split()[0])
    return None


async def dashboard_at_state(fake: FakeDiscord, db: Path, channel: int, timeout: float) -> int:
    """Poll (the reference lives in the database, updated after the fake answered)."""
    want = state_version(db, channel)
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while shown_version(fake, db, channel) != want:
        if loop.time() > end:
            raise AssertionError(f"the dashboard of {channel} never showed v{want}")
        await asyncio.sleep(0.1)
    return want


def apologies(fake: FakeDiscord) -> list[Sent]:
    return [s for s in fake.sent if APOLOGY in s.content]


async def pendragon_at_card_1(fake: FakeDiscord, alice: FakeUser, bob: FakeUser, ch: int) -> None:
    """A Pendragon game at the first card (v3); the second card puts bob (Dux) up. Its
    commands are held to no deadline (the set-up is not what this file checks)."""
    with fake.untimed():
        await (
            await fake.slash("game", {"game": "pendragon"}, sub="start", user=alice, channel=ch)
        ).reply()
        await (await fake.slash("game", {"seat": "Dux"}, sub="join", user=bob, channel=ch)).reply()
        await (
            await fake.slash(
                "card",
                {"order": "Dux,Saxons,Scotti,Civitates", "number": 1},
                sub="reveal",
                user=alice,
                channel=ch,
            )
        ).reply()


def showing(fake: FakeDiscord, ix_id: int, channel: int, text: str) -> list[Sent]:
    """Every message a player can see in ``channel`` that says ``text``: the
    interaction's own answer or a channel post."""
    out = []
    for s in fake.sent:
        if text not in s.content:
            continue
        if s.interaction_id == ix_id and (
            (s.route == "callback" and s.type == 4) or s.route in ("edit", "followup")
        ):
            out.append(s)
        elif s.route == "post" and s.channel_id == channel:
            out.append(s)
    return out


# Class-scoped, each used by one class below: its bot stops with that class (written
# at module level: pytest-asyncio deprecates class-scoped fixtures that are methods)
@pytest_asyncio.fixture(scope="class", loop_scope="module")
async def shared(tmp_path_factory):
    async for bot in module_bot(tmp_path_factory):
        yield bot


@pytest_asyncio.fixture(scope="class", loop_scope="module")
async def quick(tmp_path_factory):
    # reminders are due within a tick (0.2 s) for the lost-reminder test
    env = {"HERALD_TICK_SECONDS": "0.2"}
    async for bot in module_bot(tmp_path_factory, backoff=QUICK, env=env):
        yield bot


# Faults on an interaction's answer: each keeps the answer from the interaction, all but
# the 400 until Discord's 3 s deadline has passed (real time, in every case's test)
ANSWER_FAULTS = {
    "429-retry-3.5s": {"status": 429, "retry_after": 3.5, "times": 1},
    "2x502": {"status": 502, "times": 2},
    "5x500": {"status": 500, "times": 5},
    "400": {"status": 400, "times": 1},
    "slow-3.5s": {"delay": 3.5, "times": 1},
}


@pytest_asyncio.fixture(scope="class", loop_scope="module")
async def failed_answers(shared):
    """Every case of ``ANSWER_FAULTS`` started at once on the class's bot, each in a
    channel of its own: the second card's reveal in a Pendragon game at the first, its
    answer failing as the case says. The cases wait for Discord's deadline together
    (about 3.5 s, not 3.5 s each); each test awaits its own case and checks it.
    Returns, per case: its channel, the reveal's interaction, the fault and the
    state's version before the reveal."""
    fake = shared.fake
    alice, bob = fake.user("alice"), fake.user("bob")
    channels = {case: new_channel() for case in ANSWER_FAULTS}
    await asyncio.gather(*(pendragon_at_card_1(fake, alice, bob, ch) for ch in channels.values()))

    async def reveal(case: str, ch: int) -> tuple[int, Interaction, Fault, int]:
        before = state_version(shared.db, ch)
        f = fake.fail("callback", channel=ch, **ANSWER_FAULTS[case])
        ix = await fake.slash("card", REVEAL_2, sub="reveal", user=alice, channel=ch)
        await fake.wait_for(
            lambda: showing(fake, ix.id, ch, REVEALED), PATIENCE, "the reveal shown"
        )
        return ch, ix, f, before

    cases = {case: asyncio.create_task(reveal(case, ch)) for case, ch in channels.items()}
    yield cases
    for task in cases.values():
        task.cancel()
    await asyncio.gather(*cases.values(), return_exceptions=True)


class TestOnOneBot:
    """Tests sharing one fake and bot (channels of their own). The bot is the class's,
    not the module's: it stops before the module's other bots start, so this file
    never runs two at once (each holds some 200 MB)."""

    @pytest.mark.parametrize("case", ANSWER_FAULTS)
    @pytest.mark.asyncio(loop_scope="module")  # one bot for these (channels of their own)
    async def test_a_failed_answer_reaches_the_channel_with_its_pings(
        self, shared, failed_answers, case
    ):
        fake = shared.fake
        bob = fake.user("bob")
        ch, ix, f, before = await failed_answers[case]
        got = showing(fake, ix.id, ch, REVEALED)
        assert f.hits >= 1
        # saved once, shown to the players, pinging whoever is up now (bob) and only them
        assert state_version(shared.db, ch) == before + 1
        shown = got[0]
        assert shown.route == "post", "the interaction expired: the channel must carry it"
        assert [int(u) for u in shown.data["allowed_mentions"]["users"]] == [bob.id]
        assert f"<@{bob.id}>" in shown.content
        await dashboard_at_state(fake, shared.db, ch, PATIENCE)
        # once every case's reveal is shown, no new row comes (each case's own failure
        # is its own test's)
        await asyncio.wait(failed_answers.values())
        await outbox_empty(shared.db)
        assert not pending_rows(shared.db)
        assert len(showing(fake, ix.id, ch, REVEALED)) == 1, "said once"
        assert not apologies(fake)
        # Discord accepted no answer: the bot gave up on it at the deadline (or Discord
        # refused it) and the channel post is what the players see
        assert not [x for x in ix.sent if x.route == "callback" and x.type == 4]

    @pytest.mark.asyncio(loop_scope="module")  # one bot for these (channels of their own)
    async def test_slow_discord_in_one_channel_does_not_hold_up_another(self, shared):
        fake = shared.fake
        alice, bob = fake.user("alice"), fake.user("bob")
        slow, quick = new_channel(), new_channel()
        await pendragon_at_card_1(fake, alice, bob, slow)
        await pendragon_at_card_1(fake, alice, bob, quick)
        await dashboard_at_state(fake, shared.db, slow, PATIENCE)
        # the slow channel's edit hangs until the quick channel has been served (it
        # hung 6 s, a guess at how long that takes: most of this test's time), then a
        # 429 makes it wait again
        released = asyncio.Event()
        held = fake.fail("patch", channel=slow, hold=released, times=1)
        fake.fail("patch", channel=slow, status=429, retry_after=0.5, times=1)
        await (await fake.slash("card", REVEAL_2, sub="reveal", user=alice, channel=slow)).reply()
        ix = await fake.slash("card", REVEAL_2, sub="reveal", user=alice, channel=quick)
        await ix.reply()
        await dashboard_at_state(fake, shared.db, quick, PATIENCE)
        assert held.hits == 1 and shown_version(fake, shared.db, slow) == 3, "slow still waiting"
        released.set()
        await dashboard_at_state(fake, shared.db, slow, PATIENCE)


class TestAfterDiscordPyGaveUp:
    """Deliveries after discord.py gave up (dashboard edits, reminders), on one bot
    whose discord.py waits are shortened (stopped with the class, like
    ``TestOnOneBot``'s)."""

    @pytest.mark.parametrize(
        "fault",
        [
            {"status": 502, "times": 5},
            {"status": 400, "times": 1},
            {"status": 429, "retry_after": 2},
        ],
        ids=["5x502", "400", "429"],
    )
    @pytest.mark.asyncio(loop_scope="module")  # one bot for these (channels of their own)
    async def test_a_failed_dashboard_edit_is_retried_or_reposted(self, quick, fault):
        fake = quick.fake
        alice, bob = fake.user("alice"), fake.user("bob")
        ch = new_channel()
        await pendragon_at_card_1(fake, alice, bob, ch)
        await dashboard_at_state(fake, quick.db, ch, PATIENCE)
        old_ref = dashboard_ref(quick.db, ch)

        f = fake.fail("patch", channel=ch, **fault)
        with fake.untimed():  # the dashboard's edit is this test's subject, not the deadline
            ix = await fake.slash("card", REVEAL_2, sub="reveal", user=alice, channel=ch)
        reply = await ix.reply()
        assert "Card revealed: #2" in reply.content
        assert [int(u) for u in reply.data["allowed_mentions"]["users"]] == [bob.id]
        version = await dashboard_at_state(fake, quick.db, ch, PATIENCE)
        assert version == 4 and f.hits >= 1
        if fault["status"] == 400:
            assert dashboard_ref(quick.db, ch) != old_ref, "refused edit: posted again"
        else:
            assert dashboard_ref(quick.db, ch) == old_ref, "retried: the same message edited"
        await outbox_empty(quick.db)
        assert not apologies(fake)
        assert "Traceback" not in quick.log_text()

    @pytest.mark.asyncio(loop_scope="module")  # one bot for these (channels of their own)
    async def test_reminders_are_not_lost_and_one_channel_does_not_block_another(self, quick):
        fake = quick.fake
        alice, bob = fake.user("alice"), fake.user("bob")
        failing, fine = new_channel(), new_channel()
        for ch in (failing, fine):
            await pendragon_at_card_1(fake, alice, bob, ch)
        for ch in (failing, fine):
            await (await fake.slash("card", REVEAL_2, sub="reveal", user=alice, channel=ch)).reply()
        # the failing channel's reminder post fails: five 500s (discord.py's own
        # retries) and then a 429; it must still arrive, and the other channel's first
        injected = len(fake.injected)
        fake.fail("post", status=500, times=5, channel=failing)
        fake.fail("post", status=429, retry_after=1.0, times=1, channel=failing)
        for ch in (failing, fine):
            ix = await fake.slash("game", {"after": 1}, sub="remind", user=alice, channel=ch)
            await ix.reply()
        age_games(quick.db, [failing, fine], 1.1)  # a first period (not two) without a move

        def reminder(ch: int) -> list[Sent]:
            return [p for p in fake.posts(ch) if "⏰" in p.content]

        got_fine = await fake.wait_for(lambda: reminder(fine), PATIENCE, "the other reminder")
        got_failing = await fake.wait_for(
            lambda: reminder(failing), PATIENCE, "the failed reminder"
        )
        assert got_fine[0].at < got_failing[0].at
        for post in (got_fine[0], got_failing[0]):
            assert [int(u) for u in post.data["allowed_mentions"]["users"]] == [bob.id]
        assert len(fake.injected) == injected + 6
        await outbox_empty(quick.db)


async def test_sigterm_drains_queued_work_and_refuses_new_commands(herald):
    fake = herald.fake
    alice, bob = fake.user("alice"), fake.user("bob")
    channels = [new_channel() for _ in range(3)]
    for ch in channels:
        await pendragon_at_card_1(fake, alice, bob, ch)
    # dashboards are slow to edit: work queues in the outbox, held until the late
    # command below has been refused (a 1 s delay each, and 0.5 s guessed for the
    # signal to land, let a loaded machine finish the drain or not start it in time)
    released = asyncio.Event()
    fake.fail("patch", hold=released, times=50)
    for ch in channels:
        await (await fake.slash("card", REVEAL_2, sub="reveal", user=alice, channel=ch)).reply()
    assert herald.proc is not None
    herald.proc.send_signal(signal.SIGTERM)
    await herald.logged("SIGTERM received: draining", PATIENCE)
    late = await fake.slash("game", sub="status", user=alice, channel=channels[0])
    refused = await late.reply(PATIENCE)
    assert refused.ephemeral and refused.content == t("discord.restarting", "en")
    released.set()
    code = await herald.stop(60)
    assert code == 0
    for ch in channels:
        assert shown_version(fake, herald.db, ch) == state_version(herald.db, ch) == 4
    assert pending_outbox(herald.db) == 0
    log = herald.log_text()
    assert "Session is closed" not in log and "Traceback" not in log
