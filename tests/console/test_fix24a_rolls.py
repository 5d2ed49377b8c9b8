"""Play-test 24's roll findings (fix24a), as players meet them in the console: a tie's
rerolls posted in full, the recorded initiative, the GM's roll for others
(definition in tests/data/fix24a/)."""

from __future__ import annotations

import io
import random
import shutil
from pathlib import Path

from bot.adapters.cli.console import Console
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import T0
from tests.console.test_play14_games import run
from tests.console.test_play15_games import said

GAMES = Path(__file__).resolve().parents[1] / "data" / "fix24a"


class Faces(random.Random):
    """Dice that show these faces, in this order (and fail the test past them)."""

    def __init__(self, *faces: int) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        n = self.faces.pop(0)
        assert a <= n <= b
        return n


def console(store, tmp_path: Path, *faces: int, language: str = "en") -> Console:
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True, exist_ok=True)
    for f in GAMES.glob("*.toml"):
        shutil.copy(f, root / "games" / f.name)
    k = Knowledge.load(root)
    assert not k.problems, k.problems
    svc = Service(store, k, rng=Faces(*faces), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0, locale=language)


def begun(language: str = "en") -> str:
    return (
        f"gm: /game start game:init-roll language:{language}\n"
        "a: /game join seat:red\nb: /game join seat:blue\nc: /game join seat:green\n"
        "gm: /game begin"
    )


def log_lines(out: list[dict]) -> list[str]:
    """/game log's lines without their version marks."""
    text = out[0]["embeds"][0]["description"]
    return [line.split("` ", 1)[1] for line in text.splitlines() if line.startswith("`v")]


# --------------------------------- (2) every reroll of a tie is posted, repeats too


async def test_a_tie_s_rerolls_are_posted_in_full_even_where_a_line_repeats(store, tmp_path):
    """Finding 2: the post dropped every line that occurs twice (two rerolls of the
    same value, a second tie on the same total), the winning reroll included."""
    # Red 2, Blue 2, Green 1; Red and Blue tie on 2, roll 1 and 1, then 3 and 3, then
    # Red 2 and Blue 1: Red wins with 2
    con = console(store, tmp_path, 2, 2, 1, 1, 1, 3, 3, 2, 1)
    await run(con, begun())
    out = await run(con, "a: /turn roll\nb: /turn roll\nc: /turn roll")
    post = said(out[-2:]).splitlines()
    rolls = [
        "🎲 Green rolls 1d3 (1) = 1.",
        "Tie between Red and Blue (2): they roll again.",
        "🎲 Red rolls again: 1d3 (1) = 1.",
        "🎲 Blue rolls again: 1d3 (1) = 1.",
        "Tie between Red and Blue (1): they roll again.",
        "🎲 Red rolls again: 1d3 (3) = 3.",
        "🎲 Blue rolls again: 1d3 (3) = 3.",
        "Tie between Red and Blue (3): they roll again.",
        "🎲 Red rolls again: 1d3 (2) = 2.",
        "🎲 Blue rolls again: 1d3 (1) = 1.",
        "Red won with 2.",
    ]
    assert post[: len(rolls)] == rolls
    # the same lines, in the same order, as /game log says them
    log = log_lines(await run(con, "gm: /game log"))
    first = log.index(rolls[0])
    assert log[first : first + len(rolls)] == rolls
