"""What play-test 16 found in steps, moves and what players see (the findings given to
game16), each fix tested in the engine on a small definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, NotYourTurn
from bot.engine.games.base import Actor
from bot.engine.games.definition import DefinitionError
from bot.engine.games.turns import FAMILY
from bot.i18n import t
from bot.service.render import event_text
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ----------------------------- (1, 3) exclusive places that do not push each other out

PLACING = """
[options.agents]
default = 2
min = 1
max = 4
name = "Agents per player"

[[phases]]
id = "assign"
name = "Assign agents"
structure = "sequential"
pieces = "agents"
places = ["castle", "shop", "tower"]
exclusive_places = ["castle", "shop", "tower"]
chooser_place = "castle"
{keys}
place_names = {{ castle = {{ en = "Castle Waterdeep", ja = "ウォーターディープ城", it = "il Castello" }} }}

[[phases]]
id = "quests"
name = "Quests"

[verbs."turn.startplayer"]
does = "next_start_player"
name = "Start player"
"""


def _placing(keys: str = "push_out = false") -> Game:
    return Game(define(PLACING.format(keys=keys)), ["red", "blue", "green"])


def test_a_taken_place_is_taken_when_pieces_do_not_push_out():
    """Finding 3: with ``push_out = false`` a held place is refused as taken, a
    strength typed or not, naming the places still free; nobody is pushed out."""
    g = _placing()
    g.act("red", "turn.place", where="castle")
    for extra in ({}, {"strength": 2}):
        with pytest.raises(IllegalAction) as e:
            g.act("blue", "turn.place", where="castle", **extra)
        assert e.value.key == "turns.error.place_taken"
        assert e.value.params["seat"] == "red" and e.value.params["places"] == ["shop", "tower"]
    g.act("blue", "turn.place", where="shop", strength=5)  # no strength in this game
    assert "PiecePushedOut" not in g.kinds()
    assert g.pos["placements"] == [["red", "castle"], ["blue", "shop"]]


def test_placing_is_over_when_every_place_is_taken():
    """Finding 3: when the board is full the seats left holding pieces had no button
    and no hint (only the GM's /turn skip, each time): placing is over."""
    g = _placing()
    g.act("red", "turn.place", where="castle")
    g.act("blue", "turn.place", where="shop")
    g.act("green", "turn.place", where="tower")
    assert "PlacesAllTaken" in g.kinds() and g.pos["phase"] == "quests"
    assert event_text({"kind": "PlacesAllTaken", "data": {}}, "en", g.d) == (
        "Every place is taken: placing is over."
    )


def test_pushing_out_is_still_the_default_and_says_the_games_own_piece():
    """Finding 1: pushing out (Lancaster's counties) is unchanged, and its sentences
    say the definition's piece (``piece_name``), never Lancaster's knight."""
    g = _placing('piece_name = { en = "agent", ja = "エージェント", it = "agente" }')
    g.act("red", "turn.place", where="castle")
    with pytest.raises(IllegalAction) as e:
        g.act("blue", "turn.place", where="castle")
    assert e.value.key == "turns.error.place_held_strength"
    g.act("blue", "turn.place", where="castle", strength=2)
    (pushed,) = [e for e in g.events if e.kind == "PiecePushedOut"]
    assert "the agent returns to Red" in event_text(pushed, "en", g.d)
    assert "エージェントは赤に戻り" in event_text(pushed, "ja", g.d)
    plain = _placing("")  # no piece_name: the catalogs' word
    plain.act("red", "turn.place", where="castle")
    plain.act("blue", "turn.place", where="castle", strength=2)
    (pushed,) = [e for e in plain.events if e.kind == "PiecePushedOut"]
    text = event_text(pushed, "en", plain.d)
    assert "the piece returns to Red" in text and "knight" not in text
    assert "騎士駒" not in event_text(pushed, "ja", plain.d)


def test_lancaster_still_says_its_knights():
    g = Game("lancaster", ["red", "blue", "green"])
    seat = g.prompt.up[0]
    g.act(seat, "turn.place", where="A")
    nxt = g.prompt.up[0]
    g.act(nxt, "turn.place", where="A", strength=2)
    (pushed,) = [e for e in g.events if e.kind == "PiecePushedOut"]
    assert "the knight returns to" in event_text(pushed, "en", g.d)
    assert "騎士駒は" in event_text(pushed, "ja", g.d)
    # a line logged before pieces were named says the game's own piece too
    old = {"kind": "PiecePushedOut", "data": {k: v for k, v in pushed.data.items() if k != "piece"}}
    assert "the knight returns to" in event_text(old, "en", g.d)


def test_push_out_needs_exclusive_places():
    with pytest.raises(DefinitionError) as e:
        define(PLACING.format(keys="push_out = false").replace("exclusive_places", "# none"))
    assert "push_out" in str(e.value)


# ----------------------------- (2, 4) the chooser place, its verb, who may choose


def test_a_chooser_place_needs_a_verb_naming_the_next_start_player():
    """Finding 2: a chooser_place in a game with no next_start_player verb was
    accepted, and its holder was told to use a command that answered a raw id."""
    body = PLACING.format(keys="").split('[verbs."turn.startplayer"]')[0]
    with pytest.raises(DefinitionError) as e:
        define(body)
    assert "chooser_place" in str(e.value) and "next_start_player" in str(e.value)


def test_the_holder_is_told_to_choose_once_placing_is_over():
    """Finding 2: the step went on to the next phase saying nothing of the choice
    owed; now the holder of the chooser place is told to make it."""
    g = _placing()
    g.act("red", "turn.place", where="castle")
    g.act("blue", "turn.place", where="shop")
    g.act("green", "turn.place", where="tower")
    (now,) = [e for e in g.events if e.kind == "ChooserNow"]
    assert now.data == {"seat": "red", "where": "castle"}
    text = event_text(now, "en", g.d)
    assert text.startswith("Placing is over: Red holds Castle Waterdeep and chooses")
    assert "/turn startplayer" in text


def test_someone_with_no_seat_is_told_so_before_any_rule():
    """Finding 4: a non-player naming the start player during placement was given
    the rule (and Lancaster's "rewards"), not "you have no seat"."""
    g = _placing()
    action = {"type": "turn.startplayer", "target": "green"}
    with pytest.raises(NotYourTurn) as e:
        FAMILY.apply(g.d, g.s, g.t, action, Actor(77))
    assert e.value.key == "error.no_seat_in_game"
    with pytest.raises(IllegalAction) as e2:
        g.act("red", "turn.startplayer", target="green")
    assert e2.value.key == "turns.error.chooser_after_placement"
    for loc, word in (("en", "reward"), ("ja", "報酬"), ("it", "ricompens")):
        assert word not in t(e2.value.key, loc, where="X")


# ----------------------------- (8) elimination: out at once, the last one standing

ELIMINATION = """
[rounds]
count = 9

[counters.influence]
setup = 2
min = 0
max = 2
name = "influence"

[[phases]]
id = "turns"
name = "Turns"
structure = "sequential"
only = {{ counter = "influence", min = 1 }}

[verbs."turn.influence"]
does = "counter:influence"
name = "Influence"

{end}
"""

LAST_ONE = """
[[end]]
counter = "influence"
at_most = 0
seats_left = 1
name = "Last one standing"
"""


def test_a_seat_eliminated_mid_round_plays_no_more_turns_of_it():
    """Finding 8: the ``only`` filter was read as the step began, so an eliminated
    seat kept being given turns (and pinged) until the round was over."""
    g = Game(define(ELIMINATION.format(end="")), ["red", "blue", "green"])
    g.act("red", "turn.action")
    g.act(None, "turn.influence", seat="green", count="-2")  # the GM: green is out
    assert "PlayersDropped" in g.kinds()
    (dropped,) = [e for e in g.events if e.kind == "PlayersDropped"]
    assert event_text(dropped, "en", g.d) == "Green drops out of “Turns”."
    g.act("blue", "turn.action")
    assert g.pos["round"] == 2 and g.prompt.up == ["red"]  # green skipped, at once
    g.act("red", "turn.action")
    g.act("blue", "turn.influence", count="-2")  # blue, up, is out: the turn passes on
    assert g.pos["round"] == 3 and g.prompt.up == ["red"]


def test_the_seat_up_eliminated_passes_the_turn_on_and_a_game_before_rules_6_does_not():
    d = define(ELIMINATION.format(end=""))
    g = Game(d, ["red", "blue", "green"], options={"rules": 5})
    g.act(None, "turn.influence", seat="red", count="0")
    assert "PlayersDropped" not in g.kinds() and g.prompt.up == ["red"]  # as it was played


def test_the_last_one_standing_wins():
    """Finding 8: "one seat left" could not be written; the GM kept a counter of the
    seats left by hand."""
    g = Game(define(ELIMINATION.format(end=LAST_ONE)), ["red", "blue", "green"])
    g.act(None, "turn.influence", seat="green", count="0")
    assert not g.s.get("finished")
    g.act("red", "turn.influence", count="-2")
    assert g.s["finished"] and g.s["result"] == {"winners": ["blue"]}
    (said,) = [e for e in g.events if e.kind == "NamedSeatsLeft"]
    assert event_text(said, "en", g.d) == (
        "🏁 Last one standing: only Blue is left. The game is over."
    )
    assert "残りは青だけです" in event_text(said, "ja", g.d)
    assert "resta solo il Blu" in event_text(said, "it", g.d)


def test_seats_left_needs_a_counter_each_seat_holds():
    body = ELIMINATION.format(end=LAST_ONE).replace("max = 2\n", "max = 2\nshared = true\n")
    body = body.replace('only = { counter = "influence", min = 1 }', "")
    with pytest.raises(DefinitionError) as e:
        define(body)
    assert "seats_left" in str(e.value)


# ----------------------------- (6) trick-taking: the winner leads, tricks by round

TRICKS = """
[rounds]
count = 3

[counters.tricks]
name = "tricks"
max = 20

[[phases]]
id = "play"
name = "Tricks"
structure = "sequential"
repeat = {repeat}
lead = "winner"
wins = "tricks"

[[phases]]
id = "score"
name = "Scoring"
"""


def _tricks(repeat: str = '"round"') -> Game:
    return Game(define(TRICKS.format(repeat=repeat)), ["red", "blue", "green"])


def _trick(g: Game, winner: str) -> None:
    for _ in range(3):
        g.act(g.prompt.up[0], "turn.action")
    g.act("red", "turn.winner", winner=winner)


def test_the_winner_of_a_trick_leads_the_next_one_and_takes_it():
    """Finding 6: a repeated step always began at the start player; the trick's
    winner could not lead the next trick, and nothing counted the tricks."""
    g = _tricks("3")
    for _ in range(3):
        g.act(g.prompt.up[0], "turn.action")
    assert g.prompt.up == ["green"] and g.prompt.hint_key == "turns.hint.name_winner"
    with pytest.raises(NotYourTurn):
        g.act("green", "turn.action")  # every seat has played: a winner is named first
    g.act("red", "turn.winner", winner="blue")  # any player names it
    (won,) = [e for e in g.events if e.kind == "TimeWonLeads"]
    assert event_text(won, "en", g.d) == "“Tricks (1/3)”: Blue wins and begins the next one."
    assert g.pos["counters"]["tricks"] == {"red": 0, "blue": 1, "green": 0}
    assert g.prompt.up == ["blue"]  # the winner leads trick 2
    _trick(g, "green")
    assert g.prompt.up == ["green"]
    _trick(g, "green")
    assert "TimeWon" in g.kinds() and g.pos["phase"] == "score"
    g.act("red", "phase.next")
    assert g.prompt.up == ["red"]  # a new round begins at its start player again


def test_a_winner_is_named_only_once_every_seat_has_played():
    g = _tricks("3")
    with pytest.raises(IllegalAction) as e:
        g.act("red", "turn.winner", winner="red")
    assert e.value.key == "turns.error.no_winner_now"


def test_round_n_has_n_tricks():
    """Finding 6: repeat took a number or a player-count table only; Wizard's "round
    n has n tricks" could not be written."""
    g = _tricks('"round"')
    _trick(g, "red")
    assert g.pos["phase"] == "score"  # round 1: one trick
    g.act("red", "phase.next")
    _trick(g, "blue")
    assert g.pos["phase"] == "play" and g.prompt.up == ["blue"]  # round 2: two
    _trick(g, "blue")
    assert g.pos["phase"] == "score"
    listed = _tricks("[2, 1]")
    _trick(listed, "red")
    assert listed.pos["phase"] == "play"  # round 1 of [2, 1]: two tricks


def test_the_gm_may_go_on_without_naming_a_winner():
    g = _tricks("3")
    for _ in range(3):
        g.act(g.prompt.up[0], "turn.action")
    g.act(None, "turn.skip", seat="green")
    assert g.prompt.up == ["red"]  # no winner: the start player leads again


def test_lead_and_wins_are_checked():
    with pytest.raises(DefinitionError) as e:
        define(TRICKS.format(repeat="2").replace('wins = "tricks"', 'wins = "trick"'))
    assert "wins" in str(e.value)
    with pytest.raises(DefinitionError) as e:
        define(TRICKS.format(repeat="2").replace('lead = "winner"\n', ""))
    assert "wins" in str(e.value)


# ----------------------------- (27) the start player passes to the left each round

ROTATE = """
[rounds]
count = 3
rotate = ["start_player"]

[[phases]]
id = "roles"
name = "Pick a role"
structure = "draft"
items = ["mayor", "builder", "trader"]
picks = 1

[[phases]]
id = "turn"
name = "Turns"
structure = "sequential"

[verbs."turn.startplayer"]
does = "next_start_player"
name = "Start player"
"""


def test_the_start_player_passes_one_seat_clockwise_each_round():
    """Finding 27: the start player (Puerto Rico's Governor) could not move one seat
    clockwise each round: White started every round."""
    g = Game(define(ROTATE), ["red", "blue", "green"])
    assert g.prompt.up == ["red"]
    for seat, item in (("red", "mayor"), ("blue", "builder"), ("green", "trader")):
        g.act(seat, "turn.pick", choice=item)
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.action")
    assert g.pos["round"] == 2 and g.pos["start_player"] == "blue" and g.prompt.up == ["blue"]
    g.act("blue", "turn.startplayer", target="red")  # a step's choice comes first
    for seat, item in (("blue", "mayor"), ("green", "builder"), ("red", "trader")):
        g.act(seat, "turn.pick", choice=item)
    for seat in ("blue", "green", "red"):
        g.act(seat, "turn.action")
    assert g.pos["round"] == 3 and g.pos["start_player"] == "red"


# ----------------------------- (11) a passing step's own moves, reactions after passing

ECLIPSE = """
[[phases]]
id = "actions"
name = "Actions until everyone has passed"
structure = "passing"
actions = ["build", "research", "reaction"]
after_pass = ["reaction"]
names = {{ build = {{ en = "Build", ja = "建設", it = "Costruire" }}, research = "Research", reaction = {{ en = "Reaction", ja = "リアクション", it = "Reazione" }} }}
{extra}
[[phases]]
id = "upkeep"
name = "Upkeep"
"""


def test_a_passing_step_offers_the_games_own_moves_and_reactions_after_passing():
    """Finding 11: a passing step offered only "action" and Europa Universalis'
    "event", and a seat that had passed could play nothing more (Eclipse's
    reactions)."""
    g = Game(define(ECLIPSE.format(extra="")), ["red", "blue", "green"])
    labels = [o.label.id for o in g.prompt.options["red"] if o.label is not None]
    assert labels == ["build", "research", "reaction", "pass"]
    g.act("red", "turn.build")
    (built,) = g.events
    assert event_text(built, "en", g.d) == "Red: Build."
    assert event_text(built, "ja", g.d) == "赤：建設。"
    g.act("blue", "turn.pass")
    g.act("green", "turn.research")
    g.act("red", "turn.research")
    assert g.prompt.up == ["blue"]  # passed, blue still takes its turns
    assert [o.label.id for o in g.prompt.options["blue"]] == ["reaction", "pass"]
    with pytest.raises(IllegalAction) as e:
        g.act("blue", "turn.build")
    assert e.value.key == "turns.error.passed_plays_only"
    g.act("blue", "turn.reaction")
    g.act("green", "turn.pass")
    g.act("red", "turn.pass")  # everyone has passed: the step is over
    assert g.pos["phase"] == "upkeep"
    assert g.pos["pass_order"] == ["blue", "green", "red"]


def test_a_seat_that_passed_may_let_its_turn_go():
    g = Game(define(ECLIPSE.format(extra="")), ["red", "blue"])
    g.act("red", "turn.pass")
    g.act("blue", "turn.build")
    g.act("red", "turn.pass")  # nothing this turn
    assert "TurnLetGo" in g.kinds() and g.prompt.up == ["blue"]
    g.act("blue", "turn.pass")
    assert g.pos["phase"] == "upkeep"


def test_own_moves_are_named_and_after_pass_is_checked():
    with pytest.raises(DefinitionError) as e:
        define(ECLIPSE.format(extra="").replace('research = "Research", ', ""))
    assert "research" in str(e.value) and "names" in str(e.value)
    with pytest.raises(DefinitionError) as e:
        define(ECLIPSE.format(extra="").replace('after_pass = ["reaction"]', 'after_pass = ["x"]'))
    assert "after_pass" in str(e.value)


def test_revealed_bids_are_kept_in_a_counter():
    """Finding 6: the secret bids revealed at the start of a hand were kept nowhere,
    so the scoring could not use them."""
    body = """
[counters.bid]
name = "bid"
max = 10

[[phases]]
id = "bids"
name = "Bid"
structure = "secret"
min = 0
max = 4
outcome = "reveal"
record = "bid"

[[phases]]
id = "play"
name = "Play"
"""
    g = Game(define(body), ["red", "blue"])
    g.act("red", "turn.choose", amount=2)
    g.act("blue", "turn.choose", amount=0)
    assert g.pos["counters"]["bid"] == {"red": 2, "blue": 0}
    with pytest.raises(DefinitionError) as e:
        define(body.replace('outcome = "reveal"', 'outcome = "count"'))
    assert "record" in str(e.value)
