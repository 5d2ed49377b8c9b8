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


# -- a refused definition lends the rules lookup no names ---------------------------
GOOD = """
slug = "orchard"
family = "turns"
names = { en = "Orchard Feud", ja = "果樹園の争い", it = "Faida del frutteto" }
[seats]
names = ["Fox", "Hare"]
[rounds]
count = 3
[[phases]]
id = "pick"
name = "Pick"
"""
# refused by `herald game check`: a key no definition knows (``phase`` for ``phases``)
REFUSED = (
    GOOD.replace('slug = "orchard"', 'slug = "zorblax"')
    .replace("Orchard Feud", "Zorblax Quest")
    .replace("[[phases]]", "[[phase]]")
)


def test_a_refused_definition_adds_no_game_name_to_the_rules_lookup(tmp_path):
    """Leftover: the rules index read every games/*.toml's names, loaded or not, so
    "Zorblax Quest" named a game Herald refused to load (nobody can start it) and the
    lookup took it for one it knows. Only definitions that load name games; once the
    file is mended the index's key changes, so it is built again with the name."""
    import pytest

    from bot.engine.games.definition import DefinitionError, parse
    from bot.knowledge_files import build_rules_index, rules_knowledge_key

    with pytest.raises(DefinitionError):
        parse(REFUSED, "zorblax.toml")
    root = tmp_path / "k"
    (root / "games").mkdir(parents=True)
    (root / "games" / "orchard.toml").write_text(GOOD, encoding="utf-8")
    (root / "games" / "zorblax.toml").write_text(REFUSED, encoding="utf-8")
    knowledge = Knowledge.load(root)
    assert list(knowledge.definitions) == ["orchard"]
    idx = build_rules_index(root, cache_dir=tmp_path / "cache")
    assert idx.game_names == {
        "orchard": {"en": "Orchard Feud", "ja": "果樹園の争い", "it": "Faida del frutteto"}
    }
    assert "zorblax" not in idx.games()
    assert knowledge.resolve_game("Zorblax Quest", idx) is None
    assert knowledge.resolve_game("Orchard Feud", idx) == "orchard"
    before = rules_knowledge_key(root)
    assert before == idx.content_key
    (root / "games" / "zorblax.toml").write_text(
        REFUSED.replace("[[phase]]", "[[phases]]"), encoding="utf-8"
    )
    assert rules_knowledge_key(root) != before  # mended: the index is built again
    again = build_rules_index(root, cache_dir=tmp_path / "cache")
    assert set(again.game_names) == {"orchard", "zorblax"}
    assert Knowledge.load(root).resolve_game("Zorblax Quest", again) == "zorblax"


def test_a_reminder_writes_the_stretch_s_first_reminded_period_in_one_place():
    """Leftover: send_due wrote the "first reminded" mark in three branches; one
    function now says whether it changes and to what. Held back by quiet hours with no
    mark yet: marked None (the GM waits with the players); marked None, then a
    reminder reaches them: the period it did; nobody left to remind: 1 (the GM's call
    counts every period); a stretch already marked with a number stays as it is."""
    from bot.service.reminders import _first_reminded

    assert _first_reminded(False, False, 1, 3) == (True, None)
    assert _first_reminded(True, True, None, 3) == (True, 3)
    assert _first_reminded(None, True, None, 3) == (True, 1)
    assert _first_reminded(False, True, None, 3) == (False, None)  # still held
    assert _first_reminded(True, True, 2, 3) == (False, None)
    assert _first_reminded(True, False, 1, 3) == (False, None)  # no mark: every period
