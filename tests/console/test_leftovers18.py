"""Leftovers engineers noticed in session 17, as players meet them in the console."""

from __future__ import annotations

import io
import random

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from tests.conftest import T0


@pytest.fixture
def con(store, knowledge):
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


async def run(con, script: str) -> list[dict]:
    out = []
    for line in script.strip().splitlines():
        out.extend(await con.handle(line.strip()))
    return out


LANCASTER = """
gm: /game start game:lancaster
alice: /game join seat:Red
bob: /game join seat:Blue
!lang bob it
gm: /game begin
"""


async def test_act_without_an_action_asks_which_move_naming_them(con):
    """``/act number:1`` with no ``action:`` answered "“” is not a move": it now asks
    which move, with an example and the moves open, in the player's language."""
    await run(con, LANCASTER)
    out = await run(con, "alice: /act number:1")
    assert out[-1]["content"] == (
        "❌ Which move? Name it, for example /act action:Place a piece. Moves: Place a"
        " piece, Knights held and Look up a scoring table."
    )
    out = await run(con, "bob: /act number:1")
    assert out[-1]["content"].startswith(
        "❌ Quale mossa? Indicala, per esempio /azione azione:Piazzare un pezzo. Mosse:"
    )
