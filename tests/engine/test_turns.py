"""The turn-based family over the three shipped definitions and a made-up one."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.errors import IllegalAction, NotYourTurn, PermissionDenied
from bot.engine.games import FAMILIES
from bot.engine.games.base import Actor, Table
from bot.engine.games.definition import parse as parse_definition
from bot.engine.games.session import RULES
from bot.engine.games.turns import FAMILY
from tests.conftest import SEEDS, examples

ROOT = Path(__file__).resolve().parents[2] / "knowledge" / "games"
GM = Actor(999, (), True)


def load(slug: str) -> dict:
    return parse_definition((ROOT / f"{slug}.toml").read_text(encoding="utf-8"))


class Game:
    """A tiny driver: seats held by users 1..n (bots by nobody), the GM is 999."""

    def __init__(self, slug_or_def, seats, bots=(), options=None):
        self.d = load(slug_or_def) if isinstance(slug_or_def, str) else slug_or_def
        self.users = {}
        rows = []
        for i, s in enumerate(seats, start=1):
            if s in bots:
                rows.append((s, None))
            else:
                rows.append((s, i))
                self.users[s] = Actor(i, (s,))
        self.t = Table(seats=tuple(rows), bots=frozenset(bots))
        self.s = FAMILY.setup(self.d, self.t, {"rules": RULES, **(options or {})})
        self.events = []

    def who(self, seat):
        return self.users.get(seat, GM)

    def act(self, _seat, _type, **kw):
        out = FAMILY.apply(
            self.d, self.s, self.t, {"type": _type, **kw}, self.who(_seat) if _seat else GM
        )
        self.s = out.state
        self.events = out.events
        self.last = out
        return out

    def kinds(self):
        return [e.kind for e in self.events]

    @property
    def prompt(self):
        return FAMILY.prompt(self.d, self.s, self.t)

    @property
    def pos(self):
        return FAMILY.export(self.d, self.s, self.t)["position"]

    def next(self, n=1):
        for _ in range(n):
            self.act(None, "phase.next")

    def where(self):
        p = self.pos
        return (p["round"], p["phase"], p["step"])


def sections(g, kind):
    """The dashboard's sections of ``kind`` (the view is ids and numbers)."""
    return [x for x in FAMILY.view(g.d, g.s, g.t).sections if x.kind == kind]


def test_registered_family():
    assert FAMILIES["turns"] is FAMILY


# ----------------------------------------------------------------- Europa Universalis

EU4 = ["Castile", "England", "France", "Austria"]
# a pass reward's unit: the table's (named by the renderer: ducats), a bot's its own (PB)
DUCATS, PB = "pass_rewards", "pass_rewards.bot"


def to_actions(g):
    g.next(4)
    assert g.where() == (1, "actions", "actions")


@pytest.mark.parametrize(
    "seats,expected",
    [
        (["Castile", "England", "France"], [(DUCATS, 5), (DUCATS, 2)]),
        (EU4, [(DUCATS, 5), (DUCATS, 3), (DUCATS, 2)]),
        (EU4 + ["Ottomans"], [(DUCATS, 5), (DUCATS, 3), (DUCATS, 2)]),
        (
            EU4 + ["Ottomans", "Poland"],
            [(DUCATS, 5), (DUCATS, 3), (DUCATS, 2), (DUCATS, 1)],
        ),
    ],
)
def test_eu_pass_rewards_by_player_count(seats, expected):
    g = Game("europa-universalis", seats)
    to_actions(g)
    for s in seats:  # everyone takes their Event first
        g.act(s, "turn.event")
    got = []
    for s in seats[: len(expected)]:
        assert g.prompt.up == [s]
        g.act(s, "turn.pass")
        ev = g.events[0]
        assert ev.kind == "PlayerPassed"
        got.append((ev.data["unit"], ev.data["reward"]))
        assert ev.data["rank"] == len(got)
    assert got == expected
    # nobody left can earn a reward: the remaining players get one last turn
    # everyone took their Event: nobody owes one (issue 13: no empty list)
    assert "LastTurnsBeganEventsTaken" in g.kinds()
    assert g.pos["last_turns"] == seats[len(expected) :]
    assert g.pos["pass_order"] == seats[: len(expected)]


def test_eu_bots_earn_pb_and_share_the_pass_ranks():
    seats = ["Castile", "England", "France", "Austria"]
    g = Game("europa-universalis", seats, bots=("England", "Austria"))
    to_actions(g)
    for s in seats:
        g.act(s, "turn.event")
    g.act("Castile", "turn.pass")
    assert (g.events[0].data["reward"], g.events[0].data["unit"]) == (5, DUCATS)
    g.act("England", "turn.pass")  # the GM plays the bot
    assert (g.events[0].data["reward"], g.events[0].data["unit"]) == (1, PB)
    g.act("France", "turn.pass")
    assert (g.events[0].data["reward"], g.events[0].data["unit"]) == (2, DUCATS)
    # Austria is a bot: the bot column stops at the 2nd pass -> last turn
    assert g.kinds()[-1] == "LastTurnsBeganEventsTaken"
    assert g.prompt.up == ["Austria"]
    g.act("Austria", "turn.action")
    assert g.where() == (1, "peace", "A")


def test_eu_bot_first_to_pass_gets_2_pb():
    g = Game("europa-universalis", ["Castile", "England", "France"], bots=("Castile",))
    to_actions(g)
    g.act("Castile", "turn.event")  # the GM plays the bot
    g.act("England", "turn.event")
    g.act("France", "turn.event")
    g.act("Castile", "turn.pass")
    assert (g.events[0].data["reward"], g.events[0].data["unit"]) == (2, PB)


def test_eu_event_before_pass():
    g = Game("europa-universalis", ["Castile", "England", "France"])
    to_actions(g)
    with pytest.raises(IllegalAction) as e:
        g.act("Castile", "turn.pass")
    assert e.value.key == "turns.error.event_before_pass"
    assert [o.id for o in g.prompt.options["Castile"]] == ["action", "event"]
    g.act("Castile", "turn.event")
    g.act("England", "turn.action")
    g.act("France", "turn.action")
    assert g.prompt.up == ["Castile"]
    with pytest.raises(IllegalAction) as e:
        g.act("Castile", "turn.event")
    assert e.value.key == "turns.error.event_taken"
    assert "pass" in [o.id for o in g.prompt.options["Castile"]]
    assert "event" not in [o.id for o in g.prompt.options["Castile"]]


def test_eu_out_of_turn_refused_and_order_clockwise_skipping_passed():
    g = Game("europa-universalis", ["Castile", "England", "France"])
    to_actions(g)
    with pytest.raises(NotYourTurn):
        g.act("England", "turn.action")
    g.act("Castile", "turn.event")
    g.act("England", "turn.event")
    g.act("France", "turn.action")
    g.act("Castile", "turn.pass")
    assert g.prompt.up == ["England"]
    g.act("England", "turn.action")
    assert g.prompt.up == ["France"]  # Castile has passed: skipped
    g.act("France", "turn.action")
    assert g.prompt.up == ["England"]


def test_eu_last_turn_event_owed():
    seats = ["Castile", "England", "France"]
    g = Game("europa-universalis", seats)
    to_actions(g)
    g.act("Castile", "turn.event")
    g.act("England", "turn.event")
    g.act("France", "turn.action")  # France still owes its Event
    g.act("Castile", "turn.pass")
    g.act("England", "turn.pass")
    assert g.events[-1].kind == "LastTurnsBegan"
    assert g.events[-1].data["owe_event"] == ["France"]
    assert [o.id for o in g.prompt.options["France"]] == ["event"]
    with pytest.raises(IllegalAction) as e:
        g.act("France", "turn.action")
    assert e.value.key == "turns.error.last_turn_event"
    g.act("France", "turn.event")
    assert "LastTurnTaken" in g.kinds()
    assert g.where() == (1, "peace", "A")


def test_eu_six_players_two_last_turns_in_clockwise_order():
    seats = EU4 + ["Ottomans", "Poland"]
    g = Game("europa-universalis", seats)
    to_actions(g)
    for s in seats:
        g.act(s, "turn.event")
    for s in ["Castile", "England", "France"]:
        g.act(s, "turn.pass")
    g.act("Austria", "turn.action")
    g.act("Ottomans", "turn.action")
    g.act("Poland", "turn.pass")  # 4th: 1 ducat, then nobody can earn more
    assert g.events[0].data["reward"] == 1
    assert g.pos["last_turns"] == ["Austria", "Ottomans"]
    g.act("Austria", "turn.action")
    assert g.prompt.up == ["Ottomans"]
    g.act("Ottomans", "turn.action")
    assert g.pos["phase"] == "peace"
    assert g.pos["pass_order"] == ["Castile", "England", "France", "Poland"]


def test_eu_first_player_token():
    seats = ["Castile", "England", "France"]
    g = Game("europa-universalis", seats)
    assert g.pos["first_player"] == "Castile"
    to_actions(g)
    for s in seats:
        g.act(s, "turn.event")
    g.act("Castile", "turn.action")
    g.act("England", "turn.pass")  # first to pass -> token next round
    g.act("France", "turn.pass")
    g.act("Castile", "turn.action")  # last turn
    assert g.pos["next_first_player"] == "England"
    g.next(9 + 5 + 3)  # phases 3, 4, 5 (no end of era)
    assert g.where() == (2, "draw", "A")
    assert "RoundStarted" in g.kinds()
    assert g.last.boundary is True
    assert g.pos["first_player"] == "England"
    g.next(4)
    assert g.prompt.up == ["England"]  # round 2 starts with the new First Player
    # England passes first again while holding the token: it goes to the second
    for s in ["England", "France", "Castile"]:
        g.act(s, "turn.event")
    g.act("England", "turn.pass")
    g.act("France", "turn.pass")
    g.act("Castile", "turn.action")
    assert g.pos["next_first_player"] == "France"


def test_eu_phase_next_refused_during_actions():
    g = Game("europa-universalis", ["Castile", "England", "France"])
    to_actions(g)
    with pytest.raises(IllegalAction) as e:
        g.next()
    assert e.value.key == "turns.error.step_in_progress"
    # every seat that has not passed, the one up first (play16 12), not only Castile
    assert e.value.params["up"] == ["Castile", "England", "France"]


def _play_eu_round(g, seats):
    g.next(4)
    for s in _clockwise_from(seats, g.pos["first_player"]):
        g.act(s, "turn.event")
    order = _clockwise_from(seats, g.pos["first_player"])
    while g.pos["phase"] == "actions":
        up = g.prompt.up[0]
        ids = [o.id for o in g.prompt.options[up]]
        g.act(up, "turn.pass" if "pass" in ids else "turn.action")
    assert order
    g.next(9 + 5 + 3)


def _clockwise_from(seats, start):
    i = seats.index(start)
    return seats[i:] + seats[:i]


def test_eu_whole_game_every_phase_and_step_in_order():
    seats = ["Castile", "England", "France"]
    g = Game("europa-universalis", seats, options={"eras": 2})
    seen = [g.where()]
    steps_round = (
        [("draw", x) for x in "ABCD"]
        + [("actions", "actions")]
        + [("peace", x) for x in "ABCDEFGHI"]
        + [("income", x) for x in "ABCDE"]
        + [("cleanup", x) for x in "ABC"]
    )
    # Round 1 step by step
    for ph, stp in steps_round:
        assert g.where()[1:] == (ph, stp)
        if ph == "actions":
            for s in seats:
                g.act(s, "turn.event")
            for s in seats:
                g.act(s, "turn.pass")
            while g.pos["phase"] == "actions":
                g.act(g.prompt.up[0], "turn.action")
        else:
            assert g.prompt.rule_query
            assert g.prompt.up == [] and g.prompt.waiting_for == "anyone"
            g.next()
        seen.append(g.where())
    assert g.where() == (2, "draw", "A")
    # Round 2: the era's events run out -> step D of phase 5 runs, then era 2
    g.act("Castile", "era", events_left=0)
    assert g.pos["events_left"] == 0
    g.next(4)
    while g.pos["phase"] == "actions":
        up = g.prompt.up[0]
        ids = [o.id for o in g.prompt.options[up]]
        g.act(
            up, "turn.event" if "event" in ids else "turn.pass" if "pass" in ids else "turn.action"
        )
    g.next(9 + 5 + 3)
    assert g.where() == (2, "cleanup", "D")
    assert g.prompt.rule_query == "D. ROUTINE DI FINE ERA"
    g.next()
    assert "EraEnded" in g.kinds()
    assert g.pos["era"] == 2 and g.pos["events_left"] is None
    assert g.where() == (3, "draw", "A")
    # Round 3 ends era 2, the last: final scoring, then the game is finished
    g.act("England", "era", events_left=0)
    _play_eu_round(g, seats)
    assert g.where() == (3, "cleanup", "D")
    g.next()
    assert "FinalScoring" in g.kinds()
    assert g.pos["phase"] == "final" and g.pos["final"] is True
    g.next()
    assert g.prompt.finished and "GameFinished" in g.kinds()
    with pytest.raises(IllegalAction):
        g.next()


def test_eu_no_end_of_era_while_events_remain():
    seats = ["Castile", "England", "France"]
    g = Game("europa-universalis", seats)
    g.act("Castile", "era", events_left=3)
    _play_eu_round(g, seats)
    assert g.where() == (2, "draw", "A")


# ----------------------------------------------------------------- Lancaster


def test_lancaster_placement_order_one_knight_each_clockwise():
    g = Game("lancaster", ["Red", "Blue", "Yellow"])
    assert g.where() == (1, "placement", "place")
    order = []
    while g.pos["phase"] == "placement":
        up = g.prompt.up
        assert len(up) == 1
        order.append(up[0])
        g.act(up[0], "turn.place", where="castle")
    assert order == ["Red", "Blue", "Yellow"] * 2
    assert g.where() == (1, "parliament", "vote")


def test_lancaster_uneven_knights_and_adjustment():
    g = Game("lancaster", ["Red", "Blue", "Yellow"])
    g.act("Blue", "turn.knights", count=4)
    g.act("Yellow", "turn.knights", count=1)
    order = []
    while g.pos["phase"] == "placement":
        s = g.prompt.up[0]
        order.append(s)
        g.act(s, "turn.place", where="conflict")
    assert order == ["Red", "Blue", "Yellow", "Red", "Blue", "Blue", "Blue"]
    assert g.s["pieces"]["knights"] == {"Red": 2, "Blue": 4, "Yellow": 1}


def test_lancaster_place_validation_and_turn():
    g = Game("lancaster", ["Red", "Blue"])
    with pytest.raises(IllegalAction) as e:
        g.act("Red", "turn.place", where="Z")
    assert e.value.key == "turns.error.bad_place"
    with pytest.raises(NotYourTurn):
        g.act("Blue", "turn.place", where="A")
    g.act("Red", "turn.place", where="surrey")  # alias of county I
    assert g.events[0].data["where"] == "I"
    assert g.s["chooser"] == "Red"
    assert [o.args["where"] for o in g.prompt.options["Blue"]][:3] == ["A", "B", "C"]


def _place_all(g, where="castle"):
    while g.pos["phase"] == "placement":
        g.act(g.prompt.up[0], "turn.place", where=where)


def test_lancaster_surrey_holder_chooses_start_player_at_the_rewards():
    """Issue 22, seed 003: the start player is the reward of the knight on Surrey (I),
    chosen at the rewards, by whoever holds Surrey once the placement is over."""
    seed_says(
        "003",
        "スタートプレイヤーはサリー州(I)に置いたプレイヤーが、報酬として次のラウンドのスタートプレイヤーを決められる。",
    )
    seed_says(
        "003",
        "「I」のスペースでは、報酬の他に、次のラウンドのスタートプレイヤーを決めることができる。",
    )
    g = Game("lancaster", ["Red", "Blue", "Yellow"])
    g.act("Red", "turn.place", where="A")
    g.act("Blue", "turn.place", where="I")
    # not during the placement: Surrey's knight may still be pushed out
    with pytest.raises(IllegalAction) as e:
        g.act("Blue", "turn.startplayer", seat="Yellow")
    assert e.value.key == "turns.error.verb_not_now"
    _place_all(g)
    assert g.where() == (1, "parliament", "vote")
    with pytest.raises(NotYourTurn):
        g.act("Red", "turn.startplayer", seat="Red")
    g.act("Blue", "turn.startplayer", seat="Yellow")
    assert g.pos["next_start_player"] == "Yellow"
    _finish_lancaster_round(g)
    assert g.where() == (2, "placement", "place")
    assert g.pos["start_player"] == "Yellow"
    assert g.prompt.up == ["Yellow"]


def test_lancaster_the_knight_pushed_off_surrey_takes_the_choice_with_it():
    """Issue 22, seed 003: a knight pushed out of Surrey goes home; the reward (the
    choice of the next start player) is its pusher's. No choice can be made before the
    push, so none survives it."""
    seed_says("003", "追い出された騎士駒は、そのプレイヤーの城ボードに戻る。")
    g = Game("lancaster", ["Red", "Blue"])
    g.act("Red", "turn.place", where="I", strength=1)
    with pytest.raises(IllegalAction):
        g.act("Red", "turn.startplayer", seat="Red")  # Red may not choose yet
    g.act("Blue", "turn.place", where="I", strength=2)
    assert "PiecePushedOut" in g.kinds() and g.s["chooser"] == "Blue"
    _place_all(g)
    with pytest.raises(NotYourTurn):
        g.act("Red", "turn.startplayer", seat="Red")
    g.act("Blue", "turn.startplayer", seat="Red")
    assert g.pos["next_start_player"] == "Red"


def test_lancaster_anyone_chooses_when_nobody_holds_surrey():
    """Issue 22: nobody placed on Surrey, so the reward is nobody's: any player may
    name the next start player at the rewards."""
    g = Game("lancaster", ["Red", "Blue"])
    _place_all(g)
    assert g.s["chooser"] is None
    g.act("Red", "turn.startplayer", seat="Blue")
    assert g.pos["next_start_player"] == "Blue"
    g.act("Blue", "turn.startplayer", seat="Blue")  # and another player after them
    assert g.pos["next_start_player"] == "Blue"


def test_lancaster_noble_tiles_are_not_reported_during_the_placement():
    """Issue 22, seed 003: noble tiles are taken at the county rewards ("貴族タイルを得る"),
    so /turn nobles is refused while knights are placed."""
    seed_says("003", "貴族タイルを得るか、示されている別の報酬を得るか")
    g = Game("lancaster", ["Red", "Blue"])
    with pytest.raises(IllegalAction) as e:
        g.act("Red", "turn.nobles", count=1)
    assert e.value.key == "turns.error.verb_not_now" and e.value.params["phase"] == "placement"
    _place_all(g)
    g.act("Red", "turn.nobles", count=1)
    assert g.s["counters"]["nobles"]["Red"] == 1


def test_lancaster_a_knight_placed_without_strength_can_be_pushed_out():
    """Issue 22, seed 003: any knight in a county may be pushed out by a stronger one;
    one placed without its strength is pushed out by a knight whose strength is said."""
    seed_says("003", "すでに置かれている騎士駒は、それより大きい兵力を使うことで追い出せる。")
    g = Game("lancaster", ["Red", "Blue"])
    g.act("Red", "turn.place", where="B")  # no strength given
    with pytest.raises(IllegalAction) as e:
        g.act("Blue", "turn.place", where="B")  # the pusher must say its strength
    assert e.value.key == "turns.error.place_held_strength"
    g.act("Blue", "turn.place", where="B", strength=2)
    assert g.kinds()[0] == "PiecePushedOut" and g.events[0].data["seat"] == "Red"
    assert g.prompt.up == ["Red"]  # Red places that knight again this round


def _vote_all(g, law, choices):
    for seat, (choice, markers) in choices.items():
        g.act(seat, "vote", law=law, choice=choice, markers=markers)


def test_lancaster_vote_tally_and_ties():
    g = Game("lancaster", ["Red", "Blue", "Yellow", "Green"])
    while g.pos["phase"] == "placement":
        g.act(g.prompt.up[0], "turn.place", where="castle")
    assert sorted(g.prompt.up) == sorted(["Red", "Blue", "Yellow", "Green"])
    assert [o.id for o in g.prompt.options["Red"]] == ["approve", "reject"]
    # law 1: 2 against 2 -> a tie approves
    _vote_all(g, 1, {"Red": ("approve", 0), "Blue": ("reject", 0), "Yellow": ("approve", 0)})
    assert g.prompt.up == ["Green"]
    g.act("Green", "vote", law=1, choice="reject")
    assert g.events[-1].kind == "BallotApproved"
    ballot = {"step": "vote", "phase": "parliament"}
    assert g.events[-1].data == {"ballot": "1", **ballot, "approve": 2, "reject": 2, "tie": True}
    # law 2: markers count: two approvals with their round's one marker each win 4-2
    # (issue 13: a seat holds one vote marker in round 1, no longer any number)
    with pytest.raises(IllegalAction) as e:
        g.act("Red", "vote", law=3, choice="approve")
    assert e.value.key == "turns.error.ballot_order"
    _vote_all(
        g,
        2,
        {
            "Red": ("approve", 1),
            "Blue": ("approve", 1),
            "Yellow": ("reject", 0),
            "Green": ("reject", 0),
        },
    )
    assert g.events[-1].kind == "BallotApproved" and g.events[-1].data["approve"] == 4
    # law 3: rejected 3-1 (tie broken by a marker the other way)
    with pytest.raises(IllegalAction) as e:
        g.act("Red", "vote", law=3, choice="maybe")
    assert e.value.key == "turns.error.vote_choice"
    g.act("Red", "vote", law=3, choice="approve")
    with pytest.raises(IllegalAction) as e:
        g.act("Red", "vote", law=3, choice="reject")
    assert e.value.key == "turns.error.already_voted_on"
    _vote_all(g, 3, {"Blue": ("reject", 0), "Yellow": ("reject", 1), "Green": ("approve", 0)})
    assert [e.kind for e in g.events][:2] == ["VotedLast", "BallotRejected"]
    assert g.events[1].data == {"ballot": "3", **ballot, "approve": 2, "reject": 3, "tie": False}
    assert "BallotsCounted" in g.kinds()
    counted = g.events[g.kinds().index("BallotsCounted")].data
    assert counted == {"approved": ["1", "2"], "rejected": ["3"], **ballot}
    assert [v["result"] for v in g.pos["votes"]] == ["approve", "approve", "reject"]
    assert g.where() == (1, "parliament", "enact")


def _finish_lancaster_round(g):
    while g.pos["phase"] == "placement":
        g.act(g.prompt.up[0], "turn.place", where="castle")
    for law in (1, 2, 3):
        for s in list(g.prompt.up):
            g.act(s, "vote", law=law, choice="approve")
    g.next()  # enact
    g.next(3)  # counties, castle, conflicts
    if g.pos["phase"] == "prepare":
        g.next()


def test_lancaster_whole_game_every_phase_and_step_in_order():
    g = Game("lancaster", ["Red", "Blue", "Yellow"])
    for rnd in range(1, 6):
        assert g.where() == (rnd, "placement", "place")
        while g.pos["phase"] == "placement":
            g.act(g.prompt.up[0], "turn.place", where="castle")
        assert g.where() == (rnd, "parliament", "vote")
        for law in (1, 2, 3):
            assert g.pos["ballot"] == law
            for s in list(g.prompt.up):
                g.act(s, "vote", law=law, choice="reject")
        seq = [
            ("parliament", "enact"),
            ("rewards", "counties"),
            ("rewards", "castle"),
            ("rewards", "conflicts"),
        ]
        if rnd < 5:
            seq.append(("prepare", "prepare"))
        for ph, stp in seq:
            assert g.where() == (rnd, ph, stp)
            assert g.prompt.rule_query
            g.next()
    assert g.where() == (5, "final", "final")
    assert g.prompt.rule_query == "最終得点計算"
    (table,) = sections(g, "table")
    assert table.title.id == "final_bands" and [i["value"] for i in table.items] == [8, 4]
    g.next()
    assert g.prompt.finished


# ----------------------------------------------------------------- Hadrian's Wall


def test_hadrian_simultaneous_completion():
    seats = ["Red", "Blue", "Green"]
    g = Game("hadrians-wall", seats)
    g.next(3)  # fate, cards, production (no neutral deck with 3)
    assert g.where() == (1, "actions", "actions")
    assert g.prompt.up == seats
    assert {s: [o.id for o in g.prompt.options[s]] for s in seats} == {s: ["done"] for s in seats}
    g.act("Blue", "turn.done")
    assert g.events[0].data["waiting"] == ["Red", "Green"]
    assert g.prompt.up == ["Red", "Green"]
    with pytest.raises(IllegalAction) as e:
        g.act("Blue", "turn.done")
    assert e.value.key == "turns.error.already_done"
    with pytest.raises(IllegalAction):
        g.next()
    g.act("Green", "turn.done")
    g.act("Red", "turn.done")
    assert "AllDone" in g.kinds()
    assert g.where() == (1, "end", "return")


@pytest.mark.parametrize("players,neutral", [(1, True), (2, True), (3, False), (6, False)])
def test_hadrian_whole_game_every_step_and_neutral_deck(players, neutral):
    seats = ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"][:players]
    g = Game("hadrians-wall", seats)
    for year in range(1, 7):
        start = ["fate", "cards"] + (["neutral"] if neutral else []) + ["production"]
        for stp in start:
            assert g.where() == (year, "start", stp)
            g.next()
        assert g.where() == (year, "actions", "actions")
        for s in seats:
            g.act(s, "turn.done")
        end = ["return", "picts"] + (["neutral_attack"] if neutral else []) + ["valour"]
        # issue 13: the neutral cards are cleared after the attack (after valour)
        end += ["neutral_clear"] if neutral else []
        for stp in end:
            assert g.where() == (year, "end", stp)
            g.next()
        if year < 6:
            assert "YearStarted" in g.kinds() and g.last.boundary
    assert g.where() == (6, "final", "score")
    assert g.pos["round_name"] == "year"
    assert {x.title.id for x in sections(g, "table")} == {"disdain", "solo_ranks"}
    g.act(None, "table", table="disdain", value=5)
    assert g.events[0].data["result"] == -9
    g.next()
    assert g.prompt.finished


@pytest.mark.parametrize(
    "disdain,penalty", [(0, 0), (1, -1), (2, -3), (5, -9), (6, -12), (8, -18), (9, -22), (14, -22)]
)
def test_hadrian_disdain_table(disdain, penalty):
    assert load("hadrians-wall").tables["disdain"].look_up(disdain) == penalty


@pytest.mark.parametrize(
    "score,rank",
    [
        (0, "Miles"),
        (39, "Miles"),
        (40, "Centurion"),
        (55, "Primus Pilus"),
        (69, "Praefectus castrorum"),
        (70, "Legatus legionis"),
        (120, "Legatus legionis"),
    ],
)
def test_hadrian_solo_ranks(score, rank):
    assert load("hadrians-wall").tables["solo_ranks"].look_up(score) == rank


# ----------------------------------------------------------------- generic behaviour


def test_apply_does_not_mutate_state():
    g = Game("lancaster", ["Red", "Blue"])
    import copy

    before = copy.deepcopy(g.s)
    FAMILY.apply(g.d, g.s, g.t, {"type": "turn.place", "where": "A"}, g.who("Red"))
    assert g.s == before


def test_phase_next_needs_a_seat_or_gm():
    g = Game("hadrians-wall", ["Red"])
    with pytest.raises(PermissionDenied):
        FAMILY.apply(g.d, g.s, g.t, {"type": "phase.next"}, Actor(5))
    FAMILY.apply(g.d, g.s, g.t, {"type": "phase.next"}, g.who("Red"))


def test_unknown_action_refused():
    g = Game("hadrians-wall", ["Red"])
    with pytest.raises(IllegalAction) as e:
        g.act("Red", "coin.pass")
    assert e.value.key == "turns.error.unknown_action"


RAW = {
    slug: __import__("tomllib").loads((ROOT / f"{slug}.toml").read_text(encoding="utf-8"))["phases"]
    for slug in ("europa-universalis", "lancaster", "hadrians-wall")
}


@pytest.mark.parametrize("slug", ["europa-universalis", "lancaster", "hadrians-wall"])
def test_shipped_definitions_parse_and_are_the_same_twice(slug):
    d = load(slug)
    assert d.family == "turns" and set(d.names) == {"en", "ja", "it"}
    assert (
        parse_definition(d.model_dump(by_alias=True, exclude={"phases"}) | {"phases": RAW[slug]})
        == d
    )
    for ph in d.phases:
        for stp in ph.steps:
            assert stp.section or ph.section, (ph.id, stp.id)


@pytest.mark.parametrize("slug", ["europa-universalis", "lancaster", "hadrians-wall"])
def test_sections_are_headings_of_the_summary(slug):
    summary = ROOT.parent / "summaries" / slug
    if not summary.exists():
        pytest.skip("summary not converted")
    headings = set()
    for f in summary.glob("*.md"):
        for line in f.read_text(encoding="utf-8").splitlines():
            if line.startswith("#"):
                headings.add(line.lstrip("#").strip())
    for ph in load(slug).phases:
        for stp in ph.steps:
            assert (stp.section or ph.section) in headings, stp.section


@pytest.mark.parametrize(
    "mutate,msg",
    [
        (lambda d: d.pop("phases"), "phases"),
        (lambda d: d["phases"][0]["steps"][0].update(structure="dance"), "structure"),
        (lambda d: d["phases"][1]["steps"][0].update(rewards="nope"), "rewards"),
        (lambda d: d["seats"].update(min=9), "seats.min"),
        (lambda d: d["rounds"].update(name="epoch"), "rounds.name"),
        (lambda d: d["phases"][0]["steps"][0].update(when={"moon": True}), "moon"),
        (lambda d: d["tables"]["pass_rewards"].update(kind="x"), "kind"),
        (lambda d: d.update(family="cards"), "family"),
        (lambda d: d["phases"][0]["steps"].append({"id": "A", "name": "again"}), "duplicate step"),
    ],
)
def test_validation_errors_are_clear(mutate, msg):
    import tomllib

    raw = tomllib.loads((ROOT / "europa-universalis.toml").read_text(encoding="utf-8"))
    mutate(raw)
    with pytest.raises(ValueError) as e:
        parse_definition(raw)
    assert msg in str(e.value)


@settings(max_examples=examples(40), deadline=None)
@given(
    st.sampled_from(["europa-universalis", "lancaster", "hadrians-wall"]),
    st.integers(min_value=0, max_value=10**6),
    st.integers(min_value=3, max_value=5),
)
def test_any_sequence_of_offered_options_reaches_the_end(slug, seed, n):
    """Pressing offered buttons (or /phase next when nobody is up) always finishes."""
    import random

    rng = random.Random(seed)
    names = list(load(slug).seats.names[:n])
    g = Game(slug, names, options={"eras": 1} if slug == "europa-universalis" else None)
    for _ in range(3000):
        p = g.prompt
        if p.finished:
            break
        if not p.up:
            if g.pos["phase"] == "draw" and g.pos["round"] >= 2:
                g.act(names[0], "era", events_left=0) if g.pos.get("events_left") != 0 else None
            g.next()
            continue
        seat = rng.choice(p.up)
        opt = rng.choice(p.options[seat])
        try:
            g.act(
                seat, opt.command.replace(" ", "."), **opt.args
            ) if opt.command != "vote" else g.act(seat, "vote", **opt.args)
        except IllegalAction as e:
            pytest.fail(f"offered option {opt.id} refused: {e}")
    assert g.prompt.finished


# ----------------------------------------------------------------- issue 13: rules


def seed_says(number: str, text: str) -> str:
    """The quoted rule, checked against the seed when the seeds folder is present."""
    folder = SEEDS if SEEDS.is_dir() else None
    if folder is not None:
        body = next(folder.glob(f"{number}_*.txt")).read_text(encoding="utf-8")
        assert text in body, f"seed {number} does not say {text!r}"
    return text


def test_lancaster_stronger_knight_pushes_out_and_the_knight_returns():
    """Seed 003: one knight per county; a stronger one pushes it out, back to its owner's
    castle board, and the owner places it again this round."""
    seed_says("003", "「A」~「I」のスペースに、それぞれ1つずつ置ける。")
    seed_says("003", "すでに置かれている騎士駒は、それより大きい兵力を使うことで追い出せる。")
    seed_says("003", "追い出された騎士駒は、そのプレイヤーの城ボードに戻る。")
    g = Game("lancaster", ["Red", "Blue"])
    g.act("Red", "turn.place", where="A", strength=2)
    # the held county is no button (a push-out needs a strength)
    assert "A" not in [o.args["where"] for o in g.prompt.options["Blue"]]
    with pytest.raises(IllegalAction) as e:
        g.act("Blue", "turn.place", where="A", strength=2)  # not stronger
    assert e.value.key == "turns.error.place_held" and e.value.params["strength"] == 2
    with pytest.raises(IllegalAction) as e:
        g.act("Blue", "turn.place", where="A")  # no strength named
    assert e.value.key == "turns.error.place_held_strength"
    assert g.pos["placements"] == [["Red", "A"]]  # refusals changed nothing
    g.act("Blue", "turn.place", where="A", strength=3)
    assert g.kinds()[0] == "PiecePushedOut"
    assert g.events[0].data["seat"] == "Red" and g.events[0].data["by"] == "Blue"
    assert g.pos["placements"] == [["Blue", "A"]]
    # Red's knight is back: Red still has two to place this round, the knights it holds
    # are unchanged (no /turn knights workaround)
    left = FAMILY.view(g.d, g.s, g.t).section("pieces_left")
    assert left is not None and {i["seat"]: i["n"] for i in left.items} == {"Red": 2, "Blue": 1}
    # the board shows Blue's knight in A with the strength it pushed Red's out with
    placed = FAMILY.view(g.d, g.s, g.t).section("placements")
    assert placed is not None and placed.items == ({"seat": "Blue", "place": "A", "strength": 3},)
    assert g.s["pieces"]["knights"] == {"Red": 2, "Blue": 2}
    order = []
    while g.pos["phase"] == "placement":
        up = g.prompt.up[0]
        order.append(up)
        g.act(up, "turn.place", where="castle")
    assert order == ["Red", "Blue", "Red"]
    # non-exclusive places hold any number of knights
    assert g.where() == (1, "parliament", "vote")


def test_lancaster_vote_markers_noble_tiles_plus_one_used_up():
    """Seed 003: one marker at setup; noble tiles + 1 at the castle reward; used up each
    round, not carried over; what is left after the three laws goes back."""
    seed_says("003", "投票マーカーを1つ取り、城ボードに置く。")
    seed_says("003", "毎ラウンド使い切りで、持ち越せない。")
    seed_says("003", "また、貴族タイルの枚数+1個の投票マーカーを得られる。")
    seed_says(
        "003", "3枚の法律カードそれぞれの投票が終わったら、余った投票マーカーはストックに戻す。"
    )
    g = Game("lancaster", ["Red", "Blue"])
    while g.pos["phase"] == "placement":
        g.act(g.prompt.up[0], "turn.place", where="castle")
    with pytest.raises(IllegalAction) as e:
        g.act("Red", "vote", law=1, choice="approve", markers=50)
    assert e.value.key == "turns.error.not_enough_markers" and e.value.params["have"] == 1
    g.act("Red", "vote", law=1, choice="approve", markers=1)
    g.act("Blue", "vote", law=1, choice="reject")
    with pytest.raises(IllegalAction) as e:
        g.act("Red", "vote", law=2, choice="approve", markers=1)  # used up
    assert e.value.params["have"] == 0
    g.act("Red", "vote", law=2, choice="approve")
    g.act("Blue", "vote", law=2, choice="reject")
    g.act("Red", "vote", law=3, choice="approve")
    g.act("Blue", "vote", law=3, choice="reject")
    assert "UnusedCounterReturned" in g.kinds()  # Blue's marker goes back
    assert g.s["counters"]["vote_markers"] == {"Red": 0, "Blue": 0}
    g.act("Blue", "turn.nobles", count=2)  # Blue took two noble tiles
    g.next()  # enact
    g.next()  # counties -> castle: noble tiles + 1
    assert g.where() == (1, "rewards", "castle")
    assert g.s["counters"]["vote_markers"] == {"Red": 1, "Blue": 3}
    assert "CounterGrantedFrom" in g.kinds()
    g.next(3)  # conflicts, prepare -> round 2
    while g.pos["phase"] == "placement":
        g.act(g.prompt.up[0], "turn.place", where="castle")
    g.act("Blue", "vote", law=1, choice="approve", markers=3)
    with pytest.raises(IllegalAction):
        g.act("Red", "vote", law=1, choice="approve", markers=2)


def test_hadrian_take_back_done_while_the_year_is_open():
    """Seed 004: the year's actions end when every player has finished
    ("各年は、すべてのプレイヤーが行動を終了した時点で終了します"); until then a player may
    take back their own "done"."""
    seed_says("004", "各年は、すべてのプレイヤーが行動を終了した時点で終了します。")
    g = Game("hadrians-wall", ["Red", "Blue", "Green"])
    g.next(3)
    assert g.where() == (1, "actions", "actions")
    p = g.prompt
    assert p.simultaneous and p.step_id == "1:actions:actions"
    g.act("Blue", "turn.done")
    assert g.prompt.up == ["Red", "Green"] and g.prompt.step_id == p.step_id
    with pytest.raises(IllegalAction) as e:
        g.act("Red", "turn.undone")  # Red never declared done
    assert e.value.key == "turns.error.not_done"
    with pytest.raises(NotYourTurn):
        g.act("Red", "turn.undone", seat="Blue")  # not Red's seat
    g.act("Blue", "turn.undone")
    assert g.kinds() == ["PlayerResumed"] and g.prompt.up == ["Red", "Blue", "Green"]
    for s in ("Red", "Green", "Blue"):
        g.act(s, "turn.done")
    assert g.where() == (1, "end", "return")
    with pytest.raises(IllegalAction):  # the year's actions are over
        g.act("Blue", "turn.undone")


def test_hadrian_neutral_cards_cleared_after_the_attack():
    """Seed 004 (1-2 players): the neutral cards add fate cards to the Pict attack and
    are cleared "攻撃解決後", after the attack is resolved (valour or disdain)."""
    seed_says(
        "004", "攻撃解決後、プレイヤーはこれらのカードの資源と兵士をすべてメインサプライに戻し"
    )
    g = Game("hadrians-wall", ["Red", "Blue"])
    g.next(4)
    g.act("Red", "turn.done")
    g.act("Blue", "turn.done")
    steps = []
    while g.pos["phase"] == "end":
        steps.append(g.pos["step"])
        g.next()
    assert steps == ["return", "picts", "neutral_attack", "valour", "neutral_clear"]


def test_eu_era_events_counted_so_the_era_ends_by_itself():
    """Seed 002 1A: "Pescare # Carte Evento … (solitamente # giocatori + 1)"; the era
    ends when no Events are left (5D "non vi sono più Eventi rimanenti")."""
    seed_says("002", "(solitamente # giocatori + 1)")
    seed_says("002", "non vi sono più Eventi rimanenti per l'Era in corso")
    g = Game("europa-universalis", EU4, options={"eras": 2, "events_left": 15})
    # round 1, step 1A: 4 players + 1 = 5 Event cards drawn
    assert g.pos["events_left"] == 10
    ends = []
    while g.pos["era"] == 1:
        _play_eu_round(g, EU4)
        if g.where()[1:] == ("cleanup", "D"):  # the end-of-era routine runs by itself
            ends.append(g.pos["round"])
            g.next()
    assert ends == [3]  # 15 cards, 5 per round: the third round closes the era
    assert g.pos["era"] == 2 and g.pos["round"] == 4
    assert g.pos["events_left"] is None  # the next era's deck is not reported yet


def test_eu_gm_chooses_the_opening_first_player_and_seating():
    g = Game("europa-universalis", EU4, options={"first_player": "France"})
    assert g.pos["first_player"] == "France"
    to_actions(g)
    assert g.prompt.up == ["France"]
    with pytest.raises(IllegalAction) as e:
        Game("europa-universalis", EU4, options={"first_player": "Narnia"})
    assert e.value.key == "error.unknown_seat"


# ----------------------------------------------------------------- issue 9: shapes

FARM = """
slug = "farmstead"
family = "turns"
names = { en = "Farmstead", ja = "農場", it = "Fattoria" }
[seats]
names = ["Fox", "Hen"]
min = 2
[rounds]
count = 1
[options.workers]
default = 1
[counters.seeds]
setup = 2
name = { en = "seeds", ja = "種", it = "semi" }
[verbs]
"turn.workers" = "pieces"
"turn.seeds" = "counter:seeds"
[[phases]]
id = "work"
name = { en = "Work", ja = "作業", it = "Lavoro" }
structure = "sequential"
pieces = "workers"
places = ["farm", "mine"]
[phases.place_names]
farm = { en = "the farm", ja = "農場", it = "la fattoria" }
mine = { en = "the mine", ja = "鉱山", it = "la miniera" }
"""


def test_structures_are_classes_registered_by_name():
    from bot.engine.games.turns.structures import STRUCTURES
    from bot.engine.games.turns.structures.base import Structure

    assert {"passing", "prompt", "sequential", "simultaneous", "vote"} <= set(STRUCTURES)
    assert all(isinstance(x, Structure) for x in STRUCTURES.values())
    assert {"simultaneous", "vote"} <= {n for n, x in STRUCTURES.items() if x.simultaneous}
    assert not STRUCTURES["prompt"].ends_itself


def test_a_new_game_from_data_labels_its_places_and_declares_its_verbs():
    d = parse_definition(FARM)
    g = Game(d, ["Fox", "Hen"])
    opts = g.prompt.options["Fox"]
    from bot.service.render import option_label

    assert [option_label(o, "ja", d) for o in opts] == ["農場", "鉱山"]  # not turns.place.farm
    g.act("Fox", "turn.seeds", count=5)
    assert g.s["counters"]["seeds"] == {"Fox": 5, "Hen": 2}
    g.act("Hen", "turn.workers", count=2)
    with pytest.raises(IllegalAction) as e:
        g.act("Fox", "turn.knights", count=2)  # Lancaster's verb: not this game's
    assert e.value.key == "turns.error.unknown_action"
    with pytest.raises(IllegalAction):
        g.act("Fox", "era", events_left=1)


def test_verbs_must_fit_the_definition():
    with pytest.raises(ValueError, match="verbs.era"):
        parse_definition(FARM.replace('"turn.seeds" = "counter:seeds"', 'era = "era"'))
    with pytest.raises(ValueError, match="not a counter"):
        parse_definition(FARM.replace('"counter:seeds"', '"counter:gold"'))


def test_definition_errors_name_the_file_and_the_key(tmp_path):
    from bot.service.knowledge import Knowledge

    games = tmp_path / "games"
    games.mkdir()
    (games / "farmstead.toml").write_text(
        FARM.replace('structure = "sequential"', 'structure = "dance"'), encoding="utf-8"
    )
    (games / "farm2.toml").write_text(
        FARM.replace("setup = 2", 'setup = "two"').replace("farmstead", "farm2"),
        encoding="utf-8",
    )
    problems = " | ".join(Knowledge.load(tmp_path).problems)
    assert "farmstead.toml: phases[0].structure: " in problems
    assert "got 'dance'" in problems and "'sequential'" in problems  # allowed values listed
    assert "farm2.toml: counters.seeds.setup: " in problems
    with pytest.raises(ValueError, match=r"rounds.count: must be 0 or more, got -1"):
        parse_definition(FARM.replace("count = 1", "count = -1"))


def test_no_empty_list_in_a_sentence():
    from bot.service.render import event_text

    g = Game("lancaster", ["Red", "Blue"])
    while g.pos["phase"] == "placement":
        g.act(g.prompt.up[0], "turn.place", where="castle")
    for law in (1, 2, 3):
        g.act("Red", "vote", law=law, choice="reject")
        g.act("Blue", "vote", law=law, choice="reject")
    assert "BallotsAllRejected" in g.kinds()
    for loc in ("en", "ja", "it"):
        text = " ".join(event_text(e, loc, g.d) for e in g.events)
        assert "()" not in text and "（）" not in text and ": ." not in text and "：。" not in text
