"""The rules index is frozen out of the collector's reach once built; what died since
an earlier build must still be freed (a frozen object is never collected)."""

import gc
import weakref
from pathlib import Path

from bot.knowledge_files import build_rules_index

ROOT = Path(__file__).resolve().parents[3]


class Owner:
    """Something holding an index, in a reference cycle: only the collector frees it."""


def test_what_held_an_older_index_is_freed_once_dropped(tmp_path):
    owner = Owner()
    owner.me = owner  # type: ignore[attr-defined]
    owner.index = build_rules_index(ROOT / "knowledge", cache_dir=tmp_path)  # type: ignore[attr-defined]
    gone = weakref.ref(owner)
    del owner
    rebuilt = build_rules_index(ROOT / "knowledge", cache_dir=tmp_path)
    gc.collect()
    assert gone() is None, "the dropped owner (and its index) is still in memory"
    assert rebuilt.summaries  # the new index is whole
