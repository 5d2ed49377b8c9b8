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


GM_SEATED = """
#en
alice: /game start game:lancaster
alice: /game join seat:Red
bob: /game join seat:Blue
alice: /game begin
"""


def test_forgetting_the_only_gm_tells_the_channel_the_game_has_no_gm_and_who_takes_over(
    tmp_path, knowledge
):
    """review24a, finding 6: the only GM forgotten, the channel was told "the seat is
    the GM's now" while the game had no GM; a GM who held no seat was not told of at
    all. Both say the game has no GM now and that Manage Channels takes over."""
    from bot.adapters.cli.guild import forget_user
    from bot.config import Settings

    db = tmp_path / "h.db"
    ids = _played(db, knowledge, TABLE)  # the GM holds no seat (ja)
    assert forget_user(Settings(db=str(db)), ids["gm"], True) == 0
    (told,) = [r for r in _console_start(db, knowledge) if r["kind"] == "announce"]
    assert told["channel"] == "ja"
    assert told["content"] == (
        "このゲームの唯一のGMから、Heraldに自分の情報を忘れてほしいという依頼がありました。"
        "このゲームには今GMがいません。新しいGMが決まるまでは「チャンネルの管理」権限を持つ人が"
        "GMとして操作でき、/ゲーム gm ユーザー:@誰か で新しいGMを追加できます。"
    )
    db2 = tmp_path / "h2.db"
    ids = _played(db2, knowledge, GM_SEATED)  # the GM plays Red (en)
    assert forget_user(Settings(db=str(db2)), ids["alice"], True) == 0
    (told,) = [r for r in _console_start(db2, knowledge) if r["kind"] == "announce"]
    assert told["mentions"] == []  # nobody to ping
    assert told["content"] == (
        "The player of Red, this game's only GM, asked to be forgotten by Herald: the game"
        " has no GM now, and the seat is empty. Anyone with Manage Channels can act as its"
        " GM meanwhile: play or hand over a seat with /game seat seat:Red user:@someone,"
        " and name a new GM with /game gm user:@someone."
    )
