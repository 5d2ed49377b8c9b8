"""Why a question asked in its own game's channel misses: each dev question's miss at
rank 1 gets one cause, by set (issue 21, finding the section once the game is known).

    python3 bench/lookup_causes.py [--set dev3 --set dev4 ...] [--list CAUSE]

Every question of a dev set (not one about a game no summary covers) is asked in its
game's channel, as ``/rule`` asks (``bot.service.rules.ask``). For a miss, the
question's words (its concepts, as the engine reads them within the game) are weighed
by how rare each is among the game's sections (BM25's idf) and compared between the
first answer and the expected section:

- ``elsewhere``: the first answer is another game's section;
- ``unranked``: the expected section is not among the game's first 20;
- ``words``: the expected section says less of the question (title or text) than the
  first answer: a word with no counterpart there (a missing translation, a paraphrase,
  a typo), not a ranking the weights could mend;
- ``heading``: both say as much, the first answer's headings say more of it (a heading
  sharing a word beats the text that answers, or the thing named beats its rule);
- ``tie``: both say as much, as much in their headings (decided by the finer weights:
  title similarity, words together, term frequency);
- ``outranked``: the expected section says more of the question and still loses.

Dev material only: held-out folders are refused.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lookup_quality import DEV_SCOPE, dev_indexes, rank_of  # noqa: E402
from bot.engine.rules import query, rank  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402

CAUSES = ("elsewhere", "unranked", "words", "heading", "tie", "outranked")
SETS = ("dev3", "dev4", "dev5", "dev6", "dev7", "dev8")


def said(idx, q: str, game: str) -> dict[int, tuple[float, float]]:
    """Per section of ``game``: (share of the question its title or text says, share
    its title says), each concept weighed by its rarity among the game's sections."""
    pool = idx.game_set(game, DEV_SCOPE)
    n, w = max(1, len(pool)), idx.weights
    shares: dict[int, list[float]] = defaultdict(lambda: [0.0, 0.0])
    total = 0.0
    for con in query.analyse(idx, q, DEV_SCOPE, game).concepts:
        credit, tcov = rank._concept_credit(idx, con, pool.__contains__, idx.live, w)
        df = sum(1 for v in credit.values() if v >= w.hit)
        x = con.weight * math.log(1 + (n - df + 0.5) / (df + 0.5))
        total += x
        for i, v in credit.items():
            if v >= w.hit:
                shares[i][0] += x
            if tcov.get(i, 0.0) >= w.min_title_cov:
                shares[i][1] += x
    return {i: (s / total, t / total) for i, (s, t) in shares.items()} if total else {}


def cause(idx, q: dict, ms) -> str:
    first = ms[0].section if len(ms) else None
    if first is None or first.game != q["game"]:
        return "elsewhere"
    mine = idx.search(q["q"], scope=DEV_SCOPE, game=q["game"], only_game=q["game"], limit=20)
    want = next((m for m in mine if m.section.title in q["expect"]), None)
    if want is None:
        return "unranked"
    cov = said(idx, q["q"], q["game"])
    ids = {s.id: i for i, s in enumerate(idx.slots) if s is not None}
    a = cov.get(ids.get(first.id, -1), (0.0, 0.0))
    b = cov.get(ids.get(want.section.id, -1), (0.0, 0.0))
    eps = 1e-6
    if b[0] < a[0] - eps:
        return "words"
    if b[0] > a[0] + eps:
        return "outranked"
    return "heading" if b[1] < a[1] - eps else "tie"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", help="a dev folder under bench/ (repeatable)")
    ap.add_argument("--list", default=None, choices=CAUSES, help="list the misses of a cause")
    args = ap.parse_args(argv)
    total: Counter[str] = Counter()
    for name, idx, questions in dev_indexes(ap, args.set or SETS):
        tally: Counter[str] = Counter()
        for q in questions:
            if q.get("absent"):
                continue
            ms = ask(idx, q["q"], scope=DEV_SCOPE, where=Where(home=q["game"]), limit=10)
            tally["n"] += 1
            if rank_of(ms, q["game"], q["expect"]) == 1:
                tally["hit"] += 1
                continue
            why = cause(idx, q, ms)
            tally[why] += 1
            if args.list == why:
                got = ms[0].section.title if len(ms) else "-"
                print(f"{name}\t{q['q']}\texpected {q['expect'][0]!r}\tfirst {got!r}")
        total.update(tally)
        print(f"{name:5s} " + " ".join(f"{k}={tally[k]}" for k in ("n", "hit", *CAUSES)))
    print("all   " + " ".join(f"{k}={total[k]}" for k in ("n", "hit", *CAUSES)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
