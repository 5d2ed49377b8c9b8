"""review24's findings where this round's branches met (mend24): a seat named by a
beginning several seats share, the console's press of a label several rows share,
and a seat given once play has begun (its place in the turn order, a role draft)."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import T0
from tests.console.test_fix24a_rolls import SPOTTING, Faces
from tests.console.test_fix24a_rolls import console as spotting_console
from tests.console.test_play14_games import run
from tests.console.test_play15_games import console as p15_console
from tests.console.test_play15_games import said


@pytest.mark.parametrize(
    ("lang", "word", "refusal"),
    [
        ("en", "Squad", "❌ “Squad” begins Squad A, Squad B and Squad C: which one?"),
        ("it", "Squadra", "❌ «Squadra» è l'inizio di Squadra A, Squadra B e Squadra C: quale?"),
        ("ja", "分隊", "❌ 「分隊」で始まる席は分隊A、分隊B、分隊Cです。どの席ですか？"),
    ],
)
async def test_every_command_taking_a_seat_asks_which_one_for_a_shared_beginning(
    store, tmp_path, lang, word, refusal
):
    """review24 (2): /game seat asked "which one?", but the GM's /turn roll seat:,
    /turn skip seat: and /act seat: said "There is no seat “Squad”" (and listed it)."""
    con = spotting_console(store, tmp_path, 5, 1, 4, 6, 1, 4, language=lang)
    await run(con, SPOTTING.format(lang=lang))
    for cmd in (
        f"/turn roll seat:{word}",
        f"/turn skip seat:{word}",
        f"/act seat:{word} action:roll",
        f"/game seat seat:{word} user:@zz",
    ):
        out = await run(con, f"giulia: {cmd} !expect-error")
        assert [m["content"] for m in out if m["kind"] == "error"] == [refusal], cmd
    # a full name is still each seat's: the GM rolls Squad B alone
    full = {"en": '"Squad B"', "it": '"Squadra B"', "ja": "分隊B"}[lang]
    out = await run(con, f"giulia: /turn roll seat:{full}")
    assert out[0]["content"].splitlines()[0].endswith(("= 6.", "= 6。")), out


PLAY24 = Path(__file__).resolve().parents[1] / "data" / "play24"


@pytest.mark.parametrize(
    ("lang", "asked"),
    [
        (
            "en",
            "'Roll' is on several buttons in #general: [Squad A: Roll], [Squad B: Roll]; which one? (press its full label)",
        ),
        (
            "it",
            "'Tira' è su più pulsanti in #general: [Squadra A: Tira], [Squadra B: Tira]; quale? (premi la sua etichetta intera)",
        ),
        (
            "ja",
            "#general にボタン 'ダイスを振る' は複数あります。どれですか？（ラベル全体で押してください）：[分隊A：ダイスを振る], [分隊B：ダイスを振る]",
        ),
    ],
)
async def test_the_gm_pressing_words_several_rows_share_is_asked_which(
    store, tmp_path, lang, asked
):
    """review24 (3): the GM (the Sniper, no row of theirs) typed "press Roll" with rows
    [Squad A: Roll] and [Squad B: Roll]: the console pressed the first and rolled Squad
    A's dice, now that the GM may roll for another's seat."""
    con = p15_console(store, tmp_path, games=PLAY24)
    out = await run(
        con,
        f"!lang gi {lang}\n!lang ke {lang}\n!lang tom {lang}\n"
        f"gi: /game start game:sniper-elite language:{lang}\n"
        'gi: /game join seat:Sniper\nke: /game join seat:"Squad A"\n'
        'tom: /game join seat:"Squad B"\ngi: /game begin\ngi: /act action:north',
    )
    given = {"en": "Orders given", "it": "Ordini dati", "ja": "命令完了"}[lang]
    out = await run(con, f"ke: press {given}\ntom: press {given}")
    shown = [c["label"] for m in out for c in m.get("components", []) if c.get("type") == "button"]
    word = {"en": "Roll", "it": "Tira", "ja": "ダイスを振る"}[lang]
    got = await run(con, f"gi: press {word} !expect-error")
    assert [m["content"] for m in got] == [f"❌ {asked}"], got
    # nothing was rolled; the full label presses that row (the GM rolls for Squad B)
    out = await run(con, f"gi: press {shown[1]}")
    first = said(out).splitlines()[0]
    assert first.startswith("🎲") and "B" in first and "A" not in first, first


MEND24 = Path(__file__).resolve().parents[1] / "data" / "mend24"


def late_console(store, tmp_path: Path, *faces: int, language: str = "en") -> Console:
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True, exist_ok=True)
    for f in MEND24.glob("*.toml"):
        shutil.copy(f, root / "games" / f.name)
    k = Knowledge.load(root)
    assert not k.problems, k.problems
    svc = Service(store, k, rng=Faces(*faces), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0, locale=language)


def begun(game: str, language: str = "en") -> str:
    return (
        f"gm: /game start game:{game} language:{language}\n"
        "a: /game join seat:red\nb: /game join seat:blue\nc: /game join seat:green\n"
        "gm: /game begin"
    )


@pytest.mark.parametrize(
    ("lang", "joins"),
    [
        ("en", "Violet joins the game: plays after Blue."),
        ("it", "Il Viola entra in partita: gioca dopo il Blu."),
        ("ja", "紫がゲームに加わります。青の次に手番を行います。"),
    ],
)
async def test_a_late_seat_is_placed_in_the_turn_order_a_roll_set(store, tmp_path, lang, joins):
    """review24 (1): the roll set the order Red, Green, Blue; Violet, given then, was
    announced "plays after Green" (its neighbour in the seating) and played after Blue."""
    con = late_console(store, tmp_path, 3, 1, 2, language=lang)
    await run(con, f"!lang gm {lang}\n" + begun("late-order", lang))
    await run(con, "a: /turn roll\nb: /turn roll\nc: /turn roll")
    out = await run(con, "gm: /game seat seat:violet user:@d")
    assert joins in said(out).splitlines(), said(out)
    out = await run(con, "a: /turn action\nc: /turn action\nb: /turn action")
    assert "@d" in said(out).splitlines()[-1], said(out)


async def test_a_seat_given_during_a_role_draft_picks_in_it_after_the_seat_named(store, tmp_path):
    """review24 (4): Violet, given after Red's pick and announced "plays after Green",
    had no pick: the draft ended after Green, Colonize stayed nobody's (its bonus
    gathered) and Violet played every role's phase without a role."""
    con = late_console(store, tmp_path)
    await run(con, begun("late-roles") + "\na: /turn pick choice:warfare")
    out = await run(con, "gm: /game seat seat:violet user:@d")
    assert "Violet joins the game: plays after Green." in said(out).splitlines()
    out = await run(con, "b: /turn pick choice:survey\nc: /turn pick choice:produce")
    assert said(out).splitlines()[-1] == "Up now: @d (Violet)", said(out)
    out = await run(con, "d: /turn pick choice:colonize")
    text = said(out)
    assert "Violet picked Colonize (0 left in the display)." in text, text
    assert "Nobody picked" not in text, text
