"""Which game a question asked outside any game's channel is about, on games invented
here (no benchmark material); each mechanism's test fails without it:

- an ordinary Italian or English word of the question is that word: not a shipped
  game's glossary term it sounds like (corpo, colpo: r and l are one sound in romaji)
  or nearly spells (finito, fiito), which would make that game the question's;
- an ordinary word that is a shipped game's glossary term (mazzo: its Deck) says that
  game no more surely than a summary whose heading is the word says its own: the
  glossary reaches its game's summary in more ways than any summary without one is
  reached, and used to take every question using the word;
- in a question of several words, such an ordinary word credits the term's own
  section only as it is evidence of that game (unless the question is surely about
  it): the other words pick the sections; asked alone, it is the term;
- a word read as a typo of a glossary's term (reinforcemnts) is a guess among the
  glossaries' terms only: it says the term's game no more than the term's ordinary
  word would, times how surely it is the term;
- the search says which game it found likeliest (``leading``), sure or not."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from bot.engine.rules import rank as R
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 11

# a "shipped" game with a glossary whose Italian forms are near ordinary words
GLOSSARY = """
[meta]
game = "iron-banners"

[[term]]
en = "Strike"
ja = ["ストライク"]
it = ["colpo"]
section = "Strike"

[[term]]
en = "Deck"
ja = ["デッキ"]
it = ["mazzo"]
section = "Deck"

[[term]]
en = "Victory Points"
ja = ["勝利点"]
it = ["punti vittoria", "punti"]
section = "Victory points"

[[term]]
en = "Comitatus"
ja = ["コミタトゥス"]
it = ["comitati"]
aliases = ["comitatus", "komitatusu"]
section = "Comitatus"

[[term]]
en = "Feat"
ja = ["フィート"]
it = ["impresa"]
aliases = ["feat", "fiito"]
section = "Feat"
"""

BANNERS = summary(
    "iron-banners",
    "Iron Banners",
    "en",
    """## Strike
A strike removes one enemy unit from the battle.
## Feat
A feat is a deed of one hero: it scores two points.
## Deck
Shuffle the deck before the first round.
## Victory points
Each fort held scores two victory points.
## Comitatus
The comitatus guards its lord and is never routed.
## Setup
Each player takes a banner and six units.
""",
)

# a second "shipped" game, summarised in Japanese
JADE_GLOSSARY = """
[meta]
game = "jade-castle"

[[term]]
en = "Reinforcement"
ja = ["増援"]
it = ["rinforzi"]
aliases = ["reinforcement", "reinforcements"]
section = "増援"
"""

JADE = summary(
    "jade-castle",
    "Jade Castle",
    "ja",
    """## 増援
各ラウンドの終わりに増援を2つ受け取る。
## 準備
各プレイヤーは城と兵6つを受け取る。
""",
)

SERVER = [
    summary(
        "deep-halls",
        "Deep Halls",
        "it",
        """## Preparazione
Ogni giocatore prende un eroe e tre carte tesoro.
## Nani
Il nano ha sette punti corpo e tira due dadi in difesa.
## Trappole
Una trappola si disinnesca lanciando un dado: con 5 o 6 il nano la evita.
""",
    ),
    summary(
        "river-post",
        "River Post",
        "it",
        """## Preparazione
Ogni giocatore prende una barca e tre casse.
## Mazzo
Si pescano due carte dal mazzo; se è vuoto si rimescolano gli scarti.
## Punti
Ogni cassa consegnata vale un punto.
""",
    ),
    summary(
        "harbor-kings",
        "Harbor Kings",
        "en",
        """## Setup
Each player takes a ship and three crates.
## Reinforcements
Reinforcements arrive at the harbor each spring: two ships per player.
""",
    ),
    summary(
        "harvest-moon",
        "Harvest Moon",
        "it",
        """## Raccolto
Alla fine del turno ogni campo rende due grani.
## Mercato
Al mercato si vendono i grani per una moneta ciascuno.
## Fine partita
Alla fine della partita ogni moneta vale un punto e ogni sacco di grano due punti.
""",
    ),
]


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of(
        SERVER, scope=GUILD, shipped=[BANNERS, JADE], glossaries=[GLOSSARY, JADE_GLOSSARY]
    )


def terms_of(idx: RulesIndex, question: str) -> set[str]:
    qa = Q.analyse(idx, question, GUILD)
    return {idx.terms[t].en for con in qa.concepts for t in con.terms}


@pytest.mark.parametrize(
    "question",
    [
        "il nano ha un corpo robusto?",  # corpo sounds as the term's colpo
        "la trappola ha finito il nano?",  # finito nearly spells the alias fiito
    ],
)
def test_an_ordinary_word_is_no_shipped_games_term(idx, question):
    assert terms_of(idx, question) == set()
    r = idx.search(question, scope=GUILD, limit=3)
    assert r[0].section.game == "deep-halls"
    assert r.leading == "deep-halls"


def test_the_terms_own_forms_and_near_misspellings_still_name_it(idx):
    # the glossary's Italian form typed as it is, a typo of it that is no word, and
    # the romaji of its Japanese form still read as the term
    assert terms_of(idx, "colpo") == {"Strike"}
    assert terms_of(idx, "fiitoo") == {"Feat"}
    assert terms_of(idx, "sutoraiku") == {"Strike"}


def test_the_likeliest_game_is_said_even_when_not_sure(idx):
    # the search names the game the question's words lean to, and the one it names
    r = idx.search("quando finisce il raccolto", scope=GUILD, limit=3)
    assert r.leading == "harvest-moon"
    named = idx.search("harvest moon mercato", scope=GUILD, limit=3)
    assert named.leading == named.game == "harvest-moon"


def evidence(idx: RulesIndex, question: str) -> dict[str, float]:
    qa = Q.analyse(idx, question, GUILD)
    return R.rank(idx, qa, scope=GUILD, game=None, prefer_game=None, limit=5).evidence.scores


def test_an_ordinary_word_says_a_glossarys_game_no_more_than_a_heading_says_its_own(idx):
    # mazzo and punti are the shipped game's Deck and Victory Points, and River Post's
    # headings: River Post's summary says them as surely, and leads
    ev = evidence(idx, "mazzo e punti")
    assert ev["river-post"] > ev["iron-banners"]
    assert idx.search("mazzo e punti", scope=GUILD, limit=3).leading == "river-post"


def test_a_name_only_a_glossary_knows_still_names_its_game(idx):
    r = idx.search("comitatus", scope=GUILD, limit=3)
    assert r.game == "iron-banners"
    assert r[0].section.title == "Comitatus"


def test_a_typo_read_as_a_glossarys_term_does_not_decide_the_game(idx):
    # "reinforcemnts" is read as Jade Castle's Reinforcement (a guess, 96% alike);
    # players, spring: Harbor Kings' words, and its heading is Reinforcements
    question = "reinforcemnts per player each spring"
    qa = Q.analyse(idx, question, GUILD)
    assert [idx.terms[t].en for con in qa.concepts if con.quality < 1.0 for t in con.terms] == [
        "Reinforcement"
    ]
    r = idx.search(question, scope=GUILD, limit=3)
    assert r.game != "jade-castle"
    assert (r[0].section.game, r[0].section.title) == ("harbor-kings", "Reinforcements")


def test_a_glossarys_bonus_does_not_carry_a_longer_question_to_its_game(idx):
    # mazzo (the shipped game's Deck) beside mercato, a word of Harvest Moon's heading:
    # the section saying the question's words comes first, not the term's own. The
    # term's own and Mercato (each saying one word of three) are then near level: the
    # English game is not expected to say the question's Italian words, so it is
    # blamed less for missing them (Weights.game_said_across), and either may be second
    first = top(idx, "carte dal mazzo al mercato", 3)
    assert first[0] == ("river-post", "Mazzo")
    assert set(first[1:]) == {("harvest-moon", "Mercato"), ("iron-banners", "Deck")}
    # asked alone, the word is the glossary's term: its section is among the first
    assert ("iron-banners", "Deck") in top(idx, "mazzo", 2)


def top(idx: RulesIndex, question: str, n: int) -> list[tuple[str, str]]:
    return [(m.section.game, m.section.title) for m in idx.search(question, scope=GUILD)][:n]
