"""bench/lookup_game_causes.py: a miss asked outside its game's channel gets the cause
its words' evidence says (another game leading, its game leading but not sure, its game
sure and the wrong section), and romaji counts as Japanese."""

from __future__ import annotations

import pytest

from bench.lookup_game_causes import cause_of, language_of, main


@pytest.mark.parametrize(
    ("leading", "sure", "cause"),
    [
        ("other", None, "not-leading"),
        (None, None, "not-leading"),
        ("other", "other", "not-leading"),
        ("mine", None, "leading"),
        ("mine", "mine", "sure"),
    ],
)
def test_a_miss_is_read_by_what_its_words_say_of_its_game(leading, sure, cause):
    assert cause_of("mine", leading, sure) == cause


def test_romaji_is_japanese_and_other_languages_are_themselves():
    assert language_of({"lang": "romaji"}) == "ja"
    assert language_of({"lang": "it"}) == "it"
    assert language_of({}) == "?"


def test_held_out_sets_are_refused():
    with pytest.raises(SystemExit):
        main(["--set", "heldout"])
