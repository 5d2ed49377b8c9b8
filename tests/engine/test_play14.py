"""Rules play-test 14 found missing or wrong in games defined by their players
(Splendor, Sushi Go, Caylus), each on a small definition, in the engine."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.engine.games.base import Actor
from bot.service.render import event_text
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

NOBODY = Actor(4242)  # no seat, not the GM

GEMS = """
[rounds]
count = 0

[counters.prestige]
setup = 0
name = { en = { text = "prestige points", one = "prestige point" }, ja = "威信点", it = "punti prestigio" }

[verbs.prestige]
does = "counter:prestige"

[[phases]]
id = "turns"
name = "Turns"
structure = "sequential"

[[phases]]
id = "nobles"
name = "Nobles"

[[end]]
counter = "prestige"
at_least = 15
name = { en = "15 prestige reached", ja = "威信15点到達", it = "15 punti prestigio raggiunti" }
result = "ranking"
{checked}

[winner]
by = "counter:prestige"
"""


def gems(checked: str = "") -> Game:
    g = Game(define(GEMS.replace("{checked}", checked)), ["red", "blue", "green"])
    g.act("red", "turn.action")
    return g


# ------------------------------------------------------ (10) the end checked at round end


def test_by_default_the_end_is_checked_after_every_move_and_said_in_one_line():
    g = gems()
    g.act("blue", "prestige", count="+16")
    assert g.pos["finished"]
    assert g.kinds()[1:3] == ["NamedEndReached", "GameFinished"]
    text = [event_text(e, "en", g.d) for e in g.events]
    assert text[1] == "🏁 15 prestige reached: Blue reaches 16 prestige points. The game is over."
    assert sum(x.startswith("🏁") for x in text) == 1
    assert (
        event_text(g.events[1], "it", g.d)
        == "🏁 15 punti prestigio raggiunti: il Blu arriva a 16 punti prestigio. La partita è finita."
    )


def test_an_end_checked_at_round_end_lets_every_seat_finish_the_round():
    g = gems('checked = "round_end"')
    g.act("blue", "prestige", count="+16")
    assert not g.pos["finished"]
    g.act("blue", "turn.action")
    g.act("green", "prestige", count="+17")
    g.act("green", "turn.action")  # the last seat has its turn too
    assert not g.pos["finished"] and g.pos["phase"] == "nobles"
    g.next()  # the round's last step is over: now the end is checked
    assert g.pos["finished"] and g.pos["round"] == 1
    # both seats in one line (play-test 17, finding 7: it was one line each)
    assert g.kinds()[:2] == ["NamedEndsReached", "GameFinished"]
    assert g.events[0].data["seats"] == ["blue", "green"]
    ranked = [e.data for e in g.events if e.kind == "Ranked"]
    assert [r["seats"] for r in ranked] == [["green"], ["blue"], ["red"]]


def test_an_end_checked_at_round_end_not_reached_lets_the_next_round_begin():
    g = gems('checked = "round_end"')
    g.act("blue", "turn.action")
    g.act("green", "turn.action")
    g.next()
    assert not g.pos["finished"] and g.pos["round"] == 2


def test_the_checked_key_is_refused_when_mistyped():
    from bot.engine.games.definition import DefinitionError

    with pytest.raises(DefinitionError) as e:
        define(GEMS.replace("{checked}", 'checked = "end_of_round"'))
    assert "end[0].checked" in str(e.value) and "round_end" in str(e.value)


# ----------------------------------------- (5, 9) a move the current step does not have


def test_a_move_of_another_step_names_the_current_step_s_moves():
    g = gems()
    with pytest.raises(IllegalAction) as e:
        g.act("blue", "turn.pass")
    assert e.value.key == "turns.error.not_a_move_here"
    assert e.value.params["move"] == "turn.pass"
    assert e.value.params["step_moves"] == ["turn.action"]


def test_someone_with_no_seat_is_told_so_whatever_the_move():
    g = gems()
    g.act("blue", "turn.action")
    g.act("green", "turn.action")
    assert g.pos["phase"] == "nobles"  # a step the players resolve themselves
    for move in ("turn.pass", "turn.action"):
        g.users["nobody"] = NOBODY
        with pytest.raises(NotYourTurn) as e:
            g.act("nobody", move)
        assert e.value.key == "error.no_seat_in_game"


# -------------------------------- (11) a GM's correction after the end changes the winner


def test_a_gm_correction_after_the_end_that_changes_the_ranking_says_the_new_one():
    g = gems()
    g.act("blue", "prestige", count="+16")
    assert g.pos["finished"]
    g.act(None, "prestige", seat="green", count="20")  # the GM: Green had 20
    assert g.kinds()[0] == "CounterSet"
    ranked = [e.data for e in g.events if e.kind == "Ranked"]
    assert [r["seats"] for r in ranked] == [["green"], ["blue"], ["red"]]
    assert g.events[-1].kind == "WinnerNamed" and g.events[-1].data["winners"] == ["green"]
    assert event_text(g.events[-1], "en", g.d).startswith("🏆")
    # a correction that leaves the ranking as it is says only itself
    g.act(None, "prestige", seat="red", count="3")
    assert [e.kind for e in g.events if e.kind in ("Ranked", "WinnerNamed")] == []


# ------------------------------- (3) a secret step that reveals without ranking or winner

PICK = """
[[phases]]
id = "pick"
name = "Pick"
structure = "secret"
choices = ["nigiri", "maki", "pudding"]
choice_names = { maki = { en = "Maki roll", ja = "巻き寿司", it = "Maki" }, pudding = { en = "Pudding", ja = "プリン", it = "Budino" } }
outcome = "reveal"
repeat = 2
pass_hands = ["left"]
"""


def test_a_secret_step_may_reveal_the_choices_with_no_place_and_no_winner():
    g = Game(define(PICK), ["red", "blue", "green"])
    g.act("green", "turn.choose", choice="maki")
    g.act("red", "turn.choose", choice="maki")
    g.act("blue", "turn.choose", choice="pudding")
    revealed = [e for e in g.events if e.kind == "ChoiceRevealed"]
    assert [(e.data["seat"], e.data["choice"]) for e in revealed] == [
        ("red", "maki"),
        ("blue", "pudding"),
        ("green", "maki"),
    ]
    assert not [e for e in g.events if "Won" in e.kind or "Tie" in e.kind or "Ranked" in e.kind]
    assert [event_text(e, "en", g.d) for e in revealed] == [
        "Red chose Maki roll.",
        "Blue chose Pudding.",
        "Green chose Maki roll.",
    ]
    assert event_text(revealed[0], "ja", g.d) == "赤は巻き寿司を選びました。"
    assert event_text(revealed[1], "it", g.d) == "Il Blu ha scelto il Budino."
    assert g.pos["step"] == "pick" and g.s["rep"] == 2  # the next pick


def test_a_revealed_step_refuses_what_needs_a_winner():
    from bot.engine.games.definition import DefinitionError

    with pytest.raises(DefinitionError) as e:
        define(PICK.replace('outcome = "reveal"', 'outcome = "reveal"\nsets = "first_player"'))
    assert "sets" in str(e.value) and "reveal" in str(e.value)


# ---------------------------------------------- (4) a pass reward paid into a counter

BRIDGE = """
[counters.coins]
setup = 8
name = { en = { text = "coins", one = "coin" }, ja = "デナロ", it = { text = "denari", gender = "m", number = "pl", one = "denaro" } }

[tables.bridge]
kind = "pass_rewards"
name = "Bridge"
unit = { en = { text = "coins", one = "coin" }, ja = "デナロ", it = { text = "denari", gender = "m", number = "pl", one = "denaro" } }
[[tables.bridge.columns]]
players = [3]
rewards = [1]

[[phases]]
id = "bridge"
name = "The bridge"
structure = "passing"
rewards = "bridge"
last_turn = false
{to}
"""


@pytest.mark.parametrize(("to", "paid"), [("", 8), ('rewards_to = "coins"', 9)])
def test_a_pass_reward_is_paid_into_a_counter_only_when_the_step_says_so(to, paid):
    g = Game(define(BRIDGE.replace("{to}", to)), ["red", "blue", "green"])
    g.act("red", "turn.pass")
    said = event_text(g.events[0], "en", g.d)
    assert said.startswith("Red") and "1 coin" in said, said
    assert g.pos["counters"]["coins"] == {"red": paid, "blue": 8, "green": 8}
    g.act("blue", "turn.pass")  # the second to pass earns nothing
    assert g.pos["counters"]["coins"]["blue"] == 8


def test_rewards_to_must_be_a_counter_a_seat_holds():
    from bot.engine.games.definition import DefinitionError

    with pytest.raises(DefinitionError) as e:
        define(BRIDGE.replace("{to}", 'rewards_to = "coin"'))
    assert "rewards_to" in str(e.value) and "coins" in str(e.value)


# ------------------------------- (24, 12, 1) herald game check: every problem at once

CAYLUS_BAD = """
slug = "bridge-bad"
family = "turns"
[names]
en = "Bridge"
jp = "橋"
[seats]
names = ["red", "blue", "green"]
[seats.labels]
red = { en = "Red" }
blue = { en = "Blue" }
green = { en = "Green" }
[rounds]
count = 2
[counters.coins]
name = { en = { text = "coins", one = "coin" } }
[tables.bridge]
kind = "pass_rewards"
name = "Bridge"
unit = { en = { text = "coins", one = "coin" } }
[[tables.bridge.columns]]
players = [3]
rewards = [1]
[[phases]]
id = "workers"
name = "Workers"
[[phases.steps]]
id = "place"
name = "Place a worker or pass"
structur = "passing"
rewards = "bridges"
last_turn = false
next_round_order = "passorder"
actions = ["action"]
names = { action = { en = "Place a worker" } }
"""


def test_the_checker_says_every_problem_at_once_without_a_cascade():
    from tests.engine.test_definition_messages import problems

    assert problems(CAYLUS_BAD) == [
        "m.toml: phases[0].steps[0].structur: unknown key (did you mean 'structure'?)",
        "m.toml: phases[0].steps[0].next_round_order: Input should be 'seating' or"
        " 'pass_order', got 'passorder'",
        "m.toml: names: 'jp' is not a language code (did you mean 'ja'?); use codes such"
        " as 'en', 'ja' or 'it'",
        "m.toml: phases[0].steps[0].rewards: must name a pass_rewards table, got 'bridges'",
    ]
    # the misspelt structure alone: the step's reference is still checked
    fixed = CAYLUS_BAD.replace('jp = "橋"', 'ja = "橋"').replace("passorder", "pass_order")
    assert problems(fixed) == [
        "m.toml: phases[0].steps[0].structur: unknown key (did you mean 'structure'?)",
        "m.toml: phases[0].steps[0].rewards: must name a pass_rewards table, got 'bridges'",
    ]


def test_the_checker_warns_of_seats_and_choices_nothing_names():
    import tomllib

    from bot.engine.games.advice import warnings
    from bot.engine.games.definition import parse

    text = """
slug = "mini"
family = "turns"
[names]
en = "Mini"
[seats]
names = ["a", "b"]
[rounds]
count = 2
[[phases]]
id = "p"
name = "Play"
structure = "secret"
choices = ["left", "right"]
choice_names = { left = { en = "Left" } }
"""
    said = [str(p) for p in warnings(tomllib.loads(text), parse(text, "mini.toml"))]
    assert said == [
        "seats.labels.a: 'a' has no label: players see the id as it is written",
        "seats.labels.b: 'b' has no label: players see the id as it is written",
        "phases[0].steps[0].choice_names.right: 'right' has no name: players see the id"
        " as it is written",
    ]


def test_an_italian_note_gives_the_path_as_written_and_the_feminine_plural_of_an_e():
    from bot.service.definitions import grammar_notes

    d = define(PICK.replace('it = "Budino"', 'it = "Bacchette"'))
    (note,) = [n for n in grammar_notes(d) if "Bacchette" in n]
    assert note.startswith("phases[0].steps[0].choice_names.pudding.it: 'Bacchette' has no gender")
    assert "settings" not in note
    assert "(il Bacchette)" in note
    assert (
        'a feminine plural (le Bacchette), it = { text = "Bacchette", gender = "f", number = "pl" }'
        in note
    )
