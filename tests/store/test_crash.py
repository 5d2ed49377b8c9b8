"""A burst of commands from several channels into the real ``herald console``
process, killed with SIGKILL mid-burst and restarted: every acknowledged command is
in the state and the log, the database is intact, nothing is half-written."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from collections import Counter
from pathlib import Path

from bot.adapters.cli.console import HOME, stable_id
from bot.store import Store

ROOT = Path(__file__).resolve().parents[2]
CHANNELS = 6
ROUNDS = 400
KILL_AFTER = 600  # acknowledged messages before the kill


def script() -> list[str]:
    lines = []
    for c in range(CHANNELS):
        lines += [f"#ch{c}", f"gm{c}: /game start game:pendragon"]
    for r in range(ROUNDS):
        for c in range(CHANNELS):
            verb = "join seat:Saxons" if r % 2 == 0 else "leave"
            lines += [f"#ch{c}", f"p{c}: /game {verb}"]
    return lines


def start(db: Path) -> subprocess.Popen:
    env = dict(os.environ, HERALD_DB=str(db))
    env.pop("DISCORD_TOKEN", None)
    return subprocess.Popen(
        [sys.executable, "-m", "bot", "console", "--json"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        bufsize=1,
    )


def test_sigkill_mid_burst_loses_no_acknowledged_command(tmp_path):
    db = tmp_path / "crash.db"
    proc = start(db)
    feeder = threading.Thread(target=lambda: _feed(proc, script()), daemon=True)
    feeder.start()
    acked: Counter = Counter()  # channel -> acknowledged join/leave announcements
    seen = 0
    for line in proc.stdout:
        msg = json.loads(line)
        if msg["kind"] == "announce" and msg["content"].split("\n")[0].endswith(
            ("takes the seat Saxons.", "leaves the seat Saxons.")
        ):
            acked[msg["channel"]] += 1
        seen += 1
        if seen >= KILL_AFTER:
            proc.send_signal(signal.SIGKILL)
            break
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    assert sum(acked.values()) > 100  # really mid-burst, with work done

    store = Store.open(db)
    assert store.integrity_check() == "ok"
    for c in range(CHANNELS):
        loaded = store.load(stable_id("channel", HOME, f"ch{c}"))  # the console's ids
        assert loaded is not None, f"ch{c} lost its game"
        kinds = [e["kind"] for e in store.events(loaded.game_id, limit=10_000)]
        moves = [k for k in kinds if k in ("PlayerJoined", "PlayerLeft")]
        assert len(moves) >= acked[f"ch{c}"], (
            f"ch{c}: acknowledged {acked[f'ch{c}']}, stored {len(moves)}"
        )
        # nothing half-written: one version per saved command, state agrees with the log
        assert loaded.version == 1 + len(moves)
        seated = dict(loaded.game["seats"]).get("Saxons") is not None
        assert seated == (bool(moves) and moves[-1] == "PlayerJoined")
    store.close()

    # restarted, the same database serves on
    proc2 = subprocess.run(
        [sys.executable, "-m", "bot", "console", "--json"],
        cwd=ROOT,
        text=True,
        input="#ch0\ngm0: /game status\n",
        capture_output=True,
        timeout=60,
        env={**os.environ, "HERALD_DB": str(db), "DISCORD_TOKEN": ""},
    )
    status = [json.loads(x) for x in proc2.stdout.splitlines()]
    assert status and status[-1]["content"].startswith("Pendragon")


def _feed(proc, lines):
    try:
        for line in lines:
            proc.stdin.write(line + "\n")
        proc.stdin.close()
    except (BrokenPipeError, OSError, ValueError):
        pass
