"""The game envelope: seats, GM, begin, undo, end — pure, no store."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction, PermissionDenied
from bot.engine.games import session
from bot.engine.games.base import Event, Outcome, Prompt
from bot.engine.games.definition import GameDefinition

RAW = {
    "slug": "toy",
    "family": "toy",
    "seats": {
        "names": ["Red", "Blue", "Green"],
        "min": 2,
        "max": 3,
        "aliases": {"Red": ["R", "rosso"]},
    },
}
DEF = GameDefinition.model_validate(RAW)
FIXED = GameDefinition.model_validate(dict(RAW, seats=dict(RAW["seats"], fixed=True, min=1)))


class Toy:
    """A family whose state is a counter; every action adds one."""

    name = "toy"

    def setup(self, definition, table, options):
        return {"n": 0, "seats": table.names}

    def apply(self, definition, state, table, action, actor):
        if action["type"] == "reveal":
            return Outcome(dict(state, n=0), [Event("Revealed")], boundary=True)
        return Outcome(dict(state, n=state["n"] + 1), [Event("Counted", {"n": state["n"] + 1})])

    def prompt(self, definition, state, table):
        return Prompt(phase="x")


def test_join_takes_first_free_seat_then_named_ones():
    g = session.new_game(DEF, gm=1)
    g, ev = session.join(g, DEF, 1)
    assert g["seats"] == [["Red", 1]] and ev[0].kind == "PlayerJoined"
    g, _ = session.join(g, DEF, 2, "green")
    assert session.holders(g) == {"Red": 1, "Green": 2}
    g, _ = session.join(g, DEF, 2, "Blue")  # one user, several seats
    # issue 13: seats are kept in seating order (docs/state.md), not join order
    assert session.seats_of(g, 2) == ("Blue", "Green")


def test_a_seventh_join_in_a_six_seat_game_is_refused_until_a_place_frees():
    realms = ["Castile", "England", "France", "Austria", "Ottomans", "Poland", "Portugal"]
    six = GameDefinition.model_validate(
        {"slug": "eu", "family": "toy", "seats": {"names": realms, "min": 3, "max": 6}}
    )
    g = session.new_game(six, gm=1)
    for user, realm in enumerate(realms[:6], start=10):
        g, _ = session.join(g, six, user, realm)
    with pytest.raises(IllegalAction) as e:
        session.join(g, six, 99, "Portugal")
    assert (e.value.key, e.value.params) == ("error.table_full", {"max": 6})
    assert session.holders(g) == dict(zip(realms[:6], range(10, 16), strict=True))
    g, _ = session.leave(g, 10)  # Castile leaves: a place for Portugal
    g, _ = session.join(g, six, 99, "Portugal")
    assert "Portugal" in session.holders(g) and "Castile" not in session.holders(g)


def test_join_refusals_have_reasons():
    g = session.new_game(DEF, gm=1)
    g, _ = session.join(g, DEF, 1, "rosso")
    assert session.holders(g) == {"Red": 1}
    with pytest.raises(IllegalAction) as e:
        session.join(g, DEF, 2, "Red")
    assert e.value.key == "error.seat_taken"
    with pytest.raises(IllegalAction) as e:
        session.join(g, DEF, 1, "Red")
    assert e.value.key == "error.already_seated"
    with pytest.raises(IllegalAction) as e:
        session.join(g, DEF, 2, "Purple")
    assert e.value.key == "error.unknown_seat" and e.value.params["seats"] == [
        "Red",
        "Blue",
        "Green",
    ]


def test_only_gm_assigns_seats_and_adds_gms():
    g = session.new_game(DEF, gm=1)
    with pytest.raises(PermissionDenied):
        session.assign_seat(g, DEF, session.actor(g, 2), "Red", 2)
    g, ev = session.assign_seat(g, DEF, session.actor(g, 1), "Red", 3)
    assert session.holders(g)["Red"] == 3 and ev[0].kind == "SeatAssigned"
    g, _ = session.assign_seat(g, DEF, session.actor(g, 1), "Blue", None, bot=True)
    assert g["bots"] == ["Blue"]
    assert session.table(g, DEF).names == ["Red", "Blue"]
    g, _ = session.add_gm(g, session.actor(g, 1), 5)
    assert session.is_gm(g, 5) and not session.is_gm(g, 3)
    assert session.is_gm(g, 3, admin=True)  # Manage Channels counts as GM


def test_table_of_fixed_seats_plays_every_seat():
    g = session.new_game(FIXED, gm=1)
    g, _ = session.join(g, FIXED, 2, "Blue")
    t = session.table(g, FIXED)
    assert t.names == ["Red", "Blue", "Green"]
    assert t.holder("Blue") == 2 and t.holder("Red") is None
    gm, player = session.actor(g, 1), session.actor(g, 2)
    assert t.may_act(gm, "Red") and not t.may_act(gm, "Blue")  # GM plays only empty seats
    assert t.may_act(player, "Blue") and not t.may_act(player, "Red")


def test_begin_needs_enough_seats_and_act_begins_lazily():
    toy = Toy()
    g = session.new_game(DEF, gm=1)
    g, _ = session.join(g, DEF, 1)
    with pytest.raises(IllegalAction) as e:
        session.begin(g, DEF, toy)
    assert e.value.params == {"min": 2, "count": 1}
    g, _ = session.join(g, DEF, 2)
    g2, ev = session.act(g, DEF, toy, {"type": "count"}, session.actor(g, 1))
    assert g2["status"] == "active" and g2["state"]["n"] == 1
    # plus the history record every change carries (never shown to players)
    assert [e.kind for e in ev] == ["GameBegan", "Counted", session.ACTION]
    assert g["status"] == "setup"  # the input is never mutated


def test_undo_steps_back_but_never_across_a_boundary():
    toy = Toy()
    g = session.new_game(FIXED, gm=1)
    g, _ = session.join(g, FIXED, 2, "Red")
    p, gm = session.actor(g, 2), session.actor(g, 1)
    g, _ = session.act(g, FIXED, toy, {"type": "c"}, p)
    g, _ = session.act(g, FIXED, toy, {"type": "reveal"}, gm)
    g, _ = session.act(g, FIXED, toy, {"type": "c"}, p)
    g, _ = session.act(g, FIXED, toy, {"type": "c"}, p)
    assert g["state"]["n"] == 2
    with pytest.raises(PermissionDenied):
        session.undo(g, session.actor(g, 9), FIXED, toy)  # neither the actor nor the GM
    g, ev = session.undo(g, p, FIXED, toy)
    assert g["state"]["n"] == 1 and ev[0].kind == "ActionUndone"
    g, _ = session.undo(g, gm, FIXED, toy)
    assert g["state"]["n"] == 0
    with pytest.raises(IllegalAction) as e:
        session.undo(g, gm, FIXED, toy)  # the reveal is a wall
    assert e.value.key == "error.nothing_to_undo"


def test_end_is_gm_only_and_final():
    toy = Toy()
    g = session.new_game(FIXED, gm=1)
    with pytest.raises(PermissionDenied):
        session.end(g, session.actor(g, 2))
    g, _ = session.end(g, session.actor(g, 1))
    with pytest.raises(IllegalAction) as e:
        session.act(g, FIXED, toy, {"type": "c"}, session.actor(g, 1))
    assert e.value.key == "error.game_ended"


# ----------------------------------------------------------------- issue 13


def test_first_phase_next_before_begin_starts_at_step_one():
    """/phase next before /game begin begins the game; it does not also leave step 1."""
    from pathlib import Path

    from bot.engine.games.definition import parse as parse_definition
    from bot.engine.games.turns import FAMILY as TURNS

    root = Path(__file__).resolve().parents[2] / "knowledge" / "games"
    eu = parse_definition((root / "europa-universalis.toml").read_text(encoding="utf-8"))
    g = session.new_game(eu, gm=9)
    for uid, seat in ((1, "Castile"), (2, "England"), (3, "France")):
        g, _ = session.join(g, eu, uid, seat)
    g, ev = session.act(g, eu, TURNS, {"type": "phase.next"}, session.actor(g, 1))
    assert g["status"] == "active" and [e.kind for e in ev][0] == "GameBegan"
    assert (g["state"]["pi"], g["state"]["si"]) == (0, 0)  # "A. Reveal events"
    g, _ = session.act(g, eu, TURNS, {"type": "phase.next"}, session.actor(g, 1))
    assert (g["state"]["pi"], g["state"]["si"]) == (0, 1)  # then "B."


def test_seats_are_kept_in_seating_order_and_the_gm_may_choose_it():
    g = session.new_game(DEF, gm=9)
    g, _ = session.join(g, DEF, 1, "Green")
    g, _ = session.join(g, DEF, 2, "Red")
    assert [s for s, _ in g["seats"]] == ["Red", "Green"]  # docs/state.md: seating order
    gm = session.actor(g, 9)
    with pytest.raises(PermissionDenied):
        session.set_seating(g, DEF, session.actor(g, 1), ["Green", "Red"])
    g, ev = session.set_seating(g, DEF, gm, ["green", "blue", "R"])
    assert ev[0].kind == "SeatingSet" and ev[0].data["seats"] == ["Green", "Blue", "Red"]
    assert [s for s, _ in g["seats"]] == ["Green", "Red"]
    g, _ = session.join(g, DEF, 3, "Blue")
    assert session.table(g, DEF).names == ["Green", "Blue", "Red"]
    with pytest.raises(IllegalAction):
        session.set_seating(g, DEF, gm, ["Red", "Red"])


def test_the_seating_order_said_lists_only_the_seats_in_play():
    """7 Wonders has seven wonders for three players: the order the GM sets names the
    wonders taken (or named by the GM), not the four nobody took."""
    seven = GameDefinition.model_validate(
        dict(RAW, seats={"names": ["A", "B", "C", "D", "E", "F", "G"], "min": 2, "max": 7})
    )
    g = session.new_game(seven, gm=9)
    for uid, seat in ((1, "D"), (2, "G"), (3, "B")):
        g, _ = session.join(g, seven, uid, seat)
    g, ev = session.set_seating(g, seven, session.actor(g, 9), ["D", "G"])
    assert ev[0].kind == "SeatingSet" and ev[0].data["seats"] == ["D", "G", "B"]
    g, ev = session.set_seating(g, seven, session.actor(g, 9), ["G", "E", "D"])
    assert ev[0].data["seats"] == ["G", "E", "D", "B"]  # E named by the GM
    # a game where every seat plays (COIN) lists them all
    fixed = GameDefinition.model_validate(
        dict(seven.model_dump(), seats={**seven.seats.model_dump(), "fixed": True})
    )
    g = session.new_game(fixed, gm=9)
    g, ev = session.set_seating(g, fixed, session.actor(g, 9), ["C"])
    assert ev[0].data["seats"] == ["C", "A", "B", "D", "E", "F", "G"]


# ----------------------------------------------------------------- history as actions


def _records(log):
    return [e.data for e in log if e.kind == session.ACTION]


def test_history_is_actions_and_replay_rebuilds_the_game():
    """Undo keeps one base state and the actions since the boundary, not snapshots;
    the log's records replay to the same game."""
    toy = Toy()
    g = session.new_game(FIXED, gm=1)
    log = [session.record("new", game=g)]
    steps = [
        lambda g: session.join(g, FIXED, 2, "Red"),
        lambda g: session.add_gm(g, session.actor(g, 1), 5),
        lambda g: session.act(g, FIXED, toy, {"type": "c"}, session.actor(g, 2)),
        lambda g: session.act(g, FIXED, toy, {"type": "c"}, session.actor(g, 2)),
        lambda g: session.act(g, FIXED, toy, {"type": "reveal"}, session.actor(g, 1)),
        lambda g: session.act(g, FIXED, toy, {"type": "c"}, session.actor(g, 2)),
        lambda g: session.act(g, FIXED, toy, {"type": "c"}, session.actor(g, 2)),
        lambda g: session.undo(g, session.actor(g, 5), FIXED, toy),
        lambda g: session.assign_seat(g, FIXED, session.actor(g, 1), "Blue", 7),
    ]
    for step in steps:
        g, ev = step(g)
        log += ev
        assert session.replay(_records(log), FIXED, toy) == g
    assert g["state"]["n"] == 1
    assert g["undo"] == {
        "base": {"n": 0, "seats": ["Red", "Blue", "Green"]},
        "actions": [
            {
                "action": {"type": "c"},
                "user": 2,
                "gm": False,
                "kind": "Counted",
                "event": {"kind": "Counted", "data": {"n": 1}},
                "undoable": True,
                "seats": ["Red"],
                "draws": [],
            }
        ],
    }
    # a changed log does not replay to the stored game
    bad = _records(log)
    bad[6] = dict(bad[6], action={"type": "reveal"})
    assert session.replay(bad, FIXED, toy) != g


def test_a_game_saved_with_snapshots_still_undoes():
    g = session.new_game(FIXED, gm=1)
    g, _ = session.join(g, FIXED, 2, "Red")
    g = dict(
        g, status="active", state={"n": 2}, undo=[{"state": {"n": 1}, "actor": 2, "kind": "C"}]
    )
    g, ev = session.undo(g, session.actor(g, 2))
    assert g["state"] == {"n": 1} and ev[0].data["undone"] == "C"


class Race(Toy):
    """A toy game that is over when its counter reaches 3; after that only the GM
    may correct it (as a scoring step's reports)."""

    def apply(self, definition, state, table, action, actor):
        if state.get("finished"):
            if not actor.is_gm:
                raise IllegalAction("turns.error.finished")
            return Outcome(dict(state, fixed=True), [Event("Corrected")])
        n = state["n"] + 1
        return Outcome(dict(state, n=n, finished=n >= 3), [Event("Counted", {"n": n})])


def _race(rules: int | None = None):
    g = session.new_game(DEF, gm=9)
    if rules is not None:
        g["options"]["rules"] = rules
    g, _ = session.join(g, DEF, 1)
    g, _ = session.join(g, DEF, 2)
    return session.begin(g, DEF, Race())[0]


def test_a_game_over_by_play_is_ended_and_an_undo_of_its_last_move_takes_it_back():
    family = Race()
    g = _race()
    red = session.actor(g, 1)
    for _ in range(2):
        g, _ = session.act(g, DEF, family, {"type": "count"}, red)
    assert g["status"] == "active" and not session.over(g)
    g, _ = session.act(g, DEF, family, {"type": "count"}, red)
    assert g["status"] == "ended" and session.over(g)
    # after the end: the GM's correction is played, the game stays ended
    boss = session.actor(g, 9)
    g, ev = session.act(g, DEF, family, {"type": "fix"}, boss)
    assert [e.kind for e in ev] == ["Corrected", "Action"]
    assert g["status"] == "ended" and g["state"]["fixed"]
    # a player's move is the family's to refuse; joining and /game end are refused
    with pytest.raises(IllegalAction):
        session.act(g, DEF, family, {"type": "count"}, red)
    with pytest.raises(IllegalAction, match="error.game_ended"):
        session.join(g, DEF, 3)
    # the GM's /game end closes it for good: no more corrections, no undo
    closed, _ = session.end(g, boss, DEF, family)
    assert closed["status"] == "ended" and closed["closed"] and not session.over(closed)
    with pytest.raises(IllegalAction, match="error.game_ended"):
        session.act(closed, DEF, family, {"type": "fix"}, boss)
    with pytest.raises(IllegalAction, match="error.game_ended"):
        session.undo(closed, boss, DEF, family)
    # the GM undoes the correction, then the move that ended the game: active again
    g, _ = session.undo(g, boss, DEF, family)
    assert g["status"] == "ended" and "fixed" not in g["state"]
    g, _ = session.undo(g, boss, DEF, family)
    assert g["status"] == "active" and g["state"]["n"] == 2
    g, _ = session.act(g, DEF, family, {"type": "count"}, red)
    assert g["status"] == "ended"


def test_a_game_the_gm_ended_takes_no_correction_and_old_rules_stay_active():
    family = Race()
    g = _race()
    boss = session.actor(g, 9)
    g, _ = session.end(g, boss, DEF, family)
    assert g["status"] == "ended" and not session.over(g)
    with pytest.raises(IllegalAction, match="error.game_ended"):
        session.act(g, DEF, family, {"type": "fix"}, boss)
    with pytest.raises(IllegalAction, match="error.game_ended"):
        session.undo(g, boss, DEF, family)
    # a game begun under rules 3 replays as it was played: over, but still active
    g = _race(rules=3)
    red = session.actor(g, 1)
    for _ in range(3):
        g, _ = session.act(g, DEF, family, {"type": "count"}, red)
    assert g["state"]["finished"] and g["status"] == "active" and not session.over(g)
