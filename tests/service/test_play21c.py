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
