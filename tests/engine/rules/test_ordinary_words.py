"""Ordinary words across languages, where the question's language is not the
summary's: a word of a question read in the question's language (not as romaji, not
as the English word it also spells, not as a lexicon word of the same stem), Italian
verbs by their infinitive, and Italian reaching Japanese through English, weighted."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.rules import query
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.lexicon import inflects, parse_lexicon
from bot.knowledge_files import read_lexicon_texts
from tests.engine.rules.invented import shipped_bridges, summary

ROOT = Path(__file__).resolve().parents[3]
GUILD = 7


@pytest.mark.parametrize(
    "word,form,same",
    [
        ("pesco", "pescare", True),  # a verb's person and its infinitive
        ("carte", "carta", True),
        ("pareggi", "pareggio", True),
        ("prende", "prendere", True),
        ("costruiscono", "costruire", True),
        ("forziere", "forza", False),  # a chest: another word of the same stem
        ("inizio", "iniziativa", False),
        ("ao", "bo", False),  # nothing shared: no ending read from the words' ends
    ],
)
def test_italian_inflections_against_derivations(word, form, same):
    assert inflects(word, form) is same


LEX = """
[[concept]]
id = "strength"
en = ["strength"]
ja = ["強さ"]
romaji = ["tsuyosa"]
it = ["forza"]

[[concept]]
id = "draw"
en = ["draw"]
ja = ["引く"]
romaji = ["hiku"]
it = ["pescare"]
"""


def test_a_lexicon_word_of_the_same_stem_is_not_another_word():
    lex = parse_lexicon([("t", LEX)])
    assert lex.lookup("forziere") == []
    assert [c.id for c in lex.lookup("pesco")] == ["draw"]
    assert [c.id for c in lex.lookup("forze")] == ["strength"]


CHEST_JA = summary(
    "kaizoku",
    "Kaizoku",
    "ja",
    "## 宝箱\n宝箱を開けると金貨を三枚得る。\n## 戦闘\n力の強さでダイスを振る。\n"
    "## 宿\n宿屋に泊まると体力が回復する。\n## 準備\n各自が船を一隻受け取る。\n",
)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    root = ROOT / "knowledge"
    bridge, wn = shipped_bridges()
    idx = RulesIndex.build(lexicons=read_lexicon_texts(root), bridge=bridge, wordnet=wn)
    idx.add(CHEST_JA, scope=GUILD, source_id="kaizoku.md", name="kaizoku.md")
    return idx


def _concept(idx: RulesIndex, q: str, word: str) -> query.Concept:
    qa = query.analyse(idx, query.clean(q), GUILD, "kaizoku")
    (c,) = [c for c in qa.concepts if c.why == word]
    return c


def _forms(idx: RulesIndex, q: str, word: str) -> tuple[list[str], list[str]]:
    c = _concept(idx, q, word)
    return c.extra, c.related


def test_a_dictionary_word_is_not_read_as_a_lexicon_word_of_its_stem(idx):
    # forziere (a treasure chest) shares forza's stem: it is still a chest
    extra, _ = _forms(idx, "cosa c'è nel forziere?", "forziere")
    assert "treasure chest" in extra and "strength" not in extra
    r = idx.search("cosa c'è nel forziere?", scope=GUILD, game="kaizoku", limit=3)
    assert r[0].section.title == "宝箱"


def test_an_italian_word_is_not_read_as_romaji_in_an_italian_question(idx):
    # "vanno" (they go) sounds like bannou (万能, a wild card) only as romaji; it is
    # andare's, and "monete" and "giocatori" are plurals: the question is Italian
    q = "dove vanno le monete dei giocatori?"
    extra, related = _forms(idx, q, "vanno")
    assert extra and not any(f in extra + related for f in ("wild", "ワイルド"))
    assert _concept(idx, q, "vanno").langs == {"it"}
    # in a question typed in romaji, it is read so
    extra, _ = _forms(idx, "vanno wa itsu tsukau?", "vanno")
    assert "wild" in extra


def test_a_word_of_both_languages_is_read_in_the_questions_language(idx):
    # "stare" is Italian (to stay) in an Italian question, English (to gaze) in an
    # English one
    extra, related = _forms(idx, "il pezzo deve stare nella locanda?", "stare")
    assert "stay" in extra and "gaze" not in extra + related and "凝視" not in extra
    extra, _ = _forms(idx, "do not stare at the dice", "stare")
    assert "凝視" in extra


def test_an_italian_word_reaches_japanese_text_through_its_english(idx):
    # locanda -> inn -> 宿屋 (JMdict): the wordnets' own Japanese for it are others
    # (旅館, 宿舎), and the section's text, not its heading, says it
    assert "宿屋" not in shipped_bridges()[1].translate("locanda", "it", "ja", limit=9)
    extra, _ = _forms(idx, "cosa fa la locanda", "locanda")
    assert "宿屋" in extra
    r = idx.search("cosa fa la locanda", scope=GUILD, game="kaizoku", limit=3)
    assert r[0].section.title == "宿"


def test_a_japanese_words_later_glosses_reach_italian_as_neighbours(idx):
    # 予想: expectation (first gloss), anticipation, prediction: the Italian of the
    # first is a translation, that of the others counts less
    qa = query.analyse(idx, query.clean("予想の配当"), GUILD, "kaizoku")
    (c,) = [c for c in qa.concepts if c.why == "予想"]
    assert "aspettativa" in c.extra or "attesa" in c.extra
    assert "previsione" in c.related and "previsione" not in c.extra


@pytest.mark.parametrize(
    "word,english",
    [
        ("entra", "enter"),  # entrare: its Snowball stem (entra) is not the verb's (entr)
        ("riprendo", "resume"),  # riprendere: ripr, the stem, is no word's
    ],
)
def test_a_verbs_person_is_read_by_its_infinitive_when_nothing_else_reads_it(word, english):
    wn = shipped_bridges()[1]
    assert english in wn.translate(word, "it", "en", limit=9)


def test_a_preposition_is_no_verbs_person():
    # entro (within) ends as entrare's "I enter" would
    wn = shipped_bridges()[1]
    assert wn.translate("entro", "it", "en", limit=9) == []
    assert wn.translate("entra", "it", "en", limit=9)
