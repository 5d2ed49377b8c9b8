"""Bridges between a question and a summary of a game Herald does not ship, added
with no glossary: Italian stems and romaji sounds in the lexicon, concepts that also
answer a question ("how do I win" -> the goal of the game), and typos read against
the question's own game's glossary only."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.rules import normalize as N
from bot.engine.rules import query
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.lexicon import parse_lexicon
from bot.knowledge_files import read_lexicon_texts, read_rules_texts

ROOT = Path(__file__).resolve().parents[3]
GUILD = 5

FORT = """+++
game = "fortezza"
language = "ja"
names = { en = "Fortezza", ja = "フォルテッツァ", it = "Fortezza" }
+++
# フォルテッツァ

## ゲームの目的
城壁を築いて名声を集め、最初に12点に達したプレイヤーが勝利する。

## 最長交易路
つながった道が最も長いプレイヤーは勝利点2点のボーナスを得る。

## 得点
城壁1つにつき勝利点1点。交易路のボーナスは2点。

## 同点
同点なら名声の多いプレイヤーが勝つ。
"""

CREW = """+++
game = "crew-en"
language = "en"
names = { en = "Crew Test" }
+++
# Crew Test

## Roles
Each player has a role card with one special ability.

## Losing
The crew loses when the deck runs out.

## Scoring
One point per mission.
"""


@pytest.fixture(scope="module")
def idx(shipped) -> RulesIndex:
    """The shipped summaries and glossaries with the shipped JMdict bridge (the
    session's index's, not read again) and no wordnet, plus the two games above."""
    root = ROOT / "knowledge"
    summaries, glossaries, names = read_rules_texts(root)
    ix = RulesIndex.build(
        summaries=summaries,
        glossaries=glossaries,
        game_names=names,
        lexicons=read_lexicon_texts(root),
        bridge=shipped.bridge,
    )
    ix.add(FORT, scope=GUILD, source_id="fortezza.md", name="fortezza.md")
    ix.add(CREW, scope=GUILD, source_id="crew.md", name="crew.md")
    return ix


def test_romaji_is_not_read_as_a_typo_of_another_games_term(idx):
    # "kouekiro" is within typo distance of a Europa Universalis glossary term; in
    # this game's channel it is the romaji of this game's heading
    qa = query.analyse(idx, "kouekiro", GUILD, "fortezza")
    assert not any(c.terms for c in qa.concepts)
    r = idx.search("kouekiro", scope=GUILD, game="fortezza", limit=3)
    assert r[0].section.game == "fortezza"
    assert r[0].section.title == "最長交易路"


def test_without_a_game_typos_still_reach_every_glossary(idx):
    qa = query.analyse(idx, "kouekiro", GUILD)
    assert any(c.terms for c in qa.concepts)


def test_an_exact_term_of_another_game_is_still_that_games(idx):
    # a word that is exactly another game's term is not read as a typo of a term
    # of the channel's game; in a game with a glossary, it stays the other game's
    qa = query.analyse(idx, "corruzione", None, "pendragon")
    terms = [idx.terms[t] for c in qa.concepts for t in c.terms]
    assert "europa-universalis" in {t.game for t in terms}
    assert "pendragon" not in {t.game for t in terms}  # not a typo of its "costruzione"


def test_in_a_game_without_glossary_another_games_term_is_a_plain_word(idx):
    qa = query.analyse(idx, "corruzione", GUILD, "fortezza")
    assert [c.why for c in qa.concepts] == ["corruzione"]
    assert not any(c.terms for c in qa.concepts)


def test_another_games_term_of_two_words_is_read_word_by_word(idx):
    # "large buildings" is a Hadrian's Wall glossary form: asked in the channel of a
    # game without glossary, its words are looked up one by one (lexicon, stems ...)
    qa = query.analyse(idx, "large buildings", GUILD, "fortezza")
    assert not any(c.terms for c in qa.concepts)
    assert [c.why for c in qa.concepts] == ["large", "buildings"]
    qa = query.analyse(idx, "large buildings", GUILD)
    assert any(c.terms for c in qa.concepts)


LEX = """
[[concept]]
id = "role"
en = ["role"]
ja = ["役割"]
romaji = ["yakuwari"]
it = ["ruolo"]

[[concept]]
id = "tie"
en = ["tie"]
ja = ["同点"]
romaji = ["douten"]
it = ["parità"]

[[concept]]
id = "victory"
en = ["win", "how do i win"]
ja = ["勝つ"]
romaji = ["katsu"]
it = ["vincere"]
see = ["objective", "nothing-of-that-name"]

[[concept]]
id = "objective"
en = ["goal"]
ja = ["目的"]
romaji = ["mokuteki"]
it = ["scopo"]
"""


@pytest.mark.parametrize(
    "word,concept",
    [
        ("ruoli", "role"),  # Italian plural of a listed singular
        ("ruolo", "role"),
        ("dooten", "tie"),  # romaji long vowel spelt "oo"
        ("dōten", "tie"),
        ("douten", "tie"),
    ],
)
def test_lexicon_finds_italian_inflections_and_romaji_spellings(word, concept):
    lex = parse_lexicon([("t", LEX)])
    assert [c.id for c in lex.lookup(word)] == [concept]


def test_loose_keys_do_not_fire_on_unrelated_words():
    lex = parse_lexicon([("t", LEX)])
    assert lex.lookup("ruota") == []  # shares a few letters with ruolo, not its stem
    assert lex.lookup("doten") != [] and lex.lookup("tender") == []
    # a short key says too little: "too" must not be romaji "tou" (tower)
    tower = (
        '[[concept]]\nid = "tower"\nen = ["tower"]\nja = ["塔"]\nromaji = ["tou"]\nit = ["torre"]\n'
    )
    assert parse_lexicon([("t", tower)]).lookup("too") == []


def test_see_lists_the_concepts_that_exist():
    lex = parse_lexicon([("t", LEX)])
    (victory,) = lex.lookup("win")
    assert [c.id for c in lex.related(victory)] == ["objective"]


def test_how_do_i_win_reaches_the_goal_of_the_game(idx):
    qa = query.analyse(idx, "how do I win", GUILD, "fortezza")
    extra = [f for c in qa.concepts for f in c.extra]
    related = [f for c in qa.concepts for f in c.related]
    # through victory's see = ["objective"]: a neighbour, not one of its own forms
    assert "目的" in related and "目的" not in extra
    r = idx.search("how do I win", scope=GUILD, game="fortezza", limit=3)
    assert r[0].section.title == "ゲームの目的"


@pytest.mark.parametrize(
    "q,title",
    [("ruoli", "Roles"), ("come si perde?", "Losing"), ("dooten", "同点")],
)
def test_inflected_italian_and_loose_romaji_find_the_section(idx, q, title):
    game = "fortezza" if title == "同点" else "crew-en"
    r = idx.search(q, scope=GUILD, game=game, limit=3)
    assert r[0].section.title == title


def test_bridge_gives_written_words_before_their_kana_readings():
    from bot.engine.rules.lexicon import Bridge

    b = Bridge({"よやく": "reservation", "予約": "reservation", "予備": "reserve"})
    # folded; the reading after the written word, then the same stem's (reserve)
    assert b.japanese("reservation") == ["予約", "ヨヤク", "予備"]


def test_bridge_reaches_a_gloss_of_the_same_english_stem():
    from bot.engine.rules.lexicon import Bridge

    b = Bridge({"予約": "reservation", "予備": "reserve", "保留": "reservoir"})
    got = b.japanese("reserve")
    assert got[0] == "予備" and "予約" in got  # reserv- = reserv-
    assert "保留" not in got  # "reservoir" stems to reservoir
    assert set(b.japanese("reserved")) == {"予備", "予約"}


@pytest.mark.parametrize(
    "phrase,concept",
    [
        ("too many", "limit"),  # "too many tokens": the section on a limit
        ("troppi", "limit"),
        ("rolled", "dice"),  # "what happens when a 7 is rolled"
        ("振る", "dice"),
        ("lines", "row"),
        ("righe", "row"),
        ("colonne", "column"),
    ],
)
def test_general_vocabulary_of_the_shipped_lexicon(idx, phrase, concept):
    assert concept in [c.id for c in idx.lexicon.lookup(N.fold(phrase))]


def test_too_many_reaches_a_japanese_limit_heading(idx):
    text = FORT.replace("## 同点", "## 城壁の上限\n城壁は5つまで。\n\n## 同点")
    idx.add(text, scope=GUILD + 1, source_id="f.md", name="f.md")
    r = idx.search("too many walls", scope=GUILD + 1, game="fortezza", limit=3)
    assert r[0].section.title == "城壁の上限"


@pytest.mark.parametrize(
    "word,cognate",
    [
        ("infection", "infezione"),
        ("monastery", "monastero"),
        ("abilities", "abilità"),
        ("costruzione", "costruction"),
        ("posizione", "position"),
        ("parità", "parity"),
    ],
)
def test_cognates_by_regular_suffixes(word, cognate):
    assert cognate in N.cognates(word)


def test_short_words_have_no_cognates():
    assert N.cognates("final") == () and N.cognates("tie") == ()


def test_an_italian_word_finds_an_english_heading_by_its_cognate(idx):
    text = CREW.replace("## Scoring", "## Infection\nCubes spread.\n\n## Scoring")
    idx.add(text, scope=GUILD + 2, source_id="c.md", name="c.md")
    r = idx.search("infezione", scope=GUILD + 2, game="crew-en", limit=3)
    assert r[0].section.title == "Infection"
    qa = query.analyse(idx, "infezione", GUILD + 2, "crew-en")
    assert "infection" in qa.concepts[0].extra


def test_bridge_weighs_a_common_words_second_gloss_against_rare_first_ones():
    from bot.engine.rules.lexicon import Bridge

    b = Bridge(
        {
            "選択": "selection;choice;option\tせんたく\t49",
            "ピックアップ": "choice;selection;picking out\t\t39",
            "チョイス": "choice;selection\t\t37",
            "見立て": "choice;selection\tみたて\t35",
        }
    )
    # 選択 is by far the commonest word said for a choice, though glossed so second
    assert b.japanese("choice")[0] == "選択"
    assert b.japanese("selection")[0] == "選択"
    # of as common, the word glossed so first still comes first
    assert (
        Bridge({"甲乙": "x;choice\t\t40", "乙丙": "choice\t\t40"}).japanese("choice")[0] == "乙丙"
    )
