"""``/card reveal``, ``/coin act|pass|pivotal|override`` and ``/track``: signatures only.
Every callback hands its options to the service through :func:`bot.adapters.discord.cogs._common.run`;
the COIN rules live in :mod:`bot.engine.games.coin`. Names and descriptions are
translated from ``cmd.*`` entries of the ``coin`` catalogs."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapters.discord.cogs._common import L, complete, run

ELIGIBILITY = [
    app_commands.Choice(name=L("coin.override.eligibility.choice.eligible"), value="eligible"),
    app_commands.Choice(name=L("coin.override.eligibility.choice.ineligible"), value="ineligible"),
]


class CoinCog(commands.Cog):
    card = app_commands.Group(name="card", description=L("card.description"), guild_only=True)
    coin = app_commands.Group(name="coin", description=L("coin.description"), guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    # -- /card reveal ------------------------------------------------------------
    @card.command(name="reveal", description=L("card.reveal.description"))
    @app_commands.describe(
        order=L("card.reveal.order.description"),
        number=L("card.reveal.number.description"),
        title=L("card.reveal.title.description"),
        epoch=L("card.reveal.epoch.description"),
        final=L("card.reveal.final.description"),
    )
    async def reveal(
        self,
        interaction: discord.Interaction,
        order: str | None = None,
        number: int | None = None,
        title: app_commands.Range[str, 1, 100] | None = None,
        epoch: bool | None = None,
        final: bool | None = None,
    ):
        await run(
            interaction,
            "card",
            "reveal",
            order=order,
            number=number,
            title=title,
            epoch=epoch,
            final=final,
        )

    @reveal.autocomplete("order")
    async def reveal_order(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "card", "reveal", "order", current)

    # -- /coin ... ---------------------------------------------------------------
    @coin.command(name="act", description=L("coin.act.description"))
    @app_commands.describe(
        option=L("coin.act.option.description"), faction=L("coin.act.faction.description")
    )
    async def act(self, interaction: discord.Interaction, option: str, faction: str | None = None):
        await run(interaction, "coin", "act", option=option, faction=faction)

    @act.autocomplete("option")
    async def act_option(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "coin", "act", "option", current)

    @act.autocomplete("faction")
    async def act_faction(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "coin", "act", "faction", current)

    @coin.command(name="pass", description=L("coin.pass.description"))
    @app_commands.describe(faction=L("coin.pass.faction.description"))
    async def pass_(self, interaction: discord.Interaction, faction: str | None = None):
        await run(interaction, "coin", "pass", faction=faction)

    @pass_.autocomplete("faction")
    async def pass_faction(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "coin", "pass", "faction", current)

    @coin.command(name="pivotal", description=L("coin.pivotal.description"))
    @app_commands.describe(
        faction=L("coin.pivotal.faction.description"),
        order=L("coin.pivotal.order.description"),
        title=L("coin.pivotal.title.description"),
    )
    async def pivotal(
        self,
        interaction: discord.Interaction,
        faction: str,
        order: str,
        title: app_commands.Range[str, 1, 100] | None = None,
    ):
        await run(interaction, "coin", "pivotal", faction=faction, order=order, title=title)

    @pivotal.autocomplete("faction")
    async def pivotal_faction(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "coin", "pivotal", "faction", current)

    @pivotal.autocomplete("order")
    async def pivotal_order(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "card", "reveal", "order", current)

    @coin.command(name="override", description=L("coin.override.description"))
    @app_commands.describe(
        faction=L("coin.override.faction.description"),
        eligibility=L("coin.override.eligibility.description"),
    )
    @app_commands.choices(eligibility=ELIGIBILITY)
    async def override(
        self, interaction: discord.Interaction, faction: str, eligibility: app_commands.Choice[str]
    ):
        await run(interaction, "coin", "override", faction=faction, eligibility=eligibility.value)

    @override.autocomplete("faction")
    async def override_faction(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "coin", "override", "faction", current)

    # -- /track ------------------------------------------------------------------
    @app_commands.command(name="track", description=L("track.description"))
    @app_commands.guild_only()
    @app_commands.describe(
        track=L("track.track.description"),
        delta=L("track.delta.description"),
        value=L("track.value.description"),
    )
    async def track(
        self,
        interaction: discord.Interaction,
        track: str | None = None,
        delta: int | None = None,
        value: str | None = None,
    ):
        await run(interaction, "track", None, track=track, delta=delta, value=value)

    @track.autocomplete("track")
    async def track_track(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "track", None, "track", current)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(CoinCog(bot))
