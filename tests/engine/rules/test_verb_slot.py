"""An English word where a verb stands (after a subject, a modal or "to") is
translated through its senses as a verb (issue 21): "can I refuse" is *rifiutare*, not
*rifiuto*, refuse as garbage. Read across languages on an invented Italian summary."""

from __future__ import annotations

import pytest

from bot.engine.rules import query
from bot.engine.rules.wordnet import Wordnet
from tests.engine.rules.invented import index_of, summary

GUILD = 43
MARKET_IT = summary(
    "mercato-nero",
    "Mercato Nero",
    "it",
    """## Rifiutare un'offerta
Chi riceve un'offerta di scambio può rifiutarla: il mercante la riprende.
## Spazzatura
La spazzatura e il pattume del mercato si gettano nel cassonetto a fine round.
## Possedere una bottega
Chi possiede una bottega incassa una moneta a ogni vendita.
## Il proprio turno
Nel proprio turno si fa una sola azione.
""",
)


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("when can I refuse?", "Rifiutare un'offerta"),
        ("who owns the shop?", "Possedere una bottega"),
    ],
)
def test_a_verb_after_its_subject_reaches_the_italian_verb(question, title):
    idx = index_of([MARKET_IT], scope=GUILD)
    r = idx.search(question, scope=GUILD, limit=3)
    assert r and r[0].section.title == title


def test_the_same_word_as_a_noun_keeps_its_nouns_senses():
    idx = index_of([MARKET_IT], scope=GUILD)
    extra = [c.extra for c in query.analyse(idx, "refuse bins", GUILD).concepts]
    assert any("spazzatura" in e for e in extra)


def test_a_words_first_verb_sense_translates_it_though_its_first_senses_are_nouns():
    wn = Wordnet.parse("# test data\nn\tplay\tdramma\t\nv\tplay@2\tgiocare\t\n")
    assert wn.translate("play", "en", "it")[0] == "dramma"
    assert wn.translate("play", "en", "it", pos="v") == ["giocare"]


@pytest.mark.parametrize(
    ("question", "title"),
    [
        ("when can I refuse?", "Rifiutare un'offerta"),
        ("where does the refuse go?", "Spazzatura"),
    ],
)
def test_in_the_games_channel_a_verb_slot_reads_the_games_verb(question, title):
    # in the game's channel the game's own text picks the word's sense: where a verb
    # stands, among its verb senses (rifiutare), not also its noun's (spazzatura)
    idx = index_of([MARKET_IT], scope=GUILD)
    game = "mercato-nero"
    r = idx.search(question, scope=GUILD, game=game, only_game=game, limit=3)
    assert r and r[0].section.title == title


def test_a_words_senses_reached_through_one_part_of_speech():
    wn = Wordnet.parse("# test data\nn\trefuse\tspazzatura\t\nv\trefuse@2\trifiutare\t\n")
    assert list(wn.reached(["refuse"], "en", "it")) == ["spazzatura", "rifiutare"]
    assert list(wn.reached(["refuse"], "en", "it", pos="v")) == ["rifiutare"]
