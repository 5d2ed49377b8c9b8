"""The game a question is about, when one game's section says the question's words
together and another game's summary says the same words apart (game_evidence,
``game_together``); on games invented here. Each test fails without the mechanism."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.rules import game_evidence as GE
from bot.engine.rules import query as Q
from bot.engine.rules import rank as R
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 17

# both games say "storm" and "anchor", at about the same length: one in one section's
# text, the other apart, "anchor" under its own heading
TOGETHER = summary(
    "reef-divers",
    "Reef Divers",
    "en",
    "## Weather\nIn a storm each diver drops the anchor at once.\n"
    "## Pearls\nA diver keeps two pearls from each dive, and pays one.\n",
)
APART = summary(
    "sky-sailors",
    "Sky Sailors",
    "en",
    "## Weather\nIn a storm each sailor stays in the port.\n"
    "## Mooring\nThe anchor holds one ship in the port.\n",
)


def build() -> RulesIndex:
    return index_of([TOGETHER, APART, *BYSTANDERS], scope=GUILD)


def evidence(idx: RulesIndex, question: str) -> GE.GameEvidence:
    qa = Q.analyse(idx, question, GUILD)
    r = R.rank(idx, qa, scope=GUILD, game=None, prefer_game=None, limit=5, w=idx.weights)
    return r.evidence


def test_a_game_saying_the_question_words_in_one_section_is_likelier():
    ev = evidence(build(), "storm anchor")
    assert ev.leading == "reef-divers"
    assert ev.scores["reef-divers"] > 1.1 * ev.scores["sky-sailors"]


def test_without_the_words_together_the_heading_apart_would_win():
    # the same index, the mechanism off: the game saying "anchor" in a heading leads
    idx = build()
    idx.weights = replace(idx.weights, game_together=0.0)
    ev = evidence(idx, "storm anchor")
    assert ev.leading == "sky-sailors"


def test_said_together_counts_one_section_saying_two_concepts_or_more():
    game_of = ["a", "a", "b", "b"]
    # concept 0 in slots 0 and 2, concept 1 in slots 0 and 3, concept 2 in slot 3
    credits = [{0: 1.0, 2: 1.0}, {0: 0.5, 3: 1.0}, {3: 0.2}]
    got = GE.said_together(credits, [1.0, 2.0, 1.0], game_of, 0.3)
    # game a: slot 0 says concept 0 (1.0) and concept 1 at half its weight (2.0 * 0.5);
    # game b: no slot says two (concept 2 is below the hit in slot 3)
    assert got == {"a": 2.0}
