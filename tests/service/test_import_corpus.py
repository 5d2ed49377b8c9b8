"""Hostile imports: every file that would break a game is refused before anything is
saved, with a clear error, and the channel's game is left exactly as it was. Real
game definitions (knowledge/), a real SQLite file."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.engine.errors import BadInput, HeraldError
from bot.i18n import error_text
from bot.service.core import Service
from bot.service.knowledge import Knowledge
from tests.conftest import T0, make_ctx

ROOT = Path(__file__).resolve().parents[2]
GM, OTHER = 101, 202
LONG = "F" * 90

Doc = dict[str, Any]


@pytest.fixture
async def svc(store):
    yield Service(store, Knowledge.load(ROOT / "knowledge"), rng=random.Random(3), clock=lambda: T0)


async def exported(svc: Service) -> Doc:
    await svc.dispatch(make_ctx(GM, 10), "game", "start", {"game": "pendragon"})
    await svc.dispatch(
        make_ctx(GM, 10), "card", "reveal", {"order": "Dux,Saxons,Scotti,Civitates", "number": 1}
    )
    await svc.dispatch(make_ctx(GM, 10), "track", None, {"track": "dux_resources", "delta": 2})
    r = await svc.dispatch(make_ctx(GM, 10), "game", "export", {})
    return json.loads(r.messages[0].files[0].content)


def st(fn: Callable[[Doc], None]) -> Callable[[Doc], None]:
    return fn


def _set(path: str, value: Any) -> Callable[[Doc], None]:
    def f(doc: Doc) -> None:
        node = doc
        keys = path.split(".")
        for k in keys[:-1]:
            node = node[k]
        node[keys[-1]] = value

    return f


def _long_faction(doc: Doc) -> None:
    s = doc["state"]["state"]
    s["factions"][0] = LONG
    s["cylinders"][LONG] = s["cylinders"].pop("Dux")
    s["current"]["order"][0] = LONG


CASES: dict[str, Callable[[Doc], None] | bytes] = {
    # the cases of issue 10
    "status bogus": _set("state.status", "bogus"),
    "status ended": _set("state.status", "ended"),
    "90-character faction": _long_faction,
    "holder is a role mention": _set("state.seats", [["Dux", "<@&1>"]]),
    "undo with a foreign state": _set(
        "state.undo", [{"state": {"foo": 1}, "actor": GM, "kind": "TrackChanged"}]
    ),
    # and more
    "not JSON": b"{nope",
    "not UTF-8": b"\xff\xfe{}",
    "deep nesting": b"[" * 200_000,
    "wrong schema": _set("herald_export", 2),
    "unknown game": _set("state.game", "chess"),
    "family mismatch": _set("state.family", "turns"),
    "state of the wrong shape": _set("state.state", "x"),
    "active without a state": _set("state.state", None),
    "unknown seat": _set("state.seats", [["Romans", GM]]),
    "a seat twice": _set("state.seats", [["Dux", GM], ["Dux", OTHER]]),
    "holder not an id": _set("state.seats", [["Dux", True]]),
    "holder out of range": _set("state.seats", [["Dux", 2**70]]),
    "gm a string": _set("state.gm", ["101"]),
    "gm not a list": _set("state.gm", 101),
    "unknown bot seat": _set("state.bots", ["Romans"]),
    "options not a table": _set("state.options", []),
    "undo not a list": _set("state.undo", {}),
    "undo entry without actor": _set("state.undo", [{"state": {}, "kind": "x"}]),
    "unknown faction in the state": _set(
        "state.state.factions", ["Dux", "Saxons", "Scotti", "Huns"]
    ),
    "missing key": lambda d: d["state"].pop("undo"),
    "undo history that does not lead to the state": lambda d: d["state"]["undo"]["actions"].clear(),
    "undo action of a stranger": lambda d: d["state"]["undo"]["actions"][0].update(user="x"),
}


def payload(base: Doc, case: Callable[[Doc], None] | bytes) -> bytes:
    if isinstance(case, bytes):
        return case
    doc = copy.deepcopy(base)
    case(doc)
    return json.dumps(doc).encode()


@pytest.mark.parametrize("name", list(CASES))
async def test_a_hostile_import_is_refused_and_changes_nothing(svc, name):
    base = await exported(svc)
    before = svc.store.sync.load(10)
    events = len(svc.store.sync.events(before.game_id, None))
    raw = payload(base, CASES[name])
    for channel in (10, 11):  # over the live game, and into an empty channel
        ctx = make_ctx(GM, channel, attachments=[("x.json", raw)])
        with pytest.raises(HeraldError) as e:
            await svc.dispatch(ctx, "game", "import", {})
        assert isinstance(e.value, BadInput)
        assert e.value.key in ("error.import_invalid", "error.import_too_big"), e.value.key
        text = error_text(e.value, "en")
        assert "not a valid Herald export" in text or "too large" in text
    after = svc.store.sync.load(10)
    assert (after.version, after.game) == (before.version, before.game)
    assert len(svc.store.sync.events(before.game_id, None)) == events
    assert svc.store.sync.load(11) is None
    # and the game still plays: a move goes on from where it was
    r = await svc.dispatch(make_ctx(GM, 10), "track", None, {"track": "dux_resources", "delta": 1})
    assert "Dux Resources: 2 → 3." in r.messages[0].content
    moved = svc.store.sync.load(10)
    assert moved.version == before.version + 1
    assert moved.game["state"]["tracks"]["dux_resources"] == 3


async def test_a_clean_import_round_trips_and_the_importer_stays_gm(svc):
    base = await exported(svc)
    doc = copy.deepcopy(base)
    doc["state"]["gm"] = [OTHER]  # the file names someone else as GM
    raw = json.dumps(doc).encode()
    await svc.dispatch(
        make_ctx(GM, 10, attachments=[("x.json", raw)]), "game", "import", {"confirm": True}
    )
    live = svc.store.sync.load(10)
    assert GM in live.game["gm"] and OTHER in live.game["gm"]
    assert live.game["state"]["tracks"]["dux_resources"] == 2
    # the importing GM can still end the game
    r = await svc.dispatch(make_ctx(GM, 10), "game", "end", {"confirm": 1})
    assert svc.store.sync.load(10) is None and r.messages
    # into a fresh channel: the importer becomes GM there too
    await svc.dispatch(make_ctx(OTHER, 12, attachments=[("x.json", raw)]), "game", "import", {})
    assert OTHER in svc.store.sync.load(12).game["gm"]
