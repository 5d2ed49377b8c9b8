"""Answers shown alone, right and wrong, with what the dense tier says of them; and what
questions about a game no summary covers are shown (issue 21: single answers right >= 0.95;
an absent game's question never answered by another game's section alone).

    python3 bench/lookup_alone.py [--set dev3 --set dev4 ...] [--rows] [--absent]

Every question of each dev set (default dev3..dev18) is asked as lookup_quality.py asks
it, in its channel as written and outside any channel. For each answer shown alone
(``confident``): right or wrong, the shown section's cosine to the question (the
multilingual-e5-small vectors of :mod:`bot.engine.rules.dense`), the best cosine among
its game's sections and the shown one's place in that order, the engine's first two
scores, the question's language. ``--rows`` lists each one; a summary line per set
and in all. ``--absent``: for each ``absent = true`` question (both ways of asking),
whether the note that no summary covers the game is given (``missing_game``), the
words note (unknown/unsaid), shown alone, and the first section shown.

Dev material only: held-out folders and the transfer sets (dev19..) are refused.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault(
    "HERALD_DENSE_CACHE", str(Path(tempfile.gettempdir()) / "herald-dense-vectors.pkl")
)

from bench.lookup_quality import DEV_SCOPE, dev_indexes, rank_of  # noqa: E402
from bench.lookup_singles import cut_sections, summaries_of  # noqa: E402
from bot.engine.rules import dense  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402

TUNABLE = [f"dev{n}" for n in range(3, 19)]


def cosines(idx, q: str, game: str) -> dict[int, float]:
    """The cosine of each of ``game``'s sections (by slot) to the question."""
    ids = idx.game_slots(game, DEV_SCOPE)
    qv = dense.query_vector(q)
    if not ids or qv is None:
        return {}
    return dense.similarities(idx._dense, idx.vecs, ids, (game, DEV_SCOPE), qv)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", default=None)
    ap.add_argument("--rows", action="store_true")
    ap.add_argument("--absent", action="store_true")
    ap.add_argument(
        "--cut",
        action="store_true",
        help="also ask each question with its expected sections cut (lookup_singles.py's "
        "own cut): every single then shown is wrong (rows CUT)",
    )
    args = ap.parse_args()
    sets = args.set or TUNABLE
    for s in sets:
        if s not in TUNABLE and s != "dev":
            ap.error(f"{s}: not a tunable dev set")
    tot = dict.fromkeys(("alone", "wrong", "cut", "absent", "noted", "words", "alone_abs"), 0)
    tot["covered_note"] = 0
    for name, idx, qs in dev_indexes(ap, sets):
        t = dict.fromkeys(tot, 0)
        files = summaries_of(ROOT / "bench" / name)
        for q in qs:
            for where in dict.fromkeys((q.get("channel"), None)):
                ms = ask(idx, q["q"], scope=DEV_SCOPE, where=Where(home=where), limit=10)
                tag = f"in {where}" if where else "none"
                if q.get("absent"):
                    t["absent"] += 1
                    t["noted"] += bool(ms.missing_game)
                    t["words"] += bool(not ms.missing_game and (ms.unknown or ms.unsaid))
                    t["alone_abs"] += ms.confident
                    if args.absent:
                        first = f"{ms[0].section.game}/{ms[0].section.title}" if ms else "-"
                        print(
                            f"ABSENT {name:5s} {tag:22s} note={ms.missing_game or '-'} "
                            f"words={(ms.unknown or ms.unsaid)[:3]} alone={ms.confident} "
                            f"weak={ms.weak} game={ms.game} first={first} q={q['q']!r}"
                        )
                    continue
                if ms.missing_game:
                    # a question about a covered game told its game is not covered
                    t["covered_note"] += 1
                    if args.absent:
                        print(f"NOTED {name:5s} {tag:22s} note={ms.missing_game} q={q['q']!r}")
                if args.cut:
                    mine = [(n, x) for n, g, x in files if g == q["game"]]
                    for fn, text in mine:
                        cut = cut_sections(text, set(q["expect"]), tree=False)
                        idx.add(cut, scope=DEV_SCOPE, source_id=fn, name=fn)
                    try:
                        cm = ask(idx, q["q"], scope=DEV_SCOPE, where=Where(home=where), limit=10)
                        if cm.confident:
                            t["cut"] += 1
                            if args.rows:
                                row(idx, "CUT", name, tag, q, cm)
                    finally:
                        for fn, text in mine:
                            idx.add(text, scope=DEV_SCOPE, source_id=fn, name=fn)
                if not ms.confident:
                    continue
                r = rank_of(ms, q["game"], q["expect"])
                t["alone"] += 1
                t["wrong"] += r != 1
                if args.rows:
                    row(idx, "RIGHT" if r == 1 else "WRONG", name, tag, q, ms)
        print(
            f"== {name:5s} alone={t['alone']} wrong={t['wrong']} cut={t['cut']} | "
            f"absent={t['absent']} note={t['noted']} words-note={t['words']} "
            f"alone={t['alone_abs']} | covered given the note={t['covered_note']}",
            flush=True,
        )
        tot = {k: tot[k] + t[k] for k in tot}
    print(
        f"== ALL   alone={tot['alone']} wrong={tot['wrong']} cut={tot['cut']} | "
        f"absent={tot['absent']} note={tot['noted']} words-note={tot['words']} "
        f"alone={tot['alone_abs']} | covered given the note={tot['covered_note']}"
    )
    return 0


def row(idx, what: str, name: str, tag: str, q: dict, ms) -> None:
    """One line of a single answer and the dense tier's view of it."""
    s = ms[0].section
    sims = cosines(idx, q["q"], s.game)
    mine = sims.get(idx.slot_of(s.id), float("nan"))
    order = sorted(sims.values(), reverse=True)
    place = 1 + sum(v > mine for v in order)
    second = ms[1].score if len(ms) > 1 else 0.0
    # the nearest section of any other game visible here, and the game the question names
    other = max(
        (
            max(cosines(idx, q["q"], g).values(), default=0.0)
            for g in idx.games(DEV_SCOPE)
            if g != s.game
        ),
        default=0.0,
    )
    named = idx.named_game(q["q"], scope=DEV_SCOPE)
    print(
        f"{what:5s} {name:5s} {tag:22s} "
        f"cos={mine:.3f} best={order[0] if order else 0:.3f} "
        f"gap={(order[0] if order else 0) - mine:.3f} place={place} "
        f"other={other:.3f} named={named or '-'} game={ms.game or '-'} "
        f"s1={ms[0].score:.0f} s2={second:.0f} lang={q.get('lang')} "
        f"shown={s.title!r} expect={q['expect'][:1]} q={q['q']!r}",
        flush=True,
    )


if __name__ == "__main__":
    raise SystemExit(main())
