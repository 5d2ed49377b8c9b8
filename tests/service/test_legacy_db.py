"""Nothing lost (issue 20): a database written by the code of ``main`` before the
game engine was rewritten (``tests/data/legacy/herald-main.db``, made by
``tests/data/legacy/make_db.py``) loads with today's code, every game in it equals the
replay of its history (``herald game replay``), and every game goes on with a move."""

from __future__ import annotations

import random
import re
import shutil
from pathlib import Path

import pytest

from bot.adapters.cli.main import main
from bot.service.core import Service
from bot.service.replay_check import check_store
from bot.store import open_store
from tests.conftest import KNOWLEDGE, T0, make_ctx

LEGACY = Path(__file__).resolve().parents[1] / "data" / "legacy" / "herald-main.db"
GWEN, GM = 1001, 1006  # the GMs of the COIN games and of the turn-based ones
CHANNELS = {
    "pd-begun": 102,
    "pd-pivotal": 103,
    "pd-epoch": 104,
    "pd-won": 105,
    "eu-mid": 106,
    "lan-begun": 107,
    "lan-mid": 108,
    "lan-vote": 109,
    "hw-finished": 110,
    "hw-ended": 111,
}
# what nobody may read in a reply: a placeholder left unfilled, a language suffix
RAW = re.compile(r"\{[a-z_]+\}|_(en|ja|it)\b")


@pytest.fixture
def legacy(tmp_path, knowledge):
    path = tmp_path / "herald.db"
    shutil.copy(LEGACY, path)
    store = open_store(str(path))
    yield path, store, Service(store, knowledge, rng=random.Random(3), clock=lambda: T0)
    store.close()


def _replayed(store, knowledge) -> dict[str, str]:
    return {f"{r.game_id}:{r.slug}": r.status for r in check_store(store, knowledge.definitions)}


def _texts(resp) -> str:
    out = []
    for m in resp.messages:
        out.append(m.content)
        for e in m.embeds:
            out += [e.title, e.description, e.footer]
            out += [f"{f.name} {f.value}" for f in e.fields]
        out += [getattr(c, "label", "") for c in m.components]
    return "\n".join(out)


async def _move(svc, channel: int) -> str:
    """One move in the game of ``channel``, whatever it waits for: the first button
    of whoever is up (the GM for a seat nobody holds), else the GM's next step."""
    loaded = await svc.store.load(channel)
    game = loaded.game
    gm = game["gm"][0]
    definition = svc.definition(loaded.slug)
    table, prompt = svc.view(game, definition)
    if prompt.up:
        user = table.holder(prompt.up[0]) or gm
    else:
        user = gm
    status = await svc.dispatch(make_ctx(user, channel), "game", "status", {})
    buttons = [c for c in status.messages[0].components if hasattr(c, "custom_id")]
    if prompt.waiting_for == "reveal":
        seats = ", ".join(table.names)
        resp = await svc.dispatch(
            make_ctx(user, channel), "card", "reveal", {"order": seats, "number": "40"}
        )
    else:
        assert buttons, f"nothing to press in #{channel}"
        resp = await svc.press(make_ctx(user, channel), buttons[0].custom_id)
    return _texts(resp)


def test_the_legacy_database_holds_every_shipped_game(legacy):
    _, store, _ = legacy
    rows = store.games()
    slugs = {r.slug for r in rows}
    statuses = {r.game["status"] for r in rows}
    assert slugs == {"pendragon", "europa-universalis", "lancaster", "hadrians-wall"}
    assert statuses == {"active", "ended"}


async def test_every_legacy_game_replays_and_continues(legacy, knowledge, capsys):
    path, store, svc = legacy
    before = _replayed(store, knowledge)
    assert len(before) == len(CHANNELS)
    assert set(before.values()) == {"ok"}, before
    assert main(["game", "replay", "--db", str(path), "--knowledge", str(KNOWLEDGE)]) == 0
    assert f"{len(CHANNELS)} games, 0 differ" in capsys.readouterr().out

    moved = {}
    for name, channel in CHANNELS.items():
        loaded = await svc.store.load(channel)
        if loaded is None or loaded.game["status"] != "active":
            continue
        state = loaded.game["state"]
        if state.get("finished"):
            continue
        text = await _move(svc, channel)
        assert not RAW.search(text), (name, text)
        after = await svc.store.load(channel)
        assert after.version == loaded.version + 1, name
        moved[name] = text
    assert set(moved) == set(CHANNELS) - {"pd-won", "hw-finished", "hw-ended"}
    # a few moves named in words
    assert "Card revealed: #40" in moved["pd-begun"]
    assert "Red" in moved["lan-begun"]
    assert set(_replayed(store, knowledge).values()) == {"ok"}


async def test_every_legacy_game_log_and_status_read_in_three_languages(legacy):
    _, store, svc = legacy
    for name, channel in CHANNELS.items():
        loaded = await svc.store.load(channel)
        if loaded is None:  # an ended game
            continue
        user = loaded.game["gm"][0]
        for loc in ("en", "ja", "it"):
            for cmd in ("log", "status"):
                r = await svc.dispatch(
                    make_ctx(user, channel, locale=loc), "game", cmd, {"limit": "50"}
                )
                text = _texts(r)
                assert text.strip(), (name, cmd, loc)
                assert not RAW.search(text), (name, cmd, loc, RAW.search(text))


def test_definitions_written_for_main_before_issue_20_still_load():
    """An operator's copy of a definition in the old form (victory words beside the
    faction, verbs as strings) loads, with the same ids."""
    from bot.engine.games.definition import parse

    old = Path(__file__).resolve().parents[1] / "data" / "legacy" / "games"
    files = sorted(old.glob("*.toml"))
    assert len(files) == 4
    for f in files:
        d = parse(f.read_text(encoding="utf-8"), f.name)
        now = parse((KNOWLEDGE / "games" / f.name).read_text(encoding="utf-8"), f.name)
        assert d.seats == now.seats and d.slug == now.slug


@pytest.mark.parametrize(
    "loc, ended",
    [("en", "ended the game"), ("ja", "ゲームを終了"), ("it", "ha terminato la partita")],
)
async def test_a_game_ended_before_issue_20_keeps_a_readable_log(legacy, loc, ended):
    """#hw-ended was ended with /game end by the old code, which left no pointer to
    it: its log is found by the channel's last ended game."""
    _, store, svc = legacy
    channel = CHANNELS["hw-ended"]
    assert await svc.store.load(channel) is None
    r = await svc.dispatch(make_ctx(GM, channel, locale=loc), "game", "log", {"limit": "50"})
    text = _texts(r)
    assert ended in text and "<@1006>" in text, text
    assert not RAW.search(text), RAW.search(text)
