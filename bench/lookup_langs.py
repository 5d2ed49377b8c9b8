"""Rules lookup by language pair (question's language x its summary's), in the game's
channel and outside any, and where each miss at rank 1 comes from (issue 21, round 24).

    python3 bench/lookup_langs.py [--set dev3 ...] [--dump FILE] [--var NAME=v,...]

Causes of a miss (the dense tier on), first that applies:

- ``game``: the first answer is another game's section (or there is none);
- ``dense``: the lexical ranking alone (the dense tier off) had it first;
- ``bridge``: the expected section says none of the question's words (its concepts,
  translations included, as the engine reads them in the game): the bridge gave nothing;
- ``section``: right words, wrong section (the rest).

Romaji questions count as Japanese ones. Dev material only (dev3..dev18 by default).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault(
    "HERALD_DENSE_CACHE", str(Path(tempfile.gettempdir()) / "herald-dense-vectors.pkl")
)

from bench.lookup_causes import said  # noqa: E402
from bench.lookup_pairs import _summary_langs  # noqa: E402
from bench.lookup_quality import DEV_SCOPE, dev_indexes, rank_of  # noqa: E402
from bot.engine.rules import dense  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402

SETS = tuple(f"dev{n}" for n in range(3, 19))
CAUSES = ("game", "dense", "bridge", "section")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", help="a dev folder under bench/ (repeatable)")
    ap.add_argument("--dump", default=None, help="one JSON line per question and place")
    ap.add_argument("--var", default=None, help="dense.py constants NAME=value,...")
    ap.add_argument("--no-causes", action="store_true")
    args = ap.parse_args(argv)
    if args.var:
        for part in args.var.split(","):
            k, v = part.split("=")
            setattr(dense, k, type(getattr(dense, k))(float(v)))
    on = dense.embedder()
    tally: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    out = open(args.dump, "w") if args.dump else None
    for name, idx, qs in dev_indexes(ap, args.set or SETS):
        langs = _summary_langs(ROOT / "bench" / name)
        for q in qs:
            if q.get("absent") or q["game"] not in langs:
                continue
            ql = q.get("lang", "?")
            ql = "ja" if ql == "romaji" else ql
            sl = langs[q["game"]]
            pair = f"{ql}-{sl}"
            for where in (q["game"], None):
                place = "own" if where else "none"
                dense.use(on)
                ms = ask(idx, q["q"], scope=DEV_SCOPE, where=Where(home=where), limit=10)
                r = rank_of(ms, q["game"], q["expect"])
                why = ""
                if r != 1 and not args.no_causes:
                    first = ms[0].section if len(ms) else None
                    if first is None or first.game != q["game"]:
                        why = "game"
                    else:
                        dense.use(None)
                        ms0 = ask(idx, q["q"], scope=DEV_SCOPE, where=Where(home=where), limit=10)
                        dense.use(on)
                        if rank_of(ms0, q["game"], q["expect"]) == 1:
                            why = "dense"
                        else:
                            cov = said(idx, q["q"], q["game"])
                            ids = [
                                i
                                for i, s in enumerate(idx.slots)
                                if s is not None and s.game == q["game"] and s.title in q["expect"]
                            ]
                            why = (
                                "section"
                                if any(cov.get(i, (0, 0))[0] > 0 for i in ids)
                                else "bridge"
                            )
                kinds = (pair, "same" if ql == sl else "cross", "all")
                for k in kinds:
                    t = tally[(k, place)]
                    t["n"] += 1
                    t["h1"] += r == 1
                    t["h3"] += r is not None and r <= 3
                    if why:
                        t[why] += 1
                if out:
                    got = ms[0].section.title if len(ms) else ""
                    out.write(
                        json.dumps(
                            {
                                "set": name,
                                "pair": pair,
                                "place": place,
                                "q": q["q"],
                                "expect": q["expect"],
                                "rank": r,
                                "why": why,
                                "first": got,
                            },
                            ensure_ascii=False,
                        )
                        + "\n"
                    )
        print(f"done {name}", file=sys.stderr, flush=True)
    keys = sorted({k for k, _p in tally}, key=lambda k: (k in ("same", "cross", "all"), k))
    print(
        f"{'pair':6s} {'place':5s} {'n':>4s} {'h1':>4s} {'h3':>4s} {'hit@1':>6s} {'hit@3':>6s}  "
        + " ".join(f"{c:>7s}" for c in CAUSES)
    )
    for k in keys:
        for place in ("own", "none"):
            t = tally[(k, place)]
            n = max(1, t["n"])
            print(
                f"{k:6s} {place:5s} {t['n']:4d} {t['h1']:4d} {t['h3']:4d} {t['h1'] / n:6.3f} "
                f"{t['h3'] / n:6.3f}  " + " ".join(f"{t[c]:7d}" for c in CAUSES)
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
