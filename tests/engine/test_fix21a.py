"""Play-test 21's turn findings (fix21a): a seat put out of the game during an auction,
the GM pushing an auction past a seat, the undo refusal; each tested in the engine on a
small auction-and-draft game written for it (the tester's Vegas Showdown, cut down)."""

from __future__ import annotations

import pytest

from bot.service.render import event_text
from tests.engine.test_turns import Game, sections
from tests.engine.test_turns_second_user import define

# rooms auctioned in open bids paid in dollars, then a staff draft; a seat whose
# "still in" counter falls to 0 is bankrupt: out of the game
VEGAS = """
[counters.dollars]
setup = 20
name = "dollars"

[counters.in_game]
setup = 1
min = 0
max = 1
name = { en = { text = "still in", number = "sg" }, ja = "参加中", it = "ancora in gioco" }

[[end]]
counter = "in_game"
at_most = 0
seats_left = 1
name = { en = "Bankrupt", ja = "破産", it = "Bancarotta" }

[[phases]]
id = "auction"
name = "Room auction"

[[phases.steps]]
id = "rooms"
name = "Bid for the rooms"
structure = "auction"
lots = ["slots", "lounge"]
min_bid = 2
limit = "dollars"
winner_pays = true
only = { counter = "in_game", min = 1 }

[[phases]]
id = "draft"
name = "Staff draft"

[[phases.steps]]
id = "staff"
name = "Pick a staff card"
structure = "draft"
items = ["dealer", "chef", "singer", "guard"]
only = { counter = "in_game", min = 1 }

[verbs."turn.out"]
does = "counter:in_game"
name = "Bankrupt"
others = true
"""
SEATS = ["red", "blue", "green", "yellow"]


def yellow_up() -> Game:
    """The first lot: Red bids 3, Blue 4, Green passes; Yellow is up."""
    g = Game(define(VEGAS), SEATS)
    g.act("red", "turn.bid", amount=3)
    g.act("blue", "turn.bid", amount=4)
    g.act("green", "turn.pass")
    assert g.prompt.up == ["yellow"]
    return g


def test_a_seat_put_out_while_up_in_an_auction_passes_the_turn_on():
    """Finding 2: the GM bankrupted the Grey while it was up; it stayed up ("It is
    Grey's turn" to the next bidder) and opened the next lot. It is out of the bidding
    at once: the turn passes to the next seat still bidding, in every language."""
    g = yellow_up()
    g.act(None, "turn.out", seat="yellow", count="0")  # the GM's correction
    assert g.kinds() == ["CounterSet", "NamedSeatsOut"]
    out = g.events[1]
    assert out.data["seats"] == ["yellow"] and out.data["still_in"] == ["red", "blue", "green"]
    assert event_text(out, "en", g.d) == (
        "Yellow is out of the game (Bankrupt: Red, Blue and Green still in)."
    )
    assert event_text(out, "ja", g.d) == "黄はゲームから脱落しました（破産：残るのは赤、青、緑）。"
    assert event_text(out, "it", g.d) == (
        "Il Giallo è fuori dalla partita (Bancarotta: restano il Rosso, il Blu e il Verde)."
    )
    assert g.prompt.up == ["red"] and g.prompt.out == ["yellow"]
    g.act("red", "turn.pass")  # Blue, the last bidder, wins the first lot
    assert [e.kind for e in g.events][:2] == ["BidPassed", "LotWon"]
    assert g.events[1].data["seat"] == "blue"
    assert g.s["counters"]["dollars"]["blue"] == 16
    # the second lot opens with the seat after the first's opener; Yellow never comes up
    assert g.prompt.up == ["blue"]
    g.act("blue", "turn.bid", amount=2)
    assert g.prompt.up == ["green"]
    g.act("green", "turn.pass")
    assert g.prompt.up == ["red"]
    g.act("red", "turn.pass")
    assert g.where()[1] == "draft"


def test_a_leading_bidder_put_out_has_its_bid_withdrawn():
    """A seat put out while it leads: its bid goes, the highest other bid leads, and the
    lot is sold when one bidder is left (not to the seat out of the game)."""
    g = yellow_up()
    g.act("yellow", "turn.bid", amount=5)  # Yellow leads; Red is up
    g.act(None, "turn.out", seat="yellow", count="0")
    (auction,) = [x for x in sections(g, "lines") if x.id == "auction"]
    assert auction.lines[0].params["seat"] == "blue" and auction.lines[0].params["amount"] == 4
    assert g.prompt.up == ["red"]
    g.act("red", "turn.pass")
    (won,) = [e for e in g.events if e.kind == "LotWon"]
    assert (won.data["seat"], won.data["amount"]) == ("blue", 4)


def test_a_seat_put_out_by_another_seat_s_move_is_skipped_when_its_turn_comes():
    """Put out while another seat is up: it is passed over when its turn would come,
    and the last bidder left wins at once."""
    g = Game(define(VEGAS), SEATS)
    g.act("red", "turn.bid", amount=3)
    g.act(None, "turn.out", seat="green", count="0")
    assert g.prompt.up == ["blue"]
    g.act("blue", "turn.pass")
    assert g.prompt.up == ["yellow"]
    g.act("yellow", "turn.pass")
    (won,) = [e for e in g.events if e.kind == "LotWon"]
    assert won.data["seat"] == "red"


def test_games_begun_under_rules_10_keep_the_seat_up_as_they_were_played():
    """A game begun before rules 11 replays as it was played: the seat stayed up."""
    g = Game(define(VEGAS), SEATS, options={"rules": 10})
    g.act("red", "turn.bid", amount=3)
    g.act("blue", "turn.bid", amount=4)
    g.act("green", "turn.pass")
    g.act(None, "turn.out", seat="yellow", count="0")
    assert g.prompt.up == ["yellow"]


@pytest.mark.parametrize("rules", [10, 11])
def test_an_auction_opens_after_its_start_seat_when_that_seat_is_out(rules):
    """A start player out of the step: the bidding opens with the next seat that bids
    (before rules 11 the seat out opened it)."""
    red_out = VEGAS.replace("setup = 1\nmin", "setup = 1\nseat_setup = { red = 0 }\nmin")
    g = Game(define(red_out), SEATS, options={"rules": rules})
    assert g.prompt.up == (["blue"] if rules == 11 else ["red"])
