"""The console's clock drives reminders and deadlines as the bot's ticker does
(play-test 19, findings 11 and 12): ``!clock`` alone sends what became due, a restart
on the same database goes on at the clock the last run left (never back to the real
time while the games' waits were counted later), and a clock set back makes a deadline
the dashboard shows as passed fire when it is reached again."""

from __future__ import annotations

import io
import random

from bot.adapters.cli.console import Console
from bot.service.core import Service
from tests.conftest import T0
from tests.console.test_turns_transcripts import run

START = """
hana: /game start game:lancaster
kenji: /game join seat:Red
yuki: /game join seat:Blue
hana: /game begin
"""


def _console(store, knowledge) -> Console:
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)  # a new process
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


def _said(out, text: str) -> list[str]:
    return [m["content"] for m in out if text in m["content"]]


async def test_clock_alone_sends_the_reminders_that_became_due(store, knowledge):
    con = _console(store, knowledge)
    await run(con, START)
    first = await con.handle("!clock +25h")  # no command after it
    assert [x.splitlines()[0] for x in _said(first, "⏰")] == [
        "⏰ @kenji: still waiting for you (1 d 1 h without a move)."
    ]
    second = await con.handle("!clock +25h")
    (again,) = _said(second, "⏰")
    assert again.startswith("⏰ @kenji: still waiting for you (2 d 2 h without a move).")
    assert "⏰ @hana: nobody has moved for 2 d 2 h; the game may need the GM." in again
    assert _said(await con.handle("!clock"), "⏰") == []  # shown, not moved: nothing new


async def test_a_restart_goes_on_at_the_consoles_clock_and_its_deadline_fires(store, knowledge):
    con = _console(store, knowledge)
    await run(con, START + "hana: /game deadline hours:12 then:pass\n")
    out = await con.handle("!clock +13h")
    assert _said(out, "⏳ Herald: the 12 h deadline has passed for Red") != []
    con = _console(store, knowledge)  # a restart: the clock is where the last run left it
    (shown,) = _said(await con.handle("!clock"), "clock:")
    assert shown.startswith("clock: 2026-11-22 01:")
    out = await con.handle("!clock +13h")  # Blue up since the first run's 01:0x
    (fired,) = _said(out, "⏳ Herald")
    assert fired.startswith("⏳ Herald: the 12 h deadline has passed for Blue")


async def test_a_clock_set_back_fires_the_deadline_the_dashboard_shows_passed(store, knowledge):
    con = _console(store, knowledge)
    await run(con, START + "hana: /game deadline hours:12 then:pass\n")
    assert _said(await con.handle("!clock +13h"), "deadline has passed for Red") != []
    # back to the morning: Blue places, Red is up again with a wait from now
    await run(con, "!clock 2026-11-21T13:00Z\nyuki: /turn place where:castle")
    (dash,) = _said(await run(con, "hana: /game status"), "Waiting for: Red")
    assert "Waiting for: Red (1 min)." in dash  # its deadline at 01:0x tomorrow
    out = await con.handle("!clock 2026-11-22T01:30Z")  # past it: Herald passes for Red
    (fired,) = _said(out, "⏳ Herald")
    assert fired.startswith("⏳ Herald: the 12 h deadline has passed for Red")


NIGHT = """
!clock 2026-03-28T21:10Z
hana: /game start game:lancaster
kenji: /game join seat:Red
yuki: /game join seat:Blue
hana: /game begin
kenji: /me timezone zone:Europe/Rome
kenji: /me quiet from:23 to:8
hana: /game remind after:1
"""


async def test_the_gm_is_not_called_in_while_the_players_reminder_waits_for_morning(
    store, knowledge
):
    """Play-test 19, finding 14: kenji (Rome, quiet 23 to 8, the night summer time
    begins) is up; hourly reminders. The GM hears nothing in the night: the GM is
    called in a period after kenji's own first reminder, sent as his quiet hours end."""
    con = _console(store, knowledge)
    await run(con, NIGHT)
    for at in ("2026-03-28T22:20Z", "2026-03-29T01:20Z", "2026-03-29T05:50Z"):
        assert _said(await con.handle(f"!clock {at}"), "⏰") == [], at
    (morning,) = _said(await con.handle("!clock 2026-03-29T06:10Z"), "⏰")
    assert morning.startswith("⏰ @kenji: still waiting for you (8 h 5")
    assert "@hana" not in morning
    (later,) = _said(await con.handle("!clock 2026-03-29T07:10Z"), "⏰")
    assert later.startswith("⏰ @kenji: still waiting for you (9 h 5")
    assert "⏰ @hana: nobody has moved for 9 h 5" in later
