"""Drawing pictures in the service: off the event loop, at most once per picture, in
bounded memory; a failure or a hang leaves the message without its picture (logged);
the outbox saves the picture as its scene, never as a PNG; the console writes it to a
file and says where."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import random
import threading
import time

import pytest

from bot.i18n import t
from bot.service import board
from bot.service.model import Message, Picture
from tests.board.samples import layout, scene

PNG = b"\x89PNG\r\n\x1a\n"


def _picture(game: str = "lancaster", loc: str = "en") -> Picture:
    return Picture(
        "board-v9.png",
        scene(game, loc).model_dump(mode="json"),
        layout(game).model_dump(mode="json", exclude_defaults=True),
    )


def test_a_picture_is_drawn_once_on_a_worker_thread_and_kept_in_bounded_memory(monkeypatch):
    threads: list[str] = []
    real = board.draw

    def watched(pic: Picture) -> bytes:
        threads.append(threading.current_thread().name)
        time.sleep(0.05)  # long enough for the second request to find it running
        return real(pic)

    monkeypatch.setattr(board, "draw", watched)
    boards = board.Boards(cached=2)
    en, ja, it = (_picture("lancaster", loc) for loc in ("en", "ja", "it"))

    async def go():
        # the same picture asked for three times at once, then again (a new copy of it)
        same = await asyncio.gather(*(boards.png(en) for _ in range(3)))
        again = await boards.png(_picture("lancaster", "en"))
        others = [await boards.png(ja), await boards.png(it)]
        return same, again, others

    try:
        same, again, others = asyncio.run(go())
    finally:
        boards.close()
    assert same[0] is not None and same[0].startswith(PNG)
    assert same[1] is same[0] and same[2] is same[0] and again is same[0]
    assert boards.renders == 3 and len(threads) == 3  # en once, then ja and it
    assert set(threads) == {"herald-board_0"} and threading.current_thread().name not in threads
    assert len(boards._done) == 2  # the oldest (en) was dropped
    assert all(o is not None and o != same[0] for o in others)


def test_a_renderer_that_fails_leaves_the_message_without_its_picture_and_logs_it(
    monkeypatch, caplog
):
    import bot.board.draw

    def broken(plan):
        raise RuntimeError("no ink")

    monkeypatch.setattr(bot.board.draw, "image", broken)
    boards = board.Boards()
    msg = Message(content="dashboard", kind="dashboard", picture=_picture())
    with caplog.at_level(logging.ERROR, logger="bot.service.board"):
        out = asyncio.run(boards.attach(msg))
    boards.close()
    assert out.files == [] and out.picture is None and out.content == "dashboard"
    assert boards.failures == 1 and boards.renders == 0
    assert "not drawn" in caplog.text and "no ink" in caplog.text


def test_a_render_that_hangs_is_given_up_on(monkeypatch):
    monkeypatch.setattr(board, "draw", lambda pic: time.sleep(0.5) or b"late")
    boards = board.Boards(timeout=0.05)
    try:
        assert asyncio.run(boards.png(_picture())) is None
    finally:
        boards.close()


def test_a_picture_that_draws_is_attached_as_a_png_file():
    boards = board.Boards()
    msg = Message(content="dashboard", kind="dashboard", picture=_picture())
    out = asyncio.run(boards.attach(msg))
    boards.close()
    ((f,),) = [out.files]
    assert f.name == "board-v9.png" and f.data is not None and f.data.startswith(PNG)
    assert out.picture is None


# ---------------------------------------------------------------- through the service
async def _session(tmp_path, outbox: bool):
    from bot.adapters.cli.console import Console
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import open_store
    from tests.conftest import KNOWLEDGE

    svc = Service(open_store(str(tmp_path / "db.sqlite")), Knowledge.load(KNOWLEDGE))
    svc.rng, svc.use_outbox = random.Random(1), outbox
    out = io.StringIO()
    con = Console(svc, out=out, files=tmp_path / "files")
    for line in (
        "gm: /game start game:hadrians-wall",
        "ann: /game join seat:Red",
        "ben: /game join seat:Blue",
        "cat: /game join seat:Green",
        "gm: /game begin",
        "gm: /phase next",
        "gm: /phase next",
        "gm: /phase next",
    ):
        await con.handle(line)
    return svc, con, out


def test_the_outbox_saves_a_dashboard_s_picture_as_its_scene_not_its_png(tmp_path):
    svc, con, _ = asyncio.run(_session(tmp_path, outbox=True))
    rows = [r for r in svc.store.sync.pending_outbox() if r["kind"] == "dashboard"]
    payload = json.loads(rows[-1]["payload"])
    pic = payload["picture"]
    assert pic["name"] == "board-v8.png"
    assert pic["scene"]["boxes"]["actions"] == dict.fromkeys(("Red", "Blue", "Green"), "playing")
    assert pic["layout"]["seats"]["Red"]["colour"] == "#D62828"
    assert len(rows[-1]["payload"]) < 8_000  # a few KB, where the PNG is tens
    assert payload["files"] == []


def test_the_console_writes_the_picture_to_a_file_and_says_where(tmp_path):
    svc, con, out = asyncio.run(_session(tmp_path, outbox=False))
    path = tmp_path / "files" / "general-board-v8.png"
    assert path.read_bytes().startswith(PNG)
    assert f"🖼 board-v8.png: {path.resolve()}" in out.getvalue()
    con.as_json = True
    shown = asyncio.run(con.handle("ben: /turn done"))
    dash = next(m for m in shown if m["kind"] == "dashboard")
    (f,) = dash["files"]
    assert f["name"] == "board-v9.png" and f["path"] == str(
        (tmp_path / "files" / "general-board-v9.png").resolve()
    )
    assert f["size"] == len((tmp_path / "files" / "general-board-v9.png").read_bytes())
    mine = asyncio.run(con.handle("ann: /game board"))
    assert mine[0]["ephemeral"] and mine[0]["files"][0]["name"] == "board-v9-en.png"


def test_a_console_without_a_folder_shows_messages_without_drawing(tmp_path, monkeypatch):
    svc, con, _ = asyncio.run(_session(tmp_path, outbox=False))
    con.files = None
    drawn = []
    monkeypatch.setattr(board, "draw", lambda pic: drawn.append(pic) or b"")
    shown = asyncio.run(con.handle("ben: /turn done"))
    assert drawn == [] and all(m["files"] == [] for m in shown)


@pytest.mark.parametrize("loc", ["ja", "it"])
def test_game_board_speaks_the_reader_s_language_privately(tmp_path, loc):
    svc, con, _ = asyncio.run(_session(tmp_path, outbox=False))
    con.as_json = True
    con.user_locales["ann"] = loc
    (reply,) = asyncio.run(con.handle("ann: /game board"))
    title = svc.knowledge.game_name(svc.knowledge.definitions["hadrians-wall"], loc)
    assert reply["ephemeral"] and reply["content"] == t("board.caption", loc, game=title, version=8)
