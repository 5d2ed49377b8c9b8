"""What a game command asks of the store after its answer (issue 23): the interaction
hands its committed rows to the sender, which sends them without reading the outbox,
and the answer's row is marked delivered in the dashboard claim's transaction. Two
store round trips after the answer (the claim with the mark, the dashboard's mark)
instead of four; nothing a player saw is lost when the process stops in between."""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace

from bot.adapters.discord.sender import Sender
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


async def command(store: AsyncStore, loaded, version: int) -> tuple[int, dict]:
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
            "channel_id": CH,
            "kind": "announce",
            "payload": json.dumps(answer.to_json()),
            "next_at": "9999",  # held for the interaction
        },
        {
            "channel_id": CH,
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
        "channel_id": CH,
        "guild_id": 1,
        "kind": "dashboard",
        "edit_key": dash.edit_key,
        "attempts": 0,
        "message": dash,
    }
    return rows[0]["id"], handed


async def test_a_game_command_costs_the_sender_a_claim_with_the_answers_mark_and_one_mark(
    db_path,
):
    store = AsyncStore(open_store(str(db_path)))
    channel = Channel()
    sender = Sender(SimpleNamespace(get_partial_messageable=lambda _: channel), store)
    try:
        await sender.start()
        loaded = await store.create(CH, 1, dict(G), [], "t0", 1)
        await store.set_dashboard_ref(loaded.game_id, 777)
        answer, dash = await command(store, await store.load(CH), 2)
        assert sender.hand(CH, [dash], [answer])
        await sender.workers[CH]  # the first one reads the dashboard's message id
        assert channel.edits == [(777, "v2")]
        calls = counted(store)
        answer, dash = await command(store, await store.load(CH), 3)
        del calls[:]  # the command's own save
        assert sender.hand(CH, [dash], [answer])
        await sender.workers[CH]
        # no read of the outbox; the answer's mark rides on the dashboard's claim
        assert calls == ["claim_dashboard", "mark_delivered"]
        assert channel.edits == [(777, "v2"), (777, "v3")] and channel.posts == []
        sync = store.sync
        assert sync.outbox_row(answer)["delivered_at"] is not None
        assert sync.outbox_row(dash["id"])["delivered_at"] is not None
        assert sync.pending_outbox() == []
        assert sender.inflight == set()
    finally:
        await sender.stop()
        store.close()


async def test_an_answer_without_a_dashboard_is_marked_by_the_worker(db_path):
    store = AsyncStore(open_store(str(db_path)))
    sender = Sender(SimpleNamespace(get_partial_messageable=lambda _: Channel()), store)
    try:
        await sender.start()
        loaded = await store.create(CH, 1, dict(G), [], "t0", 1)
        answer, _ = await command(store, loaded, 2)
        calls = counted(store)
        assert sender.hand(CH, [], [answer])
        await sender.workers[CH]
        assert calls == ["mark_delivered"]
        assert store.sync.outbox_row(answer)["delivered_at"] is not None
    finally:
        await sender.stop()
        store.close()


async def test_an_answer_not_yet_marked_when_the_process_stops_is_sent_again_never_lost(
    db_path,
):
    """Between the answer and its mark the row stays in the outbox (held): a process
    that stops there leaves it pending, and the next start sends it to the channel (a
    repeat of what the player saw, never a loss), with the dashboard."""
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
        assert {r["id"] for r in store.sync.pending_outbox()} == {answer, dash["id"]}
        again = Sender(client, store)
        await again.start()  # held rows are due at once
        try:
            for _ in range(200):
                if not store.sync.pending_outbox():
                    break
                await asyncio.sleep(0.01)
            assert store.sync.pending_outbox() == []
            assert channel.posts == ["move 2"] and channel.edits == [(777, "v2")]
        finally:
            await again.stop()
    finally:
        store.close()
