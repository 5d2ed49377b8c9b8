"""``herald run``: the Discord bot, a thin adapter over :class:`bot.service.core.Service`.

- explicit, minimal intents: guilds only (message content only when enabled);
- ``setup_hook``: open the store (migrations applied), build the service, load every
  cog in ``bot/adapters/discord/cogs/``, set the command translator, sync the tree (to the dev guild
  when one is set, otherwise globally);
- one error handler for slash commands and buttons: a ``HeraldError`` becomes an
  ephemeral reply in the user's language, anything else is logged with its traceback
  and answered with a short apology;
- buttons and selects whose custom_id carries the service's prefix are routed to
  ``Service.press`` by ``on_interaction``: no View state, so they survive restarts;
- SIGTERM/SIGINT close the gateway, the HTTP session and the store cleanly.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import os
import pkgutil
import re
import signal
import sys
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from datetime import UTC
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.adapters import netguard
from bot.config import Settings
from bot.engine.errors import HeraldError
from bot.i18n import error_text, t

if TYPE_CHECKING:
    from bot.service.core import Service
    from bot.store import AsyncStore
    from bot.store import Store as SyncStore

log = logging.getLogger("herald.discord")

# Seconds an idle HTTP connection to Discord is kept for the next request. aiohttp's
# default (15 s, which discord.py's own connector takes) closed it between most
# commands of a play-by-post game, so the answer of a command after a pause first
# waited for a new TCP and TLS handshake with Discord. Discord's edge (Cloudflare)
# keeps an idle HTTP/1.1 connection 400 s: closing ours before that, never a request
# is sent on a connection the other side is closing.
HTTP_KEEPALIVE_SECONDS = 300.0


def _setting(settings: Any, *names: str, default: Any = None) -> Any:
    """A setting of ``settings`` (a :class:`~bot.config.Settings`; tests pass a
    namespace with only the few they need, the rest taking Settings' defaults)."""
    for n in names:
        v = getattr(settings, n, None)
        if v not in (None, ""):
            return v
    if default is None and len(names) == 1 and names[0] in Settings.model_fields:
        return Settings.model_fields[names[0]].default
    return default


class _InFlight:
    """The context of a running interaction (:meth:`HeraldBot.in_flight`): a plain
    class, one per bot, where a generator-based context manager would be built for
    every interaction."""

    __slots__ = ("bot",)

    def __init__(self, bot: HeraldBot) -> None:
        self.bot = bot

    def __enter__(self) -> None:
        self.bot._running += 1
        self.bot._idle.clear()

    def __exit__(self, *exc: object) -> None:
        self.bot._running -= 1
        if self.bot._running == 0:
            self.bot._idle.set()


def arguments_reader(
    command: app_commands.Command[Any, ..., Any],
) -> Callable[[discord.Interaction, app_commands.Namespace], Coroutine[Any, Any, dict[str, Any]]]:
    """discord.py's ``Command._transform_arguments`` for ``command`` (its options as the
    callback's arguments: a given one transformed, a missing one its default, a missing
    required one CommandSignatureMismatch), with each parameter's names read once
    instead of for every interaction, and a missing option found by a lookup instead of
    a KeyError raised and caught: /roll has eleven options and a player gives one or
    two, which cost the command tree about a tenth of a /roll's handling.
    ``test_options_are_read_as_discord_py_reads_them`` holds it to discord.py's own."""
    params = tuple(
        (p.display_name, p.name, p.required, p.default, p) for p in command._params.values()
    )

    async def read(
        interaction: discord.Interaction, namespace: app_commands.Namespace
    ) -> dict[str, Any]:
        values = namespace.__dict__
        out: dict[str, Any] = {}
        for display, name, required, default, param in params:
            if display in values:
                out[name] = await param.transform(interaction, values[display])
            elif required:
                raise app_commands.CommandSignatureMismatch(command)
            else:
                out[name] = default
        return out

    return read


def let_go(interaction: discord.Interaction) -> None:
    """Drop the answered ``interaction``'s response's link back to it.

    discord.py's ``Interaction`` and its ``InteractionResponse`` refer to each other
    (the response keeps its interaction as ``_parent``): every command's interaction,
    with the member, user, options and lists it holds, was garbage only the cycle
    collector could free, a dozen objects a command, and a collection of the young
    generation ran every fifty ``/roll`` or so. Called when the tree has run a command
    to its end and nothing hears of it (:meth:`HeraldBot.dispatch`): the interaction
    then goes as its task ends. The response stays with it and still says truly that
    it was answered; whatever would still need its interaction fails loudly.
    ``test_a_handled_interaction_is_freed_without_the_collector`` pins it."""
    response = interaction.response
    if response.is_done():  # (one not answered is left as discord.py has it)
        response._parent = None  # type: ignore[assignment]


# events discord.py dispatches for every command (see HeraldBot.dispatch)
_PER_COMMAND_EVENTS = frozenset({"socket_event_type", "app_command_completion"})


class HeraldBot(commands.AutoShardedBot):
    def __init__(
        self,
        settings: Any,
        *,
        guild_ready_timeout: float | None = None,
        store: SyncStore | None = None,
    ):
        self.settings = settings
        self._opened_store = store  # opened by run_bot before the loop starts, or None
        # Herald has no voice: discord.py's start-up warnings about voice libraries
        # would only make an operator wonder
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        intents = discord.Intents.none()
        intents.guilds = True
        if _setting(settings, "message_content", default=False):
            intents.guild_messages = True
            intents.message_content = True
        if _setting(settings, "members", default=False):  # privileged too (HERALD_MEMBERS)
            intents.members = True
        if guild_ready_timeout is None:
            guild_ready_timeout = float(_setting(settings, "guild_ready_timeout"))
        # HERALD_TICK_SECONDS, HERALD_BUSY_AT, HERALD_DRAIN_SECONDS (bot/config.py)
        self.tick_seconds = float(_setting(settings, "tick_seconds"))
        self.busy_at = int(_setting(settings, "busy_at"))
        self.drain_seconds = float(_setting(settings, "drain_seconds"))
        # HERALD_SHARDS "0-3/8": these shards of 8; unset: every shard, count from Discord
        shard_range = _setting(settings, "shard_range")
        shard_kw: dict[str, Any] = {}
        if shard_range:
            shard_kw = {"shard_ids": list(shard_range[0]), "shard_count": int(shard_range[1])}
        super().__init__(
            **shard_kw,
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            guild_ready_timeout=guild_ready_timeout,
        )
        self.store: AsyncStore | None = None
        self.svc: Service | None = None
        self.sender: Any = None
        self.button_prefix = ""
        # SIGTERM: refuse new interactions, finish the running ones and the outbox
        self.draining = False
        self._running = 0
        self._idle = asyncio.Event()
        self._idle.set()
        self._in_flight = _InFlight(self)
        # interactions being acknowledged right now (under load, work waits for them)
        self._acking = 0
        self._acks_done = asyncio.Event()
        self._acks_done.set()
        from bot.adapters.discord.cogs._common import Deferrals

        self.deferrals = Deferrals()  # when each running interaction is to be deferred
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    # ------------------------------------------------------------------ start-up
    async def login(self, token: str) -> None:
        """discord.py's login, on an HTTP connector that keeps idle connections
        ``HTTP_KEEPALIVE_SECONDS`` (made here: a connector needs the running loop)."""
        if self.http.connector is discord.utils.MISSING:
            self.http.connector = aiohttp.TCPConnector(
                limit=0, keepalive_timeout=HTTP_KEEPALIVE_SECONDS
            )
        await super().login(token)

    async def setup_hook(self) -> None:
        from bot.service.core import BUTTON_PREFIX, Service
        from bot.service.knowledge import Knowledge
        from bot.store import RUNTIME_BUSY_TIMEOUT_MS, AsyncStore, open_store  # noqa: F811

        db_path = _setting(self.settings, "db", "db_path", default="state/herald.db")
        knowledge_path = _setting(self.settings, "knowledge_path", "knowledge", default="knowledge")
        sync = self._opened_store
        if sync is None:  # opened (leased, migrated) off the event loop
            sync = await asyncio.to_thread(
                lambda: open_store(db_path, lease=True, busy_timeout_ms=RUNTIME_BUSY_TIMEOUT_MS)
            )
        # from here on the store is only awaited, through the facade's worker thread
        self.store = AsyncStore(sync)
        from bot.knowledge_files import words_root

        root = Path(knowledge_path)
        self.svc = Service(self.store, Knowledge.load(root, words_root(root)))
        from bot.service.rules import configure

        rules_cache = _setting(self.settings, "rules_cache_path", default="")
        configure(self.svc, _setting(self.settings, "rules_memory_mb"), rules_cache or "")
        self.svc.owns_guild = self.owns_guild
        self.svc.use_outbox = True
        from bot.adapters.discord.sender import Sender

        self.sender = Sender(
            self,
            self.store,
            busy=self.busy,
            owns=self.owns_guild,
            boards=self.svc.boards,
            on_refused=self.post_refused,
        )
        self.button_prefix = BUTTON_PREFIX
        self._ticker = asyncio.get_running_loop().create_task(self.tick_forever())
        await self.load_cogs()
        from bot.adapters.discord.cogs._translator import HeraldTranslator

        await self.tree.set_translator(HeraldTranslator())
        dev_guild = _setting(self.settings, "dev_guild")
        if dev_guild:
            guild = discord.Object(int(dev_guild))
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info(
            "synced %d commands (%s)", len(synced), f"guild {dev_guild}" if dev_guild else "global"
        )
        # what earlier runs committed but did not deliver goes out now
        await self.sender.start()
        self.sender.kick()
        # Build the rules index off the event loop: commands are answered meanwhile, and
        # the first /rule (or rule quote in a prompt) finds it ready.
        from bot.service.rules import warm_index

        self._warm = asyncio.get_running_loop().create_task(warm_index(self.svc))

    async def load_cogs(self) -> list[str]:
        from bot.adapters.discord import cogs

        loaded = []
        for mod in sorted(pkgutil.iter_modules(cogs.__path__), key=lambda m: m.name):
            if mod.name.startswith("_"):
                continue
            name = f"{cogs.__name__}.{mod.name}"
            module = importlib.import_module(name)
            if not hasattr(module, "setup"):
                log.warning("cog module %s has no setup(bot); skipped", name)
                continue
            await self.load_extension(name)
            loaded.append(name)
        for command in self.tree.walk_commands():
            if isinstance(command, app_commands.Command):
                command._transform_arguments = arguments_reader(command)  # type: ignore[method-assign, assignment]
        log.info("loaded cogs: %s", ", ".join(loaded) or "-")
        return loaded

    # ------------------------------------------------------------------ reminders
    async def tick_once(self) -> int:
        """Run the scheduled work (reminders) once; post what it returns. The schedule
        is in the database, so nothing is lost while the bot is down."""
        from datetime import datetime, timedelta

        from bot.adapters.discord.cogs._common import render
        from bot.service import limits, registry

        sent = 0
        if self.store is not None and hasattr(self.store, "prune_outbox"):
            # delivered outbox rows are kept a week (to look into a delivery problem)
            await self.store.prune_outbox((datetime.now(UTC) - timedelta(days=7)).isoformat())
        for hook in registry.ON_TICK:
            resp = await hook(self.svc, datetime.now(UTC))
            if self.sender is not None:
                self.sender.kick()  # reminders claimed into the outbox
            for msg in resp.messages if resp else []:
                if msg.channel_id is None:  # scheduled work has no command's channel
                    log.warning("scheduled message without a channel dropped: %s", msg.kind)
                    continue
                channel = self.get_partial_messageable(msg.channel_id)
                try:
                    for part in limits.fit(msg):
                        await channel.send(**render(part))
                    sent += 1
                except discord.HTTPException as e:
                    log.warning("reminder to %s not delivered: %s", msg.channel_id, e)
        return sent

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process runs the shard of ``guild_id`` (Discord's rule:
        ``(guild_id >> 22) % shard_count``). ``None`` (a direct message, or an outbox
        row of no server) is shard 0's: Discord delivers DMs to shard 0, so exactly one
        process owns them."""
        count = self.shard_count or 1
        ids = self.shard_ids if self.shard_ids is not None else range(count)
        return ((guild_id or 0) >> 22) % count in ids

    async def liveness(self) -> None:
        """One log line per tick: the process is alive, its shards connected and its
        database answering (health checks grep for it)."""
        t0 = time.perf_counter()
        try:
            assert self.store is not None
            await self.store.load(0)
            db = f"db ok in {(time.perf_counter() - t0) * 1000:.1f} ms"
        except Exception as e:
            db = f"db FAILING ({type(e).__name__})"
        ids = self.shard_ids if self.shard_ids is not None else list(range(self.shard_count or 1))
        log.info(
            "alive: shards %s of %s, %d guild(s), latency %.0f ms, %s",
            ",".join(map(str, ids)),
            self.shard_count or 1,
            len(self.guilds),
            (self.latency if self.latency == self.latency else 0) * 1000,
            db,
        )

    async def tick_forever(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            try:
                await self.liveness()
                await self.tick_once()
            except Exception:
                log.exception("scheduled work failed")
            await asyncio.sleep(self.tick_seconds)

    async def on_ready(self) -> None:
        log.info(
            "ready as %s (%s) in %d guild(s)",
            self.user,
            getattr(self.user, "id", "?"),
            len(self.guilds),
        )

    # ------------------------------------------ people and places that go away
    # (bot/service/people.py): each turns a gateway event into the service's call,
    # and what it says into outbox rows
    async def post_refused(self, row: dict[str, Any], error: str) -> None:
        from bot.service import people

        if self.svc is None:
            return
        now = discord.utils.utcnow().isoformat()
        await self._send(await people.channel_refused(self.svc, int(row["channel_id"]), error, now))

    async def on_member_remove(self, member: discord.Member) -> None:
        from bot.service import people

        if self.svc is not None and self.owns_guild(member.guild.id):
            now = discord.utils.utcnow().isoformat()
            await self._send(await people.member_left(self.svc, member.guild.id, member.id, now))

    async def on_member_join(self, member: discord.Member) -> None:
        from bot.service import people

        if self.svc is not None and self.owns_guild(member.guild.id):
            now = discord.utils.utcnow().isoformat()
            await self._send(await people.member_back(self.svc, member.guild.id, member.id, now))

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        from bot.service import people

        log.info("removed from guild %s", guild.id)
        if self.svc is not None and self.owns_guild(guild.id):
            await people.guild_removed(self.svc, guild.id, discord.utils.utcnow().isoformat())

    async def on_guild_join(self, guild: discord.Guild) -> None:
        from bot.service import people

        log.info("joined guild %s", guild.id)
        if self.svc is not None and self.owns_guild(guild.id):
            now = discord.utils.utcnow().isoformat()
            await self._send(await people.guild_back(self.svc, guild.id, now))

    async def _send(self, resp: Any) -> None:
        """What an event handler says, through the outbox: a channel post (the service
        enqueued it already when it could) or a direct message to each user it names."""
        import json

        from bot.service.model import Message

        if self.store is None or self.sender is None:
            return
        rows = []
        for msg in resp.messages:
            for uid in dict.fromkeys(msg.private_to):
                copy = Message.from_json(msg.to_json())
                copy.private_to, copy.ephemeral = [uid], False
                payload = json.dumps(copy.to_json(), ensure_ascii=False)
                rows.append({"channel_id": msg.channel_id or 0, "kind": "dm", "payload": payload})
        if rows:
            await self.store.enqueue(rows, discord.utils.utcnow().isoformat())
        self.sender.kick()

    # ------------------------------------------------------------------ draining
    def in_flight(self) -> _InFlight:
        """``with bot.in_flight():`` counts a running interaction (the drain waits for
        them)."""
        return self._in_flight

    @contextlib.contextmanager
    def acknowledging(self) -> Iterator[None]:
        self._acking += 1
        self._acks_done.clear()
        try:
            yield
        finally:
            self._acking -= 1
            if self._acking == 0:
                self._acks_done.set()

    async def acknowledged(self, timeout: float) -> None:
        """Wait (at most ``timeout`` s) until no interaction awaits its acknowledgement."""
        try:
            await asyncio.wait_for(self._acks_done.wait(), timeout)
        except TimeoutError:
            pass

    def busy(self) -> bool:
        """Many interactions are running at once: defer at once, let the outbox wait."""
        return self._running >= self.busy_at

    async def drain(self, timeout: float | None = None) -> bool:
        """Refuse new interactions, let the running ones finish, deliver the outbox;
        bounded by ``timeout`` seconds in all. True when nothing was left behind."""
        self.draining = True
        budget = self.drain_seconds if timeout is None else timeout
        deadline = asyncio.get_running_loop().time() + budget
        try:
            await asyncio.wait_for(self._idle.wait(), budget)
        except TimeoutError:
            log.warning("drain: %d command(s) still running at the deadline", self._running)
        empty = True
        if self.sender is not None:
            left = max(0.0, deadline - asyncio.get_running_loop().time())
            empty = await self.sender.drain(left)
            if not empty:
                log.warning(
                    "drain: %d message(s) left in the outbox; sent at the next start",
                    await self.sender.pending(),
                )
        return empty and self._running == 0

    async def close(self) -> None:
        for name in ("_ticker", "_warm"):
            task = getattr(self, name, None)
            if task is not None:
                task.cancel()
        if self.sender is not None:
            await self.sender.stop()
        boards = getattr(self.sender, "boards", None)
        if boards is not None:  # the pictures' worker thread
            boards.close()
        try:
            if hasattr(self, "_AutoShardedClient__queue"):
                await super().close()
            else:  # never started: discord.py's sharded close() would fail on its queue
                await self.http.close()
        finally:
            if self.store is not None:
                await self.store.aclose()
                self.store = None

    # ------------------------------------------------------------------ buttons
    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        # on_interaction only handles buttons and selects: a slash command (the tree's)
        # does not start a task for it
        if event_name == "interaction" and args[0].type is not discord.InteractionType.component:
            return
        # Two events come with every command: the gateway's type of each event it
        # receives and the tree's announcement of each command it ran. Nothing of
        # Herald's listens to either, and discord.py's dispatch of an event nobody
        # hears (a debug log call, its listeners looked up, an AttributeError for the
        # missing on_ method raised and caught) cost as much as a twentieth of a /roll
        # each. A listener, a waiter or an on_ method added for one still gets it
        # (test_an_event_nobody_hears_is_not_dispatched_but_a_listener_gets_it).
        if event_name in _PER_COMMAND_EVENTS and not self.hears(event_name):
            if event_name == "app_command_completion":
                let_go(args[0])
            return
        super().dispatch(event_name, *args, **kwargs)

    def hears(self, event_name: str) -> bool:
        """Whether anything would receive ``event_name`` from :meth:`dispatch`: an
        ``on_`` method or attribute, a listener (``add_listener``, a cog's), a
        ``wait_for``."""
        method = "on_" + event_name
        return bool(
            self.extra_events.get(method)
            or self._listeners.get(event_name)
            or getattr(self, method, None) is not None
        )

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.component or self.svc is None:
            return
        custom_id = str(cast(dict[str, Any], interaction.data or {}).get("custom_id", ""))
        if custom_id.split("|", 1)[0] != self.button_prefix:
            return
        from bot.adapters.discord.cogs._common import press

        try:
            await press(interaction)
        except Exception as e:  # the tree's handler does not see component interactions
            await self.report_error(interaction, e)

    # ------------------------------------------------------------------ errors
    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await self.report_error(interaction, error)

    async def report_error(self, interaction: discord.Interaction, error: BaseException) -> None:
        """The one place a failure becomes a reply."""
        from bot.adapters.discord.cogs._common import pick_locale, render
        from bot.service.model import Message

        original = error
        while (
            isinstance(original, (app_commands.CommandInvokeError,))
            and original.original is not None
        ):
            original = original.original
        locale = pick_locale(interaction)
        if isinstance(original, HeraldError):
            text = error_text(original, locale)
        elif isinstance(original, app_commands.CheckFailure):
            text = t("error.permission", locale)
        elif isinstance(original, app_commands.CommandNotFound):
            text = t("discord.unknown_command", locale)
        elif isinstance(original, app_commands.TransformerError):
            text = t("error.bad_input", locale)
        else:
            where = (
                getattr(getattr(interaction, "command", None), "qualified_name", None)
                or cast(dict[str, Any], interaction.data or {}).get("custom_id")
                or "?"
            )
            log.error(
                "unexpected error in %s",
                where,
                exc_info=(type(original), original, original.__traceback__),
            )
            text = t("discord.apology", locale)
        reply = Message(content=text, ephemeral=True)
        try:
            if interaction.response.is_done():
                if (
                    getattr(original, "herald_deferred", False)
                    and interaction.type is discord.InteractionType.application_command
                ):
                    # the public "thinking" placeholder: replace it by a private answer
                    try:
                        await interaction.delete_original_response()
                    except discord.HTTPException:
                        pass
                await interaction.followup.send(ephemeral=True, **render(reply))
            else:
                await interaction.response.send_message(ephemeral=True, **render(reply))
        except discord.HTTPException:
            log.warning("could not report an error to the user", exc_info=True)


# ---------------------------------------------------------------------- running
# Interaction tokens: in webhook and callback URLs, and in gateway payloads (DEBUG).
_INTERACTION_TOKEN = re.compile(
    r"(/(?:webhooks|interactions)/\d+/)([^/\s?'\"]+)"
    r"|((?:\"|')token(?:\"|')\s*:\s*(?:\"|'))([^\"']+)"
)


def _redact_tokens(text: str) -> str:
    return _INTERACTION_TOKEN.sub(
        lambda m: f"{m.group(1)}[token]" if m.group(1) else f"{m.group(3)}[token]", text
    )


class RedactFilter(logging.Filter):
    """Replace the bot token and every interaction token wherever they might appear in
    a log record (DEBUG included: discord.py logs request URLs and gateway payloads)."""

    def __init__(self, secret: str):
        super().__init__()
        self.secret = secret

    def filter(self, record: logging.LogRecord) -> bool:
        msg = record.getMessage()
        clean = _redact_tokens(msg)
        if self.secret and self.secret in clean:
            clean = clean.replace(self.secret, "[token]")
        if clean != msg:
            record.msg = clean
            record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = _redact_tokens(record.exc_text)
            if self.secret:
                record.exc_text = record.exc_text.replace(self.secret, "[token]")
        return True


def configure_logging(token: str, level: int = logging.INFO) -> None:
    root = logging.getLogger()
    if not root.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
        root.setLevel(level)
    for h in root.handlers:
        if not any(isinstance(f, RedactFilter) for f in h.filters):
            h.addFilter(RedactFilter(token))


def point_at(api_base: str | None, gateway_url: str | None) -> None:
    """Send discord.py's REST and gateway traffic to another server (proxy or fake)."""
    if api_base:
        discord.http.Route.BASE = str(api_base).rstrip("/")
    if gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(str(gateway_url))


async def serve(settings: Any, store: SyncStore | None = None) -> None:
    token = _setting(settings, "token", default="")
    bot = HeraldBot(settings, store=store)
    loop = asyncio.get_running_loop()
    stopping: list[asyncio.Task[None]] = []

    async def drain_and_close() -> None:
        try:
            if bot.is_ready():
                await bot.drain()
        finally:
            await bot.close()

    def stop(signame: str) -> None:
        if not stopping:
            log.info("%s received: draining, then closing", signame)
            stopping.append(loop.create_task(drain_and_close()))

    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop, sig.name)
        except (NotImplementedError, RuntimeError):  # not the main thread / platform
            pass
    async with bot:
        await bot.start(token)
    if stopping:
        await asyncio.gather(*stopping, return_exceptions=True)
    log.info("closed")


def run_bot(settings: Any) -> int:
    """Entry point of ``herald run``. The database is opened first (this process takes
    its lease, migrations are applied): a problem there is one line and exit code 1."""
    from bot.store import RUNTIME_BUSY_TIMEOUT_MS, StoreOpenError, open_store

    netguard.install_from_env()
    token = _setting(settings, "token", default="")
    configure_logging(token)
    point_at(_setting(settings, "api_base"), _setting(settings, "gateway_url"))
    db_path = _setting(settings, "db", "db_path", default="state/herald.db")
    log.info("starting Herald (db %s)", Path(str(db_path)))
    try:
        store = open_store(str(db_path), lease=True, busy_timeout_ms=RUNTIME_BUSY_TIMEOUT_MS)
    except StoreOpenError as e:
        log.error("cannot start: %s", e)
        return 1
    try:
        asyncio.run(serve(settings, store))
    except KeyboardInterrupt:
        pass
    except Exception as e:
        why = start_failure(e, _setting(settings, "api_base") or discord.http.Route.BASE)
        if why is None:
            raise
        log.error("cannot start: %s", why)
        return 1
    return leave(0)


def leave(code: int) -> int:
    """End the process now, once the bot has closed cleanly (the outbox drained, every
    mark written, the store closed): Python would otherwise join every worker thread
    before exiting, and one may still be at work that nothing needs any more (a rules
    index build started just before the stop: seconds, tens of seconds on a loaded
    machine, past the grace a supervisor gives before SIGKILL). Returns ``code`` when
    no other thread is left, or when not called from the main thread (then the caller
    is not the process's entry point and must not end it)."""
    others = [
        t for t in threading.enumerate() if t is not threading.current_thread() and not t.daemon
    ]
    if not others or threading.current_thread() is not threading.main_thread():
        return code
    log.info("leaving without waiting for %d worker thread(s)", len(others))
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def start_failure(exc: BaseException, api_base: str) -> str | None:
    """One line saying why the bot could not start and what to check, for the
    failures of an operator's setting or network (None for anything else: a bug,
    shown with its traceback)."""
    host = yarl.URL(str(api_base)).host or str(api_base)
    if isinstance(exc, discord.LoginFailure):
        return "Discord refused the token: check DISCORD_TOKEN (Developer Portal, Bot, Reset Token)"
    if isinstance(exc, discord.PrivilegedIntentsRequired):
        return (
            "the message content intent is not enabled for this bot: enable it in the "
            "Developer Portal (Bot, Message Content Intent) or unset HERALD_MESSAGE_CONTENT"
        )
    if isinstance(exc, aiohttp.ClientConnectorError | TimeoutError | OSError):
        reason = getattr(exc, "os_error", None) or exc
        return (
            f"cannot reach Discord at {host} ({type(exc).__name__}: {reason}): check this "
            "machine's network, DNS and firewall, or DISCORD_API_BASE if a proxy is meant"
            " to be in between"
        )
    if isinstance(exc, discord.HTTPException) and exc.status >= 500:
        return f"Discord answered {exc.status} at {host}: it may be down; try again later"
    return None
