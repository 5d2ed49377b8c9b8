"""Rules lookup rankings, dumped: the top 10 of every question of the shipped queries
and of every dev set, asked in its channel and outside any, one line each, so that two
versions of the engine can be compared question by question (a speed change must not
move a ranking; a ranking change shows what it moved).

    python bench/lookup_dump.py [--out F] [--sets shipped,dev,dev-new,dev3,dev4,...]
    diff <(python bench/lookup_dump.py) <(cd ../main && python bench/lookup_dump.py)

Sets: ``shipped`` (bench/lookup_queries.toml over the shipped knowledge), ``dev-new``
(bench/dev with queries-new.toml), and every dev folder by its name (``dev``, ``dev3``
...; by default each ``bench/dev*`` folder there is). Questions are asked as
``bench/lookup_quality.py`` asks them (``bot.service.rules.ask``). Held-out folders are
refused. Each line: the set, where it was asked (``in <game>``: the channel the question
gives, as the quality bench asks it; ``none``: outside any channel), the question,
whether the first answer is shown alone, then each result as game, title, score and
why. It runs with PYTHONHASHSEED=0 (restarting itself so): see :func:`main`."""

from __future__ import annotations

import argparse
import os
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.knowledge_files import build_rules_index  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402

DEV_SCOPE = 1


def dev_sets() -> list[str]:
    """The dev folders of bench/ (bench/dev, bench/dev3 ...) and dev-new."""
    names = sorted(p.name for p in (ROOT / "bench").glob("dev*") if p.is_dir())
    return ["shipped", *names[:1], "dev-new", *names[1:]] if names else ["shipped"]


def questions(name: str) -> tuple[Path | None, list[dict]]:
    """(the dev folder whose summaries are added, or None; the questions)."""
    if name == "shipped":
        qfile = ROOT / "bench" / "lookup_queries.toml"
        return None, tomllib.loads(qfile.read_text("utf-8"))["q"]
    folder = ROOT / "bench" / ("dev" if name == "dev-new" else name)
    if not folder.name.startswith("dev") or not folder.is_dir():
        raise SystemExit(f"{name}: not a dev set (held-out sets are not dumped)")
    qfile = folder / ("queries-new.toml" if name == "dev-new" else "queries.toml")
    return folder, tomllib.loads(qfile.read_text("utf-8"))["q"]


def dump(name: str) -> list[str]:
    folder, qs = questions(name)
    idx = build_rules_index(ROOT / "knowledge")
    scope = None
    if folder is not None:
        scope = DEV_SCOPE
        files = sorted((folder / "summaries").rglob("*.md")) or sorted(folder.glob("*.md"))
        for f in files:
            idx.add(f.read_text("utf-8"), scope=scope, source_id=f.name, name=f.name)
    out = []
    for q in qs:
        channel = q.get("channel")
        for where, home in ((f"in {channel}", channel), ("none", None)):
            if home is None and where != "none":
                continue  # asked outside a channel anyway: the "none" line
            ms = ask(idx, q["q"], scope=scope, where=Where(home=home), limit=10)
            got = " | ".join(f"{m.section.game}: {m.section.title} {m.score} ({m.why})" for m in ms)
            out.append(f"{name}\t{where}\t{q['q']}\t{'alone' if ms.confident else 'menu'}\t{got}")
    return out


def main(argv: list[str] | None = None) -> int:
    if os.environ.get("PYTHONHASHSEED") != "0":
        # a set of strings is walked in another order in each process, and float sums
        # in another order differ in their last bits (a score's tenth, a tie's order):
        # two dumps compare only with one hash seed
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        os.execve(sys.executable, [sys.executable, __file__, *(argv or sys.argv[1:])], env)
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=None, help="write here (default: standard output)")
    ap.add_argument("--sets", default=None, help="comma-separated (default: every set)")
    args = ap.parse_args(argv)
    names = args.sets.split(",") if args.sets else dev_sets()
    lines = [line for name in names for line in dump(name)]
    text = "\n".join(lines) + "\n"
    if args.out:
        Path(args.out).write_text(text, "utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
