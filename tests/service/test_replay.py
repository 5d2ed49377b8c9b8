"""History as actions: a stored game equals the replay of its logged history, through
the service and through ``herald game replay`` (issue 9)."""

from __future__ import annotations

from bot.adapters.cli.main import main
from bot.engine.games import session
from bot.service.replay_check import check_store

from ..conftest import KNOWLEDGE, make_ctx

GM, ALICE, BOB = 1, 2, 3


async def _play(svc):
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "lancaster"})
    await svc.dispatch(make_ctx(ALICE), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(BOB), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(ALICE), "turn", "place", {"where": "A", "strength": 2})
    await svc.dispatch(make_ctx(BOB), "turn", "place", {"where": "A", "strength": 3})
    await svc.dispatch(make_ctx(ALICE), "turn", "place", {"where": "castle"})
    r = await svc.dispatch(make_ctx(ALICE), "game", "undo", {})
    # the undone action in words, not an event kind (issue 13)
    assert "undid the last action: Red placed a knight on the castle (1 left to place)." in (
        r.messages[0].content
    )
    await svc.dispatch(make_ctx(ALICE), "turn", "place", {"where": "B"})


async def test_a_played_game_replays_to_its_stored_state(svc, knowledge):
    await _play(svc)
    loaded = svc.store.sync.load(10)
    records = [e["data"] for e in svc.store.sync.events(loaded.game_id, None, kind=session.ACTION)]
    assert [r["op"] for r in records] == ["new", "join", "join"] + ["act"] * 3 + ["undo", "act"]
    # undo kept actions, not snapshots
    assert [a["action"]["where"] for a in loaded.game["undo"]["actions"]] == ["A", "A", "B"]
    results = check_store(svc.store.sync, knowledge.definitions)
    assert [(r.slug, r.status) for r in results] == [("lancaster", "ok")]
    # history records are no news: not in the announcements, not in /game log
    r = await svc.dispatch(make_ctx(ALICE), "game", "log", {"limit": "50"})
    assert session.ACTION not in r.messages[0].embeds[0].description


async def test_replay_check_fails_on_a_state_that_is_not_its_history(
    svc, knowledge, db_url, capsys
):
    await _play(svc)
    loaded = svc.store.sync.load(10)
    forged = dict(loaded.game, gm=[*loaded.game["gm"], 99])
    svc.store.sync.save(loaded, forged, [], "2026-11-21T12:00:00+00:00", GM)
    results = check_store(svc.store.sync, knowledge.definitions)
    assert [(r.status, r.detail) for r in results] == [("differs", "gm")]
    code = main(["game", "replay", "--db", db_url, "--knowledge", str(KNOWLEDGE)])
    out = capsys.readouterr().out
    assert code == 1 and "(lancaster): differs: gm" in out
    # put it back as it was: the check passes and the fixture's own check too
    svc.store.sync.save(svc.store.sync.load(10), loaded.game, [], "2026-11-21T12:00:00+00:00", GM)
    code = main(["game", "replay", "--db", db_url, "--knowledge", str(KNOWLEDGE)])
    assert code == 0 and "1 game, 0 differ" in capsys.readouterr().out


async def test_replay_fails_on_a_game_it_cannot_replay_and_says_so(svc, db_url, capsys):
    """A stored game whose definition is nowhere (a server's own, deleted) cannot be
    checked: the replay exits 1 and names it, never "0 differ" and exit 0 (play14 17)."""
    await _play(svc)
    store = svc.store.sync
    store.create(11, 1, {"game": "caylus-club", "status": "active"}, [], "t", GM)
    code = main(["game", "replay", "--db", db_url, "--knowledge", str(KNOWLEDGE)])
    out = capsys.readouterr().out
    assert "(lancaster): ok\n" in out and "(caylus-club): unknown game\n" in out
    assert out.endswith(
        "2 games, 0 differ from their history, 1 cannot be replayed (their game is unknown)\n"
    )
    assert code == 1
