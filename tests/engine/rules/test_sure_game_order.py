"""A question asked outside any channel whose words surely point to one game, or only
most: that game's sections come in the order its own channel gives them (the ranking
over every game only decides where its sections and other games' interleave); on
games invented here. Fails without the mechanism (the ranking over every game put the
section saying the words once first)."""

from __future__ import annotations

from bot.engine.rules.game_evidence import GameEvidence
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


RIVER = summary(
    "river-nets",
    "River Nets",
    "en",
    "## Nets\nA net catches fish in the river.\n## Boats\nEach boat carries two nets.\n",
)


def test_the_likeliest_game_not_sure_ranks_its_sections_as_its_channel_does():
    """Another game says a word of the question too ("fish"): the question's game is
    the likeliest, not sure. Its sections still come in its channel's order, in the
    places the ranking over every game gave them; the other game's keep theirs."""
    idx = index_of([HARBOR, RIVER, *BYSTANDERS], scope=GUILD)
    anywhere = idx.search(QUESTION, scope=GUILD, limit=5)
    assert anywhere.game is None and anywhere.leading == "harbor-keepers"
    channel = idx.search(
        QUESTION, scope=GUILD, game="harbor-keepers", only_game="harbor-keepers", limit=5
    )
    assert titles(channel)[:2] == ["Market", "Harbor"]
    assert titles(anywhere)[:2] == ["Market", "Harbor"]
    assert [m.section.game for m in anywhere][:3] == ["harbor-keepers"] * 2 + ["river-nets"]
    assert not anywhere.confident


def test_a_game_is_ahead_when_clearly_likelier_than_the_next():
    ev = GameEvidence(scores={"a": 0.45, "b": 0.3, "c": 0.25})
    assert ev.game is None and ev.leading == "a"
    assert ev.ahead(1.5) == "a"
    assert ev.ahead(1.6) is None
    assert GameEvidence(scores={"a": 0.4, "b": 0.35}).ahead(1.5) is None
    assert GameEvidence(scores={"a": 0.2}).ahead(1.5) == "a"
    assert GameEvidence().ahead(1.5) is None
