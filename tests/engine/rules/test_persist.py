"""The built index persisted and loaded again: same answers, rebuilt when its
inputs change or its file is damaged."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.rules.index import RulesIndex
from bot.knowledge_files import build_rules_index

ROOT = Path(__file__).resolve().parents[3]
QUERIES = ["shield wall", "シールドウォール", "kishi no haichi", "corruzione", "march"]


def _answers(idx: RulesIndex) -> list:
    return [[(m.section.id, m.score) for m in idx.search(q)] for q in QUERIES]


@pytest.fixture(scope="module")
def rebuilt(tmp_path_factory) -> tuple[RulesIndex, Path]:
    """The shipped knowledge's index built where the cache file was damaged, and the
    folder of the file that build wrote: one build for the module's two tests that
    need a real build (a build is some 3 s)."""
    import shutil

    from tests.conftest import SHIPPED_CACHE, shipped_index

    folder = tmp_path_factory.mktemp("rebuilt")
    name = f"rules-index-{shipped_index().content_key[:24]}.pickle"
    shutil.copyfile(SHIPPED_CACHE / name, folder / name)
    (folder / name).write_bytes(b"not a pickle at all")
    return build_rules_index(ROOT / "knowledge", cache_dir=folder), folder


def test_loaded_index_answers_like_the_built_one(rebuilt):
    built, folder = rebuilt
    (cache,) = folder.glob("rules-index-*.pickle")
    loaded = build_rules_index(ROOT / "knowledge", cache_dir=folder)
    assert loaded is not built and _answers(loaded) == _answers(built)
    # a loaded index still grows and shrinks in place
    loaded.add("## Storms\nShips lose a crate.", scope=5, source_id="h.md", game="harbour")
    assert loaded.search("storms", scope=5)[0].section.game == "harbour"
    assert loaded.remove("h.md", 5)
    assert list(folder.glob("rules-index-*.pickle")) == [cache]


def test_new_inputs_make_a_new_cache_file(shipped_rules_cache):
    # the folder holds the file a build of the shipped knowledge leaves there
    (old,) = shipped_rules_cache.glob("rules-index-*.pickle")
    extra = [{"name": "x.md", "text": "## Zeppelins\nfly", "game": "air", "scope": 3}]
    idx = build_rules_index(ROOT / "knowledge", extra=extra, cache_dir=shipped_rules_cache)
    assert idx.search("zeppelins", scope=3)[0].section.title == "Zeppelins"
    (new,) = shipped_rules_cache.glob("rules-index-*.pickle")  # the old one removed
    assert new != old


def test_a_damaged_cache_file_is_rebuilt(rebuilt):
    idx, folder = rebuilt
    (cache,) = folder.glob("rules-index-*.pickle")
    assert idx.search("shield wall")[0].section.title == "シールド・ウォール"
    assert RulesIndex.loads(cache.read_bytes()).search("shield wall")


def test_loads_refuses_foreign_bytes():
    import pickle

    with pytest.raises(ValueError):
        RulesIndex.loads(pickle.dumps((999, RulesIndex())))
    with pytest.raises(ValueError):
        RulesIndex.loads(b"\x00garbage")
