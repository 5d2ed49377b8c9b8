"""A word sounding like its game's name that is one of the game's own words, on an
invented game (no benchmark material), issue 21: "moradon" sounds like Meridan (the
same consonants) but names a section (モラドン), so it stays a word of the question
and finds its section; it was read as the game's name alone, and the question lost
its subject. The game is found through the section that says it, not by the sound of
its name (test_name_or_word)."""

from __future__ import annotations

import pytest

from bot.engine.rules.query import analyse
from tests.engine.rules.invented import index_of

GUILD = 5

MERIDAN = """+++
game = "meridan"
language = "ja"
names = { en = "Meridan", ja = "メリダン" }
+++
# メリダン
## 準備
各プレイヤーは騎士を三人受け取る。
## モラドン
モラドンは夜に一度だけ騎士を一人眠らせる。
## 勝利条件
騎士が全員眠ると負け。
"""


@pytest.fixture(scope="module")
def idx():
    return index_of([MERIDAN], scope=GUILD)


@pytest.mark.parametrize("game", ["meridan", None])
@pytest.mark.parametrize("query", ["what does moradon do", "moradon"])
def test_a_word_sounding_like_the_name_is_its_section(idx, query, game):
    assert idx.game_by_sound("moradon", GUILD) == "meridan"  # it does sound like it
    qa = analyse(idx, query, GUILD, game)
    # a word the summary spells is that word, not the game's name: the section saying
    # it is the evidence of its game (test_name_or_word), and it stays in the question
    assert qa.game_hint is None
    assert "moradon" in [c.why for c in qa.concepts]
    r = idx.search(query, scope=GUILD, only_game=game, limit=3)
    assert r[0].section.title == "モラドン"
    assert "moradon" in r[0].why


def test_the_games_own_name_by_sound_is_still_its_name(idx):
    qa = analyse(idx, "meridan no junbi", GUILD, None)
    assert qa.game_hint == "meridan"
    assert "meridan" not in [c.why for c in qa.concepts]  # the opening names the game
