"""Asked in a game's channel (issue 21): the question's own words decide, on games
invented here."""

from __future__ import annotations

import pytest

from tests.engine.rules.invented import index_of, summary

SERVER = 7

_SKYLARK = summary(
    "skylark-test",
    "Skylark",
    "en",
    """
## End of turn
At the end of your turn keep at most seven cards in hand; discard the rest.

## Flight
Move your glider up to three spaces.
""",
)

_MARINA = summary(
    "marina-test",
    "Marina",
    "en",
    """
## Quillon
Whoever holds Quillon takes two coins at the end of each round.

## The dock
The dock holds three boats.
""",
)


@pytest.fixture(scope="module")
def ix():
    return index_of([_SKYLARK, _MARINA], scope=SERVER)


def test_a_question_naming_the_channels_game_stays_there(ix):
    # "Quillon" is a word only Marina says; the question names Skylark, the channel's
    # game, which answers its other words: asked as the service asks in that channel
    q = "Skylark: at the end of the turn how many cards can I keep in quillon"
    r = ix.search(q, scope=SERVER, game="skylark-test", only_game="skylark-test", limit=3)
    assert (r[0].section.game, r[0].section.title) == ("skylark-test", "End of turn")


def test_a_name_only_another_game_says_still_moves_an_unnamed_question(ix):
    # the same question not naming Skylark: Quillon is Marina's, as before
    q = "at the end of the turn how many cards can I keep in quillon"
    r = ix.search(q, scope=SERVER, game="skylark-test", only_game="skylark-test", limit=3)
    assert (r[0].section.game, r[0].section.title) == ("marina-test", "Quillon")
    assert not r.confident


def test_a_word_a_dictionary_translates_is_no_name_of_another_games_thing():
    # "durante" (during) is unsaid by Skylark and said by Marina's Italian summary
    # alone: an ordinary word of the question, not a name of Marina's thing, so the
    # question stays in the channel
    marina = summary(
        "marina-test",
        "Marina",
        "it",
        "\n## Tempeste\nDurante la tempesta nessuna barca lascia il molo.\n",
    )
    ix = index_of([_SKYLARK, marina], scope=SERVER)
    q = "quante carte posso tenere durante il turno?"
    r = ix.search(q, scope=SERVER, game="skylark-test", only_game="skylark-test", limit=3)
    assert (r[0].section.game, r[0].section.title) == ("skylark-test", "End of turn")
