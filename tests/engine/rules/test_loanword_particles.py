"""A Japanese summary's katakana word followed by a particle (レピュテーションの初期値,
レピュテーションを払う) meets a question's English word by its sound (issue 21): the
index reads katakana words in the text as written, where they end at the hiragana
after them, not in the folded text, where the particle is katakana too and the run
レピュテーションノ is no word. Invented games."""

from __future__ import annotations

import pytest

from tests.engine.rules.invented import index_of, summary

GUILD = 14

MINES_JA = summary(
    "deep-mines",
    "Deep Mines",
    "ja",
    "## レピュテーションの初期値\n各プレイヤーは3個から始める。\n"
    "## 採掘\n坑道を一つ選び、石を一つ取る。\n"
    "## 建設\n建物を建てるにはレピュテーションを払う。\n",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([MINES_JA], scope=GUILD)


def test_an_english_word_meets_a_katakana_heading_before_a_particle(idx):
    r = idx.search("starting reputation", scope=GUILD, only_game="deep-mines", limit=3)
    assert r and r[0].section.title == "レピュテーションの初期値"


def test_an_english_word_meets_a_katakana_word_before_a_particle_in_a_text(idx):
    r = idx.search("reputation", scope=GUILD, only_game="deep-mines", limit=3)
    assert {m.section.title for m in r} == {"レピュテーションの初期値", "建設"}
