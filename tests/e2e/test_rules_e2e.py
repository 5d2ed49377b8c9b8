"""/rule against the real bot process and the project's fake Discord: a clear winner,
the select menu (private to the asker) and autocomplete."""

from __future__ import annotations

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
    assert "000_" in emb["fields"][0]["value"]


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
    ix = await fake.autocomplete("rule", "query", "shiel")
    choices = await ix.choices()
    assert 1 <= len(choices) <= 25 and all(len(c["name"]) <= 100 for c in choices)
    assert "シールド" in choices[0]["name"]
