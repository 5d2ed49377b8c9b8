"""Time zones and quiet hours (``/me timezone``, ``/me quiet``).

A player sets their own time zone (an IANA name read by the standard library's
:mod:`zoneinfo`: ``Europe/Rome``, ``Asia/Tokyo``) and quiet hours (``from:23 to:8``,
whole hours of their own clock; ``from`` later than ``to`` runs across midnight); a
server admin sets the server's default of each (``server:true``), which a player's own
setting overrides. Reminders due inside someone's quiet hours wait until they end
(:func:`quiet_until`, used by :mod:`bot.service.reminders`); turn deadlines keep
running (bot/service/deadlines.py).

Stored as settings: user or guild ``timezone`` (a zone name) and ``quiet`` (``[from,
to]``, or ``[]``: none, which overrides the server's default).
"""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta, tzinfo
from typing import TYPE_CHECKING, Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.engine.errors import BadInput, PermissionDenied
from bot.i18n import t
from bot.service.model import Ctx, Message, Response
from bot.service.options import flag
from bot.service.registry import command

if TYPE_CHECKING:
    from bot.service.core import Service

Scope = Literal["guild", "user"]
ZONE_KEY = "timezone"
QUIET_KEY = "quiet"
EXAMPLE_ZONES = "Europe/Rome, Asia/Tokyo, America/New_York"


def zone(name: object) -> ZoneInfo:
    """The time zone named ``name`` (an IANA name, any case of ``UTC``), or a clear
    refusal with examples."""
    text = str(name or "").strip()
    if text.casefold() in ("utc", "gmt", "z"):
        text = "UTC"
    try:
        if not text or text.startswith(("/", ".")) or ".." in text:
            raise ValueError(text)
        return ZoneInfo(text)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise BadInput(
            "error.bad_timezone", zone=text[:60] or "-", examples=EXAMPLE_ZONES
        ) from None


def _hour(value: object, option: str) -> int:
    try:
        h = int(str(value).strip())
    except (TypeError, ValueError):
        raise BadInput("error.quiet_hour", option=option) from None
    if not 0 <= h <= 23:
        raise BadInput("error.quiet_hour", option=option)
    return h


def quiet_until(now: datetime, tz: tzinfo, start: int, end: int) -> datetime | None:
    """When the quiet hours ``start``-``end`` (whole local hours; ``start > end`` runs
    across midnight) that hold ``now`` end, in UTC; None when ``now`` is outside them
    (or ``start == end``: no quiet hours). Local times follow the zone's rules, summer
    time included: the end is the wall clock's ``end`` o'clock of that day."""
    if start == end:
        return None
    local = now.astimezone(tz)
    h = local.hour
    inside = start <= h < end if start < end else (h >= start or h < end)
    if not inside:
        return None
    day = local.date()
    if start > end and h >= start:  # before midnight: they end tomorrow
        day += timedelta(days=1)
    return datetime.combine(day, time(end), tzinfo=tz).astimezone(UTC)


def _quiet(value: Any) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2 and all(isinstance(x, int) for x in value):
        return (value[0], value[1])
    return None


async def user_zone(svc: Service, guild_id: int | None, user_id: int) -> ZoneInfo:
    """A player's time zone: their own, else their server's default, else UTC."""
    places: tuple[tuple[Scope, int | None], ...] = (("user", user_id), ("guild", guild_id))
    for scope, who in places:
        if who is None:  # a direct message: no server default
            continue
        name = await svc.store.setting(scope, who, ZONE_KEY, None)
        if isinstance(name, str) and name:
            try:
                return zone(name)
            except BadInput:
                continue
    return ZoneInfo("UTC")


async def user_quiet(svc: Service, guild_id: int | None, user_id: int) -> tuple[int, int] | None:
    """A player's quiet hours: their own (``[]``: none), else the server's default."""
    own = await svc.store.setting("user", user_id, QUIET_KEY, None)
    if own is None and guild_id is not None:
        own = await svc.store.setting("guild", guild_id, QUIET_KEY, None)
    return _quiet(own)


async def quiet_end(
    svc: Service, guild_id: int | None, user_id: int, now: datetime
) -> datetime | None:
    """When the quiet hours ``user_id`` is in at ``now`` end (None: not in them)."""
    hours = await user_quiet(svc, guild_id, user_id)
    if hours is None:
        return None
    return quiet_until(now, await user_zone(svc, guild_id, user_id), *hours)


def _where(ctx: Ctx, opts: dict) -> tuple[Scope, int | None]:
    """Whose setting: the player's own, or with ``server:true`` (Manage Server) the
    server's default."""
    if flag(opts.get("server", False)):
        if not ctx.manage_guild:
            raise PermissionDenied("me.error.server_only")
        return "guild", ctx.guild_id
    return "user", ctx.user_id


async def _summary(svc: Service, ctx: Ctx) -> str:
    """The player's zone, their local time now and their quiet hours."""
    tz = await user_zone(svc, ctx.guild_id, ctx.user_id)
    hours = await user_quiet(svc, ctx.guild_id, ctx.user_id)
    local = ctx.now.astimezone(tz).strftime("%H:%M")
    quiet = (
        t(
            "me.quiet_hours",
            ctx.locale,
            from_hour=f"{hours[0]:02d}:00",
            to_hour=f"{hours[1]:02d}:00",
        )
        if hours
        else t("me.no_quiet", ctx.locale)
    )
    return t("me.summary", ctx.locale, zone=str(tz.key), clock=local, quiet=quiet)


@command("me", "timezone", main="zone")
async def set_zone(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """A player's time zone (``server:true``, Manage Server: the server's default);
    without ``zone``, what is set and the player's local time."""
    scope, who = _where(ctx, opts)
    raw = opts.get("zone")
    if raw in (None, ""):
        return Response([Message(content=await _summary(svc, ctx), ephemeral=True)])
    tz = zone(raw)
    await svc.store.set_setting(scope, who, ZONE_KEY, tz.key)
    local = ctx.now.astimezone(tz).strftime("%H:%M")
    key = "me.server_zone_set" if scope == "guild" else "me.zone_set"
    return Response(
        [Message(content=t(key, ctx.locale, zone=tz.key, clock=local), ephemeral=scope == "user")]
    )


@command("me", "quiet")
async def set_quiet(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Quiet hours, ``from`` to ``to`` o'clock of the player's own time zone
    (``server:true``: the server's default); ``from`` equal to ``to``, or ``off:true``,
    turns them off. Reminders wait until they end; deadlines keep running."""
    scope, who = _where(ctx, opts)
    off = flag(opts.get("off", False))
    start, end = opts.get("from"), opts.get("to")
    if not off and start in (None, "") and end in (None, ""):
        return Response([Message(content=await _summary(svc, ctx), ephemeral=True)])
    if not off:
        if start in (None, "") or end in (None, ""):
            raise BadInput("error.missing_option", option="to" if end in (None, "") else "from")
        a, b = _hour(start, "from"), _hour(end, "to")
        off = a == b
    public = scope == "guild"
    if off:
        await svc.store.set_setting(scope, who, QUIET_KEY, [])
        key = "me.server_quiet_off" if public else "me.quiet_off"
        return Response([Message(content=t(key, ctx.locale), ephemeral=not public)])
    await svc.store.set_setting(scope, who, QUIET_KEY, [a, b])
    key = "me.server_quiet_set" if public else "me.quiet_set"
    text = t(key, ctx.locale, from_hour=f"{a:02d}:00", to_hour=f"{b:02d}:00")
    return Response([Message(content=text, ephemeral=not public)])
