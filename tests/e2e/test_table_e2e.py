"""A Lancaster table in Japanese with Japanese, Italian and English players through the
real ``herald run`` and the fake Discord: posts in the table's language, all five
players press their own vote buttons on one prompt and all five votes count, a seat
pressed twice at once votes once (issue 13)."""

from __future__ import annotations

import asyncio

import pytest
from conftest import new_channel

pytestmark = pytest.mark.asyncio(loop_scope="module")

LOCALES = ("ja", "it", "en-US", "ja", "it")
SEATS = ("Red", "Blue", "Yellow", "Green", "Purple")


async def _table(fake, ch, prefix):
    gm = fake.user(f"{prefix}-gm")
    players = [fake.user(f"{prefix}-p{i}") for i in range(5)]
    start = await (
        await fake.slash(
            "game", {"game": "lancaster", "language": "ja"}, sub="start", user=gm, channel=ch
        )
    ).reply()
    assert "ゲームの始め方" in start.content and "赤、青、黄、緑、紫" in start.content
    for user, seat, loc in zip(players, SEATS, LOCALES, strict=True):
        joined = await (
            await fake.slash("game", {"seat": seat}, sub="join", user=user, channel=ch, locale=loc)
        ).reply()
        assert "に着きました" in joined.content  # a channel post: Japanese for everyone
    last = None
    for _ in range(2):
        for user, loc in zip(players, LOCALES, strict=True):
            last = await (
                await fake.slash(
                    "turn", {"where": "conflict"}, sub="place", user=user, channel=ch, locale=loc
                )
            ).reply()
    return gm, players, last


async def test_five_players_vote_on_one_prompt_in_a_japanese_table(shared):
    fake = shared.fake
    ch = new_channel()
    gm, players, ann = await _table(fake, ch, "tbl")
    assert "2:議会" in ann.content
    # the Italian and the English players are addressed in their own language
    assert f"<@{players[1].id}>: tocca a te (Blu)." in ann.content
    assert f"<@{players[2].id}>: it is your turn (Yellow)." in ann.content
    labels = [c["label"] for c in ann.components]
    assert "赤：賛成" in labels and not any("Red" in x for x in labels)
    # an Italian reader's refused press is answered privately, in Italian
    refused = await (
        await fake.click(
            ann.button("赤：賛成")["custom_id"], user=players[1], message=ann, locale="it"
        )
    ).reply()
    assert refused.ephemeral and "Rosso" in refused.content
    votes = ("赤：賛成", "青：反対", "黄：賛成", "緑：反対", "紫：賛成")
    reply = None
    for user, label, loc in zip(players, votes, LOCALES, strict=True):
        reply = await (
            await fake.click(ann.button(label)["custom_id"], user=user, message=ann, locale=loc)
        ).reply()
        assert not reply.ephemeral, reply.content
    assert "法律1は承認されました（賛成3、反対2）" in reply.content


async def test_two_presses_for_one_seat_at_once_count_once(shared):
    fake = shared.fake
    ch = new_channel()
    gm, players, ann = await _table(fake, ch, "dbl")
    yes, no = ann.button("青：賛成")["custom_id"], ann.button("青：反対")["custom_id"]
    a, b = await asyncio.gather(
        fake.click(yes, user=players[1], message=ann, locale="it"),
        fake.click(no, user=players[1], message=ann, locale="it"),
    )
    replies = [await a.reply(), await b.reply()]
    assert sorted(r.ephemeral for r in replies) == [False, True]
    refused = next(r for r in replies if r.ephemeral)
    assert (
        refused.content == "Il Blu ha già votato sulla legge 1."
    )  # the seat with its article, the law with its preposition
    # another seat's button on the same prompt still counts
    ok = await (
        await fake.click(
            ann.button("赤：賛成")["custom_id"], user=players[0], message=ann, locale="ja"
        )
    ).reply()
    assert not ok.ephemeral and "未投票" in ok.content


async def test_dashboard_is_pinned_when_the_bot_may_pin(shared):
    fake = shared.fake
    fake.allow_pins = True
    try:
        ch = new_channel()
        gm = fake.user("pin-gm")
        await (
            await fake.slash("game", {"game": "lancaster"}, sub="start", user=gm, channel=ch)
        ).reply()
        await fake.wait_for(lambda: any(s.channel_id == ch for s in fake.sent if s.route == "post"))
        dash = [s for s in fake.sent if s.route == "post" and s.channel_id == ch and s.embeds]
        await fake.wait_for(lambda: dash[0].message_id in fake.pinned, what="the pin")
        assert fake.pinned.count(dash[0].message_id) == 1
    finally:
        fake.allow_pins = False


async def test_unpinned_dashboard_is_posted_again_below_and_the_old_one_links_to_it(shared):
    from bot.service.core import DASHBOARD_REPOST_AFTER

    fake = shared.fake
    ch = new_channel()
    gm, ann = fake.user("rp-gm"), fake.user("rp-ann")
    await (
        await fake.slash("game", {"game": "lancaster"}, sub="start", user=gm, channel=ch)
    ).reply()
    await (await fake.slash("game", {"seat": "Red"}, sub="join", user=ann, channel=ch)).reply()
    await fake.wait_for(
        lambda: any(s.route == "post" and s.channel_id == ch and s.embeds for s in fake.sent)
    )
    first = next(s for s in fake.sent if s.route == "post" and s.channel_id == ch and s.embeds)
    assert first.message_id not in fake.pinned  # the bot may not pin here
    for _ in range(DASHBOARD_REPOST_AFTER):
        await (await fake.slash("game", {}, sub="status", user=ann, channel=ch)).reply()
    await (await fake.slash("game", {"seat": "Blue"}, sub="join", user=gm, channel=ch)).reply()
    await fake.wait_for(
        lambda: (
            len([s for s in fake.sent if s.route == "post" and s.channel_id == ch and s.embeds])
            == 2
        )
    )
    second = [s for s in fake.sent if s.route == "post" and s.channel_id == ch and s.embeds][1]
    await fake.wait_for(lambda: "📌" in (fake.messages[first.message_id].get("content") or ""))
    moved = fake.messages[first.message_id]
    assert str(second.message_id) in moved["content"] and not moved.get("embeds")


async def test_game_options_autocomplete_follows_the_chosen_game(shared):
    fake = shared.fake
    ix = await fake.autocomplete(
        "game", "options", "diff", {"game": "hadrians-wall"}, sub="start", locale="it"
    )
    got = await ix.choices()
    assert [c["value"] for c in got] == [
        "difficulty=easy",
        "difficulty=normal",
        "difficulty=hard",
    ]
    assert got[2]["name"].endswith(" · Difficoltà: difficile")
    ix = await fake.autocomplete("game", "options", "", {"game": "lancaster"}, sub="start")
    assert {c["value"].split("=")[0] for c in await ix.choices()} == {"knights"}
