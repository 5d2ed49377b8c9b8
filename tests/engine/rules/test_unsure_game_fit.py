"""With no game sure of a question (asked outside a channel), which section of each
game answers is weighed as in the game's own channel: a heading that is the question
and the question's words said together count for every game's sections, not only for
a game known; on games invented here, with the posterior never sure."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of

GUILD = 37


def _summary(slug: str, name: str, body: str) -> str:
    return (
        f'+++\ngame = "{slug}"\nlanguage = "en"\nnames = {{ en = "{name}" }}\n+++\n# {name}\n{body}'
    )


TILES = _summary(
    "tile-lords",
    "Tile Lords",
    """## Buying tiles
The buyer pays the asked price to the seller. A buyer may buy one tile per round.
## Unsold tiles
A seller who sells nothing pays the bank the price of each unsold tile, and keeps it.
## Placing tiles
Place one tile beside a tile of your colour. A tile may never touch a tile of your
colour by an edge, only by a corner.
## Passing
A player who cannot place a tile passes; the others keep placing.
## End of the game
The game ends when nobody can place a tile. Count the squares left in your supply.
""",
)

BARONS = _summary(
    "river-barons",
    "River Barons",
    """## Barges
Each barge carries two goods down the river.
## Bank
The bank pays one coin for each good delivered; the price of goods never changes.
## Tolls
A player who cannot pay a toll loses one barge. The game ends when one barge is left.
""",
)

MARKET = _summary(
    "sky-market",
    "Sky Market",
    """## Stalls
Each stall sells one good per round.
## End of the game
After the fifth round the game ends; the richest merchant wins.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    got = index_of([TILES, BARONS, MARKET], scope=GUILD)
    got.weights = replace(got.weights, game_sure=1.01)  # no game is ever sure
    return got


@pytest.mark.parametrize(
    ("q", "title"),
    [
        ("bank tile ends", "Unsold tiles"),
        ("tile ends corner", "Placing tiles"),
        ("seller tile place", "Placing tiles"),
        ("place nobody corner", "End of the game"),
    ],
)
def test_unsure_the_game_s_answer_is_its_channel_s(idx, q, title):
    out = idx.search(q, scope=GUILD)
    assert out.game is None  # not sure of the game
    assert out.leading == "tile-lords"
    own = idx.search(q, scope=GUILD, game="tile-lords", only_game="tile-lords")
    assert own[0].section.title == title
    assert (out[0].section.game, out[0].section.title) == ("tile-lords", title)
