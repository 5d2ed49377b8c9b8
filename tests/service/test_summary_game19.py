"""A summary `herald guild export` wrote is added back with its game (play-test 19,
finding 27): the export writes the game into the file's front matter, and `/rules add`
of a file with no front matter reads its first heading when that is a title naming a
game of the server (`# Pendragon`), as it reads a front matter's `title`."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.adapters.cli.main import main
from bot.engine.errors import BadInput
from bot.engine.rules.summaries import first_heading, split_front_matter, with_game
from bot.service.core import Service
from bot.store import AsyncStore, Store
from tests.conftest import T0, make_ctx
from tests.service.test_rules import add

pytestmark = pytest.mark.warm_rules


def test_with_game_writes_the_game_into_the_front_matter_only_where_it_says_none():
    assert with_game("# Picche\ntext", "picche") == '+++\ngame = "picche"\n+++\n\n# Picche\ntext'
    own = '+++\ntitle = "Notes"\n[source]\nauthor = "Mirela"\n+++\n# Notes\n'
    fm, body = split_front_matter(with_game(own, "picche"))
    assert (fm["game"], fm["title"], fm["source"], body) == (
        "picche",
        "Notes",
        {"author": "Mirela"},
        "# Notes\n",
    )
    said = '+++\ngame = "lancaster"\n+++\n# Notes\n'
    assert with_game(said, "picche") == said  # its own game stays


def test_first_heading_is_a_title_only():
    assert first_heading("Intro line\n# Picche — riassunto\n## Punteggio\n") == (
        "Picche — riassunto"
    )
    assert first_heading("## Setup\n# Picche\n") is None  # the file does not begin titled
    assert first_heading("no heading at all") is None


async def test_a_file_titled_by_a_game_is_added_to_that_game(svc):
    resp = await add(svc, "notes.md", "# Pendragon\n\n## Ambush\nThe Saxons strike first.\n")
    assert "Pendragon" in resp.messages[0].content
    assert [r["game"] for r in await svc.store.summaries(1)] == ["pendragon"]
    with pytest.raises(BadInput) as no:  # a first heading naming no game: asked as before
        await add(svc, "setup.md", "# Setup\n\n## Ambush\nThe Saxons strike first.\n")
    assert no.value.key == "rules.add.need_game"


def test_an_exported_summary_is_added_back_with_its_game(tmp_path, knowledge, capsys):
    path = tmp_path / "herald.db"

    async def played() -> None:
        svc = Service(
            AsyncStore(Store.open(path)), knowledge, rng=random.Random(1), clock=lambda: T0
        )
        await svc.dispatch(make_ctx(1, 10, guild_id=5), "game", "start", {"game": "pendragon"})
        # added with game: (no front matter), first heading not a game's name
        svc.store.sync.add_summary("notes.md", "pendragon", "# Notes\ntext", 1, "t", guild_id=5)
        svc.store.close()

    asyncio.run(played())
    out = tmp_path / "export"
    assert main(["guild", "export", "5", "--out", str(out), "--db", str(path)]) == 0
    written = (out / "summaries" / "pendragon" / "notes.md").read_text(encoding="utf-8")
    assert written == '+++\ngame = "pendragon"\n+++\n\n# Notes\ntext\n'

    async def again() -> None:
        fresh = Service(
            AsyncStore(Store.open(tmp_path / "new.db")),
            knowledge,
            rng=random.Random(1),
            clock=lambda: T0,
        )
        await add(fresh, "notes.md", written, guild=7)  # no game: option
        assert [r["game"] for r in await fresh.store.summaries(7)] == ["pendragon"]
        fresh.store.close()

    asyncio.run(again())
