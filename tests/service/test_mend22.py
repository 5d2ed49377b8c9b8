"""review22's defects where this round's branches meet, at the service: ``/game
redefine`` of a game whose scored step the new version lacks (1), and what its
question says of undo (5)."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.i18n import t
from tests.conftest import make_ctx
from tests.service.test_definitions import upload

FRAMES = """
slug = "shuffle-frames"
family = "turns"

[names]
en = "Shuffle Frames"
ja = "シャッフルフレーム"

[seats]
names = ["red", "blue"]
min = 2
max = 2

[seats.labels]
red = { en = "Red", ja = "赤" }
blue = { en = "Blue", ja = "青" }

[rounds]
count = 3

[counters.score]
name = { en = { text = "points", one = "point" }, ja = "点" }

[tables.frame_points]
kind = "value"
name = { en = "Points on the board", ja = "盤上の得点" }
min = 0
max = 12

[[phases]]
id = "slide"
name = { en = "Slide", ja = "滑らせる" }
structure = "sequential"
turns = 1

[[phases]]
id = "report"
name = { en = "Report the frmae", ja = "フレームの得点を報告" }
structure = "scoring"
tables = ["frame_points"]
total = "score"
"""
# the typo fixed, and the scoring step's id renamed with it
RENAMED = FRAMES.replace('id = "report"', 'id = "tally"').replace("frmae", "frame")


def _up(text: str):
    return upload(text=text, name="shuffle-frames.toml")


async def _frame_scored(svc) -> None:
    await svc.dispatch(_up(FRAMES), "game", "define", {})
    await svc.dispatch(make_ctx(9, 10), "game", "start", {"game": "shuffle-frames"})
    await svc.dispatch(make_ctx(1, 10), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(2, 10), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(9, 10), "game", "begin", {})
    for u in (1, 2):
        await svc.dispatch(make_ctx(u, 10), "turn", "action", {})
    await svc.dispatch(make_ctx(1, 10), "turn", "score", {"value": "7"})
    await svc.dispatch(make_ctx(2, 10), "turn", "score", {"value": "3"})


async def test_redefine_is_refused_naming_the_scored_step_the_new_version_lacks(svc):
    """review22, defect 1: the game stood at "Slide", so the move went through; the GM's
    correction of the frame (``/act action:Report seat:Red number:9``) then raised
    StopIteration. The move is refused, naming the step by the game's names."""
    await _frame_scored(svc)
    await svc.dispatch(_up(RENAMED), "game", "define", {})
    for locale, step in (
        ("ja", "ステップ「フレームの得点を報告」"),
        ("en", "the step Report the frmae"),
    ):
        with pytest.raises(IllegalAction) as e:
            await svc.dispatch(
                make_ctx(9, 10, locale=locale), "game", "redefine", {"confirm": True}
            )
        assert e.value.key == "redefine.missing"
        assert step in t(e.value.key, locale, **e.value.params)
    # the game goes on under its version: the GM's correction of the frame is made
    r = await svc.dispatch(
        make_ctx(9, 10), "act", None, {"action": "Report", "seat": "Red", "number": "9"}
    )
    said = "\n".join(m.content for m in r.messages)
    assert "Red: Points on the board corrected from 7 to 9." in said


# ------------------------------ (5) what the redefine question says of undo

PORCH = """
slug = "porch-curling"
family = "turns"

[names]
en = "Porch Curlnig"
ja = "ポーチカーリング"
it = { text = "Curling da veranda", gender = "m" }

[seats]
names = ["amber", "slate"]
min = 2
max = 2

[seats.labels]
amber = { en = "Amber", ja = "琥珀", it = { text = "Ambra", gender = "f" } }
slate = { en = "Slate", ja = "石板", it = { text = "Ardesia", gender = "f" } }

[rounds]
count = 3

[[phases]]
id = "throw"
name = { en = "Throw two stnoes", ja = "石を2つ投げる", it = "Lanciare due pietre" }
structure = "sequential"
turns = 2
"""


def _porch(text: str):
    return upload(text=text, name="porch-curling.toml")


async def _asked(svc, moves: int, locale: str) -> str:
    await svc.dispatch(_porch(PORCH), "game", "define", {})
    await svc.dispatch(make_ctx(9, 10), "game", "start", {"game": "porch-curling"})
    await svc.dispatch(make_ctx(1, 10), "game", "join", {"seat": "Amber"})
    await svc.dispatch(make_ctx(2, 10), "game", "join", {"seat": "Slate"})
    await svc.dispatch(make_ctx(9, 10), "game", "begin", {})
    for _ in range(moves):
        await svc.dispatch(make_ctx(1, 10), "turn", "action", {})
    await svc.dispatch(_porch(PORCH.replace("stnoes", "stones")), "game", "define", {})
    r = await svc.dispatch(make_ctx(9, 10, locale=locale), "game", "redefine", {})
    return r.messages[0].content


@pytest.mark.parametrize(
    ("locale", "kept", "stops"),
    [
        (
            "en",
            "/game undo can still take back the moves made before it: they play the same under"
            " the new version.",
            "/game undo will stop at it: it cannot take back a move made before it.",
        ),
        (
            "it",
            "/partita annulla potrà ancora annullare le mosse fatte prima",
            "/partita annulla si fermerà a questo cambio",
        ),
        ("ja", "/ゲーム 取り消し で移す前の手も取り消せます。", "/ゲーム 取り消し はここで止まり"),
    ],
)
async def test_the_redefine_question_says_whether_undo_goes_on_past_the_move(
    svc, locale, kept, stops
):
    """review22, defect 5: the question said "/game undo cannot go back past it" though
    Amber's throw, made before, replays the same and stays undoable; it now says which."""
    ask = await _asked(svc, 1, locale)
    assert kept in ask and stops not in ask and "\n" not in ask
    assert "cannot go back past" not in ask


async def test_the_redefine_question_says_undo_stops_when_nothing_before_replays(svc):
    ask = await _asked(svc, 0, "en")
    assert ask.endswith("/game undo will stop at it: it cannot take back a move made before it.")
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {"confirm": True})
    assert "moved this game" in r.messages[0].content
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(9, 10), "game", "undo", {})
    assert e.value.key.endswith("nothing_to_undo")  # nothing before the move to undo
