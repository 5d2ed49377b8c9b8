"""A dictionary word typed in one language meets a heading of another language whole
only where that heading says it as a word (or its inflection): a longer word it only
begins ("cost" in *Costruire*) is a part match there, not the heading's subject
(issue 21, in a game's channel). Invented games."""

from __future__ import annotations

import pytest

from bot.engine.rules import query, rank
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 41

HOUSES_IT = summary(
    "case-e-ipoteche",
    "Case e ipoteche",
    "it",
    """## Costruire case
Una casa si paga come scritto sul contratto del terreno; mai su un terreno
con un'ipoteca.
## Togliere l'ipoteca
Per togliere l'ipoteca paga alla banca il suo valore più il dieci per cento.
## Il turno
Tira i dadi, muovi la pedina e fai l'azione della casella.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([HOUSES_IT, *BYSTANDERS], scope=GUILD)


def _titles(idx, q: str) -> list[str]:
    r = idx.search(q, scope=GUILD, game="case-e-ipoteche", only_game="case-e-ipoteche")
    return [m.section.title for m in r]


def test_a_word_beginning_a_longer_foreign_word_is_no_heading_match(idx):
    # "cost" only begins costruire: the section that answers the mortgage comes first
    assert _titles(idx, "how much does it cost to lift a mortgage")[0] == "Togliere l'ipoteca"


def test_the_part_match_counts_less_than_a_word_there(idx):
    slots = {idx.slots[i].title: i for i in idx.game_set("case-e-ipoteche", GUILD)}
    build = slots["Costruire case"]
    qa = query.analyse(idx, "cost", GUILD, "case-e-ipoteche")
    pool = idx.game_set("case-e-ipoteche", GUILD)
    con = qa.concepts[0]
    credit, tcov = rank._concept_credit(idx, con, pool.__contains__, idx.live, idx.weights)
    # its heading only begins with the word: a part match, under what answers a concept
    assert tcov[build] <= idx.weights.foreign_part
    assert credit[build] < idx.weights.hit
