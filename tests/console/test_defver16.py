"""A game begun under a knowledge-folder definition that the operator then edits
(a step dropped) or removes plays on under the text it began with, which its server
keeps; new games take the file as it is now. A game whose text was not kept (begun
before texts were kept) and no longer fits the file is refused with a message naming
the game and saying what the GM can do, never a traceback, and the GM can still end
and export it, freeing the channel (play-test 16, findings 17 and 18)."""

from __future__ import annotations

import json

from bot.service.replay_check import check_store
from tests.console.test_console import console, run
from tests.service import toy

FARM = """
slug = "farm"
family = "turns"
names = {{ en = "Farm days" }}

[seats]
names = ["red", "blue"]
min = 2
max = 2

[rounds]
count = 3

[[phases]]
id = "work"
name = "Work"

[[phases.steps]]
id = "sow"
name = "Sow"
{more}
"""

REAP = """
[[phases.steps]]
id = "reap"
name = "Reap"
"""


def folder(tmp_path, name: str, text: str | None):
    (tmp_path / name).mkdir()
    root = toy.install(tmp_path / name)
    if text is not None:
        (root / "games" / "farm.toml").write_text(text, encoding="utf-8")
    return root


async def begun(store, tmp_path, kept: bool = True) -> None:
    """A game of Farm days in play on its second step ("reap"); ``kept=False``: as
    one begun before its server kept the text it began with."""
    con = console(store, folder(tmp_path, "a", FARM.format(more=REAP)))
    out = await run(
        con,
        "gm: /game start game:farm\ngm: /game join seat:red\nbob: /game join seat:blue\n"
        "gm: /game begin\ngm: /phase next\ngm: /game status",
    )
    assert out[-1]["content"].startswith("Farm days — in play (v5)")
    stored = con.svc.store.sync.load(con.channels["general"])
    assert stored.game["state"]["si"] == 1  # on "reap"
    if not kept:
        con.svc.store.sync.set_setting("guild", con.guild_id(), "knowledge_kept", {})


def texts(out: list[dict]) -> list[str]:
    return [m["content"] for m in out]


async def test_a_game_in_play_keeps_the_text_it_began_with_when_the_file_is_edited(store, tmp_path):
    await begun(store, tmp_path)
    con = console(store, folder(tmp_path, "b", FARM.format(more="")))
    out = await run(con, "gm: /game status\ngm: /phase next\ngm: /phase next")
    assert texts(out)[0].startswith("Farm days — in play (v5)")
    assert not any(text.startswith("❌") for text in texts(out)), texts(out)
    stored = con.svc.store.sync.load(con.channels["general"])
    # its second round has "reap" still
    assert (stored.game["state"]["round"], stored.game["state"]["si"]) == (2, 1)
    # a new game takes the file as it is now: one step a round
    out = await run(
        con,
        "#side\ngm: /game start game:farm\ngm: /game join seat:red\nbob: /game join seat:blue\n"
        "gm: /game begin\ngm: /phase next",
    )
    side = con.svc.store.sync.load(con.channels["side"])
    assert side.game["state"]["si"] == 0 and side.game["state"]["round"] == 2
    # each replays under the text it began with (herald game replay)
    replayed = check_store(con.svc.store.sync, con.svc.knowledge.definitions)
    assert [(r.slug, r.status) for r in replayed] == [("farm", "ok"), ("farm", "ok")]


async def test_a_game_in_play_keeps_its_text_when_the_file_is_removed(store, tmp_path):
    await begun(store, tmp_path)
    con = console(store, folder(tmp_path, "b", None))
    out = await run(con, "gm: /game status\nbob: /game export\ngm: /game end confirm:true")
    assert texts(out)[0].startswith("Farm days — in play (v5)")
    assert json.loads(out[1]["files"][0]["content"])["game"] == "farm"
    assert not any(text.startswith("❌") for text in texts(out))
    out = await run(con, "gm: /game start game:toy")
    assert "started a game of Toy game" in texts(out)[0]


async def test_a_step_dropped_under_a_game_in_play_is_refused_and_the_gm_can_end_it(
    store, tmp_path
):
    await begun(store, tmp_path, kept=False)
    con = console(store, folder(tmp_path, "b", FARM.format(more="")))
    out = await run(con, "gm: /game status\nbob: /phase next\ngm: /game undo")
    for text in texts(out):
        assert text.startswith("❌ This channel's game (`farm`) cannot go on: its definition")
        assert "/game end" in text and "/game export" in text
    out = await run(con, "gm: /game end confirm:true\ngm: /game start game:farm")
    assert texts(out)[0].startswith("The game (`farm`) was ended without reading its definition")
    assert "started a game of Farm days" in texts(out)[1]


async def test_a_removed_definition_lets_the_gm_export_and_end_and_frees_the_channel(
    store, tmp_path
):
    await begun(store, tmp_path, kept=False)
    con = console(store, folder(tmp_path, "b", None))
    out = await run(con, "bob: /game export\ngm: /game export")
    assert texts(out)[0].startswith("❌ This channel's game (`farm`) cannot go on")
    (exported,) = out[1]["files"]
    assert "was changed or removed" in texts(out)[1]
    doc = json.loads(exported["content"])
    assert doc["game"] == "farm" and doc["state"]["state"]["si"] == 1
    out = await run(con, "gm: /game end\nbob: press Yes, end the game\ngm: press Yes, end the game")
    assert texts(out)[1].startswith("❌")
    assert texts(out)[2].startswith("The game (`farm`) was ended")
    out = await run(con, "gm: /game start game:toy")
    assert "started a game of Toy game" in texts(out)[0]
