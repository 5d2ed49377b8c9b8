"""docs/deploy.md, "Restore one game" (play-test 19, finding 23): a server export taken
from a backup, imported over the game in play in its channel (asked first, then
``confirm:true``), rolls that game back to the backup while the server's other game
goes on untouched, and every game still equals its history."""

from __future__ import annotations

import asyncio
import random

from bot.adapters.cli.main import main
from bot.service.core import Service
from bot.store import AsyncStore, Store
from tests.conftest import T0, make_ctx

GM, RED, BLUE = 1, 2, 3


def test_one_game_is_rolled_back_to_a_backup_and_the_other_is_not(tmp_path, knowledge, capsys):
    live, backup, out = tmp_path / "herald.db", tmp_path / "backup.db", tmp_path / "restore"

    def service() -> Service:
        return Service(
            AsyncStore(Store.open(live)), knowledge, rng=random.Random(1), clock=lambda: T0
        )

    async def first() -> None:
        svc = service()
        for channel in (10, 11):
            ctx = make_ctx(GM, channel, guild_id=5)
            await svc.dispatch(ctx, "game", "start", {"game": "lancaster"})
            await svc.dispatch(make_ctx(RED, channel, guild_id=5), "game", "join", {"seat": "Red"})
            await svc.dispatch(
                make_ctx(BLUE, channel, guild_id=5), "game", "join", {"seat": "Blue"}
            )
            await svc.dispatch(ctx, "game", "begin", {})
        await svc.dispatch(make_ctx(RED, 10, guild_id=5), "turn", "place", {"where": "castle"})
        svc.store.close()

    asyncio.run(first())
    assert main(["db", "backup", str(backup), "--db", str(live)]) == 0
    versions: dict[int, int] = {}

    async def later() -> None:  # after the backup: a move in each channel
        svc = service()
        await svc.dispatch(make_ctx(BLUE, 10, guild_id=5), "turn", "place", {"where": "castle"})
        await svc.dispatch(make_ctx(RED, 11, guild_id=5), "turn", "place", {"where": "castle"})
        for channel in (10, 11):
            versions[channel] = (await svc.store.load(channel)).version
        svc.store.close()

    asyncio.run(later())
    capsys.readouterr()
    assert main(["guild", "export", "5", "--out", str(out), "--db", str(backup)]) == 0
    (kept,) = (out / "games").glob("herald-lancaster-10-v*.json")

    async def restore() -> None:
        svc = service()
        before = (await svc.store.load(11)).game
        ctx = make_ctx(GM, 10, guild_id=5, attachments=[(kept.name, kept.read_bytes())])
        asked = await svc.dispatch(ctx, "game", "import", {})
        assert "Importing replaces it for good" in asked.messages[0].content
        assert (await svc.store.load(10)).version == versions[10]  # nothing yet
        await svc.dispatch(ctx, "game", "import", {"confirm": "true"})
        back = await svc.store.load(10)
        old = Store.open(backup).load(10)
        assert old is not None and back.game["state"] == old.game["state"]
        assert back.version == versions[10] + 1  # the import is logged after the moves
        assert (await svc.store.load(11)).game == before  # the other game goes on
        svc.store.close()

    asyncio.run(restore())
    capsys.readouterr()
    assert main(["game", "replay", "--db", str(live)]) == 0
    assert capsys.readouterr().out.strip().endswith("2 games, 0 differ from their history")
