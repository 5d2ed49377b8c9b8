"""A JMdict word whose every gloss is a phrase (勝ち負け *victory or defeat*, 枚数 *the
number of flat things*) is glossed by the phrases' content words, where the extract
(tools/extract_jmdict.py) left it without English: an English summary's *victory* or
*defeat* then answers a Japanese question saying 勝ち負け."""

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
    """Four common entries in jamdict's tables: 甲 glossed by phrases only, 乙 by a word
    and a phrase, 丙 by a long description only, 丁 by a question's phrase."""
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
        INSERT INTO Kanji VALUES (1, 100, '甲'), (2, 200, '乙'), (3, 300, '丙'), (4, 400, '丁');
        INSERT INTO Kana VALUES (1, 100, 'かちまけ', 0), (2, 200, 'おつ', 0), (3, 300, 'へい', 0);
        INSERT INTO KJP VALUES (1, 'ichi1'), (2, 'ichi1'), (3, 'ichi1'), (4, 'ichi1');
        INSERT INTO Sense VALUES (10, 100), (20, 200), (30, 300), (40, 400);
        INSERT INTO SenseGloss VALUES (10, 'eng', 'victory or defeat'),
            (10, 'eng', 'to make a mistake (in)'), (20, 'eng', 'fence'),
            (20, 'eng', 'the number of flat things'),
            (30, 'eng', 'chopped fish or shellfish dressed with vinegar and miso'),
            (40, 'eng', 'how many times');
        INSERT INTO pos VALUES (10, 'noun (common) (futsuumeishi)'),
            (20, 'noun (common) (futsuumeishi)'), (30, 'noun (common) (futsuumeishi)'),
            (40, 'noun (common) (futsuumeishi)');
        """
    )
    db.commit()
    db.close()


def _lines(tool: ModuleType, tmp_path: Path, *more: str) -> dict[str, list[str]]:
    out = tmp_path / "bridge.tsv"
    db = str(tmp_path / "jm.db")
    assert tool.main(["--db", db, "--extra", "0", "--out", str(out), *more]) == 0
    return {
        line.split("\t")[0]: line.split("\t")
        for line in out.read_text(encoding="utf-8").splitlines()
        if not line.startswith("#")
    }


def test_a_word_glossed_by_phrases_only_takes_their_content_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = _tool()
    monkeypatch.setattr(tool, "_frequency", lambda words: dict.fromkeys(words, 1e-5))
    _dictionary(tmp_path / "jm.db")
    lines = _lines(tool, tmp_path)
    # "or", "to", "make", "a" and "in" say nothing of the word
    # (marked: they come after every word some entry is glossed by, from English)
    assert lines["甲"][1] == "~victory;defeat;mistake"
    assert lines["かちまけ"][1] == "~victory;defeat;mistake"
    assert lines["乙"][1] == "fence"  # a word's own gloss: its phrases add nothing
    assert lines["丙"][1] == ""  # a description is no translation
    assert lines["丁"][1] == ""  # how a question asks, not what about (何回: *times*)
    # as before, on demand
    before = _lines(tool, tmp_path, "--no-phrase-words")
    assert before["甲"][1] == ""


def test_the_shipped_bridge_glosses_phrase_only_words() -> None:
    bridge = Bridge(read_bridge(ROOT / "knowledge"))
    assert bridge.english("勝ち負け") == ["victory", "defeat"]
    assert bridge.english("枚数")[0] == "number"
    assert "mistake" in bridge.english("間違える")


def test_an_english_word_reaches_the_words_it_glosses_before_phrase_words() -> None:
    # 勝負 (victory or defeat) says *victory* less than 勝利 and 優勝 do; 以上 (*not
    # less than*: of no content word but *less*) is no translation of *over*
    bridge = Bridge(
        {
            "勝利": "victory;triumph\tしょうり\t45",
            "勝負": "~victory;defeat\tしょうぶ\t47",
            "優勝": "overall victory;championship\tゆうしょう\t44",
            "負け": "defeat;loss\tまけ\t46",
        }
    )
    assert bridge.japanese("victory")[:2] == ["勝利", "優勝"]
    assert bridge.japanese("victory")[-1] == "勝負"
    assert bridge.japanese("defeat") == ["負ケ", "勝負"]
    assert bridge.english("勝負") == ["victory", "defeat"]


def test_a_title_takes_no_alias_from_phrase_words() -> None:
    # 人数 (*the number of people*) is glossed ~number;people: a question's 数 or
    # "number" is not the heading 人数 by that alias; 勝利 is *victory* as before
    from tests.engine.rules.invented import index_of, summary

    idx = index_of(
        [summary("alias-pond", "Alias Pond", "ja", "## 人数\n2人から4人。\n## 勝利\n先に10点。\n")],
        scope=61,
    )
    aliases = {idx.sections[i].title: idx.alias_fold[i] for i in range(len(idx.sections))}
    assert "number" not in aliases["人数"].split()
    assert "victory" in aliases["勝利"].split()
