"""The rules index is frozen out of the collector's reach once built; what died since
an earlier build must still be freed (a frozen object is never collected)."""

import gc
import shutil
import weakref
from pathlib import Path

from bot.knowledge_files import build_rules_index

ROOT = Path(__file__).resolve().parents[3]


class Owner:
    """Something holding an index, in a reference cycle: only the collector frees it."""


def test_what_held_an_older_index_is_freed_once_dropped(tmp_path):
    # a knowledge folder of one shipped game's summary: the freeze is what is tested,
    # the same for an index of any size (two of the whole shipped knowledge, built and
    # loaded beside the worker's own, made the suite's memory peak)
    knowledge = tmp_path / "knowledge"
    shutil.copytree(
        ROOT / "knowledge" / "summaries" / "lancaster", knowledge / "summaries" / "lancaster"
    )
    owner = Owner()
    owner.me = owner  # type: ignore[attr-defined]
    owner.index = build_rules_index(knowledge, cache_dir=tmp_path)  # type: ignore[attr-defined]
    gone = weakref.ref(owner)
    del owner
    rebuilt = build_rules_index(knowledge, cache_dir=tmp_path)
    gc.collect()
    assert gone() is None, "the dropped owner (and its index) is still in memory"
    assert rebuilt.summaries  # the new index is whole
    assert rebuilt.search("knight placement")[0].section.game == "lancaster"
