"""A Japanese noun of one kanji that the dictionary knows (店, shop; 斧, axe) is a
word of the question, as a longer noun is, and reaches an Italian or English summary
through its English; a counter (枚), an adverbial noun (前) or a light word (事) next
to other words still counts for nothing. On an invented game."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.query import analyse
from tests.engine.rules.invented import index_of, summary

SCOPE = 12

BOTTEGA = summary(
    "bottega",
    "Bottega",
    "it",
    """
## Negozi
Un negozio aperto frutta due monete a ogni turno.

## Crescita
Per aumentare la popolazione paga tre monete.

## Attrezzi
Un'ascia permette di tagliare un bosco e prendere il legno.

## Il turno
Nel tuo turno scegli una sola azione.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([BOTTEGA], scope=SCOPE)


@pytest.mark.parametrize(
    ("q", "title"),
    [
        ("店を増やすには？", "Negozi"),
        ("斧はいつ使う？", "Attrezzi"),
    ],
)
def test_a_one_kanji_noun_finds_its_section_in_an_italian_summary(idx, q, title):
    top = idx.search(q, scope=SCOPE, limit=3)
    assert top[0].section.title == title


def test_counters_and_adverbial_nouns_of_one_kanji_still_count_for_nothing(idx):
    whys = [c.why for c in analyse(idx, "前の手番で何枚取った？", scope=SCOPE).concepts]
    assert "前" not in whys and "枚" not in whys
    assert "手番" in whys
