"""A turn deadline and quiet hours in the console, at its clock (play-test 17,
finding 20): the dashboard shows the deadline, the clock moves past it, Herald passes
for the seat once (a new process later changes nothing) and the GM undoes it; a
reminder due at night in a player's time zone waits for the morning."""

from __future__ import annotations

import io
import random

from bot.adapters.cli.console import Console
from bot.service.core import Service
from tests.conftest import T0
from tests.console.test_turns_transcripts import run

START = """
taro: /game start game:lancaster
taro: /game join seat:Red
giulia: /game join seat:Blue
taro: /game begin
taro: /game remind after:0
taro: /game deadline hours:48 then:pass
giulia: /game status
"""
BEFORE = """
!clock 2026-11-23T12:00Z
giulia: /roll 1d6
"""
AFTER = """
!clock 2026-11-23T12:10Z
giulia: /roll 1d6
"""
LATER = """
!clock 2026-11-23T12:20Z
giulia: /roll 1d6
taro: /game log
taro: /game undo
"""


def _console(store, knowledge) -> Console:
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


def _said(out, text: str) -> list[str]:
    found = []
    for m in out:
        parts = [m["content"], *(e.get("description", "") for e in m.get("embeds", []))]
        found += [p for p in parts if text in p]
    return found


async def test_a_deadline_fires_once_at_the_consoles_clock_and_the_gm_undoes_it(store, knowledge):
    out = await run(_console(store, knowledge), START)
    # the dashboard's Discord timestamp, as the console shows it (UTC, and how far)
    (status,) = _said(out, "⏳ Deadline:")[-1:]
    assert "⏳ Deadline: Red [2026-11-23 12:0" in status and ", in 1 d 23 h" in status
    con = _console(store, knowledge)  # a new process: the deadline is stored
    assert _said(await run(con, BEFORE), "⏳") == []  # minutes before the deadline
    out = await run(con, AFTER)
    fired = _said(out, "⏳ Herald")
    assert len(fired) == 1
    assert fired[0].startswith(
        "⏳ Herald: the 48 h deadline has passed for Red; Herald goes on without them"
    )
    out = await run(_console(store, knowledge), LATER)  # another process: not again
    assert _said(out, "⏳ Herald: the 48 h deadline has passed for Red") != []  # the log
    assert [m for m in out if m["kind"] == "announce" and "⏳ Herald" in m["content"]] == []
    # the log names Herald's move, and so does the GM's undo of it (play-test 22,
    # finding 2: "taro undid the last action: The GM goes on without Red")
    assert _said(out, "Herald goes on without Red for this turn")
    assert _said(out, "undid the last action: Herald goes on without Red for this turn.")
    assert _said(out, "The GM goes on without Red") == []


QUIET = """
!clock 2026-03-28T12:00Z
taro: /game start game:lancaster
taro: /game join seat:Red
giulia: /game join seat:Blue
taro: /game begin
taro: /game remind after:10
taro: /me timezone Europe/Rome
taro: /me quiet from:23 to:8
!clock
"""


async def test_a_reminder_due_at_night_across_the_summer_time_change_waits_for_8am(
    store, knowledge
):
    con = _console(store, knowledge)
    out = await run(con, QUIET)
    assert _said(out, "clock: 2026-03-28 12:0") != []
    # due at 22:05 UTC, 23:05 in Rome: quiet until 08:00 CEST, 06:00 UTC
    out = await run(con, "!clock 2026-03-28T22:30Z\ngiulia: /roll 1d6")
    assert _said(out, "⏰") == []
    out = await run(con, "!clock 2026-03-29T05:55Z\ngiulia: /roll 1d6")
    assert _said(out, "⏰") == []
    out = await run(con, "!clock 2026-03-29T06:00Z\ngiulia: /roll 1d6")
    # sent by the !clock line itself (play-test 19, finding 11), at 06:00 UTC
    assert [x.splitlines()[0] for x in _said(out, "⏰")] == [
        "⏰ @taro: still waiting for you (17 h 56 min without a move)."
    ]
