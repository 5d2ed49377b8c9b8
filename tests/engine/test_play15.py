"""Rules play-test 15 found wrong or missing in games defined by their players
(Avalon, Age of Steam, Scotland Yard), each on a small definition, in the engine."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.engine.games.definition import DefinitionError
from bot.engine.games.turns import FAMILY
from bot.i18n import error_text
from bot.service.render import event_text, params
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define


def said(err: IllegalAction, locale: str, d) -> str:
    """A refusal as its reader sees it (ids named the way the service names them)."""
    named = params(err.params, locale, d)
    return error_text(
        type(err)(err.key, **{k: named.get(k, v) for k, v in err.params.items()}), locale
    )


# ------------------------------------- (2, 8) a seat outside ``only`` takes no part

ONLY = """
[counters.role]
seat_setup = { red = 1 }
max = 1
name = "role"

[[phases]]
id = "alone"
name = "Alone"
structure = "secret"
outcome = "reveal"
choices = ["taxi", "bus"]
only = { counter = "role", min = 1 }

[[phases]]
id = "others"
name = "Others"
structure = "simultaneous"
only = { counter = "role", max = 0 }

[[phases]]
id = "named"
name = { en = "Quest", ja = "クエスト", it = "Missione" }
structure = "secret"
outcome = "reveal"
choices = ["success", "fail"]
only = { named = true }

[[phases]]
id = "vote"
name = "Vote"
structure = "vote"
only = { named = true }
"""


def test_a_seat_a_counter_leaves_out_of_a_secret_step_is_refused_and_reveals_nothing():
    g = Game(define(ONLY), ["red", "blue", "green"])
    assert g.prompt.up == ["red"]
    with pytest.raises(NotYourTurn) as e:
        g.act("blue", "turn.choose", choice="taxi")
    assert e.value.key == "turns.error.not_taking_part"
    assert e.value.params["seat"] == ["blue"] and e.value.params["seats"] == ["red"]
    with pytest.raises(NotYourTurn):  # the GM naming a seat that takes no part
        g.act(None, "turn.choose", choice="taxi", seat="green")
    g.act("red", "turn.choose", choice="bus")
    revealed = [(e.kind, e.data["seat"]) for e in g.events if e.kind == "ChoiceRevealed"]
    assert revealed == [("ChoiceRevealed", "red")]


def test_a_seat_a_counter_leaves_out_of_a_simultaneous_step_is_refused():
    g = Game(define(ONLY), ["red", "blue", "green"])
    g.act("red", "turn.choose", choice="bus")
    assert g.where()[1] == "others" and g.prompt.up == ["blue", "green"]
    with pytest.raises(NotYourTurn) as e:
        g.act("red", "turn.done")
    assert e.value.key == "turns.error.not_taking_part"
    g.act("blue", "turn.done")
    g.act("green", "turn.done")
    assert g.where()[1] == "named"


def test_a_seat_the_gm_did_not_name_is_refused_in_secret_and_vote_steps():
    g = Game(define(ONLY), ["red", "blue", "green"])
    g.act("red", "turn.choose", choice="bus")
    g.act("blue", "turn.done")
    g.act("green", "turn.done")
    g.act(None, "turn.only", seats="red, green")
    with pytest.raises(NotYourTurn) as e:
        g.act("blue", "turn.choose", choice="success")
    assert e.value.key == "turns.error.not_taking_part"
    assert said(e.value, "it", g.d) == (
        "Il Blu non partecipa a «Missione». Partecipano: il Rosso e il Verde."
    )
    assert said(e.value, "en", g.d) == (
        "Blue does not take part in “Quest”. Taking part: Red and Green."
    )
    assert said(e.value, "ja", g.d) == "青は「クエスト」に参加していません。参加者：赤、緑。"
    g.act("red", "turn.choose", choice="success")
    g.act("green", "turn.choose", choice="fail")
    shown = [e.data["seat"] for e in g.events if e.kind == "ChoiceRevealed"]
    assert shown == ["red", "green"]
    g.act(None, "turn.only", seats="blue")
    with pytest.raises(NotYourTurn):
        g.act("red", "vote", choice="approve")
    with pytest.raises(IllegalAction) as e:
        g.act("blue", "turn.choose", choice="success")  # not a move of a vote
    assert e.value.key == "turns.error.not_a_move_here"


# ------------------------------- (6) a draft item already taken: who took it, what is left

DRAFT = """
[[phases]]
id = "actions"
name = "Actions"
structure = "draft"
items = ["locomotive", "engineer", "production"]

[phases.item_names]
locomotive = { en = "Locomotive", ja = "機関車", it = { text = "Locomotiva", gender = "f" } }
engineer = { en = "Engineer", ja = "技師", it = { text = "Ingegnere", gender = "m" } }
production = { en = "Production", ja = "生産", it = { text = "Produzione", gender = "f" } }
"""


def test_a_draft_item_already_taken_says_who_took_it_and_what_is_left():
    g = Game(define(DRAFT), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="locomotive")
    with pytest.raises(IllegalAction) as e:
        g.act("blue", "turn.pick", choice="locomotive")
    assert e.value.key == "turns.error.item_taken"
    assert e.value.params == {
        "item": "locomotive",
        "seat": "red",
        "items": ["engineer", "production"],
    }
    assert said(e.value, "en", g.d) == (
        "Locomotive was already taken by Red. Left: Engineer and Production."
    )
    assert said(e.value, "it", g.d) == (
        "La Locomotiva l'ha già presa il Rosso. Restano: l'Ingegnere e la Produzione."
    )
    assert said(e.value, "ja", g.d) == "機関車はすでに赤が取りました。場に残り：技師、生産。"
    with pytest.raises(IllegalAction) as e:
        g.act("blue", "turn.pick", choice="caboose")  # never in the display
    assert e.value.key == "turns.error.bad_item"
    # the move offers the display, and names what is gone so /act can send it
    (pick,) = [m for m in g_moves(g) if m.id == "turn.pick"]
    assert pick.choice.ids == ("engineer", "production")
    assert pick.choice.gone == ("locomotive",)


def g_moves(g):
    return FAMILY.moves(g.d, g.s, g.t)


# ---------------------------------------------- (4) a side of several seats wins together

SIDES = """
[counters.caught]
max = 1
name = { en = { text = "captures", one = "capture" }, ja = { text = "逮捕", counter = "回" }, it = { text = "catture", gender = "f", number = "pl", one = "cattura" } }

[counters.failed]
shared = true
max = 5
name = "quests failed"

[counters.escaped]
shared = true
max = 1
name = "escapes"

[verbs.caught]
does = "counter:caught"
[verbs.failed]
does = "counter:failed"
[verbs.escaped]
does = "counter:escaped"

[sides.detectives]
name = { en = { text = "the detectives", number = "pl" }, ja = "刑事たち", it = { text = "detective", gender = "m", number = "pl" } }
seats = ["blue", "green"]

[sides.servants]
name = { en = { text = "Mordred's servants", number = "pl" }, ja = "モードレッドの手下", it = { text = "servitori di Mordred", gender = "m", number = "pl" } }

[[end]]
counter = "caught"
at_least = 1
winner = "detectives"

[[end]]
counter = "failed"
at_least = 3
winner = "servants"

[[end]]
counter = "escaped"
at_least = 1
winner = ["red", "yellow"]

[[phases]]
id = "play"
name = "Play"
"""


def test_a_side_of_seats_wins_together_and_the_result_says_it():
    g = Game(define(SIDES), ["red", "blue", "green", "yellow"])
    g.act("blue", "caught", count=1)
    (won,) = [e for e in g.events if e.kind == "SideWon"]
    assert won.data == {"side": "detectives", "winners": ["blue", "green"]}
    assert g.s["result"] == {"winners": ["blue", "green"], "side": "detectives"}
    assert event_text(won, "en", g.d) == "🏆 The detectives win: Blue and Green!"
    assert event_text(won, "it", g.d) == "🏆 Vincono i detective: il Blu e il Verde!"
    assert event_text(won, "ja", g.d) == "🏆 刑事たちの勝利です！（青、緑）"
    view = FAMILY.view(g.d, g.s, g.t).sections
    (result,) = [s for s in view if getattr(s.title, "key", "") == "turns.dash.result"]
    assert [(x.key, x.params) for x in result.lines] == [
        ("turns.dash.won_by_side", {"side": "detectives", "winners": ["blue", "green"]})
    ]


def test_a_side_whose_seats_are_secret_is_named_alone():
    g = Game(define(SIDES), ["red", "blue", "green", "yellow"])
    g.act("red", "failed", count=3)
    (won,) = [e for e in g.events if e.kind == "SideWon"]
    assert won.data == {"side": "servants", "winners": []}
    assert event_text(won, "en", g.d) == "🏆 Mordred's servants win!"
    assert event_text(won, "it", g.d) == "🏆 Vincono i servitori di Mordred!"
    assert event_text(won, "ja", g.d) == "🏆 モードレッドの手下の勝利です！"


def test_an_end_may_name_several_seats_as_its_winners():
    g = Game(define(SIDES), ["red", "blue", "green", "yellow"])
    g.act("green", "escaped", count=1)
    (won,) = [e for e in g.events if e.kind == "WinnerDeclared"]
    assert won.data == {"winners": ["red", "yellow"]}
    assert event_text(won, "en", g.d) == "🏆 Red and Yellow win!"


def test_a_side_or_a_list_of_winners_that_names_no_seat_is_refused():
    bad = SIDES.replace('winner = ["red", "yellow"]', 'winner = ["red", "purple"]')
    with pytest.raises(DefinitionError, match=r"end\[2\]\.winner: 'purple' is not a seat"):
        define(bad)
    bad = SIDES.replace('seats = ["blue", "green"]', 'seats = ["blue", "grene"]')
    with pytest.raises(DefinitionError, match=r"sides\.detectives\.seats: 'grene' is not a seat"):
        define(bad)
    bad = SIDES.replace('winner = "detectives"', 'winner = "detectivs"')
    with pytest.raises(DefinitionError, match=r"did you mean 'detectives'"):
        define(bad)


# ------------------------- (5) an auction sets the turn order of the rest of the round

ORDER = """
[counters.money]
setup = 20
name = "money"

[[phases]]
id = "auction"
name = "Auction for turn order"
structure = "auction"
limit = "money"
winner_pays = true
turn_order = "dropping_out"

[[phases]]
id = "draft"
name = "Actions"
structure = "draft"
items = ["a", "b", "c", "d"]

[[phases]]
id = "build"
name = "Build"
structure = "sequential"
"""


def test_an_auction_sets_this_round_s_order_by_dropping_out():
    g = Game(define(ORDER), ["red", "blue", "green", "yellow"])
    g.act("red", "turn.bid", amount=1)
    g.act("blue", "turn.pass")  # first out: plays last
    g.act("green", "turn.bid", amount=2)
    g.act("yellow", "turn.pass")
    g.act("red", "turn.pass")
    (ordered,) = [e for e in g.events if e.kind == "TurnOrderNow"]
    assert ordered.data == {"order": ["green", "red", "yellow", "blue"]}
    assert event_text(ordered, "en", g.d) == (
        "Turn order for the rest of this round: Green, Red, Yellow, Blue."
    )
    assert event_text(ordered, "it", g.d) == (
        "Ordine di turno per il resto di questo round: Verde, Rosso, Giallo, Blu."
    )
    assert g.s["start_player"] == "green"
    picks = []
    for _ in range(4):
        (seat,) = g.prompt.up
        picks.append(seat)
        g.act(seat, "turn.pick", choice=g.pos["display"][0])
    assert picks == ["green", "red", "yellow", "blue"]
    assert g.where()[1] == "build" and g.prompt.up == ["green"]
    g.act("green", "turn.action")
    assert g.prompt.up == ["red"]


def test_an_auction_sets_the_order_by_bids():
    g = Game(define(ORDER.replace('"dropping_out"', '"bids"')), ["red", "blue", "green"])
    g.act("red", "turn.bid", amount=3)
    g.act("blue", "turn.bid", amount=5)
    g.act("green", "turn.pass")
    g.act("red", "turn.pass")
    (ordered,) = [e for e in g.events if e.kind == "TurnOrderNow"]
    assert ordered.data == {"order": ["blue", "red", "green"]}  # 5, 3, none


def test_an_auction_ordering_seats_takes_one_lot():
    bad = ORDER.replace('turn_order = "dropping_out"', 'turn_order = "bids"\nlots = ["x", "y"]')
    with pytest.raises(DefinitionError, match="turn_order: orders the seats by one lot"):
        define(bad)


# ----------------------------- (19) a vote only the seats a counter lets in take part in

VOTE_BY_COUNTER = """
[counters.influence]
seat_setup = { red = 1, blue = 1 }
max = 1
name = "influence"

[[phases]]
id = "vote"
name = "Vote"
structure = "vote"
only = { counter = "influence", min = 1 }
"""


def test_a_seat_a_counter_leaves_out_of_a_vote_is_refused_and_not_counted():
    g = Game(define(VOTE_BY_COUNTER), ["red", "blue", "green"])
    assert g.prompt.up == ["red", "blue"]
    with pytest.raises(NotYourTurn) as e:
        g.act("green", "vote", choice="reject")
    assert e.value.key == "turns.error.not_taking_part"
    g.act("red", "vote", choice="approve")
    g.act("blue", "vote", choice="approve")
    (tally,) = [e for e in g.events if e.kind == "BallotApproved"]
    assert (tally.data["approve"], tally.data["reject"]) == (2, 0)
