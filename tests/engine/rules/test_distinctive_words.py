"""With no game given and none sure, a word of the question only one or two games say
(a name of one game's thing: a lighthouse) is what the question is about; the words
every game says (turn, cards, keep) only say how it asks. Such a word weighs
``Weights.distinctive`` times its weight in the ranking, so its section is not buried
under every game's sections saying the common words.

Unless it is the context of the rest of the question: a thing with its own heading
whose section says none of the other words, while another section of its game says
them ("how many cards can the salt guild keep": the hand limit answers, the guild is
whose hand). Then it weighs as before (``Weights.context_rest``). Each test checks that
the question fails with its mechanism switched off."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 31

COMMON = """## Setup
Each player takes a board, {n} coins and a hand of five cards.
## Turn
On your turn play one card, then move one piece. A piece that is taken is removed from the board.
## Hand limit
At the end of your turn keep at most seven cards.
## Scoring
The player with the most coins at the end of the last round wins.
"""

SERVER = [
    summary("north-wind", "North Wind", "en", COMMON.format(n=3)),
    summary("south-wind", "South Wind", "en", COMMON.format(n=4)),
    summary(
        "east-wind",
        "East Wind",
        "en",
        COMMON.format(n=5)
        + """## Ferries
A ferry waits at the quay until the bell rings.
## Guilds
### Salt Guild
The Salt Guild trades fish for coins.
""",
    ),
    summary(
        "harbour-lights",
        "Harbour Lights",
        "en",
        COMMON.format(n=6)
        + """## Night
At night every keeper lights the lighthouse on the cliff; a ship that sees it comes to port.
## Guilds
### Salt Guild
The Salt Guild starts with two harbours and a ship.
""",
    ),
]


def build(**weights: float) -> RulesIndex:
    idx = index_of(SERVER, scope=GUILD)
    idx.weights = replace(idx.weights, **weights)
    return idx


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return build()


def titles(idx: RulesIndex, question: str, top: int) -> list[tuple[str, str]]:
    r = idx.search(question, scope=GUILD, limit=top)
    assert r.game is None  # no game sure: the mechanisms here are for that case
    return [(m.section.game, m.section.title) for m in r][:top]


def test_the_distinctive_words_section_is_not_buried(idx):
    # "lighthouse" is said by Harbour Lights alone, "turn" by every game's Turn
    assert ("harbour-lights", "Night") in titles(idx, "lighthouse turn", 2)
    assert ("harbour-lights", "Night") not in titles(build(distinctive=1.0), "lighthouse turn", 3)


def test_a_named_thing_is_the_context_of_what_is_asked(idx):
    # the guild's sections say neither cards nor keep; each game's hand limit says both
    question = "how many cards can the salt guild keep"
    first = titles(idx, question, 1)[0]
    assert first[1] == "Hand limit" and first[0] in {"east-wind", "harbour-lights"}
    # weighed as the question's topic, the guild's own section came first
    assert titles(build(context_rest=9.0), question, 1)[0][1] == "Salt Guild"


def test_a_named_thing_whose_section_says_the_rest_is_the_topic(idx):
    # East Wind's guild section says coins: the guild is what is asked about
    assert titles(idx, "salt guild coins", 1) == [("east-wind", "Salt Guild")]
