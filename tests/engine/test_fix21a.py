"""Play-test 21's turn findings (fix21a): a seat put out of the game during an auction,
the GM pushing an auction past a seat, the undo refusal; each tested in the engine on a
small auction-and-draft game written for it (the tester's casino game, cut down)."""

from __future__ import annotations

import pytest

from bot.engine.games.turns import FAMILY
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


def test_the_gm_skipping_a_seat_in_an_auction_passes_for_it():
    """Finding 3: the GM's /turn skip on the seat up in an auction (its player had left
    the server) was refused as a dead end ("cannot go on without a seat"); skipping a
    seat in an auction is passing for it, said as the GM going on without it."""
    g = yellow_up()
    g.act(None, "turn.skip", seat="yellow")
    assert g.kinds()[:2] == ["SeatPassedOver", "BidPassed"]
    assert event_text(g.events[0], "en", g.d) == (
        "The GM goes on without Yellow: counted as passing."
    )
    assert event_text(g.events[1], "it", g.d) == "Il Giallo rinuncia a slots."
    assert g.prompt.up == ["red"]
    (passed,) = [x for x in sections(g, "seats") if x.id == "out"]
    assert passed.seats == ("green", "yellow")


def test_the_gm_moving_a_seat_held_by_another_is_told_the_way_that_works():
    """Finding 3: the GM's /turn pass seat:Grey answered "You do not play Grey", which
    the GM knew: the refusal names /turn skip (when the seat is up and the step can go
    on without it) and /game seat, in the GM's language; a player is told as before."""
    import pytest

    from bot.engine.errors import NotYourTurn
    from tests.engine.test_play15 import said

    g = yellow_up()
    with pytest.raises(NotYourTurn) as e:
        g.act(None, "turn.pass", seat="yellow")
    assert said(e.value, "en", g.d) == (
        "You do not play Yellow. As the GM, go on without it with /turn skip seat:Yellow, "
        "or take the seat with /game seat seat:Yellow and play its moves yourself."
    )
    assert said(e.value, "ja", g.d) == (
        "あなたは黄のプレイヤーではありません。GMは /手番 飛ばす 席:黄 でこの席を待たずに進めるか、"
        "/ゲーム 席指定 席:黄 で席を取って自分でその手を打てます。"
    )
    with pytest.raises(NotYourTurn) as e:  # not up: only taking the seat works
        g.act(None, "turn.pass", seat="red")
    assert said(e.value, "it", g.d) == (
        "Non sei tu a giocare il Rosso. Come GM, prendi il posto con /partita posto posto:Rosso "
        "e gioca tu le sue mosse."
    )
    with pytest.raises(NotYourTurn) as e:  # a player: as before
        g.act("red", "turn.pass", seat="yellow")
    assert said(e.value, "en", g.d) == "You do not play Yellow."


def test_a_draft_goes_on_without_a_seat_the_gm_skips():
    """Finding 3: "cannot go on without a seat: it waits for every seat" read as a dead
    end. A draft then refused the skip, saying how the GM plays the seat; since tidy22
    the GM's /turn skip goes on without the seat (its pick passed over: test_tidy22),
    and the refusal's words stay for the steps that wait for every seat (a scoring
    step: test_tail21a)."""
    g = Game(define(VEGAS.replace('lots = ["slots", "lounge"]', "")), SEATS)
    g.act("red", "turn.bid", amount=3)
    for seat in ("blue", "green", "yellow"):
        g.act(seat, "turn.pass")
    assert g.where()[1] == "draft" and g.prompt.up == ["red"]
    g.act(None, "turn.skip", seat="red")
    assert g.kinds() == ["TurnPassedOver"] and g.prompt.up == ["blue"]


def test_an_undo_refused_says_only_the_last_move_by_its_seat_or_the_gm():
    """Finding 8: Pink bid, Gold bid, Pink's /game undo was told "Only the player who
    acted, or the GM, can undo that", though Pink had acted: the refusal says that only
    the last move (Gold's bid, said) can be undone, by Gold's player or the GM."""
    from bot.engine.errors import PermissionDenied
    from bot.engine.games import session
    from bot.engine.games.base import Actor
    from tests.engine.test_play15 import said

    d = define(VEGAS)
    g = session.new_game(d, gm=999)
    for user, seat in enumerate(SEATS, start=1):
        g, _ = session.join(g, d, user, seat)
    g, _ = session.begin(g, d, FAMILY)
    red, blue = Actor(1, ("red",)), Actor(2, ("blue",))
    g, _ = session.act(g, d, FAMILY, {"type": "turn.bid", "amount": 3}, red)
    g, _ = session.act(g, d, FAMILY, {"type": "turn.bid", "amount": 4}, blue)
    with pytest.raises(PermissionDenied) as e:
        session.undo(g, red, d, FAMILY)
    assert e.value.key == "error.undo_last_only" and e.value.params["seat"] == ["blue"]
    assert said(e.value, "en", d) == (
        "Only the last move can be undone (Blue bids 4 for slots): only whoever plays "
        "Blue, or the GM, can undo it."
    )
    assert said(e.value, "it", d) == (
        "Si può annullare solo l'ultima mossa (il Blu offre 4 per slots): solo chi gioca "
        "il Blu, o il GM, può annullarla."
    )
    assert said(e.value, "ja", d) == (
        "取り消せるのは最後の行動（青がslotsに4を入札）だけです。取り消せるのは青のプレイヤーかGMです。"
    )
    g, ev = session.undo(g, blue, d, FAMILY)  # Blue's player may
    assert ev[0].kind == "ActionUndone"


# ------------------------------------------- L1: drafts and pass rewards leave seats out


def to_draft(text: str = VEGAS, rules: int | None = None, out: str | None = "yellow") -> Game:
    """The auction played (Red buys the one lot), ``out`` bankrupt before it: the draft."""
    options = None if rules is None else {"rules": rules}
    g = Game(define(text.replace('lots = ["slots", "lounge"]', "")), SEATS, options=options)
    if out is not None:
        g.act(None, "turn.out", seat=out, count="0")
    g.act("red", "turn.bid", amount=3)
    while g.where()[1] == "auction":
        g.act(g.prompt.up[0], "turn.pass")
    return g


def test_a_draft_leaves_out_a_seat_out_of_the_game_and_ends_when_the_rest_picked():
    """Leftover L1: the draft counted every seat (Grey was up for the last staff card);
    a seat out of the game picks nothing and the draft ends once the others picked."""
    g = to_draft()
    picks = []
    while g.where()[1] == "draft":
        (seat,) = g.prompt.up
        picks.append(seat)
        g.act(seat, "turn.pick", choice=g.pos["display"][0])
    assert picks == ["red", "blue", "green"]
    (ended,) = [e for e in g.events if e.kind == "DraftEnded"]
    assert ended.data["items"] == ["guard"]
    assert event_text(ended, "en", g.d) == "The draft is over. Left in the display: guard."


def test_a_draft_s_seat_put_out_while_up_passes_the_pick_on():
    """A seat put out while up in the draft: the next seat picks, and the seat never
    comes up again (snake order coming back the other way too)."""
    g = to_draft(
        VEGAS.replace(
            'items = ["dealer", "chef", "singer", "guard"]',
            'items = ["dealer", "chef", "singer", "guard", "a", "b"]\npicks = 2\norder = "snake"',
        ),
        out=None,
    )
    g.act("red", "turn.pick", choice="dealer")
    assert g.prompt.up == ["blue"]
    g.act(None, "turn.out", seat="blue", count="0")
    assert g.prompt.up == ["green"]
    seen = []
    while g.where()[1] == "draft":
        (seat,) = g.prompt.up
        seen.append(seat)
        g.act(seat, "turn.pick", choice=g.pos["display"][0])
    assert seen == ["green", "yellow", "yellow", "green", "red"]


def test_games_begun_under_rules_10_draft_as_they_were_played():
    g = to_draft(rules=10)
    picks = []
    while g.where()[1] == "draft":
        (seat,) = g.prompt.up
        picks.append(seat)
        g.act(seat, "turn.pick", choice=g.pos["display"][0])
    assert picks == ["red", "blue", "green", "yellow"]


PASSING = """
[tables.pass_rewards]
kind = "pass_rewards"
name = "Pass rewards"
unit = { en = { text = "ducats", one = "ducat" }, ja = "ダカット", it = "ducati" }
[[tables.pass_rewards.columns]]
players = [3]
rewards = [5, 2]
[[tables.pass_rewards.columns]]
players = [4]
rewards = [5, 3, 2]

[counters.alive]
setup = 1
min = 0
max = 1
name = "alive"

[[end]]
counter = "alive"
at_most = 0
seats_left = 1
name = "Last one standing"

[verbs."turn.alive"]
does = "counter:alive"
name = "Alive"
others = true

[[phases]]
id = "actions"
name = "Actions"
structure = "passing"
rewards = "pass_rewards"
"""


@pytest.mark.parametrize("rules,rewards", [(11, [5, 2]), (10, [5, 3])])
def test_pass_rewards_count_the_players_still_in_the_game(rules, rewards):
    """Leftover L1: with one of four seats out, the rewards were the four-player
    column's; three players are left in the game: the three-player column's (Blue
    gains 2, not 3), in the players' language."""
    g = Game(define(PASSING), SEATS, options={"rules": rules})
    g.act(None, "turn.alive", seat="yellow", count="0")
    got = []
    for seat in ("red", "blue"):
        g.act(seat, "turn.pass")
        (passed,) = [e for e in g.events if e.kind == "PlayerPassed"]
        got.append(passed.data["reward"])
    assert got == rewards
    assert event_text(passed, "en", g.d) == (
        f"Blue passed (2nd to pass) and gains {rewards[1]} ducats."
    )


# --------------------- L2: a step begins after a start player out of it, not at the top

BRAWL = """
[rounds]
count = 2

[counters.hp]
setup = 3
max = 3
name = "hit points"

[[end]]
counter = "hp"
at_most = 0
seats_left = 1
name = "Last survivor"

[verbs."turn.hp"]
does = "counter:hp"
name = "Hit points"
others = true

[[phases]]
id = "fight"
name = "Fight"

[[phases.steps]]
id = "attack"
name = "Attack"
structure = "sequential"

[[phases.steps]]
id = "loot"
name = "Loot"
structure = "{loot}"
"""


@pytest.mark.parametrize("loot", ["sequential", "passing"])
@pytest.mark.parametrize("rules,first", [(11, "yellow"), (10, "red")])
def test_a_step_after_the_start_player_was_knocked_out_begins_with_the_next_seat(
    loot, rules, first
):
    """Leftover L2: Green, the start player, knocked out in the first step; the next
    step began with Red, the top of the seats still in, skipping Yellow, whose turn
    came after Green's. It begins with the next seat after Green (rules 11)."""
    g = Game(
        define(BRAWL.replace("{loot}", loot)),
        SEATS,
        options={"rules": rules, "first_player": "green"},
    )
    assert g.prompt.up == ["green"]
    g.act("green", "turn.action")
    g.act("yellow", "turn.hp", seat="green", count="0")  # Yellow's turn: Green is out
    for seat in ("yellow", "red", "blue"):
        g.act(seat, "turn.action")
    assert g.where()[2] == "loot" and g.s["start_player"] == "green"
    assert g.prompt.up == [first]


def test_a_phase_played_for_each_seat_begins_after_a_start_player_knocked_out():
    """The same for the seats' passes of an ``each_seat`` phase begun after it."""
    each = '[[phases]]\nid = "turns"\nname = "Turns"\neach_seat = true\n\n'
    each += '[[phases.steps]]\nid = "move"\nname = "Move"\nstructure = "sequential"\n'
    text = BRAWL.replace("{loot}", "sequential") + "\n" + each
    g = Game(define(text), SEATS, options={"first_player": "green"})
    g.act("green", "turn.action")
    g.act("yellow", "turn.hp", seat="green", count="0")
    for _ in range(6):  # the rest of Attack, then Loot
        g.act(g.prompt.up[0], "turn.action")
    assert g.where()[1] == "turns"
    assert g.pos["each"] == ["yellow", "red", "blue"]


# ------------- an everyone-at-once step whose last awaited seat is put out is over


MOVES = {
    "simultaneous": ("turn.done", {}),
    "vote": ("vote", {"choice": "approve"}),
    "secret": ("turn.choose", {"choice": "a"}),
}


@pytest.mark.parametrize("structure", sorted(MOVES))
@pytest.mark.parametrize("rules", [11, 10])
def test_a_step_everyone_plays_at_once_ends_when_its_last_awaited_seat_is_put_out(structure, rules):
    """Seen fixing play-test 21: the others done, the one seat still awaited put out of
    the game; the step waited for nobody and /phase next was refused ("still in
    progress"), a dead end but for an undo. It is over as if the GM had gone on
    without the seat (rules 11), its result said; no line says the GM skipped it."""
    text = BRAWL.replace("{loot}", structure).replace(
        'structure = "secret"', 'structure = "secret"\nchoices = ["a", "b"]'
    )
    g = Game(define(text), SEATS, options={"rules": rules})
    for seat in SEATS:
        g.act(seat, "turn.action")
    move, params = MOVES[structure]
    for seat in ("red", "blue", "green"):
        g.act(seat, move, **params)
    g.act(None, "turn.hp", seat="yellow", count="0")
    kinds = g.kinds()
    assert kinds[:2] == ["CounterSet", "NamedSeatsOut"]
    assert not any(k.endswith("Skipped") for k in kinds)
    if rules == 10:  # as such games played: the step waits for nobody
        assert g.where() == (1, "fight", "loot") and g.prompt.up == []
        return
    assert "StepCompleted" in kinds and g.where() == (2, "fight", "attack")
    said = {"simultaneous": "AllDone", "vote": "BallotApproved", "secret": "ChoiceRanked"}
    assert kinds[2] == said[structure]
