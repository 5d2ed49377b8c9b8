"""What one server's players picked from ``/rule``'s menu: question -> section,
so that the same or a near question ranks that section first there. Pure: the day
is passed in; the service stores the record (one per server, as JSON).

A pick adds one to its (question, section) weight; "not this one?" on an answer
takes one away (at zero the pair is forgotten). Weights halve every ``HALF_LIFE``
days, the record keeps the ``CAP`` heaviest pairs, and a pair whose section is gone
(its summary removed) is dropped::

    p = Picks.from_json(stored)            # [] or None: nothing learned yet
    p.record("come si vince", "s0123456789", day=20400)
    p.best("come si vince?", day=20401)    -> ("s0123456789", 0.98)
    p.prune(lambda sid: idx.section(sid, scope=guild) is not None)
    stored = p.to_json()
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from rapidfuzz import fuzz, process

from bot.engine.rules import normalize as N

CAP = 200  # (question, section) pairs kept per server
HALF_LIFE = 60.0  # days for a pick to weigh half
NEAR = 90.0  # how alike two questions must be spelled to share a pick (rapidfuzz ratio)
MIN_WEIGHT = 0.5  # below this, a pair no longer ranks its section first
SURE_WEIGHT = 1.5  # from this on (two picks), the section is answered alone


def question_key(text: str) -> str:
    """A question as picks remember it: folded, its words only ("Come si vince?" and
    "come si  vince" are one question)."""
    return " ".join(N.words(N.fold(N.split_quotes(text)[0] or text)))[:200]


def short_key(text: str) -> str:
    """A short fixed-length id of a question, for a button's custom id."""
    return hashlib.sha1(question_key(text).encode()).hexdigest()[:10]


@dataclass
class Pick:
    question: str
    section: str
    weight: float
    day: int

    def now(self, day: int) -> float:
        """Its weight on ``day``."""
        return float(self.weight * 0.5 ** (max(0, day - self.day) / HALF_LIFE))


@dataclass
class Picks:
    entries: list[Pick] = field(default_factory=list)

    @classmethod
    def from_json(cls, data: Any) -> Picks:
        """From the stored list of ``[question, section, weight, day]`` (anything else
        is ignored: a damaged record forgets, it never fails a lookup)."""
        out = cls()
        for row in data if isinstance(data, list) else []:
            try:
                q, s, wt, d = row
                out.entries.append(Pick(str(q), str(s), float(wt), int(d)))
            except (TypeError, ValueError):
                continue
        return out

    def to_json(self) -> list[list[Any]]:
        return [[p.question, p.section, round(p.weight, 3), p.day] for p in self.entries]

    def record(self, question: str, section: str, *, day: int, delta: float = 1.0) -> None:
        """One more pick (``delta`` 1) or one "not this one" (``delta`` -1) of
        ``section`` for ``question``."""
        key = question_key(question)
        for p in self.entries:
            if p.question == key and p.section == section:
                p.weight = max(0.0, p.now(day) + delta)
                p.day = day
                break
        else:
            if delta > 0:
                self.entries.append(Pick(key, section, delta, day))
        self.entries = [p for p in self.entries if p.now(day) > 0.05]
        if len(self.entries) > CAP:
            self.entries.sort(key=lambda p: -p.now(day))
            del self.entries[CAP:]

    def best(self, question: str, *, day: int) -> tuple[str, float] | None:
        """The section picked most for this question or one spelled nearly alike, with
        its weight today; None when no pick weighs ``MIN_WEIGHT``."""
        key = question_key(question)
        if not key or not self.entries:
            return None
        keys = list(dict.fromkeys(p.question for p in self.entries))
        near = {k for k, _s, _i in process.extract(key, keys, scorer=fuzz.ratio, score_cutoff=NEAR)}
        near.add(key)
        got: dict[str, float] = {}
        for p in self.entries:
            if p.question in near:
                got[p.section] = got.get(p.section, 0.0) + p.now(day)
        if not got:
            return None
        sid, wt = max(got.items(), key=lambda kv: kv[1])
        return (sid, wt) if wt >= MIN_WEIGHT else None

    def prune(self, alive: Any) -> bool:
        """Drop the pairs whose section ``alive(section_id)`` says is gone; True when
        any was dropped."""
        keep = [p for p in self.entries if alive(p.section)]
        changed = len(keep) != len(self.entries)
        self.entries = keep
        return changed
