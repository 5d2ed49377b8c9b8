"""Servers' own rules knowledge: peak memory and each server's first lookup after a
restart, with 4 and with 100 servers each at its quota (issue 22).

    python bench/knowledge_memory.py [--servers 4 100] [--runs 3] [--dir D] [--budget MB]

1. *prepare* (once per server count; kept in ``--dir``, default a folder under /tmp):
   a SQLite database in which every server has ``GUILD_MAX_SUMMARIES`` summaries of
   ``GUILD_MAX_BYTES`` in all (bench/guild_summaries.py: the seeds and the development
   summaries, shuffled and renamed; ja, it, en), and the indexes the bot persists,
   built by a first process that looks something up in every server;
2. *restart* (``--runs`` times per count, the counts interleaved): a new process opens
   that database as the bot does (``configure`` with the default budget unless
   ``--budget``), loads the shipped index, then asks one question in every server in
   turn (each server's first lookup since the restart, timed through
   ``Service.dispatch``), then a second round in the same order. It reports its own
   peak RSS (``resource.getrusage``: ru_maxrss), the start-up time, the first lookups'
   p50/p95/max and how many indexes were loaded, built and evicted.

Medians of the runs are printed (the machine is shared; single runs are noisy).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# the checkout whose bot/ runs (--code): this one unless the parent names another
sys.path.insert(0, os.environ.get("HERALD_BENCH_CODE") or str(ROOT))
sys.path.insert(1, str(ROOT))  # bench/ itself

QUERIES = [
    "勝利条件",
    "準備",
    "ラウンドの流れ",
    "condizioni di vittoria",
    "fine del turno",
    "how do I win",
    "setup",
    "scoring at the end",
]
GUILD0 = 1_000_000_000_000  # server ids of the bench


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, round(p / 100 * (len(xs) - 1))))]


def _service(db: Path, budget: float | None):
    from bot.service import rules as R
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import AsyncStore, open_store

    svc = Service(AsyncStore(open_store(str(db))), Knowledge.load(ROOT / "knowledge"))
    if hasattr(R, "configure"):
        R.configure(svc, budget)
    return svc


async def _ask(svc, guild: int, q: str) -> float:
    from bot.service.model import Ctx

    ctx = Ctx(user_id=1, channel_id=guild + 1, guild_id=guild)
    t = time.perf_counter()
    r = await svc.dispatch(ctx, "rule", None, {"query": q})
    dt = time.perf_counter() - t
    assert r.messages, "no answer"
    return dt


def prepare(folder: Path, servers: int) -> Path:
    """The database of ``servers`` servers at their quota, and their persisted indexes
    (built by a first process), in ``folder``; reused when already there."""
    from bench.guild_summaries import guild_files
    from bot.service.rules import GUILD_MAX_BYTES, GUILD_MAX_SUMMARIES
    from bot.store import open_store

    db = folder / "herald.db"
    done = folder / "prepared"
    if done.is_file():
        return db
    folder.mkdir(parents=True, exist_ok=True)
    store = open_store(str(db))
    for k in range(servers):
        g = GUILD0 + k
        files = guild_files(k, count=GUILD_MAX_SUMMARIES, total=GUILD_MAX_BYTES - 4096)
        for name, text in files:
            game = text.split('game = "', 1)[1].split('"', 1)[0]
            store.add_summary(
                name,
                game,
                text,
                1,
                "2026-11-26T00:00:00",
                g,
                max_count=GUILD_MAX_SUMMARIES,
                max_bytes=GUILD_MAX_BYTES,
            )
    store.close()
    t = time.perf_counter()
    subprocess.run(
        [sys.executable, __file__, "--child", str(db), "--servers", str(servers), "--rounds", "1"],
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), "HERALD_BENCH_CODE": str(ROOT)},
        stdout=subprocess.DEVNULL,
    )
    print(f"prepared {servers} servers in {time.perf_counter() - t:.0f} s: {folder}", flush=True)
    done.write_text("ok")
    return db


async def child(db: Path, servers: int, rounds: int, budget: float | None) -> dict:
    from bot.service import rules as R

    t0 = time.perf_counter()
    svc = _service(db, budget)
    await R.warm_index(svc)
    start = time.perf_counter() - t0
    rng = random.Random(7)
    firsts: list[float] = []
    seconds: list[float] = []
    for rnd in range(rounds):
        for k in range(servers):
            dt = await _ask(svc, GUILD0 + k, rng.choice(QUERIES))
            (firsts if rnd == 0 else seconds).append(dt)
    counts = dict(R.guild_indexes(svc).counts) if hasattr(R, "guild_indexes") else {}
    svc.store.close()
    return {
        "rss_peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "startup_s": start,
        "first_p50": pct(firsts, 50),
        "first_p95": pct(firsts, 95),
        "first_max": max(firsts),
        "again_p50": pct(seconds, 50) if seconds else None,
        "counts": counts,
    }


def run_child(db: Path, servers: int, budget: float | None, pythonpath: str) -> dict:
    cmd = [sys.executable, __file__, "--child", str(db), "--servers", str(servers)]
    if budget is not None:
        cmd += ["--budget", str(budget)]
    out = subprocess.run(
        cmd,
        check=True,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": pythonpath, "HERALD_BENCH_CODE": pythonpath},
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--servers", type=int, nargs="+", default=[4, 100])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--dir", default=str(Path(tempfile.gettempdir()) / "herald-kmem-bench"))
    ap.add_argument("--budget", type=float, default=None, help="MB (default: the bot's)")
    ap.add_argument("--code", default=str(ROOT), help="the checkout whose bot/ runs")
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    ap.add_argument("--rounds", type=int, default=2, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        res = asyncio.run(child(Path(a.child), a.servers[0], a.rounds, a.budget))
        print(json.dumps(res))
        return
    dbs = {n: prepare(Path(a.dir) / f"servers-{n}", n) for n in a.servers}
    results: dict[int, list[dict]] = {n: [] for n in a.servers}
    for r in range(a.runs):  # interleaved: run r of every count, then run r + 1
        for n in a.servers:
            res = run_child(dbs[n], n, a.budget, a.code)
            results[n].append(res)
            print(f"run {r + 1} servers={n}: {json.dumps(res)}", flush=True)
    print(f"\nmedians of {a.runs} runs (code: {a.code})")
    print("servers  peak RSS MB  start-up s  first lookup p50 / p95 / max s  again p50 s  counts")
    for n, rs in results.items():

        def med(k: str, rs: list[dict] = rs) -> float:
            return statistics.median(x[k] for x in rs if x[k] is not None)

        print(
            f"{n:7d}  {med('rss_peak_mb'):11.0f}  {med('startup_s'):10.2f}  "
            f"{med('first_p50'):.3f} / {med('first_p95'):.3f} / {med('first_max'):.3f}"
            f"{'':11s}{med('again_p50'):.3f}  {rs[-1]['counts']}"
        )


if __name__ == "__main__":
    main()
