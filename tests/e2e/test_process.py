"""The bot as a process: restart with every game intact, SIGKILL mid-burst, the token
kept out of logs, dev-guild sync, and the loopback-only guard (here and in the bot)."""

from __future__ import annotations

import asyncio
import socket
import sqlite3

import pytest
import pytest_asyncio
from conftest import TOKEN, BotProcess, module_bot, new_channel
from fakediscord import FakeDiscord

from bot.adapters import netguard
from bot.i18n import t


async def _reply(ix):
    return await ix.reply()


# One bot for the restart and the SIGKILL tests (each restarts it; channels of their
# own): a bot's start is most of either test's time
@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def herald(tmp_path_factory):
    async for bot in module_bot(tmp_path_factory):
        yield bot


@pytest.mark.asyncio(loop_scope="module")
async def test_restart_keeps_every_game_and_old_buttons_work(herald):
    fake = herald.fake
    alice, bob, carol = fake.user("alice"), fake.user("bob"), fake.user("carol")
    ch1, ch2 = new_channel(), new_channel()
    await _reply(
        await fake.slash("game", {"game": "pendragon"}, sub="start", user=alice, channel=ch1)
    )
    await _reply(await fake.slash("game", {"seat": "Saxons"}, sub="join", user=bob, channel=ch1))
    await _reply(
        await fake.slash("game", {"game": "pendragon"}, sub="start", user=carol, channel=ch2)
    )
    ask = await _reply(await fake.slash("game", sub="end", user=carol, channel=ch2))
    end_button = ask.button(t("game.end_confirm", "en"))["custom_id"]
    dash1 = (await fake.wait_for(lambda: fake.posts(ch1), 5, "dashboard"))[0]
    syncs = fake.sync_count

    await herald.restart()  # SIGTERM: exit code 0 asserted, then the same DB again
    assert herald.returncodes[-1:] == [0]
    assert fake.sync_count == syncs + 1

    s1 = (await _reply(await fake.slash("game", sub="status", user=alice, channel=ch1))).text
    assert "(v2)" in s1 and f"Saxons: <@{bob.id}>" in s1 and f"<@{alice.id}>" in s1
    s2 = (await _reply(await fake.slash("game", sub="status", user=carol, channel=ch2))).text
    assert "(v1)" in s2 and f"<@{carol.id}>" in s2

    # a button shown before the restart still works (no View state to lose)
    done = await _reply(await fake.click(end_button, user=carol, message=ask))
    assert done.content.startswith(t("event.GameEnded", "en", user=f"<@{carol.id}>"))
    # the dashboard reference survived too: the next change edits the same message
    await _reply(await fake.slash("game", {"seat": "Dux"}, sub="join", user=alice, channel=ch1))
    await fake.wait_for(
        lambda: [s for s in fake.sent if s.route == "patch" and s.message_id == dash1.message_id],
        5,
        f"the old dashboard to be edited {dash1.message_id} "
        f"{[(x.route, x.message_id, x.text[-30:]) for x in fake.sent if x.channel_id == ch1]}",
    )
    assert len(fake.posts(ch1)) == 1, [(p.text, p.at) for p in fake.posts(ch1)]
    assert "Traceback" not in herald.log_text()


@pytest.mark.asyncio(loop_scope="module")
async def test_sigkill_mid_burst_loses_no_acknowledged_command(herald):
    fake = herald.fake
    channels = [new_channel() for _ in range(4)]
    players = [fake.user(f"p{i}") for i in range(4)]
    for ch, p in zip(channels, players, strict=False):
        await _reply(
            await fake.slash("game", {"game": "pendragon"}, sub="start", user=p, channel=ch)
        )
    acked = {ch: 0 for ch in channels}
    sent = {ch: 0 for ch in channels}
    errors: list[str] = []

    async def burst(ch, p):
        for i in range(200):
            sub, opts = ("join", {"seat": "Dux"}) if i % 2 == 0 else ("leave", {"seat": "Dux"})
            ix = await fake.slash("game", opts, sub=sub, user=p, channel=ch)
            sent[ch] += 1
            r = await ix.reply(timeout=30)
            if r.ephemeral:
                errors.append(r.content)
            else:
                acked[ch] += 1

    tasks = [asyncio.create_task(burst(ch, p)) for ch, p in zip(channels, players, strict=False)]
    await fake.wait_for(lambda: sum(acked.values()) >= 40, 30, "40 acknowledged commands")
    code = await herald.kill()
    assert code == -9
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    assert errors == []

    db = sqlite3.connect(herald.db)
    try:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        for ch in channels:
            game_id, version = db.execute(
                "SELECT id, version FROM games WHERE channel_id = ?", [ch]
            ).fetchone()
            # every acknowledged command is saved; nothing beyond what was sent
            assert 1 + acked[ch] <= version <= 1 + sent[ch], (acked[ch], sent[ch], version)
            versions = [
                v
                for (v,) in db.execute(
                    "SELECT DISTINCT version FROM events WHERE game_id = ? ORDER BY version",
                    [game_id],
                )
            ]
            assert versions == list(range(1, version + 1))  # state and log agree, no gap
    finally:
        db.close()

    await herald.start()  # the same DB after a crash
    ch = channels[0]
    status = (
        await _reply(await fake.slash("game", sub="status", user=players[0], channel=ch))
    ).text
    assert t("game.status.setup", "en") in status


async def test_dev_guild_sync_and_the_token_never_logged(fake, tmp_path):
    """One process (each start costs a second or two): a recognisable token, DEBUG
    logging, commands synced to the dev guild only."""
    secret = "SECRET-tok.en-9f8e7d6c5b4a"
    bot = BotProcess(
        fake, tmp_path, token=secret, dev_guild=fake.guild_id, env={"HERALD_LOG_LEVEL": "DEBUG"}
    )
    await bot.start()
    try:
        assert list(fake.commands) == [fake.guild_id]  # instant guild sync, nothing global
        assert {"game", "help", "phase"} <= set(fake.command_names(fake.guild_id))
        ix = await fake.slash(
            "game", {"game": "pendragon"}, sub="start", user=fake.user("g"), channel=new_channel()
        )
        assert "Pendragon" in (await ix.reply()).content
        # an error reply too
        await _reply(
            await fake.slash("game", sub="status", user=fake.user("x"), channel=new_channel())
        )
    finally:
        assert await bot.stop() == 0
    assert f"Bot {secret}" in fake.authorizations  # the token was used ...
    text = bot.log_text()
    assert "synced" in text and "DEBUG" in text and len(text) > 200
    assert secret not in text  # ... and never logged
    assert secret[:12] not in text
    # interaction tokens neither (DEBUG logs request URLs and gateway payloads)
    assert ix.token not in text and "itok-" not in text
    assert "/callback" in text or "[token]" in text  # the requests were logged, redacted


def test_fixture_refuses_non_loopback_connections():
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        with pytest.raises(netguard.NonLoopbackConnection):
            s.connect(("192.0.2.1", 443))  # TEST-NET-1
        assert s.connect_ex  # still a socket
        with pytest.raises(netguard.NonLoopbackConnection):
            s.connect_ex(("8.8.8.8", 53))
    finally:
        s.close()
    with pytest.raises(netguard.NonLoopbackConnection):
        socket.getaddrinfo("discord.com", 443)
    with pytest.raises(netguard.NonLoopbackConnection):
        socket.create_connection(("2001:db8::1", 443), timeout=1)
    # loopback is fine
    assert socket.getaddrinfo("127.0.0.1", 80)
    assert netguard.is_loopback("::1") and netguard.is_loopback("127.8.9.10")
    assert netguard.is_loopback("::ffff:127.0.0.1") and not netguard.is_loopback("::ffff:10.0.0.1")


async def test_aiohttp_in_the_test_process_is_refused_too():
    import aiohttp

    async with aiohttp.ClientSession() as session:
        with pytest.raises((netguard.NonLoopbackConnection, aiohttp.ClientConnectorError)) as info:
            await session.get("http://192.0.2.1/")
    assert (
        "non-loopback" in str(info.value)
        or isinstance(info.value.__cause__, ConnectionRefusedError)
        or "non-loopback" in repr(info.value.__context__)
    )


async def test_bot_process_refuses_non_loopback_discord(tmp_path):
    fake = await FakeDiscord().start()
    try:
        bot = BotProcess(fake, tmp_path, env={"DISCORD_API_BASE": "http://192.0.2.1/api/v10"})
        with pytest.raises(RuntimeError, match="exited"):
            await bot.start(timeout=20)
        assert "non-loopback connection refused" in bot.log_text()
        assert fake.requests == []
    finally:
        await fake.close()


async def test_no_network_at_start_is_one_clear_line_not_a_traceback(tmp_path):
    """With a token and Discord out of reach, ``python -m bot`` says what failed and
    what to check in one line and exits 1 (it printed an 80-line traceback)."""
    import socket

    with socket.socket() as s:  # a loopback port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    fake = await FakeDiscord().start()
    try:
        bot = BotProcess(fake, tmp_path, env={"DISCORD_API_BASE": f"http://127.0.0.1:{port}/api"})
        with pytest.raises(RuntimeError, match="exited"):
            await bot.start(timeout=20)
        log = bot.log_text()
        assert bot.proc.returncode == 1 and "Traceback" not in log, log
        (line,) = [x for x in log.splitlines() if "ERROR" in x]
        assert "cannot start: cannot reach Discord at 127.0.0.1" in line
        assert "check this machine's network, DNS and firewall, or DISCORD_API_BASE" in line
        assert "voice will NOT be supported" not in log  # no noise about voice either
    finally:
        await fake.close()


async def test_a_refused_token_at_start_is_one_clear_line(fake, tmp_path):
    fake.fail("*", status=401, times=1)  # GET /users/@me: 401 Unauthorized
    bot = BotProcess(fake, tmp_path)
    with pytest.raises(RuntimeError, match="exited"):
        await bot.start(timeout=20)
    log = bot.log_text()
    assert bot.proc.returncode == 1 and "Traceback" not in log, log
    assert "cannot start: Discord refused the token: check DISCORD_TOKEN" in log
    assert TOKEN not in log
