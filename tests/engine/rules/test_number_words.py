"""A number written as a word meets its digits and the other language's word (issue
21): "four players" asked of an Italian summary whose heading says "4 giocatori";
"tre" of an English one saying "3". A number's word in another language is met in
headings only (in a text it is also another word: *sei*, you are), and *one* /
*uno* (a pronoun, an article) and the Japanese numerals are left as written."""

from __future__ import annotations

import pytest

from bot.engine.rules import query
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 43
RIVERS_IT = summary(
    "fiumi-di-carta",
    "Fiumi di Carta",
    "it",
    """## Partite a 2 giocatori
Ognuno prende due barche in più.
## Partite a 4 giocatori
Si gioca a coppie, con le barche dei compagni.
## Le barche
Ogni barca porta un sacco di riso.
## Il primo turno
Se sei il primo giocatore, prendi una barca in più.
""",
)
KITES_EN = summary(
    "kite-field",
    "Kite Field",
    "en",
    """## Game for 5 players
The fifth player starts with one more kite.
## Game for 3 players
Each player flies two kites at once.
## Kites
A kite that lands is turned face down.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([RIVERS_IT, KITES_EN, *BYSTANDERS], scope=GUILD)


@pytest.mark.parametrize(
    ("q", "title"),
    [
        ("four players", "Partite a 4 giocatori"),
        ("rules with four players", "Partite a 4 giocatori"),
        ("partita con tre giocatori", "Game for 3 players"),
    ],
)
def test_a_number_word_meets_the_digits_of_a_heading(idx, q, title):
    r = idx.search(q, scope=GUILD, limit=3)
    assert r and r[0].section.title == title


@pytest.mark.parametrize(
    ("q", "word", "forms"),
    [
        ("four cards", "four", {"4", "quattro"}),
        ("4 carte", "4", {"four", "quattro"}),
        ("the 3rd round", "3rd", {"3", "three", "tre"}),
    ],
)
def test_a_number_reads_as_its_digits_and_words(idx, q, word, forms):
    con = next(c for c in query.analyse(idx, q, GUILD).concepts if c.typed == word)
    assert forms <= set(con.forms + con.extra)


@pytest.mark.parametrize(("q", "never"), [("one kite", "1"), ("1 kite", "one"), ("四 kites", "4")])
def test_one_and_the_japanese_numerals_stay_as_written(idx, q, never):
    con = query.analyse(idx, q, GUILD).concepts[0]
    assert never not in con.extra


def test_a_number_word_of_another_language_is_met_in_headings_only(idx):
    # "six" is *sei* in Italian, where a text says *sei* as "you are" too
    r = idx.search("six boats", scope=GUILD, game="fiumi-di-carta", limit=3)
    assert r and r[0].section.title == "Le barche"
