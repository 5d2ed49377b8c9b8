"""Leftovers of round 18 (fix19) as players see them in the console, on the
definition files play-test 18 wrote (tests/data/play18/)."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_play14_games import run
from tests.console.test_play15_games import console, said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play18"

# ------------------- play-test 18, finding 4: the piece named in the placement line

AGRICOLA = """
!lang giulia it
!lang luca it
!lang kenji ja
gm: /game start game:agricola-lite options:family=2
giulia: /game join seat:Red
luca: /game join seat:Blue
kenji: /game join seat:Green
gm: /game begin
gm: /phase next
"""


async def test_the_placement_line_names_the_piece_by_the_definitions_piece_name(store, tmp_path):
    con = console(store, tmp_path, games=GAMES)
    await run(con, AGRICOLA)
    out = await run(con, "giulia: /turn place where:wood")
    assert "Red placed a family member on the forest (1 left to place)." in said(out)
    await run(con, "gm: /game language language:it")
    out = await run(con, "luca: /turn place where:grano")
    assert "Il Blu ha piazzato un familiare nei semi di grano (ne resta 1 da piazzare)." in said(
        out
    )
    await run(con, "gm: /game language language:ja")
    out = await run(con, "kenji: /turn place where:sp")
    assert "緑がスタートプレイヤーに家族を配置しました（残り1個）。" in said(out)
