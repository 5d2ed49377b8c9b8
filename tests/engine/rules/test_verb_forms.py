"""A verb's forms the wordnets do not hold (issue 21): an English verb's irregular
past ("paid", "drew", "won") reads as its verb. Read on a small text of the data's
format, then across languages on an invented Italian summary."""

from __future__ import annotations

import pytest

from bot.engine.rules.wordnet import Wordnet
from tests.engine.rules.invented import index_of, summary

DATA = """# test data
v\tpay\tpagare\t
a\tpaid@3\tpagato\t
v\tdraw\tpescare\t
n\twon\twon\t
v\twin\tvincere\t
n\tleft\tsinistra\t
v\tleave\tlasciare\t
"""


@pytest.fixture(scope="module")
def small() -> Wordnet:
    return Wordnet.parse(DATA)


@pytest.mark.parametrize(
    ("word", "expect"), [("paid", "pagare"), ("drew", "pescare"), ("drawn", "pescare")]
)
def test_an_irregular_past_translates_as_its_verb(small, word, expect):
    assert expect in small.translate(word, "en", "it")


def test_an_irregular_past_that_is_a_word_keeps_its_own_sense_too(small):
    assert small.translate("won", "en", "it") == ["vincere"]  # (not itself: the currency)
    assert small.translate("left", "en", "it")[0] == "sinistra"
    assert "lasciare" in small.translate("left", "en", "it")


GUILD = 41
SLOTS_IT = summary(
    "slot-dei-sogni",
    "Slot dei Sogni",
    "it",
    """## Pagare i debiti
Chi ha debiti li deve pagare con le monete prima di giocare.
## Vincere il premio
Il premio va a chi fa tre simboli uguali.
## Pescare gettoni
A fine round si pescano due gettoni dal sacchetto.
""",
)


@pytest.mark.parametrize(
    ("query", "title"),
    [
        ("the debts I already paid", "Pagare i debiti"),
        ("who won the prize", "Vincere il premio"),
    ],
)
def test_an_english_past_reaches_an_italian_heading(query, title):
    idx = index_of([SLOTS_IT], scope=GUILD)
    r = idx.search(query, scope=GUILD, limit=3)
    assert r and r[0].section.title == title
