"""Which game a question is about, from its distinctive words. Pure.

Each game's summaries are read as a sample of the game's vocabulary. Before sections
are ranked, each concept of the question (a word, a phrase, a term, with its
translations) is weighed per game by how much likelier the game's text says it than
the text of every game together (a likelihood ratio, smoothed towards the background
rate): a word every game uses at its usual rate weighs nothing, a faction's, a
place's or a piece's name one game's summary holds weighs much, and a long summary
saying a word once is weaker evidence than a short one saying it once, since a long
text says any word more often by chance. Texts are measured in words (a Japanese run
by its characters, at about 2.5 a word), so summaries of different lengths and
languages compare; a concept typed in one language is said less surely by a summary
in another (a bridge may miss it). The ratios add up over the question's concepts
into a posterior over the games; the game whose posterior reaches ``sure`` is the one
the question is about, and the ranking then keeps other games' sections below its own
(see :func:`.rank.rank`).

Concepts are found in a game's sections as :mod:`.rank` finds them (the same credits),
so a word reaches a game's summary in another language through the same bridges."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from bot.engine.rules import normalize as N
from bot.engine.rules.corpus import Corpus

# characters of a Japanese run per word, about (kana and kanji, particles included)
CJK_CHARS_PER_WORD = 2.5
# how a text's vocabulary grows with its length: as length ** HEAPS (Heaps' law; about
# 0.5 for European and Japanese prose)
HEAPS = 0.5


@dataclass
class GameEvidence:
    """Per game, the posterior probability that the question is about it (games with
    no evidence left out), and the game it is about when that is sure (``game``; None
    otherwise)."""

    scores: dict[str, float] = field(default_factory=dict)
    game: str | None = None
    # the concepts (by index) found in one or two games only: names of one game's things
    distinctive: frozenset[int] = frozenset()

    @property
    def leading(self) -> str | None:
        """The game with the most evidence, clearly ahead or not (None: no evidence)."""
        top = max(self.scores.items(), key=lambda kv: kv[1], default=None)
        return top[0] if top and top[1] > 0 else None

    def share(self, game: str) -> float:
        """``game``'s evidence over the best game's (1.0 for the best)."""
        top = max(self.scores.values(), default=0.0)
        return self.scores.get(game, 0.0) / top if top > 0 else 0.0


def text_size(title: str, body: str) -> float:
    """The words of a folded section (a Japanese run counts by its characters)."""
    n = 0.0
    for wd in N.words(f"{title} {body}"):
        n += len(wd) / CJK_CHARS_PER_WORD if N.has_cjk(wd) else 1.0
    return n


def slot_sizes(c: Corpus) -> list[float]:
    """Each slot's :func:`text_size`, made once (slots are never renumbered and a
    section's text never changes): a server's first question would otherwise measure
    every section it sees again (0.7 s at 50,000 sections). Kept with the corpus, and
    persisted with it when made at build (see :meth:`.index.RulesIndex.build`)."""
    sizes: list[float] = c.__dict__.setdefault("_slot_sizes", [])
    for i in range(len(sizes), len(c.slots)):
        sizes.append(text_size(c.title_fold[i], c.body_fold[i]))
    return sizes


def game_facts(c: Corpus, game: str, scope: int | None) -> tuple[float, frozenset[str]]:
    """The words of ``game``'s sections visible in ``scope``, and their languages (kept
    with its slot list, which the corpus makes again when a summary is added or
    removed)."""
    slots = c.game_slots(game, scope)
    cache: dict[tuple[str, int | None], tuple[list[int], tuple[float, frozenset[str]]]]
    cache = c.__dict__.setdefault("_game_facts", {})
    got = cache.get((game, scope))
    if got is not None and got[0] is slots:
        return got[1]
    sizes = slot_sizes(c)
    size = sum(sizes[i] for i in slots)
    facts = (size, frozenset(c.lang[i] for i in slots))
    cache[(game, scope)] = (slots, facts)
    return facts


def weigh(
    c: Corpus,
    credits: list[dict[int, float]],
    weights: list[float],
    *,
    scope: int | None,
    hit: float,
    said: float,
    sure: float,
    langs: list[frozenset[str]] | None = None,
    across: float | None = None,
    growth: float = 0.0,
    together: float = 0.0,
) -> GameEvidence:
    """The posterior of each game for a question whose concepts credit sections as
    ``credits`` (one dict per concept, slot -> credit), each concept counting
    ``weights`` (about 1 for a content word).

    If the question is about a game, its summary says each concept of the question
    with probability ``said`` (less than 1: a word may reach a summary in another
    language by no bridge); any other game's summary says it by chance, the likelier
    the longer that summary and the more games say it: with the share ``f`` of the
    games saying it, a summary ``x`` times the mean length says it with probability
    ``1 - (1 - f) ** (x ** HEAPS)``. A game says a concept as surely as its best
    credit (from ``hit``; a heading's whole credit, 1, surely; a text's about half).
    The game is the question's when its posterior is ``sure``.

    A concept typed in a language (``langs``, one set per concept; empty: a name, a
    typo, no language known) reaches a summary in another only by a bridge, which
    often has no counterpart for it or has the wrong one: there the question's game
    says it with probability ``across`` only, and another game's saying it is weaker
    evidence, its silence hardly any.

    The question's game's summary says its words the more surely the longer it is, as
    any text does: ``said`` (or ``across``) is the rate of a summary of the mean length,
    and one ``x`` times as long (``x`` on Heaps' scale) misses a word with probability
    ``(1 - said) ** (x ** growth)``. With ``growth`` 0 a long summary's silence on the
    question's words weighed no more against it than a short one's, while its chance of
    saying them was counted as the larger: the long summary was favoured.

    A game one of whose sections says several of the question's concepts together
    gains ``together`` per weight of them (see :func:`said_together`): the words of a
    question about a game meet in the section that answers it, another game's summary
    says them apart."""
    game_of = c.game_of
    games = [g for g in c.games(scope) if c.game_slots(g, scope)]
    if not games:
        return GameEvidence()
    facts = {g: game_facts(c, g, scope) for g in games}
    size = [facts[g][0] for g in games]
    mean = sum(size) / len(games) or 1.0
    # a text's vocabulary grows as a power of its length (Heaps' law)
    rel = [(m / mean) ** HEAPS for m in size]
    rel_of = dict(zip(games, rel, strict=True))
    distinctive: set[int] = set()
    # (games, weight, log base, the concept's languages)
    said_by: list[tuple[dict[str, float], float, float, frozenset[str]]] = []
    none: frozenset[str] = frozenset()
    for k, (credit, wk) in enumerate(zip(credits, weights, strict=True)):
        n: dict[str, float] = {}
        for i, v in credit.items():
            if v >= hit:
                g = game_of[i]
                n[g] = max(n.get(g, 0.0), min(1.0, v))
        if not n:
            continue
        if len(n) <= 2 < len(games):
            distinctive.add(k)
        if wk > 0:
            # the share of games not saying it (one game more, that never does)
            lk = langs[k] if langs is not None else none
            said_by.append((n, wk, math.log(1.0 - sum(n.values()) / (len(games) + 1)), lk))
    if not said_by:
        return GameEvidence(distinctive=frozenset(distinctive))

    cross = said if across is None else across

    def p_said(lk: frozenset[str], mine: frozenset[str]) -> float:
        return said if not lk or lk & mine else cross

    # a game saying none of the concepts: sum of w * log((1 - said) ** (x ** growth) /
    # base ** x), that is ``quiet * x ** growth + x * louder`` (one exponential per game,
    # however many concepts; games of one set of languages share ``quiet``)
    louder = -sum(wk * lb for _n, wk, lb, _lk in said_by)
    quiets: dict[frozenset[str], float] = {}

    def quiet_of(mine: frozenset[str]) -> float:
        q = quiets.get(mine)
        if q is None:
            q = quiets[mine] = sum(
                wk * math.log(1.0 - p_said(lk, mine)) for _n, wk, _lb, lk in said_by
            )
        return q

    anything = {g for n, _wk, _lb, _lk in said_by for g in n}
    loglik: dict[str, float] = {}
    for g in anything:
        x = rel_of[g]
        xg = x**growth
        mine = facts[g][1]
        total = 0.0
        for n, wk, lb, lk in said_by:
            miss = math.log(1.0 - p_said(lk, mine)) * xg
            chance = min(1.0 - 1e-9, max(1e-9, 1.0 - math.exp(lb * x)))
            s = n.get(g, 0.0)
            no = miss - lb * x
            total += wk * (s * math.log(-math.expm1(miss) / chance) + (1.0 - s) * no)
        loglik[g] = total
    if together > 0:
        for g, v in said_together(credits, weights, game_of, hit).items():
            if g in loglik:
                loglik[g] += together * v
    rest = [
        quiet_of(facts[g][1]) * x**growth + louder * x
        for g, x in zip(games, rel, strict=True)
        if g not in anything
    ]
    top = max(max(loglik.values()), max(rest, default=-math.inf))
    norm = sum(math.exp(v - top) for v in loglik.values())
    norm += sum(math.exp(v - top) for v in rest)
    scores = {g: math.exp(v - top) / norm for g, v in loglik.items()}
    ev = GameEvidence(scores=scores, distinctive=frozenset(distinctive))
    best = max(scores.items(), key=lambda kv: kv[1])
    if best[1] >= sure:
        ev.game = best[0]
    return ev


def said_together(
    credits: list[dict[int, float]], weights: list[float], game_of: list[str], hit: float
) -> dict[str, float]:
    """Per game, the most weight of the question's concepts that one of its sections
    says together (each concept by its credit there, from ``hit`` on; two concepts
    at least, else 0): how far the question's words meet in one place of the game."""
    per_slot: dict[int, tuple[float, int]] = {}
    for credit, wk in zip(credits, weights, strict=True):
        if wk <= 0:
            continue
        for i, v in credit.items():
            if v >= hit:
                got, n = per_slot.get(i, (0.0, 0))
                per_slot[i] = (got + wk * min(1.0, v), n + 1)
    best: dict[str, float] = {}
    for i, (got, n) in per_slot.items():
        if n >= 2:
            g = game_of[i]
            best[g] = max(best.get(g, 0.0), got)
    return best
