"""Play-test 22, finding 12: ``herald guild export`` wrote only a server's current
definitions, so a game in play under an older version (the server had since fixed a
typo) lost its rules on a restore elsewhere: the import went on under the current
one, and the admin had no copy of the version it began with. The export now writes
each kept version a game uses (``definitions/kept/<slug>-<version>.toml``) and says
which games use it; defined before the import, the restored game goes on under it."""

from __future__ import annotations

import asyncio
import random

from bot.adapters.cli.main import main
from bot.engine.games import session
from bot.service.core import Service
from bot.service.replay_check import check_store
from bot.service.versions import version_of
from bot.store import AsyncStore, Store
from tests.conftest import T0, make_ctx
from tests.service.test_play22_redefine import FIXED, TYPO

GM, AMBER, SLATE = 1, 2, 3


def _define(text: str, name: str = "porch-curling.toml"):
    return make_ctx(GM, 10, guild_id=5, manage_guild=True, attachments=[(name, text.encode())])


def test_a_restore_goes_on_under_the_version_the_game_began_with(tmp_path, knowledge, capsys):
    live, fresh, out = tmp_path / "live.db", tmp_path / "fresh.db", tmp_path / "export"

    def service(path) -> Service:
        return Service(
            AsyncStore(Store.open(path)), knowledge, rng=random.Random(1), clock=lambda: T0
        )

    async def played() -> None:
        svc = service(live)
        await svc.dispatch(_define(TYPO), "game", "define", {})
        ctx = make_ctx(GM, 10, guild_id=5)
        await svc.dispatch(ctx, "game", "start", {"game": "porch-curling"})
        await svc.dispatch(make_ctx(AMBER, 10, guild_id=5), "game", "join", {"seat": "Amber"})
        await svc.dispatch(make_ctx(SLATE, 10, guild_id=5), "game", "join", {"seat": "Slate"})
        await svc.dispatch(ctx, "game", "begin", {})
        await svc.dispatch(make_ctx(AMBER, 10, guild_id=5), "turn", "action", {})
        await svc.dispatch(_define(FIXED), "game", "define", {})  # the typo fixed
        svc.store.close()

    asyncio.run(played())
    capsys.readouterr()
    assert main(["guild", "export", "5", "--out", str(out), "--db", str(live)]) == 0
    said = capsys.readouterr().out
    old = version_of(TYPO)
    kept = out / "definitions" / "kept" / f"porch-curling-{old}.toml"
    assert kept.read_text(encoding="utf-8").strip() == TYPO.strip()
    assert (out / "definitions" / "porch-curling.toml").read_text(encoding="utf-8") == FIXED
    (game,) = (out / "games").glob("herald-porch-curling-10-v*.json")
    assert "1 definition, 0 summaries, 1 kept version written" in said
    assert (
        f"definitions/kept/porch-curling-{old}.toml: the version games/{game.name} began with"
        " (to restore under it: /game define it, /game import those games, then /game define"
        " definitions/porch-curling.toml again)"
    ) in said

    def imported(confirm: bool = False):
        ctx = make_ctx(GM, 10, guild_id=5, attachments=[(game.name, game.read_bytes())])
        return ctx, "game", "import", {"confirm": True} if confirm else {}

    async def restored() -> None:
        svc = service(fresh)
        # the current definition alone: the game goes on under it, and is told where
        # the version it began with is
        await svc.dispatch(_define(FIXED), "game", "define", {})
        r = await svc.dispatch(*imported())
        note = r.messages[-1].content
        assert note.startswith("This export was played under a different definition of")
        assert f"(in a server export: `definitions/kept/porch-curling-{old}.toml` when" in note
        # as the export said: the kept version, the game, the current one again
        await svc.dispatch(
            _define(kept.read_text(encoding="utf-8"), kept.name), "game", "define", {}
        )
        r = await svc.dispatch(*imported(confirm=True))
        assert "Throw two stnoes" in "\n".join(m.content for m in r.messages)
        assert not any("different definition" in m.content for m in r.messages)
        await svc.dispatch(_define(FIXED), "game", "define", {})
        loaded = await svc.store.load(10)
        assert session.played_version(loaded.game) == old
        r = await svc.dispatch(make_ctx(SLATE, 10, guild_id=5), "turn", "action", {})
        assert "stnoes" in "\n".join(m.content for m in r.messages)  # the rules it began with
        svc.store.close()

    asyncio.run(restored())
    store = Store.open(fresh)
    assert [x.status for x in check_store(store, knowledge.definitions)] == ["ok"]
    store.close()
