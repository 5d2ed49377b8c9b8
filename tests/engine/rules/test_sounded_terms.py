"""A glossary term met only by its sound key, on games invented here (no benchmark
material): "atack" is no dictionary word, so it is read as the term whose sound it
has (a shipped game's Attack). That is a guess, as a typo is: as evidence of the
term's game it counts as the game's text saying the word would, not as the term's
own section, so a question whose other words are another game's goes there; and the
term's section is never shown alone on that guess."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 21

GLOSSARY = """
[meta]
game = "stone-wall"

[[term]]
en = "Attack"
ja = ["攻撃"]
it = ["attacco"]
section = "攻撃"
"""

WALL = summary(
    "stone-wall",
    "Stone Wall",
    "ja",
    """## 準備
各プレイヤーはシート2枚と労働者3人を受け取る。
## 攻撃
蛮族の攻撃は毎ラウンドの終わりに来る。防壁で防ぐ。
## 市場
市場では資源1つを金貨2枚で売る。
## ゲームの終わり
6ラウンド後にゲームが終わる。
""",
)

RAID = summary(
    "raid-lords",
    "Raid Lords",
    "it",
    """## Preparazione
Ogni giocatore prende un mazzo di dieci carte.
## Attaccare un vicino
Si gioca una carta per attaccare un vicino; chi difende può bloccare con uno scudo.
## Scudi
Uno scudo annulla un attacco.
## Fine della partita
La partita finisce quando resta un solo signore.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([RAID], scope=GUILD, shipped=[WALL], glossaries=[GLOSSARY])


def test_the_misspelling_is_read_as_the_term_by_its_sound(idx):
    qa = Q.analyse(idx, Q.clean("can I atack my neighbour"), GUILD, None)
    (term,) = [c for c in qa.concepts if c.terms]
    assert term.sounded
    assert idx.terms[term.terms[0]].en == "Attack"
    plain = Q.analyse(idx, Q.clean("can I attack my neighbour"), GUILD, None)
    assert not any(c.sounded for c in plain.concepts)


@pytest.mark.parametrize(
    "q", ["can I atack my neighbour", "atack a neighbour", "block an atack with a shield"]
)
def test_a_term_met_by_sound_does_not_take_the_question_to_its_game(idx, q):
    res = idx.search(q, scope=GUILD)
    assert res.leading == "raid-lords"
    assert res[0].section.game == "raid-lords"


def test_a_term_met_by_sound_is_never_answered_alone(idx):
    res = idx.search("when do I atack", scope=GUILD)
    assert res[0].section.title == "攻撃"  # the term's own section: the best guess
    assert not res.confident
