"""The outbox sender: delivers what committed commands still have to send.

A command that changes a game saves its announcement and dashboard in the ``outbox``
table in the same transaction as the new state (see ``Service.with_game``). The
interaction answers with the announcement when it can; everything else, and every
answer that failed, is delivered here:

- one worker per channel, so a channel whose messages are being retried never holds
  up another channel;
- a row is marked delivered only when Discord accepted it; 429 waits the server's
  ``retry_after``, 5xx and network errors back off exponentially; other 4xx are
  final (logged, the row closed) except on a dashboard edit, which re-posts it;
- of several pending dashboards of one game only the newest is shown (the others
  are marked delivered in its claim), and a dashboard never replaces a newer one;
- a message over one of Discord's limits goes as several (bot/service/limits.py); a
  retry goes on from the first part not yet sent (remembered in memory: after a
  restart a row starts again from its first part);
- after a restart the pending rows are simply picked up again;
- a command's interaction hands its committed rows over (:meth:`Sender.hand`): they
  are sent without a read of the outbox and without a claim (the command's save
  claimed its dashboard, ``Store.save``);
- delivered marks are written behind: the row an interaction answered with, a shown
  dashboard, the dashboards a newer one superseded ride in the next save (of any
  channel: ``AsyncStore.save`` takes them from :meth:`Sender.take_marks`) or dashboard
  claim, else ``MARK_AFTER`` seconds later, all in one store call; at the latest when
  the sender drains or stops. A game command costs the sender no store call. A
  process killed in between sends those rows again at its next start (the same
  text: at least once, never lost).
"""

from __future__ import annotations

import asyncio
import hashlib
import inspect
import json
import logging
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import aiohttp
import discord

from bot.service import limits
from bot.service.model import Message
from bot.store import AsyncStore
from bot.store.db import dashboard_game

log = logging.getLogger("herald.sender")

POLL_SECONDS = 5.0
# rows this process delivered, newest kept: the poll may deliver a command's rows
# before its interaction hands them over, and the handed copy must not go out again
DELIVERED_KEPT = 4096
BASE_DELAY = 0.5
MAX_DELAY = 60.0
# seconds a delivered row's mark waits for a save or claim to ride in: under a stream
# of commands each one's save carries the marks of the rows sent before it, so a game
# command costs the sender no store call of its own
MARK_AFTER = 0.5


def _now() -> datetime:
    return datetime.now(UTC)


class Permanent(Exception):
    """Discord refused the message for good (400, 403, 404 outside a dashboard edit)."""


class Sender:
    def __init__(
        self,
        client: discord.Client,
        store: Any,
        *,
        clock: Callable[[], datetime] = _now,
        base_delay: float = BASE_DELAY,
        max_delay: float = MAX_DELAY,
        refs: Any = None,
        busy: Callable[[], bool] | None = None,
        owns: Callable[[int | None], bool] | None = None,
        boards: Any = None,
        on_refused: Callable[[dict[str, Any], str], Awaitable[None]] | None = None,
    ) -> None:
        self.client = client
        # told of each channel post Discord refused for good (a game's channel gone or
        # closed to Herald: bot/service/people.py)
        self.on_refused = on_refused
        self.store = store
        # draws a message's board picture when it is delivered (bot/service/board.py)
        self.boards = boards
        # where a dashboard's message id is kept: ``dashboard_ref(edit_key)`` and
        # ``set_dashboard_ref(edit_key, message_id)`` (by default, the store's table)
        self.refs: Any = _ServiceRefs(refs) if refs is not None else _StoreRefs(store)
        # while the bot is busy answering interactions the outbox gives way (a bounded
        # wait per message): acknowledging in time matters more than a dashboard
        self.busy = busy
        # whether this process serves a guild (its shards): another process sends the
        # rest. A row's guild is its game's, else its own (a DM copy: the server it was
        # made in); ``owns(None)``, a row of no server, is true for shard 0's process
        # only (Discord delivers DMs to shard 0), so exactly one process sends it.
        self.owns = owns or (lambda guild_id: True)
        self.clock = clock
        self.base_delay = base_delay
        self.max_delay = max_delay
        # rows an interaction is answering right now: the workers leave them alone
        self.inflight: set[int] = set()
        # row -> parts of its message already sent (a message over Discord's limits
        # goes as several; a retry, or a row an interaction answer handed back, goes
        # on from the next one)
        self.parts_sent: dict[int, int] = {}
        self.workers: dict[int, asyncio.Task[None]] = {}
        # channels told of new rows since their worker last read their pending rows:
        # a worker reads them again only then (another process's rows: the next poll)
        self._kicked: set[int] = set()
        # a command's rows handed over by its interaction (sent without reading the
        # outbox), and the rows its interaction answered with, marked delivered with
        # the channel's next dashboard claim (one store round trip for both)
        self._handed: dict[int, list[dict[str, Any]]] = {}
        self._answered: dict[int, list[int]] = {}
        self._delivered: dict[int, None] = {}  # ordered: the oldest dropped first
        # dashboards shown and not yet marked delivered (kept in ``inflight`` until then):
        # marked with the next claim of any channel, else by ``_marker`` after MARK_AFTER
        self._behind: list[int] = []
        self._marker: asyncio.Task[None] | None = None
        self.stats: Counter[str] = Counter()
        if isinstance(store, AsyncStore):
            store.marks = self  # its saves carry the marks waiting in ``_behind``
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._shown: dict[str, int] = {}  # edit_key -> newest dashboard version shown
        self._dash_locks: dict[int, asyncio.Lock] = {}
        self._posts_since: dict[int, int] = {}  # channel -> posts since its dashboard
        self._pinned: set[int] = set()  # dashboard message ids this process pinned
        self._stopping = False

    # ------------------------------------------------------------------ running
    async def start(self) -> None:
        """Run. This process's rows held or waiting from an earlier run are due at
        once: that run's interactions are gone. Only its own (``owns``): another
        process sharing the database holds rows its interactions are answering right
        now and waits out its own retries (a 429's ``retry_after``), which a start
        here must not cut short. (The outbox keeps no holder: its guild is what says
        whose a row is.)"""
        if self.store is not None:
            mine = [r["id"] for r in await self._own_pending()]
            if mine:
                await self.store.release_outbox(mine)
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    def kick(self, channel_id: int | None = None) -> None:
        """New rows may be pending (in ``channel_id``, when given: its worker starts
        without a scan of the whole outbox): look now rather than at the next poll."""
        if channel_id is None or not self.running():
            self._wake.set()
            return
        self._kicked.add(channel_id)
        self._work(channel_id)

    def running(self) -> bool:
        return self._task is not None and not self._stopping

    def hand(self, channel_id: int, rows: list[dict[str, Any]], answered: list[int]) -> bool:
        """What a command's interaction leaves to the sender after the commit, in
        ``channel_id``: ``rows`` still to send (each with its ``message``: sent without
        a read of the outbox or a claim: the command's save claimed its dashboard) and
        ``answered``, rows the interaction delivered itself (held for it, so no read
        returns them; their marks written behind). False when the sender is not
        running (nothing taken)."""
        if not self.running():
            return False
        if rows:
            for r in rows:
                r["claimed"] = True
            self._handed.setdefault(channel_id, []).extend(rows)
        self._write_behind(answered)
        self._work(channel_id)
        return True

    def _work(self, channel_id: int) -> None:
        task = self.workers.get(channel_id)
        if task is None or task.done():
            self.workers[channel_id] = asyncio.get_running_loop().create_task(
                self._channel(channel_id)
            )

    async def _run(self) -> None:
        while not self._stopping:
            self._wake.clear()
            try:
                await self._spawn()
            except Exception:
                log.exception("outbox scan failed")
            try:
                await asyncio.wait_for(self._wake.wait(), POLL_SECONDS)
            except TimeoutError:
                pass

    async def _spawn(self) -> None:
        channels = dict.fromkeys(
            r["channel_id"]
            for r in await self.store.pending_outbox(due=self._due())
            if r["id"] not in self.inflight and self._mine(r)
        )
        for ch in channels:
            self.kick(ch)

    def _mine(self, row: dict[str, Any]) -> bool:
        return self.owns(row.get("guild_id"))

    def _due(self) -> str:
        return self.clock().isoformat()

    async def pending(self) -> int:
        return len(await self._own_pending())

    async def _own_pending(self) -> list[dict[str, Any]]:
        if self.store is None:
            return []
        return [r for r in await self.store.pending_outbox() if self._mine(r)]

    async def drain(self, timeout: float) -> bool:
        """Deliver everything pending (bounded wait); True when the outbox is empty."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            await self.write_marks()
            if not await self._own_pending():
                return True
            self.kick()
            running = [t for t in self.workers.values() if not t.done()]
            if running:
                await asyncio.wait(running, timeout=max(0.0, deadline - time.monotonic()))
            else:
                await asyncio.sleep(0.05)
        return not await self._own_pending()

    async def stop(self) -> None:
        self._stopping = True
        tasks = [t for t in [self._task, self._marker, *self.workers.values()] if t is not None]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._task = self._marker = None
        self.workers.clear()
        try:  # after the workers: what they marked on their way out is written too
            await self.write_marks()
        except Exception as e:  # sent again at the next start: never lost
            log.warning("delivered marks not written at stop: %s", e)
        if isinstance(self.store, AsyncStore) and self.store.marks is self:
            self.store.marks = None

    # ------------------------------------------------------------------ one channel
    async def _channel(self, channel_id: int) -> None:
        while True:
            try:
                await self._channel_rows(channel_id)
            finally:
                await self._mark_answered(channel_id)
            if self._stopping or not (channel_id in self._kicked or channel_id in self._handed):
                return  # (checked after the last await: a kick from now on starts a worker)

    async def _channel_rows(self, channel_id: int) -> None:
        while not self._stopping:
            handed = self._handed.pop(channel_id, None)
            if channel_id in self._kicked:  # the read returns the handed rows too
                self._kicked.discard(channel_id)
                rows = [
                    r
                    for r in await self.store.pending_outbox(channel_id, due=self._due())
                    if r["id"] not in self.inflight and self._mine(r)
                ]
            elif handed is not None:
                # a command's own rows, as it committed them: no read (those a read
                # found first and this process sent are not sent twice)
                rows = [r for r in handed if r["id"] not in self._delivered]
            else:
                return
            if not rows:
                return
            newest: dict[str, int] = {}
            for r in rows:
                if r["kind"] == "dashboard":
                    newest[r["edit_key"]] = r["id"]
            for r in rows:
                if r["kind"] == "dashboard" and newest[r["edit_key"]] != r["id"]:
                    # never shown: closed in the newest one's claim (the same store call)
                    self._answered.setdefault(channel_id, []).append(r["id"])
                    self.inflight.add(r["id"])
                    continue
                if r["id"] in self.inflight:
                    continue
                await self._deliver(r)
            if channel_id not in self._kicked and channel_id not in self._handed:
                return  # nothing new here since the read: no second read to find nothing

    async def _mark_answered(self, channel_id: int) -> None:
        """The channel's rows closed without a claim to ride in (dashboards a newer,
        already claimed one superseded): their marks written behind."""
        self._write_behind(self._answered.pop(channel_id, []))

    async def _give_way(self, limit: float = 3.0) -> None:
        waited = 0.0
        while self.busy is not None and self.busy() and waited < limit and not self._stopping:
            await asyncio.sleep(0.05)
            waited += 0.05

    async def _deliver(self, row: dict[str, Any]) -> None:
        await self._give_way()
        attempts = int(row["attempts"] or 0)
        while not self._stopping:
            try:
                await self.send_row(row)
            except Permanent as e:
                log.warning("outbox %s to %s refused: %s", row["id"], row["channel_id"], e)
                self.parts_sent.pop(row["id"], None)
                self.stats["refused"] += 1
                await self.store.mark_delivered(
                    [row["id"]], self.clock().isoformat(), f"refused: {e}"
                )
                self._remember(row["id"])
                if self.on_refused is not None and row["kind"] != "dm":
                    try:
                        await self.on_refused(row, str(e))
                    except Exception:  # noting it must never stop the outbox
                        log.exception("outbox %s: its refusal not noted", row["id"])
                return
            except discord.RateLimited as e:
                delay = float(e.retry_after)
                await self._failed(row, attempts, f"429 retry_after {delay}", delay)
            except discord.HTTPException as e:
                delay = self._backoff(attempts)
                await self._failed(row, attempts, f"{e.status} {e.text[:200]}", delay)
            except (aiohttp.ClientError, OSError, TimeoutError) as e:
                delay = self._backoff(attempts)
                await self._failed(row, attempts, f"network: {e!r}", delay)
            else:
                if row["kind"] == "dashboard":
                    self._write_behind([row["id"]])
                else:
                    await self.store.mark_delivered([row["id"]], self.clock().isoformat())
                self._remember(row["id"])
                self.parts_sent.pop(row["id"], None)
                self.stats["delivered"] += 1
                return
            attempts += 1
            self.stats["retries"] += 1
            await asyncio.sleep(delay)
            if self._superseded(row):
                return

    def _remember(self, row_id: int) -> None:
        self._delivered[row_id] = None
        if len(self._delivered) > DELIVERED_KEPT:
            del self._delivered[next(iter(self._delivered))]

    def _write_behind(self, rows: list[int]) -> None:
        """``rows`` were delivered (or closed): marked with the next save or claim, else
        ``MARK_AFTER`` seconds from now."""
        if not rows:
            return
        self._behind.extend(rows)
        self.inflight.update(rows)  # no read returns them to a worker meanwhile
        self._arm_marker()

    def _arm_marker(self) -> None:
        if self._marker is None and not self._stopping:
            self._marker = asyncio.get_running_loop().create_task(self._mark_later())

    def take_marks(self) -> list[int]:
        """The waiting marks, for a save to write (``AsyncStore.save``)."""
        rows, self._behind = self._behind, []
        return rows

    def marks_written(self, rows: list[int], written: bool) -> None:
        """The save that took ``rows`` wrote them, or failed: they wait again."""
        if written:
            self.inflight.difference_update(rows)
        else:
            self._behind[:0] = rows
            self._arm_marker()

    async def _mark_later(self) -> None:
        await asyncio.sleep(MARK_AFTER)
        self._marker = None
        try:
            await self.write_marks()
        except Exception as e:
            log.warning("delivered marks not written (tried again later): %s", e)
            if self._behind:
                self._arm_marker()

    async def write_marks(self) -> None:
        """The delivered marks still waiting for a claim, written now (one store call)."""
        rows, self._behind = self._behind, []
        if not rows or self.store is None:
            return
        try:
            await self.store.mark_delivered(rows, self.clock().isoformat())
        except BaseException:
            self._behind[:0] = rows
            raise
        self.inflight.difference_update(rows)

    def _superseded(self, row: dict[str, Any]) -> bool:
        """A dashboard waiting to be tried again when a newer one of its game has been
        handed over meanwhile: closed in that one's claim instead of edited first (one
        edit, not two, on a channel Discord has just asked to slow down)."""
        if row["kind"] != "dashboard":
            return False
        channel_id = int(row["channel_id"])
        mine = _version(row)
        if mine is None or not any(
            r["kind"] == "dashboard"
            and r["edit_key"] == row["edit_key"]
            and (_version(r) or 0) > mine
            for r in self._handed.get(channel_id, [])
        ):
            return False
        self._answered.setdefault(channel_id, []).append(row["id"])
        self.inflight.add(row["id"])
        self.parts_sent.pop(row["id"], None)
        return True

    def _backoff(self, attempts: int) -> float:
        return float(min(self.max_delay, self.base_delay * 2**attempts))

    async def _failed(self, row: dict, attempts: int, error: str, delay: float) -> None:
        nxt = (self.clock() + timedelta(seconds=delay)).isoformat()
        log.info(
            "outbox %s to %s not delivered (attempt %d): %s; again in %.1fs",
            row["id"],
            row["channel_id"],
            attempts + 1,
            error,
            delay,
        )
        await self.store.mark_failed(row["id"], error, nxt)

    # ------------------------------------------------------------------ sending
    async def send_row(self, row: dict[str, Any]) -> None:
        msg = row.get("message") or Message.from_json(json.loads(row["payload"]))
        # the message names its channel when it has one of its own (a reminder); the
        # row's channel is the same (bot/service/core.py outbox_rows)
        channel_id = msg.channel_id if msg.channel_id is not None else int(row["channel_id"])
        if row["kind"] == "dashboard":
            await self.show_dashboard(channel_id, msg, claimed=bool(row.get("claimed")))
            return
        from bot.adapters.discord.cogs._common import render

        # each (recipient, part) in order; those sent on an earlier attempt are skipped
        targets: list[Any] = (
            list(dict.fromkeys(msg.private_to)) if msg.private_to else [None]
        )  # a DM to each user it names, else the channel
        sends = [(uid, part) for uid in targets for part in limits.fit(msg)]
        row_id = row.get("id")
        done = self.parts_sent.get(row_id, 0) if row_id is not None else 0
        for i, (uid, part) in enumerate(sends):
            if i < done:
                continue
            if uid is None:
                channel: Any = self.client.get_partial_messageable(channel_id)
            else:
                channel = await self._refusable(self.client.create_dm(discord.Object(uid)))
            extra = {"nonce": row_nonce(row, i)} if row_id is not None else {}
            await self._refusable(channel.send(**render(part), **extra))
            if row_id is not None:
                self.parts_sent[row_id] = i + 1

    @staticmethod
    async def _refusable(coro: Any) -> Any:
        try:
            return await coro
        except discord.HTTPException as e:
            if e.status in (400, 403, 404):
                raise Permanent(f"{e.status} {e.text[:200]}") from e
            raise

    async def show_dashboard(self, channel_id: int, msg: Message, claimed: bool = False) -> None:
        """Edit the game's dashboard in place, or post it (again) when there is none, the
        edit is refused, or it has scrolled away. One at a time per channel; never an
        older version (checked here and, across processes, in the database: by its
        claim, here or, ``claimed``, in the save that made it)."""
        lock = self._dash_locks.setdefault(channel_id, asyncio.Lock())
        async with lock:
            shown = self._shown.get(msg.edit_key)
            if msg.version is not None and shown is not None and msg.version < shown:
                return
            if msg.version is not None and not claimed and not await self._claim(channel_id, msg):
                return  # the database says a newer one is up (perhaps from another process)
            await self._dashboard_locked(channel_id, await self.attach(msg))
            if msg.version is not None:
                self._shown[msg.edit_key] = msg.version

    async def _claim(self, channel_id: int, msg: Message) -> bool:
        """Claim the dashboard's version, marking the channel's answered rows and the
        dashboards shown since the last claim delivered in the same store call."""
        assert msg.version is not None
        answered = self._answered.pop(channel_id, [])
        behind, self._behind = self._behind, []
        try:
            claimed = await self.refs.claim(
                msg.edit_key, msg.version, answered + behind, self.clock()
            )
        except BaseException:
            self._answered.setdefault(channel_id, [])[:0] = answered  # marked later
            self._behind[:0] = behind
            raise
        self.inflight.difference_update(answered + behind)
        return bool(claimed)

    async def attach(self, msg: Message) -> Message:
        """``msg`` with its board picture drawn and attached (alone, without it, when
        it cannot be drawn: the failure is logged and the text goes out)."""
        if msg.picture is None:
            return msg
        if self.boards is None:
            return replace(msg, picture=None)
        out: Message = await self.boards.attach(msg)
        if out.picture is None and len(out.files) == len(msg.files):
            self.stats["picture_failed"] += 1
        return out

    def note_post(self, channel_id: int) -> None:
        """A visible post in a channel: its dashboard scrolls up by one."""
        self._posts_since[channel_id] = self._posts_since.get(channel_id, 0) + 1

    async def _dashboard_locked(self, channel_id: int, msg: Message) -> None:
        from bot.adapters.discord.cogs._common import _edit_kwargs, edit_message, render

        channel = self.client.get_partial_messageable(channel_id)
        ref = await self.refs.dashboard_ref(msg.edit_key)
        old = None
        if ref:
            scrolled = (
                msg.repost_after > 0
                and ref not in self._pinned
                and self._posts_since.get(channel_id, 0) >= msg.repost_after
            )
            if scrolled:
                old = channel.get_partial_message(ref)
            else:
                try:
                    await edit_message(channel.get_partial_message(ref), **_edit_kwargs(msg))
                    return
                except discord.HTTPException as e:
                    if e.status not in (400, 403, 404):
                        raise  # 429/5xx: retried by the caller
                    log.info(
                        "dashboard %s in %s refused (%s): posting it again", ref, channel_id, e
                    )
                    self.stats["reposted"] += 1
        sent = await self._refusable(channel.send(**render(msg)))
        await self.refs.set_dashboard_ref(msg.edit_key, sent.id)
        self._posts_since[channel_id] = 0
        if msg.pin:
            try:
                await sent.pin()
                self._pinned.add(sent.id)
            except discord.HTTPException as e:  # pinning is optional (README)
                log.info("dashboard %s in %s not pinned: %s", sent.id, channel_id, e)
        if old is not None and msg.moved_text:
            try:
                await old.edit(  # a link to the new one, without the old text or picture
                    content=msg.moved_text.format(url=sent.jump_url),
                    embeds=[],
                    view=None,
                    attachments=[],
                )
            except discord.HTTPException as e:
                log.info("old dashboard %s in %s not edited: %s", old.id, channel_id, e)


def row_nonce(row: dict[str, Any], part: int) -> str:
    """The nonce of an outbox row's ``part``-th post: the same on every attempt, in
    every process, so that Discord (which discord.py asks to enforce the nonce) answers
    a post made again within a few minutes with the message it already made. A send
    whose answer was lost (a process killed before its delivered mark, a timeout after
    Discord made the message) is then not seen twice. Made from what a row read from
    the outbox and one handed over by its interaction both know: its id and channel (a
    database restored from a backup gives a lost row's id again, rarely in the same
    channel within minutes); 24 characters, within Discord's 25."""
    key = f"{row['id']}|{row['channel_id']}|{part}".encode()
    return hashlib.blake2b(key, digest_size=12).hexdigest()


def _version(row: dict[str, Any]) -> int | None:
    """A dashboard row's game version (read from the outbox, or on its message when
    handed over)."""
    if row.get("version") is not None:
        return int(row["version"])
    msg = row.get("message")
    return msg.version if msg is not None else None


class _StoreRefs:
    """Dashboard message ids in the store's ``dashboards`` table (``game:<id>`` keys),
    kept once read or written: one process serves a channel."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self._known: dict[int, int | None] = {}

    _game = staticmethod(dashboard_game)

    async def dashboard_ref(self, edit_key: str) -> int | None:
        game_id = self._game(edit_key)
        if game_id is None or self.store is None:
            return None
        if game_id not in self._known:
            if len(self._known) >= 10_000:
                self._known.clear()
            ref = await self.store.row("dashboards", game_id)
            self._known[game_id] = ref["message_id"] if ref else None
        return self._known[game_id]

    async def set_dashboard_ref(self, edit_key: str, message_id: int) -> None:
        game_id = self._game(edit_key)
        if game_id is not None and self.store is not None:
            self._known.pop(game_id, None)
            await self.store.set_dashboard_ref(game_id, message_id)
            self._known[game_id] = message_id

    async def claim(self, edit_key: str, version: int, delivered: list[int], now: datetime) -> bool:
        if self.store is None:
            return True
        game_id = self._game(edit_key)
        if game_id is None:
            if delivered:
                await self.store.mark_delivered(delivered, now.isoformat())
            return True
        return bool(await self.store.claim_dashboard(game_id, version, delivered, now.isoformat()))


class _ServiceRefs:
    """Dashboard message ids kept by an object with ``dashboard_ref(key)`` and
    ``set_dashboard_ref(key, message_id)`` (plain or async): a scripted service."""

    def __init__(self, owner: Any) -> None:
        self.owner = owner

    async def dashboard_ref(self, edit_key: str) -> int | None:
        ref = self.owner.dashboard_ref(edit_key)
        return await ref if inspect.isawaitable(ref) else ref

    async def set_dashboard_ref(self, edit_key: str, message_id: int) -> None:
        done = self.owner.set_dashboard_ref(edit_key, message_id)
        if inspect.isawaitable(done):
            await done

    async def claim(self, edit_key: str, version: int, delivered: list[int], now: datetime) -> bool:
        return True
