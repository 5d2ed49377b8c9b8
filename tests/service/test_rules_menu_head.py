"""The head of /rule's menu counts what it says (issue 21): "Several sections match (N)"
counts the sections the question's words matched; the ones only the dense tier's model
brought in, near the question in meaning, are said apart, with the number in all."""

from __future__ import annotations

import pytest

from bot.engine.rules.model import Match, SearchResult
from bot.service.rules_answer import menu
from tests.conftest import make_ctx, shipped_index

pytestmark = pytest.mark.warm_rules


def _result(matched: int, near: int, games: int = 1) -> SearchResult:
    """A menu's result: ``matched`` sections found by the question's words (taken from
    ``games`` shipped games in turn), then ``near`` of the first game's that only the
    model brought in."""
    idx = shipped_index()
    slugs = sorted({s.game for s in idx.sections})[:games]
    by_game = {g: [s for s in idx.sections if s.game == g] for g in slugs}
    found = [by_game[slugs[k % games]][k // games] for k in range(matched)]
    added = by_game[slugs[0]][matched : matched + near]
    res = SearchResult([Match(s, 50.0 - k, "") for k, s in enumerate(found + added)])
    res.meaning_only = frozenset(s.id for s in added)
    return res


def _head(res: SearchResult, locale: str = "en") -> str:
    msg = menu(shipped_index(), None, res, "some question", "k", locale, make_ctx(1))
    return msg.content.splitlines()[0]


@pytest.mark.parametrize(
    "locale,want",
    [
        (
            "en",
            "Several sections match (2); the others are only near the question in meaning"
            " (5 in all). Pick one:",
        ),
        ("it", "Più sezioni corrispondono (2); le altre sono vicine alla domanda"),
        (
            "ja",
            "当てはまる項目が複数あります（2件）。ほかの項目は質問と意味が近いだけです（全5件）。",
        ),
    ],
)
def test_several_sections_counts_only_the_matches(locale, want):
    """Two matches and three sections only near in meaning: said "(5)" before."""
    head = _head(_result(2, 3), locale)
    assert head.startswith(want), head


def test_several_games_count_only_the_matches():
    head = _head(_result(2, 3, games=2))
    assert head.startswith("Sections of several games match (2: "), head
    assert head.endswith("only near the question in meaning (5 in all). Pick one:"), head


def test_matches_alone_keep_the_plain_head():
    assert _head(_result(3, 0)) == "Several sections match (3). Pick one:"


@pytest.mark.parametrize(
    "locale,want",
    [
        ("en", "Nothing matches “some question” closely. The nearest sections (1):"),
        ("it", "Niente corrisponde bene a «some question». Le sezioni più vicine (1):"),
        ("ja", "「some question」にはっきり当てはまる項目はありません。近い項目（1件）："),
    ],
)
def test_one_section_none_of_the_words_met_is_only_the_nearest(locale, want):
    """Play-test 24, finding 10: a lone section none of the question's words matched
    (another game's end of the year, for 修道女が見つかったら) was offered as "the only
    section that comes near"; it is only the nearest."""
    res = _result(1, 0)
    res.unmatched = ["修道女", "見つかったら"]
    res.said_none = True
    head = _head(res, locale)
    assert want in head, head
    assert head != _head(_result(1, 0), locale)  # a section the words met: "only one"
