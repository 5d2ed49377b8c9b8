"""How strongly a word says a game, on games invented here (no benchmark material):

- a heading saying what the user typed is stronger evidence than a heading saying a
  translation of it: another game's heading is raised to a glossary term's own
  section in the ranking (a glossary never outranks the question), but as evidence of
  its game it counts as the translation it is, so a shipped game whose glossary and
  heading are the word typed keeps it beside a short summary using a translation;
- a concept typed in one language reaches a summary in another only by a bridge
  (``game_said_across``); see also ``harvest flow`` in ``test_ranking_classes``."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules import query as Q
from bot.engine.rules import rank as R
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 13

# a "shipped" game summarised in Japanese, its glossary naming its buildings
GLOSSARY = """
[meta]
game = "stone-wall"

[[term]]
en = "Market"
ja = ["市場"]
it = ["mercato"]
section = "市場"

[[term]]
en = "Temple"
ja = ["神殿"]
it = ["tempio"]
section = "神殿"
"""

WALL = summary(
    "stone-wall",
    "Stone Wall",
    "ja",
    """## 準備
各プレイヤーはシート2枚と労働者3人を受け取る。
## 市場
市場では資源1つを金貨2枚で売る。売るたびに市民トラックを1つ進める。
## 神殿
神殿を建てると毎ラウンド信仰1を得る。司祭は神殿に置く。
## 労働者
ラウンドの始めに労働者を受け取り、建物に割り当てる。余った労働者は休む。
## ラウンドの終わり
各ラウンドの終わりに資源を数え、足りない分は失点になる。
## ゲームの終わり
6ラウンド後にゲームが終わる。市民トラックと建物の点を足す。
""",
)

SERVER = [
    summary(
        "merchant-guild",
        "Merchant Guild",
        "it",
        """## Il mercato
Si vendono le merci al mercato per due monete.
## Fine partita
Vince chi ha più monete.
""",
    ),
]


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of(SERVER, scope=GUILD, shipped=[WALL], glossaries=[GLOSSARY])


def test_a_heading_saying_what_was_typed_beats_one_saying_its_translation(idx):
    # 市場 is Stone Wall's heading and term; "Il mercato" says its translation
    r = idx.search("市場", scope=GUILD, limit=3)
    assert r.leading == "stone-wall"
    assert (r[0].section.game, r[0].section.title) == ("stone-wall", "市場")


def test_the_translation_still_answers_in_its_own_language(idx):
    r = idx.search("mercato", scope=GUILD, limit=3)
    assert ("merchant-guild", "Il mercato") in [(m.section.game, m.section.title) for m in r]


def test_across_languages_a_concept_is_said_less_surely():
    # the same evidence with a concept's language unknown (every summary as likely to
    # say it as in its own language): the Italian summary not saying "flow" counts
    # against it as if the question were in Italian
    from tests.engine.rules.test_ranking_classes import GUILD as CLASSES
    from tests.engine.rules.test_ranking_classes import build

    bare = build()
    qa = Q.analyse(bare, "harvest flow", CLASSES)
    got = R.rank(bare, qa, scope=CLASSES, game=None, prefer_game=None, limit=3).evidence
    flat_w = replace(bare.weights, game_said_across=bare.weights.game_said)
    flat = R.rank(bare, qa, scope=CLASSES, game=None, prefer_game=None, limit=3, w=flat_w)
    assert got.scores["epsilon"] > flat.evidence.scores["epsilon"]
    assert got.leading == flat.evidence.leading == "epsilon"
