"""The dense tier's fusion, measured in one process for several settings (issue 21):
each dev set's index is built once and every question asked as lookup_quality.py
asks it (its channel as written, and outside any channel), under each setting.

    python bench/lookup_dense.py --set dev3 --set dev4 ... [--var off --var K=5,WEIGHT=0.7]

A setting is ``off`` (the lexical lookup) or ``NAME=value,...`` of bot/engine/rules/
dense.py's constants. Prints hit@1/hit@3 in the channel (own) and outside (none), and
singles (alone/right), per set and summed. Vectors are cached in $HERALD_DENSE_CACHE
(default: a file under the temporary folder).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault(
    "HERALD_DENSE_CACHE", str(Path(tempfile.gettempdir()) / "herald-dense-vectors.pkl")
)

from bench.lookup_quality import DEV_SCOPE, dev_indexes, rank_of  # noqa: E402
from bot.engine.rules import dense  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402


def setting(spec: str) -> dict[str, float]:
    if spec == "off":
        return {}
    out = {}
    for part in spec.split(","):
        k, v = part.split("=")
        out[k.strip()] = float(v)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", required=True)
    ap.add_argument("--var", action="append", default=None)
    args = ap.parse_args()
    specs = args.var or ["off", "on"]
    base = {k: getattr(dense, k) for k in ("WEIGHT", "DEPTH")}
    on = dense.embedder()
    tot: dict[str, list[int]] = {s: [0] * 8 for s in specs}
    for name, idx, qs in dev_indexes(ap, args.set):
        for spec in specs:
            vals = setting(spec) if spec != "on" else {}
            for k, v in base.items():
                setattr(dense, k, type(v)(vals.get(k, v)))
            dense.use(None if spec == "off" else on)
            t = [0] * 8  # own n h1 h3, none n h1 h3, alone, alone wrong
            for q in qs:
                if q.get("absent"):
                    continue
                for where in (q["game"], None):
                    ms = ask(idx, q["q"], scope=DEV_SCOPE, where=Where(home=where), limit=10)
                    r = rank_of(ms, q["game"], q["expect"])
                    o = 0 if where else 3
                    t[o] += 1
                    t[o + 1] += r == 1
                    t[o + 2] += r is not None and r <= 3
                    t[6] += ms.confident
                    t[7] += ms.confident and r != 1
            print(
                f"{name:6s} {spec:28s} own {t[1]:4d}/{t[2]:4d} of {t[0]:4d}  "
                f"none {t[4]:4d}/{t[5]:4d} of {t[3]:4d}  alone {t[6]} wrong {t[7]}",
                flush=True,
            )
            tot[spec] = [a + b for a, b in zip(tot[spec], t, strict=True)]
        dense.use(on)  # the next set's index is built with its vectors
    for spec, t in tot.items():
        print(
            f"ALL    {spec:28s} own {t[1]:4d}/{t[2]:4d} of {t[0]:4d}  "
            f"none {t[4]:4d}/{t[5]:4d} of {t[3]:4d}  alone {t[6]} wrong {t[7]}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
