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


# ------------------------------------------- (5) the server's own rule summaries

NO_FRONT_MATTER = """# Lancaster table rules

## Late knights
A knight placed after the table's deadline goes to the Castle at no cost.
"""


def _served(path, knowledge):
    from tests.conftest import knowledge_copy, shipped_shared

    k = knowledge_copy(knowledge)
    k.rules = shipped_shared().fork()  # as in the bot once started
    return Service(AsyncStore(Store.open(path)), k, rng=random.Random(1), clock=lambda: T0)


async def _asked(svc, query: str) -> str:
    r = await svc.dispatch(make_ctx(AMBER, 10, guild_id=5), "rule", None, {"query": query})
    out = []
    for m in r.messages:
        out.append(m.content)
        out += [f"{e.title}\n{e.description}\n{e.footer}" for e in m.embeds]
    return "\n".join(out)


def test_a_server_export_carries_its_summaries_and_the_import_adds_them_back(
    tmp_path, knowledge, capsys
):
    from tests.service.test_rules import HOUSE

    live, fresh, out = tmp_path / "live.db", tmp_path / "fresh.db", tmp_path / "export"
    house = HOUSE.replace("\n[source]", '\nlanguage = "en"\n[source]', 1)
    questions = ("Dragon Hoard: dragon flight zorblat crown", "Lancaster late knights deadline")

    async def added() -> list[str]:
        svc = _served(live, knowledge)
        for name, text, game in (
            ("hoard.md", house, {}),
            ("table.md", NO_FRONT_MATTER, {"game": "lancaster"}),
        ):
            ctx = make_ctx(
                GM, 10, guild_id=5, manage_guild=True, attachments=[(name, text.encode())]
            )
            await svc.dispatch(ctx, "rules", "add", game)
        said = [await _asked(svc, q) for q in questions]
        svc.store.close()
        return said

    before = asyncio.run(added())
    assert "carries the zorblat crown" in before[0], before
    assert "Castle at no cost" in before[1], before
    assert main(["guild", "export", "5", "--out", str(out), "--db", str(live)]) == 0
    said = capsys.readouterr().out
    manifest = (out / "manifest.txt").read_text(encoding="utf-8")
    # each summary listed: its file, game, the name it was added as, source, language
    for line in (
        "summaries/house-rules/hoard.md: Dragon Hoard (house-rules), added as hoard.md,"
        f" source 000_deadbeefdeadbeef.txt (Mirela), language en, by user {GM} on 2026-",
        "summaries/lancaster/table.md: Lancaster (lancaster), added as table.md, source"
        f" table.md, language not given (read from its words), by user {GM} on 2026-",
    ):
        assert line in manifest and line in said
    Store.open(fresh).close()
    args = ["guild", "import", "5", "--from", str(out), "--db", str(fresh)]
    assert main([*args, "--knowledge", str(knowledge.root)]) == 0
    said = capsys.readouterr().out
    assert "summaries/house-rules/hoard.md: added as hoard.md (house-rules)" in said
    assert "summaries/lancaster/table.md: added as table.md (lancaster)" in said
    stores = [Store.open(p) for p in (live, fresh)]
    try:
        kept = [
            [{k: r[k] for k in ("name", "game", "added_by", "added_at")} for r in s.summaries(5)]
            for s in stores
        ]
        texts = [[r["text"] for r in s.summaries(5)] for s in stores]
    finally:
        for s in stores:
            s.close()
    assert kept[1] == kept[0] and len(kept[0]) == 2  # who added them, and when
    assert texts[1][0] == texts[0][0]  # as added (its front matter named its game)
    assert texts[1][1] == '+++\ngame = "lancaster"\n+++\n\n' + texts[0][1]

    async def asked_again() -> list[str]:
        svc = _served(fresh, knowledge)
        said = [await _asked(svc, q) for q in questions]
        svc.store.close()
        return said

    assert asyncio.run(asked_again()) == before  # /rule answers as before
