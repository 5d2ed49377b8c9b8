"""Rules lookup quality: hit@1, hit@3, MRR and the precision of single answers.

    python bench/lookup_quality.py [--knowledge knowledge] [--misses] [--lang en] [--by-game]
    python bench/lookup_quality.py --dev [--queries F] [--new] [--no-channel] [--misses] [--game G]
    python bench/lookup_quality.py --dev --set dev3 [...]

Shipped (default): bench/lookup_queries.toml over the shipped knowledge.
``--dev``: every summary of bench/dev/ (games Herald does not ship, no glossary) added
as one server's own (scope 1), queried in that server with bench/dev/queries.toml (the
older dev games, written with the engine in view) or, with ``--new``,
bench/dev/queries-new.toml (six games whose summaries and questions were written by
helpers who had not read the engine; see bench/dev/README.txt). ``--set dev3``: the
summaries and queries.toml of another dev folder (bench/dev3/) instead. The engine may
be tuned on these, never on bench/heldout*/ (refused here).

Every question is asked as ``/rule`` asks it (``bot.service.rules.ask``): ``channel``
is the game of the channel it is asked in (moderated or set there).

A query hits at rank k when the k-th result is in the expected game and its title is
one of the expected titles, or when one of the result's alternates (the same section
in the game's other summary, shown beside it) is. A *single answer* is a result
marked ``confident`` (shown alone, without a menu); its precision is the share of
them that hit at rank 1. Figures are also given by where the question is asked: in
its game's channel (``own``), outside any (``none``), in another game's channel
(``other``). For the questions asked outside a channel, how often the game the engine
finds is the question's: the likeliest game (named, else the one with most evidence)
and the game it is sure of (other games' sections then rank below its own); "sure and
wrong" is a question taken to another game with confidence. A question about a game no
summary covers (``absent = true``) is right when it is not answered alone and the
result says so (a game not covered, words no summary says, or a weak match); it never
counts in hit@k.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import tomllib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# the dense tier's vectors of the shipped and dev summaries, made once for every run
os.environ.setdefault(
    "HERALD_DENSE_CACHE", str(Path(tempfile.gettempdir()) / "herald-dense-vectors.pkl")
)
sys.path.insert(0, str(ROOT))

from bot.knowledge_files import build_rules_index  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402

DEV_SCOPE = 1


def dev_summaries(dev: Path) -> list[Path]:
    """A dev folder's summary files: under ``summaries/<game>/`` beside its README
    (bench/dev4), or side by side in the folder (bench/dev, bench/dev3)."""
    return sorted((dev / "summaries").rglob("*.md")) or sorted(dev.glob("*.md"))


def add_dev_summaries(idx, dev: Path, scope: int) -> None:
    """Add a dev folder's summaries for one server, as ``/rules add`` adds them."""
    for f in dev_summaries(dev):
        idx.add(f.read_text("utf-8"), scope=scope, source_id=f.name, name=f.name)


def dev_indexes(ap, names):
    """Each named dev folder as ``(name, index, questions)``: the shipped summaries with
    the folder's added for one server, and its questions (the diagnostic scripts' loop);
    a name that is no dev folder is an argument error."""
    for name in names:
        dev = ROOT / "bench" / name
        if not name.startswith("dev") or not dev.is_dir():
            ap.error(f"{name}: not a dev folder")
        idx = build_rules_index(ROOT / "knowledge")
        add_dev_summaries(idx, dev, DEV_SCOPE)
        yield name, idx, tomllib.loads((dev / "queries.toml").read_text("utf-8"))["q"]


def rank_of(matches, game: str, expect: list[str]) -> int | None:
    for r, m in enumerate(matches, 1):
        titles = {m.section.title} | {a.section.title for a in m.alternates}
        if m.section.game == game and titles & set(expect):
            return r
    return None


class Tally:
    def __init__(self) -> None:
        self.n = self.h1 = self.h3 = self.single = self.single_ok = self.empty = 0
        self.rr = 0.0

    def add(self, r: int | None, alone: bool, empty: bool) -> None:
        self.n += 1
        self.h1 += r == 1
        self.h3 += r is not None and r <= 3
        self.rr += 1.0 / r if r else 0.0
        self.single += alone
        self.single_ok += alone and r == 1
        self.empty += empty

    def line(self) -> str:
        n = max(1, self.n)
        prec = f"{self.single_ok / self.single:.3f}" if self.single else "n/a"
        return (
            f"n={self.n:3d} hit@1={self.h1 / n:.3f} hit@3={self.h3 / n:.3f} "
            f"MRR={self.rr / n:.3f} alone={self.single} right={prec} empty={self.empty}"
        )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--knowledge", default=str(ROOT / "knowledge"))
    ap.add_argument("--queries", default=None)
    ap.add_argument("--dev", action="store_true", help="the unseen-game dev set of bench/dev/")
    ap.add_argument("--new", action="store_true", help="with --dev: bench/dev/queries-new.toml")
    ap.add_argument("--set", default="dev", help="with --dev: the folder under bench/ (dev3)")
    ap.add_argument("--dir", default=None, help="with --dev: a dev folder by its path (bench/dev3)")
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
    dev = Path(args.dir) if args.dir else ROOT / "bench" / args.set
    if dev.name.startswith("heldout") or not dev.is_dir():
        ap.error(f"{dev}: not a dev folder (held-out folders are measured by lookup_heldout.py)")
    if args.dev:
        scope = DEV_SCOPE
        add_dev_summaries(idx, dev, scope)
    default = dev / ("queries-new.toml" if args.new else "queries.toml")
    qfile = args.queries or (default if args.dev else ROOT / "bench" / "lookup_queries.toml")
    qs = tomllib.loads(Path(qfile).read_text(encoding="utf-8"))["q"]
    if args.lang:
        qs = [q for q in qs if q.get("lang") == args.lang]
    if args.game:
        qs = [q for q in qs if q["game"] == args.game]
    total = Tally()
    per_lang: dict[str, Tally] = defaultdict(Tally)
    per_game: dict[str, Tally] = defaultdict(Tally)
    per_where: dict[str, Tally] = defaultdict(Tally)
    absent = absent_ok = absent_noted = other_game = 0
    # asked outside any channel: the game the result is sure the question is about
    # (``game``: that game ranks first) and the likeliest one, sure or not
    identified = {"right": 0, "none": 0, "wrong": 0}
    leading = {"right": 0, "wrong": 0, "none": 0}
    misses = []
    t1 = time.perf_counter()
    for q in qs:
        channel = None if args.no_channel else q.get("channel")
        # asked as /rule asks: ``channel`` is the channel's game (moderated or set there)
        ms = ask(idx, q["q"], scope=scope, where=Where(home=channel), limit=10)
        if q.get("absent"):
            absent += 1
            said = bool(ms.missing_game or ms.unmatched or ms.weak)
            absent_ok += said and not ms.confident
            # what the player reads: the note naming the missing game, or the words no
            # summary says with the /rules add hint (as /rule's menu shows them)
            absent_noted += bool(
                ms.missing_game or ((ms.unknown or ms.unsaid) and not ms.elsewhere)
            )
            if args.misses and (ms.confident or not said):
                got = [(m.section.game, m.section.title, m.score, m.why) for m in ms[:3]]
                misses.append((q["q"], "(absent game)", None, ms.confident, got))
            continue
        r = rank_of(ms, q["game"], q["expect"])
        where = "own" if channel == q["game"] else "none" if not channel else "other"
        for t in (total, per_lang[q.get("lang", "?")], per_game[q["game"]], per_where[where]):
            t.add(r, ms.confident, not ms)
        other_game += bool(ms) and ms[0].section.game != q["game"]
        if not channel:
            identified["right" if ms.game == q["game"] else "wrong" if ms.game else "none"] += 1
            lead = ms.leading
            leading["right" if lead == q["game"] else "wrong" if lead else "none"] += 1
        if r != 1:
            got = [(m.section.game, m.section.title, m.score, m.why) for m in ms[:3]]
            misses.append((q["q"], q["expect"][0], r, ms.confident, got))
    n = len(qs)
    print(
        f"queries={n} sections={len(idx.sections)} glossary_terms={len(idx.terms)} "
        f"lexicon_concepts={len(idx.lexicon.concepts)} build={build:.2f}s "
        f"search={1000 * (time.perf_counter() - t1) / max(1, n):.1f}ms/query"
    )
    print(total.line())
    print(f"first answer from another game={other_game}")
    asked_out = sum(identified.values())
    if asked_out:
        share = {k: f"{v / asked_out:.3f}" for k, v in identified.items()}
        print(
            f"game identified, asked outside a channel (n={asked_out}): likeliest game right="
            f"{leading['right'] / asked_out:.3f} (wrong={leading['wrong']} none={leading['none']}); "
            f"sure and right={share['right']} sure and wrong={share['wrong']} "
            f"not sure={share['none']}"
        )
    if absent:
        print(
            f"absent games: n={absent} said so, never alone={absent_ok}; "
            f"note or /rules add hint shown={absent_noted}"
        )
    for where, t in sorted(per_where.items()):
        print(f"  {where:7s} {t.line()}")
    for lang, t in sorted(per_lang.items()):
        print(f"  {lang:7s} {t.line()}")
    if args.by_game:
        for game, t in sorted(per_game.items()):
            print(f"  {game:18s} {t.line()}")
    if args.misses:
        for q, e, r, conf, got in misses:
            print(f"MISS rank={r} {'(shown alone) ' if conf else ''}{q!r} expected {e!r}")
            for g in got:
                print("     ", g)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
