"""An English word reaches the Japanese words whose first JMdict gloss is a two-word
name of a thing it heads (温泉 *hot spring*: spring; 神社 *shinto shrine*: shrine), as
a second gloss does, where no word is glossed by it alone; not through a verb's or an
adverb's phrase (*leaving alone*, *immediately following*). Invented games."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from bot.engine.rules.lexicon import _phrase_head
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 53

VALLEY_JA = summary(
    "yuge-no-tani",
    "Yuge no Tani",
    "ja",
    """## 温泉
温泉のマスに止まったコマは体力が2回復する。
## 山道
山道は1マスずつしか進めない。
## 宿屋
宿屋では金貨1枚で食事ができる。
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([VALLEY_JA, *BYSTANDERS], scope=GUILD)


def test_the_head_of_a_two_word_name():
    assert _phrase_head("hot spring") == "spring"
    assert _phrase_head("shinto shrine") == "shrine"
    assert _phrase_head("spring") == ""  # a word alone is a first gloss already
    assert _phrase_head("the end") == ""  # (an article: see _bare_gloss)
    assert _phrase_head("leaving alone") == ""
    assert _phrase_head("immediately following") == ""
    assert _phrase_head("not exceeding") == ""
    assert _phrase_head("large quantity of goods") == ""


def test_an_english_word_reaches_the_japanese_word_its_phrase_names(idx):
    assert "温泉" in idx.bridge.japanese("spring")
    con = next(iter(Q.analyse(idx, "spring", GUILD, "yuge-no-tani").concepts))
    assert "温泉" in con.extra
    got = idx.search("what does the spring heal?", scope=GUILD, only_game="yuge-no-tani", limit=1)
    assert [m.section.title for m in got] == ["温泉"]
