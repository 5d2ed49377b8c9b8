"""Games defined by their players, played to the end (play-test 13, findings 9-20):
a game whose last step (or ``[[end]]``) names the winner is ended, though its final
scores may still be corrected; the GM passes over a seat in a sequential step; the
repeat guard lets a seat that is up again play; a user with no seat is told so."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest

from bot.engine.errors import HeraldError, IllegalAction
from bot.service.render import turn_names
from tests.conftest import T0, make_ctx, seated_game

# two seats, one round of one turn each, then a final scoring
SPRINT = """
slug = "sprint"
family = "turns"
names = { en = "Sprint" }
[seats]
names = ["red_seat", "blue_seat"]
min = 2
[seats.labels]
red_seat = { en = "Red" }
blue_seat = { en = "Blue" }
[rounds]
count = 1
[tables.points]
kind = "value"
name = { en = "Points" }
[[phases]]
id = "race"
name = { en = "Race" }
[[phases.steps]]
id = "run"
name = { en = "Run a lap" }
structure = "sequential"
[[phases]]
id = "finish"
name = { en = "Finish" }
final = true
[[phases.steps]]
id = "score"
name = { en = "Report your points" }
structure = "scoring"
tables = ["points"]
"""

RED, BLUE, GM, ZED = 1, 2, 9, 7


@pytest.fixture
async def sprint(store, tmp_path):
    return await seated_game(store, tmp_path / "knowledge", SPRINT, {RED: "Red", BLUE: "Blue"})


async def say(svc, user: int, command: str, sub: str | None = None, **opts) -> str:
    r = await svc.dispatch(make_ctx(user), command, sub, opts)
    return "\n".join(m.content for m in r.messages)


async def test_a_game_over_by_play_is_ended_yet_the_gm_may_correct_and_undo_it(sprint):
    svc = sprint
    await say(svc, RED, "turn", "action")
    await say(svc, BLUE, "turn", "action")
    await say(svc, RED, "act", action="Report", number="12")
    live = svc.store.sync.load(10)
    assert live is not None and live.game["status"] == "active"
    assert svc.store.sync.row("reminders", live.game_id) is not None
    said = await say(svc, BLUE, "act", action="Report", number="9")
    assert "Red wins with 12 points" in said
    # ended: not the channel's live game, not counted live, not reminded about
    assert svc.store.sync.load(10) is None
    assert svc.store.sync.games(live=True) == []
    assert svc.store.sync.row("reminders", live.game_id) is None
    # ... yet its status, export and the GM's corrections still work
    assert "Sprint — over" in await say(svc, GM, "game", "status")
    r = await svc.dispatch(make_ctx(GM), "game", "export", {})
    doc = json.loads(r.messages[0].files[0].content)
    assert doc["status"] == "ended" and doc["state"]["status"] == "ended"
    with pytest.raises(HeraldError) as e:
        await say(svc, BLUE, "act", action="Report", number="15")
    assert e.value.key == "turns.error.gm_corrects"
    said = await say(svc, GM, "act", action="Report", seat="Blue", number="15")
    assert "Blue wins with 15 points" in said
    assert svc.store.sync.load(10, ended=True).game["status"] == "ended"
    # the GM takes back the correction, then the report that ended the game: live again
    await say(svc, GM, "game", "undo")
    await say(svc, GM, "game", "undo")
    again = svc.store.sync.load(10)
    assert again is not None and again.game["status"] == "active"
    assert svc.store.sync.row("reminders", again.game_id) is not None
    assert "Up now" in await say(svc, GM, "game", "status")
    await say(svc, BLUE, "act", action="Report", number="9")
    assert svc.store.sync.load(10) is None
    # a new game may start in the channel; it is the channel's game from then on
    await say(svc, GM, "game", "start", game="sprint")
    assert svc.store.sync.load(10).game["status"] == "setup"
    assert "Sprint — waiting for players" in await say(svc, GM, "game", "status")


async def test_only_the_gm_undoes_the_move_that_ended_the_game(sprint):
    """play-test 17, finding 4: the player who made the last move cannot un-end the
    game with /game undo; the GM can (and the game is back in play)."""
    svc = sprint
    await say(svc, RED, "turn", "action")
    await say(svc, BLUE, "turn", "action")
    await say(svc, RED, "act", action="Report", number="12")
    await say(svc, BLUE, "act", action="Report", number="9")
    assert svc.store.sync.load(10) is None
    for who in (BLUE, RED):  # the seat that acted last, and another
        with pytest.raises(HeraldError) as e:
            await say(svc, who, "game", "undo")
        assert e.value.key == "error.undo_ended_gm"
    assert svc.store.sync.load(10) is None
    assert svc.store.sync.load(10, ended=True).game["status"] == "ended"
    said = await say(svc, GM, "game", "undo")
    assert "undid" in said
    again = svc.store.sync.load(10)
    assert again is not None and again.game["status"] == "active"
    # back in play, the player's own undo works as before
    await say(svc, BLUE, "act", action="Report", number="8")
    assert svc.store.sync.load(10) is None


async def test_a_game_the_gm_ended_is_gone_from_the_channel(sprint):
    svc = sprint
    await say(svc, GM, "game", "end", confirm=1)
    with pytest.raises(HeraldError) as e:
        await say(svc, GM, "game", "status")
    assert e.value.key == "error.no_game"


# three seats: a snake setup in the first round, a passing step whose passes set the
# next round's order, a clean-up the players resolve; two rounds
TRAIL = """
slug = "trail"
family = "turns"
resolved_by = "players"
names = { en = "Trail" }
[seats]
names = ["red_seat", "blue_seat", "green_seat"]
min = 2
[seats.labels]
red_seat = { en = "Red" }
blue_seat = { en = "Blue" }
green_seat = { en = "Green" }
[rounds]
count = 2
[[phases]]
id = "settle"
name = { en = "Settle" }
[[phases.steps]]
id = "camp"
name = { en = "Pitch a camp" }
structure = "sequential"
order = "snake"
turns = 2
when = { first_round = true }
[[phases]]
id = "travel"
name = { en = "Travel" }
[[phases.steps]]
id = "walk"
name = { en = "Walk until everyone has passed" }
structure = "passing"
next_round_order = "pass_order"
[[phases]]
id = "tidy"
name = { en = "Tidy up" }
[[phases.steps]]
id = "sweep"
name = { en = "Sweep the camp" }
"""

GREEN = 3


@pytest.fixture
async def trail(store, tmp_path):
    seats = {RED: "Red", BLUE: "Blue", GREEN: "Green"}
    return await seated_game(store, tmp_path / "knowledge", TRAIL, seats)


def up(svc) -> list[str]:
    """The seats up now (the export's ``position.up``)."""
    g = svc.store.sync.load(10).game
    d = svc.knowledge.definitions[g["game"]]
    from bot.engine.games import session

    family = svc.families[d.family]
    return list(family.export(d, g["state"], session.table(g, d))["position"]["up"])


async def test_the_gm_passes_over_a_seat_in_a_sequential_and_a_passing_step(trail):
    svc = trail
    await say(svc, GREEN, "game", "leave")
    await say(svc, RED, "turn", "action")
    await say(svc, BLUE, "turn", "action")
    assert up(svc) == ["green_seat"]
    said = await say(svc, GM, "turn", "skip", seat="Green")
    assert "The GM goes on without Green for this turn." in said
    # snake order: Green again (its second turn), passed over again, then Blue, Red
    assert up(svc) == ["green_seat"]
    await say(svc, GM, "turn", "skip", seat="Green")
    assert up(svc) == ["blue_seat"]
    await say(svc, BLUE, "turn", "action")
    await say(svc, RED, "turn", "action")
    # the passing step: Green, passed over, counts as passing; the others play on
    await say(svc, RED, "turn", "pass")
    said = await say(svc, GM, "turn", "skip", seat="Blue")
    assert "The GM goes on without Blue: counted as passing." in said
    assert up(svc) == ["green_seat"]
    await say(svc, GM, "turn", "skip", seat="Green")
    assert svc.store.sync.load(10).game["state"]["pass_order"] == [
        "red_seat",
        "blue_seat",
        "green_seat",
    ]


async def test_a_seat_up_again_plays_its_next_turn_and_a_double_send_is_counted_once(trail):
    svc = trail
    await say(svc, RED, "turn", "action")
    await say(svc, BLUE, "turn", "action")
    said = await say(svc, GREEN, "turn", "action")
    assert "Pitch a camp (2/2)" in said and up(svc) == ["green_seat"]
    # Green's command made twice before its turn ended (a double send): counted
    # once, each turn named
    with pytest.raises(IllegalAction) as e:
        twice = make_ctx(GREEN, sent_at=T0 - timedelta(seconds=1))
        await svc.dispatch(twice, "turn", "action", {})
    assert e.value.key == "table.error.already_counted"
    assert e.value.params == {"step": "Pitch a camp (1/2)", "next": "Pitch a camp (2/2)"}
    # snake order: Green is up again at once; the same command typed is its second
    # turn (play-test 13: "already counted" for Place a dwelling (1/2))
    await say(svc, GREEN, "turn", "action")
    assert up(svc) == ["blue_seat"]
    await say(svc, BLUE, "turn", "action")
    await say(svc, RED, "turn", "action")  # ends the step; Red opens the next one
    await say(svc, RED, "turn", "action")  # within seconds: Red's first turn there
    assert up(svc) == ["blue_seat"]
    for user in (BLUE, GREEN, RED):
        await say(svc, user, "turn", "pass")
    # a repeat the seat cannot play now (the step has no passing) names both turns
    with pytest.raises(IllegalAction) as e:
        await say(svc, RED, "turn", "pass")
    assert e.value.key == "table.error.already_counted_over"
    assert e.value.params == {
        "step": "Walk until everyone has passed",
        "next": "Sweep the camp",
    }


def test_two_turns_of_the_same_step_are_told_apart_by_their_round(trail):
    d = trail.knowledge.definitions["trail"]
    walk = {"phase": "travel", "step": "walk"}
    got = turn_names({**walk, "round": 1}, {**walk, "round": 2}, "en", d)
    assert got == (
        "Walk until everyone has passed, round 1",
        "Walk until everyone has passed, round 2",
    )
    card = turn_names(
        {"title": "#2 Casinos", "faction": "red_seat"},
        {"title": "#2 Casinos", "faction": "blue_seat"},
        "en",
        d,
    )
    assert card == ("Red on #2 Casinos", "Blue on #2 Casinos")


async def test_a_user_with_no_seat_is_told_so_not_whose_turn_it_is(trail):
    svc = trail
    with pytest.raises(HeraldError) as e:
        await say(svc, ZED, "turn", "action")
    assert e.value.key == "error.no_seat_in_game"
    with pytest.raises(HeraldError) as e:  # naming a seat changes nothing
        await say(svc, ZED, "turn", "action", seat="Red")
    assert e.value.key == "error.no_seat_in_game"
    # the words a player reads: no seat, and how to get one
    from bot.i18n import t

    said = t("error.no_seat_in_game", "en")
    assert "You have no seat in this game" in said and "/game seat" in said


def embed_text(r) -> str:
    out = []
    for m in r.messages:
        out.append(m.content)
        for e in m.embeds:
            out += [e.title, e.description] + [f"{f.name}: {f.value}" for f in e.fields]
    return "\n".join(out)


async def test_a_step_the_players_resolve_is_everyones_and_the_last_round_names_no_next(trail):
    svc = trail
    for user in (RED, BLUE, GREEN, GREEN, BLUE, RED):
        await say(svc, user, "turn", "action")
    said = ""
    for user in (RED, BLUE, GREEN):  # Red opens the walk (the First Player)
        said = await say(svc, user, "turn", "pass")
    # round 1 of 2: the order of passing is the next round's
    assert "Next round's turn order is the order of passing: Red, Blue and Green." in said
    r = await svc.dispatch(make_ctx(GM), "game", "status", {})
    said = embed_text(r)
    # resolved_by = "players": the step is every player's, not "nobody"'s
    assert "Sweep the camp" in said
    assert "every player: resolve the step together" in said and "nobody" not in said
    await say(svc, RED, "phase", "next")
    for user in (RED, BLUE, GREEN):
        said = await say(svc, user, "turn", "pass")
    # the last round: no next round to order
    assert "Next round" not in said and "Green passed (3rd to pass)." in said
