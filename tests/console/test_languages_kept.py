"""A user's Discord language in the console is theirs across runs, as Discord keeps it
(play14 23, 26): ``!lang`` is kept as the bot keeps a user's language, so reminders
address a pinged player in it, and a later run without ``!lang`` still speaks it."""

from __future__ import annotations

import io
import random

from bot.adapters.cli.console import Console
from bot.service.core import Service
from tests.conftest import T0
from tests.console.test_turns_transcripts import run

FIRST = """
taro: /game start game:lancaster language:it
taro: /game join seat:Rosso
giulia: /game join seat:Blu
taro: /game begin
"""
# a restart: who is up is pinged a day later; the table is Italian
REMINDED = """
!lang taro ja
!lang giulia it
!clock +25h
giulia: /roll 1d6
"""
LATER = """
giulia: /turn place where:castle !expect-error
"""


def _console(store, knowledge) -> Console:
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)  # a new process
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


async def test_a_kept_language_addresses_the_player_in_reminders_and_later_runs(store, knowledge):
    await run(_console(store, knowledge), FIRST)
    out = await run(_console(store, knowledge), REMINDED)
    reminder = [m["content"] for m in out if "⏰" in m["content"]]
    # the table's language, and a line for taro in Japanese (not in English); sent by
    # the !clock line itself (play-test 19, finding 11), a minute under 25 h after the move
    assert reminder == [
        "⏰ @taro: si aspetta ancora te (1 giorno senza mosse).\n@taro：あなたの番です（赤）。"
    ]
    # a third run with no !lang: giulia's own answers are still in Italian
    out = await run(_console(store, knowledge), LATER)
    assert [m["content"] for m in out if m["kind"] == "error"] == ["❌ Tocca al Rosso."]
