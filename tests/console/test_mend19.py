"""Review of round 19 (mend19), as players see it in the console: a forgotten GM (kept
as id 0) never stands for a GM, reminders and deadlines reach whom they must, and a
new turn of the same seat waits afresh."""

from __future__ import annotations

import io
import random

from bot.adapters.cli.console import Console
from bot.service.core import Service
from tests.conftest import T0
from tests.console.test_turns_transcripts import run


def _console(store, knowledge) -> Console:
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


def _said(out) -> str:
    return "\n".join(m["content"] for m in out if m["kind"] != "dashboard")


# ------------------------------------------ (4) a forgotten first GM blocks no other GM

FIRST_GM_FORGOTTEN = """
hana: /game start game:lancaster
kenji: /game join seat:Red
yuki: /game join seat:Blue
hana: /game gm user:@ren
hana: /game begin
hana: /me forget confirm:yes
"""


async def test_the_first_gm_not_forgotten_is_called_in_by_the_reminder(store, knowledge):
    """The first GM forgotten (id 0) took the place of the one pinged: after two
    silent days the reminder called in nobody, though Ren is a GM."""
    con = _console(store, knowledge)
    await run(con, FIRST_GM_FORGOTTEN)
    await con.handle("!clock +25h")
    out = await con.handle("!clock +25h")
    assert "⏰ @ren: nobody has moved for 2 d 2 h; the game may need the GM." in _said(out)
    assert all(0 not in m.get("mentions", []) for m in out)


async def test_a_gm_who_leaves_beside_a_forgotten_one_stays_and_nobody_is_id_0(store, knowledge):
    """Ren, the one GM who is a person, left the server: Ren was dropped (the forgotten
    GM counted as one remaining) and the line began with a mention of id 0."""
    con = _console(store, knowledge)
    await run(con, FIRST_GM_FORGOTTEN.replace("hana: /game begin\n", ""))
    out = await run(con, "!leave ren")
    text = _said(out)
    assert "<@0>" not in text and "@0 " not in text, text
    assert "@ren, this game's only GM, has left the server." in text, text
    status = _said(await run(con, "yuki: /game status"))
    assert "@ren" in status.split("GM", 1)[1].splitlines()[0], status


async def test_the_last_real_gm_cannot_step_down_beside_a_forgotten_one(store, knowledge):
    con = _console(store, knowledge)
    await run(
        con,
        """
alice: /game start game:lancaster
alice: /game gm user:@bob
alice: /me forget confirm:yes
""",
    )
    out = await con.handle("bob: /game gm user:@bob remove:yes confirm:yes")
    assert "@bob is this game's only GM: name another GM first" in _said(out), _said(out)
    status = _said(await run(con, "bob: /game status"))
    assert "GMs: a former player and @bob" in status or "GM: a former player and @bob" in status


# -------------- (5) a player held by quiet hours, then muted: the GM is still called in

HELD_THEN = """
!clock 2026-03-28T21:10Z
hana: /game start game:lancaster
kenji: /game join seat:Red
yuki: /game join seat:Blue
hana: /game begin
kenji: /me timezone zone:Europe/Rome
kenji: /me quiet from:23 to:8
hana: /game remind after:1
!clock 2026-03-28T22:20Z
"""


async def test_a_player_held_by_quiet_hours_who_mutes_does_not_stop_the_gms_call(store, knowledge):
    """Kenji's first reminder was held for the night, then Kenji muted reminders: the
    GM waited for a reminder that would never reach Kenji, and was never called in."""
    con = _console(store, knowledge)
    await run(con, HELD_THEN + "kenji: /game mute on:yes\n")
    out = await run(con, "!clock 2026-03-29T06:10Z\n!clock 2026-03-29T09:10Z")
    text = _said(out)
    assert "⏰ @hana: nobody has moved for 8 h " in text, text
    assert "the game may need the GM." in text
    assert "@kenji" not in text


async def test_a_player_held_by_quiet_hours_who_leaves_does_not_stop_the_gms_call(store, knowledge):
    con = _console(store, knowledge)
    await run(con, HELD_THEN + "!leave kenji\n")
    out = await run(con, "!clock 2026-03-29T06:10Z")
    text = _said(out)
    assert "⏰ @hana: nobody has moved for 8 h " in text and "may need the GM." in text, text


# ------------------------------ (6) an extra turn starts the seat's deadline wait afresh

KALAH = """slug = "kalah"
family = "turns"

[names]
en = "Kalah"
ja = "カラハ"
it = "Kalah"

[seats]
names = ["red", "blue"]
min = 2
max = 2

[seats.labels]
red = { en = "Red", ja = "赤", it = { text = "Rosso", gender = "m" } }
blue = { en = "Blue", ja = "青", it = { text = "Blu", gender = "m" } }

[rounds]
count = 5

[verbs."turn.again"]
does = "extra_turn"
name = { en = "Extra turn", ja = "追加手番", it = "Turno in più" }

[[phases]]
id = "sow"
name = "Sow"
structure = "sequential"
"""


async def test_an_extra_turn_starts_a_fresh_wait_for_the_deadline(store, tmp_path):
    """Red took an extra turn 11 hours into a 12-hour deadline: the wait went on from
    the turn before, and Herald passed for Red an hour into the new turn."""
    from tests.console.test_play15_games import console

    games = tmp_path / "games"
    games.mkdir()
    (games / "kalah.toml").write_text(KALAH, encoding="utf-8")
    con = console(store, tmp_path, games=games)
    await run(
        con,
        """
!clock 2026-11-21T10:00Z
hana: /game start game:kalah
kenji: /game join seat:Red
yuki: /game join seat:Blue
hana: /game begin
hana: /game deadline hours:12 then:pass
!clock +11h
kenji: /act action:"Extra turn"
""",
    )
    out = await run(con, "!clock +2h")
    assert "deadline has passed" not in _said(out), _said(out)
    status = _said(await run(con, "hana: /game status"))
    assert "Up now: @kenji (Red)" in status and "Waiting for: Red (2 h" in status, status
    out = await run(con, "!clock +11h")  # 13 h into the new turn: passed
    assert "⏳ Herald: the 12 h deadline has passed for Red" in _said(out), _said(out)


# ------------------- (7) /game list: Manage Channels is one channel's, not the server's


async def test_game_list_shows_every_game_to_manage_server_only(store, knowledge):
    """Manage Channels (a permission Discord gives per channel: a member may hold it in
    one channel alone) showed every game of the server, channels the member cannot see
    included; only Manage Server (Administrator holds it) does now."""
    from dataclasses import replace

    con = _console(store, knowledge)
    await run(
        con,
        """
#g1
gm: /game start game:lancaster
alice: /game join seat:Red
#g2
hana: /game start game:pendragon
#general
""",
    )
    channels_only = replace(con.ctx("zed"), admin=True, manage_guild=False)
    import pytest

    from bot.engine.errors import BadInput

    with pytest.raises(BadInput) as e:
        await con.svc.dispatch(channels_only, "game", "list", {})
    assert e.value.key == "gamelist.none_yours"  # zed plays in no game: none listed
    server = replace(con.ctx("zed"), admin=False, manage_guild=True)
    (msg,) = (await con.svc.dispatch(server, "game", "list", {})).messages
    assert msg.embeds[0].title == "Games in play on this server (2)"
    gm = replace(con.ctx("gm"), admin=True, manage_guild=False)
    (msg,) = (await con.svc.dispatch(gm, "game", "list", {})).messages
    assert msg.embeds[0].title == "Your games in play on this server (1)"
    assert "Only your games are listed: members with Manage Server see every game" in (
        msg.embeds[0].description
    )


# ---------------------- (8) a deadline's pass on a roll step rolls for the seat, as /turn skip


async def test_a_deadline_pass_on_a_roll_step_rolls_for_the_seat(store, tmp_path):
    """The GM's ``/turn skip`` on a roll step rolls for the seat; the deadline's pass
    made the same skip without the service's dice, was refused, and asked the GM
    ("Herald cannot pass for them here") every time."""
    from pathlib import Path

    from tests.console.test_play15_games import console

    games = Path(__file__).resolve().parents[1] / "data" / "play18"
    con = console(store, tmp_path, games=games)
    await run(
        con,
        """
!clock 2026-11-21T10:00Z
gm: /game start game:initiative-roll
ann: /game join seat:Allies
bob: /game join seat:Axis
gm: /game begin
gm: /game deadline hours:12 then:pass
ann: /turn roll
""",
    )
    out = await run(con, "!clock +13h")
    text = _said(out)
    assert "⏳ Herald: the 12 h deadline has passed for Axis; Herald goes on without them" in text
    assert "🎲 Axis rolls 2d6 (" in text and "cannot pass" not in text, text
    assert "✔ Roll for initiative: done." in text
