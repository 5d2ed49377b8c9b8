"""A question typed in romaji drops the words that, read as kana, are one word of no
content: a particle, a light verb or noun (*suru* する, *aru* ある, *iru* いる, *toki*
とき), as the same question in Japanese script drops them. They are not read as the
rarer words their readings also spell (*suru*: 剃る, to shave). A word the lexicon
knows keeps its meaning, and a word whose kana the analyser breaks into symbols is no
function word. On an invented game."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.query import analyse
from tests.engine.rules.invented import index_of, summary

SCOPE = 9

BARBER = summary(
    "barber-shop",
    "Barber Shop",
    "ja",
    """
## 手札の上限
手札は7枚まで。超えた分は捨て札にする。

## 髭を剃る
客の髭を剃ると1点を得る。

## 休憩
休憩中の床屋は客を取らない。
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([BARBER], scope=SCOPE)


def words(idx: RulesIndex, q: str) -> list[str]:
    return [c.typed for c in analyse(idx, q, SCOPE, "barber-shop").concepts]


@pytest.mark.parametrize(
    ("q", "dropped", "kept"),
    [
        ("tefuda ga ooi toki dou suru?", ["toki", "suru"], ["tefuda"]),
        ("kyaku ga iru toki", ["iru", "toki"], ["kyaku"]),
        ("tefuda no jougen wa aru?", ["aru"], ["tefuda", "jougen"]),
    ],
)
def test_a_romaji_function_word_is_no_concept(idx, q, dropped, kept):
    got = words(idx, q)
    assert not set(dropped) & set(got)
    assert set(kept) <= set(got)


def test_a_word_whose_kana_no_word_spells_is_kept(idx):
    # きゅうけい without its long vowel breaks into symbols: still a word (休憩)
    assert "kyuukei" in words(idx, "kyuukei no ruuru")


def test_a_lexicon_word_keeps_its_meaning(idx):
    assert "dekiru" in words(idx, "teban de nani ga dekiru")


def test_suru_is_not_read_as_shaving(idx):
    found = [m.section.title for m in idx.search("tefuda ga ooi toki dou suru", scope=SCOPE)]
    assert found[0] == "手札の上限"
    assert "髭を剃る" not in found[:2]
