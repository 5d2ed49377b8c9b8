"""A spelling several dictionary entries share is glossed by the entry in which the
dictionary marks that spelling common (tools/extract_jmdict.py), not by the first entry
that lists it: 数 is *number* (かず), not *often* (しばしば, rarely written 数)."""

from __future__ import annotations

import importlib.util
import sqlite3
from pathlib import Path
from types import ModuleType

import pytest

from bot.engine.rules.lexicon import Bridge
from bot.knowledge_files import read_bridge

ROOT = Path(__file__).resolve().parents[1]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "extract_jmdict", ROOT / "tools" / "extract_jmdict.py"
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _dictionary(path: Path) -> None:
    """A dictionary of three entries in jamdict's tables: X (written 甲 and 乙, common
    only as 乙), Y (甲, common) and Z (丙, common), X first in the dictionary's order."""
    db = sqlite3.connect(path)
    db.executescript(
        """
        CREATE TABLE Kanji (ID INTEGER, idseq INTEGER, text TEXT);
        CREATE TABLE Kana (ID INTEGER, idseq INTEGER, text TEXT, nokanji INTEGER);
        CREATE TABLE KJP (kid INTEGER, text TEXT);
        CREATE TABLE KNP (kid INTEGER, text TEXT);
        CREATE TABLE KNR (kid INTEGER, text TEXT);
        CREATE TABLE Sense (ID INTEGER, idseq INTEGER);
        CREATE TABLE SenseGloss (sid INTEGER, lang TEXT, text TEXT);
        CREATE TABLE pos (sid INTEGER, text TEXT);
        CREATE TABLE misc (sid INTEGER, text TEXT);
        INSERT INTO Kanji VALUES (1, 100, '乙'), (2, 100, '甲'), (3, 200, '甲'), (4, 300, '丙');
        INSERT INTO Kana VALUES (1, 100, 'おつ', 0), (2, 200, 'こう', 0), (3, 300, 'へい', 0);
        INSERT INTO KJP VALUES (1, 'ichi1'), (3, 'ichi1'), (3, 'news1'), (4, 'spec1');
        INSERT INTO KNP VALUES (1, 'ichi1'), (2, 'ichi1'), (3, 'spec1');
        INSERT INTO Sense VALUES (10, 100), (20, 200), (30, 300);
        INSERT INTO SenseGloss VALUES (10, 'eng', 'often'), (10, 'eng', 'repeatedly'),
            (10, 'eng', 'again'), (20, 'eng', 'number'), (30, 'eng', 'fence');
        INSERT INTO pos VALUES (10, 'adverb (fukushi)'), (20, 'noun (common) (futsuumeishi)'),
            (30, 'noun (common) (futsuumeishi)');
        """
    )
    db.commit()
    db.close()


def test_a_shared_spelling_takes_the_glosses_of_the_entry_it_is_common_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = _tool()
    monkeypatch.setattr(tool, "_frequency", lambda words: dict.fromkeys(words, 1e-5))
    _dictionary(tmp_path / "jm.db")
    out = tmp_path / "bridge.tsv"
    assert tool.main(["--db", str(tmp_path / "jm.db"), "--extra", "0", "--out", str(out)]) == 0
    lines = {
        line.split("\t")[0]: line.split("\t")
        for line in out.read_text(encoding="utf-8").splitlines()
        if not line.startswith("#")
    }
    assert lines["甲"][1] == "number;often;repeatedly"  # Y's, where 甲 is common, first
    assert lines["甲"][2] == "こう,おつ"
    assert lines["乙"][1] == "often;repeatedly;again"  # X's own common spelling
    assert lines["丙"][1] == "fence"


def test_the_shipped_bridge_reads_one_kanji_words_by_their_common_entry() -> None:
    bridge = Bridge(read_bridge(ROOT / "knowledge"))
    assert bridge.english("数")[0] == "number"  # not しばしば's "often"
    assert bridge.english("風")[0] == "wind"  # not ふり's "swing"
    assert bridge.english("端")[0] == "end"  # not そば's "near"
    assert bridge.english("石")[0] == "stone"  # (koku, common too, comes after)
