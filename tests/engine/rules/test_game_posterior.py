"""The game a question is about as a posterior over the games (game_evidence), on
games invented here; each test fails without its mechanism:

- a summary's length counts: a long summary saying a word in passing is weaker
  evidence than a short one saying it, since a long text says any word by chance
  (texts measured in words, a Japanese run by its characters);
- a word every game says weighs nothing, whatever the games' lengths;
- the question's game's summary says its words the more surely the longer it is: a
  long summary silent on the question's one distinctive word is unlikely to be its
  game, though it says the question's ordinary words;
- the posterior weighs every game's sections even when no game is sure: the likelier
  game's section comes before an equal one of a less likely game."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules import game_evidence as GE
from bot.engine.rules import query as Q
from bot.engine.rules import rank as R
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 13

# a long summary: many sections of ordinary play, one of them naming a beacon in passing
_LONG_SECTIONS = "\n".join(
    f"## Step {k}\nThe active player moves a soldier, pays a coin, draws a card, "
    f"checks the wall, counts the supply and passes the turn to the left; "
    f"then every player scores the towers they hold in region {k}."
    for k in range(1, 25)
)
LONG = summary(
    "wall-wardens",
    "Wall Wardens",
    "en",
    _LONG_SECTIONS + "\n## Night\nAt night a guard may look at the beacon before moving.\n",
)
SHORT = summary(
    "harbor-lights",
    "Harbor Lights",
    "en",
    "## Night\nAt night the keeper lights the beacon and moves one boat.\n"
    "## Boats\nEach player has three boats.\n",
)
# a third game, unsure-making: it says "harvest" too, with the same heading
FIELDS = summary(
    "green-fields",
    "Green Fields",
    "en",
    "## Harvest\nAt harvest each player takes one grain per field.\n"
    "## Fields\nA field holds two grain.\n",
)
MOON = summary(
    "moon-orchard",
    "Moon Orchard",
    "en",
    "## Harvest\nAt harvest each player takes one fruit per tree.\n"
    "## Trees\nA tree by the moonwell gives two fruit.\n",
)


def build() -> RulesIndex:
    return index_of([LONG, SHORT, FIELDS, MOON], scope=GUILD)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return build()


def evidence(idx: RulesIndex, question: str) -> GE.GameEvidence:
    qa = Q.analyse(idx, question, GUILD)
    r = R.rank(idx, qa, scope=GUILD, game=None, prefer_game=None, limit=5, w=idx.weights)
    return r.evidence


def test_a_short_summary_saying_a_word_is_likelier_than_a_long_one_saying_it_in_passing(idx):
    ev = evidence(idx, "beacon")
    assert ev.scores["harbor-lights"] > 1.5 * ev.scores["wall-wardens"]
    assert ev.leading == "harbor-lights"


def test_a_summary_is_measured_in_words_a_japanese_run_by_its_characters():
    assert GE.text_size("night", "the keeper lights the beacon") == 6
    assert GE.text_size("夜", "灯台守が灯りをともす") == pytest.approx(11 / GE.CJK_CHARS_PER_WORD)


def test_a_word_every_game_says_weighs_nothing(idx):
    # "player" is in every summary, long or short: no game is likelier for it
    ev = evidence(idx, "player")
    assert ev.game is None
    assert max(ev.scores.values()) < 2 * min(ev.scores.values())


def test_the_likelier_game_ranks_first_even_unsure(idx):
    # "moonwell" is Moon Orchard's alone; with the game never sure (game_sure above 1)
    # its posterior still puts its Harvest before Green Fields' alike Harvest
    unsure = build()
    unsure.weights = replace(unsure.weights, game_sure=2.0)
    ev = evidence(unsure, "harvest moonwell")
    assert ev.game is None and ev.leading == "moon-orchard"
    first = unsure.search("harvest moonwell", scope=GUILD, limit=3)[0]
    assert (first.section.game, first.section.title) == ("moon-orchard", "Harvest")


def test_a_long_summary_silent_on_the_distinctive_word_is_not_the_game(idx):
    # only Harbor Lights has a keeper; Wall Wardens' long summary pays coins to the
    # supply in every step, as any long rulebook says ordinary words, but a summary that
    # long of the question's game would have named the keeper
    ev = evidence(idx, "can the keeper pay coins to the supply")
    assert ev.leading == "harbor-lights"
    assert ev.game != "wall-wardens"
    assert ev.scores["harbor-lights"] > 2 * ev.scores["wall-wardens"]
