"""The store as the service sees it: every call awaited, none run on the event loop.

:class:`AsyncStore` is derived from :class:`~bot.store.db.Store`: each of its methods
is the store's own (same parameters, same types, checked by mypy), run on one of the
store's threads (a ``ThreadPoolExecutor`` with one thread per connection: one for a
SQLite file, which has one writer anyway; several on PostgreSQL, each with its own
connection) and awaited. A slow disk or a lock held by another process never stalls
the gateway heartbeat or other channels' replies.

A call refused because another writer holds the database ("busy") is tried again
after a short asynchronous pause; after ``retry_for`` seconds the command is refused
with :class:`StoreBusy` (nothing applied). A database that cannot be written at all
(deleted, read-only, unreachable, the connection dropped) raises
:class:`StoreUnavailable` at once, and every connection is opened again at its next
use. When no call has come for ``idle_seconds``, the store's upkeep runs on its thread
(the dialect's ``idle``: SQLite's checkpoint), so that it does not run inside a command.
Two calls are answered from memory when they can, without a thread hand-off:
:meth:`AsyncStore.load_recent` and :meth:`AsyncStore.dice_aliases`. A save also writes
the outbox sender's waiting delivered marks (:meth:`AsyncStore.carrying_marks`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import suppress
from functools import partial
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar

from bot.store.db import Loaded, Store
from bot.store.errors import StoreBusy, StoreUnavailable

log = logging.getLogger(__name__)
P = ParamSpec("P")
T = TypeVar("T")


def _awaited(
    method: Callable[Concatenate[Store, P], T], carries_marks: bool = False
) -> Callable[Concatenate[AsyncStore, P], Awaitable[T]]:
    """An :class:`AsyncStore` method made from a :class:`Store` method: the same
    parameters, its result awaited (run on a store thread, with the retry;
    ``carries_marks``: by :meth:`AsyncStore.carrying_marks`)."""

    async def awaited(self: AsyncStore, /, *args: P.args, **kwargs: P.kwargs) -> T:
        call = self.carrying_marks if carries_marks else self.call
        return await call(getattr(self.sync, method.__name__), *args, **kwargs)

    awaited.__name__, awaited.__doc__ = method.__name__, method.__doc__
    return awaited


class DeliveredMarks(Protocol):
    """Outbox rows delivered whose marks wait to ride in the next save (the outbox
    sender's): taken by the save, and told whether that save wrote them."""

    def take_marks(self) -> list[int]: ...

    def marks_written(self, rows: list[int], written: bool) -> None: ...


class AsyncStore:
    # seconds: a busy database is tried again for ``retry_for``; the upkeep runs
    # ``idle_seconds`` after the last call (a test sets its own on an instance)
    retry_for = 5.0
    idle_seconds = 1.0
    # the outbox sender, when one runs: a save carries its waiting delivered marks
    marks: DeliveredMarks | None = None

    def __init__(self, sync: Store) -> None:
        self.sync = sync
        self.path = sync.path
        self._pool = ThreadPoolExecutor(sync.db.workers, thread_name_prefix="herald-store")
        self._closed = False
        self._said: tuple[str, float] = ("", -1.0)  # the last cause of a refusal logged
        self._running = 0  # calls started and not finished
        self._quiet_since = 0.0  # loop time the last call finished
        self._idle_timer: asyncio.TimerHandle | None = None
        self._owed: asyncio.TimerHandle | None = None  # upkeep owed later (SQLite.idle)

    async def call(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """``fn(*args, **kwargs)`` on a store thread; a busy database is tried again,
        a gone one refused."""
        if self._closed:  # shutting down: refused like a database that is gone
            raise StoreUnavailable(reason="closed")
        self._running += 1
        try:
            return await self._call(fn, *args, **kwargs)
        finally:
            self._running -= 1
            if not self._running:
                self._went_quiet()

    async def _call(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        loop = asyncio.get_running_loop()
        deadline = time.monotonic() + self.retry_for
        pause = 0.005
        while True:
            try:
                return await loop.run_in_executor(
                    self._pool, partial(self._checked, fn, *args, **kwargs)
                )
            except Exception as e:
                # gone: found by the dialect's check (its reason), or by the driver
                checked = e.params.get("reason", "?") if isinstance(e, StoreUnavailable) else None
                kind = "unavailable" if checked else self.sync.db.classify(e)
                if kind == "unavailable":  # said once per cause and ten minutes, not per command
                    said = (checked or str(e), time.monotonic() // 600)
                    if said != self._said:
                        self._said = said
                        log.error(
                            "database %s unavailable (%s): commands are refused", self.path, said[0]
                        )
                    if checked:
                        raise
                    self.sync.db.reconnect()
                    raise StoreUnavailable(reason=str(e)) from e
                if kind != "busy":
                    raise
                if time.monotonic() + pause > deadline:
                    log.warning("database busy for %.1f s; command refused", self.retry_for)
                    raise StoreBusy() from e
            await asyncio.sleep(pause)
            pause = min(pause * 2, 0.25)

    def _checked(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """On the store thread: the database is still there, then the call."""
        self.sync.db.check()
        return fn(*args, **kwargs)

    # -- upkeep when idle ---------------------------------------------------------------
    def _went_quiet(self) -> None:
        loop = asyncio.get_running_loop()
        self._quiet_since = loop.time()
        if self._idle_timer is None:
            self._idle_timer = loop.call_later(self.idle_seconds, self._maybe_idle)

    def _maybe_idle(self) -> None:
        """``idle_seconds`` after the last call: upkeep, or wait for the rest of that
        time since a later call. A call that comes meanwhile waits behind it."""
        self._idle_timer = None
        if self._closed or self._running:
            return  # the running call's end arms the timer again
        loop = asyncio.get_running_loop()
        rest = self._quiet_since + self.idle_seconds - loop.time()
        if rest > 0:
            self._idle_timer = loop.call_later(rest, self._maybe_idle)
            return
        with suppress(RuntimeError):  # shut down from another thread meanwhile
            self._pool.submit(self._idle, loop)

    def _idle(self, loop: asyncio.AbstractEventLoop) -> None:
        try:
            self.sync.db.check()
            again = self.sync.db.idle()
        except Exception as e:  # only upkeep: the next command meets the problem itself
            log.info("store upkeep at idle skipped: %s", e)
            return
        if again is not None:  # upkeep owed later (the file's read-back): come back then
            with suppress(RuntimeError):  # the loop is closed: the process is stopping
                loop.call_soon_threadsafe(self._upkeep_in, again)

    def _upkeep_in(self, seconds: float) -> None:
        if self._owed is not None:
            self._owed.cancel()
        self._owed = asyncio.get_running_loop().call_later(seconds, self._owed_upkeep)

    def _owed_upkeep(self) -> None:
        self._owed = None
        if self._idle_timer is None:  # else the coming idle upkeep does it
            self._maybe_idle()

    def close(self) -> None:
        if not self._closed:
            self.shutdown()
            self.sync.close()

    def shutdown(self) -> None:
        """Run what is queued, stop the threads, and leave the store open (its owner
        closes it)."""
        self._closed = True
        self._pool.shutdown(wait=True)

    async def aclose(self) -> None:
        if not self._closed:
            await asyncio.get_running_loop().run_in_executor(None, self.close)

    # -- answered from memory when they can ------------------------------------------
    async def load_recent(self, channel_id: int) -> tuple[Loaded | None, bool]:
        """The channel's game (or that it has none) as this process last read or wrote
        it, without a thread hand-off or the database: ``(game or None, True)``; else
        loaded: ``(game or None, False)``. Another process may have changed the game
        since: a save of a recent copy may raise ``StaleWrite``, and a caller reloads
        before it refuses anything on the strength of a recent copy."""
        hit, known = self.recent(channel_id)
        if known:
            return hit, True
        return await self.load(channel_id), False

    def recent(self, channel_id: int) -> tuple[Loaded | None, bool]:
        """What :meth:`load_recent` answers from memory, without awaiting: ``(game or
        None, True)`` when the channel is known, else ``(None, False)`` (the caller
        awaits :meth:`load_recent`). A roll outside a game learns here that the channel
        has none, with no coroutine made for it."""
        if self._closed:
            return None, False
        return self.sync.recent.get(channel_id)

    async def dice_aliases(self, guild_id: int) -> dict[str, str]:
        """A server's aliases, read once and then kept (this process's writes update
        them; one process serves a server)."""
        hit = self.sync.aliases.get(guild_id)
        return dict(hit) if hit is not None else await self.call(self.sync.dice_aliases, guild_id)

    def known_aliases(self, guild_id: int) -> dict[str, str] | None:
        """A server's aliases as kept in memory (not to be changed: the store's own
        copy), or None when they are still to be read (:meth:`dice_aliases`)."""
        return self.sync.aliases.get(guild_id)

    async def carrying_marks(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """:meth:`call` of a save, which also writes the delivered marks waiting for a
        write (:attr:`marks`, passed as its ``delivered``): a game command's answer and
        dashboard, sent after an earlier save, are marked in this one's transaction
        instead of a store call of their own. Not written (the save failed): they wait
        again."""
        source = self.marks
        marks = source.take_marks() if source is not None else []
        written = False
        try:
            out = await self.call(fn, *args, delivered=marks, **kwargs)
            written = True
            return out
        finally:
            if source is not None and marks:
                source.marks_written(marks, written)

    # -- the rest, the store's own ------------------------------------------------------
    load = _awaited(Store.load)
    create = _awaited(Store.create)
    move_game = _awaited(Store.move_game)
    save = _awaited(Store.save, carries_marks=True)  # ``delivered``: the waiting marks
    append_events = _awaited(Store.append_events)
    events = _awaited(Store.events)
    games = _awaited(Store.games)
    row = _awaited(Store.row)
    set_dashboard_ref = _awaited(Store.set_dashboard_ref)
    claim_dashboard = _awaited(Store.claim_dashboard)
    setting = _awaited(Store.setting)
    set_setting = _awaited(Store.set_setting)
    settings_named = _awaited(Store.settings_named)
    settings_beginning = _awaited(Store.settings_beginning)
    mark = _awaited(Store.mark)
    summaries_stamp = _awaited(Store.summaries_stamp)
    add_summary = _awaited(Store.add_summary)
    summaries = _awaited(Store.summaries)
    summary_list = _awaited(Store.summary_list)
    remove_summary = _awaited(Store.remove_summary)
    set_reminder = _awaited(Store.set_reminder)
    clear_reminder = _awaited(Store.clear_reminder)
    due_reminders = _awaited(Store.due_reminders)
    claim_reminder = _awaited(Store.claim_reminder)
    set_deadline = _awaited(Store.set_deadline)
    clear_deadline = _awaited(Store.clear_deadline)
    rewind_schedules = _awaited(Store.rewind_schedules)
    due_deadlines = _awaited(Store.due_deadlines)
    claim_deadline = _awaited(Store.claim_deadline)
    set_dice_alias = _awaited(Store.set_dice_alias)
    delete_dice_alias = _awaited(Store.delete_dice_alias)
    enqueue = _awaited(Store.enqueue)
    pending_outbox = _awaited(Store.pending_outbox)
    mark_delivered = _awaited(Store.mark_delivered)
    release_outbox = _awaited(Store.release_outbox)
    mark_failed = _awaited(Store.mark_failed)
    prune_outbox = _awaited(Store.prune_outbox)
    forget_user = _awaited(Store.forget_user)
