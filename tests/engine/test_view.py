"""A game's view is data a board can be drawn from (issue 24): JSON of ids and numbers,
with the markers, counters, places and cards a drawing places."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.engine.games import FAMILIES
from bot.engine.games.base import Actor, Table
from bot.engine.games.definition import parse

GAMES = Path(__file__).resolve().parents[2] / "knowledge" / "games"


def started(slug: str):
    d = parse((GAMES / f"{slug}.toml").read_text(encoding="utf-8"))
    seats = list(d.seats.names)[:3] if not d.seats.fixed else list(d.seats.names)
    table = Table(seats=tuple((s, i + 1) for i, s in enumerate(seats)))
    family = FAMILIES[d.family]
    state = family.setup(d, table, {"rules": 3})
    return d, family, state, table


@pytest.mark.parametrize("slug", ["lancaster", "europa-universalis", "hadrians-wall", "pendragon"])
def test_a_view_is_json_of_ids_and_numbers(slug):
    d, family, state, table = started(slug)
    if slug == "lancaster":
        state = family.apply(
            d, state, table, {"type": "turn.place", "where": "I"}, Actor(1, ("Red",))
        ).state
    if slug == "pendragon":
        gm = Actor(99, (), True)
        for n in (1, 2):
            order = "Dux Civitates Saxons Scotti"
            state = family.apply(
                d, state, table, {"type": "coin.reveal", "order": order, "number": n}, gm
            ).state
    view = family.view(d, state, table).to_json()
    text = json.dumps(view, ensure_ascii=False)
    kinds = {s["kind"] for s in view["sections"]}
    assert "up" in kinds or "cylinders" in kinds
    # ids, never a name the renderer would give them
    for seat in table.names:
        assert seat in text
    assert "Knight placement" not in text and "Dominio romano" not in text
    if slug == "lancaster":
        (pairs,) = [s for s in view["sections"] if s["kind"] == "pairs"]
        assert pairs["items"] == [{"seat": "Red", "place": "I"}]
    if slug == "pendragon":
        (tracks,) = [s for s in view["sections"] if s["kind"] == "tracks"]
        assert {"track": "imperium", "value": "roman_rule"} in tracks["items"]
        (card,) = [s for s in view["sections"] if s["kind"] == "card"][:1]
        assert card["items"][0]["number"] == 1
