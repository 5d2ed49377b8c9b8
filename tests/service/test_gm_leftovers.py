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


@pytest.mark.parametrize(
    "locale,text",
    [
        (
            "en",
            "Play has begun: the seating order and the first player are chosen before it"
            " begins and can no longer be changed.",
        ),
        (
            "it",
            "La partita è iniziata: l'ordine dei posti e il primo giocatore si scelgono"
            " prima dell'inizio e ora non si possono più cambiare.",
        ),
        (
            "ja",
            "プレイはすでに始まっています。席順と最初のプレイヤーはプレイ開始前に決めるもので、"
            "今からは変更できません。",
        ),
    ],
)
async def test_seating_after_begin_is_refused_in_its_own_words(svc, locale, text):
    """L5: /turn seating after play began was refused with a join's text ("ask the GM
    for a seat"), said to the GM."""
    await svc.dispatch(make_ctx(GM), "game", "start", {"game": "lancaster"})
    await svc.dispatch(make_ctx(DUX), "game", "join", {"seat": "Red"})
    await svc.dispatch(make_ctx(STRANGER), "game", "join", {"seat": "Blue"})
    await svc.dispatch(make_ctx(GM), "game", "begin", {})
    with pytest.raises(IllegalAction) as e:
        await svc.dispatch(make_ctx(GM), "turn", "seating", {"order": "Blue, Red"})
    assert error_text(e.value, locale) == text
