"""A question typed in romaji is read as the same question in kana would be: the
words the analyser reads as particles, auxiliaries and light words (*dekiru*, *nani*,
*doko*, *ikura*, *shitara*) count for nothing, as できる, 何, どこ, いくら, したら do;
a word whose dictionary reading is a content word about as common stays (*kau* is
買う though the analyser reads かう as こう; *taan* is ターン). On an invented game."""

from __future__ import annotations

import pytest

from bot.engine.rules import japanese as J
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.query import analyse
from tests.engine.rules.invented import index_of, summary

SCOPE = 11

HARBOUR = summary(
    "harbour",
    "Harbour Lights",
    "en",
    """
## Ships
Each ship carries two crates. A ship in the harbour may sail on your turn.

## Where can the ship go
A ship moves to an adjacent dock. It can never enter a storm space.

## Buying crates
Pay three coins to buy a crate from the market.

## Turn
On your turn take one action: sail, load or buy.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([HARBOUR], scope=SCOPE)


def concepts(idx: RulesIndex, q: str) -> list[str]:
    return [c.why for c in analyse(idx, q, scope=SCOPE, game="harbour").concepts]


@pytest.mark.parametrize(
    ("q", "light", "kept"),
    [
        ("fune de nani ga dekiru", {"nani", "dekiru"}, {"fune"}),
        ("fune wa doko ni ikeru?", {"doko"}, {"fune"}),
        ("kakeru wa ikura shitara kau?", {"ikura", "shitara"}, {"kau"}),
        ("taan ni nani ga dekiru", {"nani", "dekiru"}, {"taan"}),
    ],
)
def test_function_words_of_a_romaji_question_count_for_nothing(idx, q, light, kept):
    found = set(concepts(idx, q))
    assert not found & light, found
    assert kept <= found, found


def test_a_romaji_question_of_function_words_only_keeps_them(idx):
    # nothing else to read: they are what it asks
    assert concepts(idx, "nani ga dekiru")


def test_a_romaji_function_word_does_not_pull_another_section(idx):
    # "dekiru" (can) is said by "Where can the ship go"; the question asks about ships
    top = idx.search("fune de nani ga dekiru", scope=SCOPE, limit=3)
    assert top[0].section.title == "Ships"


@pytest.mark.parametrize(
    ("kana", "light"),
    [
        ("できる", True),
        ("したら", True),
        ("いくら", True),
        ("どこ", True),
        ("ふね", False),
        ("おべろん", False),  # an interjection and an adverb: a name it does not know
    ],
)
def test_light_is_one_function_word_with_its_inflection(kana, light):
    assert J.light(kana) is light
