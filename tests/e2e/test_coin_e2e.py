"""Pendragon through the real ``herald run`` process and the fake Discord: the COIN
commands are registered with their translations, a reveal offers the up faction's
buttons, someone else's press is refused privately, the right press runs the step."""

from __future__ import annotations

import pytest
from conftest import new_channel

from bot.i18n import t

pytestmark = pytest.mark.asyncio(loop_scope="module")


def _by_name(items, name):
    return next(i for i in items if i["name"] == name)


async def test_coin_commands_are_synced_with_translations(shared):
    cmds = shared.fake.commands[None]
    coin = _by_name(cmds, "coin")
    assert {o["name"] for o in coin["options"]} == {"act", "pass", "pivotal", "override"}
    assert coin["description_localizations"]["ja"] == t("cmd.coin.description", "ja")
    act = _by_name(coin["options"], "act")
    assert act["description_localizations"]["it"] == t("cmd.coin.act.description", "it")
    assert _by_name(act["options"], "option")["autocomplete"] is True
    card = _by_name(cmds, "card")
    assert _by_name(card["options"], "reveal")["description"] == t(
        "cmd.card.reveal.description", "en"
    )
    assert "track" in shared.fake.command_names(None)


async def test_button_press_through_fake_discord(shared):
    fake = shared.fake
    ch = new_channel()
    gm, alice, bob, carol, dave = (
        fake.user(n) for n in ("coin-gm", "coin-alice", "coin-bob", "coin-carol", "coin-dave")
    )
    await (
        await fake.slash("game", {"game": "pendragon"}, sub="start", user=gm, channel=ch)
    ).reply()
    for user, seat in ((alice, "Dux"), (bob, "Civitates"), (carol, "Saxons"), (dave, "Scotti")):
        await (await fake.slash("game", {"seat": seat}, sub="join", user=user, channel=ch)).reply()
    await (
        await fake.slash(
            "card",
            {"order": "D C Sa Sc", "number": 1, "title": "Alpha"},
            sub="reveal",
            user=gm,
            channel=ch,
        )
    ).reply()
    ann = await (
        await fake.slash(
            "card",
            {"order": "Sc Sa C D", "number": 2, "title": "Beta"},
            sub="reveal",
            user=gm,
            channel=ch,
        )
    ).reply()
    assert "Card revealed: #2 Beta" in ann.content
    assert f"<@{alice.id}> (Dux)" in ann.content
    assert [c["label"] for c in ann.components] == ["Command", "Command + Feat", "Event", "Pass"]
    event = ann.button("Event")["custom_id"]

    refused = await (await fake.click(event, user=bob, message=ann)).reply()
    assert refused.ephemeral
    assert refused.content == t("coin.error.out_of_turn_up", "en", up="Dux")

    done = await (await fake.click(event, user=alice, message=ann)).reply()
    assert not done.ephemeral
    assert "Dux executes the Event." in done.content
    assert f"<@{bob.id}> (Civitates)" in done.content
    assert [c["label"] for c in done.components] == ["Command", "Command + Feat", "Pass"]

    stale = await (await fake.click(event, user=alice, message=ann)).reply()
    assert stale.ephemeral and stale.content == t("error.stale", "en")
