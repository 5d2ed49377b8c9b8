"""What a server's players picked from /rule's menus (bot/engine/rules/picks.py): a
near question shares a pick, weights halve every HALF_LIFE days, "not this one?"
takes a pick back, the record keeps the CAP heaviest pairs, a gone section is
dropped, and a damaged record forgets instead of failing."""

from __future__ import annotations

from bot.engine.rules.picks import CAP, HALF_LIFE, MIN_WEIGHT, SURE_WEIGHT, Picks

DAY = 20_000


def test_a_pick_ranks_its_section_for_the_same_or_a_nearly_spelled_question():
    p = Picks()
    p.record("Come si vince?", "s1", day=DAY)
    assert p.best("come si vince", day=DAY) == ("s1", 1.0)
    assert p.best("come si vnce?", day=DAY)[0] == "s1"  # a typo of it
    assert p.best("come si gioca una carta", day=DAY) is None  # another question


def test_picks_decay_by_half_every_half_life_and_are_then_forgotten():
    p = Picks()
    p.record("how do I win", "s1", day=DAY)
    p.record("how do I win", "s1", day=DAY)
    _sid, now = p.best("how do I win", day=DAY)
    assert now == 2.0 and now >= SURE_WEIGHT  # two picks: answered alone
    _sid, later = p.best("how do I win", day=DAY + int(HALF_LIFE))
    assert abs(later - 1.0) < 1e-9 and later < SURE_WEIGHT  # a menu again
    # after three half-lives it no longer ranks the section first
    assert p.best("how do I win", day=DAY + 3 * int(HALF_LIFE)) is None
    assert 2.0 * 0.5**3 < MIN_WEIGHT


def test_not_this_one_takes_a_pick_back_and_at_zero_the_pair_is_gone():
    p = Picks()
    p.record("how do I win", "s1", day=DAY)
    p.record("how do I win", "s1", day=DAY, delta=-1.0)
    assert p.best("how do I win", day=DAY) is None
    assert p.to_json() == []
    p.record("how do I win", "s2", day=DAY, delta=-1.0)  # against a section never picked
    assert p.to_json() == []


def test_the_record_keeps_the_heaviest_pairs_up_to_the_cap():
    p = Picks()
    for _ in range(3):
        p.record("the one picked thrice", "keep", day=DAY)
    for k in range(CAP + 50):  # ten single picks a day for 25 days
        p.record(f"question number {k}", f"s{k}", day=DAY + k // 10)
    assert len(p.entries) == CAP
    kept = {e.section for e in p.entries}
    # the oldest single picks (weighing least today) went; three old picks stay
    assert "keep" in kept
    assert not kept & {f"s{k}" for k in range(50)}
    assert {f"s{k}" for k in range(60, CAP + 50)} <= kept
    assert len(kept & {f"s{k}" for k in range(50, 60)}) == 9  # "keep" took one place


def test_a_removed_section_is_dropped_and_a_damaged_record_forgets():
    p = Picks()
    p.record("how do I win", "s1", day=DAY)
    p.record("how do I trade", "s2", day=DAY)
    assert p.prune(lambda sid: sid != "s1")
    assert [e.section for e in p.entries] == ["s2"]
    assert not p.prune(lambda sid: True)
    q = Picks.from_json([["how do i trade", "s2", "x", DAY], "junk", None, ["q", "s3", 1, DAY]])
    assert [e.section for e in q.entries] == ["s3"]
    assert Picks.from_json({"not": "a list"}).entries == []
