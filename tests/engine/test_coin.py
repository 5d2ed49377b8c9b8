"""The COIN family on Pendragon's definition: table-driven tests of the sequence of play."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from bot.engine.errors import IllegalAction, NotYourTurn, PermissionDenied
from bot.engine.games import FAMILIES
from bot.engine.games.base import ANYONE, Actor, Table
from bot.engine.games.coin import FAMILY
from bot.engine.games.coin.state import faction_of as resolve_faction
from bot.engine.games.coin.state import parse_order, up_faction

ROOT = Path(__file__).resolve().parents[2]
RAW = tomllib.loads((ROOT / "knowledge/games/pendragon.toml").read_text(encoding="utf-8"))
DEF = FAMILY.parse_definition(RAW)
FACTIONS = ["Dux", "Civitates", "Saxons", "Scotti"]
TABLE = Table(seats=tuple((f, i + 1) for i, f in enumerate(FACTIONS)))
P = {f: Actor(i + 1, (f,)) for i, f in enumerate(FACTIONS)}
GM = Actor(99, (), True)
OUTSIDER = Actor(77)


class G:
    """A little driver: applies actions, keeps state and the last events."""

    def __init__(self, table=TABLE, options=None):
        self.table = table
        self.state = FAMILY.setup(DEF, table, options or {})
        self.events = []
        self.last = None

    def do(self, who, **action):
        out = FAMILY.apply(DEF, self.state, self.table, action, who)
        self.state, self.events, self.last = out.state, out.events, out
        return out

    def reveal(self, order="D C Sa Sc", **kw):
        return self.do(GM, type="coin.reveal", order=order, **kw)

    def act(self, faction, option, named=None):
        extra = {"faction": named} if named else {}
        return self.do(P[faction], type="coin.act", option=option, **extra)

    def pas(self, faction, named=None):
        extra = {"faction": named} if named else {}
        return self.do(P[faction], type="coin.pass", **extra)

    def x(self):
        return FAMILY.export(DEF, self.state, self.table)["coin"]

    def kinds(self):
        return [e.kind for e in self.events]


def started(order="D C Sa Sc", nxt="Sc Sa C D"):
    g = G()
    g.reveal(order, number=1, title="First")
    g.reveal(nxt, number=2, title="Second")
    return g


def test_registered_in_families():
    assert FAMILIES["coin"] is FAMILY
    assert FAMILY.name == "coin"


def test_faction_names_initials_and_japanese():
    assert resolve_faction(DEF, "sa") == "Saxons"
    assert resolve_faction(DEF, "SC") == "Scotti"
    assert resolve_faction(DEF, "d") == "Dux"
    assert resolve_faction(DEF, "キウィタス") == "Civitates"
    assert resolve_faction(DEF, "スコティ") == "Scotti"
    assert resolve_faction(DEF, "sassoni") == "Saxons"
    with pytest.raises(IllegalAction) as e:
        resolve_faction(DEF, "Picts")
    assert e.value.key == "coin.error.unknown_faction"
    assert parse_order(DEF, "サクソン、ドゥクス、スコティ、キウィタス") == [
        "Saxons",
        "Dux",
        "Scotti",
        "Civitates",
    ]
    with pytest.raises(IllegalAction) as e:
        parse_order(DEF, "D C Sa")
    assert e.value.key == "coin.error.bad_order"
    with pytest.raises(IllegalAction):
        parse_order(DEF, "D C Sa Sa")


def test_reveals_fill_current_then_next_and_nobody_is_up_before():
    g = G()
    g.reveal("D C Sa Sc", number=1, title="First")
    x = g.x()
    assert x["current_card"]["title"] == "First" and x["next_card"] is None
    assert x["up"] is None and x["options"] == [] and x["waiting_for"] == "reveal"
    assert g.last.boundary is True
    g.reveal("Sc Sa C D", number=2, title="Second")
    x = g.x()
    assert x["next_card"]["order"] == ["Scotti", "Saxons", "Civitates", "Dux"]
    assert x["up"] == "Dux"
    assert x["options"] == ["command", "command_feat", "event", "pass"]
    with pytest.raises(IllegalAction) as e:
        g.reveal("D C Sa Sc")
    assert e.value.key == "coin.error.no_slot"


@pytest.mark.parametrize(
    "first, second_allowed",
    [
        ("command", ["limited_command"]),
        ("command_feat", ["limited_command", "event"]),
        ("event", ["command", "command_feat"]),
    ],
)
def test_option_matrix(first, second_allowed):
    g = started()
    g.act("Dux", first)
    x = g.x()
    assert x["cylinders"]["Dux"] == "first"
    assert x["up"] == "Civitates"
    assert x["options"] == second_allowed + ["pass"]
    for bad in {"command", "command_feat", "event", "limited_command"} - set(second_allowed):
        with pytest.raises(IllegalAction) as e:
            g.act("Civitates", bad)
        assert e.value.key == "coin.error.option_not_allowed"
        assert e.value.params["option"] == bad
    for ok in second_allowed:
        g2 = started()
        g2.act("Dux", first)
        g2.act("Civitates", ok)
        data = g2.events[0].data
        assert {k: data[k] for k in ("faction", "option", "slot")} == {
            "faction": "Civitates",
            "option": ok,
            "slot": "second",
        }
        # the words come from the definition, not from the option id
        assert data["what"] == ok  # named by the renderer from [coin.options.executed]
        assert "CardEnded" in g2.kinds()


def test_first_eligible_may_not_take_limited_command():
    g = started()
    with pytest.raises(IllegalAction) as e:
        g.act("Dux", "limited_command")
    assert e.value.key == "coin.error.option_not_allowed"
    with pytest.raises(IllegalAction) as e:
        g.act("Dux", "dance")
    assert e.value.key == "coin.error.unknown_option"


def test_pass_keeps_the_slot_for_the_next_eligible():
    g = started()
    g.pas("Dux")
    assert g.x()["up"] == "Civitates"
    assert g.x()["options"] == ["command", "command_feat", "event", "pass"]
    assert g.x()["cylinders"]["Dux"] == "passed"
    g.act("Civitates", "command")
    g.pas("Saxons")
    assert g.x()["up"] == "Scotti"
    assert g.x()["options"] == ["limited_command", "pass"]


@pytest.mark.parametrize(
    "faction, track, delta",
    [
        ("Dux", "briton_resources", 3),
        ("Civitates", "briton_resources", 3),
        ("Saxons", "saxon_renown", 1),
        ("Scotti", "scotti_renown", 1),
    ],
)
def test_pass_rewards(faction, track, delta):
    order = " ".join([faction] + [f for f in FACTIONS if f != faction])
    g = started(order=order)
    before = dict(g.x()["tracks"])
    g.pas(faction)
    after = g.x()["tracks"]
    changed = {k for k in after if after[k] != before[k]}
    assert changed == {track}
    assert after[track] == before[track] + delta
    tc = [e for e in g.events if e.kind == "TrackChanged"]
    assert tc[0].data["track"] == track and tc[0].data["delta"] == delta


def test_dux_pass_after_fragmentation_goes_to_dux_resources():
    g = started()
    g.do(GM, type="coin.track", track="imperium", value="Fragmentation")
    g.pas("Dux")
    assert g.x()["tracks"]["dux_resources"] == 3
    assert g.x()["tracks"]["briton_resources"] == 0
    g2 = started()
    g2.do(GM, type="coin.track", track="imperium", value="オートノミー")
    g2.pas("Dux")
    assert g2.x()["tracks"]["briton_resources"] == 3
    assert g2.x()["tracks"]["dux_resources"] == 0


def test_card_ends_after_two_executions_and_eligibility_follows():
    g = started()
    g.act("Dux", "command_feat")
    g.pas("Civitates")
    g.act("Saxons", "event")
    assert "CardEnded" in g.kinds() and "RevealNeeded" in g.kinds()
    x = g.x()
    assert x["cylinders"] == {
        "Dux": "ineligible",
        "Civitates": "eligible",
        "Saxons": "ineligible",
        "Scotti": "eligible",
    }
    # the next card became current; nobody is up until the new next card is revealed
    assert x["current_card"]["title"] == "Second" and x["next_card"] is None
    assert x["up"] is None and x["waiting_for"] == "reveal"
    with pytest.raises(IllegalAction) as e:
        g.pas("Scotti")
    assert e.value.key == "coin.error.nobody_up_reveal"
    g.reveal("D Sa C Sc", number=3, title="Third")
    # Second's order: Scotti, Saxons, Civitates, Dux; Saxons and Dux are Ineligible
    assert g.x()["up"] == "Scotti"
    g.act("Scotti", "event")
    assert g.x()["up"] == "Civitates"
    g.act("Civitates", "command")
    x = g.x()
    assert x["cylinders"] == {
        "Dux": "eligible",
        "Civitates": "ineligible",
        "Saxons": "eligible",
        "Scotti": "ineligible",
    }


def test_card_ends_when_nobody_eligible_is_left():
    g = started()
    g.act("Dux", "event")
    g.pas("Civitates")
    g.pas("Saxons")
    assert "CardEnded" not in g.kinds()
    g.pas("Scotti")
    assert "CardEnded" in g.kinds()
    ended = [e for e in g.events if e.kind == "CardEnded"][0]
    assert ended.data["executed"] == ["Dux"]
    assert g.x()["cylinders"] == {
        "Dux": "ineligible",
        "Civitates": "eligible",
        "Saxons": "eligible",
        "Scotti": "eligible",
    }


def test_all_pass_everyone_stays_eligible():
    g = started()
    for f in FACTIONS:
        g.pas(f)
    assert "CardEndedAllEligible" in g.kinds()  # issue 13: no empty list
    assert set(g.x()["cylinders"].values()) == {"eligible"}
    assert g.x()["tracks"]["briton_resources"] == 6


def test_ineligible_faction_is_skipped_and_refused():
    g = started()
    g.act("Dux", "command")
    g.act("Civitates", "limited_command")
    g.reveal("Sa Sc D C", number=3)
    # Second: Scotti, Saxons, Civitates, Dux -> Scotti up
    with pytest.raises(IllegalAction) as e:
        g.act("Dux", "event", named="Dux")
    assert e.value.key == "coin.error.not_eligible"
    assert e.value.params["faction"] == "Dux"
    g.pas("Scotti")
    g.pas("Saxons")
    # Civitates and Dux are Ineligible: nobody left; they did not execute this card, so
    # every faction is Eligible for the next one (its own event: no empty list)
    assert "CardEndedAllEligible" in g.kinds()


def test_overrides_during_card_apply_at_card_end():
    g = started()
    g.act("Dux", "event")
    g.do(P["Dux"], type="coin.override", faction="Dux", eligibility="eligible")
    g.do(P["Dux"], type="coin.override", faction="Scotti", eligibility="ineligible")
    assert g.x()["overrides"] == {"Dux": "eligible", "Scotti": "ineligible"}
    assert g.x()["cylinders"]["Scotti"] == "eligible"  # not yet
    g.act("Civitates", "command")
    x = g.x()
    assert x["cylinders"] == {
        "Dux": "eligible",
        "Civitates": "ineligible",
        "Saxons": "eligible",
        "Scotti": "ineligible",
    }
    assert x["overrides"] == {}  # cleared every card
    g.reveal("D C Sa Sc", number=3)
    assert g.x()["up"] == "Saxons"  # Second: Scotti (ineligible), Saxons ...


def test_override_after_the_card_ended_changes_the_cylinder_now():
    g = started()
    g.act("Dux", "command_feat")
    g.act("Civitates", "event")  # card ends at once
    g.do(P["Civitates"], type="coin.override", faction="Civitates", eligibility="eligible")
    assert g.x()["cylinders"]["Civitates"] == "eligible"
    assert g.events[0].data["when"] == "now"


def test_override_permissions():
    g = started()
    g.act("Dux", "event")
    with pytest.raises(PermissionDenied) as e:
        g.do(P["Saxons"], type="coin.override", faction="Saxons", eligibility="eligible")
    assert e.value.key == "coin.error.override_not_allowed"
    g.do(GM, type="coin.override", faction="Saxons", eligibility="ineligible")
    assert g.x()["overrides"] == {"Saxons": "ineligible"}
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="coin.override", faction="Saxons", eligibility="maybe")
    assert e.value.key == "coin.error.bad_eligibility"


def test_illegal_actions_have_reasons():
    g = G()
    with pytest.raises(IllegalAction) as e:
        g.pas("Dux")
    assert e.value.key == "coin.error.nobody_up_reveal"
    g = started()
    # out of turn: Civitates is not up (Dux is)
    with pytest.raises(NotYourTurn) as e:
        g.act("Civitates", "event", named="Civitates")
    assert e.value.key == "coin.error.out_of_turn"
    assert e.value.params == {"faction": "Civitates", "up": "Dux"}
    # a player who does not hold the up faction
    with pytest.raises(NotYourTurn) as e:
        g.act("Civitates", "event")
    assert e.value.key == "coin.error.out_of_turn_up"
    # a faction the user does not hold
    with pytest.raises(NotYourTurn) as e:
        g.do(P["Saxons"], type="coin.pass", faction="Civitates")
    assert e.value.key == "coin.error.not_your_faction"
    # pressing the up faction's button (faction named) tells them it is not theirs
    with pytest.raises(NotYourTurn) as e:
        g.do(P["Saxons"], type="coin.pass", faction="Dux")
    assert e.value.key == "coin.error.out_of_turn_up" and e.value.params == {"up": "Dux"}
    # nobody may reveal or track without a seat
    with pytest.raises(PermissionDenied):
        g.do(OUTSIDER, type="coin.track", track="wealth", delta=1)
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="phase.next")
    assert e.value.key == "coin.error.no_epoch_round"
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="coin.dance")
    assert e.value.key == "coin.error.unknown_action"


def test_gm_acts_for_a_faction_nobody_holds_and_one_user_holds_several():
    table = Table(seats=(("Dux", 1), ("Civitates", 1), ("Saxons", None), ("Scotti", 4)))
    g = G(table)
    g.reveal("Sa C D Sc")
    g.reveal("D C Sa Sc")
    with pytest.raises(NotYourTurn):
        g.do(Actor(1, ("Dux", "Civitates")), type="coin.pass")
    g.do(GM, type="coin.act", option="event")  # GM plays the Saxons
    assert g.x()["cylinders"]["Saxons"] == "first"
    two = Actor(1, ("Dux", "Civitates"))
    g.do(two, type="coin.act", option="command")  # the up faction of the two: Civitates
    assert g.x()["cylinders"]["Civitates"] == "ineligible"
    # the GM may not act for a held faction
    g.reveal("D C Sa Sc")
    with pytest.raises(NotYourTurn):
        g.do(GM, type="coin.pass", faction="Dux")


def test_pivotal_conditions():
    g = started()
    out = g.do(
        P["Civitates"], type="coin.pivotal", faction="C", order="C D Sa Sc", title="Pivotal C"
    )
    x = g.x()
    assert x["current_card"]["title"] == "Pivotal C" and x["current_card"]["pivotal"] == "Civitates"
    assert x["deferred"][0]["title"] == "First"  # the interrupted card is played next
    assert x["cylinders"]["Civitates"] == "first"
    assert x["up"] == "Dux" and x["options"] == ["command", "command_feat", "pass"]
    assert out.events[0].kind == "PivotalPlayed"
    g.act("Dux", "command")
    x = g.x()
    assert x["current_card"]["title"] == "First" and x["next_card"]["title"] == "Second"
    assert x["cylinders"] == {
        "Dux": "ineligible",
        "Civitates": "ineligible",
        "Saxons": "eligible",
        "Scotti": "eligible",
    }
    assert x["up"] == "Saxons"  # First: D C Sa Sc, play goes on without a reveal
    # too late: somebody already decided on this card
    g.pas("Saxons")
    with pytest.raises(IllegalAction) as e:
        g.do(P["Scotti"], type="coin.pivotal", faction="Scotti", order="Sc Sa D C")
    assert e.value.key == "coin.error.pivotal_too_late"


def test_pivotal_needs_eligible_and_a_card_in_play():
    g = G()
    with pytest.raises(IllegalAction) as e:
        g.do(P["Dux"], type="coin.pivotal", faction="Dux", order="D C Sa Sc")
    assert e.value.key == "coin.error.nobody_up_reveal"
    g = started()
    g.act("Dux", "command")
    g.act("Civitates", "limited_command")
    g.reveal("D C Sa Sc")
    with pytest.raises(IllegalAction) as e:
        g.do(P["Dux"], type="coin.pivotal", faction="Dux", order="D C Sa Sc")
    assert e.value.key == "coin.error.not_eligible"


@pytest.mark.parametrize(
    "first, second, wins",
    [
        ("Civitates", "Dux", True),
        ("Dux", "Saxons", True),
        ("Saxons", "Scotti", True),
        ("Civitates", "Scotti", True),
        ("Scotti", "Saxons", False),
        ("Dux", "Civitates", False),
        ("Saxons", "Dux", False),
    ],
)
def test_pivotal_trumps(first, second, wins):
    g = started()
    g.do(P[first], type="coin.pivotal", faction=first, order="D C Sa Sc", title=f"P-{first}")
    if wins:
        g.do(P[second], type="coin.pivotal", faction=second, order="Sc Sa C D", title=f"P-{second}")
        x = g.x()
        assert x["current_card"]["title"] == f"P-{second}"
        assert x["cylinders"][first] == "eligible" and x["cylinders"][second] == "first"
        assert [d["title"] for d in x["deferred"]] == ["First"]
        assert [p["faction"] for p in x["pivotals"]] == [second]
        assert g.events[0].kind == "PivotalCancelled" and g.events[0].data["faction"] == first
    else:
        with pytest.raises(IllegalAction) as e:
            g.do(P[second], type="coin.pivotal", faction=second, order="Sc Sa C D")
        assert e.value.key == "coin.error.trumped"
        assert e.value.params == {"faction": second, "by": first}


def epoch_game(**options):
    g = G(options=options)
    g.reveal("D C Sa Sc", number=1, title="First")
    g.reveal(None, epoch=True, title="Epoch I")
    return g


def test_epoch_card_starts_the_round_at_once_and_sequence():
    g = epoch_game()
    x = g.x()
    assert x["phase"] == "annona" and x["epoch"] == 1 and x["up"] is None
    assert x["waiting_for"] == "phase"
    assert [e.kind for e in g.events][:3] == [
        "EpochCardRevealed",
        "EpochRoundBegan",
        "EpochPhaseStarted",
    ]
    p = FAMILY.prompt(DEF, g.state, TABLE)
    assert p.waiting_for == "anyone" and p.up == []
    assert p.rule_query == "アノーナフェイズ" and p.step_key == "coin.step.epoch_phase"
    seen = ["annona"]
    with pytest.raises(IllegalAction) as e:
        g.reveal("D C Sa Sc")
    assert e.value.key == "coin.error.epoch_in_progress"
    g.do(GM, type="phase.next")
    seen.append(g.x()["phase"])
    g.do(GM, type="phase.next")
    seen.append(g.x()["phase"])
    p = FAMILY.prompt(DEF, g.state, TABLE)
    assert p.step_key == "coin.step.victory" and p.rule_query == "ビクトリーフェイズ"
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="phase.next")
    assert e.value.key == "coin.error.victory_asks"
    g.do(GM, type="phase.next", winner="none")
    seen.append(g.x()["phase"])
    for _ in range(3):
        g.do(GM, type="phase.next")
        seen.append(g.x()["phase"])
    assert seen == [
        "annona",
        "imperium",
        "victory",
        "epoch_event",
        "revenue",
        "upkeep",
        "recovery_reset",
    ]
    assert FAMILY.prompt(DEF, g.state, TABLE).rule_query == "リカバリー&リセットフェイズ"
    g.do(GM, type="phase.next")
    assert "CylindersReset" in g.kinds() and "EpochRoundEnded" in g.kinds()
    x = g.x()
    assert x["phase"] == "card" and x["next_card"] is None and x["current_card"]["title"] == "First"
    assert x["waiting_for"] == "reveal"
    g.reveal("Sc Sa C D", number=2)
    assert g.x()["up"] == "Dux"


def test_reset_puts_every_cylinder_on_eligible():
    g = started()
    g.act("Dux", "command_feat")
    g.act("Civitates", "event")
    g.do(GM, type="coin.override", faction="Saxons", eligibility="ineligible")
    assert list(g.x()["cylinders"].values()).count("ineligible") == 3
    g.reveal(None, epoch=True)
    for w in [None, None, "none", None, None, None, None]:
        g.do(GM, type="phase.next", **({"winner": w} if w else {}))
    assert set(g.x()["cylinders"].values()) == {"eligible"}
    assert g.x()["phase"] == "card"


def test_epoch_automatic_effects():
    g = epoch_game()
    g.do(GM, type="coin.track", track="briton resources", value=40)
    g.do(GM, type="coin.track", track="saxon renown", value=4)
    g.do(GM, type="coin.track", track="scotti renown", value=9)
    g.do(GM, type="phase.next")  # imperium
    g.do(GM, type="coin.track", track="dux prestige", value=11)
    g.do(GM, type="coin.track", track="wealth", value=6)
    g.do(GM, type="coin.track", track="imperium", delta=1)  # Roman Rule -> Autonomy: halved
    t = g.x()["tracks"]
    assert t["imperium"] == "autonomy" and t["dux_prestige"] == 6 and t["civitates_wealth"] == 3
    g.do(GM, type="phase.next")
    g.do(GM, type="phase.next", winner="none")
    g.do(GM, type="phase.next")  # revenue: Autonomy + Military -> Prestige +2, no tax
    t = g.x()["tracks"]
    assert t["dux_prestige"] == 8 and t["briton_resources"] == 40
    g.do(GM, type="phase.next")  # upkeep
    g.do(GM, type="phase.next")  # recovery: the Renown floors applied as Upkeep ended
    t = g.x()["tracks"]
    assert t["saxon_renown"] == 10 and t["scotti_renown"] == 9


def test_roman_rule_tax_spends_wealth_below_zero():
    g = epoch_game()
    g.do(GM, type="coin.track", track="br", value=25)
    g.do(GM, type="coin.track", track="wealth", value=8)
    for w in [None, None, "none", None]:
        g.do(GM, type="phase.next", **({"winner": w} if w else {}))
    t = g.x()["tracks"]
    assert g.x()["phase"] == "revenue"
    assert t["briton_resources"] == 25 and t["dux_prestige"] == 5  # tax not yet
    g.do(GM, type="phase.next")  # the tax is paid as Revenue ends
    t = g.x()["tracks"]
    assert g.x()["phase"] == "upkeep"
    assert t["briton_resources"] == 0 and t["civitates_wealth"] == 3


def test_victory_ends_the_game_with_tie_order():
    g = epoch_game()
    g.do(GM, type="phase.next")
    g.do(GM, type="phase.next")
    g.do(GM, type="phase.next", winner="Saxons, Dux")
    x = g.x()
    assert x["finished"] is True and x["winner"] == "Dux"
    assert g.events[-1].data["tied"] == ["Saxons", "Dux"]
    assert g.last.undoable is False
    assert FAMILY.prompt(DEF, g.state, TABLE).finished is True
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="phase.next")
    assert e.value.key == "coin.error.game_over"


def test_final_epoch_decides_after_recovery():
    g = G()
    g.reveal("D C Sa Sc")
    g.reveal(None, epoch=True, final=True)
    assert g.x()["final_epoch"] is True
    for w in [None, None, "none", None, None, None]:
        g.do(GM, type="phase.next", **({"winner": w} if w else {}))
    assert g.x()["phase"] == "recovery_reset"
    assert FAMILY.prompt(DEF, g.state, TABLE).step_key == "coin.step.victory_final"
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="phase.next")
    assert e.value.key == "coin.error.final_victory_asks"
    g.do(GM, type="phase.next", winner="sc")
    assert g.x()["winner"] == "Scotti" and g.x()["finished"]


def test_epochs_option_marks_the_last_epoch():
    g = G(options={"epochs": 2})
    g.reveal("D C Sa Sc")
    g.reveal(None, epoch=True)
    assert g.x()["final_epoch"] is False
    for w in [None, None, "none", None, None, None, None]:
        g.do(GM, type="phase.next", **({"winner": w} if w else {}))
    g.reveal(None, epoch=True)
    assert g.x()["epoch"] == 2 and g.x()["final_epoch"] is True


def test_track_adjustments():
    g = started()
    g.do(P["Saxons"], type="coin.track", track="サクソン・レナウン", delta=4)
    g.do(P["Saxons"], type="coin.track", track="saxon renown", delta=-10)
    assert g.x()["tracks"]["saxon_renown"] == 0  # clamped at its minimum
    g.do(GM, type="coin.track", track="dominance", value="civilian")
    assert g.x()["tracks"]["dominance"] == "civilian"
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="coin.track", track="dominance", value="papal")
    assert e.value.key == "coin.error.bad_track_value"
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="coin.track", track="gold", delta=1)
    assert e.value.key == "coin.error.unknown_track"
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="coin.track", track="wealth")
    assert e.value.key == "coin.error.track_delta_or_value"


def test_apply_does_not_mutate_state_and_state_is_json():
    import json

    g = started()
    before = json.dumps(g.state, sort_keys=True)
    FAMILY.apply(DEF, g.state, TABLE, {"type": "coin.pass"}, P["Dux"])
    assert json.dumps(g.state, sort_keys=True) == before
    assert up_faction(g.state) == "Dux"


def test_prompt_offers_buttons_for_the_up_faction():
    g = started()
    p = FAMILY.prompt(DEF, g.state, TABLE)
    assert p.up == ["Dux"] and p.phase == "card" and p.step_key == "coin.step.first"
    opts = p.options["Dux"]
    assert [o.id for o in opts] == ["command", "command_feat", "event", "pass"]
    assert opts[0].command == "coin act" and opts[0].args == {"option": "command", "faction": "Dux"}
    assert opts[-1].command == "coin pass" and opts[-1].args == {"faction": "Dux"}
    view = FAMILY.view(DEF, g.state, TABLE)
    (boxes,) = [x for x in view.sections if x.kind == "cylinders"]
    assert {i["seat"]: i["holder"] for i in boxes.items} == {
        "Dux": 1,
        "Civitates": 2,
        "Saxons": 3,
        "Scotti": 4,
    }
    assert view.sections[0].items[0]["title"] == "First"


def test_definition_validation():
    import copy as _copy

    assert FAMILY.parse_definition(_copy.deepcopy(RAW)).slug == "pendragon"
    bad = _copy.deepcopy(RAW)
    bad["coin"]["pivotal"]["trumps"] = ["Scotti", "Saxons"]
    with pytest.raises(ValueError):
        FAMILY.parse_definition(bad)
    bad = _copy.deepcopy(RAW)
    bad["coin"]["pass_rewards"][0]["track"] = "gold"
    with pytest.raises(ValueError):
        FAMILY.parse_definition(bad)


# ------------------------------------------------- issue 9: the definition's shape


def _broken(mutate):
    import copy as _copy

    d = _copy.deepcopy(RAW)
    mutate(d)
    return d


@pytest.mark.parametrize(
    "mutate, msg",
    [
        (lambda d: d["coin"]["pass_rewards"][0].pop("track"), "coin.pass_rewards[0].track: "),
        (
            lambda d: d["coin"]["pass_rewards"][2].update(delta="3"),
            "coin.pass_rewards[2].delta: Input should be a valid integer, got '3'",
        ),
        (
            lambda d: d["coin"]["tracks"][1].update(min="0"),
            "coin.tracks[1].min: Input should be a valid integer, got '0'",
        ),
        (
            lambda d: d["coin"]["tracks"].__setitem__(1, "briton_resources"),
            "coin.tracks[1]: Input should be a table",
        ),
        (
            lambda d: d["coin"]["tracks"][0].update(kind="counter"),
            "coin.tracks[0].kind: Input should be 'number' or 'state', got 'counter'",
        ),
        (
            lambda d: d["coin"]["tracks"][6].update(initial="roman"),
            "coin.tracks[6]: initial 'roman' is not one of the values",
        ),
        (
            lambda d: d["coin"]["tracks"][6].pop("values"),
            "coin.tracks[6]: a state track needs its values",
        ),
        (
            lambda d: d["coin"]["tracks"][0].update(names=5),
            "coin.tracks[0].names: Input should be a table, got 5",
        ),
        (
            lambda d: d["coin"]["options"].update(first="command"),
            "coin.options.first: Input should be a valid list, got 'command'",
        ),
        (lambda d: d["coin"]["options"].update(first=[]), "coin.options.first: "),
        (lambda d: d["coin"].pop("options"), "coin.options: Field required"),
        (
            lambda d: d["coin"]["options"]["second"].update(event="command"),
            "coin.options.second.event: Input should be a valid list",
        ),
        (
            lambda d: d["coin"]["pivotal"].update(trumps="Scotti"),
            "coin.pivotal.trumps: Input should be a valid list",
        ),
        (
            lambda d: d["coin"]["pass_rewards"][0].update(when={"imperium": "roman_rule"}),
            "coin.pass_rewards[0].when.imperium: Input should be a valid list",
        ),
        (
            lambda d: d["coin"]["epoch"].update(epochs=-1),
            "coin.epoch.epochs: Input should be greater than or equal to 0",
        ),
        (
            lambda d: d["coin"]["epoch"]["phases"][0].pop("id"),
            "coin.epoch.phases[0].id: Field required",
        ),
        (
            lambda d: d["coin"]["epoch"]["effects"][0].pop("delta"),
            "coin.epoch.effects[0]: an effect needs delta or at_least",
        ),
        (
            lambda d: d["coin"]["epoch"]["effects"][0].update(at="middle"),
            "coin.epoch.effects[0].at: Input should be 'start' or 'end', got 'middle'",
        ),
        (
            lambda d: d["coin"]["victory"].update(tie_order="Civitates"),
            "coin.victory.tie_order: Input should be a valid list",
        ),
        (lambda d: d["coin"]["victory"]["conditions"][1].pop("faction"), "conditions[1].faction"),
        (
            lambda d: d["seats"]["labels"].update(Dux=["Dux"]),
            "seats.labels.Dux: Input should be a table",
        ),
        (lambda d: d.update(seats={"names": ["Dux"]}), "seats.names: a COIN game needs"),
        # what refers to what: after the shape, the cross-references
        (
            lambda d: d["coin"]["tracks"][1].update(shortfall="gold"),
            "coin.tracks[1].shortfall: 'gold' is not a track",
        ),
        (lambda d: d["coin"]["epoch"]["on_shift"][0]["halve"].append("gold"), "on_shift"),
        (lambda d: d["coin"]["pass_rewards"][0].update(track="gold"), "unknown faction or track"),
    ],
)
def test_malformed_definitions_are_refused_naming_the_key(mutate, msg):
    with pytest.raises(ValueError) as e:
        FAMILY.parse_definition(_broken(mutate))
    assert msg in str(e.value)


def test_the_shipped_definition_loads_unchanged():
    import copy as _copy

    from bot.service.knowledge import Knowledge

    raw = _copy.deepcopy(RAW)
    typed = FAMILY.parse_definition(raw)
    assert raw == RAW  # the data is read, never changed
    assert [t.id for t in typed.coin.tracks][:2] == ["dux_resources", "briton_resources"]
    assert typed.coin.tracks[6].kind == "state" and typed.coin.tracks[6].initial == "roman_rule"
    assert typed.coin.options.second["event"] == ("command", "command_feat")
    k = Knowledge.load(ROOT / "knowledge")
    assert not [p for p in k.problems if p.startswith("pendragon")]
    assert k.definitions["pendragon"] == DEF


def test_coin_definition_errors_name_the_file_and_the_key(tmp_path):
    from bot.service.knowledge import Knowledge

    text = (ROOT / "knowledge/games/pendragon.toml").read_text(encoding="utf-8")
    games = tmp_path / "games"
    games.mkdir()
    # the first pass reward loses its track; the second game's Dux Resources min is text
    (games / "pendragon.toml").write_text(
        text.replace('track = "briton_resources"\ndelta = 3\nwhen', "delta = 3\nwhen", 1),
        encoding="utf-8",
    )
    (games / "pendragon2.toml").write_text(
        text.replace('slug = "pendragon"', 'slug = "pendragon2"').replace(
            'kind = "number"\nmin = 0', 'kind = "number"\nmin = "zero"', 1
        ),
        encoding="utf-8",
    )
    k = Knowledge.load(tmp_path)
    problems = " | ".join(k.problems)
    assert "pendragon.toml: coin.pass_rewards[0].track: Field required" in problems
    assert "pendragon2.toml: coin.tracks[0].min: Input should be a valid integer, got 'zero'" in (
        problems
    )
    assert k.definitions == {}  # both refused at load, not at the first pass


def test_events_name_the_option_and_the_card():
    g = started()
    g.act("Dux", "command_feat")
    assert g.events[0].kind == "OptionExecuted" and g.events[0].data["option"] == "command_feat"
    g.act("Civitates", "limited_command")
    assert g.events[0].kind == "OptionExecuted" and g.events[0].data["option"] == "limited_command"
    ended = [e for e in g.events if e.kind == "CardEnded"][0]
    assert ended.data["card"] == "#1 First"


# ----------------------------------------------------------------- issue 13: rules


def _to_phase(g, phase):
    """From an Epoch round's start, walk to ``phase`` (no winner at Victory)."""
    while g.x()["phase"] != phase:
        w = "none" if g.x()["phase"] == "victory" else None
        g.do(GM, type="phase.next", **({"winner": w} if w else {}))


def test_revenue_income_is_added_before_the_roman_rule_tax():
    """Seed 000 レベニューフェイズ: "キウィタス：ブリトンリソースにブリトンコントロールの
    プロスペリティ、マップ上のタウン…を足す" comes before "課税：ローマン・ルールならブリトン
    リソース-30（ミリタリー・ドミナンス）"; a shortfall comes out of Wealth (seed 000
    キウィタス). Resources 10, Wealth 20, income 25: 10 + 25 - 30 = 5, Wealth 20."""
    g = epoch_game()
    g.do(GM, type="coin.track", track="briton resources", value=10)
    g.do(GM, type="coin.track", track="wealth", value=20)
    _to_phase(g, "revenue")
    g.do(P["Civitates"], type="coin.track", track="briton resources", delta=25)  # income
    g.do(GM, type="phase.next")
    t = g.x()["tracks"]
    assert (t["briton_resources"], t["civitates_wealth"]) == (5, 20)
    taxed = [e for e in g.events if e.kind == "TrackChanged" and e.data["cause"] == "revenue"]
    assert [(e.data["track"], e.data["delta"]) for e in taxed] == [("briton_resources", -30)]


def test_upkeep_return_raises_renown_before_the_floor():
    """Seed 000 アップキープフェイズ: "サクソンユニットがプランダーを運んでいるスペースごとに
    リターンコマンド" then "サクソンのレナウンが10未満なら10に" ("スコティが前3項を実施
    （レナウンは10ではなく6）"). Renown 4 + 3 from the Return = 7, floored to 10 (not
    10 + 3 = 13); Scotti 2 + 5 = 7 stays 7 (floor 6)."""
    g = epoch_game()
    g.do(GM, type="coin.track", track="saxon renown", value=4)
    g.do(GM, type="coin.track", track="scotti renown", value=2)
    _to_phase(g, "upkeep")
    assert g.x()["tracks"]["saxon_renown"] == 4  # no floor before the Return
    g.do(P["Saxons"], type="coin.track", track="saxon renown", delta=3)  # Return
    g.do(P["Scotti"], type="coin.track", track="scotti renown", delta=5)
    g.do(GM, type="phase.next")
    t = g.x()["tracks"]
    assert g.x()["phase"] == "recovery_reset"
    assert (t["saxon_renown"], t["scotti_renown"]) == (10, 7)


def test_final_epoch_without_a_winner_is_decided_after_recovery():
    """Seed 000 ビクトリーフェイズ: "最後のエポックラウンドで勝者なしならリカバリーフェイズ
    の後に勝利判定": the game cannot end without a winner; no "No faction has won" button
    after the final Recovery."""
    g = G()
    g.reveal("D C Sa Sc")
    g.reveal(None, epoch=True, final=True)
    _to_phase(g, "victory")
    p = FAMILY.prompt(DEF, g.state, TABLE)
    assert "no_winner" in [o.id for o in p.options[ANYONE]]  # not yet the final answer
    _to_phase(g, "recovery_reset")
    p = FAMILY.prompt(DEF, g.state, TABLE)
    ids = [o.id for o in p.options[ANYONE]]
    assert "no_winner" not in ids and ids == [f"won_{f}" for f in FACTIONS]
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="phase.next", winner="none")
    assert e.value.key == "coin.error.final_victory_asks"
    assert not g.x()["finished"]
    g.do(GM, type="phase.next", winner="Saxons")
    assert g.x()["finished"] and g.x()["winner"] == "Saxons"
    assert "GameDrawn" not in g.kinds()


@pytest.mark.parametrize("number", [-3, 0, "x"])
def test_card_numbers_are_validated(number):
    g = G()
    with pytest.raises(IllegalAction) as e:
        g.reveal("D C Sa Sc", number=number)
    assert e.value.key in ("coin.error.number_range", "coin.error.bad_number")
    assert g.x()["current_card"] is None  # nothing changed


def test_card_numbers_within_the_definition_deck():
    d = FAMILY.parse_definition(dict(RAW, coin=dict(RAW["coin"], cards={"first": 1, "last": 72})))
    g = G()
    with pytest.raises(IllegalAction) as e:
        FAMILY.apply(
            d, g.state, TABLE, {"type": "coin.reveal", "order": FACTIONS, "number": 73}, GM
        )
    assert e.value.params["last"] == 72
    out = FAMILY.apply(
        d, g.state, TABLE, {"type": "coin.reveal", "order": FACTIONS, "number": 72}, GM
    )
    assert out.state["current"]["number"] == 72


def test_untitled_cards_never_print_a_question_mark():
    from bot.i18n import t
    from bot.service.render import event_text

    g = G()
    g.reveal("D C Sa Sc")  # no number, no title
    g.reveal("D C Sa Sc")
    g.do(P["Saxons"], type="coin.pivotal", faction="Saxons", order="Sa D C Sc")
    kinds = g.kinds()
    assert "PivotalPlayedUntitled" in kinds and "PivotalPlayed" not in kinds
    for loc in ("en", "ja", "it"):
        text = " ".join(event_text(e, loc, DEF) for e in g.events)
        assert "?" not in text and "？" not in text
        assert t("value.untitled_card", loc) in text


def test_option_errors_name_options_in_words_not_ids():
    """Issue 13: "Saxons はいま event を選べません。選べるもの：command, command_feat"."""
    from bot.i18n import t

    g = started()
    g.act("Dux", "event")
    with pytest.raises(IllegalAction) as e:
        g.act("Civitates", "event")
    from bot.service.render import params  # the engine hands out ids; the renderer names them

    ja = t(e.value.key, "ja", **params(e.value.params, "ja", DEF))
    assert ja.endswith(
        "キウィタスはいまイベントを選べません。選べるもの：コマンド、コマンド＋フィート。"
    )
    it = t(e.value.key, "it", **params(e.value.params, "it", DEF))
    assert (
        "Le Civitates ora non possono scegliere Evento. Disponibili: Comando e Comando + Impresa."
        in it
    )
    assert "command_feat" not in ja + it


# ------------------------------------------- issue 23: what the card cycle says, exactly


def test_a_card_ends_naming_itself_and_the_card_that_becomes_current():
    g = started()
    g.act("Dux", "command_feat")
    g.act("Civitates", "event")
    assert [(e.kind, e.data) for e in g.events] == [
        (
            "OptionExecuted",
            {"faction": "Civitates", "option": "event", "slot": "second", "what": "event"},
        ),
        (
            "CardEnded",
            {
                "number": 1,
                "title": "First",
                "card": "#1 First",
                "executed": ["Dux", "Civitates"],
                "ineligible": ["Dux", "Civitates"],
                "overrides": {},
            },
        ),
        ("RevealNeeded", {"number": 2, "title": "Second", "card": "#2 Second"}),
    ]
    assert g.state["cards_played"] == 1
    g.reveal("D C Sa Sc", number=3)
    g.act("Scotti", "event")
    assert g.state["cards_played"] == 1  # the second card is still in play
    g.act("Saxons", "command")
    assert g.state["cards_played"] == 2


def test_a_pivotal_event_names_its_card_and_the_interrupted_one_resumes():
    g = started()
    g.do(P["Civitates"], type="coin.pivotal", faction="C", order="C D Sa Sc", number=7, title="P")
    assert [(e.kind, e.data) for e in g.events] == [
        (
            "PivotalPlayed",
            {
                "faction": "Civitates",
                "number": 7,
                "title": "P",
                "card": "#7 P",
                "order": ["Civitates", "Dux", "Saxons", "Scotti"],
                "interrupted": "#1 First",
            },
        )
    ]
    g.act("Dux", "command")
    assert [(e.kind, e.data) for e in g.events][1:] == [
        (
            "CardEnded",
            {
                "number": 7,
                "title": "P",
                "card": "#7 P",
                "executed": ["Civitates", "Dux"],
                "ineligible": ["Dux", "Civitates"],
                "overrides": {},
            },
        ),
        ("InterruptedCardResumed", {"number": 1, "title": "First", "card": "#1 First"}),
    ]


def test_a_trumped_pivotal_event_is_cancelled_by_name_and_only_that_play_is_forgotten():
    g = started()
    # Civitates' Pivotal Event on an earlier card stays on record
    g.do(P["Civitates"], type="coin.pivotal", faction="C", order="C D Sa Sc", title="P-C1")
    g.act("Dux", "command")  # the Pivotal card ends; First resumes
    g.pas("Saxons")
    g.pas("Scotti")  # First ends: nobody Eligible is left
    g.reveal("D C Sa Sc", number=3)  # Second is current, nobody has decided yet
    g.do(P["Civitates"], type="coin.pivotal", faction="C", order="C D Sa Sc", title="P-C2")
    g.do(P["Dux"], type="coin.pivotal", faction="D", order="D C Sa Sc", number=9, title="P-D")
    assert g.events[0].kind == "PivotalCancelled"
    assert g.events[0].data == {"faction": "Civitates", "trumped_by": "Dux", "card": "P-C2"}
    assert [(p["faction"], p["card"]["title"]) for p in g.state["pivotals"]] == [
        ("Civitates", "P-C1"),
        ("Dux", "P-D"),
    ]


def test_overrides_say_which_faction_what_and_when():
    g = started()
    g.act("Dux", "event")
    g.do(P["Dux"], type="coin.override", faction="Scotti", eligibility="ineligible")
    assert [(e.kind, e.data) for e in g.events] == [
        (
            "OverrideIneligible",
            {"faction": "Scotti", "eligibility": "ineligible", "when": "card_end"},
        )
    ]
    g.act("Civitates", "command")
    g.do(P["Civitates"], type="coin.override", faction="Civitates", eligibility="eligible")
    assert [(e.kind, e.data) for e in g.events] == [
        ("OverrideEligible", {"faction": "Civitates", "eligibility": "eligible", "when": "now"})
    ]


def test_overrides_before_anyone_decides_leaving_nobody_eligible_end_the_card_at_once():
    g = started()
    for f in ["Dux", "Civitates", "Saxons"]:
        g.do(GM, type="coin.override", faction=f, eligibility="ineligible")
    assert g.x()["up"] == "Scotti" and g.state["current"]["title"] == "First"
    g.do(GM, type="coin.override", faction="Scotti", eligibility="ineligible")
    assert g.kinds() == ["OverrideIneligible", "CardEndedAllEligible", "RevealNeeded"]
    assert g.state["current"]["title"] == "Second"


def test_pass_given_as_an_option_passes_and_option_words_are_normalised():
    g = started()
    g.do(P["Dux"], type="coin.act", option="pass")
    assert [(e.kind, e.data) for e in g.events] == [
        ("FactionPassed", {"faction": "Dux"}),
        (
            "TrackChanged",
            {
                "track": "briton_resources",
                "old": 0,
                "new": 3,
                "cause": "pass",
                "delta": 3,
                "faction": "Dux",
            },
        ),
    ]
    for said in ["Command-Feat", " command feat "]:
        g = started()
        g.do(P["Dux"], type="coin.act", option=said)
        assert g.events[0].data["option"] == "command_feat"
    g = started()
    with pytest.raises(IllegalAction) as e:
        g.do(P["Dux"], type="coin.act")
    assert e.value.key == "coin.error.unknown_option"
    assert e.value.params == {"option": "", "options": ["command", "command_feat", "event"]}
    with pytest.raises(IllegalAction) as e:
        g.do(P["Dux"], type="coin.act", option="feast")
    assert e.value.params == {"option": "feast", "options": ["command", "command_feat", "event"]}


def test_who_may_reveal_and_its_yes_no_options():
    g = G()
    g.reveal("D C Sa Sc", number=1, epoch="")  # blank: no
    assert g.events[0].kind == "CardRevealed"
    g.reveal(None, epoch=1)  # a number: yes when not 0
    assert g.events[0].kind == "EpochCardRevealed"
    with pytest.raises(PermissionDenied) as e:
        G().do(OUTSIDER, type="coin.reveal", order="D C Sa Sc")  # no seat, not the GM
    assert e.value.key == "coin.error.not_a_player"
    with pytest.raises(IllegalAction) as e:
        G().reveal("D C Sa Sc", epoch="maybe")
    assert e.value.key == "coin.error.bad_flag"
    assert e.value.params == {"option": "epoch", "value": "maybe"}


def test_refusals_name_the_faction_its_cylinder_and_who_is_up():
    g = started()
    g.act("Dux", "command")
    g.act("Civitates", "limited_command")
    g.reveal("Sa Sc D C", number=3)
    with pytest.raises(IllegalAction) as e:
        g.act("Dux", "event", named="Dux")
    assert e.value.params == {"faction": "Dux", "cylinder": "ineligible"}
    with pytest.raises(NotYourTurn) as e:
        g.do(P["Saxons"], type="coin.pass", faction="Civitates")
    assert e.value.params == {"faction": "Civitates"}
    with pytest.raises(NotYourTurn) as e:
        g.pas("Saxons")  # Scotti is up
    assert e.value.key == "coin.error.out_of_turn_up" and e.value.params == {"up": "Scotti"}
    g.do(P["Scotti"], type="coin.pass", faction="")  # a blank faction: the one that is up
    assert g.events[0].data == {"faction": "Scotti"}
    # a faction named while nobody is up: the reason, not a crash
    g = G()
    g.reveal("D C Sa Sc")
    with pytest.raises(IllegalAction) as e:
        g.pas("Dux", named="Dux")
    assert e.value.key == "coin.error.nobody_up_reveal"


def test_nobody_is_up_during_an_epoch_round():
    g = epoch_game()
    with pytest.raises(IllegalAction) as e:
        g.pas("Dux")
    assert e.value.key == "coin.error.nobody_up_epoch"
    with pytest.raises(IllegalAction) as e:
        g.do(P["Dux"], type="coin.pivotal", faction="Dux", order="D C Sa Sc")
    assert e.value.key == "coin.error.nobody_up_epoch"
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="coin.override", faction="Dux", eligibility="eligible")
    assert e.value.key == "coin.error.epoch_in_progress"


def test_pivotal_refusals_have_their_reasons():
    g = G()
    g.reveal("D C Sa Sc")  # the next card is not revealed yet
    with pytest.raises(IllegalAction) as e:
        g.do(P["Dux"], type="coin.pivotal", faction="Dux", order="D C Sa Sc")
    assert e.value.key == "coin.error.nobody_up_reveal"
    g = started()
    with pytest.raises(NotYourTurn) as e:
        g.do(P["Dux"], type="coin.pivotal", faction="Saxons", order="D C Sa Sc")
    assert e.value.key == "coin.error.not_your_faction" and e.value.params == {"faction": "Saxons"}
    g.do(P["Civitates"], type="coin.pivotal", faction="C", order="C D Sa Sc")
    with pytest.raises(IllegalAction) as e:
        g.do(P["Civitates"], type="coin.pivotal", faction="C", order="C D Sa Sc")
    assert e.value.key == "coin.error.pivotal_already"
    assert e.value.params == {"faction": "Civitates"}
    g.pas("Dux")  # after the Pivotal card's 2nd decision, too late even for a trump
    with pytest.raises(IllegalAction) as e:
        g.do(P["Saxons"], type="coin.pivotal", faction="Sa", order="Sa D C Sc")
    assert e.value.key == "coin.error.pivotal_too_late"
    g = started()
    g.act("Dux", "command")
    g.act("Civitates", "limited_command")
    g.reveal("D C Sa Sc")
    with pytest.raises(IllegalAction) as e:
        g.do(P["Dux"], type="coin.pivotal", faction="Dux", order="D C Sa Sc")
    assert e.value.params == {"faction": "Dux", "cylinder": "ineligible"}
    # a trump by a faction that is not Eligible
    g = started()
    g.act("Dux", "command")
    g.act("Civitates", "limited_command")
    g.reveal("Sa Sc D C")
    g.do(P["Scotti"], type="coin.pivotal", faction="Sc", order="Sc Sa D C", title="P-Sc")
    with pytest.raises(IllegalAction) as e:
        g.do(P["Dux"], type="coin.pivotal", faction="D", order="D C Sa Sc")
    assert e.value.key == "coin.error.not_eligible"
    assert e.value.params == {"faction": "Dux", "cylinder": "ineligible"}


def test_override_refusals_name_the_value():
    g = started()
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="coin.override", faction="Dux", eligibility="maybe")
    assert e.value.params == {"eligibility": "maybe"}
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="coin.override", faction="Dux")
    assert e.value.params == {"eligibility": ""}
    with pytest.raises(IllegalAction) as e:
        g.do(GM, type="coin.override", eligibility="eligible")
    assert e.value.key == "coin.error.unknown_faction" and e.value.params["faction"] == ""
