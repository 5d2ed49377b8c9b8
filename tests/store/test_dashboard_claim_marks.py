"""The dashboard claim carries the marks of rows already sent (a command's answer): one
transaction for both, on both backends; a refused claim still marks them."""

from __future__ import annotations

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
    assert store.outbox_row(a)["delivered_at"] == "t2"
    # an older version is refused, and the rows sent meanwhile are marked all the same
    assert store.claim_dashboard(loaded.game_id, 1, [b], "t3") is False
    assert store.outbox_row(b)["delivered_at"] == "t3"
    # a row already marked keeps its time
    assert store.claim_dashboard(loaded.game_id, 2, [a], "t4") is True
    assert store.outbox_row(a)["delivered_at"] == "t2"
    assert [r["id"] for r in store.pending_outbox()] == [dash]
