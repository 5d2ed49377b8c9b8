"""Leftovers of earlier rounds (tidy23), in the engine: a turn order a step sets by
bids (an auction's, a sealed bid's) leaves the rotation of a start player that
``[rounds] rotate`` passes on: the next round's start player goes on clockwise from the
seat that held it before the bidding, not from the highest bidder."""

from __future__ import annotations

from bot.service.render import event_text
from tests.engine.test_fix22a import CONTRACT
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

SEATS = ["red", "blue", "green", "yellow"]
BIDS = CONTRACT.replace('turn_order = "winner"', 'turn_order = "bids"')

SEALED = """
[rounds]
count = 3
rotate = ["start_player"]

[counters.coins]
name = { en = "coins", ja = "コイン", it = "monete" }
setup = 10

[[phases]]
id = "initiative"
name = "Bid for initiative"
structure = "secret"
min = 0
limit = "coins"
turn_order = "bids"

[[phases]]
id = "actions"
name = "Actions"
structure = "sequential"
turns = 1
start = "start_player"
"""


def _orders(g: Game) -> list[str]:
    return [event_text(e, "en", g.d) for e in g.events if e.kind == "TurnOrderNow"]


def test_an_auction_s_bids_order_the_round_but_the_start_player_rotates_as_defined():
    g = Game(define(BIDS), SEATS)
    assert g.pos["start_player"] == "red"
    g.act("red", "turn.bid", amount=250)
    g.act("blue", "turn.bid", amount=260)
    g.act("green", "turn.pass")
    g.act("yellow", "turn.pass")
    g.act("red", "turn.pass")
    assert _orders(g) == ["Turn order for the rest of this hand: Blue, Red, Yellow, Green."]
    assert g.pos["start_player"] == "blue"  # this round: the highest bidder first
    for seat in ("blue", "red", "yellow", "green"):
        assert g.prompt.up == [seat]
        g.act(seat, "turn.action")
    # the next hand: the start player goes on round the table from Red (to Blue), as
    # ``rotate`` says; it went on from the highest bidder (to Green)
    assert g.pos["round"] == 2 and g.pos["start_player"] == "blue"
    assert g.prompt.up == ["blue"]
    while not _orders(g):  # Yellow alone bids
        seat = g.prompt.up[0]
        g.act(seat, "turn.bid", amount=250) if seat == "yellow" else g.act(seat, "turn.pass")
    order = _orders(g)[0].removeprefix("Turn order for the rest of this hand: ")
    assert order.startswith("Yellow, ")
    for seat in order.rstrip(".").lower().split(", "):
        g.act(seat, "turn.action")
    assert g.pos["round"] == 3 and g.pos["start_player"] == "green"  # from Blue


def test_a_sealed_bid_orders_the_round_but_the_start_player_rotates_as_defined():
    g = Game(define(SEALED), SEATS)
    for seat, bid in zip(SEATS, ("1", "2", "5", "3"), strict=True):
        g.act(seat, "turn.choose", choice=bid)
    assert _orders(g) == ["Turn order for the rest of this round: Green, Yellow, Blue, Red."]
    for seat in ("green", "yellow", "blue", "red"):
        assert g.prompt.up == [seat]
        g.act(seat, "turn.action")
    assert g.pos["round"] == 2 and g.pos["start_player"] == "blue"  # Red's left


def test_a_game_begun_under_rules_12_keeps_its_start_player_as_played():
    """A game keeps the rules it began with, so that its history replays."""
    g = Game(define(BIDS), SEATS, options={"rules": 12})
    g.act("red", "turn.bid", amount=250)
    g.act("blue", "turn.bid", amount=260)
    for seat in ("green", "yellow", "red"):
        g.act(seat, "turn.pass")
    for seat in ("blue", "red", "yellow", "green"):
        g.act(seat, "turn.action")
    assert g.pos["round"] == 2 and g.pos["start_player"] == "green"


# ---------------- a rules-11 game with two scored steps: the GM names the step corrected


def test_a_rules_11_gm_correction_names_its_step_and_is_refused_saying_how_without():
    """Under rules 11 the scored steps kept the order each was first totalled, so which
    closed last cannot be told, and the GM's correction of a closed report was refused
    as not a move of this step (mend22), with no way to make it. The GM names the step
    (``step``, which ``/act choice:`` gives by its name) or a table only it reports."""
    import pytest

    from bot.engine.errors import IllegalAction
    from tests.engine.test_mend22 import _play, _two_scored
    from tests.engine.test_play15 import said

    d, g = _two_scored(11, rounds=2)
    with pytest.raises(IllegalAction) as e:
        _play(d, g, 999, "turn.score", seat="blue", value="6")
    assert said(e.value, "en", d) == (
        "This game cannot tell which scoring step was totalled last (it began before "
        "Herald kept that): name the step whose report you correct "
        "(/act choice:<step> seat: number:), one of: Report the frame and Report the bonus."
    )
    assert "候補：フレームの得点を報告、Report the bonus。" in said(e.value, "ja", d)
    assert said(e.value, "it", d).endswith("tra: Dichiarare il frame e Report the bonus.")
    # the frame named: corrected, its total counter moved with it
    g2, ev = _play(d, g, 999, "turn.score", seat="blue", value="6", step="report")
    lines = [event_text(x, "en", d) for x in ev if x.kind != "Action"]
    assert lines[0] == "Blue: Points on the board corrected from 4 to 6."
    assert g2["state"]["scores"]["bonus"]["blue"]["bonus"] == [1, 1]
    # the bonus named by its table, which only that step reports
    g3, ev = _play(d, g, 999, "turn.score", seat="blue", value="3", table="bonus")
    lines = [event_text(x, "en", d) for x in ev if x.kind != "Action"]
    assert lines[0].startswith("Blue: Bonus corrected from 1 to 3")
    assert g3["state"]["scores"]["report"]["blue"]["frame_points"][0] == 4
    # a step that was never scored is refused, naming those that were
    with pytest.raises(IllegalAction) as e:
        _play(d, g, 999, "turn.score", seat="blue", value="3", step="middle")
    assert e.value.key == "turns.error.correct_which_step"


def test_a_correction_naming_a_closed_step_while_another_scoring_step_is_open():
    """The step named is the one corrected, not the scoring step open now."""
    from tests.engine.test_mend22 import _play, _two_scored

    d, g = _two_scored(13, rounds=1)
    for user in (1, 2):
        g, _ = _play(d, g, user, "turn.action")
    assert g["state"]["pi"] == 3  # "Report the bonus" is open
    g, ev = _play(d, g, 999, "turn.score", seat="blue", value="6", step="report")
    lines = [event_text(x, "en", d) for x in ev if x.kind != "Action"]
    assert lines[0] == "Blue: Points on the board corrected from 4 to 6."
    assert g["state"]["scores"]["report"]["blue"]["frame_points"][0] == 6
    assert g["state"]["pi"] == 3 and "blue" not in g["state"]["turn"]["reported"]
