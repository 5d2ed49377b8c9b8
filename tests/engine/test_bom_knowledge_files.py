"""Knowledge TOML files saved with a UTF-8 byte-order mark (as Windows Notepad saves
them) are read like any UTF-8 file: glossaries, lexicons and dice books, as game
definitions and summaries already were (play-test 20, finding 13's leftover)."""

from __future__ import annotations

from pathlib import Path

from bot.engine.dice_book import load_book
from bot.engine.rules.glossary import parse_glossary
from bot.engine.rules.lexicon import parse_lexicon

ROOT = Path(__file__).resolve().parents[2]
BOM = "\ufeff"


def test_a_glossary_with_a_byte_order_mark_gives_its_terms():
    text = (ROOT / "knowledge" / "glossary" / "lancaster.toml").read_text(encoding="utf-8")
    plain = parse_glossary(text)
    marked = parse_glossary(BOM + text)
    assert [t.en for t in marked] == [t.en for t in plain]
    assert marked[0].en == "Setup" and "ゲームの準備" in marked[0].ja


def test_a_lexicon_with_a_byte_order_mark_gives_its_concepts():
    text = '[[concept]]\nid = "victory"\nen = ["victory", "win"]\nit = ["vittoria"]\n'
    lex = parse_lexicon([("house.toml", BOM + text)])
    assert "victory" in lex.by_id


def test_a_dice_book_with_a_byte_order_mark_loads_its_rolls(tmp_path):
    src = ROOT / "knowledge" / "dice"
    for f in src.glob("*.toml"):
        (tmp_path / f.name).write_text(BOM + f.read_text(encoding="utf-8"), encoding="utf-8")
    assert (tmp_path / "pendragon.toml").read_bytes().startswith(b"\xef\xbb\xbf")
    assert sorted(load_book(tmp_path).rolls) == sorted(load_book(src).rolls)
    assert load_book(tmp_path).rolls
