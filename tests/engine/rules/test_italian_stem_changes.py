"""An Italian verb's forms whose stem is not its infinitive's read as that verb (issue
21, Italian inflection): the -isc- of -ire verbs, the g after l, n or r, the future and
the conditional, an infinitive or gerund with pronouns after it, and a prefix before an
irregular verb's person. Each rule only proposes infinitives; the dictionary confirms
them, so a word no verb has stays unread."""

from __future__ import annotations

import pytest

from bot.engine.rules.wordnet import Wordnet, italian_stem_changes

DATA = """# test data
v\tunderstand\tcapire\t
v\tclimb\tsalire\t
v\tmaintain\tmantenere\t
v\tpay\tpagare\t
v\tbe able\tpotere\t
v\twant\tvolere\t
v\tplay\tgiocare\t
v\ttake\tprendere\t
v\tbelong\tappartenere\t
v\tsurprise\tsorprendere\t
n\tlake\tlago\t
"""


@pytest.fixture(scope="module")
def small() -> Wordnet:
    return Wordnet.parse(DATA)


@pytest.mark.parametrize(
    ("word", "expect"),
    [
        ("capisco", "understand"),  # -isc- of an -ire verb
        ("capiscono", "understand"),
        ("capisca", "understand"),
        ("salgono", "climb"),  # the g after l
        ("salgo", "climb"),
        ("pagherà", "pay"),  # future: an -are verb's a becomes e, h keeps the g hard
        ("pagheremo", "pay"),
        ("potrebbe", "be able"),  # conditional, the infinitive's vowel dropped
        ("potranno", "be able"),
        ("vorrebbero", "want"),  # rr from lr
        ("giocarla", "play"),  # infinitive and a pronoun
        ("giocargliele", "play"),  # and two
        ("prendendone", "take"),  # gerund and a pronoun
        ("mantiene", "maintain"),  # prefix before tiene (tenere)
        ("appartengono", "belong"),
        ("sorpreso", "surprise"),  # prefix before preso (prendere)
    ],
)
def test_a_changed_stem_reads_as_its_verb(small, word, expect):
    assert small.translate(word, "it", "en")[:1] == [expect]


def test_the_rules_only_propose_infinitives():
    assert "capire" in italian_stem_changes("capiscono")
    assert "salire" in italian_stem_changes("salgono")
    assert "volere" in italian_stem_changes("vorrà")
    assert italian_stem_changes("sale") == []  # (no stem change: the regular rules')


def test_a_word_no_verb_has_stays_unread(small):
    assert small.translate("lago", "it", "en") == ["lake"]  # (not a g-verb's person)
    assert small.translate("larghi", "it", "en") == []
    assert small.translate("tirerà", "it", "en") == []  # (no tirare here)
