"""Layouts as data: the ``[layout]`` of a definition is refused, with its key's path,
when it cannot be drawn or names what the game does not have; a definition without
one gets its family's default board."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from pydantic import ValidationError

from bot.board import Scene, picture
from bot.board.plan import HILITE
from bot.engine.games.definition import DefinitionError, parse
from bot.engine.games.layout import Layout, Track
from tests.board.samples import GAMES, layout

ROUND = {"kind": "track", "id": "rounds", "min": 1, "max": 5, "markers": [{"value": "round"}]}


def toy(lay: dict | None = None, **extra) -> dict:
    """A small turn-based definition (two seats, five rounds, one step each of a
    simultaneous phase), with ``lay`` as its [layout]."""
    data = {
        "slug": "toy",
        "family": "turns",
        "seats": {"names": ["Red", "Blue"]},
        "rounds": {"count": 5},
        "counters": {"coins": {"setup": 3}},
        "phases": [{"id": "work", "name": "Work", "structure": "simultaneous"}],
        **extra,
    }
    if lay is not None:
        data["layout"] = lay
    return data


def test_every_shipped_layout_loads():
    for game in GAMES:
        assert layout(game).elements


@pytest.mark.parametrize(
    ("data", "says"),
    [
        ({"elements": [{**ROUND, "stlye": "row"}]}, ["layout.elements[0].stlye", "'style'"]),
        ({"seat": {}}, ["layout.seat: unknown key", "'seats'"]),
        (
            {"elements": [{"kind": "boxes", "id": "b", "boxes": [{"id": "a", "name": "x"}]}]},
            ["layout.elements[0].boxes[0].name: unknown key (did you mean 'names'?)"],
        ),
        ({"elements": [{**ROUND, "kind": "trak"}]}, ["layout.elements[0]", "trak"]),
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
        ({"seats": {"Red": {"colour": "red"}}}, ["layout.seats.Red.colour", "#rrggbb"]),
        ({"seats": {"Red": {"colour": "#FF0000", "shape": "star"}}}, ["layout.seats.Red.shape"]),
        (
            {"elements": [{**ROUND, "markers": [{"value": "round", "seat": "Blue"}]}]},
            ["marker seat 'Blue' has no style"],
        ),
        ({"elements": [{**ROUND, "title": {"ja": "ラウンド"}}]}, ["'en' entry"]),
        # what the game does not have: a seat, a section of its view, a number, a place
        ({"seats": {"Green": {"colour": "#00FF00"}}}, ["layout.seats.Green: is not a seat"]),
        (
            {"elements": [{"kind": "boxes", "id": "b", "boxes": [{"id": "x", "source": "dnoe"}]}]},
            ["layout.elements[0].boxes[0].source: 'dnoe' is not a section", "'done'"],
        ),
        (
            {"elements": [{**ROUND, "markers": [{"value": "rnd"}]}]},
            ["layout.elements[0]: 'rnd' is not a number", "'round'"],
        ),
        (
            {"elements": [{"kind": "spaces", "id": "s", "spaces": [{"id": "A"}]}]},
            ["layout.elements[0]: 'A' is not a place"],
        ),
        (
            {
                "elements": [
                    {"kind": "counters", "id": "c", "columns": [{"id": "x", "source": "coin"}]}
                ]
            },
            ["layout.elements[0].columns[0].source", "known: bots, counter:coins, done, "],
        ),
    ],
)
def test_a_bad_layout_is_refused_naming_the_key(data, says):
    with pytest.raises(DefinitionError) as err:
        parse(toy(data), "toy.toml")
    text = "\n".join(err.value.lines())
    assert text.startswith("toy.toml: layout")
    assert "at least 1 item" not in text  # no echo of the bad item in its list
    for part in says:
        assert part in text


def test_a_layout_naming_what_the_game_has_is_accepted():
    lay = {
        "seats": {"Red": {"colour": "#D62828"}},
        "elements": [
            ROUND | {"markers": [{"value": "round"}]},
            {"kind": "boxes", "id": "b", "boxes": [{"id": "p", "source": "playing"}]},
            {
                "kind": "counters",
                "id": "c",
                "columns": [{"id": "coins", "source": "counter:coins"}],
            },
        ],
    }
    d = parse(toy(lay), "toy.toml")
    assert d.board() is d.layout and d.layout.seats["Red"].colour == "#D62828"


def test_a_layout_is_frozen():
    lay = Layout.model_validate({"elements": [ROUND]})
    with pytest.raises(ValidationError):
        lay.elements[0].id = "other"  # type: ignore[misc]


def test_a_game_without_a_layout_gets_the_round_track_and_a_row_per_seat():
    lay = parse(toy(), "toy.toml").board()
    assert [c.id for e in lay.elements if e.kind == "counters" for c in e.columns] == ["coins"]
    scene = Scene(
        title="Toy game",
        lines=("Round 4 of 5", "Working"),
        seats=("Red", "Blue"),
        up=("Blue",),
        values={"round": 4},
        counters={"coins": {"Red": 12, "Blue": 7}},
        names={
            "seat:Red": "Red",
            "seat:Blue": "Blue",
            "track:round": "Round",
            "counter:coins": "Coins",
            "word:up": "Up",
        },
    )
    pic = picture(lay, scene)
    assert pic.plan.unnamed == []
    img = Image.open(io.BytesIO(pic.png)).convert("RGB")
    track = next(e for e in lay.elements if isinstance(e, Track))
    assert (track.min, track.max) == (1, 5)
    rounds = pic.plan.regions["round:4"]
    marker = pic.plan.tokens["round:round"]
    assert rounds[0] <= marker.centre[0] <= rounds[2]
    assert len({lay.style(s, scene.seats)[0] for s in scene.seats}) == 2
    blue = pic.plan.regions["seats:Blue"]
    red = pic.plan.regions["seats:Red"]
    hilite = tuple(int(HILITE[i : i + 2], 16) for i in (1, 3, 5))
    assert img.getpixel((blue[0] + 60, blue[1] + 4)) == hilite
    assert img.getpixel((red[0] + 60, red[1] + 4)) != hilite


def test_a_game_with_no_known_round_count_has_no_round_track():
    open_ended = toy(rounds={"count": 0}, eras={}, options={"eras": {"default": 2}})
    open_ended["phases"][0]["era_end"] = True
    lay = parse(open_ended, "toy.toml").board()
    assert not any(isinstance(e, Track) for e in lay.elements)


def test_a_year_game_s_track_reads_its_year():
    lay = parse(toy(rounds={"count": 6, "name": "year"}), "toy.toml").board()
    track = next(e for e in lay.elements if isinstance(e, Track))
    assert [m.value for m in track.markers] == ["year"]


def test_unnamed_lists_what_the_scene_leaves_as_an_id():
    lay = parse(toy(), "toy.toml").board()
    scene = Scene(title="Toy", seats=("Red",), values={"round": 1})
    assert set(picture(lay, scene).plan.unnamed) >= {"seat:Red", "element:round"}


def test_a_long_numbered_track_with_negative_numbers_wraps_and_its_marker_fits_its_cell():
    lay = Layout.model_validate(
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
