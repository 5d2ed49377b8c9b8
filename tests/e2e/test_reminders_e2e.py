"""A reminder scheduled through the real bot is posted by its background ticker,
pinging only the player who is up, saying how long the game has been idle, and
survives a restart of the process; one killed after Discord made the reminder's
message, before the answer came back, does not post it twice."""

from __future__ import annotations

import asyncio
import re
import sqlite3

import pytest
import pytest_asyncio
from conftest import age_games, module_bot, new_channel

pytestmark = pytest.mark.asyncio(loop_scope="module")


# One bot for the module's tests (channels of their own), ticking every 0.2 s: each
# test restarts or kills and starts it again, and a bot's start is much of their time
@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def bot(tmp_path_factory):
    async for b in module_bot(tmp_path_factory, env={"HERALD_TICK_SECONDS": "0.2"}):
        yield b


async def _dux_is_up(fake, ch: int, gm, player) -> None:
    """A Pendragon game in ``ch`` where ``player`` holds the Dux, who is up, and a
    reminder after an hour without a move (the shortest period)."""
    await (
        await fake.slash("game", {"game": "pendragon"}, sub="start", user=gm, channel=ch)
    ).reply()
    await (await fake.slash("game", {"seat": "Dux"}, sub="join", user=player, channel=ch)).reply()
    for number, order in ((1, "Dux,Saxons,Scotti,Civitates"), (2, "Saxons,Dux,Scotti,Civitates")):
        await (
            await fake.slash(
                "card", {"order": order, "number": number}, sub="reveal", user=gm, channel=ch
            )
        ).reply()
    ix = await fake.slash("game", {"after": 1}, sub="remind", user=gm, channel=ch)
    assert "1 h" in (await ix.reply()).content


async def test_reminder_is_posted_and_survives_a_restart(bot):
    fake = bot.fake
    alice, bob = fake.user("alice"), fake.user("bob")
    ch = new_channel()
    await _dux_is_up(fake, ch, alice, bob)
    # Dux (bob) is up; an hour is the shortest period
    ix = await fake.slash("game", {"after": 0.01}, sub="remind", user=alice, channel=ch)
    assert "from 1 to 720" in (await ix.reply()).content
    # a roll by someone without a seat is no move
    carol = fake.user("carol")
    await (await fake.slash("roll", {"expr": "1d6"}, user=carol, channel=ch)).reply()
    await bot.restart()
    # an hour and a quarter since the last move, while the bot was restarting
    age_games(bot.db, [ch], 1.25)

    def reminders():
        return [p for p in fake.posts(ch) if "⏰" in p.content]

    got = await fake.wait_for(lambda: reminders() or None, 20, "the reminder post")
    post = got[0]
    assert f"<@{bob.id}>" in post.content and f"<@{alice.id}>" not in post.content
    assert "(1 h 15 min without a move)" in post.content
    assert [int(u) for u in post.data["allowed_mentions"]["users"]] == [bob.id]


def _reminder_rows(db, ch: int) -> list[tuple[int, str, str | None]]:
    """The reminders' outbox rows of ``ch``: (id, payload, delivered_at)."""
    with sqlite3.connect(db) as c:
        return c.execute(
            "SELECT id, payload, delivered_at FROM outbox"
            " WHERE channel_id = ? AND kind = 'announce' AND payload LIKE '%⏰%' ORDER BY id",
            [ch],
        ).fetchall()


async def _delivered(db, row: int) -> None:
    """Wait (30 s at most) for the row's delivered mark (the fake records the post
    before the bot writes it: the database is polled)."""
    for _ in range(300):
        with sqlite3.connect(db) as c:
            (done,) = c.execute("SELECT delivered_at FROM outbox WHERE id = ?", [row]).fetchone()
        if done:
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"outbox row {row} not delivered in 30 s")


async def test_a_reminder_whose_answer_was_lost_is_posted_once(bot):
    """The outbox is at least once: a reminder whose post Discord made but whose answer
    the bot never read is posted again, by the sender's retry or, when the process was
    killed before the delivered mark, at its next start. Every post of a row carries the
    same nonce, which the bot asks Discord to enforce: Discord answers the second post
    with the first message, and the players see each reminder once (the two-shard
    test's "1 h 6 min" posted twice was the second case)."""
    fake = bot.fake
    alice, bob = fake.user("alice"), fake.user("bob")
    ch = new_channel()
    await _dux_is_up(fake, ch, alice, bob)
    repeats = len(fake.nonce_repeats)  # the module's other tests' (none expected)

    def reminders():
        return [p for p in fake.posts(ch) if "⏰" in p.content]

    # Discord makes the reminder's message, then answers 503: the sender tries again
    lost = fake.fail("post", status=503, channel=ch, done=True)
    age_games(bot.db, [ch], 1.1)
    (first,) = await fake.wait_for(reminders, 20, "the first reminder")
    assert lost.hits == 1
    ((row, _, _),) = _reminder_rows(bot.db, ch)
    await _delivered(bot.db, row)  # on the sender's second try
    assert [p.content for p in reminders()] == [first.content]
    assert fake.nonce_repeats[repeats:] == [first.data["nonce"]]  # answered with the first
    # 1.1 h, and the real time since the last move (a minute more on a slow machine)
    assert f"<@{bob.id}>" in first.content
    assert re.search(r"\(1 h [67] min without a move\)", first.content), first.content

    # the next one's answer comes 10 s late, and the process is killed meanwhile
    late = fake.fail("post", channel=ch, done=True, delay=10.0)
    age_games(bot.db, [ch], 1.0)
    second = (await fake.wait_for(lambda: reminders()[1:], 20, "the second reminder"))[0]
    assert late.hits == 1
    assert await bot.kill() == -9  # before its delivered mark
    (_, (row, _, mark)) = _reminder_rows(bot.db, ch)
    assert mark is None
    await bot.start()  # sends the row again, and marks it delivered this time
    await _delivered(bot.db, row)
    assert [p.content for p in reminders()] == [first.content, second.content]
    assert fake.nonce_repeats[repeats:] == [first.data["nonce"], second.data["nonce"]]
    assert f"<@{alice.id}>" in second.content  # the GM too, after two periods
    assert re.search(r"\b2 h [67] min\b", second.content), second.content
