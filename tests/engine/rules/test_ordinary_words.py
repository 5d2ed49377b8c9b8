"""Ordinary words across languages, where the question's language is not the
summary's: which sense of an Italian word translates it (the data gives no sense
order for Italian), a word of a question read in the question's language (not as
romaji, not as the English word it also spells, not as a lexicon word of the same
stem), and Italian reaching Japanese through English, weighted."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.rules import query
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.lexicon import inflects, parse_lexicon
from bot.engine.rules.wordnet import Wordnet
from bot.knowledge_files import read_lexicon_texts
from tests.engine.rules.invented import shipped_bridges, summary

ROOT = Path(__file__).resolve().parents[3]
GUILD = 7

# an Italian word of three concepts, listed rarest first (the data's order is the
# concepts', not the Italian word's senses); the last column is how common the concept
# is (Zipf x 10 of its English words)
SENSES = """# test data
n\tlegerdemain;conjuring trick;magic@2\tmagia;illusionismo\t\t\t\t\t38
n\tcharm;appeal@2\tmagia;fascino\t魅力\t\t\t\t46
n\tmagic;sorcery@4\tmagia\t魔法\tmagie\tmagia\tmagie\t48
n\tsleep;slumber\tdormire;riposare\t寝る\tdormir\tdormir\tschlafen\t51
"""


def test_an_italian_word_translates_through_its_commonest_concept_first():
    wn = Wordnet.parse(SENSES)
    # named in most languages (and commonest in English): magic, not legerdemain
    assert wn.translate("magia", "it", "en")[0] == "magic"
    assert wn.translate("magia", "it", "ja")[0] == "魔法"
    # English keeps WordNet's own sense order: magic's first sense, then its second
    assert wn.concepts("magic", "en") == [2, 0]


def test_the_weight_column_is_optional():
    # a bridge file without the column reads as before (every concept as common)
    plain = "\n".join(line.rsplit("\t", 1)[0] for line in SENSES.splitlines()[1:])
    assert Wordnet.parse(plain).translate("riposare", "it", "en")[0] == "sleep"


@pytest.mark.parametrize(
    "word,form,same",
    [
        ("pesco", "pescare", True),  # a verb's person and its infinitive
        ("carte", "carta", True),
        ("prende", "prendere", True),
        ("costruiscono", "costruire", True),
        ("forziere", "forza", False),  # a chest: another word of the same stem
        ("inizio", "iniziativa", False),
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


def _forms(idx: RulesIndex, q: str, word: str) -> tuple[list[str], list[str]]:
    qa = query.analyse(idx, query.clean(q), GUILD, "kaizoku")
    (c,) = [c for c in qa.concepts if c.why == word]
    return c.extra, c.related


def test_a_dictionary_word_is_not_read_as_a_lexicon_word_of_its_stem(idx):
    # forziere (a treasure chest) shares forza's stem: it is still a chest
    extra, _ = _forms(idx, "cosa c'è nel forziere?", "forziere")
    assert "treasure chest" in extra and "strength" not in extra
    r = idx.search("cosa c'è nel forziere?", scope=GUILD, game="kaizoku", limit=3)
    assert r[0].section.title == "宝箱"


def test_an_italian_word_is_not_read_as_romaji_in_an_italian_question(idx):
    # "hanno" (they have) sounds like hannou (反応, reaction) only as romaji
    extra, related = _forms(idx, "quante monete hanno i giocatori all'inizio?", "hanno")
    assert not any(f in extra + related for f in ("reaction", "反応", "hannou"))
    # it is an Italian word (avere's), not a word no dictionary knows
    assert "have" in _forms(idx, "hanno", "hanno")[0]
    # in a question typed in romaji, it is read so
    extra, _ = _forms(idx, "hanno wa itsu tsukau?", "hanno")
    assert "reaction" in extra


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
