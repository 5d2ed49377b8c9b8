"""What play-test 17 found in steps, moves and what players see (the findings given to
game17), each fix tested in the engine on a small definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.errors import NotYourTurn
from bot.engine.games.base import Actor
from bot.engine.games.turns import FAMILY
from bot.service.render import event_text
from tests.engine.test_play15 import said
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

STRANGER = Actor(555)  # holds no seat, is not the GM

# ------------------------------- (1) a non-player's move while a trick awaits its winner

TRICK = """
[counters.tricks]
name = { en = { text = "tricks", one = "trick" }, ja = "トリック", it = "prese" }

[[phases]]
id = "play"
name = "Play tricks"

[[phases.steps]]
id = "trick"
name = "Play to the trick"
structure = "sequential"
turns = 1
repeat = 2
lead = "winner"
wins = "tricks"
"""


def test_a_non_player_is_told_how_to_get_a_seat_while_the_trick_awaits_its_winner():
    """Play-test 17, finding 1: while a trick waited for its winner to be named, someone
    with no seat sending a move was told "You hold no seat that can act now", not that
    they have no seat in this game and how to get one (as in any other turn)."""
    g = Game(define(TRICK), ["red", "blue"])
    g.act("red", "turn.action")
    g.act("blue", "turn.action")
    with pytest.raises(NotYourTurn) as err:
        FAMILY.apply(g.d, g.s, g.t, {"type": "turn.action"}, STRANGER)
    assert err.value.key == "error.no_seat_in_game"
    text = said(err.value, "en", g.d)
    assert "You have no seat in this game" in text and "/game seat" in text
    # the same in an ordinary turn, as before
    g.act("red", "turn.winner", choice="blue")
    with pytest.raises(NotYourTurn) as err:
        FAMILY.apply(g.d, g.s, g.t, {"type": "turn.action"}, STRANGER)
    assert err.value.key == "error.no_seat_in_game"


def test_a_non_player_setting_a_coin_faction_s_counter_is_told_how_to_get_a_seat():
    """The same in a COIN game: a faction's counter set by someone with no faction."""
    from bot.engine.games.base import Table
    from bot.engine.games.coin.verbs import _faction
    from bot.engine.games.definition import parse as parse_definition
    from tests.conftest import KNOWLEDGE
    from tests.service.test_rough_edges import PLUS

    text = (KNOWLEDGE / "games" / "pendragon.toml").read_text(encoding="utf-8") + PLUS
    d = parse_definition(text)
    t = Table(seats=(("Dux", 1), ("Civitates", 2), ("Saxons", None), ("Scotti", None)))
    with pytest.raises(NotYourTurn) as err:
        _faction(d, t, {"type": "coin.warbands", "count": "3"}, STRANGER)
    assert err.value.key == "error.no_seat_in_game"
    assert _faction(d, t, {"type": "coin.warbands"}, Actor(1, ("Dux",))) == "Dux"


# --------------------------- (7) an end checked at the round's end, reached by two seats

CITIES = """
[rounds]
count = 0
name = { en = "round", ja = "ラウンド", it = { text = "manche", gender = "f" } }

[counters.cities]
setup = 0
name = { en = { text = "cities", one = "city" }, ja = { text = "都市", counter = "個" }, it = { text = "città", gender = "f", number = "pl", one = "città" } }

[verbs."turn.cities"]
does = "counter:cities"

[counters.defcon]
shared = true
setup = 5
min = 1
max = 5
name = { en = "DEFCON", ja = "DEFCON", it = { text = "DEFCON", gender = "m" } }

[verbs."turn.defcon"]
does = "counter:defcon"

[[end]]
counter = "cities"
at_least = 7
checked = "round_end"
result = "ranking"
{named}

[[end]]
counter = "defcon"
at_most = 1
checked = "round_end"
result = "draw"

[winner]
by = "counter:cities"

[[phases]]
id = "build"
name = "Build"
structure = "sequential"
"""

SEVENTH = 'name = { en = "Seventh city", ja = "7都市目", it = "Settima città" }'


def cities(named: bool = True) -> Game:
    return Game(
        define(CITIES.replace("{named}", SEVENTH if named else "")), ["red", "blue", "green"]
    )


def texts(g: Game, locale: str = "en") -> list[str]:
    return [event_text(e, locale, g.d) for e in g.events]


def flag(g: Game, locale: str = "en") -> str:
    """The move's one line about the game's end (🏁)."""
    (line,) = [x for x in texts(g, locale) if x.startswith("🏁")]
    return line


def test_two_seats_reaching_a_round_end_end_are_said_in_one_line():
    """Play-test 17, finding 7: two seats at 7 cities when the round ended were said in
    two lines, each "The game is over."; the guide: every seat that holds it is named."""
    g = cities()
    g.act("red", "turn.cities", count="7")
    g.act("red", "turn.action")
    g.act("blue", "turn.cities", count="8")
    g.act("blue", "turn.action")
    g.act("green", "turn.action")
    assert g.pos["finished"]
    assert sum("The game is over" in x for x in texts(g)) == 1, texts(g)
    assert flag(g) == (
        "🏁 Seventh city: Red reaches 7 cities and Blue reaches 8 cities. The game is over."
    )
    assert flag(g, "it") == (
        "🏁 Settima città: il Rosso arriva a 7 città e il Blu arriva a 8 città. "
        "La partita è finita."
    )
    assert flag(g, "ja") == "🏁 7都市目：赤の都市が7個、青の都市が8個に達しました。ゲーム終了です。"
    ranked = [e.data["seats"] for e in g.events if e.kind == "Ranked"]
    assert ranked == [["blue"], ["red"], ["green"]]


def test_without_a_name_two_seats_are_said_in_one_line_too():
    g = cities(named=False)
    g.act("red", "turn.cities", count="7")
    g.act("blue", "turn.cities", count="7")
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.action")
    assert flag(g) == "🏁 Red reaches 7 cities and Blue reaches 7 cities: the game is over."


def test_the_move_that_reaches_a_round_end_end_says_the_round_is_the_last():
    """Finding 7: nothing was said when Red reached 7 cities, so the others did not
    learn this round was their last until it was over. The move says it, once."""
    g = cities()
    g.act("red", "turn.cities", count="7")
    assert g.kinds() == ["CounterSet", "NamedEndAhead"]
    assert texts(g)[1] == "🏁 Seventh city: Red reaches 7 cities. This round is the last."
    assert texts(g, "it")[1] == (
        "🏁 Settima città: il Rosso arriva a 7 città. Questa manche è l'ultima."
    )
    assert texts(g, "ja")[1] == "🏁 7都市目：赤の都市が7個に達しました。このラウンドが最後です。"
    g.act("red", "turn.cities", count="+1")  # already said: not again
    assert g.kinds() == ["CounterChanged"]
    g.act("red", "turn.action")
    g.act("blue", "turn.cities", count="7")  # a second seat reaching it is said too
    assert texts(g)[1] == "🏁 Seventh city: Blue reaches 7 cities. This round is the last."
    assert not g.pos["finished"]


def test_a_shared_track_reaching_a_round_end_end_says_the_round_is_the_last():
    g = cities()
    g.act("red", "turn.defcon", count="1")
    assert g.kinds()[-1] == "TrackEndAhead"
    assert texts(g)[-1] == "🏁 DEFCON reaches 1: this round is the last."
    assert texts(g, "it")[-1] == ("🏁 Il contatore «DEFCON» arriva a 1: questa manche è l'ultima.")
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.action")
    assert g.pos["finished"] and "GameDrawn" in g.kinds()


# ----------------------- (5) a phase played for each seat in turn: its turn, then the reply

EACH = """
[[phases]]
id = "turn"
name = "Player turn"
each_seat = true

[[phases.steps]]
id = "actions"
name = "Four actions"
structure = "sequential"

[[phases.steps]]
id = "infect"
name = "Infect cities"

[[phases]]
id = "end_of_round"
name = "End of round"
"""


def test_a_phase_each_seat_plays_its_steps_once_per_seat_in_turn():
    """Play-test 17, finding 5: Pandemic infects after each player's turn; no structure
    let a group of steps repeat once per seat ("each seat in turn: actions, then infect")."""
    g = Game(define(EACH), ["red", "blue", "green"])
    seen = []
    for seat in ("red", "blue", "green"):
        assert g.where() == (1, "turn", "actions") and g.pos["up"] == [seat]
        assert g.pos["each"][0] == seat
        with pytest.raises(NotYourTurn):  # only the seat whose pass it is plays
            g.act("blue" if seat != "blue" else "red", "turn.action")
        g.act(seat, "turn.action")
        assert g.where() == (1, "turn", "infect")
        seen.append(event_text(g.events[-1], "en", g.d))
        g.next()
    assert seen == ["• Infect cities (Red)", "• Infect cities (Blue)", "• Infect cities (Green)"]
    assert g.where() == (1, "end_of_round", "end_of_round") and "each" not in g.pos
    g.next()
    assert g.where() == (2, "turn", "actions") and g.pos["up"] == ["red"]


def test_each_seat_begins_at_the_start_player_and_the_prompt_names_the_seat():
    g = Game(define(EACH), ["red", "blue", "green"], options={"first_player": "blue"})
    assert g.pos["up"] == ["blue"] and g.pos["each"] == ["blue", "green", "red"]
    g.act("blue", "turn.action")
    prompt = g.prompt
    from bot.service.render import prompt_text

    assert prompt_text(prompt, "en", g.d) == "Round 1 · Player turn — Infect cities (Blue)"
    assert prompt_text(prompt, "ja", g.d).endswith("Infect cities（青）")
    assert prompt.step_id.endswith("@blue")


def test_each_seat_is_refused_on_a_step_and_said_unknown_there():
    from bot.engine.games.definition import DefinitionError

    with pytest.raises(DefinitionError) as e:
        define(
            EACH.replace('structure = "sequential"', 'structure = "sequential"\neach_seat = true')
        )
    assert "each_seat" in str(e.value)


# ------------------------------------------ (6) this round's turn order by a counter

BY_CITIES = """
[rounds]
count = 5

[counters.cities]
name = { en = { text = "cities", one = "city" }, ja = "都市", it = { text = "città", gender = "f", number = "pl" } }

[verbs."turn.cities"]
does = "counter:cities"

[[phases]]
id = "auction"
name = "Auction"
structure = "sequential"
order_by = { counter = "cities", rank = "high" }

[[phases]]
id = "build"
name = "Build (last place first)"
structure = "sequential"
order = "reverse"

[[phases]]
id = "bureaucracy"
name = "Bureaucracy"
"""


def order_of(g: Game, steps: int) -> list[str]:
    """Who plays the current sequential step, in turn (each plays its turn)."""
    seats = []
    for _ in range(steps):
        (seat,) = g.pos["up"]
        seats.append(seat)
        g.act(seat, "turn.action")
    return seats


def test_a_step_sets_this_rounds_turn_order_by_a_counter():
    """Play-test 17, finding 6: Power Grid's order is recomputed every round from the
    cities each player has (most first; last place first for building): no key said it,
    so the GM called each turn by hand."""
    g = Game(define(BY_CITIES), ["red", "blue", "green"])
    assert order_of(g, 3) == ["red", "blue", "green"]  # all equal: the seating
    assert order_of(g, 3) == ["green", "blue", "red"]
    g.act("red", "turn.cities", count="2")
    g.act("green", "turn.cities", count="5")
    g.act("blue", "turn.cities", count="2")
    g.next()  # round 2: the most cities first, equal ones in their order so far
    assert g.pos["round"] == 2
    said = [event_text(e, "en", g.d) for e in g.events]
    assert "Turn order for the rest of this round: Green, Red, Blue." in said, said
    assert order_of(g, 3) == ["green", "red", "blue"]
    assert order_of(g, 3) == ["blue", "red", "green"]  # last place first


def test_turn_order_by_a_counter_low_first_and_the_checker_names_the_counter():
    from bot.engine.games.definition import DefinitionError

    g = Game(define(BY_CITIES.replace('rank = "high"', 'rank = "low"')), ["red", "blue"])
    g.act("red", "turn.cities", count="3")
    order_of(g, 2)
    order_of(g, 2)
    g.next()
    assert order_of(g, 2) == ["blue", "red"]
    with pytest.raises(DefinitionError) as e:
        define(BY_CITIES.replace('counter = "cities", rank', 'counter = "citys", rank'))
    assert "order_by.counter" in str(e.value) and "'cities'" in str(e.value)


# ---------------------------------------- (14) a win_text that agrees with a plural seat

HEADLINE = """
[[phases]]
id = "headline"
name = "Headline"
structure = "secret"
min = 0
max = 4
rank = "high"
tie = "reverse_seating"
win_text = { en = "resolves first", ja = "先に解決", it = { text = "si risolvono per primi", one = "si risolve per primo" } }
"""


def superpowers(body: str):
    """A definition of two seats, the USSR and the USA (a plural name)."""
    from bot.engine.games.definition import parse as parse_definition
    from tests.engine.test_turns_second_user import HEAD

    head = HEAD.format(slug="headline").replace(
        'red = { en = "Red", ja = "赤", it = "Rosso" }',
        'red = { en = "USSR", ja = "ソ連", it = { text = "URSS", gender = "f" } }',
    )
    head = head.replace(
        'blue = { en = "Blue", ja = "青", it = "Blu" }',
        'blue = { en = { text = "USA", number = "pl" }, ja = "アメリカ", '
        'it = { text = "USA", gender = "m", number = "pl", article = "gli" } }',
    )
    return parse_definition(head + "[rounds]\ncount = 3\n" + body)


def headline(red: int, blue: int) -> list[str]:
    g = Game(superpowers(HEADLINE), ["red", "blue"])
    g.act("red", "turn.choose", amount=red)
    g.act("blue", "turn.choose", amount=blue)
    return [event_text(e, "it", g.d) for e in g.events if e.kind.endswith("As")]


def test_a_win_text_agrees_with_a_plural_seat_when_it_gives_its_form_for_one():
    """Play-test 17, finding 14: "Gli USA si risolve per primo (2)": win_text had one
    string per language, so a plural seat read wrong; a name table's ``one`` gives the
    form for one subject, ``text`` then being the form for several."""
    assert headline(1, 2) == ["Gli USA si risolvono per primi (2)."]
    assert headline(3, 2) == ["L'URSS si risolve per primo (3)."]
    (tie,) = headline(2, 2)
    assert tie.startswith("Parità tra gli USA e l'URSS (2): gli USA si risolvono per primi, ")


def test_a_win_text_without_one_is_made_plural_as_before():
    d = superpowers(
        HEADLINE.replace(
            'it = { text = "si risolvono per primi", one = "si risolve per primo" }',
            'it = "passa per primo"',
        )
    )
    g = Game(d, ["red", "blue"])
    g.act("red", "turn.choose", amount=0)
    g.act("blue", "turn.choose", amount=1)
    (line,) = [event_text(e, "it", g.d) for e in g.events if e.kind.endswith("As")]
    assert line == "Gli USA passano per primo (1)."


# ------------------- (13) a wrong counter and a misspelt structure, in the reader's language


def test_a_wrong_wins_counter_gets_the_closest_and_every_language():
    """Play-test 17, finding 13: ``wins = "trick"`` (the counter is ``tricks``) was said
    "must name a counter each seat holds, got 'trick'", no closest one, English under
    --locale it and ja; a misspelt structure stayed English for a Japanese organiser."""
    from bot.engine.games.definition import DefinitionError
    from bot.service.definitions import problem_text

    with pytest.raises(DefinitionError) as e:
        define(TRICK.replace('wins = "tricks"', 'wins = "trick"'))
    (p,) = e.value.problems
    assert str(p) == (
        "phases[0].steps[0].wins: 'trick' is not a counter (did you mean 'tricks'?); "
        "counters: tricks"
    )
    assert "'trick' non è un contatore (forse intendevi 'tricks'?)" in problem_text(p, "it")
    assert "'trick' というカウンターはありません（'tricks' のことですか？）" in problem_text(
        p, "ja"
    )
    with pytest.raises(DefinitionError) as e:
        define(TRICK.replace('structure = "sequential"', 'structure = "sequental"'))
    (p,) = [x for x in e.value.problems if x.path.endswith("structure")]
    assert str(p).endswith("got 'sequental' (did you mean 'sequential'?)")
    assert problem_text(p, "ja").endswith(
        "（書かれているのは 'sequental'。'sequential' のことですか？）"
    )
    assert "non 'sequental' (forse intendevi 'sequential'?)" in problem_text(p, "it")


def test_a_wrong_family_is_said_in_the_readers_language():
    from bot.engine.games import FAMILIES
    from bot.engine.games.definition import DefinitionError
    from bot.engine.games.definition import parse as parse_definition
    from bot.service.definitions import problem_text

    with pytest.raises(DefinitionError) as e:
        parse_definition('slug = "x"\nfamily = "turn"\n')
    (p,) = e.value.problems
    # the families Herald ships, then any a test of the same worker registered (toy)
    known = ", ".join(FAMILIES)
    assert known.startswith("coin, turns")
    assert str(p) == f"family: must be one of {known}, got 'turn' (did you mean 'turns'?)"
    assert problem_text(p, "it").startswith(f"family: deve essere uno di questi: {known}")


# ---------------------------- (27) a step's grant comes before its ``only`` is checked

DUEL = """
[rounds]
count = 2

[counters.ap]
min = 0
max = 9
name = { en = { text = "action points", one = "action point" }, ja = "行動ポイント", it = "punti azione" }

[verbs."turn.ap"]
does = "counter:ap"

[[phases]]
id = "battle"
name = "Battle"

[[phases.steps]]
id = "orders"
name = "Spend action points"
structure = "passing"
grant = [{ counter = "ap", plus = 3 }]
only = { counter = "ap", min = 1 }
actions = ["move", "fire"]
names = { move = "Move", fire = "Fire" }
"""


def test_a_grant_lets_the_seats_take_part_in_the_step_that_grants_it():
    """Play-test 17, finding 27: with ``grant`` and ``only`` on the same step and the
    counter at 0, nobody took part in round 1 (the test ran before the grant): the
    round was skipped without a word and the game began in round 2."""
    g = Game(define(DUEL), ["red", "blue"])
    assert g.where() == (1, "battle", "orders")
    assert g.pos["counters"]["ap"] == {"red": 3, "blue": 3}
    assert g.pos["up"] == ["red"]


def test_games_begun_under_rules_6_grant_after_the_only_test_as_they_were_played():
    g = Game(define(DUEL), ["red", "blue"], options={"rules": 6})
    assert g.pos["round"] == 2  # as it was played: the history replays the same


# ----------------------- (28) a seat up in a passing step that drops out passes the turn


def test_a_seat_up_that_drops_out_of_a_passing_step_passes_the_turn_on():
    """Play-test 17, finding 28: South, up, spent its last action point: "South drops
    out" was said, but South stayed up and its Fire was played; a sequential step
    passed the turn on."""
    g = Game(define(DUEL), ["red", "blue", "green"])
    g.act("red", "turn.move")
    assert g.pos["up"] == ["blue"]
    g.act("blue", "turn.ap", count="0")
    assert "PlayersDropped" in g.kinds() and g.pos["up"] == ["green"]
    with pytest.raises(NotYourTurn):
        g.act("blue", "turn.fire")
    g.act("green", "turn.fire")
    assert g.pos["up"] == ["red"]  # blue is skipped from now on
    g.act("red", "turn.pass")
    assert g.pos["up"] == ["green"]
    g.act("green", "turn.ap", count="0")  # the last one still playing: the step is over
    assert g.pos["round"] == 2 and g.pos["up"] == ["red"]


def test_a_passing_step_under_rules_6_keeps_the_seat_up_as_it_was_played():
    g = Game(define(DUEL), ["red", "blue"], options={"rules": 6})
    g.act("blue", "turn.ap", count="3")  # round 2 under rules 6 (see finding 27)
    assert g.pos["up"] == ["red"]
    g.act("red", "turn.ap", count="0")
    assert g.pos["up"] == ["red"]


# --------------------- (25) a round played in the order of passing begins with the first


GAIA = """
[[phases]]
id = "income"
name = "Income"
structure = "simultaneous"

[[phases]]
id = "actions"
name = "Actions"
structure = "passing"
next_round_order = "pass_order"
"""


def test_the_next_round_begins_with_the_first_to_pass_as_announced():
    """Play-test 17, finding 25: "Next round's turn order is the order of passing: Hadsch
    Hallas, Lantids and Terrans", then round 2's passing step opened with Terrans (the
    old first seat): the pass order was played rotated to begin there."""
    g = Game(define(GAIA), ["red", "blue", "green"])
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.done")
    g.act("red", "turn.action")
    g.act("blue", "turn.pass")  # blue, green, red: the next round's order
    g.act("green", "turn.pass")
    g.act("red", "turn.pass")
    said = [event_text(e, "en", g.d) for e in g.events]
    assert "Next round's turn order is the order of passing: Blue, Green and Red." in said
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.done")
    assert g.where() == (2, "actions", "actions")
    assert g.pos["up"] == ["blue"]
    g.act("blue", "turn.action")
    assert g.pos["up"] == ["green"]
    g.act("green", "turn.action")
    assert g.pos["up"] == ["red"]


def test_under_rules_6_the_order_of_passing_began_at_the_old_first_seat():
    g = Game(define(GAIA), ["red", "blue", "green"], options={"rules": 6})
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.done")
    for seat in ("blue", "green", "red"):
        if g.pos["up"] != [seat]:
            g.act(g.pos["up"][0], "turn.action")
        g.act(seat, "turn.pass")
    for seat in ("red", "blue", "green"):
        g.act(seat, "turn.done")
    assert g.pos["up"] == ["red"]


# ------------------------------ (21) two ends met at the same round end: both are said

TEAMS = """
[rounds]
count = 0

[sides.north_south]
name = { en = { text = "North-South", number = "pl" }, ja = "南北", it = { text = "Nord-Sud", gender = "m", number = "pl" } }
seats = ["red", "blue"]

[sides.east_west]
name = { en = { text = "East-West", number = "pl" }, ja = "東西", it = { text = "Est-Ovest", gender = "m", number = "pl" } }
seats = ["green", "yellow"]

[counters.ns]
shared = true
max = 2000
name = { en = { text = "North-South points", one = "North-South point" }, ja = "南北の得点", it = { text = "punti Nord-Sud", gender = "m", number = "pl" } }

[counters.ew]
shared = true
max = 2000
name = { en = { text = "East-West points", one = "East-West point" }, ja = "東西の得点", it = { text = "punti Est-Ovest", gender = "m", number = "pl" } }

[verbs."turn.ns"]
does = "counter:ns"

[verbs."turn.ew"]
does = "counter:ew"

[[end]]
counter = "ns"
at_least = 1000
winner = "north_south"
checked = "round_end"
name = { en = "1000 points", ja = "1000点", it = "1000 punti" }

[[end]]
counter = "ew"
at_least = 1000
winner = "east_west"
checked = "round_end"
name = { en = "1000 points", ja = "1000点", it = "1000 punti" }

[[phases]]
id = "tally"
name = "The GM adds the team points"
"""


def teams(ns: int, ew: int, rules: int | None = None) -> Game:
    g = Game(
        define(TEAMS),
        ["red", "blue", "green", "yellow"],
        options={"rules": rules} if rules else None,
    )
    g.act(None, "turn.ns", count=str(ns))
    g.act(None, "turn.ew", count=str(ew))
    g.next()
    assert g.pos["finished"]
    return g


def test_two_ends_met_at_once_are_both_said_and_the_higher_score_wins():
    """Play-test 17, finding 21: North-South at 1000 and East-West at 1150 at the same
    hand's end: "North-South win", East-West not mentioned (the first end written won).
    Both are said; the one furthest past its mark decides. And "points reaches"."""
    g = teams(1000, 1150)
    said = [event_text(e, "en", g.d) for e in g.events]
    assert said == [
        "🏁 1000 points: North-South points reach 1000.",
        "🏁 1000 points: East-West points reach 1150. The game is over.",
        "Thanks for playing!",
        "🏆 East-West win: Green and Yellow!",
    ]
    assert event_text(g.events[0], "it", g.d) == (
        "🏁 1000 punti: il contatore «Punti Nord-Sud» arriva a 1000."
    )
    assert event_text(g.events[0], "ja", g.d) == "🏁 1000点：南北の得点が1000に達しました。"
    assert g.s["result"]["side"] == "east_west"
    g = teams(1200, 1150)
    assert g.s["result"]["side"] == "north_south"
    assert sum("The game is over" in event_text(e, "en", g.d) for e in g.events) == 1
    g = teams(1100, 1100)  # equal: the first written
    assert g.s["result"]["side"] == "north_south"


def test_under_rules_6_the_first_end_written_decided_as_it_was_played():
    g = teams(1000, 1150, rules=6)
    assert g.s["result"]["side"] == "north_south"


# ----------------------------- (24) a bidder who cannot afford the lowest bid can pass only

PLANTS = """
[counters.elektro]
setup = 50
max = 999
name = { en = { text = "Elektro", number = "sg" }, ja = "エレクトロ", it = { text = "Elektro", gender = "m", number = "pl", one = "Elektro" } }

[verbs."turn.elektro"]
does = "counter:elektro"

[[phases]]
id = "auction"
name = "Auction"
structure = "auction"
lots = ["plant"]
min_bid = 3
limit = "elektro"
winner_pays = true
lot_names = { plant = "the plant" }
"""


def test_a_bidder_short_of_the_lowest_bid_is_told_it_can_only_pass():
    """Play-test 17, finding 24: Blue, holding 2 Elektro, was told "3 is out of range:
    3 to 2." and offered a Bid 3 button."""
    from bot.engine.errors import IllegalAction

    g = Game(define(PLANTS), ["red", "blue", "green"])
    g.act(None, "turn.elektro", seat="blue", count="2")
    g.act("red", "turn.bid", amount=3)
    assert g.pos["up"] == ["blue"]
    assert [o.id for o in g.prompt.options["blue"]] == ["pass"]
    with pytest.raises(IllegalAction) as e:
        g.act("blue", "turn.bid", amount=4)
    assert said(e.value, "en", g.d) == (
        "Blue holds 2 Elektro, less than the lowest bid (4): Blue can only pass."
    )
    assert said(e.value, "it", g.d) == (
        "Il Blu ha 2 Elektro, meno dell'offerta minima (4): il Blu può solo passare."
    )
    bid = next(m for m in FAMILY.moves(g.d, g.s, g.t) if m.id == "turn.bid")
    assert bid.number is not None and (bid.number.min, bid.number.max) == (None, None)
    g.act("blue", "turn.pass")
    assert [o.id for o in g.prompt.options["green"]] == ["bid", "pass"]


# ---------------------------- (17) the guide names what an auction without lots sells


def test_the_guides_one_lot_auction_names_what_is_sold():
    """Play-test 17, finding 17: an auction for the initiative without ``lots`` spoke of
    "the lot" ("Il Rosso offre 2 per il lotto"), and the guide did not say how to name
    it; its example, played as written, says "the initiative"."""
    from pathlib import Path

    guide = (Path(__file__).resolve().parents[2] / "docs" / "game-definitions.md").read_text()
    start = guide.index('[[phases.steps]]\nid = "initiative_bid"')
    block = guide[start : guide.index("```", start)]
    g = Game(define('[[phases]]\nid = "bidding"\nname = "Bidding"\n\n' + block), ["red", "blue"])
    g.act("red", "turn.bid", amount=2)
    assert event_text(g.events[0], "en", g.d) == "Red bids 2 for the initiative."
    assert event_text(g.events[0], "it", g.d) == "Il Rosso offre 2 per l'iniziativa."


# ------------------------------ (19) a round's own name is a title on the board picture


def test_the_board_writes_a_rounds_own_name_as_a_title():
    """Play-test 17, finding 19: ``[rounds] name = { it = { text = "turno" ... } }``,
    lower case as the guide asks, titled the round track "turno" while the header said
    "Turno 2 di 10" (a game with the default name shows "Round")."""
    from bot.service.board import scene

    d = define(
        '[rounds]\ncount = 10\nname = { en = "turn", ja = "ターン", it = { text = "turno", '
        'gender = "m" } }\n' + EACH
    )
    g = Game(d, ["red", "blue"])
    view = FAMILY.view(g.d, g.s, g.t)
    for loc, want in (("it", "Turno"), ("en", "Turn"), ("ja", "ターン")):
        sc = scene(g.d, view, seats=["red", "blue"], up=[], locale=loc, title="x")
        assert sc.names["track:round"] == want
