"""Two sections of one topic under headings that open with the same words and go on
differently ("Pozzi: regola generale", "Pozzi già svuotati"): the words a question says
of what one heading adds, and the other's text does not say, bring that one first
(issue 21, close sections). On a game invented here."""

from __future__ import annotations

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.rank import _sibling_rests
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 29
GAME = "dune-wells"

WELLS = summary(
    GAME,
    "Dune Wells",
    "it",
    "## Pozzi: regola generale\nNel proprio turno metti un cammello su un pozzo e "
    "attingi acqua: ogni cammello attinge una giara. Metti i cammelli sui pozzi in "
    "qualsiasi ordine.\n"
    "## Pozzi già svuotati\nUn pozzo che qualcuno ha svuotato in questa stagione non dà "
    "niente; si riempie alla stagione successiva.\n"
    "## Cammelli\nOgni cavaliere ha quattro cammelli.\n",
)


def build() -> RulesIndex:
    return index_of([WELLS, *BYSTANDERS], scope=GUILD)


def test_what_each_heading_adds_to_the_shared_words():
    assert _sibling_rests("wells: general rule", "wells already drawn") == (
        "general rule",
        "already drawn",
    )
    assert _sibling_rests("wells", "wells already drawn") is None  # one holds the other
    assert _sibling_rests("the wells", "the camels") is None  # only a light word shared


def test_a_word_of_what_one_heading_adds_brings_it_first():
    idx = build()
    # the general rule's text says more of the question (put, camels, water); the
    # question's *already* is what the other heading adds (già), which it does not say
    q = "can I put camels and draw water at a well someone already took?"
    r = idx.search(q, scope=GUILD, game=GAME, only_game=GAME, limit=3)
    assert [m.section.title for m in r][:2] == ["Pozzi già svuotati", "Pozzi: regola generale"]
    assert not r.confident  # the words chose between the two: a menu


def test_a_question_saying_neither_keeps_the_order():
    idx = build()
    r = idx.search("how do I put camels on wells?", scope=GUILD, game=GAME, only_game=GAME, limit=3)
    assert r[0].section.title == "Pozzi: regola generale"
