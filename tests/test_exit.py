"""``herald run`` ends once the bot has closed cleanly, without waiting for a worker
thread nothing needs any more (a rules index build started just before SIGTERM would
otherwise hold the exit for as long as the build takes)."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# a process whose main thread closed while a worker thread still has ten minutes of
# work: what run_bot's last step is given after a clean close
SCRIPT = """
import logging, sys, threading, time
logging.basicConfig(level=logging.INFO)
from bot.adapters.discord.app import leave
threading.Thread(target=time.sleep, args=(600,), name="rules_0").start()
print("closed", flush=True)
sys.exit(leave(0))
"""


def test_the_process_ends_without_waiting_for_a_busy_worker_thread():
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,  # without leave(), Python joins the thread: 600 s, and this fails
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == "closed\n"
    assert "leaving without waiting for 1 worker thread(s)" in done.stderr


def test_leave_only_ends_the_process_from_its_main_thread():
    """Called from another thread (not a process's entry point: a test, an embedding
    program), it hands the code back and the process goes on."""
    from bot.adapters.discord.app import leave

    got: list[int] = []
    t = threading.Thread(target=lambda: got.append(leave(3)))
    t.start()
    t.join(30)
    assert got == [3]
