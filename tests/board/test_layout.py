"""Layouts as data: the model refuses what it cannot draw, and says where; a game
without a layout gets the default board."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from pydantic import ValidationError

from bot.board import LayoutError, Scene, default_layout, parse_layout, picture
from bot.board.layout import Track
from bot.board.plan import HILITE
from tests.board.samples import GAMES, layout

ROUND = {"kind": "track", "id": "rounds", "min": 1, "max": 5, "markers": [{"value": "round"}]}


def test_every_shipped_layout_loads():
    for game in GAMES:
        assert layout(game).elements


@pytest.mark.parametrize(
    ("data", "says"),
    [
        ({"elements": [{**ROUND, "stlye": "row"}]}, ["elements.0.stlye", "'style'"]),
        ({"seat": {}}, ["seat: unknown key", "'seats'"]),
        (
            {"elements": [{"kind": "boxes", "id": "b", "boxes": [{"id": "a", "name": "x"}]}]},
            ["elements.0.boxes.0.name: unknown key (did you mean 'names'?)"],
        ),
        ({"elements": [{**ROUND, "kind": "trak"}]}, ["elements.0", "trak"]),
        ({"elements": [{**ROUND, "min": 6}]}, ["min <= max"]),
        ({"elements": [{**ROUND, "cells": [{"id": "a"}]}]}, ["either min and max"]),
        (
            {
                "elements": [
                    {**ROUND, "style": "edge", "min": None, "max": None, "cells": [{"id": "a"}]}
                ]
            },
            ["numbered"],
        ),
        ({"elements": [ROUND, ROUND]}, ["'rounds' appears twice"]),
        ({"seats": {"Red": {"colour": "red"}}}, ["seats.Red.colour", "#rrggbb"]),
        ({"seats": {"Red": {"colour": "#FF0000", "shape": "star"}}}, ["seats.Red.shape"]),
        (
            {"elements": [{**ROUND, "markers": [{"value": "round", "seat": "Blue"}]}]},
            ["marker seat 'Blue' has no style"],
        ),
        ({"elements": [{**ROUND, "title": {"ja": "ラウンド"}}]}, ["'en' entry"]),
    ],
)
def test_a_bad_layout_is_refused_naming_the_key(data, says):
    with pytest.raises(LayoutError) as err:
        parse_layout(data, "knowledge/layouts/x.toml")
    text = str(err.value)
    assert text.startswith("knowledge/layouts/x.toml:")
    assert "at least 1 item" not in text  # no echo of the bad item in its list
    for part in says:
        assert part in text


def test_a_layout_is_frozen():
    lay = parse_layout({"elements": [ROUND]})
    with pytest.raises(ValidationError):
        lay.elements[0].id = "other"  # type: ignore[misc]


def test_a_game_without_a_layout_gets_the_round_track_and_a_row_per_seat():
    lay = default_layout(["North", "East", "South"], rounds=6, counters=["score"], tokens=["first"])
    scene = Scene(
        title="Toy game",
        lines=("Round 4 of 6", "Bidding"),
        seats=("North", "East", "South"),
        up=("East",),
        values={"round": 4},
        counters={"score": {"North": 12, "East": 7, "South": 9}},
        tokens={"first": "South"},
        names={
            "seat:North": "North",
            "seat:East": "East",
            "seat:South": "South",
            "element:rounds": "Round",
            "element:seats": "Players",
            "counter:score": "Score",
            "token:first": "First player",
            "word:up": "Up",
        },
    )
    pic = picture(lay, scene)
    assert pic.plan.unnamed == []
    img = Image.open(io.BytesIO(pic.png)).convert("RGB")
    track = next(e for e in lay.elements if isinstance(e, Track))
    assert (track.min, track.max) == (1, 6)
    rounds = pic.plan.regions["rounds:4"]
    marker = pic.plan.tokens["rounds:round"]
    assert rounds[0] <= marker.centre[0] <= rounds[2]
    colours = {lay.style(s, scene.seats)[0] for s in scene.seats}
    assert len(colours) == 3
    east = pic.plan.regions["seats:East"]
    north = pic.plan.regions["seats:North"]
    hilite = tuple(int(HILITE[i : i + 2], 16) for i in (1, 3, 5))
    assert img.getpixel((east[0] + 60, east[1] + 4)) == hilite
    assert img.getpixel((north[0] + 60, north[1] + 4)) != hilite


def test_a_game_with_no_known_round_count_has_no_round_track():
    lay = default_layout(["A", "B"])
    assert not any(isinstance(e, Track) for e in lay.elements)


def test_unnamed_lists_what_the_scene_leaves_as_an_id():
    lay = default_layout(["North"], rounds=3)
    scene = Scene(title="Toy", seats=("North",), values={"round": 1})
    assert set(picture(lay, scene).plan.unnamed) >= {"seat:North", "element:rounds"}


def test_a_long_numbered_track_with_negative_numbers_wraps_and_its_marker_fits_its_cell():
    lay = parse_layout(
        {
            "elements": [
                {
                    "kind": "track",
                    "id": "vp",
                    "title": "Victory points",
                    "min": -20,
                    "max": 20,
                    "per_row": 21,
                    "markers": [{"value": "vp", "colour": "#333333", "mark": "V"}],
                }
            ]
        }
    )
    scene = Scene(
        title="Cold War",
        seats=("USA", "USSR"),
        values={"vp": -7},
        names={"seat:USA": "USA", "seat:USSR": "USSR"},
    )
    pic = picture(lay, scene)
    cell = pic.plan.regions["vp:-7"]
    token = pic.plan.tokens["vp:vp"]
    assert cell[0] <= token.centre[0] - token.d // 2 and token.centre[0] + token.d // 2 <= cell[2]
    assert pic.plan.regions["vp:1"][1] > pic.plan.regions["vp:0"][1]  # the second row starts at 1
    assert pic.plan.unnamed == []


def test_a_scene_naming_a_seat_not_in_play_is_refused():
    with pytest.raises(ValidationError, match="not seats in play: Purple"):
        Scene(title="Lancaster", seats=("Red", "Blue"), up=("Purple",))
    with pytest.raises(ValidationError, match="not seats in play: Green"):
        Scene(title="Lancaster", seats=("Red",), counters={"nobles": {"Green": 1}})
