"""/rule against the real bot process and the project's fake Discord: a clear winner,
the select menu (private to the asker), autocomplete, and /rules add in one server
then /rule in that server and in another."""

from __future__ import annotations

import asyncio

import pytest
from conftest import new_channel
from fakediscord import EPHEMERAL

pytestmark = pytest.mark.asyncio(loop_scope="module")


def _flat(components: list[dict]) -> list[dict]:
    out = []
    for c in components or []:
        out.extend(_flat(c.get("components", [])) if c.get("type") == 1 else [c])
    return out


async def test_rule_clear_winner_embed(shared):
    fake = shared.fake
    ix = await fake.slash(
        "rule", {"query": "shield wall"}, user=fake.user("alice"), channel=new_channel()
    )
    reply = await ix.reply()
    emb = reply.embeds[0]
    assert "シールド・ウォール" in emb["title"]
    assert emb["footer"]["text"].startswith("matched: shield wall")
    src = emb["fields"][0]["value"]
    assert src.startswith("Pendragon: summary A") and src.endswith("player summary")
    assert "000_" not in src


async def test_rule_menu_private_then_choice(shared):
    fake = shared.fake
    alice, ch = fake.user("alice2"), new_channel()
    ix = await fake.slash("rule", {"query": "march"}, user=alice, channel=ch)
    reply = await ix.reply()
    assert reply.flags & EPHEMERAL
    (sel,) = [c for c in _flat(reply.components) if c.get("type") == 3]
    assert 2 <= len(sel["options"]) <= 10
    choice = sel["options"][0]["value"]
    ix2 = await fake.select(sel["custom_id"], [choice], user=alice, channel=ch)
    shown = await ix2.reply()
    assert shown.embeds and "マーチ" in shown.embeds[0]["title"]


async def test_rule_autocomplete(shared):
    fake = shared.fake
    # while an index is being loaded or added to, autocomplete offers nothing rather
    # than hold the keystroke (bot/service/rules.py AUTOCOMPLETE_WAIT): the next
    # keystroke gets the suggestions; on a loaded machine the shared bot may still be
    # loading when this runs
    for _ in range(20):
        choices = await (await fake.autocomplete("rule", "query", "shiel")).choices()
        if choices:
            break
        await asyncio.sleep(0.25)
    assert 1 <= len(choices) <= 25 and all(len(c["name"]) <= 100 for c in choices)
    assert "シールド" in choices[0]["name"]


HOUSE = b"""+++
game = "dragon-hoard"
title = "Dragon hoard house rules"
names = { en = "Dragon Hoard" }
[source]
author = "Mirela"
+++
# Dragon Hoard

## Dragon Flight
A dragon flies 3 spaces unless it carries the zorblat crown.

## Hidden Treasure
The hoard is worth 12 gold.
"""
MANAGE_GUILD = 1 << 5


def _texts(sent) -> str:
    out = [sent.content or ""]
    for e in sent.embeds:
        out += [e.get("title") or "", e.get("description") or ""]
        out += [f.get("name", "") + f.get("value", "") for f in e.get("fields", [])]
    for c in _flat(sent.components):
        out += [o.get("label", "") for o in c.get("options", [])]
    return "\n".join(out)


async def test_rules_add_then_rule_finds_it_in_that_server_only(shared):
    from fakediscord import BASIC_PERMS, snowflake

    fake = shared.fake
    other_guild = snowflake()
    ch, other_ch = new_channel(), new_channel()
    member = fake.user("member")
    # an ordinary member is refused, with the reason
    ix = await fake.slash(
        "rules", {"file": ("house.md", HOUSE)}, sub="add", user=member, channel=ch
    )
    refused = await ix.reply()
    assert "Manage Server" in refused.content and refused.flags & EPHEMERAL
    admin = fake.user("admin", permissions=BASIC_PERMS | MANAGE_GUILD)
    ix = await fake.slash("rules", {"file": ("house.md", HOUSE)}, sub="add", user=admin, channel=ch)
    added = await ix.reply()
    assert "house.md" in added.content and "2 sections" in added.content
    # this server: /rule finds it, with its source from the front matter
    ix = await fake.slash("rule", {"query": "dragon flight"}, user=member, channel=ch)
    shown = await ix.reply()
    assert "Dragon Flight" in _texts(shown) and "zorblat crown" in _texts(shown)
    assert "Dragon hoard house rules — by Mirela" in _texts(shown)
    ix = await fake.autocomplete("rule", "query", "hidden trea", user=member, channel=ch)
    assert any("Hidden Treasure" in c["name"] for c in await ix.choices())
    # another server: neither /rule nor autocomplete nor the game list shows it
    ix = await fake.slash(
        "rule", {"query": "dragon flight"}, user=member, channel=other_ch, guild=other_guild
    )
    elsewhere = await ix.reply()
    assert "Dragon Flight" not in _texts(elsewhere) and "zorblat" not in _texts(elsewhere)
    ix = await fake.autocomplete(
        "rule", "query", "hidden trea", user=member, channel=other_ch, guild=other_guild
    )
    assert not any("Hidden Treasure" in c["name"] for c in await ix.choices())
    ix = await fake.autocomplete(
        "rule", "game", "hoard", user=member, channel=other_ch, guild=other_guild
    )
    assert await ix.choices() == []
    # /rules list there is empty; here it names the file
    ix = await fake.slash("rules", {}, sub="list", user=member, channel=other_ch, guild=other_guild)
    assert "house.md" not in (await ix.reply()).content
    ix = await fake.slash("rules", {}, sub="list", user=member, channel=ch)
    assert "house.md" in (await ix.reply()).content


async def test_rules_channel_sets_the_lookup_game_and_not_this_one_reopens_the_menu(shared):
    from fakediscord import BASIC_PERMS

    fake = shared.fake
    ch = new_channel()
    admin = fake.user("admin3", permissions=BASIC_PERMS | MANAGE_GUILD)
    member = fake.user("member3")
    # asked in a channel with no game, "victory" is a menu of several games
    ix = await fake.slash("rule", {"query": "victory"}, user=member, channel=ch)
    before = await ix.reply()
    assert not before.embeds and "several games" in before.content
    # only a manager sets the channel's game
    ix = await fake.slash("rules", {"game": "Pendragon"}, sub="channel", user=member, channel=ch)
    assert "Manage Server" in (await ix.reply()).content
    ix = await fake.slash("rules", {"game": "Pendragon"}, sub="channel", user=admin, channel=ch)
    done = await ix.reply()
    assert "now answer from Pendragon" in done.content and done.flags & EPHEMERAL
    # now the same question is answered from Pendragon alone, with "Not this one?"
    ix = await fake.slash("rule", {"query": "victory"}, user=member, channel=ch)
    alone = await ix.reply()
    assert "ビクトリーフェイズ" in alone.embeds[0]["title"]
    (again,) = [c for c in _flat(alone.components) if c.get("label") == "Not this one?"]
    ix = await fake.click(again["custom_id"], user=member, channel=ch)
    menu = await ix.reply()
    assert menu.flags & EPHEMERAL
    (sel,) = [c for c in _flat(menu.components) if c.get("type") == 3]
    # without the section rejected (play-test 22, finding 3)
    assert sel["options"]
    assert not any("ビクトリーフェイズ" in o["label"] for o in sel["options"])
    # cleared: a menu again
    ix = await fake.slash("rules", {}, sub="channel", user=admin, channel=ch)
    assert "no lookup game now" in (await ix.reply()).content
    ix = await fake.slash("rule", {"query": "victory"}, user=member, channel=ch)
    assert not (await ix.reply()).embeds
