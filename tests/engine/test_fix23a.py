"""Play-test 23's definition findings, in the engine: a roll step that only records
dice (10)."""

from __future__ import annotations

import pytest

from bot.engine.games import session
from bot.engine.games.definition import DefinitionError
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_play18 import GM, Faces, _game, _who
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ------------------------------------------- (10) a roll that only records dice

INCOME = """
[counters.income]
setup = 0
name = { en = { text = "income", number = "sg" }, ja = "収入", it = { text = "rendita", gender = "f", number = "sg" } }

[counters.money]
setup = 0

[winner]
by = "counter:money"

[[phases]]
id = "production"
name = { en = "Production", ja = "生産", it = "Produzione" }
structure = "roll"
dice = "2d6"
record = "income"

[[phases]]
id = "actions"
name = "Actions"
structure = "sequential"
"""


def _income(g, d):
    return FAMILY.export(d, g["state"], session.table(g, d))["position"]


def test_a_roll_that_only_records_dice_names_no_winner_and_rolls_no_tie_again():
    d, g = _game(INCOME)
    g, _ = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, 1), Faces(3, 4))
    # blue and green tie red's 7; Faces fails the test if asked for a die more
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), Faces(5, 2, 1, 6))
    assert [event_text(e, "en", d) for e in ev if e.kind != session.ACTION][:2] == [
        "🎲 Blue rolls 2d6 (5, 2) = 7.",
        "🎲 Green rolls 2d6 (1, 6) = 7.",
    ]
    kinds = [e.kind for e in ev]
    assert "AmountWon" not in kinds and "RollTied" not in kinds
    for locale, won in (("en", "won"), ("it", "vinc"), ("ja", "勝")):
        assert not any(won in event_text(e, locale, d) for e in ev if e.kind != session.ACTION)
    assert g["state"]["counters"]["income"] == {"red": 7, "blue": 7, "green": 7}
    assert _income(g, d)["step"] == "actions"


@pytest.mark.parametrize(
    ("locale", "text"),
    [
        ("en", "Blue won with 9."),
        ("it", "Il Blu vince con 9."),
        ("ja", "青が9で勝ちました。"),
    ],
)
def test_a_roll_the_winner_breaks_ties_with_still_names_its_winner(locale, text):
    body = INCOME.replace('by = "counter:money"', 'by = "counter:money"\nties = ["counter:income"]')
    d, g = _game(body)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), Faces(1, 1, 4, 5, 3, 3))
    won = next(e for e in ev if e.kind == "AmountWon")
    assert won.data["winners"] == ["blue"]
    assert event_text(won, locale, d) == text


def test_a_game_begun_under_earlier_rules_still_rolls_a_recording_roll_s_ties_again():
    d, g = _game(INCOME)
    g["state"]["rules"] = 12  # as a game stored before play-test 23 holds it
    faces = Faces(1, 1, 1, 1, 5, 5, 2, 2, 6, 6)
    g, ev = session.act(g, d, FAMILY, {"type": "turn.roll"}, _who(g, GM), faces)
    assert [e.kind for e in ev if e.kind in ("RollTied", "SeatRolledAgain")] == [
        "RollTied",
        "SeatRolledAgain",
        "SeatRolledAgain",
    ]
    assert g["state"]["counters"]["income"] == {"red": 4, "blue": 12, "green": 10}


# ------------------------------------------- (1) role selection

ROLES = """
[rounds]
count = 2
rotate = ["start_player"]

[counters.influence]
setup = 0
name = { en = { text = "influence", number = "sg" }, ja = { text = "影響力", counter = "点" }, it = { text = "influenza", gender = "f", number = "sg" } }

[[phases]]
id = "roles"
name = { en = "Choose a role", ja = "役割を選ぶ", it = "Scegliere un ruolo" }
structure = "draft"
items = ["survey", "warfare", "colonize", "produce"]
picks = 1
roles = { survey = "survey", warfare = "warfare", colonize = "colonize", produce = "produce" }
role_bonus = { counter = "influence", plus = 1 }

[phases.item_names]
survey = { en = "Survey", ja = "探査", it = { text = "Esplorazione", gender = "f" } }
warfare = { en = "Warfare", ja = "戦争", it = { text = "Guerra", gender = "f" } }
colonize = { en = "Colonize", ja = "植民", it = { text = "Colonizzazione", gender = "f" } }
produce = { en = "Produce", ja = "生産", it = { text = "Produzione", gender = "f" } }

[[phases]]
id = "survey"
name = "Survey"
structure = "sequential"
turns = 1

[[phases]]
id = "warfare"
name = "Warfare"
structure = "sequential"
turns = 1

[[phases]]
id = "colonize"
name = "Colonize"
structure = "sequential"
turns = 1

[[phases]]
id = "produce"
name = "Produce"
structure = "sequential"
turns = 1
"""


def _play_phase(g, seats):
    """Each seat of ``seats`` takes its turn, in that order (each up in turn)."""
    for seat in seats:
        assert g.prompt.up == [seat], (g.where(), seat)
        g.act(seat, "turn.action")


def test_only_the_chosen_roles_phases_are_played_each_begun_by_its_chooser():
    g = Game(define(ROLES), ["red", "blue", "green"])
    assert g.where() == (1, "roles", "roles")
    g.act("red", "turn.pick", choice="warfare")
    g.act("blue", "turn.pick", choice="survey")
    g.act("green", "turn.pick", choice="produce")
    grown = next(e for e in g.events if e.kind == "RoleBonusGrown")
    assert event_text(grown, "en", g.d) == (
        "Nobody picked Colonize: it gathers 1 influence for whoever picks it next."
    )
    assert event_text(grown, "it", g.d) == (
        "Nessuno ha scelto la Colonizzazione: accumula 1 influenza per chi prenderà quel ruolo."
    )
    assert event_text(grown, "ja", g.d) == (
        "誰も選ばなかった植民に影響力1点が置かれます（次にその役割を選んだ人のもの）。"
    )
    # the phases in the order written, colonize (nobody's) left out; each begins
    # with its chooser and goes on clockwise from there
    assert g.where() == (1, "survey", "survey")
    _play_phase(g, ["blue", "green", "red"])
    assert g.where() == (1, "warfare", "warfare")
    _play_phase(g, ["red", "blue", "green"])
    assert g.where() == (1, "produce", "produce")
    _play_phase(g, ["green", "red", "blue"])
    # round 2: the start player rotated to blue, who drafts first and takes colonize
    # with the influence it gathered
    assert g.where() == (2, "roles", "roles")
    assert g.prompt.up == ["blue"]
    g.act("blue", "turn.pick", choice="colonize")
    taken = next(e for e in g.events if e.kind == "RoleBonusTaken")
    assert event_text(taken, "en", g.d) == (
        "Blue takes the 1 influence gathered on Colonize (now 1)."
    )
    assert event_text(taken, "it", g.d) == (
        "Il Blu prende anche il bonus della Colonizzazione: 1 influenza (ora 1)."
    )
    assert (
        event_text(taken, "ja", g.d) == "青は植民に置かれていた影響力1点を得ます（現在影響力1点）。"
    )
    assert g.s["counters"]["influence"] == {"red": 0, "blue": 1, "green": 0}
    g.act("green", "turn.pick", choice="warfare")
    g.act("red", "turn.pick", choice="survey")
    assert g.where() == (2, "survey", "survey")
    _play_phase(g, ["red", "blue", "green"])
    _play_phase(g, ["green", "red", "blue"])  # warfare
    assert g.where() == (2, "colonize", "colonize")
    _play_phase(g, ["blue", "green", "red"])
    # produce, nobody's this round, was not played: the game is over
    assert g.s["finished"]
    # colonize's influence went to blue; produce, left in round 2, gathered 1
    assert g.s["role_bonus"] == {"produce": 1}


def test_herald_game_check_refuses_a_role_naming_no_phase():
    body = ROLES.replace('produce = "produce" }', 'produce = "prodcue" }')
    with pytest.raises(DefinitionError) as e:
        define(body)
    said = str(e.value)
    assert (
        "roles.produce: 'prodcue' is not a phase (did you mean 'produce'?); "
        "phases: survey, warfare, colonize, produce"
    ) in said
    with pytest.raises(DefinitionError) as e:
        define(ROLES.replace('produce = "produce" }', 'produce = "roles" }'))
    assert "roles.produce: 'roles' is the draft itself" in str(e.value)


STEP_ROLES = """
[rounds]
count = 1

[[phases]]
id = "roles"
name = "Choose a role"
structure = "draft"
items = ["build", "trade", "rest"]
roles = { build = "build", trade = "trade" }

[[phases]]
id = "work"
name = "Work"

[[phases.steps]]
id = "build"
name = "Build"
structure = "sequential"
turns = 1

[[phases.steps]]
id = "trade"
name = "Trade"
structure = "sequential"
turns = 1

[[phases]]
id = "income"
name = "Income"
structure = "sequential"
turns = 1
"""


def test_a_role_may_name_a_step_and_an_item_that_is_no_role_enables_nothing():
    g = Game(define(STEP_ROLES), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="rest")
    g.act("blue", "turn.pick", choice="trade")
    g.act("green", "turn.pick", choice="build")
    assert g.where() == (1, "work", "build")
    _play_phase(g, ["green", "red", "blue"])
    assert g.where() == (1, "work", "trade")
    _play_phase(g, ["blue", "green", "red"])
    # a phase no role names is played as always, from the start player
    assert g.where() == (1, "income", "income")
    _play_phase(g, ["red", "blue", "green"])
    assert g.s["finished"]
    assert "role_bonus" not in g.s  # no bonus written, none kept


def test_a_role_s_phase_played_for_each_seat_begins_with_the_chooser_s_pass():
    body = STEP_ROLES.replace(
        'id = "work"\nname = "Work"\n', 'id = "work"\nname = "Work"\neach_seat = true\n'
    ).replace('roles = { build = "build", trade = "trade" }', 'roles = { build = "work" }')
    g = Game(define(body), ["red", "blue", "green"])
    g.act("red", "turn.pick", choice="rest")
    g.act("blue", "turn.pick", choice="build")
    g.act("green", "turn.pick", choice="trade")
    # each seat's pass of the work phase (build, then trade), Blue's first
    for seat in ("blue", "green", "red"):
        assert (g.where(), g.prompt.up) == ((1, "work", "build"), [seat])
        g.act(seat, "turn.action")
        assert (g.where(), g.prompt.up) == ((1, "work", "trade"), [seat])
        g.act(seat, "turn.action")
    assert g.where() == (1, "income", "income")
