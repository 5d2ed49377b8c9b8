"""Generic game lifecycle: /game start|join|leave|seat|gm|status|log|export|import|end|undo,
/phase next, and /help. The games' own sequences live in their families."""

from __future__ import annotations

import json

from ..engine.errors import BadInput, HeraldError, IllegalAction, PermissionDenied, UnknownGame
from ..engine.games import session
from ..engine.games.base import Event
from ..i18n import has, t
from ..store import ChannelBusy
from .model import Choice, Ctx, Embed, File, Message, Response
from .options import flag as _bool
from .options import user_id as _user
from .registry import HANDLERS, autocomplete, command
from .render import event_text, value_names, value_text
from .text import plain

EXPORT_SCHEMA = 1
MAX_IMPORT_BYTES = 1_000_000


@command("game", "start")
async def start(svc, ctx: Ctx, opts: dict) -> Response:
    text = str(opts.get("game", "")).strip()
    slug = svc.knowledge.find_game(text)
    if slug is None:
        raise UnknownGame(
            "error.unknown_game_list",
            game=plain(text[:100]) or "?",
            games=", ".join(sorted(svc.knowledge.definitions)),
        )
    definition = svc.definition(slug)
    game = session.new_game(definition, gm=ctx.user_id)
    events = [
        Event(
            "GameStarted", {"user": ctx.user_id, "game": svc.knowledge.game_name(slug, ctx.locale)}
        )
    ]
    seats = ", ".join(session.seat_names(definition)) or "-"

    def how_to_join(resp: Response) -> None:
        resp.messages[0].content += "\n" + t("game.how_to_join", ctx.locale, seats=seats)

    try:
        return await svc.create_game(ctx, game, definition, events, how_to_join)
    except ChannelBusy:
        raise IllegalAction("error.channel_has_game") from None


@autocomplete("game", "start", "game")
def start_choices(svc, ctx: Ctx, current: str) -> list[Choice]:
    q = current.strip().casefold()
    out = []
    for slug, d in sorted(svc.knowledge.definitions.items()):
        names = [slug] + [str(n) for n in d.get("names", {}).values()]
        if not q or any(q in n.casefold() for n in names):
            out.append(Choice(svc.knowledge.game_name(slug, ctx.locale), slug))
    return out


@command("game", "join")
async def join(svc, ctx: Ctx, opts: dict) -> Response:
    seat = (str(opts.get("seat") or "").strip()) or None
    return await svc.with_game(ctx, lambda g, d, f, a: session.join(g, d, ctx.user_id, seat))


@autocomplete("game", "join", "seat")
def seat_choices(svc, ctx: Ctx, current: str) -> list[Choice]:
    loaded = svc.load(ctx)
    if loaded is None:
        return []
    d = svc.definition(loaded.slug)
    taken = session.holders(loaded.game)
    q = current.strip().casefold()
    return [
        Choice(s, s)
        for s in session.seat_names(d)
        if taken.get(s) is None and s not in loaded.game["bots"] and q in s.casefold()
    ]


@command("game", "leave")
async def leave(svc, ctx: Ctx, opts: dict) -> Response:
    seat = (str(opts.get("seat") or "").strip()) or None
    return await svc.with_game(ctx, lambda g, d, f, a: session.leave(g, ctx.user_id, seat))


@command("game", "seat")
async def seat(svc, ctx: Ctx, opts: dict) -> Response:
    name = str(opts.get("seat") or "").strip()
    if not name:
        raise BadInput("error.missing_option", option="seat")
    user = _user(opts.get("user"))
    bot = _bool(opts.get("bot", False))
    return await svc.with_game(
        ctx, lambda g, d, f, a: session.assign_seat(g, d, a, name, user, bot)
    )


@command("game", "gm")
async def gm(svc, ctx: Ctx, opts: dict) -> Response:
    user = _user(opts.get("user"))
    if user is None:
        raise BadInput("error.missing_option", option="user")
    return await svc.with_game(ctx, lambda g, d, f, a: session.add_gm(g, a, user))


@command("game", "begin")
async def begin(svc, ctx: Ctx, opts: dict) -> Response:
    def fn(g, d, f, a):
        if not a.is_gm:
            raise PermissionDenied("error.gm_only")
        return session.begin(g, d, f, a)

    return await svc.with_game(ctx, fn)


@command("game", "undo")
async def undo(svc, ctx: Ctx, opts: dict) -> Response:
    return await svc.with_game(ctx, lambda g, d, f, a: session.undo(g, a))


@command("phase", "next")
async def phase_next(svc, ctx: Ctx, opts: dict) -> Response:
    action = {"type": "phase.next"}
    for k in ("winner", "choice", "value"):
        if opts.get(k) not in (None, ""):
            action[k] = opts[k]
    return await svc.game_action(ctx, action)


@command("game", "status")
async def status(svc, ctx: Ctx, opts: dict) -> Response:
    loaded = svc.require(ctx)
    definition = svc.definition(loaded.slug)
    g = loaded.game
    table, prompt = svc.view(g, definition)
    lines = [
        t(
            "game.status_line",
            ctx.locale,
            game=svc.knowledge.game_name(loaded.slug, ctx.locale),
            status=t(f"game.status.{g['status']}", ctx.locale),
            version=loaded.version,
        )
    ]
    names = value_names(definition)
    seats = [
        f"{value_text(s, ctx.locale, names)}: {f'<@{u}>' if u is not None else t('game.gm_plays', ctx.locale)}"
        + (" (bot)" if s in g["bots"] else "")
        for s, u in table.seats
    ]
    lines.append(t("game.seats", ctx.locale, seats="; ".join(seats) or "-"))
    lines.append(t("game.gms", ctx.locale, gms=", ".join(f"<@{u}>" for u in g["gm"])))
    buttons = []
    if prompt is not None:
        from .render import up_line

        lines.append(up_line(prompt, table, g["gm"], ctx.locale, names))
        buttons = svc.option_buttons(loaded.version, prompt, ctx.locale, names)
    resp = Response([Message(content="\n".join(x for x in lines if x), components=buttons)])
    dash = svc.dashboard(loaded.game_id, g, definition, loaded.version, ctx.locale)
    dash.kind = "reply"
    resp.messages[0].embeds = dash.embeds
    return resp


@command("game", "log")
async def game_log(svc, ctx: Ctx, opts: dict) -> Response:
    loaded = svc.require(ctx)
    try:
        limit = max(1, min(50, int(opts.get("limit") or 20)))
    except ValueError:
        raise BadInput("error.bad_number", value=plain(str(opts.get("limit"))[:40])) from None
    is_gm = session.is_gm(loaded.game, ctx.user_id, ctx.admin)
    rows = svc.store.events(loaded.game_id, limit=limit)
    names = value_names(svc.knowledge.definitions.get(loaded.slug))
    lines = []
    for r in rows:
        if r["private"] and not is_gm and r["actor"] != ctx.user_id:
            who = f"<@{r['actor']}>"
            lines.append(f"`v{r['version']}` {t('game.private_entry', ctx.locale, user=who)}")
            continue
        mark = " 🔒" if r["private"] else ""
        lines.append(f"`v{r['version']}` {event_text(r, ctx.locale, names)}{mark}")
    body = "\n".join(lines) or t("game.log_empty", ctx.locale)
    while len(body) > 4000:
        lines.pop(0)
        body = "\n".join(lines)
    return Response(
        [
            Message(
                embeds=[Embed(title=t("game.log_title", ctx.locale), description=body)],
                ephemeral=True,
            )
        ]
    )


def export_document(svc, loaded) -> dict:
    definition = svc.definition(loaded.slug)
    family = svc.knowledge.families[definition["family"]]
    g = loaded.game
    table = session.table(g, definition)
    doc = {
        "herald_export": EXPORT_SCHEMA,
        "game": loaded.slug,
        "channel_id": loaded.channel_id,
        "guild_id": loaded.guild_id,
        "version": loaded.version,
        "status": g["status"],
        "state": g,
    }
    if g["state"] is not None:
        doc.update(family.export(definition, g["state"], table))
    return doc


@command("game", "export")
async def export(svc, ctx: Ctx, opts: dict) -> Response:
    loaded = svc.require(ctx)
    doc = export_document(svc, loaded)
    text = json.dumps(doc, ensure_ascii=False, indent=2)
    name = f"herald-{loaded.slug}-{loaded.channel_id}-v{loaded.version}.json"
    return Response(
        [
            Message(
                content=t("game.exported", ctx.locale, version=loaded.version),
                files=[File(name, text)],
                ephemeral=True,
            )
        ]
    )


MAX_USER_ID = 2**64 - 1


def _user_id(value: object) -> bool:
    return type(value) is int and 0 < value <= MAX_USER_ID


def _invalid(reason: str) -> BadInput:
    return BadInput("error.import_invalid", reason=reason)


def _validate_import(svc, ctx: Ctx, raw: bytes) -> dict:
    """Check an export against the envelope schema and the game definition before
    anything is saved, and render it once (prompt, buttons, dashboard) as a dry run:
    a file that would break the game later is refused now, naming what is wrong."""
    if len(raw) > MAX_IMPORT_BYTES:
        raise BadInput("error.import_too_big")
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise _invalid("JSON") from None
    if not isinstance(doc, dict) or doc.get("herald_export") != EXPORT_SCHEMA:
        raise _invalid("herald_export")
    g = doc.get("state")
    keys = {"game", "family", "status", "gm", "seats", "bots", "options", "state", "undo"}
    if not isinstance(g, dict) or not keys <= set(g):
        raise _invalid("state")
    if not isinstance(g["game"], str) or g["game"] not in svc.knowledge.definitions:
        raise _invalid("game")
    definition = svc.definition(g["game"])
    if definition["family"] != g["family"]:
        raise _invalid("family")
    if g["status"] not in ("setup", "active"):
        raise _invalid("status")
    if (g["status"] == "active") != (g["state"] is not None):
        raise _invalid("status")
    if not isinstance(g["gm"], list) or not all(_user_id(u) for u in g["gm"]):
        raise _invalid("gm")
    known = session.seat_names(definition)
    seats = g["seats"]
    if not isinstance(seats, list) or not all(
        isinstance(p, list) and len(p) == 2 and isinstance(p[0], str) for p in seats
    ):
        raise _invalid("seats")
    names = [p[0] for p in seats]
    if (known and not set(names) <= set(known)) or len(set(names)) != len(names):
        raise _invalid("seats")
    if not all(p[1] is None or _user_id(p[1]) for p in seats):
        raise _invalid("seats")
    if not isinstance(g["bots"], list) or not all(
        isinstance(b, str) and (not known or b in known) for b in g["bots"]
    ):
        raise _invalid("bots")
    if not isinstance(g["options"], dict):
        raise _invalid("options")
    undo = g["undo"]
    if not isinstance(undo, list) or len(undo) > session.UNDO_DEPTH:
        raise _invalid("undo")
    for entry in undo:
        if (
            not isinstance(entry, dict)
            or set(entry) - {"state", "actor", "kind", "seats"}
            or not _user_id(entry.get("actor"))
            or not isinstance(entry.get("kind"), str)
            or len(entry["kind"]) > 100
        ):
            raise _invalid("undo")
    state = g["state"]
    if state is not None and not isinstance(state, dict):
        raise _invalid("state")
    if isinstance(state, dict) and known and "factions" in state:
        factions = state["factions"]
        if not isinstance(factions, list) or not set(map(str, factions)) <= set(known):
            raise _invalid("factions")
    g = {k: g[k] for k in keys}
    # the importing GM stays GM
    g["gm"] = sorted(set(g["gm"]) | {ctx.user_id})
    _dry_run(svc, ctx, g, definition, "state")
    # an undo step puts its state back: each must be a state this game can show
    for entry in undo:
        _dry_run(svc, ctx, dict(g, state=entry["state"], undo=[]), definition, "undo")
    return g


def _dry_run(svc, ctx: Ctx, g: dict, definition: dict, reason: str) -> None:
    """Render the game as a command would (announcement with its buttons, dashboard)."""
    try:
        resp = svc.announce(ctx, 0, g, definition, 1, [])
        for msg in resp.messages:
            for c in msg.components:
                if len(getattr(c, "label", "")) > 80:
                    raise ValueError("label too long")
            for e in msg.embeds:
                if len(e.title) > 256 or any(len(f.name) > 256 for f in e.fields):
                    raise ValueError("embed too long")
    except HeraldError:
        raise
    except Exception as e:  # whatever the family cannot read back
        raise _invalid(f"{reason}: {type(e).__name__}") from None


@command("game", "import")
async def game_import(svc, ctx: Ctx, opts: dict) -> Response:
    if not ctx.attachments:
        raise BadInput("error.missing_option", option="file")
    g = _validate_import(svc, ctx, ctx.attachments[0][1])
    existing = svc.load(ctx)
    events = [Event("GameImported", {"user": ctx.user_id})]
    if existing is None:
        try:
            return await svc.create_game(ctx, g, svc.definition(g["game"]), events)
        except ChannelBusy:
            raise IllegalAction("error.channel_has_game") from None

    def fn(old, d, f, a):
        if not a.is_gm:
            raise PermissionDenied("error.gm_only")
        if old["game"] != g["game"]:
            raise IllegalAction("error.import_other_game")
        return g, events

    return await svc.with_game(ctx, fn)


@command("game", "end")
async def end(svc, ctx: Ctx, opts: dict) -> Response:
    loaded = svc.require(ctx)
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin):
        raise PermissionDenied("error.gm_only")
    if not _bool(opts.get("confirm", False)):
        yes = svc.button(
            loaded.version, "game end", {"confirm": 1}, t("game.end_confirm", ctx.locale), "danger"
        )
        return Response(
            [Message(content=t("game.end_ask", ctx.locale), components=[yes], ephemeral=True)]
        )
    return await svc.with_game(ctx, lambda g, d, f, a: session.end(g, a))


def _local_name(key: str, locale: str) -> str:
    """A command's name as Discord shows it to this user (its English name otherwise)."""
    if locale != "en" and has(key, locale):
        return t(key, locale)
    return key.split(".")[-2]


@command("help")
async def help_(svc, ctx: Ctx, opts: dict) -> Response:
    lines = []
    for name, sub in sorted(HANDLERS, key=lambda k: (k[0], k[1] or "")):
        key = f"cmd.{name}.{sub}.description" if sub else f"cmd.{name}.description"
        desc = t(key, ctx.locale) if has(key, ctx.locale) else ""
        if not desc:
            continue
        english = f"/{name}{' ' + sub if sub else ''}"
        local = "/" + " ".join(
            _local_name(k, ctx.locale)
            for k in ([f"cmd.{name}.name"] + ([f"cmd.{name}.{sub}.name"] if sub else []))
        )
        shown = (
            f"`{local}` (`{english}`)"
            if local.replace("/", "") != english.replace("/", "") and local != "/"
            else f"`{english}`"
        )
        lines.append(f"{shown} — {desc}")
    embed = Embed(
        title=t("help.title", ctx.locale),
        description="\n".join(lines)[:4000],
        footer=t("help.footer", ctx.locale),
    )
    return Response([Message(embeds=[embed], ephemeral=True)])
