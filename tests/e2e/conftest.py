"""Fixtures for end-to-end tests: the fake Discord, the real ``herald run`` process
pointed at it, and a guard that refuses any connection leaving 127.0.0.0/8 / ::1.

- ``fake``: a fresh FakeDiscord for one test.
- ``herald``: a BotProcess on a fresh fake and a temporary database, started and
  synced; ``await herald.restart()`` (SIGTERM, start again on the same DB),
  ``herald.kill()`` (SIGKILL), ``herald.log_text()``.
- ``shared``: one fake + bot for a whole module (tests use fresh channels), which keeps
  the e2e layer at a few seconds.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio

sys.path.insert(0, str(Path(__file__).resolve().parent))  # fakediscord, whatever the import mode

from fakediscord import PATIENCE, FakeDiscord, snowflake  # noqa: E402

from bot.adapters import netguard  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "fake-token"
TICK = "alive: shards"  # the line each tick of the bot logs first
DENSE_ENV = ("HERALD_DENSE", "HERALD_DENSE_CACHE")


@pytest.fixture(autouse=True, scope="session")
def bots_share_a_rules_cache(tmp_path_factory):
    """The bots of the session share one ``rules-cache``, which holds the shipped rules
    index's file from the start: each bot loads it. When the first bot was to build it,
    the bots that started while it built (under load, several, each stopped with its
    module before its own build ended) built it again: 8 of the session's first bots."""
    from tests.conftest import shipped_index_file

    BotProcess.rules_cache = tmp_path_factory.mktemp("bots-rules-cache")
    shipped = shipped_index_file()
    shutil.copyfile(shipped, BotProcess.rules_cache / shipped.name)
    yield
    BotProcess.rules_cache = None


@pytest.fixture(autouse=True)
def loopback_only():
    """Any connection or name lookup that would leave this machine raises."""
    was_installed = bool(netguard._saved)
    netguard.install()
    yield
    if not was_installed:
        netguard.uninstall()


class BotProcess:
    """``python -m bot run`` against a FakeDiscord, with its log in a file."""

    # A folder the bots of a session share as their ``rules-cache`` (set by the
    # session's fixture below): the shipped rules index, which the bot persists beside
    # its database keyed by the knowledge and the engine's code, is built by the first
    # bot and loaded by the others, instead of each one building it again while the
    # test runs (about 1.5 s of CPU, and a stop waiting for it).
    rules_cache: Path | None = None

    def __init__(
        self,
        fake: FakeDiscord,
        workdir: Path,
        *,
        token: str = TOKEN,
        dev_guild: int | None = None,
        env: dict | None = None,
        backoff: float | None = None,
    ):
        self.fake = fake
        self.workdir = workdir
        self.db = workdir / "herald.db"
        self.token = token
        self.dev_guild = dev_guild
        self.extra_env = dict(env or {})
        self.proc: asyncio.subprocess.Process | None = None
        self.logs: list[Path] = []
        self.returncodes: list[int] = []
        self.backoff = backoff  # discord.py's own waits times this (quick_backoff.py)

    def env(self) -> dict:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "HERALD_"))}
        # the rules lookup's dense tier as the suite has it (off, tests/conftest.py), and
        # its vectors kept in the suite's file: a bot with the tier on had an index key
        # other than the shipped index's file copied into the shared rules cache, and
        # built it again (each bot started before the first one's build ended)
        env.update({k: v for k, v in os.environ.items() if k in DENSE_ENV})
        env.update(
            {
                "DISCORD_TOKEN": self.token,
                "DISCORD_API_BASE": self.fake.api_base,
                "DISCORD_GATEWAY_URL": self.fake.gateway_url,
                "HERALD_DB": str(self.db),
                "HERALD_KNOWLEDGE": str(ROOT / "knowledge"),
                "HERALD_LOOPBACK_ONLY": "1",
                "HERALD_GUILD_READY_TIMEOUT": "0.05",
                "PYTHONPATH": str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
                "PYTHONUNBUFFERED": "1",
            }
        )
        if self.dev_guild:
            env["HERALD_DEV_GUILD"] = str(self.dev_guild)
        env.update(self.extra_env)
        return env

    def argv(self) -> list[str]:
        if self.backoff is not None:
            here = Path(__file__).resolve().parent
            return [sys.executable, str(here / "quick_backoff.py"), str(self.backoff), "run"]
        return [sys.executable, "-m", "bot", "run"]

    def spawn_options(self) -> dict:
        """Extra ``create_subprocess_exec`` arguments (another user, for instance)."""
        return {}

    async def start(self, timeout: float = PATIENCE) -> None:
        synced, ready = self.fake.sync_count, self.fake.ready_count
        self._share_rules_cache()
        log = self.workdir / f"herald-{len(self.logs)}.log"
        self.logs.append(log)
        with log.open("wb") as fh:
            self.proc = await asyncio.create_subprocess_exec(
                *self.argv(),
                cwd=str(self.workdir),
                env=self.env(),
                stdin=asyncio.subprocess.DEVNULL,
                stdout=fh,
                stderr=asyncio.subprocess.STDOUT,
                **self.spawn_options(),
            )
        proc = self.proc

        def progressed():
            if proc.returncode is not None:
                raise RuntimeError(
                    f"herald exited with {proc.returncode} before syncing:\n{self.log_text()}"
                )
            return self.fake.sync_count > synced and self.fake.ready_count > ready

        waiter = asyncio.create_task(
            self.fake.wait_for(progressed, timeout, "herald to sync and connect")
        )
        exited = asyncio.create_task(proc.wait())
        done, _ = await asyncio.wait({waiter, exited}, return_when=asyncio.FIRST_COMPLETED)
        if waiter not in done:
            waiter.cancel()
            raise RuntimeError(
                f"herald exited with {proc.returncode} before syncing:\n{self.log_text()}"
            )
        exited.cancel()
        waiter.result()

    def _share_rules_cache(self) -> None:
        own = self.db.parent / "rules-cache"
        if self.rules_cache is None or self.env().get("HERALD_DB") != str(self.db):
            return  # another database (PostgreSQL, an image's own): no cache beside it
        if not own.exists():
            self.rules_cache.mkdir(exist_ok=True)
            own.symlink_to(self.rules_cache, target_is_directory=True)

    async def stop(self, timeout: float = 30.0) -> int:
        """SIGTERM and wait for a clean exit; returns the exit code."""
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            code = await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
            raise AssertionError(
                f"herald did not stop on SIGTERM within {timeout}s:\n{self.log_text()}"
            ) from None
        self.returncodes.append(code)
        return code

    async def kill(self) -> int:
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGKILL)
        code = await self.proc.wait()
        self.returncodes.append(code)
        return code

    async def restart(self) -> None:
        code = await self.stop()
        assert code == 0, f"herald exited with {code} on SIGTERM:\n{self.log_text()}"
        await self.start()

    def log_text(self) -> str:
        return "\n".join(p.read_text(errors="replace") for p in self.logs if p.exists())

    async def logged(self, text: str, timeout: float = PATIENCE, count: int = 1) -> None:
        """Wait until the log holds ``text`` ``count`` times (the bot writes it
        unbuffered): what the process did, not a guess at how long it takes."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while self.log_text().count(text) < count:
            if self.proc is not None and self.proc.returncode is not None:
                raise AssertionError(f"herald exited before logging {text!r}:\n{self.log_text()}")
            if loop.time() > end:
                raise AssertionError(f"{text!r} not logged in {timeout}s:\n{self.log_text()}")
            await asyncio.sleep(0.05)

    async def ticks(self, n: int, timeout: float = PATIENCE) -> None:
        """Wait until the process has begun ``n`` more ticks (each logs one liveness
        line first): ``n - 1`` whole ticks' scheduled work (reminders) ran meanwhile,
        however slow the machine."""
        await self.logged(TICK, timeout, self.log_text().count(TICK) + n)

    async def close(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            try:
                await self.stop()
            except AssertionError:
                pass


def no_refusals(fake: FakeDiscord) -> None:
    """Nothing the bot sent was over one of Discord's limits (the fake refuses such a
    payload with 400 as Discord does: a test that means to cause one clears
    ``fake.refused``)."""
    assert fake.refused == [], f"payloads Discord would refuse: {fake.refused}"


@pytest_asyncio.fixture
async def fake():
    f = await FakeDiscord().start()
    try:
        yield f
        no_refusals(f)
    finally:
        await f.close()


@pytest_asyncio.fixture
async def herald(fake, tmp_path):
    bot = BotProcess(fake, tmp_path)
    await bot.start()
    try:
        yield bot
    finally:
        await bot.close()


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def shared(tmp_path_factory):
    """One fake and one bot for a module; tests take fresh channels (``new_channel``)."""
    async for bot in module_bot(tmp_path_factory):
        yield bot


async def module_bot(tmp_path_factory, **options):
    """A fake and a bot (``BotProcess`` ``options``) started for a module's tests."""
    netguard.install()
    f = await FakeDiscord().start()
    bot = BotProcess(f, tmp_path_factory.mktemp("herald"), **options)
    try:
        await bot.start()
        yield bot
        no_refusals(f)
    finally:
        await bot.close()
        await f.close()


@pytest.fixture
def image_root():
    # not under pytest's tmp_path: its folders are private to the user running the tests
    base = Path(tempfile.mkdtemp(prefix="herald-image-"))
    try:
        yield base
    finally:
        shutil.rmtree(base, ignore_errors=True)


@pytest.fixture(scope="session")
def built_image():
    """The Dockerfile's build replayed once a session (``dockerimage.replay_build``,
    some 2 s of CPU, pip's install most of it): test_image's container and each of
    compose's services start from their own copy of it (``dockerimage.container``), as
    containers of one image do. Skips as ``image_account`` says when the image's user
    cannot run this Python."""
    from dockerimage import DOCKERFILE, Built, image_account, parse, replay_build

    img = parse(DOCKERFILE.read_text())
    uid, gid = image_account()
    # not under pytest's tmp_path: its folders are private to the user running the tests
    base = Path(tempfile.mkdtemp(prefix="herald-image-"))
    try:
        app, venv = replay_build(img, base, uid, gid)
        yield Built(img, uid, gid, app, venv)
    finally:
        shutil.rmtree(base, ignore_errors=True)


def new_channel() -> int:
    return snowflake()


def age_games(db: str | Path, channels: list[int], hours: float) -> None:
    """What ``hours`` passing does to these channels' live games: their last move
    (``games.updated_at``) lies that much further back, and their reminder wakes up
    now. A reminder period is at least an hour, so a test moves the game's time rather
    than wait. ``db``: the SQLite file or a ``postgresql://`` URL."""
    import sqlite3
    from datetime import UTC, datetime, timedelta

    import psycopg

    now = datetime.now(UTC).isoformat()
    conn: Any
    if str(db).startswith(("postgresql://", "postgres://")):
        conn, ph = psycopg.connect(str(db)), "%s"
    else:
        conn, ph = sqlite3.connect(str(db), timeout=10), "?"
    live = f"channel_id = {ph} AND status != 'ended'"
    with conn as c:
        for ch in channels:
            (moved,) = c.execute(f"SELECT updated_at FROM games WHERE {live}", [ch]).fetchone()
            back = (datetime.fromisoformat(moved) - timedelta(hours=hours)).isoformat()
            c.execute(f"UPDATE games SET updated_at = {ph} WHERE {live}", [back, ch])
            c.execute(f"UPDATE reminders SET due_at = {ph} WHERE channel_id = {ph}", [now, ch])
    if isinstance(conn, sqlite3.Connection):
        conn.close()
