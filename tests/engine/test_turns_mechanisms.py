"""Mechanisms the second user's games needed and could not express (issue 20, defs4),
each written in a small TOML definition and played in the engine: the game's end in
data, the GM ending a game with a winner, pushing past a seat, a step only some
seats take part in, rounds labelled per language, the turn of a step taken several
times, next round's order from the passes, reverse and snake orders, turns by
player count, a simultaneous step the GM closes."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games import session
from bot.engine.games.base import Actor, Table
from bot.engine.games.definition import DefinitionError
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text, prompt_text
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

TRACK = """
[counters.vp]
setup = 0
min = -20
max = 20
shared = true
name = { en = "VP track", ja = "勝利点トラック", it = "tracciato PV" }

[counters.centres]
setup = 3
max = 34
name = { en = "supply centres", ja = "補給都市", it = "centri" }

[verbs.vp]
does = "counter:vp"
[verbs.centres]
does = "counter:centres"

[[end]]
counter = "vp"
at_least = 20
winner = "blue"
name = { en = "Blue reaches 20", ja = "青が20に到達", it = "Blu arriva a 20" }

[[end]]
counter = "vp"
at_most = -20
winner = "red"

[[end]]
counter = "centres"
at_least = 18

[[phases]]
id = "play"
name = "Play"
"""


def test_a_shared_track_at_its_end_ends_the_game_with_the_named_winner():
    g = Game(define(TRACK), ["red", "blue"])
    g.act("blue", "vp", count="+19")
    assert not g.pos["finished"]
    g.act("red", "vp", count="+1")
    assert g.pos["finished"]
    assert g.kinds() == [
        "SharedCounterChangedBy",  # Red's move (play-test 20)
        "NamedTrackEndReached",
        "GameFinished",
        "WinnerDeclared",
    ]
    text = [event_text(e, "en", g.d) for e in g.events]
    assert text[1:] == [  # the end's name and what reached it: one line (play-test 14)
        "🏁 Blue reaches 20: VP track reaches 20. The game is over.",
        "Thanks for playing!",  # the line before says the game is over (play-test 15)
        "🏆 Blue wins!",
    ]
    assert g.s["result"] == {"winners": ["blue"]}
    with pytest.raises(IllegalAction):
        g.act("red", "vp", count="-1")  # the game is over


def test_a_seat_reaching_a_counter_wins():
    g = Game(define(TRACK), ["red", "blue", "green"])
    g.act(None, "centres", seat="green", count="18")
    assert g.s["result"] == {"winners": ["green"]}
    assert (
        event_text(g.events[1], "it", g.d) == "🏁 Il Verde arriva a 18 centri: la partita è finita."
    )


def test_ends_are_checked_against_the_definition():
    bad = TRACK.replace('winner = "blue"', 'winner = "bleu"').replace(
        'counter = "centres"\nat_least = 18', 'counter = "centres"'
    )
    with pytest.raises(DefinitionError) as e:
        define(bad)
    lines = str(e.value)
    assert "end[0].winner: 'bleu' is not a seat (did you mean 'blue'?)" in lines
    assert "end[2].counter: needs at_least or at_most" in lines
    with pytest.raises(DefinitionError, match="a shared counter's end names the seat"):
        define(TRACK.replace('winner = "red"\n', ""))


DRAW_VOTE = """
[counters.centres]
setup = 3
name = "centres"
[verbs.centres]
does = "counter:centres"
[winner]
by = "counter:centres"

[rounds]
count = 0

[[phases]]
id = "winter"
name = "Winter"

[[phases.steps]]
id = "draw"
name = { en = "Draw proposal", ja = "引き分けの提案", it = "Proposta di patta" }
structure = "vote"
tie = "reject"
markers = false
on_approve = "end_game"
ballot_names = [{ en = "the draw", ja = "引き分け", it = "la patta" }]
choice_names = { approve = { en = "Accept", ja = "受諾", it = "Accetto" } }
"""


def test_a_vote_that_passes_ends_the_game_in_a_draw_in_its_own_words():
    """Bug 4: the vote spoke of laws, markers and Parliament, and passing did nothing."""
    g = Game(define(DRAW_VOTE.replace("count = 0", "count = 5")), ["red", "blue", "green"])

    g.act("red", "vote", choice="accept")  # a choice by the step's own name
    assert event_text(g.events[0], "en", g.d) == (
        "Red votes “Accept” (the draw). Still to vote: Blue and Green."
    )
    g.act("blue", "vote", choice="approve")
    g.act("green", "vote", choice="approve")
    text = [event_text(e, loc, g.d) for e in g.events for loc in ("en", "ja", "it")]
    assert "⚖ The draw is approved: 3 for, 0 against." in text
    assert "⚖ Patta approvata: 3 a favore, 0 contro." in text
    assert "⚖ 引き分けは承認されました（賛成3、反対0）。" in text
    assert "🤝 The game is a draw: Red, Blue and Green." in text
    assert not any(w in t for t in text for w in ("law", "marker", "Parliament", "Parlamento"))
    assert g.s["finished"] and g.s["result"] == {"draw": ["red", "blue", "green"]}


def test_a_vote_without_a_choice_names_the_choices():
    g = Game(define(DRAW_VOTE.replace("count = 0", "count = 5")), ["red", "blue"])
    with pytest.raises(IllegalAction) as e:
        g.act("red", "vote")
    assert e.value.key == "turns.error.vote_how" and e.value.params["votes"] == [
        "approve",
        "reject",
    ]


def test_an_open_ended_game_needs_something_that_ends_it():
    define(DRAW_VOTE)  # a vote ends it
    with pytest.raises(DefinitionError, match="rounds.count: is 0 .open-ended. but nothing"):
        define(DRAW_VOTE.replace('on_approve = "end_game"', ""))


def _envelope(d, seats):
    g = session.new_game(d, gm=99)
    for i, seat in enumerate(seats, start=1):
        g, _ = session.join(g, d, i, seat)
    g, _ = session.begin(g, d, FAMILY, Actor(99, (), True))
    return g


def test_the_gm_ends_a_game_naming_the_winner_or_with_the_games_ranking():
    d = define(DRAW_VOTE)
    g = _envelope(d, ["red", "blue", "green"])
    g, _ = session.act(
        g, d, FAMILY, {"type": "centres", "seat": "blue", "count": 7}, session.actor(g, 99)
    )
    ended, ev = session.end(g, session.actor(g, 99), d, FAMILY)
    kinds = [e.kind for e in ev]
    assert kinds[:2] == ["GameEnded", "Ranked"] and "WinnerNamed" in kinds
    assert ev[kinds.index("WinnerNamed")].data["winners"] == ["blue"]
    ended, ev = session.end(g, session.actor(g, 99), d, FAMILY, ["red", "green"])
    assert [e.kind for e in ev][:2] == ["GameEnded", "WinnerDeclared"]
    assert ended["state"]["result"] == {"winners": ["red", "green"]}
    assert session.replay(_log(d, ["red", "blue", "green"], ["red", "green"]), d, FAMILY)["state"][
        "result"
    ] == {"winners": ["red", "green"]}
    with pytest.raises(IllegalAction):
        session.end(g, session.actor(g, 99), d, FAMILY, ["purple"])


def _log(d, seats, winners):
    g = session.new_game(d, gm=99)
    log = [session.record("new", game=g).data]
    for i, seat in enumerate(seats, start=1):
        g, ev = session.join(g, d, i, seat)
        log += [e.data for e in ev if e.kind == "Action"]
    for step in (
        lambda g: session.begin(g, d, FAMILY, session.actor(g, 99)),
        lambda g: session.end(g, session.actor(g, 99), d, FAMILY, winners),
    ):
        g, ev = step(g)
        log += [e.data for e in ev if e.kind == "Action"]
    return log


ORDERS = """
[counters.units]
setup = 1
name = "units"

[[phases]]
id = "orders"
name = "Orders"
structure = "simultaneous"
advance = "gm"
names = { done = { en = "Orders sent", ja = "命令送信済み", it = "Ordini inviati" } }

[[phases]]
id = "retreats"
name = "Retreats"
structure = "simultaneous"
only = { counter = "units", max = 0 }

[[phases]]
id = "builds"
name = "Builds"
structure = "simultaneous"
only = { named = true }
"""


def test_a_simultaneous_step_the_gm_closes_and_a_seat_the_gm_goes_on_without():
    g = Game(define(ORDERS), ["red", "blue", "green"])
    assert g.prompt.options["red"][0].label.kind == "done_label"
    g.act("red", "turn.done")
    with pytest.raises(PermissionDenied):
        g.act("red", "turn.skip", seat="blue")  # the GM's move
    g.act(None, "turn.skip", seat="blue")
    assert g.kinds() == ["PlayerSkipped"] and g.prompt.up == ["green"]
    g.act("green", "turn.done")
    # advance = "gm": everyone done, the step waits for the GM
    assert g.kinds() == ["PlayerDoneLast", "AllDoneGm"] and g.prompt.waiting_for == "gm"
    with pytest.raises(PermissionDenied) as e:
        g.act("red", "phase.next")
    assert e.value.key == "error.gm_only"
    g.act(None, "phase.next")
    # retreats: only the seats with no units left take part (nobody): skipped
    assert g.where() == (1, "builds", "builds")


def test_the_gm_may_close_a_held_step_early_those_still_playing_skipped():
    g = Game(define(ORDERS), ["red", "blue"])
    g.act("red", "turn.done")
    g.act(None, "phase.next")
    assert g.kinds()[0] == "PlayersSkipped" and g.events[0].data["seats"] == ["blue"]


def test_a_step_only_the_seats_a_counter_lets_in_take_part():
    g = Game(define(ORDERS), ["red", "blue", "green"])
    g.s["counters"]["units"]["blue"] = 0
    g.act(None, "turn.skip", seat="red")
    g.act(None, "turn.skip", seat="blue")
    g.act(None, "turn.skip", seat="green")
    g.act(None, "phase.next")
    assert g.where() == (1, "retreats", "retreats") and g.prompt.up == ["blue"]


def test_a_step_waits_for_the_gm_to_name_who_takes_part():
    g = Game(define(ORDERS), ["red", "blue", "green"])
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.done")
    g.act(None, "phase.next")
    assert g.where() == (1, "builds", "builds")
    assert g.prompt.up == [] and g.prompt.waiting_for == "gm"
    assert g.prompt.hint_key == "turns.hint.name_players"
    with pytest.raises(IllegalAction) as e:
        g.act("red", "turn.done")
    assert e.value.key == "turns.error.names_awaited"
    with pytest.raises(PermissionDenied) as e:
        g.act("red", "phase.next")  # naming who takes part is the GM's
    assert e.value.key == "error.gm_only"
    g.act(None, "turn.only", seats="Green, red")
    assert g.kinds() == ["PlayersNamed"] and g.prompt.up == ["red", "green"]


LABELS = """
[rounds]
count = 20
first = 1901
label = { en = "{n}", ja = "{n}年", it = "{n}" }

[[phases]]
id = "spring"
name = { en = "Spring", ja = "春", it = "Primavera" }
"""


def test_rounds_labelled_per_language_from_an_offset():
    d = define(LABELS)
    g = Game(d, ["red", "blue"])
    for loc, text in (("en", "1901 · Spring"), ("ja", "1901年・春")):  # its one step: said once
        assert prompt_text(g.prompt, loc, d) == text
    g.next()
    started = next(e for e in g.events if e.kind == "LabelStarted")
    assert event_text(started, "ja", d) == "🔄 1902年開始。"
    assert event_text(started, "it", d) == "🔄 1902: si comincia."
    with pytest.raises(DefinitionError, match="rounds.first: needs a label"):
        define(LABELS.replace("label = ", "# label = "))


ROUNDS = """
[[phases]]
id = "setup"
name = "Setup"
when = { first_round = true }

[[phases.steps]]
id = "dwellings"
name = "Dwellings"
structure = "sequential"
turns = 2
order = "snake"

[[phases.steps]]
id = "bonus"
name = "Bonus tiles"
structure = "sequential"
order = "reverse"

[[phases]]
id = "actions"
name = "Actions"
structure = "sequential"
start = "first_player"
turns = { 2 = 3, 3 = 2 }

[[phases]]
id = "pass"
name = "Pass"
structure = "passing"
first_player_token = true
next_round_order = "pass_order"
"""


def test_snake_and_reverse_orders_and_turns_by_player_count():
    g = Game(define(ROUNDS), ["red", "blue", "green"])
    order = []
    while g.pos["step"] == "dwellings":
        order.append(g.prompt.up[0])
        g.act(g.prompt.up[0], "turn.action")
    assert order == ["red", "blue", "green", "green", "blue", "red"]
    order = []
    while g.pos["step"] == "bonus":
        order.append(g.prompt.up[0])
        g.act(g.prompt.up[0], "turn.action")
    assert order == ["green", "blue", "red"]
    # three players: two turns each, the prompt saying which
    assert prompt_text(g.prompt, "en", g.d).endswith("Actions (1/2)")
    for _ in range(3):
        g.act(g.prompt.up[0], "turn.action")
    assert prompt_text(g.prompt, "en", g.d).endswith("Actions (2/2)")


def test_next_rounds_turn_order_is_this_rounds_pass_order():
    g = Game(define(ROUNDS), ["red", "blue", "green"])
    while g.pos["phase"] != "pass":
        g.act(g.prompt.up[0], "turn.action")
    g.act("red", "turn.action")
    g.act("blue", "turn.pass")
    g.act("green", "turn.pass")
    g.act("red", "turn.pass")
    assert "TurnOrderSet" in g.kinds()
    assert g.pos["round"] == 2 and g.pos["first_player"] == "blue"
    assert g.s["turn_order"] == ["blue", "green", "red"]
    order = [g.prompt.up[0]]
    g.act(order[0], "turn.action")
    order.append(g.prompt.up[0])
    assert order == ["blue", "green"]  # round 2's actions follow the passes


# ------------------------------------------- issue 23: what the turn flow says, exactly

GRANTS = """
[counters.vp]
setup = 5
min = 0
max = 50
name = "VP"
[counters.bonus]
setup = 2
max = 10
name = "bonus"
[counters.cash]
setup = 7
max = 10
name = "cash"
[counters.gold]
setup = 0
max = 10
name = "gold"
[counters.track]
setup = 5
min = 0
max = 9
shared = true
name = "track"
[counters.tide]
setup = 3
min = 0
max = 9
shared = true
name = "tide"

[[phases]]
id = "play"
name = "Play"
grant = [
    { counter = "vp", from = "vp", plus = -1 },
    { counter = "cash", plus = 0 },
    { counter = "gold", plus = 2 },
    { counter = "bonus", from = "vp", plus = 1 },
    { counter = "track", from = "track", plus = -2 },
    { counter = "track", from = "track", plus = 0 },
    { counter = "tide", plus = 4 },
]
"""


def test_a_steps_grants_each_say_what_they_did():
    g = Game(define(GRANTS), ["red", "blue"])
    g.next()
    assert [(e.kind, e.data) for e in g.events][3:] == [
        ("CounterLowered", {"plus": -1, "counter": "vp", "minus": 1}),
        ("CounterReset", {"plus": 0, "counter": "cash"}),
        ("CounterGranted", {"plus": 2, "counter": "gold"}),
        ("CounterGrantedFrom", {"plus": 1, "counter": "bonus", "from": "vp"}),
        ("SharedLowered", {"plus": -2, "counter": "track", "count": 1, "minus": 2}),
        ("SharedRaised", {"plus": 0, "counter": "track", "count": 1, "minus": 0}),
        ("SharedSet", {"plus": 4, "counter": "tide", "count": 4}),
    ]
    assert g.pos["counters"]["vp"] == {"red": 3, "blue": 3}
    assert g.s["shared"] == {"track": 1, "tide": 4}


def test_a_round_of_its_own_name_then_the_final_phase_then_the_end():
    d = define(
        """
[rounds]
count = 2
name = { en = "Age", ja = "時代", it = "Era" }
[[phases]]
id = "play"
name = "Play"
[[phases]]
id = "score"
name = "Final scoring"
final = true
"""
    )
    g = Game(d, ["red", "blue"])
    g.next()
    assert (g.events[0].kind, g.events[0].data) == (
        "PeriodStarted",
        {
            "round": 2,
            "round_name": "named",
            "period": "round",
            "first_player": "red",
            "start_player": "red",
        },
    )
    assert event_text(g.events[0], "en", d) == "🔄 Age 2 begins."
    where = {"round": 2, "phase": "play", "step": "play", "section": ""}
    assert [(e.kind, e.data) for e in g.events][1:] == [
        ("PhaseStarted", where),
        ("StepStarted", where),
    ]
    g.next()
    assert [(e.kind, e.data) for e in g.events] == [
        ("FinalScoring", {"round": 2, "phase": "score", "step": "score", "section": ""}),
        ("StepStarted", {"round": 2, "phase": "score", "step": "score", "section": ""}),
    ]
    g.next()
    assert g.kinds()[-1] == "GameFinished" and g.s["finished"] is True


ONE_ROUND = """
[rounds]
count = 1
[[phases]]
id = "play"
name = "Play"
"""


def test_a_game_without_final_phases_ends_after_its_last_round():
    g = Game(define(ONE_ROUND), ["red", "blue"])
    g.next()
    assert g.kinds() == ["GameFinished"] and g.s["finished"] is True


def test_only_a_seated_player_or_the_gm_moves_play_on():
    g = Game(define(ONE_ROUND.replace("count = 1", "count = 3")), ["red", "blue"])
    with pytest.raises(PermissionDenied) as e:
        FAMILY.apply(g.d, g.s, g.t, {"type": "phase.next"}, Actor(55))
    assert e.value.key == "turns.error.not_seated"
    g.act("red", "phase.next")
    assert g.s["round"] == 2


DRAFT = """
[rounds]
count = 3
[[phases]]
id = "draft"
name = "Draft"
[[phases.steps]]
id = "pick"
name = "Pick"
structure = "simultaneous"
repeat = 2
pass_hands = ["left", "right"]
"""


def test_a_repeated_step_counts_its_times_and_hands_pass_each_round_its_way():
    g = Game(define(DRAFT), ["red", "blue", "green"])

    def everyone_done():
        for seat in ("red", "blue", "green"):
            out = g.act(seat, "turn.done")
        return out

    def at(rnd, rep):
        return {
            "round": rnd,
            "phase": "draft",
            "step": "pick",
            "section": "",
            "rep": rep,
            "reps": 2,
        }

    out = everyone_done()
    assert out.boundary is False  # the same round
    assert [(e.kind, e.data) for e in g.events][2:] == [
        ("StepCompleted", at(1, 1)),
        ("HandsPassed", {"direction": "left", "seats": ["red", "blue", "green"]}),
        ("StepStarted", at(1, 2)),
    ]
    out = everyone_done()
    assert out.boundary is True  # a new round
    # play-test 18, finding 19: no pass after the last time (the hands are empty)
    assert [(e.kind, e.data) for e in g.events][2:] == [
        ("StepCompleted", at(1, 2)),
        (
            "RoundStarted",
            {
                "round": 2,
                "round_name": "round",
                "period": "round",
                "first_player": "red",
                "start_player": "red",
            },
        ),
        ("PhaseStarted", at(2, 1)),
        ("StepStarted", at(2, 1)),
    ]
    everyone_done()
    assert g.events[3].data == {"direction": "right", "seats": ["red", "green", "blue"]}
    everyone_done()
    everyone_done()  # round 3: the last way is repeated
    assert g.events[3].data == {"direction": "right", "seats": ["red", "green", "blue"]}
    # two seats pass hands too
    g2 = Game(define(DRAFT), ["red", "blue"])
    g2.act("red", "turn.done")
    g2.act("blue", "turn.done")
    assert g2.events[3].kind == "HandsPassed"


def test_setting_up_refuses_an_empty_table_and_a_first_player_not_seated():
    d = define(ONE_ROUND)
    with pytest.raises(IllegalAction) as e:
        FAMILY.setup(d, Table(seats=()), {})
    assert e.value.key == "turns.error.no_seats"
    two = Table(seats=(("red", 1), ("blue", 2)))
    with pytest.raises(IllegalAction) as e:
        FAMILY.setup(d, two, {"first_player": "green"})
    assert e.value.key == "error.unknown_seat"
    assert e.value.params == {"seat": "green", "seats": ["red", "blue"]}
    s = FAMILY.setup(d, two, {"first_player": ""})  # blank: the first seat
    assert s["first_player"] == "red" and s["start_player"] == "red"
    assert FAMILY.setup(d, two, {"first_player": "blue"})["first_player"] == "blue"
