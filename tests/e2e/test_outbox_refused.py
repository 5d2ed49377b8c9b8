"""A channel post Discord refuses for good (the channel deleted: 404; Herald's
permissions gone: 403) is told to the adapter's ``on_refused`` (which marks the game
there: bot/service/people.py), once per row; a refused direct message is not (it
says nothing about a game's channel)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import discord

from bot.adapters.discord.sender import Sender
from bot.service.model import Message
from bot.store import AsyncStore, open_store

CH = 4242


class Gone:  # a deleted channel, as discord.py's PartialMessageable meets it
    async def send(self, content=None, **_):
        raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), "Unknown Channel")


async def test_a_refused_channel_post_is_told_to_on_refused_and_a_refused_dm_is_not(db_path):
    store = AsyncStore(open_store(str(db_path)))
    told: list[tuple[int, str, str]] = []

    async def on_refused(row, error):
        told.append((int(row["channel_id"]), row["kind"], error))

    client = SimpleNamespace(get_partial_messageable=lambda _: Gone(), create_dm=lambda _: _dm())

    async def _dm():
        return Gone()

    sender = Sender(client, store, on_refused=on_refused)
    try:
        await sender.start()
        post = {
            "channel_id": CH,
            "kind": "announce",
            "payload": json.dumps(Message("hi").to_json()),
        }
        dm = Message("psst", private_to=[7])
        direct = {"channel_id": CH, "kind": "dm", "payload": json.dumps(dm.to_json())}
        await store.enqueue([post, direct], "t0")
        sender.kick(CH)
        await sender.workers[CH]
        assert told == [(CH, "announce", "404 Unknown Channel")]
        assert await store.pending_outbox() == []  # both dropped, never retried
    finally:
        await sender.stop()
        store.close()


def test_a_command_says_what_herald_lacks_to_post_in_its_channel():
    """Play-test 18, finding 15: Discord sends Herald's own permissions in the channel
    with every interaction (``app_permissions``); what it lacks to post there reaches
    the service as ``Ctx.cannot_post`` (a thread asks for Send Messages in Threads)."""
    from bot.adapters.discord.cogs._common import cannot_post

    def ix(perms, channel=None, guild_id=1):
        return SimpleNamespace(guild_id=guild_id, app_permissions=perms, channel=channel)

    allowed = discord.Permissions(view_channel=True, send_messages=True, embed_links=True)
    assert cannot_post(ix(allowed)) == []
    assert cannot_post(ix(discord.Permissions(view_channel=True, send_messages=True))) == [
        "embed_links"
    ]
    assert cannot_post(ix(discord.Permissions.none())) == [
        "view_channel",
        "send_messages",
        "embed_links",
    ]
    thread = discord.Thread.__new__(discord.Thread)
    assert cannot_post(ix(allowed, thread)) == ["send_messages_in_threads"]
    assert cannot_post(ix(discord.Permissions.none(), guild_id=None)) == []  # a DM
