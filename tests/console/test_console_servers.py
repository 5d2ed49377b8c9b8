"""The console keeps who is who (issue 22): ids derived from names, so a second run on
the same database is the same people whatever order they speak in; stored names for
seats of users not met yet; servers, managers and roles, so every server feature can
be tried offline; an option is a file only where the command takes an upload."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.store import open_store
from tests.console.test_console import console, run
from tests.service import toy


def errors(out: list[dict]) -> list[str]:
    return [m["content"] for m in out if m["kind"] == "error"]


async def test_a_second_run_on_the_same_database_keeps_seats_and_gm_rights(store, db_url, tmp_path):
    root = toy.install(tmp_path)
    await run(
        console(store, root),
        """
        alice: /game start game:toy
        alice: /game join seat:Red
        bob: /game join seat:Blue
        """,
    )
    # a second run: the users appear in another order, carol first
    again = open_store(db_url)
    try:
        con = console(again, root)
        out = await run(con, "carol: /game status")
        # seats of users this run has not met show their names, not ids
        assert "Red: @alice" in out[0]["content"] and "Blue: @bob" in out[0]["content"]
        assert "GM: @alice" in out[0]["content"]
        out = await run(con, "carol: /game end confirm:true")
        assert errors(out) and "GM" in errors(out)[0]  # carol is nobody's GM
        out = await run(con, "bob: /toy step")
        assert errors(out) and "not your decision" in errors(out)[0]  # Red is up: alice
        out = await run(con, "alice: /toy step")
        assert not errors(out) and again.load(con.channels["general"]).game["state"]["n"] == 1
    finally:
        again.close()


async def test_servers_managers_and_roles(store, tmp_path):
    con = console(store, toy.install(tmp_path))
    summary = tmp_path / "house.md"
    summary.write_text('+++\ngame = "toy"\n+++\n# Sneaking\nA red meeple may sneak past.\n')
    out = await run(con, f"alice: /rules add file:{summary}")
    assert errors(out) and "Manage Server" in errors(out)[0]
    out = await run(
        con,
        f"""
        !manager alice
        alice: /rules add file:{summary}
        alice: /dice alias name:atk expr:1d20+5
        alice: /rules role role:@&referees
        !role bob referees
        bob: /rules list
        carol: /roll expr:atk
        """,
    )
    assert not errors(out), errors(out)
    assert "@&referees" in out[2]["content"]
    assert "house.md" in out[3]["content"] and "@&referees" in out[3]["content"]
    assert "1d20" in out[4]["content"]
    # another server sees none of it
    out = await run(
        con,
        """
        !guild elsewhere
        alice: /rules list
        carol: /roll expr:atk
        alice: /dice alias name:x expr:1d6
        """,
    )
    assert "house.md" not in out[0]["content"]
    assert out[0]["guild"] == "elsewhere"
    assert len(errors(out)) == 2 and "atk" in errors(out)[0]
    assert "Manage Server" in errors(out)[1]  # alice manages the home server only
    # back home: the referee removes the summary by name (a name, not a local path)
    out = await run(
        con,
        """
        !guild home
        bob: /rules remove file:house.md
        bob: /rules list
        !role bob referees off
        !manager alice off
        alice: /dice alias name:atk
        """,
    )
    assert not errors(out[:2]), errors(out)
    assert "house.md" not in out[1]["content"]
    assert "Manage Server" in errors(out)[0]


async def test_the_console_settings_explain_themselves(store, tmp_path):
    con = console(store, toy.install(tmp_path))
    out = await run(con, "!nonsense\n!manager\n!guild two words")  # !guild alone: the ids
    assert [m["kind"] for m in out] == ["error"] * 3
    assert "!guild [<server name>]" in out[0]["content"]
    assert out[1]["content"] == "❌ usage: !manager <user> [off]"
    assert out[2]["content"] == "❌ usage: !guild [<server name>]"


def test_ids_are_derived_from_names_only():
    from bot.adapters.cli.console import stable_id

    assert stable_id("user", "alice") == stable_id("user", "Alice")
    assert stable_id("user", "alice") != stable_id("user", "bob")
    assert stable_id("channel", "home", "general") != stable_id("channel", "other", "general")
    assert all(10**15 <= stable_id("user", n) < 2**63 for n in ("a", "bob", "日本"))


async def test_a_reminder_names_its_own_server_and_channel_in_a_later_run(store, tmp_path):
    """play15 16: a reminder of a game another run started in server g2 was printed as
    the current server's (g1), in a channel shown as a raw id."""
    root = toy.install(tmp_path)
    await run(
        console(store, root),
        """
        !guild g1
        #tavern
        alice: /game start game:toy
        alice: /game join seat:Red
        bob: /game join seat:Blue
        alice: /toy step
        !guild g2
        #war-room
        carol: /game start game:toy
        carol: /game join seat:Red
        dave: /game join seat:Blue
        carol: /toy step
        """,
    )
    con = console(store, root)  # a later run: it meets only g1's #general
    await run(con, "!guild g1\nerin: /roll 1d4")
    con.clock_offset = timedelta(hours=25)
    out = await con.tick()
    where = sorted((m["guild"], m["channel"], m["mentions"][0]) for m in out)
    assert where == [("g1", "tavern", "bob"), ("g2", "war-room", "dave")]
    con.as_json = False
    assert con.format(out[0]).startswith(f"[{out[0]['guild']} #{out[0]['channel']}] Herald:")


async def test_a_console_server_s_id_is_shown_for_the_admin_tools(store, tmp_path, capsys):
    """play15 13: a console server's id, which ``herald guild forget`` and ``herald rules
    search --guild`` take, was printed nowhere."""
    from bot.adapters.cli.console import stable_id
    from bot.adapters.cli.main import main

    con = console(store, toy.install(tmp_path))
    out = await run(con, "!guild\n!guild s031\n#war\n!guild\nbob: /roll 1d2")
    s031, war = stable_id("guild", "s031"), stable_id("channel", "s031", "war")
    assert [m["content"] for m in out if m["kind"] == "console"] == [
        "server home: id 1; #general: id 101",
        f"server s031: id {s031}; #war: id {war}",
    ]
    assert [(m["guild"], m["guild_id"]) for m in out] == [("home", 1)] + [("s031", s031)] * 2
    with pytest.raises(SystemExit):
        main(["guild", "forget", "s031"])
    err = capsys.readouterr().err
    assert "'s031' is not a server id: a server's id is a number" in err
    assert "`!guild` there, or `guild_id` in `herald console --json`" in err


async def test_each_server_may_have_its_own_language_for_new_tables(store, tmp_path):
    """play15 14: every console server spoke the console's --locale, and a server could
    not choose its tables' language but game by game (``/game start language:``)."""
    con = console(store, toy.install(tmp_path))
    out = await run(
        con,
        """
        !guild kyoto
        #lobby
        gm: /game language language:ja server:true
        !manager gm
        gm: /game language language:日本語 server:true
        #table
        gm: /game start game:toy
        !guild roma
        !manager gm
        gm: /game language language:it server:true
        gm: /game start game:toy
        gm: /game start game:toy language:en
        """,
    )
    said = [(m["guild"], m["kind"], m["content"]) for m in out]
    assert said[0][1] == "error" and "Manage Server" in said[0][2]
    assert said[1] == (
        "kyoto",
        "reply",
        "このサーバーの新しい卓は日本語で進行します。進行中の卓の言語は変わりません。",
    )
    assert [x for x in said if x[0] == "roma"][0] == (
        "roma",
        "reply",
        "Lingua dei nuovi tavoli di questo server: Italiano. I tavoli già aperti mantengono la loro.",
    )
    games = [
        store.load(con._channels[place]) for place in (("kyoto", "table"), ("roma", "general"))
    ]
    langs = [(await con.svc.table_record(g.guild_id, g.game_id))["language"] for g in games if g]
    assert langs == ["ja", "it"]
    assert said[-1][1] == "error"  # roma's #general already has its game
