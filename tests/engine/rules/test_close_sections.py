"""A topic split into a general rule and its special cases, under headings that share
words ("Harvest", "Harvest: flooded farms"): the question decides which comes first
(``rank._general_or_special``). Saying none of the words the special case adds, it is
about the topic: the general rule first, and no single answer between the two; saying
one of them, the special case."""

from __future__ import annotations

import pytest

from bot.engine.rules import rank as R
from tests.engine.rules.invented import index_of, summary

GUILD = 37

RIVER = summary(
    "river-trade",
    "River Trade",
    "en",
    """## Setup
Each player takes a barge, three farms and five coins.
## Harvest
At the end of each season every farm yields two grain, placed on the farm.
### Harvest: flooded farms
A flooded farm yields no grain at the harvest: the river washed its grain and its
harvest away, and a flooded farm dries only at the next season.
### Harvest: the last season
In the last season each farm yields three grain at the harvest instead of two.
## Selling
Sell grain at a market for one coin each.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([RIVER], scope=GUILD)


@pytest.mark.parametrize(
    ("general", "special", "rest"),
    [
        ("la primiera", "la primiera: parita", ": parita"),
        ("raiders", "heavy raiders", "heavy "),
        ("千日手", "千日手:連続王手ノ場合", ":連続王手ノ場合"),
        ("harvest", "harvesting", None),  # a longer word is another word
        ("harvest", "harvest", None),
        ("setup", "harvest: setup notes", None),
    ],
)
def test_what_a_special_cases_heading_adds(general, special, rest):
    assert R._heading_rest(general, special) == rest


@pytest.mark.parametrize("q", ["harvest yields grain", "what does the harvest yield"])
def test_a_question_saying_nothing_of_the_special_case_gets_the_general_rule(idx, q):
    r = idx.search(q, scope=GUILD, game="river-trade")
    assert r[0].section.title == "Harvest"
    assert not r.confident


@pytest.mark.parametrize(
    ("q", "title"),
    [
        ("when is the harvest season", "Harvest: the last season"),
        ("harvest flooded", "Harvest: flooded farms"),
    ],
)
def test_a_question_saying_what_the_special_case_adds_gets_it(idx, q, title):
    r = idx.search(q, scope=GUILD, game="river-trade")
    assert r[0].section.title == title


@pytest.mark.parametrize("q", ["does the river wash the harvest away", "harvest river"])
def test_the_special_case_answering_more_of_the_question_stays_first(idx, q):
    # the question says none of "flooded farms", but only that section answers "river":
    # the general rule, answering less of the question, does not come before it
    r = idx.search(q, scope=GUILD, game="river-trade")
    assert r[0].section.title == "Harvest: flooded farms"


def test_a_first_chosen_between_close_sections_is_never_alone(idx):
    # clearly ahead of the next, answering every concept, its heading saying one: alone,
    # unless the question's words chose it before a close section of its topic
    first = next(i for i, s in enumerate(idx.slots) if s is not None and s.title == "Harvest")
    second = next(i for i, s in enumerate(idx.slots) if s is not None and s.title == "Selling")
    shown = [(first, 100.0), (second, 40.0)]

    def ranked(close: bool) -> R.Ranked:
        return R.Ranked(
            [(i, s, "") for i, s in shown],
            answered={first},
            titled={first: frozenset({0})},
            headed={first: frozenset({0})},
            heading_says={first},
            close=close,
        )

    assert R.confident(idx, shown, ranked(False))
    assert not R.confident(idx, shown, ranked(True))
