"""Reminders and pings driven by the sequence of play.

The schedule lives in the database (table ``reminders``): one pending reminder per
game, for the version of the game it was set at. Every saved change moves it to
``now + after`` for the new version; a reminder whose game moved on is dropped and
re-armed; claiming a due reminder is one conditional UPDATE, so a restart or a second
worker never sends it twice.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from bot.engine.errors import BadInput, PermissionDenied
from bot.engine.games import session
from bot.i18n import t
from bot.service import play
from bot.service.model import Ctx, Message, Response
from bot.service.options import flag
from bot.service.registry import command, on_change, on_tick

if TYPE_CHECKING:
    from bot.service.core import Service

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


ESCALATE_AFTER = 2  # reminders without a move before the GM is pinged too
SERVER_KEY = "remind_hours"


def game_key(game_id: int) -> str:
    return f"game:{game_id}:remind_hours"


async def default_hours(svc: Service, guild_id: int | None, game_id: int) -> float:
    """A game's reminder period: its own setting, else the server's, else 24 h
    (0 = off)."""
    own = await svc.store.guild_setting(guild_id, game_key(game_id), None)
    if own is not None:
        return float(own)
    return float(await svc.store.guild_setting(guild_id, SERVER_KEY, DEFAULT_HOURS))


def up_users(svc: Service, game: dict, definition: dict) -> list[int]:
    """Whoever must act now: the up seats' holders, or whoever resolves a step nobody
    in particular is up for (the GM unless the definition says otherwise)."""
    return list(svc.awaited(game, definition))


@command("game", "remind")
async def remind(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Ping whoever is up again after ``after`` hours without a change (0 turns it off).
    ``server:true`` (Manage Server) makes it the default of every new game here."""
    hours = _hours(opts.get("after"))
    loaded = await svc.require(ctx)
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin) and not session.seats_of(
        loaded.game, ctx.user_id
    ):
        raise PermissionDenied("error.players_only")
    if flag(opts.get("server", False)):
        if not ctx.manage_guild:
            raise PermissionDenied("error.gm_only")
        await svc.store.set_guild_setting(ctx.guild_id, SERVER_KEY, hours)
    async with svc.locks[ctx.channel_id]:
        loaded = await svc.require(ctx)
        await svc.store.set_guild_setting(ctx.guild_id, game_key(loaded.game_id), hours)
        if hours == 0:
            await svc.store.clear_reminder(loaded.game_id)
            return Response([Message(content=t("remind.off", ctx.locale))])
        due = (ctx.now + timedelta(hours=hours)).isoformat()
        await svc.store.set_guild_setting(ctx.guild_id, "locale", ctx.guild_locale or ctx.locale)
        await svc.store.set_reminder(loaded.game_id, loaded.channel_id, due, hours, loaded.version)
    return Response([Message(content=t("remind.set", ctx.locale, hours=f"{hours:g}"))])


@command("game", "ping")
async def ping(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Ping everyone who is up now, or whoever resolves the current step (muting does
    not silence an explicit ping), in the table's language. Only the game's players and
    GM may, and at most once per PING_EVERY per channel."""
    loaded = await svc.require(ctx)
    if not session.is_gm(loaded.game, ctx.user_id, ctx.admin) and not session.seats_of(
        loaded.game, ctx.user_id
    ):
        raise PermissionDenied("error.players_only")
    definition = svc.definition(loaded.slug)
    users = up_users(svc, loaded.game, definition)
    if not users:
        return Response([Message(content=t("remind.nobody_up", ctx.locale), ephemeral=True)])
    # when this channel was last pinged (in memory: a restart at worst allows one
    # early ping)
    last = svc.ping_times.get(ctx.channel_id)
    if last is not None and ctx.now - last < PING_EVERY:
        wait = PING_EVERY - (ctx.now - last)
        raise BadInput("error.ping_too_soon", minutes=max(1, int(wait.total_seconds() // 60)))
    svc.ping_times[ctx.channel_id] = ctx.now
    rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
    loc = play.language(rec, ctx.guild_locale or ctx.locale)
    who = " ".join(f"<@{u}>" for u in users)
    lines = [t("remind.ping", loc, who=who, by=f"<@{ctx.user_id}>")]
    lines += await svc.ping_lines(loaded.game, definition, users, loc)
    return Response([Message(content="\n".join(lines), mentions=users, kind="announce")])


@command("game", "mute")
async def mute(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """A player mutes (or unmutes) their own reminders."""
    on = flag(opts.get("on"), default=True)  # anything but a no word mutes
    await svc.store.set_user_setting(ctx.user_id, MUTE_KEY, on)
    return Response(
        [Message(content=t("remind.muted" if on else "remind.unmuted", ctx.locale), ephemeral=True)]
    )


async def first_reminder(svc: Service, ctx: Ctx) -> tuple[str, float] | None:
    """A new game's reminder, on from the start (24 h, or the server's setting):
    ``(due_at, every_hours)``, stored with the game; None when off."""
    hours = float(await svc.store.guild_setting(ctx.guild_id, SERVER_KEY, DEFAULT_HOURS))
    return ((ctx.now + timedelta(hours=hours)).isoformat(), hours) if hours else None


@on_change
async def rearm(svc: Service, ctx: Ctx, loaded, game: dict, version: int) -> None:
    """An ended game's reminder goes. Other changes cost nothing here: a due reminder
    whose game has moved on since is re-armed from the game's last change when it
    comes up (:func:`send_due`), so no command pays a write for the schedule."""
    if game["status"] == "ended":
        await svc.store.clear_reminder(loaded.game_id)


async def _last_change(svc: Service, game_id: int, version: int) -> datetime | None:
    """When the game reached ``version``: its last event's time, if that event belongs to
    this version (a change logged nothing: unknown)."""
    rows = await svc.store.events(game_id, limit=1)
    if not rows or rows[-1]["version"] != version:
        return None
    try:
        return datetime.fromisoformat(rows[-1]["at"])
    except (TypeError, ValueError):
        return None


async def _periods(svc: Service, game_id: int, due_at: str, every_hours: float) -> int:
    """How many reminder periods separate this due time from the game's last logged
    change (1 for the first reminder, 2 for the second ...), whatever the tick delay."""
    rows = await svc.store.events(game_id, limit=1)
    if not rows or every_hours <= 0:
        return 1
    try:
        gap = datetime.fromisoformat(due_at) - datetime.fromisoformat(rows[-1]["at"])
    except (TypeError, ValueError):
        return 1
    return max(1, round(gap.total_seconds() / 3600 / every_hours))


@on_tick
async def send_due(svc: Service, now: datetime) -> Response:
    """Send every due reminder once, in the table's language (with a line in their own
    language for each pinged player who reads another). After ``ESCALATE_AFTER``
    periods without a move the GM is pinged too. With an outbox, the claim and the
    message are one transaction (a reminder whose send fails is never lost); without
    one, the messages are returned (each names its channel in ``channel_id`` so
    adapters post it there)."""
    out = Response()
    for r in await svc.store.due_reminders(now.isoformat()):
        if not svc.owns_guild(r.get("guild_id")):
            continue  # another process's shard: it sends this one
        loaded = await svc.store.load(r["channel_id"])
        if loaded is None or loaded.game_id != r["game_id"]:
            await svc.store.clear_reminder(r["game_id"])
            continue
        every = timedelta(hours=r["every_hours"])
        nxt = (now + every).isoformat()
        if r["version"] != loaded.version:
            # the game moved on since this reminder was set: it counts again from the
            # game's last change (now, if that is unknown)
            last = await _last_change(svc, loaded.game_id, loaded.version) or now
            due = last + every
            await svc.store.set_reminder(
                loaded.game_id, loaded.channel_id, due.isoformat(), r["every_hours"], loaded.version
            )
            if due > now:
                continue
            r = dict(r, due_at=due.isoformat(), version=loaded.version)
        msg = await _reminder_message(svc, loaded, r)
        rows = svc.outbox_rows(loaded.channel_id, Response([msg]), hold=False) if msg else []
        if not await svc.store.claim_reminder(r["game_id"], r["due_at"], nxt, outbox=rows):
            continue  # already sent by someone else
        if msg is not None and not rows:
            out.add(msg)
    return out


async def _reminder_message(svc: Service, loaded, r: dict) -> Message | None:
    """The reminder of a due game: who is up (unless muted), and the GM once the game
    has been silent for ``ESCALATE_AFTER`` periods; None when nobody is to be pinged."""
    definition = svc.definition(loaded.slug)
    users = [
        u
        for u in up_users(svc, loaded.game, definition)
        if not await svc.store.user_setting(u, MUTE_KEY, False)
    ]
    periods = await _periods(svc, loaded.game_id, r["due_at"], r["every_hours"])
    escalate = periods >= ESCALATE_AFTER
    silent = periods * r["every_hours"]
    gms = [u for u in loaded.game["gm"][:1] if u not in users] if escalate else []
    if not users and not gms:
        return None
    fallback = await svc.store.guild_setting(loaded.guild_id, "locale", "en")
    loc = play.language(
        await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version), fallback
    )
    who = " ".join(f"<@{u}>" for u in users)
    lines = []
    if users:
        lines.append(t("remind.reminder", loc, who=who, hours=f"{silent:g}"))
        lines += await svc.ping_lines(loaded.game, definition, users, loc)
    if escalate:
        lines.append(
            t(
                "remind.escalate",
                loc,
                gm=" ".join(f"<@{u}>" for u in loaded.game["gm"][:1]),
                hours=f"{silent:g}",
            )
        )
    return Message(
        content="\n".join(lines),
        mentions=users + gms,
        kind="announce",
        channel_id=loaded.channel_id,
    )
