"""The values a lookup returns: matches (with the same section in the game's other
summaries and their differing lines) and the search result. Pure."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, overload

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


def diff_lines(a: str, b: str) -> tuple[list[str], list[str]]:
    """Lines of ``a`` not in ``b`` and of ``b`` not in ``a`` (folded comparison)."""
    la = [ln for ln in a.splitlines() if _norm_line(ln)]
    lb = [ln for ln in b.splitlines() if _norm_line(ln)]
    sa, sb = {_norm_line(x) for x in la}, {_norm_line(x) for x in lb}
    return (
        [x.strip() for x in la if _norm_line(x) not in sb],
        [x.strip() for x in lb if _norm_line(x) not in sa],
    )


@dataclass
class SearchResult(Sequence[Match]):
    """What :meth:`RulesIndex.search` returns: the ranked matches (best first) and
    whether the first one is almost surely the answer (``confident``: show it alone;
    otherwise offer the menu). Behaves as the list of matches (``result[0]``,
    ``len(result)``, ``if result``)."""

    matches: list[Match] = field(default_factory=list)
    confident: bool = False

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
