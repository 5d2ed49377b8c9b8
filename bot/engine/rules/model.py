"""The values a lookup returns: matches (with the same section in the game's other
summaries and their differing lines) and the search result. Pure."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from rapidfuzz import fuzz

from bot.engine.rules import normalize as N
from bot.engine.rules.summaries import Section

AUTOCOMPLETE_MAX = 25
CHOICE_MAX = 100


@dataclass
class Match:
    section: Section
    score: float  # 0..100
    why: str  # e.g. "shield wall → シールド・ウォール"
    alternates: list[Alternate] = field(default_factory=list)

    @property
    def game(self) -> str:
        return self.section.game

    @property
    def title(self) -> str:
        return self.section.title

    def as_dict(self) -> dict[str, Any]:
        s = self.section
        d: dict[str, Any] = {
            "game": s.game,
            "title": s.title,
            "path": list(s.path),
            "source": s.source_label,
            "text": s.text,
            "score": round(self.score, 1),
            "why": self.why,
            "id": s.id,
        }
        if self.alternates:
            d["alternates"] = [a.as_dict() for a in self.alternates]
        return d


@dataclass
class Alternate:
    """The same section in another summary of the same game, with the line diff."""

    section: Section
    only_here: list[str]  # lines only in the matched section
    only_there: list[str]  # lines only in this alternate

    def as_dict(self) -> dict[str, Any]:
        s = self.section
        return {
            "game": s.game,
            "title": s.title,
            "path": list(s.path),
            "source": s.source_label,
            "text": s.text,
            "id": s.id,
            "only_in_match": self.only_here,
            "only_in_this": self.only_there,
        }


def _norm_line(line: str) -> str:
    return N.fold(line.strip().lstrip("-*+・●").strip())


# numbers, katakana words, and capitalised words inside a sentence (names)
_FACT = re.compile(r"\d+(?:[.,]\d+)?|[\u30a1-\u30fa\u30fc]{2,}|(?<=[a-z,;:] )[A-Z][a-zA-Z]+")
_NEG = re.compile(r"(?i)\b(?:not|no|never|non|mai|senza)\b|ない|ず|ません|不可|できない")


def facts(line: str) -> frozenset[str]:
    """What in a line changes a rule: its numbers, names (katakana words,
    capitalised words inside a sentence) and negations."""
    out = {N.fold(m) for m in _FACT.findall(line)}
    if _NEG.search(line):
        out.add("¬")
    return frozenset(out)


def diff_lines(a: str, b: str) -> tuple[list[str], list[str]]:
    """Lines of ``a`` not in ``b`` and of ``b`` not in ``a``, ignoring wording: a line
    whose counterpart in the other text is worded differently but holds the same
    numbers, names and negations (:func:`facts`) is not a difference."""
    la = [ln.strip() for ln in a.splitlines() if _norm_line(ln)]
    lb = [ln.strip() for ln in b.splitlines() if _norm_line(ln)]
    sa, sb = {_norm_line(x) for x in la}, {_norm_line(x) for x in lb}
    only_a = [x for x in la if _norm_line(x) not in sb]
    only_b = [x for x in lb if _norm_line(x) not in sa]
    matched_a: set[int] = set()
    matched_b: set[int] = set()
    for i, x in enumerate(only_a):
        fx = facts(x)
        for j, y in enumerate(only_b):
            if j in matched_b or facts(y) != fx:
                continue
            if fuzz.ratio(_norm_line(x), _norm_line(y)) >= (50 if fx else 90):
                matched_a.add(i)
                matched_b.add(j)
                break
    return (
        [x for i, x in enumerate(only_a) if i not in matched_a],
        [y for j, y in enumerate(only_b) if j not in matched_b],
    )


@dataclass
class SearchResult(Sequence[Match]):
    """What :meth:`RulesIndex.search` returns: the ranked matches (best first) and
    whether the first one is almost surely the answer (``confident``: show it alone;
    otherwise offer the menu); ``elsewhere``: the channel's game matched nothing, even
    in part, and these are other games' sections; ``weak``: nothing matched, these are
    the nearest sections. Behaves as the list of matches (``result[0]``, ``len(result)``,
    ``if result``)."""

    matches: list[Match] = field(default_factory=list)
    confident: bool = False
    # asked in a channel whose game had nothing like it: the matches are other games'
    elsewhere: bool = False
    # nothing answered the question: these are only the nearest sections (a menu)
    weak: bool = False
    # the game the question is about: the one it names, else the one its distinctive
    # words point to (None: no game stood out, or the caller gave the game)
    game: str | None = None
    # the game the question is most likely about, clearly or not: the one given or
    # named, else the one with most evidence (None: nothing points to a game)
    leading: str | None = None
    # what the user typed that no section here says
    unmatched: list[str] = field(default_factory=list)
    # those of them no dictionary knows either (a name of a game not covered?)
    unknown: list[str] = field(default_factory=list)
    # the question's words no section here says at all, when they are most of its
    # words (two or more): a game no summary covers, named by its things alone
    # ("science compass gear tablet")? Empty otherwise
    unsaid: list[str] = field(default_factory=list)
    # a game the question names that no summary visible here covers
    missing_game: str | None = None
    # none of the question's words matched a section: the ones shown are only the
    # nearest by other signs (its kind of question, a heading's likeness), never "the
    # one section that comes near" (play-test 24, finding 10)
    said_none: bool = False
    # the posterior of each game the question's words point to (empty: the game was
    # given, or nothing points to one)
    posterior: dict[str, float] = field(default_factory=dict)
    # the ids of the sections only the dense tier's model brought in (the engine ranked
    # none of them): near the question in meaning, no match of its words
    meaning_only: frozenset[str] = frozenset()

    @overload
    def __getitem__(self, i: int) -> Match: ...
    @overload
    def __getitem__(self, i: slice) -> list[Match]: ...
    def __getitem__(self, i: int | slice) -> Match | list[Match]:
        return self.matches[i]

    def __len__(self) -> int:
        return len(self.matches)

    def __bool__(self) -> bool:
        return bool(self.matches)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SearchResult):
            return self.matches == other.matches and self.confident == other.confident
        if isinstance(other, list):
            return self.matches == other
        return NotImplemented


def clip(s: str, n: int = CHOICE_MAX) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def choice_name(path: list[str]) -> str:
    """Breadcrumb without the game name, clipped from the left to 100 characters."""
    parts = list(path[1:]) or list(path)
    name = " › ".join(parts)
    while len(name) > CHOICE_MAX and len(parts) > 1:
        parts = parts[1:]
        name = "… › " + " › ".join(parts)
    return clip(name)
