"""A scoring table that multiplies (play-test 15, finding 7: Age of Steam's "3 points
per income step" and "−3 per share issued"): ``times`` on a ``value`` table, what the
dashboard says of it and what a report scores."""

from __future__ import annotations

import pytest

from tests.conftest import make_ctx, seated_game
from tests.service.test_dashboard_views import dashboard, fields

STEAM = """
slug = "steam-score"
family = "turns"
names = { en = "Steam score", ja = "蒸気の得点", it = "Punti a vapore" }
[seats]
names = ["red_line", "blue_line"]
[seats.labels]
red_line = { en = "Red", ja = "赤", it = "Rosso" }
blue_line = { en = "Blue", ja = "青", it = "Blu" }
[rounds]
count = 1
[tables.income]
kind = "value"
name = { en = "Income", ja = "収入", it = "Reddito" }
times = 3
[tables.shares]
kind = "value"
name = { en = "Shares issued", ja = "発行株", it = "Azioni emesse" }
times = -3
min = 0
[[phases]]
id = "end"
name = { en = "Final scoring", ja = "最終得点", it = "Punteggio finale" }
structure = "scoring"
tables = ["income", "shares"]
"""
RED, BLUE, GM = 1, 2, 9


@pytest.fixture
async def steam(store, tmp_path):
    return await seated_game(store, tmp_path / "knowledge", STEAM, {RED: "Red", BLUE: "Blue"})


@pytest.mark.parametrize(
    "loc, income, shares",
    [
        ("en", "3 points each", "-3 points each"),
        ("it", "3 punti ciascuno", "-3 punti ciascuno"),
        ("ja", "1つにつき3点", "1つにつき-3点"),
    ],
)
async def test_a_value_table_that_multiplies_says_so_and_scores_it(steam, loc, income, shares):
    svc = steam
    await svc.dispatch(make_ctx(GM), "game", "language", {"language": loc})
    r = await svc.dispatch(
        make_ctx(RED), "act", None, {"action": "turn.score", "choice": "income", "number": 10}
    )
    got = fields(dashboard(r))
    assert any(income in v for v in got.values()), got
    assert any(shares in v for v in got.values()), got
    r = await svc.dispatch(
        make_ctx(RED), "act", None, {"action": "turn.score", "choice": "shares", "number": 2}
    )
    said = "\n".join(m.content for m in r.messages if m.kind != "dashboard")
    assert "2 → -6" in said
