"""Rules play-test 15 found wrong or missing in games defined by their players
(Avalon, Age of Steam, Scotland Yard), each on a small definition, in the engine."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.i18n import error_text
from bot.service.render import params
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
    from bot.engine.games.turns import FAMILY

    return FAMILY.moves(g.d, g.s, g.t)
