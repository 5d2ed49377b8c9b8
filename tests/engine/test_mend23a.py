"""review23a's defects in role selection and recording-only rolls (mend23a)."""

from __future__ import annotations

import pytest

from bot.engine.games import session
from bot.engine.games.definition import DefinitionError
from bot.engine.games.envelope import ROLL_RECORDS_ONLY
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_fix23a import INCOME
from tests.engine.test_play18 import GM, Faces, _game, _who
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ------------------------------------------- (1) two roles naming one phase

TWO_FOR_ONE = """
[[phases]]
id = "roles"
name = "Roles"
structure = "draft"
items = ["a", "b", "c"]
roles = { a = "act", b = "act", c = "other" }

[[phases]]
id = "act"
name = "Act"
structure = "sequential"
turns = 1

[[phases]]
id = "other"
name = "Other"
structure = "sequential"
turns = 1
"""


def _turns(g, seats):
    for seat in seats:
        assert g.prompt.up == [seat], (g.where(), seat)
        g.act(seat, "turn.action")


def test_a_phase_two_roles_name_is_played_when_either_is_picked():
    # the role written first picked: its phase is played, from its chooser
    g = Game(define(TWO_FOR_ONE), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="c")
    g.act("blue", "turn.pick", choice="a")
    g.act("green", "turn.pick", choice="b")
    # both picked: act is played once, begun by Blue (a picked before b)
    assert g.where() == (1, "act", "act")
    _turns(g, ["blue", "green", "red"])
    assert g.where() == (1, "other", "other")
    _turns(g, ["red", "blue", "green"])
    assert g.where() == (2, "roles", "roles")


def test_a_phase_two_roles_name_is_played_when_only_the_first_is_picked():
    g = Game(define(TWO_FOR_ONE.replace('"c"]', '"c", "d"]')), ["red", "blue"])
    g.act("red", "turn.pick", choice="d")
    g.act("blue", "turn.pick", choice="a")
    assert g.where() == (1, "act", "act")
    _turns(g, ["blue", "red"])
    # other (c, nobody's) is not played
    assert g.where() == (2, "roles", "roles")


# ------------------------------------------- (2) a record that orders the turns

INITIATIVE = """
[counters.initiative]
setup = 0

[[phases]]
id = "init"
name = "Initiative"
structure = "roll"
dice = "1d6"
record = "initiative"

[[phases]]
id = "moves"
name = "Moves"
structure = "sequential"
turns = 1
order_by = { counter = "initiative", rank = "high" }
"""


def test_a_roll_whose_record_orders_the_turns_rolls_its_ties_again():
    d, g = _game(INITIATIVE)
    assert g["state"]["rules"] >= ROLL_RECORDS_ONLY
    # Blue and Green tie on 5 and roll again (2, 6); Faces fails if asked for more
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), Faces(3, 5, 5, 2, 6))
    said = [event_text(e, "en", d) for e in ev if e.kind != session.ACTION]
    assert said[3] == "<@999> (GM) rolled for Red, Blue and Green."  # (play-test 24)
    assert said[4:8] == [
        "Tie between Blue and Green (5): they roll again.",
        "🎲 Blue rolls again: 1d6 (2) = 2.",
        "🎲 Green rolls again: 1d6 (6) = 6.",
        "Green won with 5.",
    ]
    # (rules 14) the counter keeps the totals, the roll's ranking orders the equal ones:
    # Blue's reroll only lost the tie for first, it does not put Blue after Red
    assert "Turn order for the rest of this round: Green, Blue, Red." in said
    assert g["state"]["counters"]["initiative"] == {"red": 3, "blue": 5, "green": 5}


# ------------------------------------------- (7) a rules-12 game's tie, and its result


def test_a_rules_12_game_still_says_who_won_the_tie_it_rolled_again():
    d, g = _game(INCOME)
    g["state"]["rules"] = 12  # as a game stored before play-test 23 holds it
    faces = Faces(1, 1, 1, 1, 5, 5, 2, 2, 6, 6)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), faces)
    said = [event_text(e, "en", d) for e in ev if e.kind != session.ACTION]
    assert said[3] == "<@999> (GM) rolled for Red, Blue and Green."  # (play-test 24)
    assert said[4:8] == [
        "Tie between Red and Blue (2): they roll again.",
        "🎲 Red rolls again: 2d6 (2, 2) = 4.",
        "🎲 Blue rolls again: 2d6 (6, 6) = 12.",
        "Green won with 10.",  # the tie was for last place: it does not move Green
    ]
    won = next(e for e in ev if e.kind == "AmountWon")
    assert event_text(won, "it", d) == "Il Verde vince con 10."
    assert event_text(won, "ja", d) == "緑が10で勝ちました。"


# ------------------------------------------- (6 in review23a) a bonus the counter's max caps

CAPPED = """
[rounds]
count = 2

[counters.gold]
setup = 0
max = 1
name = { en = "gold", ja = { text = "金", counter = "枚" }, it = { text = "oro", gender = "m", number = "sg" } }

[[phases]]
id = "roles"
name = "Roles"
structure = "draft"
items = ["a", "b", "c"]
roles = { a = "pa", b = "pb", c = "pc" }
role_bonus = { counter = "gold", plus = 3 }

[phases.item_names]
a = { en = "Arms", ja = "武器", it = { text = "Armi", gender = "f", number = "pl" } }
b = { en = "Barter", ja = "交易", it = { text = "Baratto", gender = "m" } }
c = { en = "Crown", ja = "王冠", it = { text = "Corona", gender = "f" } }

[[phases]]
id = "pa"
name = "PA"
structure = "sequential"
turns = 1

[[phases]]
id = "pb"
name = "PB"
structure = "sequential"
turns = 1

[[phases]]
id = "pc"
name = "PC"
structure = "sequential"
turns = 1
"""


def test_a_bonus_the_counter_s_max_caps_says_what_was_taken():
    g = Game(define(CAPPED), ["red", "blue"])
    g.act("red", "turn.pick", choice="a")
    g.act("blue", "turn.pick", choice="b")
    _turns(g, ["red", "blue", "blue", "red"])
    assert g.s["role_bonus"] == {"c": 3}
    g.act("red", "turn.pick", choice="c")
    taken = next(e for e in g.events if e.kind.startswith("RoleBonus"))
    assert g.s["counters"]["gold"]["red"] == 1
    assert event_text(taken, "en", g.d) == (
        "Red takes 1 of the 3 gold gathered on Crown (now 1, the most it can hold); "
        "the rest is lost."
    )
    assert event_text(taken, "it", g.d) == (
        "Il Rosso prende anche il bonus della Corona, ma solo 1 oro su 3 (ora 1, il massimo); "
        "il resto va perso."
    )
    assert event_text(taken, "ja", g.d) == (
        "赤は王冠に置かれていた金3枚のうち金1枚だけを得ます（上限の金1枚に達し、残りは失われます）。"
    )


# ------------------------------------------- (3, 4) the check's words for roles and bonuses

BAD_ROLES = """
[counters.credits]
setup = 0

[[phases]]
id = "actions"
name = "Actions"
structure = "draft"
items = ["explore", "develop"]
roles = { explore = "explore", develop = "actions", bogus = "explore" }
role_bonus = { counter = "credit" }

[[phases]]
id = "explore"
name = "Explore"
structure = "sequential"
turns = 1
"""


def _said(body: str) -> dict[str, dict[str, str]]:
    """Each problem's path and what it says in en, it and ja."""
    from bot.service.definitions import problem_text

    with pytest.raises(DefinitionError) as e:
        define(body)
    return {
        p.path: {loc: problem_text(p, loc).split(p.path, 1)[-1] for loc in ("en", "it", "ja")}
        for p in e.value.problems
    }


def test_the_check_says_role_and_bonus_problems_in_each_language_at_one_path():
    said = _said(BAD_ROLES)
    # every role problem at the key's path as the file writes it (the phase has no steps)
    assert sorted(said) == [
        "phases[0].role_bonus.counter",
        "phases[0].roles.bogus",
        "phases[0].roles.develop",
    ]
    assert said["phases[0].role_bonus.counter"] == {
        "en": ": 'credit' is not a counter each seat holds (did you mean 'credits'?); "
        "counters each seat holds: credits",
        "it": ": 'credit' non è un contatore di ciascun posto (forse intendevi 'credits'?); "
        "contatori di ciascun posto: credits",
        "ja": "：'credit' という各席のカウンターはありません（'credits' のことですか？）。"
        "各席のカウンター：credits",
    }
    assert said["phases[0].roles.bogus"] == {
        "en": ": 'bogus' is not an item; items: explore, develop",
        "it": ": 'bogus' non è un elemento; elementi: explore, develop",
        "ja": "：'bogus' というアイテムはありません。アイテム：explore, develop",
    }
    assert said["phases[0].roles.develop"] == {
        "en": ": 'actions' is the draft itself: a role names a phase or step the draft enables",
        "it": ": 'actions' è il draft stesso: un ruolo nomina una fase o un passaggio che il draft "
        "attiva",
        "ja": "：'actions' はドラフトそのものです。役割はドラフトが有効にするフェイズかステップを指します",
    }


def test_a_roll_s_record_check_says_counters_each_seat_holds_in_each_language():
    body = INITIATIVE.replace('record = "initiative"', 'record = "initiatve"').replace(
        'order_by = { counter = "initiative", rank = "high" }', ""
    )
    assert _said(body)["phases[0].record"] == {
        "en": ": 'initiatve' is not a counter each seat holds (did you mean 'initiative'?); "
        "counters each seat holds: initiative",
        "it": ": 'initiatve' non è un contatore di ciascun posto (forse intendevi "
        "'initiative'?); contatori di ciascun posto: initiative",
        "ja": "：'initiatve' という各席のカウンターはありません（'initiative' のことですか？）。"
        "各席のカウンター：initiative",
    }


def test_a_bonus_without_roles_is_said_in_each_language():
    body = BAD_ROLES.replace(
        'roles = { explore = "explore", develop = "actions", bogus = "explore" }\n', ""
    ).replace('"credit"', '"credits"')
    assert _said(body)["phases[0].role_bonus"] == {
        "en": ": a bonus is for roles: name them in `roles`",
        "it": ": un bonus è dei ruoli: nominali in `roles`",
        "ja": "：ボーナスは役割のためのものです。`roles` に役割を書いてください",
    }


# ------------------------------------------- (5) a role's phase written before the draft


BEFORE = """
[[phases]]
id = "early"
name = "Early"
structure = "sequential"
turns = 1

[[phases]]
id = "roles"
name = "Roles"

[[phases.steps]]
id = "warm"
name = "Warm up"
structure = "sequential"
turns = 1

[[phases.steps]]
id = "pick"
name = "Pick"
structure = "draft"
items = ["a", "b", "c"]
roles = { a = "early", b = "warm", c = "late" }

[[phases]]
id = "late"
name = "Late"
structure = "sequential"
turns = 1
"""


def test_the_check_refuses_a_role_whose_phase_comes_before_the_draft():
    said = _said(BEFORE)
    # a phase before the draft's, and a step before it in its own phase; late is fine
    assert sorted(said) == ["phases[1].steps[1].roles.a", "phases[1].steps[1].roles.b"]
    assert said["phases[1].steps[1].roles.a"] == {
        "en": ": 'early' comes before the draft in the round, so it is never played "
        "(nothing is picked yet, and the picks end with the round): write it after the draft",
        "it": ": 'early' viene prima del draft nel round, quindi non si gioca mai (non è "
        "ancora stato scelto nulla, e le scelte finiscono con il round): scrivilo dopo il draft",
        "ja": "：'early' はラウンドの中でドラフトより前にあるため、一度もプレイされません"
        "（まだ何も選ばれておらず、選んだ役割はラウンドの終わりで消えます）。ドラフトの後に書いてください",
    }
    assert said["phases[1].steps[1].roles.b"]["en"].startswith(": 'warm' comes before")


# ------------------------------------------- a role's phase with its own order_by

ORDERED = """
[counters.vp]
setup = 0

[[phases]]
id = "roles"
name = "Roles"
structure = "draft"
items = ["build", "trade"]
roles = { build = "build", trade = "trade" }

[[phases]]
id = "build"
name = "Build"
EACH

[[phases.steps]]
id = "b1"
name = "Build 1"
structure = "sequential"
turns = 1
order_by = { counter = "vp", rank = "high" }

[[phases.steps]]
id = "b2"
name = "Build 2"
structure = "sequential"
turns = 1

[[phases]]
id = "trade"
name = "Trade"
structure = "sequential"
turns = 1
"""


def _build(each: str) -> list[tuple[str, str]]:
    """Who plays the build phase's steps, in order, when Blue picked build and the
    seats hold 1 (Red), 2 (Blue) and 5 (Green) victory points."""
    g = Game(define(ORDERED.replace("EACH", each)), ["red", "blue", "green"])
    g.s["counters"]["vp"] = {"red": 1, "blue": 2, "green": 5}
    g.act("red", "turn.pick", choice="trade")
    g.act("blue", "turn.pick", choice="build")
    out = []
    while g.where()[1] == "build":
        (seat,) = g.prompt.up
        out.append((g.where()[2], seat))
        g.act(seat, "turn.action")
    return out


def test_a_step_s_own_order_by_wins_over_the_role_s_chooser():
    # b1 in the order the counter gives, Green first; b2 from Blue, the chooser
    assert _build("") == [
        ("b1", "green"),
        ("b1", "blue"),
        ("b1", "red"),
        ("b2", "blue"),
        ("b2", "red"),
        ("b2", "green"),
    ]


def test_an_each_seat_role_phase_s_passes_follow_its_first_step_s_order_by():
    assert _build("each_seat = true") == [
        ("b1", "green"),
        ("b2", "green"),
        ("b1", "blue"),
        ("b2", "blue"),
        ("b1", "red"),
        ("b2", "red"),
    ]
