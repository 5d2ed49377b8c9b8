"""Cache files are written whole or not at all, their older versions and abandoned
part files go, and nothing outside the cache's own family is touched."""

from __future__ import annotations

import os
import threading
import time

import pytest

from bot.cache_files import STALE_PART_SECONDS, part_glob, write_whole


def _age(path, seconds):
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_the_new_version_replaces_the_family_and_abandoned_parts_go(tmp_path):
    (tmp_path / "cat-ja-old.pickle").write_bytes(b"old")
    (tmp_path / "cat-it-other.pickle").write_bytes(b"another family")
    stale = tmp_path / "cat-ja-x.tmp1-2"
    fresh = tmp_path / "cat-ja-y.tmp3-4"  # another process writing right now
    for p in (stale, fresh):
        p.write_bytes(b"half")
    _age(stale, STALE_PART_SECONDS + 60)

    write_whole(tmp_path / "cat-ja-new.pickle", b"new", family="cat-ja-*.pickle")

    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "cat-it-other.pickle",
        "cat-ja-new.pickle",
        "cat-ja-y.tmp3-4",
    ]
    assert (tmp_path / "cat-ja-new.pickle").read_bytes() == b"new"


def test_without_a_family_only_the_file_own_abandoned_parts_go(tmp_path):
    mine = tmp_path / "guild-12.tmp99"
    neighbour = tmp_path / "guild-123.tmp99"
    for p in (mine, neighbour):
        p.write_bytes(b"half")
        _age(p, STALE_PART_SECONDS + 60)

    write_whole(tmp_path / "guild-12.index", b"v2")

    assert sorted(p.name for p in tmp_path.iterdir()) == ["guild-12.index", "guild-123.tmp99"]
    assert part_glob("guild-12.index") == "guild-12.tmp*"


def test_a_failed_write_keeps_the_old_file_and_leaves_no_part(tmp_path, monkeypatch):
    target = tmp_path / "guild-7.index"
    target.write_bytes(b"old")

    def refuse(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="disk full"):
        write_whole(target, b"new")

    assert [p.name for p in tmp_path.iterdir()] == ["guild-7.index"]
    assert target.read_bytes() == b"old"


def test_two_threads_writing_at_once_never_leave_a_mixed_file(tmp_path):
    target = tmp_path / "guild-1.index"
    blobs = [bytes([n]) * 200_000 for n in range(8)]
    threads = [threading.Thread(target=write_whole, args=(target, b)) for b in blobs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    assert target.read_bytes() in blobs
    assert [p.name for p in tmp_path.iterdir()] == ["guild-1.index"]
