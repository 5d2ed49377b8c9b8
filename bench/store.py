"""Durable commands per second and latency of load-apply-save, 1,000 active channels.

    python bench/store.py [--channels 1000] [--commands 20000] [--db PATH]

Each command goes through the whole service path (channel lock, load with version,
pure engine, save state + events in one transaction with the expected version,
announcement and dashboard rendering) on a real SQLite file in WAL mode.
Goal on a 2-core machine: >= 2,000 commands/s, p99 < 5 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.service.core import Service  # noqa: E402
from bot.service.knowledge import Knowledge  # noqa: E402
from bot.service.model import Ctx  # noqa: E402
from bot.store import Store  # noqa: E402


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


async def main(args) -> None:
    tmp = tempfile.TemporaryDirectory()
    db = args.db or str(Path(tmp.name) / "bench.db")
    svc = Service(Store.open(db), Knowledge.load(ROOT / "knowledge"), rng=random.Random(1))
    rng = random.Random(7)
    seats = ["Dux", "Civitates", "Saxons", "Scotti"]
    t0 = time.perf_counter()
    for ch in range(args.channels):
        await svc.dispatch(
            Ctx(user_id=1, channel_id=10_000 + ch, guild_id=ch % 7),
            "game",
            "start",
            {"game": "pendragon"},
        )
    setup = time.perf_counter() - t0
    held: dict[int, set] = {}
    lat = []
    t0 = time.perf_counter()
    for i in range(args.commands):
        ch = 10_000 + rng.randrange(args.channels)
        h = held.setdefault(ch, set())
        user = 2 + rng.randrange(4)
        free = [s for s in seats if s not in h]
        if free and (not h or rng.random() < 0.6):
            seat = rng.choice(free)
            ctx, sub, opts = Ctx(user_id=user, channel_id=ch, guild_id=1), "join", {"seat": seat}
            h.add(seat)
        else:  # the bench's own bookkeeping (who holds what) stays outside the timing
            loaded = svc.store.load(ch)
            holder = next(u for s, u in loaded.game["seats"] if u is not None)
            h.difference_update(s for s, u in loaded.game["seats"] if u == holder)
            ctx, sub, opts = Ctx(user_id=holder, channel_id=ch, guild_id=1), "leave", {}
        s0 = time.perf_counter()
        await svc.dispatch(ctx, "game", sub, opts)
        lat.append((time.perf_counter() - s0) * 1000)
    wall = time.perf_counter() - t0

    raw = []
    for i in range(args.commands // 4):
        ch = 10_000 + rng.randrange(args.channels)
        s0 = time.perf_counter()
        loaded = svc.store.load(ch)
        svc.store.save(loaded, loaded.game, [{"kind": "Bench", "data": {"i": i}}], "t", 1)
        raw.append((time.perf_counter() - s0) * 1000)

    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"channels with a live game: {args.channels} (set up in {setup:.2f} s)")
    busy = sum(lat) / 1000
    print(
        f"service commands: {args.commands} in {busy:.2f} s of command time = {args.commands / busy:,.0f}"
        f" commands/s ({args.commands / wall:,.0f}/s counting the bench's own bookkeeping)"
    )
    print(
        f"  latency ms: p50 {statistics.median(lat):.3f}  p90 {pct(lat, 90):.3f}  p99 {pct(lat, 99):.3f}"
        f"  max {max(lat):.3f}"
    )
    print(
        f"store load+save only: p50 {statistics.median(raw):.3f} ms  p99 {pct(raw, 99):.3f} ms"
        f"  = {len(raw) / (sum(raw) / 1000):,.0f}/s"
    )
    print(
        f"max RSS: {rss_mb:.0f} MiB; database: {Path(db).stat().st_size / 1e6:.1f} MB"
        f" + WAL {Path(db + '-wal').stat().st_size / 1e6 if Path(db + '-wal').exists() else 0:.1f} MB"
    )
    goal_ok = args.commands / busy >= 2000 and pct(lat, 99) < 5
    print(f"goal (>= 2,000/s and p99 < 5 ms): {'met' if goal_ok else 'NOT met'}")
    svc.store.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--channels", type=int, default=1000)
    ap.add_argument("--commands", type=int, default=20000)
    ap.add_argument("--db")
    asyncio.run(main(ap.parse_args()))
