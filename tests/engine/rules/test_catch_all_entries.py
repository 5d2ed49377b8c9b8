"""The entries under a catch-all heading (an FAQ's questions, common mistakes) are
catch-alls too (issue 21): each is one case that names a topic in passing beside the
case's own words, so its text, its words said together and how often it says them
count at the catch-all share (:attr:`bot.engine.rules.rank.Weights.catch_all`), and
the topic's own section answers. On an invented game; with the entries read as
ordinary sections the FAQ entry wins."""

from __future__ import annotations

import pytest

from bot.engine.rules.corpus import Corpus
from bot.engine.rules.index import RulesIndex
from tests.engine.rules.invented import index_of, summary

GUILD = 9

# the boats' section says a boat carries a lantern; the FAQ entry about lanterns at
# night says "in a boat" twice, beside its heading's lantern
LANTERNE = summary(
    "lanterne",
    "Lanterne",
    "it",
    """## Accendere
Si accende una lanterna spendendo due candele. Una lanterna accesa vale un punto.
## Il vento
Quando esce la carta vento, ogni lanterna sul molo si spegne.
## Le barche
Una barca si sposta di un molo per turno e porta una lanterna.
## Domande frequenti
### La lanterna si spegne di notte?
No: di notte una lanterna resta accesa, anche in barca. Ogni lanterna in barca resta
accesa fino al vento.
""",
)

ENTRY = "La lanterna si spegne di notte?"
ASKED = ["lanterna in barca", "lantern on a boat", "boat lantern"]


def first(idx: RulesIndex, query: str) -> str:
    return idx.search(query, scope=GUILD, only_game="lanterne", limit=5)[0].section.title


@pytest.mark.parametrize("query", ASKED)
def test_the_topic_section_beats_an_faq_entry_naming_it(query):
    assert first(index_of([LANTERNE], scope=GUILD), query) == "Le barche"


def test_an_faq_entry_is_a_catch_all_and_its_heading_too():
    idx = index_of([LANTERNE], scope=GUILD)
    kinds = {
        idx.sec(i).title: idx.catch_all(i)
        for i, s in enumerate(idx.slots)
        if s is not None and s.game == "lanterne"
    }
    assert kinds[ENTRY]
    assert kinds["Domande frequenti"]
    assert not kinds["Accendere"] and not kinds["Le barche"]


@pytest.mark.parametrize("query", ASKED)
def test_read_as_an_ordinary_section_the_entry_wins(monkeypatch, query):
    monkeypatch.setattr(Corpus, "_catch_all_above", lambda _self, _i: False)
    assert first(index_of([LANTERNE], scope=GUILD), query) == ENTRY
