"""A question's Japanese verb meets the heading that names the operation by the noun
the verb makes (裏返す: 裏返し, 休む: 休み, 移動する: 移動), issue 21: the noun's
character pairs are not the verb's, so neither the verb typed nor a verb an English or
Italian word translates to met such a heading. On an invented game; with the nouns
switched off the same questions miss."""

from __future__ import annotations

import pytest

from bot.engine.rules import japanese as J
from bot.engine.rules import normalize as N
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 7

# headings are nouns made from verbs; every text speaks of tiles, so the heading decides
KOKE = summary(
    "koke",
    "Koke",
    "ja",
    """## タイルの裏返し
手番の終わりに、苔の生えたタイルを一枚選び、表と裏を入れ替える。
## 休み
何もしない手番。次の手番にタイルを二枚受け取る。
## 庭師の移動
庭師の駒を隣のタイルへ進める。
## 賭け
ラウンドの初めに、どの庭が最も大きくなるかコインを置いて予想する。
## タイルの配置
受け取ったタイルを自分の庭に並べる。
""",
)

ASKED = [
    ("タイルを裏返す", "タイルの裏返し"),
    ("can I flip a tile", "タイルの裏返し"),
    ("休むとどうなる", "休み"),
    ("庭師を移動する", "庭師の移動"),
    ("賭けるのはいつ", "賭け"),
]


def first(idx: RulesIndex, query: str) -> str:
    return idx.search(query, scope=GUILD, only_game="koke", limit=5)[0].section.title


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([KOKE], scope=GUILD)


@pytest.mark.parametrize("query,expect", ASKED)
def test_a_verb_meets_the_heading_of_its_noun(idx, query, expect):
    assert first(idx, query) == expect


def test_without_the_nouns_the_verbs_miss(monkeypatch):
    # 休む's one character pair (休ム) and flip's Japanese (裏返ス, half of whose pairs a
    # translation may not lack) say nothing of 休み and 裏返し; a verb typed with its
    # kana ending shares half its pairs with the noun and was met in part already
    monkeypatch.setattr(J, "verb_nouns", lambda _f: ())
    idx = index_of([KOKE], scope=GUILD)
    missed = [q for q, expect in ASKED if first(idx, q) != expect]
    assert missed == ["can I flip a tile", "休むとどうなる"]


@pytest.mark.parametrize(
    "verb,noun",
    [
        ("裏返す", "裏返し"),
        ("休む", "休み"),
        ("引く", "引き"),
        ("終わる", "終わり"),
        ("賭ける", "賭け"),  # ichidan: the noun drops る
        ("移動する", "移動"),  # a suru verb: its noun
    ],
)
def test_the_noun_a_verb_makes(verb, noun):
    assert J.verb_nouns(N.fold(verb)) == (N.fold(noun),)


@pytest.mark.parametrize("word", ["マーク", "アクションする", "回転", "得点", "ル"])
def test_no_noun_of_a_loanword_or_a_noun(word):
    assert J.verb_nouns(N.fold(word)) == ()
