"""Recount the sections of the heldout4 summaries and fail on a duplicate heading.

Run from bench/heldout4: python3 check_headings.py
Sections are the ##, ### and #### headings (the # title is not one), outside code fences.
"""

import glob
import re
import sys
import tomllib

failed = False
for path in sorted(glob.glob("summaries/*/*.md")):
    text = open(path, encoding="utf-8").read()
    _, front, body = text.split("+++", 2)
    meta = tomllib.loads(front)
    headings, titles, fence = [], 0, False
    for line in body.splitlines():
        if line.startswith("```"):
            fence = not fence
        if fence:
            continue
        m = re.match(r"^(#{1,6}) (.+?)\s*$", line)
        if m:
            if len(m.group(1)) == 1:
                titles += 1
            else:
                headings.append(m.group(2))
    dups = sorted({h for h in headings if headings.count(h) > 1})
    print(f"{path}\t{meta['game']}\t{meta['language']}\ttitles={titles}\tsections={len(headings)}")
    if dups or titles != 1:
        failed = True
        print(f"  duplicate headings: {dups}" if dups else "  expected one # title")
sys.exit(1 if failed else 0)
