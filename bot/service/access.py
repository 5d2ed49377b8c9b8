"""``/game role [role:]`` (Manage Server): the role whose members may start and import
games on the server; none (the default): every member may. Members with Manage
Channels (the GMs of every game here) and Manage Server may always. Without it any
member could start a game in any channel, seat anyone and so have them pinged and
reminded, or import a file naming any user (play-test 17, finding 31)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.engine.errors import BadInput, PermissionDenied
from bot.i18n import t
from bot.service.model import Ctx, Message, Response
from bot.service.registry import command

if TYPE_CHECKING:
    from bot.service.core import Service

HOST_ROLE = "game_role"  # the server's setting: a role id, or None


async def require_host(svc: Service, ctx: Ctx) -> None:
    """Refuse a member who may not start or import a game here: the server named a
    role with ``/game role`` and the member has neither it nor Manage Channels or
    Manage Server."""
    if not ctx.guild_id or ctx.admin or ctx.manage_guild:
        return
    role = await svc.store.setting("guild", ctx.guild_id, HOST_ROLE)
    if role and int(role) not in set(ctx.roles):
        raise PermissionDenied("game.error.hosts_only", role=f"<@&{int(role)}>")


async def set_role(
    svc: Service, ctx: Ctx, raw: object, setting: str, texts: str, guild_only: str
) -> Response:
    """Name the role a server's ``setting`` holds (Manage Server only: ``/game role``,
    ``/rules role``), a role id or its mention; none clears it. ``texts`` is the
    command's own ``.denied``, ``.cleared`` and ``.set`` messages."""
    if not ctx.guild_id:
        raise BadInput(guild_only)
    if not ctx.manage_guild:
        raise PermissionDenied(f"{texts}.denied")
    if raw in (None, ""):
        await svc.store.set_setting("guild", ctx.guild_id, setting, None)
        said = t(f"{texts}.cleared", ctx.locale)
    else:
        try:
            role = int(str(raw).strip().removeprefix("<@&").removesuffix(">"))
        except ValueError:
            raise BadInput("rules.role.bad") from None
        await svc.store.set_setting("guild", ctx.guild_id, setting, role)
        said = t(f"{texts}.set", ctx.locale, role=f"<@&{role}>")
    return Response([Message(content=said, ephemeral=True)])


@command("game", "role")
async def game_role(svc: Service, ctx: Ctx, opts: dict) -> Response:
    """Name the role that may start and import games (Manage Server); none clears it."""
    return await set_role(
        svc, ctx, opts.get("role"), HOST_ROLE, "game.role", "definitions.error.guild_only"
    )
