"""One fallback for a name by language (tidy23): the reader's language, else English,
else any; it was written out in seven places (the rules lookup, the renderer, the dice
book, the board ...), each free to drift from the others."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.engine.language import in_language

NAMES = {"it": "Castello", "en": "Castle", "ja": "城"}


@pytest.mark.parametrize(
    ("names", "locale", "any_language", "expected"),
    [
        (NAMES, "ja", True, "城"),
        (NAMES, "fr", True, "Castle"),  # a language the table lacks: English
        ({"it": "Castello", "en": ""}, "fr", True, "Castello"),  # an empty name is none
        ({"it": "Castello", "ja": "城"}, "fr", True, "Castello"),  # no English: the first
        ({"it": "Castello", "ja": "城"}, "fr", False, None),  # ... unless any will not do
        ({"it": "Castello"}, "it", False, "Castello"),
        ({}, "en", True, None),
        (None, "en", True, None),
    ],
)
def test_a_name_in_the_reader_s_language_else_english_else_any(
    names, locale, any_language, expected
):
    assert in_language(names, locale, any_language=any_language) == expected


# the fallback written out again: ``names.get(locale) or names.get("en")``
WRITTEN_OUT = re.compile(r"\.get\(\s*(?:locale|loc|lang)\s*\)\s*or\s*[\w.]+\.get\(\s*\"en\"\s*\)")


def test_the_fallback_is_written_in_one_place():
    root = Path(__file__).resolve().parents[2] / "bot"
    found = [
        f"{p.relative_to(root)}:{n}"
        for p in sorted(root.rglob("*.py"))
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1)
        if WRITTEN_OUT.search(line)
    ]
    assert found == []
