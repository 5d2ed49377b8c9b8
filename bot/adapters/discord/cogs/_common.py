"""Glue every cog uses: interaction -> Ctx -> service -> Discord reply.

- :func:`run` for slash commands, :func:`complete` for autocomplete, :func:`press`
  for buttons and selects (called by the bot's ``on_interaction`` listener).
- :func:`render` turns a neutral :class:`~bot.service.model.Message` into the keyword
  arguments of discord.py's send/edit calls; :func:`deliver` sends a whole Response.
  Both paths (commands and buttons) use them, so a message looks the same everywhere.
- Discord's limits (bot/service/limits.py): :func:`deliver` and the outbox sender send
  a message over a limit as several (:func:`~bot.service.limits.fit`), and
  :func:`render` makes whatever it is given one message within every limit, so
  nothing reaches Discord that it would refuse.

Components are sent in a fresh, non-dispatchable View: discord.py needs a View object to
send components, but clicks are never routed to it. The bot's ``on_interaction``
listener decodes the custom_id, so buttons survive restarts without any View state.
"""

from __future__ import annotations

import asyncio
import enum
import inspect
import io
import json
import logging
import math
import string
import time
import urllib.parse
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, cast

import aiohttp
import discord
from discord import app_commands
from discord.enums import InteractionResponseType
from discord.http import Route, handle_message_parameters
from discord.utils import MISSING
from discord.webhook.async_ import async_context, interaction_message_response_params

from bot.engine.errors import BadInput
from bot.i18n import LOCALES, normalize_locale, t
from bot.service import limits
from bot.service.model import Button, Ctx, Message, Response, Select

if TYPE_CHECKING:
    from bot.adapters.discord.app import HeraldBot
    from bot.service.core import Service

log = logging.getLogger(__name__)

# seconds after the interaction's creation; Discord wants the first response within
# 3 s, and the defer request itself needs time on a busy loop
DEFER_AFTER = 1.5
DEADLINE = 3.0  # Discord's limit for the first response
DEADLINE_SLACK = 0.5  # clocks differ a little
ACK_WAIT = 2.0  # at most this long, work waits for other interactions' acknowledgements
MAX_ATTACHMENT = 1024 * 1024  # bytes read from an uploaded file
_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


# --------------------------------------------------------------------------- the bot
def herald(client: discord.Client) -> HeraldBot:
    """The bot these cogs run in. discord.py types ``interaction.client`` as a plain
    Client; Herald's cogs are only loaded by :class:`~bot.adapters.discord.app.HeraldBot`."""
    return cast("HeraldBot", client)


def service(client: discord.Client) -> Service:
    svc = herald(client).svc
    if svc is None:  # built by setup_hook, before any interaction is dispatched
        raise RuntimeError("Herald's service is not built yet")
    return svc


# --------------------------------------------------------------------------- context
def pick_locale(interaction: discord.Interaction) -> str:
    """The user's language if Herald speaks it, else the server's, else English."""
    for raw in (interaction.locale, interaction.guild_locale):
        if raw is None:
            continue
        value = str(raw.value)
        loc = normalize_locale(value)
        if loc != "en" or value.lower().startswith("en"):
            return loc
    return "en"


_MANAGE_CHANNELS = discord.Permissions(manage_channels=True).value
_MANAGE_GUILD = discord.Permissions(manage_guild=True).value


def ctx_of(
    interaction: discord.Interaction, attachments: list[tuple[str, bytes]] | None = None
) -> Ctx:
    perms = interaction.permissions.value  # one Permissions made, its bits read
    user = interaction.user
    guild_locale = interaction.guild_locale
    return Ctx(
        user_id=user.id,
        channel_id=interaction.channel_id or 0,
        guild_id=interaction.guild_id,
        user_name=user.display_name or user.name,
        locale=pick_locale(interaction),
        admin=bool(perms & _MANAGE_CHANNELS),
        manage_guild=bool(perms & _MANAGE_GUILD),
        # a user outside a guild (a DM) is a plain User, without roles
        roles=[r.id for r in user.roles] if isinstance(user, discord.Member) else [],
        attachments=list(attachments or []),
        guild_locale=normalize_locale(str(guild_locale.value)) if guild_locale else "en",
        # interaction.created_at (discord.utils.snowflake_time's arithmetic), read here
        sent_at=datetime.fromtimestamp(_created(interaction), UTC),
        cannot_post=cannot_post(interaction),
    )


# what Herald needs to post in a channel or a thread (Herald's invite asks for them all):
# with all of them nothing is missing, and the channel (a lookup) is not looked at
_MAY_POST = discord.Permissions(
    view_channel=True, send_messages=True, send_messages_in_threads=True, embed_links=True
).value


def cannot_post(interaction: discord.Interaction) -> list[str]:
    """What Herald lacks to post in the command's channel (its app permissions there,
    as Discord sends them with the interaction); none outside a server."""
    if interaction.guild_id is None:
        return []
    have = interaction.app_permissions
    if have.value & _MAY_POST == _MAY_POST:  # every one it may need (most commands)
        return []
    thread = isinstance(interaction.channel, discord.Thread)
    need = {
        "view_channel": have.view_channel,
        "send_messages_in_threads" if thread else "send_messages": (
            have.send_messages_in_threads if thread else have.send_messages
        ),
        "embed_links": have.embed_links,
    }
    return [p for p, ok in need.items() if not ok]


async def _plain_options(interaction: discord.Interaction, options: dict) -> tuple[dict, list]:
    """Discord objects -> plain values for the service; files read into Ctx.attachments."""
    plain: dict[str, Any] = {}
    files: list[tuple[str, bytes]] = []
    for k, v in options.items():
        if v is None:
            continue
        if isinstance(v, (str, int, float)):  # most options (before the slower checks)
            plain[k] = v
        elif isinstance(v, discord.Attachment):
            if v.size > MAX_ATTACHMENT:
                raise BadInput(
                    "discord.attachment_too_big", name=v.filename, limit=MAX_ATTACHMENT // 1024
                )
            files.append((v.filename, await v.read()))
            plain[k] = v.filename
        elif isinstance(v, (discord.abc.User, discord.Object)):
            plain[k] = v.id
        elif isinstance(v, app_commands.Choice):
            plain[k] = v.value
        elif isinstance(v, enum.Enum):
            plain[k] = v.value
        elif isinstance(
            v,
            (
                discord.abc.GuildChannel,
                discord.Thread,
                discord.Role,
                app_commands.AppCommandChannel,
                app_commands.AppCommandThread,
            ),
        ):
            plain[k] = v.id
        else:
            plain[k] = v
    return plain, files


# --------------------------------------------------------------------------- rendering
class StaticView(discord.ui.View):
    """A View that only carries components (already within Discord's limits: see
    :func:`render`); discord.py never stores or routes it."""

    def __init__(self, components: list[Button | Select]):
        super().__init__(timeout=None)
        for c in components:
            if isinstance(c, Select):
                self.add_item(
                    discord.ui.Select(
                        custom_id=c.custom_id,
                        placeholder=c.placeholder or None,
                        options=[
                            discord.SelectOption(
                                label=o.label, value=o.value, description=o.description or None
                            )
                            for o in c.options
                        ],
                    )
                )
            else:
                self.add_item(
                    discord.ui.Button(
                        label=c.label,
                        custom_id=c.custom_id,
                        disabled=c.disabled,
                        style=_STYLES.get(c.style, discord.ButtonStyle.secondary),
                    )
                )

    def is_dispatchable(self) -> bool:  # never put in the view store
        return False


def _embed(e) -> discord.Embed:
    out = discord.Embed(title=e.title or None, description=e.description or None, color=e.color)
    for f in e.fields:
        out.add_field(name=f.name, value=f.value, inline=f.inline)
    if e.footer:
        out.set_footer(text=e.footer)
    return out


# what a message without mentions allows (never changed: discord.py merges it into a new one)
_NO_MENTIONS = discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=False)


def render(msg: Message, *, fitted: bool = False) -> dict:
    """Keyword arguments for send_message / followup.send / channel.send / edit: one
    message within every Discord limit (what does not fit is cut, with a note; a
    caller that may send several splits first with :func:`~bot.service.limits.fit`
    and passes each part ``fitted``: it is within the limits already)."""
    if not fitted:
        msg = limits.fit(msg, single=True)[0]
    mentions = _NO_MENTIONS
    if msg.mentions:
        mentions = discord.AllowedMentions(
            everyone=False,
            roles=False,
            replied_user=False,
            users=[discord.Object(u) for u in msg.mentions],
        )
    kwargs: dict[str, Any] = {"content": msg.content or None, "allowed_mentions": mentions}
    if msg.embeds:  # a new message without embeds has none: an edit says so (_edit_kwargs)
        kwargs["embeds"] = [_embed(e) for e in msg.embeds]
    if msg.components:
        kwargs["view"] = StaticView(msg.components)
    if msg.files:
        kwargs["files"] = [
            discord.File(
                io.BytesIO(f.data if f.data is not None else f.content.encode("utf-8")),
                filename=f.name,
            )
            for f in msg.files
        ]
    return kwargs


def _edit_kwargs(msg: Message) -> dict:
    kw = render(msg)
    kw.setdefault("embeds", [])  # an edit without embeds removes old ones
    files = kw.pop("files", None)
    if files or msg.kind == "dashboard":
        # the message's attachments become exactly these: a dashboard's picture is
        # replaced by this version's (or removed, when this version has none)
        kw["attachments"] = files or []
    kw.setdefault("view", None)  # an edit without components removes old ones
    return kw


# --------------------------------------------------------------------------- requests
# discord.py's send_message and edit build a Message object from the message Discord
# sends back, which Herald never reads. These two send the same request, built by
# discord.py's own parameter functions, and read nothing more than its status: the
# answer asks Discord for no message at all (without ``with_response``, which
# discord.py always adds, Discord answers 204 with no body).
_CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"
# the characters urllib's quote() leaves as they are (safe=""): a token of only these
# is its own quoted form
_UNRESERVED = string.ascii_letters + string.digits + "_.-~"


class _Callback(Route):
    """``Route("POST", _CALLBACK, webhook_id=..., webhook_token=...)`` (the route of an
    interaction's answer, with the same attributes), without Route's generic building
    of the URL: its format_map over every parameter, each through urllib's quote(),
    cost about as much as the rest of the answer's own work. The token is quoted only
    when it has a character outside those quote() keeps.
    ``test_an_answers_route_is_discord_pys`` holds it to discord.py's."""

    def __init__(self, interaction_id: int, token: str) -> None:
        self.path = _CALLBACK
        self.method = "POST"
        self.metadata = None
        quoted = token if not token.rstrip(_UNRESERVED) else urllib.parse.quote(token, safe="")
        self.url = f"{self.BASE}/interactions/{interaction_id}/{quoted}/callback"
        self.channel_id = None
        self.guild_id = None
        self.webhook_id = interaction_id
        self.webhook_token = token


_TEXT_ONLY = frozenset({"content", "allowed_mentions"})  # render()'s keys for plain text
_EPHEMERAL = discord.MessageFlags(ephemeral=True).value
# (the bot's allowed mentions, _NO_MENTIONS merged into them) of the last answer
_no_mentions_merged: tuple[Any, Any] = (None, {})


def text_payload(
    previous: discord.AllowedMentions | None, ephemeral: bool, kwargs: dict[str, Any]
) -> dict[str, Any]:
    """The payload of an answer that is text only (``kwargs``: render()'s, with the
    keys of :data:`_TEXT_ONLY`), as discord.py's ``interaction_message_response_params``
    makes it, written out: that function's generic handling of every kind of message
    (and the merge of the same two allowed mentions for every answer) was a fifth of
    building an answer. ``test_a_text_answers_payload_is_discord_pys`` holds the two
    to the same payloads."""
    global _no_mentions_merged
    content = kwargs["content"]
    data: dict[str, Any] = {"tts": False, "content": None if content is None else str(content)}
    if ephemeral:
        data["flags"] = _EPHEMERAL
    allowed = kwargs["allowed_mentions"]
    if previous is None:
        data["allowed_mentions"] = allowed.to_dict()
    elif allowed is _NO_MENTIONS:
        if _no_mentions_merged[0] is not previous:
            _no_mentions_merged = (previous, previous.merge(allowed).to_dict())
        data["allowed_mentions"] = _no_mentions_merged[1]
    else:
        data["allowed_mentions"] = previous.merge(allowed).to_dict()
    return {"type": InteractionResponseType.channel_message.value, "data": data}


async def respond(interaction: discord.Interaction, *, ephemeral: bool, **kwargs: Any) -> None:
    """``interaction.response.send_message(ephemeral=..., **kwargs)`` (``kwargs``: from
    :func:`render`), without asking for or building the message it makes."""
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    state = interaction._state
    payload: dict[str, Any] | None
    files: Any = None
    multipart: Any = None
    if kwargs.keys() == _TEXT_ONLY:  # most answers
        payload = text_payload(state.allowed_mentions, ephemeral, kwargs)
    else:
        params = interaction_message_response_params(
            type=InteractionResponseType.channel_message.value,
            previous_allowed_mentions=state.allowed_mentions,
            flags=discord.MessageFlags(ephemeral=True) if ephemeral else MISSING,
            **kwargs,
        )
        payload = None if params.files else params.payload
        files, multipart = params.files, params.multipart
    http = state.http
    await async_context.get().request(
        _Callback(interaction.id, interaction.token),
        session=interaction._session,
        proxy=http.proxy,
        proxy_auth=http.proxy_auth,
        payload=payload,
        files=files,
        multipart=multipart,
    )
    response._response_type = InteractionResponseType.channel_message


async def edit_message(message: Any, **kwargs: Any) -> None:
    """``message.edit(**kwargs)`` (``kwargs``: from :func:`_edit_kwargs`, whose view is
    never dispatched) for a :class:`discord.PartialMessage`, without building a Message
    from Discord's reply; anything else with an ``edit`` (a test's stand-in channel's
    message) is edited through it."""
    if not isinstance(message, discord.PartialMessage):
        await message.edit(**kwargs)
        return
    state = message._state
    if kwargs.get("view", MISSING) is not MISSING:
        state.prevent_view_updates_for(message.id)
    previous = state.allowed_mentions if kwargs.get("content", MISSING) is not MISSING else None
    with handle_message_parameters(previous_allowed_mentions=previous, **kwargs) as params:
        await state.http.edit_message(message.channel.id, message.id, params=params)


# --------------------------------------------------------------------------- delivery
async def _answer(
    interaction: discord.Interaction, deferred: bool, msg: Message, *, fitted: bool = False
) -> None:
    """Send ``msg`` as the interaction's own answer (``fitted``: a part of
    :func:`~bot.service.limits.fit`, within the limits already)."""
    kwargs = render(msg, fitted=fitted)
    ephemeral = msg.ephemeral or bool(msg.private_to)
    if not deferred:
        await respond(interaction, ephemeral=ephemeral, **kwargs)
        return
    if interaction.type is discord.InteractionType.application_command:
        if ephemeral:
            # A public "thinking" placeholder cannot turn private: replace it.
            await interaction.delete_original_response()
            await interaction.followup.send(ephemeral=True, **kwargs)
        else:
            await interaction.edit_original_response(**_edit_kwargs(msg))
        return
    await interaction.followup.send(ephemeral=ephemeral, **kwargs)


async def _maybe_await(value: Any) -> Any:
    return await value if inspect.isawaitable(value) else value


async def _dashboard(client: discord.Client, channel_id: int, msg: Message) -> None:
    """Edit the game's dashboard in place (post it when missing): the sender does it, so
    it is one at a time per channel and never goes back to an older version."""
    await herald(client).sender.show_dashboard(channel_id, msg)


async def _private_copies(interaction: discord.Interaction, msg: Message) -> None:
    """A private message (a private roll) is also sent, by DM, to the other users it
    names (the GM), once each: through the outbox when there is one (retried like any
    message), else directly. A user who does not accept DMs still sees it in /game log."""
    others = [u for u in dict.fromkeys(msg.private_to) if u != interaction.user.id]
    if not others:
        return
    bot = herald(interaction.client)
    # the outbox: the bot's store and sender (a test's scripted bot may have neither)
    store, sender = bot.store, bot.sender
    if sender is not None and store is not None:
        rows = []
        for uid in others:  # one row per user: a retry never DMs anyone twice
            copy = Message.from_json(msg.to_json())
            copy.private_to, copy.ephemeral = [uid], False
            rows.append(
                {
                    "channel_id": interaction.channel_id or 0,
                    # the server it was made in: only the process running its shard
                    # sends it (none, in a DM: shard 0's process)
                    "guild_id": interaction.guild_id,
                    "kind": "dm",
                    "payload": json.dumps(copy.to_json(), ensure_ascii=False),
                }
            )
        await store.enqueue(rows, discord.utils.utcnow().isoformat())
        sender.kick()
        return
    for uid in others:
        try:
            dm = await interaction.client.create_dm(discord.Object(uid))
            for part in limits.fit(msg):
                await dm.send(**render(part))
        except discord.HTTPException as e:
            log.info("private copy to %s not delivered: %s", uid, e)


async def deliver(interaction: discord.Interaction, resp: Response, deferred: bool = False) -> None:
    """Send ``resp``: the first reply/announce answers the interaction, later replies are
    follow-ups, announcements channel posts, dashboards edited in place. A message over
    one of Discord's limits goes as several, in order (the answer first).

    Messages saved in the outbox with a commit (``outbox_id``) are the sender's: the
    interaction answer is tried here and, if Discord refuses it or the interaction has
    expired, left pending so the sender posts it in the channel. After a commit a
    failure to deliver is never reported as an error: the game did change."""
    client = herald(interaction.client)
    sender, store = client.sender, client.store
    channel_id = interaction.channel_id or 0
    committed = False
    for m in resp.messages:
        if m.outbox_id is not None:
            committed = True
            break
    answered = False
    delivered: list[int] = []  # outbox rows this interaction's answer delivered
    try:
        for msg in resp.messages:
            if msg.kind == "dashboard":
                continue
            if msg.picture is not None and sender is not None:
                msg = await sender.attach(msg)
            if sender is not None and not (msg.ephemeral or msg.private_to):
                sender.note_post(channel_id)
            if not answered:
                answered = True
                if await _answer_tracked(interaction, deferred, limits.fit(msg), sender, store):
                    delivered.append(cast(int, msg.outbox_id))
            elif msg.outbox_id is not None:
                continue  # the sender posts it
            elif msg.kind == "announce" and not (msg.ephemeral or msg.private_to):
                for part in limits.fit(msg):
                    await client.get_partial_messageable(channel_id).send(**render(part))
            else:
                for part in limits.fit(msg):
                    await _followup(interaction, part)
            if msg.private_to:
                await _private_copies(interaction, msg)
        if not answered:
            await _answer(
                interaction,
                deferred,
                Message(content=t("discord.done", pick_locale(interaction)), ephemeral=True),
            )
        for msg in resp.messages:
            if msg.kind == "dashboard" and msg.outbox_id is None:
                await _dashboard(client, channel_id, msg)
    except (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError):
        if not committed:
            raise
        log.warning("a message of a saved command was not delivered", exc_info=True)
    finally:
        if committed and sender is not None:
            await _hand_over(sender, store, channel_id, interaction.guild_id, resp, delivered)


async def _hand_over(
    sender: Any,
    store: Any,
    channel_id: int,
    guild_id: int | None,
    resp: Response,
    delivered: list[int],
) -> None:
    """The command's committed rows to the sender: those of this channel it still has
    to send, as they are (no read of the outbox), and the answer's row, marked
    delivered with the dashboard's claim. Rows of another channel are read there."""
    rows = [
        {
            "id": m.outbox_id,
            "channel_id": channel_id,
            "guild_id": guild_id,
            "kind": m.kind,
            "edit_key": m.edit_key,
            "attempts": 0,
            "message": m,
        }
        for m in resp.messages
        if m.outbox_id is not None and m.outbox_id not in delivered
    ]
    others = {m.channel_id for m in resp.messages if m.outbox_id is not None} - {None, channel_id}
    if others or not sender.hand(channel_id, rows, delivered):
        if delivered:  # the sender is not running: marked here
            await store.mark_delivered(delivered, discord.utils.utcnow().isoformat())
        sender.kick(channel_id)
    for other in others:
        sender.kick(other)


async def _followup(interaction: discord.Interaction, msg: Message) -> None:
    """A follow-up seen by the same people as ``msg`` (a part of
    :func:`~bot.service.limits.fit`: every caller splits first)."""
    await interaction.followup.send(
        ephemeral=msg.ephemeral or bool(msg.private_to), **render(msg, fitted=True)
    )


async def _answer_tracked(
    interaction: discord.Interaction, deferred: bool, msgs: list[Message], sender: Any, store: Any
) -> bool:
    """Answer the interaction with ``msgs`` (one message's parts); when it is an
    outbox row, True once all are sent (the caller has it marked delivered), and on
    failure it is handed back to the sender (which goes on from the first part not
    sent)."""
    row = msgs[0].outbox_id
    if row is None:
        await _answer(interaction, deferred, msgs[0], fitted=True)
        for msg in msgs[1:]:
            await _followup(interaction, msg)
        return False
    sender.inflight.add(row)
    sent = 0
    try:
        if deferred:  # a deferred answer may come any time in the next 15 minutes
            await _answer(interaction, deferred, msgs[0], fitted=True)
        else:
            # Discord takes an undeferred answer only within 3 s of the interaction's
            # creation: stop retrying (429/5xx) once that is past, the channel gets it
            left = DEADLINE - (time.time() - _created(interaction)) + DEADLINE_SLACK
            # (a timeout scope, not wait_for: no task of its own, so the answer goes
            # out in this turn of the loop rather than after whatever else is ready)
            async with asyncio.timeout(max(left, 0.1)):
                await _answer(interaction, deferred, msgs[0], fitted=True)
        sent = 1
        for msg in msgs[1:]:
            await _followup(interaction, msg)
            sent += 1
    except (discord.HTTPException, aiohttp.ClientError, OSError, TimeoutError) as e:
        log.info("answer to an interaction failed (%s); the channel gets it instead", e)
        sender.stats["answer_failed"] += 1
        sender.parts_sent[row] = sent
        await store.release_outbox([row])
        if (
            not sent
            and deferred
            and interaction.type is discord.InteractionType.application_command
        ):
            try:  # do not leave a "thinking..." placeholder behind
                await interaction.delete_original_response()
            except (discord.HTTPException, aiohttp.ClientError, OSError):
                pass
        return False
    finally:
        sender.inflight.discard(row)
    return True


DISCORD_EPOCH_MS = 1_420_070_400_000  # a snowflake's time counts from 2015-01-01 UTC


def _created(interaction: discord.Interaction) -> float:
    """When Discord created the interaction (Unix seconds), read from its snowflake id
    (its top 42 bits are milliseconds since Discord's epoch); plain arithmetic, where
    ``discord.utils.snowflake_time`` builds a datetime first."""
    return ((interaction.id >> 22) + DISCORD_EPOCH_MS) / 1000


def defer_delay(interaction: discord.Interaction, now: float | None = None) -> float:
    """Seconds left before the interaction must be deferred, counted from when Discord
    created it (its snowflake), not from when this handler started: under load an
    interaction may wait in the queue for a while before it runs."""
    age = (time.time() if now is None else now) - _created(interaction)
    return max(0.0, DEFER_AFTER - age)


async def _defer(interaction: discord.Interaction, thinking: bool) -> bool:
    try:
        await interaction.response.defer(thinking=thinking)
        return True
    except (discord.HTTPException, aiohttp.ClientError, OSError) as e:
        # expired or refused: the work still runs; a game change reaches the channel
        # through the outbox
        log.info("could not defer an interaction: %s", e)
        return False


class Deferrals:
    """When each running interaction is to be deferred (:func:`_within_time`), under one
    timer for them all, armed for the earliest: a timer of each interaction's own (a
    handle made, pushed into the loop's heap, cancelled and popped again, for nearly
    every command long done before it was due) was about a twelfth of a /roll's own
    handling. The timer wakes at the earliest time still pending (or one since passed,
    whose interaction is done: then it only arms itself for the next), at most once
    per interaction."""

    __slots__ = ("_due", "_timer", "_at")

    # an interaction due within this many seconds of the timer's wake-up is started at
    # it (a loop may run a timer a clock tick before its time)
    SLACK = 0.001

    def __init__(self) -> None:
        self._due: dict[object, tuple[float, Callable[[], None]]] = {}
        self._timer: asyncio.TimerHandle | None = None
        self._at = math.inf

    def add(self, key: object, delay: float, start: Callable[[], None]) -> None:
        """Call ``start`` ``delay`` seconds from now unless :meth:`discard` (``key``)
        comes first."""
        loop = asyncio.get_running_loop()
        when = loop.time() + delay
        self._due[key] = (when, start)
        if when < self._at:
            if self._timer is not None:
                self._timer.cancel()
            self._at = when
            self._timer = loop.call_at(when, self._wake)

    def discard(self, key: object) -> None:
        self._due.pop(key, None)

    def pending(self) -> int:
        return len(self._due)

    def _wake(self) -> None:
        loop = asyncio.get_running_loop()
        self._timer = None
        self._at = math.inf
        now = loop.time() + self.SLACK
        for key in [k for k, (when, _) in self._due.items() if when <= now]:
            self._due.pop(key)[1]()
        if self._due:
            self._at = min(when for when, _ in self._due.values())
            self._timer = loop.call_at(self._at, self._wake)


async def _within_time(
    interaction: discord.Interaction, work: Awaitable[Response], *, thinking: bool
) -> tuple[Response, bool]:
    """Await the service; defer when it is not done ``DEFER_AFTER`` seconds after the
    interaction was created.

    When many commands run at once every answer would be late: acknowledge first (a
    defer is one small request), and start the work only once the interactions that
    arrived meanwhile are acknowledged too (bounded), so acknowledgements go out
    ahead of the database and rendering work."""
    client = herald(interaction.client)
    deferring: list[asyncio.Task[bool]] = []  # a deferral started while the work ran
    timed = False
    deferred = False
    if client.busy():
        with client.acknowledging():
            deferred = await _defer(interaction, thinking)
        await client.acknowledged(ACK_WAIT)
    else:
        # The work runs here, in the interaction's own task (most commands take a few
        # milliseconds: no task and wait of its own); the bot's one timer defers the
        # interaction meanwhile when the work is not done in time.
        timed = True
        client.deferrals.add(
            interaction,
            defer_delay(interaction),
            lambda: deferring.append(asyncio.ensure_future(_defer(interaction, thinking))),
        )
    try:
        resp = await work
    except BaseException as e:
        e.herald_deferred = deferred or bool(deferring) and await deferring[0]  # type: ignore[attr-defined]
        raise
    finally:
        if timed:
            client.deferrals.discard(interaction)
    return resp, deferred or bool(deferring) and await deferring[0]


# --------------------------------------------------------------------------- entry points
async def _refuse_if_draining(interaction: discord.Interaction) -> bool:
    """While the bot shuts down, new commands are refused with a clear message."""
    if not herald(interaction.client).draining:
        return False
    try:
        await interaction.response.send_message(
            t("discord.restarting", pick_locale(interaction)), ephemeral=True
        )
    except (discord.HTTPException, aiohttp.ClientError, OSError):
        pass
    return True


async def run(interaction: discord.Interaction, name: str, sub: str | None, **options) -> None:
    """Run ``/name sub`` through the service and send its Response."""
    client = herald(interaction.client)
    if client.draining and await _refuse_if_draining(interaction):
        return
    with client.in_flight():
        svc = service(client)
        plain, files = await _plain_options(interaction, options)
        ctx = ctx_of(interaction, files)
        resp, deferred = await _within_time(
            interaction, svc.dispatch(ctx, name, sub, plain), thinking=True
        )
        await deliver(interaction, resp, deferred)


async def press(interaction: discord.Interaction) -> None:
    """A button or select whose custom_id belongs to the service."""
    if await _refuse_if_draining(interaction):
        return
    client = herald(interaction.client)
    with client.in_flight():
        svc = service(client)
        data: dict[str, Any] = cast(dict[str, Any], interaction.data or {})
        ctx = ctx_of(interaction)
        resp, deferred = await _within_time(
            interaction,
            svc.press(ctx, str(data.get("custom_id", "")), list(data.get("values") or [])),
            thinking=False,
        )
        await deliver(interaction, resp, deferred)


async def complete(
    interaction: discord.Interaction, name: str, sub: str | None, option: str, current: str
) -> list[app_commands.Choice]:
    """Autocomplete through the service, within Discord's limits on choices."""
    svc = service(interaction.client)
    ctx = ctx_of(interaction)
    # the other options typed so far, as plain text (/game start options: reads game:)
    ctx.typed = {k: str(v) for k, v in iter(interaction.namespace) if isinstance(v, str | int)}
    try:
        choices = await _maybe_await(svc.autocomplete(ctx, name, sub, option, str(current or "")))
    except Exception:
        log.exception("autocomplete /%s %s %s failed", name, sub or "", option)
        return []
    out = []
    for c in choices[: limits.CHOICES]:
        value = str(c.value)[: limits.CHOICE_VALUE]
        label = limits.cut(str(c.name), limits.CHOICE_NAME) or value
        out.append(app_commands.Choice(name=label, value=value))
    return out


__all__ = [
    "run",
    "complete",
    "press",
    "render",
    "deliver",
    "ctx_of",
    "pick_locale",
    "StaticView",
    "LOCALES",
]


def L(key: str) -> app_commands.locale_str:
    """The English text of ``cmd.<key>``, translated by the tree's translator."""
    return app_commands.locale_str(t(f"cmd.{key}", "en"), key=key)


def D(key: str) -> app_commands.locale_str:
    """The English description of ``cmd.<key>``, translated by its key."""
    return L(f"{key}.description")
