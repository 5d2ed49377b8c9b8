"""Count the sections of each summary in bench/dev8 and check that headings are unique."""

import collections
import glob
import os
import re
import sys
import tomllib

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "summaries")
bad = 0
for f in sorted(glob.glob(os.path.join(here, "*", "*.md"))):
    text = open(f, encoding="utf-8").read()
    _, front, body = text.split("+++", 2)
    meta = tomllib.loads(front)
    heads = [ln for ln in body.splitlines() if re.match(r"^#{1,6} ", ln)]
    titles = [h for h in heads if h.startswith("# ")]
    secs = [re.sub(r"^#+ ", "", h) for h in heads if re.match(r"^#{2,4} ", h)]
    dups = [k for k, v in collections.Counter(secs).items() if v > 1]
    ok = len(titles) == 1 and not dups and 25 <= len(secs) <= 40
    bad += not ok
    print(
        f"{os.path.relpath(f, here)}\t{meta['language']}\t{len(secs)} sections"
        + ("" if ok else f"\tPROBLEM titles={len(titles)} dups={dups}")
    )
sys.exit(1 if bad else 0)
