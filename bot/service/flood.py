"""Flood control for the answers anyone may ask for at any rate: ``/roll``, ``/rule`` and
inline ``[[...]]`` rolls (play-test 18, finding 11: 300 public rolls in a minute buried
a play-by-post channel and its game's dashboard).

Within one minute, in one channel:

- a member's first ``user`` answers (default :data:`USER`) are public, as always;
  beyond that, or beyond ``channel`` public answers in the channel from everyone
  (default :data:`CHANNEL`), the answer is *private* (shown to that member alone, with a
  line saying why and when public answers resume). Nothing is lost: a roll is rolled
  and logged in the channel's game as any roll (``/game log`` shows it to all);
- beyond ``3 × user`` answers of one member in the minute (private ones counted), the
  command is refused with the wait, and nothing is rolled;
- an inline ``[[...]]`` roll cannot be private: past the limits it is not rolled, and
  the member is told once, in one short reply with the wait.

Game moves (``/turn``, ``/act``, ``/game`` ...) are never limited. A server's managers
(*Manage Server*) change the two numbers with ``/dice flood user: channel:`` (0: no
limit). The counts live in the process's memory (a channel's commands all reach the one
process that serves its server) and start again after a restart.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, NamedTuple

from bot.engine.errors import BadInput, HeraldError, PermissionDenied
from bot.i18n import t
from bot.service.marks import changed
from bot.service.model import Ctx, Message, Response
from bot.service.registry import command, on_start

if TYPE_CHECKING:
    from bot.service.core import Service

USER = 6  # public answers one member gets in a channel per minute
CHANNEL = 20  # public answers in one channel per minute, everyone together
HARD = 3  # beyond HARD x USER answers in a minute (private too) a member is refused
MAX_SETTING = 1000
WINDOW = timedelta(minutes=1)
SETTING = "flood"
LIMITED = frozenset({("roll", None), ("rule", None)})
# a button's argument: what it asks for is answered privately, as the answer it sits
# under was (a private section's next page: see :func:`private`)
PRIVATE = "pv"


@dataclass(frozen=True, slots=True)
class Limits:
    user: int = USER
    channel: int = CHANNEL

    @property
    def hard(self) -> int:
        return HARD * self.user


DEFAULT = Limits()  # a server that set none (one object: a roll makes none)

_Who = tuple[int | None, int, int]
_Where = tuple[int | None, int]


class _Member:
    """One member's answers in one channel within the window: all, and the public ones
    (the times they were given, oldest first)."""

    __slots__ = ("every", "public")

    def __init__(self) -> None:
        self.every: deque[datetime] = deque()
        self.public: deque[datetime] = deque()


class Verdict(NamedTuple):
    """May the member have an answer, and may it be public. The rest is what
    :meth:`Flood.record` needs to count the answer given: ``check``'s lookups, not
    made again."""

    public: bool  # may the answer be public
    wait: int = 0  # seconds until a public answer (or, when refused, any answer)
    refused: bool = False
    key: _Who | None = None
    member: _Member | None = None
    channel: deque[datetime] | None = None
    now: datetime | None = None
    sweeps: int = 0  # Flood.sweeps at the check (a sweep since may have dropped both)


def _prune(times: deque[datetime], cutoff: datetime) -> deque[datetime]:
    """``times`` without those at or before ``cutoff`` (a window's length ago)."""
    while times and times[0] <= cutoff:
        times.popleft()
    return times


def _wait(times: deque[datetime], keep: int, now: datetime) -> int:
    """Seconds until fewer than ``keep`` of ``times`` lie in the window."""
    oldest = times[len(times) - keep] if keep <= len(times) else times[0]
    return max(1, math.ceil((oldest + WINDOW - now).total_seconds()))


class Flood:
    """The recent answers of each member and channel (one process's memory). A check
    and the count of an answer are each a few dictionary lookups and deque operations:
    old times leave from the front as the window moves, each once."""

    SWEEP_EVERY = 1000  # checks between two sweeps of quiet members and channels

    def __init__(self) -> None:
        # keys: (server, channel, member) and (server, channel)
        self._members: dict[_Who, _Member] = {}  # a member's answers, all and public
        self._channel: dict[_Where, deque[datetime]] = {}  # a channel's public answers
        self._told: dict[_Who, datetime] = {}  # inline refusals said
        self._calls = 0
        self.sweeps = 0
        # the servers' own limits, read for all at start (:func:`load_limits`); a
        # /dice flood in this process sets them; another process's change makes the
        # server's ``stale`` (Service.forget_cached): read again when next needed
        self.limits: dict[int, Limits] = {}
        self.loaded = False
        self.stale: set[int] = set()

    def forget(self, guild_id: int) -> None:
        self.limits.pop(guild_id, None)
        self.stale.add(guild_id)

    def _records(self, key: _Who) -> tuple[_Member, deque[datetime]]:
        member = self._members.get(key)
        if member is None:
            member = self._members[key] = _Member()
        where = (key[0], key[1])
        channel = self._channel.get(where)
        if channel is None:
            channel = self._channel[where] = deque()
        return member, channel

    def check(self, limits: Limits, ctx: Ctx) -> Verdict:
        """May the member have an answer in the channel now, and may it be public?"""
        now = ctx.now
        self._calls += 1
        if self._calls >= self.SWEEP_EVERY:
            self._sweep(now)
        key = (ctx.guild_id, ctx.channel_id, ctx.user_id)
        member, chan = self._records(key)
        cutoff = now - WINDOW
        every = _prune(member.every, cutoff)
        user = limits.user
        if user and len(every) >= HARD * user:
            wait = _wait(every, HARD * user, now)
            return Verdict(False, wait, True, key, member, chan, now, self.sweeps)
        mine = _prune(member.public, cutoff)
        _prune(chan, cutoff)
        wait = 0
        if user and len(mine) >= user:
            wait = _wait(mine, user, now)
        if limits.channel and len(chan) >= limits.channel:
            wait = max(wait, _wait(chan, limits.channel, now))
        return Verdict(not wait, wait, False, key, member, chan, now, self.sweeps)

    def record(self, verdict: Verdict, public: bool) -> None:
        """Count the answer given after ``verdict`` (its check), public or not."""
        member, chan = verdict.member, verdict.channel
        assert verdict.key is not None and verdict.now is not None
        if member is None or chan is None or verdict.sweeps != self.sweeps:
            member, chan = self._records(verdict.key)
        member.every.append(verdict.now)
        if public:
            member.public.append(verdict.now)
            chan.append(verdict.now)

    def tell_once(self, ctx: Ctx) -> bool:
        """True the first time in a minute an inline refusal is to be said."""
        key, now = (ctx.guild_id, ctx.channel_id, ctx.user_id), ctx.now
        said = self._told.get(key)
        if said is not None and now - said < WINDOW:
            return False
        self._told[key] = now
        return True

    def _sweep(self, now: datetime) -> None:
        """Forget quiet members and channels now and then (memory stays bounded)."""
        self._calls = 0
        self.sweeps += 1
        cutoff = now - WINDOW
        self._members = {
            k: m
            for k, m in self._members.items()
            if _prune(m.every, cutoff) or _prune(m.public, cutoff)
        }
        self._channel = {k: v for k, v in self._channel.items() if _prune(v, cutoff)}
        self._told = {k: v for k, v in self._told.items() if now - v < WINDOW}


def _limits(raw: Any) -> Limits:
    if not isinstance(raw, dict):
        return Limits()
    return Limits(int(raw.get("user", USER)), int(raw.get("channel", CHANNEL)))


@on_start
def load_limits(svc: Service) -> None:
    """Every server's own limits, in one read as the service starts: a roll then asks
    the store nothing for them. (A store not ready yet: each is read when needed.)"""
    try:
        found = svc.store.sync.settings_named("guild", SETTING, 2**62)
    except Exception:  # noqa: BLE001 - read per server later instead
        return
    svc.flood.limits.update({int(g): _limits(raw) for g, raw in found.items()})
    svc.flood.loaded = True


def known_limits(flood: Flood, guild_id: int | None) -> Limits | None:
    """The server's limits as this process knows them; None when they are to be read."""
    if guild_id is None:
        return DEFAULT
    kept = flood.limits.get(guild_id)
    if kept is not None:
        return kept
    if flood.loaded and guild_id not in flood.stale:
        return DEFAULT  # a server that set none
    return None


async def limits_of(svc: Service, guild_id: int | None) -> Limits:
    """The server's limits, from memory (see :func:`load_limits`)."""
    flood = svc.flood
    known = known_limits(flood, guild_id)
    if known is not None:
        return known
    assert guild_id is not None
    found = _limits(await svc.store.setting("guild", guild_id, SETTING, default=None))
    flood.stale.discard(guild_id)
    flood.limits[guild_id] = found
    return found


def before(svc: Service, ctx: Ctx) -> Verdict | None:
    """Refuse a member past the hard limit (with the wait); else say if public is
    allowed. None when the server's limits are still to be read: :func:`before_read`
    (most checks need no coroutine)."""
    limits = known_limits(svc.flood, ctx.guild_id)
    return None if limits is None else _verdict(svc, ctx, limits)


async def before_read(svc: Service, ctx: Ctx) -> Verdict:
    """:func:`before`, the server's limits read first."""
    return _verdict(svc, ctx, await limits_of(svc, ctx.guild_id))


def _verdict(svc: Service, ctx: Ctx, limits: Limits) -> Verdict:
    verdict = svc.flood.check(limits, ctx)
    if verdict.refused:
        raise BadInput("flood.refused", seconds=verdict.wait)
    return verdict


def after(
    svc: Service, ctx: Ctx, verdict: Verdict, resp: Response, what: str, asked: bool = False
) -> Response:
    """Make a public answer private when the member or channel is past its rate, or
    when it was ``asked`` for privately (a button under a private answer)."""
    public = False
    for m in resp.messages:
        if not m.ephemeral:
            public = True
            break
    if public and (asked or not verdict.public):
        note = "" if asked else t(f"flood.private_{what}", ctx.locale, seconds=verdict.wait)
        for m in resp.messages:
            if not m.ephemeral:
                private(m, ctx.user_id)
                if note:  # said once, above the first
                    m.content = f"{note}\n{m.content}" if m.content else note
                    note = ""
        public = False
    svc.flood.record(verdict, public)
    return resp


def private(m: Message, user_id: int) -> None:
    """Show ``m`` to ``user_id`` alone, its buttons that ask again (a section's pages,
    "Not this one?") answering privately too: the next page of a private answer was
    posted in the channel (play-test 20's leftover)."""
    from bot.service.core import decode_custom_id, encode_custom_id

    m.ephemeral, m.private_to = True, [user_id]
    for c in m.components:
        try:
            version, command, args, value_arg = decode_custom_id(c.custom_id)
        except HeraldError:
            continue
        name, _, sub = command.partition(" ")
        if (name, sub or None) in LIMITED:
            try:
                c.custom_id = encode_custom_id(version, command, {**args, PRIVATE: 1}, value_arg)
            except ValueError:  # no room left in Discord's 100 characters: as it was
                continue


async def inline_allowed(svc: Service, ctx: Ctx) -> tuple[bool, Response | None]:
    """(roll it?, the refusal to post instead, said once a minute)."""
    limits = known_limits(svc.flood, ctx.guild_id) or await limits_of(svc, ctx.guild_id)
    verdict = svc.flood.check(limits, ctx)
    if verdict.public:
        svc.flood.record(verdict, True)
        return True, None
    if not svc.flood.tell_once(ctx):
        return False, None
    from bot.service.dice import public_locale
    from bot.service.model import mention

    loc = await public_locale(svc, ctx)
    text = t("flood.inline", loc, user=mention(ctx.user_id), seconds=verdict.wait)
    return False, Response([Message(content=text, mentions=[])])


def _setting(raw: Any, name: str) -> int | None:
    if raw is None or raw == "":
        return None
    try:
        n = int(raw)
    except (TypeError, ValueError):
        n = -1
    if not 0 <= n <= MAX_SETTING:
        raise BadInput("flood.error.number", option=name, max=MAX_SETTING)
    return n


@command("dice", "flood")
async def flood_command(svc: Service, ctx: Ctx, opts: dict[str, Any]) -> Response:
    """``/dice flood [user:] [channel:]``: show or change this server's limits."""
    if ctx.guild_id is None:
        raise BadInput("flood.error.no_guild")
    user, chan = _setting(opts.get("user"), "user"), _setting(opts.get("channel"), "channel")
    now = await limits_of(svc, ctx.guild_id)
    if user is not None or chan is not None:
        if not ctx.manage_guild:
            raise PermissionDenied("flood.error.permission")
        now = Limits(now.user if user is None else user, now.channel if chan is None else chan)
        await svc.store.set_setting(
            "guild", ctx.guild_id, SETTING, {"user": now.user, "channel": now.channel}
        )
        svc.flood.limits[ctx.guild_id] = now
        await changed(svc, ctx.guild_id)  # other processes read them again
    text = t(
        "flood.settings",
        ctx.locale,
        per_user=now.user,
        per_channel=now.channel,
        hard=now.hard,
    )
    return Response([Message(content=text, ephemeral=True)])
