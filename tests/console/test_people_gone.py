"""People and places that go away, as a table meets them in the console (play-test 17,
finding 12; play-test 18, findings 15-17): a user forgotten on request, a member who
leaves the server, a channel Herald can no longer post in, Herald removed from a
server and invited back."""

from __future__ import annotations

import asyncio
import io
import json
import random
from datetime import timedelta

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from bot.service.people import unreachable_key
from tests.conftest import T0


@pytest.fixture
def con(store, knowledge):
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


async def run(con, script: str) -> list[dict]:
    out = []
    for line in script.strip().splitlines():
        con.clock_offset += timedelta(minutes=1)
        out.extend(await con.handle(line))
    return out


def said(out: list[dict]) -> str:
    return "\n".join(m["content"] for m in out if m["kind"] != "dashboard")


SEATED = """
gm: /game start game:lancaster
alice: /game join seat:Red
bob: /game join seat:Blue
!lang bob it
gm: /game begin
alice: /turn place where:"County A"
bob: /turn place where:"County B"
"""


async def test_a_user_forgotten_keeps_the_seat_but_not_the_person(con):
    """``/me forget`` asks first, with a button; pressed, the user's id leaves the game
    (seat emptied for the GM, log and decision times say "a former player"), their
    language goes, and the game still undoes and replays (the store fixture replays
    every game at teardown)."""
    await run(con, SEATED)
    bob = con.user_id("bob")
    svc = con.svc
    assert await svc.store.setting("user", bob, "locale", None) == "it"
    out = await run(con, "bob: /me forget")
    assert out[-1]["ephemeral"]
    assert "I messaggi già pubblicati su Discord restano" in out[-1]["content"]
    assert [c["label"] for c in out[-1]["components"]] == ["Dimenticami"]
    # nothing happens until the button is pressed
    assert await svc.store.setting("user", bob, "locale", None) == "it"
    out = await run(con, "bob: press Dimenticami")
    assert out[0]["content"].startswith("Fatto: Herald ti ha dimenticato (1 partita modificata)")
    assert out[0]["ephemeral"] and not out[1]["ephemeral"]  # then the game's channel is told
    assert await svc.store.setting("user", bob, "locale", None) is None
    out = await run(con, "gm: /game status\ngm: /game log")
    text = said(out)
    assert "Seats: Red: @alice; Blue: the GM" in text
    assert "@bob" not in text and "bob" not in str(out[-1]["embeds"])
    assert "`v3` a former player takes the seat Blue." in str(out[-1]["embeds"])
    assert "Average time per move: @alice 1 min (1 move)." in text
    out = await run(con, "gm: /game undo\ngm: /game export")
    assert "@gm undid the last action: Blue placed a knight on County B" in said(out)
    doc = out[-1]["files"][0]["content"]
    assert str(bob) not in doc
    assert json.loads(doc)["state"]["seats"] == [["Red", con.user_id("alice")], ["Blue", None]]
    # the events' rows name no actor either
    loaded = svc.store.sync.load(con.channels["general"])
    assert bob not in {e["actor"] for e in svc.store.sync.events(loaded.game_id, None)}


async def test_herald_user_forget_says_what_would_change_then_forgets(con, tmp_path, capsys):
    """The admin tool for a request made elsewhere: without ``--yes`` it changes
    nothing and counts the rows; with it, the same as ``/me forget``."""
    from bot.adapters.cli.guild import forget_user
    from bot.config import Settings
    from bot.store import open_store

    if con.svc.store.sync.path.startswith("postgres"):
        pytest.skip("the tool's SQLite lease is what this checks")
    db = tmp_path / "h.db"
    store = open_store(str(db))
    svc = Service(store, con.svc.knowledge, rng=random.Random(7), clock=lambda: T0)
    mine = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    await run(mine, SEATED)
    bob = mine.user_id("bob")
    svc.store.shutdown()
    store.close()
    settings = Settings(db=str(db))
    assert forget_user(settings, bob, False) == 0
    said_dry = capsys.readouterr().out
    # his language and console name; his seat; his join, two moves, his seat's
    # announcement; the table record (decision times)
    assert f"user {bob} is in games 1, events 4, guild_settings 1, user_settings 2," in said_dry
    assert "nothing changed; run again with --yes" in said_dry
    # a command-line tool: its own event loop, on a thread of its own here
    assert await asyncio.to_thread(forget_user, settings, bob, True) == 0
    assert f"forgot user {bob}: games 1, events 4, guild_settings 1, user_settings 2" in (
        capsys.readouterr().out
    )
    again = open_store(str(db))
    try:
        game = again.load(mine.channels["general"])
        assert game is not None and str(bob) not in json.dumps(game.game)
        assert again.setting("user", bob, "locale", None) is None
    finally:
        again.close()
    assert await asyncio.to_thread(forget_user, settings, bob, True) == 0
    assert "nothing is stored for user" in capsys.readouterr().out


async def test_a_member_who_leaves_is_announced_once_and_no_longer_reminded(con):
    """The GM is told once, in the game's channel, how to hand the seat over; the
    reminder that would ping the member who left pings nobody (the GM is pinged
    after two periods, as always)."""
    await run(con, SEATED)
    out = await run(con, "!leave alice\n!leave alice")
    assert len(out) == 1
    assert out[0]["content"] == (
        "@gm @alice has left the server. Waiting for them: Red; reminders no longer ping"
        " them. GM: hand a seat over with /game seat seat:Red user:@someone, or play it"
        " yourself with /game seat seat:Red."
    )
    assert out[0]["mentions"] == ["gm"]
    # a member in none of the server's games is not even noted
    assert await run(con, "!leave dave") == []
    gone = await con.svc.store.setting("guild", con.guild_id(), "members_left", {})
    assert list(gone) == [str(con.user_id("alice"))]
    con.clock_offset += timedelta(hours=25)
    out = await con.tick()
    assert not [m for m in out if "alice" in m["mentions"]]
    con.clock_offset += timedelta(hours=24)
    out = await con.tick()
    assert [m["mentions"] for m in out] == [["gm"]]
    out = await run(con, "alice: /game status")
    assert out[-1]["kind"] == "error" and "alice has left server home" in out[-1]["content"]
    out = await run(con, "gm: /game seat seat:Red user:@carol\n!join alice")
    assert "@carol" in said(out)


async def test_a_deleted_channel_stops_its_reminders_and_its_game_moves_from_elsewhere(con):
    """Discord's 404 for the game's channel: the GM gets a direct message saying how to
    go on, the reminder stops, ``herald db check`` lists the game; ``/game move from:``
    typed in another channel takes it there and its reminder is back."""
    from bot.adapters.cli.db import unreachable_games

    await run(con, SEATED)
    svc = con.svc
    cid = con.channels["general"]
    game_id = svc.store.sync.load(cid).game_id
    assert svc.store.sync.row("reminders", game_id) is not None
    out = await run(con, "!delete")
    assert out[-1]["user"] == "gm" and out[-1]["ephemeral"]
    assert out[-1]["content"].startswith(
        "Herald can no longer post in #general (the channel or thread is gone, or locked):"
        " the game Lancaster there is paused and its reminders are stopped."
    )
    assert "/game move from:#general" in out[-1]["content"]
    assert svc.store.sync.row("reminders", game_id) is None
    (line,) = unreachable_games(svc.store.sync)
    assert f"game {game_id} (lancaster) in channel {cid}" in line
    assert "404 Unknown Channel" in line
    out = await run(con, "gm: /game status")
    assert out[-1]["content"] == "❌ #general was deleted"
    out = await run(con, "#new\ngm: /game move from:#general")
    assert "moved" in said(out).casefold()
    assert svc.store.sync.load(con.channels["new"]).game_id == game_id
    assert svc.store.sync.row("reminders", game_id) is not None
    assert svc.store.sync.setting("guild", 1, unreachable_key(game_id), None) is None
    assert unreachable_games(svc.store.sync) == []


async def test_missing_permissions_are_told_to_the_gm_until_they_are_back(con):
    """Play-test 18, finding 15: announcements and reminders are channel posts; with
    Send Messages or Embed Links gone they are refused, and the GM learns it in the
    reply to their next command and in ``/game status``; once the permissions are
    back, the next command says so and the reminder is on again."""
    await run(con, SEATED)
    svc = con.svc
    game_id = svc.store.sync.load(con.channels["general"]).game_id
    out = await run(con, "!deny send_messages embed_links")
    assert out[-1]["user"] == "gm"
    assert "Herald is not allowed to post in #general" in out[-1]["content"]
    assert svc.store.sync.row("reminders", game_id) is None
    out = await run(con, "gm: /game status")
    assert out[-1]["ephemeral"] and out[-1]["user"] == "gm"
    assert out[-1]["content"] == (
        "⚠ Herald cannot post in #general: missing Embed Links, Send Messages."
        " Announcements, the dashboard and reminders of this game are not seen until a"
        " moderator gives it these permissions."
    )
    out = await run(con, "alice: /game status")  # a player is not told
    assert "cannot post" not in said(out)
    out = await run(con, "!deny off\ngm: /game status")
    assert out[-1]["content"] == (
        "Herald can post in this channel again: the game's reminders are back on."
    )
    assert svc.store.sync.row("reminders", game_id) is not None
    out = await run(con, "gm: /game status")
    assert "again" not in said(out)


async def test_herald_removed_from_a_server_sends_no_reminder_there_and_says_so_back(con):
    """Play-test 18, finding 16: while Herald is out of a server its reminders there
    are not sent (nothing is deleted); invited back, each game in play says it is
    where it was."""
    await run(con, SEATED)
    out = await run(con, "!remove")
    assert out == []
    con.clock_offset += timedelta(hours=60)
    assert await con.tick() == []
    out = await run(con, "!invite")
    assert [m["content"] for m in out] == [
        "Herald is back on this server: this game is where it was, and its reminders"
        " count from its last move."
    ]
    # the reminder's schedule went on meanwhile: its next wake-up, 72 h after the
    # last move, pings again
    con.clock_offset += timedelta(hours=12)
    out = await con.tick()
    assert [m["mentions"] for m in out] == [["alice", "gm"]]
