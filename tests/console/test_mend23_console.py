"""review23b's defect 3 as the table meets it (mend23): the GM's undo of the
correction that brought a knocked-out seat back puts it out again, and says so."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_play14_games import run
from tests.console.test_play15_games import console, said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play21a"
SEATS = (("pia", "Pink"), ("gus", "Gold"), ("tea", "Teal"), ("gry", "Grey"))


async def _neon(store, tmp_path, lang: str):
    con = console(store, tmp_path / lang, games=GAMES)
    script = f"#{lang}\ngm: /game start game:neon language:{lang}\n"
    script += "".join(f"{p}: /game join seat:{s}\n" for p, s in SEATS) + "gm: /game begin\n"
    await run(con, script + "gm: /act action:Bankrupt seat:Grey number:0")
    return con


async def test_undoing_a_knocked_out_seats_return_says_it_is_out_again(store, tmp_path):
    """The undo said only "@gm undid the last action: Grey: 1 still in.", and Grey,
    told back in the game, was out again with no word."""
    again, back = {}, {}
    for lang in ("en", "it", "ja"):
        con = await _neon(store, tmp_path, lang)
        await run(con, "gm: /act action:Bankrupt seat:Grey number:1")
        again[lang] = said(await run(con, "gm: /game undo")).splitlines()
        # and the other way: the knock-out undone brings the seat back, said so
        back[lang] = said(await run(con, "gm: /game undo")).splitlines()
    assert again["en"][1] == "Grey is out of the game again (Pink, Gold and Teal still in)."
    assert back["en"][1] == "Grey is back in the game (Pink, Gold, Teal and Grey in play)."
    assert again["it"][1] == (
        "Il Grigio è di nuovo fuori dalla partita (restano il Rosa, l'Oro e il Verde acqua)."
    )
    assert back["it"][1] == (
        "Il Grigio è di nuovo in partita (in gioco: il Rosa, l'Oro, il Verde acqua e il Grigio)."
    )
    assert again["ja"][1] == "灰は再びゲームから脱落しました（残るのはピンク、金、青緑）。"
    assert back["ja"][1] == "灰がゲームに復帰しました（プレイ中：ピンク、金、青緑、灰）。"
    # the undo is said first, then the seat's line, then where the game is
    for lang in ("en", "it", "ja"):
        assert "1" in again[lang][0] and "0" in back[lang][0]
