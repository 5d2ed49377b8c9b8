"""Make the board picture's font: a subset of Noto Sans CJK JP Medium (SIL OFL 1.1).

The board (bot/board) draws labels in English, Japanese and Italian. A whole CJK font
is 16 MB a weight; the subset keeps what a game definition may contain and drops the
rest (hinting, vertical metrics, OpenType layout the renderer does not use):

- ASCII, Latin-1 (Italian accents), Latin Extended-A, general punctuation, arrows,
  a few geometric shapes and symbols (※ ★ ○ ● ■ ▲ ✓);
- every character of JIS X 0208 (JIS level 1 and 2 kanji, kana, Greek, Cyrillic,
  box drawing, full-width symbols), read from Python's own EUC-JP codec, plus the
  vendor extensions of Windows' Shift_JIS (circled numbers, Roman numerals, IBM
  kanji such as 髙 and 﨑) from its cp932 codec;
- kana, CJK punctuation, full-width and half-width forms by block;
- the jōyō kanji added in 2010 that JIS X 0208 lacks (𠮟 塡 剝 頰);
- every character of the shipped definitions, layouts and catalogs (knowledge/games,
  knowledge/layouts, bot/i18n/catalogs), so whatever the project itself names renders.

It needs fontTools (``python3 -m pip install fonttools``; not a dependency of Herald)
and the source font: Debian's ``fonts-noto-cjk-extra`` package installs it at the
default path below (Google's NotoSansCJKjp-Medium.otf works as well). One weight only:
Medium reads well both large and small on a coloured board, and a second face would
double the size. Run from the repository root:

    python3 tools/make_board_font.py [--source NotoSansCJK-Medium.ttc]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bot" / "board" / "fonts"
SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Medium.ttc"  # Debian: fonts-noto-cjk-extra
FACE = "Noto Sans CJK JP"
TARGET = "NotoSansCJKjp-Medium-subset.otf"

BLOCKS = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x017F),  # Latin-1 supplement, Latin Extended-A
    (0x2010, 0x205E),  # general punctuation
    (0x2070, 0x209F),  # super- and subscripts
    (0x20AC, 0x20AC),  # euro sign
    (0x2100, 0x214F),  # letterlike symbols (№ ℃ ™)
    (0x2150, 0x218F),  # number forms (Ⅰ Ⅱ ½)
    (0x2190, 0x21FF),  # arrows
    (0x2200, 0x22FF),  # mathematical operators (− × ≤ ≥)
    (0x2460, 0x24FF),  # enclosed alphanumerics (① ②)
    (0x2500, 0x257F),  # box drawing
    (0x25A0, 0x25FF),  # geometric shapes
    (0x2600, 0x26FF),  # miscellaneous symbols (★ ☆)
    (0x2713, 0x2717),  # check and cross marks
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0x3200, 0x32FF),  # enclosed CJK letters (㈱ ㊤)
    (0x3300, 0x33FF),  # CJK compatibility (㌔ ㎝)
    (0xFF00, 0xFFEF),  # full-width and half-width forms
]
JOYO_2010 = "𠮟塡剝頰"


def _decode_all(codec: str, leads: range, trails: range) -> set[str]:
    out: set[str] = set()
    for lead in leads:
        for trail in trails:
            try:
                out.update(bytes([lead, trail]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out


def charset() -> set[str]:
    chars: set[str] = set()
    for lo, hi in BLOCKS:
        chars.update(chr(c) for c in range(lo, hi + 1))
    chars |= _decode_all("euc_jp", range(0xA1, 0xFF), range(0xA1, 0xFF))  # JIS X 0208
    chars |= _decode_all("cp932", range(0x87, 0x88), range(0x40, 0xFD))  # NEC row 13
    chars |= _decode_all("cp932", range(0xED, 0xEF), range(0x40, 0xFD))  # NEC-selected IBM
    chars |= _decode_all("cp932", range(0xFA, 0xFD), range(0x40, 0xFD))  # IBM extensions
    chars.update(JOYO_2010)
    for folder in ("knowledge/games", "knowledge/layouts", "bot/i18n/catalogs"):
        for path in sorted([*(ROOT / folder).rglob("*.toml"), *(ROOT / folder).rglob("*.ftl")]):
            chars.update(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable() and c != "\ufffd"}


def subset(source: str, target: Path, chars: set[str]) -> None:
    from fontTools import subset as fs
    from fontTools.ttLib import TTCollection, TTFont

    if source.endswith((".ttc", ".otc")):
        fonts = TTCollection(source).fonts
        face = next(f for f in fonts if str(f["name"].getDebugName(1)).startswith(FACE + " "))
    else:
        face = TTFont(source)
    options = fs.Options()
    options.hinting = False  # FreeType's light auto-hinter does as well at these sizes
    options.layout_features = ["kern"]  # Pillow's basic layout reads kerning only
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # keep copyright, licence and its URL
    options.notdef_outline = True
    options.drop_tables += ["VORG", "vhea", "vmtx", "BASE", "JSTF", "DSIG"]
    sub = fs.Subsetter(options)
    sub.populate(unicodes=[ord(c) for c in chars])
    sub.subset(face)
    face.save(target)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", default=SOURCE)
    args = ap.parse_args(argv)
    chars = charset()
    OUT.mkdir(parents=True, exist_ok=True)
    target = OUT / TARGET
    subset(args.source, target, chars)
    print(f"{target.relative_to(ROOT)}: {target.stat().st_size:,} bytes, {len(chars)} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
