"""An English word asked about a game whose sections say none of its usual
translations (issue 21): the words of its other senses that the game says count as
translations (*seal* in a game of kings: *sigillo*, not the *ceralacca* it is
sealed with). Where the
game says a usual one, or no game is known, they do not. Invented games."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from tests.engine.rules.invented import index_of, summary

GUILD = 47

COURT_IT = summary(
    "corte-del-re",
    "Corte del Re",
    "it",
    """## Il sigillo del re
Chi tiene il sigillo del re gioca per primo nel giro seguente.
## I cortigiani
Ogni cortigiano vale un voto in consiglio.
## Fine della partita
Vince chi ha più voti dopo dieci giri.
""",
)

LETTERS_IT = summary(
    "lettere-segrete",
    "Lettere Segrete",
    "it",
    """## La ceralacca
Una lettera chiusa con la ceralacca non si legge fino alla fine del turno.
## I messaggeri
Il messaggero porta una lettera a un giocatore vicino.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([COURT_IT, LETTERS_IT], scope=GUILD)


def _extra(idx, game: str | None) -> list[str]:
    return next(c for c in Q.analyse(idx, "seal", GUILD, game).concepts if c.why == "seal").extra


def test_a_sense_the_game_says_is_a_translation(idx):
    assert "sigillo" in _extra(idx, "corte-del-re")
    r = idx.search("who keeps the seal?", scope=GUILD, game="corte-del-re", limit=3)
    assert r and r[0].section.title == "Il sigillo del re"


def test_only_where_the_game_says_none_of_the_usual_ones(idx):
    assert "sigillo" not in _extra(idx, "lettere-segrete")
    assert "sigillo" not in _extra(idx, None)
