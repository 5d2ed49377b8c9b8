"""What the outbox does when a process starts (again): which rows it makes due, and
what a row whose earlier send's outcome is unknown becomes."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

from bot.adapters.discord.sender import Sender
from bot.service.model import Message
from bot.store import AsyncStore, open_store

# two shard processes' guilds (each process owns one)
MINE, THEIRS = 1, 2


class Channel:
    """What the sender posts in a channel (the parts of discord.py's
    PartialMessageable it uses)."""

    def __init__(self) -> None:
        self.posts: list[str | None] = []

    async def send(self, content=None, **_):
        self.posts.append(content)
        return SimpleNamespace(id=900 + len(self.posts))


async def test_a_starting_process_makes_only_its_own_rows_due(db_url):
    """Two shard processes share one database (both backends). Process B starting
    makes its own held or waiting rows due at once (its earlier run's interactions are
    gone) and leaves process A's alone: A's row held while its interaction answers
    with it, and A's row waiting out a 429's ``retry_after``, stay held and waiting
    (made due, A's next poll would retry the second early and could post the first
    beside the interaction's answer)."""
    a_store = AsyncStore(open_store(db_url))  # process A, still running
    b_store = AsyncStore(open_store(db_url))  # process B, starting
    now = datetime.now(UTC)
    later = (now + timedelta(seconds=60)).isoformat()
    held = (now + timedelta(seconds=120)).isoformat()
    a_game = await a_store.create(20, THEIRS, {"game": "toy", "status": "setup"}, [], "t0", 1)
    b_game = await b_store.create(10, MINE, {"game": "toy", "status": "setup"}, [], "t0", 1)

    def row(ch: int, text: str, next_at: str) -> dict:
        payload = json.dumps(Message(content=text, kind="announce").to_json())
        return {"channel_id": ch, "kind": "announce", "payload": payload, "next_at": next_at}

    a_rows = [row(20, "A answering", held), row(20, "A after a 429", later)]
    b_rows = [row(10, "B's last answer", held), row(10, "B after a 503", later)]
    await a_store.enqueue(a_rows, now.isoformat(), a_game.game_id)
    await b_store.enqueue(b_rows, now.isoformat(), b_game.game_id)
    await a_store.mark_failed(a_rows[1]["id"], "429 retry_after 60", later)
    channels = {10: Channel(), 20: Channel()}
    client = SimpleNamespace(get_partial_messageable=lambda ch: channels[ch])
    b = Sender(client, b_store, owns=lambda guild: guild == MINE)
    try:
        await b.start()
        for _ in range(500):
            if not await b.pending():
                break
            await asyncio.sleep(0.01)
        assert channels[10].posts == ["B's last answer", "B after a 503"]
        assert channels[20].posts == []
        due = await a_store.pending_outbox(due=datetime.now(UTC).isoformat())
        assert due == []  # A's two rows: neither is due
        assert [(await a_store.outbox_row(r["id"]))["next_at"] for r in a_rows] == [held, later]
    finally:
        await b.stop()
        a_store.close()
        b_store.close()
