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


async def test_after_play_begins_a_seat_is_the_gm_s_to_give(store, knowledge):
    """Finding 24: once play had begun, ``/game join seat:`` let anyone take a seat a
    player had left (and then undo that player's last move, a sealed bid too), while
    ``/game join`` without a seat said "ask the GM". Both are refused now, naming the
    GMs; the GM's ``/game seat`` gives the seat."""
    import io
    import random

    from bot.adapters.cli.console import Console
    from bot.service.core import Service
    from tests.conftest import T0

    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    await run(
        con,
        """
        gm: /game start game:lancaster
        alice: /game join seat:Red
        bob: /game join seat:Blue
        gm: /game begin
        alice: /turn place where:"County A"
        bob: /turn place where:"County B"
        bob: /game leave
        """,
    )
    refusal = (
        "❌ The game has begun: a seat is now the GM's to give, with /game seat seat: user:."
        " Ask its GM, @gm, or anyone with Manage Channels."
    )
    out = await run(con, "zed: /game join seat:Blue\nzed: /game join\nbob: /game join seat:Blue")
    assert [m["content"] for m in out] == [refusal] * 3
    out = await run(con, "!lang zed it\nzed: /game join seat:Blue")
    assert out[-1]["content"] == (
        "❌ La partita è iniziata: ora i posti li assegna il GM, con /partita posto posto:"
        " utente:. Chiedi al suo GM, @gm, o a chi ha Gestire i canali."
    )
    assert dict(svc.store.sync.load(con.channel_id("general")).game["seats"])["Blue"] is None
    out = await run(con, "gm: /game seat seat:Blue user:@zed")
    assert out[0]["content"].startswith("The GM gives the seat Blue to @zed.")


async def test_game_list_shows_a_server_s_games_their_gms_and_whom_they_wait_for(store, knowledge):
    """Finding 15: there was no way to list a server's games from Discord. ``/game
    list`` shows a moderator (Manage Server) every game in play on the server, the
    longest wait first, with its GMs and whom it waits for; anyone else their own
    games; in the reader's language, for them alone."""
    import io
    import random
    from datetime import timedelta

    from bot.adapters.cli.console import Console
    from bot.service.core import Service
    from tests.conftest import T0

    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    await run(
        con,
        """
        #g1
        gm: /game start game:lancaster
        alice: /game join seat:Red
        bob: /game join seat:Blue
        gm: /game begin
        #g2
        hana: /game start game:pendragon
        bob: /game join seat:Dux
        """,
    )
    con.clock_offset += timedelta(hours=5)
    await run(con, '#g1\nalice: /turn place where:"County A"')
    con.clock_offset += timedelta(hours=2)
    out = await run(
        con, "#general\nbob: /game list\nzed: /game list\n!manager zed\nzed: /game list"
    )
    mine, none, every = out
    assert mine["ephemeral"] and every["ephemeral"]
    assert mine["embeds"][0]["title"] == "Your games in play on this server (2)"
    assert mine["embeds"][0]["description"].splitlines() == [
        "#g1 · Lancaster · GM: @gm · Up now: @bob (Blue) for 2 h",
        "#g2 · Pendragon: The Fall of Roman Britain · GM: @hana · not begun yet, started 7 h ago"
        " (1 seat taken)",
        "Only your games are listed: members with Manage Server see every game of the server.",
    ]
    assert none["content"] == (
        "❌ You play in no game on this server. Members with Manage Server see every game"
        " of the server with /game list."
    )
    assert every["embeds"][0]["title"] == "Games in play on this server (2)"
    out = await run(con, "!lang zed ja\nzed: /game list")
    assert out[-1]["embeds"][0]["description"].splitlines()[0] == (
        "#g1 · ランカスター · GM：@gm · 現在の手番：@bob（青）（2時間）"
    )


async def test_the_console_s_refusals_of_people_and_places_gone_speak_the_user_s_language(con):
    """Finding 10: "luca has left server home (!join luca)" was said in English to an
    Italian user (and "#thread-a was deleted", finding 17), though the console's own
    refusals speak the language of whoever typed the line."""
    out = await run(
        con,
        """
        !lang luca it
        !lang hana ja
        luca: /game start game:toy
        !leave luca
        luca: /game status
        !delete
        hana: /game status
        !guild club
        !remove
        luca: /game status
        """,
    )
    errors = [m["content"] for m in out if m["kind"] == "error"]
    assert errors == [
        "❌ luca ha lasciato il server home (`!join luca`)",
        "❌ #generalは削除されました",
        "❌ Herald è stato rimosso dal server club (`!invite`)",
    ]


async def test_a_game_moved_from_a_deleted_channel_is_announced_once_in_the_table_s_language(
    con,
):
    """Finding 17: after ``/game move from:`` a deleted channel, the new channel read two
    posts of the same move, the GM's reply in the GM's language and the announcement in
    the table's. The channel now reads the announcement alone; the GM is answered for
    them alone, in their language. ``/game move to:``'s post in the channel the game
    leaves speaks the table's language, whoever moved it."""
    out = await run(
        con,
        """
        !lang giulia it
        #thread-a
        giulia: /game start game:toy
        !delete
        #general
        giulia: /game move from:#thread-a
        """,
    )
    public = [m["content"] for m in out if m["channel"] == "general" and not m["ephemeral"]]
    public = [c for c in public if "🚚" in c]
    assert public == ["🚚 @giulia moved the game here from #thread-a."]
    reply = [m for m in out if m["ephemeral"] and m["channel"] == "general"][-1]
    assert reply["content"] == (
        "Fatto: la partita di Gioco giocattolo ora è qui, spostata da #thread-a; il canale è stato"
        " avvisato."
    )
    out = await run(con, "giulia: /game move to:#thread-b")
    assert out[0]["channel"] == "general" and not out[0]["ephemeral"]
    assert out[0]["content"] == "🚚 @giulia moved Toy game to #thread-b. Play on there."


async def test_a_refusal_names_the_command_s_option_as_the_reader_s_client_shows_it(con):
    """Finding 18: ``/me quiet``'s refusal named its option ``from:`` in English at the
    head of an Italian or Japanese sentence whose example said ``dalle:`` / ``開始:``;
    "Missing option" refusals named options in English too. The option is written as
    the reader's client shows it; a word the command does not have stays as typed."""
    out = await run(
        con,
        """
        !lang giulia it
        !lang hana ja
        giulia: /me quiet from:25 to:8
        hana: /me quiet from:25 to:8
        giulia: /me quiet to:8
        giulia: /game move
        alice: /me quiet from:25 to:8
        """,
    )
    assert [m["content"] for m in out] == [
        "❌ dalle: indica un'ora da 0 a 23 (per esempio /io silenzio dalle:23 alle:8).",
        "❌ 開始：0から23の時刻で指定してください（例：/自分 通知しない時間 開始:23 終了:8）。",
        "❌ Manca l'opzione dalle.",
        "❌ Manca l'opzione canale.",
        "❌ from: give an hour from 0 to 23 (for example /me quiet from:23 to:8).",
    ]


async def test_game_end_checks_the_winner_before_asking_and_names_it(store, knowledge):
    """Finding 28: ``/game end winner:Viola`` asked "End this game for good?" and only
    after the GM pressed Yes said there is no such seat; the question did not repeat
    the winner either. The end is tried first (nothing saved), and the question names
    the winners in the reader's language."""
    import io
    import random

    from bot.adapters.cli.console import Console
    from bot.service.core import Service
    from tests.conftest import T0

    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    con = Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)
    out = await run(
        con,
        """
        !lang giulia it
        gm: /game start game:lancaster
        alice: /game join seat:Red
        bob: /game join seat:Blue
        gm: /game begin
        gm: /game gm user:@giulia
        gm: /game end winner:Green
        """,
    )
    assert out[-1]["content"] == "❌ There is no seat “Green”. Seats: Red and Blue."
    assert not out[-1]["components"]
    out = await run(con, "gm: /game end winner:rosso")
    assert out[-1]["content"] == (
        "End this game for good, with Red winning? Its log is kept, but nobody can play it"
        " any more."
    )
    assert [b["label"] for b in out[-1]["components"]] == ["Yes, end the game"]
    out = await run(con, 'giulia: /game end winner:"Rosso, Blu"')
    assert out[-1]["content"] == (
        "Terminare definitivamente questa partita con la vittoria del Rosso e del Blu? Il"
        " registro resta, ma non si potrà più giocare."
    )
    assert svc.store.sync.load(con.channel_id("general")).game["status"] == "active"
    out = await run(con, "gm: /game end")
    assert out[-1]["content"].startswith("End this game for good? Its log is kept")
