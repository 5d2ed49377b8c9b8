"""An Italian word's senses in the order of their use (issue 21): the Italian wordnets
give none, so the bridge orders an Italian word's equally central senses by how likely
each is (tools/extract_wordnet_bridge.py: how common the concept's English words are,
and the word among the concept's Italian ones), and an Italian verb is first what it
usually means: *vanno* (andare) goes before it dies, *vincere* is to win."""

from __future__ import annotations

import pytest

from bot.engine.rules.wordnet import Wordnet
from tests.engine.rules.invented import index_of, shipped_bridges, summary

GUILD = 13

DATA = """# test data
v\tdie;perish\tandare@3;morire\t
v\tgo;move\tandare;muoversi@2\t
v\twalk\tandare@2;camminare\t
v\tgamble@2\tandare@4\t
"""


def test_an_italian_words_central_senses_come_in_the_order_marked():
    wn = Wordnet.parse(DATA)
    assert wn.translate("andare", "it", "en")[:3] == ["go", "move", "walk"]
    assert "gamble" not in wn.translate("andare", "it", "en")  # a sense less central
    assert wn.translate("morire", "it", "en") == ["die", "perish"]


# a word's rare sense in a concept that is its English word's first sense ("cod", to
# trick), and its usual one in a concept that is not ("play" in its second sense)
RARE_CENTRAL = """# test data
v\tcod;dupe\tgiocare@3;ingannare\t
v\tplay@2\tgiocare\t
v\ttoy@2\tgiocare@2\t
"""


def test_a_words_third_sense_comes_after_its_first_even_in_a_central_concept():
    wn = Wordnet.parse(RARE_CENTRAL)
    assert wn.translate("giocare", "it", "en")[:2] == ["play", "toy"]
    assert wn.translate("ingannare", "it", "en") == ["cod", "dupe"]  # its own first sense


@pytest.mark.parametrize(
    "word, first",
    [
        ("vanno", "go"),
        ("vincere", "win"),
        ("contare", "count"),
        ("chiudere", "close"),
        ("giocare", "play"),
    ],
)
def test_the_shipped_bridge_reads_an_italian_verb_in_its_common_sense(word, first):
    assert shipped_bridges()[1].translate(word, "it", "en")[0] == first


# an English game whose headings name a verb's common sense and a rarer one
HEROES_EN = summary(
    "long-road",
    "Long Road",
    "en",
    "## Going\nHeroes go up to two spaces along the road.\n"
    "## Perishing\nHeroes perish when their life reaches zero.\n",
)


def test_an_italian_question_meets_the_verbs_common_sense():
    idx = index_of([HEROES_EN], scope=GUILD)
    r = idx.search("come vanno gli eroi?", scope=GUILD, only_game="long-road", limit=3)
    assert r and r[0].section.title == "Going"


# two games: one names the bird, the other (asked about) what a pirate may do
WOODS_EN = summary(
    "woods",
    "Woods",
    "en",
    "## Birds\nA woodpecker card scores two.\n## Setup\nEach player takes a bird.\n",
)
PIRATES_EN = summary(
    "pirates",
    "Pirates",
    "en",
    "## Fighting\nA pirate may beat another pirate.\n## Setup\nEach player takes a ship.\n",
)


def test_the_game_asked_about_picks_the_reading_of_an_italian_word():
    # picchio is first a woodpecker, then picchiare's "I beat": another game saying
    # "woodpecker" is no sign that the game asked about means it
    from bot.engine.rules import query

    idx = index_of([WOODS_EN, PIRATES_EN], scope=GUILD)
    q = query.analyse(idx, query.clean("se picchio un pirata?"), GUILD, "pirates")
    (c,) = [c for c in q.concepts if c.why == "picchio"]
    assert c.extra[0] == "beat"
    r = idx.search("se picchio un pirata?", scope=GUILD, only_game="pirates", limit=2)
    assert r[0].section.title == "Fighting"
