"""A general word is that word, not a glossary term that sounds like it or is one
letter away: "bird" is not "bild" (a misspelling listed for a game's "Build"), and
"types" is not a typo of "ties"."""

from __future__ import annotations

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.query import analyse

LEXICON = """
[[concept]]
id = "bird"
en = ["bird", "birds"]
ja = ["鳥"]
romaji = ["tori"]
it = ["uccello", "uccelli"]
"""

GLOSSARY = """
[meta]
game = "forts"

[[term]]
en = "Build"
ja = ["ビルド"]
it = ["costruire"]
aliases = ["build", "birudo", "bild"]
kind = "feat"
section = "ビルド"
"""

FORTS = """+++
game = "forts"
language = "ja"
+++
# Forts
## ビルド
砦を1つ建てる。
## マーチ
駒を隣の地域へ動かす。
"""

AVIARY = """+++
game = "aviary"
language = "it"
+++
# Aviary
## Giocare un uccello
Si paga il cibo e si mette la carta uccello nella colonna.
## Cibo
Si prende un dado dalla mangiatoia.
"""


def _idx() -> RulesIndex:
    return RulesIndex.build(
        summaries=[("forts/ja.md", FORTS), ("aviary/it.md", AVIARY)],
        glossaries=[GLOSSARY],
        lexicons=[("l.toml", LEXICON)],
    )


def test_a_lexicon_word_is_not_read_as_a_term_by_its_sound():
    idx = _idx()
    q = analyse(idx, "bird")
    assert all(not con.terms for con in q.concepts)
    r = idx.search("bird", limit=3)
    assert r[0].section.game == "aviary"


def test_the_terms_romaji_still_finds_it():
    r = _idx().search("birudo", limit=3)
    assert r[0].section.title == "ビルド"


TIES = """
[meta]
game = "forts"

[[term]]
en = "Tie"
ja = ["引き分け"]
it = ["pareggio"]
aliases = ["tie", "ties"]
kind = "term"
section = "マーチ"
"""


def test_an_english_word_the_dictionary_knows_is_no_typo_of_a_term():
    # "types" is one letter from the alias "ties": a typo only if it is no word
    idx = RulesIndex.build(
        summaries=[("forts/ja.md", FORTS)],
        glossaries=[TIES],
        lexicons=[("l.toml", LEXICON)],
        bridge={"タイプ": "type;types"},
    )
    assert all(not con.terms for con in analyse(idx, "types").concepts)
    assert any(con.terms for con in analyse(idx, "tyes").concepts)
