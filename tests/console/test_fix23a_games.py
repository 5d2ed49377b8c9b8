"""Play-test 23's definition findings (fix23a) as players meet them in the console:
role selection (definition in tests/data/play23/: a draft of roles, one phase each)."""

from __future__ import annotations

from pathlib import Path

from tests.console.test_play14_games import run
from tests.console.test_play15_games import console, said

GAMES = Path(__file__).resolve().parents[1] / "data" / "play23"

BEGUN = """
gm: /game start game:role-call language:it
ann: /game join seat:Rosso
bob: /game join seat:Blu
cy: /game join seat:Verde
gm: /game begin
"""


def _up(text: str) -> list[str]:
    """Who each announcement pinged, in order."""
    return [line.split(": ", 1)[1] for line in text.splitlines() if line.startswith("Tocca a:")]


async def test_a_role_draft_plays_only_the_chosen_phases_each_from_its_chooser(store, tmp_path):
    """Finding 1: every role's phase was played each round, chosen or not, and a
    chosen one began with the start player, not with its chooser."""
    con = console(store, tmp_path, games=GAMES)
    await run(con, BEGUN)
    out = await run(
        con,
        "ann: /act action:Pick choice:Guerra\n"
        "bob: /act action:Pick choice:Esplorazione\n"
        "cy: /act action:Pick choice:Produzione",
    )
    text = said(out)
    assert "Nessuno ha scelto la Colonizzazione: accumula 1 influenza" in text
    assert "Round 1 · Esplorazione\nTocca a: @bob (Blu)" in text
    board = [m for m in out if m["kind"] == "dashboard"][-1]["embeds"][0]["fields"]
    assert {
        "name": "Ruoli di questo round",
        "value": "Blu → Esplorazione, Rosso → Guerra e Verde → Produzione",
    } in board
    assert {"name": "Bonus sui ruoli non scelti", "value": "Colonizzazione: 1 influenza"} in board
    turns = "\n".join(f"{u}: /turn action" for u in ("bob", "cy", "ann", "ann", "bob", "cy"))
    out = await run(con, turns + "\ncy: /turn action\nann: /turn action\nbob: /turn action")
    text = said(out)
    # Esplorazione from Blu, Guerra from Rosso, Produzione from Verde, each clockwise;
    # Colonizzazione, nobody's, is not played; round 2's draft begins with Blu
    assert _up(text) == [
        "@cy (Verde)",
        "@ann (Rosso)",
        "@ann (Rosso)",
        "@bob (Blu)",
        "@cy (Verde)",
        "@cy (Verde)",
        "@ann (Rosso)",
        "@bob (Blu)",
        "@bob (Blu)",
    ]
    assert "Colonizzazione\nTocca a" not in text
    assert "Round 2 · Scegliere un ruolo\nTocca a: @bob (Blu)" in text
    out = await run(con, "bob: /act action:Pick choice:Colonizzazione")
    assert "Il Blu prende anche il bonus della Colonizzazione: 1 influenza (ora 1)." in said(out)
