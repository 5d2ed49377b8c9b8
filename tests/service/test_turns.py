"""The turn-based family through the service: commands, buttons, pings, dashboard,
export, and a game that exists only as a new data file."""

from __future__ import annotations

import json
import random

import pytest

from bot.engine.errors import IllegalAction, NotYourTurn, PermissionDenied
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import T0, make_ctx

ALICE, BOB, CAROL, GM = 1, 2, 3, 9


async def seat_all(svc, slug, seats, channel=10, locale="en"):
    await svc.dispatch(
        make_ctx(GM, channel, locale=locale), "game", "start", {"game": slug, "language": locale}
    )
    for uid, seat in seats.items():
        await svc.dispatch(make_ctx(uid, channel, locale=locale), "game", "join", {"seat": seat})


def pos(svc, channel=10):
    from bot.service.game import export_document

    # the channel's game, or the one play has just ended (no longer live)
    sync = svc.store.sync
    return export_document(svc, sync.load(channel) or sync.load(channel, ended=True))["position"]


def buttons(resp):
    return {b.label: b for b in resp.messages[0].components}


async def test_eu_round_of_actions_with_buttons_and_pings(svc):
    await seat_all(svc, "europa-universalis", {ALICE: "Castile", BOB: "England", CAROL: "France"})
    # the first /phase next begins the game at 1A (issue 13: it no longer skips 1A)
    for _ in range(5):
        r = await svc.dispatch(make_ctx(ALICE), "phase", "next", {})
    ann = r.messages[0]
    assert ann.mentions == [ALICE]
    assert "<@1> (Castile)" in ann.content
    # the step's rule named in the table's language, not by the Italian heading
    assert "📖 Rules: `/rule query:Actions until everyone has passed`" in ann.content
    assert "AZIONI" not in ann.content
    assert list(buttons(r)) == ["Action", "Event"]
    # Alice presses "Event"; Bob may not press Alice's buttons
    with pytest.raises(NotYourTurn):
        await svc.press(make_ctx(BOB), buttons(r)["Event"].custom_id)
    r = await svc.press(make_ctx(ALICE), buttons(r)["Event"].custom_id)
    assert "Castile took this round's Event." in r.messages[0].content
    assert r.messages[0].mentions == [BOB]
    await svc.dispatch(make_ctx(BOB), "turn", "event", {})
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(CAROL), "turn", "pass", {})
    assert e.value.key == "turns.error.event_before_pass"
    await svc.dispatch(make_ctx(CAROL), "turn", "event", {})
    r = await svc.dispatch(make_ctx(ALICE), "turn", "pass", {})
    assert "Castile passed (1st to pass) and gains 5 ducats." in r.messages[0].content
    r = await svc.dispatch(make_ctx(BOB), "turn", "pass", {})
    assert "gains 2 ducats" in r.messages[0].content
    assert "one last turn each for France" in r.messages[0].content
    assert pos(svc)["pass_order"] == ["Castile", "England"]
    assert pos(svc)["up"] == ["France"]
    r = await svc.dispatch(make_ctx(CAROL), "turn", "action", {})
    text = r.messages[0].content
    assert "Castile takes the First Player token" not in text  # Castile already holds it
    assert "England takes the First Player token at the end of the round." in text
    assert "Phase 3: Peace and rebels" in text
    assert "📖 Rules: `/rule query:A. Remove casus belli and truces`" in text
    p = pos(svc)
    assert (p["round"], p["phase"], p["step"], p["up"]) == (1, "peace", "A", [])
    assert p["next_first_player"] == "England"
    dash = r.messages[1].embeds[0]
    assert "Round 1" in dash.title
    names = {f.name: f.value for f in dash.fields}
    assert names["Pass order"] == "Castile → England"
    assert names["First Player"].startswith("Castile (England next round)")


async def test_eu_bot_seat_played_by_gm_gets_pb(svc):
    await seat_all(svc, "europa-universalis", {ALICE: "Castile", BOB: "England"})
    await svc.dispatch(make_ctx(GM), "game", "seat", {"seat": "France", "bot": True})
    for _ in range(5):  # the first one begins the game at 1A (issue 13)
        await svc.dispatch(make_ctx(GM), "phase", "next", {})
    await svc.dispatch(make_ctx(ALICE), "turn", "event", {})
    await svc.dispatch(make_ctx(BOB), "turn", "event", {})
    r = await svc.dispatch(make_ctx(GM), "turn", "event", {})  # the GM plays the bot
    assert "France took this round's Event." in r.messages[0].content
    await svc.dispatch(make_ctx(ALICE), "turn", "action", {})
    await svc.dispatch(make_ctx(BOB), "turn", "action", {})
    r = await svc.dispatch(make_ctx(GM), "turn", "pass", {})
    assert "France passed (1st to pass) and gains 2 PB." in r.messages[0].content


async def test_eu_era_command_and_japanese_text(svc):
    await seat_all(
        svc, "europa-universalis", {ALICE: "Castile", BOB: "England", CAROL: "France"}, locale="ja"
    )
    r = await svc.dispatch(make_ctx(ALICE, locale="ja"), "era", None, {"events_left": "2"})
    assert "第1時代：残りのイベントカードは2枚です。" in r.messages[0].content
    r = await svc.dispatch(make_ctx(ALICE, locale="ja"), "era", None, {"eras": "3"})
    assert "第3時代が終わるとゲーム終了" in r.messages[0].content
    fields = {f.name: f.value for f in r.messages[1].embeds[0].fields}
    assert fields["時代"] == "第1時代（全3時代）・残りイベントカード：2枚"
    assert pos(svc)["events_left"] == 2
    # an Italian reader's action still posts in the table's language (Japanese)...
    r = await svc.dispatch(make_ctx(ALICE, locale="it"), "phase", "next", {})
    assert (
        "第1ラウンド・フェイズ1：カードを引く — B. アクションカードを引く" in r.messages[0].content
    )
    assert "Fase" not in r.messages[0].content
    # ...until the GM changes the table's language
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(ALICE), "game", "language", {"language": "italiano"})
    r = await svc.dispatch(make_ctx(GM), "game", "language", {"language": "italiano"})
    assert "lingua del tavolo: Italiano" in r.messages[0].content
    assert "Round 1 · Fase 1: Pesca delle carte — B. Pescare carte azione" in r.messages[0].content
    assert r.messages[0].mentions == []  # a correction pings nobody again


async def test_lancaster_placement_startplayer_and_vote_through_service(svc):
    await seat_all(svc, "lancaster", {ALICE: "Red", BOB: "Blue", CAROL: "Yellow"})
    r = await svc.dispatch(make_ctx(ALICE), "turn", "place", {"where": "surrey"})
    assert "Red placed a knight on County I (Surrey)" in r.messages[0].content
    assert r.messages[0].mentions == [BOB]
    r = await svc.press(make_ctx(BOB), buttons(r)["Castle"].custom_id)
    assert "Blue placed a knight on the castle (1 left to place)." in r.messages[0].content
    # issue 22: Surrey's holder chooses at the rewards, once nobody may push it out
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(ALICE), "turn", "startplayer", {"user": f"<@{CAROL}>"})
    assert e.value.key == "turns.error.verb_not_now"
    for uid in (CAROL, ALICE, BOB, CAROL):
        r = await svc.dispatch(make_ctx(uid), "turn", "place", {"where": "conflict"})
    assert "Phase 2: Parliament" in r.messages[0].content
    with pytest.raises(NotYourTurn):
        await svc.dispatch(make_ctx(BOB), "turn", "startplayer", {"user": CAROL})
    r2 = await svc.dispatch(make_ctx(ALICE), "turn", "startplayer", {"user": f"<@{CAROL}>"})
    assert "Yellow will be the start player next round." in r2.messages[0].content
    assert set(r.messages[0].mentions) == {ALICE, BOB, CAROL}
    b = buttons(r)
    assert set(b) == {
        "Red: Approve",
        "Red: Reject",
        "Blue: Approve",
        "Blue: Reject",
        "Yellow: Approve",
        "Yellow: Reject",
    }
    await svc.press(make_ctx(ALICE), b["Red: Approve"].custom_id)
    # everyone votes at once: Bob's button from the same prompt still counts...
    r = await svc.press(make_ctx(BOB), b["Blue: Reject"].custom_id)
    assert "Blue" in r.messages[0].content
    # ...once: a second press (or the slash command) for Blue is refused
    with pytest.raises(IllegalAction) as e:
        await svc.press(make_ctx(BOB), b["Blue: Approve"].custom_id)
    assert e.value.key == "turns.error.already_voted_on"
    with pytest.raises(IllegalAction):
        await svc.dispatch(make_ctx(BOB), "vote", None, {"law": "1", "choice": "反対"})
    r = await svc.dispatch(
        make_ctx(CAROL), "vote", None, {"law": "1", "choice": "reject", "markers": "0"}
    )
    assert "Law 1 is rejected: 1 for, 2 against." in r.messages[0].content
    await svc.dispatch(make_ctx(ALICE), "vote", None, {"choice": "approve", "markers": "1"})
    await svc.dispatch(make_ctx(BOB), "vote", None, {"choice": "reject"})
    r = await svc.dispatch(make_ctx(CAROL), "vote", None, {"choice": "reject"})
    assert "Law 2 is approved: 2 for, 2 against." in r.messages[0].content  # a tie approves
    p = pos(svc)
    assert [v["result"] for v in p["votes"]] == ["reject", "approve"]
    assert p["ballot"] == 3


async def test_lancaster_knights_command(svc):
    await seat_all(svc, "lancaster", {ALICE: "Red", BOB: "Blue"})
    r = await svc.dispatch(make_ctx(BOB), "turn", "knights", {"count": "3"})
    assert "Blue now holds 3" in r.messages[0].content
    assert pos(svc)["pieces"]["knights"] == {"Red": 2, "Blue": 3}


async def test_hadrian_simultaneous_pings_everyone_once_as_the_step_begins(svc):
    """Everyone is pinged as the step begins (reminders follow up); a seat's done is
    one short line naming who is still playing, pinging nobody again, and the
    step's first buttons stay valid for the others."""
    await seat_all(svc, "hadrians-wall", {ALICE: "Red", BOB: "Blue", CAROL: "Green"})
    for _ in range(4):  # the first one begins the game at step 1 (issue 13)
        start = await svc.dispatch(make_ctx(CAROL), "phase", "next", {})
    assert set(start.messages[0].mentions) == {ALICE, BOB, CAROL}
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(ALICE), "phase", "next", {})
    assert e.value.key == "turns.error.step_in_progress"
    r = await svc.dispatch(make_ctx(BOB), "turn", "done", {})
    assert r.messages[0].content == "Blue is done. Still playing: Red and Green."
    assert r.messages[0].mentions == [] and buttons(r) == {}
    await svc.press(make_ctx(ALICE), buttons(start)["Red: Done"].custom_id)
    # undone, a done is said as it was, not with who was still playing then
    r = await svc.dispatch(make_ctx(ALICE), "game", "undo", {})
    assert r.messages[0].content == f"<@{ALICE}> undid the last action: Red is done."
    assert r.messages[0].mentions == []
    await svc.dispatch(make_ctx(ALICE), "turn", "done", {})
    r = await svc.dispatch(make_ctx(CAROL), "turn", "done", {})
    assert "Everyone is done." in r.messages[0].content
    assert "End of the year" in r.messages[0].content
    assert pos(svc)["step"] == "return"
    r = await svc.dispatch(make_ctx(ALICE), "turn", "score", {"table": "disdain", "value": "4"})
    assert "Disdain penalty: 4 → -7" in r.messages[0].content


async def test_undo_within_a_round(svc):
    await seat_all(svc, "lancaster", {ALICE: "Red", BOB: "Blue"})
    await svc.dispatch(make_ctx(ALICE), "turn", "place", {"where": "A"})
    await svc.dispatch(make_ctx(BOB), "turn", "place", {"where": "B"})
    await svc.dispatch(make_ctx(BOB), "game", "undo", {})
    p = pos(svc)
    assert p["placements"] == [["Red", "A"]] and p["up"] == ["Blue"]


async def test_autocomplete_places_and_tables(svc):
    await seat_all(svc, "lancaster", {ALICE: "Red", BOB: "Blue"})
    got = await svc.autocomplete(make_ctx(ALICE), "turn", "place", "where", "cas")
    assert [(c.name, c.value) for c in got] == [("Castle", "castle")]
    await seat_all(svc, "hadrians-wall", {ALICE: "Red"}, channel=11)
    got = await svc.autocomplete(make_ctx(ALICE, 11, locale="ja"), "turn", "score", "table", "")
    assert [(c.name, c.value) for c in got] == [
        ("軽蔑のマイナス点", "disdain"),
        ("ソロプレイの目標", "solo_ranks"),
    ]


NEW_GAME = """
slug = "tiny-harvest"
family = "turns"
names = { en = "Tiny Harvest", ja = "小さな収穫", it = "Piccolo raccolto" }

[seats]
names = ["Fox", "Hare", "Owl"]
min = 2
max = 3

[rounds]
count = 2
name = "year"

[tables.pass_rewards]
kind = "pass_rewards"
unit = { en = "seeds", ja = "種", it = "semi" }
[[tables.pass_rewards.columns]]
players = [2, 3]
rewards = [3, 1]

[[phases]]
id = "spring"
name = { en = "Spring", ja = "春", it = "Primavera" }
[[phases.steps]]
id = "sow"
name = { en = "Sow, one turn each", ja = "種まき", it = "Semina" }
section = "Spring"
structure = "sequential"
turns = 1
[[phases.steps]]
id = "rain"
name = { en = "Rain", ja = "雨", it = "Pioggia" }
section = "Rain"

[[phases]]
id = "summer"
name = { en = "Summer", ja = "夏", it = "Estate" }
structure = "passing"
rewards = "pass_rewards"
section = "Summer"

[[phases]]
id = "autumn"
name = { en = "Autumn", ja = "秋", it = "Autunno" }
structure = "simultaneous"
section = "Autumn"

[[phases]]
id = "market"
name = { en = "Market vote", ja = "市場の投票", it = "Voto del mercato" }
structure = "vote"
ballots = 1
tie = "reject"
section = "Market"

[[phases]]
id = "end"
final = true
name = { en = "Count the harvest", ja = "収穫を数える", it = "Contare il raccolto" }
section = "Scoring"
"""


async def test_a_new_game_is_only_a_data_file(store, tmp_path):
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    (root / "games" / "tiny-harvest.toml").write_text(NEW_GAME, encoding="utf-8")
    (root / "games" / "broken.toml").write_text(
        NEW_GAME.replace('"simultaneous"', '"juggle"').replace("tiny-harvest", "broken"),
        encoding="utf-8",
    )
    k = Knowledge.load(root)
    assert list(k.definitions) == ["tiny-harvest"]
    assert len(k.problems) == 1 and "structure" in k.problems[0] and "juggle" in k.problems[0]
    svc = Service(store, k, rng=random.Random(1), clock=lambda: T0)
    await seat_all(svc, "Tiny Harvest", {ALICE: "Fox", BOB: "Hare"})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})
    seen = []
    for year in (1, 2):
        p = pos(svc)
        assert (p["round"], p["round_name"], p["phase"], p["step"], p["up"]) == (
            year,
            "year",
            "spring",
            "sow",
            ["Fox"],
        )
        await svc.dispatch(make_ctx(ALICE), "turn", "action", {})
        await svc.dispatch(make_ctx(BOB), "turn", "action", {})
        assert pos(svc)["step"] == "rain"
        r = await svc.dispatch(make_ctx(ALICE), "phase", "next", {})
        # the phase's one step has its name: said once
        assert f"Year {year} · Summer\n" in r.messages[0].content
        assert "Summer — Summer" not in r.messages[0].content
        r = await svc.dispatch(make_ctx(ALICE), "turn", "pass", {})
        assert "Fox passed (1st to pass) and gains 3 seeds." in r.messages[0].content
        r = await svc.dispatch(make_ctx(BOB), "turn", "pass", {})
        assert "gains 1 seeds" in r.messages[0].content
        assert pos(svc)["phase"] == "autumn"
        await svc.dispatch(make_ctx(BOB), "turn", "done", {})
        await svc.dispatch(make_ctx(ALICE), "turn", "done", {})
        await svc.dispatch(make_ctx(ALICE), "vote", None, {"choice": "approve"})
        r = await svc.dispatch(make_ctx(BOB), "vote", None, {"choice": "reject"})
        # this game's ties reject
        assert "⚖ The proposal is rejected: 1 for, 1 against." in r.messages[0].content
        seen.append(pos(svc)["phase"])
    assert seen == ["spring", "end"]
    r = await svc.dispatch(make_ctx(BOB), "phase", "next", {})
    assert "The game is over" in r.messages[0].content
    assert pos(svc)["finished"] is True


async def test_export_holds_the_position(svc):
    await seat_all(svc, "hadrians-wall", {ALICE: "Red", BOB: "Blue"})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})
    r = await svc.dispatch(make_ctx(ALICE), "game", "export", {})
    doc = json.loads(r.messages[0].files[0].content)
    p = doc["position"]
    assert (p["round"], p["round_name"], p["phase"], p["step"], p["up"], p["pass_order"]) == (
        1,
        "year",
        "start",
        "fate",
        [],
        [],
    )


def test_shipped_turn_games_load_without_problems(knowledge):
    for slug in ("europa-universalis", "lancaster", "hadrians-wall"):
        assert knowledge.definitions[slug].family == "turns"
        assert not [p for p in knowledge.problems if slug in p]
    assert knowledge.resolve_game("ランカスター") == "lancaster"
    assert knowledge.resolve_game("eu") == "europa-universalis"


async def test_lancaster_push_out_and_hadrian_undone_through_the_service(svc):
    """The issue-13 verbs reach the engine: /turn place strength:, /turn undone."""
    await seat_all(svc, "lancaster", {ALICE: "Red", BOB: "Blue"})
    await svc.dispatch(make_ctx(ALICE), "turn", "place", {"where": "A", "strength": 2})
    r = await svc.dispatch(make_ctx(BOB), "turn", "place", {"where": "A", "strength": "3"})
    text = r.messages[0].content
    assert "Blue pushes Red out of County A with strength 3" in text
    assert pos(svc)["placements"] == [["Blue", "A"]]
    assert pos(svc)["up"] == ["Red"]
    with pytest.raises(IllegalAction):  # issue 22: noble tiles come at the rewards
        await svc.dispatch(make_ctx(BOB), "turn", "nobles", {"count": "2"})
    for uid in (ALICE, BOB, ALICE):
        await svc.dispatch(make_ctx(uid), "turn", "place", {"where": "castle"})
    r = await svc.dispatch(make_ctx(BOB), "turn", "nobles", {"count": "2"})
    assert "Blue: 2 noble tiles." in r.messages[0].content


async def test_gm_sets_seating_and_opening_first_player(svc):
    """Issue 13: the GM chooses EU's seating order and opening First Player."""
    await seat_all(svc, "europa-universalis", {ALICE: "Castile", BOB: "England", CAROL: "France"})
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(ALICE), "turn", "seating", {"first": "France"})
    r = await svc.dispatch(
        make_ctx(GM), "turn", "seating", {"order": "France, Castile, England", "first": "England"}
    )
    text = r.messages[0].content
    assert "France, Castile, England" in text and "England opens the game as First Player" in text
    await svc.dispatch(make_ctx(GM), "game", "begin", {})
    p = pos(svc)
    assert p["first_player"] == "England"
    loaded = svc.store.sync.load(10)
    assert [s for s, _ in loaded.game["seats"]] == ["France", "Castile", "England"]


async def test_hadrian_take_back_done_through_the_service(svc):
    await seat_all(svc, "hadrians-wall", {ALICE: "Red", BOB: "Blue", CAROL: "Green"})
    for _ in range(4):  # the first one begins the game at step 1
        start = await svc.dispatch(make_ctx(CAROL), "phase", "next", {})
    await svc.dispatch(make_ctx(BOB), "turn", "done", {})
    r = await svc.dispatch(make_ctx(BOB), "turn", "undone", {})
    assert "Blue takes back their done and plays on." in r.messages[0].content
    assert r.messages[0].mentions == []  # their own move: nobody is pinged again
    assert pos(svc)["done"] == []
    # the step's buttons stay valid: Blue's own, and everyone else's (issue 20, defs4)
    await svc.press(make_ctx(ALICE), buttons(start)["Red: Done"].custom_id)
    await svc.press(make_ctx(BOB), buttons(start)["Blue: Done"].custom_id)
    assert pos(svc)["done"] == ["Red", "Blue"]


QUICK = """
slug = "quick-count"
family = "turns"
names = { en = "Quick Count", ja = "クイックカウント", it = "Conta veloce" }
[seats]
names = ["red", "blue"]
min = 2
[rounds]
count = 1
[tables.points]
kind = "value"
name = { en = "Points", ja = "得点", it = "Punti" }
[[phases]]
id = "play"
name = { en = "Play", ja = "プレイ", it = "Gioco" }
[[phases]]
id = "final"
final = true
name = { en = "Final scoring", ja = "最終得点計算", it = "Punteggio finale" }
structure = "scoring"
tables = ["points"]
[winner]
by = "score"
"""


async def test_the_export_of_a_game_over_by_play_imports_as_it_ended(store, tmp_path):
    """Round 14, item 5: a game over by play (its export says ``ended``) imports as
    that ended game, in a channel with no game in play: its status, export and the
    GM's corrections work and nothing reminds of it; never over a game in play, said
    so with what to do."""
    from tests.conftest import seated_game

    svc = await seated_game(store, tmp_path / "k", QUICK, {ALICE: "red", BOB: "blue"}, gm=GM)
    while pos(svc)["phase"] != "final":
        await svc.dispatch(make_ctx(GM), "phase", "next", {})
    await svc.dispatch(make_ctx(ALICE), "act", None, {"action": "Report", "number": "7"})
    await svc.dispatch(make_ctx(BOB), "act", None, {"action": "Report", "number": "5"})
    r = await svc.dispatch(make_ctx(GM), "game", "export", {})
    doc = json.loads(r.messages[0].files[0].content)
    assert doc["status"] == "ended" and doc["state"]["state"]["finished"]
    raw = json.dumps(doc).encode()

    def importing(channel, user=GM, **opts):
        ctx = make_ctx(user, channel, attachments=[("quick.json", raw)])
        return svc.dispatch(ctx, "game", "import", opts)

    await importing(20)
    over = svc.store.sync.load(20, ended=True)
    assert over is not None and svc.store.sync.load(20) is None  # ended, not live
    assert svc.store.sync.row("reminders", over.game_id) is None  # nothing reminds
    (m,) = (await svc.dispatch(make_ctx(ALICE, 20), "game", "status", {})).messages[:1]
    assert "Quick Count — over" in m.content
    r = await svc.dispatch(
        make_ctx(GM, 20), "act", None, {"action": "Report", "seat": "blue", "number": "9"}
    )
    assert "blue wins with 9 points!" in "\n".join(x.content for x in r.messages)
    r = await svc.dispatch(make_ctx(GM, 20), "game", "export", {})
    assert json.loads(r.messages[0].files[0].content)["status"] == "ended"
    # the channel is free for a new game; an ended game never replaces one in play
    await svc.dispatch(make_ctx(GM, 20), "game", "start", {"game": "quick-count"})
    with pytest.raises(IllegalAction) as e:
        await importing(20)
    assert e.value.key == "error.import_over_busy"
    # a game the GM closed (/game end after play was over): no export holds one (it
    # has nothing to export); a file edited to say so is no valid export
    doc["state"]["closed"] = True
    raw = json.dumps(doc).encode()
    from bot.engine.errors import BadInput

    with pytest.raises(BadInput) as e:
        await importing(30)
    assert e.value.key == "error.import_invalid" and e.value.params["reason"] == "status"
