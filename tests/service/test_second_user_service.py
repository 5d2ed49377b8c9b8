"""The second user's Diplomacy, shrunk, played through the service as a server's
own definition (issue 20, defs4): what players type and read."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.errors import BadInput
from tests.conftest import make_ctx
from tests.service.test_definitions import upload

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "user-examples" / "examples2"
SMALL_DIP = (EXAMPLES / "small-dip.toml").read_text(encoding="utf-8")  # written from the guide
GM, ANN, YUI, RU = 9, 1, 2, 3


async def _begun(svc):
    await svc.dispatch(upload(text=SMALL_DIP, name="small-dip.toml"), "game", "define", {})
    ctx = make_ctx(GM, 10, guild_id=1)
    await svc.dispatch(ctx, "game", "start", {"game": "small-dip", "language": "it"})
    for user, seat in ((ANN, "Inghilterra"), (YUI, "フランス"), (RU, "Russia")):
        await svc.dispatch(make_ctx(user, 10, guild_id=1), "game", "join", {"seat": seat})
    await svc.dispatch(ctx, "game", "begin", {})


async def test_the_gm_going_on_without_the_last_seat_says_no_empty_list(svc):
    await _begun(svc)
    await svc.dispatch(make_ctx(ANN, 10, guild_id=1), "turn", "done", {})
    await svc.dispatch(make_ctx(YUI, 10, guild_id=1), "turn", "done", {})
    r = await svc.dispatch(make_ctx(GM, 10, guild_id=1), "turn", "skip", {"seat": "Russia"})
    lines = r.messages[0].content.splitlines()
    assert lines[:2] == [
        "Il GM prosegue senza la Russia.",
        "Tutti hanno finito: prosegue il GM (/fase avanti).",
    ]


async def test_a_vote_is_cast_by_the_name_its_button_shows(svc):
    await _begun(svc)
    for user in (ANN, YUI, RU):
        await svc.dispatch(make_ctx(user, 10, guild_id=1), "turn", "done", {})
    await svc.dispatch(make_ctx(GM, 10, guild_id=1), "phase", "next", {})
    r = await svc.dispatch(
        make_ctx(ANN, 10, guild_id=1, locale="it"), "act", None, {"action": "Accetto"}
    )
    assert r.messages[0].content == (
        "L'Inghilterra vota «Accetto» (la patta). Devono ancora votare: la Francia e la Russia."
    )
    r = await svc.dispatch(
        make_ctx(YUI, 10, guild_id=1, locale="ja"), "act", None, {"action": "拒否"}
    )
    assert r.messages[0].content.startswith("La Francia vota «Rifiuto» (la patta).")


async def test_a_player_is_offered_the_moves_a_player_may_make(svc):
    """The GM's moves (going on without a seat, a counter only the GM changes) are
    neither listed nor completed for a player; the GM has them."""
    await _begun(svc)
    with pytest.raises(BadInput) as e:
        await svc.dispatch(make_ctx(ANN, 10, guild_id=1), "act", None, {"action": "Avanti"})
    # no Skip a seat, no Centres; Done by the name of this step's button
    assert e.value.params["actions"] == "Orders sent and Take back “done”"  # in ann's language
    r = await svc.dispatch(make_ctx(ANN, 10, guild_id=1), "act", None, {"action": "Ordini inviati"})
    assert r.messages[0].content.startswith("L'Inghilterra ha finito.")
    got = await svc.autocomplete(make_ctx(ANN, 10, guild_id=1), "act", None, "action", "")
    assert [c.value for c in got] == ["turn.done", "turn.undone", "vote"]  # vote: later
    got = await svc.autocomplete(make_ctx(GM, 10, guild_id=1), "act", None, "action", "")
    assert {"centres", "turn.skip"} <= {c.value for c in got}
