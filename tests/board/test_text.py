"""The board's font and text fitting: Japanese and Italian draw, lines break where the
language allows."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from bot.board import text as tx

ROOT = Path(__file__).resolve().parents[2]


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def test_the_font_draws_every_character_of_the_shipped_definitions_and_catalogs():
    chars: set[str] = set()
    for path in (ROOT / "knowledge" / "games").glob("*.toml"):
        for s in _strings(tomllib.loads(path.read_text(encoding="utf-8"))):
            chars.update(s)
    # the words a picture takes from the catalogs, as it draws them (emoji left out)
    for path in (ROOT / "bot" / "i18n" / "catalogs").rglob("*.toml"):
        for s in _strings(tomllib.loads(path.read_text(encoding="utf-8"))):
            chars.update(tx.clean(s))
    missing = sorted(c for c in chars if not tx.covered(c))
    assert missing == []
    for ch in "騎州ドゥàèìòùÉ（：１Ａ髙﨑①Ⅲ𠮟":
        assert tx.covered(ch), ch


def test_a_character_the_font_lacks_is_told_apart():
    assert not tx.covered("😀")
    assert not tx.covered("\ue000")


def test_emoji_are_dropped_and_letters_kept():
    assert tx.clean("📖 ルール：1:騎士の配置") == "ルール：1:騎士の配置"
    assert tx.clean("Carta ⚖ corrente") == "Carta corrente"
    assert tx.clean("Città") == "Città"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ドゥクス・リソース", ["ドゥクス・", "リソース"]),
        ("Roman Rule", ["Roman ", "Rule"]),
        ("行動できます。", ["行", "動", "で", "き", "ま", "す。"]),
        ("「城」へ", ["「城」", "へ"]),
        ("州I（サリー）", ["州", "I", "（サリー）"]),
    ],
)
def test_lines_break_between_words_and_never_before_closing_marks(text, expected):
    assert tx.tokens(text) == expected


def test_a_katakana_word_breaks_at_its_dot_not_inside():
    lines = tx.wrap("ファースト・エリジブル", 20, tx.width("ファースト・エリジ", 20))
    assert lines == ["ファースト・", "エリジブル"]


def test_fit_shrinks_before_cutting_a_word_and_hyphenates_only_at_the_smallest_size():
    lines, size = tx.fit("Frammentazione", 21, tx.width("Frammentazione", 16), 2, 13)
    assert lines == ["Frammentazione"] and size == 16
    lines, size = tx.fit("Frammentazione", 21, tx.width("Frammen", 13) + 4, 2, 13)
    assert (
        size == 13
        and lines[0].endswith("-")
        and "".join(lines).replace("-", "") == "Frammentazione"
    )


def test_fit_ends_what_cannot_fit_with_an_ellipsis():
    lines, size = tx.fit("a b c d e f g h i j k l m n o p", 20, 60, 2, 18)
    assert len(lines) == 2 and lines[-1].endswith("…") and size == 18
