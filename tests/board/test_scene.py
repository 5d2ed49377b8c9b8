"""One mapping from any game's view to its picture (bot/service/board.py): each shipped
game at a position played in the console, read back from the scene the service builds
(what is in which box, space, row and slot, and how it is named in each language),
and the three games Herald does not ship, from their definition files alone."""

from __future__ import annotations

import asyncio
import io
import random
import shutil
from pathlib import Path

import pytest

from bot.board import picture, unnamed
from bot.engine.games.layout import Boxes, Cards, Counters, Spaces
from bot.i18n import t
from tests.board.samples import GAMES, LOCALES, _played, game_definition, layout, play, scene

DATA = Path(__file__).resolve().parents[1] / "data" / "games"


@pytest.mark.parametrize(("game", "loc"), [(g, loc) for g in GAMES for loc in LOCALES])
def test_every_element_of_a_shipped_game_is_filled_and_named(game, loc):
    lay, sc = layout(game), scene(game, loc)
    assert unnamed(lay, sc) == []
    for e in lay.elements:
        if isinstance(e, Boxes):
            assert sc.boxes[e.id], e.id
        elif isinstance(e, Spaces):
            assert any(sc.spaces.get(s.id) for s in e.spaces), e.id
        elif isinstance(e, Counters):
            assert all(c.id in sc.counters or c.id in sc.tokens for c in e.columns), e.id
        elif isinstance(e, Cards):
            assert all(sc.cards[s.id] is not None for s in e.slots), e.id
    assert not any("<@" in line or "**" in line for line in sc.lines)  # no people, no Markdown


def test_pendragon_cylinders_cards_and_tracks_come_from_its_view():
    sc = scene("pendragon", "en")
    assert sc.boxes["cylinders"] == {
        "Dux": "first",
        "Civitates": "eligible",
        "Saxons": "passed",
        "Scotti": "eligible",
    }
    assert sc.up == ("Scotti",)
    cur = sc.cards["current"]
    assert cur is not None and (cur.number, cur.title) == (12, "Saxon Shore")
    assert cur.order == ("Dux", "Saxons", "Scotti", "Civitates")
    assert sc.values["dux_prestige"] == 23 and sc.values["saxon_renown"] == 13  # passing paid 1
    assert sc.values["imperium"] == "roman_rule"
    ja = scene("pendragon", "ja")
    assert ja.names["box:first"] == t("coin.cylinder.first", "ja")
    assert ja.names["card:current"] == t("coin.dash.current", "ja")
    # the dashboard's line names Scotti's player: the picture says the step instead
    assert any("Scotti" in line and "2" in line for line in sc.lines)


def test_lancaster_shows_each_county_s_knight_with_its_strength_and_a_pushed_out_one_is_gone():
    sc = scene("lancaster", "en")
    pieces = {place: [(p.seat, p.label) for p in ps] for place, ps in sc.spaces.items()}
    # Red placed in A with 2, Blue pushed it out with 3; castle and conflicts hold no strength
    assert pieces == {
        "A": [("Blue", "3")],
        "castle": [("Yellow", "")],
        "I": [("Green", "2")],
        "D": [("Red", "3")],
        "conflict": [("Blue", "")],
        "B": [("Yellow", "1")],
    }
    assert sc.counters["knights"] == {"Red": 1, "Blue": 0, "Yellow": 0, "Green": 1}
    assert sc.counters["vote_markers"] == dict.fromkeys(("Red", "Blue", "Yellow", "Green"), 1)
    assert sc.tokens["start_player"] == "Red"
    ja, it = scene("lancaster", "ja"), scene("lancaster", "it")
    assert ja.names["space:I"] == "州I（サリー）" and it.names["space:castle"] == "Castello"
    assert it.names["counter:knights"] == t("turns.dash.left", "it")
    assert ja.names["counter:nobles"] == "貴族タイル"  # the definition's counter, as a heading
    assert scene("lancaster", "en").names["counter:nobles"] == "Noble tiles"


def test_europa_universalis_rows_read_events_taken_the_pass_order_and_the_first_player():
    sc = scene("europa-universalis", "it")
    assert sc.counters["event"] == {
        "Castile": 1,
        "England": 1,
        "France": 1,
        "Ottomans": 0,
        "Venice": 0,
    }
    assert sc.counters["passed"] == {"Castile": 1, "France": 2}
    assert sc.tokens["first_player"] == "Castile"
    assert (sc.values["era"], sc.values["round"]) == (1, 1)
    assert sc.names["track:era"] == t("name.number.era", "it")


def test_hadrians_wall_boxes_are_who_is_still_playing_and_who_is_done():
    sc = scene("hadrians-wall", "ja")
    assert sc.boxes["actions"] == {"Red": "playing", "Blue": "done", "Green": "playing"}
    assert set(sc.up) == {"Red", "Green"}
    assert sc.names["box:done"] == t("turns.dash.done", "ja")
    assert sc.values["year"] == 1 and sc.names["track:year"] == "年"


def test_a_view_without_a_section_a_layout_reads_shows_that_part_empty():
    """Between placements (here: the section removed) the counties are empty and the
    knights column shows no number; the picture still names everything."""
    from dataclasses import replace

    from bot.service import board

    svc, d, game = _shipped("lancaster")
    table, prompt = svc.view(game, d)
    view = svc.families[d.family].view(d, game["state"], table)
    bare = replace(
        view, sections=tuple(s for s in view.sections if s.id not in ("placements", "pieces_left"))
    )
    sc = board.scene(d, bare, seats=table.names, up=prompt.up, locale="it", title="Lancaster")
    assert sc.spaces == {} and "knights" not in sc.counters
    assert unnamed(d.board(), sc) == []


def _shipped(slug):
    return _played()[slug]


# ------------------------------------------------------------ games Herald does not ship
SCRIPTS = {
    "guild-charters": """
        gm: /game start game:guild-charters
        ann: /game join seat:north_guild
        ben: /game join seat:river_guild
        gm: /game begin
    """,
    "lighthouse-keepers": """
        gm: /game start game:lighthouse-keepers
        ann: /game join seat:gull_keeper
        ben: /game join seat:tern_keeper
        cat: /game join seat:puffin_keeper
        gm: /game begin
        ann: /turn bid amount:2
    """,
    "salt-road": """
        gm: /game start game:salt-road
        ann: /game join seat:amber_house
        ben: /game join seat:jade_house
        gm: /game begin
        ann: /turn choose amount:3
    """,
}


async def _play_new_game(slug: str, tmp_path: Path, folder: Path = DATA):
    from bot.adapters.cli.console import Console
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import open_store

    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    shutil.copy(folder / f"{slug}.toml", root / "games")
    svc = Service(open_store(str(tmp_path / "db.sqlite")), Knowledge.load(root))
    svc.rng = random.Random(2)
    con = Console(svc, out=io.StringIO(), as_json=True, files=tmp_path / "files")
    shown = await play(con, (SCRIPTS | EXAMPLE_SCRIPTS)[slug])
    loaded = await svc.store.load(con.channel_id("general"))
    assert loaded is not None
    return svc, shown, loaded.game


@pytest.mark.parametrize("slug", sorted(SCRIPTS))
def test_a_game_from_a_file_draws_its_own_layout_named_in_every_language(slug, tmp_path):
    svc, shown, game = asyncio.run(_play_new_game(slug, tmp_path))
    d = svc.knowledge.definitions[slug]
    assert d.layout is not None, f"{slug} declares its [layout]"
    pictures = [f for m in shown if m["kind"] == "dashboard" for f in m["files"]]
    assert pictures and Path(pictures[-1]["path"]).read_bytes().startswith(b"\x89PNG")
    from bot.service import board

    table, prompt = svc.view(game, d)
    view = svc.families[d.family].view(d, game["state"], table)
    for loc in LOCALES:
        sc = board.scene(
            d, view, seats=table.names, up=prompt.up, locale=loc, title=d.names.get(loc, slug)
        )
        assert unnamed(d.board(), sc) == [], (slug, loc)
        assert picture(d.board(), sc).png.startswith(b"\x89PNG")


# two games a user wrote from the guide alone, with no [layout]: the default board
EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "user-examples"
EXAMPLE_SCRIPTS = {
    slug: f"""
        gm: /game start game:{slug}
        ann: /game join seat:{seats[0]}
        ben: /game join seat:{seats[1]}
        cat: /game join seat:{seats[2]}
        gm: /game begin
    """
    for slug, seats in (
        ("for-sale", ("red", "blue", "green")),
        ("7-wonders", ("gizah", "rhodes", "babylon")),
    )
}


@pytest.mark.parametrize("slug", sorted(EXAMPLE_SCRIPTS))
def test_a_game_without_a_layout_is_drawn_on_its_family_s_default_named_in_every_language(
    slug, tmp_path
):
    from bot.service import board

    svc, shown, game = asyncio.run(_play_new_game(slug, tmp_path, EXAMPLES))
    d = svc.knowledge.definitions[slug]
    assert d.layout is None
    (track,) = [e for e in d.board().elements if e.kind == "track"]
    assert track.max == {"for-sale": 8, "7-wonders": 3}[slug]  # the most rounds it may last
    table, prompt = svc.view(game, d)
    view = svc.families[d.family].view(d, game["state"], table)
    for loc in LOCALES:
        sc = board.scene(d, view, seats=table.names, up=prompt.up, locale=loc, title=slug)
        assert unnamed(d.board(), sc) == [], (slug, loc)
        # the round track is named as the game names its rounds (an age, an auction)
        assert sc.names["track:round"] == d.rounds.name[loc]


def test_the_shipped_definitions_declare_their_layouts():
    for game in GAMES:
        assert game_definition(game).layout is not None
