"""Games defined by their players, as play-test 15 found them (definition files in
tests/data/play15/): what players see in the console, on the same service as the bot."""

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

GAMES = Path(__file__).resolve().parents[1] / "data" / "play15"


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


QUEST = """
!lang giulia it
!lang marco it
!lang sara it
!lang luca it
!lang gm it
gm: /game start game:quest-table language:it
giulia: /game join seat:Galvano
marco: /game join seat:Parsifal
sara: /game join seat:Tristano
luca: /game join seat:Isotta
gm: /game begin
giulia: /phase next
gm: /turn only seats:"Galvano, Isotta"
"""


# ------------------------------------------- (2) a seat the GM did not name takes no part


async def test_a_seat_the_gm_did_not_name_cannot_play_a_quest_card(store, tmp_path):
    con = console(store, tmp_path, "it")
    await run(con, QUEST)
    got = await run(con, "sara: /act action:Successo !expect-error")
    assert errors(got) == [
        "❌ Il Tristano non partecipa a «I membri giocano in segreto una carta missione». "
        "Partecipano: il Galvano e l'Isotta."
    ]
    assert position(con)["chosen"] == []
    await run(con, "giulia: /act action:Successo")
    out = await run(con, "luca: /act action:Fallimento")
    text = said(out)
    assert "Il Galvano ha scelto il Successo." in text
    assert "L'Isotta ha scelto il Fallimento." in text
    assert "Tristano" not in text


# ------------------------------------------ (8) a seat a counter leaves out takes no part


async def test_a_detective_cannot_play_in_mister_x_s_secret_move(store, tmp_path):
    con = console(store, tmp_path)
    await run(
        con,
        """
        gm: /game start game:chase
        kenji: /game join seat:"Mister X"
        giulia: /game join seat:"Red detective"
        bob: /game join seat:"Blue detective"
        gm: /game begin
        """,
    )
    got = await run(con, "giulia: /act action:Taxi !expect-error")
    assert errors(got) == [
        "❌ Red detective does not take part in “Mister X plays a ticket in secret”. "
        "Taking part: Mister X."
    ]
    out = await run(con, "kenji: /act action:Bus")
    assert "Mister X chose Bus." in said(out) and "Red detective chose" not in said(out)
    got = await run(con, "kenji: /turn done !expect-error")
    assert errors(got) == [
        "❌ Mister X does not take part in “Each detective moves one station”. "
        "Taking part: Red detective and Blue detective."
    ]
