"""The smallest discord.py bot that answers ``/roll`` (with a fixed string): what
``bench/roundtrip.py`` compares Herald with. Points discord.py at the Discord given by
``DISCORD_API_BASE`` and ``DISCORD_GATEWAY_URL`` (the project's fake) and logs in with
``DISCORD_TOKEN``."""

from __future__ import annotations

import os

import discord
import yarl
from discord import app_commands
from discord.ext import commands

discord.http.Route.BASE = os.environ["DISCORD_API_BASE"]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["DISCORD_GATEWAY_URL"])


class MiniBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents(guilds=True),
            guild_ready_timeout=0.05,
        )

    async def setup_hook(self) -> None:
        @self.tree.command(name="roll", description="Roll dice")
        @app_commands.describe(expr="What to roll")
        async def roll(interaction: discord.Interaction, expr: str) -> None:
            await interaction.response.send_message("🎲 4")

        await self.tree.sync()


if __name__ == "__main__":
    MiniBot().run(os.environ["DISCORD_TOKEN"], log_handler=None)
