"""A console database an older release wrote (users numbered 1001, 1002, ... by the
order they first spoke; channels 102, ... by the order it met them) is resumed by the
same names after the documented upgrade (play16 10): ``herald db check`` and
``migrate`` list the ids with no name and where they sit, ``migrate
--console-names/--console-channels`` names them, and the console then seats those
names again and reaches those channels."""

from __future__ import annotations

import shutil
from pathlib import Path

from bot.adapters.cli.main import main
from bot.store import open_store
from bot.store.migrations import MIGRATIONS
from tests.console.test_console import console, run
from tests.service import toy

OLD = Path(__file__).resolve().parents[1] / "data" / "old-console" / "lancaster-650c363.db"
KNOWLEDGE = Path(__file__).resolve().parents[2] / "knowledge"


def errors(out: list[dict]) -> list[str]:
    return [m["content"] for m in out if m["kind"] == "error"]


async def test_an_older_console_database_keeps_its_players_seats_once_named(tmp_path, capsys):
    db = tmp_path / "old.db"
    shutil.copy(OLD, db)
    assert main(["db", "migrate", "--db", str(db)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{db}: applied now: m003_dashboard_version, ")
    assert out[1:] == [
        f"{db}: console players from an older release have no name yet (3), so "
        "`herald console` cannot seat them again:",
        f"{db}:   1001: Yellow in lancaster, #general; GM of lancaster, #general",
        f"{db}:   1002: Red in lancaster, #general",
        f"{db}:   1003: Blue in lancaster, #general",
        f"{db}: name them in id order (1001 was the first to speak in a run, 1002 the "
        "second, ...): herald db migrate --console-names NAME1,NAME2,NAME3",
    ]
    assert main(["db", "check", "--db", str(db)]) == 0  # whole; the names are a console matter
    assert "1002: Red in lancaster, #general" in capsys.readouterr().out
    # a name given twice is refused, nothing named
    assert main(["db", "migrate", "--db", str(db), "--console-names", "alice,bob,Bob"]) == 1
    assert "a name given twice: Bob, bob; nothing was named" in capsys.readouterr().err
    assert main(["db", "migrate", "--db", str(db), "--console-names", "alice,bob,carol"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{db}: up to date ({len(MIGRATIONS)} migrations)",
        f"{db}: console user 1001 is now alice",
        f"{db}: console user 1002 is now bob",
        f"{db}: console user 1003 is now carol",
    ]
    assert main(["db", "check", "--db", str(db)]) == 0
    assert "no name" not in capsys.readouterr().out
    store = open_store(db)
    try:
        con = console(store, KNOWLEDGE)
        # carol speaks first: she is still Blue, shown by name, and it is her turn
        out = await run(con, "carol: /game status")
        assert "Seats: Red: @bob; Blue: @carol; Yellow: @alice" in out[0]["content"]
        assert "GM: @alice" in out[0]["content"]
        out = await run(con, "carol: /turn place where:B")
        assert not errors(out) and "Blue placed a knight on County B" in out[0]["content"]
        out = await run(con, "alice: /game status")  # the GM is still the GM
        assert "Up now: @alice (Yellow)" in out[0]["content"]
    finally:
        store.close()


async def test_an_older_console_channel_is_reached_by_its_name_once_named(tmp_path, capsys):
    import sqlite3

    from bot.adapters.cli.console import stable_id

    db = tmp_path / "old.db"
    root = toy.install(tmp_path)
    store = open_store(db)
    await run(
        console(store, root),
        "#side\nann: /game start game:toy\nann: /game join seat:Red\nben: /game join seat:Blue",
    )
    store.close()
    # as an older console left it: the game in its second channel (102), users 1001, 1002,
    # no names stored
    ann, ben, side = stable_id("user", "ann"), stable_id("user", "ben"), 0
    with sqlite3.connect(db) as c:
        (side,) = c.execute("SELECT channel_id FROM games").fetchone()
        for table, cols in (("games", "state"), ("events", "data")):
            c.execute(
                f"UPDATE {table} SET {cols} = replace(replace({cols}, ?, '1001'), ?, '1002')",
                [str(ann), str(ben)],
            )
        c.execute("UPDATE events SET actor = 1001 WHERE actor = ?", [ann])
        c.execute("UPDATE events SET actor = 1002 WHERE actor = ?", [ben])
        c.execute("UPDATE games SET channel_id = 102")
        c.execute("DELETE FROM user_settings")
        c.execute("DELETE FROM guild_settings")
    assert side != 102
    assert main(["db", "check", "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert f"{db}:   102: toy\n" in out
    assert "herald db migrate --console-channels CHANNEL1\n" in out
    assert "1001: Red in toy, channel 102; GM of toy, channel 102" in out
    args = ["db", "migrate", "--db", str(db), "--console-names", "ann,ben"]
    assert main([*args, "--console-channels", "side"]) == 0
    assert f"{db}: console channel 102 is now #side" in capsys.readouterr().out
    assert main(["db", "check", "--db", str(db)]) == 0
    assert "no name" not in capsys.readouterr().out
    store = open_store(db)
    try:
        con = console(store, root)
        out = await run(con, "#side\nben: /game status")
        assert "Red: @ann" in out[0]["content"] and "Blue: @ben" in out[0]["content"]
        out = await run(con, "#general\nben: /game status")
        assert errors(out) or "Red: @ann" not in out[0]["content"]
    finally:
        store.close()
