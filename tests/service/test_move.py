"""``/game move`` (play-test 17, finding 11): a live game goes whole to another channel
or thread of its server; an export imported while its game is still in play in the
channel it came from (two live copies, both played and both reminding) says so."""

from __future__ import annotations

import pytest

from bot.engine.errors import HeraldError
from bot.engine.games.session import ACTION
from bot.i18n import error_text
from tests.conftest import make_ctx

GM, P1, P2 = 1, 2, 3
OLD, NEW, BUSY = 10, 20, 30


async def _say(svc, user: int, channel: int, command: str, sub: str | None = None, **opts):
    return await svc.dispatch(make_ctx(user, channel), command, sub, opts)


async def _pendragon(svc, channel: int = OLD) -> None:
    await _say(svc, GM, channel, "game", "start", game="pendragon")
    await _say(svc, P1, channel, "game", "join", seat="Saxons")


async def test_the_gm_moves_a_live_game_whole_to_another_channel(svc):
    await _pendragon(svc)
    before = await svc.store.load(OLD)
    assert (await svc.store.row("reminders", before.game_id))["channel_id"] == OLD
    svc.use_outbox = True  # as the Discord adapter runs it: the new channel's posts queued
    r = await _say(svc, GM, OLD, "game", "move", to=f"<#{NEW}>")
    said = r.messages[0]
    assert (
        said.content
        == f"🚚 <@{GM}> moved Pendragon: The Fall of Roman Britain to <#{NEW}>. Play on there."
    )
    assert said.channel_id is None and not said.ephemeral  # told in the old channel
    there = [m for m in r.messages[1:] if m.channel_id == NEW]
    assert [m.kind for m in there] == ["announce", "dashboard"]
    assert there[0].content.startswith(f"🚚 <@{GM}> moved the game here from <#{OLD}>.")
    assert all(m.outbox_id is not None for m in there)  # the sender posts them there
    queued = await svc.store.pending_outbox(NEW)
    assert {q["kind"] for q in queued} == {"announce", "dashboard"}
    # the same game (id, version, log), now in the new channel; none in the old one
    moved = await svc.store.load(NEW)
    assert moved is not None and moved.game_id == before.game_id
    assert moved.version == before.version and moved.game == before.game
    assert await svc.store.load(OLD) is None
    assert (await svc.store.row("reminders", before.game_id))["channel_id"] == NEW
    kinds = [e["kind"] for e in await svc.store.events(before.game_id) if e["kind"] != ACTION]
    assert kinds[-1] == "GameMoved"
    # play goes on there, and nothing answers in the old channel
    r = await _say(svc, P2, NEW, "game", "join", seat="Dux")
    assert "Dux" in r.messages[0].content
    with pytest.raises(HeraldError) as e:
        await _say(svc, P2, OLD, "game", "status")
    assert e.value.key == "error.no_game"
    # the old channel is free for a new game
    await _say(svc, GM, OLD, "game", "start", game="pendragon")
    assert (await svc.store.load(OLD)).game_id != before.game_id


async def test_only_the_gm_moves_and_never_onto_a_game_or_in_place(svc):
    await _pendragon(svc)
    await _pendragon(svc, BUSY)
    for user, to, key in [
        (P1, NEW, "error.gm_only"),
        (GM, OLD, "game.error.move_here"),
        (GM, BUSY, "game.error.move_busy"),
    ]:
        with pytest.raises(HeraldError) as e:
            await _say(svc, user, OLD, "game", "move", to=to)
        assert e.value.key == key
    assert error_text(e.value, "en") == (
        f"<#{BUSY}> already has a game in play: end it there first, or choose another"
        " channel or thread."
    )
    with pytest.raises(HeraldError) as e:
        await _say(svc, GM, OLD, "game", "move", to="general")
    assert e.value.key == "game.error.bad_channel"
    with pytest.raises(HeraldError) as e:
        await _say(svc, GM, NEW, "game", "move", to=OLD)
    assert e.value.key == "error.no_game"
    assert (await svc.store.load(OLD)) is not None and (await svc.store.load(NEW)) is None


async def test_an_export_imported_while_its_game_is_in_play_there_says_so(svc):
    """The copy is made (a fork stays possible), but its importer is told the game is
    still in play where it came from, and how to move a game or end a copy."""
    await _pendragon(svc)
    r = await _say(svc, GM, OLD, "game", "export")
    file = r.messages[0].files[0]
    ctx = make_ctx(GM, NEW, attachments=[(file.name, file.content.encode())])
    r = await svc.dispatch(ctx, "game", "import", {})
    assert await svc.store.load(NEW) is not None
    note = r.messages[-1]
    assert note.ephemeral and note.content.startswith(
        f"Note: this game is still in play in <#{OLD}>, so there are now two live copies"
    )
    assert "/game move" in note.content and "/game end" in note.content
    assert not any("still in play" in m.content for m in r.messages[:-1])
    # another server's import of it: its own business (a group moving servers)
    other = make_ctx(GM, 99, guild_id=2, attachments=ctx.attachments)
    r = await svc.dispatch(other, "game", "import", {})
    assert not any("still in play" in m.content for m in r.messages)
    # nor when the game there is over (ended, or moved away)
    await _say(svc, GM, OLD, "game", "end", confirm=1)
    again = make_ctx(GM, BUSY, attachments=ctx.attachments)
    r = await svc.dispatch(again, "game", "import", {})
    assert await svc.store.load(BUSY) is not None
    assert not any("still in play" in m.content for m in r.messages)


async def test_the_console_moves_a_game_to_a_channel_named_by_hash(store, tmp_path):
    """The console takes ``to:#name`` as this server's channel of that name, as Discord's
    channel option gives its id; the new channel's posts are shown there."""
    from tests.console.test_console import console, run
    from tests.service import toy

    con = console(store, toy.install(tmp_path))
    out = await run(
        con,
        """
        alice: /game start game:toy
        alice: /game join seat:Red
        alice: /game move to:#thread-2
        #thread-2
        alice: /game status
        """,
    )
    said = [(m["channel"], m["content"].splitlines()[0]) for m in out if m["content"]]
    assert ("general", "🚚 @alice moved Toy game to #thread-2. Play on there.") in said
    assert ("thread-2", "🚚 @alice moved the game here from #general.") in said
    assert said[-1][0] == "thread-2" and said[-1][1].startswith("Toy game")
