"""``herald``: run the bot, the offline console, rules search, dice, database tools.

herald                 the bot if DISCORD_TOKEN is set, else the offline console
herald run             the Discord bot
herald console         the offline channel emulator (stdin when not a terminal)
herald rules search Q  rules lookup from the terminal
herald roll EXPR       dice from the terminal
herald db check [--from URL]|migrate|backup PATH|copy --from URL --to URL
herald guild forget GUILD_ID [--yes]   delete one server's data
herald guild export GUILD_ID --out DIR its games, definitions and summaries as files
herald guild import GUILD_ID --from DIR put such an export back (kept versions first)
herald user forget USER_ID [--yes]     forget one user on every server
herald game list [--guild ID]          the games in play on every server, and whom they wait for
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

from bot.config import Settings, SettingsError, load_settings

log = logging.getLogger("herald")

TOKEN_HELP = (
    "No DISCORD_TOKEN is set, so Herald opens its offline console.\n"
    "To run the real bot: create an application at the Discord Developer Portal\n"
    "(Applications > New Application > Bot > Reset Token), then\n"
    "  export DISCORD_TOKEN=<your token>   (or put DISCORD_TOKEN=... in .env)\n"
    "and run `herald` again. The README explains inviting the bot.\n"
    "Console: type `alice: /help`, `alice: /game start game:pendragon`, `quit` to leave."
)


GLOBAL_OPTIONS = ("--db", "--knowledge", "--locale", "--env-file")


def globals_last(argv: list[str]) -> list[str]:
    """``argv`` with the global options (``GLOBAL_OPTIONS``, as ``--db FILE`` or
    ``--db=FILE``) moved from wherever they stand to the end (before a ``--``), where
    every command reads them: ``herald --db F db backup P``, ``herald db --db F backup
    P`` and ``herald db backup --db F P`` then mean the same. Left where they stand, a
    subcommand's own default replaced the one given before it, and one given between
    a command's words took the place of its next word."""
    moved: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(argv) and argv[i] != "--":
        arg = argv[i]
        if arg.split("=", 1)[0] in GLOBAL_OPTIONS and ("=" in arg or i + 1 < len(argv)):
            take = 1 if "=" in arg else 2
            moved += argv[i : i + take]
            i += take
            continue
        rest.append(arg)
        i += 1
    return rest + moved + argv[i:]


def server_id(text: str) -> int:
    """A server's id as the admin tools take it, or a usage error saying where to find
    one (an id is a number; a console server has a name and a derived id)."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a server id: a server's id is a number (on Discord: Developer"
            " Mode, right-click the server, Copy Server ID; in the console: `!guild` there,"
            " or `guild_id` in `herald console --json`)"
        ) from None


def user_id(text: str) -> int:
    """A user's id as ``herald user forget`` takes it."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a user id: a user's id is a number (on Discord: Developer"
            " Mode, right-click the user, Copy User ID; in the console: `!user NAME`)"
        ) from None


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", help="SQLite file (HERALD_DB, default state/herald.db)")
    p.add_argument("--knowledge", help="knowledge folder (HERALD_KNOWLEDGE, default knowledge/)")
    p.add_argument("--locale", help="default language: en, ja or it (HERALD_LOCALE)")
    p.add_argument("--env-file", default=".env", help="a .env file to read (default .env)")


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="herald", description="Herald: play-by-post board games on Discord."
    )
    _common(p)
    sub = p.add_subparsers(dest="cmd")
    r = sub.add_parser("run", help="run the Discord bot")
    _common(r)
    r.add_argument("--dev-guild", help="sync commands to this guild only (HERALD_DEV_GUILD)")
    c = sub.add_parser("console", help="offline channel emulator")
    _common(c)
    c.add_argument("--json", action="store_true", help="print one JSON object per bot message")
    c.add_argument(
        "--files",
        default="state/files",
        help="folder the pictures and exported files are written to (default state/files"
        " in the working folder, whatever the database)",
    )
    sub.add_parser("rules", help="rules lookup: herald rules search QUERY", add_help=False)
    sub.add_parser("roll", help="roll dice: herald roll EXPR", add_help=False)
    d = sub.add_parser("db", help="database tools")
    _common(d)
    d.add_argument("action", choices=["check", "backup", "migrate", "copy"])
    d.add_argument("path", nargs="?", help="backup destination (a SQLite file)")
    d.add_argument(
        "--from",
        dest="src",
        help="copy: source (sqlite:///state/herald.db, postgresql://...);"
        " check: the database whose rows per table this one must have",
    )
    d.add_argument("--to", dest="dst", help="copy: destination, a new empty database")
    d.add_argument(
        "--console-names",
        dest="names",
        help="migrate: the names of an older console's users 1001, 1002, ... in id order"
        " (alice,bob,carol), so they keep their seats",
    )
    d.add_argument(
        "--console-channels",
        dest="channels",
        help="migrate: the names of an older console's channels 102, 103, ... in id order"
        " (the ones it met after #general), so their games are reached",
    )
    gu = sub.add_parser(
        "guild",
        help="a server's data: herald guild forget GUILD_ID [--yes], export GUILD_ID --out DIR,"
        " import GUILD_ID --from DIR",
    )
    _common(gu)
    gu.add_argument("action", choices=["forget", "export", "import"])
    gu.add_argument("guild_id", type=server_id, help="the server's id")
    gu.add_argument(
        "--yes", action="store_true", help="delete (without it: only say what would go)"
    )
    gu.add_argument("--out", help="export: the folder to write the server's files in")
    gu.add_argument("--from", dest="src_dir", help="import: the folder an export wrote")
    us = sub.add_parser(
        "user",
        help="one user's data on every server: herald user forget USER_ID [--yes]",
    )
    _common(us)
    us.add_argument("action", choices=["forget"])
    us.add_argument("user_id", type=user_id, help="the user's id")
    us.add_argument(
        "--yes", action="store_true", help="forget them (without it: only say what would change)"
    )
    g = sub.add_parser("game", help="game tools")
    _common(g)
    g.add_argument(
        "action",
        choices=["replay", "check", "schema", "list"],
        help="replay: every game equals its history; check FILE...: a definition's "
        "problems or its summary; schema: the JSON Schema of definitions; list: the "
        "games in play on every server, whom each waits for and since when",
    )
    g.add_argument("files", nargs="*", help="check: definition files (.toml)")
    g.add_argument("--out", help="schema: write it to this file")
    g.add_argument("--guild", type=server_id, help="list: one server's games only (its id)")
    return p


def settings_from(args) -> Settings:
    flags = {
        "db": getattr(args, "db", None),
        "knowledge": getattr(args, "knowledge", None),
        "locale": getattr(args, "locale", None),
        "dev_guild": getattr(args, "dev_guild", None),
    }
    return load_settings(flags, dotenv=getattr(args, "env_file", ".env"))


def build_service(settings: Settings, rng=None):
    from bot.knowledge_files import words_root
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import RUNTIME_BUSY_TIMEOUT_MS, AsyncStore, open_store

    # this process becomes the database's writer (lease); the service awaits the store,
    # whose calls run on the facade's worker thread
    store = AsyncStore(open_store(settings.db, lease=True, busy_timeout_ms=RUNTIME_BUSY_TIMEOUT_MS))
    root = settings.knowledge_path
    svc = Service(store, Knowledge.load(root, words_root(root)), rng=rng)
    from bot.service.rules import configure

    configure(svc, settings.rules_memory_mb, settings.rules_cache_path or "")
    return svc


def _setup_logging(level: str = "INFO") -> None:
    logging.basicConfig(
        level=getattr(logging, level, logging.INFO),
        stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    import os

    if os.environ.get("HERALD_LOOPBACK_ONLY") == "1":  # tests: never reach past this machine
        from bot.adapters import netguard

        netguard.install()
    argv = globals_last(argv)
    if argv[:1] == ["rules"]:
        from bot.adapters.cli.rules import main as rules_main

        return rules_main(argv[1:])
    if argv[:1] == ["roll"]:
        from bot.adapters.cli.dice import main as dice_main

        return dice_main(argv[1:])
    args = parser().parse_args(argv)
    try:
        settings = settings_from(args)
    except SettingsError as e:
        print(f"herald: invalid setting: {e}", file=sys.stderr)
        return 2
    _setup_logging(settings.log_level)
    cmd = args.cmd
    if cmd is None:
        cmd = "run" if settings.token else "console"
        if cmd == "console":
            print(TOKEN_HELP, file=sys.stderr)
    if cmd == "run":
        if not settings.token:
            print(
                "herald run: DISCORD_TOKEN is not set.\n" + TOKEN_HELP.split("\n", 1)[1],
                file=sys.stderr,
            )
            return 2
        from bot.adapters.discord.app import run_bot

        return run_bot(settings)
    if cmd == "console":
        from bot.adapters.cli.console import run_console
        from bot.store import StoreOpenError

        try:
            svc = build_service(settings)
        except StoreOpenError as e:
            print(f"herald: {e}", file=sys.stderr)
            return 1
        try:
            return asyncio.run(
                run_console(
                    svc,
                    as_json=getattr(args, "json", False),
                    locale=settings.locale,
                    files=getattr(args, "files", "state/files"),
                    banner="Herald console — type `alice: /help`; `quit` to leave.",
                )
            )
        except KeyboardInterrupt:
            return 0
        finally:
            svc.store.close()
    if cmd == "game" and args.action in ("check", "schema"):
        from bot.adapters.cli.game import check, write_schema

        if args.action == "check":
            return check(args.files, locale=settings.locale)
        return write_schema(args.out)
    if cmd == "game" and args.action == "list":
        from bot.adapters.cli.game import list_games

        return list_games(settings, args.guild)
    if cmd == "game":
        from bot.adapters.cli.game import replay

        return replay(settings)
    if cmd == "guild":
        from bot.adapters.cli.guild import export, forget, import_

        if args.action == "export":
            return export(settings, args.guild_id, args.out)
        if args.action == "import":
            return import_(settings, args.guild_id, args.src_dir)
        return forget(settings, args.guild_id, args.yes)
    if cmd == "user":
        from bot.adapters.cli.guild import forget_user

        return forget_user(settings, args.user_id, args.yes)
    if cmd == "db":
        from bot.adapters.cli.db import run as db_run

        return db_run(
            args.action,
            settings.db,
            args.path,
            getattr(args, "src", None),
            args.dst,
            args.names,
            args.channels,
        )
    return 2
