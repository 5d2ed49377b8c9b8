"""What play-test 16 left for fix17, each rule tested in the engine on a small
definition written for it."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.games import campaign
from bot.engine.games.base import Event
from bot.engine.games.definition import DefinitionError
from bot.i18n import t
from bot.service.render import event_text, params
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# ------------------------------ (14) a campaign: a new game from an ended game's result

CAMPAIGN = """
[rounds]
count = 1

[counters.renown]
setup = 1
max = 20
name = "renown"

[counters.coins]
setup = 5
name = "coins"

[counters.season]
setup = 1
shared = true
name = "season"

[campaign]
carry = ["renown", "season"]

[[phases]]
id = "evening"
name = "Evening"
"""


def _ended(d, seats, values: dict[str, int], season: int) -> dict:
    """An envelope of ``d`` ended by play, its seats holding ``values`` of renown."""
    g = Game(d, seats)
    for seat, n in values.items():
        g.s["counters"]["renown"][seat] = n
        g.s["counters"]["coins"][seat] = 9
    g.s["shared"]["season"] = season
    g.s["finished"] = True
    return {
        "game": d.slug,
        "family": "turns",
        "status": "ended",
        "gm": [999],
        "seats": [[s, i] for i, s in enumerate(seats, 1)],
        "bots": [],
        "options": {"rules": 6},
        "state": g.s,
        "undo": {"base": g.s, "actions": []},
    }


def test_a_new_game_carries_the_counters_its_definition_names_seat_by_seat():
    """Play-test 16, finding 14: a new session of a campaign began from `setup`."""
    d = define(CAMPAIGN)
    carry = campaign.carried(d, _ended(d, ["red", "blue"], {"red": 12, "blue": 7}, 3))
    assert carry == {"counters": {"renown": {"red": 12, "blue": 7}}, "shared": {"season": 3}}
    # the new game seats Red and Green: Red as it ended, Green (not there) from setup;
    # coins are not carried
    g = Game(d, ["red", "green"], options={"carry": carry})
    assert g.pos["counters"]["renown"] == {"red": 12, "green": 1}
    assert g.pos["counters"]["coins"] == {"red": 5, "green": 5}
    assert g.s["shared"] == {"season": 3}
    # a value the definition no longer allows is kept within the counter's range
    g = Game(d, ["red"], options={"carry": {"counters": {"renown": {"red": 99}}}})
    assert g.pos["counters"]["renown"] == {"red": 20}


def test_a_campaign_start_is_refused_from_a_game_not_ended_or_of_another_game():
    d = define(CAMPAIGN)
    earlier = _ended(d, ["red", "blue"], {"red": 2}, 1)
    with pytest.raises(IllegalAction) as e:
        campaign.carried(d, {**earlier, "status": "active"})
    assert e.value.key == "error.campaign_not_ended"
    with pytest.raises(IllegalAction) as e:
        campaign.carried(d, {**earlier, "state": None, "undo": {"base": None, "actions": []}})
    assert e.value.key == "error.campaign_never_began"
    with pytest.raises(IllegalAction) as e:
        campaign.carried(d, {**earlier, "game": "other-game"})
    assert e.value.key == "error.campaign_other_game"
    plain = define(CAMPAIGN.replace('[campaign]\ncarry = ["renown", "season"]\n', ""))
    with pytest.raises(IllegalAction) as e:
        campaign.carried(plain, earlier)
    assert e.value.key == "error.campaign_none"


def test_the_checker_names_a_carried_counter_the_game_does_not_have():
    with pytest.raises(DefinitionError) as e:
        define(CAMPAIGN.replace('carry = ["renown", "season"]', 'carry = ["renwn"]'))
    assert (
        "campaign.carry[0]: 'renwn' is not a counter (did you mean 'renown'?); "
        "counters: renown, coins, season" in str(e.value)
    )


# ------------------------- (6, 8) moves out of turn; the seats a verb's choice offers

ELIMINATION = """
[rounds]
count = 0

[counters.influence]
setup = 2
max = 2
name = "influence"

[[end]]
counter = "influence"
at_most = 0
seats_left = 1

[verbs."turn.influence"]
does = "counter:influence"
name = "Influence"

[verbs."turn.leader"]
does = "next_start_player"
name = "Start player"

[[phases]]
id = "turns"
name = "Turns"
structure = "sequential"
turns = 1
only = { counter = "influence", min = 1 }
"""


def test_a_seats_own_counter_changed_while_another_is_up_is_a_reaction_to_that_turn():
    g = Game(define(ELIMINATION), ["red", "blue", "green"])
    g.act("blue", "turn.influence", count="-1")
    (ev,) = g.events
    assert ev.data["reacting_to"] == ["red"]
    assert (ev.data["phase"], ev.data["step"]) == ("turns", "turns")
    g.act("red", "turn.influence", count="-1")  # the seat up: its own move
    assert "reacting_to" not in g.events[0].data
    g.act(None, "turn.influence", seat="green", count="-1")  # the GM's correction
    assert "reacting_to" not in g.events[0].data


def test_a_verbs_seat_choice_offers_the_seats_in_play_and_refuses_one_out():
    from bot.engine.games.turns import FAMILY

    g = Game(define(ELIMINATION), ["red", "blue", "green"])
    g.act(None, "turn.influence", seat="green", count="0")
    (leader,) = [m for m in FAMILY.moves(g.d, g.s, g.t) if m.id == "turn.leader"]
    assert leader.choice is not None and leader.choice.ids == ("red", "blue")
    with pytest.raises(IllegalAction) as e:
        g.act("red", "turn.leader", target="green")
    assert e.value.key == "turns.error.seat_out"
    g.act("red", "turn.leader", target="blue")
    assert g.s["next_start_player"] == "blue"


# ---------------- (30) who a sequential step still waits for; a step awaiting names


def test_a_sequential_steps_refusal_waits_for_every_seat_still_to_act():
    g = Game(define(ELIMINATION.replace("turns = 1", "turns = 2")), ["red", "blue", "green"])
    g.act("red", "turn.action")
    with pytest.raises(IllegalAction) as e:
        g.act(None, "phase.next")
    assert e.value.key == "turns.error.step_in_progress"
    assert e.value.params["up"] == ["blue", "green", "red"]
    snake = define(ELIMINATION.replace("turns = 1", 'turns = 2\norder = "snake"'))
    g = Game(snake, ["red", "blue", "green"])
    for seat in ("red", "blue", "green", "green"):
        g.act(seat, "turn.action")
    with pytest.raises(IllegalAction) as e:
        g.act(None, "phase.next")
    assert e.value.params["up"] == ["blue", "red"]


def test_a_step_waiting_for_names_asks_the_gm_for_them_not_for_phase_next():
    named = ELIMINATION.replace(
        'only = { counter = "influence", min = 1 }', "only = { named = true }"
    )
    g = Game(define(named), ["red", "blue", "green"])
    assert g.prompt.waiting_for == "gm" and g.prompt.gm_command == "turn only"
    g.act(None, "turn.only", seats="Red, Blue")
    assert g.prompt.gm_command == "" and g.prompt.up == ["red"]


# ------------------------------------------- texts in the game's own words (play-test 16)

OWN_EVENT = """
[[phases]]
id = "actions"
name = "Actions"
structure = "passing"
event_required = true
names = { event = { en = "Reaction", ja = "リアクション", it = "Reazione" } }
"""


def test_everyone_having_taken_the_event_is_said_in_the_games_words():
    """`AllEventsTaken` told every passing game to "resolve the bottom row of the
    Event cards nobody took", Europa Universalis' rule."""
    g = Game(define(OWN_EVENT), ["red", "blue"])
    g.act("red", "turn.event")
    g.act("blue", "turn.event")
    (ev,) = [e for e in g.events if e.kind == "EveryoneTookEvent"]
    assert event_text(ev, "en", g.d) == "Every seat has played “Reaction” this round."
    assert event_text(ev, "it", g.d) == "Tutti hanno giocato «Reazione» in questo round."
    assert event_text(ev, "ja", g.d) == "全員がこのラウンドの「リアクション」を行いました。"
    assert "bottom row" not in str([event_text(e, "en", g.d) for e in g.events])


VOTE_NO_MARKERS = """
[[phases]]
id = "draw"
name = { en = "Draw proposal", ja = "引き分けの提案", it = "Proposta di patta" }
structure = "vote"
ballots = 1
tie = "reject"
markers = false
"""


def test_extra_votes_in_a_vote_without_markers_are_refused_in_its_words():
    g = Game(define(VOTE_NO_MARKERS), ["red", "blue"])
    with pytest.raises(IllegalAction) as e:
        g.act("red", "vote", choice="approve", markers="2")
    assert e.value.key == "turns.error.no_markers"
    said = t(e.value.key, "en", **params(e.value.params, "en", g.d))
    assert said == "“Draw proposal” takes no extra votes: vote without markers: (got 2)."


def test_an_italian_game_of_years_says_the_year_not_the_round():
    d = define(OWN_EVENT.replace("[[phases]]", '[rounds]\ncount = 3\nname = "year"\n\n[[phases]]'))
    ev = Event("FirstPlayerTokenWon", {"seat": "red"})
    assert (
        event_text(ev, "it", d) == "Il Rosso prende il token Primo Giocatore alla fine dell'anno."
    )
    # English and Japanese say "round" as before (Hadrian's Wall's texts unchanged)
    assert event_text(ev, "en", d) == "Red takes the First Player token at the end of the round."


SCORING = """
[rounds]
count = 1

[tables.vp]
kind = "value"
name = { en = "Victory points", ja = "勝利点", it = "Punti vittoria" }
times = 2

[tables.gold]
kind = "value"
name = { en = "Gold", ja = "金", it = "Oro" }

[[phases]]
id = "score"
name = "Scoring"
structure = "scoring"
tables = ["vp", "gold"]
"""


def test_a_corrected_score_says_the_seats_total_in_italian_and_japanese():
    """Italian "(totale: X)" showed the corrected table's points, not the seat's total."""
    g = Game(define(SCORING), ["red", "blue"])
    g.act("red", "turn.score", table="gold", value="5")
    g.act("red", "turn.score", table="vp", value="10")
    g.act("red", "turn.score", table="vp", value="12")
    (ev,) = [e for e in g.events if e.kind == "ScoreCorrected"]
    assert ev.data["result"] == 24 and ev.data["total"] == 29
    assert event_text(ev, "it", g.d) == (
        "Il Rosso: correzione di «Punti vittoria», da 10 a 12 → 24 (totale: 29)."
    )
    assert event_text(ev, "ja", g.d) == "赤：勝利点を10から12に訂正しました（24点、合計29）。"
    assert (
        event_text(ev, "en", g.d) == "Red: Victory points corrected from 10 to 12 → 24 (total 29)."
    )


def test_the_place_and_start_player_commands_describe_no_one_game():
    """Their static descriptions named Lancaster's knights, counties and Surrey."""
    from bot.i18n import catalog

    for loc in ("en", "ja", "it"):
        texts = [
            catalog(loc)[f"cmd.turn.{k}.description"]
            for k in ("place", "place.where", "place.strength", "startplayer")
        ]
        words = (
            "Lancaster",
            "ランカスター",
            "knight",
            "騎士",
            "cavalier",
            "Surrey",
            "サリー",
            "A-I",
            "A〜I",
        )
        assert not [w for w in words for x in texts if w in x], (loc, texts)
