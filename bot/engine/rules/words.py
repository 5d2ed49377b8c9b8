"""Whether a section's heading or text says a form as words: a dictionary word as
itself or an inflection of it (same Snowball stem: obiettivi/obiettivo, not
factory/factions), a word no dictionary knows as the beginning of a word, a katakana
word not inside a longer one (アクション is not in リアクション), the headings above a
section. Pure; used by :mod:`.rank`."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from bot.engine.rules import japanese as J
from bot.engine.rules import normalize as N
from bot.engine.rules.corpus import Corpus

COMPOUNDING = frozenset({"de"})  # languages whose headings join nouns into one word


@lru_cache(maxsize=16384)
def _word_starts(form: str) -> tuple[tuple[str, int, str], ...]:
    """(beginning, longest word, the word) for each longer word of a Latin form: its
    last letters may inflect (giocatori/giocatore, store/stored), a little."""
    return tuple(
        (wd[: max(4, len(wd) - 3)], len(wd) + (2 if len(wd) < 7 else 4), wd)
        for wd in N.words(form)
        if len(wd) >= 4 and wd not in N.STOPWORDS
    )


@lru_cache(maxsize=65536)
def word_keys(w: str) -> frozenset[str]:
    """A word, its English and its Italian Snowball stem."""
    return frozenset((w, N.stem(w), N.italian_stem(w)))


def _same_word(a: str, b: str) -> bool:
    """Whether two words are forms of one word: equal, or of one English or Italian
    Snowball stem (obiettivi/obiettivo, stored/store; not factory/factions)."""
    return a == b or not word_keys(a).isdisjoint(word_keys(b))


def _starts_a_word(text: str, head: str, longest: int, word: str | None) -> bool:
    """Whether ``text`` holds a word beginning with ``head`` of at most ``longest``
    letters, and (``word`` given: a dictionary word) a form of ``word``."""
    k = text.find(head)
    n = len(text)
    while k >= 0:
        if k == 0 or not text[k - 1].isalnum():
            e = k + len(head)
            while e < n and text[e].isalnum():
                e += 1
            if e - k <= longest and (word is None or _same_word(word, text[k:e])):
                return True
        k = text.find(head, k + 1)
    return False


def _in_a_compound(text: str, word: str) -> bool:
    """Whether ``text`` holds a word made of ``word`` and another (a German compound:
    *Spielende* holds *spiel* and *ende*): ``word`` begins or ends one of its words."""
    if len(word) < 4:
        return False
    k = text.find(word)
    n = len(text)
    while k >= 0:
        e = k + len(word)
        if k == 0 or not text[k - 1].isalnum() or e == n or not text[e].isalnum():
            return True
        k = text.find(word, k + 1)
    return False


def lang_of(c: Corpus, i: int) -> str:
    """The language of slot ``i``'s text (see :func:`.corpus._language`)."""
    return c.lang[i]


def parents_say(c: Corpus, i: int, form: str) -> bool:
    """Whether the headings above slot ``i`` (not the game's name) hold ``form``, as
    words for a Latin form."""
    parents = c.parent_fold[i]
    if not parents:
        return False
    if N.has_cjk(form):
        return form in parents
    heads = _word_starts(form)
    return bool(heads) and all(_starts_a_word(parents, h, k, wd) for h, k, wd in heads)


def says(c: Corpus, i: int, form: str, *, title: bool, exact: bool = True) -> bool:
    """Whether slot ``i``'s title (with its aliases) or text holds the longer words
    of the Latin ``form`` as words: forms of those words when ``form`` is a dictionary
    word (``exact``), else words they begin. A Japanese text is not checked: it is
    matched in English through its loanwords' origins, which it does not spell."""
    heads: tuple[tuple[str, int, str | None], ...] = _word_starts(form)
    if not heads:
        return True
    if not exact:  # not a dictionary word: any word it begins (silverlings / silver)
        heads = tuple((h, k, None) for h, k, _wd in heads)
    if title:
        text = c.title_fold[i] + " " + c.alias_fold[i]
        if c.lang[i] in COMPOUNDING:
            return all(
                _starts_a_word(text, h, k, wd) or (wd is not None and _in_a_compound(text, wd))
                for h, k, wd in heads
            )
        return all(_starts_a_word(text, h, k, wd) for h, k, wd in heads)
    text = c.body_fold[i]
    if N.has_cjk(text):
        return True
    parents: str | None = None  # the parent headings, read for a word the text lacks
    for h, k, wd in heads:
        if _starts_a_word(text, h, k, wd):
            continue
        if parents is None:
            parents = N.fold(" ".join(c.sec(i).path[:-1]))
        if not _starts_a_word(parents, h, k, wd):
            return False
    return True


_KATA_RUN = re.compile(r"[\u30a1-\u30fa\u30fc]+")
KATA_FORM = re.compile(r"[\u30a1-\u30fa]{2,}")  # a katakana word of a form


@lru_cache(maxsize=16384)
def _kata_runs(title: str) -> tuple[tuple[str, frozenset[int]], ...]:
    """The katakana runs of a heading as folded (without ー), each with the offsets
    at which one of its words begins (リアクションカード: リアクション at 0, カード at 6)."""
    out = []
    for run in _KATA_RUN.findall(unicodedata.normalize("NFKC", title)):
        cuts = {0}
        k = 0
        for tok in J.tokens(run):
            k += len(tok.surface.replace("\u30fc", ""))
            cuts.add(k)
        out.append((run.replace("\u30fc", ""), frozenset(cuts)))
    return tuple(out)


def kata_inside(title: str, form: str) -> bool:
    """Whether the katakana ``form`` occurs in ``title`` only inside longer words
    (アクション in リアクション)."""
    seen = False
    for run, cuts in _kata_runs(title):
        k = run.find(form)
        while k >= 0:
            if k in cuts:
                return False
            seen = True
            k = run.find(form, k + 1)
    return seen
