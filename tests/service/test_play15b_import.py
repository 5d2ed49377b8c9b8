"""Play-test 15, finding 20: the export of a server's own game, imported where that
game is not defined (the server removed it, or another server), said "not a valid
Herald export"; it names the game and how to define it."""

from __future__ import annotations

import pytest

from bot.engine.errors import BadInput
from bot.i18n import error_text
from tests.conftest import make_ctx
from tests.service.test_definitions import upload


async def test_an_export_of_a_game_this_server_has_no_definition_of_names_it(svc):
    await svc.dispatch(upload(), "game", "define", {})
    gm = make_ctx(1, 10, guild_id=1)
    await svc.dispatch(gm, "game", "start", {"game": "lancaster-gold"})
    await svc.dispatch(make_ctx(1, 10, guild_id=1), "game", "join", {"seat": "Red"})
    r = await svc.dispatch(gm, "game", "export", {})
    raw = r.messages[0].files[0].content.encode()
    await svc.dispatch(gm, "game", "end", {"confirm": True})
    await svc.dispatch(upload(), "game", "definitions remove", {"game": "lancaster-gold"})
    for guild, channel in ((1, 12), (2, 20)):  # this server, after the removal; another
        ctx = make_ctx(1, channel, guild_id=guild, attachments=[("g.json", raw)])
        with pytest.raises(BadInput) as e:
            await svc.dispatch(ctx, "game", "import", {})
        assert e.value.key == "error.import_no_definition"
        said = error_text(e.value, "en")
        assert "not a valid" not in said
        assert "“lancaster-gold”, a game a server defined itself" in said
        assert "/game define" in said
        assert "«lancaster-gold»" in error_text(e.value, "it")
        assert "「lancaster-gold」" in error_text(e.value, "ja")
    # defined here again, the same file imports
    await svc.dispatch(upload(), "game", "define", {})
    ctx = make_ctx(1, 12, guild_id=1, attachments=[("g.json", raw)])
    r = await svc.dispatch(ctx, "game", "import", {})
    assert svc.store.sync.load(12).game["game"] == "lancaster-gold"


async def test_an_export_of_a_game_herald_does_not_know_is_still_no_valid_export(svc):
    await svc.dispatch(make_ctx(1, 10), "game", "start", {"game": "lancaster"})
    r = await svc.dispatch(make_ctx(1, 10), "game", "export", {})
    raw = r.messages[0].files[0].content.replace('"lancaster"', '"lancaster-xl"').encode()
    with pytest.raises(BadInput) as e:
        await svc.dispatch(make_ctx(1, 11, attachments=[("g.json", raw)]), "game", "import", {})
    assert e.value.key == "error.import_invalid"  # no server's own game: nothing to define
