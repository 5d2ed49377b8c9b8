"""The suite's own set-up (tests/conftest.py): how its files are shared between the
two pytest-xdist workers."""

from __future__ import annotations

import os

import pytest


def test_a_files_tests_run_on_one_worker(request):
    """The conftest marks each file as one xdist group; xdist reads the marks in its own
    collection hook, so the conftest's must run first. When it ran after, the marks
    were ignored, the tests of a file (and the end-to-end files, whose bots are some
    200 MB each) were dealt to both workers, and both ran bots at once."""
    if not os.environ.get("PYTEST_XDIST_WORKER") or not request.config.getvalue("loadgroup"):
        pytest.skip("the groups exist on xdist's workers (-n 2, --dist loadgroup) only")
    assert request.node.nodeid.endswith("@tests/test_suite_setup.py"), request.node.nodeid
