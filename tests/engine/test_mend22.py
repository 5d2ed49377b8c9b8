"""review22's defects where this round's branches meet, in the engine: a GM's
correction of the step scored last after ``/game redefine`` (1), and under rules 11
(2)."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.games import redefining, session
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_fix22a import FRAMES, _frames, _play
from tests.engine.test_play15 import said
from tests.engine.test_turns_second_user import define

# ------------------------------ (1) the scoring steps a game has scored, redefined


def _frame_scored():
    d, g = _frames()
    for user in (1, 2):
        g, _ = _play(d, g, user, "turn.action")
    g, _ = _play(d, g, 1, "turn.score", value="7")
    g, _ = _play(d, g, 2, "turn.score", value="3")
    assert g["state"]["round"] == 2 and list(g["state"]["scores"]) == ["report"]
    return d, g


RENAMED = FRAMES.replace('id = "report"', 'id = "tally"')
SEQUENTIAL = FRAMES.replace(
    'structure = "scoring"\ntables = ["frame_points"]\ntotal = "score"',
    'structure = "sequential"\nturns = 1',
)


@pytest.mark.parametrize(
    ("body", "kind"), [(RENAMED, "step"), (SEQUENTIAL, "structure")], ids=["renamed", "sequential"]
)
def test_a_version_without_the_step_a_game_scored_is_refused_naming_it(body, kind):
    """review22, defect 1: the game stood at "Slide", so the move was allowed though
    the new version renamed (or no longer scored) "Report the frame", whose reports
    the GM's correction goes back to; the correction then raised StopIteration."""
    d, g = _frame_scored()
    moved, lost = redefining.moved(g, d, define(body), FAMILY)
    assert lost == [redefining.Missing(kind, "report", "report")]
    assert moved is g
    # a version that keeps it as a scoring step moves the game, reports and all
    fixed = define(FRAMES.replace("Report the frame", "Report the frame's points"))
    moved, lost = redefining.moved(g, d, fixed, FAMILY)
    assert lost == [] and moved["state"]["scores"] == g["state"]["scores"]
    moved, ev = _play(fixed, moved, 999, "turn.score", seat="red", value="9")
    lines = [event_text(x, "en", fixed) for x in ev if x.kind != session.ACTION]
    assert lines[0] == "Red: Points on the board corrected from 7 to 9."


@pytest.mark.parametrize("body", [RENAMED, SEQUENTIAL], ids=["renamed", "sequential"])
def test_a_correction_whose_step_is_gone_is_refused_not_raised(body):
    """A game moved before the redefine refused it (the state under a version without
    its scored step): the GM and the player are refused with the step's own moves."""
    d, g = _frame_scored()
    new = define(body)
    for user in (999, 1):
        with pytest.raises(IllegalAction) as e:
            _play(new, g, user, "turn.score", **({"seat": "red"} if user == 999 else {}), value="9")
        assert said(e.value, "en", new) == (
            "“Report a score” is not a move of the current step, “Slide”. Its moves: Take an action."
        )


# ------------------------------ (2) rules 11: which step was scored last


TWO = (
    FRAMES
    + """
[tables.bonus]
kind = "value"
name = "Bonus"
min = 0
max = 5

[[phases]]
id = "middle"
name = { en = "Middle", ja = "中盤", it = "Metà" }
structure = "sequential"
turns = 1

[[phases]]
id = "bonus"
name = "Report the bonus"
structure = "scoring"
tables = ["bonus"]
"""
)


def _two_scored(rules: int, rounds: int):
    d = define(TWO)
    g = session.new_game(d, gm=999)
    g["options"]["rules"] = rules
    for user, seat in ((1, "red"), (2, "blue")):
        g, _ = session.join(g, d, user, seat)
    g, _ = session.begin(g, d, FAMILY)
    steps = (("turn.action", None), ("turn.score", "4"), ("turn.action", None))
    steps += (("turn.score", "1"), ("turn.action", None), ("turn.score", "4"))
    for kind, val in steps[: 2 if rounds == 1 else 6]:
        for user in (1, 2):
            g, _ = _play(d, g, user, kind, **({"value": val} if val else {}))
    return d, g


def test_a_rules_11_game_never_corrects_another_step_than_the_one_scored_last():
    """review22, defect 2: under rules 11 the scored steps kept the order each was first
    totalled, so once round 2's "Report the frame" was totalled the GM's correction went
    to "Report the bonus" (round 1's): Blue "corrected from 1 to 3". A player's move is
    refused as it was before the mid-game correction, naming this step's moves; the GM
    is told to name the step (tidy23: test_tidy23)."""
    d, g = _two_scored(11, rounds=2)
    assert list(g["state"]["scores"]) == ["report", "bonus"] and g["state"]["pi"] == 2
    for value in ("6", "3"):
        with pytest.raises(IllegalAction) as e:
            _play(d, g, 2, "turn.score", value=value)
        assert said(e.value, "en", d) == (
            "“Report a score” is not a move of the current step, “Middle”. Its moves: Take an action."
        )
        assert "「中盤」" in said(e.value, "ja", d)
        with pytest.raises(IllegalAction) as e:
            _play(d, g, 999, "turn.score", seat="blue", value=value)
        assert e.value.key == "turns.error.correct_which_step"
    assert g["state"]["scores"]["bonus"]["blue"]["bonus"] == [1, 1]
    # rules 12 corrects the frame just totalled
    d, g = _two_scored(12, rounds=2)
    g, ev = _play(d, g, 999, "turn.score", seat="blue", value="6")
    lines = [event_text(x, "en", d) for x in ev if x.kind != session.ACTION]
    assert lines[0] == "Blue: Points on the board corrected from 4 to 6."


def test_a_rules_11_game_that_scored_one_step_corrects_it():
    """With one step scored there is no order to tell: the correction is of it."""
    d, g = _two_scored(11, rounds=1)
    assert list(g["state"]["scores"]) == ["report"]
    g, ev = _play(d, g, 999, "turn.score", seat="blue", value="6")
    lines = [event_text(x, "ja", d) for x in ev if x.kind != session.ACTION]
    assert lines[0].startswith("青：盤上の得点")
