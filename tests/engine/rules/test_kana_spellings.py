"""A Japanese word written with kanji in the question and in kana in the summary, or
the other way round (issue 21): 間違えたら asks about the section headed まちがえたとき,
勝ち負け about かちまけ. Invented games."""

from __future__ import annotations

import pytest

from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 58

KANA = summary(
    "kana-garden",
    "Kana Garden",
    "ja",
    """## 準備
山札をよく混ぜて、各自に5枚ずつ配る。残りは場の中央に置く。
## 手番
自分の番には山札から1枚引き、手札から1枚を場に出す。
## まちがえたとき
出すカードをまちがえたら、その手番の最初からやり直す。ペナルティはない。
## 得点
ラウンドの終わりに、場に出したカードの数字を合計する。
## かちまけ
合計がいちばん多い人がかち。同点なら手札のすくない人がかち。
""",
)


# a Japanese game beside it, which says neither word in any script
POND = summary(
    "koi-pond",
    "Koi Pond",
    "ja",
    """## 準備
池のタイルを並べ、各自にコマを1つ配る。
## 魚を釣る
自分の番に、隣のタイルの魚を1匹釣る。釣った魚は手元に置く。
## 終了
魚がいなくなったら終了。釣った魚の数を数える。
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([KANA, POND, *BYSTANDERS], scope=GUILD)


@pytest.mark.parametrize(
    ("question", "title"),
    [("間違えたらどうなる？", "まちがえたとき"), ("勝ち負けは？", "かちまけ")],
)
def test_a_kanji_word_finds_the_section_that_writes_it_in_kana(idx, question, title) -> None:
    r = idx.search(question, scope=GUILD, limit=3)
    assert r and r[0].section.title == title
