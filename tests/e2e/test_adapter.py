"""The Discord adapter in this process against the fake Discord, with a scripted
service standing in for the real one: how each kind of neutral Message reaches
Discord (files, mentions, selects, ephemeral, announcements, dashboards), deferral of
slow commands, attachments, and the central error handler."""

from __future__ import annotations

import asyncio
import gc
import logging
from functools import partial
from types import SimpleNamespace

import aiohttp
import discord
import pytest
import pytest_asyncio
import yarl
from discord import app_commands
from fakediscord import EPHEMERAL, FakeDiscord

from bot.adapters.discord import app as discord_app
from bot.adapters.discord.cogs import _common
from bot.engine.errors import HeraldError, StalePrompt
from bot.i18n import t
from bot.service.model import (
    Button,
    Choice,
    Embed,
    EmbedField,
    File,
    Message,
    Response,
    Select,
    SelectOption,
)


class ScriptedService:
    """Answers each (name, sub) with a scripted Response or exception."""

    def __init__(self):
        self.script: dict = {}
        self.calls: list = []
        self.refs: dict = {}
        self.ref_changed = asyncio.Event()

    async def dispatch(self, ctx, name, sub, opts):
        self.calls.append((ctx, name, sub, opts))
        item = self.script[(name, sub)]
        if callable(item):
            item = await item(ctx, opts)
        if isinstance(item, BaseException):
            raise item
        return item

    async def press(self, ctx, custom_id, values=None):
        self.calls.append((ctx, "press", custom_id, values))
        if custom_id.endswith("stale"):
            raise StalePrompt()
        return Response([Message(content=f"pressed {custom_id} {values}")])

    def autocomplete(self, ctx, name, sub, option, current):
        return [Choice("x" * 150, f"v{i}") for i in range(40)]

    def dashboard_ref(self, key):
        return self.refs.get(key)

    def set_dashboard_ref(self, key, message_id):
        self.refs[key] = message_id
        self.ref_changed.set()


class ScriptedBot(discord_app.HeraldBot):
    async def setup_hook(self):
        from bot.adapters.discord.sender import Sender

        self.svc = ScriptedService()
        self.sender = Sender(self, None, refs=self.svc)
        self.button_prefix = "h1"
        await self.load_cogs()
        from bot.adapters.discord.cogs._translator import HeraldTranslator

        await self.tree.set_translator(HeraldTranslator())
        await self.tree.sync()


@pytest_asyncio.fixture
async def app():
    fake = await FakeDiscord().start()
    old = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord_app.point_at(fake.api_base, fake.gateway_url)
    bot = ScriptedBot(SimpleNamespace(token="t"), guild_ready_timeout=0.01)
    task = asyncio.create_task(bot.start("t"))
    try:
        await fake.wait_ready()
        yield fake, bot, bot.svc
    finally:
        await bot.close()
        await asyncio.wait_for(task, 5)
        await fake.close()
        discord.http.Route.BASE = old[0]
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(str(old[1]))


async def test_reply_with_embed_buttons_select_mentions_and_file(app):
    fake, bot, svc = app
    bob = fake.user("bob")
    svc.script[("game", "status")] = Response(
        [
            Message(
                content=f"hi <@{bob.id}>",
                mentions=[bob.id],
                embeds=[
                    Embed(
                        title="T", description="D", fields=[EmbedField("f", "v", True)], footer="F"
                    )
                ],
                components=[
                    Button("Go", "h1|1|game end|confirm=1|", "danger"),
                    Select("h1|1|coin act||faction", [SelectOption("Dux", "Dux", "the British")]),
                ],
                files=[File("state.json", '{"a": 1}')],
            ),
            Message(content="and the rest", kind="announce"),
            Message(content="just for you", ephemeral=True),
        ]
    )
    ch = fake.channel_ids[1]
    ix = await fake.slash("game", sub="status", channel=ch)
    first, follow = await ix.messages(2)
    assert first.route == "callback" and first.content == f"hi <@{bob.id}>"
    assert first.allowed_mentions == {"parse": [], "users": [bob.id]}
    assert first.embeds[0]["fields"] == [{"name": "f", "value": "v", "inline": True}]
    assert first.embeds[0]["footer"]["text"] == "F"
    assert [c["type"] for c in first.components] == [2, 3]
    assert first.components[0]["style"] == 4 and first.custom_ids[0] == "h1|1|game end|confirm=1|"
    assert first.components[1]["options"][0]["description"] == "the British"
    assert first.files == [("state.json", b'{"a": 1}')]
    assert follow.route == "followup" and follow.ephemeral and follow.content == "just for you"
    post = (await fake.wait_for(lambda: fake.posts(ch), 5, "the announcement"))[0]
    assert post.content == "and the rest" and post.allowed_mentions == {"parse": []}


async def test_each_message_of_an_answer_is_checked_against_the_limits_once(app, monkeypatch):
    """Discord's limits are checked once per message, not again when the parts that
    check made are rendered (a long answer: one check, which splits it in two)."""
    fake, bot, svc = app
    from bot.service import limits

    checked: list[str] = []
    real = limits.fit
    monkeypatch.setattr(
        limits, "fit", lambda m, **kw: checked.append(m.content[:9]) or real(m, **kw)
    )
    svc.script[("game", "status")] = Response([Message(content="short answer")])
    await (await fake.slash("game", sub="status")).reply()
    assert checked == ["short ans"]
    checked.clear()
    svc.script[("game", "status")] = Response([Message(content="x" * 2500)])
    ix = await fake.slash("game", sub="status")
    first, rest = await ix.messages(2)
    assert len(first.content) <= 2000 and first.content + rest.content == "x" * 2500
    assert checked == ["xxxxxxxxx"]


async def test_dashboard_is_posted_once_then_edited_in_place(app):
    fake, bot, svc = app
    ch = fake.channel_ids[0]

    def dash(n):
        return Response(
            [
                Message(content=f"move {n}", kind="announce"),
                Message(embeds=[Embed(title=f"board {n}")], kind="dashboard", edit_key="game:7"),
            ]
        )

    svc.script[("game", "join")] = dash(1)
    await (await fake.slash("game", sub="join", channel=ch)).reply()
    posted = (await fake.wait_for(lambda: [p for p in fake.posts(ch) if p.embeds], 5, "dashboard"))[
        0
    ]
    await asyncio.wait_for(svc.ref_changed.wait(), 5)
    svc.ref_changed.clear()
    assert svc.refs == {"game:7": posted.message_id}
    svc.script[("game", "join")] = dash(2)
    await (await fake.slash("game", sub="join", channel=ch)).reply()
    edit = (
        await fake.wait_for(
            lambda: [s for s in fake.sent if s.route == "patch"], 5, "dashboard edit"
        )
    )[0]
    assert edit.message_id == posted.message_id and edit.embeds[0]["title"] == "board 2"
    # the message was deleted by someone: a new one is posted and remembered
    fake.messages.pop(posted.message_id)
    svc.script[("game", "join")] = dash(3)
    await (await fake.slash("game", sub="join", channel=ch)).reply()
    await asyncio.wait_for(svc.ref_changed.wait(), 5)
    assert svc.refs["game:7"] != posted.message_id
    assert fake.messages[svc.refs["game:7"]]["embeds"][0]["title"] == "board 3"


async def test_an_answer_and_a_dashboard_edit_build_no_message_from_discords_reply(
    app, monkeypatch
):
    """The answer asks Discord for no copy of the message it makes, and neither it nor
    the dashboard's edit builds a discord.py Message from what Discord sends back
    (Herald reads neither), nor keeps the answer's components in its View store; the
    player sees the same answer and dashboard."""
    fake, bot, svc = app
    ch = fake.channel_ids[0]
    bob = fake.user("bob")

    def dash(n):
        return Response(
            [
                Message(
                    content=f"move {n} <@{bob.id}>",
                    mentions=[bob.id],
                    components=[Button("Undo", f"h1|1|game undo|n={n}|")],
                ),
                Message(
                    content=f"turn {n}",
                    embeds=[Embed(title=f"board {n}")],
                    components=[Button("Go", f"h1|1|game end|n={n}|", "primary")],
                    kind="dashboard",
                    edit_key="game:9",
                ),
            ]
        )

    svc.script[("game", "join")] = dash(1)
    await (await fake.slash("game", sub="join", channel=ch)).reply()
    await asyncio.wait_for(svc.ref_changed.wait(), 5)
    built: list[object] = []
    real = discord.message.Message.__init__

    def counted(self, *a, **kw):
        built.append(self)
        real(self, *a, **kw)

    monkeypatch.setattr(discord.message.Message, "__init__", counted)
    svc.script[("game", "join")] = dash(2)
    answer = await (await fake.slash("game", sub="join", channel=ch)).reply()
    edit = (
        await fake.wait_for(lambda: [s for s in fake.sent if s.route == "patch"], 5, "the edit")
    )[0]
    assert answer.route == "callback" and answer.query == {}
    assert answer.content == f"move 2 <@{bob.id}>"
    assert answer.allowed_mentions == {"parse": [], "users": [bob.id]}
    assert answer.custom_ids == ["h1|1|game undo|n=2|"]
    assert fake.messages[answer.message_id]["content"] == f"move 2 <@{bob.id}>"
    assert edit.message_id == svc.refs["game:9"] and edit.content == "turn 2"
    assert edit.embeds[0]["title"] == "board 2" and edit.custom_ids == ["h1|1|game end|n=2|"]
    assert edit.allowed_mentions == {"parse": []}
    await asyncio.wait_for(bot._idle.wait(), 5)  # the command, its edit included, is done
    assert built == []
    # nor is the answer's View kept by discord.py (Herald routes every click itself)
    assert bot._connection._view_store._synced_message_views == {}
    no_refusals_here = [r for r in fake.refused if r[0] in ("callback", "patch")]
    assert no_refusals_here == []


async def test_an_error_after_the_answer_is_reported_in_a_follow_up(app, monkeypatch):
    """The answer marks the interaction answered, as discord.py's own send does: an
    error after it is reported in a private follow-up, not in a second answer that
    Discord would refuse."""
    fake, bot, svc = app
    real = _common.deliver

    async def then_fails(interaction, resp, deferred=False):
        await real(interaction, resp, deferred)
        raise HeraldError("error.unknown_game", game="chess")

    monkeypatch.setattr(_common, "deliver", then_fails)
    svc.script[("game", "status")] = Response([Message(content="the status")])
    ix = await fake.slash("game", sub="status", locale="it")
    answer, report = await ix.messages(2)
    assert answer.route == "callback" and answer.content == "the status"
    assert report.route == "followup" and report.ephemeral
    assert report.content == t("error.unknown_game", "it", game="chess")
    assert [s.route for s in ix.sent] == ["callback", "followup"]


async def test_an_older_dashboard_never_replaces_a_newer_one(app):
    fake, bot, svc = app
    ch = fake.channel_ids[0]

    def dash(v):
        return Response(
            [
                Message(content=f"v{v}", kind="announce"),
                Message(
                    embeds=[Embed(title=f"board v{v}")],
                    kind="dashboard",
                    edit_key="game:8",
                    version=v,
                ),
            ]
        )

    svc.script[("game", "join")] = dash(5)
    await (await fake.slash("game", sub="join", channel=ch)).reply()
    await asyncio.wait_for(svc.ref_changed.wait(), 5)
    svc.script[("game", "join")] = dash(4)  # a slower command's older view arrives last
    await (await fake.slash("game", sub="join", channel=ch)).reply()
    svc.script[("game", "join")] = dash(6)
    await (await fake.slash("game", sub="join", channel=ch)).reply()
    await fake.wait_for(
        lambda: fake.messages[svc.refs["game:8"]]["embeds"][0]["title"] == "board v6" or None,
        5,
        "the v6 dashboard",
    )
    titles = [
        s.embeds[0]["title"]
        for s in fake.sent
        if s.route in ("post", "patch") and s.embeds and s.embeds[0]["title"].startswith("board v")
    ]
    assert titles == ["board v5", "board v6"]


async def test_context_options_and_attachment(app):
    fake, bot, svc = app
    svc.script[("game", "import")] = Response([Message(content="ok")])
    svc.script[("game", "gm")] = Response([Message(content="ok")])
    admin = fake.user("admin", permissions=(1 << 4) | (1 << 5) | (1 << 11))
    ix = await fake.slash(
        "game",
        {"file": ("game.json", b'{"herald_export": 1}')},
        sub="import",
        user=admin,
        locale="it",
    )
    await ix.reply()
    ctx, name, sub, opts = svc.calls[-1]
    assert (name, sub, opts) == ("game", "import", {"file": "game.json"})
    assert ctx.attachments == [("game.json", b'{"herald_export": 1}')]
    assert ctx.user_id == admin.id and ctx.admin and ctx.manage_guild and ctx.locale == "it"
    assert ctx.guild_id == fake.guild_id and ctx.channel_id == fake.channel_ids[0]
    bob = fake.user("bob")
    await (
        await fake.slash("game", {"user": bob}, sub="gm", user=fake.user("plain"), locale="fr")
    ).reply()
    ctx, _, _, opts = svc.calls[-1]
    assert opts == {"user": bob.id}  # users reach the service as ids
    assert not ctx.admin and ctx.locale == "en"  # French user, English guild


async def test_slow_command_is_deferred_then_answered(app, monkeypatch):
    fake, bot, svc = app
    monkeypatch.setattr(_common, "DEFER_AFTER", 0.05)
    gate = asyncio.Event()

    async def slow(ctx, opts):
        await gate.wait()
        return Response([Message(content="finally")])

    svc.script[("game", "log")] = slow
    ix = await fake.slash("game", sub="log")
    assert (await ix.response()).type == 5  # deferred while the service works
    gate.set()
    reply = await ix.reply()
    assert reply.route == "edit" and reply.content == "finally"

    gate2 = asyncio.Event()

    async def slow_private(ctx, opts):
        await gate2.wait()
        return Response([Message(content="secret", ephemeral=True)])

    svc.script[("game", "export")] = slow_private
    ix = await fake.slash("game", sub="export")
    await ix.response()
    gate2.set()
    msg = await ix.reply()
    assert msg.route == "followup" and msg.ephemeral and msg.content == "secret"
    assert any(s.route == "delete" for s in ix.sent)  # the public placeholder is gone


async def test_one_timer_defers_each_running_interaction_at_its_own_time():
    """The bot's Deferrals keep one loop timer, armed for the earliest time due: each
    interaction still running at its time is started then (in the order due), one done
    before (discarded) never is, and a later one does not move the timer."""
    deferrals = _common.Deferrals()
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    started: dict[str, float] = {}

    def start(key):
        return lambda: started.setdefault(key, loop.time() - t0)

    deferrals.add("late", 0.25, start("late"))
    first = deferrals._timer
    deferrals.add("later", 0.4, start("later"))
    assert deferrals._timer is first  # a later time does not touch the timer
    deferrals.add("soon", 0.05, start("soon"))
    assert deferrals._timer is not first and first is not None and first.cancelled()
    deferrals.add("done", 0.1, start("done"))
    deferrals.discard("done")  # answered in time
    await asyncio.sleep(0.15)
    assert list(started) == ["soon"] and started["soon"] >= 0.05 - deferrals.SLACK
    assert deferrals.pending() == 2 and deferrals._timer is not None  # armed for "late"
    deferrals.discard("later")
    await asyncio.sleep(0.2)
    assert list(started) == ["soon", "late"] and started["late"] >= 0.25 - deferrals.SLACK
    assert deferrals.pending() == 0 and deferrals._timer is None  # nothing left: no timer


async def test_errors_are_rendered_centrally(app, caplog):
    fake, bot, svc = app
    svc.script[("game", "start")] = HeraldError("error.unknown_game", game="chess")
    ix = await fake.slash("game", {"game": "chess"}, sub="start", locale="ja")
    r = await ix.reply()
    assert r.flags & EPHEMERAL and r.content == t("error.unknown_game", "ja", game="chess")
    assert "chess" in r.content

    svc.script[("game", "status")] = RuntimeError("boom at line 3")
    with caplog.at_level(logging.ERROR):
        ix = await fake.slash("game", sub="status", locale="it")
        r = await ix.reply()
    assert r.ephemeral and r.content == t("discord.apology", "it")
    assert "boom" not in r.content
    rec = [x for x in caplog.records if x.name == "herald.discord" and x.exc_info]
    assert rec and "boom at line 3" in str(rec[-1].exc_info[1])


async def test_buttons_selects_and_autocomplete_go_through_the_service(app):
    fake, bot, svc = app
    r = await (await fake.click("h1|3|game end|confirm=1|")).reply()
    assert r.content == "pressed h1|3|game end|confirm=1| []"
    r = await (await fake.select("h1|3|coin act||faction", ["Dux"])).reply()
    assert r.content == "pressed h1|3|coin act||faction ['Dux']"
    r = await (await fake.click("h1|3|stale", locale="ja")).reply()
    assert r.ephemeral and r.content == t("error.stale", "ja")
    choices = await (await fake.autocomplete("game", "game", "x", sub="start")).choices()
    assert len(choices) == 25 and all(len(c["name"]) == 100 for c in choices)


def test_render_caps_discord_limits():
    msg = Message(content="x" * 2500, components=[Button(str(i), f"h1|{i}") for i in range(30)])
    kw = _common.render(msg)
    assert len(kw["content"]) == 2000
    assert len(kw["view"].children) == 25
    assert kw["view"].is_dispatchable() is False  # never stored in discord.py's view store


async def test_options_are_read_as_discord_py_reads_them(app):
    """Every loaded command reads its options with Herald's arguments_reader in place
    of discord.py's private Command._transform_arguments: the tree must still call it
    (a discord.py that stopped would fail here), and for the same options it must give
    what discord.py's own gives: given ones transformed, missing ones their defaults,
    a missing required one CommandSignatureMismatch."""
    fake, bot, svc = app
    ch = fake.channel_ids[0]
    svc.script[("roll", None)] = Response([Message(content="rolled")])
    roll = bot.tree.get_command("roll")
    inline = bot.tree.get_command("dice").get_command("inline")
    assert isinstance(roll, app_commands.Command) and isinstance(inline, app_commands.Command)
    read = roll._transform_arguments
    assert "arguments_reader" in read.__qualname__
    seen = []

    async def reading(interaction, namespace):
        seen.append(dict(namespace.__dict__))
        return await read(interaction, namespace)

    roll._transform_arguments = reading
    try:
        ix = await fake.slash("roll", {"expr": "2d6", "count": 3}, channel=ch)
        assert (await ix.reply()).content == "rolled"
    finally:
        roll._transform_arguments = read
    assert seen == [{"expr": "2d6", "count": 3}]
    assert svc.calls[-1][3] == {"expr": "2d6", "count": 3}
    interaction = discord.Interaction(data=ix.payload, state=bot._connection)
    theirs = app_commands.Command._transform_arguments  # discord.py's own
    cases = [
        (roll, [{"name": "expr", "type": 3, "value": "1d20"}]),
        (
            roll,
            [
                {"name": "reason", "type": 3, "value": "attack"},
                {"name": "private", "type": 5, "value": True},
                {"name": "count", "type": 4, "value": 7},
                {"name": "game", "type": 3, "value": "pendragon"},
            ],
        ),
        (roll, []),
        (inline, [{"name": "enabled", "type": 5, "value": False}]),
    ]
    for command, options in cases:
        ns = app_commands.Namespace(interaction, {}, options)
        ours = await command._transform_arguments(interaction, ns)
        assert ours == await theirs(command, interaction, ns), options
        assert list(ours) == list(command._params)  # every parameter, in order
    assert (
        await roll._transform_arguments(interaction, app_commands.Namespace(interaction, {}, []))
    )["expr"] is None
    missing = app_commands.Namespace(interaction, {}, [])
    for reader in (inline._transform_arguments, partial(theirs, inline)):
        with pytest.raises(app_commands.CommandSignatureMismatch):
            await reader(interaction, missing)


async def test_an_event_nobody_hears_is_not_dispatched_but_a_listener_gets_it(app, monkeypatch):
    """The tree's app_command_completion and the gateway's socket_event_type reach
    discord.py's dispatch only when something listens: a listener, a wait_for or an
    on_ method each get it (a discord.py that kept them elsewhere would fail here)."""
    fake, bot, svc = app
    ch = fake.channel_ids[0]
    svc.script[("roll", None)] = Response([Message(content="rolled")])
    reached: list[str] = []
    real = discord.Client.dispatch

    def seen(self, event, *a, **kw):
        reached.append(event)
        return real(self, event, *a, **kw)

    monkeypatch.setattr(discord.Client, "dispatch", seen)

    async def roll():
        await (await fake.slash("roll", {"expr": "1d6"}, channel=ch)).reply()
        await asyncio.wait_for(bot._idle.wait(), 5)  # the command's task is done

    async def until(condition):
        for _ in range(500):
            if condition():
                return
            await asyncio.sleep(0.01)
        raise AssertionError("never happened")

    assert not bot.hears("app_command_completion") and not bot.hears("socket_event_type")
    await roll()
    assert "app_command_completion" not in reached and "socket_event_type" not in reached
    types: list[str] = []

    async def on_type(event_type):
        types.append(event_type)

    bot.add_listener(on_type, "on_socket_event_type")
    await roll()
    await until(lambda: "INTERACTION_CREATE" in types)
    bot.remove_listener(on_type, "on_socket_event_type")
    heard: list[str] = []

    async def on_done(interaction, command):
        heard.append(f"listener {command.name}")

    bot.add_listener(on_done, "on_app_command_completion")
    assert bot.hears("app_command_completion")
    await roll()
    await until(lambda: heard)
    bot.remove_listener(on_done, "on_app_command_completion")
    waiter = asyncio.ensure_future(bot.wait_for("app_command_completion", timeout=5))
    await asyncio.sleep(0)
    assert bot.hears("app_command_completion")
    await roll()
    _, command = await waiter
    assert command.name == "roll"

    async def on_app_command_completion(interaction, command):
        heard.append(f"event {command.name}")

    bot.event(on_app_command_completion)
    try:
        await roll()
        await until(lambda: len(heard) > 1)
    finally:
        del bot.on_app_command_completion
    assert heard == ["listener roll", "event roll"]
    assert reached.count("app_command_completion") == 3
    reached.clear()
    await roll()
    assert "app_command_completion" not in reached and not bot.hears("app_command_completion")


async def test_a_handled_interaction_is_freed_without_the_collector(app):
    """discord.py's Interaction and its InteractionResponse refer to each other: once
    the tree is done with a command, Herald drops the response's link back, and the
    interaction (with the member, options and lists it holds) is freed as its task
    ends, with the cycle collector off; a listener of the tree's announcement of the
    command still gets the whole interaction."""
    fake, bot, svc = app
    ch = fake.channel_ids[0]
    svc.script[("roll", None)] = Response([Message(content="rolled")])

    async def rolls(n: int) -> list[discord.Interaction]:
        for _ in range(n):
            await (await fake.slash("roll", {"expr": "1d6"}, channel=ch)).reply()
            await asyncio.wait_for(bot._idle.wait(), 5)
        for _ in range(10):  # the tree's task ends after the command's answer
            await asyncio.sleep(0)
        return [o for o in gc.get_objects() if isinstance(o, discord.Interaction)]

    await rolls(1)
    gc.collect()
    gc.disable()
    try:
        assert await rolls(3) == []
    finally:
        gc.enable()
    heard: list[discord.Interaction] = []

    async def on_done(interaction, command):
        heard.append(interaction)

    bot.add_listener(on_done, "on_app_command_completion")
    try:
        await rolls(1)
        for _ in range(100):
            if heard:
                break
            await asyncio.sleep(0.01)
    finally:
        bot.remove_listener(on_done, "on_app_command_completion")
    assert heard[0].response.is_done() and heard[0].response._parent is heard[0]


def test_an_answers_route_is_discord_pys():
    """The answer's route is built without discord.py's Route formatting, and must stay
    what discord.py builds (its webhook adapter reads the URL, the method and the bucket
    parameters): a change on either side fails here."""
    from discord.http import Route

    for token in ("aW50ZXJhY3Rpb246MTIz-_.~Zz09", "a/b?c d&e=f", "トークン%2F"):
        ours = _common._Callback(1234567890123456789, token)
        theirs = Route(
            "POST", _common._CALLBACK, webhook_id=1234567890123456789, webhook_token=token
        )
        assert isinstance(ours, Route)
        for attr in ("url", "method", "path", "metadata", "key", "major_parameters"):
            assert getattr(ours, attr) == getattr(theirs, attr), (token, attr)
        for attr in ("channel_id", "guild_id", "webhook_id", "webhook_token"):
            assert getattr(ours, attr) == getattr(theirs, attr), (token, attr)
    assert "a%2Fb%3Fc%20d%26e%3Df" in _common._Callback(1, "a/b?c d&e=f").url


def test_a_text_answers_payload_is_discord_pys():
    """A text answer's payload is written out by Herald (text_payload) and must stay the
    one discord.py's interaction_message_response_params makes of the same message:
    public or private, pinging nobody or some users, with the bot's allowed mentions
    or none. A message with embeds, components or files is not text only."""
    from discord.webhook.async_ import interaction_message_response_params

    messages = [
        Message(content="🎲 <@1> rolls\n1d20 (3) = `3`"),
        Message(content="hi <@7> and <@8>", mentions=[7, 8]),
        Message(content=""),
    ]
    bots = [discord.AllowedMentions.none(), discord.AllowedMentions(users=False), None]
    for msg in messages:
        kw = _common.render(msg)
        assert kw.keys() == _common._TEXT_ONLY
        for previous in bots:
            for ephemeral in (False, True):
                theirs = interaction_message_response_params(
                    type=discord.enums.InteractionResponseType.channel_message.value,
                    previous_allowed_mentions=previous,
                    flags=discord.MessageFlags(ephemeral=True)
                    if ephemeral
                    else discord.utils.MISSING,
                    **kw,
                )
                ours = _common.text_payload(previous, ephemeral, kw)
                assert ours == theirs.payload and not theirs.files, (msg.content, previous)
                # asked twice (the merge of no mentions is kept): the same
                assert _common.text_payload(previous, ephemeral, kw) == theirs.payload
    for rich in (
        Message(content="x", embeds=[Embed(title="t")]),
        Message(content="x", components=[Button("b", "h1|1")]),
        Message(content="x", files=[File("a.txt", "a")]),
    ):
        assert _common.render(rich).keys() != _common._TEXT_ONLY
    # an edit without embeds still removes the old message's (a new message has none)
    assert _common._edit_kwargs(Message(content="x"))["embeds"] == []
    assert "embeds" not in _common.render(Message(content="x"))


async def test_intents_are_minimal_unless_message_content_is_enabled():
    plain = discord_app.HeraldBot(SimpleNamespace(token="t"), guild_ready_timeout=0.01)
    assert plain.intents.value == discord.Intents(guilds=True).value
    assert not plain.intents.message_content and not plain.intents.members
    reading = discord_app.HeraldBot(
        SimpleNamespace(token="t", message_content=True), guild_ready_timeout=0.01
    )
    assert (
        reading.intents.message_content
        and reading.intents.guild_messages
        and reading.intents.guilds
    )
    assert not reading.intents.members and not reading.intents.presences
    await plain.close()
    await reading.close()


async def test_an_answer_after_a_pause_reuses_the_connection_to_discord(app, monkeypatch):
    """A command after a minute's quiet is answered on a connection already open
    (aiohttp's default closed it after 15 s: a new TCP and TLS handshake with Discord
    before the answer). The pause: the clock aiohttp's connector reads moves on."""
    fake, bot, svc = app
    svc.script[("game", "status")] = Response([Message(content="quiet table")])
    ch = fake.channel_ids[1]
    first = await (await fake.slash("game", sub="status", channel=ch)).reply()
    assert first.content == "quiet table"
    used = set(fake.ports)
    clock = aiohttp.connector.monotonic
    monkeypatch.setattr(aiohttp.connector, "monotonic", lambda: clock() + 60)
    n = len(fake.requests)
    again = await (await fake.slash("game", sub="status", channel=ch)).reply()
    assert again.content == "quiet table"
    assert fake.requests[n][1].endswith("/callback")
    assert fake.ports[n] in used  # no new connection


def test_redact_filter_hides_the_token_in_any_record():
    f = discord_app.RedactFilter("s3cr3t")
    rec = logging.LogRecord("x", logging.INFO, __file__, 1, "token is %s", ("s3cr3t",), None)
    f.filter(rec)
    assert rec.getMessage() == "token is [token]"


async def test_error_after_deferral_replaces_the_public_placeholder(app, monkeypatch):
    fake, bot, svc = app
    monkeypatch.setattr(_common, "DEFER_AFTER", 0.05)
    gate = asyncio.Event()

    async def slow_fail(ctx, opts):
        await gate.wait()
        raise HeraldError("error.gm_only")

    svc.script[("game", "undo")] = slow_fail
    ix = await fake.slash("game", sub="undo", locale="ja")
    assert (await ix.response()).type == 5
    gate.set()
    msg = await ix.reply()
    assert msg.route == "followup" and msg.ephemeral and msg.content == t("error.gm_only", "ja")
    assert any(s.route == "delete" for s in ix.sent)


async def test_scheduled_messages_go_to_their_own_channel(app, caplog):
    """tick_once posts what a tick hook returns in the channel the message names
    (``Message.channel_id``), never by parsing ``edit_key``; one with no channel is
    dropped with a warning."""
    from bot.service import registry

    fake, bot, _ = app
    ch = fake.channel_ids[1]

    async def hook(svc, now):
        return Response(
            [
                Message(content="due", kind="announce", channel_id=ch),
                Message(content="nowhere", kind="announce", edit_key=f"channel:{ch}"),
            ]
        )

    hooks = list(registry.ON_TICK)  # only this hook: the scripted service has no store
    registry.ON_TICK[:] = [hook]
    try:
        with caplog.at_level(logging.WARNING, logger="herald.discord"):
            assert await bot.tick_once() == 1
    finally:
        registry.ON_TICK[:] = hooks
    posts = await fake.wait_for(lambda: fake.posts(ch), 5, "the reminder")
    assert [p.content for p in posts] == ["due"]
    assert "without a channel" in caplog.text


async def test_each_outbox_row_is_sent_by_exactly_one_shard_process(db_url):
    """Two processes on one database, shards 0 and 1 of 2 (the bot's own ownership
    rule, on a real store): a game's rows go out from its guild's process, a DM copy
    from the process of the guild it was made in, a row of no guild (a command in a
    DM) from shard 0's process only. Never from both: a DM is not sent twice."""
    from functools import partial

    from bot.adapters.discord.sender import Sender
    from bot.store import AsyncStore, open_store

    g0, g1 = 2 << 22, 3 << 22  # (guild_id >> 22) % 2: shard 0, shard 1
    store = AsyncStore(open_store(db_url))
    try:
        game = await store.create(31, g1, {"game": "toy", "status": "setup"}, [], "t0", 1)
        await store.save(
            game,
            {"game": "toy", "status": "setup", "n": 1},
            [],
            "t1",
            1,
            outbox=[{"channel_id": 31, "kind": "announce", "payload": "game g1"}],
        )
        await store.enqueue(
            [
                {"channel_id": 31, "kind": "dm", "payload": "dm g1", "guild_id": g1},
                {"channel_id": 32, "kind": "dm", "payload": "dm g0", "guild_id": g0},
                {"channel_id": 33, "kind": "dm", "payload": "dm none"},
            ],
            "t2",
        )

        async def sent_by(shard_ids, shard_count) -> set[str]:
            bot = SimpleNamespace(shard_ids=shard_ids, shard_count=shard_count)
            owns = partial(discord_app.HeraldBot.owns_guild, bot)
            return {r["payload"] for r in await Sender(None, store, owns=owns)._own_pending()}

        assert await sent_by([0], 2) == {"dm g0", "dm none"}
        assert await sent_by([1], 2) == {"game g1", "dm g1"}
        # one process for every shard sends everything
        every = {"game g1", "dm g1", "dm g0", "dm none"}
        assert await sent_by(None, 2) == every and await sent_by(None, None) == every
    finally:
        store.close()


async def test_a_channel_worker_reads_its_pending_rows_once_per_kick(db_path):
    """A command's outbox rows cost one read of the channel's pending rows, not a
    second read that finds nothing; a row written while a delivery is under way (its
    kick arrives meanwhile) is still sent by the same worker, without the poll."""
    import json

    from bot.adapters.discord.sender import Sender
    from bot.store import AsyncStore, open_store

    ch = 41
    store = AsyncStore(open_store(str(db_path)))
    reads: list[int | None] = []
    read = store.pending_outbox

    async def counted(channel_id=None, **kw):
        rows = await read(channel_id, **kw)
        reads.append(channel_id)
        return rows

    store.pending_outbox = counted  # type: ignore[method-assign]
    sent: list[str] = []
    sender: Sender

    def row(text: str) -> dict:
        return {
            "channel_id": ch,
            "kind": "announce",
            "payload": json.dumps(Message(text).to_json()),
        }

    class Channel:  # the part of discord.py's PartialMessageable the sender uses
        async def send(self, content=None, **_):
            sent.append(content)
            if content == "first":  # a command in the channel while this goes out
                await store.enqueue([row("second")], "t1")
                sender.kick(ch)

    sender = Sender(SimpleNamespace(get_partial_messageable=lambda _: Channel()), store)
    try:
        await sender.start()
        # the start's read of its own pending rows (to make them due), then the first
        # poll (every channel's rows; the next in 5 s)
        while reads.count(None) < 2:
            await asyncio.sleep(0.01)
        await store.enqueue([row("alone")], "t0")
        sender.kick(ch)
        await sender.workers[ch]
        assert sent == ["alone"] and reads == [None, None, ch]
        await store.enqueue([row("first")], "t1")
        sender.kick(ch)
        await sender.workers[ch]
        assert sent == ["alone", "first", "second"] and reads == [None, None, ch, ch, ch]
        assert await store.pending_outbox() == []
    finally:
        await sender.stop()
        store.close()


async def test_me_is_one_command_holding_forget_timezone_and_quiet(app):
    """Two features each declared a ``/me`` group (forgetting a user; time zones and
    quiet hours): Discord keeps one command per name, so ``/me`` is one group with all
    three, usable in a direct message too (forget needs no server)."""
    _fake, bot, _svc = app
    names = [c.name for c in bot.tree.get_commands()]
    assert len(names) == len(set(names)), names
    (me,) = [c for c in bot.tree.get_commands() if c.name == "me"]
    assert sorted(c.name for c in me.commands) == ["forget", "quiet", "timezone"]
    assert not me.guild_only


async def test_a_command_in_a_channel_herald_may_post_in_carries_nothing_missing(app):
    """The fake sends Herald's invite permissions with each interaction, as Discord
    does: nothing is missing, so an answer costs no look at the channel's game (the
    missing-permission note loads it: bot/service/core.py ``reach_note``)."""
    from bot.adapters.discord.cogs._common import cannot_post
    from tests.e2e.fakediscord import BOT_PERMS

    perms = discord.Permissions(BOT_PERMS)
    assert perms.view_channel and perms.send_messages and perms.embed_links
    fake_ix = SimpleNamespace(guild_id=1, app_permissions=perms, channel=None)
    assert cannot_post(fake_ix) == []  # type: ignore[arg-type]
