"""Ordinary words asked in another language than the summary's (issue 21): a Japanese
word the analyser cuts into a noun and its suffix, a verb whose lemma is another kanji
of it, a verb's gloss read as a verb, a character's short name in katakana, and the
Italian possessives. Invented games."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from tests.engine.rules.invented import index_of, summary

GUILD = 23

COMET_IT = summary(
    "flotta-cometa",
    "Flotta Cometa",
    "it",
    """## Sparare
Nel tuo turno puoi sparare a una nave nemica nella stessa orbita, fino a due orbite.
## Colpire con lo sperone
Una nave può colpire con lo sperone una nave vicina: perde un punto scafo.
## Germogli di cristallo
I germogli di cristallo crescono sugli asteroidi: chi li raccoglie prende energia.
## Il mago
Il mago scambia due carte del mercato una volta per round.
## La magia
Le carte magia si giocano gratis all'inizio del round.
## Zed
Zed, il pilota, muove di due orbite invece di una.
## Djaro
Djaro ripara una nave danneggiata a fine turno.
## Ben
Ben, il cuoco, cura un pilota ferito.
""",
)

# another game here, with ordinary headings of its own
GARDEN_EN = summary(
    "moss-garden",
    "Moss Garden",
    "en",
    """## Planting
Plant one seedling in an empty bed on your turn.
## Harvest
At the end of the round each full bed scores two points.
## Winning
The player with the most points after six rounds wins.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([COMET_IT, GARDEN_EN], scope=GUILD)


def _first(idx, query: str, game: str | None = "flotta-cometa") -> str:
    r = idx.search(query, scope=GUILD, only_game=game, limit=3)
    assert r, query
    return r[0].section.title


def test_a_noun_and_its_suffix_are_the_word_the_dictionary_knows(idx):
    # 魔術師 (magician) is cut into 魔術 (magic) and 師: the magician's section, not magic's
    assert _first(idx, "魔術師は何ができる？") == "Il mago"


def test_a_verb_is_read_in_the_kanji_the_question_writes(idx):
    # 撃つ (shoot): the analyser's lemma is 打つ (hit); neither the ram's blow nor a
    # plant's shoot (germoglio), the noun of the verb's English
    assert _first(idx, "撃つときの距離") == "Sparare"
    con = next(c for c in Q.analyse(idx, "撃つ", GUILD, "flotta-cometa").concepts)
    assert "sparare" in con.extra and "germoglio" not in con.extra + con.related


def test_a_short_name_in_katakana_meets_its_heading(idx):
    assert _first(idx, "ゼッドの移動") == "Zed"
    # Django-like names: a silent d before j (ジャロ: Djaro)
    assert _first(idx, "ジャロは何を直す？") == "Djaro"
    # outside any channel, the name points to its game
    assert _first(idx, "ゼッドの移動", game=None) == "Zed"


def test_a_name_the_analyser_knows_by_another_spelling_meets_its_heading(idx):
    # UniDic gives ベン the origin "Benn", a word no dictionary knows: still a name
    assert _first(idx, "ベンの能力") == "Ben"


def test_italian_possessives_are_no_words_of_the_question(idx):
    whys = [c.why for c in Q.analyse(idx, "posso usare i miei germogli?", GUILD).concepts]
    assert "miei" not in whys and "germogli" in whys
