"""review24's findings where this round's branches met (mend24): a seat named by a
beginning several seats share, the console's press of a label several rows share,
and a seat given once play has begun (its place in the turn order, a role draft)."""

from __future__ import annotations

import pytest

from tests.console.test_fix24a_rolls import SPOTTING
from tests.console.test_fix24a_rolls import console as spotting_console
from tests.console.test_play14_games import run


@pytest.mark.parametrize(
    ("lang", "word", "refusal"),
    [
        ("en", "Squad", "❌ “Squad” begins Squad A, Squad B and Squad C: which one?"),
        ("it", "Squadra", "❌ «Squadra» è l'inizio di Squadra A, Squadra B e Squadra C: quale?"),
        ("ja", "分隊", "❌ 「分隊」で始まる席は分隊A、分隊B、分隊Cです。どの席ですか？"),
    ],
)
async def test_every_command_taking_a_seat_asks_which_one_for_a_shared_beginning(
    store, tmp_path, lang, word, refusal
):
    """review24 (2): /game seat asked "which one?", but the GM's /turn roll seat:,
    /turn skip seat: and /act seat: said "There is no seat “Squad”" (and listed it)."""
    con = spotting_console(store, tmp_path, 5, 1, 4, 6, 1, 4, language=lang)
    await run(con, SPOTTING.format(lang=lang))
    for cmd in (
        f"/turn roll seat:{word}",
        f"/turn skip seat:{word}",
        f"/act seat:{word} action:roll",
        f"/game seat seat:{word} user:@zz",
    ):
        out = await run(con, f"giulia: {cmd} !expect-error")
        assert [m["content"] for m in out if m["kind"] == "error"] == [refusal], cmd
    # a full name is still each seat's: the GM rolls Squad B alone
    full = {"en": '"Squad B"', "it": '"Squadra B"', "ja": "分隊B"}[lang]
    out = await run(con, f"giulia: /turn roll seat:{full}")
    assert out[0]["content"].splitlines()[0].endswith(("= 6.", "= 6。")), out
