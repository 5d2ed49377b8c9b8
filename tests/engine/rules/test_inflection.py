"""A lexicon translation found in a text as an inflected word: "refill" reaches an
Italian text saying "si riempie" through the lexicon's "riempire"."""

from __future__ import annotations

from bot.engine.rules.index import RulesIndex

LEXICON = """
[[concept]]
id = "refill"
en = ["refill"]
ja = ["補充"]
romaji = ["hojuu"]
it = ["riempire"]
"""

SUMMARY = """+++
game = "birds"
language = "it"
+++
# Birds

## Pescare carte
Si pescano carte dal vassoio scoperto. Il vassoio si riempie solo alla fine del turno.

## Giocare una carta
Si paga il costo in cibo e si mette la carta nella colonna.

## Mercato
Il prezzo dipende da quante carte ci sono già.
"""


# enough sections for grams to have an idf (a gram in every section says nothing)
EXTRA = {0: " da finire", 1: " e poi partire", 2: " se ispira"}
FILLER = "".join(
    f"\n## Caso {k}\nNel caso numero {k} si ricomincia{EXTRA.get(k, '')}.\n" for k in range(40)
)


def _idx() -> RulesIndex:
    return RulesIndex.build(
        summaries=[("birds/it.md", SUMMARY + FILLER)], lexicons=[("l.toml", LEXICON)]
    )


def test_an_inflected_translation_is_found():
    r = _idx().search("refill", limit=3)
    assert r and r[0].section.title == "Pescare carte"


def test_grams_scattered_over_other_words_are_not_the_translation():
    # "riempire" shares grams with no word of these texts: nothing is offered
    r = _idx().search("refill", game="birds", limit=3)
    assert all(m.section.title != "Mercato" for m in r)
