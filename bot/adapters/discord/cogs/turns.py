"""``/turn action|event|pass|place|knights|startplayer|done|roll|draw|score``, ``/vote`` and
``/era``: signatures only, aliases of the games' moves (``/act`` reaches every move).
The ranges of their numbers are the game definition's, checked by the engine: no
game's number is written here. Every callback hands its options to the service
through :func:`bot.adapters.discord.cogs._common.run`; names and descriptions are
translated from ``cmd.*`` entries of the ``turns`` catalogs."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapters.discord.cogs._common import L, complete, run

CHOICES = [
    app_commands.Choice(name=L("vote.choice.choice.approve"), value="approve"),
    app_commands.Choice(name=L("vote.choice.choice.reject"), value="reject"),
]


class TurnsCog(commands.Cog):
    turn = app_commands.Group(name="turn", description=L("turn.description"), guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @turn.command(name="action", description=L("turn.action.description"))
    @app_commands.describe(seat=L("turn.action.seat.description"))
    async def action(self, interaction: discord.Interaction, seat: str | None = None):
        await run(interaction, "turn", "action", seat=seat)

    @turn.command(name="event", description=L("turn.event.description"))
    @app_commands.describe(seat=L("turn.event.seat.description"))
    async def event(self, interaction: discord.Interaction, seat: str | None = None):
        await run(interaction, "turn", "event", seat=seat)

    @turn.command(name="pass", description=L("turn.pass.description"))
    @app_commands.describe(seat=L("turn.pass.seat.description"))
    async def pass_(self, interaction: discord.Interaction, seat: str | None = None):
        await run(interaction, "turn", "pass", seat=seat)

    @turn.command(name="place", description=L("turn.place.description"))
    @app_commands.describe(
        where=L("turn.place.where.description"),
        seat=L("turn.place.seat.description"),
        strength=L("turn.place.strength.description"),
    )
    async def place(
        self,
        interaction: discord.Interaction,
        where: app_commands.Range[str, 1, 40],
        seat: str | None = None,
        strength: int | None = None,
    ):
        await run(interaction, "turn", "place", where=where, seat=seat, strength=strength)

    @place.autocomplete("where")
    async def place_where(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "turn", "place", "where", current)

    @turn.command(name="knights", description=L("turn.knights.description"))
    @app_commands.describe(
        count=L("turn.knights.count.description"), seat=L("turn.knights.seat.description")
    )
    async def knights(
        self,
        interaction: discord.Interaction,
        count: int,
        seat: str | None = None,
    ):
        await run(interaction, "turn", "knights", count=count, seat=seat)

    @turn.command(name="startplayer", description=L("turn.startplayer.description"))
    @app_commands.describe(user=L("turn.startplayer.user.description"))
    async def startplayer(self, interaction: discord.Interaction, user: discord.User):
        await run(interaction, "turn", "startplayer", user=user)

    @turn.command(name="done", description=L("turn.done.description"))
    @app_commands.describe(seat=L("turn.done.seat.description"))
    async def done(self, interaction: discord.Interaction, seat: str | None = None):
        await run(interaction, "turn", "done", seat=seat)

    @turn.command(name="roll", description=L("turn.roll.description"))
    @app_commands.describe(seat=L("turn.roll.seat.description"))
    async def roll(self, interaction: discord.Interaction, seat: str | None = None):
        await run(interaction, "turn", "roll", seat=seat)

    @turn.command(name="draw", description=L("turn.draw.description"))
    async def draw(self, interaction: discord.Interaction):
        await run(interaction, "turn", "draw")

    @turn.command(name="seating", description=L("turn.seating.description"))
    @app_commands.describe(
        order=L("turn.seating.order.description"), first=L("turn.seating.first.description")
    )
    async def seating(
        self,
        interaction: discord.Interaction,
        order: app_commands.Range[str, 1, 200] | None = None,
        first: str | None = None,
    ):
        await run(interaction, "turn", "seating", order=order, first=first)

    @turn.command(name="skip", description=L("turn.skip.description"))
    @app_commands.describe(seat=L("turn.skip.seat.description"))
    async def skip(self, interaction: discord.Interaction, seat: str):
        await run(interaction, "turn", "skip", seat=seat)

    @skip.autocomplete("seat")
    async def skip_seat(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "turn", "skip", "seat", current)

    @turn.command(name="only", description=L("turn.only.description"))
    @app_commands.describe(seats=L("turn.only.seats.description"))
    async def only(self, interaction: discord.Interaction, seats: app_commands.Range[str, 1, 200]):
        await run(interaction, "turn", "only", seats=seats)

    @turn.command(name="undone", description=L("turn.undone.description"))
    @app_commands.describe(seat=L("turn.undone.seat.description"))
    async def undone(self, interaction: discord.Interaction, seat: str | None = None):
        await run(interaction, "turn", "undone", seat=seat)

    @turn.command(name="nobles", description=L("turn.nobles.description"))
    @app_commands.describe(
        count=L("turn.nobles.count.description"), seat=L("turn.nobles.seat.description")
    )
    async def nobles(
        self,
        interaction: discord.Interaction,
        count: int,
        seat: str | None = None,
    ):
        await run(interaction, "turn", "nobles", count=count, seat=seat)

    @turn.command(name="score", description=L("turn.score.description"))
    @app_commands.describe(
        table=L("turn.score.table.description"), value=L("turn.score.value.description")
    )
    async def score(
        self,
        interaction: discord.Interaction,
        table: str,
        value: int,
    ):
        await run(interaction, "turn", "score", table=table, value=value)

    @score.autocomplete("table")
    async def score_table(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "turn", "score", "table", current)

    # The seats the user may play for are the same for every /turn subcommand.
    async def _seat(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "turn", "action", "seat", current)

    for _cmd in (action, event, pass_, place, knights, done, undone, nobles):
        _cmd.autocomplete("seat")(_seat)
    del _cmd

    @app_commands.command(name="vote", description=L("vote.description"))
    @app_commands.guild_only()
    @app_commands.describe(
        choice=L("vote.choice.description"),
        law=L("vote.law.description"),
        markers=L("vote.markers.description"),
        seat=L("vote.seat.description"),
    )
    @app_commands.choices(choice=CHOICES)
    @app_commands.rename(law=L("vote.law.name"))  # "ballot": not every game votes on laws
    async def vote(
        self,
        interaction: discord.Interaction,
        choice: app_commands.Choice[str],
        law: int | None = None,
        markers: int | None = None,
        seat: str | None = None,
    ):
        await run(
            interaction, "vote", None, choice=choice.value, law=law, markers=markers, seat=seat
        )

    @app_commands.command(name="era", description=L("era.description"))
    @app_commands.guild_only()
    @app_commands.describe(
        events_left=L("era.events_left.description"), eras=L("era.eras.description")
    )
    async def era(
        self,
        interaction: discord.Interaction,
        events_left: int | None = None,
        eras: int | None = None,
    ):
        await run(interaction, "era", None, events_left=events_left, eras=eras)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(TurnsCog(bot))
