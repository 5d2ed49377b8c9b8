"""The console names the channels of an earlier run by the names that run stored, as
``herald game list`` does (play-test 22, finding 7: ``/game list`` in a second run
showed the first run's channels by their ids)."""

from __future__ import annotations

import re

from bot.store import open_store
from tests.console.test_console import console, run
from tests.service import toy


async def test_game_list_names_the_channels_of_an_earlier_run(store, db_url, tmp_path):
    root = toy.install(tmp_path)
    await run(
        console(store, root),
        """
        !guild club
        !manager mod
        #side
        mod: /game start game:toy
        #old
        mod: /game start game:toy
        """,
    )
    again = open_store(db_url)
    try:
        con = console(again, root)
        out = await run(
            con,
            """
            !guild club
            !manager mod
            #side2
            mod: /game start game:toy
            mod: /game list
            """,
        )
        (listing,) = out[-1]["embeds"]
        assert listing["title"] == "Games in play on this server (3)"
        lines = listing["description"].splitlines()
        assert [ln.split(" · ")[0] for ln in lines] == ["#side", "#old", "#side2"]
        assert not re.search(r"\d{6,}", listing["description"])  # no channel by its id
    finally:
        again.close()
