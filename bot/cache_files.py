"""Cache files written whole or not at all.

The persisted rules indexes (the shipped knowledge's and each server's) and the parsed
message catalogs are caches: losing one costs a rebuild, but a half-written one must
never be read. They share one way of writing: into a part file beside the cache, then
``os.replace`` (a reader sees the old file or the new one, never part of one); then the
cache's older versions go, and part files a killed process left behind go once they
are clearly nobody's current write.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
from pathlib import Path

# a part-written cache file older than this is nobody's current write (a build's
# write takes seconds at most): the next write of the cache removes it
STALE_PART_SECONDS = 600.0


def part_glob(family: str) -> str:
    """The names of a cache family's part files: ``rules-index-*.pickle`` ->
    ``rules-index-*.tmp*``."""
    return f"{Path(family).stem}.tmp*"


def write_whole(path: Path, data: bytes, *, family: str | None = None) -> None:
    """Write ``data`` as ``path``, whole or not at all.

    ``family`` is a glob, in ``path``'s folder, of the names of the same cache's other
    versions (``rules-index-*.pickle``): once ``path`` is in place they are removed,
    and so are the family's part files older than :data:`STALE_PART_SECONDS`.
    Raises :class:`OSError` when the folder cannot be written (the part file is then
    removed); a failure to tidy up afterwards is not an error.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    # one part file per process and thread: two writers never share one
    part = path.with_suffix(f".tmp{os.getpid()}-{threading.get_ident()}")
    try:
        part.write_bytes(data)
        os.replace(part, path)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    if family is None:
        family = path.name
    folder = path.parent
    with contextlib.suppress(OSError):
        for old in folder.glob(family):
            if old != path:
                old.unlink(missing_ok=True)
        now = time.time()
        for stale in folder.glob(part_glob(family)):
            with contextlib.suppress(OSError):
                if now - stale.stat().st_mtime > STALE_PART_SECONDS:
                    stale.unlink()
