"""Console transcript: a Japanese, an Italian and an English player at one Lancaster
table whose language is Japanese. Every channel post is Japanese; each player's own
errors are in their language; the vote buttons work for everyone on one prompt."""

from __future__ import annotations

import io
import random
import re

import pytest

from bot.adapters.cli.console import Console
from bot.service.core import Service
from tests.conftest import T0
from tests.console.test_turns_transcripts import run

SCRIPT = """
!lang yuki ja
!lang giulia it
!lang sam en
sam: /game start game:lancaster language:ja
yuki: /game join seat:赤
giulia: /game join seat:Blu
sam: /game join seat:Yellow
sam: /game begin
yuki: press 紛争
giulia: press 紛争
sam: press 紛争
giulia: /turn place where:conflict !expect-error
yuki: press 紛争
giulia: press 紛争
sam: press 紛争
yuki: press 赤：賛成
giulia: press 青：反対
sam: press 黄：賛成
"""


@pytest.fixture
def con(store, knowledge):
    svc = Service(store, knowledge, rng=random.Random(7), clock=lambda: T0)
    return Console(svc, out=io.StringIO(), as_json=True, clock=lambda: T0)


async def test_a_japanese_table_with_italian_and_english_players(con):
    out = await run(con, SCRIPT)
    posts = [m for m in out if not m["ephemeral"] and m["kind"] in ("announce", "dashboard")]
    assert len(posts) > 10
    ids = ("Red", "Blue", "Yellow", "Rosso", "Blu", "Giallo", "conflict", "castle", "Approve")
    for m in posts:
        text = m["content"] + " ".join(
            f"{e.get('title', '')} {e.get('description', '')} "
            + " ".join(f"{f['name']} {f['value']}" for f in e.get("fields", []))
            for e in m.get("embeds", [])
        )
        own = [x for x in text.split("\n") if not re.match(r"@(giulia|sam)[:：]", x)]
        for word in ids:
            assert not re.search(rf"\b{word}\b", "\n".join(own)), (word, text)
    joined = "\n".join(m["content"] for m in posts)
    assert "法律1は承認されました（賛成2、反対1）" in joined
    # the Italian and the English player are addressed in their own language when pinged
    assert "@giulia: tocca a te (Blu)." in joined
    assert "@sam: it is your turn (Yellow)." in joined
    # Giulia's own error (not her turn) is in Italian, the seat named in Italian
    err = [m["content"] for m in out if m["kind"] == "error"]
    assert err == ["❌ Tocca al Rosso."]
