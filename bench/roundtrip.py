"""What a player waits for: the real bot (``herald run``) against the project's fake
Discord, beside the smallest discord.py bot answering ``/roll`` with a fixed string
(``bench/minibot.py``), both in one run.

    python bench/roundtrip.py [--runs 3] [--db postgresql://...|pgserver] [--profile DIR]

Each run measures, from the moment the fake sends the interaction to the moment it
receives the answer the player sees:

- ``/roll 1d20`` outside a game, Herald and the small bot one after the other (which
  goes first alternates): Herald's p50 over the small bot's;
- game commands (``/game join`` and ``/game leave`` in turn, over 20 channels with a
  game), one at a time;
- 20 game commands at once, one in each of those channels, round after round;
- game commands each after a pause long enough for the store's upkeep at idle to run
  (``PAUSE`` s), as most commands of a play-by-post game come;
- the CPU time each bot process spends per ``/roll`` and per game command one at a time
  (Linux: ``/proc``), which a busy machine disturbs much less than the latencies, and
  the fake Discord's own per game command (this process's: it makes each interaction
  and reads each request, on the path of every answer measured here).

Goals (issue 23) on the 2-core machine: ``/roll`` p50 <= 1.15x the small bot's (the
median of the runs' ratios, at least three runs); a game command p50 <= 2 ms and p99
<= 10 ms one at a time; 20 at once p99 <= 50 ms. Herald's database is a temporary
SQLite file unless ``--db`` names a PostgreSQL one (``pgserver``: a server started
here; the database is emptied).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "e2e")]

from fakediscord import BASIC_PERMS, FakeDiscord, FakeUser, snowflake  # noqa: E402

from bot.adapters.discord.sender import MARK_AFTER  # noqa: E402
from bot.store.aio import AsyncStore  # noqa: E402
from tests.e2e.conftest import BotProcess  # noqa: E402

CHANNELS = 20
# seconds: past the store's idle upkeep, which runs idle_seconds after the store's last
# call, and that call is the sender's delivered marks, MARK_AFTER after the command (a
# pause of idle_seconds alone ends before the upkeep: the marks put it off each time)
PAUSE = MARK_AFTER + AsyncStore.idle_seconds + 0.5


class Profiled(BotProcess):
    """Herald (``python -m bot run``) under ``bench/profiled.py`` when ``profile`` names
    its statistics file."""

    profile: Path | None = None

    def program(self) -> list[str]:
        return ["-m", "bot", "run"]

    def argv(self) -> list[str]:
        wrap = [str(ROOT / "bench" / "profiled.py"), str(self.profile)] if self.profile else []
        return [sys.executable, *wrap, *self.program()]


class MiniBot(Profiled):
    """``bench/minibot.py`` against its own fake."""

    def program(self) -> list[str]:
        return [str(ROOT / "bench" / "minibot.py")]


MANAGE_GUILD = 1 << 5  # Discord's Manage Server permission bit


def cpu_ms(pid: int) -> float:
    """CPU time (user + system) the process has used, in ms; NaN where /proc is missing."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


async def answered(
    fake: FakeDiscord, name: str, opts: dict, channel: int, user: FakeUser, sub: str | None = None
) -> float:
    """Milliseconds from sending the command to receiving the answer a player sees."""
    t0 = time.monotonic()
    ix = await fake.slash(name, opts, user=user, channel=channel, sub=sub)
    reply = await ix.reply(timeout=30)
    return (reply.at - t0) * 1000


class Tables:
    """Herald's channels with a game, and whose turn it is to join or leave in each."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.channels = [snowflake() for _ in range(CHANNELS)]
        self.players = {ch: fake.user(f"p{i}") for i, ch in enumerate(self.channels)}
        self.seated = dict.fromkeys(self.channels, False)

    async def start(self) -> None:
        gm = self.fake.user("gm")
        for ch in self.channels:
            await answered(self.fake, "game", {"game": "pendragon"}, ch, gm, sub="start")

    async def move(self, ch: int) -> float:
        """A join or a leave (whichever comes next) in ``ch``."""
        sub, opts = ("leave", {}) if self.seated[ch] else ("join", {"seat": "Saxons"})
        self.seated[ch] = not self.seated[ch]
        return await answered(self.fake, "game", opts, ch, self.players[ch], sub=sub)


async def one_run(
    herald: FakeDiscord,
    mini: FakeDiscord,
    tables: Tables,
    args: argparse.Namespace,
    pids: tuple[int, int] = (0, 0),
) -> dict[str, float]:
    ours, theirs = [], []
    roller = herald.user("roller")
    mini_roller = mini.user("roller")
    if args.profile and pids[0]:  # bench/profiled.py: the rolls only, both bots
        for p in pids:
            os.kill(p, signal.SIGUSR1)
    cpu0 = [cpu_ms(p) for p in pids]
    for i in range(args.rolls):
        pair = [
            (ours, herald, roller, herald.channel_ids[0]),
            (theirs, mini, mini_roller, mini.channel_ids[0]),
        ]
        for out, fake, user, ch in pair if i % 2 == 0 else pair[::-1]:
            out.append(await answered(fake, "roll", {"expr": "1d20"}, ch, user))
    cpu1 = [cpu_ms(p) for p in pids]
    if args.profile and pids[0]:
        for p in pids:
            os.kill(p, signal.SIGUSR2)
    fake0 = time.process_time()
    serial = [await tables.move(tables.channels[i % CHANNELS]) for i in range(args.commands)]
    cpu2 = cpu_ms(pids[0])
    fake1 = time.process_time()
    burst: list[float] = []
    for _ in range(args.rounds):
        burst += await asyncio.gather(*(tables.move(ch) for ch in tables.channels))
    paused = []
    for i in range(args.paused):
        await asyncio.sleep(PAUSE)
        paused.append(await tables.move(tables.channels[i % CHANNELS]))
    return {
        "roll_p50": statistics.median(ours),
        "mini_p50": statistics.median(theirs),
        "ratio": statistics.median(ours) / statistics.median(theirs),
        "roll_p99": pct(ours, 99),
        "mini_p99": pct(theirs, 99),
        "game_p50": statistics.median(serial),
        "game_p99": pct(serial, 99),
        "burst_p50": statistics.median(burst),
        "burst_p99": pct(burst, 99),
        "paused_p50": statistics.median(paused) if paused else float("nan"),
        "paused_p99": pct(paused, 99) if paused else float("nan"),
        "roll_cpu": (cpu1[0] - cpu0[0]) / args.rolls,
        "mini_cpu": (cpu1[1] - cpu0[1]) / args.rolls,
        "game_cpu": (cpu2 - cpu1[0]) / args.commands,
        # this process's: the fake Discord's side of each (and the timing loop's)
        "fake_cpu": (fake1 - fake0) * 1000 / args.commands,
    }


async def after_quiet(fake: FakeDiscord, tables: Tables, seconds: float, n: int = 3) -> None:
    """``n`` game commands each after ``seconds`` of quiet (longer than any of the bot's
    own timers: its HTTP connections' keep-alive among them), and how many were answered
    on a new connection to the fake."""
    times, fresh = [], 0
    for i in range(n):
        await asyncio.sleep(seconds)
        known, first = set(fake.ports), len(fake.ports)
        times.append(await tables.move(tables.channels[i % CHANNELS]))
        fresh += fake.ports[first] not in known
    print(
        f"a game command after {seconds:g} s of quiet: {', '.join(f'{t:.2f}' for t in times)}"
        f" ms; {fresh} of {n} answered on a new connection"
    )


async def main(args: argparse.Namespace) -> int:
    work = Path(tempfile.mkdtemp(prefix="herald-roundtrip-"))
    server = None
    env = {}
    if args.db == "pgserver":
        from bench.store import BenchServer

        server = BenchServer()
        env["HERALD_DB"] = server.urls["tcp"]
    elif args.db:
        env["HERALD_DB"] = args.db
    herald_fake, mini_fake = await FakeDiscord().start(), await FakeDiscord().start()
    (work / "herald").mkdir()
    (work / "mini").mkdir()
    herald = Profiled(herald_fake, work / "herald", env=env)
    mini = MiniBot(mini_fake, work / "mini")
    if args.profile:
        args.profile.mkdir(parents=True, exist_ok=True)
        herald.profile = args.profile.resolve() / "herald.prof"
        mini.profile = args.profile.resolve() / "minibot.prof"
    rows = []
    try:
        await herald.start()
        await mini.start()
        # a rules lookup waits for the shipped rules index that start-up builds on a
        # worker thread (seconds of CPU, from scratch in this fresh folder): measured
        # runs must not share the bot's interpreter with that build
        await answered(
            herald_fake,
            "rule",
            {"query": "march"},
            herald_fake.channel_ids[0],
            herald_fake.user("gm"),
        )
        # one roller sends hundreds of /roll a minute here: a flood, which Herald answers
        # privately past 6 a minute and refuses past 18 (bot/service/flood.py); the
        # small bot has no limits, so this server turns them off as a manager may
        manager = herald_fake.user("manager", permissions=BASIC_PERMS | MANAGE_GUILD)
        await answered(
            herald_fake,
            "dice",
            {"user": 0, "channel": 0},
            herald_fake.channel_ids[0],
            manager,
            sub="flood",
        )
        tables = Tables(herald_fake)
        await tables.start()
        warm = argparse.Namespace(rolls=20, commands=40, rounds=2, paused=0, profile=None)
        await one_run(herald_fake, mini_fake, tables, warm)  # caches, prepared statements
        for i in range(args.runs):
            assert herald.proc is not None and mini.proc is not None
            row = await one_run(
                herald_fake, mini_fake, tables, args, (herald.proc.pid, mini.proc.pid)
            )
            rows.append(row)
            print(
                f"run {i + 1}: /roll p50 {row['roll_p50']:.2f} ms vs the small bot's"
                f" {row['mini_p50']:.2f} ms ({row['ratio']:.2f}x; p99 {row['roll_p99']:.2f}"
                f" vs {row['mini_p99']:.2f}); game command p50 {row['game_p50']:.2f} ms,"
                f" p99 {row['game_p99']:.2f} ms; {CHANNELS} at once p50"
                f" {row['burst_p50']:.2f} ms, p99 {row['burst_p99']:.2f} ms; after a pause"
                f" p50 {row['paused_p50']:.2f} ms (load {os.getloadavg()[0]:.2f})",
                flush=True,
            )
        if args.quiet:
            await after_quiet(herald_fake, tables, args.quiet)
    finally:
        await herald.close()
        await mini.close()
        await herald_fake.close()
        await mini_fake.close()
        if server is not None:
            server.stop()
        shutil.rmtree(work, ignore_errors=True)  # its database and rules index (13 MB)
    med = {k: statistics.median(r[k] for r in rows) for k in rows[0]}
    store = args.db.split("://")[0] if args.db else "sqlite"
    print(
        f"median of {args.runs} runs ({store}; {args.rolls} rolls per bot, {args.commands}"
        f" game commands one at a time, {args.rounds} rounds of {CHANNELS} at once,"
        f" {args.paused} after a {PAUSE} s pause per run)"
    )
    print(
        f"a game command after a pause: p50 {med['paused_p50']:.2f} ms,"
        f" slowest {med['paused_p99']:.2f} ms"
    )
    print(
        f"bot CPU per /roll: Herald {med['roll_cpu']:.3f} ms, the small bot"
        f" {med['mini_cpu']:.3f} ms; per game command one at a time {med['game_cpu']:.3f} ms"
        f" (the fake Discord's, in this process: {med['fake_cpu']:.3f} ms)"
    )
    goals = [
        ("/roll p50 <= 1.15x the small bot's", med["ratio"] <= 1.15, f"{med['ratio']:.2f}x"),
        ("game command p50 <= 2 ms", med["game_p50"] <= 2, f"{med['game_p50']:.2f} ms"),
        ("game command p99 <= 10 ms", med["game_p99"] <= 10, f"{med['game_p99']:.2f} ms"),
        (f"{CHANNELS} at once p99 <= 50 ms", med["burst_p99"] <= 50, f"{med['burst_p99']:.2f} ms"),
    ]
    for what, met, got in goals:
        print(f"{what}: {got}, {'met' if met else 'NOT met'}")
    return 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rolls", type=int, default=300, help="/roll per bot per run")
    ap.add_argument("--commands", type=int, default=300, help="game commands one at a time")
    ap.add_argument("--rounds", type=int, default=15, help="rounds of 20 game commands at once")
    ap.add_argument("--paused", type=int, default=6, help=f"game commands after a {PAUSE} s pause")
    ap.add_argument(
        "--quiet",
        type=float,
        default=0,
        metavar="S",
        help="after the runs, 3 game commands each after S s of quiet (20: past aiohttp's"
        " default keep-alive of 15 s), and whether each came on a new connection",
    )
    ap.add_argument("--db", help="postgresql://... (emptied!) or pgserver; default SQLite")
    ap.add_argument(
        "--profile",
        type=Path,
        metavar="DIR",
        help="cProfile both bots during the runs' rolls (bench/profiled.py): DIR/herald.prof,"
        " DIR/minibot.prof (the profiler slows them: no figure of such a run counts)",
    )
    raise SystemExit(asyncio.run(main(ap.parse_args())))
