"""Play-test 19's findings about turn structures, each rule tested in the engine on a
small definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# --------------------------------- (7) a prompt step in a seat's pass is that seat's

EACH_PROMPT = """
[[phases]]
id = "turn"
name = "Player turn"
each_seat = true

[[phases.steps]]
id = "tile"
name = "Draw a tile"

[[phases.steps]]
id = "spend"
name = "Spend action points"
structure = "simultaneous"
"""


def test_a_prompt_step_in_a_seat_s_pass_has_that_seat_up_and_only_it_goes_on():
    """In an each_seat phase a prompt step said "everyone" was up, and another seat's
    /phase next ended the seat's step: under rules 9 the seat is up (its button is
    the next step), another seat's /phase next is refused naming it, the seat itself
    and the GM go on, and the GM may go on without it (/turn skip)."""
    g = Game(define(EACH_PROMPT), ["red", "blue", "green"])
    assert g.where() == (1, "turn", "tile")
    p = g.prompt
    assert p.up == ["red"] and [o.command for o in p.options["red"]] == ["phase next"]
    assert p.hint_key == "turns.hint.own_pass" and p.hint_params == {"seat": "red"}
    with pytest.raises(NotYourTurn) as e:
        g.act("blue", "phase.next")
    assert e.value.key == "turns.error.turn_of" and e.value.params == {"seat": "red"}
    g.act("red", "phase.next")
    assert g.where() == (1, "turn", "spend") and g.pos["each"] == ["red", "blue", "green"]
    g.act("red", "turn.done")
    assert g.where() == (1, "turn", "tile") and g.prompt.up == ["blue"]
    g.next()  # the GM goes on
    g.act("blue", "turn.done")
    assert g.prompt.up == ["green"]
    moves = FAMILY.moves(g.d, g.s, g.t)
    assert any(m.id == "turn.skip" and m.open for m in moves)
    g.act(None, "turn.skip", seat="green")
    assert g.kinds()[0] == "TurnPassedOver" and g.events[0].data == {"seat": "green"}
    assert g.where() == (1, "turn", "spend") and g.prompt.up == ["green"]


def test_a_prompt_step_outside_a_seat_s_pass_or_held_for_the_gm_is_nobody_s():
    g = Game(
        define(EACH_PROMPT.replace('name = "Draw a tile"', 'name = "Draw"\nadvance = "gm"')),
        ["red", "blue"],
    )
    assert g.prompt.up == [] and g.prompt.waiting_for == "gm"
    plain = define(EACH_PROMPT.replace("each_seat = true\n", ""))
    g = Game(plain, ["red", "blue"])
    assert g.prompt.up == [] and g.prompt.waiting_for == "anyone"
    g.act("blue", "phase.next")
    assert g.where() == (1, "turn", "spend")


def test_games_begun_under_rules_8_let_anyone_go_on_as_they_were_played():
    g = Game(define(EACH_PROMPT), ["red", "blue", "green"], options={"rules": 8})
    assert g.prompt.up == [] and g.prompt.waiting_for == "anyone"
    g.act("blue", "phase.next")  # red's step, ended by blue
    assert g.where() == (1, "turn", "spend") and g.pos["each"][0] == "red"


# ------------- (4, 25) a sealed bid for the turn order: places and ties by the order

BIDS = """
[counters.gold]
setup = 5
max = 99

[[phases]]
id = "gods"
name = "Bid for the gods"
structure = "secret"
min = 0
limit = "gold"
winner_pays = true
turn_order = "bids"
tie = "seating"
win_text = { en = "goes first", ja = "先手になる", it = "gioca per primo" }

[[phases]]
id = "actions"
name = "Actions"
structure = "sequential"
"""


def _bid(g: Game, **bids: int) -> list[str]:
    for seat, amount in bids.items():
        g.act(seat, "turn.choose", amount=amount)
    return [event_text(e, "it", g.d) for e in g.events]


def test_a_bid_for_the_turn_order_places_each_seat_where_the_tie_rule_put_it():
    """Finding 4: bids Blue 3, Green 3, Yellow 3, Red 2 were shown as three "1° posto"
    though the order set a line later was Blue, Green, Yellow, Red; each seat is now
    said at its place in that order."""
    g = Game(define(BIDS), ["red", "blue", "green", "yellow"])
    said = _bid(g, red=2, blue=3, green=3, yellow=3)
    assert [x for x in said if "posto" in x] == [
        "1° posto: il Blu, 3",
        "2° posto: il Verde, 3",
        "3° posto: il Giallo, 3",
        "4° posto: il Rosso, 2",
    ]
    assert "Ordine di turno per il resto di questo round: Blu, Verde, Giallo, Rosso." in said


def test_a_bid_without_a_turn_order_still_shares_the_places_of_equal_bids():
    g = Game(define(BIDS.replace('turn_order = "bids"\n', "")), ["red", "blue", "green"])
    said = _bid(g, red=2, blue=3, green=3)
    assert [x for x in said if "posto" in x] == [
        "1° posto: il Blu, 3",
        "1° posto: il Verde, 3",
        "3° posto: il Rosso, 2",
    ]


def test_equal_bids_may_keep_the_turn_order_so_far():
    """Finding 25: ``tie = "turn_order"``: of equal bids, the seat earlier in the turn
    order so far goes first (round 1 set Blue, Red, Green; round 2's tie between Red and
    Green goes to Red, which seating from the start player Blue gave to Green)."""
    d = define(BIDS.replace('tie = "seating"', 'tie = "turn_order"'))
    g = Game(d, ["red", "blue", "green"])
    _bid(g, blue=3, red=2, green=1)
    assert g.pos["start_player"] == "blue"
    for seat in ("blue", "red", "green"):
        g.act(seat, "turn.action")
    assert g.pos["round"] == 2
    said = _bid(g, red=1, green=1, blue=0)
    assert (
        "Parità tra il Rosso e il Verde (1): il Rosso gioca per primo, "
        "il primo nell'ordine di turno finora." in said
    ), said
    assert "Ordine di turno per il resto di questo round: Rosso, Verde, Blu." in said
    seating = Game(define(BIDS), ["red", "blue", "green"])
    _bid(seating, blue=3, red=2, green=1)
    for seat in ("blue", "red", "green"):
        seating.act(seat, "turn.action")
    assert "Ordine di turno per il resto di questo round: Verde, Rosso, Blu." in _bid(
        seating, red=1, green=1, blue=0
    )


# ------------------------------------------ (19) an extra turn: the seat plays again

KALAH = """
[rounds]
count = 2

[verbs."turn.again"]
does = "extra_turn"
name = { en = "Extra turn", ja = "追加手番", it = "Turno in più" }

[[phases]]
id = "sow"
name = "Sow"
structure = "sequential"
"""


def test_an_extra_turn_keeps_the_seat_up_for_one_more_turn():
    """Finding 19: nothing let a move make the seat that played up again (Kalah's last
    seed in its own store); ``does = "extra_turn"``: the seat up ends its turn and plays
    again at once, even on the step's last turn; another seat cannot say it for it."""
    g = Game(define(KALAH), ["red", "blue"])
    assert g.prompt.up == ["red"]
    with pytest.raises(NotYourTurn):
        g.act("blue", "turn.again")
    g.act("red", "turn.again")
    assert g.kinds() == ["ExtraTurn"] and g.prompt.up == ["red"]
    assert event_text(g.events[0], "it", g.d) == (
        "Il Rosso ha giocato il turno e gioca di nuovo (un turno in più)."
    )
    g.act("red", "turn.action")
    assert g.prompt.up == ["blue"]
    g.act("blue", "turn.again")  # the round's last turn: blue plays again
    assert g.where() == (1, "sow", "sow") and g.prompt.up == ["blue"]
    g.act(None, "turn.again")  # the GM, for the seat up
    g.act("blue", "turn.action")
    assert g.where() == (2, "sow", "sow") and g.prompt.up == ["red"]


def test_an_extra_turn_needs_a_step_of_turns():
    from bot.engine.games.definition import DefinitionError

    with pytest.raises(DefinitionError) as e:
        define(KALAH.replace('structure = "sequential"', 'structure = "simultaneous"'))
    assert "extra_turn" in str(e.value) or "turn.again" in str(e.value)
    g = Game(define(KALAH + PROMPT_AFTER), ["red", "blue"])
    g.act("red", "turn.action")
    g.act("blue", "turn.action")
    with pytest.raises(IllegalAction) as e:
        g.act("red", "turn.again")
    assert e.value.key == "turns.error.no_extra_turn"


PROMPT_AFTER = """
[[phases]]
id = "tidy"
name = "Tidy up"
"""


# ------------------- (20) undoing the move that made the round the last says so

METROPOLIS = """
[rounds]
count = 0

[counters.metropolises]
max = 5

[verbs."turn.metropolis"]
does = "counter:metropolises"
name = "Metropolis"

[[end]]
counter = "metropolises"
at_least = 2
checked = "round_end"
name = { en = "Two metropolises", ja = "大都市2つ", it = "Due metropoli" }
result = "ranking"

[winner]
by = "counter:metropolises"

[[phases]]
id = "actions"
name = "Actions"
structure = "sequential"
"""


def test_undoing_the_move_that_made_the_round_the_last_says_it_is_not_any_more():
    """Finding 20: "This cycle is the last." was said, the move undone, and nothing
    told the table that the round was not the last any more."""
    from bot.engine.games import session

    d = define(METROPOLIS)
    g = session.new_game(d, gm=GM)
    for user, seat in ((1, "red"), (2, "blue")):
        g, _ = session.join(g, d, user, seat)
    g, _ = session.begin(g, d, FAMILY)
    red = session.actor(g, 1, False)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.metropolis", "count": "2"}, red)
    assert any(e.kind == "NamedEndAhead" for e in ev)
    g, ev = session.undo(g, red, d, FAMILY)
    said = [event_text(e, "it", d) for e in ev if e.kind != session.ACTION]
    assert said[-1] == "🏁 Annullato: questo round non è più l'ultimo.", said
    g, ev = session.act(g, d, FAMILY, {"type": "turn.metropolis", "count": "1"}, red)
    g, ev = session.undo(g, red, d, FAMILY)  # nothing was said ahead: nothing to take back
    assert [e.kind for e in ev if e.kind != session.ACTION] == ["ActionUndone"]


GM = 999
