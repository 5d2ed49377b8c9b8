"""Leftovers of session 21 (tidy22), through the service on a real SQLite file: a
turn deadline set to pass (``then:pass``) goes on without a seat whose pick a draft
awaits, as the GM's /turn skip now does (it asked the GM instead: the draft had no
move for going on without a seat)."""

from __future__ import annotations

import random
from datetime import timedelta

from bot.service.core import Service
from bot.service.deadlines import fire_due
from bot.service.knowledge import Knowledge
from bot.store import Store
from tests.conftest import T0, make_ctx

ALICE, BOB, GM = 1, 2, 9
H = timedelta(hours=1)

MARKET = """
slug = "market"
family = "turns"
names = { en = "Market", ja = "市場", it = "Mercato" }
[seats]
names = ["Fox", "Hare"]
min = 2
max = 2
[rounds]
count = 2
[[phases]]
id = "stalls"
name = { en = "Stalls", ja = "屋台", it = "Bancarelle" }
structure = "draft"
items = ["apples", "pears", "plums"]
"""


async def market(db_path, root):
    (root / "games").mkdir(parents=True, exist_ok=True)
    (root / "games" / "market.toml").write_text(MARKET, encoding="utf-8")
    knowledge = Knowledge.load(root)
    assert "market" in knowledge.definitions, knowledge.problems
    svc = Service(Store.open(db_path), knowledge, rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "market"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Fox"})
    await svc.dispatch(make_ctx(BOB), "game", "join", {"seat": "Hare"})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})  # Fox (Alice) picks first, at T0
    await svc.dispatch(make_ctx(GM), "game", "remind", {"after": "0"})  # deadlines only
    return svc


async def up(svc) -> list[str]:
    loaded = await svc.store.load(10)
    _, prompt = svc.view(loaded.game, await svc.game_definition(loaded))
    return list(prompt.up)


def texts(resp) -> str:
    return "\n".join(m.content for m in resp.messages if m.kind == "announce")


async def test_a_deadline_set_to_pass_goes_on_without_a_seat_whose_pick_a_draft_awaits(
    db_path, tmp_path
):
    svc = await market(db_path, tmp_path / "k")
    await svc.dispatch(make_ctx(GM), "game", "deadline", {"hours": "24", "then": "pass"})
    assert await up(svc) == ["Fox"]
    out = await fire_due(svc, T0 + 25 * H)
    said = texts(out)
    assert said.splitlines()[:2] == [
        "⏳ Herald: the 24 h deadline has passed for Fox; Herald goes on without them"
        " (the GM may take it back with /game undo).",
        "Herald goes on without Fox for this turn.",
    ]
    assert "has not moved" not in said  # the GM is not asked instead
    assert await up(svc) == ["Hare"]
    ctx = make_ctx(BOB, now=T0 + 26 * H)
    await svc.dispatch(ctx, "act", None, {"action": "Pick", "choice": "plums"})
    loaded = await svc.store.load(10)
    state = loaded.game["state"]
    assert state["round"] == 2  # the draft is over: Fox went without, Hare picked
