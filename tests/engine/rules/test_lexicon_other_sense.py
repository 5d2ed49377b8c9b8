"""A board-game word the lexicon translates in its board-game sense, asked about a
game whose sections say none of the lexicon's words (issue 21): the dictionaries'
translations count too (*train* a worker: *formare*, not the lexicon's *treno*).
Where the game says the lexicon's word, or no game is known, the lexicon's alone.
Invented games."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from tests.engine.rules.invented import index_of, summary

GUILD = 43

KITCHEN_IT = summary(
    "cucina-stellata",
    "Cucina Stellata",
    "it",
    """## Assumere
Ogni turno puoi assumere un cuoco nuovo dalla riserva.
## Formare
Un cuoco che non lavora questo turno si può formare: diventa un cuoco esperto.
## Servire
I clienti si servono in ordine, dal tavolo più vicino.
""",
)

RAILS_IT = summary(
    "binari-d-oro",
    "Binari d'Oro",
    "it",
    """## Il treno
Ogni treno parte dalla stazione e porta merci.
## Le merci
Le merci si consegnano alle città.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([KITCHEN_IT, RAILS_IT], scope=GUILD)


def _extra(idx, text: str, game: str | None) -> list[str]:
    return next(c for c in Q.analyse(idx, text, GUILD, game).concepts if c.why == "train").extra


def test_a_game_saying_none_of_the_lexicons_words_gets_the_dictionaries(idx):
    assert "formare" in _extra(idx, "train", "cucina-stellata")
    r = idx.search("can I train a cook?", scope=GUILD, game="cucina-stellata", limit=3)
    assert r and r[0].section.title == "Formare"


def test_a_game_saying_the_lexicons_word_keeps_it_alone(idx):
    assert "formare" not in _extra(idx, "train", "binari-d-oro")
    assert "formare" not in _extra(idx, "train", None)
