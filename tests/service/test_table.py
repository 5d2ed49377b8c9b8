"""The table as players see it (issue 13): one language per table, everyone-at-once
steps, games that never stall, options at /game start."""

from __future__ import annotations

import asyncio
import json
import random
from datetime import timedelta

import pytest

from bot.engine.errors import BadInput, IllegalAction, PermissionDenied, StalePrompt
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from bot.service.reminders import send_due
from bot.store import Store
from tests.conftest import KNOWLEDGE, T0, make_ctx

GM, ANN, BEN, CAT, DAN, EVE = 9, 1, 2, 3, 4, 5
FIVE = {ANN: "Red", BEN: "Blue", CAT: "Yellow", DAN: "Green", EVE: "Purple"}


def buttons(resp):
    return {b.label: b for b in resp.messages[0].components}


async def lancaster_at_the_vote(svc, language="en", locales=None):
    locales = locales or {}
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "lancaster", "language": language})
    for uid, seat in FIVE.items():
        await svc.dispatch(
            make_ctx(uid, locale=locales.get(uid, "en")), "game", "join", {"seat": seat}
        )
    r = None
    for _ in range(2):  # two knights each, all in the conflict box
        for uid in FIVE:
            r = await svc.dispatch(
                make_ctx(uid, locale=locales.get(uid, "en")), "turn", "place", {"where": "conflict"}
            )
    return r


async def test_five_players_press_their_own_vote_buttons_on_one_prompt(svc):
    r = await lancaster_at_the_vote(svc)
    assert set(r.messages[0].mentions) == set(FIVE)
    prompt = buttons(r)
    assert len(prompt) == 10
    choices = {
        ANN: "Red: Approve",
        BEN: "Blue: Reject",
        CAT: "Yellow: Approve",
        DAN: "Green: Reject",
        EVE: "Purple: Approve",
    }
    last = None
    for uid, label in choices.items():  # every press comes from the same first prompt
        last = await svc.press(make_ctx(uid), prompt[label].custom_id)
    assert "Law 1 is approved: 3 for, 2 against." in last.messages[0].content
    # the step has ended: the first prompt's buttons are out of date now
    with pytest.raises(StalePrompt):
        await svc.press(make_ctx(ANN), prompt["Red: Reject"].custom_id)


async def test_a_seat_votes_once_even_when_it_presses_twice_at_once(svc):
    r = await lancaster_at_the_vote(svc)
    prompt = buttons(r)
    both = await asyncio.gather(
        svc.press(make_ctx(BEN), prompt["Blue: Approve"].custom_id),
        svc.press(make_ctx(BEN), prompt["Blue: Reject"].custom_id),
        return_exceptions=True,
    )
    ok = [x for x in both if not isinstance(x, BaseException)]
    errors = [x for x in both if isinstance(x, BaseException)]
    assert len(ok) == 1 and len(errors) == 1
    assert isinstance(errors[0], IllegalAction)
    assert errors[0].key == "turns.error.already_voted_on"
    # and the slash command for the same seat is refused the same way
    with pytest.raises(IllegalAction):
        await svc.dispatch(make_ctx(BEN), "vote", None, {"choice": "approve"})
    from bot.service.game import export_document

    doc = export_document(svc, svc.store.sync.load(10))
    assert list(doc["position"]["voted"]) == ["Blue"]
    # another seat's button from the same prompt still works
    r = await svc.press(make_ctx(CAT), prompt["Yellow: Reject"].custom_id)
    assert "Yellow" in r.messages[0].content


async def test_hadrian_done_buttons_stay_valid_for_each_seat(svc):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "hadrians-wall"})
    for uid, seat in ((ANN, "Red"), (BEN, "Blue"), (CAT, "Green")):
        await svc.dispatch(make_ctx(uid), "game", "join", {"seat": seat})
    for _ in range(6):  # to the year's simultaneous step
        r = await svc.dispatch(make_ctx(GM), "phase", "next", {})
        if any(b.endswith(": Done") for b in buttons(r)):
            break
    prompt = buttons(r)
    assert set(prompt) == {"Red: Done", "Blue: Done", "Green: Done"}
    await svc.press(make_ctx(ANN), prompt["Red: Done"].custom_id)
    r = await svc.press(make_ctx(BEN), prompt["Blue: Done"].custom_id)
    assert "Still playing: Green" in r.messages[0].content
    with pytest.raises(IllegalAction):  # Blue is done already
        await svc.press(make_ctx(BEN), prompt["Blue: Done"].custom_id)


async def test_mixed_table_posts_in_its_language_and_pings_each_in_their_own(svc):
    locales = {ANN: "ja", BEN: "it", CAT: "en", DAN: "ja", EVE: "en"}
    r = await lancaster_at_the_vote(svc, language="ja", locales=locales)
    text = r.messages[0].content
    assert "2:議会" in text
    # one line for each pinged player who reads another language, in theirs
    assert "<@2>: tocca a te (Blu)." in text
    assert "<@3>: it is your turn (Yellow)." in text
    assert "<@1>：" not in text  # Japanese readers read the table's own line
    labels = list(buttons(r))
    assert "赤：賛成" in labels and "Red: Approve" not in labels
    dash = r.messages[1].embeds[0]
    assert dash.title.startswith("ランカスター")
    # an Italian press posts in Japanese; the error a reader alone sees is in theirs
    r = await svc.press(make_ctx(BEN, locale="it"), buttons(r)["青：反対"].custom_id)
    assert "青" in r.messages[0].content and "Blu" not in r.messages[0].content.split("\n")[0]
    assert r.messages[1].embeds[0].title.startswith("ランカスター")


async def test_language_option_and_errors(svc):
    with pytest.raises(BadInput) as e:
        await svc.dispatch(
            make_ctx(GM), "game", "start", {"game": "lancaster", "language": "klingon"}
        )
    assert e.value.key == "table.error.language"
    r = await svc.dispatch(
        make_ctx(GM, locale="en", guild_locale="it"), "game", "start", {"game": "lancaster"}
    )
    text = r.messages[0].content
    assert "Come si comincia" in text and "Rosso, Blu, Giallo, Verde e Viola" in text
    r = await svc.dispatch(
        make_ctx(GM, channel=11), "game", "start", {"game": "lancaster", "language": "日本語"}
    )
    assert "赤、青、黄、緑、紫" in r.messages[0].content


async def test_game_options_at_start_with_autocomplete(svc):
    got = await svc.autocomplete(make_ctx(GM), "game", "start", "options", "diff")
    assert ("Hadrian's Wall · Difficulty: hard", "difficulty=hard") in [
        (c.name, c.value) for c in got
    ]
    got = await svc.autocomplete(
        make_ctx(GM, typed={"game": "europa"}), "game", "start", "options", ""
    )
    assert {c.value.split("=")[0] for c in got} == {"eras"}  # only the chosen game's
    got = await svc.autocomplete(
        make_ctx(GM, locale="ja"), "game", "start", "options", "difficulty=h"
    )
    assert [c.value for c in got] == ["difficulty=hard"] and "難易度：難しい" in got[0].name
    with pytest.raises(BadInput) as e:
        await svc.dispatch(
            make_ctx(GM), "game", "start", {"game": "hadrians-wall", "options": "difficulty=insane"}
        )
    assert e.value.key == "table.error.option_choice"
    with pytest.raises(BadInput):
        await svc.dispatch(
            make_ctx(GM), "game", "start", {"game": "europa-universalis", "options": "eras=9"}
        )
    r = await svc.dispatch(
        make_ctx(GM), "game", "start", {"game": "hadrians-wall", "options": "難易度=難しい"}
    )
    assert "Game options: Difficulty = hard." in r.messages[0].content
    assert svc.store.sync.load(10).game["options"] == {"difficulty": "hard", "rules": 14}
    r = await svc.dispatch(
        make_ctx(GM, channel=12), "game", "start", {"game": "pendragon", "options": "epochs=2"}
    )
    assert "reveals the first card with /card reveal" in r.messages[0].content
    await svc.dispatch(make_ctx(GM, channel=12), "card", "reveal", {"order": "D C Sa Sc"})
    from bot.service.coin import coin_export

    assert coin_export(svc, svc.store.sync.load(12))["epochs"] == 2


async def test_import_over_a_running_game_asks_first(svc):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "lancaster"})
    await svc.dispatch(make_ctx(ANN), "game", "join", {"seat": "Red"})
    r = await svc.dispatch(make_ctx(GM), "game", "export", {})
    raw = r.messages[0].files[0].content.encode()
    await svc.dispatch(make_ctx(BEN), "game", "join", {"seat": "Blue"})
    before = svc.store.sync.load(10)
    ctx = make_ctx(GM, attachments=[("g.json", raw)])
    r = await svc.dispatch(ctx, "game", "import", {})
    assert r.messages[0].ephemeral and "confirm:yes" in r.messages[0].content
    assert svc.store.sync.load(10).version == before.version  # nothing replaced yet
    with pytest.raises(PermissionDenied):
        await svc.dispatch(
            make_ctx(ANN, attachments=[("g.json", raw)]), "game", "import", {"confirm": True}
        )
    await svc.dispatch(ctx, "game", "import", {"confirm": True})
    assert [s for s, _ in svc.store.sync.load(10).game["seats"]] == ["Red"]


async def test_status_shows_waits_and_decision_times(svc):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "lancaster"})
    await svc.dispatch(make_ctx(ANN), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BEN), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})
    later = T0 + timedelta(hours=2)
    await svc.dispatch(make_ctx(ANN, now=later), "turn", "place", {"where": "conflict"})
    r = await svc.dispatch(
        make_ctx(CAT, now=later + timedelta(hours=3, minutes=20)), "game", "status", {}
    )
    text = r.messages[0].content
    assert "Waiting for: Blue (3 h 20 min)." in text
    assert "Average time per move: <@1> 2 h (1 move)." in text


# ----------------------------------------------------------------- reminders


def build(db_path):
    return Service(
        Store.open(db_path), Knowledge.load(KNOWLEDGE), rng=random.Random(1), clock=lambda: T0
    )


async def pendragon(svc, language="en"):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "pendragon", "language": language})
    for user, seat in ((ANN, "Dux"), (BEN, "Civitates"), (CAT, "Saxons"), (DAN, "Scotti")):
        await svc.dispatch(
            make_ctx(user, locale="it" if user == BEN else "en"), "game", "join", {"seat": seat}
        )
    await svc.dispatch(
        make_ctx(GM), "card", "reveal", {"order": "D C Sa Sc", "number": 1, "title": "Alpha"}
    )
    await svc.dispatch(
        make_ctx(GM), "card", "reveal", {"order": "C D Sa Sc", "number": 2, "title": "Beta"}
    )


async def test_reminders_are_on_by_default_and_escalate_to_the_gm(db_path):
    svc = build(db_path)
    await pendragon(svc)  # Dux is up; nobody ran /game remind
    assert (await send_due(svc, T0 + timedelta(hours=23))).messages == []
    first = await send_due(svc, T0 + timedelta(hours=24))
    assert [m.mentions for m in first.messages] == [[ANN]]
    assert "<@1>" in first.messages[0].content and "<@9>" not in first.messages[0].content
    second = await send_due(svc, T0 + timedelta(hours=48))
    assert [m.mentions for m in second.messages] == [[ANN, GM]]
    assert "nobody has moved for 2 d;" in second.messages[0].content


async def test_reminder_period_per_server_and_per_game(db_path):
    svc = build(db_path)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "lancaster"})
    await svc.dispatch(make_ctx(ANN), "game", "join", {"seat": "Red"})
    with pytest.raises(PermissionDenied):  # the server default needs Manage Server
        await svc.dispatch(make_ctx(GM), "game", "remind", {"after": "6", "server": True})
    await svc.dispatch(
        make_ctx(GM, manage_guild=True), "game", "remind", {"after": "6", "server": True}
    )
    await svc.dispatch(make_ctx(GM, channel=11), "game", "start", {"game": "lancaster"})
    for uid, seat in ((ANN, "Red"), (BEN, "Blue")):
        await svc.dispatch(make_ctx(uid, channel=11), "game", "join", {"seat": seat})
    await svc.dispatch(make_ctx(GM, channel=11), "game", "begin", {})
    out = await send_due(svc, T0 + timedelta(hours=6))
    assert [m.channel_id for m in out.messages] == [11]  # the new game took 6 h
    assert out.messages[0].mentions == [ANN]
    # one game turned off stays off, even after its next move
    await svc.dispatch(make_ctx(GM, channel=11), "game", "remind", {"after": "0"})
    await svc.dispatch(
        make_ctx(ANN, channel=11, now=T0 + timedelta(hours=7)), "turn", "place", {"where": "A"}
    )
    later = await send_due(svc, T0 + timedelta(days=5))
    assert all(m.channel_id != 11 for m in later.messages)


async def test_steps_the_players_resolve_ping_the_gm_and_game_ping_finds_them(db_path):
    svc = build(db_path)
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "europa-universalis"})
    for uid, seat in ((ANN, "Castile"), (BEN, "England"), (CAT, "France")):
        await svc.dispatch(make_ctx(uid), "game", "join", {"seat": seat})
    r = await svc.dispatch(make_ctx(GM), "game", "begin", {})
    assert r.messages[0].mentions == [GM]  # "A. Reveal events": nobody is up, the GM resolves
    r = await svc.dispatch(make_ctx(ANN), "game", "ping", {})
    assert r.messages[0].mentions == [GM] and r.messages[0].kind == "announce"
    out = await send_due(svc, T0 + timedelta(hours=24))
    assert [m.mentions for m in out.messages] == [[GM]]


async def test_gm_corrections_do_not_ping_again_and_a_restart_keeps_the_schedule(db_path):
    svc = build(db_path)
    await pendragon(svc)
    r = await svc.dispatch(make_ctx(GM), "track", None, {"track": "briton_resources", "delta": "2"})
    assert r.messages[0].mentions == []  # Dux was already pinged
    r = await svc.dispatch(
        make_ctx(GM), "coin", "override", {"faction": "Scotti", "eligibility": "ineligible"}
    )
    assert r.messages[0].mentions == []
    # the correction still counts as a move for the reminder; the schedule survives a restart
    svc.store.close()
    svc2 = build(db_path)
    out = await send_due(svc2, T0 + timedelta(hours=24))
    assert [m.mentions for m in out.messages] == [[ANN]]
    # and the reminder speaks the table's language, with the Italian player's own line
    r = await svc2.dispatch(make_ctx(ANN), "coin", "act", {"option": "command"})
    assert r.messages[0].mentions == [BEN]
    out = await send_due(svc2, T0 + timedelta(hours=48))
    assert "<@2>: tocca a te (Civitates)." in out.messages[0].content


async def test_export_keeps_the_table_record(svc):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "lancaster", "language": "it"})
    r = await svc.dispatch(make_ctx(GM), "game", "export", {})
    doc = json.loads(r.messages[0].files[0].content)
    assert doc["table"] == {"language": "it"}
    assert "language" not in doc["state"]  # not game state: replay never sees it
    await svc.dispatch(make_ctx(GM), "game", "end", {"confirm": True})
    raw = json.dumps(doc).encode()
    r = await svc.dispatch(make_ctx(GM, attachments=[("g.json", raw)]), "game", "import", {})
    assert "ha importato lo stato della partita" in r.messages[0].content  # Italian table
    loaded = svc.store.sync.load(10)
    from bot.service import play

    assert (await play.load(svc.store, loaded.guild_id, loaded.game_id))["language"] == "it"


async def test_any_localised_seat_name_is_accepted_where_a_seat_is_an_option(svc):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "hadrians-wall"})
    await svc.dispatch(make_ctx(ANN, locale="it"), "game", "join", {"seat": "rosso"})
    await svc.dispatch(make_ctx(GM), "game", "seat", {"seat": "青", "user": BEN})
    await svc.dispatch(make_ctx(ANN), "game", "join", {"seat": "Verde"})  # a second seat
    for _ in range(6):  # to the year's simultaneous step
        r = await svc.dispatch(make_ctx(GM), "phase", "next", {})
        if any(b.label.endswith(": Done") for b in r.messages[0].components):
            break
    r = await svc.dispatch(make_ctx(ANN, locale="it"), "turn", "done", {"seat": "Verde"})
    assert "Green is done" in r.messages[0].content
    r = await svc.dispatch(make_ctx(ANN, locale="ja"), "turn", "done", {"seat": "赤"})
    assert "Red is done" in r.messages[0].content


async def test_an_empty_list_reads_as_none(svc):
    from bot.engine.games.base import Event
    from bot.service.render import event_text

    text = event_text(Event("CardEnded", {"card": "#1", "ineligible": []}), "en")
    assert text == "Card #1 is over. Every faction is Eligible for the next card."
    # an empty list is a sentence of its own, never "-" (issue 25)
    text = event_text(Event("CardEnded", {"card": "#1", "ineligible": []}), "it")
    assert text == "La carta #1 è finita. Tutte le fazioni sono Eleggibili alla prossima carta."
    text = event_text(Event("PlayerDone", {"seat": "Red", "waiting": []}), "ja")
    assert text == "赤が行動を終えました。"


async def test_a_game_roll_takes_the_faction_in_any_language(svc):
    it = await svc.dispatch(
        make_ctx(ANN, locale="it"),
        "roll",
        None,
        {"game": "raid", "faction": "Sassoni", "renown": 1, "forts": 0},
    )
    ja = await svc.dispatch(
        make_ctx(ANN, locale="ja"),
        "roll",
        None,
        {"game": "raid", "faction": "サクソン", "renown": 1, "forts": 0},
    )
    assert "Sassoni" in it.messages[0].content
    assert "サクソン" in ja.messages[0].content
