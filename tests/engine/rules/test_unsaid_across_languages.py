"""The note "No summary here mentions X" (a hint that the question may be about a game
no summary here covers) names a Japanese word only where a summary here is written in
Japanese: where every summary is in another language, a word missing as written says
nothing of the game (play-test 22, finding 4)."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 31

COMETS_IT = summary(
    "comet-harbour",
    "Porto delle Comete",
    "it",
    """## Preparazione
Ogni giocatore prende sei carte equipaggio e tre segnalini.
## Ordine di risoluzione
I personaggi si risolvono in ordine crescente: prima il Capitano, poi l'Agente segreto.
## Sabotatore
Il Sabotatore distrugge una nave ancora nel molo. Non si può sabotare una nave già lanciata.
""",
)

# another game's summary, in Japanese, saying none of the question's words
ORCHARD_JA = summary(
    "night-orchard",
    "Night Orchard",
    "ja",
    """## 収穫
手番ごとに果物を一つ取る。
## 得点
いちばん多く果物を持つ人の勝ち。
""",
)

QUESTION = "破壊工作員は打ち上げ済みの宇宙船を壊せる？"


@pytest.fixture(scope="module")
def italian_only() -> RulesIndex:
    return index_of([COMETS_IT], scope=GUILD)


def test_japanese_words_are_not_unsaid_where_every_summary_is_italian(italian_only):
    r = italian_only.search(QUESTION, scope=GUILD, limit=5)
    # the words are missing as written (the summary is Italian), but not from the
    # game: no hint to add a summary the server has
    assert set(r.unmatched) >= {"破壊", "宇宙船"}
    assert r.unsaid == [] and r.unknown == []
    assert r.missing_game is None


def test_japanese_words_are_unsaid_where_a_japanese_summary_is_visible():
    idx = index_of([COMETS_IT, ORCHARD_JA], scope=GUILD)
    r = idx.search(QUESTION, scope=GUILD, limit=5)
    # a Japanese summary here would say them as written: the note may name them
    assert "破壊" in r.unsaid and "宇宙船" in r.unsaid
    # another server's Japanese summary is not this server's
    other = index_of([COMETS_IT], scope=GUILD)
    other.add(ORCHARD_JA, scope=GUILD + 1, source_id="o.md", name="o.md")
    assert other.search(QUESTION, scope=GUILD, limit=5).unsaid == []


def test_english_words_keep_the_note_where_every_summary_is_italian(italian_only):
    r = italian_only.search("science compass tablet captain", scope=GUILD, limit=5)
    assert r.unsaid == ["science", "compass", "tablet"]
