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


def test_servers_left_by_killed_sessions_are_stopped_and_their_folders_removed(tmp_path):
    """A killed worker leaves its PostgreSQL running and its data folder behind; the
    next session's server fixture stops and removes them, and leaves alone a folder a
    live session holds or one so new that its session may still be starting."""
    import json
    import subprocess
    import sys
    import time

    from tests.conftest import _sweep_stale_servers

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    # PostgreSQL handles SIGQUIT itself; a stand-in must undo the "ignore" a shell gives
    # background jobs (and their children) before the sweep signals it
    stand_in = (
        "import signal, time; signal.signal(signal.SIGQUIT, signal.SIG_DFL);"
        " print('ready', flush=True); time.sleep(60)"
    )
    server = subprocess.Popen([sys.executable, "-c", stand_in], stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None and server.stdout.readline().strip() == "ready"
        killed = tmp_path / "herald-pg-killed"
        killed.mkdir()
        (killed / ".handle_pids.json").write_text(json.dumps([dead.pid]))
        (killed / "postmaster.pid").write_text(f"{server.pid}\n/some/data\n")
        held = tmp_path / "herald-pg-held"
        held.mkdir()
        (held / ".handle_pids.json").write_text(json.dumps([os.getpid()]))
        starting = tmp_path / "herald-pg-starting"
        starting.mkdir()
        old = tmp_path / "herald-pg-old"
        old.mkdir()
        os.utime(old, (time.time() - 3600, time.time() - 3600))
        other = tmp_path / "someone-else"
        other.mkdir()
        os.utime(other, (time.time() - 3600, time.time() - 3600))

        removed = _sweep_stale_servers(tmp_path)

        assert sorted(p.name for p in removed) == ["herald-pg-killed", "herald-pg-old"]
        assert server.wait(timeout=10) != 0  # the orphaned server was stopped
        assert not killed.exists() and not old.exists()
        assert held.exists() and starting.exists() and other.exists()
    finally:
        server.kill()
        server.wait()
