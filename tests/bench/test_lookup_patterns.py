"""bench/lookup_patterns.py: an in-channel miss is read by which concepts of the
question the first answer's headings and the expected section's headings say."""

from __future__ import annotations

import pytest

from bench.lookup_patterns import main, pattern_of


@pytest.mark.parametrize(
    ("first", "expected", "pattern"),
    [
        (0b01, 0b10, "parts"),  # the thing named against the operation asked about
        (0b011, 0b110, "parts"),
        (0b01, 0b11, "specific"),  # "Round" against "Fire round"
        (0b00, 0b01, "specific"),  # an overview's text against the concept's heading
        (0b01, 0b00, "unheaded"),  # the answer's words in the expected text only
        (0b11, 0b01, "general"),
        (0b01, 0b01, "same"),
        (0b00, 0b00, "none"),
    ],
)
def test_a_miss_is_read_by_what_each_side_s_headings_say(first, expected, pattern):
    assert pattern_of(first, expected) == pattern


def test_held_out_sets_are_refused():
    with pytest.raises(SystemExit):
        main(["--set", "heldout"])
