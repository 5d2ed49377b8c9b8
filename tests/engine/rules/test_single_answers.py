"""When one section is shown alone (``rank.confident``), on games invented here: a lead
in score is not enough. Asked outside a channel, the game must be sure, and surer than
it must be to rank its sections first (a posterior that puts the likeliest game's
sections first makes the gap to its own next section say nothing of the game), and
another game's heading saying all the first's says ("corruption": one game's
Corruption, another's Corruzione) makes the words name both games: a menu. A section of
the first's game further down whose heading says a word of the question the first's
heading does not names what is asked, where the first only says it in its text: a menu
too. Nor is a section whose heading says nothing the question says: its text alone
answers, and texts say the words of the section that answers and of its neighbours
alike."""

from __future__ import annotations

import pytest

from bot.engine.rules import rank as R
from bot.engine.rules.game_evidence import GameEvidence
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 22

IRON = summary(
    "iron-age",
    "Iron Age",
    "en",
    """## Setup
Each player takes a civilisation board and five workers.
## Corruption
At the end of your turn, if you hold more than ten gold, lose two gold to corruption.
## Production
Each farm makes one food and each mine one ore.
""",
)

DOGE = summary(
    "doge",
    "Doge",
    "it",
    """## Preparazione
Ogni giocatore prende una plancia e dieci monete.
## Corruzione
Un senatore corrotto vota per chi lo paga: si paga una moneta per voto.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([IRON, DOGE], scope=GUILD)


def slot(idx: RulesIndex, game: str, title: str) -> int:
    (i,) = [
        k for k, s in enumerate(idx.slots) if s is not None and s.game == game and s.title == title
    ]
    return i


def ranked(shown: list[tuple[int, float]], evidence: GameEvidence, titled, headed=None) -> R.Ranked:
    # a heading saying a concept nearly whole says it in part too
    headed = titled if headed is None else headed
    return R.Ranked(
        [(i, s, "") for i, s in shown],
        answered={shown[0][0]},
        titled=titled,
        headed=headed,
        heading_says={i for i, said in headed.items() if said},
        evidence=evidence,
    )


def test_no_single_answer_while_no_game_is_sure(idx):
    first, second = slot(idx, "iron-age", "Corruption"), slot(idx, "iron-age", "Production")
    shown = [(first, 100.0), (second, 45.0)]
    unsure = GameEvidence(scores={"iron-age": 0.45, "doge": 0.4}, game=None)
    assert not R.confident(idx, shown, ranked(shown, unsure, {first: frozenset({0})}))
    sure = GameEvidence(scores={"iron-age": 0.9, "doge": 0.1}, game="iron-age")
    assert R.confident(idx, shown, ranked(shown, sure, {first: frozenset({0})}))
    # a game just sure ranks its sections first, but is not sure enough for one alone
    just = GameEvidence(scores={"iron-age": 0.57, "doge": 0.1}, game="iron-age")
    assert not R.confident(idx, shown, ranked(shown, just, {first: frozenset({0})}))
    # the game given (a channel's): no posterior, the gap decides
    assert R.confident(idx, shown, ranked(shown, GameEvidence(), {first: frozenset({0})}))


def test_no_single_answer_when_another_games_heading_says_as_much(idx):
    first, other = slot(idx, "iron-age", "Corruption"), slot(idx, "doge", "Corruzione")
    shown = [(first, 100.0), (other, 45.0)]
    sure = GameEvidence(scores={"iron-age": 0.85, "doge": 0.15}, game="iron-age")
    both = {first: frozenset({0}), other: frozenset({0})}
    assert not R.confident(idx, shown, ranked(shown, sure, both))
    # ... but one whose heading does not say it leaves the first alone
    assert R.confident(idx, shown, ranked(shown, sure, {first: frozenset({0})}))


def test_no_single_answer_when_a_heading_of_its_game_further_down_names_the_question(idx):
    # "how does corruption hit production": the first says both words in its text, its
    # heading neither; the fifth section shown is the game's own Production
    first, rival = slot(idx, "iron-age", "Corruption"), slot(idx, "iron-age", "Production")
    filler = [slot(idx, "iron-age", "Setup"), slot(idx, "doge", "Preparazione")]
    filler.append(slot(idx, "doge", "Corruzione"))
    shown = [(first, 100.0), *((i, 40.0) for i in filler), (rival, 30.0)]
    given = GameEvidence()  # asked in the game's channel
    assert not R.confident(idx, shown, ranked(shown, given, {}, {rival: frozenset({1})}))
    # its heading saying part of a word counts as saying it
    assert not R.confident(
        idx, shown, ranked(shown, given, {}, {first: frozenset({0}), rival: frozenset({0, 1})})
    )
    # a heading saying no more than the first's leaves the first alone ...
    assert R.confident(
        idx, shown, ranked(shown, given, {}, {first: frozenset({1}), rival: frozenset({1})})
    )
    # ... and so does another game's: which game is asked about is decided (here, given)
    other = slot(idx, "doge", "Corruzione")
    shown = [(first, 100.0), *((i, 40.0) for i in filler[:2]), (rival, 35.0), (other, 30.0)]
    said = {first: frozenset({0}), other: frozenset({0, 1})}
    assert R.confident(idx, shown, ranked(shown, given, {}, said))


GROVE = summary(
    "star-grove",
    "Star Grove",
    "ja",
    """## 準備
各プレイヤーは森ボード1枚とコマ5個を受け取る。カードをよく混ぜて山札にし、各プレイヤーにカードを5枚配る。
## 手札
手札のカードは7枚まで。超えたカードは捨てる。カードの交換はできない。
## 山札
山札のカードがなくなったら、捨て札のカードを混ぜて新しい山札にする。
## ターンの流れ
手番では、まず山札から2枚引く。次にパワーカードを1枚プレイし、その効果を処理する。プレイしたパワーカードは捨て札にする。パワーカードの処理が終わったら手番終了。
## パワー
パワーは森に置かれる光のしるし。3個集めると1点になる。
## 得点計算
ゲーム終了時、森のマスごとに1点を得る。
""",
)


@pytest.mark.parametrize("game", [None, "star-grove"])
def test_a_text_answer_is_no_single_answer_beside_a_heading_naming_the_question(game):
    # 「パワーカードの処理」: the turn's text says both words and leads; the "パワー"
    # section's heading says part of the card's name: the player picks from the menu
    idx = index_of([GROVE], scope=GUILD)
    r = idx.search("パワーカードの処理", scope=GUILD, game=game)
    titles = [m.section.title for m in r[:3]]
    assert titles[0] == "ターンの流れ" and "パワー" in titles
    assert not r.confident
    # asked what that heading says, its section is shown alone
    r = idx.search("パワーの集め方", scope=GUILD, game=game)
    assert r[0].section.title == "パワー" and r.confident


VALLEY = summary(
    "windmill-valley",
    "Windmill Valley",
    "en",
    """## Setup
Each player takes a farm board, three workers and five coins.
## Harvest
At the end of each round every field with a worker yields one grain.
## Storms
When the storm card is drawn, every field without a fence loses its grain.
## Scoring
Each coin is one point; each fence two points.
""",
)


@pytest.mark.parametrize("game", [None, "windmill-valley"])
def test_a_section_whose_heading_says_nothing_of_the_question_is_no_single_answer(game):
    # "field without fence": only the storms' text says the words, far ahead of the
    # rest; its heading says none of them: a menu
    idx = index_of([VALLEY], scope=GUILD)
    r = idx.search("field without fence", scope=GUILD, game=game)
    assert r[0].section.title == "Storms" and r[0].score - r[1].score >= 40
    assert not r.confident
    # its heading saying a word of the question: shown alone
    r = idx.search("storm fence", scope=GUILD, game=game)
    assert r[0].section.title == "Storms" and r.confident


HARBOR = summary(
    "harbor-lights",
    "Harbor Lights",
    "en",
    """## Setup
Each player takes a ship board, three crew and five coins.
## Docking
A ship docks at a free pier of the harbour; pay one coin to the harbour master for the pier.
## Cargo
Load up to four crates on a docked ship; each crate costs a coin at the market.
## Lighthouse
The lighthouse keeper moves one space each round; a ship beside it earns a coin.
## Storms
When the storm card is drawn, every ship at sea loses a crate.
## Scoring
Each crate delivered is two points; each coin left is one point.
""",
)


@pytest.mark.parametrize("game", [None, "harbor-lights"])
def test_a_word_many_of_its_games_texts_say_outside_its_heading_is_no_single_answer(game):
    # "docking coin": the docking section leads far ahead, its heading says "docking";
    # "coin" is said by its text and by four other sections' texts: no sign it is the
    # section about that coin (the answer may be one no word reached): a menu
    idx = index_of([HARBOR], scope=GUILD)
    r = idx.search("docking coin", scope=GUILD, game=game)
    assert r[0].section.title == "Docking" and r[0].score - r[1].score >= 40
    assert not r.confident
    # a word of its text that few sections say: shown alone
    r = idx.search("docking pier", scope=GUILD, game=game)
    assert r[0].section.title == "Docking" and r.confident
