"""Rules lookup on a crowded server: every dev set's games at once, beside the shipped ones.

    python3 bench/lookup_crowd.py [--sets dev3,dev4,...] [--no-channel] [--wrong] [--json]

One dev set loaded beside the shipped games (``lookup_heldout.py --set devN``) has five
or six games competing for a question; a server with many games has dozens. Here the
summaries of every dev set named (default: dev and dev3 onwards, never a held-out folder)
are added for one server, as ``/rules add`` adds them, and each set's questions are asked
as written (in their channel or outside any), or with ``--no-channel`` all outside any
channel, where the engine must find the game among all of them. Reported per set and on
the whole: hit@1, hit@3, MRR, single answers (shown alone) and how many of them are wrong,
and the likeliest game right for questions asked outside a channel; questions about a game
no summary covers answered alone by another game. ``--wrong`` lists the wrong single
answers (the calibration material of the single-answer decision: dev material only).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# the dense tier's vectors of the shipped and dev summaries, made once for every run
os.environ.setdefault(
    "HERALD_DENSE_CACHE", str(Path(tempfile.gettempdir()) / "herald-dense-vectors.pkl")
)
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from lookup_heldout import (  # noqa: E402
    GUILD,
    Tally,
    load_queries,
    lookup,
    pin_hash_seed,
    rank_of,
    shown_alone,
)
from lookup_quality import dev_summaries  # noqa: E402

from bot.engine.errors import HeraldError  # noqa: E402
from bot.engine.rules.summaries import parse_summary  # noqa: E402
from bot.knowledge_files import build_rules_index  # noqa: E402

BENCH = ROOT / "bench"
DEFAULT_SETS = "dev,dev3,dev4,dev5,dev6,dev7,dev8"


def uploads_of(folder: Path) -> list[dict[str, Any]]:
    """A dev folder's summaries as ``/rules add`` stores them (``user/<game>/<file>``)."""
    out = []
    for f in dev_summaries(folder):
        text = f.read_text(encoding="utf-8")
        game = parse_summary(f.name, text).game
        out.append({"name": f"user/{game}/{f.name}", "game": game, "text": text, "scope": GUILD})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sets", default=DEFAULT_SETS)
    ap.add_argument("--knowledge", default=str(ROOT / "knowledge"))
    ap.add_argument("--no-channel", action="store_true", help="ask every question outside")
    ap.add_argument("--shipped", action="store_true", help="the shipped questions too")
    ap.add_argument("--wrong", action="store_true", help="list the wrong single answers")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    names = [s for s in args.sets.split(",") if s]
    if any(s.startswith("heldout") for s in names):
        ap.error("held-out folders are measured by the lead only")
    uploads = [u for s in names for u in uploads_of(BENCH / s)]
    idx = build_rules_index(Path(args.knowledge), extra=uploads, warm=True)
    qsets: dict[str, list[dict[str, Any]]] = {
        s: load_queries(BENCH / s / "queries.toml") for s in names
    }
    if args.shipped:
        qsets["shipped"] = load_queries(BENCH / "lookup_queries.toml")
    games = set(idx.games(GUILD))
    total = Tally()
    result: dict[str, Any] = {"sections": len(idx.sections), "games": len(idx.games(GUILD))}
    wrong: list[str] = []
    lead_right = lead_n = absent = absent_alone = 0
    for s, qs in qsets.items():
        t = Tally()
        s_lead = s_n = 0
        for q in qs:
            channel = None if args.no_channel else q.get("channel")
            try:
                ms = lookup(idx, q["q"], channel)
            except HeraldError:
                ms = []
            alone = shown_alone(ms)
            if q.get("absent") and q["game"] not in games:
                absent += 1
                absent_alone += alone and bool(ms)
                if alone and ms:
                    wrong.append(
                        f"{s} ABSENT {q['q']!r} -> {ms[0].section.game}: {ms[0].section.title}"
                    )
                continue
            if q.get("absent"):
                continue  # a game another set's summary covers here
            r = rank_of(ms, q["game"], q["expect"])
            t.add(r, alone, not ms)
            total.add(r, alone, not ms)
            if not channel and ms:
                s_n += 1
                s_lead += getattr(ms, "leading", None) == q["game"]
            if alone and r != 1:
                top = ms[0].section
                wrong.append(
                    f"{s} [{channel or '-'}] {q['q']!r} expected {q['game']}: {q['expect'][0]!r}"
                    f" got {top.game}: {top.title!r} ({ms[0].score:.0f}) rank={r}"
                )
        lead_right += s_lead
        lead_n += s_n
        f = t.figures()
        f["single_wrong"] = t.alone - t.alone_right
        f["leading_right"] = round(s_lead / s_n, 3) if s_n else None
        result[s] = f
    f = total.figures()
    f["single_wrong"] = total.alone - total.alone_right
    f["leading_right"] = round(lead_right / lead_n, 3) if lead_n else None
    f["absent"], f["absent_alone"] = absent, absent_alone
    result["all"] = f
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"sections={result['sections']} games={result['games']} sets={','.join(names)}")
    for s in [*qsets, "all"]:
        f = result[s]
        single = "-" if f["single_right"] is None else f"{f['single_right']:.3f}"
        print(
            f"  {s:8s} n={f['n']:4d} hit@1={f['hit@1']:.3f} hit@3={f['hit@3']:.3f} "
            f"MRR={f['mrr']:.3f} singles={f['single_shown']:3d} wrong={f['single_wrong']} "
            f"right={single} leading={f['leading_right']}"
        )
    print(f"  absent games: {absent}, answered alone: {absent_alone}")
    if args.wrong:
        for line in wrong:
            print("WRONG", line)
    return 0


if __name__ == "__main__":
    pin_hash_seed()
    raise SystemExit(main())
