"""The board picture: every shipped game in every language, read back from its pixels.

Each marker's place comes from the plan (the renderer's own record of where it drew
what); the tests check that place against the scene (the seat is in the box, the
track value's cell, the space the scene says) and then read the picture's colour
there. References (tests/board/reference, half size, 16 grey levels) catch what the
checks do not name; ``python3 -m tests.board.references`` writes them again after an
intended change.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.board import MAX_BYTES, Scene, picture, render, unnamed
from bot.board.plan import EDGE_BAND, EDGE_ROOM, HILITE, INK, Plan, Token
from bot.engine.games.layout import Boxes, Cards, Counters, Layout, Spaces, Track, Values
from tests.board import references
from tests.board.samples import GAMES, LOCALES, definition, layout, scene

CASES = [(g, loc) for g in GAMES for loc in LOCALES]


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _inside(point: tuple[int, int], box: tuple[int, int, int, int]) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


def _image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _token_at(plan: Plan, img: Image.Image, key: str, colour: str, region: str) -> Token:
    """The marker ``key`` stands in ``region`` and its fill there is ``colour``."""
    token = plan.tokens[key]
    assert _inside(token.centre, plan.regions[region]), f"{key} is not in {region}"
    assert img.getpixel(token.probe) == _rgb(colour), f"{key}: wrong colour at {token.probe}"
    return token


def _check(lay: Layout, sc: Scene, plan: Plan, img: Image.Image) -> int:
    """Every seat marker, up marker, track value and counter of the scene at its place;
    the number of things checked."""
    checked = 0
    for e in lay.elements:
        if isinstance(e, Boxes):
            for seat, box in sc.boxes[e.id].items():
                token = _token_at(
                    plan, img, f"{e.id}:{seat}", lay.style(seat, sc.seats)[0], f"{e.id}:{box}"
                )
                ring = img.getpixel(token.up_probe)
                assert (ring == _rgb(INK)) == (seat in sc.up), f"{seat}'s up ring"
                checked += 1
        elif isinstance(e, Track):
            for m in e.markers:
                value = sc.values[m.value]
                colour = m.colour or lay.style(m.seat, sc.seats)[0] if m.seat else m.colour
                _token_at(plan, img, f"{e.id}:{m.value}", colour or "", f"{e.id}:{value}")
                checked += 1
        elif isinstance(e, Spaces):
            for space, pieces in sc.spaces.items():
                for i, piece in enumerate(pieces):
                    colour = lay.style(piece.seat, sc.seats)[0]
                    _token_at(plan, img, f"{e.id}:{space}:{i}", colour, f"{e.id}:{space}")
                    checked += 1
        elif isinstance(e, Counters):
            for seat in sc.seats:
                box = plan.regions[f"{e.id}:{seat}"]
                lit = img.getpixel((box[0] + 60, box[1] + 4)) == _rgb(HILITE)
                assert lit == (seat in sc.up), f"{seat}'s row"
                _token_at(
                    plan, img, f"{e.id}:{seat}", lay.style(seat, sc.seats)[0], f"{e.id}:{seat}"
                )
                for c in e.columns:
                    if c.token:
                        shown = (c.mark or "★") if sc.tokens.get(c.id) == seat else None
                    else:
                        n = sc.counters.get(c.id, {}).get(seat)
                        shown = (
                            (c.mark if n else None) if c.mark else ("–" if n is None else str(n))
                        )
                    if shown:
                        assert _label_in(plan, shown, box), f"{c.id} of {seat}"
                        checked += 1
        elif isinstance(e, Cards):
            for slot, card in sc.cards.items():
                for j, seat in enumerate(card.order if card else ()):
                    _token_at(
                        plan,
                        img,
                        f"{e.id}:{slot}:{j}",
                        lay.style(seat, sc.seats)[0],
                        f"{e.id}:{slot}",
                    )
                    checked += 1
                if card and card.number is not None:
                    assert _label_in(plan, f"#{card.number}", plan.regions[f"{e.id}:{slot}"])
        elif isinstance(e, Values):
            for m in e.values:
                value = sc.values[m.value]
                shown = str(value) if isinstance(value, int) else sc.names[f"value:{value}"]
                assert _label_in(plan, shown, plan.regions[f"{e.id}:{m.value}"]), m.value
                checked += 1
    for seat in sc.up:
        _token_at(plan, img, f"up:{seat}", lay.style(seat, sc.seats)[0], "up")
    return checked


def _label_in(plan: Plan, text: str, box: tuple[int, int, int, int]) -> bool:
    from bot.board.plan import Label

    return any(
        isinstance(item, Label) and text in item.lines and _inside(item.xy, box)
        for item in plan.items
    )


@pytest.mark.parametrize(("game", "loc"), CASES)
def test_every_marker_value_and_up_seat_is_where_the_layout_puts_it(game, loc):
    lay, sc = layout(game), scene(game, loc)
    pic = picture(lay, sc)
    img = _image(pic.png)
    assert img.width == 800
    assert len(pic.png) < MAX_BYTES
    assert _check(lay, sc, pic.plan, img) >= 4
    assert unnamed(lay, sc) == []


@pytest.mark.parametrize(("game", "loc"), CASES)
def test_the_picture_matches_its_reference(game, loc):
    png = render(layout(game), scene(game, loc))
    assert references.differs(png, references.load(game, loc)) == ""


def test_the_reference_comparison_sees_one_marker_moved():
    lay, sc = layout("pendragon"), scene("pendragon", "en")
    moved = sc.model_copy(
        update={"boxes": {"cylinders": {**sc.boxes["cylinders"], "Civitates": "passed"}}}
    )
    assert references.differs(render(lay, moved), references.load("pendragon", "en"))
    other = sc.model_copy(update={"values": {**sc.values, "saxon_renown": 14}})
    assert references.differs(render(lay, other), references.load("pendragon", "en"))


def test_a_moved_marker_is_found_in_its_new_box_and_not_in_the_old():
    lay, sc = layout("pendragon"), scene("pendragon", "en")
    moved = sc.model_copy(
        update={"boxes": {"cylinders": {**sc.boxes["cylinders"], "Scotti": "ineligible"}}}
    )
    pic = picture(lay, moved)
    img = _image(pic.png)
    _check(lay, moved, pic.plan, img)
    old = pic.plan.regions["cylinders:eligible"]
    assert not _inside(pic.plan.tokens["cylinders:Scotti"].centre, old)


def test_a_value_beyond_a_track_stands_at_its_end_and_its_tile_says_the_number():
    lay, sc = layout("pendragon"), scene("pendragon", "it")
    over = sc.model_copy(update={"values": {**sc.values, "briton_resources": 130}})
    pic = picture(lay, over)
    assert _inside(pic.plan.tokens["edge:briton_resources"].centre, pic.plan.regions["edge:99"])
    assert _label_in(pic.plan, "130", pic.plan.regions["numbers:briton_resources"])


def test_the_edge_track_runs_clockwise_from_the_top_left_corner():
    pic = picture(layout("pendragon"), scene("pendragon", "en"))
    r = pic.plan.regions
    width, height = pic.plan.width, pic.plan.height
    assert r["edge:0"][:2] == (0, 0)
    assert r["edge:1"][0] > r["edge:0"][0]  # along the top
    right = [n for n in range(100) if r[f"edge:{n}"][2] == width and r[f"edge:{n}"][1] > 0]
    bottom = [n for n in range(100) if r[f"edge:{n}"][3] == height]
    left = [n for n in range(100) if r[f"edge:{n}"][0] == 0 and r[f"edge:{n}"][1] > 0]
    assert min(right) < min(bottom) < min(left)
    assert r[f"edge:{min(left)}"][1] > r["edge:99"][1]  # up the left side to 99


def test_japanese_and_italian_names_are_drawn_in_the_reader_s_language():
    ja = picture(layout("lancaster"), scene("lancaster", "ja")).plan
    it = picture(layout("lancaster"), scene("lancaster", "it")).plan
    assert _label_in(ja, "州I（サリー）", ja.regions["board:I"])
    assert _label_in(ja, "城", ja.regions["board:castle"])
    assert _label_in(it, "Castello", it.regions["board:castle"])
    assert ja.tokens["players:Red"].mark == "赤" and it.tokens["players:Yellow"].mark == "G"


def test_every_seat_of_a_shipped_game_has_a_look_of_its_own():
    for game in GAMES:
        lay = layout(game)
        seats = definition(game)["seats"]["names"]
        assert set(lay.seats) == set(seats), game
        for loc in LOCALES:
            looks = {
                (lay.style(s)[0], lay.style(s)[1], (lay.seats[s].mark or {}).get(loc))
                for s in seats
            }
            assert len(looks) == len(seats), (game, loc)
        assert len({lay.style(s)[0] for s in seats}) == len(seats), (
            f"{game}: two seats share a colour"
        )


def test_the_shipped_layouts_name_only_what_their_definitions_have():
    pd = definition("pendragon")
    tracks = {t["id"]: t for t in pd["coin"]["tracks"]}
    for e in layout("pendragon").elements:
        for m in e.markers if isinstance(e, Track) else e.values if isinstance(e, Values) else ():
            assert m.value in tracks
        if isinstance(e, Track) and e.cells:
            assert [c.id for c in e.cells] == tracks[e.id]["values"]
    places = definition("lancaster")["phases"][0]["steps"][0]["places"]
    spaces = next(e for e in layout("lancaster").elements if isinstance(e, Spaces))
    assert [s.id for s in spaces.spaces] == places


def test_markers_on_one_edge_box_stack_beside_it_and_stay_on_the_board():
    lay, sc = layout("pendragon"), scene("pendragon", "en")
    edge = next(e for e in lay.elements if isinstance(e, Track) and e.style == "edge")
    numbers = [m.value for m in edge.markers]
    start = sc.model_copy(update={"values": {**sc.values, **dict.fromkeys(numbers, 0)}})
    pic = picture(lay, start)
    img = _image(pic.png)
    near = pic.plan.regions["edge:2"][2]
    centres = set()
    for value in numbers:
        token = pic.plan.tokens[f"edge:{value}"]
        x, y = token.centre
        assert (
            token.d // 2 <= x <= near and token.d // 2 <= y <= EDGE_BAND + EDGE_ROOM - token.d // 2
        )
        centres.add(token.centre)
    assert len(centres) == len(numbers)  # none hidden under another
    last = pic.plan.tokens[f"edge:{numbers[-1]}"]  # drawn last: its fill is on top
    assert img.getpixel(last.probe) == _rgb(lay.style(edge.markers[-1].seat or "")[0])


def test_a_picture_over_the_size_bound_is_sent_in_fewer_colours():
    from bot.board.draw import image, png

    img = image(picture(layout("pendragon"), scene("pendragon", "ja")).plan)
    full = png(img)
    small = png(img, limit=len(full) // 2)
    assert len(small) < len(full) // 2
    assert Image.open(io.BytesIO(small)).size == img.size
