"""When one section is shown alone (``rank.confident``), on games invented here: a lead
in score is not enough. Asked outside a channel, the game must be sure (a posterior
that puts the likeliest game's sections first makes the gap to its own next section
say nothing of the game), and another game's heading saying all the first's says
("corruption": one game's Corruption, another's Corruzione) makes the words name
both games: a menu."""

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


def ranked(shown: list[tuple[int, float]], evidence: GameEvidence, titled) -> R.Ranked:
    return R.Ranked(
        [(i, s, "") for i, s in shown],
        answered={shown[0][0]},
        titled=titled,
        evidence=evidence,
    )


def test_no_single_answer_while_no_game_is_sure(idx):
    first, second = slot(idx, "iron-age", "Corruption"), slot(idx, "iron-age", "Production")
    shown = [(first, 100.0), (second, 45.0)]
    unsure = GameEvidence(scores={"iron-age": 0.45, "doge": 0.4}, game=None)
    assert not R.confident(idx, shown, ranked(shown, unsure, {first: frozenset({0})}))
    sure = GameEvidence(scores={"iron-age": 0.9, "doge": 0.1}, game="iron-age")
    assert R.confident(idx, shown, ranked(shown, sure, {first: frozenset({0})}))
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
