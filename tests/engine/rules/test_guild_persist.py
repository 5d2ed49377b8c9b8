"""A server's index forked from the shipped one and persisted (bot/engine/rules/persist.py):
it answers as the same summaries added to a whole index do, it shares the shipped
index's large parts instead of copying them, its changes never reach the shipped index,
and its bytes load only under the key they were written with."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.rules.persist import SHARED_ATTRS, Shared, content_key
from bot.knowledge_files import build_rules_index

ROOT = Path(__file__).resolve().parents[3]
G = 42
HARBOUR = """+++
game = "harbour"
title = "Harbour house rules"
names = { en = "Harbour", ja = "ハーバー", it = "Porto" }
+++
# Harbour

## Storms
Ships at sea lose one crate in a storm; a ship in port loses nothing.

## 勝利条件
港に最初に10個の木箱を運んだプレイヤーの勝利。

## Fine del turno
Alla fine del turno ogni nave in porto scarica due casse.
"""
QUERIES = ["storms", "勝利条件", "fine del turno", "shield wall", "crate lost at sea"]


def answers(idx, scope):
    return [[(m.section.id, m.score) for m in idx.search(q, scope=scope)] for q in QUERIES]


@pytest.fixture(scope="module")
def shared(shipped):
    return Shared(shipped)


def test_a_fork_answers_like_a_whole_build_of_the_same_summaries(shipped, shared):
    fork = shared.fork()
    fork.add(HARBOUR, scope=G, source_id="harbour/h.md", name="h.md")
    extra = [{"name": "h.md", "text": HARBOUR, "scope": G, "source_id": "harbour/h.md"}]
    whole = build_rules_index(ROOT / "knowledge", extra=extra)
    assert answers(fork, G) == answers(whole, G)
    assert fork.search("storms", scope=G)[0].section.title == "Storms"
    # another server's fork shares nothing it changes with this one: what it adds
    # changes nothing here (in the former single index it did: its words counted in
    # every server's word rarity)
    other = shared.fork()
    other.add(HARBOUR.replace("Storms", "Gales"), scope=7, source_id="harbour/h.md", name="h.md")
    assert answers(fork, G) == answers(whole, G)


def test_a_fork_shares_the_shipped_parts_and_never_changes_them(shipped, shared):
    before = (len(shipped.slots), len(shipped.body_postings.lists), len(shipped.ac_keys))
    fork = shared.fork()
    fork.add(HARBOUR, scope=G, source_id="harbour/h.md", name="h.md")
    for attr in SHARED_ATTRS:
        assert getattr(fork, attr) is getattr(shipped, attr), attr
    assert all(a is b for a, b in zip(fork.slots, shipped.slots, strict=False))
    after = (len(shipped.slots), len(shipped.body_postings.lists), len(shipped.ac_keys))
    assert after == before and all(s.scope is None for s in shipped.sections)
    assert shipped.search("storms", scope=G)[0].section.game != "harbour"


def test_persisted_bytes_load_under_their_key_only(shipped, shared):
    fork = shared.fork()
    fork.add(HARBOUR, scope=G, source_id="harbour/h.md", name="h.md")
    key = content_key(shipped.content_key, [("harbour", "h.md", HARBOUR)])
    data = shared.dumps(fork, key)
    loaded = shared.loads(data, key)
    assert answers(loaded, G) == answers(fork, G)
    assert loaded.wordnet is shipped.wordnet and loaded.slots[0] is shipped.slots[0]
    # other summaries, other shipped knowledge: another key
    other = content_key(shipped.content_key, [("harbour", "h.md", HARBOUR + "\nmore")])
    assert other != key != content_key("other knowledge", [("harbour", "h.md", HARBOUR)])
    for bad in (shared.dumps(fork, other), data[: len(data) // 2], b"junk"):
        with pytest.raises(ValueError):
            shared.loads(bad, key)
    # bytes that name a part another shipped index does not have
    small = Shared(shared.fork())
    small._by_name = {k: v for k, v in small._by_name.items() if not k.startswith("s")}
    with pytest.raises(ValueError):
        small.loads(data, key)
