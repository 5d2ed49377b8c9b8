"""Play-test 21, fix21c's leftovers in the service.

L5: a section shown privately (past the flood rate) had page buttons that posted the
next page in the channel: a private answer's buttons answer privately."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.service import flood
from bot.service.core import decode_custom_id
from tests.conftest import T0, make_ctx

ALICE, BOB, GM = 1, 2, 3
LONG = "## Long rule\n\n" + "\n\n".join(
    f"- Step {i}: the long rule goes on with its detail number {i}, " + "word " * 30
    for i in range(40)
)


def buttons(msg) -> dict[str, str]:
    return {b.label: b.custom_id for b in msg.components}


@pytest.mark.warm_rules
async def test_a_private_sections_next_page_stays_private(svc):
    manager = make_ctx(GM, 30, manage_guild=True)
    await svc.dispatch(manager, "dice", "flood", {"user": 1, "channel": 0})
    add = make_ctx(GM, 30, manage_guild=True, attachments=[("long.md", LONG.encode())])
    await svc.dispatch(add, "rules", "add", {"game": "house"})

    async def ask(seconds: int):
        ctx = make_ctx(BOB, 30, now=T0 + timedelta(seconds=seconds))
        return (
            await svc.dispatch(ctx, "rule", None, {"query": "long rule", "game": "house"})
        ).messages[0]

    public, private = await ask(1), await ask(2)
    assert not public.ephemeral and public.embeds[0].title.endswith("Long rule")
    assert private.ephemeral and private.private_to == [BOB]
    # the public answer's next page is public; the private one's is private, a
    # minute later too (past the rate no more), and so are its own buttons
    for shown, seconds, kept in ((public, 70, False), (private, 140, True)):
        (next_page,) = [c for label, c in buttons(shown).items() if label.startswith("Next")]
        assert (flood.PRIVATE in decode_custom_id(next_page)[2]) is kept
        ctx = make_ctx(BOB, 30, now=T0 + timedelta(seconds=seconds))
        page = (await svc.press(ctx, next_page)).messages[0]
        assert page.embeds[0].footer == "page 2/3"
        assert page.ephemeral is kept and page.private_to == ([BOB] if kept else [])
        assert not page.content  # no note of the rate: it was asked for privately
        back = [c for label, c in buttons(page).items() if "Previous" in label]
        assert back and (flood.PRIVATE in decode_custom_id(back[0])[2]) is kept


# -- finding 11: a slip in a game's name, a slip in romaji ---------------------------
SHOWDOWN = """+++
title = "Vegas Showdown in short"
language = "ja"
names = { en = "Vegas Showdown", ja = "ベガス・ショーダウン" }
+++
# ベガス・ショーダウン

## 競り
手番にボードの部屋タイル1枚に入札する。最高額より高く入札しなければならない。

## 宣伝
競りをしない手番に、名声を1得る。1ラウンドに1回だけ。

## 収入
ラウンドの終わりに、収入と人口の少ない方だけドルを得る。
"""


@pytest.mark.warm_rules
async def test_a_slip_in_a_games_name_or_a_romaji_word_is_read(svc):
    """Finding 11: "vegas showdwon how do I get incme" said no summary mentions
    “showdwon” and to add one (a slip of the game's own name, read as an unknown
    game's); "sendeni" (senden with a letter too many) found nothing near 宣伝."""
    add_ctx = make_ctx(GM, 40, manage_guild=True, attachments=[("v.md", SHOWDOWN.encode())])
    await svc.dispatch(add_ctx, "rules", "add", {"game": "vegas-showdown"})

    async def ask(q: str):
        return (await svc.dispatch(make_ctx(BOB, 40), "rule", None, {"query": q})).messages[0]

    def first(msg) -> str:  # the answer, or the menu's first section
        return msg.embeds[0].title if msg.embeds else msg.components[0].options[0].label

    slip = await ask("vegas showdwon how do I get incme")
    assert "showdwon" not in slip.content and "/rules add" not in slip.content
    assert first(slip).endswith("収入"), first(slip)
    # as "senden" is read (a menu beside the shipped games' sections)
    romaji, right = await ask("sendeni"), await ask("senden")
    assert first(romaji) == first(right) == "Vegas Showdown · 宣伝"
    assert romaji.components[0].options[0].description == "Vegas Showdown · sendeni → 宣伝"
