"""The service layer on a real SQLite file: lifecycle, buttons, stale prompts,
concurrency, export/import, log."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from bot.engine.errors import IllegalAction, NoGame, NotYourTurn, PermissionDenied, StalePrompt
from bot.service.core import Service, decode_custom_id, encode_custom_id
from bot.service.knowledge import Knowledge
from tests.conftest import T0, make_ctx
from tests.service import toy

ALICE, BOB, CAROL = 1, 2, 3


@pytest.fixture
def tsvc(store, tmp_path):
    root = toy.install(tmp_path)
    return Service(store, Knowledge.load(root), rng=random.Random(1), clock=lambda: T0)


async def started(tsvc, channel=10):
    await tsvc.dispatch(make_ctx(ALICE, channel), "game", "start", {"game": "toy"})
    await tsvc.dispatch(make_ctx(ALICE, channel), "game", "join", {"seat": "Red"})
    r = await tsvc.dispatch(make_ctx(BOB, channel), "game", "join", {"seat": "Blue"})
    return r


def test_custom_id_round_trip_and_limit():
    cid = encode_custom_id(7, "coin act", {"option": "event", "faction": "Dux"})
    assert len(cid) <= 100
    assert decode_custom_id(cid) == (7, "coin act", {"option": "event", "faction": "Dux"}, "")
    with pytest.raises(ValueError):
        encode_custom_id(1, "x", {"q": "a" * 120})
    with pytest.raises(StalePrompt):
        decode_custom_id("garbage")


async def test_start_announces_and_lists_games_when_unknown(tsvc):
    r = await tsvc.dispatch(make_ctx(ALICE), "game", "start", {"game": "Toy game"})
    assert "started a game of Toy game" in r.messages[0].content
    assert r.messages[1].kind == "dashboard"
    with pytest.raises(IllegalAction) as e:
        await tsvc.dispatch(make_ctx(BOB), "game", "start", {"game": "toy"})
    assert e.value.key == "error.channel_has_game"
    with pytest.raises(Exception) as e:
        await tsvc.dispatch(make_ctx(BOB, 11), "game", "start", {"game": "chess"})
    assert e.value.params["games"] == "Toy game"  # the game's name, not its slug


async def test_no_game_in_channel_is_a_clear_error(tsvc):
    with pytest.raises(NoGame):
        await tsvc.dispatch(make_ctx(ALICE, 99), "game", "status", {})


async def test_announcement_pings_only_whoever_is_up_and_offers_their_button(tsvc):
    await started(tsvc)
    r = await tsvc.dispatch(make_ctx(ALICE), "toy", "step", {})
    ann = r.messages[0]
    assert ann.mentions == [BOB]  # Blue is up now, only Blue's holder is pinged
    assert "<@2> (Blue)" in ann.content
    assert [b.label for b in ann.components] == ["step"]
    v, cmd, args, _ = decode_custom_id(ann.components[0].custom_id)
    assert (v, cmd) == (tsvc.store.sync.load(10).version, "toy step")


async def test_not_your_turn_and_stale_button_change_nothing(tsvc):
    await started(tsvc)
    r = await tsvc.dispatch(make_ctx(ALICE), "toy", "step", {})
    blue_button = r.messages[0].components[0].custom_id
    before = tsvc.store.sync.load(10)
    with pytest.raises(NotYourTurn):
        await tsvc.press(make_ctx(ALICE), blue_button)  # Alice presses Bob's button
    await tsvc.press(make_ctx(BOB), blue_button)
    with pytest.raises(StalePrompt):
        await tsvc.press(make_ctx(BOB), blue_button)  # the same button again
    after = tsvc.store.sync.load(10)
    assert after.version == before.version + 1 and after.game["state"]["n"] == 2


async def test_a_pressed_button_version_travels_in_ctx_only(tsvc):
    """The version a button was shown with reaches with_game as ``ctx.expected_version``
    (set by press), and nowhere else: a typed command in the same task afterwards, or
    a command of another task meanwhile, applies to the game as it is."""
    await started(tsvc)
    v = tsvc.store.sync.load(10).version
    # a command carrying an old version is refused, and changes nothing
    with pytest.raises(StalePrompt):
        await tsvc.dispatch(make_ctx(ALICE, expected_version=v - 1), "toy", "step", {})
    assert tsvc.store.sync.load(10).version == v
    # the press hands the handler a ctx with the button's version; the caller's is untouched
    seen = []

    async def spy(svc, ctx, opts):
        seen.append(ctx.expected_version)
        return await svc.game_action(ctx, {"type": "toy.step"})

    from bot.service import registry

    registry.HANDLERS[("toy", "spy")] = spy
    try:
        ctx = make_ctx(ALICE)
        await tsvc.press(ctx, encode_custom_id(v, "toy spy"))
        assert seen == [v] and ctx.expected_version is None
        # pressed again: stale; but the same user's typed command right after applies
        with pytest.raises(StalePrompt):
            await tsvc.press(make_ctx(BOB), encode_custom_id(v, "toy spy"))
        await tsvc.dispatch(make_ctx(BOB), "toy", "spy", {})
        assert seen == [v, v, None]
    finally:
        del registry.HANDLERS[("toy", "spy")]
    assert tsvc.store.sync.load(10).version == v + 2


def test_no_context_variable_carries_the_version():
    import contextvars

    from bot.service import core

    assert not [n for n, x in vars(core).items() if isinstance(x, contextvars.ContextVar)]


async def test_two_players_pressing_at_once_exactly_one_wins(tsvc):
    await tsvc.dispatch(make_ctx(ALICE), "game", "start", {"game": "toy"})
    await tsvc.dispatch(
        make_ctx(ALICE), "game", "gm", {"user": BOB}
    )  # both may act for empty seats
    r = await tsvc.dispatch(make_ctx(ALICE), "game", "status", {})
    cid = [c for c in r.messages[0].components][0].custom_id if r.messages[0].components else None
    if cid is None:  # before play begins there is no button: take one step to begin
        r = await tsvc.dispatch(make_ctx(ALICE), "toy", "step", {})
        cid = r.messages[0].components[0].custom_id
    results = await asyncio.gather(
        tsvc.press(make_ctx(ALICE), cid), tsvc.press(make_ctx(BOB), cid), return_exceptions=True
    )
    wins = [x for x in results if not isinstance(x, Exception)]
    losses = [x for x in results if isinstance(x, Exception)]
    assert len(wins) == 1 and len(losses) == 1 and isinstance(losses[0], StalePrompt)
    evs = tsvc.store.sync.events(tsvc.store.sync.load(10).game_id, limit=50)
    assert [e["kind"] for e in evs].count("ToyStepped") == 2


async def test_undo_by_actor_or_gm_only(tsvc):
    await started(tsvc)
    await tsvc.dispatch(make_ctx(ALICE), "toy", "step", {})
    with pytest.raises(PermissionDenied):
        await tsvc.dispatch(make_ctx(BOB), "game", "undo", {})
    r = await tsvc.dispatch(make_ctx(ALICE), "game", "undo", {})
    assert "undid" in r.messages[0].content
    assert tsvc.store.sync.load(10).game["state"]["n"] == 0


async def test_export_then_import_into_another_channel(tsvc):
    await started(tsvc)
    await tsvc.dispatch(make_ctx(ALICE), "toy", "step", {})
    r = await tsvc.dispatch(make_ctx(BOB), "game", "export", {})
    f = r.messages[0].files[0]
    doc = json.loads(f.content)
    assert doc["herald_export"] == 1 and doc["toy"] == {"n": 1, "up": "Blue"}
    assert doc["state"]["seats"] == [["Red", ALICE], ["Blue", BOB]]
    ctx = make_ctx(CAROL, 20, attachments=[(f.name, f.content.encode())])
    await tsvc.dispatch(ctx, "game", "import", {})
    copy = tsvc.store.sync.load(20)
    # the file's GM stays its GM; the importer is not made one (play-test 23, finding 13)
    assert copy.game["state"] == {"n": 1, "turn": 1} and copy.game["gm"] == [ALICE]
    bad = make_ctx(CAROL, 21, attachments=[("x.json", b'{"herald_export": 1, "state": {}}')])
    with pytest.raises(Exception) as e:
        await tsvc.dispatch(bad, "game", "import", {})
    assert e.value.key == "error.import_invalid"
    assert tsvc.store.sync.load(21) is None


async def test_end_asks_for_confirmation_and_is_gm_only(tsvc):
    await started(tsvc)
    with pytest.raises(PermissionDenied):
        await tsvc.dispatch(make_ctx(BOB), "game", "end", {})
    r = await tsvc.dispatch(make_ctx(ALICE), "game", "end", {})
    assert r.messages[0].ephemeral and tsvc.store.sync.load(10) is not None
    await tsvc.press(make_ctx(ALICE), r.messages[0].components[0].custom_id)
    assert tsvc.store.sync.load(10) is None


async def test_log_hides_private_rolls_from_other_players(tsvc):
    from bot.engine.games.base import Event

    await started(tsvc)
    await tsvc.log(make_ctx(BOB), [Event("DiceRolled", {"expr": "1d6"})], private=True)
    r_alice = await tsvc.dispatch(make_ctx(ALICE), "game", "log", {})  # GM sees it
    r_carol = await tsvc.dispatch(make_ctx(CAROL), "game", "log", {})
    assert "private roll" not in r_alice.messages[0].embeds[0].description
    assert "<@2> made a private roll." in r_carol.messages[0].embeds[0].description
    assert (
        "PlayerJoined" not in r_carol.messages[0].embeds[0].description
    )  # rendered, not raw kinds


async def test_games_in_many_channels_are_independent(tsvc):
    for ch in range(30, 36):
        await tsvc.dispatch(make_ctx(ALICE, ch), "game", "start", {"game": "toy"})
        await tsvc.dispatch(make_ctx(ALICE, ch), "game", "join", {"seat": "Red"})
    await tsvc.dispatch(make_ctx(ALICE, 33), "toy", "step", {})
    assert [tsvc.store.sync.load(ch).game["state"] for ch in range(30, 36)].count(None) == 5


async def test_an_unknown_command_names_the_nearest_one_only_when_it_is_near(svc):
    """closest_command and /help's topic match share one helper (problems.closest),
    each with its own cutoff: /trun done is /turn done; /zzz is no command's slip."""
    from bot.engine.errors import BadInput
    from bot.engine.games.problems import closest

    with pytest.raises(BadInput) as near:
        await svc.dispatch(make_ctx(1), "trun", "done", {})
    assert (near.value.key, near.value.params["suggestion"]) == (
        "error.unknown_command_hint",
        "/turn done",
    )
    with pytest.raises(BadInput) as far:
        await svc.dispatch(make_ctx(1), "zzz", None, {})
    assert far.value.key == "error.unknown_command"
    # the cutoff decides: "game strat" is /game start at 0.75, "gm" (0.67) only at 0.6
    assert closest("game strat", ["game start", "turn done"], cutoff=0.75) == "game start"
    assert closest("gm", ["game"]) == "game" and closest("gm", ["game"], cutoff=0.75) is None
