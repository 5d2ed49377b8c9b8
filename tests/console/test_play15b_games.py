"""Games defined by their players, as play-test 15 found them (the findings given to
game15b; definition files in tests/data/play15b/): what players see in the console,
on the same service as the bot."""

from __future__ import annotations

import io
import random
import shutil
from pathlib import Path

from bot.adapters.cli.console import Console
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import T0
from tests.console.test_play14_games import errors, position, run

GAMES = Path(__file__).resolve().parents[1] / "data" / "play15b"


def console(store, tmp_path: Path, language: str = "en") -> Console:
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True, exist_ok=True)
    for f in GAMES.glob("*.toml"):
        shutil.copy(f, root / "games" / f.name)
    k = Knowledge.load(root)
    assert not k.problems, k.problems
    svc = Service(store, k, rng=random.Random(3), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0, locale=language)


def said(out: list[dict]) -> str:
    """Everything the channel and the players read, in order."""
    return "\n".join(m["content"] for m in out if m["kind"] != "dashboard")


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
    assert position(con)["round"] == 2
    assert errors(out) == []
