"""COIN commands through the service on a real SQLite file: announcements, pings,
buttons, stale prompts, undo bounded by the reveal, the dashboard and export."""

from __future__ import annotations

import json

import pytest

from bot.engine.errors import IllegalAction, NotYourTurn, StalePrompt
from bot.i18n import t
from bot.service.core import decode_custom_id
from tests.conftest import make_ctx

GM, DUX, CIV, SAX, SCO = 1, 2, 3, 4, 5


async def seated(svc, ch=10, language="en"):
    await svc.dispatch(
        make_ctx(GM, ch), "game", "start", {"game": "pendragon", "language": language}
    )
    for user, seat in ((DUX, "Dux"), (CIV, "C"), (SAX, "サクソン"), (SCO, "sc")):
        await svc.dispatch(make_ctx(user, ch), "game", "join", {"seat": seat})


async def revealed(svc, ch=10, language="en"):
    await seated(svc, ch, language)
    await svc.dispatch(
        make_ctx(GM, ch), "card", "reveal", {"order": "D C Sa Sc", "number": 1, "title": "Alpha"}
    )
    return await svc.dispatch(
        make_ctx(DUX, ch), "card", "reveal", {"order": "Sc Sa C D", "number": "2", "title": "Beta"}
    )


def coin(svc, ch=10):
    from bot.service.coin import coin_export

    return coin_export(svc, svc.store.sync.load(ch))


async def test_reveal_announces_who_is_up_with_their_buttons(svc):
    r = await revealed(svc)
    ann, dash = r.messages[0], r.messages[1]
    assert "Card revealed: #2 Beta (order Scotti, Saxons, Civitates, Dux)." in ann.content
    assert ann.mentions == [DUX]
    assert f"<@{DUX}> (Dux)" in ann.content
    assert [b.label for b in ann.components] == ["Command", "Command + Feat", "Event", "Pass"]
    version, cmd, args, _ = decode_custom_id(ann.components[2].custom_id)
    assert (cmd, args) == ("coin act", {"option": "event", "faction": "Dux"})
    assert dash.kind == "dashboard"
    emb = dash.embeds[0]
    fields = {f.name: f.value for f in emb.fields}
    assert (
        "#1 Alpha" in fields["Current card"]
        and "Dux → Civitates → Saxons → Scotti" in fields["Current card"]
    )
    assert "#2 Beta" in fields["Next card"]
    assert f"Dux — Eligible (<@{DUX}>)" in fields["Cylinders"]
    assert "Briton Resources: **0**" in fields["Tracks"]
    assert "Up: Dux" in emb.description


async def test_buttons_run_the_sequence_and_refuse_others_and_stale(svc):
    r = await revealed(svc)
    event_btn = r.messages[0].components[2].custom_id
    with pytest.raises(NotYourTurn):
        await svc.press(make_ctx(CIV), event_btn)  # not their decision, nothing changes
    assert coin(svc)["up"] == "Dux"
    r = await svc.press(make_ctx(DUX), event_btn)
    ann = r.messages[0]
    assert "Dux executes the Event." in ann.content
    assert ann.mentions == [CIV]
    assert [b.label for b in ann.components] == ["Command", "Command + Feat", "Pass"]
    with pytest.raises(StalePrompt):
        await svc.press(make_ctx(DUX), event_btn)
    x = coin(svc)
    assert x["cylinders"]["Dux"] == "first" and x["up"] == "Civitates"


async def test_pass_reward_card_end_and_reveal_request(svc):
    await revealed(svc)
    r = await svc.dispatch(make_ctx(DUX), "coin", "pass", {})
    assert "Dux passes." in r.messages[0].content
    assert "Briton Resources: 0 → 3." in r.messages[0].content
    await svc.dispatch(make_ctx(CIV), "coin", "act", {"option": "command_feat"})
    r = await svc.dispatch(make_ctx(SAX), "coin", "act", {"option": "limited_command"})
    text = r.messages[0].content
    assert "Card #1 Alpha is over. Ineligible for the next card: Civitates and Saxons." in text
    assert "Reveal the next card with /card reveal before #2 Beta is played" in text
    assert "Waiting for the next card to be revealed" not in text  # said once
    # nobody in particular is up while a reveal is awaited: the GM, who reveals, is pinged
    assert r.messages[0].mentions == [GM]
    x = coin(svc)
    assert x["current_card"]["title"] == "Beta" and x["next_card"] is None and x["up"] is None
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(SCO), "coin", "pass", {})
    assert e.value.key == "coin.error.nobody_up_reveal"


async def test_undo_never_crosses_a_reveal(svc):
    await revealed(svc)
    await svc.dispatch(make_ctx(DUX), "coin", "act", {"option": "command"})
    await svc.dispatch(make_ctx(DUX), "game", "undo", {})
    assert coin(svc)["cylinders"]["Dux"] == "eligible" and coin(svc)["up"] == "Dux"
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(GM), "game", "undo", {})
    assert e.value.key == "error.nothing_to_undo"


async def test_japanese_announcement_and_dashboard(svc):
    await revealed(svc, language="ja")
    r = await svc.dispatch(make_ctx(DUX, locale="ja"), "coin", "act", {"option": "command_feat"})
    ann = r.messages[0]
    assert "ドゥクスがコマンド＋フィートを実行。" in ann.content  # no space around a name
    assert [b.label for b in ann.components] == ["リミテッド・コマンド", "イベント", "パス"]
    emb = r.messages[1].embeds[0]
    fields = {f.name: f.value for f in emb.fields}
    assert "ドゥクス—ファースト・エリジブル（<@2>）" in fields["シリンダー"]
    assert "ブリトン・リソース：**0**" in fields["トラック"]


async def test_epoch_round_through_phase_next_quotes_the_rule(svc):
    await seated(svc)
    await svc.dispatch(make_ctx(GM), "card", "reveal", {"order": "D C Sa Sc"})
    r = await svc.dispatch(make_ctx(GM), "card", "reveal", {"epoch": True, "title": "Epoch I"})
    text = r.messages[0].content
    assert "Epoch card revealed: Epoch I." in text
    # the rule hint names the section in the table's language, not by the Japanese
    # summary's heading (issue 25)
    assert "📖 Rules: `/rule query:Annona`" in text and "アノーナ" not in text
    await svc.dispatch(make_ctx(GM), "phase", "next", {})
    await svc.dispatch(make_ctx(GM), "phase", "next", {})
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(GM), "phase", "next", {})
    assert e.value.key == "coin.error.victory_asks"
    r = await svc.dispatch(make_ctx(GM), "phase", "next", {"winner": "none"})
    assert coin(svc)["phase"] == "epoch_event"


async def test_track_show_and_adjust(svc):
    await revealed(svc)
    r = await svc.dispatch(make_ctx(SAX), "track", None, {"track": "saxon renown", "delta": 5})
    assert "Saxon Renown: 0 → 5." in r.messages[0].content
    r = await svc.dispatch(make_ctx(SAX, locale="it"), "track", None, {})
    assert r.messages[0].ephemeral
    assert "Fama dei Sassoni: **5**" in r.messages[0].embeds[0].description


async def test_export_contains_the_coin_object(svc):
    await revealed(svc)
    await svc.dispatch(make_ctx(DUX), "coin", "pass", {})
    r = await svc.dispatch(make_ctx(GM), "game", "export", {})
    doc = json.loads(r.messages[0].files[0].content)
    c = doc["coin"]
    assert c["cylinders"] == {
        "Dux": "passed",
        "Civitates": "eligible",
        "Saxons": "eligible",
        "Scotti": "eligible",
    }
    assert c["up"] == "Civitates"
    assert c["options"] == ["command", "command_feat", "event", "pass"]
    assert c["current_card"] == {
        "number": 1,
        "title": "Alpha",
        "order": ["Dux", "Civitates", "Saxons", "Scotti"],
        "epoch": False,
        "final": False,
        "pivotal": None,
    }
    assert c["next_card"]["number"] == 2
    assert c["phase"] == "card"
    assert c["tracks"]["briton_resources"] == 3


async def test_autocomplete_factions_options_and_order(svc):
    await revealed(svc)
    ch = await svc.autocomplete(make_ctx(DUX, locale="ja"), "coin", "pass", "faction", "")
    assert [c.value for c in ch] == ["Dux", "Civitates", "Saxons", "Scotti"]
    assert ch[0].name == "ドゥクス"  # the reader's name, never the id beside it
    opts = await svc.autocomplete(make_ctx(DUX), "coin", "act", "option", "")
    assert [c.value for c in opts] == ["command", "command_feat", "event"]
    order = await svc.autocomplete(make_ctx(DUX), "card", "reveal", "order", "Sc D")
    assert [c.value for c in order] == ["Scotti, Dux, Civitates", "Scotti, Dux, Saxons"]
    order = await svc.autocomplete(make_ctx(DUX, locale="it"), "card", "reveal", "order", "Sc D")
    assert [c.name for c in order] == ["Scoti, Dux, Civitates", "Scoti, Dux, Sassoni"]


async def test_epoch_steps_have_a_next_button_and_victory_has_one_button_per_answer(svc):
    await seated(svc)
    await svc.dispatch(make_ctx(GM), "card", "reveal", {"order": "D C Sa Sc"})
    r = await svc.dispatch(make_ctx(GM), "card", "reveal", {"epoch": True, "title": "Epoch I"})
    assert [b.label for b in r.messages[0].components] == ["Next step ▶"]
    r = await svc.press(
        make_ctx(SAX), r.messages[0].components[0].custom_id
    )  # any player moves it on
    assert coin(svc)["phase"] == "imperium"
    r = await svc.press(make_ctx(DUX), r.messages[0].components[0].custom_id)
    assert coin(svc)["phase"] == "victory"
    labels = [b.label for b in r.messages[0].components]
    assert labels == [
        "No faction has won",
        "Dux has won",
        "Civitates have won",
        "Saxons have won",
        "Scotti have won",
    ]
    stale = r.messages[0].components[1].custom_id
    r = await svc.press(make_ctx(GM), r.messages[0].components[0].custom_id)  # nobody has won
    assert coin(svc)["phase"] == "epoch_event" and coin(svc)["winner"] is None
    with pytest.raises(StalePrompt):
        await svc.press(make_ctx(GM), stale)  # "Dux has won" from the Victory step is out of date
    assert coin(svc)["winner"] is None


async def test_a_second_pass_names_the_faction_and_the_card_it_counted_for(svc):
    # play-test 13 finding 11: "Already counted for , which has just ended"
    await revealed(svc)
    await svc.dispatch(make_ctx(DUX), "coin", "pass", {})
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(DUX), "coin", "pass", {})
    assert e.value.key == "table.error.already_counted_over"
    assert e.value.params == {"step": "Dux on #1 Alpha", "next": "Civitates on #1 Alpha"}


async def test_a_user_with_no_faction_is_told_so_not_who_is_up(svc):
    await revealed(svc)
    with pytest.raises(NotYourTurn) as e:
        await svc.dispatch(make_ctx(77), "coin", "pass", {})
    assert e.value.key == "error.no_seat_in_game"


# play-test 13 finding 16: most COIN titles play their Propaganda/Coup round when its
# card becomes the current card, and call it by its own name
COUP_KEYS = (
    '[coin.epoch]\nplayed = "when_current"\n'
    'name = { en = "Propaganda", ja = "プロパガンダ", it = "Propaganda" }\n'
)


@pytest.fixture
async def coup(store, tmp_path):
    from pathlib import Path

    from tests.conftest import seated_game

    text = (Path(__file__).resolve().parents[2] / "knowledge/games/pendragon.toml").read_text()
    text = text.replace('slug = "pendragon"', 'slug = "pendragon-coup"', 1)
    text = text.replace("[coin.epoch]\n", COUP_KEYS, 1)
    seats = {DUX: "Dux", CIV: "Civitates", SAX: "Saxons", SCO: "Scotti"}
    return await seated_game(store, tmp_path / "knowledge", text, seats, gm=GM)


async def test_an_epoch_round_played_when_its_card_becomes_current_and_named(coup):
    svc = coup
    await svc.dispatch(make_ctx(GM), "card", "reveal", {"order": "D C Sa Sc", "title": "Alpha"})
    r = await svc.dispatch(make_ctx(GM), "card", "reveal", {"epoch": True, "title": "Propaganda!"})
    said = r.messages[0].content
    assert "Propaganda card revealed: Propaganda!." in said
    assert "played when it becomes the current card, after the card in play" in said
    # the card in play goes on: Dux is up on Alpha
    assert coin(svc)["phase"] == "card" and coin(svc)["up"] == "Dux"
    await svc.dispatch(make_ctx(DUX), "coin", "act", {"option": "command"})
    r = await svc.dispatch(make_ctx(CIV), "coin", "act", {"option": "limited_command"})
    said = "\n".join(m.content for m in r.messages)
    # Alpha is over: the Propaganda card is current, and its round begins
    assert "Propaganda round 1 begins." in said
    assert coin(svc)["phase"] == "annona" and coin(svc)["current_card"]["epoch"] is True
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(GM, locale="it"), "card", "reveal", {"order": "D C Sa Sc"})
    said = t(e.value.key, "it", **e.value.params)
    assert said.startswith("È in corso un round di Propaganda")
    said = ""
    while coin(svc)["phase"] != "card":
        winner = {"winner": "none"} if coin(svc)["phase"] == "victory" else {}
        r = await svc.dispatch(make_ctx(GM), "phase", "next", winner)
        said = "\n".join(m.content for m in r.messages)
    # the round is over and its card gone: the next card is revealed as usual
    assert "Propaganda round 1 is over." in said and "Epoch" not in said
    assert coin(svc)["current_card"] is None and coin(svc)["next_card"] is None


async def test_pendragon_s_epoch_still_interrupts_the_card_in_play(svc):
    await seated(svc)
    await svc.dispatch(make_ctx(GM), "card", "reveal", {"order": "D C Sa Sc"})
    r = await svc.dispatch(make_ctx(GM), "card", "reveal", {"epoch": True, "title": "Epoch I"})
    assert "The Epoch round is played now." in r.messages[0].content
    assert coin(svc)["phase"] == "annona"
