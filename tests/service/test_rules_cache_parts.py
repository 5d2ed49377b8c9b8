"""A part-written rules cache file left by a process that ended mid-write is removed by
the next write of the cache once it is clearly nobody's current write; a recent one
(another process writing right now) is left alone."""

from __future__ import annotations

import os
import time

from bot.cache_files import STALE_PART_SECONDS
from bot.engine.rules.index import RulesIndex
from bot.knowledge_files import cached_index


def test_a_stale_part_written_cache_file_is_removed_and_a_fresh_one_kept(tmp_path):
    stale = tmp_path / "rules-index-aaaa.tmp4242"
    fresh = tmp_path / "rules-index-bbbb.tmp4343"
    other = tmp_path / "notes.tmp1"  # not the cache's: never touched
    for p in (stale, fresh, other):
        p.write_bytes(b"\x80 half a pickle")
    old = time.time() - STALE_PART_SECONDS - 60
    os.utime(stale, (old, old))
    os.utime(other, (old, old))

    idx = cached_index(tmp_path, "k" * 24, RulesIndex.build)

    assert idx.sections == []
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "notes.tmp1",
        "rules-index-bbbb.tmp4343",
        f"rules-index-{'k' * 24}.pickle",
    ]
