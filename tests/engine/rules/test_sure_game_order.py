"""A question asked outside any channel whose words surely point to one game: that
game's sections come in the order its own channel gives them (the ranking over every
game only decides where its sections and other games' interleave); on games invented
here. Fails without the mechanism (the ranking over every game put the section saying
the words once first)."""

from __future__ import annotations

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.model import SearchResult
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 23

HARBOR = summary(
    "harbor-keepers",
    "Harbor Keepers",
    "en",
    "## Harbor\nKeepers keep their fish and their coins at the harbor.\n"
    "## Market\nSell fish for coins at the market. Fresh fish sell for two coins, salted "
    "fish for three coins, and smoked fish for four coins.\n"
    "## Ropes\nA rope ties one crate to a barge.\n",
)
ORCHARD = summary(
    "moon-orchard",
    "Moon Orchard",
    "en",
    "## Picking\nEach picker takes one fruit per turn.\n"
    "## Ladders\nA ladder reaches the high branches.\n",
)
QUESTION = "keepers fish coins"


def build() -> RulesIndex:
    return index_of([HARBOR, ORCHARD, *BYSTANDERS], scope=GUILD)


def titles(res: SearchResult) -> list[str]:
    return [m.section.title for m in res if m.section.game == "harbor-keepers"]


def test_a_sure_game_ranks_its_sections_as_its_channel_does():
    idx = build()
    anywhere = idx.search(QUESTION, scope=GUILD, limit=5)
    assert anywhere.game == "harbor-keepers"
    channel = idx.search(
        QUESTION, scope=GUILD, game="harbor-keepers", only_game="harbor-keepers", limit=5
    )
    assert titles(channel)[:2] == ["Market", "Harbor"]
    assert titles(anywhere)[:2] == ["Market", "Harbor"]


def test_scores_stay_in_order_and_a_changed_first_is_never_alone():
    idx = build()
    res = idx.search(QUESTION, scope=GUILD, limit=5)
    assert res[0].section.title == "Market"
    scores = [m.score for m in res]
    assert scores == sorted(scores, reverse=True)
    # the ranking over every game had another section first: a menu, not a sure answer
    assert not res.confident
