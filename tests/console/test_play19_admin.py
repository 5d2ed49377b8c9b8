"""What play-test 19 found about who may do what (GMs, moderators, players), admin
tools and the texts of refusals, as a table meets them in the console, on the same
service as the bot."""

from __future__ import annotations

import pytest

from tests.console.test_console import console, run
from tests.console.test_play15_games import said
from tests.service import toy


@pytest.fixture
def con(store, tmp_path):
    return console(store, toy.install(tmp_path))


async def test_a_gm_steps_down_after_confirming_and_another_gm_removes_one(con):
    """Finding 8: there was no way to give the GM role away or drop a GM. ``/game gm
    user: remove:true`` removes one (a GM's own name: they step down, asked first with a
    button); the last GM is never removed, and the refusals name the users."""
    out = await run(
        con,
        """
        luca: /game start game:toy
        luca: /game gm user:@bob
        luca: /game gm user:@luca remove:true
        """,
    )
    ask = out[-1]
    assert ask["ephemeral"] and ask["content"].startswith("Step down as GM of this game?")
    assert [b["label"] for b in ask["components"]] == ["Step down"]
    out = await run(con, "luca: press Step down\nluca: /game end")
    assert out[0]["content"] == "@luca stepped down as GM of this game."
    assert out[-1]["content"].startswith("❌ Only the GM")
    out = await run(con, "!lang bob it\nbob: /game gm user:@bob remove:true")
    assert out[-1]["content"] == (
        "❌ @bob è l'unico GM di questa partita: nomina prima un altro GM con"
        " /partita gm utente:, poi togli @bob."
    )
    out = await run(con, "bob: /game gm user:@anna remove:true")
    assert out[-1]["content"] == "❌ @anna non è GM di questa partita."
    out = await run(con, "bob: /game gm user:@anna\nbob: /game gm user:@anna remove:yes")
    assert said(out).splitlines()[-1] == (
        "@bob removed @anna from the GMs of this game."  # the table's language
    )
    out = await run(con, "bob: /game status")
    assert "GM: @bob" in out[-1]["content"].splitlines()


async def test_a_gm_who_leaves_the_server_is_dropped_unless_the_only_one(con):
    """Finding 8: a GM who left the server kept the role for good and was still named in
    /game status. Another GM remaining, they are dropped (Herald's change, in the log);
    the only GM stays, and the channel is told a moderator may name another."""
    out = await run(
        con,
        """
        luca: /game start game:toy
        luca: /game gm user:@bob
        luca: /game join seat:Red
        !leave luca
        """,
    )
    text = said(out).splitlines()
    assert text[-1] == (
        "@luca, a GM of this game, has left the server and is no longer one of its GMs."
    )
    assert text[-2].startswith("@bob @luca has left the server. Waiting for them: Red")
    out = await run(con, "bob: /game status\nbob: /game log")
    assert "GM: @bob" in out[0]["content"].splitlines()
    log = out[-1]["embeds"][0]["description"]
    assert "@luca left the server and is no longer a GM of this game." in log
    out = await run(con, "!leave bob")
    assert said(out) == (
        "@bob, this game's only GM, has left the server. They stay its GM until"
        " another is named: anyone with Manage Channels can act as GM meanwhile and name"
        " one with /game gm user:."
    )
    out = await run(con, "!manager carol\ncarol: /game status")
    assert "GM: @bob" in out[-1]["content"].splitlines()


async def test_only_the_gm_names_the_gms_and_that_a_moderator_may_act(con):
    """Finding 9: "Only the GM can do that." did not say who the GM is nor that anyone
    with Manage Channels may step in; a player could not tell whom to ask. Each GM-only
    refusal in a game's channel names its GMs, in the reader's language."""
    out = await run(
        con,
        """
        !lang anna it
        luca: /game start game:toy
        luca: /game gm user:@bob
        anna: /game end
        anna: /game gm user:@anna
        zed: /game seat seat:Red user:@zed
        kenji: /game begin
        """,
    )
    it = (
        "❌ Solo il GM può farlo. I GM di questa partita sono @luca e @bob; anche chi ha"
        " Gestire i canali può fare da GM."
    )
    en = (
        "❌ Only the GM can do that. This game's GMs are @luca and @bob; anyone with"
        " Manage Channels may act as GM too."
    )
    assert [m["content"] for m in out[-4:]] == [it, it, en, en]
    out = await run(con, "!lang kenji ja\nluca: /game gm user:@bob remove:true\nkenji: /game begin")
    assert out[-1]["content"] == (
        "❌ GMだけが実行できます。このゲームのGM：@luca。「チャンネルの管理」権限を持つ人もGMとして操作できます。"
    )
    out = await run(con, "!lang zed en\nzed: /game begin")
    assert out[-1]["content"] == (
        "❌ Only the GM can do that. This game's GM is @luca; anyone with Manage Channels"
        " may act as GM too."
    )
