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

``--ties``: a second table of every question asked outside any channel, by what the
evidence says of its game: sure of it, leading, or not leading; and when no game is
sure, whether it is one of the games the words cannot tell apart (``close``: the
fewest likeliest games whose posteriors add up to ``game_sure``, at most
``near_games``; see bot/engine/rules/near_tie.py), else by its posterior's share of
the leader's. Each row gives hit@1, hit@3 and ``group@3``: the right section among
the first three of its game's in the menu (the menu groups the sections by game and
names each game: a player who knows the game reads its group).

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
from bot.engine.rules import near_tie  # noqa: E402
from bot.engine.rules.game_evidence import GameEvidence  # noqa: E402
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
    ap.add_argument("--ties", action="store_true", help="the near-tie table too")
    args = ap.parse_args(argv)
    sets = args.set or sorted(
        (p.name for p in (ROOT / "bench").glob("dev[0-9]*") if (p / "queries.toml").exists()),
        key=lambda s: int(s[3:]),
    )
    total: Counter[str] = Counter()
    ties: Counter[str] = Counter()
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
            if args.ties and not channel:
                tie_row(ties, idx, q, ms, r)
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
    if args.ties:
        print_ties(ties)
    return 0


TIE_ROWS = (
    "sure",
    "leading, clear",
    "leading, close",
    "not leading, close",
    "not leading, share >= 0.5",
    "not leading, share >= 0.2",
    "not leading, share > 0",
    "not leading, no evidence",
    "another game sure",
)


def tie_of(idx, game: str, ms) -> str:
    """A question's row of the near-tie table (see ``--ties``)."""
    w = idx.weights
    post = ms.posterior
    if ms.game:
        return "sure" if ms.game == game else "another game sure"
    close = near_tie.close_games(GameEvidence(scores=post), w.game_sure, w.near_games)
    if ms.leading == game:
        return "leading, close" if close else "leading, clear"
    if game in close:
        return "not leading, close"
    top = max(post.values(), default=0.0)
    share = post.get(game, 0.0) / top if top > 0 else 0.0
    if share >= 0.5:
        return "not leading, share >= 0.5"
    if share >= 0.2:
        return "not leading, share >= 0.2"
    return "not leading, share > 0" if share > 0 else "not leading, no evidence"


def tie_row(ties: Counter[str], idx, q: dict, ms, r: int | None) -> None:
    row = tie_of(idx, q["game"], ms)
    mine = [m for m in ms if m.section.game == q["game"]][:3]
    ties[row] += 1
    ties[row + "/h1"] += r == 1
    ties[row + "/h3"] += r is not None and r <= 3
    ties[row + "/g3"] += rank_of(mine, q["game"], q["expect"]) is not None


def print_ties(ties: Counter[str]) -> None:
    print(
        f"\n{'asked outside a channel':28s} {'n':>5s} {'hit@1':>5s} {'hit@3':>5s} {'group@3':>7s}"
    )
    for row in (*TIE_ROWS, "all"):
        keys = TIE_ROWS if row == "all" else (row,)
        n, h1, h3, g3 = (sum(ties[k + x] for k in keys) for x in ("", "/h1", "/h3", "/g3"))
        print(f"{row:28s} {n:5d} {h1:5d} {h3:5d} {g3:7d}")


def _row(name: str, got: Counter[str]) -> str:
    cells = [f"{got[c]:4d} ({got[c + '/across']:3d} across)" for c in CAUSES]
    return f"{name:6s} {got['asked']:5d} {got['hit@1']:5d} " + " ".join(f"{x:>18s}" for x in cells)


if __name__ == "__main__":
    raise SystemExit(main())
