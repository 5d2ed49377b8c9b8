"""Which game a question asked outside any game's channel is about, on games invented
here (no benchmark material); each mechanism's test fails without it:

- an ordinary Italian or English word of the question is that word: not a shipped
  game's glossary term it sounds like (corpo, colpo: r and l are one sound in romaji)
  or nearly spells (finito, fiito), which would make that game the question's;
- the search says which game it found likeliest (``leading``), sure or not."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 11

# a "shipped" game with a glossary whose Italian forms are near ordinary words
GLOSSARY = """
[meta]
game = "iron-banners"

[[term]]
en = "Strike"
ja = ["ストライク"]
it = ["colpo"]
section = "Strike"

[[term]]
en = "Feat"
ja = ["フィート"]
it = ["impresa"]
aliases = ["feat", "fiito"]
section = "Feat"
"""

BANNERS = summary(
    "iron-banners",
    "Iron Banners",
    "en",
    """## Strike
A strike removes one enemy unit from the battle.
## Feat
A feat is a deed of one hero: it scores two points.
## Setup
Each player takes a banner and six units.
""",
)

SERVER = [
    summary(
        "deep-halls",
        "Deep Halls",
        "it",
        """## Preparazione
Ogni giocatore prende un eroe e tre carte tesoro.
## Nani
Il nano ha sette punti corpo e tira due dadi in difesa.
## Trappole
Una trappola si disinnesca lanciando un dado: con 5 o 6 il nano la evita.
""",
    ),
    summary(
        "harvest-moon",
        "Harvest Moon",
        "it",
        """## Raccolto
Alla fine del turno ogni campo rende due grani.
## Mercato
Al mercato si vendono i grani per una moneta ciascuno.
""",
    ),
]


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of(SERVER, scope=GUILD, shipped=[BANNERS], glossaries=[GLOSSARY])


def terms_of(idx: RulesIndex, question: str) -> set[str]:
    qa = Q.analyse(idx, question, GUILD)
    return {idx.terms[t].en for con in qa.concepts for t in con.terms}


@pytest.mark.parametrize(
    "question",
    [
        "quanti punti corpo ha il nano",  # corpo sounds as the term's colpo
        "la trappola ha finito il nano?",  # finito nearly spells the alias fiito
    ],
)
def test_an_ordinary_word_is_no_shipped_games_term(idx, question):
    assert terms_of(idx, question) == set()
    r = idx.search(question, scope=GUILD, limit=3)
    assert r[0].section.game == "deep-halls"
    assert r.leading == "deep-halls"


def test_the_terms_own_forms_and_near_misspellings_still_name_it(idx):
    # the glossary's Italian form typed as it is, a typo of it that is no word, and
    # the romaji of its Japanese form still read as the term
    assert terms_of(idx, "colpo") == {"Strike"}
    assert terms_of(idx, "fiitoo") == {"Feat"}
    assert terms_of(idx, "sutoraiku") == {"Strike"}


def test_the_likeliest_game_is_said_even_when_not_sure(idx):
    # the search names the game the question's words lean to, and the one it names
    r = idx.search("quando finisce il raccolto", scope=GUILD, limit=3)
    assert r.leading == "harvest-moon"
    named = idx.search("harvest moon mercato", scope=GUILD, limit=3)
    assert named.leading == named.game == "harvest-moon"
