"""Reminders and pings driven by the sequence of play.

The schedule lives in the database (table ``reminders``): one pending reminder per
game, for the version of the game it was set at. Every saved change moves it to
``now + after`` for the new version; a reminder whose game moved on is dropped and
re-armed; claiming a due reminder is one conditional UPDATE, so a restart or a second
worker never sends it twice.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from ..engine.errors import BadInput, PermissionDenied
from ..engine.games import session
from ..i18n import t
from .model import Ctx, Message, Response
from .registry import command, on_change, on_tick
from .render import seat_holder_mentions

DEFAULT_HOURS = 24.0
MAX_HOURS = 24.0 * 30
MUTE_KEY = "mute_reminders"
PING_EVERY = timedelta(minutes=10)


def _hours(value) -> float:
    if value in (None, ""):
        return DEFAULT_HOURS
    try:
        h = float(value)
    except (TypeError, ValueError):
        raise BadInput("error.bad_number", value=str(value)) from None
    if h != h or h < 0 or h > MAX_HOURS:  # NaN, negative, absurd
        raise BadInput("error.remind_range", max=int(MAX_HOURS))
    return h


def up_users(svc, game: dict, definition: dict) -> list[int]:
    table, prompt = svc.view(game, definition)
    if prompt is None or prompt.finished:
        return []
    return seat_holder_mentions(table, prompt.up, game["gm"])


@command("game", "remind")
async def remind(svc, ctx: Ctx, opts: dict) -> Response:
    """Ping whoever is up again after ``after`` hours without a change (0 turns it off)."""
    hours = _hours(opts.get("after"))
    loaded = svc.require(ctx)
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin) and not session.seats_of(
        loaded.game, ctx.user_id
    ):
        raise PermissionDenied("error.players_only")
    async with svc.locks[ctx.channel_id]:
        loaded = svc.require(ctx)
        if hours == 0:
            svc.store.clear_reminder(loaded.game_id)
            return Response([Message(content=t("remind.off", ctx.locale))])
        due = (ctx.now + timedelta(hours=hours)).isoformat()
        svc.store.set_guild_setting(ctx.guild_id, "locale", ctx.guild_locale or ctx.locale)
        svc.store.set_reminder(loaded.game_id, loaded.channel_id, due, hours, loaded.version)
    return Response([Message(content=t("remind.set", ctx.locale, hours=f"{hours:g}"))])


@command("game", "ping")
async def ping(svc, ctx: Ctx, opts: dict) -> Response:
    """Ping everyone who is up now (muting does not silence an explicit ping). Only
    the game's players and GM may, and at most once per PING_EVERY per channel."""
    loaded = svc.require(ctx)
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin) and not session.seats_of(
        loaded.game, ctx.user_id
    ):
        raise PermissionDenied("error.players_only")
    users = up_users(svc, loaded.game, svc.definition(loaded.slug))
    if not users:
        return Response([Message(content=t("remind.nobody_up", ctx.locale), ephemeral=True)])
    # when this channel was last pinged (in memory: a restart at worst allows one
    # early ping)
    last = svc.ping_times.get(ctx.channel_id)
    if last is not None and ctx.now - last < PING_EVERY:
        wait = PING_EVERY - (ctx.now - last)
        raise BadInput("error.ping_too_soon", minutes=max(1, int(wait.total_seconds() // 60)))
    svc.ping_times[ctx.channel_id] = ctx.now
    who = " ".join(f"<@{u}>" for u in users)
    return Response(
        [
            Message(
                content=t("remind.ping", ctx.locale, who=who, by=f"<@{ctx.user_id}>"),
                mentions=users,
                kind="announce",
            )
        ]
    )


@command("game", "mute")
async def mute(svc, ctx: Ctx, opts: dict) -> Response:
    """A player mutes (or unmutes) their own reminders."""
    on = opts.get("on", True)
    on = on if isinstance(on, bool) else str(on).strip().lower() not in ("0", "false", "no", "off")
    svc.store.set_user_setting(ctx.user_id, MUTE_KEY, bool(on))
    return Response(
        [Message(content=t("remind.muted" if on else "remind.unmuted", ctx.locale), ephemeral=True)]
    )


@on_change
def rearm(svc, ctx: Ctx, loaded, game: dict, version: int) -> None:
    """Something happened: the game's reminder (if any) counts again from now."""
    r = svc.store.reminder(loaded.game_id)
    if r is None:
        return
    if game["status"] == "ended":
        svc.store.clear_reminder(loaded.game_id)
        return
    due = (ctx.now + timedelta(hours=r["every_hours"])).isoformat()
    svc.store.set_reminder(loaded.game_id, loaded.channel_id, due, r["every_hours"], version)


@on_tick
async def send_due(svc, now: datetime) -> Response:
    """Send every due reminder once. Returns the reminder messages (each names its
    channel in ``edit_key`` as ``channel:<id>`` so adapters post it there)."""
    out = Response()
    for r in svc.store.due_reminders(now.isoformat()):
        loaded = svc.store.load(r["channel_id"])
        if loaded is None or loaded.game_id != r["game_id"]:
            svc.store.clear_reminder(r["game_id"])
            continue
        nxt = (now + timedelta(hours=r["every_hours"])).isoformat()
        if r["version"] != loaded.version:
            # the game moved on since this reminder was set: drop it, count from now
            svc.store.set_reminder(
                loaded.game_id, loaded.channel_id, nxt, r["every_hours"], loaded.version
            )
            continue
        definition = svc.definition(loaded.slug)
        users = [
            u
            for u in up_users(svc, loaded.game, definition)
            if not svc.store.user_setting(u, MUTE_KEY, False)
        ]
        msg = None
        if users:
            loc = svc.store.guild_setting(loaded.guild_id, "locale", "en")
            who = " ".join(f"<@{u}>" for u in users)
            msg = Message(
                content=t("remind.reminder", loc, who=who, hours=f"{r['every_hours']:g}"),
                mentions=users,
                kind="announce",
                edit_key=f"channel:{loaded.channel_id}",
            )
        # The claim and the message are one transaction when an outbox delivers it:
        # a reminder whose send fails stays in the outbox, never lost.
        rows = svc.outbox_rows(loaded.channel_id, Response([msg]), hold=False) if msg else []
        if not svc.store.claim_reminder(r["game_id"], r["due_at"], nxt, outbox=rows):
            continue  # already sent by someone else
        if msg is not None and not rows:
            out.add(msg)
    return out
