"""Pictures of the four shipped games at positions played in the console, in English,
Japanese and Italian: each scene is what the service draws for that game's view
(``bot/service/board.py``), the layout its definition's ``[layout]``.

    python3 -m tests.board.samples OUT_DIR    writes every picture as a PNG
    python3 -m tests.board.samples --docs     writes docs/board/ (one per game, small)
"""

from __future__ import annotations

import asyncio
import io
import random
import sys
import tempfile
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from bot.board import Layout, Scene
from bot.engine.games.definition import GameDefinition

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("pendragon", "lancaster", "europa-universalis", "hadrians-wall")
LOCALES = ("en", "ja", "it")

# Each position as a table would reach it: a card being played, knights on the board,
# an action round with Events taken and passes, a year with some players done.
SCRIPTS = {
    "pendragon": """
        gwen: /game start game:pendragon
        alice: /game join seat:Dux
        bob: /game join seat:Civitates
        carol: /game join seat:Saxons
        dave: /game join seat:Scotti
        gwen: /track track:dux_resources value:14
        gwen: /track track:dux_prestige value:23
        gwen: /track track:briton_resources value:31
        gwen: /track track:civitates_wealth value:6
        gwen: /track track:saxon_renown value:12
        gwen: /track track:scotti_renown value:9
        gwen: /track track:imperium delta:-1
        gwen: /card reveal order:"D Sa Sc C" number:12 title:"Saxon Shore"
        gwen: /card reveal order:"Sc Sa D C" number:40 title:Picts
        alice: /coin act option:event
        carol: /coin pass
    """,
    "lancaster": """
        gm: /game start game:lancaster
        ann: /game join seat:Red
        ben: /game join seat:Blue
        cat: /game join seat:Yellow
        dan: /game join seat:Green
        gm: /game begin
        ann: /turn place where:A strength:2
        ben: /turn place where:A strength:3
        cat: /turn place where:castle
        dan: /turn place where:I strength:2
        ann: /turn place where:D strength:3
        ben: /turn place where:conflict
        cat: /turn place where:B strength:1
    """,
    "europa-universalis": """
        gm: /game start game:eu
        ann: /game join seat:Castile
        ben: /game join seat:England
        cat: /game join seat:France
        dan: /game join seat:Ottomans
        eve: /game join seat:Venice
        gm: /game begin
        ann: /era events_left:6
        ann: /phase next
        ben: /phase next
        cat: /phase next
        dan: /phase next
        ann: /turn event
        ben: /turn event
        cat: /turn event
        dan: /turn action
        eve: /turn action
        ann: /turn pass
        ben: /turn action
        cat: /turn pass
    """,
    "hadrians-wall": """
        gm: /game start game:hadrians-wall
        ann: /game join seat:Red
        ben: /game join seat:Blue
        cat: /game join seat:Green
        gm: /game begin
        gm: /phase next
        gm: /phase next
        gm: /phase next
        ben: /turn done
    """,
}


@cache
def definition(slug: str) -> dict[str, Any]:
    """The definition as plain TOML (what its author wrote)."""
    return tomllib.loads((ROOT / "knowledge" / "games" / f"{slug}.toml").read_text("utf-8"))


@cache
def _played() -> dict[str, tuple[Any, GameDefinition, dict]]:
    """Each game played to its position: (the service, its definition, the game)."""
    return asyncio.run(_play())


async def _play() -> dict[str, tuple[Any, GameDefinition, dict]]:
    from bot.adapters.cli.console import Console
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import open_store

    folder = Path(tempfile.mkdtemp(prefix="herald-board-"))
    svc = Service(open_store(str(folder / "board.db")), Knowledge.load(ROOT / "knowledge"))
    svc.rng = random.Random(3)
    out = {}
    for slug, script in SCRIPTS.items():
        con = Console(svc, out=io.StringIO(), as_json=True)  # no pictures drawn here
        con.channel = slug
        await play(con, script)
        loaded = await svc.store.load(con.channel_id(slug))
        assert loaded is not None
        out[slug] = (svc, await svc.game_definition(loaded), loaded.game)
    return out


async def play(con: Any, script: str) -> list[dict]:
    """Each line of ``script`` in the console ``con``, none refused; what it showed."""
    shown: list[dict] = []
    for line in script.strip().splitlines():
        got = await con.handle(line.strip())
        errors = [m["content"] for m in got if m["kind"] == "error"]
        assert not errors, (line, errors)
        shown += got
    return shown


def game_definition(slug: str) -> GameDefinition:
    return _played()[slug][1]


def layout(slug: str) -> Layout:
    return game_definition(slug).board()


@cache
def scene(slug: str, loc: str) -> Scene:
    """The scene of ``slug``'s position in ``loc``, as the service builds it."""
    from bot.service import board
    from bot.service.render import prompt_text

    svc, d, game = _played()[slug]
    table, prompt = svc.view(game, d)
    view = svc.families[d.family].view(d, game["state"], table)
    return board.scene(
        d,
        view,
        seats=table.names,
        up=prompt.up,
        locale=loc,
        title=svc.knowledge.game_name(d, loc),
        step=prompt_text(prompt, loc, d) if prompt.step_key else "",
    )


DOCS = {"pendragon": "en", "lancaster": "ja", "europa-universalis": "it", "hadrians-wall": "ja"}


def main(out: str) -> None:
    from bot.board import render

    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    for slug in GAMES:
        for loc in LOCALES:
            path = folder / f"{slug}-{loc}.png"
            path.write_bytes(render(layout(slug), scene(slug, loc)))
            print(path, path.stat().st_size)


def docs() -> None:
    """One picture per shipped game for docs/board/, in 64 colours (a third the size)."""
    from PIL import Image

    from bot.board import render

    folder = ROOT / "docs" / "board"
    folder.mkdir(parents=True, exist_ok=True)
    for slug, loc in DOCS.items():
        img = Image.open(io.BytesIO(render(layout(slug), scene(slug, loc))))
        path = folder / f"{slug}-{loc}.png"
        img.quantize(64, method=Image.Quantize.FASTOCTREE).save(path, optimize=True)
        print(path.relative_to(ROOT), path.stat().st_size)


if __name__ == "__main__":
    if sys.argv[1:] == ["--docs"]:
        docs()
    else:
        main(sys.argv[1] if len(sys.argv) > 1 else "state/board")
