"""Games a question's words cannot tell apart (near_tie): with no game sure, the
fewest likeliest games whose posteriors add up to what makes one game sure; the menu
then holds each of them's best sections, its first places the ranking's. Each test
fails without its mechanism."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules import near_tie
from bot.engine.rules.game_evidence import GameEvidence
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 17


@pytest.mark.parametrize(
    ("scores", "sure", "close"),
    [
        # no game sure, the two likeliest reach 0.6 together
        ({"a": 0.4, "b": 0.3, "c": 0.2, "d": 0.1}, None, ["a", "b"]),
        # three are needed (at most three are taken)
        ({"a": 0.25, "b": 0.2, "c": 0.2, "d": 0.2, "e": 0.15}, None, ["a", "b", "c"]),
        # a tie between equals is broken by name, so the set is stable
        ({"b": 0.3, "a": 0.3, "c": 0.3, "d": 0.1}, None, ["a", "b"]),
        # a sure game: no near tie
        ({"a": 0.7, "b": 0.3}, "a", []),
        # one game alone has evidence
        ({"a": 0.5}, None, []),
        ({"a": 0.5, "b": 0.0}, None, []),
    ],
)
def test_the_close_games_are_the_fewest_likeliest_reaching_sure(scores, sure, close):
    ev = GameEvidence(scores=scores, game=sure)
    assert near_tie.close_games(ev, 0.6, 3) == close


def test_no_close_games_when_fewer_than_two_places():
    ev = GameEvidence(scores={"a": 0.4, "b": 0.3, "c": 0.3})
    assert near_tie.close_games(ev, 0.6, 1) == []


def _items(games: str) -> tuple[list[tuple[int, float, str]], list[str]]:
    """Items whose slot k is of game ``games[k]`` (a letter a game)."""
    return [(k, 100.0 - k, "") for k in range(len(games))], list(games)


def test_a_close_game_ranked_below_the_menu_takes_the_lowest_places_of_the_others():
    items, game_of = _items("aaaaaabbbcc")
    got = near_tie.keep_places(items, game_of, ["a", "b"], places=6, first=3, per=2)
    # b's best two (slots 6 and 7) take the places of a's two lowest (4 and 5), which
    # follow them in the ranking's order; the first three are the ranking's
    assert [i for i, _s, _w in got] == [0, 1, 2, 3, 6, 7, 4, 5, 8, 9, 10]


def test_the_first_places_are_never_given_up():
    items, game_of = _items("aaabb")
    got = near_tie.keep_places(items, game_of, ["a", "b"], places=3, first=3, per=2)
    assert [i for i, _s, _w in got] == [0, 1, 2, 3, 4]


def test_a_close_game_already_in_the_menu_changes_nothing():
    items, game_of = _items("abaaaacc")
    got = near_tie.keep_places(items, game_of, ["a", "b"], places=4, first=2, per=1)
    assert got == items


def test_the_lowest_place_not_held_for_a_close_game_goes():
    # a's second item (slot 1) is not among its best one: the lowest such place goes
    items, game_of = _items("aacab")
    got = near_tie.keep_places(items, game_of, ["a", "b"], places=4, first=1, per=1)
    assert [i for i, _s, _w in got] == [0, 1, 2, 4, 3]


# ---------------------------------------------------------------- through the search
# a long game whose many sections all say the question's ordinary words, and a short
# one saying them as often for its size: the words cannot tell the two apart
EMBER = summary(
    "ember-hall",
    "Ember Hall",
    "en",
    "\n".join(
        f"## Hall {k}\nIn hall {k} a player may discard a card to move a torch, "
        f"then draw a card from the ember deck."
        for k in range(1, 15)
    )
    + "\n",
)
FROST = summary(
    "frost-keep",
    "Frost Keep",
    "en",
    "## Winter\nIn winter a player may discard a card to warm a tower.\n"
    + "\n".join(
        f"## Tower {k}\nTower {k} keeps {k} guards; a warm tower scores {k} points at the "
        "end of the game and a cold one none."
        for k in range(1, 8)
    )
    + "\n## Supply\nAfter warming, draw a card from the frost supply.\n",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([EMBER, FROST, *BYSTANDERS], scope=GUILD)


def test_a_near_tied_game_keeps_its_best_section_in_the_menu(idx):
    q = "may I discard a card and draw a card"
    res = idx.search(q, scope=GUILD, limit=5)
    assert res.game is None  # no game is sure
    assert set(res.posterior) >= {"ember-hall", "frost-keep"}
    assert "frost-keep" in {m.section.game for m in res}
    before = idx.weights
    try:
        idx.weights = replace(before, near_games=0)
        alone = idx.search(q, scope=GUILD, limit=5)
    finally:
        idx.weights = before
    # without it, the sections of the game whose many sections say the words fill the
    # menu; the first three places are the same
    assert {m.section.game for m in alone} == {"ember-hall"}
    assert [m.section.id for m in res[:3]] == [m.section.id for m in alone[:3]]
