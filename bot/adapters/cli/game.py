"""``herald game check FILE...`` and ``herald game schema``: a definition checked the
way Herald loads it (every problem with its file and key path, or a summary), and the
JSON Schema editors complete and check definitions with. ``herald game replay``: every
stored game equals the replay of its history."""

from __future__ import annotations

import json
import sys
import tomllib
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from bot.engine.games.advice import warnings
from bot.engine.games.definition import DefinitionError, Problem, parse, schema
from bot.engine.language import in_language
from bot.i18n import t
from bot.i18n.grammar import count_of
from bot.service.definitions import grammar_notes, problem_text, summary

if TYPE_CHECKING:
    from bot.config import Settings
    from bot.service.listing import Running

# what ``herald game replay`` fails on: a game that is not its history, or that cannot
# be replayed at all (its definition is nowhere: a server's own that was deleted)
FAILING = {
    "differs": "differ from their history",
    "failed": "failed to replay",
    "unknown game": "cannot be replayed (their game is unknown)",
}


def replay(settings: Settings) -> int:
    """Replay every stored game; exit 1, with one line per game and a total, when one
    differs or cannot be replayed, or (one line, no traceback) when the database
    cannot be read: a damaged file, a file that is not a database."""
    from bot.adapters.cli.db import named, opened, readable, refused
    from bot.service.knowledge import Knowledge
    from bot.service.replay_check import check_store
    from bot.store.errors import first_line

    if refused("game replay", settings.db):  # opening it would create it
        return 1
    with readable(settings.db) as db:  # a read-only backup is read through a copy
        store = opened("game replay", db)
        if store is None:
            return 1
        try:
            results = check_store(store, Knowledge.load(settings.knowledge_path).definitions)
        except store.db.error as e:  # the driver's: the file is damaged, or not Herald's
            where = named(settings.db, store)
            print(f"herald game replay: cannot read {where}: {first_line(e)}", file=sys.stderr)
            return 1
        finally:
            store.close()
    for r in results:
        print(f"game {r.game_id} ({r.slug}): {r.status}{': ' + r.detail if r.detail else ''}")
    bad = {k: sum(r.status == k for r in results) for k in FAILING}
    told = [f"{n} {FAILING[k]}" for k, n in bad.items() if n and k != "differs"]
    games = count_of(len(results), "game", "games")
    print(", ".join([f"{games}, {bad['differs']} {FAILING['differs']}", *told]))
    return 1 if any(bad.values()) else 0


def list_games(
    settings: Settings, guild_id: int | None, out: TextIO | None = None, now: datetime | None = None
) -> int:
    """``herald game list [--guild ID]``: every game in play on every server (or one),
    the longest wait first: where, what, whom it waits for and how long, its last change
    and its GMs (play-test 20, finding 15). Reads the database only (a read-only backup
    too); the bot may run meanwhile."""
    import asyncio

    from bot.adapters.cli.db import readable, refused

    if refused("game list", settings.db):  # opening it would create it
        return 1
    with readable(settings.db) as db:
        return asyncio.run(_list(settings, db, guild_id, out or sys.stdout, now))


async def _list(
    settings: Settings, db: str, guild_id: int | None, out: TextIO, now: datetime | None
) -> int:
    from bot.adapters.cli.db import named, opened, serving
    from bot.service.listing import running

    store = opened("game list", db)
    if store is None:
        return 1
    loc = settings.locale
    async with serving(settings, store) as svc:
        games = await running(svc, guild_id, loc, now or datetime.now(UTC))
        names = await _Names.of(svc.store, games)
    for r in games:
        print(_game_line(r, loc, names), file=out)
    servers = len({r.guild_id for r in games})
    if guild_id is not None:
        where = names.server(guild_id, loc)
    else:
        where = t("gamelist.cli.servers", loc, count=servers)
    db_name = named(settings.db, store)
    print(t("gamelist.cli.total", loc, db=db_name, games=len(games), where=where), file=out)
    return 0


class _Names:
    """The names a console stored beside the ids of ``herald game list``'s games (its
    servers', channels' and users'); the bot stores none, so its ids stand alone."""

    def __init__(self) -> None:
        self.servers: dict[int, str] = {}
        self.channels: dict[int, str] = {}
        self.users: dict[int, str] = {}

    @classmethod
    async def of(cls, store: Any, games: list[Running]) -> _Names:
        from bot.adapters.cli.console import NAME_KEY, PLACES_KEY, stored_places

        out = cls()
        for gid in {r.guild_id for r in games if r.guild_id is not None}:
            server, channels = stored_places(await store.setting("guild", gid, PLACES_KEY, None))
            if isinstance(server, str):
                out.servers[gid] = server
            for cid, name in channels.items():
                if str(cid).isdigit() and isinstance(name, str):
                    out.channels[int(cid)] = name
        users = {u for r in games for u in [*r.gms, *(u for _, u in r.waiting)] if u is not None}
        for uid in sorted(users):
            name = await store.setting("user", uid, NAME_KEY, None)
            if isinstance(name, str) and name:
                out.users[uid] = name
        return out

    def server(self, gid: int | None, loc: str) -> str:
        name = self.servers.get(gid) if gid is not None else None
        if name:
            return t("gamelist.cli.server_named", loc, name=name, id=gid)
        return t("gamelist.cli.server", loc, id=gid)

    def channel(self, cid: int, loc: str) -> str:
        name = self.channels.get(cid)
        if name:
            return t("gamelist.cli.channel_named", loc, name=name, id=cid)
        return t("gamelist.cli.channel", loc, id=cid)

    def seat(self, seat: str, uid: int | None, loc: str) -> str:
        """A seat awaited, with its holder (None: the GM plays it)."""
        if uid is None:
            return t("gamelist.cli.seat_gm", loc, seat=seat)
        name = self.users.get(uid)
        if name:
            return t("gamelist.cli.seat_named", loc, seat=seat, name=name, id=uid)
        return t("gamelist.cli.seat", loc, seat=seat, id=uid)

    def user(self, uid: int, loc: str) -> str:
        name = self.users.get(uid)
        if name:
            return t("gamelist.cli.user_named", loc, name=name, id=uid)
        return t("gamelist.cli.user", loc, id=uid)


def _game_line(r: Running, loc: str, names: _Names) -> str:
    """One game of ``herald game list`` in ``loc``: ids as an operator passes them to
    other commands (``herald guild export``), with the names stored beside them."""
    from bot.i18n import duration, join_list

    if r.status == "setup" and r.age:
        doing = t("gamelist.cli.setup_since", loc, seated=r.seated, time=duration(r.age, loc))
    elif r.status == "setup":
        doing = t("gamelist.cli.setup", loc, seated=r.seated)
    elif r.status in ("over", "unplayable"):
        doing = t(f"gamelist.cli.{r.status}", loc)
    elif r.waiting:
        who = join_list(
            [names.seat(seat, u, loc) for seat, u in r.waiting],
            loc,
        )
        if r.waited:
            doing = t("gamelist.cli.waiting_since", loc, who=who, time=duration(r.waited, loc))
        else:
            doing = t("gamelist.cli.waiting", loc, who=who)
    else:
        key = {"gm": "waiting_gm", "anyone": "waiting_anyone"}.get(r.waiting_for, "in_play")
        doing = t(f"gamelist.cli.{key}", loc)
    gms = join_list([names.user(u, loc) for u in r.gms], loc) or t("gamelist.cli.no_gm", loc)
    changed = r.last_change[:16].replace("T", " ") or t("gamelist.cli.no_change", loc)
    return t(
        "gamelist.cli.line",
        loc,
        server=names.server(r.guild_id, loc),
        channel=names.channel(r.channel_id, loc),
        game=r.game_id,
        name=r.name,
        slug=r.slug,
        doing=doing,
        changed=changed,
        gms=gms,
    )


def _said(p: Problem, locale: str) -> str:
    """A problem as the command line prints it: the checker's own English, else in
    ``locale``."""
    return str(p) if locale == "en" else problem_text(p, locale)


def missing_summary(path: Path, folder: str | None, slug: str, locale: str = "en") -> str:
    """What ``summary = "<folder>"`` misses when no such folder of summaries is where
    Herald would read it: beside the file's ``games/`` folder (a knowledge folder), nor
    in the shipped knowledge (a reader of the file's name alone); "" when found or not
    given (play-test 17's leftover: the checker was silent)."""
    from bot.knowledge_files import SHIPPED

    if not folder:
        return ""
    here = path.resolve().parent
    root = here.parent if here.name == "games" else here
    places = [root / "summaries" / folder, SHIPPED / "summaries" / folder]
    if any(p.is_dir() and any(p.glob("*.md")) for p in places):
        return ""
    # the command as the reader's client shows it (t writes it so)
    return t(
        "definitions.check.no_summary", locale, folder=folder, looked=str(places[0]), slug=slug
    )


def check(
    files: list[str], out: TextIO | None = None, err: TextIO | None = None, locale: str = "en"
) -> int:
    """Print each file's problems (exit 1) or a summary of each game (exit 0); the
    problems and warnings in ``locale`` (``herald --locale ja game check``), every key
    path as the file writes it."""
    out, err = out or sys.stdout, err or sys.stderr
    if not files:
        print("herald game check: name at least one definition file", file=err)
        return 2
    failed = 0
    for name in files:
        path = Path(name)
        try:
            text = path.read_text(encoding="utf-8-sig")  # as /game define reads it
        except (OSError, UnicodeDecodeError) as e:
            print(f"{name}: cannot read it: {e}", file=err)
            failed += 1
            continue
        try:
            d = parse(text, path.name)
        except DefinitionError as e:
            for p in e.problems:
                print(f"{e.origin}: {_said(p, locale)}" if e.origin else _said(p, locale), file=err)
            failed += 1
            continue
        # in the reader's language, as the warnings and notes below (play-test 19,
        # finding 1); the "ok:", "warning:" and "note:" heads stay for scripts
        title = in_language(d.names, locale, any_language=False) or d.slug
        said = summary(d, locale, ids=True)
        print(f"{path.name}: ok: {title} ({d.slug}, {d.family}); {said}", file=out)
        for problem in warnings(tomllib.loads(text), d):
            print(f"{path.name}: warning: {_said(problem, locale)}", file=out)
        missing = missing_summary(path, d.summary, d.slug, locale)
        if missing:
            print(f"{path.name}: warning: {missing}", file=out)
        for note in grammar_notes(
            d, locale
        ):  # advice: the game loads, its sentences may read badly
            print(f"{path.name}: note: {note}", file=out)
    return 1 if failed else 0


def write_schema(path: str | None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    text = json.dumps(schema(), ensure_ascii=False, indent=2)
    if path:
        Path(path).write_text(text + "\n", encoding="utf-8")
        print(f"wrote {path}", file=out)
    else:
        print(text, file=out)
    return 0
