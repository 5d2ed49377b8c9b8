"""A number in a question has no sound and no language (``rank._sounded_words``): it
never joins the phonetic pass, which reads a question's leftover Latin words against
the titles' romaji keys. Beside a dictionary word it once made that word read as a
name of no language, so an English title met it by its romaji key, and the number's
weight counted as answered by that title: a single answer with a section about
something else."""

from __future__ import annotations

from bot.engine.rules import rank as R
from bot.engine.rules.query import Concept
from tests.engine.rules.invented import index_of, summary

GUILD = 31

SIEGE = summary(
    "tower-siege",
    "Tower Siege",
    "en",
    """## Ranks
Every piece shows its rank. In the new edition the Captain is a 10 and the Scout a 1;
the old edition counted the other way round, so the Captain was a 1.
## Attacking
Move onto an enemy piece to attack it: the higher rank wins.
### The Thief against the Captain
A Thief that attacks the Captain takes it. Attacked by the Captain, the Thief is lost.
### Walls
A wall never moves and is taken by a Sapper only.
""",
)


def test_numbers_are_not_read_by_sound():
    word = Concept(forms=["captain"], weight=1.0, why="captain", langs=frozenset({"en"}))
    one = Concept(forms=["1"], weight=1.0, why="1")
    ten = Concept(forms=["10"], weight=1.0, why="10")
    assert R._sounded_words([word, one, ten]) == [0]
    assert R._sounded_words([one, ten]) == []


def test_a_number_beside_a_word_does_not_make_a_title_answer_by_sound():
    idx = index_of([SIEGE], scope=GUILD)
    r = idx.search("is the captain a 1 or a 10?", scope=GUILD, game="tower-siege")
    # the section saying the captain and both numbers answers; the thief's section
    # names the captain only: never a sure answer
    assert r[0].section.title == "Ranks"
    assert not (r.confident and r[0].section.title == "The Thief against the Captain")
    why = {m.section.title: m.why for m in r}
    assert "1" not in why.get("The Thief against the Captain", "")
