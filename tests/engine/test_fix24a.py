"""Play-test 24's roll findings in the engine (fix24a): a roll's ``record`` keeps each
seat's total, its ranking of equal totals kept for ``order_by`` and the ``[winner]``
(rules 14); games begun before keep the rerolls they recorded."""

from __future__ import annotations

import pytest

from bot.engine.games import session
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_play18 import GM, Faces, _game, _who

INITIATIVE = """
[counters.init]
setup = 0
name = { en = { text = "initiative", number = "sg" }, ja = "イニシアチブ", it = { text = "iniziativa", gender = "f", number = "sg" } }

[[phases]]
id = "roll"
name = "Roll"
structure = "roll"
dice = "1d3"
record = "init"

[[phases]]
id = "act"
name = "Act"
structure = "sequential"
order_by = { counter = "init", rank = "high" }
"""


def _rolled(g, d, *faces: int):
    """The GM rolls for every seat: red, blue, green, then the ties again."""
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), Faces(*faces))
    return g, [event_text(e, "en", d) for e in ev if e.kind != session.ACTION]


def test_the_record_keeps_each_total_and_order_by_follows_the_roll_s_ranking():
    d, g = _game(INITIATIVE)
    # Red 1, Blue 1, Green 3; Red and Blue roll again: 2 and 3
    g, said = _rolled(g, d, 1, 1, 3, 2, 3)
    assert "Green won with 3." in said
    assert g["state"]["counters"]["init"] == {"red": 1, "blue": 1, "green": 3}
    assert "Turn order for the rest of this round: Green, Blue, Red." in said


def test_a_game_begun_under_rules_13_records_the_rerolls_as_it_did():
    """A game stored before play-test 24 replays as it was played: the counter holds
    the tie's rerolls, and order_by reads them."""
    d, g = _game(INITIATIVE)
    g["state"]["rules"] = 13
    g, said = _rolled(g, d, 1, 1, 3, 2, 3)
    assert g["state"]["counters"]["init"] == {"red": 2, "blue": 3, "green": 3}
    assert "Turn order for the rest of this round: Blue, Green, Red." in said
    assert "roll_ranks" not in g["state"]


def test_a_number_set_since_the_roll_is_ranked_after_the_roll_s_ties():
    """The roll's ranking decides only among the totals it recorded: a counter the GM
    set since to an equal number ranks after them, in the order so far."""
    from bot.engine.games.turns.state import Play
    from bot.engine.games.turns.winner import roll_place

    d, g = _game(INITIATIVE)
    g, _ = _rolled(g, d, 2, 2, 1, 1, 3)  # Red 2, Blue 2 (Blue wins the roll-off), Green 1
    p = Play(d, g["state"], session.table(g, d))
    assert [roll_place(p, "init", x) for x in ("red", "blue", "green")] == [1, 0, 2]
    p.set_value("init", "green", 2)
    assert roll_place(p, "init", "green") == 3


TIEBREAK = """
[counters.score]
name = { en = { text = "points", one = "point" }, ja = "点", it = "punti" }

[counters.tiebreak]
name = { en = "tie-break roll", ja = "決着ダイス", it = { text = "tiro di spareggio", gender = "m", number = "sg" } }

[rounds]
count = 1

[[phases]]
id = "play"
name = "Play"
structure = "sequential"

[[phases]]
id = "tiebreak"
final = true
name = "Tie-break roll"
structure = "roll"
dice = "1d6"
record = "tiebreak"
when = { tied = true }
only = { leaders = true }

[winner]
by = "counter:score"
ties = ["counter:tiebreak"]
"""


@pytest.mark.parametrize(
    ("locale", "tie", "won"),
    [
        (
            "en",
            "Tie between Red, Blue and Green, with equal tie-break roll too (Red 4, Blue 4,"
            " Green 4): the roll broke that tie by rolling again: Blue.",
            "🏆 Blue wins with 0 points!",
        ),
        (
            "it",
            "Parità tra il Rosso, il Blu e il Verde, anche per tiro di spareggio (Rosso 4, Blu 4,"
            " Verde 4): decide il tiro ripetuto che ha rotto quella parità. Il Blu passa avanti.",
            "🏆 Vince il Blu con 0 punti!",
        ),
        (
            "ja",
            "赤、青、緑が同点：決着ダイスも同じです（赤：4、青：4、緑：4）。振り直しでついた順位により上位：青。",
            "🏆 青が点0で勝利しました！",
        ),
    ],
)
def test_a_tie_break_roll_s_reroll_decides_the_winner_with_the_totals_kept(locale, tie, won):
    """Nobody scored: the three leaders' tie-break roll recorded 4, 4 and 4 (rules 14);
    the winner's tie is broken as the roll broke it when they rolled again (Red 1,
    Blue 5, Green 2), and said so."""
    d, g = _game(TIEBREAK)
    for user in (1, 2, 3):
        g, _ = session.act(g, d, FAMILY, {"type": "turn.action"}, _who(g, user))
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), Faces(4, 4, 4, 1, 5, 2))
    assert g["state"]["counters"]["tiebreak"] == {"red": 4, "blue": 4, "green": 4}
    said = [event_text(e, locale, d) for e in ev if e.kind != session.ACTION]
    assert tie in said
    assert said[-1] == won
