"""Property tests: random legal sequences of play through the COIN family."""

from __future__ import annotations

import itertools
import tomllib
from pathlib import Path

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Actor, Table
from bot.engine.games.coin import FAMILY
from tests.conftest import examples

ROOT = Path(__file__).resolve().parents[2]
DEF = FAMILY.parse_definition(
    tomllib.loads((ROOT / "knowledge/games/pendragon.toml").read_text(encoding="utf-8"))
)
FACTIONS = ["Dux", "Civitates", "Saxons", "Scotti"]
TABLE = Table(seats=(("Dux", 1), ("Civitates", 2), ("Saxons", None), ("Scotti", 4)))
GM = Actor(99, (), True)
ACTORS = {
    "Dux": Actor(1, ("Dux",)),
    "Civitates": Actor(2, ("Civitates",)),
    "Saxons": GM,
    "Scotti": Actor(4, ("Scotti",)),
}
orders = st.permutations(FACTIONS)


def expected_up(x: dict) -> str | None:
    """The first Eligible, undecided faction in the current card's order."""
    if x["phase"] != "card" or x["current_card"] is None or x["next_card"] is None:
        return None
    if len(x["executed"]) >= 2:
        return None
    for f in x["current_card"]["order"]:
        if x["cylinders"][f] == "eligible":
            return f
    return None


def legal_moves(x: dict) -> list[str]:
    moves = []
    if x["phase"] != "card":
        return ["phase"]
    if x["current_card"] is None or x["next_card"] is None:
        moves += ["reveal", "reveal", "reveal", "epoch"]
    if x["up"]:
        moves += ["act", "act", "act", "pass", "pass"]
        if not x["executed"] and not x["passed"]:
            moves.append("pivotal")
        if x["executed"]:
            moves.append("override")
    return moves


def check(x: dict) -> None:
    assert len(x["executed"]) <= 2
    assert x["up"] == expected_up(x)
    firsts = [f for f, c in x["cylinders"].items() if c == "first"]
    seconds = [f for f, c in x["cylinders"].items() if c == "second"]
    assert len(firsts) <= 1 and len(seconds) <= 1
    assert [e["faction"] for e in x["executed"]] == firsts + seconds
    if x["up"]:
        assert "pass" in x["options"]
    else:
        assert x["options"] == []


class Tape:
    """The decisions of one sequence of play, read in order from bytes Hypothesis drew in
    one draw: each decision is one byte, its value modulo the number of choices. Drawing
    each decision through ``data.draw`` spent three quarters of this test's time in
    Hypothesis itself (a draw some 0.15 ms, a move and its export some 0.06 ms). The
    shrinker still shortens a failing sequence (the step count: the same bytes give the
    same first steps) and moves each decision to its first choice (a byte to zero); what
    it can no longer do is delete one step in the middle (the later bytes would be read
    by other decisions)."""

    def __init__(self, data: bytes):
        self.data, self.at = data, 0

    def pick(self, choices):
        b = self.data[self.at]
        self.at += 1
        return choices[b % len(choices)]


ORDERS = list(itertools.permutations(FACTIONS))  # the identity first
MAX_STEPS = 60
# a step reads at most three bytes (an override: the move, a faction, an eligibility)
TAPE = st.binary(min_size=3 * MAX_STEPS, max_size=3 * MAX_STEPS)


@settings(max_examples=examples(2000), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(10, MAX_STEPS), TAPE)
def test_random_legal_sequences(steps, tape):
    played: list[dict] = []
    try:
        legal_sequence(steps, Tape(tape), played)
    finally:
        note(f"actions: {played}")  # kept only for the failing example Hypothesis shows


def legal_sequence(steps: int, tape: Tape, played: list[dict]) -> None:
    state = FAMILY.setup(DEF, TABLE, {})
    cards = 0
    x = FAMILY.export(DEF, state, TABLE)["coin"]
    for _ in range(steps):
        check(x)
        if x["finished"]:
            break
        move = tape.pick(legal_moves(x))
        before = x
        if move in ("reveal", "epoch"):
            cards += 1
            action = {
                "type": "coin.reveal",
                "order": list(tape.pick(ORDERS)),
                "number": cards,
                "epoch": move == "epoch" and cards > 2,
            }
        elif move == "phase":
            action = {"type": "phase.next", "winner": "none"}
        elif move == "act":
            opt = tape.pick([o for o in x["options"] if o != "pass"])
            action = {"type": "coin.act", "option": opt}
        elif move == "pass":
            action = {"type": "coin.pass"}
        elif move == "pivotal":
            elig = [f for f, c in x["cylinders"].items() if c == "eligible"]
            f = tape.pick(elig)
            action = {"type": "coin.pivotal", "faction": f, "order": list(tape.pick(ORDERS))}
        else:
            action = {
                "type": "coin.override",
                "faction": tape.pick(FACTIONS),
                "eligibility": tape.pick(["eligible", "ineligible"]),
            }
        who = GM
        if action["type"] in ("coin.act", "coin.pass"):
            who = ACTORS[x["up"]]
        elif action["type"] == "coin.pivotal":
            who = ACTORS[action["faction"]]
        played.append(action)
        out = FAMILY.apply(DEF, state, TABLE, action, who)
        state = out.state
        after = FAMILY.export(DEF, state, TABLE)["coin"]
        kinds = [e.kind for e in out.events]
        assert out.boundary == (action["type"] == "coin.reveal")
        ended = [e for e in out.events if e.kind in ("CardEnded", "CardEndedAllEligible")]
        for e in ended:
            # executed: the card's 1st and 2nd; exactly they are Ineligible unless overridden
            assert len(e.data["executed"]) <= 2
            expected = set(e.data["executed"])
            for f, v in e.data["overrides"].items():
                expected.discard(f)
                if v == "ineligible":
                    expected.add(f)
            assert set(e.data["ineligible"]) == expected
        if ended and len(ended) == 1 and action["type"] in ("coin.act", "coin.pass"):
            e = ended[0]
            done = [d["faction"] for d in before["executed"]]
            if action["type"] == "coin.act":
                done.append(x["up"])
            assert e.data["executed"] == done
            # with no override pending, exactly the executors are Ineligible
            if not before["overrides"]:
                inel = {f for f, c in after["cylinders"].items() if c == "ineligible"}
                assert inel == set(done)
        if action["type"] == "coin.act" and not ended:
            assert len(after["executed"]) == len(before["executed"]) + 1
            assert after["executed"][-1]["option"] == action["option"]
        if "CylindersReset" in kinds:
            assert set(after["cylinders"].values()) == {"eligible"}
        x = after  # the next step's position (export is pure: the same state, the same export)
    check(x)


@settings(max_examples=examples(300), deadline=None)
@given(st.data())
def test_illegal_moves_never_change_state(data):
    """Actions by the wrong player or with a closed option are refused, state untouched."""
    state = FAMILY.setup(DEF, TABLE, {})
    state = FAMILY.apply(
        DEF, state, TABLE, {"type": "coin.reveal", "order": list(data.draw(orders))}, GM
    ).state
    state = FAMILY.apply(
        DEF, state, TABLE, {"type": "coin.reveal", "order": list(data.draw(orders))}, GM
    ).state
    x = FAMILY.export(DEF, state, TABLE)["coin"]
    wrong = data.draw(
        st.sampled_from([f for f in FACTIONS if f != x["up"] and ACTORS[f] is not ACTORS[x["up"]]])
    )
    import json

    snap = json.dumps(state, sort_keys=True)
    try:
        FAMILY.apply(DEF, state, TABLE, {"type": "coin.pass", "faction": wrong}, ACTORS[wrong])
        raise AssertionError("a faction that is not up passed")
    except IllegalAction as e:
        assert e.key in ("coin.error.out_of_turn", "coin.error.not_your_faction")
    assert json.dumps(state, sort_keys=True) == snap
