"""Two text defects left after play-test 21: Japanese lines that printed a counter's
number without the counter word its definition gives (``counter = "点"``), and an
Italian undo refusal that quoted the last move with its capital article mid-sentence."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_fix21a_games import BEGUN
from tests.console.test_fix21a_games import GAMES as GAMES_21A
from tests.console.test_play14_games import errors, run
from tests.console.test_play15_games import console, said

# a small game of our own: renown in 点 ends the game at 10; coins (資金) in ドル pay
# for an auction with a minimum bid of 3
DEFINITION = """
slug = "tallies"
family = "turns"

[names]
en = "Tallies"
ja = "タリーズ"

[seats]
names = ["green", "red"]
min = 2
max = 2

[seats.labels]
green = { en = "Green", ja = "緑" }
red = { en = "Red", ja = "赤" }

[rounds]
count = 3

[counters.renown]
setup = 0
max = 20
name = { en = { text = "renown", number = "sg" }, ja = { text = "名声", counter = "点" } }

[counters.coins]
setup = 2
name = { en = "coins", ja = { text = "資金", counter = "ドル" } }

[[end]]
counter = "renown"
at_least = 10

[winner]
by = "counter:renown"

[[phases]]
id = "bids"
name = { en = "Bids", ja = "入札" }

[[phases.steps]]
id = "lots"
name = { en = "Bid for the lot", ja = "入札する" }
structure = "auction"
lots = ["lot"]
min_bid = 3
increment = 1
limit = "coins"
winner_pays = true

[phases.steps.lot_names]
lot = { en = "the lot", ja = "品物" }

[verbs."turn.renown"]
does = "counter:renown"
name = { en = "Renown", ja = "名声" }
"""

BEGIN = """
!lang ken ja
!lang yui ja
ken: /game start game:タリーズ language:ja
yui: /game join seat:緑
ken: /game join seat:赤
ken: /game begin
"""


def games(tmp_path: Path) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "tallies.toml").write_text(DEFINITION, "utf-8")
    return folder


async def test_a_japanese_bid_refused_says_the_counter_word(store, tmp_path):
    """The refusal "緑の資金は2で、最低入札額（3）に届きません" gave two sums without ドル."""
    con = console(store, tmp_path, "ja", games=games(tmp_path))
    await run(con, BEGIN)
    out = await run(con, "yui: /act action:入札 number:3 !expect-error")
    assert errors(out) == [
        "❌ 緑の資金は2ドルで、最低入札額（3ドル）に届きません。緑はパスしかできません。"
    ]


async def test_a_japanese_counter_out_of_range_and_its_end_say_the_counter_word(store, tmp_path):
    """The refusals "25は範囲外です（0〜20）", "+25の名声が25になってしまいます。0〜20の範囲に…"
    and "緑の名声が12に達しました" lacked 点 (and "+25の名声" read as the renown of +25)."""
    con = console(store, tmp_path, "ja", games=games(tmp_path))
    await run(con, BEGIN)
    out = await run(con, "yui: /act action:名声 number:25 !expect-error")
    assert errors(out) == ["❌ 25は範囲外です（0〜20点）。"]
    out = await run(con, "yui: /act action:名声 number:+25 !expect-error")
    assert errors(out) == [
        "❌ +25点で名声が25点になってしまいます。0〜20点の範囲に収めてください。"
    ]
    out = await run(con, "yui: /act action:名声 number:12")
    assert "🏁 緑の名声が12点に達しました。ゲーム終了です。" in said(out)


async def test_an_italian_undo_refusal_quotes_the_move_in_lower_case(store, tmp_path):
    """The refusal quoted "(L'Oro offre 4 …)": the move kept its capital mid-sentence."""
    con = console(store, tmp_path, games=GAMES_21A)
    await run(con, BEGUN.replace("tea: /turn pass\n", "") + "!lang pia it\n")
    out = await run(con, "pia: /game undo !expect-error")
    assert errors(out) == [
        "❌ Si può annullare solo l'ultima mossa (l'Oro offre 4 per le slot machine): "
        "solo chi gioca l'Oro, o il GM, può annullarla."
    ]


async def test_an_english_number_out_of_range_names_its_counter(store, tmp_path):
    """English gave the range alone, "25 is out of range: 0 to 20.", for a counter too."""
    con = console(store, tmp_path, games=games(tmp_path))
    await run(con, "gm: /game start game:Tallies\nann: /game join seat:Green\n")
    await run(con, "bob: /game join seat:Red\ngm: /game begin\n")
    out = await run(con, "ann: /act action:Renown number:25 !expect-error")
    assert errors(out) == ["❌ 25 is out of range: 0 to 20 (renown)."]
