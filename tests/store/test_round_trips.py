"""What a command asks of the store, call by call, on both backends: no round trip it
does not need. A /roll outside a game asks nothing once the channel is known; a
server's dice aliases are read once and kept until changed; a game command is one
save; /game start reads the server's settings and writes in one transaction."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.engine.errors import DiceError
from bot.service import play
from tests.conftest import T0, make_ctx

GM, P1 = 1, 2


@pytest.fixture
def calls(svc, monkeypatch):
    """The names of the store's calls that reach the database, in order, as the service
    makes them (what the store answers from memory is not one)."""
    from bot.store import Store

    seen: list[str] = []
    sync = svc.store.sync
    for name in vars(Store):
        method = getattr(sync, name)
        if name.startswith("_") or not callable(method):
            continue

        def spy(*args, _name=name, _method=method, **kwargs):
            seen.append(_name)
            return _method(*args, **kwargs)

        monkeypatch.setattr(sync, name, spy)
    return seen


async def test_game_start_is_one_transaction_with_its_record_reminder_and_language(svc, calls):
    r = await svc.dispatch(
        make_ctx(GM, locale="it"), "game", "start", {"game": "pendragon", "language": "ja"}
    )
    assert r.messages[0].content.startswith("Pendragon") or "ペンドラゴン" in r.messages[0].content
    # reads of the server's settings (its reminder period, its own game definitions),
    # then one transaction: nothing else is written
    assert calls[-1] == "create" and set(calls[:-1]) == {"setting"}
    sync = svc.store.sync
    loaded = sync.load(10)
    assert sync.setting("guild", 1, play.key(loaded.game_id))["language"] == "ja"
    reminder = sync.row("reminders", loaded.game_id)
    assert (reminder["due_at"], reminder["every_hours"], reminder["version"]) == (
        (T0 + timedelta(hours=24)).isoformat(),
        24.0,
        1,
    )
    assert sync.setting("user", GM, play.LOCALE_KEY) == "it"


async def test_a_game_command_is_one_save_with_the_players_language_noted_once(svc, calls):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "pendragon"})
    del calls[:]
    r = await svc.dispatch(make_ctx(P1, locale="ja"), "game", "join", {"seat": "Saxons"})
    assert "Saxons" in r.messages[0].content or "サクソン" in r.messages[0].content
    assert calls == ["save"]
    assert svc.store.sync.setting("user", P1, play.LOCALE_KEY) == "ja"  # noted in that save
    del calls[:]
    await svc.dispatch(make_ctx(P1, locale="ja"), "game", "leave", {})
    await svc.dispatch(make_ctx(P1, locale="ja"), "game", "join", {"seat": "Civitates"})
    assert calls == ["save", "save"]
    loaded = svc.store.sync.load(10)
    assert loaded.version == 4 and loaded.game["seats"] == [["Civitates", P1]]


async def test_a_roll_outside_a_game_asks_the_store_nothing_once_the_channel_is_known(svc, calls):
    ctx = make_ctx(P1, channel=30)
    first = await svc.dispatch(ctx, "roll", None, {"expr": "2d6"})
    assert first.messages[0].content.startswith(f"🎲 <@{P1}> rolls\n2d6 (")
    # the channel has no game (its language is the roller's); the server's aliases
    assert sorted(calls) == ["dice_aliases", "load"]
    del calls[:]
    for _ in range(3):
        await svc.dispatch(ctx, "roll", None, {"expr": "1d20+1"})
    assert calls == []
    # in a channel with a game the roll is logged: that is its one call
    await svc.dispatch(make_ctx(GM, channel=31), "game", "start", {"game": "pendragon"})
    del calls[:]
    await svc.dispatch(make_ctx(P1, channel=31), "roll", None, {"expr": "1d6"})
    assert calls == ["append_events"]
    loaded = svc.store.sync.load(31)
    logged = [e for e in svc.store.sync.events(loaded.game_id) if e["kind"] == "DiceRolled"]
    assert [(e["data"]["user"], e["data"]["expr"]) for e in logged] == [(P1, "1d6")]


async def test_a_new_game_in_a_channel_known_to_have_none_is_seen_by_the_next_roll(svc, calls):
    await svc.dispatch(make_ctx(P1, channel=40), "roll", None, {"expr": "1d6"})
    await svc.dispatch(make_ctx(GM, channel=40), "game", "start", {"game": "pendragon"})
    await svc.dispatch(make_ctx(P1, channel=40), "roll", None, {"expr": "1d8"})
    loaded = svc.store.sync.load(40)
    events = svc.store.sync.events(loaded.game_id)
    logged = [e["data"]["expr"] for e in events if e["kind"] == "DiceRolled"]
    assert logged == ["1d8"]  # only the roll made during the game


async def test_dice_aliases_are_read_once_per_server_and_follow_every_change(svc, calls):
    boss = make_ctx(GM, channel=50, manage_guild=True)
    await svc.dispatch(boss, "dice", "alias", {"alias": "atk", "expr": "1d20+5"})
    r = await svc.dispatch(make_ctx(P1, channel=50), "roll", None, {"expr": "atk"})
    assert "\n1d20 (" in r.messages[0].content and ") + 5 = `" in r.messages[0].content
    await svc.dispatch(make_ctx(P1, channel=50), "roll", None, {"expr": "atk"})
    assert calls.count("dice_aliases") == 1  # read once, after the change
    await svc.dispatch(boss, "dice", "alias", {"alias": "atk", "expr": "1d12"})
    r = await svc.dispatch(make_ctx(P1, channel=50), "roll", None, {"expr": "atk"})
    assert "\n1d12 (" in r.messages[0].content and "1d20" not in r.messages[0].content
    await svc.dispatch(boss, "dice", "alias", {"alias": "atk"})  # removed
    with pytest.raises(DiceError):
        await svc.dispatch(make_ctx(P1, channel=50), "roll", None, {"expr": "atk"})
    # another server's aliases are its own
    other = await svc.dispatch(make_ctx(P1, channel=60, guild_id=2), "roll", None, {"expr": "2d4"})
    assert "\n2d4 (" in other.messages[0].content
    assert svc.store.sync.dice_aliases(1) == {} and svc.store.sync.dice_aliases(2) == {}
