"""``/game role`` (play-test 17, finding 31): a server may keep starting and importing
games to a role; any member still joins and plays."""

from __future__ import annotations

import pytest

from bot.engine.errors import HeraldError
from bot.i18n import error_text
from tests.conftest import make_ctx

BOSS, HOST, MALLORY, MOD = 1, 2, 3, 4
HOSTS = 77


def ctx(user: int, channel: int = 10, **kw):
    return make_ctx(user, channel, **kw)


async def test_a_server_keeps_starting_and_importing_games_to_a_role(svc):
    # by default every member may start a game (and export it, for the import below)
    await svc.dispatch(ctx(MALLORY, 5), "game", "start", {"game": "pendragon"})
    r = await svc.dispatch(ctx(MALLORY, 5), "game", "export", {})
    file = r.messages[0].files[0]
    with pytest.raises(HeraldError) as e:  # only Manage Server names the role
        await svc.dispatch(ctx(MALLORY), "game", "role", {"role": HOSTS})
    assert e.value.key == "game.role.denied"
    r = await svc.dispatch(ctx(BOSS, manage_guild=True), "game", "role", {"role": f"<@&{HOSTS}>"})
    assert r.messages[0].ephemeral and f"<@&{HOSTS}>" in r.messages[0].content
    upload = [(file.name, file.content.encode())]
    for command, opts, kw in [
        ("start", {"game": "pendragon"}, {}),
        ("import", {}, {"attachments": upload}),
    ]:
        with pytest.raises(HeraldError) as e:
            await svc.dispatch(ctx(MALLORY, 11, **kw), "game", command, opts)
        assert e.value.key == "game.error.hosts_only"
        assert error_text(e.value, "en").startswith(
            f"Only members with <@&{HOSTS}> (or Manage Channels) can start or import a game"
        )
        assert await svc.store.load(11) is None
    # the role, Manage Channels or Manage Server may; anyone joins and plays
    await svc.dispatch(ctx(HOST, 10, roles=[HOSTS]), "game", "start", {"game": "pendragon"})
    await svc.dispatch(ctx(MOD, 12, admin=True), "game", "start", {"game": "pendragon"})
    await svc.dispatch(ctx(BOSS, 13, manage_guild=True, attachments=upload), "game", "import", {})
    r = await svc.dispatch(ctx(MALLORY, 10), "game", "join", {"seat": "Saxons"})
    assert "Saxons" in r.messages[0].content
    # the game MALLORY started before keeps its GM: a new game is what the role guards
    r = await svc.dispatch(ctx(MALLORY, 5), "game", "end", {"confirm": True})
    assert await svc.store.load(5) is None
    # cleared: every member may again
    await svc.dispatch(ctx(BOSS, manage_guild=True), "game", "role", {})
    await svc.dispatch(ctx(MALLORY, 11), "game", "start", {"game": "pendragon"})
    assert (await svc.store.load(11)) is not None
