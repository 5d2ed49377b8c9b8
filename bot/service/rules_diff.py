"""Differences between two summaries of one game that change a rule.

Two players rarely word a rule alike, so comparing lines shows nearly every line as
different. Here each line is reduced to its *facts*: numbers, names (katakana runs,
capitalised words, quoted terms) and condition words (if, unless, only, cannot ...
in English, Japanese and Italian). Lines are paired with their closest counterpart in
the other text; a pair whose facts agree differs only in wording and is not shown. A
line with no counterpart is shown only when one of its facts appears nowhere in the
other text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from rapidfuzz import fuzz

PAIR_CUTOFF = 55.0  # rapidfuzz ratio of folded lines to call them the same rule

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_KANJI_NUMBER = re.compile(r"[一二三四五六七八九十百]+(?=[枚個回点人つ名ヶか歩マス])")
_KATAKANA = re.compile(r"[\u30a0-\u30ff]{2,}")
_CAPITAL = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-zA-Z'-]{2,}")
_QUOTED = re.compile(r"[「『\"“]([^」』\"”]{1,40})[」』\"”]")
_CONDITIONS = {
    # English
    "if": "if",
    "unless": "unless",
    "only": "only",
    "except": "except",
    "not": "not",
    "cannot": "not",
    "can't": "not",
    "never": "not",
    "must": "must",
    "may": "may",
    "before": "before",
    "after": "after",
    "each": "each",
    "every": "each",
    "all": "all",
    "instead": "instead",
    "or": "or",
    "and": "and",
    # Italian
    "se": "if",
    "solo": "only",
    "soltanto": "only",
    "tranne": "except",
    "salvo": "except",
    "non": "not",
    "mai": "not",
    "deve": "must",
    "devono": "must",
    "può": "may",
    "possono": "may",
    "prima": "before",
    "dopo": "after",
    "ogni": "each",
    "ciascun": "each",
    "ciascuno": "each",
    "tutti": "all",
    "tutte": "all",
    "invece": "instead",
    "oppure": "or",
}
_JA_CONDITIONS = {
    "場合": "if",
    "なら": "if",
    "のみ": "only",
    "だけ": "only",
    "以外": "except",
    "できない": "not",
    "ない": "not",
    "不可": "not",
    "必ず": "must",
    "ければならない": "must",
    "できる": "may",
    "可能": "may",
    "前に": "before",
    "後": "after",
    "毎": "each",
    "全て": "all",
    "すべて": "all",
    "代わり": "instead",
    "または": "or",
}


def _fold(line: str) -> str:
    s = unicodedata.normalize("NFKC", line).casefold()
    s = s.strip().lstrip("-*+・●•").strip()
    return " ".join(s.split())


def facts(line: str) -> frozenset[str]:
    """The facts of one line: ``#3``, ``@name``, ``?condition``."""
    text = unicodedata.normalize("NFKC", line)
    out: set[str] = set()
    out.update("#" + n.replace(",", ".") for n in _NUMBER.findall(text))
    out.update("#" + n for n in _KANJI_NUMBER.findall(text))
    out.update("@" + k for k in _KATAKANA.findall(text) if k.strip("ー・"))
    body = text.lstrip(" -*+・●•")
    out.update("@" + w.casefold() for w in _CAPITAL.findall(body))
    out.update("@" + q.strip().casefold() for q in _QUOTED.findall(text))
    words = re.findall(r"[\w'’]+", text.casefold())
    out.update("?" + _CONDITIONS[w] for w in words if w in _CONDITIONS)
    out.update("?" + v for k, v in _JA_CONDITIONS.items() if k in text)
    return frozenset(out)


def _shown(f: str) -> str:
    return f[1:]


@dataclass(frozen=True)
class RuleDifference:
    """``here``/``there``: the line in each summary (empty when it has none);
    ``facts_here``/``facts_there``: the facts only that side states."""

    here: str
    there: str
    facts_here: tuple[str, ...]
    facts_there: tuple[str, ...]

    @property
    def kind(self) -> str:
        if self.here and self.there:
            return "changed"
        return "only_here" if self.here else "only_there"


def _lines(text: str) -> list[str]:
    out = []
    for ln in text.splitlines():
        s = ln.strip()
        if not _fold(s) or s.startswith(("![", "[![")):
            continue
        out.append(s)
    return out


def number_differences(here: str, there: str, limit: int = 8) -> list[RuleDifference]:
    """Two summaries in different languages: their words never match, their numbers
    do. The lines of each that state a number the other text never states, paired in
    order (``13 points`` ⇄ ``14 points``), the rest alone."""
    a, b = _lines(here), _lines(there)
    nums_a = {f for x in a for f in facts(x) if f[0] == "#"}
    nums_b = {f for x in b for f in facts(x) if f[0] == "#"}
    only_a = [
        (x, sorted(_shown(f) for f in facts(x) if f[0] == "#" and f not in nums_b)) for x in a
    ]
    only_b = [
        (y, sorted(_shown(f) for f in facts(y) if f[0] == "#" and f not in nums_a)) for y in b
    ]
    la = [(x, tuple(n)) for x, n in only_a if n]
    lb = [(y, tuple(n)) for y, n in only_b if n]
    out = [RuleDifference(x, y, fx, fy) for (x, fx), (y, fy) in zip(la, lb, strict=False)]
    out += [RuleDifference(x, "", fx, ()) for x, fx in la[len(lb) :]]
    out += [RuleDifference("", y, (), fy) for y, fy in lb[len(la) :]]
    return out[:limit]


def rule_differences(here: str, there: str, limit: int = 8) -> list[RuleDifference]:
    """What the two texts state differently (numbers, names, conditions), best first:
    changed pairs, then lines whose facts the other text lacks entirely."""
    a, b = _lines(here), _lines(there)
    fa, fb = [_fold(x) for x in a], [_fold(x) for x in b]
    all_a: set[str] = set().union(*(facts(x) for x in a)) if a else set()
    all_b: set[str] = set().union(*(facts(x) for x in b)) if b else set()
    pairs: list[tuple[float, int, int]] = []
    for i, x in enumerate(fa):
        for j, y in enumerate(fb):
            r = fuzz.ratio(x, y)
            if r >= PAIR_CUTOFF:
                pairs.append((r, i, j))
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    used_a: dict[int, int] = {}
    used_b: set[int] = set()
    for _r, i, j in pairs:
        if i not in used_a and j not in used_b:
            used_a[i] = j
            used_b.add(j)
    changed: list[RuleDifference] = []
    alone: list[RuleDifference] = []
    for i, x in enumerate(a):
        if i in used_a:
            y = b[used_a[i]]
            ka, kb = facts(x), facts(y)
            if ka != kb:
                changed.append(
                    RuleDifference(
                        x,
                        y,
                        tuple(sorted(map(_shown, ka - kb))),
                        tuple(sorted(map(_shown, kb - ka))),
                    )
                )
        else:
            own = facts(x) - all_b
            if any(f[0] in "#@" for f in own):
                alone.append(RuleDifference(x, "", tuple(sorted(map(_shown, own))), ()))
    for j, y in enumerate(b):
        if j not in used_b:
            own = facts(y) - all_a
            if any(f[0] in "#@" for f in own):
                alone.append(RuleDifference("", y, (), tuple(sorted(map(_shown, own)))))
    return (changed + alone)[:limit]


__all__ = ["RuleDifference", "facts", "number_differences", "rule_differences"]
