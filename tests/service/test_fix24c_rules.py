"""Play-test 24, finding 8: a game whose last summary was removed, named later in
katakana or in romaji, in its neighbour's channel or outside any: the note names the
game and says a manager can add a summary, and another game's section is never offered
as the one near answer."""

from __future__ import annotations

import pytest

from bot.i18n import t
from bot.service.model import Select
from tests.conftest import make_ctx
from tests.service.test_rules import ALICE, add, rule

pytestmark = [pytest.mark.warm_rules, pytest.mark.usefixtures("dense_tier")]

MARKSMAN = """+++
game = "lone-marksman"
language = "it"
names = { en = "Lone Marksman: The Board Game", ja = "ローンマークスマン", it = "Lone Marksman" }
+++
# Lone Marksman

## Movimento nascosto del tiratore
Il tiratore segna la casella di arrivo sul taccuino e si sposta di 3 caselle.

## Fine della partita
Il tiratore vince se completa la missione; le pattuglie vincono con 3 ferite.
"""

ABBEY = """+++
game = "moonlit-abbey"
language = "it"
names = { en = "Moonlit Abbey", ja = "ムーンリット・アビー", it = "Moonlit Abbey" }
+++
# Moonlit Abbey

## Cattura
Se un custode entra nella casella di una sorella visibile, la sorella torna in cella.

## Fine della partita
La partita finisce all'alba, oppure quando una sorella porta la reliquia in cella.
"""

NOTE = "このサーバーにはローンマークスマンのサマリーがありません。"


@pytest.fixture
async def removed(svc):
    for name, text in (("abbey.md", ABBEY), ("marksman.md", MARKSMAN)):
        assert "Added" in (await add(svc, name, text)).messages[0].content
    manager = make_ctx(ALICE, 70, manage_guild=True)
    await svc.dispatch(manager, "rules", "channel", {"game": "moonlit-abbey"})
    await svc.dispatch(manager, "rules", "remove", {"file": "marksman.md"})
    return svc


@pytest.mark.parametrize(
    ("channel", "query"),
    [
        (70, "ローンマークスマンの勝利条件"),  # in the other game's channel
        (71, "ローンマークスマンの勝利条件"),  # outside any game's channel
        (71, "roon maakusuman no shouri jouken"),  # its Japanese name in romaji
        (71, "rōn māku suman no shōri jōken"),  # with macrons, cut elsewhere
    ],
)
async def test_a_removed_games_name_gets_the_note_never_one_near_answer(removed, channel, query):
    r = await rule(removed, channel=channel, query=query, locale="ja")
    (msg,) = r.messages
    assert NOTE in msg.content, msg.content
    assert "/ルール集 追加" in msg.content
    assert not msg.embeds  # never another game's section alone
    # nor as "the one section that comes near" of the question
    for key in ("rules.menu.one", "rules.menu.one_unsaid"):
        head = t(key, "ja", words="").split("、")[0]
        assert head not in msg.content, msg.content
    sel = [c for c in msg.components if isinstance(c, Select)]
    assert all("Lone Marksman" not in o.label for s in sel for o in s.options)
