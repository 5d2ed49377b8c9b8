"""Two ``herald run`` processes over two shard ranges and one PostgreSQL: games in many
guilds at once, one process SIGKILLed mid-burst and restarted. Every acknowledged
command is in the state and the log, versions have no gap, each reminder is sent once
(by the process whose shard owns its guild)."""

from __future__ import annotations

import asyncio

import psycopg
from conftest import PATIENCE, BotProcess, age_games
from fakediscord import FakeDiscord

SHARDS = 2
GUILDS_PER_SHARD = 3


def _db_rows(url: str, sql: str, params: list) -> list[tuple]:
    with psycopg.connect(url) as c:
        return c.execute(sql, params).fetchall()


async def _setup_reminder_game(fake: FakeDiscord, ch: int, gm, player) -> None:
    async def say(name, opts, sub, user):
        r = await (await fake.slash(name, opts, sub=sub, user=user, channel=ch)).reply(
            timeout=PATIENCE
        )
        assert not r.ephemeral, r.content

    await say("game", {"game": "pendragon"}, "start", gm)
    await say("game", {"seat": "Dux"}, "join", player)
    await say("card", {"order": "Dux,Saxons,Scotti,Civitates", "number": 1}, "reveal", gm)
    await say("card", {"order": "Saxons,Dux,Scotti,Civitates", "number": 2}, "reveal", gm)
    # Dux is up: remind after an hour without a move (the test moves the game's time)
    await say("game", {"after": 1}, "remind", gm)


async def test_two_shard_processes_one_postgresql_sigkill_and_restart(tmp_path, pg_url):
    # no interaction deadline: this is about shards, a kill and reminders; a loaded
    # machine's answer after 3 s would go to the channel, not to the waiting command
    fake = await FakeDiscord(deadline=None).start()
    procs: list[BotProcess] = []
    try:
        guilds: dict[int, list[int]] = {}  # shard -> channels of its guilds
        for shard in range(SHARDS):
            for _ in range(GUILDS_PER_SHARD):
                _, chans = fake.add_guild(3, shard=shard, shard_count=SHARDS)
                guilds.setdefault(shard, []).extend(chans)
        for shard in range(SHARDS):
            work = tmp_path / f"shard{shard}"
            work.mkdir()
            bot = BotProcess(
                fake,
                work,
                env={
                    "HERALD_DB": pg_url,
                    "HERALD_SHARDS": f"{shard}-{shard}/{SHARDS}",
                    "HERALD_TICK_SECONDS": "0.3",
                    # the session's bots' cache (the shipped rules index loaded, not
                    # built at each of the three starts: rules are not this test's subject)
                    "HERALD_RULES_CACHE": str(BotProcess.rules_cache),
                },
            )
            await bot.start(PATIENCE)
            procs.append(bot)
        assert sorted(fake.identify_shards) == [(0, 2), (1, 2)]

        gm, player = fake.user("gm"), fake.user("player")
        # one channel per guild has a reminder; the two others take the burst
        remind_chans = [guilds[s][i] for s in range(SHARDS) for i in range(0, 9, 3)]
        burst_chans = [c for s in range(SHARDS) for c in guilds[s] if c not in remind_chans]
        await asyncio.gather(*(_setup_reminder_game(fake, ch, gm, player) for ch in remind_chans))
        for ch in burst_chans:
            r = await (
                await fake.slash("game", {"game": "pendragon"}, sub="start", user=gm, channel=ch)
            ).reply(timeout=PATIENCE)
            assert "Pendragon" in r.content

        acked = {ch: 0 for ch in burst_chans}
        sent = {ch: 0 for ch in burst_chans}
        refused: list[str] = []

        async def burst(ch: int) -> None:
            for i in range(60):
                sub = "join" if i % 2 == 0 else "leave"
                ix = await fake.slash("game", {"seat": "Saxons"}, sub=sub, user=player, channel=ch)
                sent[ch] += 1
                r = await ix.reply(timeout=PATIENCE)
                if r.ephemeral:
                    refused.append(r.content)
                else:
                    acked[ch] += 1

        tasks = [asyncio.create_task(burst(ch)) for ch in burst_chans]
        await fake.wait_for(lambda: sum(acked.values()) >= 60, PATIENCE, "60 acknowledged commands")
        age_games(pg_url, remind_chans, 1.1)  # every reminder comes due mid-burst
        # a whole tick of shard 1's after that (some reminders are claimed or sent),
        # counted in its log: a guessed 0.5 s could pass before a loaded machine ran one
        await procs[1].ticks(2, PATIENCE)
        assert await procs[1].kill() == -9  # shard 1's process, mid-burst
        # shard 0 plays on meanwhile
        shard0 = [t for t, ch in zip(tasks, burst_chans, strict=True) if ch in guilds[0]]
        await asyncio.gather(*shard0)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        assert refused == []
        assert all(acked[ch] == 60 for ch in burst_chans if ch in guilds[0])

        await procs[1].start(PATIENCE)  # restarted on the same database
        for ch in burst_chans:
            r = await (await fake.slash("game", sub="status", user=gm, channel=ch)).reply(PATIENCE)
            assert "Pendragon" in r.text

        for ch in burst_chans:
            (game_id, version), *_ = _db_rows(
                pg_url, "SELECT id, version FROM games WHERE channel_id = %s", [ch]
            )
            assert 1 + acked[ch] <= version <= 1 + sent[ch], (ch, acked[ch], sent[ch], version)
            versions = [
                v
                for (v,) in _db_rows(
                    pg_url,
                    "SELECT DISTINCT version FROM events WHERE game_id = %s ORDER BY version",
                    [game_id],
                )
            ]
            assert versions == list(range(1, version + 1))  # state and log agree, no gap
            moves = _db_rows(
                pg_url,
                "SELECT kind FROM events WHERE game_id = %s AND kind IN"
                " ('PlayerJoined', 'PlayerLeft') ORDER BY id",
                [game_id],
            )
            assert len(moves) == version - 1

        # a private roll's DM copy (an outbox row of no game): sent once, by the
        # process of the guild the roll was made in, never by both
        ch = remind_chans[-1]  # a guild of shard 1
        ix = await fake.slash("roll", {"expr": "1d20", "private": True}, user=player, channel=ch)
        assert (await ix.reply(timeout=PATIENCE)).ephemeral
        dm = await fake.wait_for(lambda: fake.dm_channels.get(gm.id), PATIENCE, "a DM to the GM")

        def dm_row() -> list[tuple]:
            return _db_rows(
                pg_url,
                "SELECT guild_id, delivered_at FROM outbox WHERE kind = 'dm' AND channel_id = %s",
                [ch],
            )

        # the row is marked delivered after the fake recorded the DM: poll the database
        # (fake.wait_for re-checks only when the fake records something)
        end = asyncio.get_running_loop().time() + PATIENCE
        while not (dm_row() and dm_row()[0][1]):
            assert asyncio.get_running_loop().time() < end, "the DM row was never marked delivered"
            await asyncio.sleep(0.1)
        await asyncio.sleep(1.0)  # a second sender would have found it by now
        assert [r[0] for r in dm_row()] == [fake.channel_guild[ch]]
        assert len(fake.posts(dm)) == 1

        # reminders: each guild's from its own shard, each due time once
        def reminder_posts() -> dict[int, list]:
            return {ch: [p for p in fake.posts(ch) if "⏰" in p.content] for ch in remind_chans}

        await fake.wait_for(
            lambda: all(len(v) >= 1 for v in reminder_posts().values()) or None,
            PATIENCE,
            "a reminder in every reminder channel",
        )
        age_games(pg_url, remind_chans, 1.0)  # a second period without a move
        await fake.wait_for(
            lambda: all(len(v) >= 2 for v in reminder_posts().values()) or None,
            PATIENCE,
            "two reminders in every reminder channel",
        )
        # three more whole ticks of each process, counted in their logs: a double
        # would show (1.5 s, guessed to be five ticks, could be none on a loaded machine)
        await asyncio.gather(*(bot.ticks(4, PATIENCE) for bot in procs))
        # a due time sent twice (by both processes, or again after the SIGKILL) would
        # show as a third post
        assert {ch: len(v) for ch, v in reminder_posts().items()} == dict.fromkeys(remind_chans, 2)
        for bot in procs:
            assert "Traceback" not in bot.log_text()
        lines = [x for x in procs[0].log_text().splitlines() if "alive: shards 0 of 2" in x]
        assert lines and "db ok" in lines[-1]
    finally:
        for bot in procs:
            await bot.close()
        await fake.close()
