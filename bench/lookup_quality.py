"""Rules lookup quality: hit@1, hit@3, MRR and the precision of single answers.

    python bench/lookup_quality.py [--knowledge knowledge] [--misses] [--lang en] [--by-game]
    python bench/lookup_quality.py --dev [--lexicon bench/dev/lexicon.toml] [--misses] [--game catan]

Shipped (default): bench/lookup_queries.toml over the shipped knowledge.
``--dev``: the summaries of bench/dev/ (games Herald does not ship, no glossary) added
as one server's own (scope 1), queried with bench/dev/queries.toml in that server;
the engine may be tuned on these, never on bench/heldout/.

A query hits at rank k when the k-th result is in the expected game and its title is
one of the expected titles, or when one of the result's alternates (the same section
in the game's other summary, shown beside it) is. A *single answer* is a result
marked ``confident`` (shown alone, without a menu); its precision is the share of
them that hit at rank 1.
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

DEV = ROOT / "bench" / "dev"
DEV_SCOPE = 1


def rank_of(matches, game: str, expect: list[str]) -> int | None:
    for r, m in enumerate(matches, 1):
        titles = {m.section.title} | {a.section.title for a in m.alternates}
        if m.section.game == game and titles & set(expect):
            return r
    return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--knowledge", default=str(ROOT / "knowledge"))
    ap.add_argument("--queries", default=None)
    ap.add_argument("--dev", action="store_true", help="the unseen-game dev set of bench/dev/")
    ap.add_argument("--lexicon", default=None, help="a lexicon TOML instead of knowledge/lexicon")
    ap.add_argument("--misses", action="store_true", help="list queries not at rank 1")
    ap.add_argument("--lang", default=None)
    ap.add_argument("--game", default=None, help="only the queries about this game")
    ap.add_argument("--by-game", action="store_true", help="figures per game too")
    ap.add_argument(
        "--no-channel",
        action="store_true",
        help="ask every question outside any channel (the game is not given)",
    )
    args = ap.parse_args(argv)
    lexicons = None
    if args.lexicon:
        lexicons = [(Path(args.lexicon).name, Path(args.lexicon).read_text("utf-8"))]
    t0 = time.perf_counter()
    idx = build_rules_index(Path(args.knowledge), lexicons=lexicons)
    build = time.perf_counter() - t0
    scope = None
    if args.dev:
        scope = DEV_SCOPE
        for f in sorted(DEV.glob("*.md")):
            idx.add(f.read_text("utf-8"), scope=scope, source_id=f.name, name=f.name)
    qfile = args.queries or (
        DEV / "queries.toml" if args.dev else ROOT / "bench" / "lookup_queries.toml"
    )
    qs = tomllib.loads(Path(qfile).read_text(encoding="utf-8"))["q"]
    if args.lang:
        qs = [q for q in qs if q.get("lang") == args.lang]
    if args.game:
        qs = [q for q in qs if q["game"] == args.game]
    h1 = h3 = empty = other_game = 0
    rr = 0.0
    single = single_ok = 0
    per_lang = defaultdict(lambda: [0, 0, 0.0, 0])
    per_game = defaultdict(lambda: [0, 0, 0.0, 0])
    misses = []
    t1 = time.perf_counter()
    for q in qs:
        channel = None if args.no_channel else q.get("channel")
        ms = idx.search(q["q"], scope=scope, game=channel, limit=10)
        r = rank_of(ms, q["game"], q["expect"])
        if ms.confident:
            single += 1
            single_ok += r == 1
        h1 += r == 1
        empty += not ms
        other_game += bool(ms) and ms[0].section.game != q["game"]
        h3 += r is not None and r <= 3
        rr += 1.0 / r if r else 0.0
        for pl in (per_lang[q.get("lang", "?")], per_game[q["game"]]):
            pl[3] += 1
            pl[0] += r == 1
            pl[1] += r is not None and r <= 3
            pl[2] += 1.0 / r if r else 0.0
        if r != 1 or (ms.confident and r != 1):
            got = [(m.section.game, m.section.title, m.score, m.why) for m in ms[:3]]
            misses.append((q["q"], q["expect"][0], r, ms.confident, got))
    n = len(qs)
    print(
        f"queries={n} sections={len(idx.sections)} glossary_terms={len(idx.terms)} "
        f"lexicon_concepts={len(idx.lexicon.concepts)} build={build:.2f}s "
        f"search={1000 * (time.perf_counter() - t1) / max(1, n):.1f}ms/query"
    )
    prec = f"{single_ok / single:.3f}" if single else "n/a"
    print(
        f"hit@1={h1 / n:.3f} hit@3={h3 / n:.3f} MRR={rr / n:.3f} "
        f"single answers={single} precision={prec}"
    )
    print(f"empty answers={empty} first answer from another game={other_game}")
    for lang, (a, b, c, k) in sorted(per_lang.items()):
        print(f"  {lang:7s} n={k:3d} hit@1={a / k:.3f} hit@3={b / k:.3f} MRR={c / k:.3f}")
    if args.by_game:
        for game, (a, b, c, k) in sorted(per_game.items()):
            print(f"  {game:18s} n={k:3d} hit@1={a / k:.3f} hit@3={b / k:.3f} MRR={c / k:.3f}")
    if args.misses:
        for q, e, r, conf, got in misses:
            print(f"MISS rank={r} {'(shown alone) ' if conf else ''}{q!r} expected {e!r}")
            for g in got:
                print("     ", g)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
