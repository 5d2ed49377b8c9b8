"""The same section in a summary of another language (play-test 18, finding 24: a
Japanese summary's "13 points" and an English one's "14 points" were never compared,
though the index reads 得点 as "scoring").

Two headings name the same section when the rules index reads them as the same
concepts: every concept of one heading shares a form or translation with a concept of
the other, and the other way round (``Scoring`` and ``得点``; ``Tricks`` and
``トリック``). Only summaries of the same game, in a language other than the shown
section's, are looked at; the index's own alternates (the same heading in the same
language) come first and are never repeated."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from bot.engine.rules import normalize as N
from bot.engine.rules import query as Q
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.summaries import Section

_Forms = tuple[frozenset[str], ...]
# each index's headings read so far (the index goes, its entries go with it)
_READ: WeakKeyDictionary[RulesIndex, dict[tuple[str, str, int | None], _Forms]] = (
    WeakKeyDictionary()
)


def _concepts(idx: RulesIndex, game: str, title: str, scope: int | None) -> _Forms:
    """The forms (own and translated) of each concept the heading says."""
    memo = _READ.setdefault(idx, {})
    key = (game, title, scope)
    if key not in memo:
        q = Q.analyse(idx, title, scope=scope, game=game)
        memo[key] = tuple(
            frozenset(c.forms) | frozenset(c.extra) for c in q.concepts if c.forms or c.extra
        )
    return memo[key]


def _same(a: _Forms, b: _Forms) -> bool:
    if not a or not b:
        return False
    return all(any(x & y for y in b) for x in a) and all(any(y & x for x in a) for y in b)


def across_languages(
    idx: RulesIndex, sec: Section, scope: int | None, shown: set[str]
) -> list[Section]:
    """One section per other summary of ``sec``'s game, in another language, whose
    heading reads as ``sec``'s; ``shown``: the summaries (``doc``) already answered."""
    if not sec.language:
        return []
    mine = _concepts(idx, sec.game, sec.core_title, scope)
    if not mine:
        return []
    out: list[Section] = []
    taken = set(shown) | {sec.doc}
    for i in idx.game_slots(sec.game, scope):
        o = idx.sec(i)
        if o.doc in taken or not o.language or o.language == sec.language:
            continue
        if N.fold(o.core_title) == N.fold(sec.core_title):
            continue  # the index's own alternates have it
        if _same(mine, _concepts(idx, o.game, o.core_title, scope)):
            out.append(o)
            taken.add(o.doc)
    return out


__all__ = ["across_languages"]
