"""/roll, /dice inline and inline ``[[...]]`` rolls.

The engine (:mod:`bot.engine.dice`, :mod:`bot.engine.dice_book`) rolls; this module
chooses what to roll from the options, renders the result in the reader's language,
logs it to the channel's game (if any), and makes a private roll private.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.engine import dice as engine
from bot.engine.dice_book import Book, GameResult, NamedResult, roll_game, roll_named
from bot.engine.dice_phrases import glued_comment_ok, strip_verb
from bot.engine.errors import BadInput, DiceError, PermissionDenied
from bot.engine.games.base import Event
from bot.engine.games.gms import real_gms
from bot.i18n import join_list, t
from bot.service import flood, play
from bot.service.marks import changed
from bot.service.model import Choice, Ctx, Message, Response, mention
from bot.service.options import flag
from bot.service.registry import autocomplete, command
from bot.service.text import plain, unmentioned

if TYPE_CHECKING:
    from bot.service.core import Service

MAX_REASON = 200
MAX_INLINE = 4  # [[...]] per message
MAX_MESSAGE = 2000
MAX_ALIASES = 50  # per server
MAX_ALIAS_NAME = 20
MAX_ALIAS_EXPR = 200
_ALIAS_NAME = re.compile(r"[^\W\d][\w-]*")
_ALIAS_WORD = re.compile(r"\s*([^\W\d][\w-]*)")
GAME_PARAMS = ("faction", "renown", "forts", "unit", "terrain", "count")
_INLINE = re.compile(r"\[\[([^\[\]]{1,200})\]\]")


def book_of(svc: Service) -> Book:
    """The named dice and game rolls (``knowledge/dice``, read with the knowledge)."""
    return svc.knowledge.dice


def _clip(text: str, limit: int = MAX_MESSAGE) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --------------------------------------------------------------------------- rendering
def reading_line(notes: Sequence[tuple[str, dict[str, Any]]], locale: str) -> str:
    """How a notation was read (``↳ read as: counts the dice ≥4 (successes)``)."""
    text = t("list.clauses", locale).join(t(key, locale, **params) for key, params in notes)
    return t("dice.read.prefix", locale, notes=text)


MAX_COMMENT = 100  # characters of a roll's comment shown


def expr_lines(out: engine.RollOutput, locale: str) -> list[str]:
    lines = []
    shown: set[str] = set()
    shortened = False
    for r in out.rolls:
        shortened = shortened or r.shortened
        line = unmentioned(r.text)  # Markdown on purpose, but labels are typed by users
        if r.comment:  # the user's own words: shown as typed, never as Markdown
            line += " · " + plain(r.comment[:MAX_COMMENT])
        if r.crit:
            line += " " + t(f"dice.{r.crit}", locale)
        lines.append(line)
        if r.notes and r.expr not in shown:  # once per expression, not per repeat
            shown.add(r.expr)
            lines.append(reading_line(r.notes, locale))
    if shortened:
        lines.append(t("dice.shortened", locale))
    return lines


def named_lines(book: Book, res: NamedResult, locale: str, user: str = "") -> list[str]:
    lines = [
        t("dice.named.header", locale, user=user, count=len(res.faces), die=res.die.name(locale))
        .replace("  ", " ")
        .strip()
    ]
    if len(res.faces) <= 30:
        lines.append(
            t(
                "dice.named.rolled",
                locale,
                faces=t("list.sep", locale).join(f.label(locale) for f in res.faces),
            )
        )
    tally = t("list.sep", locale).join(
        (lambda x: f"**{x}**" if n else x)(t("fmt.times", locale, a=f.label(locale), b=n))
        for f, n in res.tally
    )
    lines.append(t("dice.named.tally", locale, tally=tally))
    for r in res.die.rules:
        src = book.source(res.die.game, r.source)
        lines.append(t("dice.game.rule", locale, source=src.label(locale), section=r.section))
    return lines


def _param_text(book: Book, res: GameResult, locale: str) -> str:
    parts = []
    for p in res.roll.params:
        v = res.params.get(p.name)
        if p.type == "int":
            label = t(f"dice.game.label.{p.label}", locale) if p.label else p.name
            parts.append(f"{label} {v}")
        else:
            parts.append(book.choice_label(res.roll.game, p.name, v, locale))
    return " · ".join(parts)


def game_lines(book: Book, res: GameResult, locale: str, user: str = "") -> list[str]:
    gr = res.roll
    lines = [f"🎲 {user} {gr.name(locale)}".replace("  ", " ")]
    if gr.params:
        lines.append(t("dice.game.params", locale, params=_param_text(book, res, locale)))
    if res.disagree:
        lines.append(t("dice.game.disagree", locale))
    what = join_list([t(f"dice.game.what.{s}", locale) for s in gr.subtract], locale)
    for v in res.variants:
        srcs = join_list([book.source(gr.game, s).label(locale) for s in v.sources], locale)
        body = []
        for i, a in enumerate(v.attempts, 1):
            if gr.mode == "sum":
                if v.subtract:
                    text = t(
                        "dice.game.result_sub",
                        locale,
                        breakdown=a.roll.text,
                        subtract=v.subtract,
                        what=what,
                        result=a.result,
                    )
                else:
                    text = t("dice.game.result_sum", locale, breakdown=a.roll.text, result=a.result)
                if gr.floor is not None and a.result == gr.floor and a.raw - v.subtract < gr.floor:
                    text += " " + t("dice.game.floor", locale, floor=gr.floor)
            elif gr.mode == "count":
                dice = t("list.sep", locale).join(
                    f"**{x}**" if h else str(x) for x, h in zip(a.values, a.hits, strict=True)
                )
                text = t(
                    "dice.game.result_count",
                    locale,
                    dice=f"{v.dice} ({dice})",
                    hits=a.result,
                    n=len(a.values),
                    target=v.success_min,
                )
            else:
                outcome = t("dice.game.success" if a.result else "dice.game.failure", locale)
                text = t(
                    "dice.game.result_target",
                    locale,
                    dice=v.dice,
                    value=a.raw,
                    outcome=outcome,
                    target=v.success_min,
                )
            body.append(
                t("dice.game.each", locale, n=i, text=text) if len(v.attempts) > 1 else text
            )
        if res.disagree:
            lines.append(f"**{srcs}**: " + " / ".join(body))
        else:
            lines.append(t("dice.game.sources", locale, sources=srcs))
            lines.extend(body)
    for r in res.rules:
        lines.append(
            t(
                "dice.game.rule",
                locale,
                source=book.source(gr.game, r.source).label(locale),
                section=r.section,
            )
        )
    return lines


def game_summary(res: GameResult) -> str:
    """A short, language-neutral result for the log: ``A: 4 / B: 5``."""
    parts = []
    for v in res.variants:
        nums = ",".join(str(a.result) for a in v.attempts)
        parts.append(f"{'+'.join(v.sources)}: {nums}" if res.disagree else nums)
    return " / ".join(parts)


# --------------------------------------------------------------------------- /roll
async def _gms(svc: Service, ctx: Ctx) -> list[int]:
    try:
        loaded = await svc.load(ctx)
    except Exception:  # no store, or no game: a private roll is then the roller's only
        return []
    if loaded is None:
        return []
    return [g for g in real_gms(loaded.game.get("gm", [])) if g != ctx.user_id]


def _count(value) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        raise DiceError("dice.error.param_int", param="count", min=1, max=engine.MAX_DICE) from None


async def public_locale(svc: Service, ctx: Ctx) -> str:
    """The language of a post everyone in the channel reads: a game channel's table
    language, elsewhere the roller's own (the store's recent copy: a roll outside a
    game asks the store nothing once the channel is known)."""
    loaded, _ = await svc.store.load_recent(ctx.channel_id)
    if loaded is None:
        return ctx.locale
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    return play.language(rec, ctx.guild_locale)


def _known_locale(svc: Service, ctx: Ctx) -> str | None:
    """:func:`public_locale` without awaiting, for a channel this process knows has no
    game (the roller's own language); None: ask :func:`public_locale`."""
    return ctx.locale if svc.store.recent(ctx.channel_id) == (None, True) else None


@command("roll", main="expr")
async def roll(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """A roll: public in the table's language, or private (the roller and the GM) in
    the roller's own."""
    expr = str(opts.get("expr") or "").strip()
    die = str(opts.get("dice") or "").strip()
    game = str(opts.get("game") or "").strip()
    reason = plain(" ".join(str(opts.get("reason") or "").split())[:MAX_REASON])
    private = flag(opts.get("private"))
    loc = ctx.locale if private else _known_locale(svc, ctx) or await public_locale(svc, ctx)
    chosen = [x for x in (expr, die, game) if x]
    if not chosen:
        raise DiceError("dice.error.nothing")
    if len(chosen) > 1:
        raise DiceError("dice.error.mixed")
    who = mention(ctx.user_id)
    book = book_of(svc) if (die or game) else None
    if expr:
        # a full-width alias name (ａｔｋ) is the alias too
        aliases = kept_aliases(svc, ctx)
        if aliases is None:  # the server's not read yet
            aliases = await aliases_of(svc, ctx)
        expr = expand_aliases(aliases, engine.halfwidth(expr))
        out = engine.roll(expr, svc.rng, dice_required=True)
        header = (
            t("dice.header_reason", loc, user=who, reason=reason)
            if reason
            else t("dice.header", loc, user=who)
        )
        lines = [header] + expr_lines(out, loc)
        logged_expr = expr
        result = lambda: ", ".join([str(r.total) for r in out.rolls])  # noqa: E731
    elif die:
        assert book is not None
        res = roll_named(book, die, _count(opts.get("count")), svc.rng)
        lines = named_lines(book, res, loc, who)
        if reason:
            lines.insert(1, f"_{reason}_")
        logged_expr = f"{len(res.faces)}×{res.die.id}"
        result = lambda: t("list.sep", loc).join(  # noqa: E731
            t("fmt.times", loc, a=f.label(loc), b=n) for f, n in res.tally if n
        )
    else:
        assert book is not None
        params = {k: opts.get(k) for k in GAME_PARAMS if opts.get(k) not in (None, "")}
        try:
            gres = roll_game(book, game, params, svc.rng)
        except DiceError as e:
            if e.key == "dice.error.unknown_roll":  # the rolls there are, as typed
                e.params["rolls"] = join_list([f"`{r}`" for r in e.params["rolls"]], loc)
            if e.key == "dice.error.param_choice":  # the choices named the reader's way
                gr = book.game_roll(game)
                e.params["choices"] = [
                    book.choice_label(gr.game, str(e.params["param"]), c, loc)
                    for p in gr.params
                    if p.name == e.params["param"]
                    for c in p.choices
                ]
            raise
        lines = game_lines(book, gres, loc, who)
        if reason:
            lines.insert(1, f"_{reason}_")
        args = ", ".join(f"{k}={v}" for k, v in gres.params.items())
        logged_expr = f"{gres.roll.id}({args})"
        result = lambda: game_summary(gres)  # noqa: E731
    if private:
        lines.insert(0, t("dice.private_note", loc))
    content = _clip("\n".join(lines))
    await svc.log(
        ctx,
        lambda: [  # made (the result written) only when the channel has a game to log it in
            Event(
                "DiceRolled",
                {
                    "user": ctx.user_id,
                    "expr": logged_expr,
                    "reason": reason,
                    "why": f"({reason})" if reason else "",
                    "result": result(),
                    "private": private,
                },
            )
        ],
        private=private,
    )
    msg = Message(content=content, mentions=[])
    if private:
        msg.ephemeral = True
        msg.private_to = [ctx.user_id] + await _gms(svc, ctx)
    return Response([msg])


def _match(current: str, *names: str) -> bool:
    q = current.strip().casefold()
    return not q or any(q in n.casefold() for n in names if n)


@autocomplete("roll", None, "dice")
def dice_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    book = book_of(svc)
    out = []
    for d in book.dice.values():
        names = [d.id, *d.aliases, *(str(x) for x in d.names.values())]
        if _match(current, *names):
            out.append(
                Choice(
                    t("dice.choice.die", ctx.locale, name=d.name(ctx.locale), faces=len(d.faces)),
                    d.id,
                )
            )
    return out[:25]


@autocomplete("roll", None, "game")
async def game_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
    book = book_of(svc)
    playing = None
    try:
        loaded = await svc.load(ctx)
        playing = loaded.slug if loaded is not None else None
    except Exception:
        playing = None
    rolls = sorted(book.rolls.values(), key=lambda g: (g.game != playing, g.game, g.id))
    return [
        Choice(t("dice.choice.roll", ctx.locale, name=g.name(ctx.locale)), g.id)
        for g in rolls
        if _match(current, g.id, *(str(x) for x in g.names.values()))
    ][:25]


def _param_choices(param: str):
    def choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]:
        book = book_of(svc)
        out, seen = [], set()
        for key, values in book.choices.items():
            if key.split(":", 1)[1] != param:
                continue
            game = key.split(":", 1)[0]
            for value in values:
                label = book.choice_label(game, param, value, ctx.locale)
                if value not in seen and _match(current, value, label):
                    seen.add(value)
                    out.append(Choice(f"{label} ({value})" if label != value else value, value))
        return out[:25]

    return choices


for _p in ("faction", "unit", "terrain"):
    autocomplete("roll", None, _p)(_param_choices(_p))


# --------------------------------------------------------------------------- inline
@command("dice", "inline")
async def inline_setting(svc: Service, ctx: Ctx, opts: dict) -> Response:
    if ctx.guild_id is None:
        raise BadInput("dice.inline.no_guild")
    if not ctx.manage_guild:
        raise PermissionDenied("dice.error.inline_permission")
    enabled = flag(opts.get("enabled"))
    await svc.store.set_setting("guild", ctx.guild_id, "inline_dice", enabled)
    key = "dice.inline.enabled" if enabled else "dice.inline.disabled"
    return Response([Message(content=t(key, ctx.locale), ephemeral=True)])


def find_inline(text: str) -> list[str]:
    """The first :data:`MAX_INLINE` ``[[...]]`` expressions of a message."""
    if not text or "[[" not in text:
        return []
    return [m.group(1).strip() for m in _INLINE.finditer(text[:4000])][:MAX_INLINE]


async def inline_rolls(svc: Service, ctx: Ctx, text: str) -> Response | None:
    """Roll the ``[[...]]`` in an ordinary message, if the server turned it on."""
    exprs = [e for e in find_inline(text) if e]
    if not exprs or ctx.guild_id is None:
        return None
    if not await svc.store.setting("guild", ctx.guild_id, "inline_dice", default=False):
        return None
    allowed, refusal = await flood.inline_allowed(svc, ctx)
    if not allowed:  # past the server's rate: not rolled, said once a minute
        return refusal
    loc = await public_locale(svc, ctx)
    try:
        # every [[...]] is one roll; a ';' inside one would make more parts: refuse it
        if any(";" in e for e in exprs):
            raise DiceError("dice.error.too_many_parts", limit=1, count=2)
        # Roll20's inline rolls are its calculator too: [[3+4]] is 7, shown as a sum
        out = engine.roll(expand_aliases(await aliases_of(svc, ctx), "; ".join(exprs)), svc.rng)
    except DiceError as e:
        return Response([Message(content=_clip(t(e.key, loc, **e.params)), mentions=[])])
    lines = [t("dice.inline.header", loc, user=mention(ctx.user_id))] + expr_lines(out, loc)
    await svc.log(
        ctx,
        [
            Event(
                "DiceRolled",
                {
                    "user": ctx.user_id,
                    "expr": "; ".join(exprs),
                    "reason": "",
                    "why": "",
                    "result": ", ".join(str(x) for x in out.totals),
                    "private": False,
                },
            )
        ],
    )
    return Response([Message(content=_clip("\n".join(lines)), mentions=[])])


# --------------------------------------------------------------------------- aliases
def kept_aliases(svc: Service, ctx: Ctx) -> dict[str, str] | None:
    """The server's aliases as this process keeps them (only to be read), without
    awaiting; None when they are still to be read (:func:`aliases_of`)."""
    return {} if ctx.guild_id is None else svc.store.known_aliases(ctx.guild_id)


async def aliases_of(svc: Service, ctx: Ctx) -> dict[str, str]:
    """The server's aliases, only to be read (the store's kept copy when it has one)."""
    kept = kept_aliases(svc, ctx)
    if kept is not None or ctx.guild_id is None:
        return kept or {}
    return await svc.store.dice_aliases(ctx.guild_id)


def expand_aliases(aliases: dict[str, str], text: str) -> str:
    """``atk +2; dmg`` with ``atk = 1d20+5`` -> ``(1d20+5) +2; dmg``: a part whose first
    word is an alias name starts with that alias's expression (once, never recursively),
    also after a leading verb players type (``tira atk``, ``roll atk``, ``振る atk``) and
    before a Japanese comment glued to it (``atkを振る``), as the notation reads them."""
    if not aliases:
        return text
    return ";".join(_expanded(aliases, part) for part in text.split(";"))


def _expanded(aliases: dict[str, str], part: str) -> str:
    # the part as typed first (an alias may be named as a verb is), then without its verb
    for body in dict.fromkeys((part, strip_verb(part))):
        m = _ALIAS_WORD.match(body)
        if m is None:
            continue
        word = m.group(1)
        if word.casefold() in aliases:
            return body[: m.start(1)] + aliases[word.casefold()] + body[m.end() :]
        if len(word.casefold()) != len(word):
            continue
        for name in sorted(aliases, key=len, reverse=True):  # the longest name first
            rest = word[len(name) :]
            if word.casefold().startswith(name) and rest and glued_comment_ok(rest):
                return body[: m.start(1)] + aliases[name] + rest + body[m.end() :]
    return part


def _alias_name(raw: object) -> str:
    name = str(raw or "").strip().casefold()
    if (
        not name
        or len(name) > MAX_ALIAS_NAME
        or not _ALIAS_NAME.fullmatch(name)
        or re.fullmatch(r"d\d*|d[f%]?", name)
        or name in engine.ADV_WORDS
        or name in engine.DIS_WORDS
    ):
        raise BadInput("dice.alias.error.name", limit=MAX_ALIAS_NAME, name=name[:30])
    return name


@command("dice", "alias")
async def alias_command(svc: Service, ctx: Ctx, opts: dict[str, Any]) -> Response:
    """``/dice alias name: expr:`` sets; without ``expr`` it removes the alias."""
    if ctx.guild_id is None:
        raise BadInput("dice.alias.error.no_guild")
    if not ctx.manage_guild:
        raise PermissionDenied("dice.alias.error.permission")
    name = _alias_name(opts.get("alias") or opts.get("name"))
    expr = " ".join(str(opts.get("expr") or "").split())
    loc = ctx.locale
    if not expr:
        if not await svc.store.delete_dice_alias(ctx.guild_id, name):
            raise BadInput("dice.alias.error.unknown", name=name)
        await changed(svc, ctx.guild_id)  # other processes drop their copy at their next tick
        return Response([Message(content=t("dice.alias.removed", loc, name=name), ephemeral=True)])
    if len(expr) > MAX_ALIAS_EXPR:
        raise BadInput("dice.alias.error.expr_too_long", limit=MAX_ALIAS_EXPR, length=len(expr))
    if ";" in expr:
        raise BadInput("dice.alias.error.one_roll")
    engine.check(expr)  # refused now (with the reason), not when someone rolls it
    if not await svc.store.set_dice_alias(ctx.guild_id, name, expr, MAX_ALIASES):
        raise BadInput("dice.alias.error.too_many", limit=MAX_ALIASES)
    await changed(svc, ctx.guild_id)
    return Response(
        [Message(content=t("dice.alias.set", loc, name=name, expr=expr), ephemeral=True)]
    )


@command("dice", "aliases")
async def aliases_command(svc: Service, ctx: Ctx, opts: dict[str, Any]) -> Response:
    if ctx.guild_id is None:
        raise BadInput("dice.alias.error.no_guild")
    found = await svc.store.dice_aliases(ctx.guild_id)
    loc = ctx.locale
    if not found:
        return Response([Message(content=t("dice.alias.none", loc), ephemeral=True)])
    lines = [t("dice.alias.list", loc, count=len(found))]
    lines += [f"`{n}` → `{e}`" for n, e in found.items()]
    return Response([Message(content=_clip("\n".join(lines)), ephemeral=True)])
