"""The dashboard claim carries the marks of rows already sent (a command's answer): one
transaction for both, on both backends; a refused claim still marks them."""

from __future__ import annotations

import pytest

from bot.store import StaleWrite

G = {"game": "toy", "status": "setup"}


def test_a_claim_marks_the_answered_rows_delivered_in_its_transaction(store):
    loaded = store.create(61, 1, dict(G), [], "t0", 1)
    rows = [
        {"channel_id": 61, "kind": "announce", "payload": "{}", "next_at": "t9"},
        {"channel_id": 61, "kind": "announce", "payload": "{}", "next_at": "t9"},
        {"channel_id": 61, "kind": "dashboard", "payload": "{}", "version": 2},
    ]
    store.save(loaded, dict(G, n=1), [], "t1", 1, outbox=rows)
    a, b, dash = (r["id"] for r in rows)
    assert store.claim_dashboard(loaded.game_id, 2, [a], "t2") is True
    assert [r["id"] for r in store.pending_outbox()] == [b, dash]
    assert store.row("outbox", a)["delivered_at"] == "t2"
    # an older version is refused, and the rows sent meanwhile are marked all the same
    assert store.claim_dashboard(loaded.game_id, 1, [b], "t3") is False
    assert store.row("outbox", b)["delivered_at"] == "t3"
    # a row already marked keeps its time
    assert store.claim_dashboard(loaded.game_id, 2, [a], "t4") is True
    assert store.row("outbox", a)["delivered_at"] == "t2"
    assert [r["id"] for r in store.pending_outbox()] == [dash]


def test_a_save_claims_its_dashboard_and_marks_rows_sent_since_in_its_transaction(store):
    """A game command's save does the sender's claim and carries the marks of rows sent
    since an earlier write (any game's): no store call of the sender's own. A stale save
    writes none of it."""
    loaded = store.create(62, 1, dict(G), [], "t0", 1)
    other = store.create(63, 1, dict(G), [], "t0", 1)
    first = [
        {"channel_id": 63, "kind": "announce", "payload": "{}", "next_at": "t9"},
        {"channel_id": 63, "kind": "dashboard", "payload": "{}", "version": 2},
    ]
    store.save(other, dict(G, n=1), [], "t1", 1, outbox=first)
    sent = [r["id"] for r in first]
    rows = [
        {"channel_id": 62, "kind": "announce", "payload": "{}", "next_at": "t9"},
        {
            "channel_id": 62,
            "kind": "dashboard",
            "payload": "{}",
            "version": 2,
            "edit_key": f"game:{loaded.game_id}",
        },
    ]
    assert store.save(loaded, dict(G, n=1), [], "t2", 1, outbox=rows, delivered=sent) == 2
    assert [store.row("outbox", r)["delivered_at"] for r in sent] == ["t2", "t2"]
    assert [r["id"] for r in store.pending_outbox()] == [r["id"] for r in rows]
    # claimed: the sender's claim of an older version is refused, of this one taken
    assert store.claim_dashboard(loaded.game_id, 1) is False
    assert store.claim_dashboard(loaded.game_id, 2) is True
    # a stale save (from version 1 again) writes no claim and no mark
    late = [dict(rows[1], version=5)]
    with pytest.raises(StaleWrite):
        store.save(loaded, dict(G, n=2), [], "t4", 1, outbox=late, delivered=[rows[0]["id"]])
    assert store.row("outbox", rows[0]["id"])["delivered_at"] is None
    assert store.claim_dashboard(loaded.game_id, 4) is True
