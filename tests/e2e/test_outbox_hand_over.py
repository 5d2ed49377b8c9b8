"""What a game command asks of the store after its answer (issue 23): nothing. The
interaction hands its committed rows to the sender, which sends them without reading
the outbox or claiming the dashboard (the command's save claimed it); the marks of the
answer and of the dashboard shown are written behind, in the next save of any channel
(else a moment later, in one call). Four store round trips after the answer, then
one, now none; nothing a player saw is lost when the process stops in between."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from types import SimpleNamespace
from typing import Any

from bot.adapters.discord import sender as sender_module
from bot.adapters.discord.sender import Sender, row_nonce
from bot.service.model import Embed, Message
from bot.store import AsyncStore, open_store

CH = 51
G = {"game": "toy", "status": "setup", "n": 0}


class Channel:
    """The part of discord.py's PartialMessageable the sender uses: what was posted and
    how the dashboard message was edited."""

    def __init__(self) -> None:
        self.posts: list[str | None] = []
        self.edits: list[tuple[int, str]] = []

    async def send(self, content=None, **_):
        self.posts.append(content)
        return SimpleNamespace(id=900 + len(self.posts), pin=self._pin)

    async def _pin(self):
        return None

    def get_partial_message(self, ref: int):
        channel = self

        class Partial:
            async def edit(self, **kw):
                channel.edits.append((ref, kw["embeds"][0].title))

        return Partial()


def counted(store: AsyncStore) -> list[str]:
    """The names of the store calls made from now on (on the store's threads)."""
    calls: list[str] = []
    call = store.call

    async def spy(fn, *args, **kwargs):
        calls.append(fn.__name__)
        return await call(fn, *args, **kwargs)

    store.call = spy  # type: ignore[method-assign]
    return calls


def all_delivered(store: AsyncStore, sender: Sender, rows: list[int]) -> None:
    """Each of ``rows`` marked delivered, nothing left pending or in flight."""
    for row in rows:
        assert store.sync.row("outbox", row)["delivered_at"] is not None, row
    assert store.sync.pending_outbox() == []
    assert sender.inflight == set()


async def command(store: AsyncStore, loaded, version: int, ch: int = CH) -> tuple[int, dict]:
    """A committed game command as ``Service.with_game`` saves it: its answer (held for
    the interaction) and its dashboard. Returns the answer's row id and the dashboard's
    row as the interaction hands it over."""
    dash = Message(
        embeds=[Embed(title=f"v{version}")],
        kind="dashboard",
        edit_key=f"game:{loaded.game_id}",
        version=version,
    )
    answer = Message(content=f"move {version}", kind="announce")
    rows = [
        {
            "channel_id": ch,
            "kind": "announce",
            "payload": json.dumps(answer.to_json()),
            "next_at": "9999",  # held for the interaction
        },
        {
            "channel_id": ch,
            "kind": "dashboard",
            "edit_key": dash.edit_key,
            "version": version,
            "payload": json.dumps(dash.to_json()),
        },
    ]
    await store.save(loaded, dict(G, n=version), [], f"t{version}", 1, outbox=rows)
    dash.outbox_id = rows[1]["id"]
    handed = {
        "id": dash.outbox_id,
        "channel_id": ch,
        "guild_id": 1,
        "kind": "dashboard",
        "edit_key": dash.edit_key,
        "attempts": 0,
        "message": dash,
    }
    return rows[0]["id"], handed


@asynccontextmanager
async def started(
    db_path, channel: Channel, **kw: Any
) -> AsyncIterator[tuple[AsyncStore, Sender, Any]]:
    """A running sender over a fresh store whose game in ``CH`` has its dashboard in
    message 777 (``kw``: the sender's own settings); stopped and closed after."""
    store = AsyncStore(open_store(str(db_path)))
    sender = Sender(SimpleNamespace(get_partial_messageable=lambda _: channel), store, **kw)
    try:
        await sender.start()
        loaded = await store.create(CH, 1, dict(G), [], "t0", 1)
        await store.set_dashboard_ref(loaded.game_id, 777)
        yield store, sender, loaded
    finally:
        await sender.stop()
        store.close()


def delivered(store: AsyncStore, row: int) -> bool:
    return store.sync.row("outbox", row)["delivered_at"] is not None


async def test_a_game_command_costs_the_sender_no_store_call_its_marks_ride_in_the_next_save(
    db_path, monkeypatch
):
    monkeypatch.setattr(sender_module, "MARK_AFTER", 30)  # no mark written by the timer
    channel = Channel()
    async with started(db_path, channel) as (store, sender, loaded):
        answer2, dash2 = await command(store, await store.load(CH), 2)
        assert sender.hand(CH, [dash2], [answer2])
        await sender.workers[CH]  # the first one reads the dashboard's message id
        assert channel.edits == [(777, "v2")]
        # delivered, not marked yet; held in memory so that no worker takes them again
        assert not delivered(store, answer2) and not delivered(store, dash2["id"])
        assert {answer2, dash2["id"]} <= sender.inflight
        latest = await store.load(CH)
        calls = counted(store)
        answer3, dash3 = await command(store, latest, 3)
        # the next command's save carried those marks (and claimed its own dashboard)
        assert calls == ["save"]
        assert delivered(store, answer2) and delivered(store, dash2["id"])
        assert store.sync._one("SELECT version FROM dashboards")[0] == 3
        del calls[:]
        assert sender.hand(CH, [dash3], [answer3])
        await sender.workers[CH]
        # no read of the outbox, no claim, no mark of its own
        assert calls == []
        assert channel.edits == [(777, "v2"), (777, "v3")] and channel.posts == []
        assert not delivered(store, answer3) and dash3["id"] in sender.inflight
        await sender.write_marks()  # (the timer's call, or a stop's)
        assert calls == ["mark_delivered"]
        all_delivered(store, sender, [answer2, dash2["id"], answer3, dash3["id"]])


async def test_marks_a_failed_save_took_wait_for_the_next_write(db_path, monkeypatch):
    """A save refused (another process saved first) writes nothing: the marks it took
    wait again, and are written by the next one."""
    from bot.store import StaleWrite

    monkeypatch.setattr(sender_module, "MARK_AFTER", 30)
    channel = Channel()
    async with started(db_path, channel) as (store, sender, loaded):
        answer2, dash2 = await command(store, await store.load(CH), 2)
        assert sender.hand(CH, [dash2], [answer2])
        await sender.workers[CH]
        stale = await store.load(CH)
        await command(store, await store.load(CH), 3)  # marks the two
        assert delivered(store, answer2)
        sender._write_behind([4242])  # a row delivered meanwhile (no such row: harmless)
        try:
            await store.save(stale, dict(G, n=9), [], "t9", 1)
        except StaleWrite:
            pass
        else:
            raise AssertionError("a stale save was written")
        assert sender._behind == [4242] and 4242 in sender.inflight
        await command(store, await store.load(CH), 4)
        assert sender._behind == [] and 4242 not in sender.inflight


async def test_dashboards_that_queued_behind_a_newer_one_are_closed_without_a_call(
    db_path, monkeypatch
):
    """Three commands handed over before the channel's worker runs (they queued behind
    an edit, or came at once): one edit, the newest, and the two it superseded marked
    with it, behind: no store call of their own."""
    monkeypatch.setattr(sender_module, "MARK_AFTER", 30)
    channel = Channel()
    async with started(db_path, channel) as (store, sender, loaded):
        await sender.refs.dashboard_ref(f"game:{loaded.game_id}")  # known, as after a first edit
        made = [await command(store, await store.load(CH), v) for v in (2, 3, 4)]
        calls = counted(store)
        for answer, dash in made:
            assert sender.hand(CH, [dash], [answer])
        await sender.workers[CH]
        assert calls == []
        assert channel.edits == [(777, "v4")] and channel.posts == []
        await sender.write_marks()  # the shown one's own mark
        all_delivered(store, sender, [row for answer, dash in made for row in (answer, dash["id"])])
        assert store.sync.row("dashboards", loaded.game_id)["message_id"] == 777


async def test_a_dashboard_waiting_for_a_retry_gives_way_to_a_newer_one(db_path):
    """Discord fails an edit (503); while the sender waits to try it again the next
    command's dashboard is handed over: the newer one is the only edit, the older one
    is closed in its claim (one edit on that channel, not two)."""
    import discord

    channel = Channel()
    failures = [discord.HTTPException(SimpleNamespace(status=503, reason="down"), "down")]
    partial = channel.get_partial_message

    def flaky(ref):
        inner = partial(ref)

        class Partial:
            async def edit(self, **kw):
                if failures:
                    raise failures.pop()
                await inner.edit(**kw)

        return Partial()

    channel.get_partial_message = flaky  # type: ignore[method-assign]
    async with started(db_path, channel, base_delay=0.2) as (store, sender, loaded):
        answer2, dash2 = await command(store, await store.load(CH), 2)
        answer3, dash3 = await command(store, await store.load(CH), 3)
        assert sender.hand(CH, [dash2], [answer2])
        while sender.stats["retries"] == 0:
            await asyncio.sleep(0.01)  # v2's edit failed: its retry is waiting
        assert sender.hand(CH, [dash3], [answer3])
        await sender.workers[CH]
        assert channel.edits == [(777, "v3")] and channel.posts == []
        await sender.write_marks()
        all_delivered(store, sender, [answer2, dash2["id"], answer3, dash3["id"]])


async def test_an_answer_without_a_dashboard_is_marked_a_moment_later(db_path, monkeypatch):
    """No save comes after it: its mark is written by itself, ``MARK_AFTER`` later."""
    monkeypatch.setattr(sender_module, "MARK_AFTER", 0.05)
    store = AsyncStore(open_store(str(db_path)))
    sender = Sender(SimpleNamespace(get_partial_messageable=lambda _: Channel()), store)
    try:
        await sender.start()
        loaded = await store.create(CH, 1, dict(G), [], "t0", 1)
        answer, _ = await command(store, loaded, 2)
        calls = counted(store)
        assert sender.hand(CH, [], [answer])
        await sender.workers[CH]
        assert calls == [] and answer in sender.inflight
        # the mark is committed on the store's thread; the sender lets go of the row
        # when its await of that returns, a turn of the loop later
        for _ in range(300):
            if delivered(store, answer) and not sender.inflight:
                break
            await asyncio.sleep(0.01)
        assert calls == ["mark_delivered"] and delivered(store, answer)
        assert sender.inflight == set()
    finally:
        await sender.stop()
        store.close()


async def test_a_stop_before_the_worker_ran_marks_the_answer_and_leaves_the_dashboard(
    db_path,
):
    """A process that stops between the hand-over and the worker: the answer (delivered
    by the interaction) is marked at the stop; the dashboard stays pending and the next
    start shows it (never lost, the answer not repeated)."""
    store = AsyncStore(open_store(str(db_path)))
    channel = Channel()
    client = SimpleNamespace(get_partial_messageable=lambda _: channel)
    sender = Sender(client, store)
    try:
        await sender.start()
        loaded = await store.create(CH, 1, dict(G), [], "t0", 1)
        await store.set_dashboard_ref(loaded.game_id, 777)
        answer, dash = await command(store, loaded, 2)
        assert sender.hand(CH, [dash], [answer])
        await sender.stop()  # before the worker ran
        assert {r["id"] for r in store.sync.pending_outbox()} == {dash["id"]}
        again = Sender(client, store)
        await again.start()  # held rows are due at once
        try:
            for _ in range(200):
                if not store.sync.pending_outbox():
                    break
                await asyncio.sleep(0.01)
            assert store.sync.pending_outbox() == []
            assert channel.posts == [] and channel.edits == [(777, "v2")]
        finally:
            await again.stop()
    finally:
        store.close()


async def test_commands_in_several_channels_mark_each_others_rows(db_path, monkeypatch):
    """A stream of game commands over several channels: each one's save carries the
    marks of the answer and dashboard sent before it, in whichever channel; no store
    call after an answer."""
    monkeypatch.setattr(sender_module, "MARK_AFTER", 30)
    store = AsyncStore(open_store(str(db_path)))
    channels = {ch: Channel() for ch in (61, 62, 63)}
    client = SimpleNamespace(get_partial_messageable=lambda ch: channels[ch])
    sender = Sender(client, store)
    try:
        await sender.start()
        games = {}
        for ch in channels:
            games[ch] = await store.create(ch, 1, dict(G), [], "t0", 1)
            await store.set_dashboard_ref(games[ch].game_id, 700 + ch)
            await sender.refs.dashboard_ref(f"game:{games[ch].game_id}")
        calls = counted(store)
        sent: list[int] = []
        for version in (2, 3):
            for ch in channels:
                answer, dash = await command(store, await store.load(ch), version, ch)
                assert all(delivered(store, row) for row in sent)  # those before, in its save
                del calls[:]
                assert sender.hand(ch, [dash], [answer])
                await sender.workers[ch]
                assert calls == [] and not delivered(store, answer)
                sent += [answer, dash["id"]]
        assert [c.edits for c in channels.values()] == [
            [(700 + ch, "v2"), (700 + ch, "v3")] for ch in channels
        ]
        assert not delivered(store, sent[-1]) and not delivered(store, sent[-2])
    finally:
        await sender.stop()  # writes the marks still waiting
        assert all(delivered(store, row) for row in sent)
        assert store.sync.pending_outbox() == []
        store.close()


async def test_rows_sent_but_not_yet_marked_when_the_process_dies_are_sent_again(db_path):
    """A process killed between a command's answer and dashboard and their marks: the
    next start posts the answer and edits the dashboard again, with the same text (at
    least once, never lost)."""
    store = AsyncStore(open_store(str(db_path)))
    channel = Channel()
    client = SimpleNamespace(get_partial_messageable=lambda _: channel)
    sender = Sender(client, store)
    await sender.start()
    loaded = await store.create(CH, 1, dict(G), [], "t0", 1)
    await store.set_dashboard_ref(loaded.game_id, 777)
    answer, dash = await command(store, loaded, 2)
    assert sender.hand(CH, [dash], [answer])
    await sender.workers[CH]
    assert channel.edits == [(777, "v2")] and not delivered(store, answer)
    sender._stopping = True  # killed: nothing more runs (no drain, no stop)
    assert sender._marker is not None and sender._task is not None
    sender._marker.cancel()
    sender._task.cancel()
    store.marks = None
    assert [r["id"] for r in store.sync.pending_outbox()] == [answer, dash["id"]]
    again = Sender(client, store)
    try:
        await again.start()
        for _ in range(200):
            if not store.sync.pending_outbox():
                break
            await asyncio.sleep(0.01)
        await again.write_marks()
        assert channel.edits == [(777, "v2"), (777, "v2")] and channel.posts == ["move 2"]
        assert store.sync.pending_outbox() == []
    finally:
        await again.stop()
        store.close()


async def test_a_row_the_poll_already_delivered_is_not_sent_again_when_handed_over(db_path):
    """The sender's poll can read a command's rows between its commit and its
    interaction's hand-over, and deliver them first: the handed copy of a row this
    process has sent is dropped, whether it arrives after that worker is done or while
    it is still editing (one edit of the dashboard, one post, never two)."""
    channel = Channel()
    editing, release = asyncio.Event(), asyncio.Event()
    partial = channel.get_partial_message

    def slow(ref):
        inner = partial(ref)

        class Partial:
            async def edit(self, **kw):
                editing.set()
                await release.wait()
                await inner.edit(**kw)

        return Partial()

    async with started(db_path, channel) as (store, sender, loaded):
        # the hand-over after the poll's worker has finished
        answer, dash = await command(store, await store.load(CH), 2)
        sender.kick(CH)  # what the poll does when it reads the pending dashboard
        await sender.workers[CH]
        assert sender.hand(CH, [dash], [answer])
        await sender.workers[CH]
        assert channel.edits == [(777, "v2")]
        # the hand-over while the poll's worker is still editing
        channel.get_partial_message = slow  # type: ignore[method-assign]
        answer3, dash3 = await command(store, await store.load(CH), 3)
        sender.kick(CH)
        await editing.wait()
        assert sender.hand(CH, [dash3], [answer3])
        release.set()
        await sender.workers[CH]
        assert channel.edits == [(777, "v2"), (777, "v3")] and channel.posts == []
        await sender.write_marks()
        all_delivered(store, sender, [answer, dash["id"], answer3, dash3["id"]])


async def test_a_rows_posts_carry_one_nonce_whether_read_or_handed_over(db_path):
    """Discord answers a post repeated with an enforced nonce with the message it made
    (tests/e2e/test_reminders_e2e.py): a row's nonce is the same when the row was read
    from the outbox (after a restart) and when its interaction handed it over, and
    differs between rows and between a row's parts; Discord takes 25 characters."""
    store = AsyncStore(open_store(str(db_path)))
    try:
        loaded = await store.create(CH, 1, dict(G), [], "t0", 1)
        answer, handed = await command(store, loaded, 2)
        read = {r["id"]: r for r in store.sync.pending_outbox()}
        assert row_nonce(read[handed["id"]], 0) == row_nonce(handed, 0)
        nonces = [row_nonce(read[answer], 0), row_nonce(read[answer], 1), row_nonce(handed, 0)]
        assert len(set(nonces)) == 3 and all(0 < len(n) <= 25 for n in nonces)
    finally:
        store.close()
