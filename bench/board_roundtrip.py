"""The board picture through the real bot process (``herald run``) and the fake Discord
on 127.0.0.1: a ``/game board`` round trip (slash command to the reply with its PNG)
right after a move in another language than the table's (a picture not drawn yet) and
again at the same version (the picture is cached), and a move's round trip to the dashboard edit carrying the
new version's picture. Pendragon (the largest picture), four players, the GM moving a
track to a value it has not had, so every move is a new version with a picture not
drawn before (a picture is cached by its content: a version that looks like an
earlier one is not drawn again).

    python3 bench/board_roundtrip.py [--runs 30]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from conftest import BotProcess  # noqa: E402
from fakediscord import FakeDiscord, snowflake  # noqa: E402


def _ms(values: list[float]) -> str:
    q = statistics.quantiles(values, n=20) if len(values) > 1 else values * 19
    return f"p50 {statistics.median(values) * 1000:6.1f} ms  p95 {q[18] * 1000:6.1f} ms"


async def run(runs: int) -> None:
    from bot.adapters import netguard

    netguard.install()
    fake = await FakeDiscord().start()
    bot = BotProcess(fake, Path(tempfile.mkdtemp(prefix="herald-bench-")))
    await bot.start()
    try:
        ch = snowflake()
        gm, ann, ben, cat = (fake.user(n) for n in ("gm", "ann", "ben", "cat"))

        async def slash(name, opts=None, sub=None, user=gm, locale="en-US"):
            ix = await fake.slash(name, opts or {}, sub=sub, user=user, channel=ch, locale=locale)
            return await ix.reply(30)

        await slash("game", {"game": "pendragon"}, "start")
        for user, seat in ((ann, "Dux"), (ben, "Civitates"), (cat, "Saxons"), (gm, "Scotti")):
            await slash("game", {"seat": seat}, "join", user)
        await slash("card", {"order": "D C Sa Sc", "number": 1}, "reveal")
        await slash("card", {"order": "Sc Sa C D", "number": 2}, "reveal")
        version = 7
        drawn, cached, dashboards = [], [], []
        for i in range(runs):
            t0 = time.perf_counter()
            await slash("track", {"track": "dux_resources", "value": i % 50 + 1})
            version += 1

            def edited(v=version):
                for s in fake.sent:
                    if s.route in ("patch", "post") and s.channel_id == ch:
                        footer = (s.embeds or [{}])[0].get("footer", {}).get("text", "")
                        if footer.endswith(f"v{v}") and s.files:
                            return s
                return None

            await fake.wait_for(edited, 30, f"the dashboard of v{version}")
            dashboards.append(time.perf_counter() - t0)
            # in Italian: not the dashboard's picture (English), so drawn, then cached
            for out in (drawn, cached):
                t0 = time.perf_counter()
                reply = await slash("game", sub="board", user=ann, locale="it")
                out.append(time.perf_counter() - t0)
                assert reply.files and reply.files[0][0] == f"board-v{version}-it.png", reply.files
        print(f"move -> dashboard edit with its picture: {_ms(dashboards)}")
        print(f"/game board, new version (drawn):        {_ms(drawn)}")
        print(f"/game board, same version (cached):      {_ms(cached)}")
        print(f"({runs} moves; PNG {len(reply.files[0][1]) // 1024} KB)")
    finally:
        await bot.close()
        await fake.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=30, help="moves (at most 50 different)")
    asyncio.run(run(ap.parse_args().runs))


if __name__ == "__main__":
    main()
