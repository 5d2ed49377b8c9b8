"""Whether a section's heading or text says a form as words: a dictionary word as
itself or an inflection of it (same Snowball stem: obiettivi/obiettivo, not
factory/factions), a word no dictionary knows as the beginning of a word, a katakana
word not inside a longer one (アクション is not in リアクション), the headings above a
section. Pure; used by :mod:`.rank`."""

from __future__ import annotations

import re
import unicodedata
import weakref
from array import array
from bisect import bisect_left
from collections.abc import Callable
from functools import lru_cache

from bot.engine.rules import japanese as J
from bot.engine.rules import normalize as N
from bot.engine.rules.corpus import Corpus


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


def lang_of(c: Corpus, i: int) -> str:
    """The language of slot ``i``'s text (see :func:`.corpus._language`)."""
    return c.lang[i]


def parents_say(c: Corpus, i: int, form: str) -> bool:
    """Whether the headings above slot ``i`` (not the game's name) hold ``form``, as
    words for a Latin form."""
    return parents_sayer(c, form)(i)


def parents_sayer(c: Corpus, form: str) -> Callable[[int], bool]:
    """:func:`parents_say` of one ``form`` as a test of slots (made once for many)."""
    pf = c.parent_fold
    if N.has_cjk(form):
        return lambda i: bool(pf[i]) and form in pf[i]
    heads = _word_starts(form)
    if not heads:
        return _no

    def test(i: int) -> bool:
        parents = pf[i]
        if not parents:
            return False
        for h, k, wd in heads:
            if not (h in parents and _starts_a_word(parents, h, k, wd)):
                return False
        return True

    return test


def says(c: Corpus, i: int, form: str, *, title: bool, exact: bool = True) -> bool:
    """Whether slot ``i``'s title (with its aliases) or text holds the longer words
    of the Latin ``form`` as words: forms of those words when ``form`` is a dictionary
    word (``exact``), else words they begin. A Japanese text is not checked: it is
    matched in English through its loanwords' origins, which it does not spell."""
    return sayer(c, form, title=title, exact=exact)(i)


def _yes(_i: int) -> bool:
    return True


def _no(_i: int) -> bool:
    return False


def sayer(
    c: Corpus, form: str, *, title: bool, exact: bool = True, many: int = 0
) -> Callable[[int], bool]:
    """:func:`says` of one ``form`` as a test of slots, made once for the many slots a
    coverage found: the form's words are read once, and a slot whose heading or text
    lacks a word's beginning is refused at once. For headings, with ``many`` (the
    number of slots to test) above :data:`MANY_TITLES`, the headings' words are looked
    up in :class:`_TitleWords` instead of reading each heading."""
    heads: tuple[tuple[str, int, str | None], ...] = _word_starts(form)
    if not heads:
        return _yes
    if not exact:  # not a dictionary word: any word it begins (silverlings / silver)
        heads = tuple((h, k, None) for h, k, _wd in heads)
    if title and many > MANY_TITLES and all(h.isalnum() for h, _k, _wd in heads):
        # (a beginning with a sign inside, 10×1, may span two words: read below)
        words = _title_words(c)
        found: set[int] | None = None
        for h, k, wd in heads:
            got = words.holding(h, k, wd)
            found = got if found is None else found & got
        assert found is not None
        return found.__contains__
    if title:
        # the title and its aliases apart: a word never spans the two
        tf, af = c.title_fold, c.alias_fold

        def in_title(i: int) -> bool:
            t, a = tf[i], af[i]
            for h, k, wd in heads:
                if not (
                    (h in t and _starts_a_word(t, h, k, wd))
                    or (h in a and _starts_a_word(a, h, k, wd))
                ):
                    return False
            return True

        return in_title
    bf = c.body_fold

    def in_text(i: int) -> bool:
        text = bf[i]
        if N.has_cjk(text):
            return True
        parents: str | None = None  # the parent headings, read for a word the text lacks
        for h, k, wd in heads:
            if h in text and _starts_a_word(text, h, k, wd):
                continue
            if parents is None:
                parents = N.fold(" ".join(c.sec(i).path[:-1]))
            if not _starts_a_word(parents, h, k, wd):
                return False
        return True

    return in_text


MANY_TITLES = 64  # headings to test from which their words are looked up instead
_RUN = re.compile(r"[^\W_]+")  # a word as _starts_a_word reads one (str.isalnum)


class _TitleWords:
    """The words of the headings and their aliases that begin with a Latin letter or
    a digit -> the slots holding them, for the slots made so far. Slots are only ever
    appended, so the slots added since are read on the next use; a removed slot's
    words stay, harmless: only slots a coverage found (live ones) are tested."""

    def __init__(self) -> None:
        self.upto = 0
        self.slots: dict[str, array[int]] = {}
        self.order: list[str] = []  # the words, sorted

    def update(self, c: Corpus) -> None:
        n = len(c.slots)
        if self.upto == n:
            return
        slots = self.slots
        for i in range(self.upto, n):
            seen = set(_RUN.findall(c.title_fold[i])) | set(_RUN.findall(c.alias_fold[i]))
            for r in seen:
                if r[0] < "\u3040":  # (a Latin beginning is never a CJK word's)
                    a = slots.get(r)
                    if a is None:
                        slots[r] = array("I", (i,))
                    else:
                        a.append(i)
        self.upto = n
        self.order = sorted(slots)

    def holding(self, head: str, longest: int, word: str | None) -> set[int]:
        """The slots whose heading holds a word beginning with ``head`` of at most
        ``longest`` letters, and (``word`` given) a form of ``word``: the slots for
        which :func:`_starts_a_word` is true of the title or of its aliases."""
        out: set[int] = set()
        order = self.order
        j = bisect_left(order, head)
        while j < len(order) and order[j].startswith(head):
            r = order[j]
            if len(r) <= longest and (word is None or _same_word(word, r)):
                out.update(self.slots[r])
            j += 1
        return out


_TITLE_WORDS: weakref.WeakKeyDictionary[Corpus, _TitleWords] = weakref.WeakKeyDictionary()


def _title_words(c: Corpus) -> _TitleWords:
    """``c``'s :class:`_TitleWords`, brought up to date (made on first need, per index:
    no index carries or pickles it)."""
    got = _TITLE_WORDS.get(c)
    if got is None:
        got = _TITLE_WORDS[c] = _TitleWords()
    got.update(c)
    return got


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
