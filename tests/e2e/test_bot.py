"""The real ``herald run`` process against the fake Discord: command sync and its
localisations, a slash command round trip, autocomplete, buttons (including a stale
one and two users pressing at once), errors in the user's language.

One bot process serves the whole module; every test uses its own channels."""

from __future__ import annotations

import asyncio

import pytest
from conftest import TOKEN, new_channel
from fakediscord import BASIC_PERMS, EPHEMERAL, MANAGE_CHANNELS

from bot.i18n import t

pytestmark = pytest.mark.asyncio(loop_scope="module")

GAME_SUBS = {
    "start",
    "join",
    "leave",
    "seat",
    "gm",
    "begin",
    "status",
    "log",
    "export",
    "import",
    "end",
    "undo",
    "remind",
    "ping",
    "mute",
}


def _by_name(items, name):
    return next(i for i in items if i["name"] == name)


async def start_game(fake, user, channel, game="pendragon"):
    ix = await fake.slash("game", {"game": game}, sub="start", user=user, channel=channel)
    reply = await ix.reply()
    dash = await fake.wait_for(lambda: fake.posts(channel), 5, "the dashboard post")
    return reply, dash[0]


async def test_login_identify_and_sync(shared):
    fake = shared.fake
    assert ("GET", "/users/@me") in fake.requests
    assert ("GET", "/oauth2/applications/@me") in fake.requests
    assert set(fake.authorizations) == {f"Bot {TOKEN}"}
    identify = next(f for f in fake.gateway_frames if f["op"] == 2)
    assert identify["d"]["intents"] == 1  # guilds only: no privileged intent by default
    assert identify["d"]["token"] == TOKEN
    assert fake.unknown == []
    # commands registered globally (no dev guild set)
    assert list(fake.commands) == [None]
    assert {"game", "phase", "help"} <= set(fake.command_names(None))


async def test_the_console_reads_a_file_exactly_where_discord_takes_an_upload(shared):
    """The console's table of upload options (bot/adapters/cli/console.py UPLOADS)
    is the synced commands' attachment options (type 11), no more, no less."""
    from bot.adapters.cli.console import UPLOADS

    found: dict[tuple[str, str | None], set[str]] = {}
    for cmd in shared.fake.commands[None]:
        for opt in cmd.get("options", []):
            if opt["type"] == 1:  # a subcommand: its own options
                for o in opt.get("options", []):
                    if o["type"] == 11:
                        found.setdefault((cmd["name"], opt["name"]), set()).add(o["name"])
            elif opt["type"] == 11:
                found.setdefault((cmd["name"], None), set()).add(opt["name"])
    assert found == {k: set(v) for k, v in UPLOADS.items()}


async def test_commands_carry_ja_and_it_localisations(shared):
    game = _by_name(shared.fake.commands[None], "game")
    assert game["name_localizations"]["ja"] == t("cmd.game.name", "ja") == "ゲーム"
    assert game["name_localizations"]["it"] == "partita"
    assert game["description"] == t("cmd.game.description", "en")
    assert game["description_localizations"]["ja"] == t("cmd.game.description", "ja")
    subs = {o["name"]: o for o in game["options"]}
    assert GAME_SUBS <= set(subs)
    start = subs["start"]
    assert start["type"] == 1
    # creating a game, not beginning play (/game begin: プレイ開始, inizia): issue 25
    assert start["name_localizations"] == {"ja": "作成", "it": "crea"}
    opt = _by_name(start["options"], "game")
    assert opt["autocomplete"] is True and opt["required"] is True
    assert opt["name_localizations"] == {"ja": "ゲーム", "it": "gioco"}
    assert opt["description_localizations"]["it"] == t("cmd.game.start.game.description", "it")
    imp = _by_name(subs["import"]["options"], "file")
    assert imp["type"] == 11  # attachment
    phase = _by_name(shared.fake.commands[None], "phase")
    assert _by_name(phase["options"], "next")["name_localizations"]["ja"] == "次へ"
    # every localised name obeys Discord's rules (lowercase, 1-32 word characters)
    for cmd in shared.fake.commands[None]:
        stack = [cmd]
        while stack:
            c = stack.pop()
            for name in (c.get("name_localizations") or {}).values():
                assert name == name.lower() and 1 <= len(name) <= 32, name
            stack.extend(c.get("options") or [])


async def test_slash_round_trip_start_then_status(shared):
    fake = shared.fake
    alice, ch = fake.user("alice"), new_channel()
    reply, dash = await start_game(fake, alice, ch)
    assert reply.route == "callback" and not reply.ephemeral
    assert "Pendragon" in reply.content and f"<@{alice.id}>" in reply.content
    assert dash.embeds[0]["title"].startswith("Pendragon")
    assert "v1" in dash.text

    ix = await fake.slash("game", sub="status", user=alice, channel=ch)
    status = await ix.reply()
    assert t("game.status.setup", "en") in status.text
    assert "(v1)" in status.text
    assert f"<@{alice.id}>" in status.text  # the GM

    # a change edits the dashboard in place (no second dashboard post)
    bob = fake.user("bob")
    ix = await fake.slash("game", {"seat": "Saxons"}, sub="join", user=bob, channel=ch)
    assert "Saxons" in (await ix.reply()).content
    patch = await fake.wait_for(
        lambda: [s for s in fake.sent if s.route == "patch" and s.channel_id == ch],
        5,
        "the dashboard edit",
    )
    assert patch[0].message_id == dash.message_id
    assert "v2" in fake.messages[dash.message_id]["embeds"][0]["footer"]["text"]
    assert len(fake.posts(ch)) == 1


async def test_japanese_user_gets_japanese_error_ephemeral(shared):
    fake = shared.fake
    ch = new_channel()
    ix = await fake.slash("game", sub="status", user=fake.user("hana"), channel=ch, locale="ja")
    reply = await ix.reply()
    assert reply.flags & EPHEMERAL
    assert reply.content == t("error.no_game", "ja") != t("error.no_game", "en")
    ix = await fake.slash("game", sub="status", user=fake.user("luca"), channel=ch, locale="it")
    assert (await ix.reply()).content == t("error.no_game", "it")


async def test_autocomplete_lists_games(shared):
    fake = shared.fake
    ix = await fake.autocomplete("game", "game", "pen", sub="start")
    choices = await ix.choices()
    assert "pendragon" in [c["value"] for c in choices]
    assert all(len(c["name"]) <= 100 for c in choices) and len(choices) <= 25
    ix = await fake.autocomplete("game", "game", "", sub="start", locale="ja")
    everything = await ix.choices()
    assert "pendragon" in [c["value"] for c in everything]
    ix = await fake.autocomplete("game", "game", "zzzz-no-such-game", sub="start")
    assert await ix.choices() == []


async def _end_prompt(fake, user, ch):
    ix = await fake.slash("game", sub="end", user=user, channel=ch)
    ask = await ix.reply()
    assert ask.ephemeral and ask.content == t("game.end_ask", "en")
    button = ask.button(t("game.end_confirm", "en"))
    assert button["style"] == 4  # danger
    return ask, button["custom_id"]


async def _status_text(fake, user, ch) -> str:
    return (await (await fake.slash("game", sub="status", user=user, channel=ch)).reply()).text


async def test_button_click_runs_the_command(shared):
    fake = shared.fake
    alice, ch = fake.user("alice"), new_channel()
    await start_game(fake, alice, ch)
    ask, custom_id = await _end_prompt(fake, alice, ch)
    click = await fake.click(custom_id, user=alice, message=ask)
    done = await click.reply()
    assert done.content.startswith(t("event.GameEnded", "en", user=f"<@{alice.id}>"))
    # an ended game frees the channel
    assert await _status_text(fake, alice, ch) == t("error.no_game", "en")


async def test_stale_button_is_refused_and_changes_nothing(shared):
    fake = shared.fake
    alice, bob, ch = fake.user("alice"), fake.user("bob"), new_channel()
    await start_game(fake, alice, ch)
    ask, custom_id = await _end_prompt(fake, alice, ch)
    await (await fake.slash("game", {"seat": "Dux"}, sub="join", user=bob, channel=ch)).reply()
    click = await fake.click(custom_id, user=alice, message=ask)
    refused = await click.reply()
    assert refused.ephemeral
    assert refused.content == t("error.stale", "en")
    assert "out of date" in refused.content
    status = await _status_text(fake, alice, ch)
    assert t("game.status.setup", "en") in status and "(v2)" in status


async def test_two_users_press_the_same_button_at_once(shared):
    fake = shared.fake
    alice, ch = fake.user("alice"), new_channel()
    carol = fake.user(
        "carol-admin", permissions=BASIC_PERMS | MANAGE_CHANNELS
    )  # a GM by permission
    await start_game(fake, alice, ch)
    ask, custom_id = await _end_prompt(fake, alice, ch)
    # both clicks reach the bot back to back, before it answered either
    a, c = await asyncio.gather(
        fake.click(custom_id, user=alice, message=ask),
        fake.click(custom_id, user=carol, message=ask),
    )
    ra, rc = await asyncio.gather(a.reply(), c.reply())
    # the loser is told why: the prompt is out of date (or, since ending a game frees
    # the channel, that there is no game any more)
    refusals = {t("error.stale", "en"), t("error.no_game", "en")}
    outcomes = sorted([ra.content in refusals, rc.content in refusals])
    assert outcomes == [False, True], (ra.content, rc.content)
    loser = ra if ra.content in refusals else rc
    winner = rc if loser is ra else ra
    assert loser.ephemeral and not winner.ephemeral
    assert winner.content.startswith(
        t("event.GameEnded", "en", user=f"<@{(alice if winner is ra else carol).id}>")
    )
    assert await _status_text(fake, alice, ch) == t("error.no_game", "en")


async def test_select_with_unknown_prefix_is_ignored_and_service_ids_are_answered(shared):
    fake = shared.fake
    ch = new_channel()
    # a component that is not Herald's: the bot leaves it alone
    other = await fake.click("someone-else:button", channel=ch)
    # a garbled Herald id: refused as out of date, never a crash
    garbled = await fake.click("h1|x|nonsense", channel=ch)
    assert (await garbled.reply()).content == t("error.stale", "en")
    assert other.sent == []
