"""Why a question asked outside its game's channel misses: each dev question's miss at
rank 1 gets one cause, by whether the question's words found its game (issue 21,
finding the game before the section; bench/lookup_causes.py counts the misses in the
game's own channel).

    python3 bench/lookup_game_causes.py [--set dev3 --set dev4 ...] [--as-asked] [--list CAUSE]

Every question of a dev set (not one about a game no summary covers) is asked outside
any channel (``--as-asked``: where it is written to be asked, the questions asked in
their own game's channel left out), as ``/rule`` asks (``bot.service.rules.ask``). A
miss is read by what the question's words alone say of its game (the search with no
channel):

- ``not-leading``: another game has the most evidence, or none has any;
- ``leading``: the question's game has the most evidence, not enough to be sure;
- ``sure``: the question's game is sure (its sections first), the wrong section of it
  answers.

Each cause is also split by whether the question is written in a language of its
game's summaries (``same``) or not (``across``; romaji counts as Japanese).

Dev material only: held-out folders are refused. Without ``--set``, every bench/devN
folder with its queries is counted: while a blind set is being written (a transfer
check whose misses no one may read), name the sets to count with ``--set``.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lookup_quality import DEV_SCOPE, add_dev_summaries, rank_of  # noqa: E402
from bot.knowledge_files import build_rules_index  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402

CAUSES = ("not-leading", "leading", "sure")


def cause_of(game: str, leading: str | None, sure: str | None) -> str:
    """A miss's cause from the game the question's words lead to (``leading``, None:
    no evidence) and the one they are sure of (``sure``)."""
    if leading != game:
        return "not-leading"
    return "sure" if sure == game else "leading"


def language_of(q: dict) -> str:
    """A question's language, romaji read as Japanese."""
    lang = str(q.get("lang", "?"))
    return "ja" if lang == "romaji" else lang


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", help="a dev folder under bench/ (repeatable)")
    ap.add_argument(
        "--as-asked",
        action="store_true",
        help="ask each question where it is written to be asked (own-channel ones left out)",
    )
    ap.add_argument("--list", default=None, choices=CAUSES, help="list the misses of a cause")
    args = ap.parse_args(argv)
    sets = args.set or sorted(
        (p.name for p in (ROOT / "bench").glob("dev[0-9]*") if (p / "queries.toml").exists()),
        key=lambda s: int(s[3:]),
    )
    total: Counter[str] = Counter()
    listed: list[str] = []
    print(f"{'set':6s} {'asked':>5s} {'hit@1':>5s} " + " ".join(f"{c:>18s}" for c in CAUSES))
    for name in sets:
        dev = ROOT / "bench" / name
        if name.startswith("heldout") or not (dev / "queries.toml").exists():
            ap.error(f"{name}: not a dev set")
        idx = build_rules_index(ROOT / "knowledge")
        add_dev_summaries(idx, dev, DEV_SCOPE)
        langs: dict[str, set[str]] = {}
        for s in idx.sections:
            langs.setdefault(s.game, set()).add(s.language)
        got: Counter[str] = Counter()
        for q in tomllib.loads((dev / "queries.toml").read_text("utf-8"))["q"]:
            channel = q.get("channel") if args.as_asked else None
            if q.get("absent") or channel == q["game"]:
                continue
            ms = ask(idx, q["q"], scope=DEV_SCOPE, where=Where(home=channel), limit=10)
            got["asked"] += 1
            r = rank_of(ms, q["game"], q["expect"])
            if r == 1:
                got["hit@1"] += 1
                continue
            words = ms if not channel else ask(idx, q["q"], scope=DEV_SCOPE, limit=10)
            cause = cause_of(q["game"], words.leading, words.game)
            across = language_of(q) not in langs.get(q["game"], set())
            got[cause] += 1
            got[f"{cause}/{'across' if across else 'same'}"] += 1
            if cause == args.list:
                listed.append(
                    f"{name} {q['q']!r} ({q['game']}, expected {q['expect'][0]!r}): "
                    f"leading={words.leading} sure={words.game} rank={r}"
                )
        total.update(got)
        print(_row(name, got))
    print(_row("all", total))
    for line in listed:
        print(line)
    return 0


def _row(name: str, got: Counter[str]) -> str:
    cells = [f"{got[c]:4d} ({got[c + '/across']:3d} across)" for c in CAUSES]
    return f"{name:6s} {got['asked']:5d} {got['hit@1']:5d} " + " ".join(f"{x:>18s}" for x in cells)


if __name__ == "__main__":
    raise SystemExit(main())
