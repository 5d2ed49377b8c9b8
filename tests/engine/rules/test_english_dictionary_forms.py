"""An inflected English word reaches Japanese through its dictionary form (issue 21):
the dictionary glosses a word by its base form, and a form of a short word (*dies*,
*paid*, *tied*) shares no stem of four letters with it."""

from __future__ import annotations

import pytest

from bot.engine.rules import query
from bot.engine.rules.wordnet import english_lemmas
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 44
LANTERNS_JA = summary(
    "night-pier",
    "Night Pier",
    "ja",
    """## 船頭が死ぬとき
船頭の駒を箱に戻す。
## 運賃を払う
乗る人は運賃を一枚払う。
## 灯りの数
各自、灯りを三つ持つ。
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([LANTERNS_JA, *BYSTANDERS], scope=GUILD)


@pytest.mark.parametrize(
    ("word", "first"),
    [
        ("dies", "die"),
        ("tied", "tie"),
        ("paid", "pay"),
        ("lying", "lie"),
        ("allies", "ally"),
        ("paying", "pay"),
        ("goes", "goe"),  # (a candidate the dictionary refuses; "go" follows)
        ("planned", "planne"),
    ],
)
def test_the_likeliest_dictionary_form_comes_first(word, first):
    assert english_lemmas(word)[0] == first


def test_the_dictionary_form_follows_a_refused_candidate():
    assert "go" in english_lemmas("goes")
    assert "plan" in english_lemmas("planned")
    assert english_lemmas("run") == []


@pytest.mark.parametrize(
    ("q", "word", "japanese"),
    [("when the boatman dies", "dies", "死ヌ"), ("the fare is paid", "paid", "払ウ")],
)
def test_an_inflected_word_translates_as_its_base(idx, q, word, japanese):
    con = next(c for c in query.analyse(idx, q, GUILD, "night-pier").concepts if c.typed == word)
    assert japanese in con.extra
