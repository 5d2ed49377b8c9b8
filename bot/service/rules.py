"""/rule, /rules add|list|remove|role|reload and their autocomplete.

Knowledge has two scopes (engine :class:`~bot.engine.rules.index.RulesIndex`es):

- *shipped* (scope ``None``): ``knowledge/summaries`` and the glossaries, seen by every
  server, in one index (``svc.knowledge.rules``) built, or loaded from its persisted
  file, at start-up in a worker thread;
- *per server* (scope = guild id): what ``/rules add`` stored for that guild, seen only
  there, in that guild's own index: the shipped one forked (its large parts shared)
  with the guild's summaries added (:mod:`bot.service.rules_indexes`: persisted,
  loaded on the guild's first lookup, kept in memory within a budget, least recently
  used dropped first). Start-up reads no guild's summaries; ``/rules add|remove``
  change that guild's index in place and ``/rules reload`` rebuilds it; no other
  guild's index is touched. A guild without summaries reads the shipped index.

Every use of the index (lookups, adds, removes) runs on one worker thread, so the event
loop keeps answering other commands while a summary is indexed, and a lookup never
sees an index half-way through an add. Autocomplete, which Discord wants at once, waits
for the index at most ``AUTOCOMPLETE_WAIT`` seconds and otherwise offers nothing.

The engine searches; this module turns results into replies: one section as an embed
only when the engine is ``confident``, otherwise a menu private to the asker; nothing
found as a short answer with the nearest terms. Sources are named from the summary's
front matter (title, author) and a second summary of the same game is shown with the
differences that change a rule (numbers, names, conditions).

Other features::

    idx = rules_index(svc)                                  # the shipped index
    idx = await load_guild(svc, guild_id)                   # what that guild's lookups read
    sec = idx.section_for("pendragon", "シールド・ウォール")   # a shipped Section | None
"""

from __future__ import annotations

import asyncio
import logging
import re
import threading
import time
import unicodedata
import weakref
from collections import defaultdict
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from bot.engine.errors import BadInput, PermissionDenied, UnknownGame
from bot.engine.language import in_language
from bot.engine.rules import normalize as N
from bot.engine.rules.index import RulesIndex, SearchResult
from bot.engine.rules.model import clip as _clip
from bot.engine.rules.names import name_texts
from bot.engine.rules.picks import SURE_WEIGHT, Picks
from bot.engine.rules.summaries import (
    LONG_SECTION_PAGES,
    Summary,
    first_heading,
    has_headings,
    looks_like_html,
    parse_summary,
    split_front_matter,
)
from bot.i18n import LOCALES, date_text, join_list, t
from bot.knowledge_files import build_rules_index, rules_knowledge_key
from bot.service import rule_hints
from bot.service import rules_memory as memory
from bot.service.access import set_role
from bot.service.definitions import own_names
from bot.service.knowledge import find_game
from bot.service.model import (
    Choice,
    Ctx,
    Message,
    Response,
)
from bot.service.registry import autocomplete, command
from bot.service.render import name as render_name
from bot.service.rules_answer import (
    MENU_SIZE,
    game_label,
    menu,
    section_messages,
    source_text,
)
from bot.service.rules_indexes import (
    GuildIndex,
    GuildIndexes,
    add_guild_rows,
    digest,
    estimate,
    held_by,
    remove_index_file,
    rows_key,
    source_id,
)
from bot.service.rules_memory import day_of
from bot.service.text import file_name, plain
from bot.store import QuotaExceeded

if TYPE_CHECKING:
    from bot.engine.games.definition import GameDefinition
    from bot.service.core import Service

log = logging.getLogger(__name__)

MAX_UPLOAD = 256 * 1024  # one file
GUILD_MAX_SUMMARIES = 20  # files per server
GUILD_MAX_BYTES = 2 * 1024 * 1024  # UTF-8 bytes per server
ROLE_SETTING = "rules.role"
AUTOCOMPLETE_WAIT = 0.2  # seconds autocomplete waits for an add in progress
# seconds between two checks, started by autocomplete, of a server's index in memory
# against its stored summaries
RECHECK_SECONDS = 10.0
_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
T = TypeVar("T")

__all__ = [
    "build_rules_index",
    "rules_index",
    "reload_index",
    "warm_index",
    "load_guild",
    "configure",
    "guild_indexes",
    "add_guild_rows",
    "source_id",
    "source_text",
    "game_label",
]


# --------------------------------------------------------------------------- state
@dataclass
class _State:
    """Per Service: the worker thread every index operation runs on, the lock that
    keeps readers off an index being changed, and the servers' own indexes."""

    worker: ThreadPoolExecutor = field(
        default_factory=lambda: ThreadPoolExecutor(max_workers=1, thread_name_prefix="rules")
    )
    lock: threading.RLock = field(default_factory=threading.RLock)
    guilds: GuildIndexes = field(default_factory=GuildIndexes)
    cache: Path | None = None  # where the persisted indexes live (None: nowhere)
    locks: defaultdict[int, asyncio.Lock] = field(default_factory=lambda: defaultdict(asyncio.Lock))
    loading: dict[int, asyncio.Task[RulesIndex]] = field(default_factory=dict)
    checked: dict[int, float] = field(default_factory=dict)  # guild -> last check (monotonic)
    prompted: dict[int, float] = field(default_factory=dict)  # the same, for game prompts
    warming: asyncio.Future[RulesIndex] | None = None
    asked: memory.Asked = field(default_factory=memory.Asked)  # questions behind menus


_STATES: weakref.WeakKeyDictionary[Service, _State] = weakref.WeakKeyDictionary()


def _state(svc: Service) -> _State:
    st = _STATES.get(svc)
    if st is None:
        st = _STATES[svc] = _State()
        weakref.finalize(svc, st.worker.shutdown, wait=False)
        _set_cache(st, _cache_dir(svc))
    return st


def _set_cache(st: _State, cache: Path | None) -> None:
    st.cache = cache
    st.guilds.cache_dir = _guilds_dir(cache)


def _guilds_dir(cache: Path | None) -> Path | None:
    """Where the servers' indexes live in the rules cache ``cache``."""
    return None if cache is None else cache / "guilds"


def forget_guild_index(cache: Path | None, guild_id: int) -> None:
    """Delete the persisted index of a server whose last summaries a tool took away
    (``herald rules adopt --from``): no lookup would read or replace it again. A bot
    still holding that index in memory drops it at the server's next lookup or
    suggestion (``load_guild``)."""
    folder = _guilds_dir(cache)
    if folder is not None:
        remove_index_file(folder, guild_id)


def configure(svc: Service, budget_mb: float | None = None, cache_dir: str | Path = "") -> None:
    """Set the memory budget of the servers' indexes (MB, estimated) and the folder
    the persisted indexes live in (the shipped one, and the servers' in ``guilds/``);
    "" : ``rules-cache`` beside the SQLite database, none for a PostgreSQL database."""
    st = _state(svc)
    if budget_mb is not None:
        st.guilds.budget = int(budget_mb * 1024 * 1024)
    if cache_dir:
        _set_cache(st, Path(cache_dir))


def guild_indexes(svc: Service) -> GuildIndexes:
    """The servers' indexes (tests and the benchmark read ``counts`` and ``entries``)."""
    return _state(svc).guilds


def _root(svc: Service) -> Path:
    return Path(svc.knowledge.root)


def _cache_dir(svc: Service) -> Path | None:
    return cache_beside(str(svc.store.path or ""))


def cache_beside(db: str) -> Path | None:
    """Where the built indexes are persisted by default: beside the SQLite database
    ``db`` (start-up then loads them instead of building; each is keyed by a hash of
    what it holds)."""
    if not db or db == ":memory:" or "://" in db:
        return None  # no file beside which to keep it (PostgreSQL: see configure)
    return Path(db).parent / "rules-cache"


def _build_shipped(svc: Service) -> Callable[[], RulesIndex]:
    root, cache = _root(svc), _state(svc).cache
    words = svc.knowledge.words
    return lambda: build_rules_index(root, None, True, cache_dir=cache, words=words)


async def _on_worker(svc: Service, fn: Callable[[], T]) -> T:
    """Run ``fn`` on the rules worker thread, holding the index lock."""
    st = _state(svc)

    def locked() -> T:
        with st.lock:
            return fn()

    return await asyncio.get_running_loop().run_in_executor(st.worker, locked)


# --------------------------------------------------------------------------- shipped
def reload_index(svc: Service) -> RulesIndex:
    """Rebuild the shipped index from ``knowledge/`` (on the calling thread); servers'
    indexes are forked from it anew as each server next needs them."""
    idx = _build_shipped(svc)()
    svc.knowledge.rules = idx
    return idx


def rules_index(svc: Service) -> RulesIndex:
    """The shipped index (built on first use when start-up has not built it yet)."""
    idx = svc.knowledge.rules
    if idx is None:
        idx = reload_index(svc)
    return idx


async def warm_index(svc: Service) -> None:
    """Build the shipped index on the worker thread at start-up (no lock: nobody reads
    the new object yet); an index built meanwhile is kept. No server's summaries are
    read here."""
    await _index(svc)


async def _index(svc: Service) -> RulesIndex:
    """The index, built on the worker thread if it is not there yet (a lookup during
    start-up waits for the build in progress instead of starting its own)."""
    idx = svc.knowledge.rules
    if idx is not None:
        return idx
    st = _state(svc)
    if st.warming is None:
        st.warming = asyncio.get_running_loop().run_in_executor(st.worker, _build_shipped(svc))
    try:
        built = await asyncio.shield(st.warming)
    finally:
        if st.warming is not None and st.warming.done():
            st.warming = None
    idx = svc.knowledge.rules
    if idx is None:
        svc.knowledge.rules = idx = built
    return idx


def ready_index(svc: Service, guild_id: int | None = None) -> RulesIndex | None:
    """The index a guild's autocomplete reads now: its own when in memory, else the
    shipped one (None while start-up builds it)."""
    base = svc.knowledge.rules
    if base is None or not guild_id:
        return base
    return _state(svc).guilds.peek(guild_id, base) or base


# --------------------------------------------------------------------------- per guild
async def _rows(svc: Service, guild_id: int) -> list[dict]:
    return list(await svc.store.summaries(guild_id))


async def _guild_stamp(svc: Service, guild_id: int) -> str:
    """The guild's stored summaries' stamp: it changes when any process adds, replaces
    or removes one of them (it starts with their count)."""
    return str(await svc.store.summaries_stamp(guild_id))


def _none_stored(stamp: str) -> bool:
    return stamp.startswith("0:")


async def load_guild(svc: Service, guild_id: int | None, rebuild: bool = False) -> RulesIndex:
    """The index this guild's lookups read: its own (loaded from its file, or built,
    on the worker thread the first time it is needed) or the shipped one when it has
    no summaries, knowing the guild's own games' names (its definitions).
    ``rebuild``: built from its summaries again, its file ignored."""
    idx = await _guild_index(svc, guild_id, rebuild)
    if guild_id:
        names = await own_names(svc, guild_id)
        if names != idx.own_names.get(guild_id, {}):
            # a definition added, changed or removed since (by this process or one
            # sharing the database): what the index made of the names is remade
            async with _state(svc).locks[guild_id]:
                await _on_worker(svc, lambda: idx.set_own_names(guild_id, names))
    return idx


async def _guild_index(svc: Service, guild_id: int | None, rebuild: bool) -> RulesIndex:
    base = await _index(svc)
    if not guild_id:
        return base
    st = _state(svc)
    # one indexed query per lookup: a summary changed by another process sharing the
    # database (a fail-over, a tool) is seen at the next lookup
    stamp = await _guild_stamp(svc, guild_id)
    if _none_stored(stamp):
        if guild_id in st.guilds.entries:
            # its last summaries went since (another process, ``herald rules adopt``):
            # the index it still holds must suggest nothing, and its file goes too
            async with st.locks[guild_id]:
                await _on_worker(svc, lambda: st.guilds.drop(guild_id))
        return base
    e = st.guilds.get(guild_id, base)
    if e is not None and e.stamp == stamp and not rebuild:
        return e.idx
    async with st.locks[guild_id]:
        base = await _index(svc)
        stamp = await _guild_stamp(svc, guild_id)
        e = st.guilds.get(guild_id, base)
        if e is not None and e.stamp == stamp and not rebuild:
            return e.idx
        rows = await _rows(svc, guild_id)
        if not rows:
            await _on_worker(svc, lambda: st.guilds.drop(guild_id))
            return base
        e = await _on_worker(svc, lambda: st.guilds.open(guild_id, base, rows, stamp, rebuild))
    return e.idx


async def _change_guild(
    svc: Service,
    guild_id: int,
    after: Callable[[RulesIndex], T],
    add: tuple[Summary, str, str] | None = None,
    drop: tuple[str, ...] = (),
) -> T:
    """After this process changed the guild's stored summaries (the caller holds the
    guild's lock): its index in memory changed the same way (``add``: the summary, its
    source id and text; ``drop``: source ids), then written; only this guild's index
    changes. When that index would then not hold exactly the stored summaries (none
    in memory, or another process changed them too), it is opened from the stored
    summaries, which already hold the change. Returns ``after`` of the guild's index
    (of the shipped one when the guild has no summaries left)."""
    st = _state(svc)
    base = await _index(svc)
    stamp = await _guild_stamp(svc, guild_id)
    rows = await _rows(svc, guild_id)
    names = await own_names(svc, guild_id)

    def apply() -> T:
        if not rows:
            st.guilds.drop(guild_id)
            base.set_own_names(guild_id, names)
            return after(base)
        e = st.guilds.get(guild_id, base)
        held = dict(e.held) if e is not None else {}
        if add:
            held[add[1]] = digest(add[2])
        for sid in drop:
            held.pop(sid, None)
        if e is None or held != held_by(rows):
            e = st.guilds.open(guild_id, base, rows, stamp)
        else:
            if add:
                e.idx.add(add[0], scope=guild_id, source_id=add[1])
            for sid in drop:
                e.idx.remove(sid, guild_id)
            key = rows_key(base, rows)
            st.guilds.save(guild_id, e.idx, key)
            st.guilds.put(guild_id, GuildIndex(e.idx, base, stamp, key, estimate(rows), held))
        e.idx.set_own_names(guild_id, names)
        rule_hints.forget(e.idx)  # changed in place: the prompts' queries are found again
        return after(e.idx)

    return await _on_worker(svc, apply)


async def load_for_prompts(svc: Service, guild_id: int) -> None:
    """The guild's own index in memory for its game prompts, checked against the stored
    summaries at most every ``RECHECK_SECONDS`` (a lookup checks every time): game
    commands in between make no rules query of their own."""
    st = _state(svc)
    now = time.monotonic()
    last = st.prompted.get(guild_id)
    if last is not None and now - last < RECHECK_SECONDS:
        return
    st.prompted[guild_id] = now
    await load_guild(svc, guild_id)


async def warm_for_guild(svc: Service, guild_id: int | None) -> bool:
    """Build (or load) the shipped index now when the server ``guild_id`` has summaries
    of its own, so that its game prompts quote them from the first one, as a lookup
    would (play-test 18, findings 2 and 3: a console reading a script after a restart
    named the steps until someone ran /rule). For a start-up with nobody typing
    meanwhile (the console reading a script); the bot builds the index as it starts,
    and a command never waits for that build (a prompt meanwhile names the step).
    Whether it was built."""
    if svc.knowledge.rules is not None:
        return True
    if not guild_id or _none_stored(await _guild_stamp(svc, guild_id)):
        return False
    await _index(svc)
    return True


def _load_soon(svc: Service, guild_id: int | None) -> RulesIndex | None:
    """The index autocomplete reads now: the guild's own when it is in memory;
    otherwise the shipped one, and its own starts loading in the background
    (autocomplete is synchronous: it answers from the shipped knowledge meanwhile)."""
    idx = ready_index(svc, guild_id)
    base = svc.knowledge.rules
    if not guild_id or idx is None:
        return idx
    st = _state(svc)
    if idx is not base:
        # its own index: checked against the stored summaries in the background now
        # and then (another process or a tool may have changed them; a lookup checks
        # every time), so the suggestions follow without a query per keystroke
        now = time.monotonic()
        last = st.checked.get(guild_id)
        if last is not None and now - last < RECHECK_SECONDS:
            return idx
        st.checked[guild_id] = now
    task = st.loading.get(guild_id)
    if task is None or task.done():
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return idx
        task = st.loading[guild_id] = loop.create_task(load_guild(svc, guild_id))
        # forgotten once done: a finished task holds its result (an index the budget may
        # have evicted since) or its exception, whose traceback holds the service, which
        # the state (a value of _STATES) then kept alive for good
        task.add_done_callback(
            lambda t: st.loading.pop(guild_id, None) if st.loading.get(guild_id) is t else None
        )
    return idx


# --------------------------------------------------------------------------- helpers
async def _channel_game(svc: Service, ctx: Ctx) -> str | None:
    return (await _moderated(svc, ctx))[0]


async def _moderated(
    svc: Service, ctx: Ctx, *, ended: bool = False
) -> tuple[str | None, str | None]:
    """The game moderated in this channel (``ended``: the last one that ended there,
    however it ended) and its name in the reader's language from its definition (the
    slug when the definition is gone)."""
    try:
        loaded = await (svc.store.load(ctx.channel_id, ended=True) if ended else svc.load(ctx))
    except Exception:
        return None, None
    if loaded is None:
        return None, None
    try:
        definition = await svc.game_definition(loaded)
    except UnknownGame:
        return loaded.slug, None
    return loaded.slug, svc.knowledge.game_name(definition, ctx.locale)


def _named_by_file(
    svc: Service,
    idx: RulesIndex,
    scope: int | None,
    games: Mapping[str, GameDefinition],
    text: str,
) -> str | None:
    """The game a summary whose front matter says no ``game`` names by its ``names``
    (or, without them, its ``title``, else its first heading when that is a title,
    ``# Picche``, each up to a colon or dash): a game of this server, its own or a
    shipped one, when every such name names the same game; else None (the ``game``
    option must say it)."""
    said = _file_names(text)
    found = {find_game(games, v) or svc.knowledge.resolve_game(v, idx, scope) for v in said}
    return found.pop() if len(found) == 1 and None not in found else None


def _file_names(text: str) -> list[str]:
    """What a summary whose front matter says no ``game`` calls its game: its
    ``names``, else the head of its ``title`` or of its first heading when that is a
    title; empty when it says none."""
    fm, body = split_front_matter(text)
    if fm.get("game"):
        return []
    said = list(dict.fromkeys(name_texts(fm.get("names")).values()))
    title = fm.get("title")
    if not said and not isinstance(title, str):
        title = first_heading(body)  # a file as `herald guild export` wrote it before
    if not said and isinstance(title, str):
        said = [re.split(r"\s*[:：—–-]\s", title + " ", maxsplit=1)[0].strip()]
    return [s for s in said if s]


def _unknown_names(text: str, locale: str) -> BadInput:
    """The refusal of a file whose front matter calls its game by names (or a title)
    naming no one game of the server: what names do, and the ``game`` option a new
    game takes (its English name as an id: fist-of-dragonstones)."""
    fm = split_front_matter(text)[0]
    said = _file_names(text) if fm.get("names") or fm.get("title") else []
    if not said:  # (a first heading is only a guess: "# Setup" names no game)
        return BadInput("rules.add.need_game")
    english = name_texts(fm.get("names")).get("en") or said[0]
    ascii_ = unicodedata.normalize("NFKD", english).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_.casefold()).strip("-")[:40].strip("-")
    shown = join_list([t("fmt.quote", locale, a=_clip(n, 60)) for n in said[:3]], locale)
    return BadInput(
        "rules.add.names_unknown", names=shown, slug=slug if _SLUG.match(slug) else "none"
    )


def _resolve_game(svc: Service, idx: RulesIndex, scope: int | None, value: Any) -> str | None:
    """The game an option names (Knowledge.resolve_game); None when none is given."""
    v = str(value or "").strip()
    if not v:
        return None
    slug = svc.knowledge.resolve_game(v, idx, scope)
    if slug is None:
        raise UnknownGame(game=v[:50])
    return slug


@dataclass
class Where:
    """Where a lookup is asked: the channel's game (moderated there, or set with
    /rules channel), the game its last questions were about, and the server's picks."""

    home: str | None = None
    last: str | None = None
    # the moderated game's name from its definition (a server's own game may have
    # no summary, so the index cannot name it)
    home_name: str | None = None
    picks: Picks = field(default_factory=Picks)
    # set by the lookup when nothing at all matched
    nothing: bool = False


def ask(
    idx: RulesIndex,
    q: str,
    *,
    scope: int | None,
    game: str | None = None,
    where: Where | None = None,
    day: int = 0,
    locale: str = "en",
    limit: int = MENU_SIZE,
) -> SearchResult:
    """The search ``/rule`` makes for ``q`` asked in ``scope`` (a server) with the
    ``game`` option (None: not given) from a channel described by ``where``, on
    ``day`` (picks age by days), read in ``locale``. The benchmarks ask through it
    too, so their figures are what users get."""
    where = where or Where()
    home = None if game else where.home
    res: SearchResult | None = None
    named = idx.named_game(q, scope=scope) if home else None
    if home and home in idx.games(scope) and named in (None, home):
        # in a channel with a game, a question that names no other game is about it
        res = idx.search(q, scope=scope, game=home, only_game=home, limit=limit)
    if res is None or res.weak:
        res = idx.search(
            q,
            scope=scope,
            game=home,
            only_game=game,
            prefer=None if game or home else where.last,
            limit=limit,
        )
    if home and res and res[0].section.game != home and not named:
        res.confident = False  # the channel's game had nothing: another game's answer, ask
    if res.missing_game:
        return res
    best = where.picks.best(q, day=day)
    if best is not None:
        sid, weight = best
        why = t("rules.picked_here", locale)
        res = idx.first(res, sid, scope=scope, why=why, sure=weight >= SURE_WEIGHT)
    return res


def _search(idx: RulesIndex, ctx: Ctx, q: str, game: str | None, where: Where) -> SearchResult:
    return ask(
        idx, q, scope=ctx.guild_id, game=game, where=where, day=day_of(ctx), locale=ctx.locale
    )


def _lookup(
    svc: Service, idx: RulesIndex, ctx: Ctx, opts: dict, where: Where
) -> tuple[Response, str | None]:
    """The whole lookup, on the worker thread (the index cannot change meanwhile), and
    the game the question turned out to be about (for the channel to remember)."""
    loc, scope = ctx.locale, ctx.guild_id
    st = _state(svc)
    sid = str(opts.get("section") or "").strip()
    if sid:
        sec = idx.section(sid, scope=scope)
        if sec is None:
            raise BadInput("rules.section_gone")
        try:
            page = int(opts.get("page") or 0)
        except (TypeError, ValueError):
            page = 0
        key = str(opts.get("k") or "")
        asked_in = str(opts.get("g") or "") or None
        msgs = section_messages(
            svc,
            idx,
            sec,
            loc,
            why=str(opts.get("why") or ""),
            page=page,
            scope=scope,
            again=key if key and st.asked.get(scope, key) else "",
            asked_game=asked_in,
        )
        return Response(messages=msgs), None
    again = str(opts.get("again") or "")
    if again:
        q = st.asked.get(scope, again)
        if q is None:
            raise BadInput("rules.menu_gone")
        # asked again in the game its ``game:`` option named, kept by the button (a
        # button from before it was kept, or a game gone since: every game, as before)
        kept_game = str(opts.get("g") or "")
        game = kept_game if kept_game and idx.game_slots(kept_game, scope) else None
    else:
        game = _resolve_game(svc, idx, scope, opts.get("game"))
        q = "" if opts.get("query") is None else str(opts.get("query"))
    res = _search(idx, ctx, q, game, where)
    key = st.asked.put(scope, q)
    about = None if game or where.home else res.game
    if again:
        # "not this one?": the menu again without that section (play-test 22,
        # finding 3: a menu offering back only the section just rejected)
        wrong = str(opts.get("not") or "")
        kept = [m for m in res if m.section.id != wrong]
        if res and not [m for m in kept if m.section.id not in res.meaning_only]:
            # nothing else the question's words found: what only the dense tier's model
            # brought in, near in meaning, was offered already and is no match
            return Response(messages=[_nothing_else(idx, scope, res, q, where, loc)]), None
        res.matches = kept
        res.confident = False
    if not res:
        none = t("rules.none", loc, query=_clip(plain(q), 100))
        where.nothing = True
        return Response(messages=[Message(content=none, ephemeral=True)]), None
    if res.confident:
        m = res[0]
        msgs = section_messages(
            svc,
            idx,
            m.section,
            loc,
            why=m.why,
            alternates=m.alternates,
            scope=scope,
            again=key,
            asked_game=game,
        )
        return Response(messages=msgs), about
    named = where.home_name if res.missing_game == where.home else None
    # nothing of the channel's game, even in part: said before other games' sections
    elsewhere = where.home if res.elsewhere and not game else None
    # the game the question is about: the one it names, else the channel's
    about_game = res.game or (None if game else where.home)
    others = None
    if not elsewhere and about_game and _only_other_games(res, about_game):
        # the game the question is about (the channel's, or the one it names) answers
        # in part at most, and the question's words (or a name of theirs) took the
        # search to other games: their sections are offered as theirs, never as if
        # they were that game's (play-test 20, finding 10: "hand limit" in a Genoa
        # channel met one Europa Universalis section under "One section may answer
        # this", no word of Genoa)
        others = game_label(idx, scope, about_game, loc)
    reply = menu(
        idx, scope, res, q, key, loc, ctx, missing_name=named, other_than=others, asked_game=game
    )
    if elsewhere:
        # its sections nearest in meaning first, when the dense tier found some
        near = any(m.section.id in res.meaning_only for m in res[:MENU_SIZE])
        reply.content = t(
            "rules.menu.elsewhere_meaning" if near else "rules.menu.elsewhere",
            loc,
            game=game_label(idx, scope, elsewhere, loc),
            query=_clip(plain(q), 100),
            count=min(len(res), MENU_SIZE),
        )
    return Response(messages=[reply]), about


def _nothing_else(
    idx: RulesIndex, scope: int | None, res: SearchResult, q: str, where: Where, loc: str
) -> Message:
    """The answer to "not this one?" pressed under the only section the question
    found: nothing else in its game matches, said plainly, and in a channel with a game
    how to look in another game's summary (the channel's game answers every question
    naming none)."""
    game = where.home or res.game or res[0].section.game
    # the channel's game by the name it has there (its definition's, or the one its
    # removed summary gave it), which the index may not know
    label = (where.home == game and where.home_name) or game_label(idx, scope, game, loc)
    lines = [t("rules.not_this.nothing_else", loc, game=label, query=_clip(plain(q), 100))]
    if where.home:
        home = where.home_name or game_label(idx, scope, where.home, loc)
        lines.append(t("rules.not_this.other_game", loc, game=home))
    return Message(content="\n".join(lines), ephemeral=True)


def _only_other_games(res: SearchResult, about: str) -> bool:
    """Whether a search about the game ``about`` (the channel's, or the one the
    question names), a game a summary here covers (else it is the question's missing
    game), offers only other games' sections."""
    return bool(res) and not res.missing_game and all(m.section.game != about for m in res)


async def _where(svc: Service, ctx: Ctx) -> Where:
    """The channel's game: the one moderated there, else the one set with /rules
    channel, else the last game that ended there until another starts (its players'
    questions after the end, final scoring and ties, are still about it; the questions
    asked while it was played were not remembered as the channel's last ones)."""
    moderated, name = await _moderated(svc, ctx)
    home = moderated or await memory.channel_game(svc, ctx)
    if home is None:
        home, name = await _moderated(svc, ctx, ended=True)
    elif not moderated:
        # a game whose last summary was removed is named as its summary named it
        # (play-test 22, finding 6: "covers broom-service")
        gone = await memory.gone_names(svc, ctx.guild_id, home)
        name = _named(gone, ctx.locale)
    last = None if home else await memory.last_game(svc, ctx)
    picks = await memory.load_picks(svc, ctx.guild_id)
    return Where(home=home, last=last, home_name=name, picks=picks)


@command("rule", main="query")
async def rule(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """``/rule query:<text> [game:<slug or name>]``; buttons and the menu re-run it with
    ``section`` (a section id) and ``page``; a pick from the menu carries the question's
    short key (``k``: learned), "not this one?" re-asks it (``again``, ``not``; ``g``: the
    ``game:`` it was asked with). In a
    channel with a game (moderated there, or set with /rules channel, else the last one
    that ended there until another starts) that game's
    sections answer unless the question names another game; otherwise the game the
    channel's last questions were about comes first unless the question's own words
    point elsewhere."""
    idx = await load_guild(svc, ctx.guild_id)
    where = await _where(svc, ctx)
    st = _state(svc)
    picked = str(opts.get("section") or "") and str(opts.get("k") or "")
    if picked and opts.get("page") is None:
        asked = st.asked.get(ctx.guild_id, picked)
        sid = str(opts["section"])
        sec = await _on_worker(svc, lambda: idx.section(sid, scope=ctx.guild_id))
        if asked and sec is not None:
            await memory.learn(svc, ctx, asked, sec.id, 1.0)
            if not where.home:
                await memory.remember_game(svc, ctx, sec.game, where.last)
    if opts.get("again") and opts.get("not"):
        asked = st.asked.get(ctx.guild_id, str(opts["again"]))
        if asked:
            await memory.learn(svc, ctx, asked, str(opts["not"]), -1.0)
            where.picks = await memory.load_picks(svc, ctx.guild_id)
    uncovered = await _game_without_summary(svc, idx, ctx, opts)
    if uncovered is not None:
        return uncovered
    if not (opts.get("game") or opts.get("g") or opts.get("section")):
        # a game whose last summary was removed, named in a channel not its own (of no
        # game, or of another: play-test 24, finding 8): the same note as in its
        # channel (play-test 23, finding 8); "not this one?" asks again the question
        # its button's key holds, and keeps the note (review23b)
        again = str(opts.get("again") or "")
        asked = st.asked.get(ctx.guild_id, again) if again else opts.get("query")
        slug, gone = await memory.gone_named(svc, ctx.guild_id, str(asked or ""))
        if slug and not await _on_worker(svc, lambda: bool(idx.game_slots(slug, ctx.guild_id))):
            where.home, where.home_name = slug, _named(gone, ctx.locale)
    resp, about = await _on_worker(svc, lambda: _lookup(svc, idx, ctx, opts, where))
    if where.nothing:  # because no summary covers the game asked of? (finding 15)
        bare = await _bare_game(svc, idx, ctx, opts, where)
        if bare is not None:
            said = t("rules.game_without_summary", ctx.locale, game=bare[1], slug=bare[0])
            resp.messages[0].content += "\n" + said
    if about:
        await memory.remember_game(svc, ctx, about, where.last)
    return resp


async def _bare_game(
    svc: Service, idx: RulesIndex, ctx: Ctx, opts: dict, where: Where
) -> tuple[str, str] | None:
    """The game this question is about that no summary here covers: the channel's
    game, else one named before a colon ("tichu: dragon"), when a definition of this
    server's knows it; None otherwise. An organiser testing a new definition (a
    knowledge folder of games alone) met "nothing matches" with no word of /rules add
    (play-test 17, finding 15)."""
    q = str(opts.get("query") or "")
    said = [where.home] if where.home else []
    if not said and ":" in q:
        said = [q.split(":", 1)[0].strip()]
    if not said:
        return None
    defs = await svc.definitions(ctx.guild_id)
    slug = said[0] if said[0] in defs else find_game(defs, said[0])
    if slug is None:
        return None
    known = slug
    if await _on_worker(svc, lambda: bool(idx.game_slots(known, ctx.guild_id))):
        return None
    return slug, svc.knowledge.game_name(defs[slug], ctx.locale)


async def _game_without_summary(
    svc: Service, idx: RulesIndex, ctx: Ctx, opts: dict
) -> Response | None:
    """``game:`` names a game this server plays (its own definition) that no summary
    covers: say so and how to add one, rather than "unknown game" or another game's
    sections for a question the player restricted to this one."""
    raw = str(opts.get("game") or "").strip()
    if not raw or opts.get("again") or opts.get("section"):
        return None

    # the index is read under its lock, as every lookup reads it (a /rules add may be
    # changing it on the worker meanwhile)
    def covered() -> bool:
        # the index knows the server's own games by name: one of them without sections
        # is said so here; any other game the index knows goes to the lookup
        known = svc.knowledge.resolve_game(raw, idx, ctx.guild_id)
        own = idx.own_names.get(ctx.guild_id or 0, {})
        return known is not None and (known not in own or bool(idx.game_slots(known, ctx.guild_id)))

    if await _on_worker(svc, covered):
        return None
    defs = await svc.definitions(ctx.guild_id)
    slug = find_game(defs, raw)
    if slug is None:
        return None  # unknown: the lookup says so
    name = svc.knowledge.game_name(defs[slug], ctx.locale)
    text = t("rules.game_without_summary", ctx.locale, game=name, slug=slug)
    return Response(messages=[Message(content=text, ephemeral=True)])


# --------------------------------------------------------------------------- managing
async def _may_manage(svc: Service, ctx: Ctx) -> bool:
    """Manage Server, or the role this server named with /rules role."""
    if ctx.manage_guild:
        return True
    role = await svc.store.setting("guild", ctx.guild_id, ROLE_SETTING)
    return bool(role) and int(role) in set(ctx.roles)


async def _require_manager(svc: Service, ctx: Ctx) -> int:
    if not ctx.guild_id:
        raise BadInput("rules.add.guild_only")
    if not await _may_manage(svc, ctx):
        raise PermissionDenied("rules.add.denied")
    return int(ctx.guild_id)


def _kib(n: int) -> str:
    return f"{n / 1024:.0f}" if n >= 1024 else f"{n / 1024:.1f}"


@command("rules", "add")
async def rules_add(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Add a summary (.md or .txt, UTF-8, optional ``+++`` front matter; without it the
    ``game`` option names the game) for this server only, within its quota; it replaces
    only this server's file of the same name. Parsing and indexing run on the worker
    thread; other commands are answered meanwhile."""
    gid = await _require_manager(svc, ctx)
    if not ctx.attachments:
        raise BadInput("rules.add.no_file")
    name, data = ctx.attachments[0]
    name = file_name(Path(str(name)).name)
    if not name.lower().endswith((".md", ".txt")):
        raise BadInput("rules.add.bad_type", name=_clip(name, 80))
    if len(data) > MAX_UPLOAD:
        raise BadInput("rules.add.too_big", max=MAX_UPLOAD // 1024)
    try:
        text = data.decode("utf-8-sig") if isinstance(data, (bytes, bytearray)) else str(data)
    except UnicodeDecodeError:
        raise BadInput("rules.add.not_utf8") from None
    if "\x00" in text:
        raise BadInput("rules.add.not_utf8")
    body = split_front_matter(text)[1]
    if looks_like_html(body):  # a saved web page: its tags would be shown as text
        raise BadInput("rules.add.html", name=_clip(name, 80))
    idx = await load_guild(svc, gid)  # the game option is read among this server's games
    raw_game = str(opts.get("game") or "").strip().lower() or None
    if raw_game and not _SLUG.match(raw_game):
        raw_game = await _on_worker(svc, lambda: _resolve_game(svc, idx, gid, raw_game))
    if raw_game is None:  # a file naming no game: the server's game its names name
        games = await svc.definitions(gid)
        raw_game = await _on_worker(svc, lambda: _named_by_file(svc, idx, gid, games, text))
        if raw_game is None and not split_front_matter(text)[0].get("game"):
            raise _unknown_names(text, ctx.locale)
    opt_game = raw_game

    def parse() -> Summary:  # pure: no lock needed, but off the event loop
        return parse_summary(name, text, game=opt_game)

    summary = await asyncio.get_running_loop().run_in_executor(None, parse)
    if not _SLUG.match(summary.game):
        raise BadInput("rules.add.bad_game", game=_clip(summary.game, 40))
    if not any(s.text.strip() for s in summary.sections):
        raise BadInput("rules.add.empty")
    sid = source_id(summary.game, name)
    async with _state(svc).locks[gid]:
        before = [
            r["text"]
            for r in await svc.store.summaries(gid)
            if r["name"] == name and r["game"] == summary.game
        ]
        try:
            usage = await svc.store.add_summary(
                name,
                summary.game,
                text,
                ctx.user_id,
                svc.now_iso(ctx),
                gid,
                max_count=GUILD_MAX_SUMMARIES,
                max_bytes=GUILD_MAX_BYTES,
            )
        except QuotaExceeded as e:
            if e.limit == "count":
                raise BadInput("rules.add.quota_count", max=GUILD_MAX_SUMMARIES) from None
            raise BadInput(
                "rules.add.quota_bytes",
                max=GUILD_MAX_BYTES // 1024,
                used=_kib(e.used),
                size=_kib(len(text.encode("utf-8"))),
            ) from None

        count, label = await _change_guild(
            svc,
            gid,
            lambda idx: (len(summary.sections), game_label(idx, gid, summary.game, ctx.locale)),
            add=(summary, sid, text),
        )
    key = "rules.add.replaced" if usage["replaced"] else "rules.add.done"
    text_out = t(key, ctx.locale, name=name, sections=count, game=label)
    for line in _add_warnings(summary, body, ctx.locale):
        text_out += "\n" + line
    if before:  # a new version: the headings the game's prompts quote, still there?
        definition = (await svc.definitions(gid)).get(summary.game)
        for line in _dropped_sections(definition, before[0], summary, name, ctx.locale):
            text_out += "\n" + line
    text_out += "\n" + _quota_line(ctx.locale, usage["count"], usage["bytes"])
    return Response(messages=[Message(content=text_out)])


def _add_warnings(summary: Summary, body: str, locale: str) -> list[str]:
    """What the manager can do to make an added summary answer better: headings in a
    file with none, in a section too long to read a page at a time."""
    if not has_headings(body):
        return [t("rules.add.no_headings", locale)]
    long = [s for s in summary.sections if len(s.pages) > LONG_SECTION_PAGES]
    return [
        t("rules.add.long_section", locale, title=_clip(s.title, 80), pages=len(s.pages))
        for s in long[:3]
    ]


def _headings(summary: Summary) -> set[str]:
    return {N.fold(h) for s in summary.sections for h in (s.title, s.core_title)}


def _dropped_sections(
    definition: GameDefinition | None, old_text: str, new: Summary, name: str, locale: str
) -> list[str]:
    """A line for each step (or phase) of the game whose ``section`` was a heading of
    the summary's old version and is none of the new one: its prompts no longer quote it."""
    phases = getattr(definition, "phases", ())
    if not phases:
        return []
    try:
        old = parse_summary(name, old_text, game=new.game)
    except BadInput:
        return []
    had, has = _headings(old), _headings(new)
    out: list[str] = []
    seen: set[str] = set()
    for ph in phases:
        for st in ph.steps:
            section = st.section or ph.section
            key = N.fold(section) if section else ""
            if not key or key in seen or key not in had or key in has:
                continue
            seen.add(key)
            step = (  # where the heading is named: the step, else its phase
                render_name("step", st.id, locale, definition, ph.id)
                if st.section and st.section != ph.section
                else render_name("phase", ph.id, locale, definition)
            )
            out.append(t("rules.add.section_gone", locale, step=step, section=section))
    return out[:5]


def _quota_line(locale: str, count: int, used: int) -> str:
    return t(
        "rules.quota",
        locale,
        count=count,
        max_count=GUILD_MAX_SUMMARIES,
        used=_kib(used),
        max_kb=GUILD_MAX_BYTES // 1024,
    )


@command("rules", "remove")
async def rules_remove(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Remove one of this server's summaries by file name (``game`` narrows when two
    games have a file of the same name; the autocomplete gives ``game/name``)."""
    gid = await _require_manager(svc, ctx)
    raw = str(opts.get("file") or "").strip()
    game = str(opts.get("game") or "").strip().lower() or None
    if "/" in raw:
        game, _, raw = raw.partition("/")
    name = Path(raw).name
    if not name:
        raise BadInput("rules.remove.no_name")
    idx = await load_guild(svc, gid)
    async with _state(svc).locks[gid]:
        # one file: when games share the name, the game must be said
        games = [
            r["game"]
            for r in await svc.store.summary_list(gid)
            if r["name"] == name and game in (None, r["game"])
        ]
        if not games:
            raise BadInput("rules.remove.unknown", name=_clip(name, 80))
        if len(games) > 1:
            raise BadInput(
                "rules.remove.ambiguous",
                name=_clip(name, 80),
                files=join_list([f"`{g}/{name}`" for g in games], ctx.locale),
            )
        slug = games[0]
        names = await _on_worker(svc, lambda: _display_names(idx, gid, slug))
        label = _named(names, ctx.locale) or slug
        removed = await svc.store.remove_summary(gid, name, slug)
        # what players picked from menus among the removed sections is forgotten
        picks = await memory.load_picks(svc, gid)
        alive, left = await _change_guild(
            svc,
            gid,
            lambda idx: (
                {p.section for p in picks.entries if idx.section(p.section, scope=gid)},
                bool(idx.game_slots(slug, gid)),
            ),
            drop=tuple(source_id(r["game"], r["name"]) for r in removed),
        )
        await memory.forget_gone(svc, gid, alive.__contains__)
        if not left:
            # the names it had, for the channels that still answer from it
            await memory.keep_gone_names(svc, gid, slug, names)
    rows = await svc.store.summary_list(gid)
    count, used = len(rows), sum(r["bytes"] or 0 for r in rows)
    text = t("rules.remove.done", ctx.locale, name=name, game=label)
    channels = [] if left else await memory.channels_of_game(svc, gid, slug)
    if channels:
        # play-test 22, finding 6: nothing told the manager that a channel still
        # answered from a game no summary here covers any more
        text += "\n" + t(
            "rules.remove.channels_left",
            ctx.locale,
            game=label,
            channels=join_list([f"<#{c}>" for c in channels], ctx.locale),
            count=len(channels),
        )
    text += "\n" + _quota_line(ctx.locale, count, used)
    return Response(messages=[Message(content=text, ephemeral=True)])


def _named(names: dict[str, str], locale: str) -> str | None:
    """A game's name for a reader of ``locale`` among ``names`` by language (else the
    English one, else any); None when there is none."""
    return in_language(names, locale)


def _display_names(idx: RulesIndex, scope: int, slug: str) -> dict[str, str]:
    """A game's names by language: a definition's or its summaries' ``names``, else
    the name its summaries give it (:meth:`display_name`: their title or first
    heading, else its slug made readable). Kept when its last summary goes, for a
    channel that still answers from it."""
    names = {k: str(v) for k, v in idx.names_of(slug, scope).items() if v}
    return names or {loc: idx.display_name(slug, loc, scope) for loc in LOCALES}


@command("rules", "list")
async def rules_list(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """This server's summaries (anyone may look), with the quota and who may manage."""
    loc = ctx.locale
    if not ctx.guild_id:
        raise BadInput("rules.add.guild_only")
    gid = int(ctx.guild_id)
    idx = await load_guild(svc, gid)
    rows = await svc.store.summary_list(gid)
    count, used = len(rows), sum(r["bytes"] or 0 for r in rows)
    labels = await _on_worker(
        svc, lambda: {r["game"]: game_label(idx, gid, r["game"], loc) for r in rows}
    )
    lines = [
        t(
            "rules.list.line",
            loc,
            name=r["name"],
            game=labels[r["game"]],
            size=_kib(int(r["bytes"] or 0)),
            who=f"<@{r['added_by']}>" if r.get("added_by") else "?",
            date=date_text(str(r.get("added_at") or "")[:10], loc),
        )
        for r in rows
    ]
    head = t("rules.list.title", loc) if rows else t("rules.list.empty", loc)
    role = await svc.store.setting("guild", gid, ROLE_SETTING)
    who = (
        t("rules.list.managers_role", loc, role=f"<@&{role}>")
        if role
        else t("rules.list.managers", loc)
    )
    text = "\n".join([head, *lines, _quota_line(loc, count, used), who])
    return Response(messages=[Message(content=_clip(text, 2000), ephemeral=True)])


@command("rules", "role")
async def rules_role(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Name the role that may add and remove summaries (Manage Server only); no role
    clears it."""
    return await set_role(
        svc, ctx, opts.get("role"), ROLE_SETTING, "rules.role", "rules.add.guild_only"
    )


@command("rules", "channel", main="game")
async def rules_channel(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Set the game this channel's lookups answer from (Manage Server or the rules
    role); without ``game``, clear it. A game moderated in the channel counts the same
    without it."""
    gid = await _require_manager(svc, ctx)
    raw = str(opts.get("game") or "").strip()
    if not raw:
        await memory.set_channel_game(svc, ctx, None)
        text = t("rules.channel.cleared", ctx.locale)
        return Response(messages=[Message(content=text, ephemeral=True)])
    idx = await load_guild(svc, gid)
    slug, label = await _on_worker(
        svc,
        lambda: (
            (g := _resolve_game(svc, idx, gid, raw) or raw),
            game_label(idx, gid, g, ctx.locale),
        ),
    )
    await memory.set_channel_game(svc, ctx, slug)
    text = t("rules.channel.set", ctx.locale, game=label)
    return Response(messages=[Message(content=text, ephemeral=True)])


@command("rules", "reload")
async def rules_reload(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Rebuild this server's index from its stored summaries (worker thread); other
    servers' indexes are untouched. The shipped knowledge is read again only when its
    files changed (then every server's index is forked anew at its next use)."""
    gid = await _require_manager(svc, ctx)
    st = _state(svc)
    loop = asyncio.get_running_loop()
    base = await _index(svc)
    key = await loop.run_in_executor(
        None, lambda: rules_knowledge_key(_root(svc), svc.knowledge.words)
    )
    if key != base.content_key:
        svc.knowledge.rules = await loop.run_in_executor(st.worker, _build_shipped(svc))
    idx = await load_guild(svc, gid, rebuild=True)

    def counts() -> tuple[int, int, int, int]:
        visible = sum(1 for s in idx.sections if s.scope in (None, gid))
        return visible, len(idx.terms), len(idx.games(gid)), len(idx.errors)

    sections, terms, games, errors = await _on_worker(svc, counts)
    text = t("rules.reload.done", ctx.locale, sections=sections, terms=terms, games=games)
    if errors:
        text += "\n" + t("rules.reload.problems", ctx.locale, count=errors)
    return Response(messages=[Message(content=text, ephemeral=True)])


# --------------------------------------------------------------------------- autocomplete
def _try_locked(svc: Service, fn: Callable[[], list[Choice]]) -> list[Choice]:
    """Run ``fn`` on the event loop's thread if the index is free within
    ``AUTOCOMPLETE_WAIT``; otherwise no choices (an add is in progress)."""
    st = _state(svc)
    if not st.lock.acquire(timeout=AUTOCOMPLETE_WAIT):
        return []
    try:
        return fn()
    finally:
        st.lock.release()


@autocomplete("rule", None, "query")
async def rule_query_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    prefer = await _channel_game(svc, ctx)
    idx, scope = _load_soon(svc, ctx.guild_id), ctx.guild_id
    if idx is None:
        return []  # still building at start-up
    return _try_locked(
        svc,
        lambda: [Choice(n, v) for n, v in idx.autocomplete(current, scope=scope, game=prefer)],
    )


def _game_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    idx, scope = _load_soon(svc, ctx.guild_id), ctx.guild_id
    if idx is None:
        return []
    cur = (current or "").strip().casefold()

    def choices() -> list[Choice]:
        out = []
        for slug in idx.games(scope):
            label = game_label(idx, scope, slug, ctx.locale)
            names = [slug, label, *map(str, idx.names_of(slug, scope).values())]
            if not cur or any(cur in n.casefold() for n in names):
                out.append(Choice(_clip(label, 100), slug))
        return out[:25]

    return _try_locked(svc, choices)


autocomplete("rule", None, "game")(_game_choices)
autocomplete("rules", "add", "game")(_game_choices)
autocomplete("rules", "channel", "game")(_game_choices)


@autocomplete("rules", "remove", "file")
async def _file_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    if not ctx.guild_id:
        return []
    cur = (current or "").strip().casefold()
    out = []
    for r in await svc.store.summary_list(ctx.guild_id):
        label = f"{r['name']} ({r['game']})"
        if not cur or cur in label.casefold():
            out.append(Choice(_clip(label, 100), _clip(source_id(r["game"], r["name"]), 100)))
    return out[:25]
