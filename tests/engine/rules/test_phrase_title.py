"""A heading holding a several-word form of the question's concept whole ("Deporre
uova" for "lay eggs") ranks above one holding a single word of it ("Uova e nidi")."""

from __future__ import annotations

from bot.engine.rules.index import RulesIndex

LEXICON = """
[[concept]]
id = "egg"
en = ["egg", "eggs", "lay eggs"]
ja = ["卵", "卵を産む"]
romaji = ["tamago"]
it = ["uovo", "uova", "deporre uova"]
"""

SUMMARY = """+++
game = "aviary"
language = "it"
+++
# Aviary

## Uova e nidi
Ogni carta ha un nido e un limite di uova.

## Deporre uova
Si mettono uova sulle carte, fino al limite.
""" + "".join(f"\n## Caso {k}\nNel caso numero {k} si ricomincia.\n" for k in range(30))


def test_the_heading_saying_the_phrase_comes_first():
    idx = RulesIndex.build(summaries=[("aviary/it.md", SUMMARY)], lexicons=[("l.toml", LEXICON)])
    for q in ("lay eggs", "tamago"):
        r = idx.search(q, limit=3)
        assert r[0].section.title == "Deporre uova", q
