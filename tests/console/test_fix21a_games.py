"""Play-test 21's turn findings (fix21a) as players meet them in the console: an
auction with a seat going bankrupt and a player leaving the server, and an undo refused
(definition in tests/data/play21a/: rooms auctioned, then a staff draft)."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_play14_games import errors, run
from tests.console.test_play15_games import console, said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play21a"

BEGUN = """
gm: /game start game:neon
pia: /game join seat:Pink
gus: /game join seat:Gold
tea: /game join seat:Teal
gry: /game join seat:Grey
gm: /game begin
pia: /act action:Bid number:3
gus: /act action:Bid number:4
tea: /turn pass
"""


async def test_a_seat_bankrupted_while_up_passes_the_turn_and_gets_no_more(store, tmp_path):
    """Finding 2: Grey stayed up after the GM bankrupted it, and was up again on the
    next lot."""
    con = console(store, tmp_path, games=GAMES)
    await run(con, BEGUN)
    out = await run(con, "gm: /act action:Bankrupt seat:Grey number:0")
    text = said(out)
    assert "Grey is out of the game (Bankrupt: Pink, Gold and Teal still in)." in text
    assert "Up now: @pia (Pink)" in text and "@gry" not in text
    out = await run(con, "pia: /turn pass\ngus: /act action:Bid number:2\ntea: /turn pass")
    assert said(out).splitlines()[-1] == "Up now: @pia (Pink)"
    out = await run(con, "pia: /turn pass")
    text = said(out)
    assert "Gold wins the lounge for 2." in text and "Up now: @gry" not in text


async def test_the_gm_skips_a_seat_whose_player_left_and_is_told_the_way(store, tmp_path):
    """Finding 3: with Grey's player gone, the GM's /turn skip was a dead end and /turn
    pass seat:Grey said "You do not play Grey"."""
    con = console(store, tmp_path, games=GAMES)
    await run(con, BEGUN + "!leave gry\n")
    out = await run(con, "gm: /turn pass seat:Grey !expect-error")
    assert errors(out) == [
        "❌ You do not play Grey. As the GM, go on without it with /turn skip seat:Grey, "
        "or take the seat with /game seat seat:Grey and play its moves yourself."
    ]
    out = await run(con, "gm: /turn skip seat:Grey")
    text = said(out)
    assert "The GM goes on without Grey: counted as passing." in text
    assert "Grey passes on the slot machines." in text and "Up now: @pia (Pink)" in text


async def test_an_undo_refused_names_the_last_move_and_whose_it_is(store, tmp_path):
    """Finding 8: Pink, who had bid, was told only the player who acted may undo."""
    con = console(store, tmp_path, games=GAMES)
    await run(con, BEGUN.replace("tea: /turn pass\n", "") + "!lang pia it\n")
    out = await run(con, "pia: /game undo !expect-error")
    assert errors(out) == [
        "❌ Si può annullare solo l'ultima mossa (l'Oro offre 4 per le slot machine): "
        "solo chi gioca l'Oro, o il GM, può annullarla."
    ]
    out = await run(con, "gus: /game undo")
    assert said(out).splitlines()[0] == (
        "@gus undid the last action: Gold bids 4 for the slot machines."
    )


async def test_a_bankrupt_seat_gets_no_pick_in_the_draft(store, tmp_path):
    """Leftover L1: the draft after the auction counted Grey, bankrupt, and waited for
    its pick of the last staff card; the draft ends once the seats still in picked."""
    con = console(store, tmp_path, games=GAMES)
    await run(con, BEGUN + "gm: /act action:Bankrupt seat:Grey number:0\n")
    await run(con, "pia: /turn pass\ngus: /act action:Bid number:2\ntea: /turn pass")
    out = await run(con, "pia: /turn pass\npia: press the dealer\ngus: press the chef")
    assert "Up now: @gry" not in said(out)
    out = await run(con, "tea: press the singer")
    text = said(out)
    assert "Teal picked the singer (1 left in the display)." in text
    assert "The draft is over. Left in the display: the guard." in text
    assert "Up now: @gry" not in text


# --------------------- (13) a campaign's next game speaks the language of the one before

LEAGUE = Path(__file__).resolve().parents[1] / "data" / "fix17"
EVENING_JA = """
!lang gm ja
gm: /game start game:league language:ja
ann: /game join seat:Red
ben: /game join seat:Blue
gm: /game begin
ann: /turn renown count:12
gm: /phase next
"""


async def test_a_campaign_s_next_game_keeps_the_earlier_table_s_language(store, tmp_path):
    """Finding 13: after a game played in Japanese, `/game start from:` began the next
    in the server's English; it goes on in Japanese (a GM whose own language is English
    starting it too), unless `language:` says another."""
    con = console(store, tmp_path, games=LEAGUE)
    await run(con, EVENING_JA)
    out = await run(con, "#evening2\nken: /game start game:league from:#general")
    text = said(out)
    assert text.splitlines()[0] == "@kenが港のリーグのゲームを作成しました。"
    assert "#generalのゲームから引き継ぎ：名声（赤＝12、青＝1）、シーズン＝1。" in text
    out = await run(con, "ann: /game join seat:Red")
    assert said(out) == "@annが赤の席に着きました。"
    # language: given with from: chooses another
    out = await run(con, "#evening3\nken: /game start game:league from:#general language:it")
    assert said(out).splitlines()[0] == "@ken ha creato una partita a «Lega del porto»."


async def test_a_campaign_begun_from_an_export_keeps_its_language(store, tmp_path):
    con = console(store, tmp_path, games=LEAGUE)
    await run(con, EVENING_JA)
    out = await run(con, "gm: /game export")
    (exported,) = [f for m in out for f in m.get("files", []) if "content" in f]
    path = tmp_path / "evening1.json"
    path.write_text(exported["content"], encoding="utf-8")
    out = await run(con, f"#evening2\nken: /game start game:league from_file:{path}")
    text = said(out)
    assert text.splitlines()[0] == "@kenが港のリーグのゲームを作成しました。"
    assert "ファイルevening1.jsonのゲームから引き継ぎ：名声（赤＝12、青＝1）、シーズン＝1。" in text
