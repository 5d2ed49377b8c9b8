"""``herald rules search QUERY [--game G] [--guild ID] [--limit N] [--json]`` and
``herald rules adopt --guild ID [--from OLD]`` (give the summaries of server OLD,
default 0 = the ones a migration could not place, to server ID) and
``herald rules build [--guild ID]`` (build every server's persisted rules index now,
after an upgrade or a restore, instead of at each server's first lookup).

Reads the same settings as ``herald run`` (flags, then ``HERALD_KNOWLEDGE``,
``HERALD_DB``, ``HERALD_LOCALE`` from the environment or ``.env``): the shipped
knowledge, plus, with ``--guild``, the summaries that server added (read only). The
shipped index is loaded from the rules cache the bot keeps (``HERALD_RULES_CACHE``, else
``rules-cache`` beside the SQLite file), or built and left there.

With no QUERY, queries are read from stdin, one per line, and one JSON array is printed
per line (JSON Lines). JSON fields per result: ``game``, ``title``, ``path`` (list),
``source`` (title and author from the front matter), ``text``, ``score``, ``why``,
``confident`` (the first result only), plus ``id`` and, where the game's other summary
has the same section, ``alternates`` with the differences that change a rule.
Bad input prints the reason (exit status 2 for a single query; an object
``{"error": ...}`` on that line in stdin mode).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Any

from bot.config import Settings, SettingsError, load_settings
from bot.engine.errors import HeraldError
from bot.engine.rules.index import Match, RulesIndex
from bot.i18n import error_text, t
from bot.i18n.grammar import count_of

log = logging.getLogger(__name__)


def _parser() -> argparse.ArgumentParser:
    from bot.adapters.cli.main import server_id

    ap = argparse.ArgumentParser(prog="herald rules", description="Rules lookup from the terminal")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search", help="search the rule summaries")
    s.add_argument("query", nargs="*", help="what to look for (none: read lines from stdin)")
    s.add_argument("--game", default=None, help="only this game (slug or name)")
    s.add_argument("--prefer", default=None, help="rank this game first")
    s.add_argument("--limit", type=int, default=5)
    s.add_argument("--json", action="store_true", help="print JSON")
    s.add_argument("--knowledge", default=None, help="knowledge folder (HERALD_KNOWLEDGE)")
    s.add_argument("--db", default=None, help="SQLite file (HERALD_DB)")
    s.add_argument("--guild", type=server_id, default=None, help="include this server's summaries")
    s.add_argument("--locale", default=None, help="en, ja or it (HERALD_LOCALE)")
    s.add_argument("--env-file", default=".env", help="a .env file to read (default .env)")
    a = sub.add_parser("adopt", help="give unplaced (or another server's) summaries to a server")
    a.add_argument("--guild", type=server_id, required=True, help="the server that receives them")
    a.add_argument("--from", dest="source", type=int, default=0, help="from this server (0)")
    a.add_argument("--db", default=None, help="SQLite file (HERALD_DB)")
    a.add_argument("--knowledge", default=None, help=argparse.SUPPRESS)
    a.add_argument("--locale", default=None, help=argparse.SUPPRESS)
    a.add_argument("--env-file", default=".env", help="a .env file to read (default .env)")
    b = sub.add_parser(
        "build",
        help="build the servers' rules indexes now (after an upgrade or a restore), so their"
        " first lookups load them instead of building",
    )
    b.add_argument("--guild", type=server_id, default=None, help="only this server")
    b.add_argument("--db", default=None, help="the database (HERALD_DB)")
    b.add_argument("--knowledge", default=None, help="knowledge folder (HERALD_KNOWLEDGE)")
    b.add_argument("--locale", default=None, help=argparse.SUPPRESS)
    b.add_argument("--env-file", default=".env", help="a .env file to read (default .env)")
    return ap


async def _build(settings: Settings, guild: int | None) -> str:
    """Open (load when up to date, else build and write) each server's index, one at
    a time within the memory budget, as the running bot would at its first lookup."""
    from bot.knowledge_files import words_root
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.service.rules import configure, guild_indexes, load_guild, warm_index
    from bot.store import AsyncStore, open_store

    store = AsyncStore(open_store(settings.db, migrate=False))
    try:
        root = settings.knowledge_path
        svc = Service(store, Knowledge.load(root, words_root(root)))
        configure(svc, settings.rules_memory_mb, settings.rules_cache_path or "")
        await warm_index(svc)
        rows = [{"guild_id": guild}] if guild is not None else await store.summaries()
        guilds = sorted({r["guild_id"] for r in rows})  # every server with summaries
        for g in guilds:
            await load_guild(svc, g)
        counts = guild_indexes(svc).counts
        return (
            f"{count_of(len(guilds), 'server', 'servers')}: "
            f"{count_of(counts['built'], 'index', 'indexes')} built, "
            f"{counts['loaded']} already up to date"
        )
    finally:
        store.close()


def _rules_cache(settings: Settings) -> Path | None:
    """The rules cache the bot run with ``settings`` keeps its indexes in."""
    from bot.service.rules import cache_beside

    return settings.rules_cache_path or cache_beside(settings.db)


def _adopt(settings: Settings, source: int, guild: int) -> int:
    """Give server ``source``'s summaries to ``guild``. The indexes built from them
    follow: ``guild``'s and, if it keeps some, ``source``'s no longer match their
    summaries' stamp and key, so a running bot rebuilds each at its next lookup; a
    ``source`` left with none has its file deleted here (a bot holding its index drops
    it at its next lookup or suggestion)."""
    from bot.service.rules import forget_guild_index
    from bot.store import open_store

    store = open_store(settings.db)
    try:
        moved = store.reassign_summaries(source, guild)
        left = len(store.summary_list(source))
    finally:
        store.close()
    if not left:
        forget_guild_index(_rules_cache(settings), source)
    moved_text = count_of(moved, "summary", "summaries")
    print(f"{settings.db}: {moved_text} moved from server {source} to {guild}")
    return 0


def settings_of(args: argparse.Namespace) -> Settings:
    """The settings ``herald run`` would use, with this command's flags on top."""
    flags = {"db": args.db, "knowledge": args.knowledge, "locale": args.locale}
    return load_settings(flags, dotenv=args.env_file)


def _guild_rows(db: str, guild: int) -> list[dict]:
    """A server's summaries from the bot's database (either backend), read only; none
    when the SQLite file or the per-server schema is missing."""
    from bot.store import is_postgres, open_store, sqlite_path

    if not is_postgres(db) and not Path(sqlite_path(db)).exists():
        return []
    store = open_store(db, migrate=False)
    try:
        return store.summaries(guild)
    except Exception as e:  # an older schema: shipped knowledge only
        log.warning("no per-server summaries in %s: %s", db, e)
        return []
    finally:
        store.close()


def _as_dict(m: Match, locale: str) -> dict[str, Any]:
    from bot.service.rules import source_text
    from bot.service.rules_diff import rule_differences

    d = m.as_dict()
    d["source"] = source_text(m.section, locale)
    alts = []
    for a in m.alternates:
        alts.append(
            {
                "game": a.section.game,
                "title": a.section.title,
                "path": list(a.section.path),
                "source": source_text(a.section, locale),
                "id": a.section.id,
                "differences": [
                    {"here": x.here, "there": x.there, "kind": x.kind}
                    for x in rule_differences(m.section.text, a.section.text)
                ],
            }
        )
    if alts:
        d["alternates"] = alts
    return d


def _text(matches: list[Match], locale: str) -> str:
    from bot.service.rules import source_text
    from bot.service.rules_diff import rule_differences

    if not matches:
        return t("rules.cli.none", locale)
    out = []
    for i, m in enumerate(matches, 1):
        s = m.section
        out.append(f"{i}. [{s.game}] {' > '.join(s.path)}  ({m.score:.0f}; {m.why})")
        out.append(f"   {source_text(s, locale)}")
        for a in m.alternates:
            n = len(rule_differences(s.text, a.section.text))
            out.append(
                f"   + {source_text(a.section, locale)}: "
                + t("rules.cli.differences", locale, count=n)
            )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        settings = settings_of(args)
    except SettingsError as e:
        print(f"herald rules: invalid setting: {e}", file=sys.stderr)
        return 2
    if args.cmd == "build":
        import asyncio

        print(asyncio.run(_build(settings, args.guild)))
        return 0
    if args.cmd == "adopt":
        return _adopt(settings, args.source, args.guild)
    from bot.knowledge_files import build_rules_index, words_root
    from bot.service.rules import add_guild_rows

    locale = settings.locale
    # the shipped index the bot persisted (its rules cache) is loaded, not built again
    # (a build takes seconds); with none there yet, the one built here is kept there
    cache = _rules_cache(settings) if Path(settings.db).is_file() else settings.rules_cache_path
    root = settings.knowledge_path
    idx: RulesIndex = build_rules_index(root, cache_dir=cache, words=words_root(root))
    scope = args.guild
    if scope is not None:
        for problem in add_guild_rows(idx, scope, _guild_rows(settings.db, scope)):
            log.warning("guild %s: %s", scope, problem)
    game = args.game
    if game and game not in idx.games(scope):
        from bot.engine.rules import normalize as N

        key = " ".join(N.words(N.fold(game).replace("'", "")))
        game = idx.game_keys(scope).get(key, game)
    limit = max(1, min(args.limit, 50))

    def run(q: str) -> tuple[list[Match], bool]:
        res = idx.search(q, scope=scope, game=args.prefer, only_game=game, limit=limit)
        return list(res), bool(getattr(res, "confident", False))

    def as_json(ms: list[Match], confident: bool) -> list[dict[str, Any]]:
        out = [_as_dict(m, locale) for m in ms]
        if out:
            out[0]["confident"] = confident
        return out

    if args.query:
        q = " ".join(args.query)
        try:
            ms, confident = run(q)
        except HeraldError as e:
            print(error_text(e, locale), file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps(as_json(ms, confident), ensure_ascii=False))
        else:
            print(_text(ms, locale))
        return 0
    for line in sys.stdin:
        line = line.rstrip("\n")
        res: Any
        try:
            res = as_json(*run(line))
        except HeraldError as e:
            res = {"error": e.key, "message": error_text(e, locale)}
        print(json.dumps(res, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
