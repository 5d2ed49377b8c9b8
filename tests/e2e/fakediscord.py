"""Herald's own fake Discord: a REST server and a gateway websocket on 127.0.0.1.

It speaks just enough of Discord's API v10 for a discord.py 2.7 bot (in this process
or in another one) to log in, sync its commands, receive interactions and answer them
(see ../shared/docs/discord-testing.md for the facts it follows). Everything the bot
sends is recorded, so tests assert on what a user would see.

    fake = FakeDiscord()
    await fake.start()                     # fake.api_base, fake.gateway_url
    ...                                    # start a bot pointed at them
    await fake.wait_ready()                # IDENTIFY received, READY + GUILD_CREATE sent
    ix = await fake.slash("game", {"game": "pendragon"}, sub="start", user=ALICE)
    reply = await ix.reply()               # the first visible message (waits, no sleep)
    assert "Pendragon" in reply.text

Nothing here sleeps to make an assertion true: waiting is done on an asyncio.Condition
that every recorded request notifies.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

JSON = "application/json"  # exactly this: discord.py refuses "; charset=utf-8"
# Discord's upload limit per file in a server without boosts (10 MiB), which it also
# tells an interaction (attachment_size_limit)
UPLOAD_LIMIT = 10 * 1024 * 1024
EPHEMERAL = 1 << 6
DISCORD_EPOCH = 1420070400000
# How long a test waits for what must happen (an answer, a bot's start, an outbox
# emptied) before it fails: the bound of a wait on an event, never a wait itself, so a
# passing run never spends it. Generous: with other work on the machine the process
# tests (two shards, the burst, compose) timed out at 10-60 s bounds on waits that
# take a second or two on a quiet one.
PATIENCE = 180.0
# a message create whose nonce is enforced returns the message made with that nonce in
# the past few minutes instead of a new one (Discord's documented "few minutes")
NONCE_SECONDS = 120.0

# Permission bits used by tests.
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
BASIC_PERMS = (1 << 10) | (1 << 11) | (1 << 31)  # view channel, send messages, use app commands
# Herald's own permissions in a channel, as the README's invite grants them (View
# Channels, Send Messages and in Threads, Embed Links, Attach Files, Read Message
# History): what every interaction carries as ``app_permissions``
BOT_PERMS = 274878024704

_counter = itertools.count(1)


def snowflake() -> int:
    """A fresh, increasing snowflake (timestamp bits + a process-wide counter)."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH
    return (ms << 22) | (next(_counter) & 0x3FFFFF)


def _iso(ts: float | None = None) -> str:
    t = time.gmtime(ts if ts is not None else time.time())
    return time.strftime("%Y-%m-%dT%H:%M:%S.000000+00:00", t)


@dataclass
class FakeUser:
    id: int
    username: str
    permissions: int = BASIC_PERMS
    bot: bool = False

    def payload(self) -> dict:
        return {
            "id": str(self.id),
            "username": self.username,
            "global_name": self.username,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
        }

    def member(self) -> dict:
        return {
            "user": self.payload(),
            "roles": [],
            "flags": 0,
            "joined_at": _iso(0),
            "deaf": False,
            "mute": False,
            "nick": None,
            "permissions": str(self.permissions),
        }


@dataclass
class Sent:
    """One thing the bot sent. ``route`` says how:

    - ``callback``: an interaction response (``type`` 4 message, 5 deferred, 6 deferred
      update, 7 update message, 8 autocomplete result, 9 modal)
    - ``followup``: a webhook follow-up; ``edit``: PATCH of @original or a follow-up
    - ``delete``: DELETE of an interaction message
    - ``post``: POST /channels/{id}/messages; ``patch``: PATCH of a channel message
    """

    route: str
    data: dict
    files: list[tuple[str, bytes]] = field(default_factory=list)
    interaction_id: int | None = None
    channel_id: int | None = None
    message_id: int | None = None
    type: int | None = None  # callback type
    # a callback's query: ``with_response`` asks Discord to send the message back
    query: dict[str, str] = field(default_factory=dict)
    at: float = field(default_factory=time.monotonic)
    wall: float = field(default_factory=time.time)  # to compare with snowflake times

    @property
    def content(self) -> str:
        return self.data.get("content") or ""

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def embeds(self) -> list[dict]:
        return self.data.get("embeds") or []

    @property
    def components(self) -> list[dict]:
        """Every interactive component (buttons, selects), flattened out of rows."""
        out: list[dict] = []

        def walk(items):
            for c in items or []:
                if c.get("type") == 1 or "components" in c:
                    walk(c.get("components"))
                else:
                    out.append(c)

        walk(self.data.get("components"))
        return out

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.components if "custom_id" in c]

    @property
    def allowed_mentions(self) -> dict | None:
        return self.data.get("allowed_mentions")

    @property
    def choices(self) -> list[dict]:
        return self.data.get("choices") or []

    @property
    def text(self) -> str:
        """Content plus every embed's title, description, fields and footer."""
        parts = [self.content]
        for e in self.embeds:
            parts += [e.get("title") or "", e.get("description") or ""]
            for f in e.get("fields") or []:
                parts += [f.get("name") or "", f.get("value") or ""]
            parts.append((e.get("footer") or {}).get("text") or "")
        return "\n".join(p for p in parts if p)

    def button(self, label: str) -> dict:
        for c in self.components:
            if c.get("label") == label:
                return c
        raise KeyError(f"no button {label!r} in {[c.get('label') for c in self.components]}")


# ---------------------------------------------------------------------- Discord's limits
# The fake refuses what Discord refuses: a payload over a documented limit gets 400
# Invalid Form Body (code 50035) with the errors object shaped as Discord's
# ({"content": {"_errors": [{"code": ..., "message": ...}]}}, list items keyed "0",
# "1", ...). Written here from Discord's documentation, independently of Herald's own
# bot/service/limits.py, so a mistake there is caught here.
_SELECT_TYPES = (3, 5, 6, 7, 8)


class _FormErrors:
    def __init__(self) -> None:
        self.tree: dict = {}

    def add(self, path: list, code: str, message: str) -> None:
        node = self.tree
        for key in path:
            node = node.setdefault(str(key), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def most(self, path: list, value: Any, limit: int) -> None:
        if value is not None and len(value) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")

    def between(self, path: list, value: Any, low: int, high: int) -> None:
        if value is None or not low <= len(value) <= high:
            self.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")

    def message(self, path: list, data: dict, files: int = 0) -> None:
        """A message payload (create, edit, interaction response data)."""
        self.most([*path, "content"], data.get("content"), 2000)
        embeds = data.get("embeds") or []
        self.most([*path, "embeds"], embeds, 10)
        total = 0
        for i, e in enumerate(embeds):
            at = [*path, "embeds", i]
            self.most([*at, "title"], e.get("title"), 256)
            self.most([*at, "description"], e.get("description"), 4096)
            self.most([*at, "fields"], e.get("fields") or [], 25)
            self.most([*at, "footer", "text"], (e.get("footer") or {}).get("text"), 2048)
            self.most([*at, "author", "name"], (e.get("author") or {}).get("name"), 256)
            for j, f in enumerate(e.get("fields") or []):
                self.between([*at, "fields", j, "name"], f.get("name"), 1, 256)
                self.between([*at, "fields", j, "value"], f.get("value"), 1, 1024)
            total += sum(
                len(x or "")
                for x in (
                    e.get("title"),
                    e.get("description"),
                    (e.get("footer") or {}).get("text"),
                    (e.get("author") or {}).get("name"),
                    *(f.get("name") for f in e.get("fields") or []),
                    *(f.get("value") for f in e.get("fields") or []),
                )
            )
        if total > 6000:
            self.add(
                [*path, "embeds"],
                "MAX_EMBED_SIZE_EXCEEDED",
                "Embed size exceeds maximum size of 6000",
            )
        rows = data.get("components") or []
        self.most([*path, "components"], rows, 5)
        for i, row in enumerate(rows):
            items = row.get("components") or []
            at = [*path, "components", i, "components"]
            self.between(at, items, 1, 5)
            if len(items) > 1 and any(c.get("type") in _SELECT_TYPES for c in items):
                self.add(
                    at,
                    "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    "The specified component exceeds the maximum width",
                )
            for j, c in enumerate(items):
                self.component([*at, j], c)
        self.most(
            [*path, "allowed_mentions", "users"],
            (data.get("allowed_mentions") or {}).get("users"),
            100,
        )
        if files > 10:
            self.add(
                [*path, "attachments"], "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length."
            )

    def component(self, at: list, c: dict) -> None:
        if c.get("type") == 2:
            self.most([*at, "label"], c.get("label"), 80)
            if c.get("style") != 5:  # a link button has a url instead
                self.between([*at, "custom_id"], c.get("custom_id"), 1, 100)
            return
        self.between([*at, "custom_id"], c.get("custom_id"), 1, 100)
        self.most([*at, "placeholder"], c.get("placeholder"), 150)
        if c.get("type") == 3:
            options = c.get("options") or []
            self.between([*at, "options"], options, 1, 25)
            for k, o in enumerate(options):
                self.between([*at, "options", k, "label"], o.get("label"), 1, 100)
                self.between([*at, "options", k, "value"], o.get("value"), 1, 100)
                self.most([*at, "options", k, "description"], o.get("description"), 100)

    def choices(self, path: list, choices: list) -> None:
        self.most(path, choices, 25)
        for i, c in enumerate(choices):
            self.between([*path, i, "name"], c.get("name"), 1, 100)
            if isinstance(c.get("value"), str):
                self.most([*path, i, "value"], c.get("value"), 100)

    def command(self, path: list, cmd: dict, option: bool = False) -> None:
        """An application command, or one of its options (recursively)."""
        self.between([*path, "name"], cmd.get("name"), 1, 32)
        for loc, name in (cmd.get("name_localizations") or {}).items():
            self.between([*path, "name_localizations", loc], name, 1, 32)
        if option or cmd.get("type", 1) == 1:
            self.between([*path, "description"], cmd.get("description"), 1, 100)
            for loc, text in (cmd.get("description_localizations") or {}).items():
                self.between([*path, "description_localizations", loc], text, 1, 100)
        options = cmd.get("options") or []
        self.most([*path, "options"], options, 25)
        for i, o in enumerate(options):
            self.command([*path, "options", i], o, option=True)
        if "choices" in cmd:
            self.choices([*path, "choices"], cmd.get("choices") or [])


def form_errors(route: str, body: Any, files: int = 0) -> dict:
    """Discord's errors object for a request body of ``route`` (``callback``,
    ``followup``, ``edit``, ``post``, ``patch``, ``dm``, ``commands``); empty when it
    is within every documented limit."""
    errs = _FormErrors()
    if route == "commands":
        errs.most([], body, 100)
        for i, cmd in enumerate(body or []):
            errs.command([i], cmd)
    elif route == "callback":
        data = body.get("data") or {}
        if body.get("type") in (4, 7):
            errs.message(["data"], data, files)
        elif body.get("type") == 8:
            errs.choices(["data", "choices"], data.get("choices") or [])
    elif route in ("followup", "edit", "post", "patch", "dm"):
        errs.message([], body, files)
    return errs.tree


@dataclass
class Fault:
    """An injected failure: the next ``times`` requests of ``route`` (``callback``,
    ``followup``, ``edit``, ``post``, ``patch``, ``dm`` or ``*``), optionally only in
    ``channel``, wait ``delay`` seconds and then get ``status`` (0: handled normally
    after the delay). A 429 carries ``retry_after`` as Discord sends it. ``done``: the
    request is carried out first (the message exists, a test sees it), then answered
    ``delay`` seconds later with ``status`` (0: its real answer): an answer lost or
    late after the work was done, whose sender may retry or be killed meanwhile.
    ``hold``: the request waits until the test sets this event (before ``delay``):
    Discord slow for exactly as long as the test needs it to be, not a guessed time."""

    route: str
    status: int = 0
    times: int = 1
    retry_after: float = 1.0
    delay: float = 0.0
    channel: int | None = None
    done: bool = False
    hold: asyncio.Event | None = None
    hits: int = 0


def created_ms(snowflake_id: int) -> int:
    """When a snowflake was created (ms since the Unix epoch)."""
    return (snowflake_id >> 22) + DISCORD_EPOCH


class SentLog(list[Sent]):
    """The record of what the bot sent, indexed by interaction (a burst test asks
    about a thousand interactions after every request)."""

    def __init__(self) -> None:
        super().__init__()
        self.by_interaction: dict[int, list[Sent]] = {}

    def append(self, s: Sent) -> None:
        super().append(s)
        if s.interaction_id is not None:
            self.by_interaction.setdefault(s.interaction_id, []).append(s)


class Interaction:
    """A handle on one interaction the fake sent; waits for what the bot answered."""

    def __init__(self, fake: FakeDiscord, payload: dict):
        self.fake = fake
        self.payload = payload
        self.id = int(payload["id"])
        self.token = payload["token"]

    @property
    def sent(self) -> list[Sent]:
        return list(self.fake.sent.by_interaction.get(self.id, ()))

    def visible(self) -> list[Sent]:
        """Messages a user would see, in order: message callbacks, the edit that fills a
        deferred response, and follow-ups (autocomplete results excluded)."""
        out = []
        for s in self.sent:
            if s.route == "callback" and s.type in (4, 7):
                out.append(s)
            elif s.route == "edit" and s.data.get("_original"):
                out.append(s)
            elif s.route == "followup":
                out.append(s)
        return out

    async def response(self, timeout: float = PATIENCE) -> Sent:
        """The interaction callback (whatever its type)."""

        def first():
            for s in self.sent:
                if s.route == "callback":
                    return s

        return await self.fake.wait_for(first, timeout, f"a callback for interaction {self.id}")

    async def reply(self, timeout: float = PATIENCE) -> Sent:
        """The first visible message."""
        return (await self.messages(1, timeout))[0]

    async def messages(self, n: int, timeout: float = PATIENCE) -> list[Sent]:
        """Wait until at least ``n`` visible messages exist; return them all. Fails at
        once, saying so, when the interaction expired with none (its callback came
        after ``deadline``: nothing more can come on it, the answer goes to the channel)."""

        def enough() -> tuple[list[Sent], bool] | None:
            v = self.visible()
            if len(v) >= n:
                return v, False
            if not v and self.id in self.fake.expired:
                return v, True
            return None

        got, expired = await self.fake.wait_for(
            enough, timeout, f"{n} message(s) for interaction {self.id}"
        )
        if expired:
            raise AssertionError(
                f"interaction {self.id} expired: its callback came after the fake's"
                f" {self.fake.deadline} s deadline (a loaded machine; where the deadline is not"
                " what the test checks, its fake has none, or ``with fake.untimed():``)"
            )
        return got

    async def choices(self, timeout: float = PATIENCE) -> list[dict]:
        resp = await self.response(timeout)
        assert resp.type == 8, f"expected an autocomplete result, got callback type {resp.type}"
        return resp.choices


class FakeDiscord:
    """REST + gateway on one ephemeral 127.0.0.1 port."""

    def __init__(
        self,
        *,
        guild_id: int | None = None,
        channel_ids: tuple[int, ...] | None = None,
        app_name: str = "Herald",
        guild_locale: str = "en-US",
        deadline: float | None = 3.0,
    ):
        self.app_id = snowflake()
        self.bot_user = FakeUser(self.app_id, app_name, bot=True)
        self.owner = FakeUser(snowflake(), "owner")
        self.guild_id = guild_id or snowflake()
        self.guild_locale = guild_locale
        self.channel_ids = list(channel_ids or (snowflake(), snowflake()))
        self.users: dict[int, FakeUser] = {}
        self.dm_channels: dict[int, int] = {}  # user id -> DM channel id
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._cond = asyncio.Condition()
        self._ws: list[web.WebSocketResponse] = []
        self._seq = 0
        self.sent = SentLog()
        self.requests: list[tuple[str, str]] = []  # (method, path) of every REST call
        self.ports: list[int] = []  # the client's port of each REST call: its connection
        self.unknown: list[tuple[str, str]] = []  # routes the fake does not know
        self.commands: dict[int | None, list[dict]] = {}  # guild id (None: global) -> payload
        self.sync_count = 0
        self.identified = 0
        self.resumed = 0
        self.ready_count = 0
        self.gateway_frames: list[dict] = []  # frames received from the bot
        self.messages: dict[int, dict] = {}  # message id -> message payload (current)
        self.interactions: dict[int, dict] = {}
        # the same by token: a follow-up or an edit names its interaction by token (a
        # scan of every interaction sent made each such request slower than the last)
        self._by_token: dict[str, dict] = {}
        self.authorizations: list[str] = []
        self._attachments: dict[int, bytes] = {}
        self.allow_pins = False  # the bot may pin messages (an optional permission)
        self.pinned: list[int] = []  # message ids the bot pinned
        # shards: guild id -> its channels; each session owns the guilds of its shard
        self.guilds: dict[int, list[int]] = {self.guild_id: self.channel_ids}
        self.channel_guild: dict[int, int] = {c: self.guild_id for c in self.channel_ids}
        self.recommended_shards = 1  # what GET /gateway/bot answers
        self.sessions: dict[web.WebSocketResponse, tuple[int, int]] = {}  # ws -> (shard, count)
        self.identify_shards: list[tuple[int, int]] = []
        self.undelivered: list[tuple[str, dict]] = []  # guild events no session owned
        # Discord refuses an interaction callback later than this many seconds after
        # the interaction was created (10062 Unknown interaction); None: no deadline
        self.deadline = deadline
        self._deadline_of: dict[int, float | None] = {}  # interaction -> its deadline
        self._untimed = 0  # set-ups inside ``untimed()`` now
        self.faults: list[Fault] = []
        # nonce -> (when, message) of creates that asked for their nonce to be enforced
        self._nonces: dict[str, tuple[float, dict]] = {}
        self.nonce_repeats: list[str] = []  # creates answered with an earlier message
        self.injected: list[tuple[str, int, str]] = []  # (route, status, path) of each fault
        self.expired: list[int] = []  # interactions whose callback came too late
        # payloads refused as over a documented limit: (route, path, errors object)
        self.refused: list[tuple[str, str, dict]] = []

    def fail(self, route: str, status: int = 0, **kw: Any) -> Fault:
        """Inject a fault (see :class:`Fault`); returns it (``hits`` counts uses)."""
        f = Fault(route, status, **kw)
        self.faults.append(f)
        return f

    # ------------------------------------------------------------------ lifecycle
    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def user(self, name: str, permissions: int = BASIC_PERMS) -> FakeUser:
        """A guild member (created once per name)."""
        for u in self.users.values():
            if u.username == name:
                return u
        u = FakeUser(snowflake(), name, permissions)
        self.users[u.id] = u
        return u

    async def start(self) -> FakeDiscord:
        app = web.Application(client_max_size=32 * 1024 * 1024)
        app.router.add_get("/", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        # closed after the bots it served: a request still being answered then (a
        # fault's delay, for a bot killed meanwhile) is cancelled, not waited for (the
        # runner's default waits up to 60 s: a 10 s delay held a test's teardown 8 s)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=0.1)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        return self

    async def close(self) -> None:
        for ws in list(self._ws):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _changed(self) -> None:
        async with self._cond:
            self._cond.notify_all()

    async def wait_for(
        self, predicate: Callable[[], Any], timeout: float = PATIENCE, what: str = "a condition"
    ):
        """Wait until ``predicate()`` is truthy (re-checked whenever the fake records
        something); return its value. Raises TimeoutError with ``what`` otherwise."""

        async def waiter():
            async with self._cond:
                while True:
                    v = predicate()
                    if v:
                        return v
                    await self._cond.wait()

        try:
            return await asyncio.wait_for(waiter(), timeout)
        except TimeoutError:
            raise TimeoutError(
                f"timed out after {timeout}s waiting for {what}; "
                f"recorded: {[(s.route, s.type, s.content[:60]) for s in self.sent[-8:]]}; "
                f"unknown routes: {self.unknown[-5:]}"
            ) from None

    async def wait_ready(self, timeout: float = PATIENCE, count: int = 1) -> None:
        """Wait until ``count`` IDENTIFY/RESUME sessions were answered with READY/RESUMED."""
        await self.wait_for(lambda: self.ready_count >= count, timeout, "the bot's gateway session")

    async def wait_synced(self, timeout: float = PATIENCE, count: int = 1) -> None:
        await self.wait_for(lambda: self.sync_count >= count, timeout, "a command sync")

    # ------------------------------------------------------------------ payloads
    # ------------------------------------------------------------------ guilds, shards
    @staticmethod
    def shard_of(guild_id: int, shard_count: int) -> int:
        """Discord's rule: a guild's events go to shard ``(guild_id >> 22) % count``."""
        return (guild_id >> 22) % shard_count

    def add_guild(
        self, channels: int = 2, *, shard: int | None = None, shard_count: int = 1
    ) -> tuple[int, list[int]]:
        """Another guild (with ``channels`` channels), whose id falls on ``shard`` of
        ``shard_count`` when given. Sessions that connect later receive it."""
        gid = snowflake()
        if shard is not None:
            ts = gid >> 22
            gid = ((ts + (shard - ts) % shard_count) << 22) | (gid & 0x3FFFFF)
            assert self.shard_of(gid, shard_count) == shard
        chans = [snowflake() for _ in range(channels)]
        self.guilds[gid] = chans
        for c in chans:
            self.channel_guild[c] = gid
        return gid, chans

    def _owns(self, ws: web.WebSocketResponse, guild_id: int) -> bool:
        shard, count = self.sessions.get(ws, (0, 1))
        return self.shard_of(guild_id, count) == shard

    def channel_payload(self, channel_id: int) -> dict:
        return {
            "id": str(channel_id),
            "type": 0,
            "guild_id": str(self.channel_guild.get(channel_id, self.guild_id)),
            "name": f"chan-{self.channel_ids.index(channel_id) if channel_id in self.channel_ids else channel_id}",
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }

    def guild_payload(self, guild_id: int | None = None) -> dict:
        gid = guild_id or self.guild_id
        members = [self.bot_user.member()] + [u.member() for u in self.users.values()]
        return {
            "id": str(gid),
            "name": "Test Guild",
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner.id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [
                {
                    "id": str(gid),
                    "name": "@everyone",
                    "permissions": str(BASIC_PERMS),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": self.guild_locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "unavailable": False,
            "large": False,
            "member_count": len(members),
            "members": members,
            "channels": [self.channel_payload(c) for c in self.guilds.get(gid, [])],
            "threads": [],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "joined_at": _iso(0),
        }

    def _message(
        self,
        channel_id: int,
        data: dict,
        *,
        message_id: int | None = None,
        files: list[tuple[str, bytes]] | None = None,
        flags: int = 0,
        interaction: dict | None = None,
    ) -> dict:
        mid = message_id or snowflake()
        msg = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "guild_id": str(self.guild_id),
            "type": 20 if interaction else 0,
            "content": data.get("content") or "",
            "embeds": data.get("embeds") or [],
            "components": data.get("components") or [],
            "attachments": [self._attachment(n, b) for n, b in (files or [])],
            "author": self.bot_user.payload(),
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": _iso(),
            "edited_timestamp": None,
            "flags": int(data.get("flags") or flags or 0),
            "application_id": str(self.app_id),
        }
        if interaction:
            msg["webhook_id"] = str(self.app_id)
        self.messages[mid] = msg
        return msg

    def _same_nonce(self, body: Any) -> dict | None:
        """The message an earlier create with this body's nonce made, when the body
        asks for the nonce to be enforced and that was less than :data:`NONCE_SECONDS`
        ago: Discord then returns that message and creates none (a retried or repeated
        send posts once). None: create it."""
        nonce = body.get("nonce") if isinstance(body, dict) else None
        if nonce is None or not body.get("enforce_nonce"):
            return None
        seen = self._nonces.get(str(nonce))
        if seen is None or time.monotonic() - seen[0] > NONCE_SECONDS:
            return None
        self.nonce_repeats.append(str(nonce))
        return self.messages.get(int(seen[1]["id"]), seen[1])

    def expire_nonces(self) -> None:
        """Discord's few minutes pass: no earlier nonce is enforced any more (a create
        repeating one makes a new message), without a test waiting for them."""
        self._nonces.clear()

    def _nonce_sent(self, body: Any, msg: dict) -> None:
        """Remember a created message by its nonce (one bot user here: Discord keys it
        by author), and echo the nonce as Discord does."""
        nonce = body.get("nonce") if isinstance(body, dict) else None
        if nonce is None:
            return
        msg["nonce"] = nonce
        if body.get("enforce_nonce"):
            self._nonces[str(nonce)] = (time.monotonic(), msg)

    def _attachment(self, filename: str, content: bytes) -> dict:
        """An uploaded file as Discord lists it on a message; its bytes are served at
        its ``url`` (GET ``/attachments/<id>``)."""
        aid = snowflake()
        self._attachments[aid] = content
        url = f"http://127.0.0.1:{self.port}/api/v10/attachments/{aid}"
        return {
            "id": str(aid),
            "filename": filename,
            "size": len(content),
            "url": url,
            "proxy_url": url,
        }

    def attachments(self, message_id: int) -> list[tuple[str, bytes]]:
        """A message's attachments as it holds them now: (filename, bytes)."""
        msg = self.messages[message_id]
        return [(a["filename"], self._attachments[int(a["id"])]) for a in msg["attachments"]]

    # ------------------------------------------------------------------ REST
    async def _body(self, request: web.Request) -> tuple[dict | list, list[tuple[str, bytes]]]:
        files: list[tuple[str, bytes]] = []
        if request.content_type.startswith("multipart/"):
            data: dict = {}
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    data = json.loads(await part.text())
                else:
                    files.append((part.filename or part.name or "file", bytes(await part.read())))
            return data, files
        raw = await request.read()
        if not raw:
            return {}, files
        return json.loads(raw), files

    @staticmethod
    def _json(payload: Any, status: int = 200) -> web.Response:
        return web.Response(status=status, body=json.dumps(payload).encode(), content_type=JSON)

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        method = request.method
        self.requests.append((method, path))
        peer = request.transport.get_extra_info("peername") if request.transport else None
        self.ports.append(peer[1] if peer else 0)
        auth = request.headers.get("Authorization")
        if auth:
            self.authorizations.append(auth)
        parts = [p for p in path.split("/") if p]
        body, files = await self._body(request) if method in ("POST", "PUT", "PATCH") else ({}, [])
        try:
            after: list[Fault] = []
            fault = await self._fault(method, parts, path, after)
            if fault is not None:
                return fault
            refusal = self._refuse_over_limits(method, parts, path, body, files)
            if refusal is not None:
                return refusal
            answer = await self._route(method, parts, body, files, request)
            for f in after:  # the work is done: a test waiting for it goes on meanwhile
                await self._changed()
                await asyncio.sleep(f.delay)
                if f.status:
                    return self._fault_answer(f)
            return answer
        finally:
            await self._changed()

    def _route_kind(self, method: str, p: list[str]) -> tuple[str, int | None]:
        """The fault route name of a request and the channel it concerns."""
        if p[:1] == ["interactions"] and p[-1:] == ["callback"]:
            ix = self.interactions.get(int(p[1])) if p[1].isdigit() else None
            return "callback", int(ix["channel_id"]) if ix else None
        if p[:1] == ["webhooks"] and len(p) >= 3:
            ix = self._by_token.get(p[2])
            ch = int(ix["channel_id"]) if ix else None
            return ("followup" if method == "POST" else "edit"), ch
        if p[:1] == ["channels"] and len(p) >= 3 and p[2] == "messages":
            ch = int(p[1])
            if ch in self.dm_channels.values():
                return "dm", ch
            return ("post" if method == "POST" else "patch"), ch
        return "other", None

    def _refuse_over_limits(
        self, method: str, p: list[str], path: str, body: Any, files: list
    ) -> web.Response | None:
        """400 Invalid Form Body, as Discord answers, for a payload over a limit; 413
        Request entity too large for a file over the upload limit."""
        if method not in ("POST", "PUT", "PATCH"):
            return None
        if any(len(b) > UPLOAD_LIMIT for _, b in files):
            kind, _ = self._route_kind(method, p)
            self.refused.append((kind, path, {"files": "too large"}))
            return self._json({"message": "Request entity too large", "code": 40005}, 413)
        kind, _ = self._route_kind(method, p)
        if p[:1] == ["applications"] and p[-1:] == ["commands"] and method == "PUT":
            kind = "commands"
        errors = form_errors(kind, body, len(files))
        if not errors:
            return None
        self.refused.append((kind, path, errors))
        return self._json({"message": "Invalid Form Body", "code": 50035, "errors": errors}, 400)

    async def _fault(
        self, method: str, p: list[str], path: str, after: list[Fault]
    ) -> web.Response | None:
        """The injected answer of a request, if a fault applies (None: handled
        normally; a ``done`` fault, which answers after the work, is put in ``after``)."""
        if not self.faults:
            return None
        kind, channel = self._route_kind(method, p)
        for f in self.faults:
            if f.hits >= f.times or f.route not in (kind, "*"):
                continue
            if f.channel is not None and f.channel != channel:
                continue
            f.hits += 1
            if f.done:
                self.injected.append((kind, f.status, path))
                after.append(f)
                return None
            if f.hold is not None:
                await f.hold.wait()
            if f.delay:
                await asyncio.sleep(f.delay)
            if not f.status:
                return None
            self.injected.append((kind, f.status, path))
            return self._fault_answer(f)
        return None

    def _fault_answer(self, f: Fault) -> web.Response:
        """What an injected ``f.status`` looks like from Discord."""
        if f.status == 429:
            return web.Response(
                status=429,
                body=json.dumps(
                    {
                        "message": "You are being rate limited.",
                        "retry_after": f.retry_after,
                        "global": False,
                    }
                ).encode(),
                content_type=JSON,
                headers={"Retry-After": str(f.retry_after), "Via": "1.1 google"},
            )
        if f.status == 400:
            return self._json({"message": "Invalid Form Body", "code": 50035}, 400)
        return self._json({"message": "Server error", "code": 0}, f.status)

    def _edit(self, mid: int, body: dict, files: list[tuple[str, bytes]] | None = None) -> dict:
        """Apply an edit (webhook or channel message) to a stored message. As on
        Discord, ``attachments`` in the body lists what the message keeps: its own
        attachments by id and the files uploaded with the edit; a body without it keeps
        the attachments as they were."""
        msg = self.messages[mid]
        for k in ("content", "embeds", "components"):
            if k in body:
                msg[k] = body[k]
        if "attachments" in body:
            listed = {str(a.get("id")) for a in body["attachments"] or []}
            kept = [a for a in msg["attachments"] if a["id"] in listed]
            msg["attachments"] = kept + [self._attachment(n, b) for n, b in files or []]
        msg["edited_timestamp"] = _iso()
        return msg

    async def _route(
        self, method: str, p: list[str], body: Any, files, request
    ) -> web.StreamResponse:
        n = len(p)
        if method == "GET" and p == ["users", "@me"]:
            return self._json(self.bot_user.payload())
        if method == "GET" and p == ["gateway", "bot"]:
            return self._json(
                {
                    "url": self.gateway_url,
                    "shards": self.recommended_shards,
                    "session_start_limit": {
                        "total": 1000,
                        "remaining": 1000,
                        "reset_after": 0,
                        "max_concurrency": 1,
                    },
                }
            )
        if method == "GET" and p == ["oauth2", "applications", "@me"]:
            return self._json(
                {
                    "id": str(self.app_id),
                    "name": self.bot_user.username,
                    "icon": None,
                    "description": "",
                    "bot_public": True,
                    "bot_require_code_grant": False,
                    "owner": self.owner.payload(),
                    "verify_key": "00" * 32,
                    "flags": 0,
                }
            )
        if method == "POST" and p == ["users", "@me", "channels"]:
            # open (or reuse) a DM channel with a user: the bot DMs private copies
            uid = int(body["recipient_id"])
            cid = self.dm_channels.setdefault(uid, snowflake())
            user = self.users.get(uid) or FakeUser(uid, f"user{uid}")
            return self._json(
                {"id": str(cid), "type": 1, "last_message_id": None, "recipients": [user.payload()]}
            )
        if (
            method == "GET"
            and p[:1] == ["attachments"]
            and n == 2
            and int(p[1]) in self._attachments
        ):
            return web.Response(
                body=self._attachments[int(p[1])], content_type="application/octet-stream"
            )
        if p[:1] == ["applications"] and p[-1] == "commands" and n in (3, 5):
            guild = int(p[3]) if n == 5 else None
            if method == "PUT":
                out = []
                for cmd in body:
                    c = dict(cmd)
                    c.setdefault("id", str(snowflake()))
                    c["application_id"] = str(self.app_id)
                    c["version"] = str(snowflake())
                    c.setdefault("default_member_permissions", None)
                    c.setdefault("dm_permission", True)
                    c.setdefault("type", 1)
                    if guild:
                        c["guild_id"] = str(guild)
                    out.append(c)
                self.commands[guild] = out
                self.sync_count += 1
                return self._json(out)
            if method == "GET":
                return self._json(self.commands.get(guild, []))
        if p[:1] == ["interactions"] and n == 4 and p[3] == "callback" and method == "POST":
            iid = int(p[1])
            ix = self.interactions.get(iid)
            if ix is None or ix["token"] != p[2]:
                return self._json({"message": "Unknown interaction", "code": 10062}, 404)
            deadline = self._deadline_of.get(iid, self.deadline)
            if deadline is not None and time.time() * 1000 - created_ms(iid) > deadline * 1000:
                self.expired.append(iid)
                return self._json({"message": "Unknown interaction", "code": 10062}, 404)
            if any(s.route == "callback" for s in self.sent.by_interaction.get(iid, ())):
                return self._json(
                    {"message": "Interaction has already been acknowledged.", "code": 40060}, 400
                )
            ctype = int(body.get("type"))
            data = body.get("data") or {}
            channel_id = int(ix["channel_id"])
            s = Sent("callback", data, files, interaction_id=iid, channel_id=channel_id, type=ctype)
            s.query = dict(request.query)
            resp: dict = {"interaction": {"id": str(iid), "type": ix["type"]}}
            if ctype in (4, 5):
                msg = self._message(
                    channel_id, data, files=files, interaction=ix, flags=data.get("flags") or 0
                )
                ix["_original"] = int(msg["id"])
                s.message_id = int(msg["id"])
                resp["interaction"].update(
                    {
                        "response_message_id": msg["id"],
                        "response_message_loading": ctype == 5,
                        "response_message_ephemeral": bool(int(data.get("flags") or 0) & EPHEMERAL),
                    }
                )
                resp["resource"] = {"type": ctype, "message": msg}
            elif ctype in (6, 7) and ix.get("message"):
                mid = int(ix["message"]["id"])
                s.message_id = mid
                if ctype == 7:
                    self.messages.setdefault(mid, ix["message"]).update(
                        {k: v for k, v in data.items() if k in ("content", "embeds", "components")}
                    )
                resp["interaction"]["response_message_id"] = str(mid)
                resp["resource"] = {"type": ctype, "message": self.messages.get(mid, ix["message"])}
            else:
                resp["resource"] = {"type": ctype}
            self.sent.append(s)
            if "with_response" in request.query:
                return self._json(resp)
            return web.Response(status=204)
        if p[:1] == ["webhooks"] and n >= 3:
            token = p[2]
            ix = self._by_token.get(token)
            if ix is None:
                return self._json({"message": "Unknown Webhook", "code": 10015}, 404)
            iid = int(ix["id"])
            channel_id = int(ix["channel_id"])
            if n == 3 and method == "POST":
                msg = self._message(channel_id, body, files=files, interaction=ix)
                self.sent.append(
                    Sent(
                        "followup",
                        body,
                        files,
                        interaction_id=iid,
                        channel_id=channel_id,
                        message_id=int(msg["id"]),
                    )
                )
                return self._json(msg)
            if n == 5 and p[3] == "messages":
                target = p[4]
                mid = ix.get("_original") if target == "@original" else int(target)
                if mid is None or mid not in self.messages:
                    return self._json({"message": "Unknown Message", "code": 10008}, 404)
                if method == "GET":
                    return self._json(self.messages[mid])
                if method == "PATCH":
                    msg = self._edit(mid, body, files)
                    data = dict(body)
                    if target == "@original" and not any(
                        s.route == "edit" and s.data.get("_original")
                        for s in self.sent.by_interaction.get(iid, ())
                    ):
                        data["_original"] = True  # the edit that fills a deferred reply
                        data.setdefault("flags", msg.get("flags", 0))
                    self.sent.append(
                        Sent(
                            "edit",
                            data,
                            files,
                            interaction_id=iid,
                            channel_id=channel_id,
                            message_id=mid,
                        )
                    )
                    return self._json(msg)
                if method == "DELETE":
                    self.messages.pop(mid, None)
                    self.sent.append(
                        Sent(
                            "delete", {}, interaction_id=iid, channel_id=channel_id, message_id=mid
                        )
                    )
                    return web.Response(status=204)
        if p[:1] == ["channels"] and n == 5 and p[2:4] == ["messages", "pins"]:
            # pin a message: only when the bot was given the (optional) permission
            if method == "PUT":
                if not self.allow_pins:
                    return self._json({"message": "Missing Permissions", "code": 50013}, 403)
                self.pinned.append(int(p[4]))
                return web.Response(status=204)
        if p[:1] == ["channels"] and n >= 3 and p[2] == "messages":
            channel_id = int(p[1])
            if n == 3 and method == "POST":
                again = self._same_nonce(body)
                if again is not None:
                    return self._json(again)
                msg = self._message(channel_id, body, files=files)
                self._nonce_sent(body, msg)
                self.sent.append(
                    Sent("post", body, files, channel_id=channel_id, message_id=int(msg["id"]))
                )
                return self._json(msg)
            if n == 4:
                mid = int(p[3])
                if mid not in self.messages:
                    return self._json({"message": "Unknown Message", "code": 10008}, 404)
                if method == "GET":
                    return self._json(self.messages[mid])
                if method == "PATCH":
                    msg = self._edit(mid, body, files)
                    self.sent.append(
                        Sent("patch", body, files, channel_id=channel_id, message_id=mid)
                    )
                    return self._json(msg)
                if method == "DELETE":
                    self.messages.pop(mid, None)
                    self.sent.append(Sent("delete", {}, channel_id=channel_id, message_id=mid))
                    return web.Response(status=204)
        self.unknown.append((method, "/" + "/".join(p)))
        return self._json({"message": "404: Not Found", "code": 0}, 404)

    # ------------------------------------------------------------------ gateway
    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        self._ws.append(ws)
        try:
            await ws.send_str(
                json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
            )
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                self.gateway_frames.append(frame)
                op = frame.get("op")
                if op == 1:
                    await ws.send_str(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
                elif op == 2:
                    self.identified += 1
                    self._seq = 0
                    shard = tuple((frame.get("d") or {}).get("shard") or (0, 1))
                    self.sessions[ws] = (int(shard[0]), int(shard[1]))
                    self.identify_shards.append(self.sessions[ws])
                    owned = [g for g in self.guilds if self._owns(ws, g)]
                    await self._send(
                        ws,
                        "READY",
                        {
                            "v": 10,
                            "user": self.bot_user.payload(),
                            "session_id": f"session-{snowflake()}",
                            "resume_gateway_url": self.gateway_url,
                            "guilds": [{"id": str(g), "unavailable": True} for g in owned],
                            "application": {"id": str(self.app_id), "flags": 0},
                            "private_channels": [],
                            "relationships": [],
                            "presences": [],
                            "shard": list(self.sessions[ws]),
                        },
                    )
                    for g in owned:
                        await self._send(ws, "GUILD_CREATE", self.guild_payload(g))
                    self.ready_count += 1
                elif op == 6:
                    self.resumed += 1
                    await self._send(ws, "RESUMED", {})
                    self.ready_count += 1
                elif op == 8:
                    d = frame.get("d") or {}
                    await self._send(
                        ws,
                        "GUILD_MEMBERS_CHUNK",
                        {
                            "guild_id": str(d.get("guild_id") or self.guild_id),
                            "members": [u.member() for u in self.users.values()],
                            "chunk_index": 0,
                            "chunk_count": 1,
                            "nonce": d.get("nonce"),
                        },
                    )
                await self._changed()
        finally:
            if ws in self._ws:
                self._ws.remove(ws)
            self.sessions.pop(ws, None)
        return ws

    async def _send(self, ws: web.WebSocketResponse, event: str, data: dict) -> None:
        self._seq += 1
        await ws.send_str(json.dumps({"op": 0, "t": event, "s": self._seq, "d": data}))

    async def dispatch(self, event: str, data: dict) -> None:
        """Send an op 0 dispatch to the bot sessions: a guild's event only to the session
        whose shard owns that guild (none connected: kept in ``undelivered``, as Discord
        would fail the interaction); other events to every session."""
        if not self._ws:
            raise RuntimeError("no bot is connected to the fake gateway")
        gid = data.get("guild_id") if isinstance(data, dict) else None
        targets = list(self._ws)
        if gid is not None:
            targets = [ws for ws in targets if self._owns(ws, int(gid))]
            if not targets:
                self.undelivered.append((event, data))
                return
        for ws in targets:
            await self._send(ws, event, data)

    async def drop_connections(self) -> None:
        """Close every gateway socket (the bot should reconnect or resume)."""
        for ws in list(self._ws):
            await ws.close(code=4000)

    # ------------------------------------------------------------------ interactions
    def _base_interaction(
        self,
        itype: int,
        user: FakeUser | None,
        channel: int | None,
        locale: str,
        data: dict,
        message: dict | None = None,
        guild: int | None = None,
    ) -> dict:
        user = user or self.user("alice")
        channel_id = channel or self.channel_ids[0]
        # another id: a server the bot has not cached
        guild_id = guild or self.channel_guild.get(channel_id, self.guild_id)
        iid = snowflake()
        payload = {
            "id": str(iid),
            "application_id": str(self.app_id),
            "type": itype,
            "token": f"itok-{iid}",
            "version": 1,
            "attachment_size_limit": UPLOAD_LIMIT,
            "guild_id": str(guild_id),
            "guild": {"id": str(guild_id), "locale": self.guild_locale, "features": []},
            "channel_id": str(channel_id),
            "channel": {**self.channel_payload(channel_id), "guild_id": str(guild_id)},
            "member": user.member(),
            "locale": locale,
            "guild_locale": self.guild_locale,
            "app_permissions": str(BOT_PERMS),
            "entitlements": [],
            "authorizing_integration_owners": {},
            "context": 0,
            "data": data,
        }
        if message is not None:
            payload["message"] = message
        self.interactions[iid] = payload
        self._by_token[payload["token"]] = payload
        self._deadline_of[iid] = None if self._untimed else self.deadline
        return payload

    @contextlib.contextmanager
    def untimed(self) -> Iterator[None]:
        """Interactions created inside are held to no deadline: a test's set-up, whose
        answers a loaded machine may give after 3 s (Herald then posts them to the
        channel, and the set-up's wait on the interaction's answer would fail), when
        the deadline is not what the test checks."""
        self._untimed += 1
        try:
            yield
        finally:
            self._untimed -= 1

    def _command(self, name: str) -> dict | None:
        for guild in (self.guild_id, None):
            for c in self.commands.get(guild, []):
                if c["name"] == name:
                    return c
        return None

    def _options(
        self, name: str, sub: str | None, options: dict, focused: str | None = None
    ) -> tuple[list, dict]:
        """Build ``data.options`` from a plain dict, typed from the registered command
        (so a value of the wrong type reaches the bot as Discord would send it), plus
        ``data.resolved`` for user options."""
        cmd = self._command(name)
        schema: list[dict] = (cmd or {}).get("options") or []
        if sub:
            parts = sub.split()
            for part in parts:
                nxt = next((o for o in schema if o["name"] == part), None)
                schema = (nxt or {}).get("options") or []
        types = {o["name"]: o.get("type", 3) for o in schema}
        resolved: dict = {}
        out = []
        for k, v in options.items():
            typ = types.get(k, 3)
            if isinstance(v, FakeUser):
                typ = types.get(k, 6)
                resolved.setdefault("users", {})[str(v.id)] = v.payload()
                m = v.member()
                m.pop("user")
                resolved.setdefault("members", {})[str(v.id)] = m
                value: Any = str(v.id)
            elif typ == 11 and isinstance(v, tuple):  # attachment: (filename, bytes)
                aid = snowflake()
                fname, content = v
                self._attachments[aid] = content
                resolved.setdefault("attachments", {})[str(aid)] = {
                    "id": str(aid),
                    "filename": fname,
                    "size": len(content),
                    "url": f"http://127.0.0.1:{self.port}/api/v10/attachments/{aid}",
                    "proxy_url": f"http://127.0.0.1:{self.port}/api/v10/attachments/{aid}",
                    "content_type": "application/json",
                }
                value = str(aid)
            else:
                value = v
            opt = {"name": k, "type": typ, "value": value}
            if focused == k:
                opt["focused"] = True
            out.append(opt)
        if sub:
            parts = sub.split()
            for i, part in enumerate(reversed(parts)):
                out = [{"name": part, "type": 1 if i == 0 else 2, "options": out}]
        return out, resolved

    def _command_data(self, name: str, options: list, resolved: dict) -> dict:
        cmd = self._command(name)
        data = {
            "id": (cmd or {}).get("id", str(snowflake())),
            "name": name,
            "type": 1,
            "options": options,
        }
        if cmd and cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    async def slash(
        self,
        name: str,
        options: dict | None = None,
        *,
        user: FakeUser | None = None,
        channel: int | None = None,
        sub: str | None = None,
        locale: str = "en-US",
        guild: int | None = None,
    ) -> Interaction:
        """Send a slash command (INTERACTION_CREATE type 2). ``sub`` is "start" or
        "group sub"; ``options`` map names to values (a FakeUser for user options,
        ``(filename, bytes)`` for attachments); ``guild`` sends it from another server
        than the fake's own."""
        opts, resolved = self._options(name, sub, options or {})
        payload = self._base_interaction(
            2, user, channel, locale, self._command_data(name, opts, resolved), guild=guild
        )
        await self.dispatch("INTERACTION_CREATE", payload)
        return Interaction(self, payload)

    async def autocomplete(
        self,
        name: str,
        option: str,
        current: str,
        options: dict | None = None,
        *,
        user: FakeUser | None = None,
        channel: int | None = None,
        sub: str | None = None,
        locale: str = "en-US",
        guild: int | None = None,
    ) -> Interaction:
        """Send an autocomplete request (type 4) with ``option`` focused and typed ``current``."""
        values = dict(options or {})
        values[option] = current
        opts, resolved = self._options(name, sub, values, focused=option)
        # Discord sends the focused value as typed text, whatever the option type.
        payload = self._base_interaction(
            4, user, channel, locale, self._command_data(name, opts, resolved), guild=guild
        )
        await self.dispatch("INTERACTION_CREATE", payload)
        return Interaction(self, payload)

    def _message_for(self, message: Sent | dict | int | None, channel_id: int) -> dict:
        if isinstance(message, Sent):
            message = message.message_id
        if isinstance(message, int):
            return dict(
                self.messages.get(message) or self._message(channel_id, {}, message_id=message)
            )
        if isinstance(message, dict):
            return message
        return self._message(channel_id, {})

    async def click(
        self,
        custom_id: str,
        *,
        user: FakeUser | None = None,
        channel: int | None = None,
        message: Sent | dict | int | None = None,
        locale: str = "en-US",
    ) -> Interaction:
        """Press a button (type 3, component_type 2) on ``message`` (a Sent, an id, or None)."""
        channel_id = channel or (
            message.channel_id
            if isinstance(message, Sent) and message.channel_id
            else self.channel_ids[0]
        )
        data = {"custom_id": custom_id, "component_type": 2}
        payload = self._base_interaction(
            3, user, channel_id, locale, data, self._message_for(message, channel_id)
        )
        await self.dispatch("INTERACTION_CREATE", payload)
        return Interaction(self, payload)

    async def select(
        self,
        custom_id: str,
        values: list[str],
        *,
        user: FakeUser | None = None,
        channel: int | None = None,
        message: Sent | dict | int | None = None,
        locale: str = "en-US",
    ) -> Interaction:
        """Choose in a string select (type 3, component_type 3)."""
        channel_id = channel or (
            message.channel_id
            if isinstance(message, Sent) and message.channel_id
            else self.channel_ids[0]
        )
        data = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        payload = self._base_interaction(
            3, user, channel_id, locale, data, self._message_for(message, channel_id)
        )
        await self.dispatch("INTERACTION_CREATE", payload)
        return Interaction(self, payload)

    # ------------------------------------------------------------------ queries
    def posts(self, channel_id: int | None = None) -> list[Sent]:
        return [
            s
            for s in self.sent
            if s.route == "post" and (channel_id is None or s.channel_id == channel_id)
        ]

    def command_names(self, guild: int | None = ...) -> list[str]:  # type: ignore[assignment]
        if guild is ...:
            cmds = [c for v in self.commands.values() for c in v]
        else:
            cmds = self.commands.get(guild, [])
        return sorted(c["name"] for c in cmds)
