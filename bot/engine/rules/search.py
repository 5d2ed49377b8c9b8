"""The query side of the rules lookup: validation, concepts, retrieval, ranking,
autocomplete and suggestions. Pure; see :mod:`bot.engine.rules.index` for the data."""

from __future__ import annotations

import heapq
import math
import re
from bisect import bisect_left
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from bot.engine.errors import BadInput
from bot.engine.rules import normalize as N

SID = re.compile(r"^\s*(?:§)?(s[0-9a-f]{10})\s*$")
FUZZY_CUTOFF = 84
CANDIDATES = 60
MAX_SCAN = 6000  # posting lists longer than this are not walked (their gram says little)
STOP_DF = 0.05  # a gram in more than this share of sections is skipped when others exist


@dataclass
class Concept:
    forms: list[str]  # folded strings, any of which expresses the concept
    weight: float
    why: str
    term: int | None = None  # glossary term index
    quality: float = 1.0
    title_only: bool = False


@dataclass
class Query:
    raw: str
    folded: str
    game_hint: str | None = None
    phrases: list[str] = field(default_factory=list)
    concepts: list[Concept] = field(default_factory=list)


# ---------------------------------------------------------------- input hygiene


def clean(query: str) -> str:
    """Validate and tidy a user query; raises BadInput with an i18n key."""
    if query is None:
        raise BadInput("rules.bad.empty")
    q = N.strip_controls(str(query))
    q = " ".join(q.split())
    if not q:
        raise BadInput("rules.bad.empty")
    if len(q) > N.MAX_QUERY:
        raise BadInput("rules.bad.too_long", max=N.MAX_QUERY, length=len(q))
    if not N.has_letters(q):
        raise BadInput("rules.bad.no_letters")
    return q


# ---------------------------------------------------------------- concepts


def _term_concept(idx, ti: int, matched: str, quality: float) -> Concept:
    t = idx.terms[ti]
    forms = []
    for f in [t.en, *t.ja, *t.it] or t.forms:
        ff = N.fold(f)
        if ff and ff not in forms:
            forms.append(ff)
    mf = N.fold(matched)
    if mf and mf not in forms:
        forms.insert(0, mf)  # what the user typed also counts, literally
    secs = idx._term_sections[ti]
    target = idx._sec(secs[0]).title if secs else (t.ja[0] if t.ja else t.en)
    why = matched if N.fold(matched) == N.fold(target) else f"{matched} → {target}"
    return Concept(forms=forms, weight=1.0 * quality, why=why, term=ti, quality=quality)


def _lookup_form(idx, key: str) -> list[tuple[int, str]]:
    return idx._forms.get(key, [])


def analyse(idx, text: str, scope: int | None = None) -> Query:
    q_main, phrases = N.split_quotes(text)
    qf = N.fold(q_main)
    query = Query(raw=text, folded=qf, phrases=[N.fold(p) for p in phrases])
    toks = N.words(qf)
    used = [False] * len(toks)
    # a game's name inside the query ("pendragon raid") prefers that game
    gk = idx.game_keys(scope)
    for n in (4, 3, 2, 1):
        for s in range(len(toks) - n + 1):
            win = range(s, s + n)
            if any(used[i] for i in win):
                continue
            slug = gk.get(" ".join(toks[i] for i in win))
            if slug and len(toks) > n:
                query.game_hint = slug
                for i in win:
                    used[i] = True
    for i, w in enumerate(toks):
        if N.has_cjk(w) and not used[i]:
            for key, slug in gk.items():
                if N.has_cjk(key) and key in w and len(w) > len(key):
                    query.game_hint = slug
                    toks[i] = w.replace(key, " ").strip() or w
    concepts: list[Concept] = []
    seen_terms: dict[int, Concept] = {}

    def add_term(hits, matched, quality):
        # one concept per matched span: the forms of every term it names
        best: Concept | None = None
        for ti, _form in hits:
            if ti in seen_terms:
                continue
            c = _term_concept(idx, ti, matched, quality)
            seen_terms[ti] = c
            if best is None:
                best = c
            else:
                for f in c.forms:
                    if f not in best.forms:
                        best.forms.append(f)
                best.extra_terms = getattr(best, "extra_terms", []) + [ti]
        if best is not None:
            concepts.append(best)
            return True
        return any(ti in seen_terms for ti, _ in hits)

    latin = [i for i, w in enumerate(toks) if not N.has_cjk(w) and not used[i]]
    # a query made only of stopwords ("rule", "how to win"?) keeps them as content
    stop = N.STOPWORDS if any(toks[i] not in N.STOPWORDS for i in latin) else frozenset()
    # 1. exact multi-word glossary forms over Latin tokens (longest first)
    for n in (4, 3, 2, 1):
        for s in range(len(toks) - n + 1):
            win = list(range(s, s + n))
            if any(used[i] or N.has_cjk(toks[i]) for i in win):
                continue
            ws = [toks[i] for i in win]
            if n == 1 and ws[0] in stop:
                continue
            if n > 1 and all(w in stop for w in ws):
                continue
            phrase = " ".join(ws)
            keys = [phrase, phrase.replace(" ", ""), " ".join(N.stem(w) for w in ws)]
            rk = N.roma_key(phrase)
            if len(rk) >= 4:
                keys.append("~" + rk)
            for k in keys:
                hits = _lookup_form(idx, k)
                if hits:
                    add_term(hits, " ".join(ws), 1.0)
                    for i in win:
                        used[i] = True
                    break
    # 2. CJK runs: longest glossary forms inside the run, greedily
    rest_parts: list[str] = []
    for i, w in enumerate(toks):
        if not N.has_cjk(w):
            continue
        used[i] = True
        p, leftover = 0, []
        while p < len(w):
            found = False
            for ln in range(min(idx._max_form_len, len(w) - p), 0, -1):
                if ln == 1 and len(w) > 1:
                    break
                seg = w[p : p + ln]
                hits = _lookup_form(idx, seg)
                if hits:
                    add_term(hits, seg, 1.0)
                    p += ln
                    found = True
                    break
            if not found:
                leftover.append(w[p])
                p += 1
            elif leftover:
                rest_parts.append("".join(leftover))
                leftover = []
        if leftover:
            rest_parts.append("".join(leftover))
    # 3. fuzzy glossary matching for what is left (typos, romaji, near-English)
    for n in (2, 1):
        for s in range(len(toks) - n + 1):
            win = list(range(s, s + n))
            if any(used[i] for i in win):
                continue
            ws = [toks[i] for i in win]
            if any(w in stop for w in ws):
                continue
            phrase = " ".join(ws)
            if len(phrase.replace(" ", "")) < 4:
                continue
            cands = [phrase]
            rk = N.roma_key(phrase)
            if len(rk) >= 4:
                cands.append("~" + rk)
            best = None
            for c in cands:
                r = process.extractOne(
                    c, idx._fuzzy_keys, scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF
                )
                if r and (best is None or r[1] > best[1]):
                    best = r
            if best:
                ti, form = idx._fuzzy_terms[best[2]]
                add_term([(ti, form)], phrase, best[1] / 100.0)
                for i in win:
                    used[i] = True
    # CJK leftovers that look like katakana words: phonetic fuzzy match (typos)
    still: list[str] = []
    for part in rest_parts:
        rk = N.roma_key(part) if len(part) >= 3 and not N._KANJI.search(part) else ""
        r = (
            process.extractOne(
                "~" + rk, idx._fuzzy_keys, scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF
            )
            if len(rk) >= 5
            else None
        )
        if r:
            ti, form = idx._fuzzy_terms[r[2]]
            add_term([(ti, form)], part, r[1] / 100.0)
        else:
            still.append(part)
    # 4. leftover words become plain concepts
    for i, w in enumerate(toks):
        if used[i] or w in stop or (len(w) < 2 and not w.isdigit()):
            continue
        concepts.append(Concept(forms=[w, N.stem(w)] if N.stem(w) != w else [w], weight=0.6, why=w))
    for part in still:
        if len(part) >= 2:
            concepts.append(Concept(forms=[part], weight=0.6, why=part))
    query.concepts = concepts
    return query


# ---------------------------------------------------------------- retrieval


def _coverage(idx, postings, form: str, allowed, n: int, min_cov: float = 0.0) -> dict[int, float]:
    """Sections holding at least ``min_cov`` of the idf mass of ``form``'s grams ->
    that share. Grams in more than ``STOP_DF`` of the sections are ignored when at least
    two rarer ones exist; grams with posting lists longer than ``MAX_SCAN`` count in
    the mass but credit no section.

    Only the rarest grams' (short) lists are walked: once the mass of the grams not yet
    walked is below ``min_cov``, a section absent from every walked list cannot reach
    it, so the longer lists are only probed (by bisection) for the candidates found."""
    gs = N.grams(form)
    if not gs:
        return {}
    lists = postings.lists
    weighted = []
    for g in gs:
        lst = lists.get(g)
        df = len(lst) if lst is not None else 0
        weighted.append((N_idf(n, df), df, lst))
    rare = [w for w in weighted if w[1] <= STOP_DF * n]
    if len(rare) >= 2:
        weighted = rare
    total = sum(w[0] for w in weighted)
    usable = sorted((w for w in weighted if 0 < w[1] <= MAX_SCAN), key=lambda w: w[1])
    need = min_cov * total - 1e-9
    rest = sum(w[0] for w in usable)
    if rest < need:
        return {}
    acc: dict[int, float] = {}
    get = acc.get
    k = 0
    while k < len(usable) and (rest >= need or not acc):
        w, _df, lst = usable[k]
        for i in lst:
            acc[i] = get(i, 0.0) + w
        rest -= w
        k += 1
    if allowed is not None:
        acc = {i: v for i, v in acc.items() if allowed(i)}
        get = acc.get
    for w, df, lst in usable[k:]:
        rest -= w
        if not acc:
            break
        if df <= 4 * len(acc):
            for i in lst:
                v = get(i)
                if v is not None:
                    acc[i] = v + w
        else:
            for i, v in acc.items():
                j = bisect_left(lst, i)
                if j < df and lst[j] == i:
                    acc[i] = v + w
        if rest > 0:
            # drop candidates that can no longer reach min_cov
            acc = {i: v for i, v in acc.items() if v + rest >= need}
            get = acc.get
    return {i: v / total for i, v in acc.items() if v >= need}


def N_idf(n: int, df: int) -> float:
    return math.log(1.0 + n / (1.0 + df))


def _all_of(postings, gs: list[str]) -> set[int]:
    """Sections whose posting lists hold every gram of ``gs`` (rarest list first)."""
    lists = [postings.lists.get(g) for g in gs]
    if any(lst is None for lst in lists):
        return set()
    lists.sort(key=len)
    out = set(lists[0])
    for lst in lists[1:]:
        if not out:
            break
        n = len(lst)
        if n <= 4 * len(out):
            out.intersection_update(lst)
        else:
            keep = set()
            for i in out:
                j = bisect_left(lst, i)
                if j < n and lst[j] == i:
                    keep.add(i)
            out = keep
    return out


def _phrase_candidates(idx, phrases: list[str]) -> set[int] | None:
    """A superset of the sections containing every quoted phrase, from the n-gram
    indexes, or None when a phrase has no gram that must occur in such a text (the
    caller then scans). Only grams inside the phrase count (no word padding: the
    phrase may start or end inside a word; no lone CJK character: in a longer run the
    index holds its bigrams instead)."""
    pool: set[int] | None = None
    for p in phrases:
        inner = sorted(g for g in N.grams(p) if len(g) >= 2 and " " not in g)
        if not inner:
            return None
        found = _all_of(idx._title_idx, inner) | _all_of(idx._body_idx, inner)
        pool = found if pool is None else pool & found
        if not pool:
            return set()
    return pool


def _title_sim(idx, i: int, forms: list[str]) -> float:
    tf, cf = idx._title_fold[i], idx._core_fold[i]
    best = 0.0
    for f in forms:
        best = max(best, fuzz.ratio(f, cf), fuzz.ratio(f, tf) * 0.95)
        if len(f) >= 3:
            rk = N.roma_key(f)
            if len(rk) >= 4:
                best = max(best, fuzz.ratio(rk, idx.roma(i)) * 0.9)
    return best / 100.0


# a preferred game's result ranks first when it scores at least this share of the best
PREFER_FLOOR = 0.5


def run_search(
    idx, query: str, *, scope=None, game=None, prefer_game=None, limit=10, with_alternates=True
):
    from bot.engine.rules.index import Match, SearchResult

    q = clean(query)
    idx.warm()
    m = SID.match(q)
    if m:
        s = idx.section(m.group(1), scope=scope)
        if s is None:
            return SearchResult()
        alts = idx.alternates(s, scope=scope) if with_alternates else []
        return SearchResult([Match(s, 100.0, s.title, alts)], confident=True)
    game = (game or "").strip().lower() or None
    if game and game not in idx.games(scope):
        from bot.engine.errors import UnknownGame

        raise UnknownGame(game=game)
    qa = analyse(idx, q, scope)
    if qa.game_hint and not game:
        # the query names a game ("pendragon raid"): search that game first
        first = _rank(
            idx,
            qa,
            scope=scope,
            game=qa.game_hint,
            prefer_game=None,
            limit=limit,
            with_alternates=with_alternates,
        )
        if first:
            return first
    return _rank(
        idx,
        qa,
        scope=scope,
        game=game,
        prefer_game=prefer_game,
        limit=limit,
        with_alternates=with_alternates,
    )


def _rank(idx, qa, *, scope, game, prefer_game, limit, with_alternates):
    from bot.engine.rules.index import Match, SearchResult

    n = max(1, idx._live)
    secs = idx._sections

    def allowed(i: int) -> bool:
        s = secs[i]
        return (
            s is not None and (s.scope is None or s.scope == scope) and (not game or s.game == game)
        )

    # quoted phrases: exact (folded substring) filter
    phrase_ok: set[int] | None = None
    if qa.phrases:
        phrase_ok = set()
        pool = _phrase_candidates(idx, qa.phrases)
        for i in range(len(secs)) if pool is None else sorted(pool):
            if allowed and not allowed(i):
                continue
            tf, bf = idx._title_fold[i], idx._body_fold[i]
            if all(p in tf or p in bf for p in qa.phrases):  # folded text has no newline
                phrase_ok.add(i)
        if not phrase_ok:
            return SearchResult()

    scores: dict[int, float] = {}
    hitw: dict[int, float] = {}
    whys: dict[int, list[str]] = {}  # other than the concepts' (phonetic, quoted)
    kept: list[tuple[Concept, dict, dict]] = []
    concepts = qa.concepts
    if not concepts and not qa.phrases:
        return SearchResult()
    total_w = sum(c.weight for c in concepts) or 1.0
    for c in concepts:
        tcov: dict[int, float] = {}
        bcov: dict[int, float] = {}
        for f in c.forms:
            for i, v in _coverage(idx, idx._title_idx, f, allowed, n, 0.5).items():
                if v > tcov.get(i, 0.0):
                    tcov[i] = v
            for i, v in _coverage(idx, idx._body_idx, f, allowed, n, 0.5).items():
                if v > bcov.get(i, 0.0):
                    bcov[i] = v
        contrib: dict[int, float] = {}
        for i, v in bcov.items():
            if v >= 0.5:
                contrib[i] = 0.55 * v * v
        for i, v in tcov.items():
            if v >= 0.5:
                contrib[i] = max(contrib.get(i, 0.0), 1.0 * v * v)
        if c.term is not None:
            terms = [c.term] + getattr(c, "extra_terms", [])
            for ti in terms:
                # a fuzzy (typo) match earns less of the section bonus: 100% -> all of
                # it, the cutoff -> none
                bonus = (
                    0.8 * max(0.0, (c.quality - FUZZY_CUTOFF / 100) / (1 - FUZZY_CUTOFF / 100))
                    if c.quality < 1.0
                    else 0.8
                )
                for i in idx._term_sections[ti]:
                    if allowed and not allowed(i):
                        continue
                    contrib[i] = contrib.get(i, 0.0) + bonus
        w = c.weight / total_w
        sget, hget = scores.get, hitw.get
        for i, v in contrib.items():
            scores[i] = sget(i, 0.0) + w * v
            if v >= 0.3:
                hitw[i] = hget(i, 0.0) + w
        kept.append((c, tcov, contrib))  # the why is written only for shown results
    # a section that answers every concept of the query beats one answering a part
    for i in scores:
        scores[i] *= 0.4 + 0.6 * min(1.0, hitw.get(i, 0.0))
    # phonetic pass: leftover Latin words against the titles' romaji keys
    loose = [c for c in concepts if c.term is None and not N.has_cjk(c.forms[0])]
    phonetic: set[int] = set()
    loose_why = ""
    if loose:
        rk = N.roma_key(" ".join(c.forms[0] for c in loose))
        if len(rk) >= 4:
            w = sum(c.weight for c in loose) / total_w
            for i, v in _coverage(idx, idx._roma_idx, rk, allowed, n, 0.6).items():
                if v >= 0.6:
                    scores[i] = scores.get(i, 0.0) + w * v * v
                    phonetic.add(i)
            loose_why = " ".join(c.why for c in loose)
    if phrase_ok is not None:
        if not concepts:
            scores = {i: 1.0 for i in phrase_ok}
            for i in phrase_ok:
                whys[i] = [f'"{p}"' for p in qa.phrases]
        else:
            scores = {i: v for i, v in scores.items() if i in phrase_ok}
            for i in phrase_ok:
                scores.setdefault(i, 0.2)
    if not scores:
        return SearchResult()

    def why_of(i: int) -> list[str]:
        out = []
        for c, tcov, contrib in kept:
            v = contrib.get(i)
            if v is None or v < 0.3:
                continue
            matched = c.why.split(" → ")[0]
            title_hit = tcov.get(i, 0.0) >= 0.5 or (c.term is not None and v >= 0.8)
            core = secs[i].core_title
            out.append(
                f"{matched} → {core}" if title_hit and N.fold(matched) != N.fold(core) else matched
            )
        if i in phonetic:
            out.append(f"{loose_why} → {secs[i].core_title}")
        out += whys.get(i, [])
        if not out and phrase_ok is not None and i in phrase_ok:
            out = [f'"{p}"' for p in qa.phrases]
        return out

    cands = heapq.nlargest(CANDIDATES, scores, key=scores.get)
    all_forms = [qa.folded] if qa.folded else []
    final: dict[int, float] = {}
    for i in cands:
        sim = _title_sim(idx, i, all_forms) if all_forms else 0.0
        for c in concepts:
            if len(concepts) == 1:
                sim = max(sim, _title_sim(idx, i, c.forms[:6]) * (0.7 + 0.3 * c.quality))
        s = scores[i] + 0.35 * sim
        if sim >= 0.999:
            s += 0.2
        if prefer_game and secs[i].game == prefer_game:
            s += 0.15
        if not idx._body_fold[i].strip():
            s -= 0.05  # an empty parent heading: its children carry the text
        final[i] = s
    order = sorted(final, key=lambda i: (-final[i], i))
    top = final[order[0]] if order else 1.0
    if prefer_game:
        # inside a channel with a game, that game's plausible answers rank first; a
        # question plainly about another game (nothing of this game close) keeps its order
        mine = [i for i in order if secs[i].game == prefer_game and final[i] >= PREFER_FLOOR * top]
        if mine:
            order = mine + [i for i in order if i not in set(mine)]
            top = max(top, final[mine[0]])
    norm = 100.0 / max(top, 1.2)
    out = []
    shown: set[int] = set()
    for i in order:
        if i in shown:
            continue
        s = secs[i]
        alts = idx.alternates(s, scope=scope) if with_alternates else []
        for a in alts:
            shown.add(idx._by_id[a.section.id])
        why = ", ".join(dict.fromkeys(why_of(i))) or s.title
        out.append(Match(s, round(min(100.0, final[i] * norm), 1), why, alts))
        shown.add(i)
        if len(out) >= limit:
            break
    return SearchResult(out, confident=is_clear(out))


def is_clear(matches) -> bool:
    """A single result, or a first result clearly ahead of the second."""
    if not matches:
        return False
    if len(matches) == 1:
        return True
    a, b = matches[0], matches[1]
    if b.score >= 50 and N.fold(a.section.core_title) == N.fold(b.section.core_title):
        return False  # e.g. "march": each faction has its own March section
    return a.score >= 60 and a.score - b.score >= 12


# ---------------------------------------------------------------- autocomplete


def autocomplete(idx, current: str, *, scope=None, game=None, prefer_game=None, limit=25):
    idx.warm()
    cur = N.strip_controls(current or "")
    cur = " ".join(cur.split())[: N.MAX_QUERY]
    entries = idx._ac_entries
    out: list[tuple[str, str]] = []
    seen_values: set[str] = set()

    def push(e):
        name, value, g, _rank = entries[e]
        if e in idx._ac_dead or (game and g != game):
            return False
        i = idx._by_id.get(value)
        if i is None or not idx.visible(i, scope):
            return False
        if value in seen_values:
            return False
        seen_values.add(value)
        out.append((name, value))
        return len(out) >= limit

    key = N.fold(cur).replace(" ", "")
    if len(key) < 1 or not N.has_letters(cur):
        # nothing typed yet: the preferred game's (or every game's) top sections
        firsts = [
            e
            for e, (_n, _v, g, r) in enumerate(entries)
            if r == 0 and e not in idx._ac_dead and (not prefer_game or g == prefer_game)
        ]
        for e in firsts:
            if push(e):
                break
        return out
    # prefix matches, preferred game first, entries (titles) before glossary aliases
    keys = idx._ac_keys
    lo = bisect_left(keys, (key, -1))
    pref: list[int] = []
    j = lo
    while j < len(keys) and keys[j][0].startswith(key) and len(pref) < 400:
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
    # then infix / phonetic / fuzzy on titles via the title n-gram index
    from bot.engine.rules.index import RulesIndex  # noqa: F401  (type only)

    gs = [g for g in sorted(N.grams(N.fold(cur)), key=idx._title_idx.df) if idx._title_idx.df(g)][
        :2
    ]
    counts: dict[int, int] = {}
    for g in gs:
        lst = idx._title_idx.lists.get(g)
        for i in lst[:1500]:
            counts[i] = counts.get(i, 0) + 1
    cand = sorted(counts, key=counts.get, reverse=True)[:200]
    fk = N.fold(cur)
    scored = []
    for i in cand:
        if not idx.visible(i, scope):
            continue
        if game and idx._sec(i).game != game:
            continue
        sc = fuzz.partial_ratio(fk, idx._core_fold[i])
        if prefer_game and idx._sec(i).game == prefer_game:
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
                p, idx._fuzzy_keys, scorer=fuzz.ratio, limit=8, score_cutoff=75
            ):
                ti, form = idx._fuzzy_terms[pos]
                for i in [j for j in idx._term_sections[ti] if idx.visible(j, scope)][:1]:
                    scored.append((sc - 3, i))
    scored.sort(key=lambda x: -x[0])
    from bot.engine.rules.index import _choice_name

    for sc, i in scored:
        if sc < 55:
            break
        s = idx._sec(i)
        if s.id in seen_values:
            continue
        seen_values.add(s.id)
        out.append((_choice_name(s.path), s.id))
        if len(out) >= limit:
            break
    return out


def suggest(idx, query: str, *, scope=None, game=None, limit=5) -> list[str]:
    try:
        q = clean(query)
    except BadInput:
        return []
    idx.warm()
    fq = N.fold(N.split_quotes(q)[0]) or N.fold(q)
    names: list[str] = []
    pool = [(N.fold(t.en), t.label) for t in idx.terms if not game or t.game == game]
    pool += [
        (idx._core_fold[i], s.title)
        for i, s in enumerate(idx._sections[:20000])
        if s is not None and idx.visible(i, scope) and (not game or s.game == game)
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
