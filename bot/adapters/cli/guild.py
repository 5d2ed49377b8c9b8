"""``herald guild forget GUILD_ID [--yes]``: delete everything Herald keeps for one
server, on either backend; ``herald guild export GUILD_ID --out DIR``: write its games,
definitions and summaries as files (:func:`export`); ``herald guild import GUILD_ID
--from DIR``: put such an export back, in the order a restore needs (:func:`import_`).

Without ``--yes`` it prints what it would delete (rows per table) and deletes nothing.
With it, the server's games with their logs, dashboards and reminders, its settings
(game definitions and learned picks among them), summaries, dice aliases and outbox
rows go in one transaction, and its persisted rules index is removed from the rules
cache. Other servers and users' own settings are untouched. Removing the bot from a
server deletes nothing (it may be invited back): this is how its data goes.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.config import Settings


def _writer(settings: Settings, command: str) -> Any:
    """The database opened to write for ``herald <command>``: on SQLite it takes the
    lease, so it is refused while the bot runs. None, the refusal said, when it cannot
    be opened so."""
    from bot.adapters.cli.db import refused
    from bot.store import StoreOpenError, open_store

    if refused(command, settings.db):
        return None
    try:
        return open_store(settings.db, migrate=False, lease=True)
    except StoreOpenError as e:
        print(f"herald {command}: {e}", file=sys.stderr)
        return None


def forget(settings: Settings, guild_id: int, yes: bool) -> int:
    from bot.adapters.cli.db import rows_text, shown
    from bot.service.marks import note_change
    from bot.service.rules import cache_beside, forget_guild_index
    from bot.store.errors import first_line

    store = _writer(settings, "guild forget")
    if store is None:
        return 1
    try:
        try:
            counts = store.forget_guild(guild_id, delete=yes)
        except Exception as e:  # the driver's error: nothing was deleted (one transaction)
            print(f"herald guild forget: {first_line(e)}; nothing was deleted", file=sys.stderr)
            return 1
        if yes and any(counts.values()):
            # running processes drop what they keep of it in memory at their next tick
            note_change(store, guild_id, datetime.now(UTC).isoformat())
    finally:
        store.close()
    rows = rows_text(counts)
    if not any(counts.values()):  # a mistyped id, or a server already forgotten
        print(f"{shown(store.path)}: nothing is stored for server {guild_id}; nothing to delete")
        return 0
    if not yes:
        print(f"{shown(store.path)}: server {guild_id} has {rows}")
        print("nothing deleted; run again with --yes to delete them")
        return 0
    cache = settings.rules_cache_path or cache_beside(settings.db)
    if cache is not None:
        forget_guild_index(cache, guild_id)
    print(f"{shown(store.path)}: deleted server {guild_id}'s rows: {rows}")
    return 0


def export(settings: Settings, guild_id: int, out: str | None) -> int:
    """``herald guild export GUILD_ID --out DIR``: every game of one server that has an
    export (in play, or over by play and not closed: as ``/game export`` gives it), its
    own game definitions and its uploaded summaries, as files in ``DIR`` (play-test 17,
    finding 16: only ``/game export``, channel by channel, existed). Reads the database
    only (a read-only backup too); the bot may run meanwhile."""
    import asyncio

    from bot.adapters.cli.db import readable, refused

    if not out:
        print("herald guild export: give --out DIR, a folder for the files", file=sys.stderr)
        return 2
    if refused("guild export", settings.db):
        return 1
    with readable(settings.db) as db:
        return asyncio.run(_export(settings, db, guild_id, Path(out)))


async def _export(settings: Settings, db: str, guild_id: int, out: Path) -> int:
    import json

    from bot.adapters.cli.console import PLACES_KEY, stored_places
    from bot.adapters.cli.db import named, opened, serving
    from bot.engine.games import session
    from bot.engine.rules.summaries import with_game
    from bot.i18n.grammar import count_of
    from bot.service.definitions import SETTING
    from bot.service.game import export_document, export_name
    from bot.service.versions import kept_file, kept_texts

    store = opened("guild export", db)
    if store is None:
        return 1
    async with serving(settings, store) as svc:
        games, skipped = 0, 0
        own = store.setting("guild", guild_id, SETTING, {}) or {}
        played: dict[tuple[str, str], list[str]] = {}  # kept version -> its games' files
        manifest: list[str] = []  # which file is which channel's game, and its GMs
        _, places = stored_places(store.setting("guild", guild_id, PLACES_KEY, None))
        for loaded in store.games(guild_id):
            if loaded.game["status"] == "ended" and not session.over(loaded.game):
                skipped += 1  # closed, or ended by the GM before play was over: no export
                continue
            try:
                name = svc.knowledge.game_name(await svc.game_definition(loaded), "en")
                rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
                doc = export_document(svc, loaded, rec)
            except Exception as e:  # its definition is gone: the game is unplayable
                print(f"game {loaded.game_id} ({loaded.slug}): not exported: {e}", file=sys.stderr)
                skipped += 1
                continue
            _write(
                out / "games" / export_name(loaded), json.dumps(doc, ensure_ascii=False, indent=2)
            )
            manifest.append(_manifest_line(store, loaded, places, name))
            games += 1
            used = kept_texts(own, [(loaded.slug, session.played_version(loaded.game))])
            for key in used:
                played.setdefault(key, []).append(export_name(loaded))
        defined = 0
        for slug, rec in sorted(own.items()):
            if isinstance(rec, dict) and not rec.get("removed") and rec.get("text"):
                _write(out / "definitions" / f"{slug}.toml", str(rec["text"]))
                defined += 1
        # the versions games go on under that new games no longer begin with
        kept = kept_texts(own, [(slug, version) for slug, version in played])
        for (slug, version), text in sorted(kept.items()):
            _write(out / "definitions" / kept_file(slug, version), text)
        rows = store.summaries(guild_id)
        defs = await svc.definitions(guild_id)
        listed: list[dict[str, Any]] = []  # what the import adds back, as it was
        for row in rows:
            base = Path(str(row["name"])).name or "summary.md"
            # the game in its front matter: the file added back keeps its game
            text = with_game(str(row["text"]), str(row["game"]))
            path = f"{row['game']}/{base}"
            _write(out / "summaries" / path, text)
            listed.append({"file": path, **{k: row[k] for k in SUMMARY_KEYS}})
            definition = defs.get(str(row["game"]))
            game = svc.knowledge.game_name(definition, "en") if definition else row["game"]
            manifest.append(_summary_line(store, path, text, row, str(game)))
        if listed:
            _write(out / SUMMARIES, json.dumps(listed, ensure_ascii=False, indent=2))
        if manifest:
            head = (
                f"# server {guild_id}: each game's file, its channel, its game and its GMs;"
                " each summary's file, its game, name, source, language and who added it"
            )
            _write(out / MANIFEST, "\n".join([head, *manifest]))
    wrote = ", ".join(
        [
            count_of(games, "game", "games"),
            count_of(defined, "definition", "definitions"),
            count_of(len(rows), "summary", "summaries"),
        ]
        + ([count_of(len(kept), "kept version", "kept versions")] if kept else [])
    )
    left = count_of(skipped, "ended game has", "ended games have")
    print(
        f"{named(settings.db, store)}: server {guild_id}: {wrote} written to {out}"
        + (f" ({left} no export)" if skipped else "")
    )
    for line in manifest:
        print(line)
    if manifest:
        print(f"{MANIFEST}: these lines, in {out}")
    for (slug, version), files in sorted(played.items()):
        # restored elsewhere, each goes on under it once it is defined before the import
        current = own.get(slug) if isinstance(own, dict) else None
        again = (
            f", then /game define definitions/{slug}.toml again"
            if isinstance(current, dict) and not current.get("removed")
            else ""
        )
        print(
            f"definitions/{kept_file(slug, version)}: the version "
            + ", ".join(f"games/{f}" for f in sorted(files))
            + f" began with (to restore under it: /game define it, /game import those games{again})"
        )
    return 0


def import_(settings: Settings, guild_id: int, src: str | None) -> int:
    """``herald guild import GUILD_ID --from DIR``: a server export (``herald guild
    export``) put back, in the order a restore needs (tidy23): each kept definition
    version first, then the games that began with it, then the current definitions,
    then the other games; each game into the channel its file names; then the
    summaries, as the server had them. A channel that already holds a game is left as
    it is (said). On SQLite it takes the lease: stop the bot first."""
    import asyncio

    if not src:
        print(
            "herald guild import: give --from DIR, a folder herald guild export wrote",
            file=sys.stderr,
        )
        return 2
    folder = Path(src)
    if not any((folder / part).is_dir() for part in ("games", "definitions", "summaries")):
        print(
            f"herald guild import: {folder} holds no server export (games/, definitions/,"
            " summaries/)",
            file=sys.stderr,
        )
        return 1
    store = _writer(settings, "guild import")
    if store is None:
        return 1
    return asyncio.run(_import(settings, store, guild_id, folder))


def _exported_games(folder: Path) -> tuple[list[tuple[Path, int, dict]], int]:
    """Each game file of an export (``games/*.json``): the file, the channel it goes
    into and its stored game, as the file's JSON says them (its ``channel_id``; the
    file's name, as bot/service/export_files.py writes it, only where the JSON names
    no channel); and how many files were left out (each said)."""
    import json

    from bot.service.export_files import game_file, read_game_file

    games: list[tuple[Path, int, dict]] = []
    own: dict[Path, bool] = {}  # the file bears the name the export gives its game
    failed = 0
    for path in sorted((folder / "games").glob("*.json")):
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
            state = doc["state"]
            assert isinstance(state, dict)
        except Exception:  # noqa: BLE001 - not an export of this tool: said, left out
            print(f"games/{path.name}: not a game export; left out", file=sys.stderr)
            failed += 1
            continue
        channel = doc.get("channel_id")
        if not isinstance(channel, int) or isinstance(channel, bool) or channel <= 0:
            named = read_game_file(path.name)
            channel = named.channel_id if named is not None else None
        if channel is None:
            print(
                f"games/{path.name}: names no channel (no channel_id in it, and not a"
                " herald-<game>-<channel id>-v<version>.json name); left out",
                file=sys.stderr,
            )
            failed += 1
            continue
        games.append((path, channel, state))
        own[path] = path.name == game_file(str(doc.get("game")), channel, _int(doc.get("version")))
    games, refused = _one_per_channel(games, own)
    return games, failed + refused


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else -1


def _one_per_channel(
    games: list[tuple[Path, int, dict]], own: dict[Path, bool]
) -> tuple[list[tuple[Path, int, dict]], int]:
    """One file per channel (review24a, finding 7: a stray copy kept in ``games/``, an
    older backup, was imported first because its name sorted first, and the export's
    own file was then refused as "channel already holds a game"). Of several files
    naming one channel, the one under the name the export gives that game is taken,
    the others said as duplicates skipped; with none, or more than one, under that
    name, none is taken, and that is said (a problem: the channel gets no game)."""
    by_channel: dict[int, list[Path]] = {}
    for path, channel, _ in games:
        by_channel.setdefault(channel, []).append(path)
    skip: set[Path] = set()
    refused = 0
    for channel, paths in by_channel.items():
        if len(paths) < 2:
            continue
        mine = [p for p in paths if own[p]]
        if len(mine) == 1:
            for p in paths:
                if p is not mine[0]:
                    print(
                        f"games/{p.name}: names channel {channel} too; skipped as a duplicate"
                        f" (games/{mine[0].name} is the export's file for that channel)",
                        file=sys.stderr,
                    )
                    skip.add(p)
            continue
        names = " and ".join(f"games/{p.name}" for p in paths)
        print(
            f"{names} {'both' if len(paths) == 2 else 'all'} name channel {channel}, and not one of them alone bears the"
            " export's name for it; none imported (keep one of them in games/, then"
            " import again)",
            file=sys.stderr,
        )
        skip.update(paths)
        refused += 1
    return [g for g in games if g[0] not in skip], refused


async def _add_summaries(svc: Any, guild_id: int, folder: Path) -> int:
    """The export's summaries added back as the server had them (``summaries.json``:
    each file's name, game, who added it and when; an older export without it: the
    file's name, its folder's game), within the server's quota, so the server's
    ``/rule`` answers from them as before (its rules index is built from them at its
    next lookup). Each said; how many could not be added."""
    import json

    from bot.service.rules import GUILD_MAX_BYTES, GUILD_MAX_SUMMARIES
    from bot.store.errors import QuotaExceeded, first_line

    listed = folder / SUMMARIES
    try:
        rows = json.loads(listed.read_text(encoding="utf-8")) if listed.is_file() else None
    except (OSError, ValueError):
        rows = None
    unknown = not isinstance(rows, list)  # an export older than summaries.json
    if not isinstance(rows, list):
        now = datetime.now(UTC).isoformat()
        rows = [
            {"file": f"{p.parent.name}/{p.name}", "name": p.name, "game": p.parent.name}
            | {"added_by": 0, "added_at": now}
            for p in sorted((folder / "summaries").glob("*/*"))
            if p.is_file()
        ]
    failed = 0
    if unknown and rows:  # said, not left to a silent "?" (review24a, finding 9)
        print(
            f"{SUMMARIES} is missing (an export made before 2026-11-28): who added each"
            " summary and when is unknown; /rules list shows them as added by ? on the"
            " day of this import"
        )
    for row in rows:
        shown = f"summaries/{row.get('file') if isinstance(row, dict) else row}"
        try:
            text = (folder / "summaries" / str(row["file"])).read_text(encoding="utf-8")
            await svc.store.add_summary(
                str(row["name"]),
                str(row["game"]),
                text,
                int(row.get("added_by") or 0),
                str(row.get("added_at") or datetime.now(UTC).isoformat()),
                guild_id,
                max_count=GUILD_MAX_SUMMARIES,
                max_bytes=GUILD_MAX_BYTES,
            )
        except QuotaExceeded as e:  # which limit, and what frees room (review24a, 8)
            if e.limit == "count":
                why = (
                    f"the server holds {e.count} summaries, the most it may ({GUILD_MAX_SUMMARIES})"
                )
            else:
                why = (
                    f"the server's summaries hold {e.used // 1024} KB and this one"
                    f" ({len(text.encode()) // 1024} KB) would pass the"
                    f" {GUILD_MAX_BYTES // 1024} KB they may"
                )
            print(
                f"{shown}: not added: {why}; make room with /rules remove on the"
                " server, then add this file with /rules add",
                file=sys.stderr,
            )
            failed += 1
            continue
        except Exception as e:  # noqa: BLE001 - a file missing or unreadable: said, left out
            print(f"{shown}: not added: {first_line(e)}", file=sys.stderr)
            failed += 1
            continue
        said = "; added by: unknown, when: unknown" if unknown else ""
        print(f"{shown}: added as {row['name']} ({row['game']}){said}")
    return failed


def _definition_slug(path: Path, fallback: str) -> str:
    """The slug a definition file defines (its ``slug``), else ``fallback`` (what its
    name says)."""
    import tomllib

    try:
        slug = tomllib.loads(path.read_text(encoding="utf-8")).get("slug")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return fallback
    return slug if isinstance(slug, str) and slug else fallback


async def _import(settings: Settings, store: Any, guild_id: int, folder: Path) -> int:
    from bot.adapters.cli.db import named, serving
    from bot.engine.errors import HeraldError
    from bot.engine.games import session
    from bot.i18n import error_text
    from bot.service.model import Ctx
    from bot.service.versions import kept_file

    games, failed = _exported_games(folder)  # file, channel, the stored game
    kept = sorted((folder / "definitions" / "kept").glob("*.toml"))
    current = sorted((folder / "definitions").glob("*.toml"))
    async with serving(settings, store) as svc:

        def ctx(user: int, channel: int, path: Path) -> Ctx:
            raw = path.read_bytes() if path.is_file() else b""
            return Ctx(
                user,
                channel,
                guild_id,
                admin=True,
                manage_guild=True,
                attachments=[(path.name, raw)],
            )

        async def define(path: Path, shown: str) -> bool:
            try:
                await svc.dispatch(ctx(0, 0, path), "game", "define", {})
            except HeraldError as e:
                print(f"{shown}: not defined: {error_text(e, 'en')}", file=sys.stderr)
                return False
            print(f"{shown}: defined")
            return True

        async def put(path: Path, channel: int, state: dict) -> bool:
            gms = [u for u in state.get("gm", []) if isinstance(u, int) and u > 0]
            c = ctx(gms[0] if gms else 0, channel, path)
            if await svc.load(c) is not None:
                print(
                    f"games/{path.name}: channel {channel} already holds a game; not imported"
                    " (its GM may /game import the file there)",
                    file=sys.stderr,
                )
                return False
            try:
                await svc.dispatch(c, "game", "import", {})
            except HeraldError as e:
                print(f"games/{path.name}: not imported: {error_text(e, 'en')}", file=sys.stderr)
                return False
            print(f"games/{path.name}: imported into channel {channel}")
            return True

        done: set[Path] = set()
        for path in kept:  # the version games began with, before them
            if not await define(path, f"definitions/kept/{path.name}"):
                failed += 1
                continue
            for game, channel, state in games:
                version = session.played_version(state)
                slug = str(state.get("game"))
                if version and f"{kept_file(slug, str(version))}" == f"kept/{path.name}":
                    done.add(game)
                    failed += 0 if await put(game, channel, state) else 1
        for path in current:  # then the current ones: new games begin with them
            failed += 0 if await define(path, f"definitions/{path.name}") else 1
        have = {_definition_slug(p, p.stem) for p in current}
        was = {_definition_slug(p, p.stem.rpartition("-")[0]) for p in kept}
        for slug in sorted(was - have):
            # a definition since removed: its games keep it, no new game begins with it
            await svc.dispatch(ctx(0, 0, folder), "game", "definitions remove", {"game": slug})
            print(f"{slug}: removed again, as in the export (its games keep it)")
        for game, channel, state in games:
            if game not in done:
                failed += 0 if await put(game, channel, state) else 1
        failed += await _add_summaries(svc, guild_id, folder)
    print(
        f"{named(settings.db, store)}: server {guild_id}: import done"
        + (f", {failed} problems (above)" if failed else "")
    )
    return 1 if failed else 0


MANIFEST = "manifest.txt"  # in an export's folder: which file is which channel's game
# in an export's folder: each summary's file and the row it was (what /rules add stored)
SUMMARIES = "summaries/summaries.json"
SUMMARY_KEYS = ("name", "game", "added_by", "added_at")


def _summary_line(store: Any, path: str, text: str, row: dict[str, Any], game: str) -> str:
    """``summaries/GAME/FILE: Game (slug), added as NAME, source S, language L, by @name
    (user ID) on DATE``: its source as ``/rule`` names it, its front matter's language
    (none given: the rules index reads each section's language from its words)."""
    from bot.adapters.cli.console import NAME_KEY
    from bot.engine.rules.summaries import parse_summary

    source, language = str(row["name"]), ""
    try:
        summary = parse_summary(str(row["name"]), text, game=str(row["game"]))
        game = game if game != row["game"] else summary.game_names.get("en", game)
        if summary.sections:
            source, language = summary.sections[0].source_label, summary.sections[0].language
    except Exception:  # noqa: BLE001 - what cannot be read is listed by its name alone
        pass
    uid = row.get("added_by")
    named = store.setting("user", uid, NAME_KEY, None) if uid else None
    who = f"@{named} (user {uid})" if isinstance(named, str) else f"user {uid}"
    when = str(row.get("added_at") or "")[:10]
    return (
        f"summaries/{path}: {game} ({row['game']}), added as {row['name']}, source {source},"
        f" language {language or 'not given (read from its words)'}, by {who}"
        + (f" on {when}" if when else "")
    )


def _manifest_line(store: Any, loaded: Any, places: dict[str, Any], name: str) -> str:
    """``games/FILE: #name (channel ID), Game (slug), GM @name (user ID)``: the names a
    console stored beside the ids (the bot stores none: its ids stand alone)."""
    from bot.adapters.cli.console import NAME_KEY
    from bot.engine.games.gms import real_gms
    from bot.service.game import export_name

    place = places.get(str(loaded.channel_id))
    where = f"#{place} (channel {loaded.channel_id})" if place else f"channel {loaded.channel_id}"
    gms = []
    for uid in real_gms(loaded.game.get("gm", [])):
        named = store.setting("user", uid, NAME_KEY, None)
        gms.append(f"@{named} (user {uid})" if isinstance(named, str) else f"user {uid}")
    who = ("GM " + ", ".join(gms)) if gms else "no GM"
    return f"games/{export_name(loaded)}: {where}, {name} ({loaded.slug}), {who}"


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + ("" if text.endswith("\n") else "\n"), encoding="utf-8")


def forget_user(settings: Settings, user_id: int, yes: bool) -> int:
    """``herald user forget USER_ID [--yes]``: one user forgotten on every server (a
    request made elsewhere than ``/me forget``): their user settings deleted, their
    seats emptied and their id replaced in games, logs and table records, and each
    channel whose game changed told, as ``/me forget`` does (bot/service/people.py),
    through the outbox (the bot posts it: at once when running beside the tool on
    PostgreSQL, else when next started; a console at its start). Without ``--yes`` it says what would change."""
    import asyncio

    from bot.adapters.cli.db import rows_text, shown
    from bot.i18n.grammar import count_of
    from bot.service.people import forget_user as forget
    from bot.store import is_postgres
    from bot.store.errors import first_line

    store = _writer(settings, "user forget")
    if store is None:
        return 1
    path = store.path
    told: list[int] = []
    try:
        if yes:  # the service's path (it closes the store): marks the servers too
            counts, told = asyncio.run(_forget_told(settings, store, user_id))
        else:
            try:
                counts, _ = forget(store, user_id, False)
            finally:
                store.close()
    except Exception as e:  # the driver's error: nothing was changed (one transaction)
        print(f"herald user forget: {first_line(e)}; nothing was changed", file=sys.stderr)
        return 1
    if not any(counts.values()):
        print(f"{shown(path)}: nothing is stored for user {user_id}; nothing to forget")
        return 0
    rows = rows_text(counts)
    if not yes:
        print(f"{shown(path)}: user {user_id} is in {rows}")
        print("nothing changed; run again with --yes to forget them")
        return 0
    print(f"{shown(path)}: forgot user {user_id}: {rows} changed")
    if told:
        # SQLite: the tool held the lease, so nothing runs beside it; PostgreSQL: a
        # running bot's sender finds the rows at its next poll
        when = (
            "the bot posts it within seconds if running, else at its next start;"
            " a console at its next start"
            if is_postgres(str(path))
            else "the bot, or a console on this database, posts it at its next start"
        )
        print(
            f"{count_of(len(told), 'game channel', 'game channels')} to be told ({when}): "
            + ", ".join(f"channel {c}" for c in told)
        )
    print("messages already posted in Discord are not removed")
    return 0


async def _forget_told(
    settings: Settings, store: Any, user_id: int
) -> tuple[dict[str, int], list[int]]:
    """``user_id`` forgotten through the service, as ``/me forget``; the posts to the
    channels of the games that changed go to the outbox. Rows changed per table, and
    the channels told."""
    from bot.adapters.cli.db import serving
    from bot.service.people import forget, now_iso

    async with serving(settings, store) as svc:
        svc.use_outbox = True  # the bot sends what the tool cannot
        # asked elsewhere than /me forget: the notice does not name that command
        counts, told, _ = await forget(svc, user_id, now_iso(), by_admin=True)
    return counts, told
