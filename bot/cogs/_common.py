"""Glue every cog uses: interaction -> Ctx -> service -> Discord reply.

- :func:`run` for slash commands, :func:`complete` for autocomplete, :func:`press`
  for buttons and selects (called by the bot's ``on_interaction`` listener).
- :func:`render` turns a neutral :class:`~bot.service.model.Message` into the keyword
  arguments of discord.py's send/edit calls; :func:`deliver` sends a whole Response.
  Both paths (commands and buttons) use them, so a message looks the same everywhere.

Components are sent in a fresh, non-dispatchable View: discord.py needs a View object to
send components, but clicks are never routed to it. The bot's ``on_interaction``
listener decodes the custom_id, so buttons survive restarts without any View state.
"""

from __future__ import annotations

import asyncio
import enum
import io
import logging
import weakref
from collections.abc import Awaitable
from typing import Any

import discord
from discord import app_commands

from ..engine.errors import BadInput
from ..i18n import LOCALES, normalize_locale, t
from ..service.model import Button, Ctx, Message, Response, Select

log = logging.getLogger(__name__)

DEFER_AFTER = 2.0  # seconds; Discord wants the first response within 3 s
MAX_ATTACHMENT = 1024 * 1024  # bytes read from an uploaded file
MAX_COMPONENTS = 25
_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


# --------------------------------------------------------------------------- context
def pick_locale(interaction: discord.Interaction) -> str:
    """The user's language if Herald speaks it, else the server's, else English."""
    for raw in (interaction.locale, interaction.guild_locale):
        if raw is None:
            continue
        value = getattr(raw, "value", str(raw))
        loc = normalize_locale(value)
        if loc != "en" or value.lower().startswith("en"):
            return loc
    return "en"


def ctx_of(
    interaction: discord.Interaction, attachments: list[tuple[str, bytes]] | None = None
) -> Ctx:
    perms = interaction.permissions
    user = interaction.user
    guild_locale = interaction.guild_locale
    return Ctx(
        user_id=user.id,
        channel_id=interaction.channel_id or 0,
        guild_id=interaction.guild_id,
        user_name=getattr(user, "display_name", None) or user.name,
        locale=pick_locale(interaction),
        admin=bool(perms.manage_channels),
        manage_guild=bool(perms.manage_guild),
        roles=[r.id for r in getattr(user, "roles", [])],
        attachments=list(attachments or []),
        guild_locale=normalize_locale(getattr(guild_locale, "value", guild_locale))
        if guild_locale
        else "en",
    )


async def _plain_options(interaction: discord.Interaction, options: dict) -> tuple[dict, list]:
    """Discord objects -> plain values for the service; files read into Ctx.attachments."""
    plain: dict[str, Any] = {}
    files: list[tuple[str, bytes]] = []
    for k, v in options.items():
        if v is None:
            continue
        if isinstance(v, discord.Attachment):
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
        elif isinstance(v, (discord.abc.GuildChannel, discord.Thread, discord.Role)):
            plain[k] = v.id
        else:
            plain[k] = v
    return plain, files


# --------------------------------------------------------------------------- rendering
class StaticView(discord.ui.View):
    """A View that only carries components; discord.py never stores or routes it."""

    def __init__(self, components: list[Button | Select]):
        super().__init__(timeout=None)
        for c in components[:MAX_COMPONENTS]:
            if isinstance(c, Select):
                self.add_item(
                    discord.ui.Select(
                        custom_id=c.custom_id,
                        placeholder=c.placeholder or None,
                        options=[
                            discord.SelectOption(
                                label=o.label[:100],
                                value=o.value[:100],
                                description=(o.description or None) and o.description[:100],
                            )
                            for o in c.options[:25]
                        ],
                    )
                )
            else:
                self.add_item(
                    discord.ui.Button(
                        label=c.label[:80],
                        custom_id=c.custom_id,
                        disabled=c.disabled,
                        style=_STYLES.get(c.style, discord.ButtonStyle.secondary),
                    )
                )

    def is_dispatchable(self) -> bool:  # never put in the view store
        return False


def _embed(e) -> discord.Embed:
    out = discord.Embed(
        title=(e.title or None) and e.title[:256],
        description=(e.description or None) and e.description[:4096],
        color=e.color,
    )
    for f in e.fields[:25]:
        out.add_field(
            name=f.name[:256] or "\u200b", value=f.value[:1024] or "\u200b", inline=f.inline
        )
    if e.footer:
        out.set_footer(text=e.footer[:2048])
    return out


def render(msg: Message) -> dict:
    """Keyword arguments for send_message / followup.send / channel.send / edit."""
    mentions = discord.AllowedMentions(
        everyone=False,
        roles=False,
        replied_user=False,
        users=[discord.Object(u) for u in msg.mentions] if msg.mentions else False,
    )
    kwargs: dict[str, Any] = {
        "content": msg.content[:2000] if msg.content else None,
        "embeds": [_embed(e) for e in msg.embeds[:10]],
        "allowed_mentions": mentions,
    }
    if msg.components:
        kwargs["view"] = StaticView(msg.components)
    if msg.files:
        kwargs["files"] = [
            discord.File(io.BytesIO(f.content.encode("utf-8")), filename=f.name)
            for f in msg.files[:10]
        ]
    return kwargs


def _edit_kwargs(msg: Message) -> dict:
    kw = render(msg)
    files = kw.pop("files", None)
    if files:
        kw["attachments"] = files
    kw.setdefault("view", None)  # an edit without components removes old ones
    return kw


# --------------------------------------------------------------------------- delivery
async def _answer(interaction: discord.Interaction, deferred: bool, msg: Message) -> None:
    """Send ``msg`` as the interaction's own answer."""
    kwargs = render(msg)
    ephemeral = msg.ephemeral or bool(msg.private_to)
    if not deferred:
        await interaction.response.send_message(ephemeral=ephemeral, **kwargs)
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


def _dashboard_ref(svc, msg: Message, channel_id: int) -> int | None:
    fn = getattr(svc, "dashboard_ref", None)
    if fn is not None:
        return fn(msg.edit_key or channel_id)
    store = getattr(svc, "store", None)
    if store is not None and msg.edit_key.startswith("game:") and hasattr(store, "dashboard_ref"):
        return store.dashboard_ref(int(msg.edit_key.split(":", 1)[1]))
    return None


def _set_dashboard_ref(svc, msg: Message, channel_id: int, message_id: int) -> None:
    fn = getattr(svc, "set_dashboard_ref", None)
    if fn is not None:
        fn(msg.edit_key or channel_id, message_id)
        return
    store = getattr(svc, "store", None)
    if (
        store is not None
        and msg.edit_key.startswith("game:")
        and hasattr(store, "set_dashboard_ref")
    ):
        store.set_dashboard_ref(int(msg.edit_key.split(":", 1)[1]), message_id)


_dashboard_locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
_dashboard_versions: dict[str, int] = {}  # edit_key -> the newest state version shown


async def _dashboard(client: discord.Client, svc, channel_id: int, msg: Message) -> None:
    """Edit the game's dashboard message in place; post a new one if there is none.
    One at a time per channel, so two quick commands never post two dashboards."""
    lock = _dashboard_locks.get(channel_id)
    if lock is None:
        lock = _dashboard_locks[channel_id] = asyncio.Lock()
    async with lock:
        shown = _dashboard_versions.get(msg.edit_key)
        if msg.version is not None and shown is not None and msg.version < shown:
            return  # a later command's dashboard is already up: never go back
        await _dashboard_locked(client, svc, channel_id, msg)
        if msg.version is not None:
            _dashboard_versions[msg.edit_key] = msg.version


async def _dashboard_locked(client: discord.Client, svc, channel_id: int, msg: Message) -> None:
    channel = client.get_partial_messageable(channel_id)
    ref = _dashboard_ref(svc, msg, channel_id)
    if ref:
        try:
            await channel.get_partial_message(ref).edit(**_edit_kwargs(msg))
            return
        except (discord.NotFound, discord.Forbidden):
            log.info("dashboard %s in %s is gone; posting a new one", ref, channel_id)
    sent = await channel.send(**render(msg))
    _set_dashboard_ref(svc, msg, channel_id, sent.id)


async def _private_copies(interaction: discord.Interaction, msg: Message) -> None:
    """A private message (a private roll) is also sent, by DM, to the other users it
    names (the GM). A user who does not accept DMs still sees it in /game log."""
    for uid in dict.fromkeys(msg.private_to):
        if uid == interaction.user.id:
            continue
        try:
            dm = await interaction.client.create_dm(discord.Object(uid))
            await dm.send(**render(msg))
        except discord.HTTPException as e:
            log.info("private copy to %s not delivered: %s", uid, e)


async def deliver(interaction: discord.Interaction, resp: Response, deferred: bool = False) -> None:
    """Send every message of ``resp``: the first reply/announce answers the interaction,
    later replies are follow-ups, announcements channel posts, dashboards edited in place."""
    svc = interaction.client.svc  # type: ignore[attr-defined]
    channel_id = interaction.channel_id or 0
    answered = False
    for msg in resp.messages:
        if msg.kind == "dashboard":
            continue
        if not answered:
            await _answer(interaction, deferred, msg)
            answered = True
            await _private_copies(interaction, msg)
        elif msg.kind == "announce" and not (msg.ephemeral or msg.private_to):
            await interaction.client.get_partial_messageable(channel_id).send(**render(msg))
        else:
            await interaction.followup.send(
                ephemeral=msg.ephemeral or bool(msg.private_to), **render(msg)
            )
        await _private_copies(interaction, msg)
    if not answered:
        await _answer(
            interaction,
            deferred,
            Message(content=t("discord.done", pick_locale(interaction)), ephemeral=True),
        )
    for msg in resp.messages:
        if msg.kind == "dashboard":
            await _dashboard(interaction.client, svc, channel_id, msg)


async def _within_time(
    interaction: discord.Interaction, work: Awaitable[Response], *, thinking: bool
) -> tuple[Response, bool]:
    """Await the service; defer if it takes longer than DEFER_AFTER seconds."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
    deferred = False
    if not done:
        await interaction.response.defer(thinking=thinking)
        deferred = True
    try:
        return await task, deferred
    except BaseException as e:
        e.herald_deferred = deferred  # type: ignore[attr-defined]
        raise


# --------------------------------------------------------------------------- entry points
async def run(interaction: discord.Interaction, name: str, sub: str | None, **options) -> None:
    """Run ``/name sub`` through the service and send its Response."""
    svc = interaction.client.svc  # type: ignore[attr-defined]
    plain, files = await _plain_options(interaction, options)
    ctx = ctx_of(interaction, files)
    resp, deferred = await _within_time(
        interaction, svc.dispatch(ctx, name, sub, plain), thinking=True
    )
    await deliver(interaction, resp, deferred)


async def press(interaction: discord.Interaction) -> None:
    """A button or select whose custom_id belongs to the service."""
    svc = interaction.client.svc  # type: ignore[attr-defined]
    data = interaction.data or {}
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
    """Autocomplete through the service: at most 25 choices, names <= 100 characters."""
    svc = interaction.client.svc  # type: ignore[attr-defined]
    try:
        choices = svc.autocomplete(ctx_of(interaction), name, sub, option, str(current or ""))
    except Exception:
        log.exception("autocomplete /%s %s %s failed", name, sub or "", option)
        return []
    out = []
    for c in choices[:25]:
        label = str(c.name)[:100] or str(c.value)[:100]
        out.append(app_commands.Choice(name=label, value=str(c.value)[:100]))
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
