"""A question asked in a game's channel whose own words surely name another game's
things, which the channel's game does not wholly answer: that game's sections, as a
menu (index.search, ``evidence_elsewhere``); on games invented here. The tests of the
mechanism fail without it."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 19

HARBOUR = summary(
    "harbour-cranes",
    "Harbour Cranes",
    "en",
    "## Cranes\nEach player lifts one crate with a crane per turn.\n"
    "## Ships\nA ship carries three crates to the market.\n"
    "## End\nThe game ends when the market is full.\n",
)
GLACIER = summary(
    "glacier-trek",
    "Glacier Trek",
    "en",
    "## Crevasse\nA sherpa who falls into a crevasse loses two oxygen tanks.\n"
    "## Oxygen\nEach sherpa starts with four oxygen tanks.\n"
    "## Summit\nThe first sherpa on the summit wins.\n",
)
QUESTION = "how many oxygen tanks does a player lose in a crevasse on a turn"


def build() -> RulesIndex:
    return index_of([HARBOUR, GLACIER, *BYSTANDERS], scope=GUILD)


def asked_in(idx: RulesIndex, game: str, question: str):  # type: ignore[no-untyped-def]
    return idx.search(question, scope=GUILD, game=game, only_game=game, limit=5)


def test_another_games_question_asked_in_a_channel_goes_to_that_game_as_a_menu():
    res = asked_in(build(), "harbour-cranes", QUESTION)
    assert (res[0].section.game, res[0].section.title) == ("glacier-trek", "Crevasse")
    assert not res.confident


def test_without_the_mechanism_the_channels_game_answers():
    idx = build()
    idx.weights = replace(idx.weights, elsewhere_sure=2.0)
    res = asked_in(idx, "harbour-cranes", QUESTION)
    assert res[0].section.game == "harbour-cranes"


def test_a_question_the_channels_game_answers_stays_there():
    # "crane" and "crate" are Harbour Cranes' own: asked in its channel, answered there
    res = asked_in(build(), "harbour-cranes", "how many crates does a crane lift")
    assert res[0].section.game == "harbour-cranes"
    assert res[0].section.title == "Cranes"
