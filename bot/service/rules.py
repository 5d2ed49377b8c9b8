"""/rule, /rules add|list|remove|role|reload and their autocomplete.

Knowledge has two scopes:

- *shipped*: ``knowledge/summaries`` and the glossaries, one index for every server
  (``svc.knowledge.rules``, a :class:`~bot.engine.rules.index.RulesIndex`; other
  features quote rules through it);
- *per server*: what ``/rules add`` stored for one guild. Each guild's summaries form
  their own small index, built the first time that guild looks something up and
  rebuilt after an add or remove, always in a worker thread (the event loop keeps
  answering every other command meanwhile). A guild never sees another's summaries:
  its lookups read the shipped index and its own, nothing else.

The engine searches; this module turns results into replies: one section as an embed
only when the lookup is confident, otherwise a menu private to the asker; nothing found
as a short answer with the nearest terms. Sources are named from the summary's front
matter (title, author) and a second summary of the same game is shown with the
differences that change a rule (numbers, names, conditions).

Other features::

    idx = rules_index(svc)                                  # shipped knowledge
    sec = idx.section_for("pendragon", "シールド・ウォール")   # Section | None
"""

from __future__ import annotations

import asyncio
import logging
import re
import tomllib
import weakref
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.errors import BadInput, PermissionDenied, UnknownGame
from ..engine.rules.index import Match, RulesIndex, _clip
from ..engine.rules.search import is_clear
from ..engine.rules.summaries import Section, parse_summary
from ..i18n import t
from ..knowledge_files import build_rules_index, read_rules_texts
from ..store import QuotaExceeded
from .model import Choice, Ctx, Embed, EmbedField, Message, Response, Select, SelectOption
from .registry import autocomplete, command
from .rules_diff import RuleDifference, rule_differences

log = logging.getLogger(__name__)

MAX_UPLOAD = 256 * 1024  # one file
GUILD_MAX_SUMMARIES = 20  # files per server
GUILD_MAX_BYTES = 2 * 1024 * 1024  # UTF-8 bytes per server
ROLE_SETTING = "rules.role"
MENU_SIZE = 10
_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
_UNKNOWN_AUTHORS = {"", "unknown", "anonymous", "n/a", "?", "不明", "sconosciuto"}

__all__ = [
    "build_rules_index",
    "rules_index",
    "reload_index",
    "warm_index",
    "guild_index",
    "load_guild",
    "search",
    "search_indexes",
    "source_text",
    "build_guild_index",
]


# --------------------------------------------------------------------------- state
@dataclass
class _State:
    """Per Service: the guilds' indexes, built lazily, swapped whole when rebuilt."""

    guilds: dict[int, RulesIndex] = field(default_factory=dict)
    locks: defaultdict[int, asyncio.Lock] = field(default_factory=lambda: defaultdict(asyncio.Lock))
    loading: dict[int, asyncio.Task[RulesIndex | None]] = field(default_factory=dict)
    glossaries: dict[str, list[str]] | None = None  # game -> glossary texts (shipped)


_STATES: weakref.WeakKeyDictionary[Any, _State] = weakref.WeakKeyDictionary()


def _state(svc: Any) -> _State:
    st = _STATES.get(svc)
    if st is None:
        st = _STATES[svc] = _State()
    return st


def _root(svc: Any) -> Path:
    return Path(getattr(svc.knowledge, "root", "knowledge"))


# --------------------------------------------------------------------------- shipped
def reload_index(svc: Any) -> RulesIndex:
    """Rebuild the shipped index from ``knowledge/`` (on the calling thread)."""
    idx = build_rules_index(_root(svc))
    svc.knowledge.rules = idx
    return idx


def rules_index(svc: Any) -> RulesIndex:
    """The shipped index (built on first use when start-up has not built it yet)."""
    idx = getattr(svc.knowledge, "rules", None)
    if not isinstance(idx, RulesIndex):
        idx = reload_index(svc)
    return idx


async def warm_index(svc: Any) -> None:
    """Build the shipped index in a worker thread at start-up; an index built meanwhile
    by a lookup is kept. Guild summaries are not read here: each guild's index is built
    the first time that guild needs it."""
    root = _root(svc)
    idx = await asyncio.to_thread(build_rules_index, root, None, True)
    if not isinstance(getattr(svc.knowledge, "rules", None), RulesIndex):
        svc.knowledge.rules = idx


# --------------------------------------------------------------------------- per guild
def _doc_name(guild_id: int, game: str, name: str) -> str:
    # the document name feeds the section ids: distinct per guild
    return f"guild/{guild_id}/{game}/{Path(name).name}"


def glossaries_by_game(root: Path) -> dict[str, list[str]]:
    """The shipped glossary texts of each game."""
    out: dict[str, list[str]] = {}
    _s, texts, _n = read_rules_texts(root)
    for text in texts:
        try:
            game = str(tomllib.loads(text).get("meta", {}).get("game") or "")
        except tomllib.TOMLDecodeError:
            continue
        if game:
            out.setdefault(game, []).append(text)
    return out


def _shipped_glossaries(svc: Any) -> dict[str, list[str]]:
    st = _state(svc)
    if st.glossaries is None:
        st.glossaries = glossaries_by_game(_root(svc))
    return st.glossaries


def build_guild_index(
    guild_id: int, rows: list[dict], glossaries: dict[str, list[str]], names: dict[str, dict]
) -> RulesIndex:
    """A guild's own index (pure; runs in a worker thread). The shipped glossary of a
    shipped game applies to a guild's summary of that game, no other."""
    games = {str(r["game"]) for r in rows}
    idx = RulesIndex.build(
        extra=[
            {
                "name": _doc_name(guild_id, r["game"], r["name"]),
                "game": r["game"],
                "text": r["text"],
            }
            for r in rows
        ],
        glossaries=[text for g in sorted(games) for text in glossaries.get(g, [])],
        game_names={g: n for g, n in names.items() if g in games},
    )
    idx.warm()
    return idx


def _rows(svc: Any, guild_id: int) -> list[dict]:
    fn = getattr(getattr(svc, "store", None), "summaries", None)
    if fn is None:
        return []
    return list(fn(guild_id))


async def _rebuild_guild(svc: Any, guild_id: int) -> RulesIndex | None:
    """Read the guild's summaries (on the loop: the store's thread), build in a worker
    thread, swap. None when the guild has none."""
    rows = _rows(svc, guild_id)
    st = _state(svc)
    if not rows:
        st.guilds.pop(guild_id, None)
        return None
    shipped = rules_index(svc)
    glossaries = await asyncio.to_thread(_shipped_glossaries, svc)
    idx = await asyncio.to_thread(
        build_guild_index, guild_id, rows, glossaries, dict(shipped.game_names)
    )
    for err in idx.errors:
        log.error("rules of guild %s: %s", guild_id, err)
    st.guilds[guild_id] = idx
    return idx


async def load_guild(svc: Any, guild_id: int | None) -> RulesIndex | None:
    """The guild's own index, built (off the event loop) on first use."""
    if not guild_id:
        return None
    st = _state(svc)
    if guild_id in st.guilds:
        return st.guilds[guild_id]
    async with st.locks[guild_id]:
        if guild_id in st.guilds:
            return st.guilds[guild_id]
        if not _rows(svc, guild_id):
            return None
        return await _rebuild_guild(svc, guild_id)


def guild_index(svc: Any, guild_id: int | None) -> RulesIndex | None:
    """The guild's index if it is built; otherwise starts building it in the background
    (autocomplete is synchronous: it answers from the shipped index meanwhile)."""
    if not guild_id:
        return None
    st = _state(svc)
    idx = st.guilds.get(guild_id)
    if idx is not None:
        return idx
    task = st.loading.get(guild_id)
    if task is None or task.done():
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return None
        st.loading[guild_id] = loop.create_task(load_guild(svc, guild_id))
    return None


def _indexes(svc: Any, guild: RulesIndex | None) -> list[RulesIndex]:
    return [i for i in (guild, rules_index(svc)) if i is not None]


def _find_section(
    svc: Any, guild: RulesIndex | None, sid: str
) -> tuple[RulesIndex, Section] | None:
    for idx in _indexes(svc, guild):
        sec = idx.section(sid)
        if sec is not None:
            return idx, sec
    return None


# --------------------------------------------------------------------------- search
@dataclass
class Found:
    matches: list[Match]
    confident: bool
    index_of: dict[str, RulesIndex]  # section id -> the index it came from


def _confident(result: Any, matches: list[Match]) -> bool:
    flag = getattr(result, "confident", None)
    if isinstance(flag, bool):
        return flag
    return is_clear(matches)


def search(
    svc: Any,
    guild: RulesIndex | None,
    query: str,
    *,
    game: str | None,
    prefer_game: str | None,
    limit: int = MENU_SIZE,
) -> Found:
    """Search the guild's own index and the shipped one (see :func:`search_indexes`)."""
    return search_indexes(
        _indexes(svc, guild), query, game=game, prefer_game=prefer_game, limit=limit
    )


def search_indexes(
    indexes: list[RulesIndex],
    query: str,
    *,
    game: str | None,
    prefer_game: str | None,
    limit: int = MENU_SIZE,
) -> Found:
    """One list from several indexes, best first. Confident only when the index that
    found the first result is, and the others have nothing close."""
    per: list[tuple[RulesIndex, list[Match], bool]] = []
    for idx in indexes:
        if game and game not in idx.games():
            continue
        res = idx.search(query, game=game, prefer_game=prefer_game, limit=limit)
        ms = list(res)
        per.append((idx, ms, _confident(res, ms)))
    index_of: dict[str, RulesIndex] = {}
    merged: list[tuple[float, int, Match]] = []
    for rank, (idx, ms, _c) in enumerate(per):
        for m in ms:
            index_of[m.section.id] = idx
            bonus = 0.15 if prefer_game and m.section.game == prefer_game else 0.0
            merged.append((m.score + bonus * 100, rank, m))
    merged.sort(key=lambda x: (-x[0], x[1]))
    matches = [m for _s, _r, m in merged][:limit]
    confident = False
    if matches:
        top = matches[0]
        src = next(p for p in per if p[0] is index_of[top.section.id])
        others = [m for p in per if p[0] is not src[0] for m in p[1][:1]]
        confident = src[2] and src[1][0] is top and all(top.score - o.score >= 12 for o in others)
    return Found(matches, confident, index_of)


# --------------------------------------------------------------------------- helpers
def _channel_game(svc: Any, ctx: Ctx) -> str | None:
    try:
        loaded = svc.load(ctx)
    except Exception:
        return None
    return getattr(loaded, "slug", None) if loaded else None


def _named_game(svc: Any, guild: RulesIndex | None, query: str) -> str | None:
    """The game a query names ("pendragon raid", "ランカスターの勝利"), if any."""
    from ..engine.rules import normalize as N

    folded = N.fold(query).replace("'", "")
    words = N.words(folded)
    for idx in _indexes(svc, guild):
        keys = idx.game_keys()
        for n in (4, 3, 2, 1):
            for i in range(len(words) - n + 1):
                slug = keys.get(" ".join(words[i : i + n]))
                if slug:
                    return str(slug)
        for key, slug in keys.items():
            if N.has_cjk(key) and len(key) >= 2 and key in folded:
                return str(slug)
    return None


def _all_games(svc: Any, guild: RulesIndex | None) -> list[str]:
    out: dict[str, None] = {}
    for idx in _indexes(svc, guild):
        out.update(dict.fromkeys(idx.games()))
    return list(out)


def _game_label(svc: Any, guild: RulesIndex | None, slug: str, locale: str) -> str:
    for idx in _indexes(svc, guild):
        if slug in idx.game_names:
            return idx.game_label(slug, locale)
    return rules_index(svc).game_label(slug, locale)


def _resolve_game(svc: Any, guild: RulesIndex | None, value: Any) -> str | None:
    v = str(value or "").strip()
    if not v:
        return None
    if v in _all_games(svc, guild):
        return v
    find = getattr(svc.knowledge, "find_game", None)
    slug = find(v) if find else None
    if slug:
        return str(slug)
    from ..engine.rules import normalize as N

    key = " ".join(N.words(N.fold(v).replace("'", "")))
    for idx in _indexes(svc, guild):
        slug = idx.game_keys().get(key)
        if slug:
            return str(slug)
    raise UnknownGame(game=v[:50])


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


def _page_buttons(svc: Any, sec: Section, page: int, locale: str) -> list[Any]:
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
    svc: Any,
    idx: RulesIndex,
    sec: Section,
    locale: str,
    *,
    why: str = "",
    page: int = 0,
    alternates: Iterable[Any] | None = None,
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
    alts = list(alternates if alternates is not None else idx.alternates(sec)) if page == 0 else []
    for alt in alts:
        o = alt.section
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
    svc: Any, guild: RulesIndex | None, matches: list[Match], locale: str, ctx: Ctx
) -> Message:
    from .core import encode_custom_id

    opts = []
    for m in matches[:MENU_SIZE]:
        s = m.section
        label = _clip(" › ".join(s.path[1:]) or s.title, 100)
        desc = _clip(f"{_game_label(svc, guild, s.game, locale)} · {m.why}", 100)
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
@command("rule")
async def rule(svc: Any, ctx: Ctx, opts: dict) -> Response:
    """``/rule query:<text> [game:<slug or name>]``; buttons and the menu re-run it with
    ``section`` (a section id) and ``page``."""
    loc = ctx.locale
    guild = await load_guild(svc, ctx.guild_id)
    sid = str(opts.get("section") or "").strip()
    if sid:
        found = _find_section(svc, guild, sid)
        if found is None:
            raise BadInput("rules.section_gone")
        idx, sec = found
        try:
            page = int(opts.get("page") or 0)
        except (TypeError, ValueError):
            page = 0
        return Response(
            messages=section_messages(svc, idx, sec, loc, why=str(opts.get("why") or ""), page=page)
        )
    game = _resolve_game(svc, guild, opts.get("game"))
    prefer = None if game else _channel_game(svc, ctx)
    query = opts.get("query")
    q = "" if query is None else str(query)
    found_ = Found([], False, {})
    if prefer and prefer in _all_games(svc, guild) and _named_game(svc, guild, q) in (None, prefer):
        # in a channel with a game, a question that names no other game is about it
        found_ = search(svc, guild, q, game=prefer, prefer_game=None, limit=MENU_SIZE)
    if not found_.matches:
        found_ = search(svc, guild, q, game=game, prefer_game=prefer, limit=MENU_SIZE)
        if prefer and found_.matches and found_.matches[0].section.game != prefer:
            found_.confident = False  # another game's answer in this game's channel: ask
    matches = found_.matches
    if not matches:
        near: list[str] = []
        for idx in _indexes(svc, guild):
            if not game or game in idx.games():
                near += [n for n in idx.suggest(q, game=game) if n not in near]
        text = t("rules.none", loc, query=_clip(q, 100))
        if near:
            text += "\n" + t("rules.suggest", loc, terms=", ".join(near[:5]))
        return Response(messages=[Message(content=text, ephemeral=True)])
    if found_.confident:
        m = matches[0]
        idx = found_.index_of[m.section.id]
        return Response(
            messages=section_messages(svc, idx, m.section, loc, why=m.why, alternates=m.alternates)
        )
    return Response(messages=[_menu(svc, guild, matches, loc, ctx)])


# --------------------------------------------------------------------------- managing
def _may_manage(svc: Any, ctx: Ctx) -> bool:
    """Manage Server, or the role this server named with /rules role."""
    if ctx.manage_guild:
        return True
    role = svc.store.guild_setting(ctx.guild_id, ROLE_SETTING)
    return bool(role) and int(role) in set(getattr(ctx, "roles", []) or [])


def _require_manager(svc: Any, ctx: Ctx) -> int:
    if not ctx.guild_id:
        raise BadInput("rules.add.guild_only")
    if not _may_manage(svc, ctx):
        raise PermissionDenied("rules.add.denied")
    return int(ctx.guild_id)


def _kib(n: int) -> str:
    return f"{n / 1024:.0f}" if n >= 1024 else f"{n / 1024:.1f}"


@command("rules", "add")
async def rules_add(svc: Any, ctx: Ctx, opts: dict) -> Response:
    """Add a summary (.md or .txt, UTF-8, optional ``+++`` front matter; without it the
    ``game`` option names the game) for this server only, within its quota. The
    server's index is rebuilt in a worker thread; other commands are answered
    meanwhile."""
    gid = _require_manager(svc, ctx)
    if not ctx.attachments:
        raise BadInput("rules.add.no_file")
    name, data = ctx.attachments[0]
    name = Path(str(name)).name
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
    guild = await load_guild(svc, gid)
    opt_game = str(opts.get("game") or "").strip().lower() or None
    if opt_game and not _SLUG.match(opt_game):
        opt_game = _resolve_game(svc, guild, opt_game)
    summary = await asyncio.to_thread(parse_summary, name, text, game=opt_game)
    if not _SLUG.match(summary.game):
        raise BadInput("rules.add.bad_game", game=_clip(summary.game, 40))
    if not any(s.text.strip() for s in summary.sections):
        raise BadInput("rules.add.empty")
    st = _state(svc)
    async with st.locks[gid]:
        try:
            usage = svc.store.add_summary(
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
        idx = await _rebuild_guild(svc, gid)
    doc = _doc_name(gid, summary.game, name)
    count = sum(1 for s in (idx.sections if idx else []) if s.doc == doc)
    key = "rules.add.replaced" if usage["replaced"] else "rules.add.done"
    return Response(
        messages=[
            Message(
                content=t(
                    key,
                    ctx.locale,
                    name=name,
                    sections=count,
                    game=_game_label(svc, idx, summary.game, ctx.locale),
                )
                + "\n"
                + t(
                    "rules.quota",
                    ctx.locale,
                    count=usage["count"],
                    max_count=GUILD_MAX_SUMMARIES,
                    used=_kib(usage["bytes"]),
                    max_kb=GUILD_MAX_BYTES // 1024,
                )
            )
        ]
    )


@command("rules", "remove")
async def rules_remove(svc: Any, ctx: Ctx, opts: dict) -> Response:
    """Remove one of this server's summaries by file name (``game`` narrows when two
    games have a file of the same name)."""
    gid = _require_manager(svc, ctx)
    name = Path(str(opts.get("file") or "").strip()).name
    if not name:
        raise BadInput("rules.remove.no_name")
    game = str(opts.get("game") or "").strip().lower() or None
    if "/" in str(opts.get("file") or ""):  # a value from the autocomplete: "game/name"
        game, _, name = str(opts["file"]).strip().partition("/")
    st = _state(svc)
    async with st.locks[gid]:
        removed = svc.store.remove_summary(gid, name, game)
        if not removed:
            raise BadInput("rules.remove.unknown", name=_clip(name, 80))
        await _rebuild_guild(svc, gid)
    count, used = svc.store.summary_usage(gid)
    return Response(
        messages=[
            Message(
                content=t("rules.remove.done", ctx.locale, name=name, count=len(removed))
                + "\n"
                + t(
                    "rules.quota",
                    ctx.locale,
                    count=count,
                    max_count=GUILD_MAX_SUMMARIES,
                    used=_kib(used),
                    max_kb=GUILD_MAX_BYTES // 1024,
                ),
                ephemeral=True,
            )
        ]
    )


@command("rules", "list")
async def rules_list(svc: Any, ctx: Ctx, opts: dict) -> Response:
    """This server's summaries (anyone may look), with the quota and who may manage."""
    loc = ctx.locale
    if not ctx.guild_id:
        raise BadInput("rules.add.guild_only")
    guild = await load_guild(svc, ctx.guild_id)
    rows = svc.store.summary_list(ctx.guild_id)
    count, used = svc.store.summary_usage(ctx.guild_id)
    lines = []
    for r in rows:
        lines.append(
            t(
                "rules.list.line",
                loc,
                name=r["name"],
                game=_game_label(svc, guild, r["game"], loc),
                size=_kib(int(r["bytes"] or 0)),
                who=f"<@{r['added_by']}>" if r.get("added_by") else "?",
                date=str(r.get("added_at") or "")[:10],
            )
        )
    head = t("rules.list.title", loc) if rows else t("rules.list.empty", loc)
    role = svc.store.guild_setting(ctx.guild_id, ROLE_SETTING)
    who = (
        t("rules.list.managers_role", loc, role=f"<@&{role}>")
        if role
        else t("rules.list.managers", loc)
    )
    quota = t(
        "rules.quota",
        loc,
        count=count,
        max_count=GUILD_MAX_SUMMARIES,
        used=_kib(used),
        max_kb=GUILD_MAX_BYTES // 1024,
    )
    text = "\n".join([head, *lines, quota, who])
    return Response(messages=[Message(content=_clip(text, 2000), ephemeral=True)])


@command("rules", "role")
async def rules_role(svc: Any, ctx: Ctx, opts: dict) -> Response:
    """Name the role that may add and remove summaries (Manage Server only); no role
    clears it."""
    if not ctx.guild_id:
        raise BadInput("rules.add.guild_only")
    if not ctx.manage_guild:
        raise PermissionDenied("rules.role.denied")
    raw = opts.get("role")
    if raw in (None, ""):
        svc.store.set_guild_setting(ctx.guild_id, ROLE_SETTING, None)
        return Response(
            messages=[Message(content=t("rules.role.cleared", ctx.locale), ephemeral=True)]
        )
    try:
        role = int(str(raw))
    except ValueError:
        raise BadInput("rules.role.bad") from None
    svc.store.set_guild_setting(ctx.guild_id, ROLE_SETTING, role)
    return Response(
        messages=[
            Message(content=t("rules.role.set", ctx.locale, role=f"<@&{role}>"), ephemeral=True)
        ]
    )


@command("rules", "reload")
async def rules_reload(svc: Any, ctx: Ctx, opts: dict) -> Response:
    """Re-read the shipped knowledge and this server's summaries (worker thread)."""
    gid = _require_manager(svc, ctx)
    idx = await asyncio.to_thread(build_rules_index, _root(svc), None, True)
    svc.knowledge.rules = idx
    st = _state(svc)
    st.glossaries = None
    async with st.locks[gid]:
        guild = await _rebuild_guild(svc, gid)
    sections = len(idx.sections) + (len(guild.sections) if guild else 0)
    text = t(
        "rules.reload.done",
        ctx.locale,
        sections=sections,
        terms=len(idx.terms),
        games=len(_all_games(svc, guild)),
    )
    errors = idx.errors + (guild.errors if guild else [])
    if errors:
        text += "\n" + t("rules.reload.problems", ctx.locale, count=len(errors))
    return Response(messages=[Message(content=text, ephemeral=True)])


# --------------------------------------------------------------------------- autocomplete
@autocomplete("rule", None, "query")
def rule_query_choices(svc: Any, ctx: Ctx, current: str) -> list[Choice]:
    prefer = _channel_game(svc, ctx)
    guild = guild_index(svc, ctx.guild_id)
    out: list[Choice] = []
    seen: set[str] = set()
    for idx in _indexes(svc, guild):
        for n, v in idx.autocomplete(current, prefer_game=prefer):
            if v not in seen:
                seen.add(v)
                out.append(Choice(n, v))
    return out[:25]


def _game_choices(svc: Any, ctx: Ctx, current: str) -> list[Choice]:
    guild = guild_index(svc, ctx.guild_id)
    cur = (current or "").strip().casefold()
    out = []
    for slug in _all_games(svc, guild):
        label = _game_label(svc, guild, slug, ctx.locale)
        names = [slug, label]
        for idx in _indexes(svc, guild):
            names += [str(v) for v in (idx.game_names.get(slug) or {}).values()]
        if not cur or any(cur in n.casefold() for n in names):
            out.append(Choice(_clip(label, 100), slug))
    return out[:25]


autocomplete("rule", None, "game")(_game_choices)
autocomplete("rules", "add", "game")(_game_choices)


@autocomplete("rules", "remove", "file")
def _file_choices(svc: Any, ctx: Ctx, current: str) -> list[Choice]:
    if not ctx.guild_id:
        return []
    cur = (current or "").strip().casefold()
    out = []
    for r in svc.store.summary_list(ctx.guild_id):
        label = f"{r['name']} ({r['game']})"
        if not cur or cur in label.casefold():
            out.append(Choice(_clip(label, 100), _clip(f"{r['game']}/{r['name']}", 100)))
    return out[:25]
