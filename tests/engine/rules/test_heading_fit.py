"""Finding the section once the game is known, on invented games (no benchmark
material):

- the heading that *is* the question outranks one that holds its words among others
  (``Explore`` over ``The first explore``, also for a question in another language
  that no title spelling can compare), by the share of the headings' words the
  question says (:func:`bot.engine.rules.rank._heading_fit`);
- a summary's opening (the text under its title, before any section) names the
  game's topics in passing, like a catch-all section: the topic's own section answers
  (``Corpus.openings``);
- the section whose text says the question's words in one sentence ("sell spices at
  a port") answers a question about doing something to a thing, not the thing's own
  section, which names it apart (:func:`bot.engine.rules.rank._together`);
- a word of a heading's own language is what it spells, not a heading that sounds
  alike ("spices" is no "Ships"): the loan key that lets an English word meet its
  katakana does not pair two English words.

Each mechanism is switched off in a test of its own, which must then fail."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 5

ISLET = summary(
    "islet",
    "Islet",
    "en",
    """## What this game is
A cooperative game: spirits defend an island from invaders who explore, build and ravage.
## Setup
Each player takes a spirit board and two presence.
### The first explore
Before the first round, reveal the top invader card and place one explorer in each land
of that terrain; explorers placed this way do not build.
## Invader phase
### Explore
Reveal an invader card: place one explorer in each land of its terrain.
### Build
In each land with invaders, add a town.
""",
)

VIGNE = summary(
    "vigne",
    "Vigne",
    "it",
    """Ogni giocatore coltiva vigne, raccoglie l'uva, produce vino e lo vende ai mercanti.
## Preparazione
Ogni giocatore prende una plancia e tre monete.
## La vendemmia
Alla fine dell'estate si raccoglie l'uva di ogni vigna: un grappolo per vigna.
## Vendere il vino
Si vende il vino a un mercante: ogni bottiglia vale due monete.
""",
)


def build() -> RulesIndex:
    return index_of([ISLET, VIGNE], scope=GUILD)


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return build()


def first(idx: RulesIndex, query: str, game: str) -> str:
    return idx.search(query, scope=GUILD, only_game=game, limit=5)[0].section.title


# the special case's heading holds the question's word beside another ("first"), and
# its text says more of the question (it repeats the rule): the rule's own heading wins
FIT = [
    ("where do explorers go when exploring", "islet", "Explore"),
    ("探索で探検家を置く土地", "islet", "Explore"),
]

# the opening says the question's words in passing
OPENING = [
    ("grapes", "vigne", "La vendemmia"),
    ("merchants", "vigne", "Vendere il vino"),
    ("ぶどうの収穫", "vigne", "La vendemmia"),
]


@pytest.mark.parametrize("query,game,expect", FIT + OPENING)
def test_the_sections_own_heading_answers(idx, query, game, expect):
    assert first(idx, query, game) == expect


@pytest.mark.parametrize("query,game,expect", FIT)
def test_without_heading_fit_the_special_case_wins(query, game, expect):
    bare = build()
    # (the general rule before its special case by the question's words, which also
    # puts "Explore" before "The first Explore", switched off too: see test_close_sections)
    bare.weights = replace(bare.weights, heading_fit=0.0, close_top=0)
    assert first(bare, query, game) != expect


def test_without_openings_the_overview_wins():
    bare = build()
    bare.openings.clear()
    # (term frequency, which also favours the topic's own text, switched off too)
    bare.weights = replace(bare.weights, body_tf=0.0)
    assert first(bare, "grapes", "vigne") == "Vigne"
    assert first(bare, "merchants", "vigne") == "Vigne"


def test_openings_follow_the_summaries(idx):
    # the text under a summary's title; a first section of its own ("What this game
    # is", "Setup") is a topic like any other
    opened = {idx.sec(i).title for i in idx.openings if idx.body_fold[i]}
    assert opened == {"Vigne"}
    again = build()
    assert again.remove("s1.md", GUILD)  # Vigne
    assert not {again.sec(i).game for i in again.openings} & {"vigne"}


# ------------------------------------------------- the words said together
SPICES = summary(
    "spice-isles",
    "Spice Isles",
    "en",
    """## Components
### Spices
Spices come in four colours; each island produces one colour of spice.
### Ships
Each ship carries up to four crates.
### Ports
A port is a wooden house; each player has five ports.
## Phases
### Explore
Move your ship to a new island and turn its tile face up.
### Delivery
Sell spices at a port you own: each spice gives two coins. Ships unload here.
### Construction
Pay three coins to build a port on an island where your ship is.
## Scoring
Each port scores one point at the end; spices left score nothing.
""",
)

# asked in another language, the thing's own heading (Spices) holds the object
# whole, and the operation is nowhere near it
TOGETHER = ["come vendo le spezie", "スパイスを売る", "how do I sell spices"]


@pytest.mark.parametrize("query", TOGETHER)
def test_the_section_saying_the_words_together_answers(query):
    idx = index_of([SPICES], scope=GUILD)
    assert first(idx, query, "spice-isles") == "Delivery"


@pytest.mark.parametrize("query", TOGETHER[:2])
def test_without_together_the_things_own_section_wins(query):
    bare = index_of([SPICES], scope=GUILD)
    bare.weights = replace(bare.weights, together=0.0)
    assert first(bare, query, "spice-isles") == "Spices"


# ------------------------------------------- near spellings between sections
HARBOUR = summary(
    "harbour",
    "Harbour",
    "en",
    """## Ships
Each vessel carries four crates.
## Spices
Spices come in four colours.
## Robbers
A robber steals one coin.
## Rubbers
Players may trade rubber for coins.
""",
)


@pytest.mark.parametrize("word", ["ships", "spices", "robbers", "rubbers"])
def test_a_word_is_not_the_heading_it_sounds_like_in_its_own_language(word):
    # the consonants a loanword keeps (ships, spices: s-p-s) meet a katakana heading;
    # in an English heading an English word is what it spells, not a sound-alike
    idx = index_of([HARBOUR], scope=GUILD)
    r = idx.search(word, scope=GUILD, only_game="harbour", limit=5)
    assert [m.section.title.lower() for m in r] == [word]


def test_a_typo_and_romaji_still_meet_a_heading_by_sound():
    idx = index_of([HARBOUR], scope=GUILD)
    assert first(idx, "robbbers", "harbour") == "Robbers"
    assert first(idx, "supaisu", "harbour") == "Spices"
