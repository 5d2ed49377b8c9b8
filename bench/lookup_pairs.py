"""Rules lookup across languages, the game given: hit@1/hit@3 of the dev questions
asked within their own game (``only_game``), by question language x summary language.

    python bench/lookup_pairs.py [--new] [--old] [--misses PAIR] [--dir bench/dev3]

It isolates finding the section from finding the game (bench/lookup_quality.py
measures both). The summary's language is its front matter's ``language``.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lookup_quality import DEV_SCOPE, rank_of  # noqa: E402
from bot.knowledge_files import build_rules_index  # noqa: E402

DEV = ROOT / "bench" / "dev"


def _summaries(dev: Path) -> list[Path]:
    """A dev folder's summaries: under summaries/<game>/ (bench/dev4), else beside
    its queries (bench/dev, bench/dev3)."""
    return sorted((dev / "summaries").rglob("*.md")) or sorted(dev.glob("*.md"))


def _summary_langs(dev: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for f in _summaries(dev):
        head = f.read_text("utf-8").split("+++")[1]
        meta = tomllib.loads(head)
        out[meta["game"]] = meta["language"]
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--new", action="store_true", help="only queries-new.toml")
    ap.add_argument("--old", action="store_true", help="only queries.toml")
    ap.add_argument("--misses", default=None, help="list misses at 3 of a pair, e.g. ja-it")
    ap.add_argument("--dir", default=None, help="another dev folder (bench/dev3)")
    args = ap.parse_args(argv)
    dev = Path(args.dir) if args.dir else DEV
    idx = build_rules_index(ROOT / "knowledge")
    for f in _summaries(dev):
        idx.add(f.read_text("utf-8"), scope=DEV_SCOPE, source_id=f.name, name=f.name)
    langs = _summary_langs(dev)
    files = (
        ["queries-new.toml"]
        if args.new
        else ["queries.toml"]
        if args.old
        else [
            "queries.toml",
            "queries-new.toml",
        ]
    )
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for name in files:
        if not (dev / name).exists():
            continue
        for q in tomllib.loads((dev / name).read_text("utf-8"))["q"]:
            if q.get("absent") or q["game"] not in langs:
                continue
            ql = q.get("lang", "?")
            ql = "ja" if ql == "romaji" else ql
            pair = f"{ql}-{langs[q['game']]}"
            ms = idx.search(q["q"], scope=DEV_SCOPE, only_game=q["game"], limit=10)
            r = rank_of(ms, q["game"], q["expect"])
            for key in (pair, "same" if ql == langs[q["game"]] else "other", "all"):
                t = tally[key]
                t[0] += 1
                t[1] += r == 1
                t[2] += r is not None and r <= 3
            if args.misses == pair and (r is None or r > 3):
                got = [(m.section.title, round(m.score, 2)) for m in ms[:3]]
                print(f"MISS {q['q']!r} expected {q['expect'][0]!r} got {got}")
    for key in sorted(tally, key=lambda k: (len(k) > 5, k)):
        n, h1, h3 = tally[key]
        print(f"{key:6s} n={n:4d} hit@1={h1 / n:.3f} hit@3={h3 / n:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
