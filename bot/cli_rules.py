"""``herald rules search QUERY [--game G] [--limit N] [--json] [--knowledge DIR]``.

With no QUERY, queries are read from stdin, one per line, and one JSON array is printed
per line (JSON Lines). JSON fields per result: ``game``, ``title``, ``path`` (list),
``source``, ``text``, ``score``, ``why`` (plus ``id`` and, where the game's other
summary has the same section, ``alternates`` with the differing lines).
Bad input prints the reason (exit status 2 for a single query; an object
``{"error": ...}`` on that line in stdin mode).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .engine.errors import HeraldError
from .i18n import error_text, t


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="herald rules", description="Rules lookup from the terminal")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search", help="search the rule summaries")
    s.add_argument("query", nargs="*", help="what to look for (none: read lines from stdin)")
    s.add_argument("--game", default=None, help="only this game (slug or name)")
    s.add_argument("--prefer", default=None, help="rank this game first")
    s.add_argument("--limit", type=int, default=5)
    s.add_argument("--json", action="store_true", help="print JSON")
    s.add_argument("--knowledge", default=None, help="knowledge directory (default: ./knowledge)")
    s.add_argument("--locale", default="en")
    s.add_argument("--db", default=None, help="SQLite file with user-added summaries")
    return ap


def _knowledge_root(arg: str | None) -> Path:
    if arg:
        return Path(arg)
    here = Path.cwd() / "knowledge"
    if here.is_dir():
        return here
    return Path(__file__).resolve().parents[1] / "knowledge"


def _extra(db: str | None) -> list[dict]:
    """User-added summaries from the bot's database, when it exists (read only)."""
    try:
        if db is None:
            from .config import load_settings

            db = load_settings().db
        if db and Path(db).exists():
            from .store import Store

            return list(Store.open(db, migrate=False).summaries())
    except Exception:  # no database or an older schema: shipped knowledge only
        pass
    return []


def _text(matches, locale: str) -> str:
    if not matches:
        return t("rules.cli.none", locale)
    out = []
    for i, m in enumerate(matches, 1):
        s = m.section
        out.append(f"{i}. [{s.game}] {' > '.join(s.path)}  ({m.score:.0f}; {m.why})")
        out.append(f"   {s.source_label}")
        for a in m.alternates:
            out.append(
                f"   + {a.section.source_label}: only here {len(a.only_here)} line(s), "
                f"only there {len(a.only_there)} line(s)"
            )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from .knowledge_files import build_rules_index

    root = _knowledge_root(args.knowledge)
    idx = build_rules_index(root, extra=_extra(args.db))
    game = args.game
    if game:
        from .engine.rules import normalize as N

        key = " ".join(N.words(N.fold(game).replace("'", "")))
        game = game if game in idx.games() else idx.game_keys().get(key, game)
    limit = max(1, min(args.limit, 50))

    def run(q: str):
        return idx.search(q, only_game=game, game=args.prefer, limit=limit)

    if args.query:
        q = " ".join(args.query)
        try:
            ms = run(q)
        except HeraldError as e:
            print(error_text(e, args.locale), file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps([m.as_dict() for m in ms], ensure_ascii=False))
        else:
            print(_text(ms, args.locale))
        return 0
    for line in sys.stdin:
        line = line.rstrip("\n")
        try:
            out = [m.as_dict() for m in run(line)]
        except HeraldError as e:
            out = {"error": e.key, "message": error_text(e, args.locale)}
        print(json.dumps(out, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
