"""tidy24: one definition of an export's file name (bot/service/export_files.py), which
``/game export`` and ``herald guild export`` write and ``herald guild import`` reads
back; the import takes a game's channel from the file's JSON, the name only where the
JSON names none."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from bot.adapters.cli.main import main
from bot.service.core import Service
from bot.service.export_files import GameFile, game_file, read_game_file
from bot.store import AsyncStore, Store
from tests.conftest import T0, make_ctx
from tests.store.test_play22_export_kept import AMBER, GM, SLATE


@pytest.mark.parametrize(
    ("slug", "channel", "version"),
    [("lancaster", 10, 9), ("porch-curling", 1141000000000000001, 3), ("x-12", 7, 12)],
)
def test_the_file_name_reads_back_what_it_was_written_with(slug, channel, version):
    name = game_file(slug, channel, version)
    assert name == f"herald-{slug}-{channel}-v{version}.json"
    assert read_game_file(name) == GameFile(slug, channel, version)
    assert read_game_file("lancaster.json") is None


def _exported(tmp_path, knowledge, capsys):
    live, out = tmp_path / "live.db", tmp_path / "export"

    async def played() -> None:
        svc = Service(
            AsyncStore(Store.open(live)), knowledge, rng=random.Random(1), clock=lambda: T0
        )
        ctx = make_ctx(GM, 10, guild_id=5)
        await svc.dispatch(ctx, "game", "start", {"game": "lancaster"})
        await svc.dispatch(make_ctx(AMBER, 10, guild_id=5), "game", "join", {"seat": "Red"})
        await svc.dispatch(make_ctx(SLATE, 10, guild_id=5), "game", "join", {"seat": "Blue"})
        await svc.dispatch(ctx, "game", "begin", {})
        svc.store.close()

    asyncio.run(played())
    assert main(["guild", "export", "5", "--out", str(out), "--db", str(live)]) == 0
    (game,) = (out / "games").glob("*.json")
    capsys.readouterr()
    return out, game


def _import(tmp_path, knowledge, out) -> int:
    fresh = tmp_path / "fresh.db"
    Store.open(fresh).close()
    args = ["guild", "import", "5", "--from", str(out), "--db", str(fresh)]
    return main([*args, "--knowledge", str(knowledge.root)])


def _channel_of_game(tmp_path) -> list[int]:
    store = Store.open(tmp_path / "fresh.db")
    try:
        return [g.channel_id for g in store.games(5)]
    finally:
        store.close()


def test_a_renamed_export_goes_into_the_channel_its_json_names(tmp_path, knowledge, capsys):
    out, game = _exported(tmp_path, knowledge, capsys)
    # written by the one definition, with the channel and version of the game
    named = read_game_file(game.name)
    assert named is not None and named.slug == "lancaster" and named.channel_id == 10
    game.rename(game.with_name("lancaster backup.json"))
    assert _import(tmp_path, knowledge, out) == 0
    assert "games/lancaster backup.json: imported into channel 10" in capsys.readouterr().out
    assert _channel_of_game(tmp_path) == [10]


def test_a_file_whose_json_names_no_channel_goes_where_its_name_says(tmp_path, knowledge, capsys):
    out, game = _exported(tmp_path, knowledge, capsys)
    doc = json.loads(game.read_text(encoding="utf-8"))
    del doc["channel_id"]
    game.write_text(json.dumps(doc), encoding="utf-8")
    assert _import(tmp_path, knowledge, out) == 0
    assert f"games/{game.name}: imported into channel 10" in capsys.readouterr().out
    assert _channel_of_game(tmp_path) == [10]
    # named neither way: left out, said, and the exit says a problem was left
    game.rename(game.with_name("backup.json"))
    (tmp_path / "fresh.db").unlink()
    assert _import(tmp_path, knowledge, out) == 1
    assert "games/backup.json: names no channel" in capsys.readouterr().err
    assert _channel_of_game(tmp_path) == []
