"""A katakana word in a picture's label: drawn whole, smaller, never cut inside."""

from __future__ import annotations

from bot.board import text as tx


def test_a_katakana_column_header_too_wide_is_drawn_smaller_not_cut():
    """Play-test 15, finding 22 (cosmetic): the counters' column header スタートプレイヤー
    was cut inside the word ("スタートプレイ" / "ヤー") in a column 106 pixels wide."""
    heads, size = tx.fit_all(["スタートプレイヤー", "所持金", "株"], 20, 106, 2, 14)
    assert heads == [["スタートプレイヤー"], ["所持金"], ["株"]]
    assert tx.KANA_MIN <= size < 14 and tx.width("スタートプレイヤー", size) <= 106


def test_a_katakana_compound_still_breaks_at_its_dot_and_latin_words_are_unchanged():
    assert tx.fit("スタート・プレイヤー", 20, 106, 2, 14) == (["スタート・", "プレイヤー"], 20)
    assert tx.fit_all(["Giocatore iniziale", "Soldi"], 20, 106, 2, 14) == (
        [["Giocatore", "iniziale"], ["Soldi"]],
        20,
    )
