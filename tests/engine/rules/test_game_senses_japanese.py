"""Ordinary words with no counterpart in a Japanese summary (issue 21): an English or
Italian word asked about a game whose Japanese sections say none of its usual
translations is read in the sense the game's text says (*moon*, first a verb's
daydreaming in the wordnets: 月; *luna*, first a lunar month: 月); and a Japanese word
a shipped game's glossary names keeps its ordinary translations beside the term.
Invented games."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules import query as Q
from bot.engine.rules import rank as R
from tests.engine.rules.invented import index_of, summary

GUILD = 47

DREAMS_JA = summary(
    "night-dreams",
    "Night Dreams",
    "ja",
    """## 同じ記号は続けられない
直前に出したカードと同じ記号のカード(太陽・月・鍵)は出せない。
## 扉を開ける
鍵カードを捨てると扉を1枚手に入れる。
## 悪夢
悪夢を引いたら手札をすべて捨てるか、山札の上5枚を捨てる。
## 勝利
扉を8枚集めたら勝ち。手札に鍵がある人から数える。
""",
)

HARBOUR_EN = summary(
    "harbour-town",
    "Harbour Town",
    "en",
    """## Fishermen
A fisherman brings two fish to the market each round.
## Market
Fish are sold for one coin each.
## Setup
Each player takes three coins.
""",
)

PORT_GLOSSARY = """
[meta]
game = "old-port"

[[term]]
en = "Harbour Guild"
ja = ["漁師"]
section = "Harbour Guild"
"""

OLD_PORT = summary(
    "old-port",
    "Old Port",
    "en",
    """## Harbour Guild
The guild's member with most boats chooses the first tile.
## Boats
A boat carries up to four crates.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of(
        [DREAMS_JA, HARBOUR_EN],
        scope=GUILD,
        shipped=[OLD_PORT],
        glossaries=[PORT_GLOSSARY],
    )


def _carried(idx, question: str, word: str, game: str | None) -> list[str]:
    """The translations and neighbours the question's ``word`` is read with."""
    for c in Q.analyse(idx, question, GUILD, game).concepts:
        if c.typed == word:
            return c.extra + c.related
    raise AssertionError(f"no concept for {word!r}")


@pytest.mark.parametrize(
    ("question", "word"),
    [("can I play two moons in a row?", "moons"), ("quante carte luna ci sono?", "luna")],
)
def test_a_word_takes_the_sense_a_japanese_summary_says(idx, question, word):
    # the game's text says 月, a sense past the two the word is translated through
    assert "月" in _carried(idx, question, word, "night-dreams")
    # (the kind of answer "quante" asks for, a number, is left out: here no section
    # answers alone, and the texts saying numbers would come first; see question_kind)
    idx.weights = replace(R.WEIGHTS, how_many=0.0)
    try:
        first = idx.search(question, scope=GUILD, game="night-dreams", limit=1)
    finally:
        idx.weights = R.WEIGHTS
    assert [m.section.title for m in first] == ["同じ記号は続けられない"]


def test_the_sense_needs_the_game_to_say_it(idx):
    # asked about a game whose text has no moon, the word keeps its usual senses
    assert "月" not in _carried(idx, "can I play two moons in a row?", "moons", "harbour-town")


def test_a_short_kana_word_of_a_sense_is_no_translation(idx):
    # *own*'s senses reach ある (the game says it), which a Japanese text says as a
    # verb's ending as often as a word
    assert "アル" in idx.wordnet.reached(["own"], "en", "ja")
    assert "アル" not in _carried(idx, "keys of my own color", "own", "night-dreams")


def test_a_glossary_word_keeps_its_ordinary_translations(idx):
    # 漁師 is the Old Port's Harbour Guild, and still a fisherman in other games
    con = next(c for c in Q.analyse(idx, "漁師", GUILD, None).concepts if c.terms)
    assert "fisherman" in con.related
    got = idx.search("漁師は何を運ぶ？", scope=GUILD, limit=3)
    titles = [(m.section.game, m.section.title) for m in got]
    assert ("harbour-town", "Fishermen") in titles
