"""Rules indexes over games invented in a test: the shipped lexicon, bridge and
wordnet, the given shipped summaries and glossaries, and a server's own summaries."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from bot.engine.rules.index import RulesIndex
from bot.engine.rules.lexicon import Bridge
from bot.engine.rules.wordnet import Wordnet
from bot.knowledge_files import read_lexicon_texts

ROOT = Path(__file__).resolve().parents[3]


def shipped_bridges() -> tuple[Bridge, Wordnet]:
    """The shipped JMdict bridge and wordnet: the worker's shipped rules index's own
    (``tests.conftest.shipped_index``, loaded once per test process), which the
    indexes built here share, as every server's index shares its shipped index's
    (both are immutable). Reading them again from ``knowledge/bridge`` took 1.5 s of
    CPU and kept a second copy of some 70 MB beside the index's in each worker."""
    from tests.conftest import shipped_index

    idx = shipped_index()
    assert idx.bridge is not None and idx.wordnet is not None
    return idx.bridge, idx.wordnet


def summary(slug: str, name: str, lang: str, body: str) -> str:
    """A summary file of game ``slug`` named ``name`` in ``lang``."""
    return f'+++\ngame = "{slug}"\nlanguage = "{lang}"\nnames = {{ en = "{name}" }}\n+++\n# {name}\n{body}'


# two games beside a test's own, saying none of their words: the games a question
# could be about are more than two
BYSTANDERS = [
    summary(
        "moss-garden",
        "Moss Garden",
        "en",
        "## Moss\nEach gardener plants one moss per turn.\n## Stones\nA stone blocks moss.\n",
    ),
    summary(
        "lantern-walk",
        "Lantern Walk",
        "en",
        "## Lanterns\nEach walker carries one lantern.\n## Path\nThe path has ten steps.\n",
    ),
]


def index_of(
    server: Sequence[str],
    *,
    scope: int,
    shipped: Sequence[str] = (),
    glossaries: Sequence[str] = (),
) -> RulesIndex:
    """``shipped`` summaries (with ``glossaries``) for everyone, ``server`` added by the
    server ``scope``."""
    root = ROOT / "knowledge"
    idx = RulesIndex.build(
        summaries=[(f"shipped{k}.md", text) for k, text in enumerate(shipped)],
        glossaries=list(glossaries),
        lexicons=read_lexicon_texts(root),
        bridge=shipped_bridges()[0],
        wordnet=shipped_bridges()[1],
    )
    for k, text in enumerate(server):
        idx.add(text, scope=scope, source_id=f"s{k}.md", name=f"s{k}.md")
    return idx
