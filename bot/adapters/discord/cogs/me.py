"""``/me timezone`` and ``/me quiet``: a player's own time zone and quiet hours (or,
with ``server:``, the server's defaults); ``/me forget``: have Herald forget them. Signatures only: the service
(``bot/service/quiet.py``) decides everything."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.adapters.discord.cogs._common import D as d
from bot.adapters.discord.cogs._common import run


class MeCog(commands.Cog):
    # not guild_only: a user may ask to be forgotten (or set their own zone) from a
    # direct message too; server:true is refused there (no server, no Manage Server)
    me = app_commands.Group(name=_("me", key="me.name"), description=d("me"))

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @me.command(name="forget", description=d("me.forget"))
    async def forget_me(self, interaction: discord.Interaction):
        await run(interaction, "me", "forget")

    @me.command(name="timezone", description=d("me.timezone"))
    @app_commands.describe(zone=d("me.timezone.zone"), server=d("me.timezone.server"))
    async def timezone(
        self,
        interaction: discord.Interaction,
        zone: app_commands.Range[str, 1, 60] | None = None,
        server: bool | None = None,
    ):
        await run(interaction, "me", "timezone", zone=zone, server=server)

    @me.command(name="quiet", description=d("me.quiet"))
    @app_commands.rename(start="from", end="to")
    @app_commands.describe(
        start=d("me.quiet.from"),
        end=d("me.quiet.to"),
        off=d("me.quiet.off"),
        server=d("me.quiet.server"),
    )
    async def quiet(
        self,
        interaction: discord.Interaction,
        start: app_commands.Range[int, 0, 23] | None = None,
        end: app_commands.Range[int, 0, 23] | None = None,
        off: bool | None = None,
        server: bool | None = None,
    ):
        opts = {"from": start, "to": end, "off": off, "server": server}
        await run(interaction, "me", "quiet", **opts)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(MeCog(bot))
