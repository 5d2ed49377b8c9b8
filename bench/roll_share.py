"""Herald's own share of a ``/roll``: the adapter and the service (``_common.run``:
options, context, the service's roll, the limits check, rendering), in this process,
warm, without the network: the bot runs against the project's fake Discord, and for
the measured rolls discord.py's HTTP request of the answer is replaced by one that only
records it.

    python bench/roll_share.py [--rolls 5000] [--repeats 3] [--gateway] [--profile OUT]
    valgrind --tool=callgrind --instr-atstart=no python3 bench/roll_share.py --callgrind

Prints the CPU time (this thread's) per roll of each repeat. What ``bench/roundtrip.py``
measures end to end (and against the smallest bot) is much noisier on a busy machine;
this isolates the part Herald's code decides. Never a test: a figure to compare two
versions of the code, run one after the other.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "e2e")]

import discord  # noqa: E402
from discord.webhook.async_ import AsyncWebhookAdapter  # noqa: E402
from fakediscord import BASIC_PERMS, FakeDiscord, snowflake  # noqa: E402

from bot.adapters.discord import app as discord_app  # noqa: E402
from bot.adapters.discord.cogs import _common  # noqa: E402

# seconds the set-up waits for the bot (its start under valgrind on a busy machine took
# more than two minutes)
WAIT = 900
MANAGE_GUILD = 1 << 5  # Discord's Manage Server permission bit
seen: list[tuple[discord.Interaction, dict]] = []
_run = _common.run


async def _seeing(interaction: discord.Interaction, name: str, sub: str | None, **options):
    if len(seen) < 10:  # the set-up's commands (a measured one kept would live on)
        seen.append((interaction, options))
    return await _run(interaction, name, sub, **options)


def _callgrind(state: str) -> None:
    """Switch callgrind's instrumentation of this process on or off (the bench run as
    ``valgrind --tool=callgrind --instr-atstart=no python3 bench/roll_share.py
    --callgrind``: its total then counts the measured rolls alone)."""
    subprocess.run(["callgrind_control", "-i", state, str(os.getpid())], check=True)


async def main(args: argparse.Namespace) -> None:
    # this thread's CPU time, as the figures: the wall clock would count waits for a core
    profile = cProfile.Profile(time.thread_time)
    _common.run = _seeing  # before the cogs are loaded: they import run from _common
    fake = await FakeDiscord().start()
    discord_app.point_at(fake.api_base, fake.gateway_url)
    work = Path(tempfile.mkdtemp(prefix="herald-roll-share-"))
    settings = SimpleNamespace(
        token="t",
        db=str(work / "herald.db"),
        knowledge_path=str(ROOT / "knowledge"),
        rules_cache_path=str(work / "rules-cache"),
    )
    bot = discord_app.HeraldBot(settings, guild_ready_timeout=0.01)
    task = asyncio.create_task(bot.start("t"))
    try:
        await fake.wait_ready(timeout=WAIT)
        # the measured rolls are thousands from one member at one instant: a flood, which
        # Herald answers privately past 6 a minute and refuses past 18
        # (bot/service/flood.py); this server turns the limits off, as a manager may
        # (bench/roundtrip.py does the same), so each measured roll is a public answer
        manager = fake.user("manager", permissions=BASIC_PERMS | MANAGE_GUILD)
        off = await fake.slash(
            "dice",
            {"user": 0, "channel": 0},
            user=manager,
            channel=fake.channel_ids[0],
            sub="flood",
        )
        await off.reply(timeout=WAIT)
        first = await fake.slash("roll", {"expr": "1d20"}, channel=fake.channel_ids[0])
        await first.reply(timeout=WAIT)
        await bot._warm  # the rules index built at start-up: not while measuring
        options = next(o for _, o in seen if "expr" in o)
        answers: list[Any] = []

        answered = asyncio.Event()

        async def recorded(self: Any, route: Any, *a: Any, **kw: Any) -> None:
            answers.append((kw.get("payload") or {}).get("data", {}).get("content"))
            answered.set()

        # the HTTP request of the answer only: what builds it is Herald's share
        AsyncWebhookAdapter.request = recorded  # type: ignore[method-assign]
        state = bot._connection
        for i in range(args.repeats):
            # each made now, by its id (a snowflake holds the time Discord made it): an
            # interaction seconds old would be deferred at once (_common.defer_delay)
            fresh = [
                discord.Interaction(data=first.payload, state=state)
                for _ in range(0 if args.gateway else args.rolls)
            ]
            if args.profile:
                profile.enable()
            if args.callgrind:
                _callgrind("on")
            collected = [0, 0, 0]  # the collector's runs of the measured rolls, by generation

            def count(phase: str, info: dict, collected: list[int] = collected) -> None:
                if phase == "stop":
                    collected[info["generation"]] += 1

            gc.callbacks.append(count)
            t0 = time.thread_time()
            if args.gateway:
                # from the gateway's event, as discord.py has decoded it: discord.py
                # makes the Interaction, its command tree reads the options and starts
                # the command's task, which answers
                for _ in range(args.rolls):
                    answered.clear()
                    state.parse_interaction_create({**first.payload, "id": str(snowflake())})
                    await answered.wait()
            else:
                for ix in fresh:
                    ix.id = snowflake()
                    await _run(ix, "roll", None, **options)
            per = (time.thread_time() - t0) / args.rolls * 1e6
            gc.callbacks.remove(count)
            if args.callgrind:
                _callgrind("off")
            if args.profile:
                profile.disable()
            print(
                f"repeat {i + 1}: {per:.1f} us of CPU per /roll 1d20 ({args.rolls} rolls);"
                f" the cycle collector ran {collected[0]}, {collected[1]} and {collected[2]}"
                " times (generations 0, 1, 2)"
            )
        print(f"the last answer: {answers[-1]!r}")
        if args.profile:
            profile.dump_stats(args.profile)
    finally:
        await bot.close()
        task.cancel()
        await fake.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rolls", type=int, default=5000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument(
        "--gateway",
        action="store_true",
        help="from the gateway's event (discord.py's Interaction and command tree"
        " included), not from Herald's handler",
    )
    ap.add_argument(
        "--callgrind",
        action="store_true",
        help="under valgrind --tool=callgrind --instr-atstart=no: instrument the measured"
        " rolls alone (the figures of such a run do not count; callgrind's total does)",
    )
    ap.add_argument(
        "--profile",
        metavar="OUT",
        help="cProfile the measured rolls into OUT (python -m pstats OUT); the profiler"
        " slows them: the figures of such a run do not count",
    )
    asyncio.run(main(ap.parse_args()))
