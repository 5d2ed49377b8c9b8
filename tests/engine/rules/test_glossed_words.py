"""A word followed by another in brackets, its reading or its name in another
language (倉庫（デポ）, "la bottega (shop)"), is one concept of the question, not two:
the bracketed word's forms are the first word's, so a section that says either one
answers it, and a section saying both is not taken for the answer to a question
asking two things. A list or a description in brackets is left alone. Invented
games."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.query import analyse
from tests.engine.rules.invented import index_of, summary

SCOPE = 13

HARBOUR = summary(
    "harbour-masters",
    "Harbour Masters",
    "en",
    """
## Warehouse
Instead of sailing, store up to three goods in your warehouse. Stored goods score at
the end.

## Play-by-post notes
Post your move as "depot: wood" or "depot: fish"; a depot order is read before sailing.
Warehouse contents are secret.

## Sailing
Move your ship up to two harbours and unload goods there.

## Fishing
A ship at sea may fish instead of moving.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([HARBOUR], scope=SCOPE)


def typed(idx: RulesIndex, q: str) -> list[str]:
    return [c.typed for c in analyse(idx, q, SCOPE, "harbour-masters").concepts]


def test_the_bracketed_word_joins_the_word_before_it(idx):
    cons = analyse(idx, "倉庫（デポ）には何が置ける？", SCOPE, "harbour-masters").concepts
    assert "デポ" not in [c.typed for c in cons]
    word = next(c for c in cons if c.typed == "倉庫")
    assert "depot" in word.extra  # the loanword's origin, now the word's own
    assert "warehouse" in word.extra


def test_a_latin_word_in_brackets_joins_too(idx):
    got = typed(idx, "il magazzino (depot) quante merci tiene?")
    assert "depot" not in got and "magazzino" in got


def test_a_list_in_brackets_is_left_alone(idx):
    # several words in brackets are not one word's other name
    assert "魚" in typed(idx, "商品（木、魚）の置き場所")


def test_the_answer_is_the_section_of_the_word_not_the_one_saying_both(idx):
    found = idx.search("倉庫（デポ）には何が置ける？", scope=SCOPE, limit=3)
    assert found[0].section.title == "Warehouse"
