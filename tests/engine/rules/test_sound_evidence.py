"""A word met only by sound, on games invented here (no benchmark material): a typo
("trun") whose loan key spells another game's katakana heading (トレイン) finds that
section, but as evidence of its game the sound match counts at its own strength
(``sound_evidence``), not as a heading saying the word: a guess by sound must not make
the game sure, nor its section a single answer."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 23

RAIL = summary(
    "rail-barons",
    "Rail Barons",
    "ja",
    """## 準備
各プレイヤーは線路10本と駅3つを受け取る。
## トレイン
トレインは線路の上を3マスまで進む。駅に止まると貨物を積む。
## 貨物
貨物を届けると金貨を得る。
""",
)
FLEET = summary(
    "space-fleet",
    "Space Fleet",
    "ja",
    """## 準備
各プレイヤーは艦船カード10枚の山札を受け取る。
## 艦船
艦船はプレイしたターンの終わりに捨て札になる。基地は場に残る。
## ターンの流れ
ターンの終わりに手札を全て捨て、5枚引く。
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([RAIL, FLEET], scope=GUILD)


def test_a_sound_match_alone_does_not_make_its_game_sure(idx):
    res = idx.search("what happens after my trun", scope=GUILD)
    assert res.game != "rail-barons"
    assert not res.confident


def test_the_other_words_decide_the_game(idx):
    res = idx.search("ships after my trun", scope=GUILD)
    assert res.game == "space-fleet"
    assert res[0].section.title == "艦船"
