"""Run a Python program with cProfile switched on and off by signals, so that a
benchmark profiles only the stretch it measures (``bench/roundtrip.py --profile``).

    python bench/profiled.py OUT.prof -m bot run
    python bench/profiled.py OUT.prof bench/minibot.py

SIGUSR1 starts profiling the main thread (the event loop's), SIGUSR2 stops it and
writes the statistics to ``OUT.prof`` (``python -m pstats OUT.prof``), and the garbage
collections of the stretch (count and seconds per generation, every thread's) to
``OUT.gc.json``. Another pair adds to the same statistics.
"""

from __future__ import annotations

import cProfile
import gc
import json
import runpy
import signal
import sys
import time

out, target = sys.argv[1], sys.argv[2:]
# CPU time of the profiled thread, not the wall clock: on a busy machine a process is
# often waiting for a core, and the wall clock would charge that to whatever it was doing
profile = cProfile.Profile(time.thread_time)
collections = {"on": False, "started": 0.0, "count": [0, 0, 0], "seconds": [0.0, 0.0, 0.0]}


def _collection(phase: str, info: dict) -> None:
    if not collections["on"]:
        return
    if phase == "start":
        collections["started"] = time.thread_time()
    else:
        collections["count"][info["generation"]] += 1
        collections["seconds"][info["generation"]] += time.thread_time() - collections["started"]


def _start(signum: int, frame: object) -> None:
    collections["on"] = True
    profile.enable()


def _stop(signum: int, frame: object) -> None:
    profile.disable()
    collections["on"] = False
    profile.dump_stats(out)
    with open(out + ".gc.json", "w") as fh:
        json.dump({k: collections[k] for k in ("count", "seconds")}, fh)


gc.callbacks.append(_collection)

signal.signal(signal.SIGUSR1, _start)
signal.signal(signal.SIGUSR2, _stop)
if target[0] == "-m":
    sys.argv = [target[1], *target[2:]]
    runpy.run_module(target[1], run_name="__main__", alter_sys=True)
else:
    sys.argv = target
    runpy.run_path(target[0], run_name="__main__")
