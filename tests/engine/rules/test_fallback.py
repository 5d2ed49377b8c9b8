"""Asked in a channel whose game has nothing that fully matches: that game's partial
matches first (a menu, never a single answer); only when it has nothing at all, the
other games' sections, marked ``elsewhere``."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from bot.engine.errors import BadInput
from bot.engine.rules.index import RulesIndex
from bot.knowledge_files import read_rules_texts

ROOT = Path(__file__).resolve().parents[3]

SCOPE = 77

HARBOUR = """+++
game = "harbour-town"
+++
# Harbour Town
## Setup
Each player takes 3 ships and 5 coins.
## Trading
Sell goods at the market; each crate is worth 2 coins.
## Storms
When the storm card is drawn, every ship at sea loses one crate.
"""

MOUNTAIN = """+++
game = "mountain-pass"
+++
# Mountain Pass
## Avalanche
Roll a die; on a 6 the pass closes for a round.
## Climbing
Move up to two steps per turn.
## Storms and snow
A blizzard stops every climber for a round.
"""


@pytest.fixture(autouse=True, scope="module")
def _indexes_freed():
    """The two indexes below are built once for this module and dropped after it."""
    yield
    _index.cache_clear()
    _with_a_definition_only.cache_clear()


@cache
def _index() -> RulesIndex:
    # among the shipped games, so that the grams' rarity is that of a real index
    summaries, glossaries, names = read_rules_texts(ROOT / "knowledge")
    idx = RulesIndex.build(summaries=summaries, glossaries=glossaries, game_names=names)
    idx.add(HARBOUR, scope=SCOPE, source_id="h.md", name="h.md")
    idx.add(MOUNTAIN, scope=SCOPE, source_id="m.md", name="m.md")
    return idx


def test_partial_matches_of_the_channels_game_come_before_other_games():
    idx = _index()
    # "tradingshop" is no word of Harbour Town, but part of it is "trading"
    r = idx.search("tradingshop", scope=SCOPE, game="harbour-town")
    assert r and not r.elsewhere
    assert r[0].section.game == "harbour-town"
    assert r[0].section.title == "Trading"
    assert not r.confident  # a partial match is offered, never shown alone


def test_nothing_in_the_channels_game_says_so():
    idx = _index()
    r = idx.search("avalanche", scope=SCOPE, game="harbour-town")
    assert r.elsewhere
    assert r[0].section.title == "Avalanche"
    assert not r.confident


def test_a_full_match_in_the_channels_game_is_not_elsewhere():
    idx = _index()
    r = idx.search("storm", scope=SCOPE, game="harbour-town")
    assert not r.elsewhere
    assert {m.section.game for m in r} == {"harbour-town"}
    r = idx.search("storm", scope=SCOPE)  # no channel: every game, not "elsewhere"
    assert not r.elsewhere


# --------------------------------------------------------------- never "nothing"
@settings(max_examples=60, deadline=None)
@given(
    st.text(min_size=1, max_size=40),
    st.sampled_from([None, "harbour-town", "mountain-pass"]),
    st.sampled_from([SCOPE, None]),
)
@example("ァァ", None, SCOPE)  # a katakana word no dictionary knows, in an index without one
def test_no_empty_answer_while_the_index_has_sections(text, game, scope):
    """Whatever is asked (any script, junk, a quoted phrase written nowhere), in or out
    of a channel: some sections come back, and when nothing answered them they are
    marked weak and never shown alone."""
    idx = _index()
    try:
        r = idx.search(text, scope=scope, game=game)
    except BadInput:
        return  # empty, too long, no letters: refused with a message, not "nothing"
    assert len(r) > 0
    if r.weak:
        assert not r.confident
    if game and scope == SCOPE and not r.elsewhere and not r.weak:
        assert r[0].section.game == game or r.game


def test_a_question_nothing_answers_gets_the_nearest_sections_marked_weak():
    idx = _index()
    r = idx.search("qqzx vvkk", scope=SCOPE)
    assert r.weak and not r.confident and len(r) >= 2
    r = idx.search('"never written anywhere"', scope=SCOPE, game="harbour-town")
    assert r.weak and {m.section.game for m in r} == {"harbour-town"}


# ------------------------------------------- a game no summary here covers
@cache
def _with_a_definition_only() -> RulesIndex:
    """Harbour Town on this server; Dragon Hoard only by a definition's names (it
    can be moderated, but no summary covers it); Mountain Pass on another server."""
    summaries, glossaries, names = read_rules_texts(ROOT / "knowledge")
    names = {**names, "dragon-hoard": {"en": "Dragon Hoard", "it": "Tesoro del Drago"}}
    idx = RulesIndex.build(summaries=summaries, glossaries=glossaries, game_names=names)
    idx.add(HARBOUR, scope=SCOPE, source_id="h.md", name="h.md")
    idx.add(MOUNTAIN, scope=SCOPE + 1, source_id="m.md", name="m.md")
    return idx


def test_a_channel_whose_game_no_summary_covers_is_never_answered_by_another_game():
    idx = _with_a_definition_only()
    # "how does the game end" has sure answers in Harbour Town and the shipped games;
    # asked where Dragon Hoard (no summary) is played, none of them is shown alone
    for game in ("dragon-hoard", "a-game-nobody-defined"):
        r = idx.search("how do I win", scope=SCOPE, game=game)
        assert r and not r.confident
        assert r.missing_game == game
        assert all(m.section.game != game for m in r)
    # the same question where no game is played: answered, nothing said missing
    r = idx.search("when are crates lost", scope=SCOPE)
    assert r.missing_game is None and r[0].section.title == "Storms"


def test_an_explicit_game_no_summary_covers_says_so_instead_of_nothing():
    idx = _with_a_definition_only()
    r = idx.search("how do I win", scope=SCOPE, only_game="dragon-hoard")
    assert r and not r.confident and r.missing_game == "dragon-hoard"


def test_a_question_naming_a_missing_game_is_not_answered_from_the_channels_game():
    idx = _with_a_definition_only()
    # in Harbour Town's channel, a question about Mountain Pass (another server's
    # summary) or Dragon Hoard (a definition only): a menu, the game said missing
    for q, slug in (
        ("mountain pass: how do storms work", "mountain-pass"),
        ("tesoro del drago storm", "dragon-hoard"),
    ):
        for kw in ({"game": "harbour-town"}, {"only_game": "harbour-town"}, {}):
            r = idx.search(q, scope=SCOPE, **kw)
            assert r and not r.confident, (q, kw)
            assert r.missing_game == slug, (q, kw)
    # a game named that a summary here covers is no missing game
    r = idx.search("harbour town storms", scope=SCOPE, game="harbour-town")
    assert r.missing_game is None and r[0].section.title == "Storms"


def test_a_question_naming_a_game_is_never_answered_alone_by_another():
    idx = _index()
    # Harbour Town is named, but only Mountain Pass says "avalanche": its section is
    # offered, never shown alone as the answer about Harbour Town
    r = idx.search("harbour town avalanche", scope=SCOPE)
    assert r[0].section.title == "Avalanche" and not r.confident
    r = idx.search("avalanche", scope=SCOPE)  # not named: answered
    assert r[0].section.title == "Avalanche" and r.confident


def test_a_name_before_a_full_width_colon_names_the_game():
    idx = RulesIndex.build()
    idx.add(
        HARBOUR.replace(
            'game = "harbour-town"',
            'game = "harbour-town"\nnames = { en = "Harbour Town: Tides", ja = "港町：潮の満ち干" }',
        ),
        scope=SCOPE,
        source_id="h.md",
        name="h.md",
    )
    idx.add(MOUNTAIN, scope=SCOPE, source_id="m.md", name="m.md")
    for q in ("港町のストーム", "harbour town storms"):
        r = idx.search(q, scope=SCOPE)
        assert r.game == "harbour-town", q
        assert {m.section.game for m in r} == {"harbour-town"}, q
