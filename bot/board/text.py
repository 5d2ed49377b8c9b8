"""The board's font and text fitting.

One face, shipped beside this module: a subset of Noto Sans CJK JP Medium (SIL Open
Font License 1.1, ``fonts/OFL.txt``), made by ``tools/make_board_font.py``. It has
Latin-1 with the Italian accents, kana, JIS level 1 and 2 kanji, full-width forms and
the punctuation definitions use, in one weight that reads both large and small.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT = Path(__file__).parent / "fonts" / "NotoSansCJKjp-Medium-subset.otf"

# no line starts with these (closing marks, small kana, the long vowel mark) ...
_NO_START = set(
    "、。，．・：；？！）］｝〕〉》」』】〙〗〟’”…‥ー゛゜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々,.;:!?)]}%"
)
# ... and none ends with these
_NO_END = set("（［｛〔〈《「『【〘〖〝‘“([{#")


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    """The face at ``size`` pixels (basic layout: no shaping engine needed for the
    scripts the board draws, and the same glyph positions on every machine)."""
    return ImageFont.truetype(str(FONT), size, layout_engine=ImageFont.Layout.BASIC)


def line_height(size: int) -> int:
    return round(size * 1.3)


def width(text: str, size: int) -> int:
    return int(font(size).getlength(text) + 0.5)


@lru_cache(maxsize=1)
def _notdef() -> bytes:
    return bytes(font(24).getmask("\ue000"))


@lru_cache(maxsize=4096)
def covered(ch: str) -> bool:
    """Whether the face has a glyph for ``ch`` (not the empty box drawn instead)."""
    if ch.isspace():
        return True
    return bytes(font(24).getmask(ch)) != _notdef()


def clean(text: str) -> str:
    """``text`` without what the face cannot draw and no reader misses: emoji and
    other symbols, their joiners and variation selectors. A letter the face lacks
    stays, drawn as a box, so a name never silently loses a part."""
    out = []
    for ch in text:
        if ch in "\u200d\ufe0e\ufe0f" or (
            unicodedata.category(ch) in ("So", "Sk", "Cn", "Co") and not covered(ch)
        ):
            continue
        out.append(ch)
    return " ".join("".join(out).split()) if len(out) != len(text) else text


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in "WF"


def _katakana(ch: str) -> bool:
    return "\u30a1" <= ch <= "\u30fa" or ch in "ーヽヾ" or "\uff66" <= ch <= "\uff9f"


def tokens(text: str) -> list[str]:
    """Units a line may break between: Latin words with their trailing space, single
    wide characters; marks that may not start or end a line stay with their neighbour."""
    out: list[str] = []
    word = ""
    for ch in text:
        if _katakana(ch) and (not word or _katakana(word[-1])):
            word += ch  # a katakana word breaks at its ・, not inside
        elif _wide(ch) or ch in _NO_START or ch in _NO_END or (word and _katakana(word[-1])):
            if word:
                out.append(word)
                word = ""
            out.append(ch)
        elif ch == " ":
            out.append(word + " ")
            word = ""
        else:
            word += ch
    if word:
        out.append(word)
    glued: list[str] = []
    for tok in out:
        if glued and (tok[0] in _NO_START or glued[-1][-1] in _NO_END):
            glued[-1] += tok
        else:
            glued.append(tok)
    return [t for t in glued if t]


def wrap(text: str, size: int, max_width: int) -> list[str]:
    """``text`` in lines no wider than ``max_width`` where it can break; a single token
    wider than that is cut by characters."""
    return _wrap(text, size, max_width)[0]


def _wrap(text: str, size: int, max_width: int, hyphen: bool = False) -> tuple[list[str], bool]:
    """The lines, and whether a word had to be cut (with a hyphen if a Latin one)."""
    cut_any = False
    lines: list[str] = []
    line = ""
    for tok in tokens(text):
        if width((line + tok).rstrip(), size) <= max_width:
            line += tok
            continue
        if line.strip():
            lines.append(line.rstrip())
        line = tok.lstrip()
        while width(line.rstrip(), size) > max_width and len(line) > 1:
            cut_any = True
            mark = "-" if hyphen and line[0].isascii() and line[0].isalpha() else ""
            cut = len(line) - 1
            while cut > 1 and width(line[:cut] + mark, size) > max_width:
                cut -= 1
            lines.append(line[:cut] + mark)
            line = line[cut:]
    if line.strip():
        lines.append(line.rstrip())
    return lines or [""], cut_any


KANA_MIN = 10  # the smallest a katakana word too wide for its room is drawn


def _wide_kana(text: str, size: int, max_width: int) -> bool:
    """Whether a katakana word of ``text`` is wider than ``max_width`` at ``size``."""
    return any(_katakana(t[0]) and width(t.rstrip(), size) > max_width for t in tokens(text))


def fit(
    text: str, size: int, max_width: int, max_lines: int = 1, min_size: int = 0
) -> tuple[list[str], int]:
    """``text`` at the largest size from ``size`` down to ``min_size`` (default 3/4 of
    it) at which it wraps into ``max_lines``: on one line if a slightly smaller size
    allows (a tenth smaller at most), without cutting a word if any size allows (a
    katakana word, which has no hyphen, down to ``KANA_MIN``); at the smallest, the
    last line ends in an ellipsis if it still does not fit."""
    floor = min_size or max(8, size * 3 // 4)
    sizes = range(size, floor - 1, -1)
    for most, cuts in ((1, False), (max_lines, False)):
        for s in sizes if most > 1 or max_lines == 1 else sizes[: size // 10 + 1]:
            lines, cut = _wrap(text, s, max_width)
            if len(lines) <= most and (cuts or not cut):
                return lines, s
    if _wide_kana(text, floor, max_width):
        # a katakana word breaks only between words (at its ・): one wider than the
        # room is drawn smaller, whole, rather than cut ("スタートプレイ / ヤー")
        for s in range(floor - 1, KANA_MIN - 1, -1):
            lines, cut = _wrap(text, s, max_width)
            if len(lines) <= max_lines and not cut:
                return lines, s
    lines, _ = _wrap(text, floor, max_width, hyphen=True)
    if len(lines) <= max_lines:
        return lines, floor
    lines = lines[:max_lines]
    last = lines[-1]
    while last and width(last + "…", floor) > max_width:
        last = last[:-1]
    lines[-1] = last + "…"
    return lines, floor


def fit_all(
    texts: list[str], size: int, max_width: int, max_lines: int = 1, min_size: int = 0
) -> tuple[list[list[str]], int]:
    """Several labels side by side fitted at one size, the largest that fits them all."""
    if not texts:
        return [], size
    common = min(fit(t, size, max_width, max_lines, min_size)[1] for t in texts)
    return [fit(t, common, max_width, max_lines, common)[0] for t in texts], common
