"""Self-tests of the fake Discord with a minimal in-process discord.py client: if these
fail, the fake (or a discord.py upgrade) is wrong, not Herald."""

from __future__ import annotations

import asyncio
import io

import discord
import pytest
import yarl
from discord import app_commands
from discord.ext import commands
from fakediscord import EPHEMERAL, FakeDiscord


class Mini(commands.Bot):
    def __init__(self):
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents(guilds=True),
            guild_ready_timeout=0.05,
        )
        self.clicks: list[str] = []

    async def setup_hook(self):
        @self.tree.command(name="echo", description="Echo text")
        @app_commands.describe(text="What to say")
        async def echo(
            interaction: discord.Interaction, text: str, who: discord.User | None = None
        ):
            view = discord.ui.View(timeout=None)
            view.add_item(discord.ui.Button(label="Again", custom_id="mini:again"))
            await interaction.response.send_message(
                f"{text} from {interaction.user.name} to {who.name if who else '-'}",
                view=view,
                ephemeral=text.startswith("secret"),
            )
            await interaction.followup.send(
                "follow", embed=discord.Embed(title="T", description="D")
            )

        @echo.autocomplete("text")
        async def echo_ac(interaction, current: str):
            return [
                app_commands.Choice(name=f"{current}-{i}", value=f"{current}{i}") for i in range(3)
            ]

        grp = app_commands.Group(name="grp", description="A group")

        @grp.command(name="sub", description="Sub")
        async def sub(interaction: discord.Interaction, n: int):
            await interaction.response.defer(thinking=True)
            await interaction.edit_original_response(content=f"n={n + 1}")
            await interaction.channel.send("posted")

        self.tree.add_command(grp)
        await self.tree.sync()

    async def on_interaction(self, interaction: discord.Interaction):
        if interaction.type is discord.InteractionType.component:
            self.clicks.append(interaction.data["custom_id"])
            await interaction.response.send_message(
                f"clicked {interaction.data.get('values')}", ephemeral=True
            )


@pytest.fixture
async def mini():
    fake = await FakeDiscord().start()
    old_base, old_gw = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = fake.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    bot = Mini()
    task = asyncio.create_task(bot.start("fake-token"))
    try:
        await fake.wait_ready()
        yield fake, bot
    finally:
        await bot.close()
        await asyncio.wait_for(task, 5)
        await fake.close()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_base, old_gw


async def test_login_and_sync(mini):
    fake, bot = mini
    assert ("GET", "/users/@me") in fake.requests
    assert ("GET", "/oauth2/applications/@me") in fake.requests
    assert fake.command_names(None) == ["echo", "grp"]
    assert all(a == "Bot fake-token" for a in fake.authorizations)
    await fake.wait_for(lambda: bot.get_guild(fake.guild_id) is not None, 5, "guild cached")


async def test_slash_reply_followup_and_user_option(mini):
    fake, bot = mini
    bob = fake.user("bob")
    ix = await fake.slash("echo", {"text": "hi", "who": bob}, user=fake.user("alice"))
    first, second = await ix.messages(2)
    assert first.content == "hi from alice to bob"
    assert not first.ephemeral
    assert first.custom_ids == ["mini:again"]
    assert second.route == "followup" and second.embeds[0]["title"] == "T"
    ix2 = await fake.slash("echo", {"text": "secret"})
    assert (await ix2.reply()).flags & EPHEMERAL


async def test_subcommand_defer_edit_and_channel_post(mini):
    fake, bot = mini
    ch = fake.channel_ids[1]
    ix = await fake.slash("grp", {"n": 41}, sub="sub", channel=ch)
    assert (await ix.response()).type == 5
    reply = await ix.reply()
    assert reply.route == "edit" and reply.content == "n=42"
    post = await fake.wait_for(lambda: fake.posts(ch), 5, "a channel post")
    assert post[0].content == "posted"


async def test_a_post_repeated_with_its_enforced_nonce_returns_the_first_message(mini):
    """As Discord: discord.py asks every create to enforce its nonce; one made again
    with the same nonce (a retry, or another process sending the same thing) gets the
    first message back and creates none; another nonce is another message."""
    fake, bot = mini
    channel = bot.get_partial_messageable(fake.channel_ids[1])
    first = await channel.send("once", nonce="abc")
    again = await channel.send("once", nonce="abc")
    other = await channel.send("once")  # discord.py draws a nonce of its own
    assert again.id == first.id and other.id != first.id
    assert [p.content for p in fake.posts(fake.channel_ids[1])] == ["once", "once"]
    assert fake.nonce_repeats == ["abc"]


async def test_autocomplete_and_components(mini):
    fake, bot = mini
    ix = await fake.autocomplete("echo", "text", "ab")
    assert [c["value"] for c in await ix.choices()] == ["ab0", "ab1", "ab2"]
    c = await fake.click("mini:again")
    assert (await c.reply()).content == "clicked None"
    s = await fake.select("mini:sel", ["x", "y"])
    assert (await s.reply()).content == "clicked ['x', 'y']"
    assert bot.clicks == ["mini:again", "mini:sel"]


async def test_wait_for_times_out_with_a_clear_message(mini):
    fake, _ = mini
    with pytest.raises(TimeoutError, match="never"):
        await fake.wait_for(lambda: False, 0.05, "never")


async def test_an_expired_interaction_fails_its_wait_at_once_unless_untimed(mini):
    """A callback after the deadline is refused (10062): a wait for the interaction's
    answer fails at once, naming the expiry, not at its bound (nothing more can come);
    an interaction made inside ``untimed()`` is held to no deadline."""
    fake, _ = mini
    fake.deadline = 0.0  # every callback is late
    late = await fake.slash("echo", {"text": "late"})
    with pytest.raises(AssertionError, match=f"interaction {late.id} expired"):
        await asyncio.wait_for(late.reply(), 10)
    assert fake.expired == [late.id]
    with fake.untimed():
        untimed = await fake.slash("echo", {"text": "untimed"})
    after = await fake.slash("echo", {"text": "after"})  # the deadline again
    assert (await untimed.reply()).content == "untimed from alice to -"
    with pytest.raises(AssertionError, match="expired"):
        await asyncio.wait_for(after.reply(), 10)
    assert fake.expired == [late.id, after.id]


async def test_a_payload_over_a_documented_limit_is_refused_as_discord_does(mini):
    """400 Invalid Form Body, code 50035, the errors object keyed like Discord's; the
    client reads it as it reads Discord's (discord.py names the field and the limit)."""
    fake, bot = mini
    channel = bot.get_partial_messageable(fake.channel_ids[0])
    with pytest.raises(discord.HTTPException) as err:
        await channel.send("x" * 2001)
    assert (err.value.status, err.value.code) == (400, 50035)
    assert "In content: Must be 2000 or fewer in length." in str(err.value)
    big = [discord.Embed(title="t" * 200, description="d" * 3000) for _ in range(2)]
    with pytest.raises(discord.HTTPException) as err:
        await channel.send(embeds=big)  # each embed is fine, together 6,400 characters
    assert "In embeds: Embed size exceeds maximum size of 6000" in str(err.value)
    assert [(route, errors) for route, _, errors in fake.refused] == [
        (
            "post",
            {
                "content": {
                    "_errors": [
                        {
                            "code": "BASE_TYPE_MAX_LENGTH",
                            "message": "Must be 2000 or fewer in length.",
                        }
                    ]
                }
            },
        ),
        (
            "post",
            {
                "embeds": {
                    "_errors": [
                        {
                            "code": "MAX_EMBED_SIZE_EXCEEDED",
                            "message": "Embed size exceeds maximum size of 6000",
                        }
                    ]
                }
            },
        ),
    ]
    await channel.send(embeds=big[:1])  # within the limits: accepted
    assert len(fake.refused) == 2


async def test_attachments_are_kept_replaced_on_edit_and_served_as_on_discord(mini):
    """A message's attachments: uploaded with it, listed by id; an edit that lists
    attachments keeps exactly those (the old by id, the new uploads), one that does
    not keeps them all; each is served at its url. A file over the upload limit is
    refused (413, code 40005) as Discord does."""
    import aiohttp
    from fakediscord import UPLOAD_LIMIT

    fake, bot = mini
    channel = bot.get_partial_messageable(fake.channel_ids[0])
    sent = await channel.send("v1", file=discord.File(io.BytesIO(b"one"), filename="a.png"))
    assert fake.attachments(sent.id) == [("a.png", b"one")]
    await channel.get_partial_message(sent.id).edit(content="v1, edited")  # no attachments key
    assert fake.attachments(sent.id) == [("a.png", b"one")]
    await channel.get_partial_message(sent.id).edit(
        content="v2", attachments=[discord.File(io.BytesIO(b"two"), filename="b.png")]
    )
    assert fake.attachments(sent.id) == [("b.png", b"two")]
    url = fake.messages[sent.id]["attachments"][0]["url"]
    async with aiohttp.ClientSession() as http, http.get(url) as resp:
        assert await resp.read() == b"two"
    await channel.get_partial_message(sent.id).edit(content="v3", attachments=[])
    assert fake.attachments(sent.id) == []
    big = discord.File(io.BytesIO(b"x" * (UPLOAD_LIMIT + 1)), filename="big.png")
    with pytest.raises(discord.HTTPException) as err:
        await channel.send("too big", file=big)
    assert (err.value.status, err.value.code) == (413, 40005)
    fake.refused.clear()


def test_the_limits_the_fake_checks():
    from fakediscord import form_errors

    ok = {
        "content": "x" * 2000,
        "embeds": [{"title": "t", "fields": [{"name": "n", "value": "v"}]}],
    }
    assert form_errors("post", ok) == {}
    bad = {
        "embeds": [{"fields": [{"name": "", "value": "v" * 1025}] * 26}] + [{}] * 10,
        "components": [
            {"type": 1, "components": [{"type": 2, "label": "l" * 81, "custom_id": "c"}]}
        ]
        * 6
        + [
            {
                "type": 1,
                "components": [
                    {"type": 3, "custom_id": "s", "options": [{"label": "a", "value": "v" * 101}]},
                    {"type": 2, "label": "b", "custom_id": "b"},
                ],
            }
        ],
    }
    errors = form_errors("followup", bad)
    assert set(errors) == {"embeds", "components"}
    assert errors["embeds"]["_errors"][0]["message"] == "Must be 10 or fewer in length."
    first = errors["embeds"]["0"]
    assert first["fields"]["_errors"][0]["message"] == "Must be 25 or fewer in length."
    assert first["fields"]["0"]["name"]["_errors"][0]["code"] == "BASE_TYPE_BAD_LENGTH"
    assert first["fields"]["0"]["value"]["_errors"][0]["message"] == (
        "Must be between 1 and 1024 in length."
    )
    assert errors["components"]["_errors"][0]["message"] == "Must be 5 or fewer in length."
    assert errors["components"]["0"]["components"]["0"]["label"]["_errors"]
    row = errors["components"]["6"]["components"]
    assert row["_errors"][0]["code"] == "COMPONENT_LAYOUT_WIDTH_EXCEEDED"
    assert row["0"]["options"]["0"]["value"]["_errors"]
    # an interaction response nests them under data; autocomplete choices; commands
    reply = form_errors("callback", {"type": 4, "data": {"content": "x" * 2001}})
    assert list(reply) == ["data"] and "content" in reply["data"]
    choices = [{"name": "n" * 101, "value": "v"}] * 26
    ac = form_errors("callback", {"type": 8, "data": {"choices": choices}})
    assert ac["data"]["choices"]["_errors"] and ac["data"]["choices"]["0"]["name"]
    cmd = {"name": "game", "description": "d", "description_localizations": {"it": "x" * 101}}
    assert form_errors("commands", [cmd]) == {
        "0": {
            "description_localizations": {
                "it": {
                    "_errors": [
                        {
                            "code": "BASE_TYPE_BAD_LENGTH",
                            "message": "Must be between 1 and 100 in length.",
                        }
                    ]
                }
            }
        }
    }
