"""Ranking: from a query's concepts to ordered sections. Pure.

1. each concept's forms are looked up in the character n-gram postings (titles with
   their derived aliases; texts with parent headings): a section's *coverage* of a
   form is the idf mass of the form's grams it holds;
2. a concept credits a section by its best coverage (title above text); a glossary
   term credits the sections its entry names, but only in its own game: in another
   game's sections only the words the user typed (and their lexicon forms) count;
3. sections answering every concept beat those answering a part; the best candidates
   are re-ranked on their titles (rapidfuzz, folded and phonetic);
4. ``confident`` says whether the first is almost surely the answer.

Every weight lives in :class:`Weights`."""

from __future__ import annotations

import heapq
import math
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from rapidfuzz import fuzz

from bot.engine.rules import headings as H
from bot.engine.rules import normalize as N
from bot.engine.rules import words as W
from bot.engine.rules.corpus import Corpus, Postings
from bot.engine.rules.game_evidence import GameEvidence, weigh
from bot.engine.rules.query import FUZZY_CUTOFF, NUMBERS, Concept, Query, fallback_forms


@dataclass(frozen=True)
class Weights:
    """Every number the ranking uses, by name."""

    title: float = 1.0  # a concept fully covered by a title
    body: float = 0.55  # ... by a section's text
    # share of that in a catch-all section (common mistakes, FAQ, and the entries under
    # such a heading), and of its words said together and its term frequency
    catch_all: float = 0.5
    # the headings down to a section being the question: the share of their words the
    # question says (precision), times in part the share of the question they say
    heading_fit: float = 0.15
    heading_recall: float = 0.5
    # the question's words in one sentence of a text (or said by its heading)
    together: float = 0.2
    together_top: int = 10  # candidates whose sentences are read
    # how often a candidate's text says each concept, saturated and against its length
    # (BM25: ``tf_k1``, ``tf_b``), weighted by how rare the concept is in the game
    body_tf: float = 0.2
    tf_k1: float = 1.2
    tf_b: float = 0.75
    tf_top: int = 10  # candidates whose texts are read
    alias_loan: float = 0.9  # an English word meeting a katakana title by transliteration
    term_section: float = 0.8  # a glossary term's own section (its game only)
    concept_cap: float = 1.3  # most one concept can give a section
    leftover: float = 0.6  # weight of a plain word beside glossary terms
    min_title_cov: float = 0.5
    # a dictionary word's coverage of another language's heading that does not say it
    # as a word (a longer word it begins or nearly spells: see _foreign_part)
    foreign_part: float = 0.5
    min_body_cov: float = 0.5
    min_roma_cov: float = 0.6
    min_expansion_cov: float = 0.7  # for a Japanese form the user did not type (translations)
    phrase_title: float = 0.05  # a title holding a several-word form of the concept whole
    more_forms: float = 0.03  # per further form of the concept a text holds (up to 3)
    expansion: float = 0.85  # coverage by a lexicon or dictionary translation counts so
    related: float = 0.7  # ... by a neighbouring concept's form (see Concept.related)
    inflected: float = 0.9  # least coverage of a translation whose words a text holds
    hit: float = 0.3  # a concept "answers" a section from this credit on
    all_concepts_floor: float = 0.4  # score share kept by a section answering none
    # ... toward which a concept credited this much or more counts whole, one credited
    # less (from ``hit`` on: a text saying it in part, as the question's context) in
    # proportion (see answered_share). Over dev3-dev17 as asked: 0.4 hit@1 +4, hit@3 +2, no
    # set down by more than one; 0.45 hit@1 +12, but one set's hit@3 -2; 0.55 hit@3 -2
    # on two sets
    answered_at: float = 0.4
    title_sim: float = 0.35  # rapidfuzz title similarity in the re-rank
    exact_title: float = 0.2  # the query is the title
    prefer_game: float = 0.15  # the channel's game
    prefer_floor: float = 0.5  # its results rank first from this share of the best on
    empty_section: float = 0.05  # a parent heading with no own text
    parent_heading: float = 0.85  # a concept said by the heading above a section
    crumb_sim: float = 0.95  # the question spelling the headings above + the title
    context: float = 0.35  # a named thing of the question's game, in its other sections
    # a concept that is how the question asks ("how many", いくら, quanto), once the game
    # is known (see _question_forms)
    asking: float = 0.3
    # a word that only the game's summary title says, once the game is known: it names
    # the game, not the section (see _names_the_game)
    names_game: float = 0.15
    # the game a question's distinctive words point to (see game_evidence)
    sure_hit: float = 0.5  # a credit that surely says a concept (a title, a text's own word)
    specific_share: float = 0.05  # a concept said by this share of sections weighs whole
    generic_share: float = 0.5  # ... by this share or more: ``generic_floor`` of it
    generic_floor: float = 0.7
    game_said: float = 0.9  # how often the question's game's summary says its concepts
    # ... when they are typed in another language than the summary's: a bridge may have
    # no counterpart for a word, or the wrong one (measured on dev4 and dev5: of the
    # concepts some game said, the question's game said 68-88% by language pair, 76%
    # on the whole, 89% in one language)
    game_said_across: float = 0.75
    # ... at the mean length: a summary ``x`` times as long (Heaps' scale) misses a word
    # as ``(1 - game_said) ** (x ** game_said_growth)`` (see game_evidence.weigh). 1: the
    # question's game's summary grows its vocabulary by the law any other's does (at 0 a
    # long summary's silence cost it no more than a short one's: long summaries were
    # favoured). Swept 0, 0.25, 0.5, 1 (1.5, 2 on the posteriors alone) outside a channel
    # on dev3-dev7 and dev: 1 is best for the likeliest game and hit@1/hit@3, shipped
    # questions beside added games keep hit@3 0.98-1.0 (hit@1 -0.01 to -0.02)
    game_said_growth: float = 1.0
    # a game one of whose sections says several of the question's concepts together:
    # this much evidence per weight of them (see game_evidence.said_together). 0.5 on
    # dev3-dev10 asked outside a channel: likeliest game right +10 of 795 (1.5: +7),
    # hit@1 unchanged, 5 more single answers, all right
    game_together: float = 0.5
    # the posterior from which the question is the game's: 0.6 before game_said_growth,
    # which flattened the posteriors; at 0.55 a sure game is as often right as before on
    # dev3-dev7 (0.96 of them; sure and wrong 0.015 of the questions, was 0.025); 0.6
    # once a section saying the question's words together counts (game_together),
    # which made more games sure: sure and wrong 19 of 795 on dev3-dev10 as before it
    # (26 at 0.55), sure and right 364 (349 before it)
    game_sure: float = 0.6
    # a question asked in a game's channel that the game's sections do not wholly
    # answer goes to another game (as a menu) when the posterior over every game is
    # this sure of it, the channel's game at most ``elsewhere_share`` of it
    elsewhere_sure: float = 0.6
    elsewhere_share: float = 0.05
    plain_terms: float = 1.0  # share of the term bonus an ordinary-word term loses there
    # with no game given nor sure, a concept one or two games say weighs this many
    # times its weight in the ranking (see _distinctive_first). dev3-dev13 as asked
    # (2,445 questions): hit@1 +8, hit@3 +5, no set down by more than one (2.0: +10,
    # +1, two sets' hit@3 -2)
    distinctive: float = 1.5
    # ... unless it is the context of the rest (see _context_of): another section of
    # its game says this share of the question's other words, and more of them than
    # its own section
    context_rest: float = 0.5
    # with no game sure, named or likely, the menu holds the best ``near_per`` sections
    # of each of at most ``near_games`` games the words cannot tell apart, its first
    # ``near_first`` places the ranking's (see near_tie)
    near_games: int = 3
    near_per: int = 3
    near_first: int = 3
    game_floor: float = 0.45  # share of their score other games' sections keep
    # ... when no game is sure: 0.7 while a known game's sections alone had their
    # heading fit and words together counted; with every game's counted (see rank),
    # 0.6 on dev3-dev9 asked outside a channel: hit@1 +8, hit@3 +11 (0.7: +6, +5)
    game_floor_unsure: float = 0.6
    # an ordinary word that is a glossary's term says the term's game at most this
    # surely (a translation in a heading), as other games' texts say it
    glossed: float = 0.72
    # ... a term met only by its sound key ("atack": Attack) says it this much more
    # surely still: a guess, like a typo, about as sure as a text saying the word
    sounded: float = 0.7
    # share of a loan or sound key's credit (a katakana heading met by the sound of a
    # Latin word, or the reverse) that counts as evidence of its game: a guess by
    # sound, about as sure as a text saying the word
    sound_evidence: float = 0.6
    candidates: int = 60  # re-ranked sections
    fit_top: int = 20  # ... of which, with no game known, those whose headings are fitted
    # a form in more texts than this is a common word there: its texts are taken by
    # their letter groups whole, not read word by word
    many_texts: int = 1500
    fallback_below: float = 0.6  # a concept said this surely or less: its fallback forms too
    few_texts: int = 200  # ... a neighbouring form in more texts than this: headings only
    max_scan: int = 6000  # posting lists longer than this are not walked
    stop_df: float = 0.05  # a gram in more than this share of sections is skipped
    # confidence: one section alone only when clearly ahead and fully answering
    confident_score: float = 70.0
    sure_typo: float = 0.9  # a typo read as a term this alike or less: never alone
    # calibrated on every dev set (shipped, dev, dev-new, dev3-dev6): at 25 a section
    # shown alone was right 0.91-0.94 of the time on dev3, dev4 and dev6, at 40 on all
    confident_gap: float = 40.0
    # ... and never when one of the next sections of its game shown (this many) has a
    # heading saying a word of the question the first's heading does not. Calibrated on
    # every dev set's questions asked as written with all dev sets' 55 games loaded at
    # once (bench/lookup_crowd.py --shipped): single answers 388 of which 2 wrong -> 370,
    # none wrong; 3 rivals left one wrong (a power card's section fifth, under a turn
    # section whose text says it); each dev set alone loses 0-5 singles, none was wrong
    heading_rivals: int = 9
    # ... and, the game found by the question's words (not given, not named), never when
    # its posterior is under this: a game just sure (``game_sure``) ranks its sections
    # first, yet its word may be a bridge's wrong counterpart ("lightning" meeting a
    # heading ブリッツ of a game about rings). With all dev games loaded and every
    # question asked outside a channel, 0.6 took single answers 53 -> 47, the one wrong
    # among them out (1 single fewer on each dev set alone, none wrong before or after)
    confident_posterior: float = 0.6
    # close sections of one game, a heading and that heading with more words (a general
    # rule and its special case): among this many first, the question decides which
    # ranks first (see _general_or_special)
    close_top: int = 5
    # ... and never when a word of the question its heading does not say is said by
    # this many sections of its game or more: its text saying that word sets it apart
    # from none of its neighbours (bench/lookup_singles.py, dev3-dev8 in channel: with
    # the expected sections removed 8 of the 12 single answers left; 9 of 110 right)
    common_unheaded: int = 4
    # a question asking how many (see question_kind), when no single answer is shown in
    # its game's channel: a section whose text says ``kind_at`` numbers or more gains
    # this many points (of 100), one saying fewer in proportion; dev3-dev18 as asked,
    # alone: 10 hit@1 +1, hit@3 +8 (5: +0, +5; 15: +1, +5, a set's hit@1 -2)
    how_many: float = 10.0
    # ... one asking what happens if: a text stating conditions (5 alone: +2, +0)
    what_if: float = 5.0
    # ... one asking whether one may: a text saying what may or may not be done (5
    # alone: +0, +1); the three together +4, +9, no set down by more than one (as a
    # share of the first's score instead of points, before the texts' kana were read
    # folded: +3, +3 where points gave +6, +7)
    can_i: float = 5.0
    kind_at: float = 2.0


WEIGHTS = Weights()


def loose(w: Weights) -> Weights:
    """Weights that accept a part of a word's grams: the partial matches offered
    when nothing of a game covers the question."""
    return replace(
        w,
        min_title_cov=0.34,
        min_body_cov=0.34,
        min_roma_cov=0.45,
        min_expansion_cov=0.5,
    )


def _always(_i: int) -> bool:
    return True


def idf(n: int, df: int) -> float:
    return math.log(1.0 + n / (1.0 + df))


# which slots a lookup may return; None: every slot
Allowed = Callable[[int], bool] | None


def coverage(
    postings: Postings, form: str, allowed: Allowed, n: int, min_cov: float, w: Weights = WEIGHTS
) -> dict[int, float]:
    """Sections holding at least ``min_cov`` of the idf mass of ``form``'s grams ->
    that share. Grams in more than ``stop_df`` of the sections are ignored when at
    least two rarer ones exist; grams with lists longer than ``max_scan`` count in the
    mass but credit no section.

    Only the rarest grams' (short) lists are walked: once the mass of the grams not yet
    walked is below ``min_cov``, a section absent from every walked list cannot reach
    it, so the longer lists are only probed (by bisection) for the candidates found.
    While a search runs (``postings.memo`` set) a lookup asked again returns the dict
    it returned before: callers never change it."""
    memo = postings.memo
    pool = None if allowed is None else getattr(allowed, "__self__", None)
    if memo is None or not (allowed is None or isinstance(pool, set)):
        return _coverage(postings, form, allowed, n, min_cov, w)
    # (the slots allowed by their set's identity: the corpus makes a new set when its
    # sections change, and a search changes none)
    key = (form, min_cov, n, w.stop_df, w.max_scan, id(pool))
    got = memo.get(key)
    if got is None or got[0] is not pool:
        every = memo.get(key[:-1] + (id(None),)) if pool is not None else None
        if every is not None and every[0] is None:
            # a slot's coverage depends on its own grams and the lists' lengths, never
            # on which other slots are allowed: a lookup over a few slots (a game's,
            # ranked alone after every game's were) is the one over all, filtered
            assert isinstance(pool, set)
            cov = {i: v for i, v in every[1].items() if i in pool}
        else:
            cov = _coverage(postings, form, allowed, n, min_cov, w)
        got = memo[key] = (pool, cov)
    return got[1]


def _coverage(
    postings: Postings, form: str, allowed: Allowed, n: int, min_cov: float, w: Weights
) -> dict[int, float]:
    gs = N.grams(form)
    if not gs:
        return {}
    weighted = []
    # in one order whatever the process's hash seed: the masses below are float sums,
    # and a set's order would move their last bits (a score's tenth, a tie) between runs
    for g in sorted(gs):
        lst = postings.get(g)
        df = len(lst) if lst is not None else 0
        weighted.append((idf(n, df), df, lst))
    rare = [x for x in weighted if x[1] <= w.stop_df * n]
    if len(rare) >= 2:
        weighted = rare
    total = sum(x[0] for x in weighted)
    usable = sorted((x for x in weighted if 0 < x[1] <= w.max_scan), key=lambda x: x[1])
    need = min_cov * total - 1e-9
    rest = sum(x[0] for x in usable)
    if rest < need:
        return {}
    acc: dict[int, float] = {}
    k = 0
    while k < len(usable) and (rest >= need or not acc):
        wt, _df, lst = usable[k]
        assert lst is not None
        if acc:
            get = acc.get
            for i in lst:
                acc[i] = get(i, 0.0) + wt
        else:
            acc = dict.fromkeys(lst, wt)  # (0.0 + wt is wt)
        rest -= wt
        k += 1
    late = _most_slots(allowed, n)
    if allowed is not None and late is None:
        acc = {i: v for i, v in acc.items() if allowed(i)}
    for wt, df, lst in usable[k:]:
        assert lst is not None
        rest -= wt
        if not acc:
            break
        if df <= 4 * len(acc):
            get = acc.get
            for i in lst:
                v = get(i)
                if v is not None:
                    acc[i] = v + wt
        else:
            for i, v in acc.items():
                j = bisect_left(lst, i)
                if j < df and lst[j] == i:
                    acc[i] = v + wt
        if rest > 0:
            # drop candidates that can no longer reach min_cov
            acc = {i: v for i, v in acc.items() if v + rest >= need}
    if late is not None:
        return {i: v / total for i, v in acc.items() if v >= need and i in late}
    return {i: v / total for i, v in acc.items() if v >= need}


def _most_slots(allowed: Allowed, n: int) -> set[int] | None:
    """The set behind ``allowed`` when it holds most of the ``n`` slots (a server's:
    every slot but a few other servers'): :func:`coverage` then tests its candidates
    against it only at the end, since testing thousands of candidates to drop a few
    costs more than carrying those few along (a candidate's coverage never depends on
    the others'). None for a game's slots (few: most candidates go at once)."""
    pool = getattr(allowed, "__self__", None)  # set.__contains__ bound to its set
    return pool if isinstance(pool, set) and 2 * len(pool) > n else None


def all_of(postings: Postings, gs: list[str]) -> set[int]:
    """Sections whose posting lists hold every gram of ``gs`` (rarest list first)."""
    lists = [postings.get(g) for g in gs]
    present = [lst for lst in lists if lst is not None]
    if len(present) < len(lists):
        return set()
    present.sort(key=len)
    out = set(present[0])
    for lst in present[1:]:
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


def phrase_candidates(c: Corpus, phrases: list[str]) -> set[int] | None:
    """A superset of the sections containing every quoted phrase, or None when a
    phrase has no gram that must occur in such a text (the caller then scans)."""
    pool: set[int] | None = None
    for p in phrases:
        inner = sorted(g for g in N.grams(p) if len(g) >= 2 and " " not in g)
        if not inner:
            return None
        found = all_of(c.title_postings, inner) | all_of(c.body_postings, inner)
        pool = found if pool is None else pool & found
        if not pool:
            return set()
    return pool


def _crumbs(path: tuple[str, ...] | list[str]) -> list[str]:
    """A section's headings from each one above it down to its title, folded
    ("factions verdant pact leaders", "verdant pact leaders"): a question may name a
    section by its nearest headings only."""
    return [N.fold(" ".join(path[k:])) for k in range(1, len(path) - 1)]


def title_sim(c: Corpus, i: int, forms: list[str], *, crumb: float = 0.0) -> float:
    """How nearly one of ``forms`` spells slot ``i``'s title (its core, its aliases,
    its phonetic key; with ``crumb`` > 0, also the headings above it and the title,
    counted at that share)."""
    tf, cf, af = c.title_fold[i], c.core_fold[i], c.alias_fold[i]
    crumbs = _crumbs(c.sec(i).path) if crumb else []
    best = 0.0
    for f in forms:
        best = max(best, fuzz.ratio(f, cf), fuzz.ratio(f, tf) * 0.95)
        for bf in crumbs:
            best = max(best, fuzz.ratio(f, bf) * crumb)
        if af:
            best = max(best, fuzz.ratio(f, af) * 0.9)
        if len(f) >= 3:
            rk = N.roma_key(f)
            if len(rk) >= 4:
                best = max(best, fuzz.ratio(rk, c.roma(i)) * 0.9)
    return best / 100.0


# a form's (title, text) coverage by (form, translation?, dictionary word?, the
# concept's languages when they matter)
FormMemo = dict[
    tuple[str, bool, bool, frozenset[str] | None], tuple[dict[int, float], dict[int, float]]
]


def _concept_credit(
    c: Corpus,
    con: Concept,
    allowed: Allowed,
    n: int,
    w: Weights,
    plain: dict[int, float] | None = None,
    memo: FormMemo | None = None,
    lifted: dict[int, float] | None = None,
    heard: dict[int, float] | None = None,
) -> tuple[dict[int, float], dict[int, float]]:
    """(credit per section, title coverage per section) of one concept. ``plain``,
    when given, is filled with what a glossary term's own game's sections say of the
    words typed, without the glossary (see :func:`_as_evidence`). ``memo`` keeps the
    forms' coverages for the other concepts of one ranking (same ``allowed``, ``n``
    and ``w``): a translation or neighbour two concepts share is looked up once.
    ``lifted``, when given, is filled with the credit other games' sections had before
    their title lifted them to a glossary term's own (see :func:`_as_evidence`).
    ``heard``, when given, is filled with the credit the sections a loan or sound key
    raised had before it (see :func:`_heard_as_evidence`)."""
    term_games = {c.terms[ti].game for ti in con.terms}
    Cov = dict[int, float]
    if memo is None:
        memo = {}

    def memo_cov(f: str, strict: bool, exact: bool) -> tuple[Cov, Cov]:
        """(title, text) coverage of one form: ``strict``, a translation (its words
        must be there); else what was typed, which may match in part, but, when it is a
        dictionary word (``exact``), only as that word in a text of its language."""
        # the concept's languages matter only to what was typed as a dictionary word
        key = (f, strict, exact, con.langs if exact and not strict else None)
        got = memo.get(key)
        if got is None:
            # a one-word Latin translation is checked below as a word: an inflection
            # of it (riempie for riempire) may share fewer of its grams (phrases keep
            # the strict share: walking their grams at the lower one costs time)
            tight = strict and (N.has_cjk(f) or " " in f)
            mt = max(w.min_title_cov, w.min_expansion_cov) if tight else w.min_title_cov
            mb = max(w.min_body_cov, w.min_expansion_cov) if tight else w.min_body_cov
            tc = coverage(c.title_postings, f, allowed, n, mt, w)
            bc = coverage(c.body_postings, f, allowed, n, mb, w)
            for kf in W.KATA_FORM.findall(f):
                # a loanword inside a longer one is another word (アクション, リアクション)
                tc = {i: v for i, v in tc.items() if not W.kata_inside(c.sec(i).title, kf)}
            if f.isdigit():
                # a number meets a heading as a word of it, not as its outline number
                # ("4 players" is not "4.3 Unfinished links")
                tf = c.title_fold
                tc = {i: v for i, v in tc.items() if H.says_number(tf[i], f)}
            if strict and f in NUMBERS and not f.isdigit():
                # a number's word in another language (four, quattro, sei) is met in
                # headings only: in a text it is also a pronoun or a verb (one, sei)
                bc = {}
            common = len(bc) > w.many_texts
            if common:
                bc = {i: v for i, v in bc.items() if v >= 0.999}
            if exact and not strict and not N.has_cjk(f):
                own, lang = con.langs, c.lang
                in_title = W.sayer(c, f, title=True, many=len(tc))
                tc = _foreign_part(tc, own, lang, in_title, w)
                if not common:
                    in_text = W.sayer(c, f, title=False)
                    bc = {i: v for i, v in bc.items() if lang[i] not in own or in_text(i)}
            elif not strict and not N.has_cjk(f) and not common:
                # a word no dictionary knows (a name, a typo) may be misspelled in a
                # heading; a long text holds its letter groups by chance ("arrakeen"),
                # so there it must begin a word
                in_text = W.sayer(c, f, title=False, exact=False)
                bc = {i: v for i, v in bc.items() if in_text(i)}
            if strict and not N.has_cjk(f):
                # a translation is found in a text as words, not as trigrams scattered
                # over other words ("store" in an Italian text: que-sto, ora-rio ...)
                # and there an inflected word (obiettivi for obiettivo) is the word
                least = w.inflected
                in_title = W.sayer(c, f, title=True, exact=exact, many=len(tc))
                tc = {i: max(v, least) for i, v in tc.items() if in_title(i)}
                if not common:
                    in_text = W.sayer(c, f, title=False, exact=exact)
                    bc = {i: max(v, least) for i, v in bc.items() if in_text(i)}
            got = memo[key] = (tc, bc)
        return got

    def covers(forms: list[str], extra: list[str], related: list[str]) -> tuple[Cov, Cov, Cov]:
        """(title, text, unscaled title) coverage; what was typed may match
        in part, a translation must match nearly whole (a shared bigram of two kanji
        words says little) and counts a little less."""
        tcov: Cov = {}
        bcov: Cov = {}
        tlit: Cov = {}
        # what was typed: a dictionary word is that word; a stem or an unknown word
        # may begin a longer one; translations and neighbours are dictionary words
        every = [(f, k > 0, con.known, 1.0) for k, f in enumerate(forms)]
        every += [(f, True, True, w.expansion) for f in extra]
        every += [(f, True, True, w.related) for f in related]
        for f, strict, exact, scale in every:
            tc, bc = memo_cov(f, strict, exact)
            if scale < w.expansion and len(bc) > w.few_texts:
                bc = {}  # a neighbour said by many texts: only where a heading says it
            phrase = " " in f
            # (each dict keeps its best: ``old is None or x > old`` is max(old or 0, x)
            # for coverages, which are above 0)
            tget, lget = tcov.get, tlit.get
            for i, v in tc.items():
                x = v * scale
                old = tget(i)
                if old is None or x > old:
                    tcov[i] = x
                old = lget(i)
                if old is None or v > old:
                    tlit[i] = v
                if phrase and v >= 0.999:
                    whole[i] = True
            bget = bcov.get
            heading = _numbered_parents(c, f) if f.isdigit() else W.parents_sayer(c, f)
            for i, v in bc.items():
                x = v * scale
                old = bget(i)
                if old is None or x > old:
                    bcov[i] = x
                if v >= 0.999:
                    many[i] = many.get(i, 0) + 1
                if v >= 0.9 and heading(i):
                    under[i] = max(under.get(i, 0.0), x)
        return tcov, bcov, tlit

    many: dict[int, int] = {}  # how many of the concept's forms a text holds whole
    under: dict[int, float] = {}  # sections under a heading that says the concept
    whole: dict[int, bool] = {}  # titles holding a several-word form whole
    extra, related = con.extra, con.related
    tcov, bcov, tlit = covers(con.forms, extra, related)
    said = max([*tcov.values(), *bcov.values()], default=0.0)
    if con.fallback and (said < w.fallback_below or (not con.known and said < 0.999)):
        # nothing says it surely: its rarer senses, or the word it is a typo of, count
        # (as neighbours: a little less)
        again = fallback_forms(c, con)
        if again:
            ft, fb, fl = covers([], [], again)
            for got, found in ((tcov, ft), (bcov, fb), (tlit, fl)):
                for i, v in found.items():
                    if v > got.get(i, 0.0):
                        got[i] = v
    if term_games:
        # a glossary term's translations count only in its own game's sections
        literal = con.literal or con.forms[:1]
        lt, lb, ll = covers(literal, extra, related)
        if con.general or con.quality >= 1.0:
            # games with no glossary of their own: the term as an ordinary word too,
            # and the glossary's translations of it, as any translation counts
            glossed = [f for f in con.forms if f not in literal] if con.quality >= 1.0 else []
            gt, gb, gl = covers([], con.general + glossed, [])
            for got, more in ((lt, gt), (lb, gb), (ll, gl)):
                for i, v in more.items():
                    if not c.has_glossary(c.game_of[i]) and v > got.get(i, 0.0):
                        got[i] = v
        game_of = c.game_of  # (a live slot's: its section's game)
        tcov = {i: v for i, v in tcov.items() if game_of[i] in term_games}
        bcov = {i: v for i, v in bcov.items() if game_of[i] in term_games}
        tlit = {i: v for i, v in tlit.items() if game_of[i] in term_games}
        for i, v in lt.items():
            if game_of[i] not in term_games:
                tcov[i] = v
        for i, v in lb.items():
            if game_of[i] not in term_games:
                bcov[i] = v
        for i, v in ll.items():
            if game_of[i] not in term_games:
                tlit[i] = v
        if plain is not None:
            # the words typed, their translations and neighbours, in the term's own
            # game's texts as in any other game's (its glossary's forms left out)
            for cov, full in ((lb, w.body), (lt, w.title)):
                for i, v in cov.items():
                    if game_of[i] in term_games:
                        plain[i] = max(plain.get(i, 0.0), full * v * v)
    credit: dict[int, float] = {}
    for i, v in bcov.items():
        # a text saying the concept in several ways (勝利点 ... 勝つ) is more about it
        credit[i] = w.body * v * v + w.more_forms * min(3, many.get(i, 1) - 1)
        if c.catch_all(i) or i in c.openings:
            # it names every topic in passing (a summary's opening too, saying what
            # the game is about): the topic's own section answers it
            credit[i] *= w.catch_all
    for i, v in under.items():
        # the heading above a section is part of its heading ("<faction> › Leaders"
        # answers "<faction> leaders" better than the faction's own section)
        if term_games and c.game_of[i] not in term_games:
            continue
        credit[i] = max(credit.get(i, 0.0), w.title * w.parent_heading * v * v)
    for i, v in tcov.items():
        # a heading saying the concept's phrase ("deporre uova") is more about it
        # than one saying a word of it ("uova e nidi")
        credit[i] = max(credit.get(i, 0.0), w.title * v * v + w.phrase_title * whole.get(i, 0))
    latin = not N.has_cjk(con.forms[0])
    for loan in con.loans:
        # a loan key is how an English word meets its katakana: a Latin word meets it
        # in Japanese text only (in a Latin one it would be a mere sound-alike)
        for i in c.loan_body_postings.get(loan) or ():
            if (allowed is None or allowed(i)) and not (latin and W.lang_of(c, i) != "ja"):
                _by_sound(credit, i, w.body * w.alias_loan, heard)
        for i in c.loan_postings.get(loan) or ():
            # ... and a heading of another language (in its own, a dictionary word is
            # what it spells: "spices" is no "Ships", "robbers" no "Rubbers")
            if (allowed is None or allowed(i)) and W.lang_of(c, i) not in con.langs:
                _by_sound(credit, i, w.alias_loan, heard)
                tcov.setdefault(i, 0.9)
    if term_games:
        # another game's section whose title says what the user typed is worth as
        # much as the term's own section: a glossary never outranks the question
        game_of = c.game_of
        for i, v in tlit.items():
            if v >= 0.9 and game_of[i] not in term_games:
                if lifted is not None:
                    # (at least as a translation's title: a typo's reading may be none)
                    lifted[i] = max(credit.get(i, 0.0), w.title * (w.expansion * v) ** 2)
                credit[i] = w.concept_cap
    for ti in con.terms:
        # a fuzzy (typo) match earns less of the section bonus: 100% -> all of
        # it, the cutoff -> none
        bonus = w.term_section * _sure(con)
        for i in c.term_sections[ti]:
            if allowed is None or allowed(i):
                credit[i] = min(w.concept_cap, credit.get(i, 0.0) + bonus)
    return credit, tcov


def answered_share(v: float, w: Weights) -> float:
    """How wholly a concept's credit ``v`` (from ``hit`` on) answers it, toward the
    share of the question a section answers: whole from ``answered_at`` on, less in
    proportion (a text saying a word in part, or a named thing said as the context of
    the rest, answers it less surely than a text saying it whole)."""
    return min(1.0, v / max(w.hit, w.answered_at))


def _foreign_part(
    tc: dict[int, float],
    own: frozenset[str],
    lang: list[str],
    in_title: Callable[[int], bool],
    w: Weights,
) -> dict[int, float]:
    """A dictionary word's title coverage: in a heading of its own language only where
    the heading says it (or its inflection); in another language's heading whole only
    where it is a word there too, else at most ``foreign_part`` (a longer word the
    typed one begins or nearly spells, cognate or false friend: "cost" is no whole
    match of "Costruire")."""
    out: dict[int, float] = {}
    part = w.foreign_part
    for i, v in tc.items():
        if lang[i] in own:
            if in_title(i):
                out[i] = v
        else:
            # (a heading is read only when the cap would change its coverage)
            out[i] = v if v <= part or in_title(i) else part
    return out


def _numbered_parents(c: Corpus, number: str) -> Callable[[int], bool]:
    """Whether a heading above a section says ``number`` other than as its outline
    number (see :func:`.headings.says_number`)."""
    pf = c.parent_fold
    return lambda i: H.path_says_number(pf[i], number)


def _by_sound(credit: dict[int, float], i: int, v: float, heard: dict[int, float] | None) -> None:
    """Raise section ``i``'s credit to ``v`` (a loan or sound key's), noting in
    ``heard`` what it had before."""
    old = credit.get(i, 0.0)
    if v > old:
        if heard is not None:
            heard.setdefault(i, old)
        credit[i] = v


def _heard_as_evidence(
    credit: dict[int, float], heard: dict[int, float] | None, w: Weights
) -> dict[int, float]:
    """A concept's credit as evidence of a game where only a loan or sound key met
    it (コロニー meeting a Latin name by its consonants, a romaji word a katakana
    heading): what the key added counts ``sound_evidence`` of itself, a guess by
    sound being no translation."""
    if not heard:
        return credit
    out = dict(credit)
    for i, before in heard.items():
        v = out.get(i)
        if v is not None and v > before:
            out[i] = before + (v - before) * w.sound_evidence
    return out


def _phonetic(
    c: Corpus, concepts: list[Concept], allowed: Allowed, n: int, w: Weights
) -> tuple[frozenset[int], dict[int, float]]:
    """The question's leftover Latin words (no glossary term, by index) and the
    sections whose title's romaji key their sound covers (slot -> coverage): a word
    no bridge knows meeting a katakana heading that spells it. A number is no word:
    it has no sound, and no language (see :func:`_sounded_words`)."""
    loose = _sounded_words(concepts)
    if not loose:
        return frozenset(), {}
    rk = N.roma_key(" ".join(concepts[k].forms[0] for k in loose))
    if len(rk) < 4:
        return frozenset(loose), {}
    # dictionary words only sound like a title of another language (a cognate:
    # governor, governatore); in their own language they are other words
    own: frozenset[str] = frozenset.intersection(*(concepts[k].langs for k in loose))
    found = coverage(c.roma_postings, rk, allowed, n, w.min_roma_cov, w)
    return frozenset(loose), {
        i: v for i, v in found.items() if not (own and W.lang_of(c, i) in own)
    }


def _sounded_words(concepts: list[Concept]) -> list[int]:
    """The question's Latin words (by index) that the phonetic pass reads: no
    glossary term, and a letter in them. A number has no sound to spell a title with
    (the romaji key drops it), and no language: beside "marshal" it made the words
    read as names of no language, so an English title met them by its romaji key,
    and the number's weight counted as answered by that title."""
    return [
        k
        for k, x in enumerate(concepts)
        if not x.terms and not N.has_cjk(x.forms[0]) and any(ch.isalpha() for ch in x.forms[0])
    ]


def _sounded_out(
    credit: dict[int, float],
    k: int,
    sounds: tuple[frozenset[int], dict[int, float]],
    w: Weights,
) -> dict[int, float]:
    """Concept ``k``'s credit as evidence with what the phonetic pass found for it
    (:func:`_phonetic`): a title whose romaji its sound spells says it as a sound
    match does (``sound_evidence``)."""
    loose, roma = sounds
    if k not in loose or not roma:
        return credit
    out = dict(credit)
    for i, v in roma.items():
        x = w.title * v * v * w.sound_evidence
        if x > out.get(i, 0.0):
            out[i] = x
    return out


class _Said:
    """Which of a question's concepts (by their forms and translations) a word of a
    section says, as a bit mask (bit k: concept k): a Latin word by its Snowball stem
    or as an inflection (it begins with the form's stem), a Japanese run by each of
    its character pairs. Answers are kept for the query's lifetime.

    Every translation counts, as it does for a title's coverage: a heading met by a
    concept's thirteenth translation (*punteggio finale* for "final scoring", after
    *final score*, *end game scoring*, 最終得点計算 ...) is as much the question as one
    met by its first; read with the first twelve only it fitted the question less than
    a heading saying a word of it in passing."""

    FORMS = 6  # a concept's forms looked at (the typed word, its stems and readings)

    def __init__(self, cons: list[Concept]) -> None:
        self.grams: dict[str, int] = {}  # a Japanese character pair -> concepts
        self.heads: dict[str, list[tuple[int, int]]] = {}  # beginning -> (longest, bit)
        self.stems: dict[str, int] = {}
        for k, con in enumerate(cons):
            bit = 1 << k
            for f in [*con.forms[: self.FORMS], *con.extra]:
                if N.has_cjk(f):
                    for g in N.grams(f):
                        self.grams[g] = self.grams.get(g, 0) | bit
                    continue
                for wd in N.words(f):
                    if len(wd) >= 3 and wd not in N.STOPWORDS:
                        for key in W.word_keys(wd):
                            self.stems[key] = self.stems.get(key, 0) | bit
                        h = wd[: max(4, len(wd) - 3)]
                        longest = len(wd) + (2 if len(wd) < 7 else 4)
                        self.heads.setdefault(h, []).append((longest, bit))
        self._memo: dict[str, tuple[int, int, int]] = {}

    def _word(self, wd: str) -> int:
        m = 0
        for key in W.word_keys(wd):
            m |= self.stems.get(key, 0)
        heads = self.heads
        for k in range(4, len(wd) + 1):
            for longest, bit in heads.get(wd[:k], ()):
                if len(wd) <= longest:
                    m |= bit
        return m

    def units(self, wd: str) -> tuple[int, int, int]:
        """(units said, units, concepts) of one word of a folded text: a Latin
        content word is one unit, a Japanese run one per character pair."""
        got = self._memo.get(wd)
        if got is None:
            if N.has_cjk(wd):
                masks = [self.grams.get(g, 0) for g in N.grams(wd)]
                m = 0
                for x in masks:
                    m |= x
                got = (sum(1 for x in masks if x), len(masks), m)
            elif len(wd) >= 3 and wd not in N.STOPWORDS and not wd.isdigit():
                m = self._word(wd)
                got = (1 if m else 0, 1, m)
            else:
                got = (0, 0, 0)
            self._memo[wd] = got
        return got

    def share(self, text: str) -> tuple[int, int, int]:
        """(units said, units, concepts said) of a folded heading or sentence."""
        said = total = mask = 0
        for wd in N.words(text):
            s, t, m = self.units(wd)
            said += s
            total += t
            mask |= m
        return said, total, mask


def _weight_of(mask: int, cw: list[float]) -> float:
    return sum(x for k, x in enumerate(cw) if mask >> k & 1)


_SENTENCE = re.compile(r"[.;:!?。！？\n]+")


def _together(
    c: Corpus, cands: list[int], kept: Kept, cw: list[float], said: _Said, w: Weights
) -> dict[int, float]:
    """The share of the question (two concepts or more) that one sentence of a
    candidate's text says, with what its heading says (which it says of every
    sentence below it): the section that answers "sell spices" says them together
    ("sell spices at a port"), an overview or the thing's own section apart."""
    if len(kept) < 2 or w.together <= 0:
        return {}
    total = sum(cw) or 1.0
    out: dict[int, float] = {}
    for i in cands:
        ks = [k for k, (_c, _t, cr) in enumerate(kept) if cr.get(i, 0.0) >= w.hit]
        if len(ks) < 2:
            continue
        head = rest = 0
        for k in ks:
            if kept[k][1].get(i, 0.0) >= w.min_title_cov:
                head |= 1 << k
            else:
                rest |= 1 << k
        best = head if head.bit_count() >= 2 else 0
        if rest:
            for sent in _SENTENCE.split(c.body_fold[i]):
                got = head | (said.share(sent)[2] & rest)
                if got.bit_count() >= 2 and _weight_of(got, cw) > _weight_of(best, cw):
                    best = got
        if best:
            out[i] = w.together * _weight_of(best, cw) / total
    return out


def _heading_fit(
    c: Corpus, cands: list[int], kept: Kept, cw: list[float], said: _Said, w: Weights
) -> dict[int, float]:
    """How nearly each candidate's headings *are* the question: the share of the
    words of its title, or of the headings down to it, that the question says
    ("Explore" over "The first Explore", "<faction> › Leaders" for "<faction>
    leaders"), times in part the share of the question those headings say (a short
    heading saying one word of a longer question is no better fit)."""
    if w.heading_fit <= 0 or not kept:
        return {}
    total = sum(cw) or 1.0
    out: dict[int, float] = {}
    for i in cands:
        s1, t1, m1 = said.share(c.core_fold[i])
        if not t1:
            continue
        best, mask = s1 / t1, m1
        if c.parent_fold[i]:
            s2, t2, m2 = said.share(c.parent_fold[i])
            if (s1 + s2) / (t1 + t2) > best:
                best, mask = (s1 + s2) / (t1 + t2), m1 | m2
        if best <= 0:
            continue
        if len(kept) > 1:
            rec = _weight_of(mask, cw) / total
            best *= 1 - w.heading_recall + w.heading_recall * rec
        out[i] = w.heading_fit * best
    return out


def _body_tf(
    c: Corpus,
    cands: list[int],
    kept: Kept,
    cw: list[float],
    said: _Said,
    pool: set[int],
    w: Weights,
) -> dict[int, float]:
    """How much each candidate's text is about the question, as BM25 weighs it: per
    concept, how many of its words (a Japanese run, a Latin word) say the concept,
    saturated (``tf_k1``) and against the text's length (``tf_b``), times how rare the
    concept is among the game's sections (``pool``, where its credit is); the section
    that keeps speaking of the question's words answers it more than one naming them
    once in passing."""
    if w.body_tf <= 0 or not kept or not cands:
        return {}
    total = sum(cw) or 1.0
    n = max(1, len(pool))
    norm = math.log(1.0 + n)
    rarity = [
        cwk / total * idf(n, sum(1 for i in cr if i in pool)) / norm
        for (_con, _t, cr), cwk in zip(kept, cw, strict=True)
    ]
    tfs: dict[int, list[int]] = {}
    lens: dict[int, int] = {}
    for i in cands:
        tf = [0] * len(kept)
        units = 0
        # each word once, by how often the text says it (a text repeats its words)
        for wd, times in Counter(N.words(c.body_fold[i])).items():
            _s, t, m = said.units(wd)
            units += t * times
            k = 0
            while m:
                if m & 1:
                    tf[k] += times
                m >>= 1
                k += 1
        tfs[i], lens[i] = tf, units
    avg = sum(lens.values()) / len(lens) or 1.0
    k1, b = w.tf_k1, w.tf_b
    out: dict[int, float] = {}
    for i, tf in tfs.items():
        dl = k1 * (1 - b + b * lens[i] / avg)
        v = sum(r * f / (f + dl) for r, f in zip(rarity, tf, strict=True) if f)
        if v > 0:
            out[i] = w.body_tf * v
    return out


def _specific(n_sections: int, pool: int, w: Weights) -> float:
    """A concept's weight factor by the share of the ``pool`` sections that surely
    say it (``n_sections``):
    1.0 up to ``specific_share`` of them, down to ``generic_floor`` from
    ``generic_share`` on (log scale between)."""
    if pool <= 0:
        return 1.0
    if n_sections <= 0:
        # said nowhere surely (only in passing, or nowhere): no sign it is specific
        return w.generic_floor
    share = n_sections / pool
    if share <= w.specific_share:
        return 1.0
    span = math.log(w.generic_share / w.specific_share)
    t = min(1.0, math.log(share / w.specific_share) / span)
    return 1.0 - (1.0 - w.generic_floor) * t


def _typed_langs(con: Concept) -> frozenset[str]:
    """The languages a concept was typed in: Japanese (kana, kanji, romaji), else
    those whose dictionary knows the word (en, it); none for a name or a typo."""
    if con.no_typo or N.has_cjk(con.forms[0]):
        return JAPANESE
    return con.langs


JAPANESE = frozenset({"ja"})


def _sure(con: Concept) -> float:
    """How surely a concept is what the user typed: 1.0, less for a typo read as a
    glossary term (nothing at the fuzzy cutoff). A guessed term is no evidence of
    its game."""
    if con.quality >= 1.0:
        return 1.0
    cut = FUZZY_CUTOFF / 100
    return max(0.0, (con.quality - cut) / (1 - cut))


def _guess(con: Concept, w: Weights) -> float:
    """How surely a glossary term is what the user typed, as evidence of its game:
    :func:`_sure`, and less for a term met only by its sound key."""
    return _sure(con) * (w.sounded if con.sounded else 1.0)


Kept = list[tuple[Concept, dict[int, float], dict[int, float]]]  # (concept, title cov, credit)


def _grouped(kept: Kept) -> Kept:
    """The words of one heading phrase as one concept: a section's credit (and title
    coverage) is their mean, so a name of two words weighs as one word."""
    groups: dict[int, list[int]] = {}
    for k, (con, _t, _cr) in enumerate(kept):
        if con.group >= 0:
            groups.setdefault(con.group, []).append(k)
    if not any(len(ks) > 1 for ks in groups.values()):
        return kept
    out: Kept = []
    done: set[int] = set()
    for k, (con, tcov, credit) in enumerate(kept):
        ks = groups.get(con.group, [k]) if con.group >= 0 else [k]
        if len(ks) == 1:
            out.append((con, tcov, credit))
            continue
        if k in done:
            continue
        done.update(ks)
        m = len(ks)
        parts = [kept[j] for j in ks]
        cr: dict[int, float] = {}
        tc: dict[int, float] = {}
        for _c, t, r in parts:
            for i, v in r.items():
                cr[i] = cr.get(i, 0.0) + v / m
            for i, v in t.items():
                tc[i] = tc.get(i, 0.0) + v / m
        merged = replace(
            con,
            why=" ".join(p[0].why for p in parts),
            langs=frozenset.intersection(*(p[0].langs for p in parts)),
        )
        out.append((merged, tc, cr))
    return out


def _plain_credit(
    c: Corpus, con: Concept, credit: dict[int, float], w: Weights
) -> dict[int, float]:
    """A concept's credit as evidence of a game: a glossary term the user typed as an
    ordinary word ("space", "storm": :attr:`.Concept.general`) says its game no more
    than the word itself does, so its own sections' term bonus does not count."""
    if not con.general or w.plain_terms <= 0:
        return credit
    out = dict(credit)
    for ti in con.terms:
        for i in c.term_sections[ti]:
            v = out.get(i)
            if v is not None:
                out[i] = max(0.0, v - w.term_section * w.plain_terms)
    return out


def _ordinary_term(c: Corpus, con: Concept) -> bool:
    """Whether what the user typed for a glossary term is an ordinary word or phrase
    (the lexicon's or a dictionary's: mazzo, points, 手番), not a name only that
    game's glossary knows (comitatus, シールドウォール)."""
    typed = (con.literal or con.forms[:1])[0]
    if con.general or c.lexicon.lookup(typed):
        return True
    if N.has_cjk(typed):
        return c.bridge is not None and bool(c.bridge.english(typed))
    return c.wordnet is not None and c.wordnet.knows(typed)


def _as_evidence(
    c: Corpus,
    con: Concept,
    credit: dict[int, float],
    plain: dict[int, float] | None,
    w: Weights,
    lifted: dict[int, float] | None = None,
) -> dict[int, float]:
    """A concept's credit as evidence of a game (see :func:`_plain_credit`). An
    ordinary word that is a glossary's term (mazzo: a shipped game's Deck), or a word
    read as a typo of one (pacth: a Policy card), says the term's game as much as its
    text says the word typed and its translations (``plain``), and through its
    glossary's forms at most ``glossed`` (times how surely the typo is the term),
    never more than :func:`_plain_credit` gives: a glossary's game would otherwise
    take every question using the word, its summary reached in more ways than a
    summary without a glossary ever is, and a typo is guessed among the glossaries'
    terms only. Another game's section whose title says the concept is raised to the
    term's own section in the ranking (:func:`_concept_credit`); as evidence it counts
    as its title does (``lifted``): a translation in a short summary's heading is no
    definition, and would take the glossary's game's questions (市場 is one game's
    heading and term, "Il mercato" another's translation of it)."""
    if lifted:
        # another game's title saying a translation is evidence as that title is
        credit = {**credit, **lifted}
    if plain is None:
        return _plain_credit(c, con, credit, w)
    term_games = {c.terms[ti].game for ti in con.terms}
    game_of = c.game_of
    out = dict(_plain_credit(c, con, credit, w))
    for i, v in out.items():
        if game_of[i] in term_games:
            out[i] = min(v, max(plain.get(i, 0.0), w.glossed * _guess(con, w)))
    return out


def _unglossed(
    c: Corpus,
    kept: Kept,
    plains: dict[int, dict[int, float]],
    evidence: GameEvidence,
    w: Weights,
) -> None:
    """In a question of several concepts, an ordinary word that is a glossary's term
    (or a typo read as one) credits the term's game's sections as it is evidence of
    that game (:func:`_as_evidence`), unless the question is surely about that game:
    the other words decide the game, and a glossary's bonus would carry a question
    about a game without one to the glossary's (changes ``kept`` in place). Asked
    alone, the word is the term the user typed, answered from its glossary."""
    for k, (con, tcov, credit) in enumerate(kept):
        plain = plains.get(id(con))
        if plain is None or evidence.game in {c.terms[ti].game for ti in con.terms}:
            continue
        kept[k] = (con, tcov, _as_evidence(c, con, credit, plain, w))


def _weigh(
    c: Corpus,
    kept: Kept,
    *,
    scope: int | None,
    game: str | None,
    w: Weights,
    plains: dict[int, dict[int, float]],
    lifted: dict[int, dict[int, float]],
    heard: dict[int, dict[int, float]],
    sounds: tuple[frozenset[int], dict[int, float]],
) -> tuple[list[float], GameEvidence, dict[int, set[int]]]:
    """Each concept's weight in the score, the game the question is about, and the
    sections credited with a concept as context (by concept).

    A concept many of the sections say (round, action, card) weighs less than one a
    few say: "harvest round" is about the harvest more than about rounds. Without a
    game given, the question's distinctive words name its game (:mod:`.game_evidence`).
    Then a concept naming one thing of that game (a faction, a card: its own heading,
    in one or two sections) while the rest of the question asks something of it is
    the question's context: every section of that game says it a little, so the
    section answering the rest ("how many cards can <faction> keep": the hand limit)
    is not beaten by the thing's own section (changes ``kept`` in place)."""
    if game:
        pool = len(c.game_set(game, scope))
    else:
        vs = c.visible_set(scope)
        pool = c.live if vs is None else len(vs)
    cw = [
        con.weight * _specific(sum(1 for v in cr.values() if v >= w.sure_hit), pool, w)
        for con, _t, cr in kept
    ]
    evidence = GameEvidence()
    if not game:
        evidence = weigh(
            c,
            [
                _as_evidence(
                    c,
                    con,
                    _heard_as_evidence(_sounded_out(cr, k, sounds, w), heard.get(id(con)), w),
                    plains.get(id(con)),
                    w,
                    lifted.get(id(con)),
                )
                for k, (con, _t, cr) in enumerate(kept)
            ],
            # a typo read as a glossary's term is a guess among the glossaries' terms
            # only: it weighs in the evidence as surely as it is the term
            [cwk * _sure(con) for (con, _t, _cr), cwk in zip(kept, cw, strict=True)],
            scope=scope,
            hit=w.hit,
            said=w.game_said,
            sure=w.game_sure,
            langs=[_typed_langs(con) for con, _t, _cr in kept],
            across=w.game_said_across,
            growth=w.game_said_growth,
            together=w.game_together,
        )
    home = game or evidence.game
    if home:
        _names_the_game(c, kept, cw, home, w)
        _question_forms(kept, cw, w)
    else:
        _distinctive_first(c, kept, cw, evidence, w)
    context: dict[int, set[int]] = {}
    if home and len(kept) > 1:
        game_of = c.game_of
        for k, (_con, tcov, credit) in enumerate(kept):
            own = [i for i, v in tcov.items() if v >= 0.9]
            if not 0 < len(own) <= 2 or sum(cw) - cw[k] < cw[k]:
                continue
            if any(game_of[i] != home for i in own):
                continue
            for _c2, _t2, other in kept:
                for i in other:
                    if i not in credit and game_of[i] == home:
                        credit[i] = w.context
                        context.setdefault(k, set()).add(i)
    return cw, evidence, context


def _distinctive_first(
    c: Corpus, kept: Kept, cw: list[float], evidence: GameEvidence, w: Weights
) -> None:
    """With no game given nor sure, a concept only one or two games say (a name of
    one game's thing: :attr:`.GameEvidence.distinctive`) weighs ``distinctive`` times
    its weight beside the question's words every game says: it is what the question
    is about, where the common words only say how it asks (changes ``cw`` in place).
    Not when it is the context of the rest of the question (see :func:`_context_of`).
    """
    if w.distinctive == 1.0:
        return
    picked = [k for k in evidence.distinctive if k < len(cw)]
    if not picked or len(picked) >= len(cw):
        return
    base = list(cw)
    for k in picked:
        if not _context_of(c, kept, base, k, w):
            cw[k] *= w.distinctive


def _context_of(c: Corpus, kept: Kept, cw: list[float], k: int, w: Weights) -> bool:
    """Whether concept ``k``, a thing with its own heading (a faction, a place, a
    component, in one or two sections), is the context of the rest of the question,
    not its topic: in the game of each of its own sections another section says more
    of the question's other words than the thing's own section does, and at least
    ``context_rest`` of their weight ("how many cards can <faction> keep": the hand
    limit says cards and keep, the faction's section neither). When its own section
    says as much of the rest, the thing is the topic ("the cost of <action>": the
    action's section says its cost)."""
    own = [i for i, v in kept[k][1].items() if v >= 0.9]
    rest = sum(cw) - cw[k]
    if not 0 < len(own) <= 2 or rest <= 0:
        return False
    game_of = c.game_of
    homes = {game_of[i] for i in own}
    said: dict[int, float] = {}
    for j, (_con, _tcov, credit) in enumerate(kept):
        if j == k or cw[j] <= 0:
            continue
        for i, v in credit.items():
            if v >= w.hit and game_of[i] in homes:
                said[i] = said.get(i, 0.0) + cw[j]
    best: dict[str, float] = {}
    for i, v in said.items():
        if i not in own:
            best[game_of[i]] = max(best.get(game_of[i], 0.0), v)
    need = w.context_rest * rest
    return all(best.get(game_of[i], 0.0) > max(said.get(i, 0.0), need - 1e-9) for i in own)


def surely_elsewhere(r: Ranked, home: str, w: Weights) -> str | None:
    """The game a question asked in ``home``'s channel is about by its own words, when
    ranked over every game (``r``): the game whose posterior reaches
    ``elsewhere_sure`` while ``home``'s is at most ``elsewhere_share`` of it (None
    otherwise)."""
    ev = r.evidence
    best = ev.leading
    if best is None or best == home or ev.scores[best] < w.elsewhere_sure:
        return None
    return best if ev.share(home) <= w.elsewhere_share else None


def _asks(con: Concept) -> bool:
    """Whether a concept is how the question asks, not what it asks about: its first
    Latin translation is a phrase of function words only (いくら, nanmai: "how many";
    どうなる: "what happens if"), so a text saying it is no sign of its topic. (A word
    translated by one function word, già: "before", タイミング: "when", may be the
    topic.)"""
    first = next((f for f in con.extra if not N.has_cjk(f)), "").split()
    return len(first) >= 2 and all(x in N.STOPWORDS for x in first)


def _weigh_less(cw: list[float], picked: list[int], share: float) -> None:
    """Concepts ``picked`` weigh ``share`` of their weight beside the question's other
    words (changes ``cw`` in place); not when they are the whole question."""
    if picked and len(picked) < len(cw):
        for k in picked:
            cw[k] *= share


def _question_forms(kept: Kept, cw: list[float], w: Weights) -> None:
    """Once the game is known, a concept that is how the question asks (see
    :func:`_asks`) weighs ``asking`` of its weight beside the question's other words."""
    if w.asking < 1.0:
        _weigh_less(cw, [k for k, (con, _t, _cr) in enumerate(kept) if _asks(con)], w.asking)


def _names_the_game(c: Corpus, kept: Kept, cw: list[float], home: str, w: Weights) -> None:
    """Once the question's game is known, a concept whose only headings in that game
    are its summary's opening (the summary's title: the game's name, "Age of Steam
    rules summary") names the game: it said which game (the evidence has used it),
    and says nothing of which section answers, so beside the question's other words it
    weighs ``names_game`` of its weight. Asked alone, the game's name is the question:
    its opening answers it."""
    if w.names_game >= 1.0 or len(kept) < 2:
        return
    game_of, openings = c.game_of, c.openings
    naming: list[int] = []
    for k, (_con, tcov, _cr) in enumerate(kept):
        heads = [i for i, v in tcov.items() if v >= w.min_title_cov and game_of[i] == home]
        if heads and all(i in openings for i in heads):
            naming.append(k)
    _weigh_less(cw, naming, w.names_game)


def rank(
    c: Corpus,
    qa: Query,
    *,
    scope: int | None,
    game: str | None,
    prefer_game: str | None,
    limit: int,
    w: Weights = WEIGHTS,
) -> Ranked:
    """Sections best first (see :class:`Ranked`)."""
    n = max(1, c.live)
    slots = c.slots

    allowed: Allowed
    if game:
        allowed = c.game_set(game, scope).__contains__
    else:
        vs = c.visible_set(scope)
        allowed = None if vs is None else vs.__contains__
    ok: Callable[[int], bool] = allowed if allowed is not None else _always

    phrase_ok: set[int] | None = None
    if qa.phrases:
        phrase_ok = set()
        pool = phrase_candidates(c, qa.phrases)
        for i in range(len(slots)) if pool is None else sorted(pool):
            if not ok(i):
                continue
            tf, bf = c.title_fold[i], c.body_fold[i]
            if all(p in tf or p in bf for p in qa.phrases):  # folded text has no newline
                phrase_ok.add(i)
        if not phrase_ok:
            return Ranked()

    concepts = qa.concepts
    if not concepts and not qa.phrases:
        return Ranked()
    scores: dict[int, float] = {}
    hitw: dict[int, float] = {}
    kept: Kept = []
    plains: dict[int, dict[int, float]] = {}
    lifted: dict[int, dict[int, float]] = {}
    heard: dict[int, dict[int, float]] = {}
    memo: FormMemo = {}
    for con in concepts:
        # without a game given, what an ordinary word that is a glossary's term (or a
        # typo read as one) says of that game as evidence (see _as_evidence); its
        # share of the evidence is then whole, a typo's as sure as the guess (_weigh)
        plain: dict[int, float] | None = (
            {}
            if not game
            and con.terms
            and (con.quality < 1.0 or con.sounded or _ordinary_term(c, con))
            else None
        )
        # ... and what other games' titles say of it before they are lifted to the
        # term's own section (see _concept_credit)
        lift: dict[int, float] | None = {} if not game and con.terms else None
        hear: dict[int, float] | None = {} if not game else None
        credit, tcov = _concept_credit(c, con, allowed, n, w, plain, memo, lift, hear)
        if plain is not None:
            plains[id(con)] = plain
        if hear:
            heard[id(con)] = hear
        if lift:
            lifted[id(con)] = lift
        kept.append((con, tcov, credit))
    kept = _grouped(kept)
    concepts = [con for con, _t, _cr in kept]
    roma_of, roma = _phonetic(c, concepts, allowed, n, w)
    cw, evidence, context = _weigh(
        c,
        kept,
        scope=scope,
        game=game,
        w=w,
        plains=plains,
        lifted=lifted,
        heard=heard,
        sounds=(roma_of, roma),
    )
    if plains and len(kept) > 1:
        _unglossed(c, kept, plains, evidence, w)
    total_w = sum(cw) or 1.0
    surely: dict[int, float] = {}  # the share of the question each section answers
    for (_con, _tcov, credit), weight in zip(kept, cw, strict=True):
        share = weight / total_w
        for i, v in credit.items():
            scores[i] = scores.get(i, 0.0) + share * v
            if v >= w.hit:
                hitw[i] = hitw.get(i, 0.0) + share
                surely[i] = surely.get(i, 0.0) + share * answered_share(v, w)
    # a section that answers every concept of the query beats one answering a part
    keep = w.all_concepts_floor
    for i in scores:
        scores[i] *= keep + (1 - keep) * min(1.0, surely.get(i, 0.0))
    # the games the question's words point to: other games' sections keep a part of
    # their score (title likeness included), by how much less likely their game is
    # (sure or not: the posterior weighs every game's sections)
    by_game: dict[str, float] = {}

    # no game sure: the posterior still orders the games, more gently (a short summary
    # saying a word in passing must not bury a long one's own section of it)
    floor = w.game_floor if evidence.game else w.game_floor_unsure

    def game_factor(i: int) -> float:
        if not evidence.scores:
            return 1.0
        g = slots[i].game  # type: ignore[union-attr]
        f = by_game.get(g)
        if f is None:
            f = by_game[g] = floor + (1 - floor) * evidence.share(g)
        return f

    # phonetic pass: leftover Latin words against the titles' romaji keys
    phonetic: set[int] = set()
    loose_why = ""
    if roma:
        loose = [cwk for k, cwk in enumerate(cw) if k in roma_of]
        share = sum(loose) / total_w
        for i, v in roma.items():
            scores[i] = scores.get(i, 0.0) + share * v * v
            phonetic.add(i)
            if v >= 0.8:  # the romaji spells the title: the loose words answered
                hitw[i] = min(1.0, hitw.get(i, 0.0) + share)
        loose_why = " ".join(concepts[k].why for k in sorted(roma_of))
    if phrase_ok is not None:
        if not concepts:
            scores = {i: 1.0 for i in phrase_ok}
        else:
            scores = {i: v for i, v in scores.items() if i in phrase_ok}
            for i in phrase_ok:
                scores.setdefault(i, 0.2)
    if not scores:
        return Ranked()

    def why_of(i: int) -> str:
        out: list[str] = []
        for k, (con, tcov, credit) in enumerate(kept):
            v = credit.get(i)
            if v is None or v < w.hit or i in context.get(k, ()):
                continue
            matched = con.typed
            title_hit = tcov.get(i, 0.0) >= w.min_title_cov or (
                bool(con.terms) and v >= w.term_section
            )
            core = c.sec(i).core_title
            out.append(
                f"{matched} → {core}" if title_hit and N.fold(matched) != N.fold(core) else matched
            )
        if i in phonetic:
            out.append(f"{loose_why} → {c.sec(i).core_title}")
        if not out and phrase_ok is not None and i in phrase_ok:
            out = [f'"{p}"' for p in qa.phrases]
        return ", ".join(dict.fromkeys(out)) or c.sec(i).title

    def weighed(i: int) -> float:
        return scores[i] * game_factor(i)

    # (with no game named by the evidence every factor is 1.0: the scores alone)
    cands = heapq.nlargest(
        w.candidates, scores, key=weighed if evidence.game else scores.__getitem__
    )
    if evidence.game and prefer_game != evidence.game:
        prefer_game = None  # the question's own words name another game than the one preferred
    whole = [qa.folded] if qa.folded else []
    # which section of its game answers: a heading that is the question, the words
    # said together; once the game is known (given, or named by the question's words)
    # among its sections, else among every game's alike (the posterior then orders the
    # games: with the fit of one game's sections alone, a question not surely about a
    # game lost the section its game's own channel answers with)
    fit: dict[int, float] = {}
    home = game or evidence.game
    mine = [i for i in cands if c.game_of[i] == home] if home else cands[: w.fit_top]
    if mine:
        said = _Said([con for con, _t, _cr in kept])
        fit = _heading_fit(c, mine, kept, cw, said, w)
        # what a catch-all's text says (an FAQ's entries, common mistakes) it says in
        # passing: its words together and how often it says them count as its text does
        passing = {i: w.catch_all for i in mine if c.catch_all(i)}
        for i, v in _together(c, mine[: w.together_top], kept, cw, said, w).items():
            fit[i] = fit.get(i, 0.0) + v * passing.get(i, 1.0)
        if game:
            # how much a text is about the question: within a game given only (with a
            # game guessed it would rank that game's passing mentions over another's
            # answer)
            pool = c.game_set(game, scope)
            for i, v in _body_tf(c, mine[: w.tf_top], kept, cw, said, pool, w).items():
                fit[i] = fit.get(i, 0.0) + v * passing.get(i, 1.0)
    final: dict[int, float] = {}
    exact: set[int] = set()
    for i in cands:
        sim = title_sim(c, i, whole, crumb=w.crumb_sim) if whole else 0.0
        if len(concepts) == 1:
            con = concepts[0]
            its = not con.terms or c.sec(i).game in {c.terms[t].game for t in con.terms}
            forms = con.forms[:6] if its else (con.literal or con.forms[:1])
            forms = forms + con.extra[:8]
            sim = max(sim, title_sim(c, i, forms) * (0.7 + 0.3 * con.quality))
        s = scores[i] + w.title_sim * sim + fit.get(i, 0.0)
        if sim >= 0.999:
            s += w.exact_title
            exact.add(i)
        if prefer_game and c.sec(i).game == prefer_game:
            s += w.prefer_game
        if not c.body_fold[i].strip():
            s -= w.empty_section  # an empty parent heading: its children carry the text
        final[i] = s * game_factor(i)
    order = sorted(final, key=lambda i: (-final[i], i))
    top = final[order[0]]
    if prefer_game:
        # the channel's game's plausible answers rank first; a question plainly
        # about another game (nothing of this game close) keeps its order
        mine = [
            i for i in order if c.sec(i).game == prefer_game and final[i] >= w.prefer_floor * top
        ]
        if mine:
            order = mine + [i for i in order if i not in set(mine)]
            top = max(top, final[mine[0]])
    chose = False
    if concepts and w.close_top > 1:
        # the titles the question's leftover words sound like say those words
        chose = _general_or_special(c, order, final, kept, _Said(concepts), set(roma), w)
    norm = 100.0 / max(top, 1.2)
    out: list[tuple[int, float, str]] = []
    for i in order[: max(limit * 3, limit)]:
        out.append((i, round(min(100.0, final[i] * norm), 1), why_of(i)))
    answered = {i for i, _s, _w in out if hitw.get(i, 0.0) >= 0.999 or i in exact}
    if phrase_ok is not None and not concepts:
        answered.update(phrase_ok)  # quoted text only: each holder answers it
    titled = _said_by_titles(kept, out, 0.9)
    headed = _said_by_titles(kept, out, w.min_title_cov)
    # a glossary term's entry names its own sections: their headings say the term
    termed = {
        i
        for i, _s, _w in out
        for con, _t, credit in kept
        if con.terms and credit.get(i, 0.0) >= w.term_section
    }
    unsaid = [
        con
        for con, _t, credit in kept
        if max(credit.values(), default=0.0) < w.hit
        and not _sounds_like_a_title(c, con, allowed, n, w)
    ]
    unmatched = [con.typed for con in unsaid]
    return Ranked(
        out,
        answered=answered,
        titled=titled,
        headed=headed,
        heading_says={i for i, _s, _w in out if headed[i] or i in termed},
        evidence=evidence,
        unmatched=unmatched,
        unknown=[con.typed for con in unsaid if not _a_dictionary_word(con)],
        guessed=any(con.quality < w.sure_typo or con.sounded for con in concepts),
        close=chose,
        credits=[(con, credit) for con, _t, credit in kept],
    )


def _heading_rest(general: str, special: str) -> str | None:
    """What ``special``'s heading says beyond ``general``'s (both folded, without
    their outline numbers) when it is that heading with more words before or after it
    ("la primiera" and "la primiera: parita", "raiders" and "heavy raiders", 千日手
    and 千日手:連続王手ノ場合); None when it is not (a Latin heading's words whole)."""
    if not general or len(special) <= len(general):
        return None
    latin = not N.has_cjk(general)
    if special.startswith(general):
        rest = special[len(general) :]
        if latin and rest[0].isalnum():
            return None
        return rest
    if special.endswith(general):
        rest = special[: -len(general)]
        if latin and rest[-1].isalnum():
            return None
        return rest
    return None


def _general_or_special(
    c: Corpus,
    order: list[int],
    final: dict[int, float],
    kept: Kept,
    said: _Said,
    spelled: set[int],
    w: Weights,
) -> bool:
    """A topic split into a general rule and its special cases under headings that
    share words ("La primiera", "La primiera: parità"): when the first section and one
    of the next ``close_top`` of its game are such a pair, and the one to come first
    answers every concept the other answers, the question decides which comes first.
    A question saying none of the words the special case adds (by its heading's
    coverage, its words, or a sound of the question's that spells its heading and not
    the general rule's: ``spelled``) is about the topic:
    the general rule first; one saying a word of them is about the special case: that
    first. The two then trade places and scores (changes ``order`` and ``final`` in
    place); True when they did: the words chose between them, not a lead, so never a
    single answer."""
    if len(order) < 2:
        return False
    # how the question asks ("what happens": 場合) says nothing of which case
    asked = sum(1 << k for k, (con, _t, _cr) in enumerate(kept) if not _asks(con))

    def hits(x: int) -> int:
        got = sum(1 << k for k, (_c, _t, cr) in enumerate(kept) if cr.get(x, 0.0) >= w.hit)
        return got & asked

    def heads(x: int) -> int:
        return sum(
            1 << k for k, (_c, t, _cr) in enumerate(kept) if t.get(x, 0.0) >= w.min_title_cov
        )

    def adds(general: int, special: int, rest: str) -> int:
        """The concepts the question says of what the special case's heading adds."""
        return (said.share(rest)[2] | heads(special) & ~heads(general)) & asked

    i = order[0]
    game = c.game_of[i]
    mine = H.unnumbered(N.fold(c.sec(i).title))
    for n, j in enumerate(order[1 : w.close_top], 1):
        if c.game_of[j] != game:
            continue
        theirs = H.unnumbered(N.fold(c.sec(j).title))
        rest = _heading_rest(theirs, mine)  # the first is a special case of j
        if rest is not None:
            swap = (
                bool(c.body_fold[j].strip())
                and not (i in spelled and j not in spelled)
                and bool(said.share(rest)[1])
                and not adds(j, i, rest)
                and not hits(i) & ~hits(j)
            )
        else:
            rest = _heading_rest(mine, theirs)  # j is a special case of the first
            swap = (
                rest is not None
                and bool(
                    j in spelled and i not in spelled or adds(i, j, rest) & ~said.share(mine)[2]
                )
                and not hits(i) & ~hits(j)
            )
            if rest is None:
                swap = _sibling_says_more(mine, theirs, said, asked, hits(i), hits(j))
        if swap:
            order[0], order[n] = j, i
            final[i], final[j] = final[j], final[i]
            return True
    return False


def _sibling_rests(a: str, b: str) -> tuple[str, str] | None:
    """What each of two folded headings adds to the words both open with, when they
    open with the same words (a topic: "aiuto del re: pareggi", "aiuto del re: chi lo
    riceve"; "consiglieri: regola generale", "consiglieri gia occupati") and each adds
    words of its own; None otherwise (Latin headings, whole words)."""
    if N.has_cjk(a) or N.has_cjk(b):
        return None
    wa, wb = N.words(a), N.words(b)
    n = 0
    while n < min(len(wa), len(wb)) and wa[n] == wb[n]:
        n += 1
    if not any(len(x) >= 3 and x not in N.STOPWORDS for x in wa[:n]):
        return None
    if n == len(wa) or n == len(wb):
        return None
    return " ".join(wa[n:]), " ".join(wb[n:])


def _sibling_says_more(
    mine: str, theirs: str, said: _Said, asked: int, hits_mine: int, hits_theirs: int
) -> bool:
    """Two sections of one topic under headings that open with the same words and go
    on differently (see :func:`_sibling_rests`): the second comes first when the
    question says a word of what its heading adds and none of what the first's adds,
    a word the first's text does not say either."""
    rests = _sibling_rests(mine, theirs)
    if rests is None:
        return False
    ours = said.share(rests[0])[2] & asked
    more = said.share(rests[1])[2] & asked & ~hits_mine
    return bool(more) and not ours


def _said_by_titles(
    kept: Kept, out: list[tuple[int, float, str]], cover: float
) -> dict[int, frozenset[int]]:
    """Per slot of ``out``: the concepts (by index in ``kept``) its title says to at
    least ``cover`` (see :attr:`Ranked.titled`, :attr:`Ranked.headed`)."""
    return {
        i: frozenset(k for k, (_c, tcov, _cr) in enumerate(kept) if tcov.get(i, 0.0) >= cover)
        for i, _s, _w in out
    }


def _a_dictionary_word(con: Concept) -> bool:
    """Whether a dictionary knows the word of ``con`` (an English or Italian word, or
    one the bridges translate: durante, 何): a word of a language, not the name of a
    game's thing that a summary missing here would say."""
    return con.known or bool(con.extra) or bool(con.terms)


def _glossed(con: Concept, word: str) -> bool:
    """Whether a Latin word of the question is a word of some language: a dictionary
    translates it into Latin-script words (durante: during; a romaji reading, nanten:
    how many). A name no dictionary knows (Arrakeen, Mordred) reaches other scripts
    only by its sound (モードレッド)."""
    return not N.has_cjk(word) and any(not N.has_cjk(x) for x in con.extra)


def other_games_word(
    c: Corpus, qa: Query, unsaid: list[str], *, scope: int | None, home: str, w: Weights = WEIGHTS
) -> str | None:
    """The game a question asked in ``home``'s channel is about when the words of it
    that nothing of ``home`` says (``unsaid``, as :attr:`Ranked.unmatched`) are one
    other game's: each of them that any section surely says is said by that game
    alone ("Arrakeen" asked in another game's channel). None otherwise."""
    vs = c.visible_set(scope)
    allowed = None if vs is None else vs.__contains__
    n = max(1, c.live)
    game_of = c.game_of
    found: set[str] = set()
    for con in qa.concepts:
        word = con.typed
        if word not in unsaid:
            continue
        if con.terms or con.known or con.no_typo or len(word) < 5 or not word.isalpha():
            continue  # an ordinary word (or romaji): not a name of one game's thing
        if _glossed(con, word):
            continue  # a word a dictionary translates (durante, keisan): no name either
        credit, _tcov = _concept_credit(c, con, allowed, n, w)
        games = {game_of[i] for i, v in credit.items() if v >= w.sure_hit}
        if len(games) > 1:
            return None  # a word several games say names none of them
        found |= games
    if len(found) != 1 or home in found:
        return None
    return found.pop()


def _sounds_like_a_title(c: Corpus, con: Concept, allowed: Allowed, n: int, w: Weights) -> bool:
    """Whether a Latin word no section says spells a title's sound (romaji)."""
    if con.terms or N.has_cjk(con.forms[0]):
        return False
    rk = N.roma_key(con.forms[0])
    return len(rk) >= 4 and bool(coverage(c.roma_postings, rk, allowed, n, w.min_roma_cov, w))


def confident(c: Corpus, shown: list[tuple[int, float]], r: Ranked, w: Weights = WEIGHTS) -> bool:
    """Show the first alone only when it answers every concept of the question (and
    each concept is said somewhere here) and is clearly ahead of the next one shown, and that one is not a section with the
    same heading (each faction's own "March")."""
    if not shown or r.unmatched or r.guessed or r.close:
        # a part of the question is nowhere here, or read as a term it only nearly
        # spells: never a sure answer
        return False
    i, top = shown[0]
    if i not in r.answered or top < w.confident_score:
        return False
    if i not in r.heading_says:
        # its heading says nothing the question says (nor is it a term's own section):
        # it answers by its text alone, and texts say the words of the section that
        # answers and of its neighbours alike (bench/lookup_singles.py: with each dev
        # set's expected sections removed, 4 of the 13 single answers left on dev3-dev9
        # were such; 3 of their 116 right ones)
        return False
    if len(shown) == 1:
        return True
    j, second = shown[1]
    if r.evidence.scores and not r.evidence.game:
        # no game is sure: the posterior has put the likeliest game's sections first,
        # so the gap to the next says little of the game (a menu; measured on every
        # dev set asked outside a channel: 5 of 51 such singles were wrong)
        return False
    if r.evidence.game and r.evidence.scores[r.evidence.game] < w.confident_posterior:
        # the game is just sure: its sections first, as a menu
        return False
    if second >= 50 and c.core_fold[i] == c.core_fold[j]:
        return False
    mine = r.titled.get(i, frozenset())
    for k, _s in shown[1:3]:
        theirs = r.titled.get(k, frozenset())
        if theirs - mine:
            # another section's heading says what the question names and the first's
            # does not ("how does science score": 科学 beside the scoring section)
            return False
        if mine and mine <= theirs and c.game_of[k] != c.game_of[i]:
            # another game's heading says all the first's says ("corruption": one
            # game's Corruption, another's Corruzione): the words name both games'
            return False
    if _heading_rival(c, shown, r, w):
        return False
    if top - second < w.confident_gap:
        return False
    return not _common_unheaded(c, i, r, w)


def _common_unheaded(c: Corpus, i: int, r: Ranked, w: Weights) -> bool:
    """Whether a word of the question that the heading of ``i`` does not say (nor a
    glossary names ``i`` its term's own section; nor is it how the question asks, nor a
    number) is said by ``common_unheaded`` or more sections of its game: its text
    saying that word sets it apart from none of its neighbours, and the section that
    answers may be one no word of the question reached."""
    game, game_of = c.game_of[i], c.game_of
    mine = r.headed.get(i, frozenset())
    for k, (con, credit) in enumerate(r.credits):
        if k in mine or credit.get(i, 0.0) >= w.term_section:
            continue
        if _asks(con) or con.typed.isdigit():
            continue
        n = 0
        for j, v in credit.items():
            if v >= w.hit and game_of[j] == game:
                n += 1
                if n >= w.common_unheaded:
                    return True
    return False


def _heading_rival(c: Corpus, shown: list[tuple[int, float]], r: Ranked, w: Weights) -> bool:
    """Whether a section of the first's game shown after it (among the next
    ``heading_rivals``) has a heading that says, even in part, a word of the question
    the first's heading does not ("how are power cards handled": a turn section whose
    text says both words, and further down the "Power" section): the first answers by
    its text, the other names what is asked; the player chooses from the menu."""
    i = shown[0][0]
    mine = r.headed.get(i, frozenset())
    game = c.game_of[i]
    return any(
        c.game_of[k] == game and r.headed.get(k, frozenset()) - mine
        for k, _s in shown[1 : 1 + w.heading_rivals]
    )


@dataclass
class Ranked:
    """(slot, score 0..100, why) best first; ``answered``: the slots that answer every
    concept of the query (or whose title is the query); ``titled``: which concepts
    each slot's title says."""

    items: list[tuple[int, float, str]] = field(default_factory=list)
    answered: set[int] = field(default_factory=set)
    # per slot: the concepts (by index) its title says nearly whole
    titled: dict[int, frozenset[int]] = field(default_factory=dict)
    # per slot: the concepts (by index) its title says at least in part
    headed: dict[int, frozenset[int]] = field(default_factory=dict)
    # the slots whose heading says a concept at least in part, or that a glossary term
    # of the question names as its own section
    heading_says: set[int] = field(default_factory=set)
    evidence: GameEvidence = field(default_factory=GameEvidence)
    # what the user typed of the concepts no section here surely says
    unmatched: list[str] = field(default_factory=list)
    # those of them no dictionary knows either: names, perhaps of a game missing here
    unknown: list[str] = field(default_factory=list)
    # a concept was read as a glossary term it only nearly spells, or only sounds like
    guessed: bool = False
    # the first was put before a close section of its topic by the question's words
    # (see _general_or_special): the player chooses between them
    close: bool = False
    # per concept (as ``titled`` counts them): the concept and the sections it credits
    credits: list[tuple[Concept, dict[int, float]]] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return bool(self.items) and self.items[0][0] in self.answered
