"""The wordnet's packed string lists read like the sorted lists they were made from."""

from __future__ import annotations

import pickle
from bisect import bisect_left

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.rules.wordnet import Strings
from tests.conftest import examples

WORDS = st.lists(
    st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\n"), max_size=6),
    max_size=120,
)


@given(
    WORDS,
    st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\n"), max_size=4),
)
@settings(max_examples=examples(500))
def test_a_packed_list_reads_as_its_list(words, probe):
    words.sort()
    packed = pickle.loads(pickle.dumps(Strings(words)))  # as the persisted index has it
    assert len(packed) == len(words) and list(packed) == words
    assert [packed[i] for i in range(-len(words), len(words))] == words + words
    assert packed[3:17] == words[3:17] and packed[::5] == words[::5] and packed[9:2] == []
    k = bisect_left(words, probe)
    assert packed.bisect_left(probe) == k
    assert packed.following(probe, 7) == words[k : k + 7]
    with pytest.raises(IndexError):
        packed[len(words)]


def test_japanese_and_italian_words_keep_their_order():
    words = sorted(["città", "città\x00210", "勝利", "勝利条件", "ボード", "", "zeta"])
    packed = Strings(words)
    assert list(packed) == words and packed.bisect_left("勝利\x00") == words.index("勝利条件")
