"""How players type dice, read before the notation: spaces inside a term, a leading
"roll" verb, and a Japanese comment glued to the expression.

Each reading is one rule (the README's dice section states them):

- A dice term typed with spaces is one term: ``2 d 6``, ``2 d6`` and ``2d 6`` are
  ``2d6`` (a phone keyboard's habit). Dice Maiden's sets keep their count on the die:
  ``6 4d6`` is still six rolls of ``4d6``; ``6#d6`` is six rolls of one die.
- One leading verb meaning "roll" is skipped: ``roll 2d6``, ``tira 2d6``, ``振る 2d6``.
- Japanese is written without spaces, so text in a CJK script glued after the
  expression is its comment (``2d6を振る``, ``1d20+5攻撃``), unless it holds a digit
  (``2d6を2回振る`` is refused: the 2 may be a count Herald would not roll).

Nothing here rolls or guesses a number: a reading either gives the text d20 reads, or
leaves it for the scanner to refuse, naming the part.
"""

from __future__ import annotations

import re

__all__ = ["join_spaced", "strip_verb", "is_cjk", "glued_comment_ok", "roll_word", "VERBS"]

# a count, spaces, a d, a size: "2 d 6", "2 d6", "2d 6" (not "3d10 d1": a Dice
# Maiden drop after a term, whose digits follow a "d")
_SPACED = re.compile(r"(?<![\w.])(\d+)?(\s*)([dD])(\s*)(\d+|%|[fF])(?![\w%])")
VERBS = frozenset({"roll", "rolls", "tira", "tiro", "lancia", "lancio", "振る", "ロール"})
_VERB = re.compile(r"\s*([^\W\d_]+)(?:\s+|(?=[\d(]))")
_ROLL_WORDS = frozenset({"を振る", "振る", "を振ります", "振ります", "をロール", "ロール"})


def is_cjk(ch: str) -> bool:
    """A character of a script written without spaces (kana, kanji, hangul...)."""
    return ord(ch) >= 0x2E80


def glued_comment_ok(word: str) -> bool:
    """May ``word`` (glued to the expression, starting with a CJK letter) be a comment?"""
    return bool(word) and is_cjk(word[0]) and not any("0" <= c <= "9" for c in word)


def roll_word(comment: str) -> bool:
    """A comment that only says "roll" (``を振る``): not worth showing."""
    return comment.strip() in _ROLL_WORDS


def _join(m: re.Match[str]) -> str:
    count, before, d, after, size = m.groups()
    if not before and not after:
        return m.group(0)
    if count is None and before:  # "2d6 d 6": a spaced "d" with no count before it
        return m.group(0) if not after else f"{before}{d}{size}"
    return f"{count or ''}{d}{size}"


def strip_verb(expr: str) -> str:
    """``expr`` without one leading word meaning "roll" (when something follows it)."""
    m = _VERB.match(expr)
    if m and m.group(1).casefold() in VERBS and expr[m.end() :].strip():
        return expr[m.end() :]
    return expr


def join_spaced(expr: str) -> str:
    """``expr`` with every dice term typed with spaces joined: ``2 d 6`` -> ``2d6``."""
    return _SPACED.sub(_join, expr)
