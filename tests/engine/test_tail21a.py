"""A scoring step whose last seat still reporting is put out of the game (tail21a):
it waited for nobody, /phase next refused, /turn skip not offered; under rules 11 it
totals the others' reports, as fix21a's everyone-at-once steps end."""

from __future__ import annotations

import pytest

from bot.service.render import event_text
from tests.engine.test_fix21a import BRAWL, SEATS
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

GOLD = """
[tables.gold]
kind = "value"
name = { en = "Gold", ja = "金", it = "Oro" }

"""
TEXT = GOLD + BRAWL.replace('structure = "{loot}"', 'structure = "scoring"\ntables = ["gold"]')
IT_BLUE = "Il Blu fa 5 punti in tutto."
JA_BLUE = "青の合計は5点です。"


@pytest.mark.parametrize("rules", [11, 10])
def test_a_scoring_step_ends_when_its_last_seat_reporting_is_put_out(rules):
    """Red, Blue and Green reported their gold; Yellow, the one seat still owing its
    number, is knocked out: the step waited for nobody, /phase next was refused and
    /turn skip is no move of a scoring step, a dead end but for an undo. Under rules 11
    the others' reports are totalled and the game goes on, the table told each total
    and no line about the GM going on without Yellow; a game begun before replays as
    it was played."""
    g = Game(define(TEXT), SEATS, options={"rules": rules})
    for seat in SEATS:
        g.act(seat, "turn.action")
    assert g.where() == (1, "fight", "loot")
    for seat, gold in (("red", 3), ("blue", 5), ("green", 2)):
        g.act(seat, "turn.score", table="gold", value=gold)
    assert g.prompt.up == ["yellow"]
    g.act(None, "turn.hp", seat="yellow", count="0")
    kinds = g.kinds()
    assert kinds[:2] == ["CounterSet", "NamedSeatsOut"]
    if rules == 10:  # as such games played: the step waits for nobody
        assert kinds == ["CounterSet", "NamedSeatsOut"]
        assert g.where() == (1, "fight", "loot") and g.prompt.up == []
        return
    totals = [e for e in g.events if e.kind == "ScoreTotalled"]
    assert kinds[2:6] == ["ScoreTotalled"] * 3 + ["StepCompleted"]
    assert [event_text(e, "en", g.d) for e in totals] == [
        "Red scores 3 points in all.",
        "Blue scores 5 points in all.",
        "Green scores 2 points in all.",
    ]
    assert event_text(totals[1], "it", g.d) == IT_BLUE
    assert event_text(totals[1], "ja", g.d) == JA_BLUE
    assert not any("Skipped" in k or "PassedOver" in k for k in kinds)
    assert g.where() == (2, "fight", "attack") and g.prompt.up == ["red"]


def test_the_gm_still_cannot_skip_a_seat_that_owes_its_score():
    """The fix gives a scoring step no /turn skip: a seat still in the game owes its
    number, and the GM pushing past it is refused as before."""
    from bot.engine.errors import IllegalAction
    from tests.engine.test_play15 import said

    g = Game(define(TEXT), SEATS)
    for seat in SEATS:
        g.act(seat, "turn.action")
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.score", table="gold", value=1)
    with pytest.raises(IllegalAction) as e:
        g.act(None, "turn.skip", seat="yellow")
    assert e.value.key == "turns.error.no_skip"
    assert said(e.value, "en", g.d) == (  # (fix21a's words, since a draft skips: tidy22)
        "Loot cannot go on without a seat: it waits for every seat. "
        "GM: take Yellow with /game seat seat:Yellow and play its moves yourself."
    )
    assert g.prompt.up == ["yellow"]
