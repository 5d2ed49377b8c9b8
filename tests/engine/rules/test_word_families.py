"""An English word's family (a verb's nouns, a noun's verbs: *fail* / *failure*, from
the Open English WordNet's derivation links) and the English words whose first sense
is its first sense reach the other languages (issue 21): a dictionary glosses a
Japanese verbal noun by the English noun (失敗, *failure*), and a Japanese word by one
English word of a concept the question may name by another (引く, *pull*; "drew").
A JMdict word's third gloss is reached too, after its first and second (戦う: *make
war*, *wage war*, *fight*)."""

from __future__ import annotations

import pytest

from bot.engine.rules import query
from bot.engine.rules.lexicon import Bridge
from bot.engine.rules.wordnet import Wordnet
from tests.engine.rules.invented import index_of, shipped_bridges, summary

GUILD = 61

DATA = """# test data
v\tfail\tfallire\t
n\tfailure\tfallimento\t
v\tdraw;pull@2\ttirare\t
d\tfail\tfailure
d\tfailure\tfail
d\tacquire\tacquiring;acquisition;acquirer
d\tacquiring\tacquire
"""


@pytest.fixture(scope="module")
def small() -> Wordnet:
    return Wordnet.parse(DATA)


def test_a_family_line_is_read_as_a_family_not_as_a_concept(small):
    assert small.family("fail") == ["failure"]
    assert small.family("failure") == ["fail"]
    assert len(small.lines) == 3  # the three concepts; the families are no concepts
    assert small.translate("fail", "en", "it") == ["fallire"]


def test_an_inflected_word_has_its_dictionary_forms_family(small):
    assert small.family("failed") == ["failure"]
    assert small.family("fails") == ["failure"]
    # a word of its own family first (the gerund as a noun), then its verb's
    assert small.family("acquiring") == ["acquire", "acquisition", "acquirer"]
    assert small.family("unknown") == []


def test_first_senses_are_the_concepts_ranked_first(small):
    draw, pull = small.first_senses("draw", "en"), small.first_senses("pull", "en")
    assert len(draw) == 1 and pull == []  # the concept is pull's second sense


def test_the_shipped_families_pair_verbs_and_nouns():
    wn = shipped_bridges()[1]
    assert "failure" in wn.family("fail")
    assert "acquisition" in wn.family("acquire")
    assert "death" in wn.family("die")
    assert "train" in wn.family("trainer")


HEROES_JA = summary(
    "tower-heroes",
    "Tower Heroes",
    "ja",
    """## 任務の準備
任務の前に、各ヒーローは装備を選ぶ。
## 任務の失敗
任務が失敗すると、全員が宝物を1つ失う。
## 任務の報酬
任務の後、ヒーローは宝物を分ける。
""",
)


@pytest.mark.parametrize(
    ("question", "word"), [("when the mission fails", "fails"), ("mission failed", "failed")]
)
def test_an_english_verb_meets_the_japanese_noun_its_family_gives(question, word):
    idx = index_of([HEROES_JA], scope=GUILD)
    cons = query.analyse(idx, question, GUILD, "tower-heroes").concepts
    # a neighbour, or (its family's first gloss being the commoner word: see
    # test_family_first_gloss.py) a translation
    assert "失敗" in next(c.related + c.extra for c in cons if c.typed == word)
    # the section that says it answers, though every section says "mission"
    r = idx.search(question, scope=GUILD, game="tower-heroes", limit=3)
    assert r and r[0].section.title == "任務の失敗"


def test_an_italian_verb_meets_it_through_its_english():
    idx = index_of([HEROES_JA], scope=GUILD)
    # rifiutata: reject, whose noun *rejection* the dictionary glosses 拒否 by
    cons = query.analyse(idx, "quando la squadra viene rifiutata", GUILD).concepts
    assert "拒否" in next(c.related + c.extra for c in cons if c.typed == "rifiutata")


def test_an_english_word_reaches_japanese_through_a_word_sharing_its_first_sense():
    idx = index_of([HEROES_JA], scope=GUILD)
    # "drew": draw, whose first sense "pull" shares as its first too: 引く
    related = [f for c in query.analyse(idx, "I drew a card", GUILD).concepts for f in c.related]
    assert "pull" in related


def test_a_third_gloss_reaches_the_word_after_first_and_second_glosses():
    br = Bridge(
        {
            "戦う": "make war;wage war;fight\tたたかう\t45",
            "喧嘩": "quarrel;fight\tけんか\t45",
            "闘争": "fight;struggle\tとうそう\t40",
            "ファイト": "fighting spirit;guts;fight\tふぁいと\t40",
        }
    )
    # first glosses first, then second ones, then third ones; a katakana word's third
    # gloss is not reached (its glosses are often English words that sound alike)
    assert br.japanese("fight") == ["闘争", "喧嘩", "戦ウ"]
