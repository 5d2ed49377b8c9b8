"""The store as the service sees it: every call awaited, none run on the event loop.

A synchronous store (SQLite here; any object with the same methods) is owned by
worker threads; each call is handed to one of them and awaited, so a slow disk or a
lock held by another process never stalls the gateway heartbeat or other channels'
replies. A store that also offers ``async_connections()`` (PostgreSQL) has its
``load`` and ``save``, the calls every command makes, run on the event loop's own
connections of an async driver instead: awaited on the socket, never blocking, and
without the thread hand-off that was most of a command's time.

A write refused because another writer holds the database ("busy") is retried after a
short asynchronous pause, so the worker serves other channels in between; after
``retry_for`` seconds the command is refused with :class:`StoreBusy` (nothing applied).
A database that cannot be written at all (deleted, read-only, unreachable) raises
:class:`StoreUnavailable` at once.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any, TypeVar

from bot.store.db import Loaded
from bot.store.errors import StoreBusy, StoreUnavailable

log = logging.getLogger(__name__)
T = TypeVar("T")


class _Workers:
    """The threads that own the store's connections. A call is queued with the event
    loop and the future awaiting it; the thread that takes it sets the result on that
    future through ``loop.call_soon_threadsafe``. Half the cost of
    ``loop.run_in_executor`` (no ``concurrent.futures.Future`` chained to the asyncio
    one): a store call is one such hand-off, paid by every command."""

    def __init__(self, count: int, name: str) -> None:
        self._queue: queue.SimpleQueue[tuple[Any, ...] | None] = queue.SimpleQueue()
        # daemon: a store nobody closed must not keep the interpreter from exiting
        self._threads = [
            threading.Thread(target=self._serve, name=f"{name}-{i}", daemon=True)
            for i in range(count)
        ]
        for th in self._threads:
            th.start()

    def run(self, fn: Callable[[], T]) -> asyncio.Future[T]:
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[T] = loop.create_future()
        self._queue.put((loop, fut, fn))
        return fut

    def _serve(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            loop, fut, fn = item
            if fut.cancelled():  # its caller gave up before the call began: not run
                continue
            try:
                result, error = fn(), None
            except BaseException as e:  # handed to the caller, whatever it is
                result, error = None, e
            try:
                loop.call_soon_threadsafe(_settle, fut, result, error)
            except RuntimeError:  # the loop is closed: nobody awaits the answer
                pass

    def shutdown(self) -> None:
        """Run what is queued, then stop the threads (and wait for them)."""
        for _ in self._threads:
            self._queue.put(None)
        for th in self._threads:
            if th is not threading.current_thread():
                th.join()


def _settle(fut: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if fut.cancelled():
        return
    if error is None:
        fut.set_result(result)
    else:
        fut.set_exception(error)


class AsyncStore:
    """Async facade over a synchronous store whose connections worker threads own
    (and, on PostgreSQL, over the event loop's connections for ``load`` and ``save``)."""

    def __init__(self, sync: Any, retry_for: float = 5.0, workers: int | None = None) -> None:
        """``sync``: a :class:`~bot.store.db.Store` (one worker thread: SQLite has one
        writer anyway) or a :class:`~bot.store.pg.PgStore` (several workers, each with
        its own connection, so one slow statement does not hold up other channels;
        loads and saves on as many connections of the event loop)."""
        self.sync = sync
        self.retry_for = retry_for
        if workers is None:
            workers = getattr(sync, "WORKERS", 1)
        self._worker = _Workers(workers, "herald-store")
        # PostgreSQL: a command's load and save on the event loop, awaited on the socket
        # (an async driver; no thread hand-off); every other call on the workers
        make = getattr(sync, "async_connections", None)
        self._direct = make() if make is not None else None
        self._closed = False
        self._unavailable_logged = False

    @property
    def path(self) -> str:
        return str(getattr(self.sync, "path", ""))

    async def _call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``fn(*args, **kwargs)`` on a worker thread."""
        return await self._retrying(
            lambda: self._worker.run(partial(self._checked, fn, *args, **kwargs))
        )

    async def _call_direct(self, fn: Callable[..., Awaitable[T]], *args: Any, **kwargs: Any) -> T:
        """``await fn(conn, *args, **kwargs)`` on a connection of the event loop."""
        direct = self._direct
        assert direct is not None
        return await self._retrying(lambda: direct.run(fn, *args, **kwargs))

    async def _hot(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """A command's ``load`` or ``save``: on a connection of the event loop when the
        backend has them (its ``<name>_async``), else on a worker thread."""
        if self._direct is not None:
            return await self._call_direct(getattr(self.sync, f"{name}_async"), *args, **kwargs)
        return await self._call(getattr(self.sync, name), *args, **kwargs)

    async def _retrying(self, attempt: Callable[[], Awaitable[T]]) -> T:
        """``await attempt()``; a busy database is tried again, a gone one refused."""
        if self._closed:  # shutting down: refused like a database that is gone
            raise StoreUnavailable(reason="closed")
        deadline = time.monotonic() + self.retry_for
        pause = 0.005
        while True:
            try:
                return await attempt()
            except StoreUnavailable as e:
                if not self._unavailable_logged:
                    self._unavailable_logged = True
                    log.error(
                        "database %s unavailable (%s): commands are refused",
                        self.path,
                        e.params.get("reason", "?"),
                    )
                raise
            except Exception as e:
                kind = self.sync.classify(e)
                if kind == "unavailable":
                    log.error("database %s unavailable: %s", self.path, e)
                    raise StoreUnavailable(reason=str(e)) from e
                if kind != "busy":
                    raise
                if time.monotonic() + pause > deadline:
                    log.warning("database busy for %.1f s; command refused", self.retry_for)
                    raise StoreBusy() from e
            await asyncio.sleep(pause)
            pause = min(pause * 2, 0.25)

    def _checked(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Runs on the worker: the file is still ours, then the call."""
        check = getattr(self.sync, "check", None)
        if check is not None:
            check()
        return fn(*args, **kwargs)

    def close(self) -> None:
        if self._closed:
            return
        self.shutdown()
        self.sync.close()

    def shutdown(self) -> None:
        """Stop the worker thread and leave the synchronous store open (its owner
        closes it)."""
        self._closed = True
        self._worker.shutdown()
        if self._direct is not None:
            self._direct.close_now()

    async def aclose(self) -> None:
        if self._closed:
            return
        if self._direct is not None:
            await self._direct.aclose()
        await asyncio.get_running_loop().run_in_executor(None, self.close)

    # -- schema and maintenance ----------------------------------------------
    async def migrate(self) -> list[str]:
        return await self._call(self.sync.migrate)

    async def applied_migrations(self) -> list[str]:
        return await self._call(self.sync.applied_migrations)

    async def integrity_check(self) -> str:
        return await self._call(self.sync.integrity_check)

    # -- games -----------------------------------------------------------------
    async def load(self, channel_id: int) -> Loaded | None:
        loaded: Loaded | None = await self._hot("load", channel_id)
        return loaded

    async def load_recent(self, channel_id: int) -> tuple[Loaded | None, bool]:
        """The channel's game as this process last read or wrote it, handed over
        without a trip to the worker thread or the database (``(game, True)``); else
        loaded (``(game or None, False)``). Another process may have changed the game
        since: a save of a recent copy may raise ``StaleWrite``, and a caller reloads
        before it refuses anything on the strength of a recent copy."""
        recent = getattr(self.sync, "recent", None)
        if recent is not None and not self._closed:
            hit = recent(channel_id)
            if hit is not None:
                return hit, True
        return await self.load(channel_id), False

    async def create(
        self,
        channel_id: int,
        guild_id: int | None,
        game: dict,
        events: list[dict],
        now: str,
        actor: int | None,
        outbox: list[dict] | None = None,
        outbox_for: Callable[[int], list[dict]] | None = None,
    ) -> Loaded:
        """``outbox_for(game_id)`` runs on the store's worker thread, inside the
        transaction: it must only compute rows."""
        return await self._call(
            self.sync.create,
            channel_id,
            guild_id,
            game,
            events,
            now,
            actor,
            outbox=outbox,
            outbox_for=outbox_for,
        )

    async def save(
        self,
        loaded: Loaded,
        game: dict,
        events: list[dict],
        now: str,
        actor: int | None,
        expected_version: int | None = None,
        outbox: list[dict] | None = None,
        guild_settings: list[tuple[int | None, str, Any]] | None = None,
    ) -> int:
        version: int = await self._hot(
            "save",
            loaded,
            game,
            events,
            now,
            actor,
            expected_version=expected_version,
            outbox=outbox,
            guild_settings=guild_settings,
        )
        return version

    async def append_events(
        self, loaded: Loaded, events: list[dict], now: str, actor: int | None, private: bool = False
    ) -> None:
        await self._call(self.sync.append_events, loaded, events, now, actor, private)

    async def events(
        self,
        game_id: int,
        limit: int = 20,
        before_id: int | None = None,
        include_private: bool = True,
    ) -> list[dict]:
        return await self._call(
            self.sync.events,
            game_id,
            limit=limit,
            before_id=before_id,
            include_private=include_private,
        )

    async def count_events(self, game_id: int) -> int:
        return await self._call(self.sync.count_events, game_id)

    async def live_games(self) -> list[Loaded]:
        return await self._call(self.sync.live_games)

    # -- dashboards --------------------------------------------------------------
    async def dashboard_ref(self, game_id: int) -> int | None:
        return await self._call(self.sync.dashboard_ref, game_id)

    async def set_dashboard_ref(self, game_id: int, message_id: int | None) -> None:
        await self._call(self.sync.set_dashboard_ref, game_id, message_id)

    async def claim_dashboard(self, game_id: int, version: int) -> bool:
        return await self._call(self.sync.claim_dashboard, game_id, version)

    # -- settings ----------------------------------------------------------------
    async def guild_setting(self, guild_id: int | None, key: str, default: Any = None) -> Any:
        return await self._call(self.sync.guild_setting, guild_id, key, default)

    async def set_guild_setting(self, guild_id: int | None, key: str, value: Any) -> None:
        await self._call(self.sync.set_guild_setting, guild_id, key, value)

    async def user_setting(self, user_id: int, key: str, default: Any = None) -> Any:
        return await self._call(self.sync.user_setting, user_id, key, default)

    async def set_user_setting(self, user_id: int, key: str, value: Any) -> None:
        await self._call(self.sync.set_user_setting, user_id, key, value)

    # -- user-added rule summaries (one set per server) ------------------------------
    async def add_summary(
        self,
        name: str,
        game: str,
        text: str,
        added_by: int,
        added_at: str,
        guild_id: int = 0,
        *,
        max_count: int | None = None,
        max_bytes: int | None = None,
    ) -> dict:
        return await self._call(
            self.sync.add_summary,
            name,
            game,
            text,
            added_by,
            added_at,
            guild_id,
            max_count=max_count,
            max_bytes=max_bytes,
        )

    async def summaries_stamp(self, guild_id: int | None = None) -> str:
        return await self._call(self.sync.summaries_stamp, guild_id)

    async def summaries(self, guild_id: int | None = None) -> list[dict]:
        return await self._call(self.sync.summaries, guild_id)

    async def reassign_summaries(self, from_guild: int, to_guild: int) -> int:
        return await self._call(self.sync.reassign_summaries, from_guild, to_guild)

    async def summary_list(self, guild_id: int) -> list[dict]:
        return await self._call(self.sync.summary_list, guild_id)

    async def summary_usage(self, guild_id: int) -> tuple[int, int]:
        return await self._call(self.sync.summary_usage, guild_id)

    async def remove_summary(self, guild_id: int, name: str, game: str | None = None) -> list[dict]:
        return await self._call(self.sync.remove_summary, guild_id, name, game)

    # -- reminders -----------------------------------------------------------------
    async def set_reminder(
        self, game_id: int, channel_id: int, due_at: str, every_hours: float, version: int
    ) -> None:
        await self._call(self.sync.set_reminder, game_id, channel_id, due_at, every_hours, version)

    async def reminder(self, game_id: int) -> dict | None:
        return await self._call(self.sync.reminder, game_id)

    async def clear_reminder(self, game_id: int) -> None:
        await self._call(self.sync.clear_reminder, game_id)

    async def due_reminders(self, now: str) -> list[dict]:
        return await self._call(self.sync.due_reminders, now)

    async def claim_reminder(
        self, game_id: int, due_at: str, next_due: str | None, outbox: list[dict] | None = None
    ) -> bool:
        return await self._call(self.sync.claim_reminder, game_id, due_at, next_due, outbox)

    # -- outbox ------------------------------------------------------------------
    async def enqueue(self, rows: list[dict], now: str, game_id: int | None = None) -> list[int]:
        return await self._call(self.sync.enqueue, rows, now, game_id)

    async def pending_outbox(
        self, channel_id: int | None = None, limit: int = 500, due: str | None = None
    ) -> list[dict]:
        return await self._call(self.sync.pending_outbox, channel_id, limit, due)

    async def outbox_row(self, row_id: int) -> dict | None:
        return await self._call(self.sync.outbox_row, row_id)

    async def mark_delivered(self, row_id: int, now: str, note: str | None = None) -> None:
        await self._call(self.sync.mark_delivered, row_id, now, note)

    async def release_outbox(self, row_id: int | None = None) -> None:
        await self._call(self.sync.release_outbox, row_id)

    async def mark_failed(self, row_id: int, error: str, next_at: str) -> None:
        await self._call(self.sync.mark_failed, row_id, error, next_at)

    async def prune_outbox(self, before: str) -> int:
        return await self._call(self.sync.prune_outbox, before)

    # -- history and dice aliases ------------------------------------------------
    async def all_games(self) -> list[dict]:
        return await self._call(self.sync.all_games)

    async def events_of_kind(self, game_id: int, kind: str) -> list[dict]:
        return await self._call(self.sync.events_of_kind, game_id, kind)

    async def dice_aliases(self, guild_id: int) -> dict[str, str]:
        return await self._call(self.sync.dice_aliases, guild_id)

    async def set_dice_alias(self, guild_id: int, name: str, expr: str, limit: int) -> bool:
        return await self._call(self.sync.set_dice_alias, guild_id, name, expr, limit)

    async def delete_dice_alias(self, guild_id: int, name: str) -> bool:
        return await self._call(self.sync.delete_dice_alias, guild_id, name)
