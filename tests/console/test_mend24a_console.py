"""mend24a: ``herald user forget --yes`` on a console database (review24a, findings
4-6): the console posts what the tool queued, the notice says what was asked, and a
game that lost its only GM says so."""

from __future__ import annotations

import asyncio
import io
import json
import random
from datetime import timedelta

from bot.adapters.cli.console import Console, run_console
from bot.service.core import Service
from tests.conftest import T0

TABLE = """
#ja
gm: /game start game:lancaster language:ja
bob: /game join seat:Red
alice: /game join seat:Blue
gm: /game begin
"""


def _played(db, knowledge, script: str) -> dict[str, int]:
    """``script`` played on a console database; the ids of its users and channels."""
    from bot.store import AsyncStore, open_store

    async def run() -> dict[str, int]:
        svc = Service(AsyncStore(open_store(str(db))), knowledge, rng=random.Random(7))
        con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
        for line in script.strip().splitlines():
            con.clock_offset += timedelta(minutes=1)
            await con.handle(line)
        svc.store.close()
        ids = {u: con.user_id(u) for u in ("gm", "bob", "alice")}
        return {**ids, **{f"#{c}": i for c, i in con.channels.items()}}

    return asyncio.run(run())


def _console_start(db, knowledge) -> list[dict]:
    """A console started on ``db`` with nothing typed: what it shows."""
    from bot.store import AsyncStore, open_store

    async def run() -> str:
        svc = Service(AsyncStore(open_store(str(db))), knowledge, rng=random.Random(7))
        out = io.StringIO()
        try:
            await run_console(svc, stream=io.StringIO(""), out=out, as_json=True)
        finally:
            svc.store.close()
        return out.getvalue()

    return [json.loads(x) for x in asyncio.run(run()).splitlines() if x.strip()]


def test_a_console_posts_what_herald_user_forget_queued_at_its_next_start(
    tmp_path, knowledge, capsys
):
    """review24a, finding 4: the tool queued the channel's notice for "the bot", but
    a console database has no bot: the console never posted it, start after start."""
    from bot.adapters.cli.guild import forget_user
    from bot.config import Settings

    db = tmp_path / "h.db"
    ids = _played(db, knowledge, TABLE)
    assert forget_user(Settings(db=str(db)), ids["bob"], True) == 0
    said = capsys.readouterr().out
    assert (
        "1 game channel to be told (the bot, or a console on this database, posts it at its"
        f" next start): channel {ids['#ja']}"
    ) in said
    shown = _console_start(db, knowledge)
    told = [r for r in shown if r["kind"] == "announce"]
    assert len(told) == 1
    assert told[0]["channel"] == "ja"
    assert told[0]["content"].startswith("@gm 赤のプレイヤーから、Heraldに自分の情報を忘れて")
    assert told[0]["content"].endswith("赤の手番です。GMを待っています。")
    # posted once: the next start shows nothing
    assert _console_start(db, knowledge) == []


def test_herald_user_forget_s_notice_does_not_say_the_player_ran_me_forget(tmp_path, knowledge):
    """review24a, finding 5: the tool is for a request made elsewhere, yet its notice
    said the player asked "(/me forget)" ("（/自分 忘れる）" in Japanese)."""
    from bot.adapters.cli.guild import forget_user
    from bot.config import Settings

    db = tmp_path / "h.db"
    ids = _played(db, knowledge, TABLE)
    assert forget_user(Settings(db=str(db)), ids["bob"], True) == 0
    (told,) = [r for r in _console_start(db, knowledge) if r["kind"] == "announce"]
    assert told["content"] == (
        "@gm 赤のプレイヤーから、Heraldに自分の情報を忘れてほしいという依頼がありました。"
        "今後この席はGMが担当します。/ゲーム 席指定 席:赤 ユーザー:@誰か で席を渡せます。\n"
        "赤の手番です。GMを待っています。"
    )
