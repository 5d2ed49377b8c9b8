"""tidy23: ``herald guild import`` puts a server export back in the order a restore
needs, where the admin had to follow docs/deploy.md by hand (define each kept
version, import the games that began with it, define the current version again): a
game restored goes on under the version it began with, new games begin with the
current one."""

from __future__ import annotations

import asyncio
import random

from bot.adapters.cli.main import main
from bot.engine.games import session
from bot.service.core import Service
from bot.service.definitions import SETTING
from bot.service.replay_check import check_store
from bot.service.versions import version_of
from bot.store import AsyncStore, Store
from tests.conftest import T0, make_ctx
from tests.service.test_play22_redefine import FIXED, TYPO
from tests.store.test_play22_export_kept import AMBER, GM, SLATE, _define


def test_guild_import_restores_kept_versions_games_then_current_ones(tmp_path, knowledge, capsys):
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
    assert main(["guild", "export", "5", "--out", str(out), "--db", str(live)]) == 0
    capsys.readouterr()
    Store.open(fresh).close()  # a new installation: herald db migrate made its database
    knowledge_dir = str(knowledge.root)
    args = ["guild", "import", "5", "--from", str(out), "--db", str(fresh)]
    assert main([*args, "--knowledge", knowledge_dir]) == 0
    said = capsys.readouterr().out.splitlines()
    old = version_of(TYPO)
    (game,) = (out / "games").glob("*.json")
    assert said[:3] == [
        f"definitions/kept/porch-curling-{old}.toml: defined",
        f"games/{game.name}: imported into channel 10",
        "definitions/porch-curling.toml: defined",
    ]
    assert said[-1].endswith("server 5: import done")

    async def check() -> None:
        svc = service(fresh)
        loaded = await svc.store.load(10)
        assert session.played_version(loaded.game) == old  # the version it began with
        r = await svc.dispatch(make_ctx(SLATE, 10, guild_id=5), "turn", "action", {})
        assert "stnoes" in "\n".join(m.content for m in r.messages)
        own = await svc.store.setting("guild", 5, SETTING, {})
        assert own["porch-curling"]["text"] == FIXED  # new games begin with the current one
        svc.store.close()

    asyncio.run(check())
    store = Store.open(fresh)
    assert [x.status for x in check_store(store, knowledge.definitions)] == ["ok"]
    store.close()
    # again: the channel holds the game now, left as it is, and the exit says so
    assert main([*args, "--knowledge", knowledge_dir]) == 1
    err = capsys.readouterr().err
    assert f"games/{game.name}: channel 10 already holds a game; not imported" in err


def test_guild_import_needs_an_export_folder(tmp_path, capsys):
    db = str(tmp_path / "x.db")
    assert main(["guild", "import", "5", "--db", db]) == 2
    assert main(["guild", "import", "5", "--from", str(tmp_path), "--db", db]) == 1
    assert "holds no server export" in capsys.readouterr().err


def test_a_definition_since_removed_is_removed_again_its_games_keeping_it(
    tmp_path, knowledge, capsys
):
    live, fresh, out = tmp_path / "live.db", tmp_path / "fresh.db", tmp_path / "export"

    async def played() -> None:
        svc = Service(
            AsyncStore(Store.open(live)), knowledge, rng=random.Random(1), clock=lambda: T0
        )
        await svc.dispatch(_define(TYPO), "game", "define", {})
        ctx = make_ctx(GM, 10, guild_id=5)
        await svc.dispatch(ctx, "game", "start", {"game": "porch-curling"})
        await svc.dispatch(make_ctx(AMBER, 10, guild_id=5), "game", "join", {"seat": "Amber"})
        await svc.dispatch(make_ctx(SLATE, 10, guild_id=5), "game", "join", {"seat": "Slate"})
        await svc.dispatch(ctx, "game", "begin", {})
        manager = make_ctx(GM, 10, guild_id=5, manage_guild=True)
        await svc.dispatch(manager, "game", "definitions remove", {"game": "porch-curling"})
        svc.store.close()

    asyncio.run(played())
    assert main(["guild", "export", "5", "--out", str(out), "--db", str(live)]) == 0
    assert not (out / "definitions" / "porch-curling.toml").exists()
    Store.open(fresh).close()
    capsys.readouterr()
    args = ["guild", "import", "5", "--from", str(out), "--db", str(fresh)]
    assert main([*args, "--knowledge", str(knowledge.root)]) == 0
    said = capsys.readouterr().out
    assert "porch-curling: removed again, as in the export (its games keep it)" in said
    store = Store.open(fresh)
    own = store.setting("guild", 5, SETTING, {})
    assert own["porch-curling"].get("removed") is True
    assert session.played_version(store.load(10).game) == version_of(TYPO)
    assert [x.status for x in check_store(store, knowledge.definitions)] == ["ok"]
    store.close()
