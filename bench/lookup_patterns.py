"""Which headings a question asked in its own game's channel meets when it misses:
each miss at rank 1 whose expected section is among its game's first 20, read by what
the first answer's headings and the expected section's headings say of the question
(issue 21, the thing named beating the section that answers).

    python3 bench/lookup_patterns.py [--set dev3 --set dev4 ...] [--list PATTERN]

A heading says a concept of the question (as the engine reads it within the game) when
one of its words is a form or translation of it (its title, or the headings above it).
The patterns, by the concepts each side's headings say:

- ``parts``: each heading says a part of the question the other does not (the thing
  named against the operation asked about: "sell X" meeting X's card section, not the
  delivery section that sells it);
- ``specific``: the expected heading says more of the question than the first
  answer's, and all it says (a specific heading losing to a generic one);
- ``unheaded``: the expected heading says none of the question and the first answer's
  does (the expected section's text has the words, its heading does not);
- ``general``: the first answer's heading says more of the question than the expected
  heading, and all it says;
- ``same``: both headings say the same concepts (some or none); ``none`` when neither
  says any.

Dev material only: held-out folders are refused.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lookup_quality import DEV_SCOPE, dev_indexes, rank_of  # noqa: E402
from bot.engine.rules import query, rank  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402

PATTERNS = ("parts", "specific", "unheaded", "general", "same", "none")
SETS = tuple(f"dev{k}" for k in range(3, 17))


def pattern_of(first: int, expected: int) -> str:
    """The pattern of a miss from the concepts (bit masks) the first answer's headings
    and the expected section's headings say."""
    if first & ~expected and expected & ~first:
        return "parts"
    if expected & ~first:
        return "specific"
    if first and not expected:
        return "unheaded"
    if first & ~expected:
        return "general"
    return "same" if first else "none"


def headings_say(idx, said, i: int) -> int:
    """The concepts (bit mask) a section's title and the headings above it say."""
    mask = said.share(idx.core_fold[i])[2]
    if idx.parent_fold[i]:
        mask |= said.share(idx.parent_fold[i])[2]
    return int(mask)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", help="a dev folder under bench/ (repeatable)")
    ap.add_argument("--list", default=None, choices=PATTERNS, help="list the misses of a pattern")
    args = ap.parse_args(argv)
    total: Counter[str] = Counter()
    for name, idx, questions in dev_indexes(ap, args.set or SETS):
        slot = {s.id: i for i, s in enumerate(idx.slots) if s is not None}
        tally: Counter[str] = Counter()
        for q in questions:
            if q.get("absent"):
                continue
            tally["n"] += 1
            ms = ask(idx, q["q"], scope=DEV_SCOPE, where=Where(home=q["game"]), limit=10)
            if rank_of(ms, q["game"], q["expect"]) == 1:
                tally["hit"] += 1
                continue
            first = ms[0].section if len(ms) else None
            if first is None or first.game != q["game"]:
                tally["elsewhere"] += 1
                continue
            mine = idx.search(
                q["q"], scope=DEV_SCOPE, game=q["game"], only_game=q["game"], limit=20
            )
            want = next((m.section for m in mine if m.section.title in q["expect"]), None)
            if want is None:
                tally["unranked"] += 1
                continue
            said = rank._Said(query.analyse(idx, q["q"], DEV_SCOPE, q["game"]).concepts)
            got = pattern_of(
                headings_say(idx, said, slot[first.id]), headings_say(idx, said, slot[want.id])
            )
            tally[got] += 1
            if args.list == got:
                print(f"{name}\t{q['q']}\texpected {want.title!r}\tfirst {first.title!r}")
        total.update(tally)
        keys = ("n", "hit", "elsewhere", "unranked", *PATTERNS)
        print(f"{name:5s} " + " ".join(f"{k}={tally[k]}" for k in keys), flush=True)
    keys = ("n", "hit", "elsewhere", "unranked", *PATTERNS)
    print("all   " + " ".join(f"{k}={total[k]}" for k in keys))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
