"""The dense tier's work per question made smaller without moving an answer (issue 21,
round 24): a game's stacked vectors are kept while it is asked about (the least
recently asked dropped beyond a bound of rows, not every game's at the 17th), the
float16 vectors widened through float64 (the same values, faster), the question
vectors kept least recently asked first out, the nearest sections of the likeliest
games picked without sorting every game's cosines, and a game's names read from its
own summaries only."""

from __future__ import annotations

import pytest

from bot.engine.rules import dense, game_meaning
from bot.service.rules import Where, ask
from tests.engine.rules.invented import BYSTANDERS, index_of, summary
from tests.engine.rules.test_dense import HARBOUR, Fake, fake  # noqa: F401  (a fixture)

np = pytest.importorskip("numpy")


def _vecs(n: int, seed: int) -> list[bytes | None]:
    rng = np.random.default_rng(seed)
    m = rng.standard_normal((n, dense.DIM)).astype(np.float32)
    m /= np.linalg.norm(m, axis=1, keepdims=True)
    return [row.astype(np.float16).tobytes() for row in m]


def _query(seed: int):  # type: ignore[no-untyped-def]
    v = np.random.default_rng(seed).standard_normal(dense.DIM).astype(np.float32)
    return v / np.linalg.norm(v)


def test_widening_float16_gives_the_direct_casts_values_for_every_float16():
    every = np.arange(65536, dtype=np.uint16)
    every = every[~np.isnan(every.view(np.float16))]  # (a NaN's payload is no value)
    wide = dense.widen(every.tobytes())
    assert wide.dtype == np.float32
    assert np.array_equal(
        wide.view(np.uint32), every.view(np.float16).astype(np.float32).view(np.uint32)
    )


def test_a_games_vectors_are_stacked_once_while_it_is_asked_about(monkeypatch):
    vecs: list[bytes | None] = _vecs(40, 1)
    vecs[3] = None  # a section with no vector has no cosine
    games = {f"g{k}": list(range(k * 2, k * 2 + 2)) for k in range(20)}
    made: list[int] = []
    widen = dense.widen

    def counting(f16: bytes):  # type: ignore[no-untyped-def]
        made.append(len(f16))
        return widen(f16)

    monkeypatch.setattr(dense, "widen", counting)
    mats = dense.Matrices()
    qv = _query(2)
    first = {g: dense.similarities(mats, vecs, ids, (g, 7), qv) for g, ids in games.items()}
    # twenty games (more than the sixteen the former cache cleared itself at): every
    # one stacked once, then none again
    assert len(made) == 20
    again = {g: dense.similarities(mats, vecs, ids, (g, 7), qv) for g, ids in games.items()}
    assert len(made) == 20 and again == first
    assert 3 not in first["g1"] and set(first["g1"]) == {2}
    # the cosines are those of the vectors stacked as float32, bit for bit
    m = np.stack([np.frombuffer(v, np.float16).astype(np.float32) for v in vecs[10:12]])  # type: ignore[arg-type]
    assert first["g5"] == dict(zip([10, 11], (m @ qv).tolist(), strict=True))


def test_the_stacked_vectors_drop_the_least_recently_asked_game_beyond_the_bound(monkeypatch):
    monkeypatch.setattr(dense, "ROWS_MAX", 6)
    vecs = _vecs(12, 3)
    mats = dense.Matrices()
    qv = _query(4)
    a, b, c, d = [0, 1], [2, 3], [4, 5], [6, 7, 8]
    for g, ids in (("a", a), ("b", b), ("c", c)):
        dense.similarities(mats, vecs, ids, (g, None), qv)
    assert list(mats) == [("a", None), ("b", None), ("c", None)] and mats.rows == 6
    dense.similarities(mats, vecs, a, ("a", None), qv)  # a asked again: now the latest
    dense.similarities(mats, vecs, d, ("d", None), qv)  # 3 rows more: b and c go, a stays
    assert list(mats) == [("a", None), ("d", None)] and mats.rows == 5
    # a game's slots changed (a new list): its rows are stacked again, not added twice
    dense.similarities(mats, vecs, [0, 1, 9], ("a", None), qv)
    assert list(mats) == [("d", None), ("a", None)] and mats.rows == 6
    # a game larger than the bound is kept alone
    big = list(range(12))
    got = dense.similarities(mats, vecs, big, ("big", None), qv)
    assert list(mats) == [("big", None)] and mats.rows == 12 and len(got) == 12


def test_question_vectors_drop_the_least_recently_asked(fake, monkeypatch):  # noqa: F811
    monkeypatch.setattr(dense, "QUERIES_MAX", 2)
    asked: list[str] = []
    query = fake.query

    def counting(text: str):  # type: ignore[no-untyped-def]
        asked.append(text)
        return query(text)

    monkeypatch.setattr(fake, "query", counting)
    for q in ("ships", "coins", "ships", "storms", "ships", "coins"):
        dense.query_vector(q)
    # "ships", asked again before "storms" came, stayed; "coins" had gone
    assert asked == ["ships", "coins", "storms", "coins"]
    assert list(dense._QUERIES) == ["ships", "coins"]


def _old_nearest(sims, game_of, games, depth):  # type: ignore[no-untyped-def]
    """What game_meaning.rerank picked before: every game's cosines sorted."""
    near: dict[str, list[int]] = {g: [] for g in games}
    for i in sorted(sims, key=lambda i: -sims[i]):
        g = game_of(i)
        if g in near and len(near[g]) < depth:
            near[g].append(i)
    return [i for ids in near.values() for i in ids]


def test_the_nearest_of_the_likeliest_games_are_those_sorting_every_cosine_gave():
    rng = np.random.default_rng(5)
    for trial in range(200):
        n = int(rng.integers(1, 80))
        slots = [int(x) for x in rng.permutation(200)[:n]]
        # few distinct cosines: many ties, which keep the cosines' own order
        sims = {i: float(rng.integers(0, 6)) / 10 for i in slots}
        game = {i: f"g{int(rng.integers(0, 6))}" for i in slots}
        games = [f"g{k}" for k in rng.permutation(7)[:3]]
        depth = int(rng.integers(1, 6))
        got = game_meaning.nearest(sims, game.__getitem__, games, depth)
        assert got == _old_nearest(sims, game.__getitem__, games, depth), trial


def test_a_games_names_follow_its_summaries_added_and_removed():
    idx = index_of([HARBOUR, *BYSTANDERS], scope=7)
    assert "Harbour Lights" in idx.name_forms("harbour-lights", 7)
    assert idx.named_game("harbour lights docking", scope=7) == "harbour-lights"
    # a server's own summary of the game, under another name: read in its scope only
    other = summary("harbour-lights", "Porto di Luci", "it", "## Attracco\nUna nave attracca.\n")
    idx.add(other, scope=8, source_id="porto.md", name="porto.md")
    assert "Porto di Luci" in idx.name_forms("harbour-lights", 8)
    assert "Porto di Luci" not in idx.name_forms("harbour-lights", 7)
    assert idx.named_game("porto di luci attracco", scope=8) == "harbour-lights"
    idx.remove("porto.md", 8)
    assert "Porto di Luci" not in idx.name_forms("harbour-lights", 8)
    # a new game's names, known as soon as its summary is added
    idx.add(
        summary("tide-pool", "Tide Pool", "en", "## Crabs\nA crab moves one pool.\n"),
        scope=7,
        source_id="tide.md",
        name="tide.md",
    )
    assert idx.named_game("tide pool crabs", scope=7) == "tide-pool"
    assert idx.display_name("tide-pool", "en", 7) == "Tide Pool"


def test_the_cross_game_ranking_is_the_one_before_with_every_game_kept(fake):  # noqa: F811
    """The same question asked twice, the second time with every game's vectors kept
    stacked and its vector kept: the same answers in the same order."""
    idx = index_of([HARBOUR, *BYSTANDERS], scope=7)
    q = "what happens to the crates when bad weather comes"
    first = [(m.section.id, m.score) for m in ask(idx, q, scope=7, where=Where(), limit=10)]
    assert len(idx._dense) >= 1
    again = [(m.section.id, m.score) for m in ask(idx, q, scope=7, where=Where(), limit=10)]
    assert again == first
    dense._QUERIES.clear()
    idx._dense.clear()
    idx._dense.rows = 0
    fresh = [(m.section.id, m.score) for m in ask(idx, q, scope=7, where=Where(), limit=10)]
    assert fresh == first
