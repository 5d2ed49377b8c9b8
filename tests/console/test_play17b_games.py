"""A structure play-test 17 could not describe (a team score), on a definition file written for it
(tests/data/play17b/): what players see in the console, on the same service as the
bot."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_play14_games import run
from tests.console.test_play15_games import console, said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play17b"


def _dashboard(out: list[dict]) -> list[dict]:
    return [m for m in out if m["kind"] == "dashboard"][-1]["embeds"][0]["fields"]


# ------------------------------------------ (22) a team score, a standing, sides ranked


TEAM = """
!lang taro ja
!lang hana ja
!lang ken ja
!lang yui ja
!lang gm ja
gm: /game start game:team-tricks language:ja
taro: /game join seat:北
hana: /game join seat:東
ken: /game join seat:南
yui: /game join seat:西
gm: /game begin
gm: /act action:南北 number:+650
gm: /act action:東西 number:+350
taro: /phase next
taro: /phase next
gm: /act action:南北 number:+400
"""


async def test_the_sides_scores_stand_on_the_dashboard_and_rank_the_sides(store, tmp_path):
    con = console(store, tmp_path, "ja", games=GAMES)
    out = await run(con, TEAM)
    standing = [f for f in _dashboard(out) if f["name"] == "順位"]
    assert standing == [{"name": "順位", "value": "1. 南北：1050\n2. 東西：350"}]
    out = await run(con, "gm: /act action:東西 number:+100\ntaro: /phase next\ntaro: /phase next")
    text = said(out)
    assert "1. 南北（北、南）：1050\n2. 東西（東、西）：450\n🏆 南北の勝利です！（北、南）" in text
