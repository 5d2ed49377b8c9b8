"""Play-test 23, finding 13: ``herald guild export`` named each game's file by its
channel's id only, and a restore made the importing admin a GM of every game (pinged
by its reminders from then on). The export now says, on screen and in
``manifest.txt``, which file is which channel's game and who its GMs are; an import
keeps the file's GMs."""

from __future__ import annotations

import asyncio
import io
import json
import random

from bot.adapters.cli.console import Console
from bot.adapters.cli.main import main
from bot.service.core import Service
from bot.store import AsyncStore, Store
from tests.conftest import T0, make_ctx


def test_an_export_lists_each_file_s_channel_and_gms_and_a_restore_keeps_them(
    tmp_path, knowledge, capsys
):
    live, fresh, out = tmp_path / "live.db", tmp_path / "fresh.db", tmp_path / "export"

    def service(path) -> Service:
        return Service(
            AsyncStore(Store.open(path)), knowledge, rng=random.Random(1), clock=lambda: T0
        )

    async def played() -> None:
        svc = service(live)
        con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
        for line in [
            "!guild club",
            "#tuesday",
            "gm: /game start game:lancaster",
            "alice: /game join seat:Red",
            "#friday",
            "carl: /game start game:lancaster",
        ]:
            await con.handle(line)
        svc.store.close()

    asyncio.run(played())
    capsys.readouterr()
    from bot.adapters.cli.console import stable_id

    club = stable_id("guild", "club")
    tuesday, friday = (
        stable_id("channel", "club", "tuesday"),
        stable_id("channel", "club", "friday"),
    )
    gm, carl = stable_id("user", "gm"), stable_id("user", "carl")
    assert main(["guild", "export", str(club), "--out", str(out), "--db", str(live)]) == 0
    said = capsys.readouterr().out
    files = {p.name for p in (out / "games").glob("*.json")}
    first = next(f for f in files if str(tuesday) in f)
    second = next(f for f in files if str(friday) in f)
    lines = [
        f"games/{first}: #tuesday (channel {tuesday}), Lancaster (lancaster), GM @gm (user {gm})",
        f"games/{second}: #friday (channel {friday}), Lancaster (lancaster), GM @carl (user {carl})",
    ]
    for line in lines:
        assert line in said.splitlines()
    manifest = (out / "manifest.txt").read_text(encoding="utf-8").splitlines()
    assert manifest[1:] == lines

    admin = 999

    async def restored() -> None:
        svc = service(fresh)
        doc = (out / "games" / first).read_bytes()
        ctx = make_ctx(admin, tuesday, guild_id=club, admin=True, attachments=[(first, doc)])
        await svc.dispatch(ctx, "game", "import", {})
        loaded = await svc.store.load(tuesday)
        assert loaded is not None and loaded.game["gm"] == [gm]  # not the admin too
        listing = await svc.dispatch(
            make_ctx(admin, tuesday, guild_id=club, manage_guild=True), "game", "list", {}
        )
        assert f"GM: <@{gm}> ·" in listing.messages[0].embeds[0].description
        assert str(admin) not in json.dumps(loaded.game["gm"])
        svc.store.close()

    asyncio.run(restored())
