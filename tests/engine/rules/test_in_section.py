"""Finding the section once the game is known, on invented games (no benchmark
material), issue 21:

- a text that keeps speaking of the question's words is more about them than one
  naming them once in passing (BM25's saturated term frequency against the text's
  length: :func:`bot.engine.rules.rank._body_tf`);
- a lexicon concept said by a phrase (*end of the game*) reaches a summary in French
  or German word by word, where the wordnets have no phrase (*Fin de partie*,
  *Spielende*: :func:`bot.engine.rules.lexicon._composed`);
- a German heading joins the words into one (*Spielende* holds *Spiel* and *Ende*:
  :data:`bot.engine.rules.words.COMPOUNDING`).

Each mechanism is switched off in a test of its own, which must then fail."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules import words as W
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 5

ORCHARD = summary(
    "orchard",
    "Orchard",
    "en",
    """## Market
Sell pears, plums, jam, honey or cider; a smoked pest trap costs two coins.
## Each season
Reveal a season card. A pest eats one pear in each orchard it reaches; pests spread to
the next orchard at night unless smoked out. Two pests in one orchard eat a tree, and
smoke removes every pest of an orchard.
## Winter
Frost kills every blossom of an orchard without a brazier.
""",
)

GALIONS = summary(
    "galions",
    "Galions",
    "fr",
    """## Mise en place
Chaque joueur prend un navire et trois pièces.
## Tour de jeu
Le joueur actif déplace son navire puis vend sa cargaison.
## Fin de partie
La partie s'arrête quand la pioche est vide : le joueur le plus riche l'emporte.
""",
)

KREUZ = summary(
    "kreuz",
    "Kreuz",
    "de",
    """## Material
Ein Block und sechs Würfel.
## Ablauf
Der aktive Spieler würfelt; alle kreuzen eine Zahl an.
## Spielende
Das Spiel endet, sobald zwei Reihen geschlossen sind oder ein Spieler vier Fehlwürfe hat.
## Wertung
Jede Reihe zählt nach der Anzahl ihrer Kreuze.
""",
)


def build() -> RulesIndex:
    return index_of([GALIONS, KREUZ], scope=GUILD)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return build()


def first(idx: RulesIndex, query: str, game: str) -> str:
    return idx.search(query, scope=GUILD, only_game=game, limit=5)[0].section.title


# -------------------------------------------------- how often a text says it
# both texts say "pest" and neither heading does; one of them is about pests
OFTEN = ["pests", "what do pests do"]


@pytest.mark.parametrize("query", OFTEN)
def test_the_text_that_keeps_saying_the_word_answers(query):
    idx = index_of([ORCHARD], scope=GUILD)
    assert first(idx, query, "orchard") == "Each season"


@pytest.mark.parametrize("query", OFTEN)
def test_without_term_frequency_the_passing_mention_wins(query):
    bare = index_of([ORCHARD], scope=GUILD)
    bare.weights = replace(bare.weights, body_tf=0.0)
    assert first(bare, query, "orchard") == "Market"


# ------------------------------------ a lexicon phrase in French and German
PHRASES = [
    ("when does the game end", "galions", "Fin de partie"),
    ("ゲームの終了", "galions", "Fin de partie"),
    ("fine partita", "kreuz", "Spielende"),
    ("ゲームの終了", "kreuz", "Spielende"),
]


@pytest.mark.parametrize("query,game,expect", PHRASES)
def test_a_lexicon_phrase_reaches_a_french_or_german_heading(idx, query, game, expect):
    r = idx.search(query, scope=GUILD, only_game=game, limit=5)
    assert r[0].section.title == expect
    assert expect.split()[0].lower() in r[0].why.lower()  # matched, not listed in order


def test_the_composed_forms_are_the_phrase_word_by_word(idx):
    (end,) = [c for c in idx.lexicon.concepts if c.id == "end-of-game"]
    assert {"fin", "partie"} in [set(f.split()) for f in end.forms_in(["fr"])]
    assert {"spiel", "ende"} in [set(f.split()) for f in end.forms_in(["de"])]
    assert not set(end.forms_in(["fr", "de"])) & set(end.forms)  # never a lookup key


def test_a_german_compound_holds_its_words():
    assert W._in_a_compound("spielende", "ende")
    assert W._in_a_compound("spielende", "spiel")
    assert not W._in_a_compound("spielende", "piel")  # inside, not a part
    assert not W._in_a_compound("ende", "end")  # too short to be a part


def test_without_compounds_a_german_heading_is_not_met(monkeypatch):
    monkeypatch.setattr(W, "COMPOUNDING", frozenset())
    idx = build()
    r = idx.search("fine partita", scope=GUILD, only_game="kreuz", limit=5)
    assert "spielende" not in r[0].why.lower()


# ------------------------------------------------ a typo, the game's words deciding
TORRI = summary(
    "torri",
    "Torri",
    "it",
    """## Preparazione
Ogni giocatore prende tre torri e cinque monete.
## Il turno
Nel proprio turno si costruisce una torre oppure si raccolgono due monete.
## Fine
Vince chi ha più torri.
""",
)

KAGO = summary(
    "kago",
    "Kago",
    "ja",
    """## 準備
各プレイヤーはコマを三つ受け取る。
## 選択
場のカードから一枚を選ぶ。選んだカードは手札に加える。
## 恐怖
恐怖トークンが五枚たまると全員の負け。
""",
)

TYPOS = [
    # one slip from *tono* (the commoner word) as from *turno*: the game says turns
    ("cosa si fa nel trno", "torri", "Il turno"),
    # an inflected word's typo (sclete: scelte), read by its dictionary form, into
    # Japanese (scelta: 選択)
    ("sclete", "kago", "選択"),
]


@pytest.mark.parametrize("query,game,expect", TYPOS)
def test_a_typo_is_read_as_the_word_the_game_says(query, game, expect):
    idx = index_of([TORRI, KAGO], scope=GUILD)
    r = idx.search(query, scope=GUILD, only_game=game, limit=5)
    assert r[0].section.title == expect
    assert f"→ {expect}" in r[0].why  # the typo matched it, not the order of sections


def test_a_typo_has_every_word_as_near():
    from bot.engine.rules.query import _dictionary_words

    idx = index_of([TORRI], scope=GUILD)
    assert {"tono", "turno"} <= set(_dictionary_words(idx, "trno"))
    assert "scelta" in _dictionary_words(idx, "sclete")
    assert _dictionary_words(idx, "crad")[0] == "card"  # the commoner word first


def test_a_compound_heading_is_met_through_the_headings_word_index_too(idx):
    """Many headings to test are read through their words' index (speed), which holds
    whole words: a German heading's compound must still hold its parts there."""
    for form in ("ende", "spiel"):
        one_by_one = W.sayer(idx, form, title=True, many=0)
        indexed = W.sayer(idx, form, title=True, many=10**6)
        live = [i for i, s in enumerate(idx.slots) if s is not None]
        assert [i for i in live if indexed(i)] == [i for i in live if one_by_one(i)]
        assert "Spielende" in [idx.slots[i].title for i in live if indexed(i)], form
