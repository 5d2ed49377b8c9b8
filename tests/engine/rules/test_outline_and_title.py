"""Finding the section once the game is known, on invented games (no benchmark
material), issue 21:

- a heading's outline number ("4. Scoring", "3.1 ...") is its place in the summary,
  not a word of it: a question's number ("4 players") does not meet it, while a
  heading saying a number as a word ("Rules for 2 players") keeps it
  (:mod:`bot.engine.rules.headings`);
- a word only the summary's title says (the game's name, in another language than
  the summary's: "porto d'argento" for 銀の港) names the game, not the section that
  answers (:func:`bot.engine.rules.rank._names_the_game`);
- a word that is how the question asks (*ikura*: "how many", "how much") weighs less
  than what it asks about: a text saying "quanti" is no sign of its topic
  (:func:`bot.engine.rules.rank._question_forms`).

Each mechanism is switched off in a test of its own, which must then fail."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules import headings as H
from bot.engine.rules import rank as R
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 5

CANAL = summary(
    "canal-barons",
    "Canal Barons",
    "en",
    """## 1. Setup
Each player takes 3 barges and 10 coins.
## 2. Turn
Move one barge along a canal, then load or unload goods.
## 3. Tolls
Pay 1 coin to the owner of each lock you pass.
## 4. Scoring
Each delivered crate scores 2 points.
## Game length
With 4 players the game lasts 8 rounds; with 3 players, 10 rounds.
## Rules for 2 players
Each player steers two fleets.
""",
)

HARBOR = summary(
    "silver-harbor",
    "銀の港（Silver Harbor）ルールまとめ",
    "ja",
    """港に船を出して魚を集めるゲーム。
## 船の数
各プレイヤーは船を最大3隻まで持てる。4隻目は買えない。
## 漁
手番に船1隻を海に出し、魚カードを1枚引く。
## 嵐
嵐カードが出たら、海にいる船は港に戻る。
## 得点
魚1匹につき1点。
""",
)


HEIST = summary(
    "heist",
    "Colpo al museo",
    "it",
    """## Preparazione
Ogni giocatore prende tre carte e una pedina ladro.
## Il bottino
Un gioiello vale 500 dollari, una borsa da 250 a 500.
## Note per il forum
Scrivete quanti punti avete e quante carte tenete in mano a ogni turno.
## Fine partita
Vince chi ha più dollari.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([CANAL, HARBOR, HEIST], scope=GUILD)


def titles(idx: RulesIndex, query: str, game: str | None) -> list[str]:
    return [m.section.title for m in idx.search(query, scope=GUILD, only_game=game, limit=5)]


def test_outline_numbers_are_not_heading_words():
    assert H.unnumbered("4.3 未完成ノリンク") == "未完成ノリンク"
    assert H.unnumbered("12. ヒロノ死亡") == "ヒロノ死亡"
    assert H.unnumbered("2.準備") == "準備"
    assert H.unnumbered("3人") == "3人"  # a number that is a word of the heading
    assert H.says_number("rules for 2 players", "2")
    assert H.says_number("il bonus 7×7", "7")
    assert not H.says_number("4. scoring", "4")
    assert not H.says_number("4.3 unfinished links", "3")
    assert not H.says_number("bonus 12", "1")  # inside a longer number
    assert H.path_says_number("setup › giocare in 2", "2")
    assert not H.path_says_number("2. turn › 2.1 moving", "2")


@pytest.mark.parametrize("game", ["canal-barons", None])
def test_a_questions_number_does_not_meet_an_outline_number(idx: RulesIndex, game):
    got = titles(idx, "how many rounds with 4 players", game)
    assert got[0] == "Game length"
    assert "4. Scoring" not in got


def test_a_number_that_is_a_word_of_the_heading_still_meets_it(idx: RulesIndex):
    assert titles(idx, "2 players", "canal-barons")[0] == "Rules for 2 players"


@pytest.mark.parametrize("game", ["silver-harbor", None])
def test_the_games_name_does_not_pick_the_section(idx: RulesIndex, game):
    # "porto d'argento" is the title's 銀の港, said by no other heading of the game
    assert titles(idx, "porto d'argento: tempesta", game)[0] == "嵐"


def test_the_games_name_alone_is_answered_by_its_title(idx: RulesIndex):
    assert titles(idx, "porto d'argento", "silver-harbor")[0].startswith("銀の港")


def first_without(idx: RulesIndex, query: str, game: str, **off: float) -> str:
    """The first section's title with some weights of the ranking changed."""
    idx.weights = replace(R.WEIGHTS, **off)
    try:
        return titles(idx, query, game)[0]
    finally:
        idx.weights = R.WEIGHTS


def test_without_names_the_game_its_title_wins(idx: RulesIndex):
    assert first_without(idx, "porto d'argento: tempesta", "silver-harbor", names_game=1.0) != "嵐"


def test_how_the_question_asks_weighs_less_than_what_it_asks(idx: RulesIndex):
    # ikura ("how many", "how much") is said by the forum notes' "quanti"; the gem is
    # the question
    assert titles(idx, "houseki wa ikura?", "heist")[0] == "Il bottino"


def test_without_question_forms_the_asking_word_wins(idx: RulesIndex):
    # (nor the kind of answer it asks for: a number, which the loot's text says)
    off = {"asking": 1.0, "how_many": 0.0}
    assert first_without(idx, "houseki wa ikura?", "heist", **off) != "Il bottino"
