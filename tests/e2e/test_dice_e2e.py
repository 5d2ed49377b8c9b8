"""/roll through the real bot process and the fake Discord: a public round trip,
autocomplete of named dice, a private roll, a refusal in the user's language."""

from __future__ import annotations

import re
import sqlite3

import pytest
from conftest import new_channel

from bot.i18n import t

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_roll_round_trip(shared):
    fake = shared.fake
    alice, ch = fake.user("alice"), new_channel()
    ix = await fake.slash(
        "roll", {"expr": "4d6kh3; 2#1d20+5", "reason": "stats"}, user=alice, channel=ch
    )
    reply = await ix.reply()
    assert not reply.ephemeral
    lines = reply.content.split("\n")
    assert lines[0] == f"🎲 <@{alice.id}> rolls for stats"
    assert lines[1].startswith("4d6kh3 (") and lines[2].startswith("1d20 (") and len(lines) >= 4
    total = int(re.findall(r"= `(-?\d+)`", lines[1])[0])
    assert 3 <= total <= 18
    # the roll is registered with its localised option names
    roll = next(c for c in fake.commands[None] if c["name"] == "roll")
    expr = next(o for o in roll["options"] if o["name"] == "expr")
    assert expr["name_localizations"] == {"ja": "式", "it": "espressione"}


async def test_roll_named_die_autocomplete_and_tally(shared):
    fake = shared.fake
    ix = await fake.autocomplete("roll", "dice", "reb")
    values = [c["value"] for c in await ix.choices()]
    assert values == ["rebellion", "rebellion-bot"]
    ix = await fake.slash(
        "roll", {"dice": "rebellion", "count": 3}, user=fake.user("bo"), channel=new_channel()
    )
    text = (await ix.reply()).content
    assert "3 × Rebellion die" in text and "Tally:" in text


async def test_private_roll_is_ephemeral(shared):
    fake = shared.fake
    carol, ch = fake.user("carol"), new_channel()
    ix = await fake.slash("roll", {"expr": "1d20", "private": True}, user=carol, channel=ch)
    reply = await ix.reply()
    assert reply.ephemeral
    assert reply.content.startswith("🔒") and "1d20 (" in reply.content
    assert fake.posts(ch) == []  # nothing public in the channel


async def test_refusal_in_japanese(shared):
    fake = shared.fake
    ix = await fake.slash(
        "roll", {"expr": "1d0"}, user=fake.user("hana"), channel=new_channel(), locale="ja"
    )
    reply = await ix.reply()
    assert reply.ephemeral
    assert reply.content == t("dice.error.zero_sides", "ja", expr="1d0")


async def test_private_roll_in_a_game_reaches_the_gm_by_dm_and_is_logged_private(shared):
    fake = shared.fake
    gm, carol, ch = fake.user("gm-pr"), fake.user("carol-pr"), new_channel()
    await (
        await fake.slash("game", {"game": "pendragon"}, sub="start", user=gm, channel=ch)
    ).reply()
    await (await fake.slash("game", {"seat": "Scotti"}, sub="join", user=carol, channel=ch)).reply()
    ix = await fake.slash(
        "roll", {"expr": "1d20", "private": True, "reason": "ambush"}, user=carol, channel=ch
    )
    reply = await ix.reply()
    assert reply.ephemeral and "1d20 (" in reply.content
    dm = await fake.wait_for(lambda: fake.dm_channels.get(gm.id), 10, "a DM channel to the GM")
    copy = (await fake.wait_for(lambda: fake.posts(dm) or None, 10, "the GM's private copy"))[0]
    assert copy.content == reply.content
    assert carol.id not in fake.dm_channels  # the roller already sees it; nobody else gets it
    assert [p for p in fake.posts(ch) if "1d20" in p.content] == []  # nothing public
    log = await (
        await fake.slash("game", {}, sub="log", user=fake.user("dave-pr"), channel=ch)
    ).reply()
    assert f"<@{carol.id}> made a private roll." in log.data["embeds"][0]["description"]
    assert len(fake.posts(dm)) == 1  # one DM, not two
    # the DM's outbox row says the server the roll was made in (with several shard
    # processes, only that server's process sends it)
    with sqlite3.connect(shared.db) as c:
        rows = c.execute(
            "SELECT guild_id FROM outbox WHERE kind = 'dm' AND channel_id = ?", [ch]
        ).fetchall()
    assert rows == [(fake.guild_id,)]


async def test_alias_then_roll_with_new_notation(shared):
    """/dice alias through the real process (its option "name" must reach the service),
    then /roll with the alias and a success pool: the reading is shown."""
    fake = shared.fake
    admin = fake.user("aliasadmin", permissions=(1 << 5) | (1 << 11))
    ch = new_channel()
    ix = await fake.slash(
        "dice", {"name": "hit", "expr": "1d20+5 adv"}, sub="alias", user=admin, channel=ch
    )
    reply = await ix.reply()
    assert reply.ephemeral and "`hit`" in reply.content
    ix = await fake.slash("roll", {"expr": "hit; 10d6>4"}, user=fake.user("dee"), channel=ch)
    lines = (await ix.reply()).content.split("\n")
    assert lines[1].startswith("2d20kh1 (") and lines[2] == "↳ read as: advantage (2d20kh1)"
    assert lines[3].startswith("10d6>4 (") and "⇒" in lines[3]
    assert lines[4] == "↳ read as: counts the dice ≥4 (successes)"
