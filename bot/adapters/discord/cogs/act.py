"""``/act``: the generic command, one move of the channel's game from its definition
(bot/service/act.py). Autocomplete offers the game's moves, the choices of the move
typed so far, the range of its number and the seats the user may play."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapters.discord.cogs._common import L, complete, run


class ActCog(commands.Cog):
    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @app_commands.command(name="act", description=L("act.description"))
    @app_commands.guild_only()
    @app_commands.describe(
        action=L("act.action.description"),
        choice=L("act.choice.description"),
        number=L("act.number.description"),
        seat=L("act.seat.description"),
    )
    async def act(
        self,
        interaction: discord.Interaction,
        action: app_commands.Range[str, 1, 100],
        choice: app_commands.Range[str, 1, 100] | None = None,
        number: app_commands.Range[str, 1, 20] | None = None,
        seat: app_commands.Range[str, 1, 100] | None = None,
    ):
        await run(interaction, "act", None, action=action, choice=choice, number=number, seat=seat)

    @act.autocomplete("action")
    async def act_action(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "act", None, "action", current)

    @act.autocomplete("choice")
    async def act_choice(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "act", None, "choice", current)

    @act.autocomplete("number")
    async def act_number(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "act", None, "number", current)

    @act.autocomplete("seat")
    async def act_seat(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "act", None, "seat", current)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ActCog(bot))
