"""The board picture through the real ``herald run`` process and the fake Discord: the
dashboard carries it and a move replaces it (read back and probed where the layout
puts the marker), ``/game board`` answers with a PNG (private by default). A renderer
that fails: tests/e2e/test_board_failure_e2e.py."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path

import pytest
from conftest import new_channel
from PIL import Image

from bot.board import Scene, plan
from bot.engine.games.layout import Layout
from bot.i18n import t

pytestmark = pytest.mark.asyncio(loop_scope="module")
PNG = b"\x89PNG\r\n\x1a\n"


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


async def _lancaster(fake, ch, players=("Red", "Blue")) -> list:
    gm = fake.user("board-gm")
    users = [fake.user(f"board-{s.lower()}") for s in players]
    await (
        await fake.slash("game", {"game": "lancaster"}, sub="start", user=gm, channel=ch)
    ).reply()
    for user, seat in zip(users, players, strict=True):
        await (await fake.slash("game", {"seat": seat}, sub="join", user=user, channel=ch)).reply()
    await (await fake.slash("game", sub="begin", user=gm, channel=ch)).reply()
    return users


async def _dashboard(fake, ch, version: int) -> tuple[int, dict]:
    """The channel's dashboard message once it shows ``version`` with its picture."""

    def shown():
        for s in fake.posts(ch):
            msg = fake.messages.get(s.message_id)
            footer = ((msg or {}).get("embeds") or [{}])[0].get("footer", {}).get("text", "")
            names = [a["filename"] for a in (msg or {}).get("attachments", [])]
            if footer.endswith(f"v{version}") and f"board-v{version}.png" in names:
                return s.message_id, msg
        return None

    return await fake.wait_for(shown, 15, f"the dashboard of v{version} with its picture")


def _saved_picture(db: Path, ch: int) -> tuple[Layout, Scene]:
    """The picture the newest dashboard of ``ch`` was saved with (its outbox row)."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        (payload,) = conn.execute(
            "SELECT payload FROM outbox WHERE channel_id = ? AND kind = 'dashboard' "
            "ORDER BY id DESC LIMIT 1",
            [ch],
        ).fetchone()
    pic = json.loads(payload)["picture"]
    return Layout.model_validate(pic["layout"]), Scene.model_validate(pic["scene"])


async def test_a_move_edits_the_dashboard_and_its_picture_shows_the_knight_where_it_stands(
    shared,
):
    fake, ch = shared.fake, new_channel()
    red, blue = await _lancaster(fake, ch)
    mid, _ = await _dashboard(fake, ch, 4)
    await (
        await fake.slash("turn", {"where": "A", "strength": 2}, sub="place", user=red, channel=ch)
    ).reply()
    assert (await _dashboard(fake, ch, 5))[0] == mid  # the same message, edited
    lay, scene = _saved_picture(shared.db, ch)
    assert [(p.seat, p.label) for p in scene.spaces["A"]] == [("Red", "2")]
    token = plan(lay, scene).tokens["board:A:0"]
    ((name, png),) = fake.attachments(mid)
    assert name == "board-v5.png" and png.startswith(PNG)
    img = Image.open(io.BytesIO(png)).convert("RGB")
    assert img.getpixel(token.probe) == _rgb(lay.seats["Red"].colour)

    # Blue pushes Red's knight out: Blue's marker stands there now, Red's is gone
    await (
        await fake.slash("turn", {"where": "A", "strength": 3}, sub="place", user=blue, channel=ch)
    ).reply()
    await _dashboard(fake, ch, 6)
    lay, scene = _saved_picture(shared.db, ch)
    assert [(p.seat, p.label) for p in scene.spaces["A"]] == [("Blue", "3")]
    ((name, png),) = fake.attachments(mid)  # the edit replaced the attachment
    assert name == "board-v6.png"
    img = Image.open(io.BytesIO(png)).convert("RGB")
    assert img.getpixel(token.probe) == _rgb(lay.seats["Blue"].colour)
    edits = [s for s in fake.sent if s.route == "patch" and s.message_id == mid]
    shown = [e for e in edits if e.embeds[0]["footer"]["text"].endswith(("v5", "v6"))]
    assert [len(e.files) for e in shown] == [1, 1]  # each edit uploads its version's picture


async def test_game_board_answers_with_a_png_private_unless_public(shared):
    fake, ch = shared.fake, new_channel()
    red, _ = await _lancaster(fake, ch)
    ix = await fake.slash("game", sub="board", user=red, channel=ch, locale="ja")
    reply = await ix.reply()
    assert reply.ephemeral
    ((name, png),) = reply.files
    assert name == "board-v4-ja.png" and png.startswith(PNG)
    assert Image.open(io.BytesIO(png)).width == 800
    assert reply.content == t("board.caption", "ja", game="ランカスター", version=4)

    ix = await fake.slash("game", {"public": True}, sub="board", user=red, channel=ch)
    reply = await ix.reply()
    assert not reply.ephemeral and reply.files[0][1].startswith(PNG)
    assert reply.content == t("board.caption", "en", game="Lancaster", version=4)


async def test_a_dashboard_posted_again_below_leaves_no_picture_above(shared):
    from bot.service.core import DASHBOARD_REPOST_AFTER

    fake, ch = shared.fake, new_channel()
    red, _ = await _lancaster(fake, ch)
    first, _ = await _dashboard(fake, ch, 4)
    assert fake.attachments(first)
    for _ in range(DASHBOARD_REPOST_AFTER):
        await (await fake.slash("game", sub="status", user=red, channel=ch)).reply()
    await (
        await fake.slash("turn", {"where": "C", "strength": 1}, sub="place", user=red, channel=ch)
    ).reply()
    second, _ = await _dashboard(fake, ch, 5)
    assert second != first and fake.attachments(second)[0][0] == "board-v5.png"
    await fake.wait_for(lambda: "📌" in (fake.messages[first].get("content") or ""), 10, "the link")
    assert fake.attachments(first) == []  # the link alone: no picture of an older state
