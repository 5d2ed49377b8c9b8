"""Herald's own share of a ``/roll``: the adapter and the service (``_common.run``:
options, context, the service's roll, the limits check, rendering), in this process,
warm, without the network: the bot runs against the project's fake Discord, and for
the measured rolls discord.py's HTTP request of the answer is replaced by one that only
records it.

    python bench/roll_share.py [--rolls 5000] [--repeats 3]

Prints the CPU time (this thread's) per roll of each repeat. What ``bench/roundtrip.py``
measures end to end (and against the smallest bot) is much noisier on a busy machine;
this isolates the part Herald's code decides. Never a test: a figure to compare two
versions of the code, run one after the other.
"""

from __future__ import annotations

import argparse
import asyncio
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
from fakediscord import FakeDiscord  # noqa: E402

from bot.adapters.discord import app as discord_app  # noqa: E402
from bot.adapters.discord.cogs import _common  # noqa: E402

seen: list[tuple[discord.Interaction, dict]] = []
_run = _common.run


async def _seeing(interaction: discord.Interaction, name: str, sub: str | None, **options):
    seen.append((interaction, options))
    return await _run(interaction, name, sub, **options)


async def main(args: argparse.Namespace) -> None:
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
        await fake.wait_ready(timeout=120)
        first = await fake.slash("roll", {"expr": "1d20"}, channel=fake.channel_ids[0])
        await first.reply(timeout=60)
        await bot._warm  # the rules index built at start-up: not while measuring
        _, options = seen[0]
        answers: list[Any] = []

        async def recorded(self: Any, route: Any, *a: Any, **kw: Any) -> None:
            answers.append((kw.get("payload") or {}).get("data", {}).get("content"))

        # the HTTP request of the answer only: what builds it is Herald's share
        AsyncWebhookAdapter.request = recorded  # type: ignore[method-assign]
        state = bot._connection
        for i in range(args.repeats):
            fresh = [
                discord.Interaction(data=first.payload, state=state) for _ in range(args.rolls)
            ]
            t0 = time.thread_time()
            for ix in fresh:
                await _run(ix, "roll", None, **options)
            per = (time.thread_time() - t0) / args.rolls * 1e6
            print(f"repeat {i + 1}: {per:.1f} us of CPU per /roll 1d20 ({args.rolls} rolls)")
        print(f"the last answer: {answers[-1]!r}")
    finally:
        await bot.close()
        task.cancel()
        await fake.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rolls", type=int, default=5000)
    ap.add_argument("--repeats", type=int, default=3)
    asyncio.run(main(ap.parse_args()))
