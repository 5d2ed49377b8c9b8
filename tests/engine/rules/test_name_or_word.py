"""A word of a summary that sounds like its game's name is that word, not the name
(issue 21): Avalon's summary says オベロン, a character, and "oberon" sounds like アヴァロン;
asked about, the character's section answers. Invented games."""

from __future__ import annotations

import pytest

from bot.engine.rules import query
from tests.engine.rules.invented import index_of

GUILD = 12

# a Japanese game whose character's name sounds like the game's (tabaran both)
TAVARON_JA = """+++
game = "tavaron"
title = "Tavaron: rule summary"
language = "ja"
names = { en = "Tavaron", ja = "タヴァロン" }
+++
# タヴァロン ルールまとめ
正体隠匿の協力ゲーム。
## トベロン
トベロンは仲間の顔を知らない。仲間もトベロンを知らない。
## 投票
全員で同時に賛成か反対を出す。
## 勝利条件
三回成功すれば勝ち。
"""

# another game, so that the game must be found
HARBOUR_EN = """+++
game = "misty-harbour"
title = "Misty Harbour: quick reference"
language = "en"
+++
# Misty Harbour
## Voting
Each player votes yes or no at once.
## How to win
The first player to 10 points wins.
"""


@pytest.fixture(scope="module")
def idx():
    return index_of([TAVARON_JA, HARBOUR_EN], scope=GUILD)


@pytest.mark.parametrize("q", ["does toberon know the others", "トベロンは誰を知っている？"])
def test_a_word_the_summary_spells_is_no_game_name_it_sounds_like(idx, q):
    a = query.analyse(idx, q, GUILD)
    assert a.game_hint is None  # not Tavaron named by sound
    r = idx.search(q, scope=GUILD, only_game="tavaron", limit=3)
    assert r and r[0].section.title == "トベロン"


@pytest.mark.parametrize("q", ["tavaron no shouri jouken", "タヴァロンの勝利条件"])
def test_the_games_own_name_still_names_it(idx, q):
    assert query.analyse(idx, q, GUILD).game_hint == "tavaron"
