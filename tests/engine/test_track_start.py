"""Play-test 20, leftover L6: a track step's target was checked against its counter's
``min``, though the seats start at its ``setup``: a target at or below where they all
start (setup 5, to 4) ended the step before anyone moved, and was taken."""

from __future__ import annotations

import pytest

from bot.engine.games.definition import DefinitionError
from tests.engine.test_play18 import TRACK
from tests.engine.test_turns_second_user import define


def _track(setup: str, to: str, seat_setup: str = "") -> str:
    text = TRACK.replace("setup = 0\nmax = 14", f"setup = {setup}\nmax = 14{seat_setup}")
    return text.replace("to = [6, 14]", f"to = {to}")


def test_a_target_where_every_seat_already_starts_is_refused_naming_the_setup():
    with pytest.raises(DefinitionError) as ei:
        define(_track("5", "[4, 14]"))
    text = str(ei.value)
    assert "4 is not above where every seat starts on the counter 'road' (5, its setup)" in text
    assert "every seat would have reached it before moving" in text
    with pytest.raises(DefinitionError, match=r"5 is not above .* \(5, its setup\)"):
        define(_track("5", "5"))
    define(_track("5", "[6, 14]"))  # one space ahead of the start: taken


def test_by_player_count_and_a_seat_of_its_own():
    # with four players every seat starts on 5: a target of 4 would end the step at once
    with pytest.raises(DefinitionError, match=r"4 is not above .* \(5, its setup\)"):
        define(_track("{ 2 = 0, 4 = 5 }", "4"))
    # a seat starting behind the others still has to move there: taken
    define(_track("5", "4", "\nseat_setup = { blue = 2 }"))
