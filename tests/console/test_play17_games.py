"""Games defined by their players, as play-test 17 found them (the findings given to
game17; definition files in tests/data/play17/): what players see in the console, on
the same service as the bot."""

from __future__ import annotations

from pathlib import Path

from bot.adapters.cli.console import Console
from tests.console.test_play14_games import errors, position, run
from tests.console.test_play15_games import console as play15_console
from tests.console.test_play15_games import said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play17"


def console(store, tmp_path: Path, language: str = "en") -> Console:
    return play15_console(store, tmp_path, language, games=GAMES)


PANDEMIC = """
!lang giulia it
!lang marco it
!lang sara it
giulia: /game start game:pandemia language:it
marco: /game join seat:Medico
sara: /game join seat:Scienziata
giulia: /game begin
"""


# ------------------------------ (5) each seat's turn, then the infection, in turn


async def test_pandemic_infects_after_each_players_turn(store, tmp_path):
    """Finding 5: the closest definition played every player's actions, then one
    infection for all of them; with each_seat the phase is each player's turn in turn."""
    con = console(store, tmp_path, "it")
    await run(con, PANDEMIC)
    assert position(con)["up"] == ["medic"]
    out = await run(con, "sara: /turn action !expect-error")
    assert "Medico" in errors(out)[0]
    out = await run(con, "marco: /turn action")
    text = said(out)
    assert "Infettare le città (Medico)" in text, text
    out = await run(con, "giulia: /phase next")
    text = said(out)
    assert "Quattro azioni, pescare due carte (Scienziata)" in text, text
    assert "@sara" in text
    await run(con, "sara: /turn action")
    out = await run(con, "giulia: /phase next")
    assert "Quattro azioni, pescare due carte (Medico)" in said(out)
    assert "turno 2" in said(out).casefold()


# ------------------------------------------ (6) the turn order by cities, each round


async def test_power_grid_orders_each_round_by_cities(store, tmp_path):
    """Finding 6: Power Grid's turn order is recomputed every round from the cities
    each player has; the auction step's order_by says it, the building steps play it
    backwards (last place first)."""
    con = console(store, tmp_path)
    script = (GAMES / "power-grid-round1.txt").read_text()
    out = await run(con, script)
    text = said(out)
    assert "Turn order for the rest of this round: Blue, Green, Red." in text, text
    assert "Round 2 · Buy power plants — Auction the plants\nUp now: @ben (Blue)" in text
    assert position(con)["start_player"] == "blue"
    for who in ("ben", "cat", "ann"):  # the lots go unsold; the opener passes last
        await run(con, f"{who}: /turn pass")
    await run(con, "cat: /turn pass\nann: /turn pass\nben: /turn pass")
    await run(con, "ann: /turn pass\nben: /turn pass\ncat: /turn pass")
    assert position(con)["phase"] == "resources"
    assert position(con)["up"] == ["red"]  # last place first
