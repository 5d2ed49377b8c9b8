"""A heading met by any of a concept's translations fits the question as one met by
its first ones (issue 21): the heading fit (:func:`bot.engine.rules.rank._heading_fit`)
read a heading with a concept's first twelve translations only, while the title's
coverage used them all, so a heading met late in the list (*punteggio finale*, the
thirteenth of "final scoring") fitted no better than one saying a word in passing.
On an invented game."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.rank import _Said
from tests.engine.rules.invented import index_of, summary

GUILD = 8

BOTTONI = summary(
    "bottoni",
    "Bottoni",
    "it",
    """## Punteggio
Ognuno conta i bottoni rimasti e toglie due per ogni casella vuota della coperta.
## Pareggio
Se a fine partita due giocatori hanno gli stessi punti finali, vince chi ha finito per
primo. Con punti finali pari anche a fine partita in tre, si guarda il turno.
## Il turno
Si prende una toppa o si avanza.
""",
)


# (the tie's section says "final points" and "end of the game" again and again; the
# scoring section's heading is the question's concept, met by its late translations)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([BOTTONI], scope=GUILD)


@pytest.mark.parametrize("query", ["tokuten keisan", "final scoring", "得点計算"])
def test_a_heading_met_by_a_late_translation_fits(idx, query):
    r = idx.search(query, scope=GUILD, only_game="bottoni", limit=5)
    assert r[0].section.title == "Punteggio"


def test_every_translation_reads_a_heading(idx):
    (con,) = Q.analyse(idx, "final scoring").concepts
    late = con.extra.index("punteggio finale")
    assert late >= 12  # the case this is about: after the first twelve
    said, units, mask = _Said([con]).share("punteggio finale")
    assert (said, units, mask) == (2, 2, 1)
