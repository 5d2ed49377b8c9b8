"""A server's definition defined again while games of it run (issue 20, defs4): each
game keeps playing, and replays, under the version it began with; the reply says how
many games in play keep the old one; new games take the new one."""

from __future__ import annotations

import pytest

from bot.engine.errors import BadInput, IllegalAction
from bot.service import definitions
from bot.service.replay_check import check_store
from bot.service.versions import owned, replaced, version_of
from tests.conftest import make_ctx
from tests.service.test_definitions import GOLD, upload

# the same game, its gold capped lower and its verb renamed
CAPPED = GOLD.replace("max = 50", "max = 5").replace('en = "Gold held"', 'en = "Gold in hand"')


async def _seated(svc, channel: int) -> None:
    await svc.dispatch(
        make_ctx(1, channel, guild_id=1), "game", "start", {"game": "lancaster-gold"}
    )
    await svc.dispatch(make_ctx(1, channel, guild_id=1), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(2, channel, guild_id=1), "game", "join", {"seat": "Blue"})


async def test_a_running_game_keeps_the_version_it_began_with(svc, knowledge):
    await svc.dispatch(upload(), "game", "define", {})
    await _seated(svc, 10)
    await _seated(svc, 11)
    await svc.dispatch(make_ctx(1, 11, guild_id=1), "game", "end", {"confirm": True})
    r = await svc.dispatch(upload(text=CAPPED), "game", "define", {})
    said = r.messages[0].content
    assert said.startswith("Replaced this server's Lancaster (`lancaster-gold`)")
    assert "keep the version they began with (until they end): 1." in said  # not the ended one
    # the game in play: gold up to 50, its verb by its old name
    r = await svc.dispatch(make_ctx(1, 10, guild_id=1), "turn", "gold", {"count": "40"})
    assert "Red: 40 gold." in r.messages[0].content
    r = await svc.dispatch(
        make_ctx(2, 10, guild_id=1), "act", None, {"action": "Gold held", "number": "30"}
    )
    assert "Blue: 30 gold." in r.messages[0].content
    # a new game: the new version's cap
    await _seated(svc, 12)
    with pytest.raises(BadInput) as e:
        await svc.dispatch(
            make_ctx(1, 12, guild_id=1), "act", None, {"action": "Gold in hand", "number": "40"}
        )
    assert e.value.params["max"] == 5
    # every game replays under its own version, the ended one too
    results = check_store(svc.store.sync, knowledge.definitions)
    assert [r.status for r in results] == ["ok", "ok", "ok"]
    kept = (await svc.store.setting("guild", 1, definitions.SETTING, {}))["lancaster-gold"]
    assert list(kept["kept"]) == [version_of(GOLD)]


async def test_defined_again_with_no_game_of_it_nothing_old_is_kept(svc):
    await svc.dispatch(upload(), "game", "define", {})
    r = await svc.dispatch(upload(text=CAPPED), "game", "define", {})
    assert "no game in play used the old one" in r.messages[0].content
    r = await svc.dispatch(upload(text=CAPPED, user=1), "game", "define", {})
    rec = (await svc.store.setting("guild", 1, definitions.SETTING, {}))["lancaster-gold"]
    assert "kept" not in rec and "unversioned" not in rec


async def test_a_version_no_stored_game_uses_any_more_goes_when_the_game_is_defined_again(svc):
    await svc.dispatch(upload(), "game", "define", {})
    await _seated(svc, 10)
    await svc.dispatch(upload(text=CAPPED), "game", "define", {})  # the game keeps GOLD
    third = CAPPED.replace("Gold in hand", "Gold at hand")
    r = await svc.dispatch(upload(text=third), "game", "define", {})
    assert "no game in play used the old one" in r.messages[0].content  # CAPPED: none
    rec = (await svc.store.setting("guild", 1, definitions.SETTING, {}))["lancaster-gold"]
    assert list(rec["kept"]) == [version_of(GOLD)]  # CAPPED, never played, is not kept


def test_games_begun_before_versions_keep_the_version_of_the_first_redefinition():
    """A game stored before versions were kept has none in its envelope: it played
    under the text current when the server first defines the game again after."""
    old = {"text": GOLD, "file": "g.toml", "at": "t0"}
    keep, running = replaced(old, CAPPED, [("active", None), ("ended", None)])
    assert running == 1 and keep["unversioned"] == version_of(GOLD)
    assert keep["kept"][version_of(GOLD)]["text"] == GOLD
    server = owned({"lancaster-gold": {"text": CAPPED, "file": "g.toml", **keep}}, 1)
    assert server.of("lancaster-gold").counters["gold"].max == 50  # a game with no version
    assert server.of("lancaster-gold", version_of(CAPPED)).counters["gold"].max == 5


async def _exported(svc, guild: int, channel: int) -> bytes:
    r = await svc.dispatch(make_ctx(1, channel, guild_id=guild), "game", "export", {})
    return r.messages[0].files[0].content.encode()


def _importing(raw: bytes, guild: int, channel: int):
    return make_ctx(1, channel, guild_id=guild, attachments=[("export.json", raw)])


async def test_an_import_goes_on_under_the_version_this_server_has_and_says_so(svc):
    # server 1 plays GOLD; server 2 has CAPPED: the game moves there under CAPPED,
    # keeps it when server 2 defines the game again, and the importer is told
    await svc.dispatch(upload(), "game", "define", {})
    await _seated(svc, 10)
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "turn", "gold", {"count": "4"})
    raw = await _exported(svc, 1, 10)
    await svc.dispatch(upload(guild=2, text=CAPPED, channel=20), "game", "define", {})
    r = await svc.dispatch(_importing(raw, 2, 20), "game", "import", {})
    notes = [m.content for m in r.messages if m.ephemeral]
    assert notes == [
        "This export was played under a different definition of Lancaster from this server's: "
        "the game continues under this server's current one. To go on under the version it "
        "began with instead: /game define that version (in a server export: "
        f"`definitions/kept/lancaster-gold-{version_of(GOLD)}.toml` when that server had "
        "defined the game again since, else `definitions/lancaster-gold.toml`), import this "
        "file again, then /game define this server's current definition again."
    ]  # play-test 22, finding 12: where the version it began with is
    assert svc.store.sync.load(20).game["definition"] == version_of(CAPPED)
    with pytest.raises(IllegalAction) as e:  # CAPPED's cap
        await svc.dispatch(make_ctx(1, 20, guild_id=2), "turn", "gold", {"count": "40"})
    assert e.value.params["max"] == 5
    third = CAPPED.replace("Gold in hand", "Gold at hand")
    await svc.dispatch(upload(guild=2, text=third, channel=20), "game", "define", {})
    rec = (await svc.store.setting("guild", 2, definitions.SETTING, {}))["lancaster-gold"]
    assert list(rec["kept"]) == [version_of(CAPPED)]


async def test_an_import_into_the_server_that_keeps_its_version_stays_on_it_silently(svc):
    await svc.dispatch(upload(), "game", "define", {})
    await _seated(svc, 10)
    raw = await _exported(svc, 1, 10)
    await svc.dispatch(upload(text=CAPPED), "game", "define", {})  # GOLD kept for game 10
    r = await svc.dispatch(_importing(raw, 1, 11), "game", "import", {})
    # no word of the version; only that the game is still in play in channel 10 too
    # (play-test 17, finding 11: an import that makes a second live copy says so)
    notes = [m.content for m in r.messages if m.ephemeral]
    assert len(notes) == 1 and notes[0].startswith("Note: this game is still in play in <#10>")
    assert svc.store.sync.load(11).game["definition"] == version_of(GOLD)
    r = await svc.dispatch(make_ctx(1, 11, guild_id=1), "turn", "gold", {"count": "40"})
    assert "Red: 40 gold." in r.messages[0].content  # GOLD's cap of 50
