"""Games defined by their players, as play-test 15 found them (the findings given to
game15b; definition files in tests/data/play15b/): what players see in the console,
on the same service as the bot."""

from __future__ import annotations

from pathlib import Path

from bot.adapters.cli.console import Console
from tests.console.test_play14_games import errors, position, run
from tests.console.test_play15_games import console as play15_console
from tests.console.test_play15_games import said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play15b"


def console(store, tmp_path: Path, language: str = "en") -> Console:
    return play15_console(store, tmp_path, language, games=GAMES)


TABLE = """
!lang giulia it
!lang marco it
!lang sara it
!lang gm it
gm: /game start game:round-table language:it
giulia: /game join seat:Galvano
marco: /game join seat:Parsifal
sara: /game join seat:Tristano
gm: /game begin
"""


# ------------------------------------- (18) a vote only the seats the GM names take part in


async def test_a_vote_waits_for_the_gm_to_name_the_team_then_the_team_votes(store, tmp_path):
    """Play-test 15, finding 18: a vote step with ``only = { named = true }`` answered
    every command "Sorry, something went wrong" as it began, and the game was stuck."""
    con = console(store, tmp_path, "it")
    await run(con, TABLE)
    out = await run(con, "giulia: /phase next")
    text = said(out)
    assert "Sorry" not in text and "Spiacenti" not in text
    assert "/turno partecipanti posti:" in text  # the GM names the team
    assert position(con)["step"] == "team_vote"
    out = await run(con, 'gm: /turn only seats:"Galvano, Parsifal"')
    text = said(out)
    assert "Partecipano a «La squadra si vota»: il Galvano e il Parsifal." in text
    assert position(con)["ballot"] == 1
    await run(con, "giulia: /act action:Sì")
    out = await run(con, "marco: /act action:No")
    text = said(out)
    assert "respinta" in text and "1 a favore, 1 contro" in text
    assert position(con)["step"] == "quest_cards"
    assert errors(out) == []


# --------------------------- (23) quest cards shown together, not saying who played which


async def test_quest_cards_are_revealed_together_naming_nobody(store, tmp_path):
    """Play-test 15, finding 23: a secret step could only reveal who chose what
    ("L'Isotta ha scelto il Fallimento."): a hidden traitor was given away."""
    con = console(store, tmp_path, "it")
    await run(con, TABLE + "giulia: /phase next")
    await run(con, 'gm: /turn only seats:"Galvano, Parsifal"')
    await run(con, "giulia: /act action:Sì")
    await run(con, "marco: /act action:Sì")
    await run(con, 'gm: /turn only seats:"Galvano, Parsifal, Tristano"')
    await run(con, "giulia: /act action:Fallimento")
    await run(con, "marco: /act action:Successo")
    out = await run(con, "sara: /act action:Successo")
    text = said(out)
    assert "Rivelate insieme, senza dire di chi: Successo, Successo e Fallimento." in text
    assert "ha scelto il" not in text and "Il Tristano ha scelto: hanno scelto tutti." in text
    assert position(con)["round"] == 2
    out = await run(con, "gm: /game export")
    (exported,) = [f for m in out for f in m.get("files", []) if "content" in f]
    raw = exported["content"]
    assert '"herald_export"' in raw
    assert '"fail"' not in raw  # nor in the history: the reveal is an undo boundary


# ------------------------------ (22) a shared counter on the picture: one number, not a row


async def test_the_default_picture_shows_a_shared_counter_once_as_the_dashboard_says(
    store, tmp_path
):
    """Play-test 15, finding 22: a game with no ``[layout]`` drew each shared counter
    as a column of every seat's row, with 0 in each, while the dashboard said 2."""
    from bot.board import picture, unnamed
    from bot.engine.games.layout import Counters, Values
    from bot.service import board

    con = console(store, tmp_path, "it")
    await run(con, TABLE + 'giulia: /act action:"Missione riuscita" number:+2')
    await run(con, 'marco: /act action:"Missione fallita" number:+1')
    svc = con.svc
    loaded = await svc.store.load(con.channels["general"])
    d = svc.loaded_definition(loaded)
    game = loaded.game
    table, prompt = svc.view(game, d)
    view = svc.families[d.family].view(d, game["state"], table)
    lay = d.board()
    (tiles,) = [e for e in lay.elements if isinstance(e, Values)]
    assert [m.value for m in tiles.values] == ["counter:quests_won", "counter:quests_lost"]
    (rows,) = [e for e in lay.elements if isinstance(e, Counters)]
    # a seat's own counter (the other columns: the markers the steps use)
    assert [c.source for c in rows.columns if not c.token] == ["counter:renown"]
    for loc, won in (("it", "missioni riuscite"), ("en", "quests won"), ("ja", "成功したクエスト")):
        sc = board.scene(d, view, seats=table.names, up=prompt.up, locale=loc, title="t")
        assert sc.values["counter:quests_won"] == 2 and sc.values["counter:quests_lost"] == 1
        assert sc.names["track:counter:quests_won"] == won
        assert "quests_won" not in sc.counters and sc.counters["renown"]["gawain"] == 1
        assert unnamed(lay, sc) == []
        assert picture(lay, sc).png.startswith(b"\x89PNG")


# ------------------------------------ (25) a signed number typed by a Japanese input method


async def test_a_full_width_signed_number_changes_a_counter(store, tmp_path):
    """Play-test 15, finding 25: ``number:＋２`` was "not a number" while ``５`` was
    read; a Japanese input method in full-width mode types the sign with the digits."""
    con = console(store, tmp_path, "ja")
    await run(
        con,
        """
        !lang ken ja
        gm: /game start game:round-table language:ja
        ken: /game join seat:ガウェイン
        yui: /game join seat:パーシヴァル
        rin: /game join seat:トリスタン
        gm: /game begin
        """,
    )
    seen = []
    for typed in ("＋２", "－１", "ー１", "＋３"):
        out = await run(con, f"ken: /act action:名声 number:{typed}")
        seen += [m["content"].splitlines()[0] for m in out if m["kind"] != "dashboard"]
    assert seen == [
        "ガウェイン：名声 +2（現在3）。",
        "ガウェイン：名声 -1（現在2）。",
        "ガウェイン：名声 -1（現在1）。",
        "ガウェイン：名声 +3（現在4）。",
    ]
    assert position(con)["counters"]["renown"]["gawain"] == 4
