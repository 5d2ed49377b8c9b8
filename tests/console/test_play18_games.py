"""Structures play-test 18 could not describe, on definition files written for them
(tests/data/play18/): what players see in the console, on the same service as the
bot."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import jsonschema

from bot.adapters.cli.main import main
from tests.console.test_play14_games import errors, run
from tests.console.test_play15_games import console, said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play18"

# ------------------------------------------ (21) initiative rolled with Herald's dice

ROLL = """
!lang giulia it
gm: /game start game:initiative-roll
ann: /game join seat:Allies
giulia: /game join seat:Axis
gm: /game begin
ann: /act action:Roll
"""


async def test_initiative_is_rolled_by_herald_announced_logged_and_sets_the_order(store, tmp_path):
    con = console(store, tmp_path, games=GAMES)
    out = await run(con, ROLL)
    text = said(out)
    assert "🎲 Allies roll 2d6 (" in text
    got = await run(con, "ann: /act action:Roll !expect-error")
    assert errors(got) == ["❌ Allies have already rolled."]
    out = await run(con, "giulia: /act action:Tira")
    text = said(out)
    # (the service's dice are seeded: Axis ties the Allies' 7, both roll again)
    assert (
        "🎲 Axis rolls 2d6 (5, 2) = 7.\nTie between Allies and Axis (7): they roll again." in text
    )
    assert "Turn order for the rest of this turn: Axis, Allies." in text
    log = (await run(con, "gm: /game log"))[0]["embeds"][0]["description"]
    assert "`v5` 🎲 Allies roll 2d6 (2, 5) = 7." in log
    assert "`v6` 🎲 Axis rolls again: 2d6 (4, 6) = 10." in log
    # a player cannot take Herald's roll back to roll again; the GM can
    got = await run(con, "giulia: /game undo !expect-error")
    assert errors(got) == [
        "❌ In quella mossa Herald ha tirato o pescato: solo il GM può annullarla."
    ]
    out = await run(con, "gm: /game undo")
    assert "@gm undid" in said(out)
    pos = json.loads((await run(con, "gm: /game export"))[0]["files"][0]["content"])
    assert pos["position"]["rolled"] == {"allies": 7}


async def test_chits_are_drawn_from_the_cup_and_the_order_is_played(store, tmp_path):
    con = console(store, tmp_path, games=GAMES)
    out = await run(
        con,
        """
gm: /game start game:chit-pull
a: /game join seat:French
b: /game join seat:British
c: /game join seat:Prussians
gm: /game begin
b: /act action:Draw
""",
    )
    text = said(out)
    drawn = next(x for x in text.splitlines() if x.startswith("Drawn from the cup: "))
    first = drawn.removeprefix("Drawn from the cup: ").split(",")[0].strip()
    assert f"Turn order for the rest of this round: {first}," in text
    assert "Up now: " in text.split("Round 1 · Activations")[-1]


def test_the_schema_and_the_checker_take_roll_and_draw_steps(tmp_path):
    out = tmp_path / "schema.json"
    assert main(["game", "schema", "--out", str(out)]) == 0
    schema = json.loads(out.read_text(encoding="utf-8"))
    check = jsonschema.validators.validator_for(schema)(schema)
    for name in sorted(p.name for p in GAMES.glob("*.toml")):
        path = GAMES / name
        assert main(["game", "check", str(path)]) == 0
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        assert [e.message for e in check.iter_errors(data)] == []
    data = tomllib.loads((GAMES / "initiative-roll.toml").read_text(encoding="utf-8"))
    data["phases"][0]["tie"] = "shared"  # a sealed bid's word, not a roll's
    assert list(check.iter_errors(data))


# ------------------------------ (7) a time track: the traveller furthest behind moves


async def test_the_traveller_furthest_behind_moves_again_while_still_behind(store, tmp_path):
    con = console(store, tmp_path, games=GAMES)
    await run(
        con,
        """
gm: /game start game:tokaido
ann: /game join seat:Samurai
ben: /game join seat:Geisha
cat: /game join seat:Merchant
gm: /game begin
ann: /act action:Move number:3
ben: /act action:Move number:2
""",
    )
    out = await run(con, "cat: /act action:Move number:1")
    text = said(out)
    assert "Merchant moves 1 road space ahead (now 1)." in text
    assert "Up now: @cat (Merchant)" in text  # still last: the Merchant moves again
    got = await run(con, "ben: /act action:Move number:1 !expect-error")
    assert errors(got) == ["❌ It is Merchant's turn."]
    out = await run(con, "cat: /act action:Move number:3")
    assert "Merchant has arrived (4)." in said(out)
    assert "Up now: @ben (Geisha)" in said(out)


# ------------------- (22) a seat out is told so; the seat up knocks another one out


async def test_a_knocked_out_player_is_told_they_are_out_in_their_language(store, tmp_path):
    con = console(store, tmp_path, "it", games=GAMES)
    await run(
        con,
        """
!lang giulia it
!lang luca it
!lang sara it
gm: /game start game:love-letter language:it
giulia: /game join seat:Rosso
luca: /game join seat:Blu
sara: /game join seat:Verde
gm: /game begin
""",
    )
    out = await run(con, "giulia: /act action:Eliminato seat:Blu number:0")
    assert "Il Blu: 0 ancora in gioco (mossa del Rosso)." in said(out)
    got = await run(con, "luca: /turn action !expect-error")
    assert errors(got)[0].startswith("❌ Il Blu non partecipa a «Pesca, poi gioca una carta».")


# ------------- (20) the last chooser is told the choices are revealed; (19) no last pass


async def test_the_last_chooser_is_told_every_choice_is_revealed_now(store, tmp_path):
    con = console(store, tmp_path, "ja", games=GAMES)
    await run(
        con,
        """
!lang kenji ja
!lang yuki ja
!lang giulia it
gm: /game start game:fairy-tale language:ja
kenji: /game join seat:薔薇
yuki: /game join seat:百合
giulia: /game join seat:菖蒲
gm: /game begin
kenji: /act action:選ぶ choice:騎士
""",
    )
    first = await run(con, "yuki: /act action:選ぶ choice:竜")
    assert [m["content"] for m in first if m["ephemeral"]] == [
        "あなたの選択（竜）を記録しました。全員が選ぶまで誰にも見えません。"
    ]
    out = await run(con, "giulia: /act action:Scegli choice:principessa")
    notes = [m["content"] for m in out if m["ephemeral"]]
    assert notes == [
        "La tua scelta, «principessa», è registrata: hai scelto per ultimo, quindi ora "
        "tutte le scelte sono rivelate."
    ]
    # the hands pass after each pick but the fifth, the last (finding 19)
    for _ in range(4):
        out = await run(
            con,
            "kenji: /act action:選ぶ choice:騎士\nyuki: /act action:選ぶ choice:竜\n"
            "giulia: /act action:Scegli choice:principessa",
        )
    assert "（5/5）」完了" in said(out) and "手札を" not in said(out)


# ----------------------- (5) the Italian dashboard names the round as the game does


async def test_the_italian_dashboard_says_the_next_round_in_the_game_s_word(store, tmp_path):
    con = console(store, tmp_path, "it", games=GAMES)
    out = await run(
        con,
        """
!lang giulia it
!lang luca it
gm: /game start game:turni language:it
giulia: /game join seat:Rosso
luca: /game join seat:Blu
gm: /game begin
giulia: /act action:Scegli number:1
luca: /act action:Scegli number:3
""",
    )
    fields = [m for m in out if m["kind"] == "dashboard"][-1]["embeds"][0]["fields"]
    first = next(f for f in fields if f["name"] == "Token Primo Giocatore")
    assert first["value"] == "Rosso (prossimo turno: Blu)"


# ----------------- (23) a game longer than a round track: moves log no traceback


async def test_a_game_of_a_billion_rounds_plays_without_a_board_error(store, tmp_path, caplog):
    con = console(store, tmp_path, games=GAMES)
    out = await run(
        con,
        """
gm: /game start game:long-campaign
a: /game join seat:North
b: /game join seat:South
gm: /game begin
a: /turn action
b: /turn action
""",
    )
    assert "Turn 2 · Orders" in said(out)
    assert [r.getMessage() for r in caplog.records if r.exc_info] == []
