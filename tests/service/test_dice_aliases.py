"""Per-server dice aliases (/dice alias, /dice aliases) through the Service, on a real
SQLite file; the new notations through /roll with the reading shown."""

from __future__ import annotations

import pytest

from bot.engine.errors import BadInput, DiceError, PermissionDenied
from bot.service import dice as svc_dice
from bot.store.db import Store
from tests.conftest import make_ctx

ALICE, GM = 1, 3


async def alias(svc, locale="en", guild_id=100, manage=True, **opts):
    ctx = make_ctx(GM, 10, guild_id=guild_id, manage_guild=manage, locale=locale)
    return await svc.dispatch(ctx, "dice", "alias", opts)


async def test_alias_set_roll_list_remove(svc):
    r = await alias(svc, name="Atk", expr="1d20+5 adv")
    assert "`atk`" in r.messages[0].content and r.messages[0].ephemeral
    out = await svc.dispatch(make_ctx(ALICE, 10, guild_id=100), "roll", None, {"expr": "atk +2"})
    text = out.messages[0].content
    assert "2d20kh1 (" in text and "+ 5 + 2 = `" in text
    assert "read as: advantage (2d20kh1)" in text
    listed = await svc.dispatch(make_ctx(ALICE, 10, guild_id=100), "dice", "aliases", {})
    assert "`atk` → `1d20+5 adv`" in listed.messages[0].content
    # another server does not see it: "atk" is then not understood, and said so
    with pytest.raises(DiceError) as ei:
        await svc.dispatch(make_ctx(ALICE, 11, guild_id=200), "roll", None, {"expr": "atk"})
    assert ei.value.key == "dice.error.not_understood" and ei.value.params["part"] == "atk"
    gone = await alias(svc, name="atk")
    assert "removed" in gone.messages[0].content
    assert svc.store.sync.dice_aliases(100) == {}
    with pytest.raises(BadInput) as ei:
        await alias(svc, name="atk")
    assert ei.value.key == "dice.alias.error.unknown"


@pytest.mark.parametrize(
    "opts,key",
    [
        ({"name": "2d6", "expr": "1d6"}, "dice.alias.error.name"),
        ({"name": "d20", "expr": "1d6"}, "dice.alias.error.name"),
        ({"name": "adv", "expr": "1d6"}, "dice.alias.error.name"),
        ({"name": "x" * 21, "expr": "1d6"}, "dice.alias.error.name"),
        ({"name": "two words", "expr": "1d6"}, "dice.alias.error.name"),
        ({"name": "big", "expr": "1+" * 101}, "dice.alias.error.expr_too_long"),
        ({"name": "two", "expr": "1d6; 1d8"}, "dice.alias.error.one_roll"),
    ],
)
async def test_alias_refusals_are_localised(svc, opts, key):
    from bot.i18n import t

    with pytest.raises(BadInput) as ei:
        await alias(svc, **opts)
    assert ei.value.key == key
    for loc in ("en", "ja", "it"):
        text = t(ei.value.key, loc, **ei.value.params)
        assert text != key and "{" not in text
    assert svc.store.sync.dice_aliases(100) == {}


async def test_alias_expression_is_checked_when_set(svc):
    with pytest.raises(DiceError) as ei:
        await alias(svc, name="bad", expr="3d6x")
    assert ei.value.key == "dice.error.not_understood"
    assert svc.store.sync.dice_aliases(100) == {}


async def test_alias_needs_manage_server_and_a_server(svc):
    with pytest.raises(PermissionDenied):
        await alias(svc, manage=False, name="atk", expr="1d20")
    with pytest.raises(BadInput) as ei:
        await alias(svc, guild_id=None, name="atk", expr="1d20")
    assert ei.value.key == "dice.alias.error.no_guild"


async def test_alias_count_limit(svc, monkeypatch):
    monkeypatch.setattr(svc_dice, "MAX_ALIASES", 2)
    await alias(svc, name="a", expr="1d4")
    await alias(svc, name="b", expr="1d6")
    await alias(svc, name="a", expr="1d8")  # replacing one is not a new one
    with pytest.raises(BadInput) as ei:
        await alias(svc, name="c", expr="1d10")
    assert ei.value.key == "dice.alias.error.too_many"
    assert svc.store.sync.dice_aliases(100) == {"a": "1d8", "b": "1d6"}


def test_store_aliases_survive_reopen(tmp_path):
    path = tmp_path / "h.db"
    s = Store.open(path)
    assert s.set_dice_alias(7, "atk", "1d20+5", limit=3)
    s.close()
    s2 = Store.open(path)
    assert s2.dice_aliases(7) == {"atk": "1d20+5"} and s2.dice_aliases(8) == {}
    assert s2.delete_dice_alias(7, "atk") and not s2.delete_dice_alias(7, "atk")
    s2.close()


def test_expand_aliases_once_per_part():
    table = {"atk": "1d20+5", "loop": "loop"}
    assert svc_dice.expand_aliases(table, "atk +2; 2d6; loop") == "1d20+5 +2; 2d6; loop"
    assert svc_dice.expand_aliases({}, "atk") == "atk"


async def test_success_pool_reply_shows_dice_and_reading(svc):
    out = await svc.dispatch(make_ctx(ALICE, 10), "roll", None, {"expr": "10d6>4"})
    lines = out.messages[0].content.split("\n")
    assert lines[1].startswith("10d6>4 (") and "⇒" in lines[1]
    assert lines[2] == "↳ read as: counts the dice ≥4 (successes)"
    ja = await svc.dispatch(make_ctx(ALICE, 10, locale="ja"), "roll", None, {"expr": "4dF"})
    assert "Fateダイス" in ja.messages[0].content
    it = await svc.dispatch(make_ctx(ALICE, 10, locale="it"), "roll", None, {"expr": "3d6!"})
    assert "esplode" in it.messages[0].content


async def test_inline_rolls_use_aliases(svc):
    await alias(svc, name="dmg", expr="2d6+3")
    await svc.dispatch(
        make_ctx(GM, 10, guild_id=100, manage_guild=True), "dice", "inline", {"enabled": True}
    )
    resp = await svc_dice.inline_rolls(svc, make_ctx(ALICE, 10, guild_id=100), "hit [[dmg]]")
    assert resp is not None and resp.messages[0].content.split("\n")[1].startswith("2d6 (")


async def test_alias_option_as_the_cog_sends_it(svc):
    # the cog passes the option as "alias" (run() has its own "name" parameter)
    ctx = make_ctx(GM, 10, guild_id=100, manage_guild=True)
    await svc.dispatch(ctx, "dice", "alias", {"alias": "init", "expr": "1d20+2"})
    assert svc.store.sync.dice_aliases(100) == {"init": "1d20+2"}
