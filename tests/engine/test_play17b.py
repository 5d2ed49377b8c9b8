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
