"""Dice throughput: Herald's wrapper against calling d20 directly.

    python bench/dice.py [--seconds 0.5] [--rounds 5]

For each typical expression: rolls per second (median of rounds) and the p99 latency of
one roll, for ``d20.roll(expr)`` (module random, its own parse cache) and for
``bot.engine.dice.roll(expr, rng)`` with a seeded ``random.Random`` (the same generator
as d20's) and with ``random.SystemRandom`` (production). Goal: Herald >= 0.8 x raw d20.
Then the new notations (issue 11: Roll20, Dice Maiden, advantage words), each against
the d20 expression with the same dice rolled by Herald, so the ratio is the cost of the
notation layer and of the extra work (counting successes, Fate faces, compounding); and
the cost of reading a new expression the first time (parse caches bypassed). Then the
worst accepted inputs (goal: p99 under 50 ms).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import d20  # noqa: E402

from bot.engine import dice  # noqa: E402

TYPICAL = ["1d20+5", "4d6kh3", "8d6", "2d20kl1+3", "10d10e10"]
# (new notation, the d20 expression with the same dice)
NEW = [
    ("3d6!", "3d6e6"),
    ("10d6>4", "10d6"),
    ("5d10 t8 f1", "5d10"),
    ("4dF", "4d3"),
    ("1d%", "1d100"),
    ("1d20+5 adv", "2d20kh1+5"),
    ("5d6!!", "5d6e6"),
    ("3d10 k2", "3d10kh2"),
]
WORST = [
    "1000d6",  # the dice cap in one go, breakdown shortened
    "999d10000e>9999",  # explosions up to the budget
    "4#250d6",  # several results sharing the budget
    "(" * 20 + "+".join(["1d100"] * 24) + ")" * 20,  # deepest nesting allowed
    "+".join(["1d4"] * 101),  # the most terms allowed
    "1d6rr>0",  # a reroll loop: refused by the budget after 1,000 dice
    "1d6!>1",  # explodes on every face: refused after 100 explosions
    "999d6!>2",  # explosions up to the budget
    "4#250d10>5f1",  # success pools at the dice cap
    "x" * 500,  # garbage at the length cap
]


def measure(fn, seconds: float) -> tuple[float, list[float]]:
    times = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return len(times) / sum(times), times


def p99(times: list[float]) -> float:
    s = sorted(times)
    return s[min(len(s) - 1, int(len(s) * 0.99))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=0.5)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args(argv)
    seeded = random.Random(1)
    system = random.SystemRandom()

    def safe(expr, rng):
        def run():
            try:
                dice.roll(expr, rng)
            except dice.DiceError:
                pass

        return run

    print("d20 = str(d20.roll(expr)) and .total (what a bot shows); d20-bare = d20.roll only;")
    print(
        "herald = bot.engine.dice.roll(expr, random.Random) incl. limits and breakdown; +sys = SystemRandom"
    )
    print("rounds interleave the contenders so machine load hits them alike\n")
    print(
        f"{'expression':<12} {'d20-bare/s':>10} {'d20/s':>9} {'herald/s':>9} {'ratio':>6} {'+sys/s':>8} "
        f"{'ratio':>6} {'p99 d20':>9} {'p99 herald':>10}"
    )
    ratios = []

    def shown(expr):
        r = d20.roll(expr)
        return str(r), r.total

    for expr in TYPICAL:
        contenders = {
            "bare": lambda expr=expr: d20.roll(expr),
            "d20": lambda expr=expr: shown(expr),
            "herald": lambda expr=expr: dice.roll(expr, seeded),
            "sys": lambda expr=expr: dice.roll(expr, system),
        }
        rates = {k: [] for k in contenders}
        times = {k: [] for k in contenders}
        for _ in range(args.rounds):
            for k, fn in contenders.items():
                rate, ts = measure(fn, args.seconds / 2)
                rates[k].append(rate)
                times[k].extend(ts)
        med = {k: statistics.median(v) for k, v in rates.items()}
        ratio = med["herald"] / med["d20"]
        ratios.append(ratio)
        print(
            f"{expr:<12} {med['bare']:>10,.0f} {med['d20']:>9,.0f} {med['herald']:>9,.0f} {ratio:>6.2f} "
            f"{med['sys']:>8,.0f} {med['sys'] / med['d20']:>6.2f} {p99(times['d20']) * 1e6:>7.0f}us "
            f"{p99(times['herald']) * 1e6:>8.0f}us"
        )
    print(
        f"median ratio herald/d20 (same generator, both showing the breakdown): "
        f"{statistics.median(ratios):.2f}  (goal >= 0.80)"
    )
    print()
    print(f"{'new notation':<12} {'herald/s':>9} {'as d20':<10} {'herald/s':>9} {'ratio':>6}")
    for new, old in NEW:
        rates_new, rates_old = [], []
        for _ in range(args.rounds):
            rates_new.append(measure(lambda new=new: dice.roll(new, seeded), args.seconds / 2)[0])
            rates_old.append(measure(lambda old=old: dice.roll(old, seeded), args.seconds / 2)[0])
        a, b = statistics.median(rates_new), statistics.median(rates_old)
        print(f"{new:<12} {a:>9,.0f} {old:<10} {b:>9,.0f} {a / b:>6.2f}")
    print()
    print(
        "first reading of an expression (caches bypassed): d20.parse vs Herald's translate+parse+checks"
    )
    for new, old in NEW[:4] + [("1d20+5", "1d20+5"), ("4d6kh3", "4d6kh3")]:
        d20_t = measure(lambda old=old: d20.diceast.parser.parse(old, start="expr"), args.seconds)[
            1
        ]
        her_t = measure(lambda new=new: dice._compile.__wrapped__(new), args.seconds)[1]
        print(
            f"{new:<12} d20 {statistics.median(d20_t) * 1e6:>7.0f}us  herald "
            f"{statistics.median(her_t) * 1e6:>7.0f}us"
        )
    print()
    print(f"{'worst accepted input':<44} {'median':>9} {'p99':>9}  result")
    worst_p99 = 0.0
    for expr in WORST:
        _, times = measure(safe(expr, system), args.seconds * 2)
        try:
            dice.roll(expr, seeded)
            what = "rolled"
        except dice.DiceError as e:
            what = f"refused ({e.key})"
        worst_p99 = max(worst_p99, p99(times))
        label = expr if len(expr) <= 40 else expr[:37] + "..."
        print(
            f"{label:<44} {statistics.median(times) * 1e3:>7.2f}ms {p99(times) * 1e3:>7.2f}ms  {what}"
        )
    print(f"worst p99: {worst_p99 * 1e3:.2f} ms  (goal < 50 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
