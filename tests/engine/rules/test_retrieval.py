"""Candidate retrieval: the pruned posting-list walk gives exactly the coverage a
brute-force scan over every section's grams gives."""

import random

import pytest

from bot.engine.rules import normalize as N
from bot.engine.rules import rank as R
from bot.engine.rules.index import RulesIndex

WORDS = (
    "fase azione carta turno punti truppe battaglia assedio evento bonus "
    "phase action card turn points troops battle siege march event"
).split()
KATA = list("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモ")


def _corpus(seed: int, n: int) -> RulesIndex:
    rng = random.Random(seed)
    kata = ["".join(rng.choice(KATA) for _ in range(rng.randint(2, 4))) for _ in range(40)]
    lines = ["+++", 'game = "t"', "+++", "# T"]
    for _ in range(n):
        lines.append("## " + " ".join(rng.choice(WORDS + kata) for _ in range(rng.randint(1, 3))))
        lines.append(" ".join(rng.choice(WORDS + kata) for _ in range(rng.randint(3, 12))) + "。")
    return RulesIndex.build(summaries=[("t/a.md", "\n".join(lines) + "\n")])


def _brute(idx, postings, form, allowed, min_cov, w):
    """The definition: a section's share of the idf mass of the form's grams."""
    w_ = w
    n = max(1, len(idx.sections))
    gs = N.grams(form)
    weighted = [(g, R.idf(n, postings.df(g)), postings.df(g)) for g in gs]
    rare = [w for w in weighted if w[2] <= w_.stop_df * n]
    if len(rare) >= 2:
        weighted = rare
    total = sum(w for _g, w, _df in weighted)
    members = {g: set(postings.lists.get(g, ())) for g, _w, _df in weighted}
    out = {}
    for i in range(len(idx.sections)):
        if allowed is not None and not allowed(i):
            continue
        v = sum(w for g, w, df in weighted if 0 < df <= w_.max_scan and i in members[g])
        if total and v / total >= min_cov - 1e-9 and v > 0:
            out[i] = v / total
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("max_scan", [10**9, 40])
def test_pruned_coverage_equals_brute_force(monkeypatch, seed, max_scan):
    w = R.Weights(max_scan=max_scan, stop_df=0.3)
    idx = _corpus(seed, 300)
    rng = random.Random(seed)
    forms = [N.fold(" ".join(rng.sample(WORDS, rng.randint(1, 3)))) for _ in range(25)]
    forms += [N.fold(s.title) for s in rng.sample(idx.sections, 15)]
    forms += ["turnp", "battaglai assedio", "zzzz"]

    def odd(i):
        return i % 2 == 1

    def every(i):
        return True

    checked = 0
    for f in forms:
        for postings in (idx.title_postings, idx.body_postings):
            for allowed in (every, odd):
                for min_cov in (0.5, 0.6):
                    got = R.coverage(postings, f, allowed, len(idx.sections), min_cov, w)
                    want = _brute(idx, postings, f, allowed, min_cov, w)
                    assert got.keys() == want.keys(), (f, min_cov)
                    for i in got:
                        assert got[i] == pytest.approx(want[i])
                    checked += len(got)
    assert checked > 100  # the corpus really exercises the walk


def test_phrase_candidates_hold_every_section_containing_the_phrase(shipped):
    """Quoted text is looked up through the n-gram indexes: the candidate set must
    contain every section whose folded title or text holds the phrase."""
    idx = shipped
    rng = random.Random(4)
    phrases = ["shield", "ield wa", "2d4", "ウォル", "騎士の", "ld", "州", "corruzione", "zzqx"]
    for _ in range(150):
        i = rng.randrange(len(idx.sections))
        hay = rng.choice([idx.title_fold[i], idx.body_fold[i]])
        if len(hay) < 3:
            continue
        a = rng.randrange(len(hay) - 2)
        phrases.append(hay[a : a + rng.randint(2, 12)].strip())
    checked = 0
    for p in filter(None, phrases):
        want = {
            i for i in range(len(idx.sections)) if p in idx.title_fold[i] or p in idx.body_fold[i]
        }
        pool = R.phrase_candidates(idx, [p])
        if pool is None:
            continue
        checked += 1
        assert want <= pool, p
        if p == "zzqx":
            assert pool == set()
    assert checked > 100


def test_quoted_search_finds_exact_text(shipped):
    # a distinctive piece of a section's own text, cut inside words, finds that section
    for s in shipped.sections:
        if len(s.text) > 80:
            break
    piece = s.text[30:52]
    ms = shipped.search(f'"{piece}"', only_game=s.game, limit=50)
    ids = {m.section.id for m in ms} | {a.section.id for m in ms for a in m.alternates}
    assert s.id in ids
    assert all(
        N.fold(piece) in N.fold(m.section.title) or N.fold(piece) in N.fold(m.section.text)
        for m in ms
    )
