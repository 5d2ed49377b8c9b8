"""GM leftovers of play-test 20 (fix20c): seats the GM holds after play begins, a GM
who left the server and came back, /turn seating's refusal, the track's refusal.
Through the Service on a real SQLite file."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.i18n import error_text
from tests.conftest import make_ctx

GM, DUX, STRANGER = 1, 2, 9


async def test_after_begin_a_faction_the_gm_holds_is_the_gms_to_give(svc):
    """L3: in a COIN game (fixed seats: the GM holds the factions nobody took) a
    stranger could take a faction the GM held after play began, and then undo its
    moves; the GM gives it with /game seat, as every other game's seats."""
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "pendragon"})
    await svc.dispatch(make_ctx(DUX), "game", "join", {"seat": "Dux"})
    before = await svc.autocomplete(make_ctx(STRANGER), "game", "join", "seat", "")
    assert "Saxons" in [c.value for c in before]
    await svc.dispatch(make_ctx(GM), "game", "begin", {})
    assert await svc.autocomplete(make_ctx(STRANGER), "game", "join", "seat", "") == []
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(STRANGER), "game", "join", {"seat": "Saxons"})
    text = error_text(e.value, "en")
    assert text.startswith("The game has begun: a seat is now the GM's to give"), text
    assert f"<@{GM}>" in text
    r = await svc.dispatch(make_ctx(GM), "game", "seat", {"seat": "Saxons", "user": str(STRANGER)})
    assert f"<@{STRANGER}>" in r.messages[0].content and "Saxons" in r.messages[0].content
