"""Leftovers of earlier rounds (tidy23), through the service on a real SQLite file:
a move the GM made for a seat is the GM's to undo, not the seat's player's."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.i18n import error_text
from bot.service.core import Service
from bot.service.deadlines import fire_due
from bot.service.knowledge import Knowledge
from bot.store import Store
from tests.conftest import T0, make_ctx
from tests.service.test_tidy22 import MARKET

ALICE, BOB, GM = 1, 2, 9
H = timedelta(hours=1)


async def market(db_path, root):
    (root / "games").mkdir(parents=True, exist_ok=True)
    (root / "games" / "market.toml").write_text(MARKET, encoding="utf-8")
    knowledge = Knowledge.load(root)
    assert "market" in knowledge.definitions, knowledge.problems
    svc = Service(Store.open(db_path), knowledge, rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "market"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Fox"})
    await svc.dispatch(make_ctx(BOB), "game", "join", {"seat": "Hare"})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})  # Fox (Alice) picks first
    return svc


async def up(svc) -> list[str]:
    loaded = await svc.store.load(10)
    _, prompt = svc.view(loaded.game, await svc.game_definition(loaded))
    return list(prompt.up)


async def test_a_move_the_gm_made_for_a_seat_is_undone_by_the_gm_not_its_player(db_path, tmp_path):
    """Undo rights followed the seat: the GM's move naming Fox (``/turn skip seat:Fox``,
    like a correction of its report) could be taken back by Fox's player. It is the
    GM's now, and the refusal says who can (the GM, named)."""
    svc = await market(db_path, tmp_path / "k")
    before = await up(svc)
    await svc.dispatch(make_ctx(GM), "turn", "skip", {"seat": "Fox"})
    assert await up(svc) == ["Hare"]
    with pytest.raises(PermissionDenied) as e:
        await svc.dispatch(make_ctx(ALICE), "game", "undo", {})
    assert e.value.key == "error.undo_gm_move"
    assert error_text(e.value, "en") == (
        "Only the GM can undo the last move (The GM goes on without Fox for this turn): it "
        "was made as the GM, so it is the GM's to take back. This game's GM is <@9>; anyone with Manage Channels "
        "may act as GM too."
    )
    said = {}
    for locale in ("ja", "it"):
        with pytest.raises(PermissionDenied) as e:
            await svc.dispatch(make_ctx(ALICE, locale=locale), "game", "undo", {})
        said[locale] = error_text(e.value, locale)
    assert said["ja"].startswith(
        "最後の行動（GMがFoxのこの手番を飛ばして進めます）はGMとして行われたので、"
        "取り消せるのはGMだけです。このゲームのGM：<@9>。"
    )
    assert said["it"].startswith(
        "Solo il GM può annullare l'ultima mossa (il GM prosegue senza Fox per questo turno): "
        "è stata fatta come GM, quindi spetta al GM annullarla. Il GM di questa partita è <@9>;"
    )
    assert await up(svc) == ["Hare"]  # nothing undone
    r = await svc.dispatch(make_ctx(GM), "game", "undo", {})
    assert "undid" in r.messages[0].content
    assert await up(svc) == before == ["Fox"]


async def test_herald_s_pass_for_a_seat_is_undone_by_the_gm_only(db_path, tmp_path):
    """A deadline's pass is logged as the GM's (README: "undone by the GM"): Fox's
    player cannot take it back and play on as if no deadline had passed."""
    svc = await market(db_path, tmp_path / "k")
    await svc.dispatch(make_ctx(GM), "game", "remind", {"after": "0"})
    await svc.dispatch(make_ctx(GM), "game", "deadline", {"hours": "24", "then": "pass"})
    await fire_due(svc, T0 + 25 * H)
    with pytest.raises(PermissionDenied) as e:
        await svc.dispatch(make_ctx(ALICE, now=T0 + 26 * H), "game", "undo", {})
    assert error_text(e.value, "en").startswith(
        "Only the GM can undo the last move (Herald goes on without Fox"
    )
    r = await svc.dispatch(make_ctx(GM, now=T0 + 26 * H), "game", "undo", {})
    assert "undid" in r.messages[0].content


async def test_a_player_still_undoes_their_own_move(db_path, tmp_path):
    svc = await market(db_path, tmp_path / "k")
    await svc.dispatch(make_ctx(ALICE), "act", None, {"action": "Pick", "choice": "plums"})
    r = await svc.dispatch(make_ctx(ALICE), "game", "undo", {})
    assert "undid" in r.messages[0].content


# ------------------------------------- /game redefine: the history differs, undo stops

SHINE = """
[counters.shine]
name = { en = { text = "shine", number = "sg" }, ja = "輝き", it = { text = "lucentezza", gender = "f" } }
setup = 0
max = 9

[verbs."turn.shine"]
does = "counter:shine"
name = { en = "Shine", ja = "磨く", it = "Lucidare" }
"""


def _curling(text: str) -> str:
    from tests.service.test_play22_redefine import TYPO

    return TYPO + SHINE + text


async def test_redefine_where_the_history_differs_stops_undo_at_the_move(svc, knowledge):
    """``/game redefine`` keeps the undo history when the moves since the last boundary
    replay the same under the new version; otherwise the move is a boundary (the
    question says so). That second case was untested: here the new version forbids the
    verb Amber played during the throw (``not_during``), so her move does not replay."""
    from bot.service.replay_check import check_store
    from tests.service.test_definitions import upload

    def up(text: str):
        return upload(text=text, name="porch-curling.toml")

    old = _curling("")
    new = _curling('not_during = ["throw"]\n').replace("Porch Curlnig", "Porch Curling")
    await svc.dispatch(up(old), "game", "define", {})
    await svc.dispatch(make_ctx(9, 10), "game", "start", {"game": "porch-curling"})
    await svc.dispatch(make_ctx(1, 10), "game", "join", {"seat": "Amber"})
    await svc.dispatch(make_ctx(2, 10), "game", "join", {"seat": "Slate"})
    await svc.dispatch(make_ctx(9, 10), "game", "begin", {})
    await svc.dispatch(make_ctx(1, 10), "act", None, {"action": "Shine", "number": "4"})
    await svc.dispatch(up(new), "game", "define", {})
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {})
    assert r.messages[0].content.endswith(
        "/game undo will stop at it: it cannot take back a move made before it."
    )
    r = await svc.dispatch(make_ctx(9, 10), "game", "redefine", {"confirm": True})
    assert "moved this game to the current definition of Porch Curling" in r.messages[0].content
    loaded = await svc.store.load(10)
    assert loaded.game["state"]["counters"]["shine"]["amber"] == 4  # the state as it was
    assert loaded.game["undo"]["since"] == "redefine" and loaded.game["undo"]["actions"] == []
    # Amber's move, made before, is not taken back, by her or by the GM
    for user in (1, 9):
        with pytest.raises(IllegalAction) as e:
            await svc.dispatch(make_ctx(user, 10), "game", "undo", {})
        assert error_text(e.value, "en") == (
            "Nothing to undo: the game moved to a new version of its definition since "
            "(undo never goes back past that)."
        )
    # a move after it is undone as usual, and undo stops at the move again
    await svc.dispatch(make_ctx(1, 10), "turn", "action", {})  # Amber's throw
    r = await svc.dispatch(make_ctx(1, 10), "game", "undo", {})
    assert "<@1> undid the last action: Amber took an action." in r.messages[0].content
    with pytest.raises(IllegalAction):
        await svc.dispatch(make_ctx(1, 10), "game", "undo", {})
    loaded = await svc.store.load(10)
    assert loaded.game["state"]["counters"]["shine"]["amber"] == 4
    # the game equals its history (replayed from the move, under the new version)
    assert [x.status for x in check_store(svc.store.sync, knowledge.definitions)] == ["ok"]


# ----------------------- a GM's correction names its scoring step in /act's choice:


async def test_the_gm_names_the_scoring_step_corrected_in_choice(store, tmp_path):
    """``/act action:Report choice:<a scoring step's name> seat: number:`` corrects that
    step's closed report (a rules-11 game must name it; any game may): the frame
    totalled in round 1, though the bonus was totalled after it."""
    from tests.conftest import seated_game
    from tests.engine.test_mend22 import TWO
    from tests.engine.test_turns_second_user import HEAD

    text = HEAD.format(slug="frames") + "[rounds]\ncount = 3\n" + TWO
    svc = await seated_game(store, tmp_path / "k", text, {ALICE: "Red", BOB: "Blue"})
    for action, number in (("Take an action", None), ("Report", "4"), ("Take an action", None)):
        for user in (ALICE, BOB):
            opts = {"action": action, **({"number": number} if number else {})}
            await svc.dispatch(make_ctx(user), "act", None, opts)
    for user in (ALICE, BOB):
        await svc.dispatch(make_ctx(user), "act", None, {"action": "Report", "number": "1"})
    loaded = await svc.store.load(10)
    assert list(loaded.game["state"]["scores"]) == ["report", "bonus"]
    opts = {"action": "Report", "choice": "Dichiarare il frame", "seat": "Blue", "number": "6"}
    r = await svc.dispatch(make_ctx(GM), "act", None, opts)
    said = "\n".join(m.content for m in r.messages)
    assert "Blue: Points on the board corrected from 4 to 6" in said
    loaded = await svc.store.load(10)
    assert loaded.game["state"]["scores"]["report"]["blue"]["frame_points"][0] == 6
    assert loaded.game["state"]["scores"]["bonus"]["blue"]["bonus"][0] == 1
