"""A katakana word no dictionary knows and no summary names, typed without one of
its long marks or its small ッ (スキルカド for スキルカード, マーケト for マーケット), is
read as the word it was meant as, and reaches a Latin summary through that word's
English; a katakana name a summary spells keeps its name reading. On an invented
game."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.query import analyse
from tests.engine.rules.invented import index_of, summary

SCOPE = 14

FIERA = summary(
    "fiera",
    "Fiera",
    "it",
    """
## Il mercato
Al mercato si vendono le merci per due monete l'una.

## Il porto
Le navi attraccano al porto e scaricano le merci.

## Doc
Doc è il mercante che apre la fiera.

## Il campo base
Ogni spedizione parte dal campo base e vi torna a fine giro.
""",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([FIERA], scope=SCOPE)


@pytest.mark.parametrize("q", ["ベスキャンプはどこ？", "ベースキャンプはどこ？"])
def test_a_katakana_word_missing_a_mark_finds_its_section(idx, q):
    top = idx.search(q, scope=SCOPE, game="fiera", limit=3)
    assert top[0].section.title == "Il campo base"


def test_the_mended_word_brings_its_english_and_italian(idx):
    (c, *_rest) = analyse(idx, "マーケト", scope=SCOPE, game="fiera").concepts
    assert "market" in c.extra and "mercato" in c.extra


def test_a_katakana_name_a_summary_spells_is_not_mended(idx):
    # ドク could be ドック (dock) with a small ッ; the summary names Doc
    (c, *_rest) = analyse(idx, "ドク", scope=SCOPE, game="fiera").concepts
    assert "doc" in c.extra and "dock" not in c.extra
