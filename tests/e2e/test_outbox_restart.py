"""What the outbox does when a process starts (again): which rows it makes due, and
what a row whose earlier send's outcome is unknown becomes."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import discord
import pytest_asyncio

from bot.adapters.discord import app as discord_app
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
        assert [(await a_store.row("outbox", r["id"]))["next_at"] for r in a_rows] == [held, later]
    finally:
        await b.stop()
        a_store.close()
        b_store.close()


@pytest_asyncio.fixture
async def discord_client(fake):
    """A real discord.py client logged in to the fake Discord over REST (what the sender
    posts with; no gateway needed)."""
    old = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord_app.point_at(fake.api_base, fake.gateway_url)
    client = discord.Client(intents=discord.Intents.none())
    await client.login("fake-token")
    try:
        yield client
    finally:
        await client.close()
        discord.http.Route.BASE = old[0]
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old[1]


async def _sent_then_lost(fake, client, store, text: str) -> tuple[int, str]:
    """A row whose post Discord made, and the process gone before Discord's answer
    came (killed before its delivered mark: the outcome of its attempt unknown to the
    outbox). Returns the row and the nonce its post carried."""
    ch = fake.channel_ids[1]
    payload = json.dumps(Message(content=text, kind="announce").to_json())
    (row,) = await store.enqueue(
        [{"channel_id": ch, "kind": "announce", "payload": payload}],
        datetime.now(UTC).isoformat(),
    )
    fake.fail("post", channel=ch, done=True, delay=0.3)  # made, answered late
    first = Sender(client, store)
    await first.start()
    (post,) = await fake.wait_for(
        lambda: [p for p in fake.posts(ch) if p.content == text], 10, "the post"
    )
    await first.stop()  # gone before the answer: nothing marked
    assert row_of(store, row)["delivered_at"] is None
    return row, str(post.data["nonce"])


def row_of(store: AsyncStore, row: int) -> dict:
    got = store.sync.row("outbox", row)
    assert got is not None
    return got


async def _restart(client, store: AsyncStore, row: int) -> None:
    """The next start of the process: its pending rows are sent (each once more)."""
    again = Sender(client, store)
    try:
        await again.start()
        for _ in range(500):
            if row_of(store, row)["delivered_at"]:
                return
            await asyncio.sleep(0.01)
        raise AssertionError(f"outbox row {row} not delivered")
    finally:
        await again.stop()


async def test_a_row_sent_again_within_discords_nonce_window_is_posted_once_after_it_twice(
    fake, discord_client, db_path
):
    """A row whose post reached Discord, with the process gone before it knew: its next
    start posts it again with the same nonce. Within Discord's few minutes, Discord
    answers with the message it made and the channel shows it once; after them (a bot
    down longer than that) the channel shows it twice. The limit is documented in
    docs/state.md (no honest guard: Discord does not return a message's nonce when the
    channel's messages are read, and nothing else tells this row's post from an equal
    one)."""
    ch = fake.channel_ids[1]
    store = AsyncStore(open_store(str(db_path)))
    try:
        row, nonce = await _sent_then_lost(fake, discord_client, store, "⏰ Bob, you are up")
        await _restart(discord_client, store, row)
        assert [p.content for p in fake.posts(ch)] == ["⏰ Bob, you are up"]
        assert fake.nonce_repeats == [nonce]

        row, nonce = await _sent_then_lost(fake, discord_client, store, "⏰ Bob, still you")
        fake.expire_nonces()  # the bot stays down longer than Discord's window
        await _restart(discord_client, store, row)
        assert [p.content for p in fake.posts(ch)] == [
            "⏰ Bob, you are up",
            "⏰ Bob, still you",
            "⏰ Bob, still you",
        ]
        assert len(fake.nonce_repeats) == 1  # nothing enforced the second time
        assert [p.data["nonce"] for p in fake.posts(ch)[1:]] == [nonce, nonce]
    finally:
        store.close()
