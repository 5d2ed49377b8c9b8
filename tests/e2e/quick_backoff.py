"""``python tests/e2e/quick_backoff.py FACTOR run`` runs ``herald run`` (``python -m bot
run``) with discord.py's own waits between tries FACTOR times as long.

discord.py retries a 500, 502, 504 or 524 by itself, waiting 1, 3, 5, 7 and 9 s (25 s
before it gives up on five), and a client cannot set those waits; the fake Discord
cannot either, as it can a 429's ``retry_after``. A test whose subject is what Herald
does once discord.py gives up (the outbox retrying a dashboard edit or a reminder)
runs the bot this way: the same requests, the same failures in the same order, only
sooner. Herald's own code and timers are untouched; a test where Discord's 3 s
interaction deadline races discord.py's waits must not use it.
"""

from __future__ import annotations

import asyncio
import runpy
import sys
from typing import Any

import discord.http


class _QuickSleep:
    """``asyncio`` as discord.http sees it, with ``sleep`` shortened."""

    def __init__(self, factor: float) -> None:
        self.factor = factor

    def __getattr__(self, name: str) -> Any:
        return getattr(asyncio, name)

    async def sleep(self, delay: float, result: Any = None) -> Any:
        return await asyncio.sleep(delay * self.factor, result)


def main() -> None:
    factor = float(sys.argv.pop(1))
    # discord.http waits with ``asyncio.sleep`` looked up on its module's ``asyncio``
    assert discord.http.asyncio is asyncio, "discord.http no longer waits with asyncio.sleep"
    discord.http.asyncio = _QuickSleep(factor)  # type: ignore[assignment]
    runpy.run_module("bot", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
