"""What play-test 17 found in steps, moves and what players see (the findings given to
game17), each fix tested in the engine on a small definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.errors import NotYourTurn
from bot.engine.games.base import Actor
from bot.engine.games.turns import FAMILY
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
