"""A game is named by a part of its name, as players shorten it: the part after or
before a linking word ("El Dorado" of The Quest for El Dorado, "Waterdeep" of Lords of
Waterdeep), in Latin letters or spelled in katakana or romaji, and by its name in romaji
of which a word is also a word ("raijingu san"); on games invented here.
A part two games' names share names neither, and an ordinary word of a name alone
("steam" of Age of Steam) names no game."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.names import name_parts
from tests.engine.rules.invented import index_of, summary

GUILD = 23

DORRA = summary(
    "quest-for-mo-dorra",
    "The Quest for Mo Dorra",
    "en",
    """## Starting deck
Each player starts with eight cards: four scouts and four sailors.
## Racing
Move your pawn through jungle and river spaces by playing cards.
""",
)

SALT = summary(
    "lords-of-saltmere",
    "Lords of Saltmere",
    "en",
    """## Agents
Each lord has three agents to place on the buildings of the city.
## Quests
Complete a quest by returning the adventurers it needs.
""",
)

STEAM = summary(
    "age-of-steam-tides",
    "Age of Steam Tides",
    "en",
    """## Shares
Issue shares to raise money for track building.
## Quests
No quests in this game: deliveries score.
""",
)


MOON = summary(
    "silent-sun",
    "Silent Sun",
    "en",
    """## Tides
At each full moon the tide rises one step.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([DORRA, SALT, STEAM, MOON], scope=GUILD)


def test_parts_of_a_name():
    assert name_parts("The Quest for El Dorado") == ["quest", "el dorado", "dorado"]
    assert name_parts("Lords of Waterdeep") == ["lords", "waterdeep"]
    assert "spice road" in name_parts("Century: Spice Road")
    assert "galactica" in name_parts("Battlestar Galactica")
    assert name_parts("Pax Ren") == []  # no part but the whole
    assert name_parts("ライジングサン") == []


@pytest.mark.parametrize(
    ("q", "game"),
    [
        ("how many cards in the starting deck in mo dorra", "quest-for-mo-dorra"),
        ("modorra starting deck", "quest-for-mo-dorra"),
        ("ソルトミアのエージェントは何人？", "lords-of-saltmere"),
        ("sorutomia no eejento", "lords-of-saltmere"),
        # a name in romaji, one of its words also a word ("san") beside one no
        # dictionary knows
        ("sairento san no shio", "silent-sun"),
    ],
)
def test_a_part_of_its_name_names_the_game(idx, q, game):
    assert idx.named_game(q, scope=GUILD) == game
    # asked in another game's channel, the question goes to the game it names
    r = idx.search(q, scope=GUILD, game="age-of-steam-tides")
    assert r[0].section.game == game


def test_an_ordinary_word_of_a_name_names_no_game(idx):
    assert idx.named_game("スチームの株は？", scope=GUILD) is None
    assert idx.named_game("how do quests work", scope=GUILD) is None
