"""An Italian word read through its Snowball stem only when what follows the stem is
an ending of the language (issue 21): a noun's or adjective's vowel, or a verb's
ending, then only as a verb. A typo ends otherwise ("partia", "dopio") or takes a
verb's ending from a noun ("riseva" is no form of *risata*): it is corrected against
the dictionaries instead, and the word it meant is translated."""

from __future__ import annotations

import pytest

from bot.engine.rules import query
from bot.engine.rules.wordnet import Wordnet
from tests.engine.rules.invented import index_of, summary

DATA = """# test data
n\tlaugh;laughter\trisata\t
n\treserve\triserva\t
v\twin\tvincere\t
n\tcountry\tpatria\t
n\tgame;match\tpartita\t
"""


@pytest.fixture(scope="module")
def small() -> Wordnet:
    return Wordnet.parse(DATA)


@pytest.mark.parametrize("typo", ["riseva", "partia"])
def test_a_typo_is_no_form_of_a_word_sharing_its_stem(small, typo):
    assert small.translate(typo, "it", "en") == []
    assert small.concepts(typo, "it", senses=9) == []


def test_a_verbs_person_still_reads_as_its_verb(small):
    assert small.translate("vincono", "it", "en") == ["win"]


GUILD = 47
STALL_EN = summary(
    "market-stall",
    "Market Stall",
    "en",
    """## Buying from the reserve
On your turn you may buy one card from the reserve for its printed price.
## Laughing
A player who makes everyone laugh with a joke takes a coin.
""",
)


def test_an_italian_typo_is_corrected_and_translated():
    idx = index_of([STALL_EN], scope=GUILD)
    q = query.analyse(idx, "quante carte posso comprare dalla riseva?", GUILD)
    (con,) = [c for c in q.concepts if c.why == "riseva"]
    assert not con.known
    assert "riserva" in query.fallback_forms(idx, con)  # the word meant, translated too
