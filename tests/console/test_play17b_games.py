"""A structure play-test 17 could not describe (a team score), on a definition file written for it
(tests/data/play17b/): what players see in the console, on the same service as the
bot."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_play14_games import errors, run
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


# ------------------------------------------ (29) a sealed bid sets this round's order


BID = """
gm: /game start game:initiative-bid
a: /game join seat:Red
b: /game join seat:Blue
kenji: /game join seat:Green
gm: /game begin
a: /act action:Choose number:1
b: /act action:Choose number:0
"""


async def test_a_sealed_bid_for_initiative_sets_this_round_s_order(store, tmp_path):
    con = console(store, tmp_path, games=GAMES)
    await run(con, BID)
    out = await run(con, "kenji: /act action:Choose number:3")
    text = said(out)
    assert "Turn order for the rest of this round: Green, Red, Blue." in text
    assert "Up now: @kenji (Green)" in text.split("Round 1 · Actions")[-1]
    assert {"name": "Turn order", "value": "Green → Red → Blue"} in _dashboard(out)
    got = await run(con, "a: /turn action !expect-error")
    assert errors(got) == ["❌ It is Green's turn."]
    out = await run(con, "kenji: /turn action\na: /turn action")
    assert "Green took an action." in said(out) and "Red took an action." in said(out)


def test_the_schema_and_the_checker_take_a_sealed_bid_for_the_order(tmp_path):
    """``herald game schema`` describes the secret step's ``turn_order``: an editor
    does not mark the file wrong, and ``herald game check`` takes it."""
    import json
    import tomllib

    import jsonschema

    from bot.adapters.cli.main import main

    out = tmp_path / "schema.json"
    assert main(["game", "schema", "--out", str(out)]) == 0
    schema = json.loads(out.read_text(encoding="utf-8"))
    assert "sealed bid for\ninitiative" in out.read_text(encoding="utf-8").replace("\\n", "\n")
    check = jsonschema.validators.validator_for(schema)(schema)
    path = GAMES / "initiative-bid.toml"
    assert main(["game", "check", str(path)]) == 0
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert [e.message for e in check.iter_errors(data)] == []
    data["phases"][0]["turn_order"] = "dropping_out"  # an auction's word, not a sealed bid's
    assert list(check.iter_errors(data))
