"""Play-test 16, finding 25: in a COIN game the line addressing a pinged GM in their
own language said "resolve this step (/phase next)", which is refused there, and the
post that made an Epoch card current asked for the reveal it then refuses."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from tests.conftest import make_ctx
from tests.console.test_play14_games import run
from tests.console.test_play15_games import console, said
from tests.service.test_coin_service import CIV, DUX, GM, coin, coup  # noqa: F401

PENDRAGON = """
!lang kenji ja
kenji: /game start game:pendragon
kenji: /card reveal order:"Dux,Saxons,Scotti,Civitates" number:12
"""


async def test_the_gms_own_line_asks_for_the_card_and_names_the_seat_they_play(store, tmp_path):
    from pathlib import Path

    con = console(store, tmp_path, "en", games=Path(__file__).parents[2] / "knowledge" / "games")
    out = await run(con, PENDRAGON)
    text = said(out)
    assert "Reveal the next card with /card reveal" in text
    assert "@kenji：次のカードを開示してください（/カード 開示）。" in text
    assert "フェイズ" not in text
    out = await run(con, 'kenji: /card reveal order:"Saxons,Dux,Scotti,Civitates" number:13')
    text = said(out)
    assert "Up now: the GM (Dux)" in text and "@kenji：あなたの番です（ドゥクス）。" in text


async def test_an_epoch_card_become_current_asks_for_no_reveal(coup):  # noqa: F811
    svc = coup
    await svc.dispatch(make_ctx(GM), "card", "reveal", {"order": "D C Sa Sc", "title": "Alpha"})
    await svc.dispatch(make_ctx(GM), "card", "reveal", {"epoch": True, "title": "Propaganda!"})
    await svc.dispatch(make_ctx(DUX), "coin", "act", {"option": "command"})
    r = await svc.dispatch(make_ctx(CIV), "coin", "act", {"option": "limited_command"})
    text = "\n".join(m.content for m in r.messages)
    assert "Propaganda! is now the current card." in text
    assert "reveal the next card" not in text and "Propaganda round 1 begins." in text
    with pytest.raises(IllegalAction):  # the reveal the post no longer asks for
        await svc.dispatch(make_ctx(GM), "card", "reveal", {"order": "D C Sa Sc"})
    assert coin(svc)["phase"] == "annona"
