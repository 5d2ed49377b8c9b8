"""The kind of answer a question asks for (a number, what follows from a condition,
whether one may), read from its grammar words: where a game's sections give no single
answer, one whose text gives that kind of answer is put before one that does not."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules import question_kind as K
from bot.engine.rules import rank
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

SERVER = 7
GAME = "pearl-reef-test"

_REEF = summary(
    GAME,
    "Pearl Reef",
    "en",
    """
## Diving
Divers bring up pearls from the reef; the pearls they find are shown to the table.

## Market
The merchant pays 3 coins for each of your pearls, at most 2 a round.

## Storms
If a storm comes, divers return to the boat unless the reef shelters them.

## Resting
Divers rest on the boat and drink tea; they cannot dive again until they rest.
""",
)


@pytest.fixture(scope="module")
def ix():
    return index_of([_REEF, *BYSTANDERS], scope=SERVER)


def _titles(ix, q: str, w: rank.Weights = rank.WEIGHTS):
    ix.weights = w
    try:
        r = ix.search(q, scope=SERVER, game=GAME, only_game=GAME, limit=4)
    finally:
        ix.weights = rank.WEIGHTS
    return [m.section.title for m in r], r.confident


_OFF = replace(rank.WEIGHTS, how_many=0.0, what_if=0.0, can_i=0.0)


@pytest.mark.parametrize(
    "q",
    ["how many pearls", "how much for pearls", "quante perle", "真珠は何個？", "shinju wa ikutsu"],
)
def test_a_question_asking_how_many_reads_so(q):
    assert K.asks_how_many(q)


@pytest.mark.parametrize("q", ["pearls", "what are pearls", "真珠は何が？", "何をする？", "quando"])
def test_a_question_asking_no_number_does_not(q):
    assert not K.asks_how_many(q)


def test_kinds_of_conditions_and_permissions():
    assert K.asks_what_if("what happens if a storm comes")
    assert K.asks_what_if("cosa succede se arriva la tempesta")
    assert K.asks_what_if("嵐が来たらどうなる？")
    assert not K.asks_what_if("storms")
    assert K.asks_can("can I dive twice")
    assert K.asks_can("posso tuffarmi due volte")
    assert K.asks_can("2回潜ることができる？")
    assert not K.asks_can("diving twice")


def test_numbers_a_text_says(ix):
    slot = {ix.sec(i).title: i for i in ix.game_slots(GAME, SERVER)}
    assert K.numbers_said(ix, slot["Market"]) == 2  # 3 coins, 2 a round
    assert K.numbers_said(ix, slot["Diving"]) == 0


def test_asking_how_many_puts_the_text_with_numbers_first(ix):
    # both texts say pearls and no heading does: without the question's kind the
    # text saying it twice is first; asked how many, the one saying numbers
    assert _titles(ix, "how many pearls", _OFF) == (["Diving", "Market"], False)
    assert _titles(ix, "how many pearls") == (["Market", "Diving"], False)
    assert _titles(ix, "quante perle")[0][0] == "Market"


def test_the_same_words_asking_no_number_keep_their_order(ix):
    assert _titles(ix, "pearls") == (["Diving", "Market"], False)


def test_asking_what_happens_if_puts_a_text_stating_conditions_before_one_without(ix):
    off, _ = _titles(ix, "what happens if divers", _OFF)
    on, sure = _titles(ix, "what happens if divers")
    assert off.index("Storms") > off.index("Resting")
    assert on.index("Storms") < on.index("Resting") and not sure


def test_a_single_answer_is_never_changed(ix):
    # the question's heading answers alone: its kind changes nothing
    assert _titles(ix, "can divers rest") == _titles(ix, "can divers rest", _OFF)
    assert _titles(ix, "can divers rest")[1]


def test_reorder_keeps_other_games_places(ix):
    slot = {ix.sec(i).title: i for i in ix.game_slots(GAME, SERVER)}
    other = next(i for i in range(len(ix.slots)) if ix.game_of[i] not in ("", GAME))
    items = [(slot["Diving"], 60.0, ""), (other, 59.0, ""), (slot["Market"], 55.0, "")]
    got = K.reorder(ix, items, GAME, {slot["Market"]: 10.0})
    assert got == [(slot["Market"], 65.0, ""), (other, 59.0, ""), (slot["Diving"], 60.0, "")]


_KAWA = summary(
    "river-test",
    "River",
    "ja",
    """
## 渡し舟
舟は岸から岸へ渡る。

## 嵐
嵐が来たら舟を出すことはできない。3枚引いたときは1枚捨てる。
""",
)


def test_a_japanese_text_gives_its_kind_as_folded():
    # the folded text holds hiragana as katakana: たら, とき, できない still count
    ix = index_of([_KAWA], scope=SERVER + 1)
    slot = {ix.sec(i).title: i for i in ix.game_slots("river-test", SERVER + 1)}
    assert K.conditions_said(ix, slot["嵐"]) == 2
    assert K.permissions_said(ix, slot["嵐"]) == 1
    assert K.numbers_said(ix, slot["嵐"]) == 2
    assert K.conditions_said(ix, slot["渡し舟"]) == 0
