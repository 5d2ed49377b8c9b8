"""One index, several scopes: shipped sections (scope None) and the sections each
server added (scope = its guild id); incremental add/remove equals a full build."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.errors import BadInput, UnknownGame
from bot.engine.rules.index import RulesIndex, SearchResult
from bot.knowledge_files import read_rules_texts

ROOT = Path(__file__).resolve().parents[3]

GUILD_A, GUILD_B = 111, 222

HARBOUR = """+++
game = "harbour-town"
title = "Harbour Town player summary"
names = { en = "Harbour Town", ja = "ハーバータウン", it = "Città del Porto" }
+++
# Harbour Town
## Setup
Each player takes 3 ships and 5 coins.
## Trading
Sell goods at the market; each crate is worth 2 coins.
## Storms
When the storm card is drawn, every ship at sea loses one crate.
## End of the game
The game ends when the harbour deck runs out; most coins wins.
"""

HARBOUR_B = """+++
game = "harbour-town"
+++
# Harbour Town (house rules)
## Trading
Crates are worth 3 coins in our group.
## Piracy
A player may raid a ship in the same port.
"""

MOUNTAIN = """+++
game = "mountain-pass"
names = { en = "Mountain Pass" }
+++
# Mountain Pass
## Avalanche
Roll a die; on a 6 the pass closes for a round.
## Climbing
Move up to two steps per turn.
"""

QUERIES = [
    "storm",
    "crates coins",
    "piracy raid",
    "avalanche",
    "setup",
    "shield wall",
    "end of the game",
    "trading",
    "march",
    "climbing",
]


@pytest.fixture(scope="module")
def texts():
    return read_rules_texts(ROOT / "knowledge")


def _state(idx: RulesIndex, scope: int | None) -> list:
    out: list = []
    for q in QUERIES:
        r = idx.search(q, scope=scope, limit=8)
        out.append(
            [(m.section.id, m.score, m.why, [a.section.id for a in m.alternates]) for m in r]
        )
        out.append(r.confident)
        out.append(idx.autocomplete(q[:4], scope=scope))
    out.append(sorted(s.id for s in idx.sections))
    out.append(idx.games(scope))
    return out


def _extra(*items: tuple[str, str, int | None]) -> list[dict]:
    return [{"name": n, "text": t, "scope": sc, "source_id": n} for n, t, sc in items]


def test_incremental_add_and_remove_equal_a_full_build(texts):
    summaries, glossaries, names = texts
    inc = RulesIndex.build(summaries=summaries, glossaries=glossaries, game_names=names)
    inc.add(HARBOUR, scope=GUILD_A, source_id="harbour.md", name="harbour.md")
    inc.add(MOUNTAIN, scope=GUILD_B, source_id="mountain.md", name="mountain.md")
    inc.add(HARBOUR_B, scope=GUILD_A, source_id="house.md", name="house.md")
    inc.add(MOUNTAIN, scope=GUILD_A, source_id="mountain.md", name="mountain.md")
    assert inc.remove("mountain.md", GUILD_A)
    assert not inc.remove("mountain.md", GUILD_A)  # already gone
    full = RulesIndex.build(
        summaries=summaries,
        glossaries=glossaries,
        game_names=names,
        extra=_extra(
            ("harbour.md", HARBOUR, GUILD_A),
            ("mountain.md", MOUNTAIN, GUILD_B),
            ("house.md", HARBOUR_B, GUILD_A),
        ),
    )
    for scope in (None, GUILD_A, GUILD_B, 999):
        assert _state(inc, scope) == _state(full, scope)


def test_a_servers_summary_is_seen_only_there(texts):
    summaries, glossaries, names = texts
    idx = RulesIndex.build(summaries=summaries, glossaries=glossaries, game_names=names)
    idx.add(HARBOUR, scope=GUILD_A, source_id="harbour.md", name="harbour.md")
    a = idx.search("storm ships", scope=GUILD_A, game="harbour-town")
    assert isinstance(a, SearchResult)
    assert a.matches[0].section.title == "Storms"
    assert a.matches[0].section.scope == GUILD_A
    for r in (idx.search("storm ships", scope=GUILD_B), idx.search("storm ships")):
        assert all(m.section.game != "harbour-town" for m in r)
    assert any(v == a[0].section.id for _n, v in idx.autocomplete("storm", scope=GUILD_A))
    assert all(
        idx.section(v) is None or idx.section(v).game != "harbour-town"
        for _n, v in idx.autocomplete("storm", scope=GUILD_B)
    )
    # a section id from another server resolves to nothing
    assert idx.section(a[0].section.id, scope=GUILD_B) is None
    assert not idx.search(a[0].section.id, scope=GUILD_B)
    assert "harbour-town" in idx.games(GUILD_A) and "harbour-town" not in idx.games(GUILD_B)
    with pytest.raises(UnknownGame):
        idx.search("storm", scope=GUILD_B, only_game="harbour-town")


def test_same_file_name_in_two_servers_replaces_only_its_own(texts):
    summaries, glossaries, names = texts
    idx = RulesIndex.build(summaries=summaries, glossaries=glossaries, game_names=names)
    idx.add(HARBOUR, scope=GUILD_A, source_id="rules.md", name="rules.md")
    idx.add(MOUNTAIN, scope=GUILD_B, source_id="rules.md", name="rules.md")
    assert idx.search("storm", scope=GUILD_A, game="harbour-town")[0].section.game == "harbour-town"
    assert idx.search("avalanche", scope=GUILD_B)[0].section.game == "mountain-pass"
    # replacing in A (same source id) keeps B's and drops A's old sections
    idx.add(MOUNTAIN, scope=GUILD_A, source_id="rules.md", name="rules.md")
    assert all(m.section.game != "harbour-town" for m in idx.search("storm", scope=GUILD_A))
    assert idx.search("avalanche", scope=GUILD_B)[0].section.scope == GUILD_B
    # the shipped sections are untouched by both
    assert idx.search("shield wall", scope=GUILD_A)[0].section.scope is None


def test_add_without_a_game_is_refused_and_changes_nothing(texts):
    summaries, glossaries, names = texts
    idx = RulesIndex.build(summaries=summaries, glossaries=glossaries, game_names=names)
    before = len(idx.sections)
    with pytest.raises(BadInput):
        idx.add("# no front matter\n## A\ntext", scope=GUILD_A, source_id="x.md")
    assert len(idx.sections) == before


def test_section_ids_differ_between_scopes():
    idx = RulesIndex.build()
    a = idx.add(HARBOUR, scope=GUILD_A, source_id="h.md", name="h.md")
    b = idx.add(HARBOUR, scope=GUILD_B, source_id="h.md", name="h.md")
    assert {s.id for s in a.sections}.isdisjoint(s.id for s in b.sections)
    assert len(idx.sections) == len(a.sections) + len(b.sections)


def test_game_slots_match_a_scan_of_every_slot_after_adds_and_removals():
    # game_slots reads a per-game list of slots instead of scanning all of them
    def doc(game: str, k: int) -> str:
        return f'+++\ngame = "{game}"\n+++\n# G\n## Setup {k}\nText {k}.\n## Turn {k}\nMore.\n'

    idx = RulesIndex.build(summaries=[("a/a.md", doc("alpha", 0)), ("b/b.md", doc("beta", 0))])
    idx.add(doc("alpha", 1), scope=5, source_id="a1.md", name="a1.md")
    idx.add(doc("beta", 2), scope=6, source_id="b2.md", name="b2.md")
    idx.add(doc("alpha", 3), scope=5, source_id="a3.md", name="a3.md")
    idx.remove("a1.md", 5)
    for game in ("alpha", "beta", "gamma"):
        for scope in (None, 5, 6):
            scan = [
                j
                for j, o in enumerate(idx.slots)
                if o is not None and o.game == game and (o.scope is None or o.scope == scope)
            ]
            assert idx.game_slots(game, scope) == scan
