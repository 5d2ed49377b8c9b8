"""Autocomplete and "did you mean" for the rules lookup. Pure."""

from __future__ import annotations

from bisect import bisect_left

from rapidfuzz import fuzz, process

from bot.engine.errors import BadInput
from bot.engine.rules import normalize as N
from bot.engine.rules.corpus import Corpus
from bot.engine.rules.model import AUTOCOMPLETE_MAX, choice_name
from bot.engine.rules.query import clean

PREFIX_SCAN = 400  # prefix keys looked at
INFIX_SCAN = 1500  # postings walked per gram
MIN_SCORE = 55


def autocomplete(
    c: Corpus,
    current: str,
    *,
    scope: int | None = None,
    game: str | None = None,
    prefer_game: str | None = None,
    limit: int = AUTOCOMPLETE_MAX,
) -> list[tuple[str, str]]:
    """(name, section id) choices for a partly typed query (see RulesIndex)."""
    cur = " ".join(N.strip_controls(current or "").split())[: N.MAX_QUERY]
    entries = c.ac_entries
    out: list[tuple[str, str]] = []
    seen: set[str] = set()

    def push(e: int) -> bool:
        name, value, g, _rank = entries[e]
        if e in c.ac_dead or (game and g != game) or value in seen:
            return False
        i = c.slot_of(value)
        if i is None or not c.visible(i, scope):
            return False
        seen.add(value)
        out.append((name, value))
        return len(out) >= limit

    key = N.fold(cur).replace(" ", "")
    if not key or not N.has_letters(cur):
        # nothing typed yet: the channel's game's (or every game's) sections
        for e, (_n, _v, g, r) in enumerate(entries):
            if r == 0 and (not prefer_game or g == prefer_game) and push(e):
                break
        return out
    # prefix matches, the channel's game first, titles before glossary aliases
    keys = c.ac_keys
    j = bisect_left(keys, (key, -1))
    pref: list[int] = []
    while j < len(keys) and keys[j][0].startswith(key) and len(pref) < PREFIX_SCAN:
        pref.append(keys[j][1])
        j += 1
    pref.sort(
        key=lambda e: (
            0 if prefer_game and entries[e][2] == prefer_game else 1,
            entries[e][3],
            len(entries[e][0]),
            entries[e][0],
            entries[e][1],
        )
    )
    for e in pref:
        if push(e):
            return out
    if len(key) < 2:
        return out
    # then infix / phonetic / fuzzy on titles through the title n-gram postings
    fk = N.fold(cur)
    tp = c.title_postings
    gs = [g for g in sorted(sorted(N.grams(fk)), key=tp.df) if tp.df(g)][:2]
    counts: dict[int, int] = {}
    for g in gs:
        lst = tp.get(g)
        for i in (lst or ())[:INFIX_SCAN]:
            counts[i] = counts.get(i, 0) + 1
    cand = sorted(counts, key=lambda i: (-counts[i], i))[:200]
    scored: list[tuple[float, int]] = []
    for i in cand:
        if not c.visible(i, scope) or (game and c.sec(i).game != game):
            continue
        sc = fuzz.partial_ratio(fk, c.core_fold[i])
        if prefer_game and c.sec(i).game == prefer_game:
            sc += 5
        scored.append((sc, i))
    # glossary forms by fuzzy/phonetic match (typos, romaji)
    if len(out) < limit and len(fk) >= 4:
        rk = N.roma_key(fk)
        probes = ["~" + rk] if len(rk) >= 4 else []
        if not N.has_cjk(fk):
            probes.append(fk)
        for p in probes:
            for _k, sc, pos in process.extract(
                p, c.fuzzy_keys, scorer=fuzz.ratio, limit=8, score_cutoff=75
            ):
                ti, _form = c.fuzzy_terms[pos]
                for i in [x for x in c.term_sections[ti] if c.visible(x, scope)][:1]:
                    scored.append((sc - 3, i))
    scored.sort(key=lambda x: (-x[0], x[1]))
    for sc, i in scored:
        if sc < MIN_SCORE:
            break
        s = c.sec(i)
        if s.id in seen:
            continue
        seen.add(s.id)
        out.append((choice_name(s.path), s.id))
        if len(out) >= limit:
            break
    return out


def suggest(
    c: Corpus, query: str, *, scope: int | None = None, game: str | None = None, limit: int = 5
) -> list[str]:
    """Nearest glossary terms and titles for a query that found nothing."""
    try:
        q = clean(query)
    except BadInput:
        return []
    fq = N.fold(N.split_quotes(q)[0]) or N.fold(q)
    names: list[str] = []
    pool = [(N.fold(t.en), t.label) for t in c.terms if not game or t.game == game]
    pool += [
        (c.core_fold[i], s.title)
        for i, s in enumerate(c.slots[:20000])
        if s is not None and c.visible(i, scope) and (not game or s.game == game)
    ]
    keys = [p[0] for p in pool]
    for _k, _sc, pos in process.extract(
        fq, keys, scorer=fuzz.WRatio, limit=limit * 3, score_cutoff=40
    ):
        label = pool[pos][1]
        if label not in names:
            names.append(label)
        if len(names) >= limit:
            break
    return names
