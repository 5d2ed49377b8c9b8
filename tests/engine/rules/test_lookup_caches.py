"""What the rules lookup makes once instead of at each question: a search's coverage
lookups (kept only while it runs), each section's length for the game evidence and
the names of a game's things (made at build, persisted with the index, shared by
every server that added none of the game's sections)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.errors import BadInput
from bot.engine.rules import rank
from bot.engine.rules.game_evidence import game_facts, text_size
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.query import Concept
from bot.knowledge_files import rules_knowledge_key
from tests.conftest import shipped_index

ROOT = Path(__file__).resolve().parents[3]

HARBOUR = """+++
game = "harbour"
names = { en = "Harbour" }
+++
# Harbour

## Storms
Ships bound for Saltmere lose one crate in a storm; a ship in port loses nothing.

## Trade
Sell spices at the market of Vellport for two coins each.
"""

MOOR = """+++
game = "moor"
names = { en = "Moor" }
+++
# Moor

## Fog
On the fog turn every walker near Greyhollow stops.
"""

HOUSE = """+++
game = "harbour"
+++
# Harbour house rules

## Brinewick
Ships reaching Brinewick unload two crates at once.
"""


@pytest.fixture
def idx():
    return RulesIndex.build(summaries=[("h.md", HARBOUR), ("m.md", MOOR)])


def names(idx, game, scope):
    return {w for _key, w in idx.name_words(game, scope)}


def test_name_words_are_shared_by_servers_that_added_none_of_the_game(idx):
    shipped = idx.name_words("harbour", None)
    assert {"saltmere", "vellport"} <= names(idx, "harbour", None)
    # a server without a summary of its own sees the shipped names: the same list,
    # not a copy made again for each server
    assert idx.name_words("harbour", 7) is shipped
    idx.add(HOUSE, scope=7, source_id="house.md")
    assert "brinewick" in names(idx, "harbour", 7)
    assert "brinewick" not in names(idx, "harbour", None)
    assert "brinewick" not in names(idx, "harbour", 8)
    assert idx.name_words("harbour", 8) is idx.name_words("harbour", None)
    # server 7 added nothing of the moor
    assert idx.name_words("moor", 7) is idx.name_words("moor", None)


def test_section_sizes_are_made_at_build_and_persisted(idx):
    expected = [text_size(t, b) for t, b in zip(idx.title_fold, idx.body_fold, strict=True)]
    again = RulesIndex.loads(idx.dumps())
    assert again.__dict__["_slot_sizes"] == expected
    shipped = game_facts(again, "harbour", None)[0]
    again.add(HOUSE, scope=7, source_id="house.md")
    # an added section counts in its server's game size, not in the shipped one's
    assert game_facts(again, "harbour", 7)[0] > shipped
    assert game_facts(again, "harbour", None)[0] == shipped
    assert len(again.__dict__["_slot_sizes"]) == len(again.slots)


def test_a_search_keeps_its_coverages_only_while_it_runs(idx):
    res = idx.search("saltmere storm")
    assert res.matches[0].section.title == "Storms"
    first = [(m.section.id, m.score, m.why) for m in res]
    assert idx.title_postings.memo is None and idx.body_postings.memo is None
    with pytest.raises(BadInput):
        idx.search("   ")
    assert idx.title_postings.memo is None
    assert [(m.section.id, m.score, m.why) for m in idx.search("saltmere storm")] == first


def test_a_coverage_asked_again_within_a_search_is_the_same(idx):
    n = idx.live
    alone = rank.coverage(idx.body_postings, "crate", None, n, 0.5)
    idx.body_postings.memo = {}
    try:
        got = rank.coverage(idx.body_postings, "crate", None, n, 0.5)
        assert got == alone and got
        assert rank.coverage(idx.body_postings, "crate", None, n, 0.5) is got
        # another set of allowed slots is another lookup
        moor_only = idx.game_set("moor", None)
        assert rank.coverage(idx.body_postings, "crate", moor_only.__contains__, n, 0.5) == {}
        assert rank.coverage(idx.body_postings, "crate", None, n, 0.5) is got
    finally:
        idx.body_postings.memo = None


def test_the_knowledge_key_is_the_built_index_key():
    """The service tells whether knowledge/ changed by this key: it must be the one
    the index was built (and persisted) under."""
    assert rules_knowledge_key(ROOT / "knowledge") == shipped_index().content_key


def test_a_games_coverage_within_a_search_is_the_lookup_over_every_slot_filtered(idx, monkeypatch):
    """A search that ranked every game's sections and then ranks the likeliest game's
    alone looks each form up once: a slot's coverage does not depend on which other
    slots are allowed."""
    n = idx.live
    harbour = idx.game_set("harbour", None)
    # the restricted lookup made on its own
    alone = rank.coverage(idx.body_postings, "ships", harbour.__contains__, n, 0.5)
    assert alone
    walked: list[str] = []
    real = rank._coverage

    def counting(postings, form, allowed, n, min_cov, w):
        walked.append(form)
        return real(postings, form, allowed, n, min_cov, w)

    monkeypatch.setattr(rank, "_coverage", counting)
    idx.body_postings.memo = {}
    try:
        every = rank.coverage(idx.body_postings, "ships", None, n, 0.5)
        assert set(alone) <= set(every)
        got = rank.coverage(idx.body_postings, "ships", harbour.__contains__, n, 0.5)
        assert got == alone and list(got) == list(alone)
        assert walked == ["ships"]  # the posting lists were walked once
        # a set holding most slots (a server's) is looked up on its own
        rank.coverage(idx.body_postings, "storm", None, n, 0.5)
        rank.coverage(idx.body_postings, "storm", idx.game_set("moor", None).__contains__, n, 0.5)
        assert walked == ["ships", "storm"]
    finally:
        idx.body_postings.memo = None


def test_a_texts_repeated_word_is_read_once_for_its_term_frequency(monkeypatch):
    text = HARBOUR.replace(
        "Ships bound for Saltmere lose one crate in a storm; a ship in port loses nothing.",
        "A crate lost, a crate found, a crate thrown: storms take crates.",
    )
    idx = RulesIndex.build(summaries=[("h.md", text)])
    storms = next(i for i, t in enumerate(idx.title_fold) if t == "storms")
    seen: list[str] = []
    real = rank._Said.units

    def units(self, wd):
        seen.append(wd)
        return real(self, wd)

    monkeypatch.setattr(rank._Said, "units", units)
    con = Concept(forms=["crate"], weight=1.0, why="crate")
    kept = [(con, {}, {storms: 1.0})]
    said = rank._Said([con])
    got = rank._body_tf(
        idx, [storms], kept, [1.0], said, idx.game_set("harbour", None), rank.WEIGHTS
    )
    assert got[storms] > 0
    # "crate" said three times (and "crates" once): each word read once
    assert seen.count("crate") == 1 and len(seen) == len(set(seen))
