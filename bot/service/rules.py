"""/rule, /rules add, /rules reload and their autocomplete.

The engine (:mod:`bot.engine.rules`) searches; this module turns results into replies:
a clear winner as an embed (breadcrumb title, text, source field, "matched: ..."
footer, page buttons for long text, and the same section from the game's other
summary with its differing lines), close candidates as a select menu shown only to
the asker, nothing found as a short answer with the nearest terms.

Other features quote rules through ``svc.knowledge.rules`` (a
:class:`~bot.engine.rules.index.RulesIndex`)::

    idx = rules_index(svc)
    sec = idx.section_for("pendragon", "シールド・ウォール")  # Section | None
    hits = idx.search("epoch round", scope=guild_id, only_game="pendragon", limit=3)
    # -> SearchResult: hits.matches (best first), hits.confident
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from ..engine.errors import BadInput, PermissionDenied, UnknownGame
from ..engine.games import session
from ..engine.rules.index import RulesIndex
from ..engine.rules.model import clip as _clip
from ..engine.rules.summaries import Section, parse_summary
from ..i18n import t
from ..knowledge_files import build_rules_index
from .model import Choice, Ctx, Embed, EmbedField, Message, Response, Select, SelectOption
from .registry import autocomplete, command

log = logging.getLogger(__name__)

MAX_UPLOAD = 256 * 1024
MENU_SIZE = 10
_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")

__all__ = ["build_rules_index", "rules_index", "reload_index", "warm_index"]


# --------------------------------------------------------------------------- the index
def _stored(svc) -> list[dict]:
    fn = getattr(getattr(svc, "store", None), "summaries", None)
    if fn is None:
        return []
    try:
        return list(fn())
    except Exception:  # a store without the table: shipped knowledge only
        log.exception("could not read user-added summaries")
        return []


def reload_index(svc) -> RulesIndex:
    """Rebuild from ``knowledge/`` plus the summaries users added (kept in the store)."""
    root = Path(getattr(svc.knowledge, "root", "knowledge"))
    idx = build_rules_index(root, extra=_stored(svc))
    svc.knowledge.rules = idx
    return idx


def rules_index(svc) -> RulesIndex:
    idx = getattr(svc.knowledge, "rules", None)
    if not isinstance(idx, RulesIndex):
        idx = reload_index(svc)
    return idx


async def warm_index(svc) -> None:
    """Build the index in a worker thread at start-up. The stored summaries are read
    here, on the event loop's thread (the SQLite connection belongs to it); an index
    built meanwhile by a lookup (or a /rules add) is kept."""
    import asyncio

    extra = _stored(svc)
    root = Path(getattr(svc.knowledge, "root", "knowledge"))
    idx = await asyncio.get_running_loop().run_in_executor(
        None, lambda: build_rules_index(root, extra, warm=True)
    )
    if not isinstance(getattr(svc.knowledge, "rules", None), RulesIndex):
        svc.knowledge.rules = idx


# The lead's start-up calls ``build_rules_index(root, extra=store.summaries())`` and sets
# ``knowledge.rules``; without that, the first lookup builds it (no on_start hook, so
# services built in tests of other features do not pay for it).


# --------------------------------------------------------------------------- helpers
def _channel_game(svc, ctx: Ctx) -> str | None:
    try:
        loaded = svc.load(ctx)
    except Exception:
        return None
    return getattr(loaded, "slug", None) if loaded else None


def _resolve_game(svc, idx: RulesIndex, value) -> str | None:
    v = str(value or "").strip()
    if not v:
        return None
    if v in idx.games():
        return v
    find = getattr(svc.knowledge, "find_game", None)
    slug = find(v) if find else None
    if slug:
        return slug
    from ..engine.rules import normalize as N

    key = " ".join(N.words(N.fold(v).replace("'", "")))
    slug = idx.game_keys().get(key)
    if slug:
        return slug
    raise UnknownGame(game=v[:50])


def _page_buttons(svc, sec: Section, page: int, locale: str) -> list:
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


def _diff_text(lines: list[str], limit: int = 1000) -> str:
    out, used = [], 0
    for ln in lines:
        ln = _clip(ln, 200)
        if used + len(ln) + 3 > limit:
            out.append("…")
            break
        out.append(f"• {ln}")
        used += len(ln) + 3
    return "\n".join(out)


def section_messages(
    svc,
    idx: RulesIndex,
    sec: Section,
    locale: str,
    *,
    why: str = "",
    page: int = 0,
    alternates=None,
) -> list[Message]:
    """The section as an embed (one page), then each alternate with its differences."""
    page = max(0, min(page, len(sec.pages) - 1))
    text = sec.pages[page] or t("rules.empty_section", locale)
    footer = t("rules.matched", locale, why=_clip(why, 200)) if why else ""
    if len(sec.pages) > 1:
        pg = t("rules.page.of", locale, page=page + 1, pages=len(sec.pages))
        footer = f"{footer} · {pg}" if footer else pg
    emb = Embed(
        title=_clip(" › ".join(sec.path), 256),
        description=text,
        fields=[EmbedField(t("rules.source", locale), _clip(sec.source_label, 1024))],
        footer=footer,
    )
    msgs = [Message(embeds=[emb], components=_page_buttons(svc, sec, page, locale))]
    for alt in (alternates if alternates is not None else idx.alternates(sec)) if page == 0 else []:
        o = alt.section
        fields = [EmbedField(t("rules.source", locale), _clip(o.source_label, 1024))]
        if alt.only_here or alt.only_there:
            if alt.only_here:
                fields.append(
                    EmbedField(
                        t(
                            "rules.diff.only_in",
                            locale,
                            source=_clip(sec.source.get("file") or sec.doc, 80),
                        ),
                        _diff_text(alt.only_here),
                    )
                )
            if alt.only_there:
                fields.append(
                    EmbedField(
                        t(
                            "rules.diff.only_in",
                            locale,
                            source=_clip(o.source.get("file") or o.doc, 80),
                        ),
                        _diff_text(alt.only_there),
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


def _menu(idx: RulesIndex, matches, locale: str, ctx: Ctx) -> Message:
    from .core import encode_custom_id

    opts = []
    for m in matches[:MENU_SIZE]:
        s = m.section
        label = _clip(" › ".join(s.path[1:]) or s.title, 100)
        desc = _clip(f"{idx.game_label(s.game, locale)} · {m.why}", 100)
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


# --------------------------------------------------------------------------- commands
@command("rule")
async def rule(svc, ctx: Ctx, opts: dict) -> Response:
    """``/rule query:<text> [game:<slug or name>]``; buttons and the menu re-run it with
    ``section`` (a section id) and ``page``."""
    idx = rules_index(svc)
    loc = ctx.locale
    sid = str(opts.get("section") or "").strip()
    if sid:
        sec = idx.section(sid)
        if sec is None:
            raise BadInput("rules.section_gone")
        try:
            page = int(opts.get("page") or 0)
        except (TypeError, ValueError):
            page = 0
        return Response(
            messages=section_messages(svc, idx, sec, loc, why=str(opts.get("why") or ""), page=page)
        )
    game = _resolve_game(svc, idx, opts.get("game"))
    prefer = None if game else _channel_game(svc, ctx)
    query = opts.get("query")
    matches = idx.search(
        "" if query is None else str(query), only_game=game, game=prefer, limit=MENU_SIZE
    )
    if not matches:
        near = idx.suggest(str(query), game=game)
        text = t("rules.none", loc, query=_clip(str(query), 100))
        if near:
            text += "\n" + t("rules.suggest", loc, terms=", ".join(near))
        return Response(messages=[Message(content=text, ephemeral=True)])
    if matches.confident:
        m = matches[0]
        return Response(
            messages=section_messages(svc, idx, m.section, loc, why=m.why, alternates=m.alternates)
        )
    return Response(messages=[_menu(idx, matches, loc, ctx)])


def _may_manage(svc, ctx: Ctx) -> bool:
    if ctx.manage_guild or ctx.admin:
        return True
    try:
        loaded = svc.load(ctx)
    except Exception:
        loaded = None
    return bool(loaded and session.is_gm(loaded.game, ctx.user_id, ctx.admin))


@command("rules", "add")
async def rules_add(svc, ctx: Ctx, opts: dict) -> Response:
    """Add a summary (.md or .txt, UTF-8, optional ``+++`` front matter; without it the
    ``game`` option names the game). Kept in the store, indexed at once."""
    if not _may_manage(svc, ctx):
        raise PermissionDenied("rules.add.denied")
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
    opt_game = str(opts.get("game") or "").strip().lower() or None
    if opt_game and not _SLUG.match(opt_game):
        idx0 = rules_index(svc)
        opt_game = _resolve_game(svc, idx0, opt_game)
    summary = parse_summary(name, text, game=opt_game)  # BadInput if no game anywhere
    if not _SLUG.match(summary.game):
        raise BadInput("rules.add.bad_game", game=_clip(summary.game, 40))
    if not any(s.text.strip() for s in summary.sections):
        raise BadInput("rules.add.empty")
    store_name = f"user/{summary.game}/{name}"
    svc.store.add_summary(store_name, summary.game, text, ctx.user_id, svc.now_iso(ctx))
    idx = reload_index(svc)
    count = sum(1 for s in idx.sections if s.doc == store_name)
    return Response(
        messages=[
            Message(
                content=t(
                    "rules.add.done",
                    ctx.locale,
                    name=name,
                    sections=count,
                    game=idx.game_label(summary.game, ctx.locale),
                )
            )
        ]
    )


@command("rules", "reload")
async def rules_reload(svc, ctx: Ctx, opts: dict) -> Response:
    if not _may_manage(svc, ctx):
        raise PermissionDenied("rules.add.denied")
    idx = reload_index(svc)
    text = t(
        "rules.reload.done",
        ctx.locale,
        sections=len(idx.sections),
        terms=len(idx.terms),
        games=len(idx.games()),
    )
    if idx.errors:
        text += "\n" + t("rules.reload.problems", ctx.locale, count=len(idx.errors))
    return Response(messages=[Message(content=text, ephemeral=True)])


# --------------------------------------------------------------------------- autocomplete
@autocomplete("rule", None, "query")
def rule_query_choices(svc, ctx: Ctx, current: str) -> list[Choice]:
    idx = rules_index(svc)
    prefer = _channel_game(svc, ctx)
    return [Choice(n, v) for n, v in idx.autocomplete(current, game=prefer)]


def _game_choices(svc, ctx: Ctx, current: str) -> list[Choice]:
    idx = rules_index(svc)
    cur = (current or "").strip().casefold()
    out = []
    for slug in idx.games():
        label = idx.game_label(slug, ctx.locale)
        names = [slug, label, *[str(v) for v in (idx.game_names.get(slug) or {}).values()]]
        if not cur or any(cur in n.casefold() for n in names):
            out.append(Choice(_clip(label, 100), slug))
    return out[:25]


autocomplete("rule", None, "game")(_game_choices)
autocomplete("rules", "add", "game")(_game_choices)
