"""Italian grammar words of a question (issue 21): a preposition joined to an article
(negli, sulle, dell'), or elided, is no content word. Said by every Italian text, it
would take an Italian question asked in an English game's channel to an Italian game
that merely writes it. Invented games."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from tests.engine.rules.invented import index_of, summary

GUILD = 31

HARBOUR_EN = summary(
    "salt-harbour",
    "Salt Harbour",
    "en",
    """## Move pieces
Instead of placing, move up to two of your pieces to empty spaces of any road.
## Offices
A completed road lets you put one piece in the city's leftmost free office.
## Final scoring
Each office you hold in a city scores one point at the end.
""",
)

# an Italian game whose text says the grammar words often
ISLES_IT = summary(
    "isole-di-vetro",
    "Isole di Vetro",
    "it",
    """## Le creature
Negli scontri negli stretti le creature restano negli spazi scelti, sulle isole.
## Gli spazi
Negli spazi vuoti si mettono le tessere dell'isola, sulle coste e negli angoli.
## Il mercato
Si comprano tessere dal mercato con le monete della riserva.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([HARBOUR_EN, ISLES_IT], scope=GUILD)


@pytest.mark.parametrize("word", ["negli", "sulle", "dell", "nei", "sul", "dallo"])
def test_a_joined_preposition_is_no_concept(idx, word):
    cons = Q.analyse(idx, Q.clean(f"pezzi {word} uffici"), GUILD).concepts
    assert [c.why for c in cons if c.why == word] == []


def test_the_channels_game_answers_an_italian_question_with_grammar_words(idx):
    r = idx.search(
        "posso spostare i pezzi che ho negli uffici?", scope=GUILD, game="salt-harbour", limit=3
    )
    assert r and r[0].section.game == "salt-harbour"
    assert r[0].section.title == "Move pieces"
