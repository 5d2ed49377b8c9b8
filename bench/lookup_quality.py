"""Rules lookup quality: hit@1, hit@3 and MRR over bench/lookup_queries.toml.

    python bench/lookup_quality.py [--knowledge knowledge] [--misses] [--lang en]

A query hits at rank k when the k-th result is in the expected game and its title is
one of the expected titles, or when one of the result's alternates (the same section
in the game's other summary, shown beside it) is.
"""

from __future__ import annotations

import argparse
import sys
import time
import tomllib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.knowledge_files import build_rules_index  # noqa: E402


def rank_of(matches, game: str, expect: list[str]) -> int | None:
    for r, m in enumerate(matches, 1):
        titles = {m.section.title} | {a.section.title for a in m.alternates}
        if m.section.game == game and titles & set(expect):
            return r
    return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--knowledge", default=str(ROOT / "knowledge"))
    ap.add_argument("--queries", default=str(Path(__file__).with_name("lookup_queries.toml")))
    ap.add_argument("--misses", action="store_true", help="list queries not at rank 1")
    ap.add_argument("--lang", default=None)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    idx = build_rules_index(Path(args.knowledge))
    build = time.perf_counter() - t0
    qs = tomllib.loads(Path(args.queries).read_text(encoding="utf-8"))["q"]
    if args.lang:
        qs = [q for q in qs if q.get("lang") == args.lang]
    h1 = h3 = 0
    rr = 0.0
    per_lang = defaultdict(lambda: [0, 0, 0.0, 0])
    misses = []
    for q in qs:
        ms = idx.search(q["q"], game=q.get("channel"), limit=10)
        r = rank_of(ms, q["game"], q["expect"])
        pl = per_lang[q.get("lang", "?")]
        pl[3] += 1
        if r == 1:
            h1 += 1
            pl[0] += 1
        if r is not None and r <= 3:
            h3 += 1
            pl[1] += 1
        if r is not None:
            rr += 1.0 / r
            pl[2] += 1.0 / r
        if r != 1:
            got = [(m.section.game, m.section.title, m.score, m.why) for m in ms[:3]]
            misses.append((q["q"], q["expect"][0], r, got))
    n = len(qs)
    print(
        f"queries={n} sections={len(idx.sections)} glossary_terms={len(idx.terms)} build={build:.2f}s"
    )
    print(f"hit@1={h1 / n:.3f} hit@3={h3 / n:.3f} MRR={rr / n:.3f}")
    for lang, (a, b, c, k) in sorted(per_lang.items()):
        print(f"  {lang:7s} n={k:3d} hit@1={a / k:.3f} hit@3={b / k:.3f} MRR={c / k:.3f}")
    if args.misses:
        for q, e, r, got in misses:
            print(f"MISS rank={r} {q!r} expected {e!r}")
            for g in got:
                print("     ", g)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
