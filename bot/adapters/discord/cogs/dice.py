"""``/roll`` and ``/dice inline``: signatures only. Every callback calls
:func:`bot.adapters.discord.cogs._common.run`; the service (``bot/service/dice.py``) decides everything.

Names and descriptions are ``locale_str`` with catalog keys (``cmd.roll.*``), so the
tree's translator gives Japanese and Italian. Inline ``[[2d6]]`` needs the privileged
message content intent (``HERALD_MESSAGE_CONTENT=1`` and the switch in the Developer
Portal) *and* the server's ``/dice inline enabled:true``; without the intent the
listener does nothing.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.adapters.discord.cogs._common import D as d
from bot.adapters.discord.cogs._common import complete, ctx_of, herald, render, run

log = logging.getLogger(__name__)


class DiceCog(commands.Cog):
    dice = app_commands.Group(
        name=_("dice", key="dice.name"),
        description=d("dice"),
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @app_commands.command(name=_("roll", key="roll.name"), description=d("roll"))
    @app_commands.describe(
        expr=d("roll.expr"),
        reason=d("roll.reason"),
        private=d("roll.private"),
        dice=d("roll.dice"),
        count=d("roll.count"),
        game=d("roll.game"),
        faction=d("roll.faction"),
        renown=d("roll.renown"),
        forts=d("roll.forts"),
        unit=d("roll.unit"),
        terrain=d("roll.terrain"),
    )
    async def roll(
        self,
        interaction: discord.Interaction,
        expr: app_commands.Range[str, 1, 500] | None = None,
        reason: app_commands.Range[str, 1, 200] | None = None,
        private: bool | None = None,
        dice: str | None = None,
        count: app_commands.Range[int, 1, 1000] | None = None,
        game: str | None = None,
        faction: str | None = None,
        renown: app_commands.Range[int, 0, 100] | None = None,
        forts: app_commands.Range[int, 0, 100] | None = None,
        unit: str | None = None,
        terrain: str | None = None,
    ):
        await run(
            interaction,
            "roll",
            None,
            expr=expr,
            reason=reason,
            private=private,
            dice=dice,
            count=count,
            game=game,
            faction=faction,
            renown=renown,
            forts=forts,
            unit=unit,
            terrain=terrain,
        )

    @roll.autocomplete("dice")
    async def roll_dice(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "roll", None, "dice", current)

    @roll.autocomplete("game")
    async def roll_game(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "roll", None, "game", current)

    @roll.autocomplete("faction")
    async def roll_faction(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "roll", None, "faction", current)

    @roll.autocomplete("unit")
    async def roll_unit(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "roll", None, "unit", current)

    @roll.autocomplete("terrain")
    async def roll_terrain(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "roll", None, "terrain", current)

    @dice.command(name=_("inline", key="dice.inline.name"), description=d("dice.inline"))
    @app_commands.describe(enabled=d("dice.inline.enabled"))
    async def inline(self, interaction: discord.Interaction, enabled: bool):
        await run(interaction, "dice", "inline", enabled=enabled)

    @dice.command(name=_("alias", key="dice.alias.name"), description=d("dice.alias"))
    @app_commands.describe(name=d("dice.alias.name"), expr=d("dice.alias.expr"))
    async def alias(
        self,
        interaction: discord.Interaction,
        name: app_commands.Range[str, 1, 20],
        expr: app_commands.Range[str, 1, 200] | None = None,
    ):
        # "name" is run()'s own parameter: the option travels as "alias"
        await run(interaction, "dice", "alias", alias=name, expr=expr)

    @dice.command(name=_("flood", key="dice.flood.name"), description=d("dice.flood"))
    @app_commands.describe(user=d("dice.flood.user"), channel=d("dice.flood.channel"))
    async def flood(
        self,
        interaction: discord.Interaction,
        user: app_commands.Range[int, 0, 1000] | None = None,
        channel: app_commands.Range[int, 0, 1000] | None = None,
    ):
        await run(interaction, "dice", "flood", user=user, channel=channel)

    @dice.command(name=_("aliases", key="dice.aliases.name"), description=d("dice.aliases"))
    async def aliases(self, interaction: discord.Interaction):
        await run(interaction, "dice", "aliases")

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """``[[2d6]]`` in an ordinary message, when the intent and the server allow it."""
        if not self.bot.intents.message_content or message.guild is None or message.author.bot:
            return
        if "[[" not in (message.content or ""):
            return
        svc = herald(self.bot).svc
        if svc is None:  # not built yet (setup_hook)
            return
        from bot.i18n import normalize_locale
        from bot.service.dice import inline_rolls
        from bot.service.model import Ctx

        loc = normalize_locale(str(message.guild.preferred_locale.value))
        ctx = Ctx(
            user_id=message.author.id,
            channel_id=message.channel.id,
            guild_id=message.guild.id,
            user_name=message.author.display_name,
            locale=loc,
            guild_locale=loc,
        )
        try:
            resp = await inline_rolls(svc, ctx, message.content)
            if resp is None:
                return
            for msg in resp.messages:
                await message.channel.send(reference=message, mention_author=False, **render(msg))
        except Exception:  # never let a chat message crash the listener
            log.exception("inline roll in channel %s failed", message.channel.id)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DiceCog(bot))


__all__ = ["DiceCog", "setup", "ctx_of"]
