"""Play-test 24's roll findings (fix24a), as players meet them in the console: a tie's
rerolls posted in full, the recorded initiative, the GM's roll for others
(definition in tests/data/fix24a/)."""

from __future__ import annotations

import io
import random
import shutil
from pathlib import Path

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import T0
from tests.console.test_play14_games import errors, run
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


# ------------------------- (3) the recorded initiative is each seat's total, ranked


def board(out: list[dict]) -> dict[str, str]:
    """The last dashboard's fields, by name."""
    last = [m for m in out if m["kind"] == "dashboard"][-1]["embeds"][0]
    return {f["name"]: f["value"] for f in last["fields"]}


async def test_the_recorded_initiative_is_the_total_and_the_order_follows_the_roll(store, tmp_path):
    """Finding 3 (a): Red 1, Blue 1, Green 3; Red and Blue roll again for second place,
    Red 2, Blue 3. The counter kept the rerolls (Red 2, Blue 3, Green 3) and the next
    step's order_by put Blue before Green, who had won the roll."""
    con = console(store, tmp_path, 1, 1, 3, 2, 3)
    await run(con, begun())
    out = await run(con, "a: /turn roll\nb: /turn roll\nc: /turn roll")
    text = said(out)
    assert "Tie between Red and Blue (1): they roll again." in text
    assert "Green won with 3." in text
    assert "Turn order for the rest of this round: Green, Blue, Red." in text
    assert "Up now: @c (Green)" in text
    assert board(out)["Initiative"] == "Red 1, Blue 1, Green 3"
    # played in that order: Green, then Blue (who won the roll-off), then Red
    out = await run(con, "c: /turn action\nb: /turn action")
    assert said(out).splitlines()[-1] == "Up now: @a (Red)"


async def test_a_roll_setting_the_order_records_each_seat_s_total_in_italian(store, tmp_path):
    """Finding 3 (b), Lords of Xidit: Amber, Azure and Jade 10, Crimson 7; the three roll
    again (Amber 6, Azure 1, Jade 6), then Amber and Jade (1, 5). The order was right
    (Jade, Amber, Azure, Crimson) but the dashboard's initiative read the rerolls, the
    seat playing last showing the highest."""
    con = console(store, tmp_path, 10, 10, 7, 10, 6, 1, 6, 1, 5, language="it")
    await run(
        con,
        "gm: /game start game:rolled-order language:it\n"
        "a: /game join seat:amber\nb: /game join seat:azure\n"
        "c: /game join seat:crimson\nd: /game join seat:jade\ngm: /game begin",
    )
    out = await run(con, "a: /turn roll\nb: /turn roll\nc: /turn roll\nd: /turn roll")
    text = said(out)
    assert "Ordine di turno per il resto di questo round: Giada, Ambra, Azzurro, Cremisi." in text
    assert board(out)["Iniziativa"] == "Ambra 10, Azzurro 10, Cremisi 7, Giada 10"


# ------------------ (1) the GM's roll for seats they do not hold says who rolled

SPOTTING = (
    "!lang giulia {lang}\n"
    "giulia: /game start game:spotting language:{lang}\n"
    "giulia: /game join seat:sniper\n"
    "kenji: /game join seat:squad_a\ntom: /game join seat:squad_b\n"
    "marco: /game join seat:squad_c\ngiulia: /game begin"
)


@pytest.mark.parametrize(
    ("lang", "rolls_for", "first"),
    [
        ("en", "@giulia (GM) rolled for Squad A, Squad B and Squad C.", "🎲 Squad A rolls 2d6"),
        (
            "it",
            "@giulia (GM) ha tirato per la Squadra A, la Squadra B e la Squadra C.",
            "🎲 La Squadra A tira 2d6",
        ),
        ("ja", "@giulia（GM）が分隊A、分隊B、分隊Cのダイスを振りました。", "🎲 分隊Aが振りました"),
    ],
)
async def test_the_gm_s_bare_roll_for_the_other_side_says_the_gm_rolled(
    store, tmp_path, lang, rolls_for, first
):
    """Finding 1: the GM holds the Sniper, whom the squads' roll leaves out; their bare
    /turn roll rolls for every squad still to roll (as documented), and neither the
    post nor /game log said who had thrown the squads' dice."""
    con = console(store, tmp_path, 5, 1, 4, 6, 1, 4, language=lang)
    await run(con, SPOTTING.format(lang=lang))
    out = await run(con, "giulia: /turn roll")
    post = said(out).splitlines()
    # the three squads' dice, then who threw them
    assert post[0].startswith(first) and post[3] == rolls_for
    log = log_lines(await run(con, "giulia: /game log"))
    assert log[log.index(rolls_for) - 3].startswith(first)


async def test_the_gm_may_roll_one_seat_of_another_player_as_the_bare_roll_does(store, tmp_path):
    """Finding 1: the GM's bare roll rolled every squad, but ``seat:`` naming one of them
    was refused ("you are not Squad B's player"): the same right, now both allowed."""
    con = console(store, tmp_path, 4, 6, 5, 1, 1, 4)
    await run(con, SPOTTING.format(lang="en"))
    out = await run(con, 'giulia: /turn roll seat:"Squad B"')
    assert said(out).splitlines()[:2] == [
        "🎲 Squad B rolls 2d6 (4, 6) = 10.",
        "@giulia (GM) rolled for Squad B.",
    ]
    got = await run(con, 'giulia: /turn roll seat:"Squad B" !expect-error')
    assert errors(got) == ["❌ Squad B has already rolled."]
    # a player's own roll names nobody else
    out = await run(con, "kenji: /turn roll")
    assert said(out).splitlines()[0] == "🎲 Squad A rolls 2d6 (5, 1) = 6."
    assert "rolled for" not in said(out)
