"""Single answers (``/rule`` showing one section alone) when the right section is missing.

    python3 bench/lookup_singles.py [--sets dev3,dev4,...] [--cut own|tree] [--no-channel]
                                    [--wrong]

On the dev sets every single answer is right; on games and questions nobody here wrote
some are not: a section of the right game, with a large lead, that is not the answer.
This makes such failures show on dev material. Each dev set's summaries are added for
one server (as ``lookup_quality.py --dev`` adds them) and each question is asked twice,
as ``/rule`` asks it:

- as written: how many single answers, how many of them right;
- with its expected sections removed from its game's summaries (every heading the
  question expects, in every summary of its game): the answer is then not in the
  index, so every single answer is a wrong one. ``--cut own`` (default) removes a
  section's heading and its own text and keeps its subsections (they then hang under the
  section before it): a special case of the topic stays, as on unseen games where it
  beat the general section; ``--cut tree`` removes the subsections too.

Reported per set and on the whole: questions, singles shown and right as written, and
singles shown with the answer removed ("confident but wrong"). Questions about a game no
summary covers (``absent``) are left out. Dev material only: held-out folders are refused.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT))

from lookup_heldout import load_queries, pin_hash_seed, rank_of, shown_alone  # noqa: E402
from lookup_quality import dev_summaries  # noqa: E402

from bot.engine.rules.summaries import parse_summary  # noqa: E402
from bot.knowledge_files import build_rules_index  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402

BENCH = ROOT / "bench"
SCOPE = 1
DEFAULT_SETS = "dev3,dev4,dev5,dev6,dev7,dev8,dev9"
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def cut_sections(text: str, titles: set[str], *, tree: bool) -> str:
    """``text`` without the sections whose heading is one of ``titles``: the heading and
    its own text (up to the next heading), and with ``tree`` its subsections too. The
    front matter and fenced blocks are never read as headings."""
    out: list[str] = []
    cutting = 0  # the level of the heading being cut (0: not cutting)
    fence = False
    front = text.startswith("+++") or text.startswith("---")
    for n, line in enumerate(text.splitlines(keepends=True)):
        if front:
            out.append(line)
            if n > 0 and line.strip() in ("+++", "---"):
                front = False
            continue
        if line.lstrip().startswith(("```", "~~~")):
            fence = not fence
        m = None if fence else HEADING.match(line)
        if m:
            level = len(m.group(1))
            if m.group(2) in titles:
                cutting = level
                continue
            if cutting and (not tree or level <= cutting):
                cutting = 0
        if not cutting:
            out.append(line)
    return "".join(out)


def summaries_of(folder: Path) -> list[tuple[str, str, str]]:
    """(file name, game, text) of a dev folder's summaries."""
    out = []
    for f in dev_summaries(folder):
        text = f.read_text(encoding="utf-8")
        out.append((f.name, parse_summary(f.name, text).game, text))
    return out


class Count:
    def __init__(self) -> None:
        self.n = self.alone = self.right = self.cut_alone = 0

    def add(self, other: Count) -> None:
        self.n += other.n
        self.alone += other.alone
        self.right += other.right
        self.cut_alone += other.cut_alone

    def line(self) -> str:
        prec = f"{self.right / self.alone:.3f}" if self.alone else "n/a"
        rate = f"{self.cut_alone / self.n:.3f}" if self.n else "n/a"
        return (
            f"n={self.n:4d} singles={self.alone:3d} right={self.right:3d} ({prec}) "
            f"cut: singles={self.cut_alone:3d} (all wrong; {rate} of questions)"
        )


def measure(idx: Any, folder: Path, *, tree: bool, no_channel: bool, wrong: list[str]) -> Count:
    files = summaries_of(folder)
    for name, _game, text in files:
        idx.add(text, scope=SCOPE, source_id=name, name=name)
    c = Count()
    for q in load_queries(folder / "queries.toml"):
        if q.get("absent") or not q.get("expect"):
            continue
        channel = None if no_channel else q.get("channel")
        where = Where(home=channel)
        ms = ask(idx, q["q"], scope=SCOPE, where=where, limit=10)
        c.n += 1
        alone = shown_alone(ms)
        c.alone += alone
        c.right += alone and rank_of(ms, q["game"], q["expect"]) == 1
        mine = [(n, t) for n, g, t in files if g == q["game"]]
        want = set(q["expect"])
        for name, text in mine:
            idx.add(cut_sections(text, want, tree=tree), scope=SCOPE, source_id=name, name=name)
        try:
            ms = ask(idx, q["q"], scope=SCOPE, where=where, limit=10)
        finally:
            for name, text in mine:
                idx.add(text, scope=SCOPE, source_id=name, name=name)
        if shown_alone(ms):
            c.cut_alone += 1
            top = ms[0].section
            wrong.append(
                f"{folder.name} [{channel or '-'}] {q['q']!r} expected {q['expect'][0]!r}"
                f" -> {top.game}: {top.title!r} ({ms[0].score:.0f}, next "
                f"{ms[1].score if len(ms) > 1 else 0:.0f})"
            )
    for name, _game, _text in files:
        idx.remove(name, SCOPE)
    return c


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sets", default=DEFAULT_SETS)
    ap.add_argument("--knowledge", default=str(ROOT / "knowledge"))
    ap.add_argument("--cut", choices=("own", "tree"), default="own")
    ap.add_argument("--no-channel", action="store_true", help="ask every question outside")
    ap.add_argument("--wrong", action="store_true", help="list the singles with the answer cut")
    args = ap.parse_args(argv)
    names = [s for s in args.sets.split(",") if s]
    if any(s.startswith("heldout") for s in names):
        ap.error("held-out folders are measured by the lead only")
    idx = build_rules_index(Path(args.knowledge))
    total = Count()
    wrong: list[str] = []
    for s in names:
        c = measure(
            idx, BENCH / s, tree=args.cut == "tree", no_channel=args.no_channel, wrong=wrong
        )
        total.add(c)
        print(f"  {s:6s} {c.line()}", flush=True)
    print(f"  {'all':6s} {total.line()}")
    if args.wrong:
        for line in wrong:
            print("WRONG", line)
    return 0


if __name__ == "__main__":
    pin_hash_seed()
    raise SystemExit(main())
