"""Messages as JSON (the outbox payload and the console's JSON Lines)."""

from __future__ import annotations

import dataclasses
import json

from bot.service.model import (
    Button,
    Embed,
    EmbedField,
    File,
    Message,
    Picture,
    Select,
    SelectOption,
)


def _rich() -> Message:
    return Message(
        content="Round 1",
        embeds=[
            Embed("T", "d", [EmbedField("a", "1", True), EmbedField("b", "2")], "f", 0xFF),
            Embed(),
        ],
        components=[
            Button("Pass", "h1|3|pass||", "danger"),
            Select("h1|3|pick||x", [SelectOption("A", "a", "first"), SelectOption("B", "b")], "?"),
        ],
        files=[File("log.txt", "x")],
        mentions=[5, 6],
        kind="announce",
        edit_key="game:4",
        private_to=[7],
        version=3,
        pin=True,
        repost_after=20,
        moved_text="moved",
        picture=Picture("board-v3.png", {"title": "T", "seats": ["Red"]}, {"elements": []}),
        outbox_id=99,
    )


def test_to_json_is_asdict_without_the_outbox_id_and_round_trips():
    msg = _rich()
    expected = dataclasses.asdict(msg)
    del expected["outbox_id"]
    for f in expected["files"]:
        del f["data"]  # bytes are never saved: a picture is saved as its scene and layout
    out = msg.to_json()
    assert out == expected
    assert json.dumps(out) == json.dumps(expected)  # same keys in the same order
    back = Message.from_json(json.loads(json.dumps(out)))
    assert back == dataclasses.replace(msg, outbox_id=None)


def test_to_json_copies_what_it_returns():
    msg = _rich()
    out = msg.to_json()
    out["mentions"].append(8)
    out["embeds"][0]["fields"][0]["name"] = "changed"
    out["components"][1]["options"].clear()
    assert msg.mentions == [5, 6] and msg.embeds[0].fields[0].name == "a"
    assert len(msg.components[1].options) == 2  # type: ignore[union-attr]


def test_a_picture_s_bytes_are_not_saved_with_a_message():
    msg = Message(content="x", files=[File("board-v1.png", data=b"\x89PNG" * 1000)])
    out = msg.to_json()
    assert out["files"] == [{"name": "board-v1.png", "content": ""}]
    assert len(json.dumps(out)) < 300
