"""Names across scripts: a game named in a question in another script than its
summary's, or with a possessive (issue 21), and the names of its places and pieces
that a Japanese summary writes in katakana, asked in Latin letters. Invented games."""

from __future__ import annotations

import pytest

from tests.engine.rules.invented import index_of

GUILD = 11

# a Japanese summary whose only names are its title and its first heading
KEEP_JA = """+++
game = "zorvath-keep"
title = "Zorvath's Keep: rule summary (defence, raids, winning)"
language = "ja"
+++
# ゾーヴァス・キープ ルールまとめ
協力型のカードゲーム。全員で砦を守る。
## スローンヴェイルの防衛
砦の街スローンヴェイルの体力は30から始まる。0になったら全員の負け。
## レイダーの襲撃
各ラウンドの終わりに、レイダーが襲ってくる。
## 勝利条件
デッキが尽きる前にレイダーをすべて倒せば勝ち。
"""

# an Italian game with ordinary headings, the other choice
PORT_IT = """+++
game = "porto-nebbia"
title = "Porto Nebbia: riassunto delle regole"
language = "it"
+++
# Porto Nebbia – riassunto
## Vittoria
Vince chi ha più punti alla fine della partita.
## Difesa della città
La città si difende con le guardie: ogni guardia vale un punto di difesa.
## Preparazione
Ogni giocatore prende tre carte e una plancia.
"""


# an English game whose headings say the question's ordinary words
EMBER_EN = """+++
game = "ember-hollow"
title = "Ember Hollow: quick reference"
language = "en"
+++
# Ember Hollow
## How to win
The first player to reach 10 points wins the game.
## Starting life
Each hero starts with 12 life and three cards.
## Raids
When raiders attack, every hero loses one life.
"""


@pytest.fixture(scope="module")
def idx():
    return index_of([KEEP_JA, PORT_IT, EMBER_EN], scope=GUILD)


def test_the_summary_names_its_game_by_its_title_and_heading(idx):
    names = idx.name_forms("zorvath-keep", GUILD)
    assert "Zorvath's Keep" in names and "ゾーヴァス・キープ" in names
    # the words that say it is a summary are no part of the name
    assert "Porto Nebbia" in idx.name_forms("porto-nebbia", GUILD)


@pytest.mark.parametrize(
    "query",
    [
        "how do we win in Zorvath's Keep?",  # a possessive, the slug has none
        "zorvaths keep how do we win",  # the apostrophe left out
    ],
)
def test_a_game_named_with_a_possessive_is_the_questions_game(idx, query):
    from bot.engine.rules import query as Q

    assert Q.analyse(idx, query, GUILD).game_hint == "zorvath-keep"
    r = idx.search(query, scope=GUILD, limit=3)
    assert r and r[0].section.title == "勝利条件"


def test_a_latin_name_meets_its_katakana_spelling(idx):
    # Thronevale: スローンヴェイル (th, a silent e), the name of the keep's town
    r = idx.search("how much life does Thronevale start with", scope=GUILD, limit=3)
    assert r and r[0].section.title == "スローンヴェイルの防衛"
    assert not r.unmatched  # the summary says the name: no "no summary mentions" note


def test_an_english_r_before_a_silent_e_is_not_heard_in_katakana(idx):
    # Saltmere: ソルトミア (-mere as in "more" モア)
    from bot.engine.rules.sound import sound_keys

    assert set(sound_keys("Saltmere")) & set(sound_keys("ソルトミア"))


def test_sound_keys_meet_across_scripts():
    from bot.engine.rules.sound import sound_keys

    def meet(a: str, b: str) -> bool:
        return bool(set(sound_keys(a)) & set(sound_keys(b)))

    assert meet("グレイブホールド", "Gravehold")  # a silent e inside a compound
    assert meet("カード", "card") and meet("カルタ", "carta")  # r dropped or kept
    assert meet("キャラクター", "character") and meet("ブリーチ", "breach")
    assert meet("テーブル", "table") and meet("ブリッジ", "bridge")
    assert not meet("カード", "cart") and not meet("ブリーチ", "bleak")


WYRM_EN = """+++
game = "wyrmhollow"
title = "Wyrmhollow: quick reference"
language = "en"
+++
# Wyrmhollow
## Setup
Each player takes a lair board and five gold.
## Feeding the wyrm
Pay one sheep to feed the wyrm at the end of your turn.
"""


@pytest.mark.parametrize("query", ["ワームホロウの準備は？", "waamuhorou no junbi"])
def test_a_latin_game_name_spelled_in_kana_or_romaji_is_met_by_its_sound(query):
    # the consonant skeletons differ (wyrm: the y and r katakana drops), the sounds not
    from bot.engine.rules import query as Q

    idx = index_of([WYRM_EN, KEEP_JA], scope=GUILD)
    assert Q.analyse(idx, query, GUILD).game_hint == "wyrmhollow"
    r = idx.search(query, scope=GUILD, limit=3)
    assert r and r[0].section.title == "Setup"
