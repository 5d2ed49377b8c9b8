"""Catch-all sections (common mistakes, FAQ, summary) name every topic in passing:
the section about the question's topic ranks above them."""

from __future__ import annotations

from bot.engine.rules.index import RulesIndex

LEXICON = """
[[concept]]
id = "common-mistakes"
en = ["common mistakes"]
ja = ["よくある間違い"]
romaji = ["yoku aru machigai"]
it = ["errori comuni"]

[[concept]]
id = "faq"
en = ["faq"]
ja = ["よくある質問"]
romaji = ["yoku aru shitsumon"]
it = ["domande frequenti"]
"""

SUMMARY = """+++
game = "traders"
+++
# Traders

## Warehouse
Each player keeps goods in a warehouse of twelve spaces.

## Harbour
Ships arrive at the harbour each round.

## {catch_all}
- The warehouse is full at twelve goods: extra goods are lost.
- Ships leave the harbour when full.
"""


def _idx(heading: str) -> RulesIndex:
    return RulesIndex.build(
        summaries=[("traders/en.md", SUMMARY.format(catch_all=heading))],
        lexicons=[("l.toml", LEXICON)],
    )


def test_the_topics_section_outranks_common_mistakes():
    for heading in ("Common mistakes", "Errori comuni", "FAQ"):
        r = _idx(heading).search("warehouse full", limit=3)
        assert r[0].section.title == "Warehouse", heading


def test_a_plain_section_with_the_same_text_still_wins():
    # the same text under an ordinary heading answers both words: it stays first
    r = _idx("Storage limits").search("warehouse full", limit=3)
    assert r[0].section.title == "Storage limits"


def test_asking_for_the_catch_all_finds_it():
    r = _idx("Common mistakes").search("common mistakes", limit=3)
    assert r[0].section.title == "Common mistakes"
