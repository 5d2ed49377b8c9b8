"""Leftovers of session 21 (tidy22): the GM's /turn skip goes on without a seat whose
pick a draft awaits (it was refused: a draft waited for every pick, a player who had
left or a deadline's pass stopped the game until the GM took the seat)."""

from __future__ import annotations

import pytest

from bot.service.render import event_text
from tests.engine.test_fix21a import SEATS, VEGAS, to_draft

SNAKE = VEGAS.replace(
    'items = ["dealer", "chef", "singer", "guard"]',
    'items = ["dealer", "chef", "singer", "guard", "a", "b", "c", "d"]\npicks = 2\norder = "snake"',
)


def _draft_to_the_end(g) -> list[str]:
    seen = []
    while g.where()[1] == "draft":
        (seat,) = g.prompt.up
        seen.append(seat)
        g.act(seat, "turn.pick", choice=g.pos["display"][0])
    return seen


@pytest.mark.parametrize("rules", [11, 10])
def test_the_gm_goes_on_without_a_seat_whose_pick_the_draft_awaits(rules):
    """Red is up to pick; the GM skips it: it picks nothing this time, the table is
    told so in every language, and the next seat picks; the item stays in the display
    and the draft ends once the others have picked (a game begun under rules 10 too)."""
    g = to_draft(out=None, rules=rules)
    assert g.where()[1] == "draft" and g.prompt.up == ["red"]
    g.act(None, "turn.skip", seat="red")
    (passed,) = g.events
    assert passed.kind == "TurnPassedOver" and passed.data == {"seat": "red"}
    assert event_text(passed, "en", g.d) == "The GM goes on without Red for this turn."
    assert event_text(passed, "it", g.d) == "Il GM prosegue senza il Rosso per questo turno."
    assert event_text(passed, "ja", g.d) == "GMが赤のこの手番を飛ばして進めます。"
    assert g.prompt.up == ["blue"]
    assert g.pos["display"] == ["dealer", "chef", "singer", "guard"]
    assert _draft_to_the_end(g) == ["blue", "green", "yellow"]
    (ended,) = [e for e in g.events if e.kind == "DraftEnded"]
    assert ended.data["items"] == ["guard"]


def test_a_skipped_pick_counts_as_one_of_the_seat_s_picks_in_a_snake_draft():
    """Two picks each, snake order: Blue skipped in the first pass still picks once on
    the way back, and no more (the skipped pick is gone, not owed)."""
    g = to_draft(SNAKE, out=None)
    g.act("red", "turn.pick", choice="dealer")
    assert g.prompt.up == ["blue"]
    g.act(None, "turn.skip", seat="blue")
    assert g.prompt.up == ["green"]
    seen = _draft_to_the_end(g)
    assert seen == ["green", "yellow", "yellow", "green", "blue", "red"]
    picks = ["red", *seen]
    assert {s: picks.count(s) for s in SEATS} == {"red": 2, "blue": 1, "green": 2, "yellow": 2}
    (ended,) = [e for e in g.events if e.kind == "DraftEnded"]
    assert len(ended.data["items"]) == 1  # the pick Blue went without stays in the display


def test_the_gm_s_skip_is_offered_in_a_draft_and_only_to_the_gm():
    """/turn skip is among the GM's moves while a pick is awaited (a deadline's
    ``then:pass`` reads the same list); a player's skip is refused."""
    from bot.engine.errors import PermissionDenied
    from bot.engine.games.turns import FAMILY

    g = to_draft(out=None)
    moves = FAMILY.moves(g.d, g.s, g.t)
    assert any(m.id == "turn.skip" and m.open for m in moves)
    with pytest.raises(PermissionDenied):
        g.act("blue", "turn.skip", seat="red")
    assert g.prompt.up == ["red"]


def test_the_seats_out_are_those_the_elimination_end_names_out():
    """Leftover: ``Play.seats_out`` and the ending's test of a seat at an end's mark
    said the same thing twice; both now read ``Play.at_end``. The seats the table is
    told are out are the seats out of the turn order."""
    from bot.engine.games.turns.family import _play

    g = to_draft(out=None)
    g.act(None, "turn.out", seat="green", count="0")
    (out,) = [e for e in g.events if e.kind == "NamedSeatsOut"]
    p = _play(g.d, g.s, g.t)
    assert p.seats_out() == out.data["seats"] == ["green"]
    assert out.data["still_in"] == ["red", "blue", "yellow"]
    (index, end), *_ = p.eliminations()
    assert index == 0 and end.counter == "in_game"
    assert [x for x in SEATS if p.at_end(end, x)] == ["green"]
    assert g.prompt.out == ["green"]
