"""Play-test 21, the findings of fix21c (imports, hidden roles, seats).

Finding 7: a game restored with ``/game import`` (docs/deploy.md, "Restore one game")
keeps the knowledge-folder text it began with, like a game never exported: the
operator may edit or remove the file and it plays on."""

from __future__ import annotations

import json

from bot.service.replay_check import check_store
from tests.console.test_console import console, run
from tests.console.test_defver16 import FARM, REAP, begun, folder, texts

REST = """
[[phases.steps]]
id = "rest"
name = "Rest"
"""


async def exported(store, tmp_path) -> str:
    """The export of a Farm days game (text with "sow" and "reap") on "reap", as a
    file's path."""
    await begun(store, tmp_path)
    con = console(store, folder(tmp_path, "x", FARM.format(more=REAP)))
    out = await run(con, "gm: /game export")
    path = tmp_path / "farm.json"
    path.write_text(out[0]["files"][0]["content"], encoding="utf-8")
    return str(path)


async def test_an_imported_game_keeps_its_text_when_the_file_is_removed(store, tmp_path):
    """Finding 7: imported into another server (a new database's), then the file goes."""
    path = await exported(store, tmp_path)
    con = console(store, folder(tmp_path, "b", FARM.format(more=REAP)))
    out = await run(con, f"!guild restored\ngm: /game import file:{path}")
    assert texts(out)[0].startswith("@gm imported the game state.")
    con = console(store, folder(tmp_path, "c", None))  # the operator removed farm.toml
    out = await run(con, "!guild restored\ngm: /game status\nbob: /phase next\ngm: /phase next")
    assert texts(out)[0].startswith("Farm days — in play"), texts(out)
    assert not any(text.startswith("❌") for text in texts(out)), texts(out)
    game = con.svc.store.sync.load(con.channel_id("general")).game
    # round 2's "reap" is played: the text it was exported with
    assert (game["state"]["round"], game["state"]["si"]) == (2, 1)
    assert [r.status for r in check_store(con.svc.store.sync, {})] == ["ok", "ok"]


async def test_a_game_restored_over_itself_goes_on_under_the_text_it_began_with(store, tmp_path):
    """Finding 7: the operator dropped "reap" from the file since the backup; the game
    in play and the backup both began with "reap", and the restored game keeps it."""
    path = await exported(store, tmp_path)
    con = console(store, folder(tmp_path, "b", FARM.format(more="")))
    out = await run(
        con,
        f"gm: /phase next\ngm: /game import file:{path}\ngm: /game import file:{path} "
        "confirm:true\ngm: /phase next\ngm: /phase next",
    )
    assert not any(text.startswith("❌") for text in texts(out)), texts(out)
    assert not any("different definition" in text for text in texts(out)), texts(out)
    game = con.svc.store.sync.load(con.channel_id("general")).game
    assert (game["state"]["round"], game["state"]["si"]) == (2, 1)  # "reap" again
    assert [r.status for r in check_store(con.svc.store.sync, {})] == ["ok"]


async def test_an_import_under_a_text_this_server_never_kept_says_so(store, tmp_path):
    """Another server's text of a folder game (a "rest" step added since): the game
    goes on under this server's, and the GM is told."""
    path = await exported(store, tmp_path)
    con = console(store, folder(tmp_path, "b", FARM.format(more=REAP + REST)))
    out = await run(con, f"!guild other\ngm: /game import file:{path}")
    assert texts(out)[0].startswith("@gm imported the game state.")
    assert (
        "This export was played under a different definition of Farm days from this "
        "server's: the game continues under this server's current one."
    ) in texts(out)
    await run(con, "!guild other\ngm: /phase next")
    game = con.svc.store.sync.load(con.channel_id("general")).game
    assert (game["state"]["round"], game["state"]["si"]) == (1, 2)  # "rest", the new text
    began = json.loads(open(path, encoding="utf-8").read())["state"]["knowledge"]
    assert game["knowledge"] != began
