"""Leftovers of session 21 (tidy22), in the console: the GM of a hidden-role night
(``only = { named = true, hidden = true }``) is told privately which seats they named
and which are still to choose; nobody else is, and the channel still names nobody."""

from __future__ import annotations

import pytest

from tests.console.test_console import console, run
from tests.console.test_defver16 import folder
from tests.console.test_play21c import NIGHT, SEATED

NOTE = {
    "en": (
        "Only you see this, GM: taking part in “The witches choose”, in secret: Bram and "
        "Dov.{still}"
    ),
    "it": (
        "Lo vedi solo tu, GM: partecipano in segreto a «Le streghe scelgono»: il Bram e il Dov.{still}"
    ),
    "ja": "GMのあなたにだけ表示しています：「The witches choose」に秘密で指名した参加者は"
    "Bram、Dovです。{still}",
}
# (the seats have English names only: Italian gives them its default article, as every
# other line naming them does)
STILL = {
    "en": (" Still to choose: Bram and Dov.", " Still to choose: Dov."),
    "it": (" Devono ancora scegliere: il Bram e il Dov.", " Deve ancora scegliere: il Dov."),
    "ja": ("まだ選んでいない席：Bram、Dov。", "まだ選んでいない席：Dov。"),
}


async def night(store, tmp_path, hidden: str = ", hidden = true"):
    root = folder(tmp_path, "n", None)
    (root / "games" / "night.toml").write_text(NIGHT.format(hidden=hidden), "utf-8")
    con = console(store, root)
    await run(con, SEATED)
    return con


@pytest.mark.parametrize("locale", ["en", "it", "ja"])
async def test_the_gm_alone_is_told_privately_whom_they_named_in_secret(store, tmp_path, locale):
    """Leftover: the GM got no list of the seats named in secret. Naming them, the GM
    is told the list in a reply only they see (in their language); the GM's /game
    status adds it with those still to choose; a player's status has no such note,
    and no public message names a seat."""
    con = await night(store, tmp_path)
    if locale != "en":
        await run(con, f"!lang gm {locale}")
    out = await run(con, "gm: /turn only seats:Bram, Dov")
    notes = [m for m in out if m["ephemeral"]]
    assert [(m["user"], m["content"]) for m in notes] == [
        ("gm", NOTE[locale].format(still=STILL[locale][0]))
    ]
    out += await run(con, "bram: /act action:north\ngm: /game status\nada: /game status")
    gm_status = [m for m in out if m["user"] == "gm" and m["ephemeral"]][-1]
    assert gm_status["content"] == NOTE[locale].format(still=STILL[locale][1])
    assert not any(m["ephemeral"] and m["user"] == "ada" for m in out)
    announced = [m["content"] for m in out if m["kind"] == "announce"]
    assert announced and not any("Bram" in x or "Dov" in x for x in announced)


async def test_no_note_where_the_named_seats_are_public(store, tmp_path):
    """Without ``hidden`` the seats are said in the channel: the GM gets no note."""
    con = await night(store, tmp_path, hidden="")
    out = await run(con, "gm: /turn only seats:Bram, Dov\ngm: /game status")
    assert not any(m["ephemeral"] for m in out)
