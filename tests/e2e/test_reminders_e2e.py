"""A reminder scheduled through the real bot is posted by its background ticker,
pinging only the player who is up, saying how long the game has been idle, and
survives a restart of the process."""

from __future__ import annotations

import pytest
from conftest import BotProcess, age_games, new_channel

pytestmark = pytest.mark.asyncio


async def test_reminder_is_posted_and_survives_a_restart(fake, tmp_path):
    bot = BotProcess(fake, tmp_path, env={"HERALD_TICK_SECONDS": "0.2"})
    await bot.start()
    try:
        alice, bob = fake.user("alice"), fake.user("bob")
        ch = new_channel()
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
        await (
            await fake.slash(
                "card",
                {"order": "Saxons,Dux,Scotti,Civitates", "number": 2},
                sub="reveal",
                user=alice,
                channel=ch,
            )
        ).reply()
        # Dux (bob) is up; remind after an hour without a move (the shortest period)
        ix = await fake.slash("game", {"after": 0.01}, sub="remind", user=alice, channel=ch)
        assert "from 1 to 720" in (await ix.reply()).content
        ix = await fake.slash("game", {"after": 1}, sub="remind", user=alice, channel=ch)
        assert "1 h" in (await ix.reply()).content
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
    finally:
        await bot.close()
