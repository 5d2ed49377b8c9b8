"""A structure play-test 17 could not describe, on a small definition, in the engine:
a score each side keeps and the sides ranked by it (``[sides.<id>] score``,
``[winner] by = "sides"``)."""

from __future__ import annotations

import pytest

from bot.engine.games.definition import DefinitionError
from bot.service.render import event_text
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ----------------------------------------- (22) a score each side keeps, sides ranked

SIDES = """
[rounds]
count = 1

[counters.rb]
shared = true
name = "Red-Blue points"

[counters.gy]
shared = true
name = "Green-Yellow points"

[sides.rb]
name = { en = "Red-Blue", ja = "赤青", it = { text = "Rosso-Blu", gender = "m" } }
seats = ["red", "blue"]
score = "rb"

[sides.gy]
name = { en = "Green-Yellow", ja = "緑黄", it = { text = "Verde-Giallo", gender = "m" } }
seats = ["green", "yellow"]
score = "gy"

[winner]
by = "sides"

[[phases]]
id = "hand"
name = "Hand"
"""


def test_sides_are_ranked_by_their_score_at_the_end():
    g = Game(define(SIDES), ["red", "blue", "green", "yellow"])
    g.s["shared"].update(rb=300, gy=450)
    g.next()
    ranked = [e for e in g.events if e.kind in ("SideRanked", "SideWon")]
    assert [(e.kind, e.data) for e in ranked] == [
        ("SideRanked", {"place": 1, "side": "gy", "seats": ["green", "yellow"], "points": 450}),
        ("SideRanked", {"place": 2, "side": "rb", "seats": ["red", "blue"], "points": 300}),
        ("SideWon", {"side": "gy", "winners": ["green", "yellow"]}),
    ]
    assert event_text(ranked[0], "en", g.d) == "1. Green-Yellow (Green and Yellow): 450"
    assert event_text(ranked[1], "it", g.d) == "2. Rosso-Blu (Rosso e Blu): 300"


def test_the_dashboard_shows_the_sides_standing():
    from bot.engine.games.turns import FAMILY

    g = Game(define(SIDES), ["red", "blue", "green", "yellow"])
    g.s["shared"].update(rb=300, gy=300)
    view = FAMILY.view(g.d, g.s, g.t)
    (standing,) = [x for x in view.sections if x.id == "standing"]
    assert [(x.key, x.params) for x in standing.lines] == [
        ("turns.dash.side_score", {"place": 1, "side": "rb", "n": 300}),
        ("turns.dash.side_score", {"place": 1, "side": "gy", "n": 300}),
    ]


def test_a_side_s_score_is_a_shared_counter_of_its_own():
    with pytest.raises(DefinitionError, match=r"sides.gy.score: 'rb' is already the score of 'rb'"):
        define(SIDES.replace('score = "gy"', 'score = "rb"'))
    with pytest.raises(DefinitionError, match=r"sides.gy.score: 'gx' is not a shared counter"):
        define(SIDES.replace('score = "gy"', 'score = "gx"'))
    bad = SIDES.replace('seats = ["green", "yellow"]', 'seats = ["green"]')
    with pytest.raises(DefinitionError, match=r'winner.by: "sides" ranks .*not on one: yellow'):
        define(bad)


# ------------------------------------------------ (29) a sealed bid sets this round's order

SEALED = """
[counters.coins]
setup = 5
name = "coins"

[[phases]]
id = "bid"
name = "Bid for initiative"
structure = "secret"
min = 0
limit = "coins"
winner_pays = true
turn_order = "bids"

[[phases]]
id = "actions"
name = "Actions"
structure = "passing"
start = "start_player"     # (a passing step begins at the First Player by default)
"""


def test_a_sealed_bid_sets_this_round_s_order():
    g = Game(define(SEALED), ["red", "blue", "green"])
    g.act("red", "turn.choose", amount=1)
    g.act("blue", "turn.choose", amount=0)
    g.act("green", "turn.choose", amount=3)
    (ordered,) = [e for e in g.events if e.kind == "TurnOrderNow"]
    assert ordered.data == {"order": ["green", "red", "blue"]}
    assert event_text(ordered, "it", g.d) == (
        "Ordine di turno per il resto di questo round: Verde, Rosso, Blu."
    )
    assert g.prompt.up == ["green"]  # this round's passing step begins with the winner
    assert g.s["counters"]["coins"]["green"] == 2
    g.act("green", "turn.action")
    assert g.prompt.up == ["red"]


def test_equal_sealed_bids_follow_the_tie_rule_and_a_skipped_seat_goes_last():
    g = Game(define(SEALED), ["red", "blue", "green"])
    g.act("blue", "turn.choose", amount=2)
    g.act(None, "turn.skip", seat="red")
    g.act("green", "turn.choose", amount=2)
    (ordered,) = [e for e in g.events if e.kind == "TurnOrderNow"]
    assert ordered.data == {"order": ["blue", "green", "red"]}


def test_a_sealed_bid_setting_the_order_needs_a_winner():
    with pytest.raises(DefinitionError, match="turn_order: needs a winner or places"):
        define(SEALED.replace("min = 0", 'min = 0\noutcome = "reveal"'))
    with pytest.raises(DefinitionError, match="turn_order: needs a winner or places"):
        define(SEALED.replace("min = 0", 'min = 0\noutcome = "count"'))
    with pytest.raises(DefinitionError, match="tie: turn_order needs one seat after another"):
        define(SEALED.replace("min = 0", 'min = 0\ntie = "shared"'))
    with pytest.raises(DefinitionError, match="sets: turn_order already makes its first"):
        define(SEALED.replace("min = 0", 'min = 0\nsets = "start_player"'))
