"""A question typing Japanese in romaji around English words ("nemesis no turn tte
nani suru no"), on an invented game (no benchmark material), issue 21: its particles
join the words, they are no English "no" or "to" (:data:`bot.engine.rules.query.MIXED_ROMAJI`).
Set out of reach, the particles are words of the question again, which a test checks."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from tests.engine.rules.invented import index_of, summary

GUILD = 5

HOSHI = summary(
    "hoshi",
    "Hoshi",
    "ja",
    """## 準備
各プレイヤーは船を三隻受け取る。
## 敵のターン
敵は山札から一枚めくり、書かれた攻撃を行う。
## 手札がないとき
手札がない、カードもない、船もないときは何もできない。
""",
)

MIXED = ["nemesis no turn tte nani suru no", "enemy no turn wa nani wo suru"]


def concepts(query: str) -> list[str]:
    idx = index_of([HOSHI], scope=GUILD)
    return [c.why for c in Q.analyse(idx, query, GUILD, "hoshi").concepts]


@pytest.mark.parametrize("query", MIXED)
def test_particles_between_english_words_are_no_words(query):
    got = concepts(query)
    assert "turn" in got
    assert not set(got) & Q.ROMAJI_PARTICLES, got


def test_an_english_no_stays_a_word():
    assert "no" in concepts("no cards in hand")  # no romaji word: English


def test_one_romaji_word_is_not_enough(monkeypatch):
    monkeypatch.setattr(Q, "MIXED_ROMAJI", 99)
    assert "no" in concepts(MIXED[0])


def test_the_enemys_turn_answers():
    idx = index_of([HOSHI], scope=GUILD)
    r = idx.search(MIXED[1], scope=GUILD, only_game="hoshi", limit=3)
    assert r[0].section.title == "敵のターン"
