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


# ------------- fix18b's leftover: a finished team game's dashboard ranks the teams once


async def test_a_finished_team_games_dashboard_shows_the_teams_ranking_alone(store, tmp_path):
    from tests.console.test_play17b_games import GAMES as TEAMS
    from tests.console.test_play17b_games import TEAM, _dashboard

    con = console(store, tmp_path, "ja", games=TEAMS)
    await run(con, TEAM)
    out = await run(con, "gm: /act action:東西 number:+100\ntaro: /phase next\ntaro: /phase next")
    assert "🏆 南北の勝利です！" in said(out)
    fields = _dashboard(out)
    names = [f["name"] for f in fields]
    assert {"name": "最終順位", "value": "1. 南北：1050\n2. 東西：450"} in fields
    # the seats ranked by their side's score are not shown beside it, nor the standing
    assert names.count("最終順位") == 1 and "順位" not in names


# ------------------- fix18b's leftover: a forgotten GM is "a former player", not <@0>


async def test_a_forgotten_gm_is_a_former_player_on_status_and_is_never_pinged(store, knowledge):
    import io
    import random

    from bot.adapters.cli.console import Console
    from bot.service.core import Service
    from tests.conftest import T0

    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    await run(
        con,
        """
gm: /game start game:lancaster
alice: /game join seat:Red
bob: /game join seat:Blue
gm: /game begin
gm: /me forget
gm: press Forget me
""",
    )
    out = await run(con, "alice: /game status")
    text = said(out)
    assert "GM: a former player" in text or "GMs: a former player" in text, text
    assert "<@0>" not in text and "@0" not in text
    out = await run(con, "alice: /game leave")
    assert "Up now: the GM (Red)" in said(out) and "@0" not in said(out)


# ------------- turn18's leftover: roll and draw steps have buttons and /turn commands


async def test_a_roll_step_has_a_button_and_turn_roll_and_a_draw_step_turn_draw(store, tmp_path):
    con = console(store, tmp_path, games=GAMES)
    out = await run(
        con,
        """
!lang giulia it
gm: /game start game:initiative-roll
ann: /game join seat:Allies
giulia: /game join seat:Axis
gm: /game begin
""",
    )
    buttons = [b["label"] for m in out for b in m.get("components", []) if b["type"] == "button"]
    assert "Allies: Roll" in buttons and "Axis: Roll" in buttons
    assert "/turn roll" in said(out)
    out = await run(con, "ann: /turn roll")
    assert "🎲 Allies roll 2d6 (" in said(out)
    out = await run(con, "giulia: /turno tira")
    assert "🎲 Axis rolls 2d6 (" in said(out)
    out = await run(
        con,
        """
#cup
gm: /game start game:chit-pull
a: /game join seat:French
b: /game join seat:British
c: /game join seat:Prussians
gm: /game begin
""",
    )
    buttons = [b["label"] for m in out for b in m.get("components", []) if b["type"] == "button"]
    assert "Draw the chits" in buttons
    assert "/turn draw" in said(out)
    out = await run(con, "b: /turn draw")
    assert "Drawn from the cup: " in said(out)
