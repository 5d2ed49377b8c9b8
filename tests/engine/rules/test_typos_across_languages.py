"""An English typo asked about a summary in another language, and the weak-match
note in a channel whose game has a summary, on an invented game (issue 21; play-test
16, finding 5): "trik" is one slip from *trick*, the board-game lexicon's word whose
Italian (*presa*) the summary says, though the wordnets hold commoner words as near
(*trip*, *trim*); and a slip, or a rules word no summary says (次, リード), is no
missing game's name: no hint to add a summary for it."""

from __future__ import annotations

import pytest

from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import BYSTANDERS, index_of

GUILD = 16

LANTERNE = """+++
game = "lanterne"
language = "it"
names = { en = "Lanterne", it = "Lanterne" }
+++
# Lanterne
## Puntate
Prima di giocare ogni giocatore annuncia a voce quanti punti pensa di fare.
## Le prese
Chi ha vinto una presa gioca la prima carta di quella dopo. Si deve seguire il colore
della prima carta giocata.
## Jolly
Il jolly vale come qualsiasi colore e batte ogni altra carta.
## Conteggio finale
Alla fine della partita ognuno somma i punti scritti sul foglio.
"""


@pytest.fixture(scope="module")
def idx() -> RulesIndex:
    return index_of([LANTERNE, *BYSTANDERS], scope=GUILD)


def in_channel(idx: RulesIndex, q: str):  # type: ignore[no-untyped-def]
    """As /rule asks in a channel playing the game."""
    return idx.search(q, scope=GUILD, game="lanterne", only_game="lanterne", limit=5)


@pytest.mark.parametrize(
    "q", ["who leds the next trik", "who leads the next trick", "who wins a trik"]
)
def test_an_english_typo_reaches_the_italian_heading_through_the_lexicon(idx, q):
    r = in_channel(idx, q)
    assert r[0].section.title == "Le prese"


def test_a_typo_is_read_as_a_lexicon_word_beside_commoner_words(idx):
    # the wordnets' nearest words are commoner ones; the lexicon's is looked for too
    from bot.engine.rules.query import slip_readings

    assert slip_readings(idx, "trik")
    assert not slip_readings(idx, "qwzx")


def test_a_real_word_is_not_read_as_the_lexicon_word_it_is_near(idx):
    # "trip" is a word: it is not replaced by *trick*, so the question finds no prese
    r = in_channel(idx, "trip")
    assert r.weak or r[0].section.title != "Le prese"


@pytest.mark.parametrize("q", ["who leds the next trik", "who leds teh nxet trik"])
def test_a_slip_in_the_channel_of_a_summarised_game_gets_no_add_hint(idx, q):
    r = in_channel(idx, q)
    assert r.unknown == []
    assert r.unsaid == []


def test_rules_words_no_summary_says_are_named_in_no_note(idx):
    # 次 (next) and リード (lead) are board-game words: topics, not a missing game's
    r = in_channel(idx, "次のトリックは誰がリードする")
    assert r[0].section.title == "Le prese"
    assert "次" not in r.unsaid and "リード" not in r.unsaid
    assert r.unsaid == []


def test_a_capitalised_name_one_slip_from_a_word_is_still_named(idx):
    # "Nope" is one slip from *note*, *none*: written as a name, it may be a game's
    r = in_channel(idx, "can a Nope stop a Defuse?")
    assert "nope" in r.unknown


def test_dictionary_words_no_summary_says_are_named_though_near_other_words(idx):
    # a word of the dictionaries is no slip, though one letter from another word
    # (pilgrim, pilgrims; glacier, glaciers): a missing game's things may be such words
    unknown, said = idx._note_words(
        [], [], ["pilgrim", "glacier"], "can the pilgrim cross the glacier", True
    )
    assert said == ["pilgrim", "glacier"]
    # a word no dictionary knows, one slip from one it knows, is a slip; a rules word
    # and a short word are no name; an invented word no slip from any is
    unknown, said = idx._note_words(
        ["trik", "qwzxv"],
        ["trik", "qwzxv"],
        ["trik", "turn", "ace", "qwzxv"],
        "who leads the trik turn ace qwzxv",
        True,
    )
    assert unknown == ["qwzxv"] and said == ["qwzxv"]
