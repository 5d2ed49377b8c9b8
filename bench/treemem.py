"""Run a command and, every 0.5 s, sum the PSS (proportional set size: a page shared by
n processes counts 1/n in each) of it and all its descendants; write every sample, with
each process's share, to OUT.json and print the peak, the median and what made the
peak. Linux only (it reads /proc).

    python3 bench/treemem.py OUT.json python3 -m pytest -q -p no:cacheprovider

Each process is named by what it runs (pytest, an xdist worker, a bot, postgres, ...).
With ``HERALD_MEMLOG=DIR`` in the environment the suite's conftest writes, for each
test file, when a worker started and ended it and its memory then; give DIR as a third
argument before the command (``treemem.py OUT.json --memlog DIR cmd...``) and the peak
is printed with the file each worker was running.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path


def children() -> dict[int, list[int]]:
    kids: dict[int, list[int]] = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                stat = Path(f"/proc/{d}/stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            kids.setdefault(ppid, []).append(int(d))
    return kids


def tree(root: int) -> list[int]:
    kids, out, todo = children(), [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(kids.get(pid, []))
    return out


def label(pid: int) -> str:
    try:
        cmd = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return "?"
    cmd = [c for c in cmd if c]
    text = " ".join(cmd)
    if not cmd:
        return "?"
    if "pytest-xdist" in text or "-c" in cmd and "sys.stdin" in text:
        return "worker"  # execnet's command line, or the title xdist gives it
    if "postgres" in cmd[0]:
        return "postgres"
    if "pytest" in text:
        return "pytest"
    if cmd[1:3] == ["-m", "bot"]:
        return "bot " + " ".join(cmd[3:5])
    return " ".join(c.rsplit("/", 1)[-1] for c in cmd[:3])[:70]


def memory(pid: int) -> tuple[int, float] | None:
    """(PSS in MB, CPU seconds) of one process, None once it is gone."""
    try:
        rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    pss = next((int(ln.split()[1]) for ln in rollup.splitlines() if ln.startswith("Pss:")), 0)
    return pss >> 10, (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")


def file_at(memlog: Path, wall: float) -> dict[str, str]:
    """The file each worker was running at ``wall`` (from the conftest's lines)."""
    now: dict[str, str] = {}
    for log in sorted(memlog.glob("*.log")):
        for line in log.read_text().splitlines():
            t, worker, event, module = line.split("\t")[:4]
            if float(t) <= wall:
                now[worker] = module if event == "start" else "(between files)"
    return now


def main() -> int:
    out, args = sys.argv[1], sys.argv[2:]
    memlog = None
    if args[:1] == ["--memlog"]:
        memlog, args = Path(args[1]), args[2:]
    child = subprocess.Popen(args)
    samples = []
    t0 = time.time()
    while child.poll() is None:
        parts = []
        for pid in tree(child.pid):
            m = memory(pid)
            if m:
                parts.append([pid, label(pid), m[0], round(m[1], 1)])
        now = time.time()
        samples.append(
            {"t": round(now - t0, 1), "wall": now, "pss": sum(p[2] for p in parts), "procs": parts}
        )
        time.sleep(0.5)
    if not samples:
        return child.returncode
    peak = max(samples, key=lambda s: s["pss"])
    pss = sorted(s["pss"] for s in samples)
    result = {
        "peak_pss_mb": peak["pss"],
        "median_pss_mb": pss[len(pss) // 2],
        "largest_process_mb": max(p[2] for s in samples for p in s["procs"]),
        "peak_sample": peak,
        "samples": samples,
    }
    Path(out).write_text(json.dumps(result))
    print(
        f"TREE PEAK PSS {peak['pss']} MB at {peak['t']} s; median {result['median_pss_mb']} MB;"
        f" largest process {result['largest_process_mb']} MB",
        file=sys.stderr,
    )
    for _pid, name, mb, _cpu in sorted(peak["procs"], key=lambda p: -p[2]):
        if mb:
            print(f"  {mb:5d} MB  {name}", file=sys.stderr)
    if memlog:
        for worker, module in sorted(file_at(memlog, peak["wall"]).items()):
            print(f"  {worker} was running {module}", file=sys.stderr)
    return child.returncode


if __name__ == "__main__":
    sys.exit(main())
