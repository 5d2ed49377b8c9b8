"""The suite's own set-up (tests/conftest.py): how its files are shared between the
two pytest-xdist workers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


def test_a_files_tests_run_on_one_worker(request):
    """The conftest marks each file as one xdist group; xdist reads the marks in its own
    collection hook, so the conftest's must run first. When it ran after, the marks
    were ignored, the tests of a file (and the end-to-end files, whose bots are some
    200 MB each) were dealt to both workers, and both ran bots at once."""
    if not os.environ.get("PYTEST_XDIST_WORKER") or not request.config.getvalue("loadgroup"):
        pytest.skip("the groups exist on xdist's workers (-n 2, --dist loadgroup) only")
    assert request.node.nodeid.endswith("@tests/test_suite_setup.py"), request.node.nodeid


def test_rewritten_test_modules_are_kept_where_bytecode_is_not_written():
    """Where PYTHONDONTWRITEBYTECODE is set, this module's rewritten bytecode is kept in
    the temporary folder (pytest rewrote every test module in every worker at every
    run), never beside the sources; elsewhere Python's own place is left alone."""
    import sys

    from tests.conftest import REWRITTEN_KEPT, TEST_PYCACHE

    here = Path(__file__).resolve()
    if not REWRITTEN_KEPT:  # bytecode was written anyway: Python's own place
        assert sys.pycache_prefix != str(TEST_PYCACHE)
        return
    assert sys.pycache_prefix == str(TEST_PYCACHE) and not sys.dont_write_bytecode
    kept = TEST_PYCACHE.joinpath(*here.parent.parts[1:]).glob(f"{here.stem}.*pytest*.pyc")
    assert list(kept), "this module's rewritten bytecode is not in the test cache"
