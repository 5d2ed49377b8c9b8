"""``rules.ask``: the one search ``/rule`` makes (and the benchmarks with it), on an index
of games invented here: in a channel with a game, a question naming another game, by
any spelling the search reads as its name, is about that other game."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from bot.service.rules import Where, ask
from tests.engine.rules.invented import index_of, summary

GUILD = 4


GAMES = [
    summary(
        "spirit-grove",
        "Spirit Grove",
        "en",
        "## Setup\nEach player takes a grove board and two spirits.\n## Fear\nFear cards are drawn when the fear pool empties.\n",
    ),
    summary(
        "brass-works",
        "Brass Works",
        "en",
        "## Setup\nEach player takes a mill board and ten coins.\n## Canals\nA canal costs three coins.\n",
    ),
]


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of(GAMES, scope=GUILD)


@pytest.mark.parametrize(
    "question",
    [
        "スピリットグローブの準備",  # the name in katakana
        "supiritto guroobu no junbi",  # ... in romaji
        "spirit grove setup",  # ... as written
    ],
)
def test_a_question_naming_another_game_in_a_channel_is_about_that_game(idx, question):
    res = ask(idx, question, scope=GUILD, where=Where(home="brass-works"))
    assert (res[0].section.game, res[0].section.title) == ("spirit-grove", "Setup")


def test_a_question_naming_no_game_in_a_channel_is_about_the_channels_game(idx):
    res = ask(idx, "setup", scope=GUILD, where=Where(home="brass-works"))
    assert (res[0].section.game, res[0].section.title) == ("brass-works", "Setup")
    res = ask(idx, "setup", scope=GUILD, where=Where(home="spirit-grove"))
    assert res[0].section.game == "spirit-grove"
