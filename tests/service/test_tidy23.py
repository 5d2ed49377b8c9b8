"""Leftovers of earlier rounds (tidy23), through the service on a real SQLite file:
a move the GM made for a seat is the GM's to undo, not the seat's player's."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from bot.engine.errors import PermissionDenied
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
