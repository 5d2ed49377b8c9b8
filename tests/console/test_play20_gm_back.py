"""Play-test 20, leftover L4: a GM Herald dropped because they left the server was
GM of nothing when they came back. Back, they are GM again of each game in play they
were dropped from, the channel is told in the table's language, and the log says so."""

from __future__ import annotations

import pytest

from tests.console.test_console import console, run
from tests.console.test_play15_games import said
from tests.service import toy


@pytest.fixture
def con(store, tmp_path):
    return console(store, toy.install(tmp_path))


async def test_a_gm_dropped_for_leaving_the_server_is_gm_again_when_back(con):
    out = await run(
        con,
        """
        luca: /game start game:toy
        luca: /game gm user:@bob
        !leave luca
        bob: /game status
        """,
    )
    assert "GM: @bob" in out[-1]["content"].splitlines()
    out = await run(con, "!join luca")
    assert said(out) == "@luca is back in the server and a GM of this game again."
    out = await run(con, "bob: /game status\nbob: /game log")
    assert "GM: @bob and @luca" in out[0]["content"].splitlines()
    log = out[-1]["embeds"][0]["description"]
    assert "@luca is now a GM of this game." in log
    # once only: leaving and coming back again as a GM changes nothing twice
    out = await run(con, "!join luca\nluca: /game gm user:@bob remove:true")
    assert said(out).splitlines()[-1] == "@luca removed @bob from the GMs of this game."


async def test_the_table_s_language_and_a_gm_named_meanwhile(con):
    out = await run(
        con,
        """
        !lang luca it
        luca: /game start game:toy language:it
        luca: /game gm user:@bob
        !leave luca
        !join luca
        """,
    )
    assert said(out).splitlines()[-1] == (
        "Con il ritorno nel server, @luca è di nuovo GM di questa partita."
    )
    # named again by hand before coming back: nothing to restore, nothing said
    out = await run(con, "!leave luca\nbob: /game gm user:@luca\n!join luca")
    assert "ritorno" not in said(out)
