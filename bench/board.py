"""Board picture: render time per game (p50, p95) and PNG size, for the shipped games
at positions played in the console, in English, Japanese and Italian
(tests/board/samples.py), and the time a move spends on its picture before the commit
(the view read as a scene, saved with the dashboard: ``scene``).

    python3 bench/board.py [--runs 100]

Each render is the whole path a dashboard's delivery takes per game version, on the
bot's worker thread: plan, draw, PNG. The first render of a process also loads the
font (reported apart). Goals (issue 24): p95 under 150 ms per picture, under 300 KB.
A /game board round trip through the bot: bench/board_roundtrip.py.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.board import MAX_BYTES, picture, plan  # noqa: E402
from bot.board.draw import image, png  # noqa: E402
from bot.service import board  # noqa: E402
from tests.board.samples import GAMES, LOCALES, _played, layout, scene  # noqa: E402


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:6.1f}"


def _scene_time(game: str, runs: int) -> float:
    """The median time of a move's picture before its commit: the view, read as a scene
    in the table's language, with the layout, as the outbox saves it."""
    svc, d, g = _played()[game]
    table, prompt = svc.view(g, d)
    family = svc.families[d.family]
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        view = family.view(d, g["state"], table)
        board.picture(d, view, version=1, seats=table.names, up=prompt.up, locale="ja", title=game)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=100, help="renders per game and language")
    args = ap.parse_args()
    for game in GAMES:  # the positions, played before anything is timed
        for loc in LOCALES:
            scene(game, loc)
    t0 = time.perf_counter()
    picture(layout("pendragon"), scene("pendragon", "ja"))
    print(f"first render (font loaded): {_ms(time.perf_counter() - t0)} ms")
    print(
        f"{'game':<20} {'p50 ms':>7} {'p95 ms':>7} {'max ms':>7}  {'plan/draw/png ms (p50)':>24}"
        f"  {'scene ms':>8}  size KB (en/ja/it)"
    )
    worst = 0.0
    for game in GAMES:
        totals: list[float] = []
        parts: list[tuple[float, float, float]] = []
        sizes = []
        for loc in LOCALES:
            lay, sc = layout(game), scene(game, loc)
            sizes.append(len(picture(lay, sc).png))
            for _ in range(args.runs):
                a = time.perf_counter()
                p = plan(lay, sc)
                b = time.perf_counter()
                img = image(p)
                c = time.perf_counter()
                png(img)
                d = time.perf_counter()
                totals.append(d - a)
                parts.append((b - a, c - b, d - c))
        q = statistics.quantiles(totals, n=20)
        worst = max(worst, q[18])
        split = "/".join(_ms(statistics.median(x[i] for x in parts)).strip() for i in range(3))
        kb = "/".join(f"{s / 1000:.0f}" for s in sizes)
        print(
            f"{game:<20} {_ms(statistics.median(totals))} {_ms(q[18])} {_ms(max(totals))}"
            f"  {split:>24}  {_ms(_scene_time(game, args.runs)):>8}  {kb}"
        )
        assert max(sizes) < MAX_BYTES, f"{game}: {max(sizes)} bytes"
    print(f"worst p95: {_ms(worst).strip()} ms (goal < 150)")


if __name__ == "__main__":
    main()
