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


# -- finding 4: a hidden-role night ------------------------------------------------
NIGHT = """
slug = "night"
family = "turns"
names = {{ en = "Night village", it = "Villaggio notturno" }}

[seats]
names = ["ada", "bram", "cora", "dov"]
min = 4
max = 4

[seats.labels]
ada = {{ en = "Ada" }}
bram = {{ en = "Bram" }}
cora = {{ en = "Cora" }}
dov = {{ en = "Dov" }}

[rounds]
count = 2

[[phases]]
id = "night"
name = "Night"

[[phases.steps]]
id = "kill"
name = {{ en = "The witches choose", it = "Le streghe scelgono" }}
structure = "secret"
only = {{ named = true{hidden} }}
choices = ["north", "south"]
choice_names = {{ north = {{ en = "the north house" }}, south = {{ en = "the south house" }} }}
outcome = "count"

[[phases.steps]]
id = "dawn"
name = "Dawn"
advance = "gm"
"""

SEATED = """
gm: /game start game:night
ada: /game join seat:Ada
bram: /game join seat:Bram
cora: /game join seat:Cora
dov: /game join seat:Dov
gm: /game begin
"""


async def test_a_hidden_night_names_and_pings_none_of_its_seats(store, tmp_path):
    """Finding 4: ``only = { named = true, hidden = true }``: the channel is told the
    step is on and that choices are in, never by whom; the seats' players are not
    pinged, the buttons carry the choices alone; undo and export are the GM's."""
    root = folder(tmp_path, "n", None)
    (root / "games" / "night.toml").write_text(NIGHT.format(hidden=", hidden = true"), "utf-8")
    con = console(store, root)
    await run(con, SEATED)
    out = await run(con, "gm: /turn only seats:Bram, Dov")
    post = out[0]
    said = post["content"]
    assert said.startswith(
        "The GM has named who takes part in The witches choose: who they are stays secret."
    ), said
    assert "Up now: the seats the GM named, in secret." in said
    for name in ("Bram", "Dov", "@bram", "@dov"):
        assert name not in said, said
    assert post["mentions"] == []
    assert [b["label"] for b in post["components"]] == ["the north house", "the south house"]
    out = await run(
        con,
        "bram: press the north house\ncora: /act action:north\ncora: /game undo\n"
        "bram: /game undo\nada: /game export\ngm: /game status",
    )
    # the GM's status ends with the GM's own note of whom they named (tidy22)
    assert out[-1]["ephemeral"] and "Bram" in out[-1]["content"]
    out = out[:-1]
    public = [m["content"] for m in out[:-1] if not m["ephemeral"] and m["kind"] != "dashboard"]
    assert public[0] == "A choice is in."
    private = {m["content"] for m in out if m.get("ephemeral")}
    assert "❌ Cora does not take part in “The witches choose”." in private
    undo = (
        "❌ While the seats the GM named choose in secret, only the GM can take a move back (an "
        "undo is said in the channel with who asked for it): ask the GM privately."
    )
    assert undo in private
    assert (
        "❌ While the seats the GM named choose in secret, only the GM can export the game (the "
        "file would say who they are)."
    ) in private
    status = out[-1]["content"].split("\n", 3)[3]  # after its seats: who is up
    assert status.startswith("Up now: the seats the GM named, in secret."), status
    fields = {f["name"]: f["value"] for f in out[-1]["embeds"][0]["fields"]}
    assert fields["Up now"] == "the seats the GM named (kept secret)"
    status += json.dumps(out[-1]["embeds"][0]["description"])
    for text in [*public, status]:
        assert "Bram" not in text and "Dov" not in text, text
    out = await run(con, "gm: /game export\ndov: /act action:north")
    assert json.loads(out[0]["files"][0]["content"])["game"] == "night"  # the GM's
    said = out[1]["content"]
    assert said.startswith(
        "The last choice is in: everyone taking part has chosen.\n"
        "Revealed together, not saying whose: the north house and the north house."
    ), said
    assert "Dov" not in said


async def test_the_seats_of_a_named_step_are_said_without_hidden(store, tmp_path):
    """Without ``hidden`` the named seats are public, as docs/game-definitions.md says."""
    root = folder(tmp_path, "n", None)
    (root / "games" / "night.toml").write_text(NIGHT.format(hidden=""), "utf-8")
    con = console(store, root)
    await run(con, SEATED)
    out = await run(con, "gm: /turn only seats:Bram, Dov")
    assert out[0]["content"].startswith("Taking part in The witches choose: Bram and Dov.")
    assert "Up now: @bram (Bram) and @dov (Dov)" in out[0]["content"]


def test_hidden_is_refused_where_it_would_say_who_plays():
    from bot.engine.games.definition import DefinitionError, parse

    text = NIGHT.format(hidden=", hidden = true").replace('outcome = "count"', "")
    try:
        parse(text, "night.toml")
    except DefinitionError as e:
        assert 'keeps who takes part secret in a secret step with outcome = "count" only' in str(e)
    else:
        raise AssertionError("accepted")


async def test_a_hidden_night_in_italian(store, tmp_path):
    root = folder(tmp_path, "n", None)
    (root / "games" / "night.toml").write_text(NIGHT.format(hidden=", hidden = true"), "utf-8")
    con = console(store, root)
    await run(con, SEATED.replace("game:night", "game:night language:it"))
    out = await run(con, "gm: /turn only seats:Bram, Dov\nbram: /act action:north")
    assert out[0]["content"].startswith(
        "Il GM ha indicato chi partecipa a «Le streghe scelgono»: chi sono resta segreto.\n"
    )
    assert "Tocca a: i posti indicati dal GM, in segreto." in out[0]["content"]
    assert [m["content"] for m in out if m["kind"] == "announce"][-1] == "È arrivata una scelta."


# -- L3: a seat handed over --------------------------------------------------------
async def test_a_substitute_is_pinged_and_a_bot_seat_names_its_former_holder(store, tmp_path):
    """L3: ``/game seat seat:Gold user:@sub`` named @sub without pinging them; ``/game
    seat seat:Teal bot:true`` said "Teal is now a Bot" without whose it was."""
    root = folder(tmp_path, "n", None)
    (root / "games" / "night.toml").write_text(NIGHT.format(hidden=""), "utf-8")
    con = console(store, root)
    await run(con, SEATED + "!lang sub ja")
    out = await run(con, "gm: /game seat seat:Bram user:@sub\ngm: /game seat seat:Cora bot:true")
    lines = out[0]["content"].splitlines()
    assert lines[0] == "The GM gives the seat Bram to @sub, in place of @bram."
    assert lines[-3:] == [
        "@bram: this seat is no longer yours. If you should still play, ask the GM.",
        "@sub: this seat is yours now; Herald pings you here when it is up.",
        "@sub：この席は今からあなたのものです。手番が来たらHeraldがここで呼びます。",
    ]
    assert out[0]["mentions"] == ["bram", "sub"]
    (bot,) = [m for m in out[1:] if m["kind"] == "announce"]
    assert (
        bot["content"].splitlines()[0] == "Cora is now a Bot, played by the GM in place of @cora."
    )
    # the GM seating themself is not pinged about it
    out = await run(con, "gm: /game seat seat:Cora user:@gm")
    assert out[0]["content"].splitlines()[0] == "The GM gives the seat Cora to @gm."
    assert "yours now" not in out[0]["content"]
    assert out[0]["mentions"] == []
