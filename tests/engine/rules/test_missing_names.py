"""A game's name before the question that no summary here says is a game no summary
covers (said so, a summary can be added, never another game's section alone), on
games invented here: the name may end at a dash as well as a colon, and hold a short
linking word ("Coloni di Catan") or a number."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 24

HARBOUR = summary(
    "harbour-kings",
    "Harbour Kings",
    "en",
    """## Setup
Each player takes three ships and ten crates.
## Trading
Trade two crates for a card at the port; a port trade is one to one.
## Robber
When a seven is rolled the robber moves and steals a card.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([HARBOUR], scope=GUILD)


@pytest.mark.parametrize(
    "question,name",
    [
        ("Coloni di Catan: scambio col porto 2:1", "Coloni di Catan"),
        ("Gloomhaven - what does a long rest do?", "Gloomhaven"),
        ("Lords of Waterdeep: can I trade at the port?", "Lords of Waterdeep"),
    ],
)
def test_a_name_with_a_linking_word_or_before_a_dash_is_a_missing_game(idx, question, name):
    r = idx.search(question, scope=GUILD, limit=5)
    assert r.missing_game == name
    assert not r.confident


@pytest.mark.parametrize(
    "question",
    [
        "Trading - how many crates?",  # a word the summary says
        "port trade - one to one?",  # no capital: no name
        "what happens on a 7 - the robber?",  # the dash inside the question
    ],
)
def test_a_dash_after_words_a_summary_says_names_no_missing_game(idx, question):
    assert idx.search(question, scope=GUILD, limit=5).missing_game is None


@pytest.mark.parametrize(
    "question,name",
    [
        # a number before words no summary says marks a title, in any case
        ("7 wonders: which buildings chain for free?", "7 wonders"),
        ("7 Wonders: which buildings chain for free?", "7 Wonders"),
        ("6 nimmt: who takes the row?", "6 nimmt"),
    ],
)
def test_a_number_before_words_no_summary_says_is_a_missing_game(idx, question, name):
    r = idx.search(question, scope=GUILD, limit=5)
    assert r.missing_game == name
    assert not r.confident


@pytest.mark.parametrize(
    "question",
    [
        "3 ships: what does each player take?",  # words the summary says
        "7: what happens to the robber?",  # a number alone
    ],
)
def test_a_number_before_words_a_summary_says_names_no_missing_game(idx, question):
    assert idx.search(question, scope=GUILD, limit=5).missing_game is None


def test_a_question_most_of_whose_words_no_summary_says_is_marked(idx):
    """A game named only by its things ("science compass gear tablet"): most of the
    question's words are said nowhere here, which the answer can say."""
    r = idx.search("science compass tablet crates", scope=GUILD, limit=5)
    assert r.unsaid == ["science", "compass", "tablet"]
    assert not r.confident and not r.weak
    assert not idx.search("trade crates at the port", scope=GUILD, limit=5).unsaid
    # one word of three said nowhere: not most
    assert not idx.search("robber steals zorblat", scope=GUILD, limit=5).unsaid


# ------------------------------------------ one rule: the words before the colon
@pytest.mark.parametrize(
    "question,name",
    [
        # a title of dictionary words no summary here says, one of them enough
        ("Silent Orchard: when do the pears ripen?", "Silent Orchard"),
        ("Velvet Lighthouse - who keeps the lamp?", "Velvet Lighthouse"),
        # a title with a word a summary says ("port") and one it does not
        ("Amber Port: how do tides work?", "Amber Port"),
        # not written as a title: every word said nowhere
        ("meadowlark: when do I tuck a feather?", "meadowlark"),
    ],
)
def test_dictionary_words_before_a_colon_no_summary_says_are_a_missing_game(idx, question, name):
    r = idx.search(question, scope=GUILD, limit=5)
    assert r.missing_game == name
    assert not r.confident


def test_the_missing_name_is_read_alike_in_another_games_channel(idx):
    r = idx.search(
        "Silent Orchard: when do the pears ripen?",
        scope=GUILD,
        game="harbour-kings",
        only_game="harbour-kings",
        limit=5,
    )
    assert r.missing_game == "Silent Orchard" and not r.confident


@pytest.mark.parametrize(
    "question",
    [
        "robber crates: who steals?",  # not a title, and words the summary says
        "port meadowlark: who trades?",  # not a title, one of its words said
        "Final Scoring: who wins?",  # board-game words: a topic, said here or not
        "Crates: how many per player?",  # a title of one word the summary says
    ],
)
def test_words_a_summary_says_or_a_topic_before_a_colon_are_no_missing_game(idx, question):
    assert idx.search(question, scope=GUILD, limit=5).missing_game is None


@pytest.mark.parametrize(
    "question,word",
    [
        ("does a ship keep its crates", "its"),  # a grammar word the dictionaries lack
        ("se la nave va al porto", "va"),
        ("trade 3 crates for 2nd card", "2nd"),  # a number, or a word with a digit
        ("who gets the 1x1 crate", "1x1"),
    ],
)
def test_a_number_or_a_short_word_is_no_missing_games_thing(idx, question, word):
    """Words no summary says, but no name either: the answer does not name them as a
    missing game's words (nor hint at adding its summary)."""
    r = idx.search(question, scope=GUILD, limit=5)
    assert word in r.unmatched
    assert word not in r.unknown and not r.missing_game
    # a name no dictionary knows still is one
    assert idx.search("the robber steals zorblat crates", scope=GUILD).unknown == ["zorblat"]


# ------------------------------ a Japanese question beginning with a katakana name
HARBOUR_JA = summary(
    "harbour-kings-ja",
    "港の王",
    "ja",
    """## ロバー
7が出たらロバーを動かし、カードを1枚奪う。
## 交易
港で木箱2つをカード1枚と交換する。
""",
)


@pytest.fixture(scope="module")
def idx_ja() -> RulesIndex:
    return index_of([HARBOUR, HARBOUR_JA], scope=GUILD)


@pytest.mark.parametrize(
    "question,name",
    [
        # a name before の or で no summary here says, that no dictionary knows
        ("グロームヘイヴンの長い休息", "グロームヘイヴン"),
        ("ｸﾞﾛｰﾑﾍｲｳﾞﾝで長い休息はいつ？", "ｸﾞﾛｰﾑﾍｲｳﾞﾝ"),  # half width
        ("ロード・オブ・ウォーターディープの港", "ロード・オブ・ウォーターディープ"),
    ],
)
def test_a_katakana_name_before_no_is_a_missing_game(idx_ja, question, name):
    idx = idx_ja
    r = idx.search(question, scope=GUILD, limit=5)
    assert r.missing_game == name
    assert not r.confident
    # in a game's channel, a word its summary lacks is likelier that game's thing
    r = idx.search(question, scope=GUILD, game="harbour-kings", only_game="harbour-kings")
    assert r.missing_game is None


@pytest.mark.parametrize(
    "question",
    [
        "カードの枚数は？",  # a loanword the dictionaries know: a topic
        "ロバーの動き",  # a word a summary here says, in Japanese
        "グロームヘイヴンって何？",  # って, は: the thing asked about, not whose it is
        "長い休息のグロームヘイヴン",  # the name not first
    ],
)
def test_a_known_or_said_katakana_word_before_no_names_no_missing_game(idx_ja, question):
    assert idx_ja.search(question, scope=GUILD, limit=5).missing_game is None
