"""A word of a question typed in romaji that spells a Japanese word, and that the
Italian dictionary knows only as another word's inflection ("tori" is no plural of
*toro*, bull: it is 鳥, bird), is read as the Japanese it spells; so is a romaji word
no dictionary knows in a question that types Japanese around English words ("keisan",
計算, beside "score" and "tile"). On an invented game (no benchmark material), issue 21."""

from __future__ import annotations

import pytest

from bot.engine.rules import normalize as N
from bot.engine.rules import query as Q
from tests.engine.rules.invented import index_of, summary

GUILD = 6

TORIYA = summary(
    "toriya",
    "Toriya",
    "ja",
    """## 準備
各プレイヤーは手札を五枚受け取る。
## 鳥のカード
鳥のカードを出すと、森に巣を一つ置く。
## 町の建設
町を建てるには木材を二つ払う。
## 得点の計算
ゲームの終わりに、巣とタイルの得点を数える。ボーナスも加える。
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([TORIYA], scope=GUILD)


def concept(idx, query: str, typed: str) -> Q.Concept:
    got = [c for c in Q.analyse(idx, query, GUILD, "toriya").concepts if c.typed == typed]
    assert got, query
    return got[0]


@pytest.mark.parametrize(
    ("query", "typed", "ja", "italian"),
    [("tori no kaado wo dasu", "tori", "鳥", "bull"), ("machi wo tateru", "machi", "町", "stud")],
)
def test_a_romaji_word_is_no_italian_inflection(idx, query, typed, ja, italian):
    # its readings translate it (the commonest first: 取り before 鳥); the Italian
    # word it would be a form of is only a neighbour
    c = concept(idx, query, typed)
    assert N.fold(ja) in c.extra + c.related[:4], (c.extra, c.related)
    assert italian not in c.extra
    assert c.no_typo and not c.known


def test_a_romaji_word_beside_english_words_is_read(idx):
    query = "final score tile bonus wa keisan suru"
    c = concept(idx, query, "keisan")
    assert N.fold("計算") in c.extra, c.extra


def test_an_english_word_stays_english_beside_romaji(idx):
    c = concept(idx, "final score tile bonus wa keisan suru", "tile")
    assert c.known and "tile" in c.forms


def test_an_english_no_stays_a_word(idx):
    got = [c.typed for c in Q.analyse(idx, "no cards in hand", GUILD).concepts]
    assert "no" in got
