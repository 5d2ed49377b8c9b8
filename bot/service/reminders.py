"""Reminders and pings driven by the sequence of play.

A reminder counts from the game's last move: its last saved change (a seated player's
or a GM's command), never a roll, a lookup or anything else said in the channel. The
schedule lives in the database (table ``reminders``): one pending wake-up per game.
When it comes up the game's last move decides: before a whole period has passed the
wake-up moves to ``last move + period``; after ``n`` periods whoever is up is pinged,
saying how long the game has really been idle, and the next wake-up is ``last move +
(n + 1) periods`` (no drift with the tick). Claiming a due reminder is one conditional
UPDATE, so a restart or a second worker never sends it twice.

Floors: a period is at least :data:`MIN_HOURS`, and a player is pinged by reminders
at most :data:`PINGS_PER_DAY` times in any 24 hours (all games together), once a period.
A reminder due inside a player's quiet hours (``/me quiet``, in their ``/me timezone``:
bot/service/quiet.py) waits for them: the others are pinged, and the wake-up moves to
the end of the first quiet hours holding someone back.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from bot.engine.errors import BadInput, PermissionDenied
from bot.engine.games import session
from bot.engine.games.gms import pinged_gm
from bot.i18n import duration, t
from bot.service import people, play, quiet
from bot.service.model import Ctx, Message, Response
from bot.service.options import flag
from bot.service.registry import command, on_change, on_tick

if TYPE_CHECKING:
    from bot.service.core import Service

DEFAULT_HOURS = 24.0
MIN_HOURS = 1.0  # the shortest period a game may set (0 turns reminders off)
MAX_HOURS = 24.0 * 30
MUTE_KEY = "mute_reminders"
PING_EVERY = timedelta(minutes=10)
PINGS_PER_DAY = 6  # reminder pings a player gets in any 24 h, all games together
PINGS_KEY = "reminder_pings"  # user setting: when this player's last reminders pinged
_DAY = timedelta(hours=24)


def _hours(value) -> float:
    if value in (None, ""):
        return DEFAULT_HOURS
    try:
        h = float(value)
    except (TypeError, ValueError):
        raise BadInput("error.bad_number", value=str(value)) from None
    if h != h or h < 0 or h > MAX_HOURS or 0 < h < MIN_HOURS:  # NaN, negative, absurd
        raise BadInput("error.remind_range", min=f"{MIN_HOURS:g}", max=int(MAX_HOURS))
    return h


ESCALATE_AFTER = 2  # reminders without a move before the GM is pinged too
SERVER_KEY = "remind_hours"


def held_key(game_id: int) -> str:
    """Guild setting: whom a game's reminder of one period held back for their quiet
    hours (``{"began": the period's start, "users": [...]}``), pinged as these end."""
    return f"game:{game_id}:remind_held"


def told_key(game_id: int) -> str:
    """Guild setting: a stretch without a move whose first reminders quiet hours held
    back (``{"moved": the last move, "first": the period whose reminder reached whoever
    is up, or None while none has}``): the GM's escalation counts from that period, as
    the players' own reminders do, never from the last move over sleeping players."""
    return f"game:{game_id}:remind_told"


def game_key(game_id: int) -> str:
    return f"game:{game_id}:remind_hours"


async def default_hours(svc: Service, guild_id: int | None, game_id: int) -> float:
    """A game's reminder period: its own setting, else the server's, else 24 h
    (0 = off)."""
    own = await svc.store.setting("guild", guild_id, game_key(game_id), None)
    if own is None:
        own = await svc.store.setting("guild", guild_id, SERVER_KEY, DEFAULT_HOURS)
    return _floor(float(own))


async def _on_default(svc: Service, guild_id: int | None) -> float:
    """The server's default period, or 24 h when the server turned reminders off."""
    own = _floor(float(await svc.store.setting("guild", guild_id, SERVER_KEY, DEFAULT_HOURS)))
    return own or DEFAULT_HOURS


def _number(hours: float) -> int | float:
    """Hours as the catalogs' plurals select on them: a number ("1 hour", not the
    string "1", which matched no plural and read "1 hours": play-test 17, finding 10)."""
    return int(hours) if float(hours).is_integer() else hours


def _floor(hours: float) -> float:
    """A period set before the floor existed is raised to it (0 stays off)."""
    return max(hours, MIN_HOURS) if hours > 0 else 0.0


def up_users(svc: Service, game: dict, definition) -> list[int]:
    """Whoever must act now: the up seats' holders, or whoever resolves a step nobody
    in particular is up for (the GM unless the definition says otherwise)."""
    return list(svc.awaited(game, definition))


@command("game", "remind")
async def remind(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Ping whoever is up again after ``after`` hours without a change (0 turns it off).
    ``server:true`` (Manage Server) makes it the default of every new game here."""
    given = opts.get("after") not in (None, "")
    hours = _hours(opts.get("after"))
    server = flag(opts.get("server", False))
    if server and not given:  # the server's default as it is (on again if it was off)
        hours = await _on_default(svc, ctx.guild_id)
    loaded = await svc.load_or_over(ctx.channel_id)
    if loaded is None and not server:
        loaded = await svc.require(ctx)  # "no game here"
    if loaded is not None and not session.is_gm(loaded.game, ctx.user_id, ctx.admin):
        if not session.seats_of(loaded.game, ctx.user_id):
            raise PermissionDenied("error.players_only")
        if not server:  # a player is told the game's period; the GM sets it (finding 10)
            if given:
                raise PermissionDenied("remind.error.gm_sets")
            now = await default_hours(svc, ctx.guild_id, loaded.game_id)
            told = t("remind.set", ctx.locale, hours=_number(now)) if now else ""
            return Response([Message(content=told or t("remind.off", ctx.locale), ephemeral=True)])
    if server:
        if not ctx.manage_guild:
            raise PermissionDenied("error.gm_only")
        await svc.store.set_setting("guild", ctx.guild_id, SERVER_KEY, hours)
        if loaded is None:  # a server's default is set in any channel, before any game
            key = "remind.server_set" if hours else "remind.server_off"
            return Response([Message(content=t(key, ctx.locale, hours=_number(hours)))])
    async with svc.locks[ctx.channel_id]:
        loaded = await svc.require(ctx)
        # a public confirmation: in the table's language (everyone reads it)
        rec = await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version)
        loc = play.language(rec, ctx.guild_locale)
        if not given and not server:
            # without after: this game's period as it is (its own, else the server's),
            # on again at the server's default if it was off: never the built-in 24 h
            # over a server's default
            hours = await default_hours(svc, ctx.guild_id, loaded.game_id)
            hours = hours or await _on_default(svc, ctx.guild_id)
        await svc.store.set_setting("guild", ctx.guild_id, game_key(loaded.game_id), hours)
        if hours == 0:
            await svc.store.clear_reminder(loaded.game_id)
            return Response([Message(content=t("remind.off", loc))])
        # due now: the next tick counts the period from the game's last move (and
        # moves it on to then when a whole period has not passed yet); the same period
        # set again keeps its schedule (a reminder already sent is not sent again)
        await svc.store.set_setting("guild", ctx.guild_id, "locale", ctx.guild_locale or ctx.locale)
        old = await svc.store.row("reminders", loaded.game_id)
        same = old is not None and old["every_hours"] == hours
        due = old["due_at"] if same and old is not None else ctx.now.isoformat()
        await svc.store.set_reminder(loaded.game_id, loaded.channel_id, due, hours, loaded.version)
    return Response([Message(content=t("remind.set", loc, hours=_number(hours)))])


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
    definition = await svc.game_definition(loaded)
    awaited = up_users(svc, loaded.game, definition)
    # nobody pings themselves ("@alice: @alice is waiting ...")
    users = [u for u in awaited if u != ctx.user_id]
    if not users:
        key = "remind.yours" if awaited else "remind.nobody_up"
        return Response([Message(content=t(key, ctx.locale), ephemeral=True)])
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
    _, prompt = svc.view(loaded.game, definition)
    key = "remind.ping" if prompt is not None and prompt.up else "remind.ping_step"
    lines = [t(key, loc, who=who, by=f"<@{ctx.user_id}>")]
    lines += await svc.ping_lines(loaded.game, definition, users, loc)
    return Response([Message(content="\n".join(lines), mentions=users, kind="announce")])


@command("game", "mute")
async def mute(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """A player mutes (or unmutes) their own reminders."""
    on = flag(opts.get("on"), default=True)  # anything but a no word mutes
    await svc.store.set_setting("user", ctx.user_id, MUTE_KEY, on)
    return Response(
        [Message(content=t("remind.muted" if on else "remind.unmuted", ctx.locale), ephemeral=True)]
    )


async def first_reminder(svc: Service, ctx: Ctx) -> tuple[str, float] | None:
    """A new game's reminder, on from the start (24 h, or the server's setting):
    ``(due_at, every_hours)``, stored with the game; None when off."""
    hours = _floor(float(await svc.store.setting("guild", ctx.guild_id, SERVER_KEY, DEFAULT_HOURS)))
    return ((ctx.now + timedelta(hours=hours)).isoformat(), hours) if hours else None


@on_change
async def rearm(svc: Service, ctx: Ctx, loaded, game: dict, version: int) -> None:
    """An ended game's reminder goes (and comes back when an undo takes back the move
    that ended it). Other changes cost nothing here: a due reminder
    counts again from the game's last move when it comes up (:func:`send_due`), so no
    command pays a write for the schedule."""
    if game["status"] == "ended":
        await svc.store.clear_reminder(loaded.game_id)
    elif loaded.game["status"] == "ended":  # an undo took back the move that ended it
        hours = await default_hours(svc, ctx.guild_id, loaded.game_id)
        if hours > 0:
            due = ctx.now.isoformat()  # counted from the last move when it comes up
            await svc.store.set_reminder(loaded.game_id, loaded.channel_id, due, hours, version)


def _when(value: object) -> datetime | None:
    try:
        return datetime.fromisoformat(str(value))
    except (TypeError, ValueError):
        return None


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
        if not r["every_hours"] or r["every_hours"] <= 0:
            await svc.store.clear_reminder(r["game_id"])
            continue
        every = timedelta(hours=_floor(r["every_hours"]))
        moved = _when(r.get("moved_at")) or now  # unknown: count from now
        periods = int((now - moved) / every)  # whole periods without a move
        nxt = (moved + (periods + 1) * every).isoformat()
        if periods < 1:  # the game moved since this was set: wake up a period after
            await svc.store.claim_reminder(r["game_id"], r["due_at"], nxt)
            continue
        # this period's reminder, or (a wake-up moved to the end of someone's quiet
        # hours) what it still owes: only those it held back
        began = (moved + periods * every).isoformat()
        key = held_key(r["game_id"])
        owed = await svc.store.setting("guild", loaded.guild_id, key, None)
        only = owed.get("users") if isinstance(owed, dict) and owed.get("began") == began else None
        # the periods whoever is up has been reminded for (the GM's escalation counts
        # them): all of them, unless quiet hours held this stretch's first reminders
        tkey = told_key(r["game_id"])
        told = await svc.store.setting("guild", loaded.guild_id, tkey, None)
        stretch = (
            told if isinstance(told, dict) and told.get("moved") == moved.isoformat() else None
        )
        first = stretch.get("first") if stretch is not None else 1
        reminded = periods - first + 1 if isinstance(first, int) else 0
        msg, pinged, held, up_told = await _reminder_message(
            svc, loaded, periods, now - moved, now, only, reminded
        )
        if held:  # someone in quiet hours: woken again as the first of them ends
            nxt = min(nxt, min(held.values()).isoformat())
        rows = svc.outbox_rows(loaded.channel_id, Response([msg]), hold=False) if msg else []
        if not await svc.store.claim_reminder(r["game_id"], r["due_at"], nxt, outbox=rows):
            continue  # already sent by someone else
        if held or owed is not None:
            still = {"began": began, "users": sorted(held)} if held else None
            await svc.store.set_setting("guild", loaded.guild_id, key, still)
        changed, first_now = _first_reminded(up_told, stretch is not None, first, periods)
        if changed:
            mark = {"moved": moved.isoformat(), "first": first_now}
            await svc.store.set_setting("guild", loaded.guild_id, tkey, mark)
        await _count_pings(svc, pinged, now)
        if msg is not None and not rows:
            out.add(msg)
    return out


def _first_reminded(
    up_told: bool | None, marked: bool, first: object, periods: int
) -> tuple[bool, int | None]:
    """Whether this reminder changes the stretch's mark (``marked``: one is kept for
    it, ``first`` its value), and to what: the first period whose reminder reached
    whoever is up, which the GM's escalation counts from. None while quiet hours hold
    them all back (the GM waits with them); ``periods`` once a reminder reaches them;
    1 when nobody is left to remind (the GM's call counts every period)."""
    if up_told is False and not marked:
        return True, None
    if marked and first is None and up_told is not False:
        return True, periods if up_told else 1
    return False, None


async def _recent_pings(svc: Service, user_id: int, now: datetime) -> list[str]:
    """When reminders pinged this player in the last 24 hours."""
    stamps = await svc.store.setting("user", user_id, PINGS_KEY, [])
    if not isinstance(stamps, list):
        return []
    out = []
    for s in stamps:
        when = _when(s)
        if when is not None and timedelta(0) <= now - when < _DAY:
            out.append(str(s))
    return out


async def _count_pings(svc: Service, users: list[int], now: datetime) -> None:
    for u in users:
        stamps = await _recent_pings(svc, u, now)
        await svc.store.set_setting("user", u, PINGS_KEY, [*stamps, now.isoformat()])


async def _reminder_message(
    svc: Service,
    loaded,
    periods: int,
    idle: timedelta,
    now: datetime,
    only: object = None,
    reminded: int | None = None,
) -> tuple[Message | None, list[int], dict[int, datetime], bool | None]:
    """The reminder of a game idle for ``idle`` (``periods`` whole periods): who is up
    (unless muted), and the GM once whoever is up has been reminded for
    ``ESCALATE_AFTER`` silent periods (``reminded``, default ``periods``: quiet hours
    holding the players' first reminders hold the GM's back with them), each at most
    :data:`PINGS_PER_DAY` times a day; None when nobody is to be pinged. ``only``: the
    users this period's reminder still owes (it held them back), the others having been
    reminded. Also returns who it pings, those held back by their quiet hours
    (bot/service/quiet.py) with when these end, and whether it reached whoever is up
    (True), held them all back for their quiet hours (False), or neither (None)."""
    reminded = periods if reminded is None else reminded
    definition = await svc.game_definition(loaded)
    held: dict[int, datetime] = {}
    owed = {int(u) for u in only} if isinstance(only, list) else None

    async def may_ping(u: int) -> bool:
        if owed is not None and u not in owed:  # reminded in this period already
            return False
        if len(await _recent_pings(svc, u, now)) >= PINGS_PER_DAY:
            return False
        end = await quiet.quiet_end(svc, loaded.guild_id, u, now)
        if end is not None:
            held[u] = end
            return False
        return True

    if await people.away(svc, loaded.guild_id):
        return None, [], {}, None  # Herald was removed from the server: nothing is sent
    gone = await people.left_members(svc, loaded.guild_id)  # no longer members
    users = [
        u
        for u in up_users(svc, loaded.game, definition)
        if str(u) not in gone
        and not await svc.store.setting("user", u, MUTE_KEY, False)
        and await may_ping(u)
    ]
    up_told = True if users else (False if held else None)
    # the GM too once the players have been reminded long enough: not while quiet
    # hours hold them back (the GM would hear of a game its players were never told of);
    # once nobody is held nor reached (muted, gone, at the day's cap), every period counts
    counted = periods if up_told is None else reminded
    escalate = counted >= ESCALATE_AFTER and up_told is not False
    first = pinged_gm(loaded.game["gm"])
    gms = [u for u in first if u not in users] if escalate else []
    gms = [u for u in gms if await may_ping(u)]
    if not users and not gms:
        return None, [], held, up_told
    fallback = await svc.store.setting("guild", loaded.guild_id, "locale", "en")
    loc = play.language(
        await svc.table_record(loaded.guild_id, loaded.game_id, loaded.version), fallback
    )
    idle_text = duration(idle.total_seconds(), loc)
    lines = []
    if users:
        who = " ".join(f"<@{u}>" for u in users)
        lines.append(t("remind.reminder", loc, who=who, idle=idle_text))
        lines += await svc.ping_lines(loaded.game, definition, users, loc)
    if gms:
        lines.append(t("remind.escalate", loc, gm=" ".join(f"<@{u}>" for u in gms), idle=idle_text))
    msg = Message(
        content="\n".join(lines),
        mentions=users + gms,
        kind="announce",
        channel_id=loaded.channel_id,
    )
    return msg, users + gms, held, up_told
