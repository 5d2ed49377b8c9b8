"""``/rule`` and ``/rules add|list|remove|role|channel|reload``: signatures only. Every callback calls
:func:`bot.adapters.discord.cogs._common.run` or :func:`~bot.adapters.discord.cogs._common.complete`; the service
(``bot/service/rules.py``) decides everything, including the select menu and page
buttons (their custom_ids re-run ``rule`` with ``section``/``page``).

Names and descriptions are ``locale_str`` with catalog keys (``cmd.rule.*``,
``cmd.rules.*`` in ``bot/i18n/catalogs/*/rules.toml``).
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.adapters.discord.cogs._common import D as d
from bot.adapters.discord.cogs._common import complete, run


class RulesCog(commands.Cog):
    rules = app_commands.Group(
        name=_("rules", key="rules.name"), description=d("rules"), guild_only=True
    )

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @app_commands.command(name=_("rule", key="rule.name"), description=d("rule"))
    @app_commands.describe(query=d("rule.query"), game=d("rule.game"))
    @app_commands.rename(
        query=_("query", key="rule.query.name"), game=_("game", key="rule.game.name")
    )
    async def rule(
        self,
        interaction: discord.Interaction,
        query: app_commands.Range[str, 1, 200],
        game: str | None = None,
    ):
        await run(interaction, "rule", None, query=query, game=game)

    @rule.autocomplete("query")
    async def rule_query(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "rule", None, "query", current)

    @rule.autocomplete("game")
    async def rule_game(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "rule", None, "game", current)

    @rules.command(name=_("add", key="rules.add.name"), description=d("rules.add"))
    @app_commands.describe(file=d("rules.add.file"), game=d("rules.add.game"))
    @app_commands.rename(
        file=_("file", key="rules.add.file.name"), game=_("game", key="rules.add.game.name")
    )
    async def add(
        self, interaction: discord.Interaction, file: discord.Attachment, game: str | None = None
    ):
        await run(interaction, "rules", "add", file=file, game=game)

    @add.autocomplete("game")
    async def add_game(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "rules", "add", "game", current)

    @rules.command(name=_("list", key="rules.list.name"), description=d("rules.list"))
    async def list_(self, interaction: discord.Interaction):
        await run(interaction, "rules", "list")

    @rules.command(name=_("remove", key="rules.remove.name"), description=d("rules.remove"))
    @app_commands.describe(file=d("rules.remove.file"), game=d("rules.remove.game"))
    @app_commands.rename(
        file=_("file", key="rules.remove.file.name"), game=_("game", key="rules.remove.game.name")
    )
    async def remove(
        self,
        interaction: discord.Interaction,
        file: app_commands.Range[str, 1, 100],
        game: str | None = None,
    ):
        await run(interaction, "rules", "remove", file=file, game=game)

    @remove.autocomplete("file")
    async def remove_file(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "rules", "remove", "file", current)

    @rules.command(name=_("role", key="rules.role.name"), description=d("rules.role"))
    @app_commands.describe(role=d("rules.role.role"))
    @app_commands.rename(role=_("role", key="rules.role.role.name"))
    async def role(self, interaction: discord.Interaction, role: discord.Role | None = None):
        await run(interaction, "rules", "role", role=role)

    @rules.command(name=_("channel", key="rules.channel.name"), description=d("rules.channel"))
    @app_commands.describe(game=d("rules.channel.game"))
    @app_commands.rename(game=_("game", key="rules.channel.game.name"))
    async def channel(self, interaction: discord.Interaction, game: str | None = None):
        await run(interaction, "rules", "channel", game=game)

    @channel.autocomplete("game")
    async def channel_game(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "rules", "channel", "game", current)

    @rules.command(name=_("reload", key="rules.reload.name"), description=d("rules.reload"))
    async def reload(self, interaction: discord.Interaction):
        await run(interaction, "rules", "reload")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(RulesCog(bot))


__all__ = ["RulesCog", "setup"]
