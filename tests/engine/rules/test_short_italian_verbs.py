"""An Italian verb's person of three letters (usa, osa) reads as its verb (issue 21):
its stem is too short to be looked for among the words sharing it, and the word is
not read as the English or Japanese word it also spells (usa, the USA)."""

from __future__ import annotations

import pytest

from bot.engine.rules.wordnet import Wordnet

DATA = """# test data
v\tuse\tusare\t
v\tdare\tosare\t
n\tuse\tuso\t
"""


@pytest.fixture(scope="module")
def small() -> Wordnet:
    return Wordnet.parse(DATA)


@pytest.mark.parametrize(("word", "expect"), [("usa", "use"), ("usi", "use"), ("osa", "dare")])
def test_a_short_person_reads_as_its_verb(small, word, expect):
    assert small.translate(word, "it", "en")[:1] == [expect]


def test_a_short_word_the_dictionary_holds_keeps_its_own_sense(small):
    assert small.translate("uso", "it", "en") == ["use"]
    assert small.translate("era", "it", "en") == []  # (no erare: nothing guessed)
