"""What play-test 15 found in steps, moves and what players see (the findings given to
game15b), each fix tested in the engine on a small definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.games.definition import DefinitionError
from bot.engine.games.turns import FAMILY
from bot.engine.games.turns.structures import STRUCTURES
from bot.service.render import event_text
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ------------------------------------------ (18) a step waiting for the GM's names

# each structure's own keys, for a step of it in a small game
KEYS = {
    "prompt": "",
    "sequential": "turns = 1",
    "passing": "",
    "simultaneous": "",
    "vote": "ballots = 2\nmarkers = false",
    "secret": 'choices = ["gold", "lead"]',
    "draft": 'items = ["x", "y", "z"]\npicks = 1',
    "auction": 'lots = ["lens", "bell"]',
    "scoring": 'tables = ["points"]',
    "neighbours": 'counter = "influence"\nto = "influence"',
    "roll": 'dice = "1d6"',
    "draw": "",
    "track": 'counter = "influence"\nto = 5',
}

ONLY = """
[counters.influence]
setup = 1
seat_setup = {{ green = 0 }}
name = "influence"

[tables.points]
kind = "value"
name = "Points"

[[phases]]
id = "lead"
name = "The leader names a team"

[[phases]]
id = "team"
name = "The team"
structure = "{structure}"
only = {only}
{keys}
"""


def test_every_structure_is_tried():
    assert set(KEYS) == set(STRUCTURES)


def _only(structure: str, only: str = "{ named = true }"):
    return define(ONLY.format(structure=structure, only=only, keys=KEYS[structure]))


@pytest.mark.parametrize("structure", sorted(s for s in KEYS if STRUCTURES[s].takes_part))
def test_a_step_of_any_structure_waits_for_the_gms_names_and_then_plays(structure):
    """Play-test 15, finding 18: a vote step with ``only = { named = true }`` crashed
    every command as it began (its prompt read a ballot before there was one), and
    the game could not go on; an auction did the same (its lot)."""
    g = Game(_only(structure), ["red", "blue", "green"])
    g.next()
    assert g.where() == (1, "team", "team")
    waiting = g.prompt
    assert waiting.up == [] and waiting.waiting_for == "gm"
    assert waiting.step_id == "1:team:team"
    assert waiting.hint_key == "turns.hint.name_players"
    FAMILY.view(g.d, g.s, g.t)
    assert g.pos["step"] == "team"
    g.act(None, "turn.only", seats="Red, Blue")
    assert g.kinds()[0] == "PlayersNamed"
    named = g.prompt
    if structure != "prompt":
        assert named.up and set(named.up) <= {"red", "blue"}
    FAMILY.view(g.d, g.s, g.t)
    assert g.pos["step"] == "team"


def test_a_vote_on_a_named_team_is_voted_and_tallied_by_the_named_seats():
    g = Game(_only("vote"), ["red", "blue", "green"])
    g.next()
    g.act(None, "turn.only", seats="Red, Blue")
    assert g.prompt.up == ["red", "blue"] and g.prompt.step_id == "1:team:team:1"
    g.act("red", "vote", choice="approve")
    g.act("blue", "vote", choice="reject")
    assert g.kinds()[-1] == "BallotApproved"  # a tie goes to approve
    assert g.pos["ballot"] == 2 and g.prompt.up == ["red", "blue"]
    g.act("red", "vote", choice="reject")
    g.act("blue", "vote", choice="reject")
    assert "BallotRejected" in g.kinds() and g.where() == (2, "lead", "lead")


def test_a_vote_only_some_seats_hold_influence_for_is_tallied_without_the_others():
    g = Game(_only("vote", '{ counter = "influence", min = 1 }'), ["red", "blue", "green"])
    g.next()
    assert g.prompt.up == ["red", "blue"]
    g.act("red", "vote", choice="reject")
    g.act("blue", "vote", choice="reject")
    assert g.kinds()[-1] == "BallotRejected" and g.pos["ballot"] == 2


def test_only_is_refused_on_a_step_nobody_plays():
    """A neighbours step compares every pair of neighbours as it begins: the checker
    says that ``only`` cannot leave a seat out of it, instead of ignoring it."""
    with pytest.raises(DefinitionError) as e:
        _only("neighbours")
    assert ".only: a neighbours step is played by nobody" in str(e.value)


# ------------------------------------- (21) an end that ranks the seats: the final scoring


TYCOON = """
[rounds]
count = 6

[counters.cash]
setup = 0
name = { en = { text = "dollars", one = "dollar" }, ja = { text = "ドル", counter = "ドル" }, it = { text = "dollari", gender = "m", number = "pl", one = "dollaro" } }

[verbs.cash]
does = "counter:cash"

[tables.income]
kind = "value"
name = "Income"

[[phases]]
id = "build"
name = "Build"

[[phases]]
id = "final_score"
final = true
name = "Final scoring"
structure = "scoring"
tables = ["income"]

[[end]]
counter = "cash"
at_least = 15
checked = "round_end"
name = { en = "Tycoon", ja = "大富豪", it = "Magnate" }
result = "ranking"

[winner]
by = "score"
ties = ["counter:cash"]
"""


def test_an_end_that_ranks_the_seats_plays_the_final_scoring_then_ranks_them():
    """Play-test 15, finding 21: ``[[end]] result = "ranking"`` ended the game at once
    with no ranking (nothing scored) and no winner, skipping the final scoring phase the
    ranking by score needs; and "The game is over." was said twice in a row."""
    g = Game(define(TYCOON), ["red", "blue", "green"])
    g.act("blue", "cash", count="+20")
    g.next()  # the round is over: the end holds
    assert g.kinds()[:2] == ["NamedEndReachedFinal", "FinalScoring"]
    assert not g.pos["finished"] and g.where() == (1, "final_score", "final_score")
    assert event_text(g.events[0], "en", g.d) == (
        "🏁 Tycoon: Blue reaches 20 dollars. The game ends with the final phase."
    )
    assert event_text(g.events[0], "it", g.d) == (
        "🏁 Magnate: il Blu arriva a 20 dollari. La partita finisce con la fase finale."
    )
    assert event_text(g.events[0], "ja", g.d) == (
        "🏁 大富豪：青のドルが20ドルに達しました。最終フェイズでゲーム終了です。"
    )
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.score", table="income", value=4 if seat != "green" else 2)
    assert g.pos["finished"]
    text = [event_text(e, "en", g.d) for e in g.events]
    assert "The game is over. Thanks for playing!" in text
    assert text[-1] == "🏆 Blue wins with 4 points!"  # tied with Red: Blue has more cash
    assert g.s.get("result") is None  # ranked, not a named winner


def test_an_end_that_ranks_the_seats_in_its_final_phase_ranks_them_at_once():
    g = Game(define(TYCOON.replace('checked = "round_end"', "")), ["red", "blue"])
    g.act("blue", "cash", count="+20")
    assert g.kinds()[1:3] == ["NamedEndReachedFinal", "FinalScoring"]
    g.act("red", "turn.score", table="income", value=1)  # the end still holds: not said
    assert "NamedEndReached" not in g.kinds() and not g.pos["finished"]
    g.act("blue", "turn.score", table="income", value=1)
    assert g.pos["finished"] and g.kinds()[-1] == "WinnerNamed"
    assert g.events[-1].data["winners"] == ["blue"]


def test_an_end_that_says_the_game_is_over_is_not_followed_by_the_same_words():
    once = TYCOON.replace('result = "ranking"', "").replace('checked = "round_end"', "")
    g = Game(define(once), ["red", "blue"])
    g.act("blue", "cash", count="+20")
    assert g.kinds()[1:] == ["NamedEndReached", "GameFinished", "WinnerDeclared"]
    text = [event_text(e, "en", g.d) for e in g.events[1:]]
    assert text == [
        "🏁 Tycoon: Blue reaches 20 dollars. The game is over.",
        "Thanks for playing!",
        "🏆 Blue wins!",
    ]
    assert event_text(g.events[2], "it", g.d) == "Grazie per aver giocato!"
    assert event_text(g.events[2], "ja", g.d) == "お疲れさまでした！"


def test_a_game_begun_under_rules_4_still_ends_at_once():
    g = Game(define(TYCOON), ["red", "blue"], options={"rules": 4})
    g.act("blue", "cash", count="+20")
    g.next()
    assert g.kinds()[:2] == ["NamedEndReached", "GameFinished"] and g.pos["finished"]


# ------------------------------------- (23) choices revealed together, naming nobody


COUNT = """
[[phases]]
id = "quest"
name = "Quest"
structure = "secret"
outcome = "count"
{keys}
"""


def test_a_secret_step_s_count_reveals_the_choices_without_their_seats():
    g = Game(define(COUNT.format(keys='choices = ["success", "fail"]')), ["red", "blue", "green"])
    g.act("red", "turn.choose", choice="fail")
    g.act("blue", "turn.choose", choice="success")
    g.act("green", "turn.choose", choice="success")
    shown = [e for e in g.events if e.kind == "ChoicesShuffled"]
    assert [e.data for e in shown] == [{"choices": ["success", "success", "fail"], "step": "quest"}]
    assert not any("Revealed" in k or "Ranked" in k for k in g.kinds())
    assert g.where() == (2, "quest", "quest")
    assert g.last.boundary  # the reveal is an undo boundary: the history forgets who chose


def test_a_sealed_number_s_count_is_said_highest_first():
    g = Game(define(COUNT.format(keys="max = 9")), ["red", "blue"])
    g.act("red", "turn.choose", amount=2)
    g.act("blue", "turn.choose", amount=7)
    (shown,) = [e for e in g.events if e.kind == "AmountsShuffled"]
    assert shown.data["amounts"] == [7, 2]
    assert event_text(shown, "en", g.d) == "Revealed together, not saying whose: 7 and 2."


def test_a_count_names_no_winner_so_a_winner_s_keys_are_refused():
    with pytest.raises(DefinitionError) as e:
        define(COUNT.format(keys='choices = ["a", "b"]\nsets = "first_player"'))
    assert 'sets: needs a winner or places: not with outcome = "count"' in str(e.value)
