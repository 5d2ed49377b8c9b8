"""tidy24: ``herald user forget --yes`` tells each channel whose game changed, as
``/me forget`` does (the same texts, in each table's language), through the outbox the
bot sends."""

from __future__ import annotations

import asyncio
import io
import json
import random
from datetime import timedelta

from bot.adapters.cli.console import Console
from bot.service.core import Service
from tests.conftest import T0

THREE_TABLES = """
#en
gm: /game start game:lancaster
alice: /game join seat:Red
bob: /game join seat:Blue
gm: /game begin
alice: /turn place where:"County A"
#it
gm: /game start game:lancaster language:it
carl: /game join seat:Red
bob: /game join seat:Blue
gm: /game begin
#ja
gm: /game start game:lancaster language:ja
bob: /game join seat:Red
alice: /game join seat:Blue
gm: /game begin
#quiet
gm: /game start game:lancaster
alice: /game join seat:Red
carl: /game join seat:Blue
"""


def test_herald_user_forget_tells_each_channel_whose_game_changed(tmp_path, knowledge, capsys):
    from bot.adapters.cli.guild import forget_user
    from bot.config import Settings
    from bot.store import AsyncStore, open_store

    db = tmp_path / "h.db"

    async def played() -> tuple[int, int, dict[str, int]]:
        svc = Service(AsyncStore(open_store(str(db))), knowledge, rng=random.Random(7))
        con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
        for line in THREE_TABLES.strip().splitlines():
            con.clock_offset += timedelta(minutes=1)
            await con.handle(line)
        svc.store.close()
        return con.user_id("bob"), con.user_id("gm"), dict(con.channels)

    bob, gm, channels = asyncio.run(played())
    assert forget_user(Settings(db=str(db)), bob, True) == 0
    out = capsys.readouterr().out
    told = sorted(channels[c] for c in ("en", "it", "ja"))
    assert "3 game channels to be told" in out
    assert all(f"channel {c}" in out for c in told)
    again = open_store(str(db))
    try:
        rows = again.pending_outbox()
    finally:
        again.close()
    posts = {
        name: json.loads(r["payload"])
        for r in rows
        for name, c in channels.items()
        if r["channel_id"] == c and r["kind"] == "announce"
    }
    # the channels of bob's games, not the one he never sat in
    assert sorted(posts) == ["en", "it", "ja"]
    # what /me forget posts (tests/console/test_fix23b_console.py), each in its table's
    # language, the GM pinged where the seat is up; without naming /me forget, which
    # the player did not run (mend24a: review24a, finding 5)
    assert posts["en"]["content"] == (
        f"<@{gm}> The player of Blue asked to be forgotten by Herald: the seat is"
        " the GM's now, to play or hand over with /game seat seat:Blue user:@someone.\n"
        "Blue is up: it waits for the GM."
    )
    assert posts["en"]["mentions"] == [gm]
    assert posts["it"]["mentions"] == []
    assert posts["it"]["content"].startswith(
        "Chi giocava Blu ha chiesto di essere dimenticato da Herald: ora il posto è del GM"
    )
    assert "/me forget" not in posts["it"]["content"]
    assert "ora il posto è del GM" in posts["it"]["content"]
    assert posts["ja"]["mentions"] == [gm]
    assert posts["ja"]["content"].startswith(
        f"<@{gm}> 赤のプレイヤーから、Heraldに自分の情報を忘れてほしいという依頼がありました。"
    )
    assert "/me forget" not in posts["ja"]["content"]
    assert posts["ja"]["content"].endswith("赤の手番です。GMを待っています。")
