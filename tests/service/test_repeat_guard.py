"""The repeat guard (bot/service/play.py): a typed command that repeats, right after
(within ``play.REPEAT_SECONDS``), the player's own command of the turn that just ended
(a second "done", a sealed choice sent twice) is answered "already counted for
<turn>" instead of being played in the next turn, whatever the other seats did in
between, when it was sent before that turn ended or cannot be played in the turn now
open; a seat up again plays its next turn; another command, the same one sent later,
or sent once more, is played."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.engine.errors import IllegalAction
from tests.conftest import T0, make_ctx, seated_game

# a step everyone plays at once, twice in a row, then a secret bid; and a counter
DRILL = """
slug = "drill"
family = "turns"
names = { en = "Drill", ja = "ドリル", it = "Esercizio" }
[seats]
names = ["red_seat", "blue_seat", "green_seat"]
min = 3
[seats.labels]
red_seat = { en = "Red", ja = "赤", it = "Rosso" }
blue_seat = { en = "Blue", ja = "青", it = "Blu" }
green_seat = { en = "Green", ja = "緑", it = "Verde" }
[rounds]
count = 2
[counters.coins]
name = { en = "coins", ja = "コイン", it = "monete" }
setup = 5
[verbs."turn.coins"]
does = "counter:coins"
name = { en = "Coins", ja = "コイン", it = "Monete" }
[[phases]]
id = "cards"
name = { en = "Cards", ja = "カード", it = "Carte" }
[[phases.steps]]
id = "play_card"
name = { en = "Everyone plays a card", ja = "全員がカードを1枚出す", it = "Tutti giocano una carta" }
structure = "simultaneous"
repeat = 2
[[phases.steps]]
id = "bid"
name = { en = "Bid in secret", ja = "秘密裏に入札", it = "Offerta segreta" }
structure = "secret"
min = 0
max = 9
"""

RED, BLUE, GREEN, GM = 1, 2, 3, 9


@pytest.fixture
async def drill(store, tmp_path):
    seats = {RED: "Red", BLUE: "Blue", GREEN: "Green"}
    return await seated_game(store, tmp_path / "knowledge", DRILL, seats, gm=GM)


async def step(svc) -> tuple[str, int]:
    """The current step and which time it is played."""
    s = svc.store.sync.load(10).game["state"]
    d = svc.knowledge.definitions["drill"]
    return d.phases[s["pi"]].steps[s["si"]].id, s.get("rep", 1)


def at(user: int, seconds: float, **kw):
    """``user``'s command ``seconds`` after T0."""
    return make_ctx(user, now=T0 + timedelta(seconds=seconds), **kw)


async def test_a_command_sent_before_its_turn_ended_is_counted_once_a_seat_up_again_plays(drill):
    svc = drill
    await svc.dispatch(at(BLUE, 0), "turn", "done", {})
    await svc.dispatch(at(RED, 100), "turn", "done", {})
    await svc.dispatch(at(GREEN, 102), "turn", "done", {})  # ends the first time
    assert await step(svc) == ("play_card", 2)
    # Blue, done long ago, plays the second time: a new decision, played
    r = await svc.dispatch(at(BLUE, 104), "turn", "done", {})
    assert "Blue is done" in r.messages[0].content
    # Red, up again in the second time, says done within seconds of the first: it is
    # the new turn's (play-test 13: seven quick picks in a row), played
    r = await svc.dispatch(at(RED, 106), "turn", "done", {})
    assert "Red is done" in r.messages[0].content
    # Green's "done" sent twice (a double click): the second was made before the
    # turn it repeats ended, so it is that turn's, counted once, the two turns named
    with pytest.raises(IllegalAction) as e:
        twice = at(GREEN, 107, locale="it", sent_at=T0 + timedelta(seconds=101.5))
        await svc.dispatch(twice, "turn", "done", {})
    assert e.value.key == "table.error.already_counted"
    assert e.value.params == {
        "step": "Tutti giocano una carta (1/2)",
        "next": "Tutti giocano una carta (2/2)",
    }
    assert await step(svc) == ("play_card", 2)
    # sent once more, it is meant: played
    r = await svc.dispatch(at(GREEN, 109), "turn", "done", {})
    assert await step(svc) == ("bid", 1)


async def test_a_deliberate_command_is_played_and_a_bid_is_counted_once(drill):
    svc = drill
    for i, user in enumerate((RED, BLUE, GREEN)):
        await svc.dispatch(at(user, i), "turn", "done", {})
    # Red does something else first: the next "done" is a new decision, played
    r = await svc.dispatch(at(RED, 3), "act", None, {"action": "Coins", "number": "3"})
    assert "Red: 3 coins." in r.messages[0].content
    r = await svc.dispatch(at(RED, 4), "turn", "done", {})
    assert "Red is done" in r.messages[0].content
    # the same command long after the first is a decision too, though nothing of
    # Blue's came between
    r = await svc.dispatch(at(BLUE, 600), "turn", "done", {})
    assert "Blue is done" in r.messages[0].content
    await svc.dispatch(at(GREEN, 601), "turn", "done", {})
    assert await step(svc) == ("bid", 1)
    # a sealed bid sent twice, Blue and Green bidding between: counted once
    await svc.dispatch(at(RED, 700), "act", None, {"action": "Choose", "number": "4"})
    await svc.dispatch(at(BLUE, 701), "act", None, {"action": "Choose", "number": "2"})
    await svc.dispatch(at(GREEN, 702), "act", None, {"action": "Choose", "number": "1"})
    assert await step(svc) == ("play_card", 1)
    await svc.dispatch(at(GREEN, 703), "turn", "done", {})
    with pytest.raises(IllegalAction) as e:
        bid = {"action": "Choose", "number": "4"}
        await svc.dispatch(at(RED, 704), "act", None, bid)
    # not a move of the turn now open: the turn it counted for, and the one open now
    assert (e.value.key, e.value.params) == (
        "table.error.already_counted_over",
        {"step": "Bid in secret", "next": "Everyone plays a card (1/2)"},
    )
    # a command of the new step, not the repeated one: played
    r = await svc.dispatch(at(RED, 705), "turn", "done", {})
    assert "Red is done" in r.messages[0].content
