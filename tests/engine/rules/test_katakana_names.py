"""A katakana word no dictionary knows is likely a name that a summary in another
language writes in Latin letters (ハッガ for Hagga): it meets that name by its sound."""

from __future__ import annotations

from pathlib import Path

import pytest

GUILD = 7

NAMES_IT = """+++
game = "valdoria"
language = "it"
names = { it = "Valdoria", en = "Valdoria" }
+++
# Valdoria
## Il Tessa
Il Tessa muove fino a due pedine per turno e non paga il pedaggio.
## Le rovine di Ruda
Chi esplora le rovine di Ruda pesca una carta tesoro.
## Gli Invasori
Gli Invasori arrivano dal mare alla fine di ogni round.
## Preparazione
Ogni giocatore riceve una plancia e tre pedine.
"""


def test_a_name_sounds_alike_in_katakana_and_latin():
    from bot.engine.rules import normalize as N

    assert N.name_sound("ハッガ") == N.name_sound("Hagga")
    assert N.name_sound("カルタグ") == N.name_sound("Carthag")  # no added vowels
    assert N.name_sound("フレメン") == N.name_sound("Fremen")


@pytest.mark.parametrize(
    "query,title",
    [
        ("テッサは何マス動ける？", "Il Tessa"),
        ("ルーダに行くと？", "Le rovine di Ruda"),
    ],
)
def test_a_katakana_name_meets_the_latin_name_of_a_summary(query, title):
    idx = _names_index()
    r = idx.search(query, scope=GUILD, limit=3)
    assert r[0].section.title == title and not r.weak
    assert idx.search(query, scope=GUILD, only_game="valdoria")[0].section.title == title


def test_a_katakana_name_is_not_a_name_of_another_first_sound():
    # エバーデイル (ebadeiru) is near "invasori" in letters, not in its first sound
    from bot.engine.rules import query as Q

    idx = _names_index()
    a = Q.analyse(idx, "エバーデイルの準備", GUILD)
    assert not [f for c in a.concepts for f in c.extra if "invas" in f]


def _names_index():
    from bot.engine.rules.index import RulesIndex
    from bot.knowledge_files import read_lexicon_texts
    from tests.engine.rules.invented import shipped_bridges

    root = Path(__file__).resolve().parents[3] / "knowledge"
    idx = RulesIndex.build(
        lexicons=read_lexicon_texts(root), bridge=shipped_bridges()[0], wordnet=shipped_bridges()[1]
    )
    idx.add(NAMES_IT, scope=GUILD, source_id="valdoria.md", name="valdoria.md")
    return idx


MORE_NAMES_IT = """+++
game = "valdoria"
language = "it"
names = { it = "Valdoria", en = "Valdoria" }
+++
# Valdoria (espansione)
## Il porto di Osea
Nel porto di Osea si scambiano due merci con una moneta.
"""


def test_a_games_names_follow_its_summaries():
    idx = _names_index()
    assert idx.search("テッサは何マス動ける？", scope=GUILD)[0].section.title == "Il Tessa"
    idx.add(MORE_NAMES_IT, scope=GUILD, source_id="more.md", name="more.md")
    r = idx.search("オセアに行くと？", scope=GUILD, only_game="valdoria")
    assert r[0].section.title == "Il porto di Osea" and not r.weak
    idx.remove_summary("more.md", scope=GUILD)
    r = idx.search("オセアに行くと？", scope=GUILD, only_game="valdoria")
    assert r[0].section.title != "Il porto di Osea"
