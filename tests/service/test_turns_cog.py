"""The /turn, /vote and /era signatures: every name and description has its catalog
entry in the three languages, and translated names are valid Discord names."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapters.discord.cogs._translator import valid_name
from bot.i18n import catalog


async def _tree():
    import bot.adapters.discord.cogs.turns as cog

    b = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    await cog.setup(b)
    return b.tree.get_commands()


def _keys(cmd, prefix=""):
    q = f"{prefix}{cmd.name}"
    yield f"{q}.description", cmd.description
    for sub in getattr(cmd, "commands", []):
        yield from _keys(sub, q + ".")
    for p in getattr(cmd, "parameters", []):
        yield f"{q}.{p.name}.description", p.description
        yield f"{q}.{p.name}.name", None
        for c in p.choices:
            yield f"{q}.{p.name}.choice.{c.value}", c.name


async def test_every_command_string_is_in_every_catalog():
    cmds = await _tree()
    assert sorted(c.name for c in cmds) == ["era", "turn", "vote"]
    turn = next(c for c in cmds if c.name == "turn")
    assert sorted(s.name for s in turn.commands) == [
        "action",
        "done",
        "draw",
        "event",
        "knights",
        "nobles",
        "only",
        "pass",
        "place",
        "roll",
        "score",
        "seating",
        "skip",
        "startplayer",
        "undone",
    ]
    seen = 0
    for cmd in cmds:
        for key, _ in _keys(cmd):
            for loc in ("en", "ja", "it"):
                assert f"cmd.{key}" in catalog(loc), (loc, key)
            seen += 1
        names = [cmd.name] + [s.name for s in getattr(cmd, "commands", [])]
        for loc in ("ja", "it"):
            for n in names:
                key = f"cmd.{cmd.name}.name" if n == cmd.name else f"cmd.{cmd.name}.{n}.name"
                assert valid_name(catalog(loc)[key]), (loc, key)
    assert seen > 40


async def test_descriptions_are_the_english_catalog_text():
    cmds = await _tree()
    turn = next(c for c in cmds if c.name == "turn")
    pass_ = next(s for s in turn.commands if s.name == "pass")
    assert isinstance(pass_.description, str)
    assert pass_.description == catalog("en")["cmd.turn.pass.description"]
    assert len(pass_.description) <= 100
    for key, text in catalog("en").items():
        if key.startswith(("cmd.turn.", "cmd.vote.", "cmd.era.")) and key.endswith(".description"):
            assert len(text) <= 100, key
    ja = catalog("ja")
    assert all(
        len(ja[k]) <= 100 for k in ja if k.startswith(("cmd.turn.", "cmd.vote.", "cmd.era."))
    )
    assert isinstance(app_commands.locale_str("x", key="turn.pass.description").extras["key"], str)
