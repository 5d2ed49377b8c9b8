"""``/game ...``, ``/phase next`` and ``/help``: signatures only; every callback calls
:func:`bot.adapters.discord.cogs._common.run` (the service decides everything). English descriptions
come from the ``cmd.*`` catalog entries, translations through the tree's translator."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from bot.adapters.discord.cogs._common import D as d
from bot.adapters.discord.cogs._common import complete, run


class GameCog(commands.Cog):
    game = app_commands.Group(name="game", description=d("game"), guild_only=True)
    phase = app_commands.Group(name="phase", description=d("phase"), guild_only=True)
    definitions = app_commands.Group(
        name="definitions", description=d("game.definitions"), parent=game
    )

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    # -- lifecycle ----------------------------------------------------------
    @game.command(name="start", description=d("game.start"))
    @app_commands.describe(
        game=d("game.start.game"),
        language=d("game.start.language"),
        options=d("game.start.options"),
        from_=d("game.start.from"),
        from_file=d("game.start.from_file"),
    )
    @app_commands.rename(from_="from")
    async def start(
        self,
        interaction: discord.Interaction,
        game: str,
        language: str | None = None,
        options: str | None = None,
        from_: app_commands.AppCommandChannel | app_commands.AppCommandThread | None = None,
        from_file: discord.Attachment | None = None,
    ):
        await run(
            interaction,
            "game",
            "start",
            game=game,
            language=language,
            options=options,
            **{"from": from_, "from_file": from_file},
        )

    @start.autocomplete("game")
    async def start_game(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "game", "start", "game", current)

    @start.autocomplete("language")
    async def start_language(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "game", "start", "language", current)

    @start.autocomplete("options")
    async def start_options(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "game", "start", "options", current)

    @game.command(name="language", description=d("game.language"))
    @app_commands.describe(language=d("game.language.language"), server=d("game.language.server"))
    async def language(
        self, interaction: discord.Interaction, language: str, server: bool | None = None
    ):
        await run(interaction, "game", "language", language=language, server=server)

    @language.autocomplete("language")
    async def language_language(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "game", "start", "language", current)

    @game.command(name="join", description=d("game.join"))
    @app_commands.describe(seat=d("game.join.seat"))
    async def join(self, interaction: discord.Interaction, seat: str | None = None):
        await run(interaction, "game", "join", seat=seat)

    @join.autocomplete("seat")
    async def join_seat(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "game", "join", "seat", current)

    @game.command(name="leave", description=d("game.leave"))
    @app_commands.describe(seat=d("game.leave.seat"))
    async def leave(self, interaction: discord.Interaction, seat: str | None = None):
        await run(interaction, "game", "leave", seat=seat)

    @game.command(name="seat", description=d("game.seat"))
    @app_commands.describe(
        seat=d("game.seat.seat"), user=d("game.seat.user"), bot=d("game.seat.bot")
    )
    async def seat(
        self,
        interaction: discord.Interaction,
        seat: str,
        user: discord.User | None = None,
        bot: bool | None = None,
    ):
        await run(interaction, "game", "seat", seat=seat, user=user, bot=bot)

    @game.command(name="gm", description=d("game.gm"))
    @app_commands.describe(user=d("game.gm.user"), remove=d("game.gm.remove"))
    async def gm(
        self, interaction: discord.Interaction, user: discord.User, remove: bool | None = None
    ):
        await run(interaction, "game", "gm", user=user, remove=remove)

    @game.command(name="begin", description=d("game.begin"))
    async def begin(self, interaction: discord.Interaction):
        await run(interaction, "game", "begin")

    @game.command(name="list", description=d("game.list"))
    async def list_(self, interaction: discord.Interaction):
        await run(interaction, "game", "list")

    @game.command(name="status", description=d("game.status"))
    async def status(self, interaction: discord.Interaction):
        await run(interaction, "game", "status")

    @game.command(name="board", description=d("game.board"))
    @app_commands.describe(public=d("game.board.public"))
    async def board(self, interaction: discord.Interaction, public: bool | None = None):
        await run(interaction, "game", "board", public=public)

    @game.command(name="log", description=d("game.log"))
    @app_commands.describe(limit=d("game.log.limit"))
    async def log(
        self,
        interaction: discord.Interaction,
        limit: app_commands.Range[int, 1, 50] | None = None,
    ):
        await run(interaction, "game", "log", limit=limit)

    @game.command(name="export", description=d("game.export"))
    async def export(self, interaction: discord.Interaction):
        await run(interaction, "game", "export")

    @game.command(name="import", description=d("game.import"))
    @app_commands.describe(file=d("game.import.file"), confirm=d("game.import.confirm"))
    async def import_(
        self,
        interaction: discord.Interaction,
        file: discord.Attachment,
        confirm: bool | None = None,
    ):
        await run(interaction, "game", "import", file=file, confirm=confirm)

    @game.command(name="role", description=d("game.role"))
    @app_commands.describe(role=d("game.role.role"))
    async def role(self, interaction: discord.Interaction, role: discord.Role | None = None):
        await run(interaction, "game", "role", role=role)

    @game.command(name="move", description=d("game.move"))
    @app_commands.describe(to=d("game.move.to"), from_=d("game.move.from"))
    @app_commands.rename(from_="from")
    async def move(
        self,
        interaction: discord.Interaction,
        to: app_commands.AppCommandChannel | app_commands.AppCommandThread | None = None,
        # text, not a channel: a deleted channel is in no picker (its id or <#id>)
        from_: app_commands.Range[str, 1, 40] | None = None,
    ):
        await run(interaction, "game", "move", to=to, **{"from": from_})

    # -- a server's own game definitions ------------------------------------
    @game.command(name="define", description=d("game.define"))
    @app_commands.describe(file=d("game.define.file"))
    async def define(self, interaction: discord.Interaction, file: discord.Attachment):
        await run(interaction, "game", "define", file=file)

    @game.command(name="redefine", description=d("game.redefine"))
    @app_commands.describe(confirm=d("game.redefine.confirm"))
    async def redefine(self, interaction: discord.Interaction, confirm: bool | None = None):
        await run(interaction, "game", "redefine", confirm=confirm)

    @definitions.command(name="list", description=d("game.definitions.list"))
    async def definitions_list(self, interaction: discord.Interaction):
        await run(interaction, "game", "definitions list")

    @definitions.command(name="remove", description=d("game.definitions.remove"))
    @app_commands.describe(game=d("game.definitions.remove.game"))
    async def definitions_remove(
        self, interaction: discord.Interaction, game: app_commands.Range[str, 1, 60]
    ):
        await run(interaction, "game", "definitions remove", game=game)

    @definitions_remove.autocomplete("game")
    async def definitions_remove_game(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "game", "definitions remove", "game", current)

    @game.command(name="end", description=d("game.end"))
    @app_commands.describe(winner=d("game.end.winner"))
    async def end(
        self,
        interaction: discord.Interaction,
        winner: app_commands.Range[str, 1, 200] | None = None,
    ):
        await run(interaction, "game", "end", winner=winner)

    @end.autocomplete("winner")
    async def end_winner(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "game", "end", "winner", current)

    @game.command(name="undo", description=d("game.undo"))
    async def undo(self, interaction: discord.Interaction):
        await run(interaction, "game", "undo")

    # -- pings --------------------------------------------------------------
    @game.command(name="remind", description=d("game.remind"))
    @app_commands.describe(after=d("game.remind.after"), server=d("game.remind.server"))
    async def remind(
        self,
        interaction: discord.Interaction,
        after: app_commands.Range[float, 0, 720] | None = None,
        server: bool | None = None,
    ):
        await run(interaction, "game", "remind", after=after, server=server)

    @game.command(name="deadline", description=d("game.deadline"))
    @app_commands.describe(hours=d("game.deadline.hours"), then=d("game.deadline.then"))
    @app_commands.choices(
        then=[
            app_commands.Choice(
                name=_("ask the GM", key="game.deadline.then.choice.gm"), value="gm"
            ),
            app_commands.Choice(
                name=_("pass for the seat", key="game.deadline.then.choice.pass"), value="pass"
            ),
        ]
    )
    async def deadline(
        self,
        interaction: discord.Interaction,
        hours: app_commands.Range[float, 0, 720] | None = None,
        then: str | None = None,
    ):
        await run(interaction, "game", "deadline", hours=hours, then=then)

    @game.command(name="ping", description=d("game.ping"))
    async def ping(self, interaction: discord.Interaction):
        await run(interaction, "game", "ping")

    @game.command(name="mute", description=d("game.mute"))
    @app_commands.describe(on=d("game.mute.on"))
    async def mute(self, interaction: discord.Interaction, on: bool | None = None):
        await run(interaction, "game", "mute", on=on)

    # -- phases -------------------------------------------------------------
    @phase.command(name="next", description=d("phase.next"))
    @app_commands.describe(
        winner=d("phase.next.winner"), choice=d("phase.next.choice"), value=d("phase.next.value")
    )
    async def phase_next(
        self,
        interaction: discord.Interaction,
        winner: str | None = None,
        choice: str | None = None,
        value: str | None = None,
    ):
        await run(interaction, "phase", "next", winner=winner, choice=choice, value=value)

    # -- help ---------------------------------------------------------------
    @app_commands.command(name="help", description=d("help"))
    @app_commands.describe(command=d("help.command"))
    async def help(self, interaction: discord.Interaction, command: str | None = None):
        await run(interaction, "help", None, command=command)

    @help.autocomplete("command")
    async def help_command(self, interaction: discord.Interaction, current: str):
        return await complete(interaction, "help", None, "command", current)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(GameCog(bot))
