"""A Japanese word whose dictionary gloss is one word after an article (終わり "the
end", 未来 "the future") is read as that word, and so reaches the other languages'
words for it (*end*: *fine*), asked in kana or in romaji. On an invented game."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.query import _bare_gloss, analyse
from tests.engine.rules.invented import index_of, summary

SCOPE = 13

VELE = summary(
    "vele",
    "Vele",
    "it",
    """
## Preparazione
Ogni giocatore prende tre navi e due monete.

## Il turno
Muovi una nave di due caselle oppure carica una merce.

## Fine
Quando il mazzo è vuoto si conta chi ha più monete.

## Il mondo
La mappa del mondo ha sei regioni collegate da rotte.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([VELE], scope=SCOPE)


@pytest.mark.parametrize(("q", "title"), [("世界の地図", "Il mondo"), ("owari wa?", "Fine")])
def test_a_gloss_after_an_article_reaches_the_italian_word(idx, q, title):
    top = idx.search(q, scope=SCOPE, limit=3)
    assert top[0].section.title == title


def test_the_concept_carries_the_bare_word_and_its_italian(idx):
    (c,) = analyse(idx, "owari", scope=SCOPE).concepts
    assert "end" in c.extra and "fine" in c.extra
    assert "the end" not in c.extra


@pytest.mark.parametrize(
    ("gloss", "bare"),
    [("the end", "end"), ("a throw", "throw"), ("the so-called", "so-called"), ("end", "end")],
)
def test_only_an_article_before_one_word_drops(gloss, bare):
    assert _bare_gloss(gloss) == bare


def test_a_phrase_after_an_article_is_kept_whole():
    assert _bare_gloss("the other side") == "the other side"
