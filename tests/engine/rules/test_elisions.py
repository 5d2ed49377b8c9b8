"""Elisions and contractions undone before a question is read (issue 21): an elided
Italian article or preposition is grammar (l'avversario, d'oro), not a one-letter word
read with its neighbour as a phrase; an English contraction's tail is written out or
dropped (isn't, can't, they're)."""

from __future__ import annotations

import pytest

from bot.engine.rules import normalize as N
from bot.engine.rules import query
from tests.engine.rules.invented import BYSTANDERS, index_of, summary


@pytest.mark.parametrize(
    ("text", "undone"),
    [
        ("l'avversario", "avversario"),
        ("medaglia d'oro", "medaglia oro"),
        ("un'azione dell’avversario", "azione avversario"),
        ("isn't it", "is not it"),
        ("I can't pay", "I can not pay"),
        ("it won't move", "it will not move"),
        ("they're out", "they out"),
        ("Hadrian's Wall", "Hadrian's Wall"),  # (a possessive: left to the names)
        ("un po' di monete", "un po' di monete"),
        ("kin'en", "kin'en"),  # (a romaji ん before a vowel)
    ],
)
def test_unelide(text, undone):
    assert N.unelide(text) == undone


GUILD = 44
MINES_IT = summary(
    "miniere-d-oro",
    "Miniere Lontane",
    "it",
    """## Le monete
Ogni moneta vale un punto.
## L'oro
Chi scava oro lo mette nel carrello.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([MINES_IT, *BYSTANDERS], scope=GUILD)


@pytest.mark.parametrize("q", ["moneta d'oro", "quanto vale l'oro"])
def test_no_concept_is_an_elided_article(idx, q):
    typed = [c.typed for c in query.analyse(idx, q, GUILD).concepts]
    assert "oro" in typed
    assert not any(t.startswith(("d ", "l ")) or t in ("d", "l") for t in typed)
