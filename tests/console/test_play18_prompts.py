"""A server's own summary quoted by a game's prompts after a restart (play-test 18,
findings 2 and 3): the console started again on the same database, as a bot is."""

from __future__ import annotations

import io
import random

import pytest

from bot.adapters.cli.console import run_console
from tests.conftest import T0

GAME = """
slug = "farm-lite"
family = "turns"
names = { en = "Farm lite", ja = "農場", it = "Fattoria" }
[seats]
names = ["red", "blue"]
min = 2
[seats.labels]
red = { en = "Red", ja = "赤", it = { text = "Rosso", gender = "m" } }
blue = { en = "Blue", ja = "青", it = { text = "Blu", gender = "m" } }
[rounds]
count = 2
[[phases]]
id = "prep"
name = { en = "Preparation", ja = "準備", it = "Preparazione" }
section = "Preparazione"
[[phases]]
id = "work"
name = { en = "Work", ja = "仕事", it = "Lavoro" }
section = "Lavoro"
[[phases.steps]]
id = "one_each"
name = { en = "One worker a turn", ja = "一人ずつ", it = "Un familiare per turno" }
"""

SUMMARY = """+++
game = "farm-lite"
title = "Fattoria, riassunto"
language = "it"
+++
# Fattoria

## Preparazione
Ogni giocatore prende due familiari e una casa di legno.

## Lavoro
A partire dal primo giocatore, ciascuno piazza un familiare alla volta.
"""


def _service(root, db):
    from bot.service import rules as R
    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.store import AsyncStore, open_store

    svc = Service(AsyncStore(open_store(db)), Knowledge.load(root), rng=random.Random(1))
    svc.clock = lambda: T0
    R.configure(svc, None, str(root.parent / "rules-cache"))
    return svc


async def _console(root, db, script: str) -> str:
    out = io.StringIO()
    svc = _service(root, db)
    await run_console(svc, stream=io.StringIO(script.strip() + "\n"), out=out, files=root.parent)
    return out.getvalue()


@pytest.mark.no_replay_check
async def test_after_a_restart_the_prompt_quotes_the_server_s_summary(tmp_path):
    root = tmp_path / "knowledge"
    (root / "games").mkdir(parents=True)
    (root / "games" / "farm-lite.toml").write_text(GAME, encoding="utf-8")
    summary = tmp_path / "fattoria.md"
    summary.write_text(SUMMARY, encoding="utf-8")
    db = tmp_path / "herald.db"
    first = await _console(
        root,
        db,
        f"""
!lang marco it
!lang giulia it
marco: /game start game:farm-lite language:it
giulia: /game join seat:Rosso
marco: /game join seat:Blu
!manager marco
marco: /rules add file:{summary} game:farm-lite
marco: /game begin
""",
    )
    assert "› Preparazione" in first
    # the bot restarted: the first command's prompt, before anyone looks a rule up
    again = await _console(root, db, "marco: /phase next")
    assert "📖 Fattoria › Lavoro\n  > A partire dal primo giocatore" in again
    assert "/regola ricerca:Lavoro" in again
    assert "Un familiare per turno`" not in again
