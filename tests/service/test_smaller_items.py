"""Issue 10's smaller items: /game ping only by players and the GM and rate-limited;
undo rights follow the seat; user text shown as text; clean stored file names."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from bot.engine.errors import BadInput, IllegalAction, PermissionDenied
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from bot.service.text import file_name, plain
from tests.conftest import T0, make_ctx
from tests.service import toy

ALICE, BOB, CAROL, EVE = 1, 2, 3, 4


@pytest.fixture
def svc(store, tmp_path):
    return Service(store, Knowledge.load(toy.install(tmp_path)), rng=random.Random(1))


async def setup(svc):
    await svc.dispatch(make_ctx(ALICE), "game", "start", {"game": "toy"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(ALICE), "toy", "step", {})  # Blue (Bob) is up


async def test_ping_by_players_and_gm_only_and_not_twice_in_a_row(svc):
    await setup(svc)
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(EVE), "game", "ping", {})
    r = await svc.dispatch(make_ctx(ALICE), "game", "ping", {})
    assert r.messages[0].mentions == [BOB]
    # Bob (Blue is up) is named, told who asks, in the table's language
    assert r.messages[0].content == "<@2>: <@1> is waiting for your move."
    with pytest.raises(BadInput) as e:
        await svc.dispatch(make_ctx(ALICE, now=T0 + timedelta(minutes=1)), "game", "ping", {})
    assert e.value.key == "error.ping_too_soon" and e.value.params["minutes"] == 9
    r = await svc.dispatch(make_ctx(ALICE, now=T0 + timedelta(minutes=11)), "game", "ping", {})
    assert r.messages[0].mentions == [BOB]
    # issue 22: nobody pings themselves ("@bob: @bob is waiting for your decision")
    r = await svc.dispatch(make_ctx(BOB, now=T0 + timedelta(minutes=30)), "game", "ping", {})
    assert r.messages[0].mentions == [] and r.messages[0].ephemeral
    assert "nobody else to ping" in r.messages[0].content


async def test_undo_rights_follow_the_seat(svc):
    await setup(svc)
    await svc.dispatch(make_ctx(BOB), "toy", "step", {})  # Bob moves for Blue
    await svc.dispatch(make_ctx(BOB), "game", "leave", {"seat": "Blue"})
    # once play has begun a seat a player left is the GM's to give (play-test 20, L3:
    # fixed seats too), so the GM gives Blue to Carol
    with pytest.raises(IllegalAction):
        await svc.dispatch(make_ctx(CAROL), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(ALICE), "game", "seat", {"seat": "Blue", "user": CAROL})
    with pytest.raises(PermissionDenied):
        await svc.dispatch(make_ctx(BOB), "game", "undo", {})
    r = await svc.dispatch(make_ctx(CAROL), "game", "undo", {})
    assert "undid" in r.messages[0].content


def test_user_text_is_shown_as_text():
    s = plain("```py\nboom``` [free nitro](http://x) @everyone <@1> \u202eexe.txt **b** # h")
    assert "```" not in s and "\\`\\`\\`" in s
    assert "[free nitro](" not in s and "\\[free nitro\\]" in s
    assert "@everyone" not in s and "<@1>" not in s
    assert "\u202e" not in s and "\n" not in s
    assert "\\*\\*b\\*\\*" in s
    assert plain("Dux 3 → 4, no harm") == "Dux 3 → 4, no harm"  # plain text unchanged


def test_stored_file_names_lose_control_and_ansi_characters():
    assert file_name("rules\x1b[31m-red\x1b[0m\x07.md") == "rules-red.md"
    assert file_name("a\u202egnp.md\tb\nc") == "agnp.md b c"
    assert file_name("x" * 300) == "x" * 100


def test_plain_returns_empty_text_without_the_markdown_passes(monkeypatch):
    """An empty text (a roll without a reason) is itself: the control, mention and
    Markdown passes run only on text that has characters."""
    from bot.service import text

    class Refuse:
        def sub(self, *a, **kw):
            raise AssertionError("a pass ran on empty text")

    monkeypatch.setattr(text, "_MARKDOWN", Refuse())
    monkeypatch.setattr(text, "_MENTION", Refuse())
    assert plain("") == ""
    monkeypatch.undo()
    assert plain("*a* @here") == "\\*a\\* @\u200bhere"


def test_unmentioned_runs_its_pass_only_on_text_that_can_hold_a_mention(monkeypatch):
    """A text without "@" and "<" (a roll's breakdown) is itself, without the mention
    pass; every kind of mention is still made inert."""
    from bot.service import text

    class Refuse:
        def sub(self, *a, **kw):
            raise AssertionError("the mention pass ran on a text without a mention")

    monkeypatch.setattr(text, "_MENTION", Refuse())
    breakdown = "1d20 (**20**) = `20` · 4d6kh3 (6, 5, ~~1~~) > 3"
    assert text.unmentioned(breakdown) is breakdown
    monkeypatch.undo()
    z = "\u200b"
    assert (
        text.unmentioned("@everyone @here <@1> <@!2> <@&3> <#4>")
        == f"@{z}everyone @{z}here <{z}@1> <{z}@!2> <{z}@&3> <{z}#4>"
    )
