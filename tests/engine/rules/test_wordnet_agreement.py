"""A Japanese word's senses in the open wordnets, in the order JMdict reads it (issue
21): the wordnets list a Japanese word's concepts in no order of use, so the concepts
whose English words hold the word's first JMdict gloss translate it first (バス, JMdict
*bus*: *autobus*, and no longer the bathtub, *vasca*, that the wordnets list first).
Invented games."""

from __future__ import annotations

import pytest

from bot.engine.rules import query as Q
from bot.engine.rules.wordnet import Wordnet
from tests.engine.rules.invented import BYSTANDERS, index_of, summary

GUILD = 47

# two concepts with one Japanese word, the one JMdict's gloss names second
TWO_SENSES = "n\tsteppe\tsteppa\tステップ\nn\tstep@2\tpasso@2;gradino@3\tステップ\n"

STATION_IT = summary(
    "stazione-centrale",
    "Stazione Centrale",
    "it",
    """## Le terme
Chi riposa alle terme fa il bagno nella vasca e recupera due punti.
## I mezzi
Un autobus porta tre passeggeri; il treno ne porta sei.
## Le monete
Ogni biglietto costa una moneta.
""",
)


@pytest.fixture(scope="module")
def idx():
    return index_of([STATION_IT, *BYSTANDERS], scope=GUILD)


def test_the_senses_another_dictionary_agrees_with_translate_first():
    wn = Wordnet.parse(TWO_SENSES)
    assert wn.translate("ステップ", "ja", "it") == ["steppa", "passo", "gradino"]
    assert wn.translate_agreeing("ステップ", "ja", "it", ["step"]) == ["passo", "gradino", "steppa"]
    # no gloss, or none that agrees: the wordnets' own order
    assert wn.translate_agreeing("ステップ", "ja", "it", []) == ["steppa", "passo", "gradino"]
    assert wn.translate_agreeing("ステップ", "ja", "it", ["stair"]) == [
        "steppa",
        "passo",
        "gradino",
    ]


def test_a_japanese_question_reaches_the_sense_jmdict_reads_it_in(idx):
    con = next(iter(Q.analyse(idx, "バス", GUILD, "stazione-centrale").concepts))
    assert "autobus" in con.extra
    assert "vasca" not in con.extra and "bagno" not in con.extra
    got = idx.search("バスに何人乗れる？", scope=GUILD, only_game="stazione-centrale", limit=1)
    assert [m.section.title for m in got] == ["I mezzi"]
