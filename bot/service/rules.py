"""/rule, /rules add|list|remove|role|reload and their autocomplete.

Knowledge has two scopes in one engine index (``svc.knowledge.rules``, a
:class:`~bot.engine.rules.index.RulesIndex`):

- *shipped* (scope ``None``): ``knowledge/summaries`` and the glossaries, seen by every
  server; built at start-up in a worker thread;
- *per server* (scope = guild id): what ``/rules add`` stored for that guild, seen only
  there. A guild's summaries are read from the store and added to the index the first
  time that guild looks something up (start-up reads none of them), and
  ``/rules add|remove`` update the index in place.

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

    idx = rules_index(svc)                                  # shipped + loaded guilds
    sec = idx.section_for("pendragon", "シールド・ウォール")   # a shipped Section | None
"""

from __future__ import annotations

import asyncio
import logging
import re
import threading
import weakref
from collections import defaultdict
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from bot.engine.errors import BadInput, PermissionDenied, UnknownGame
from bot.engine.rules.index import Match, RulesIndex, SearchResult
from bot.engine.rules.model import clip as _clip
from bot.engine.rules.summaries import Section, Summary, parse_summary
from bot.i18n import date_text, join_list, t
from bot.knowledge_files import build_rules_index
from bot.service.model import (
    Choice,
    Ctx,
    Embed,
    EmbedField,
    Message,
    Response,
    Select,
    SelectOption,
)
from bot.service.registry import autocomplete, command
from bot.service.rules_diff import RuleDifference, rule_differences
from bot.service.text import file_name, plain
from bot.store import QuotaExceeded

if TYPE_CHECKING:
    from bot.service.core import Service

log = logging.getLogger(__name__)

MAX_UPLOAD = 256 * 1024  # one file
GUILD_MAX_SUMMARIES = 20  # files per server
GUILD_MAX_BYTES = 2 * 1024 * 1024  # UTF-8 bytes per server
ROLE_SETTING = "rules.role"
MENU_SIZE = 10
AUTOCOMPLETE_WAIT = 0.2  # seconds autocomplete waits for an add in progress
_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
_UNKNOWN_AUTHORS = {"", "unknown", "anonymous", "n/a", "?", "不明", "sconosciuto"}
T = TypeVar("T")

__all__ = [
    "build_rules_index",
    "rules_index",
    "reload_index",
    "warm_index",
    "load_guild",
    "add_guild_rows",
    "source_id",
    "source_text",
    "game_label",
]


# --------------------------------------------------------------------------- state
@dataclass
class _State:
    """Per Service: the worker thread every index operation runs on, the lock that
    keeps readers off an index being changed, and which guilds are loaded into which
    index (a reload starts a new index with none)."""

    worker: ThreadPoolExecutor = field(
        default_factory=lambda: ThreadPoolExecutor(max_workers=1, thread_name_prefix="rules")
    )
    lock: threading.RLock = field(default_factory=threading.RLock)
    loaded_in: RulesIndex | None = None
    loaded: set[int] = field(default_factory=set)
    locks: defaultdict[int, asyncio.Lock] = field(default_factory=lambda: defaultdict(asyncio.Lock))
    loading: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    warming: asyncio.Future[RulesIndex] | None = None
    stamps: dict[int, str | None] = field(default_factory=dict)  # guild -> stamp loaded
    sources: dict[int, list[str]] = field(default_factory=dict)  # guild -> source ids


_STATES: weakref.WeakKeyDictionary[Service, _State] = weakref.WeakKeyDictionary()


def _state(svc: Service) -> _State:
    st = _STATES.get(svc)
    if st is None:
        st = _STATES[svc] = _State()
        weakref.finalize(svc, st.worker.shutdown, wait=False)
    return st


def _root(svc: Service) -> Path:
    return Path(svc.knowledge.root)


def _cache_dir(svc: Service) -> Path | None:
    """Where the built shipped index is persisted: beside the database (start-up then
    loads it instead of building; it is keyed by a hash of the knowledge)."""
    path = str(svc.store.path or "")
    if not path or path == ":memory:" or "://" in path:
        return None  # no file beside which to keep it (PostgreSQL: built at start-up)
    return Path(path).parent / "rules-cache"


def _build_shipped(svc: Service) -> Callable[[], RulesIndex]:
    root, cache = _root(svc), _cache_dir(svc)
    return lambda: build_rules_index(root, None, True, cache_dir=cache)


async def _on_worker(svc: Service, fn: Callable[[], T]) -> T:
    """Run ``fn`` on the rules worker thread, holding the index lock."""
    st = _state(svc)

    def locked() -> T:
        with st.lock:
            return fn()

    return await asyncio.get_running_loop().run_in_executor(st.worker, locked)


def _loaded(svc: Service, idx: RulesIndex) -> set[int]:
    st = _state(svc)
    if st.loaded_in is not idx:
        st.loaded_in, st.loaded = idx, set()
    return st.loaded


# --------------------------------------------------------------------------- shipped
def reload_index(svc: Service) -> RulesIndex:
    """Rebuild the shipped index from ``knowledge/`` (on the calling thread); servers'
    summaries are added again when each server next needs them."""
    idx = _build_shipped(svc)()
    svc.knowledge.rules = idx
    return idx


def rules_index(svc: Service) -> RulesIndex:
    """The index (built on first use when start-up has not built it yet)."""
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


def _ready(svc: Service) -> RulesIndex | None:
    return svc.knowledge.rules


# --------------------------------------------------------------------------- per guild
def source_id(game: str, name: str) -> str:
    """A stored summary's id in its guild's scope (what the index adds and removes)."""
    return f"{game}/{Path(name).name}"


def add_guild_rows(idx: RulesIndex, guild_id: int, rows: list[dict]) -> list[str]:
    """Add a guild's stored summaries to ``idx`` (pure; the caller holds the lock).
    Returns the problems (a summary that no longer parses is skipped, not fatal)."""
    problems = []
    for r in rows:
        try:
            idx.add(
                str(r["text"]),
                scope=guild_id,
                source_id=source_id(r["game"], r["name"]),
                name=Path(str(r["name"])).name,
                game=str(r["game"]),
            )
        except BadInput as e:
            problems.append(f"{r['name']}: {e}")
    return problems


async def _rows(svc: Service, guild_id: int) -> list[dict]:
    return list(await svc.store.summaries(guild_id))


async def _guild_stamp(svc: Service, guild_id: int) -> str | None:
    """The guild's stored summaries' stamp: it changes when any process adds, replaces
    or removes one of them."""
    return str(await svc.store.summaries_stamp(guild_id))


async def load_guild(svc: Service, guild_id: int | None) -> RulesIndex:
    """The index with this guild's summaries in it (added on the worker thread the
    first time the guild needs them)."""
    idx = await _index(svc)
    if not guild_id:
        return idx
    st = _state(svc)
    # one indexed query per lookup: a summary changed by another process sharing the
    # database (a fail-over, a tool) is seen at the next lookup
    stamp = await _guild_stamp(svc, guild_id)
    if guild_id in _loaded(svc, idx) and st.stamps.get(guild_id) == stamp:
        return idx
    async with st.locks[guild_id]:
        idx = await _index(svc)
        if guild_id in _loaded(svc, idx) and st.stamps.get(guild_id) == stamp:
            return idx
        rows = await _rows(svc, guild_id)
        old = st.sources.get(guild_id, []) if guild_id in _loaded(svc, idx) else []

        def load() -> list[str]:
            for sid in old:
                idx.remove(sid, scope=guild_id)
            return add_guild_rows(idx, guild_id, rows)

        for p in await _on_worker(svc, load):
            log.error("rules of guild %s: %s", guild_id, p)
        if _ready(svc) is idx:  # a /rules reload meanwhile: the new index loads anew
            _loaded(svc, idx).add(guild_id)
            st.stamps[guild_id] = stamp
            st.sources[guild_id] = [source_id(r["game"], r["name"]) for r in rows]
    return idx


async def _note_own_change(
    svc: Service, guild_id: int, idx: RulesIndex, add: str | None = None, drop: str | None = None
) -> None:
    """This process changed the guild's summaries and its index together: the stamp
    it loaded moves on with them (no reload at the next lookup)."""
    st = _state(svc)
    if guild_id not in _loaded(svc, idx):
        return
    sources = st.sources.setdefault(guild_id, [])
    if add and add not in sources:
        sources.append(add)
    if drop and drop in sources:
        sources.remove(drop)
    st.stamps[guild_id] = await _guild_stamp(svc, guild_id)


def _load_soon(svc: Service, guild_id: int | None) -> bool:
    """True when the guild is loaded; otherwise starts loading it in the background
    (autocomplete is synchronous: it answers from the shipped knowledge meanwhile)."""
    idx = _ready(svc)
    if not guild_id:
        return idx is not None
    if idx is not None and guild_id in _loaded(svc, idx):
        return True
    st = _state(svc)
    task = st.loading.get(guild_id)
    if task is None or task.done():
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False

        async def go() -> None:
            await load_guild(svc, guild_id)

        st.loading[guild_id] = loop.create_task(go())
    return False


# --------------------------------------------------------------------------- helpers
async def _channel_game(svc: Service, ctx: Ctx) -> str | None:
    try:
        loaded = await svc.load(ctx)
    except Exception:
        return None
    return loaded.slug if loaded else None


def game_label(idx: RulesIndex, scope: int | None, slug: str, locale: str) -> str:
    """A game's name in ``locale`` from the shipped definitions, else from a summary
    visible in ``scope`` (never from another server's summary)."""
    names = idx.game_names.get(slug) or {}
    if not names:
        for summ in idx.summaries:
            if summ.game == slug and summ.game_names and summ.scope in (None, scope):
                names = summ.game_names
                break
    return str(names.get(locale) or names.get("en") or slug)


def _named_game(idx: RulesIndex, scope: int | None, query: str) -> str | None:
    """The game a query names ("pendragon raid", "ランカスターの勝利"), if any."""
    from bot.engine.rules import normalize as N

    folded = N.fold(query).replace("'", "")
    words = N.words(folded)
    keys = idx.game_keys(scope)
    for n in (4, 3, 2, 1):
        for i in range(len(words) - n + 1):
            slug = keys.get(" ".join(words[i : i + n]))
            if slug:
                return str(slug)
    for key, slug in keys.items():
        if N.has_cjk(key) and len(key) >= 2 and key in folded:
            return str(slug)
    return None


def _resolve_game(svc: Service, idx: RulesIndex, scope: int | None, value: Any) -> str | None:
    """The game an option names (Knowledge.resolve_game); None when none is given."""
    v = str(value or "").strip()
    if not v:
        return None
    slug = svc.knowledge.resolve_game(v, idx, scope)
    if slug is None:
        raise UnknownGame(game=v[:50])
    return slug


def source_text(sec: Section, locale: str, *, short: bool = False) -> str:
    """A readable source: the summary's title and author from its front matter;
    "player summary" (localised) when either is unknown. Never a bare file name."""
    src = sec.source or {}
    title = str(src.get("title") or "").strip()
    if short and title:
        core = re.sub(r"\s*[（(][^）)]*[）)]\s*$", "", title).strip()
        title = core or title
    author = str(src.get("author") or "").strip()
    who = author if author.casefold() not in _UNKNOWN_AUTHORS else ""
    kind = t("rules.source.player_summary", locale)
    if title and who:
        return t("rules.source.by", locale, title=title, author=who)
    if title:
        return title if short else f"{title} · {kind}"
    game = sec.path[0] if sec.path else sec.game
    if who:
        return t("rules.source.by", locale, title=f"{game} — {kind}", author=who)
    return f"{game} — {kind}"


def _page_buttons(svc: Service, sec: Section, page: int, locale: str) -> list[Any]:
    if len(sec.pages) <= 1:
        return []
    out = []
    if page > 0:
        out.append(
            svc.button(
                None, "rule", {"section": sec.id, "page": page - 1}, t("rules.page.prev", locale)
            )
        )
    if page < len(sec.pages) - 1:
        out.append(
            svc.button(
                None,
                "rule",
                {"section": sec.id, "page": page + 1},
                t("rules.page.next", locale),
                "primary",
            )
        )
    return out


def _diff_text(
    diffs: list[RuleDifference], here: str, there: str, locale: str, limit: int = 1000
) -> str:
    out: list[str] = []
    used = 0
    for d in diffs:
        if d.kind == "changed":
            ln = t(
                "rules.diff.changed",
                locale,
                here=here,
                there=there,
                a=_clip(d.here, 160),
                b=_clip(d.there, 160),
            )
        elif d.kind == "only_here":
            ln = t("rules.diff.only_line", locale, source=here, line=_clip(d.here, 200))
        else:
            ln = t("rules.diff.only_line", locale, source=there, line=_clip(d.there, 200))
        ln = "• " + ln
        if used + len(ln) + 1 > limit:
            out.append("…")
            break
        out.append(ln)
        used += len(ln) + 1
    return "\n".join(out)


def section_messages(
    svc: Service,
    idx: RulesIndex,
    sec: Section,
    locale: str,
    *,
    why: str = "",
    page: int = 0,
    alternates: Iterable[Any] | None = None,
    scope: int | None = None,
) -> list[Message]:
    """The section as an embed (one page), then each other summary of the same game
    with the differences that change a rule."""
    page = max(0, min(page, len(sec.pages) - 1))
    text = sec.pages[page] or t("rules.empty_section", locale)
    footer = t("rules.matched", locale, why=_clip(why, 200)) if why else ""
    if len(sec.pages) > 1:
        pg = t("rules.page.of", locale, page=page + 1, pages=len(sec.pages))
        footer = f"{footer} · {pg}" if footer else pg
    emb = Embed(
        title=_clip(" › ".join(sec.path), 256),
        description=text,
        fields=[EmbedField(t("rules.source", locale), _clip(source_text(sec, locale), 1024))],
        footer=footer,
    )
    msgs = [Message(embeds=[emb], components=_page_buttons(svc, sec, page, locale))]
    alts = (
        list(alternates if alternates is not None else idx.alternates(sec, scope=scope))
        if page == 0
        else []
    )
    # a version whose text is one already shown (the same file uploaded under several
    # names) is not shown again
    seen = {" ".join(sec.text.split())}
    for alt in alts:
        o = alt.section
        key = " ".join(o.text.split())
        if key in seen:
            continue
        seen.add(key)
        fields = [EmbedField(t("rules.source", locale), _clip(source_text(o, locale), 1024))]
        diffs = rule_differences(sec.text, o.text)
        if diffs:
            here = _clip(source_text(sec, locale, short=True), 60)
            there = _clip(source_text(o, locale, short=True), 60)
            fields.append(
                EmbedField(
                    t("rules.diff.title", locale), _diff_text(diffs, here, there, locale) or "…"
                )
            )
        else:
            fields.append(EmbedField(t("rules.diff.title", locale), t("rules.diff.same", locale)))
        emb2 = Embed(
            title=_clip(t("rules.other_summary", locale) + ": " + " › ".join(o.path), 256),
            description=o.pages[0] or t("rules.empty_section", locale),
            fields=fields,
            footer=t("rules.diff.note", locale),
        )
        msgs.append(Message(embeds=[emb2], components=_page_buttons(svc, o, 0, locale)))
    return msgs


def _menu(
    idx: RulesIndex, scope: int | None, matches: list[Match], locale: str, ctx: Ctx
) -> Message:
    from bot.service.core import encode_custom_id

    opts = []
    for m in matches[:MENU_SIZE]:
        s = m.section
        label = _clip(" › ".join(s.path[1:]) or s.title, 100)
        desc = _clip(f"{game_label(idx, scope, s.game, locale)} · {m.why}", 100)
        opts.append(SelectOption(label=label, value=s.id, description=desc))
    sel = Select(
        custom_id=encode_custom_id(None, "rule", {}, value_arg="section"),
        options=opts,
        placeholder=t("rules.menu.placeholder", locale),
    )
    return Message(
        content=t("rules.menu.prompt", locale, count=len(opts)),
        components=[sel],
        ephemeral=True,
        private_to=[ctx.user_id],
    )


# --------------------------------------------------------------------------- /rule
def _lookup(
    svc: Service, idx: RulesIndex, ctx: Ctx, opts: dict, channel_game: str | None
) -> Response:
    """The whole lookup, on the worker thread (the index cannot change meanwhile)."""
    loc, scope = ctx.locale, ctx.guild_id
    sid = str(opts.get("section") or "").strip()
    if sid:
        sec = idx.section(sid, scope=scope)
        if sec is None:
            raise BadInput("rules.section_gone")
        try:
            page = int(opts.get("page") or 0)
        except (TypeError, ValueError):
            page = 0
        return Response(
            messages=section_messages(
                svc, idx, sec, loc, why=str(opts.get("why") or ""), page=page, scope=scope
            )
        )
    game = _resolve_game(svc, idx, scope, opts.get("game"))
    query = opts.get("query")
    q = "" if query is None else str(query)
    prefer = None if game else channel_game
    res: SearchResult | None = None
    if prefer and prefer in idx.games(scope) and _named_game(idx, scope, q) in (None, prefer):
        # in a channel with a game, a question that names no other game is about it
        res = idx.search(q, scope=scope, game=prefer, only_game=prefer, limit=MENU_SIZE)
    if not res:
        res = idx.search(q, scope=scope, game=prefer, only_game=game, limit=MENU_SIZE)
    matches = list(res)
    if not matches:
        near = idx.suggest(q, scope=scope, game=game)
        text = t("rules.none", loc, query=_clip(plain(q), 100))
        if near:
            text += "\n" + t("rules.suggest", loc, terms=", ".join(near[:5]))
        return Response(messages=[Message(content=text, ephemeral=True)])
    confident = res.confident
    if prefer and matches[0].section.game != prefer and not _named_game(idx, scope, q):
        confident = False  # the channel's game had nothing: another game's answer, ask
    if confident:
        m = matches[0]
        return Response(
            messages=section_messages(
                svc, idx, m.section, loc, why=m.why, alternates=m.alternates, scope=scope
            )
        )
    menu = _menu(idx, scope, matches, loc, ctx)
    if res.elsewhere and prefer:
        # nothing of the channel's game, even in part: say so before other games' sections
        menu.content = t(
            "rules.menu.elsewhere",
            loc,
            game=game_label(idx, scope, prefer, loc),
            query=_clip(plain(q), 100),
            count=min(len(matches), MENU_SIZE),
        )
    return Response(messages=[menu])


@command("rule")
async def rule(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """``/rule query:<text> [game:<slug or name>]``; buttons and the menu re-run it with
    ``section`` (a section id) and ``page``. In a channel with a game, that game's
    sections answer unless the question names another game."""
    idx = await load_guild(svc, ctx.guild_id)
    channel_game = await _channel_game(svc, ctx)
    return await _on_worker(svc, lambda: _lookup(svc, idx, ctx, opts, channel_game))


# --------------------------------------------------------------------------- managing
async def _may_manage(svc: Service, ctx: Ctx) -> bool:
    """Manage Server, or the role this server named with /rules role."""
    if ctx.manage_guild:
        return True
    role = await svc.store.guild_setting(ctx.guild_id, ROLE_SETTING)
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
    idx = await load_guild(svc, gid)
    raw_game = str(opts.get("game") or "").strip().lower() or None
    if raw_game and not _SLUG.match(raw_game):
        raw_game = await _on_worker(svc, lambda: _resolve_game(svc, idx, gid, raw_game))
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

        def index() -> tuple[int, str]:
            added = idx.add(summary, scope=gid, source_id=sid)
            return len(added.sections), game_label(idx, gid, summary.game, ctx.locale)

        count, label = await _on_worker(svc, index)
        await _note_own_change(svc, gid, idx, add=sid)
    key = "rules.add.replaced" if usage["replaced"] else "rules.add.done"
    text_out = t(key, ctx.locale, name=name, sections=count, game=label)
    text_out += "\n" + _quota_line(ctx.locale, usage["count"], usage["bytes"])
    return Response(messages=[Message(content=text_out)])


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
        label = await _on_worker(svc, lambda: game_label(idx, gid, games[0], ctx.locale))
        removed = await svc.store.remove_summary(gid, name, games[0])

        def unindex() -> None:
            for r in removed:
                idx.remove(source_id(r["game"], r["name"]), gid)

        await _on_worker(svc, unindex)
        for r in removed:
            await _note_own_change(svc, gid, idx, drop=source_id(r["game"], r["name"]))
    count, used = await svc.store.summary_usage(gid)
    text = t("rules.remove.done", ctx.locale, name=name, game=label)
    text += "\n" + _quota_line(ctx.locale, count, used)
    return Response(messages=[Message(content=text, ephemeral=True)])


@command("rules", "list")
async def rules_list(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """This server's summaries (anyone may look), with the quota and who may manage."""
    loc = ctx.locale
    if not ctx.guild_id:
        raise BadInput("rules.add.guild_only")
    gid = int(ctx.guild_id)
    idx = await load_guild(svc, gid)
    rows = await svc.store.summary_list(gid)
    count, used = await svc.store.summary_usage(gid)
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
    role = await svc.store.guild_setting(gid, ROLE_SETTING)
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
    if not ctx.guild_id:
        raise BadInput("rules.add.guild_only")
    if not ctx.manage_guild:
        raise PermissionDenied("rules.role.denied")
    raw = opts.get("role")
    if raw in (None, ""):
        await svc.store.set_guild_setting(ctx.guild_id, ROLE_SETTING, None)
        return Response(
            messages=[Message(content=t("rules.role.cleared", ctx.locale), ephemeral=True)]
        )
    try:
        role = int(str(raw))
    except ValueError:
        raise BadInput("rules.role.bad") from None
    await svc.store.set_guild_setting(ctx.guild_id, ROLE_SETTING, role)
    return Response(
        messages=[
            Message(content=t("rules.role.set", ctx.locale, role=f"<@&{role}>"), ephemeral=True)
        ]
    )


@command("rules", "reload")
async def rules_reload(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Re-read the shipped knowledge (worker thread); servers' summaries are added again
    as each server next needs them (this one at once)."""
    gid = await _require_manager(svc, ctx)
    new = await asyncio.get_running_loop().run_in_executor(_state(svc).worker, _build_shipped(svc))
    svc.knowledge.rules = new
    idx = await load_guild(svc, gid)

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
    scope = ctx.guild_id if _load_soon(svc, ctx.guild_id) else None
    idx = _ready(svc)
    if idx is None:
        return []  # still building at start-up
    return _try_locked(
        svc,
        lambda: [Choice(n, v) for n, v in idx.autocomplete(current, scope=scope, game=prefer)],
    )


def _game_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    scope = ctx.guild_id if _load_soon(svc, ctx.guild_id) else None
    idx = _ready(svc)
    if idx is None:
        return []
    cur = (current or "").strip().casefold()

    def choices() -> list[Choice]:
        out = []
        for slug in idx.games(scope):
            label = game_label(idx, scope, slug, ctx.locale)
            names = [slug, label, *[str(v) for v in (idx.game_names.get(slug) or {}).values()]]
            if not cur or any(cur in n.casefold() for n in names):
                out.append(Choice(_clip(label, 100), slug))
        return out[:25]

    return _try_locked(svc, choices)


autocomplete("rule", None, "game")(_game_choices)
autocomplete("rules", "add", "game")(_game_choices)


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
