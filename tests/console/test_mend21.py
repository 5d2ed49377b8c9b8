"""review21 #1: putting out a seat during a hidden-role night looks the same to the
table whichever seat it is (fix21c's hidden named seats x fix21a's step ended when
its last awaited seat is put out)."""

from __future__ import annotations

import pytest

from tests.console.test_console import console, run
from tests.console.test_defver16 import folder
from tests.console.test_play21c import NIGHT, SEATED

KILLS = """
[counters.alive]
setup = 1
min = 0
max = 1
name = "alive"

[[end]]
counter = "alive"
at_most = 0
seats_left = 1
name = "Lynched"

[verbs."turn.lynch"]
does = "counter:alive"
name = "Lynch"
others = true
"""

STILL_ON = (
    "❌ “The witches choose” is still under way: the seats the GM named choose in secret; "
    "it ends when they all have chosen, or when the GM goes on."
)
GOES_ON = (
    "The GM goes on without one of those taking part: they choose nothing this time.\n"
    "Revealed together, not saying whose: the north house.\n"
    "✔ The witches choose: done.\n"
    "Round 1 · Night — Dawn"
)


def public(out) -> list[str]:
    return [m["content"] for m in out if not m.get("ephemeral") and m["kind"] != "dashboard"]


@pytest.mark.parametrize(
    ("victim", "go"),
    [("Ada", "/turn skip seat:Bram"), ("Bram", "/phase next"), ("Bram", "/turn skip seat:Bram")],
)
async def test_putting_out_a_seat_in_a_hidden_night_does_not_say_whether_it_was_named(
    store, tmp_path, victim, go
):
    """The GM named Bram and Dov in secret; Dov has chosen. Lynching Bram (named, not
    chosen yet) ended the night at once, its choices revealed, while lynching Ada (not
    named) changed nothing: the table learnt Bram had been named. Now both read the
    same; the GM goes on without Bram with /phase next (or /turn skip seat:Bram)."""
    root = folder(tmp_path, "n", None)
    text = NIGHT.format(hidden=", hidden = true").replace("[[phases]]", KILLS + "[[phases]]", 1)
    (root / "games" / "night.toml").write_text(text, "utf-8")
    con = console(store, root)
    await run(con, SEATED)
    await run(con, "gm: /turn only seats:Bram, Dov\ndov: /act action:north")
    out = await run(con, f"gm: /act action:Lynch seat:{victim} number:0")
    others = ", ".join(x for x in ("Ada", "Bram", "Cora", "Dov") if x != victim)
    others = others.replace(", Dov", " and Dov")
    assert public(out) == [
        f"{victim}: 0 alive.\n{victim} is out of the game (Lynched: {others} still in)."
    ]
    out = await run(con, "cora: /game status\ncora: /phase next\nbram: /phase next")
    status = out[0]["content"].split("\n", 3)[3]
    assert status.startswith("Up now: the seats the GM named, in secret."), status
    fields = {f["name"]: f["value"] for f in out[0]["embeds"][0]["fields"]}
    assert fields["Up now"] == "the seats the GM named (kept secret)"
    # a player's /phase next names nobody (it said "waiting for Bram and Dov" before)
    assert [m["content"] for m in out[1:]] == [STILL_ON, STILL_ON]
    # the GM goes on: with Ada out, Bram is still awaited and skipped; with Bram out,
    # the step awaits nobody, and /phase next goes on as /turn skip seat:Bram does
    out = await run(con, f"gm: {go}")
    assert public(out)[0].startswith(GOES_ON), public(out)
