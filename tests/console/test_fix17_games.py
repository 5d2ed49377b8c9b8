"""What play-test 16 left for fix17, as players see it in the console (definition
files in tests/data/fix17/), on the same service as the bot."""

from __future__ import annotations

import json
from pathlib import Path

from bot.adapters.cli.console import Console
from tests.console.test_play14_games import errors, position, run
from tests.console.test_play15_games import console as play15_console
from tests.console.test_play15_games import said

GAMES = Path(__file__).resolve().parents[1] / "data" / "fix17"


def console(store, tmp_path: Path, language: str = "en") -> Console:
    return play15_console(store, tmp_path, language, games=GAMES)


# ------------------------------ (14) a campaign: a new game from an ended game's result

EVENING = """
gm: /game start game:league
ann: /game join seat:Red
ben: /game join seat:Blue
gm: /game begin
ann: /turn renown count:12
ben: /turn renown count:7
ben: /turn coins count:9
gm: /turn season count:3
"""


async def test_a_new_game_begins_where_the_ended_one_left_the_carried_counters(store, tmp_path):
    """Play-test 16, finding 14: a campaign's next session started from `setup`
    again; the GM had to set every seat's counters by hand."""
    con = console(store, tmp_path)
    await run(con, EVENING)
    await run(con, "gm: /phase next")  # the one round is over: the game ended by play
    out = await run(con, "#evening2\ngm: /game start game:league from:#general")
    text = said(out)
    assert (
        "Carried over from the game of #general: renown (Red = 12 and Blue = 7) and season = 3."
        in text
    )
    assert "a seat nobody held there begins from the setup" in text
    # seats matched by name: Red as it ended, Green (not there) from the setup; Blue,
    # not taken here, carries nothing; coins are not carried
    await run(con, "cat: /game join seat:Green\nann: /game join seat:Red\ngm: /game begin")
    pos = position(con, "evening2")
    assert pos["counters"]["renown"] == {"red": 12, "green": 1}
    assert pos["counters"]["coins"] == {"red": 5, "green": 5}
    loaded = con.svc.store.sync.load(con.channels["evening2"])
    assert loaded.game["state"]["shared"] == {"season": 3}


async def test_a_campaign_start_is_refused_saying_why(store, tmp_path):
    con = console(store, tmp_path)
    await run(con, EVENING)
    # the game is still in play
    out = await run(con, "#next\ngm: /game start game:league from:#general !expect-error")
    assert errors(out) == [
        "❌ That game is not over yet: a new game begins from a game that has ended "
        "(its play over, or the GM's /game end)."
    ]
    # a channel with no game at all
    out = await run(con, "gm: /game start game:league from:#empty !expect-error")
    assert errors(out) == ["❌ #empty has no game to carry over from."]
    # another game's result
    await run(con, "#quiz\ngm: /game start game:quiz\nann: /game join\ngm: /game begin")
    await run(con, "gm: /game end confirm:true")
    out = await run(con, "#next\ngm: /game start game:league from:#quiz !expect-error")
    assert errors(out) == [
        "❌ That game is Pub Quiz, not Harbour League: a new game carries over only from "
        "a game of its own."
    ]
    # a game that carries nothing
    out = await run(con, "gm: /game start game:quiz from:#quiz !expect-error")
    assert "has no [campaign] carry" in errors(out)[0]
    # another server's channel, named by its id
    await run(con, "!guild far\n#far\n" + EVENING + "gm: /phase next")
    far = con.channels["far"]
    out = await run(
        con, f"!guild home\n#next\ngm: /game start game:league from:<#{far}> !expect-error"
    )
    assert errors(out) == [
        "❌ That game is another server's: a new game carries over only from a game of this server."
    ]
    # nothing was created in #next by any of these
    assert con.svc.store.sync.load(con.channels["next"]) is None


async def test_a_campaign_begins_from_an_ended_games_export(store, tmp_path):
    """The earlier game as a file (/game export of the ended game), of this server."""
    con = console(store, tmp_path, "it")
    await run(con, "!lang gm it\n" + EVENING + "gm: /phase next")
    out = await run(con, "gm: /game export")
    (exported,) = [f for m in out for f in m.get("files", []) if "content" in f]
    path = tmp_path / "evening1.json"
    path.write_text(exported["content"], encoding="utf-8")
    out = await run(con, f"#evening2\ngm: /game start game:league language:it from_file:{path}")
    assert (
        "Ripreso dalla partita del file evening1.json: fama (Rosso = 12 e Blu = 7) e "
        "stagione = 3." in said(out)
    )
    await run(con, "ben: /game join seat:Blue\ncat: /game join seat:Green\ngm: /game begin")
    assert position(con, "evening2")["counters"]["renown"] == {"blue": 7, "green": 1}
    # the same file said to be another server's
    doc = json.loads(exported["content"])
    doc["guild_id"] = doc["guild_id"] + 1
    path.write_text(json.dumps(doc), encoding="utf-8")
    out = await run(con, f"#evening3\ngm: /game start game:league from_file:{path} !expect-error")
    assert errors(out) == [
        "❌ Quella partita è di un altro server: una nuova partita riprende solo da una "
        "partita di questo server."
    ]
