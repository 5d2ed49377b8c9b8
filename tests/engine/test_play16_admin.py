"""What play-test 16 found in steps' texts and reports (the findings given to
admin16), each fix tested in the engine on a small definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.service.render import event_text
from tests.engine.test_play15 import said
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ------------------------------ (13) a report corrected while the scoring step is open

SCORING = """
[tables.vp_total]
kind = "value"
name = "Victory points"

[[phases]]
id = "final_score"
name = "Final scoring"
structure = "scoring"
tables = ["vp_total"]
"""


def test_a_seat_that_has_reported_everything_may_report_again_while_the_step_is_open():
    """Play-test 16, finding 13: once a seat had reported every table, its second
    report (a correction, which the guide says the step takes: the last one counts)
    was refused "you hold no seat that can act now" while another seat still owed."""
    g = Game(define(SCORING), ["red", "blue", "green"])
    g.act("red", "turn.score", table="vp_total", value=10)
    assert g.kinds() == ["ScoreCounted", "ReportsDone"]
    g.act("red", "turn.score", table="vp_total", value=12)
    assert g.kinds() == ["CountCorrected", "ReportsDone"]
    assert event_text(g.events[0], "en", g.d).startswith(
        "Red: Victory points corrected from 10 to 12"
    )
    g.act("red", "turn.score", value=12)  # the same number again: taken, nothing moves
    assert g.kinds() == ["ScoreCounted", "ReportsDone"]
    g.act("blue", "turn.score", value=7)
    g.act("green", "turn.score", value=9)
    totals = {e.data["seat"]: e.data["total"] for e in g.events if e.kind == "ScoreTotalled"}
    assert totals == {"red": 12, "blue": 7, "green": 9}


# ------------------------- (12) /phase next refused in a passing step: who is still missing

PASSING = """
[[phases]]
id = "actions"
name = "One action a turn until everyone passes"
structure = "passing"
"""


def test_phase_next_in_a_passing_step_names_every_seat_that_has_not_passed():
    """Play-test 16, finding 12: the refusal named only the seat that was up as "still
    missing", so the GM read that its pass would end the step."""
    g = Game(define(PASSING), ["red", "blue", "green", "yellow"])
    g.act("red", "turn.action")
    g.act("blue", "turn.pass")
    g.act("green", "turn.action")  # yellow is up; red and green have not passed
    with pytest.raises(IllegalAction) as e:
        g.act(None, "phase.next")
    assert e.value.key == "turns.error.step_in_progress"
    assert e.value.params["up"] == ["yellow", "red", "green"]  # clockwise from the one up
    assert said(e.value, "en", g.d) == (
        "“One action a turn until everyone passes” is still under way (waiting for "
        "Yellow, Red and Green); it ends by itself when everyone is done."
    )
    g.act("yellow", "turn.pass")
    g.act("red", "turn.pass")
    with pytest.raises(IllegalAction) as e:
        g.act(None, "phase.next")
    assert e.value.params["up"] == ["green"]
