"""Play-test 23's definition findings, in the engine: a roll step that only records
dice (10)."""

from __future__ import annotations

import pytest

from bot.engine.games import session
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_play18 import GM, Faces, _game, _who

# ------------------------------------------- (10) a roll that only records dice

INCOME = """
[counters.income]
setup = 0
name = { en = { text = "income", number = "sg" }, ja = "収入", it = { text = "rendita", gender = "f", number = "sg" } }

[counters.money]
setup = 0

[winner]
by = "counter:money"

[[phases]]
id = "production"
name = { en = "Production", ja = "生産", it = "Produzione" }
structure = "roll"
dice = "2d6"
record = "income"

[[phases]]
id = "actions"
name = "Actions"
structure = "sequential"
"""


def _income(g, d):
    return FAMILY.export(d, g["state"], session.table(g, d))["position"]


def test_a_roll_that_only_records_dice_names_no_winner_and_rolls_no_tie_again():
    d, g = _game(INCOME)
    g, _ = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, 1), Faces(3, 4))
    # blue and green tie red's 7; Faces fails the test if asked for a die more
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), Faces(5, 2, 1, 6))
    assert [event_text(e, "en", d) for e in ev if e.kind != session.ACTION][:2] == [
        "🎲 Blue rolls 2d6 (5, 2) = 7.",
        "🎲 Green rolls 2d6 (1, 6) = 7.",
    ]
    kinds = [e.kind for e in ev]
    assert "AmountWon" not in kinds and "RollTied" not in kinds
    for locale, won in (("en", "won"), ("it", "vinc"), ("ja", "勝")):
        assert not any(won in event_text(e, locale, d) for e in ev if e.kind != session.ACTION)
    assert g["state"]["counters"]["income"] == {"red": 7, "blue": 7, "green": 7}
    assert _income(g, d)["step"] == "actions"


@pytest.mark.parametrize(
    ("locale", "text"),
    [
        ("en", "Blue won with 9."),
        ("it", "Il Blu vince con 9."),
        ("ja", "青が9で勝ちました。"),
    ],
)
def test_a_roll_the_winner_breaks_ties_with_still_names_its_winner(locale, text):
    body = INCOME.replace('by = "counter:money"', 'by = "counter:money"\nties = ["counter:income"]')
    d, g = _game(body)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), Faces(1, 1, 4, 5, 3, 3))
    won = next(e for e in ev if e.kind == "AmountWon")
    assert won.data["winners"] == ["blue"]
    assert event_text(won, locale, d) == text


def test_a_game_begun_under_earlier_rules_still_rolls_a_recording_roll_s_ties_again():
    d, g = _game(INCOME)
    g["state"]["rules"] = 12  # as a game stored before play-test 23 holds it
    faces = Faces(1, 1, 1, 1, 5, 5, 2, 2, 6, 6)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), faces)
    assert [e.kind for e in ev if e.kind in ("RollTied", "SeatRolledAgain")] == [
        "RollTied",
        "SeatRolledAgain",
        "SeatRolledAgain",
    ]
    assert g["state"]["counters"]["income"] == {"red": 4, "blue": 12, "green": 10}
