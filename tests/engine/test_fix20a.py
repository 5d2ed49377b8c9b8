"""Play-test 20's turn-order and elimination findings (fix20a), each rule tested in the
engine on a small score-ordered elimination game written for it."""

from __future__ import annotations

from bot.engine.games.turns import FAMILY
from tests.engine.test_turns import Game, sections
from tests.engine.test_turns_second_user import define

# an open-ended brawl: each round the seats attack in order of prestige (the lowest
# first), then the GM plays the monster; a seat at 0 hit points is out of the game
CAVES = """
[rounds]
count = 0

[counters.prestige]
max = 99
name = "prestige"

[counters.hp]
setup = 10
max = 10
name = "hit points"

[[phases]]
id = "fight"
name = "Fight"

[[phases.steps]]
id = "attack"
name = "Attack"
structure = "sequential"
turns = 1
order_by = { counter = "prestige", rank = "low" }
only = { counter = "hp", min = 1 }

[[phases.steps]]
id = "monster"
name = "The monster attacks"
advance = "gm"

[verbs."turn.hp"]
does = "counter:hp"
name = "Hit points"
others = true

[verbs."turn.prestige"]
does = "counter:prestige"
name = "Prestige"

[[end]]
counter = "hp"
at_most = 0
seats_left = 1
name = "Last survivor"
"""
SEATS = ["red", "blue", "green"]


def blue_out(options=None) -> Game:
    """Round 1 played to the monster, the Red ahead in prestige and the Blue knocked
    out by the Green on the Green's own turn."""
    g = Game(define(CAVES), SEATS, options=options)
    g.act("red", "turn.prestige", count="+2")
    g.act("red", "turn.action")
    g.act("blue", "turn.action")
    g.act("green", "turn.hp", seat="blue", count="0")
    return g


def test_a_seat_put_out_is_said_to_be_out_of_the_game_not_of_one_step():
    """Finding 2: "Blue drops out of “Attack”" read as sitting out one step; the seat
    is out of the game, said so with the seats still in."""
    g = blue_out()
    assert g.kinds() == ["CounterSetBy", "NamedSeatsOut"]
    (said,) = [e for e in g.events if e.kind == "NamedSeatsOut"]
    assert said.data == {"seats": ["blue"], "still_in": ["red", "green"], "end": "0"}
    assert g.prompt.out == ["blue"] and g.prompt.up == ["green"]
    # a seat of a step that is not out of the game still only drops out of the step
    h = Game(define(CAVES.replace("at_most = 0", "at_most = -1")), SEATS)
    h.act("red", "turn.hp", count="0")
    assert "PlayersDropped" in h.kinds() and "NamedSeatsOut" not in h.kinds()
    assert h.prompt.out == []


def test_a_seat_put_out_leaves_the_turn_order_and_the_start_player():
    """Finding 1: the next round's order put the Blue (0 prestige, 0 hit points) first
    and made it the start player; it is out: the order is the Green, then the Red."""
    g = blue_out()
    g.act("green", "turn.action")
    assert g.where() == (1, "fight", "monster")
    (order,) = sections(g, "order")  # a step without ``only``: nor the seat out
    assert order.seats == ("red", "green")
    g.next()
    (said,) = [e for e in g.events if e.kind == "TurnOrderNow"]
    assert said.data["order"] == ["green", "red"]
    assert g.s["start_player"] == "green" and g.prompt.up == ["green"]
    (order,) = sections(g, "order")
    assert order.seats == ("green", "red")
    (seats,) = [x for x in sections(g, "seats") if x.id == "seats"]
    assert seats.seats == tuple(SEATS) and seats.items == ({"out": ["blue"]},)


def test_a_marker_held_by_a_seat_put_out_passes_on_clockwise_at_the_new_round():
    """The start player knocked out: the next round begins at the next seat in play
    (a rotating marker skips the seat out as well)."""
    rotating = CAVES.replace("count = 0\n", 'count = 0\nrotate = ["start_player"]\n', 1)
    g = Game(
        define(rotating.replace('order_by = { counter = "prestige", rank = "low" }', "")), SEATS
    )
    g.act("red", "turn.action")
    g.act("blue", "turn.action")
    g.act("green", "turn.action")
    g.act(None, "turn.hp", seat="blue", count="0")  # the GM's correction
    assert "NamedSeatsOut" in g.kinds()
    g.next()  # round 2: the start player would be the Blue, who is out
    assert g.s["start_player"] == "green" and g.prompt.up == ["green"]


def test_games_begun_under_rules_9_keep_the_seat_out_in_the_order_as_they_were_played():
    """Review 20, defect 2: a game begun before rules 10 keeps the seat in its turn
    order (its recorded past replays so), so it is not told the seat is out of the
    game nor shown "(out)", then made start player: the seat drops out of the step,
    as such games said before."""
    g = blue_out(options={"rules": 9})
    assert g.kinds() == ["CounterSetBy", "PlayersDropped"]
    (dropped,) = [e for e in g.events if e.kind == "PlayersDropped"]
    assert dropped.data["seats"] == ["blue"]
    assert FAMILY.prompt(g.d, g.s, g.t).out == []
    (seats,) = [x for x in sections(g, "seats") if x.id == "seats"]
    assert seats.seats == tuple(SEATS) and seats.items == ()
    g.act("green", "turn.action")
    g.next()
    (said,) = [e for e in g.events if e.kind == "TurnOrderNow"]
    assert said.data["order"] == ["blue", "green", "red"]
    assert g.s["start_player"] == "blue"
    assert FAMILY.prompt(g.d, g.s, g.t).out == []


def test_an_order_by_order_is_said_as_play_begins():
    """Finding 3: the docs promise the ``order_by`` order "in the first round"; the
    first step set it in silence as play began. It is said after who plays, in the
    reader's language; a game whose first step orders nobody says no order."""
    from bot.engine.games import session
    from bot.service.render import event_text

    def begun(text):
        d = define(text)
        g = session.new_game(d, gm=999)
        for user, seat in ((1, "red"), (2, "blue"), (3, "green")):
            g, _ = session.join(g, d, user, seat)
        g, ev = session.begin(g, d, FAMILY)
        return d, [e for e in ev if e.kind != session.ACTION]

    d, ev = begun(
        CAVES.replace("[counters.prestige]", "[counters.prestige]\nseat_setup = { red = 2 }")
    )
    assert [e.kind for e in ev] == ["GameBegan", "TurnOrderNow"]
    assert ev[1].data["order"] == ["blue", "green", "red"]
    assert event_text(ev[1], "en", d) == "Turn order for the rest of this round: Blue, Green, Red."
    assert event_text(ev[1], "ja", d) == "このラウンドのこれからの手番順：青、緑、赤。"
    _, plain = begun(CAVES.replace('order_by = { counter = "prestige", rank = "low" }', ""))
    assert [e.kind for e in plain] == ["GameBegan"]


def test_a_knock_out_by_a_seat_not_up_is_refused_saying_only_the_seat_up_may():
    """Finding 4: the Rogue, not up, knocking the Knight out was told "You do not play
    Knight", which it knew; the refusal says who may, and that it is not its turn."""
    import pytest

    from bot.engine.errors import NotYourTurn
    from tests.engine.test_play15 import said

    g = Game(define(CAVES), SEATS)
    g.act("red", "turn.action")  # Blue is up
    with pytest.raises(NotYourTurn) as e:
        g.act("green", "turn.hp", seat="blue", count="0")
    assert (e.value.key, e.value.params["up"]) == ("turns.error.others_up", ["blue"])
    assert said(e.value, "en", g.d) == (
        "Only the seat that is up (Blue) may play Hit points on another seat: it is not your turn."
    )
    assert said(e.value, "ja", g.d) == (
        "「Hit points」をほかの席に使えるのは手番の席（青）だけです。いまはあなたの手番ではありません。"
    )
    assert said(e.value, "it", g.d) == (
        "Solo chi è di turno (Blu) può giocare «Hit points» su un altro posto: non è il tuo turno."
    )
    assert g.s["counters"]["hp"]["blue"] == 10
    # the seat up may; its own counter anyone may change; a seat out of play: not so
    g.act("blue", "turn.hp", seat="green", count="-1")
    g.act("red", "turn.hp", seat="red", count="-1")
    assert g.s["counters"]["hp"] == {"red": 9, "blue": 10, "green": 9}
    g.act("blue", "turn.action")
    g.act("green", "turn.action")  # the monster: nobody up
    with pytest.raises(NotYourTurn) as e:
        g.act("green", "turn.hp", seat="blue", count="0")
    assert e.value.key == "turns.error.others_nobody_up"
    assert said(e.value, "en", g.d) == (
        "Only the seat that is up may play Hit points on another seat, and no seat is up now."
    )


SHARED = """
[counters.haunted]
shared = true
max = 9
name = "haunted tiles"

[verbs."turn.haunted"]
does = "counter:haunted"
name = "Haunted"

[[phases]]
id = "yin"
name = "Yin"
structure = "sequential"
"""


def test_a_shared_counter_changed_by_a_seats_player_says_whose_move_it_was():
    """Finding 7: "Haunted tiles: +1 (now 1)." named nobody, while a seat's own counter
    names its seat; in a co-op game the shared track ends it: whose move it was is said.
    The GM's correction (no seat) stays a plain line."""
    from bot.service.render import event_text

    g = Game(define(SHARED), ["red", "blue"])
    g.act("blue", "turn.haunted", count="+1")  # out of turn: Blue's own move
    (ev,) = g.events
    assert (ev.kind, ev.data["by"]) == ("SharedCounterChangedBy", "blue")
    assert event_text(ev, "en", g.d) == "Haunted tiles: +1 (now 1; Blue's move)."
    assert event_text(ev, "ja", g.d) == "haunted tiles：+1（現在1、青の行動）。"
    assert event_text(ev, "it", g.d) == "Haunted tiles: +1 (ora 1; mossa del Blu)."
    g.act("red", "turn.haunted", count="3")
    assert (g.events[0].kind, g.events[0].data["by"]) == ("SharedCounterSetBy", "red")
    g.act(None, "turn.haunted", count="+1")  # the GM's correction
    assert [e.kind for e in g.events] == ["SharedCounterChanged"]
