"""What the dashboard and /game status show of a turn-based game (fixes of issue 20's
second round, each tested on its own): every counter, in every language; only the
steps this game plays; and, once the game is over or ended, the final ranking."""

from __future__ import annotations

import pytest

from tests.conftest import make_ctx, seated_game

TALLY = """
slug = "tally"
family = "turns"
names = { en = "Tally", ja = "集計", it = "Conteggio" }
[seats]
names = ["red_seat", "blue_seat", "green_seat"]
min = 2
[seats.labels]
red_seat = { en = "Red", ja = "赤", it = "Rosso" }
blue_seat = { en = "Blue", ja = "青", it = "Blu" }
green_seat = { en = "Green", ja = "緑", it = "Verde" }
[rounds]
count = 1
[counters.gems]
name = { en = "gems", ja = "宝石", it = "gemme" }
setup = 2
[verbs."turn.gems"]
does = "counter:gems"
name = { en = "Gems", ja = "宝石", it = "Gemme" }
[tables.points]
kind = "value"
name = { en = "Points", ja = "得点", it = "Punti" }
[winner]
ties = ["counter:gems"]
[[phases]]
id = "work"
name = { en = "Work", ja = "仕事", it = "Lavoro" }
[[phases.steps]]
id = "gather"
name = { en = "Gather", ja = "集める", it = "Raccogliere" }
structure = "simultaneous"
[[phases.steps]]
id = "crowd"
name = { en = "Only with four", ja = "4人のときだけ", it = "Solo in quattro" }
when = { players_min = 4 }
[[phases.steps]]
id = "rest"
name = { en = "Rest", ja = "休む", it = "Riposare" }
[[phases]]
id = "end"
final = true
name = { en = "Scoring", ja = "得点計算", it = "Punteggio" }
[[phases.steps]]
id = "score"
name = { en = "Everyone reports their points", ja = "全員が得点を報告", it = "Tutti dichiarano i punti" }
structure = "scoring"
tables = ["points"]
"""
RED, BLUE, GREEN, GM = 1, 2, 3, 9


@pytest.fixture
async def tally(store, tmp_path):
    seats = {RED: "Red", BLUE: "Blue", GREEN: "Green"}
    return await seated_game(store, tmp_path / "knowledge", TALLY, seats, gm=GM)


def fields(msg) -> dict[str, str]:
    """A dashboard embed's fields, title -> value."""
    return {f.name: f.value for e in msg.embeds for f in e.fields}


def dashboard(resp):
    return next(m for m in resp.messages if m.kind == "dashboard")


@pytest.mark.parametrize(
    "loc, gems, said",
    [("en", "Gems", "Red 4, Blue 2, Green 2"), ("ja", "宝石", "赤：4、青：2、緑：2")],
)
async def test_counters_are_on_the_dashboard_and_in_game_status(tally, loc, gems, said):
    svc = tally
    await svc.dispatch(make_ctx(GM), "game", "language", {"language": loc})
    r = await svc.dispatch(make_ctx(RED), "act", None, {"action": "turn.gems", "number": "4"})
    assert fields(dashboard(r))[gems] == said
    status = await svc.dispatch(make_ctx(BLUE, locale=loc), "game", "status", {})
    assert fields(status.messages[0])[gems] == said


async def test_a_step_this_game_never_plays_is_not_listed(tally):
    svc = tally
    r = await svc.dispatch(make_ctx(BLUE), "game", "status", {})
    steps = fields(r.messages[0])["Steps of this phase"]
    assert "Gather" in steps and "Rest" in steps
    assert "Only with four" not in steps  # when = { players_min = 4 }: never, with three


async def test_the_finished_and_the_ended_dashboards_keep_the_ranking(tally):
    svc = tally
    await svc.dispatch(make_ctx(BLUE), "act", None, {"action": "turn.gems", "number": "5"})
    for user in (RED, BLUE, GREEN):
        await svc.dispatch(make_ctx(user), "turn", "done", {})
    await svc.dispatch(make_ctx(GM), "phase", "next", {})
    for user, points in ((RED, 5), (BLUE, 7), (GREEN, 7)):
        r = await svc.dispatch(make_ctx(user), "act", None, {"action": "Report", "number": points})
    ranking = "1. Blue: 7\n2. Green: 7\n3. Red: 5"  # Blue has more gems
    assert fields(dashboard(r))["Final ranking"] == ranking
    r = await svc.dispatch(
        make_ctx(GM), "act", None, {"action": "Report", "seat": "Red", "number": 9}
    )
    assert fields(dashboard(r))["Final ranking"] == "1. Red: 9\n2. Blue: 7\n3. Green: 7"
    r = await svc.dispatch(make_ctx(GM), "game", "end", {"confirm": True})
    board = dashboard(r)
    assert "The GM ended the game." in board.embeds[0].description
    assert fields(board)["Final ranking"] == "1. Red: 9\n2. Blue: 7\n3. Green: 7"
