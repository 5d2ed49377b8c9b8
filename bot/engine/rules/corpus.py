"""The data side of the rules index: sections of every scope, their folded texts and
n-gram posting lists, the glossaries, the lexicon, autocomplete keys. Pure.

A section belongs to a *scope*: ``None`` for shipped knowledge (every server), a
guild id for a summary that server added. ``add_summary``/``remove_summary`` change
the corpus in place; the lists and postings are then exactly those a full build of
the same summaries (in the same order) would hold, so lookups agree.

Besides its own words, each section is indexed under a glossary derived from its text
at index time (no hand-made glossary needed):

- the English origin of each katakana loanword (UniDic knows ``ドラフト`` is
  *draft*), in its title (``alias``) and in its text;
- a *loan key* of each katakana word of its title, which an English word meets when
  its spelling transliterates the same way (``bonus`` / ``ボーナス``);
- both halves of a bilingual title (``ランカスター/Lancaster``) are already in its title.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from array import array
from bisect import bisect_left
from collections.abc import Iterable
from typing import Any

from rapidfuzz import fuzz, process

from bot.engine.errors import BadInput
from bot.engine.language import in_language
from bot.engine.rules import dense
from bot.engine.rules import japanese as J
from bot.engine.rules import normalize as N
from bot.engine.rules.glossary import Term, parse_glossary
from bot.engine.rules.lexicon import Bridge, Lexicon, parse_lexicon
from bot.engine.rules.model import choice_name, clip
from bot.engine.rules.names import (
    ARTICLE,
    LONG_SOUND,
    NEAR_SOUND,
    before_colon,
    heading_names,
    kana_name_keys,
    name_parts,
    possessives,
    same_name,
    slug_name,
)
from bot.engine.rules.sound import sound_keys, strong_keys
from bot.engine.rules.summaries import Section, Summary, parse_summary, reidentify
from bot.engine.rules.wordnet import MORE, Wordnet

# lexicon concepts whose heading marks a catch-all section (see Corpus.catch_all)
CATCH_ALL = frozenset({"common-mistakes", "faq", "overview"})
_KATA_RUN = re.compile(r"[\u30a1-\u30fa\u30fc\u30fb]{2,}")
_LATIN_WORD = re.compile(r"[a-z\u00c0-\u024f]+")
_KANA_WORD = re.compile(r"[\u30a1-\u30fa][\u30a1-\u30fc\u30fb]+")  # ・, ー kept
_NAME_WORD = re.compile(r"[A-Za-z\u00c0-\u024f]{4,}")
_TITLE_NAME = re.compile(r"(?<![A-Za-z\u00c0-\u024f])[A-Z][a-z\u00c0-\u024f]{2,}")

# (folded key, entry) and entry = (choice name, section id, game, rank: 0 title, 1 alias)
AcEntry = tuple[str, str, str, int]
ByKey = dict[tuple[str, str], list[int]]


class Postings:
    """gram -> ascending array of section slots."""

    __slots__ = ("lists", "memo")

    def __init__(self) -> None:
        self.lists: dict[str, array[int]] = {}
        # while a search runs, what its lookups found in these lists (one question
        # looks a form up again for several concepts and rankings: see
        # :func:`.rank.coverage`); None between searches (nothing kept, never stale)
        self.memo: dict[tuple[object, ...], tuple[object, dict[int, float]]] | None = None

    def add(self, slot: int, grams: Iterable[str]) -> None:
        """Add ``slot`` to each gram's list, keeping the lists ascending."""
        lists = self.lists
        for g in grams:
            a = lists.get(g)
            if a is None:
                lists[g] = array("I", (slot,))
            elif a[-1] < slot:
                a.append(slot)
            else:
                j = bisect_left(a, slot)
                if j == len(a) or a[j] != slot:
                    a.insert(j, slot)

    def discard(self, slot: int, grams: Iterable[str]) -> None:
        lists = self.lists
        for g in grams:
            a = lists.get(g)
            if a is None:
                continue
            j = bisect_left(a, slot)
            if j < len(a) and a[j] == slot:
                del a[j]
                if not a:
                    del lists[g]

    def get(self, gram: str) -> array[int] | None:
        return self.lists.get(gram)

    def __reduce__(self) -> tuple[object, tuple[list[str], bytes, bytes]]:
        """Pickled as one flat array and the lists' lengths: a persisted index of
        many grams loads several times faster than with an array object apiece."""
        sizes = array("I", map(len, self.lists.values()))
        flat = b"".join(a.tobytes() for a in self.lists.values())
        return (_unpack_postings, (list(self.lists), sizes.tobytes(), flat))

    def df(self, gram: str) -> int:
        a = self.lists.get(gram)
        return len(a) if a is not None else 0


def _unpack_postings(grams: list[str], sizes: bytes, flat: bytes) -> Postings:
    p = Postings()
    ns, slots = array("I"), array("I")
    ns.frombytes(sizes)
    slots.frombytes(flat)
    at = 0
    lists = p.lists
    for g, n in zip(grams, ns, strict=True):
        lists[g] = slots[at : at + n]
        at += n
    return p


def loanwords(text: str) -> list[str]:
    """English origins of the katakana loanwords in ``text`` (UniDic's lemmas)."""
    out: list[str] = []
    for run in _KATA_RUN.findall(text):
        for tok in J.tokens(run):
            if tok.origin and tok.origin not in out:
                out.append(tok.origin)
    return out


def loan_keys(word: str) -> tuple[str, ...]:
    """How a Latin word and its katakana spelling meet in the loan postings: its loan
    key (consonants, of three or more) and then its sound keys of three consonants or
    more (see :mod:`.sound`), which keep vowels' places and silent letters apart."""
    k = N.loan_key(word)
    # a word of fewer consonants ("bird", bd) meets no katakana by its sound (ビルド)
    return (k, *strong_keys(word)) if len(k) >= 3 else ()


def _loan_key(word: str) -> tuple[str, ...]:
    k = N.loan_key(word)
    return (k,) if len(k) >= 3 else ()


def _kata_runs(folded: str, raw: str | None) -> list[str]:
    """The katakana words of a text, folded: read in ``raw``, the text as written,
    where they end at the kana after them (folding writes a particle in katakana:
    オーソリティの初期値 folds to オソリティノ初期値, whose run would be one word
    オソリティノ, met by no question's "authority"); in ``folded`` without it."""
    if raw is None:
        return _KATA_RUN.findall(folded)
    out = []
    for run in _KATA_RUN.findall(unicodedata.normalize("NFKC", raw)):
        # folding drops the ・ between a name's words: kept, for the words one by one
        f = "・".join(N.fold(p) for p in run.split("・") if p)
        if len(f) >= 2:
            out.append(f)
    return out


def title_loan_keys(title: str, raw: str | None = None) -> set[str]:
    """Loan keys of the katakana words of a title (each word and the whole run) and
    of its longer Latin words (a katakana question meets "Locomotives"); ``title``
    folded, ``raw`` as written (see :func:`_kata_runs`)."""
    out: set[str] = set()
    for run in _kata_runs(title, raw):
        parts = [p for p in run.split("・") if p]
        for p in [*parts, "".join(parts)] if len(parts) > 1 else parts:
            out.update(loan_keys(p))
    out.update(_latin_loan_keys(title, 4))
    return out


def body_loan_keys(folded: str, raw: str | None = None) -> set[str]:
    """Loan keys of a text's katakana words and longer Latin words (``raw``: see
    :func:`_kata_runs`)."""
    out = {k for r in _kata_runs(folded, raw) for k in loan_keys(r)}
    # a text's Latin words by their loan key only: their sound keys would cost tens
    # of megabytes at 50,000 sections (a heading's Latin words have theirs)
    out.update(k for w in _LATIN_WORD.findall(folded) if len(w) >= 5 for k in _loan_key(w))
    return out


def _latin_loan_keys(folded: str, min_len: int) -> set[str]:
    out: set[str] = set()
    for w in _LATIN_WORD.findall(folded):
        if len(w) >= min_len:
            out.update(loan_keys(w))
    return out


def _holding_grams(postings: Postings, folded: str) -> set[int]:
    """Slots whose postings hold every gram of ``folded`` (of its four rarest; the
    caller checks the text itself), none when one gram is nowhere."""
    lists = [postings.get(g) for g in N.grams(folded)]
    if not lists or any(lst is None for lst in lists):
        return set()
    present = sorted((lst for lst in lists if lst is not None), key=len)
    cands = set(present[0])
    for lst in present[1:4]:
        cands.intersection_update(lst)
    return cands


class Corpus:
    """Sections, their index data and the term data. Slots of removed sections stay
    (``None``) so posting lists never renumber."""

    def __init__(self) -> None:
        self.slots: list[Section | None] = []
        self.live = 0
        self.summaries: list[Summary] = []
        # each game's summaries, in order (made at need: see summaries_of)
        self._summaries_of: dict[str, list[Summary]] | None = None
        self.terms: list[Term] = []
        self.lexicon = Lexicon()
        self.bridge: Bridge | None = None  # Japanese <-> English words
        self.wordnet: Wordnet | None = None  # English <-> Italian <-> Japanese words
        self.game_names: dict[str, dict[str, str]] = {}
        # a server's own games' names (its definitions: scope -> slug -> names), set by
        # the service (set_own_names): its summaries and questions read them there only
        self.own_names: dict[int, dict[str, dict[str, str]]] = {}
        self.errors: list[str] = []
        self.by_id: dict[str, int] = {}
        self.by_source: dict[tuple[int | None, str], list[int]] = {}
        self.title_fold: list[str] = []
        self.core_fold: list[str] = []
        self.body_fold: list[str] = []
        self.alias_fold: list[str] = []  # English origins of the title's loanwords
        self.core_roma: list[str] = []
        self.lang: list[str] = []  # each section's language: en, it, ja, fr ...
        self.languages: dict[str, int] = {}  # live sections per language
        self.game_of: list[str] = []  # each slot's game ("" once removed)
        self.parent_fold: list[str] = []  # the headings above each section, folded
        self._parent_folds: dict[str, str] = {}  # siblings share one string
        self.title_postings = Postings()  # title + alias grams
        self.body_postings = Postings()  # text + parent headings + text loanwords
        self.roma_postings = Postings()  # trigrams of the titles' phonetic keys
        self.loan_postings = Postings()  # whole loan keys of the titles' words
        self.loan_body_postings = Postings()  # ... of the texts' words
        self.forms: dict[str, list[tuple[int, str]]] = {}  # key -> [(term, form)]
        self.fuzzy_keys: list[str] = []
        self.fuzzy_terms: list[tuple[int, str]] = []
        self._fuzzy_of_game: dict[str, tuple[list[str], list[tuple[int, str]]]] = {}
        self._glossary_games: frozenset[str] | None = None
        self.max_form_len = 1
        self.term_sections: list[list[int]] = []
        self.ac_keys: list[tuple[str, int]] = []  # sorted
        self.ac_entries: list[AcEntry] = []
        self.ac_dead: set[int] = set()
        self._ac_of_slot: dict[int, list[int]] = {}
        self._ac_of_term: dict[int, list[int]] = {}
        self._parent_grams: dict[str, frozenset[str]] = {}
        self._building = True
        self._game_keys: dict[int | None, dict[str, str]] = {}
        # words of a game's longer name that are also ordinary words (see game_keys)
        self._weak_keys: dict[int | None, dict[str, str]] = {}
        self._name_sounds: dict[int | None, list[tuple[str, str]]] = {}
        self._name_parts: dict[int | None, dict[str, str]] = {}
        self._sound_names: dict[int | None, dict[str, str]] = {}
        # a katakana name without its dots and long marks -> slug; the long sound keys
        # of the Latin names, beside their slugs (see game_by_sound)
        self._kana_names: dict[int | None, dict[str, str]] = {}
        self._long_sounds: dict[int | None, tuple[list[str], list[str]]] = {}
        self._unseen_keys: dict[int | None, list[tuple[str, str]]] = {}
        self._games: dict[int | None, list[str]] = {}
        self._scoped: dict[int, int] = {}  # live sections per server scope
        self._visible: dict[int | None, set[int]] = {}
        self._game_sets: dict[tuple[str, int | None], set[int]] = {}
        self._game_slots: dict[tuple[str, int | None], list[int]] = {}
        self._name_words: dict[tuple[str, int | None], list[tuple[str, str]]] = {}
        self._kana_sounds: dict[tuple[str, int | None], dict[str, list[str]]] = {}
        self._title_names: dict[tuple[str, int | None], dict[str, list[str]]] = {}
        self._catch_all: dict[str, bool] = {}  # folded heading -> is a catch-all
        # each summary's opening: the text under its level-1 heading (or before any)
        self.openings: set[int] = set()
        self._slots_of_game: dict[str, list[int]] = {}  # every slot a game ever had
        # each slot's vector of the dense tier (float16 bytes; None: none, see .dense)
        self.vecs: list[bytes | None] = []

    # ------------------------------------------------------------------ reading
    def sec(self, i: int) -> Section:
        s = self.slots[i]
        if s is None:
            raise KeyError(i)
        return s

    def visible(self, i: int, scope: int | None) -> bool:
        s = self.slots[i]
        return s is not None and (s.scope is None or s.scope == scope)

    def catch_all(self, i: int) -> bool:
        """Whether slot ``i``'s heading, or a heading above it, is one of the lexicon's
        catch-all headings (common mistakes, FAQ, summary): a section touching every
        topic in passing, which should not outrank the section about the topic. An
        entry of an FAQ ("Can the assassin be dead?") is one case of many, said in
        passing too: it names a topic and the case's words beside it."""
        return self._catch_all_heading(self.core_fold[i]) or (
            bool(self.parent_fold[i]) and self._catch_all_above(i)
        )

    def _catch_all_heading(self, key: str) -> bool:
        got = self._catch_all.get(key)
        if got is None:
            got = any(cn.id in CATCH_ALL for cn in self.lexicon.lookup(key))
            self._catch_all[key] = got
        return got

    def _catch_all_above(self, i: int) -> bool:
        # siblings share their parents' folded string: one answer for all of them
        key = "\x00" + self.parent_fold[i]
        got = self._catch_all.get(key)
        if got is None:
            above = self.sec(i).path[1:-1]
            got = any(self._catch_all_heading(N.fold(h)) for h in above)
            self._catch_all[key] = got
        return got

    def has_language(self, lang: str) -> bool:
        """Whether some live section (of any scope) is written in ``lang``."""
        return self.languages.get(lang, 0) > 0

    def titles_holding(self, phrase: str, scope: int | None, limit: int = 3) -> list[int]:
        """Up to ``limit`` slots visible in ``scope`` whose title holds the folded
        Latin ``phrase`` as words (through the title postings: no scan)."""
        cands = _holding_grams(self.title_postings, phrase)
        out = []
        pad = f" {phrase} "
        for i in sorted(cands):
            if pad in f" {self.title_fold[i]} " and self.visible(i, scope):
                out.append(i)
                if len(out) >= limit:
                    break
        return out

    def slot_of(self, section_id: str) -> int | None:
        return self.by_id.get(section_id)

    def roma(self, i: int) -> str:
        return self.core_roma[i]

    def name_words(self, game: str, scope: int | None) -> list[tuple[str, str]]:
        """(sound key, folded word) of the words of four letters or more in ``game``'s
        Latin-script sections visible in ``scope`` that are capitalised or that no
        dictionary knows: the names of its places, factions and pieces, which a
        Japanese question spells in katakana (ハッガ for Hagga). Made on first need."""
        key = (game, self._own_scope(game, scope))
        got = self._name_words.get(key)
        if got is None:
            words: dict[str, None] = {}
            wn = self.wordnet
            for i in self.game_slots(game, scope):
                if self.lang[i] == "ja":
                    continue
                # the wordnets look up English and Italian words only: in another
                # language's text only a capitalised word may be a name
                known = self.lang[i] in MORE or wn is None
                s = self.sec(i)
                for w in _NAME_WORD.findall(f"{s.title} {s.text}"):
                    f = w.casefold()
                    if f in words or f in N.STOPWORDS:
                        continue
                    if w[0].isupper() or not (known or wn is not None and wn.knows(f)):
                        words[f] = None
            got = self._name_words[key] = [(N.name_sound(w), w) for w in words]
        return got

    def kana_sounds(self, game: str, scope: int | None) -> dict[str, list[str]]:
        """Sound key -> the folded katakana words (and ・-joined names whole) of
        ``game``'s Japanese sections visible in ``scope`` with that key (of three
        consonants or more): a Latin name no dictionary knows meets them by sound
        ("Gravehold", グレイブホールド). Made on first need."""
        key = (game, self._own_scope(game, scope))
        got = self._kana_sounds.get(key)
        if got is None:
            got = {}
            seen: set[str] = set()
            for i in self.game_slots(game, scope):
                if self.lang[i] != "ja":
                    continue
                s = self.sec(i)
                for run in _KANA_WORD.findall(f"{s.title} {s.text}"):
                    for w in {run, *run.split("・")}:
                        if w in seen:
                            continue
                        seen.add(w)
                        f = N.fold(w)
                        for k in strong_keys(w):
                            got.setdefault(k, []).append(f)
            self._kana_sounds[key] = got
        return got

    def title_names(self, game: str, scope: int | None) -> dict[str, list[str]]:
        """Sound key -> the capitalised words of ``game``'s Latin-script headings
        visible in ``scope`` with that key, short ones too (a character's section
        "Doc", which a Japanese question spells ドク): a key of one or two consonants
        meets too many words of a text by chance, not many of a game's headings.
        Made on first need."""
        key = (game, self._own_scope(game, scope))
        got = self._title_names.get(key)
        if got is None:
            got = {}
            for i in self.game_slots(game, scope):
                if self.lang[i] == "ja":
                    continue
                for w in _TITLE_NAME.findall(self.sec(i).title):
                    f = w.casefold()
                    for k in sound_keys(w):
                        if f not in got.setdefault(k, []):
                            got[k].append(f)
            self._title_names[key] = got
        return got

    def _own_scope(self, game: str, scope: int | None) -> int | None:
        """``scope`` when some of ``game``'s sections visible there are that scope's,
        else None: what :meth:`name_words` and :meth:`kana_sounds` make of the shipped
        sections is made once for every server that added none of the game's (a
        server's first question made it again for every game: 0.2 s at 50,000
        sections, and kept it per server)."""
        if scope is None or len(self.game_slots(game, scope)) == len(self.game_slots(game, None)):
            return None
        return scope

    def _summaries_changed(self, games: set[str]) -> None:
        """Forget what was made of the summaries, after those of ``games`` were added or
        removed: the lists per scope (the games, their keys, names and slots: remade
        on next need) and the name lists of ``games`` alone; other games' stay:
        rebuilding every game's at 50,000 sections would cost seconds."""
        self._summaries_of = None
        for scoped in (*self._name_lists(), self._game_slots, self._visible, self._game_sets):
            scoped.clear()
        for cache in (self._name_words, self._kana_sounds, self._title_names):
            for key in [k for k in cache if k[0] in games]:
                del cache[key]

    def game_slots(self, game: str, scope: int | None) -> list[int]:
        """Slots of ``game``'s sections visible in ``scope``, in order."""
        key = (game, scope)
        ids = self._game_slots.get(key)
        if ids is None:
            slots = self.slots
            ids = self._game_slots[key] = [
                j
                for j in self._slots_of_game.get(game, ())
                if (o := slots[j]) is not None and (o.scope is None or o.scope == scope)
            ]
        return ids

    def visible_set(self, scope: int | None) -> set[int] | None:
        """The slots visible in ``scope``, or None when that is every slot (nothing
        removed, no other server's sections): lookups then filter nothing."""
        if self.live == len(self.slots) and not any(
            k != scope and v for k, v in self._scoped.items()
        ):
            return None
        vs = self._visible.get(scope)
        if vs is None:
            if len(self._visible) >= 16:
                self._visible.clear()
            vs = self._visible[scope] = {
                i for i, o in enumerate(self.slots) if o is not None and o.scope in (None, scope)
            }
        return vs

    def game_set(self, game: str, scope: int | None) -> set[int]:
        key = (game, scope)
        gs = self._game_sets.get(key)
        if gs is None:
            if len(self._game_sets) >= 64:
                self._game_sets.clear()
            gs = self._game_sets[key] = set(self.game_slots(game, scope))
        return gs

    def games(self, scope: int | None = None) -> list[str]:
        """Slugs with sections visible in ``scope`` (in order of first section), then
        the games only named by definitions."""
        hit = self._games.get(scope)
        if hit is not None:
            return list(hit)
        seen: dict[str, None] = {}
        for s in self.slots:
            if s is not None and (s.scope is None or s.scope == scope):
                seen.setdefault(s.game, None)
        for g in self.game_names:
            seen.setdefault(g, None)
        for g in self.own_names.get(scope, {}) if scope is not None else ():
            seen.setdefault(g, None)
        self._games[scope] = list(seen)
        return list(seen)

    def set_own_names(self, scope: int, names: dict[str, dict[str, str]]) -> bool:
        """Give server ``scope``'s own games (its definitions) their names, slug ->
        language -> name, replacing the ones it had; what was made of the names in that
        scope (its game keys, name sounds, unseen games) is remade on next need. False
        when nothing changed."""
        names = {slug: dict(n) for slug, n in names.items() if n}
        if names == self.own_names.get(scope, {}):
            return False
        if names:
            self.own_names[scope] = names
        else:
            self.own_names.pop(scope, None)
        for scoped in self._name_lists():
            scoped.pop(scope, None)
        return True

    def _name_lists(self) -> tuple[dict[Any, Any], ...]:
        """The lists made per scope from the games and their names (keys, sounds,
        parts, the games themselves): remade on next need once they are dropped."""
        return (
            self._game_keys,
            self._weak_keys,
            self._name_sounds,
            self._name_parts,
            self._sound_names,
            self._kana_names,
            self._long_sounds,
            self._unseen_keys,
            self._games,
        )

    def summaries_of(self, slug: str) -> list[Summary]:
        """``slug``'s summaries, every scope's, in the order of :attr:`summaries`: the
        names of every game of a scope are read from their own summaries, not each from
        all of them (at 50,000 sections, a thousand summaries of 200 games: 35 ms for
        the first question of a server after a summary changed, 2 here)."""
        by = self._summaries_of
        if by is None:
            by = self._summaries_of = {}
            for summ in self.summaries:
                by.setdefault(summ.game, []).append(summ)
        return by.get(slug, [])

    def names_of(self, slug: str, scope: int | None = None) -> dict[str, str]:
        """A game's names: its shipped definition's, the server's own definition's
        (``scope``), else those a summary visible in ``scope`` gives."""
        names = self.game_names.get(slug)
        if names:
            return names
        names = self.own_names.get(scope, {}).get(slug) if scope is not None else None
        if names:
            return names
        for summ in self.summaries_of(slug):
            if summ.game_names and summ.scope in (None, scope):
                return summ.game_names
        return {}

    def name_forms(self, slug: str, scope: int | None = None) -> list[str]:
        """Every name a summary gives its game: its ``names``, the head of its
        ``title`` ("Aeon's End" of "Aeon's End: rule summary") and of its first
        heading when that is the game's name, in any script (イーオンズ・エンド of
        "イーオンズ・エンド ルールまとめ": it sounds like the title or the slug)."""
        out: dict[str, None] = dict.fromkeys(map(str, self.names_of(slug, scope).values()))
        heads: list[str] = []
        for summ in self.summaries_of(slug):
            if summ.scope not in (None, scope):
                continue
            for name in map(str, (summ.game_names or {}).values()):
                out.setdefault(name, None)
            for name in heading_names(str(summ.meta.get("title") or "")):
                out.setdefault(name, None)
            if summ.sections and summ.sections[0].level <= 1:
                heads += heading_names(summ.sections[0].title)
        known = [slug.replace("-", " "), *out]
        for name in heads:
            if name not in out and any(same_name(name, k) for k in known):
                out[name] = None
        return list(out)

    def display_name(self, slug: str, locale: str = "en", scope: int | None = None) -> str:
        """A game's name for a reader of ``locale``: its names (:meth:`names_of`) or
        a summary's ``game_name``, else the name a summary visible in ``scope`` gives it in its ``title`` ("Moon Garden"
        of "Moon Garden — rule summary"), else in its first ``#`` heading (a summary in
        the reader's language first), else its slug made readable: never a bare id."""
        names = self.names_of(slug, scope)
        if name := in_language(names, locale, any_language=False):
            return str(name)
        own = [s for s in self.summaries_of(slug) if s.scope in (None, scope)]
        own.sort(key=lambda s: str(s.meta.get("language") or "") != locale)
        for summ in own:
            if name := str(summ.meta.get("game_name") or "").strip():
                return name
        for key in (lambda s: str(s.meta.get("title") or ""), lambda s: s.heading):
            for summ in own:
                if found := heading_names(key(summ)):
                    return found[0]
        return slug_name(slug)

    def names_anywhere(self, slug: str, scope: int | None = None) -> dict[str, str]:
        """A game's names from its definition (shipped, or server ``scope``'s own),
        else from a summary of any scope."""
        names = self.names_of(slug, scope) if scope is not None else self.game_names.get(slug)
        if names:
            return names
        for summ in self.summaries_of(slug):
            if summ.game_names:
                return summ.game_names
        return {}

    def unseen_game(self, text: str, scope: int | None) -> str | None:
        """A game the (cleaned) question names whose sections are not visible in
        ``scope``: a game Herald knows by name (a definition, another server's summary)
        that no summary here covers."""
        keys = self._unseen_keys.get(scope)
        if keys is None:
            seen = {g for g in self.games(scope) if self.game_slots(g, scope)}
            known = {s.game for s in self.summaries} | set(self.game_names)
            known |= set(self.own_names.get(scope, {})) if scope is not None else set()
            keys = []
            for slug in sorted(known - seen):
                names = [slug.replace("-", " "), *self.names_anywhere(slug, scope).values()]
                for name in names:
                    bare = ARTICLE.sub("", before_colon(name))
                    key = " ".join(N.words(N.fold(bare).replace("'", "")))
                    if len(key) >= 4:
                        keys.append((key, slug))
            self._unseen_keys[scope] = keys
        padded = " " + " ".join(N.words(N.fold(text).replace("'", ""))) + " "
        for key, slug in keys:
            if f" {key} " in padded or (N.has_cjk(key) and key in padded):
                return slug
        return None

    def nearest(self, text: str, scope: int | None, game: str | None, limit: int) -> list[int]:
        """Slots visible in ``scope`` (of ``game`` when given) whose titles look most
        like ``text`` by spelling, for a question nothing answers; when no title shares
        a letter group with it, the first sections of the game (or of each game)."""
        fq = N.fold(text)
        tp = self.title_postings
        gs = sorted(sorted(g for g in N.grams(fq) if tp.df(g)), key=tp.df)[:4]
        counts: dict[int, int] = {}
        for g in gs:
            for i in (tp.get(g) or ())[:2000]:
                counts[i] = counts.get(i, 0) + 1
        slots = self.slots

        def ok(i: int) -> bool:
            s = slots[i]
            return (
                s is not None
                and (s.scope is None or s.scope == scope)
                and (game is None or s.game == game)
            )

        cand = [i for i in sorted(counts, key=lambda i: (-counts[i], i)) if ok(i)][:200]
        if cand:
            scored = sorted(cand, key=lambda i: (-fuzz.WRatio(fq, self.core_fold[i] or "-"), i))
            return scored[:limit]
        if game is not None:
            return self.game_slots(game, scope)[:limit]
        firsts: list[int] = []
        for g in self.games(scope):
            ids = self.game_slots(g, scope)
            if ids:
                firsts.append(ids[0])
            if len(firsts) >= limit:
                break
        return firsts

    def name_sounds(self, scope: int | None = None) -> list[tuple[str, str]]:
        """(loan key, slug) of the Latin names of the games visible in ``scope`` (with
        and without a leading article): a katakana or romaji spelling of a name meets
        it (スピリットアイランド, "burasu" for Brass)."""
        got = self._name_sounds.get(scope)
        if got is not None:
            return got
        out: dict[str, str] = {}
        sounds: dict[str, str] = {}  # sound key -> slug (see game_by_sound)
        kana: dict[str, str] = {}
        longs: dict[str, str] = {}
        for slug in self.games(scope):
            for name in [slug.replace("-", " "), *self.name_forms(slug, scope)]:
                head = before_colon(name)
                if N.has_cjk(head):
                    for form in (name, head):
                        for k in kana_name_keys(form):
                            kana.setdefault(k, slug)
                    continue
                for form in (head, ARTICLE.sub("", head)):
                    key = N.loan_key("".join(N.words(N.fold(form))))
                    if len(key) >= 3:
                        out.setdefault(key, slug)
                    for k in strong_keys(form):
                        sounds.setdefault(k, slug)
                    for k in sound_keys(form):
                        if len(k) >= LONG_SOUND:
                            longs.setdefault(k, slug)
        for part, slug in self.name_part_owners(scope).items():
            if " " not in part and self.ordinary_word(part):
                continue  # a word of the language ("steam"), no name
            key = N.loan_key(part.replace(" ", ""))
            if len(key) >= 4:
                out.setdefault(key, slug)
            for k in strong_keys(part):
                sounds.setdefault(k, slug)
        self._sound_names[scope] = sounds
        self._kana_names[scope] = kana
        self._long_sounds[scope] = (list(longs), list(longs.values()))
        got = self._name_sounds[scope] = list(out.items())
        return got

    def name_part_owners(self, scope: int | None = None) -> dict[str, str]:
        """The parts of the games' Latin names (see :func:`name_parts`) that one game's
        names hold only -> that game (made once per scope, as the game keys are)."""
        got = self._name_parts.get(scope)
        if got is not None:
            return got
        owners: dict[str, set[str]] = {}
        for slug in self.games(scope):
            for name in self.name_forms(slug, scope):
                for part in name_parts(name):
                    owners.setdefault(part, set()).add(slug)
        got = self._name_parts[scope] = {p: next(iter(g)) for p, g in owners.items() if len(g) == 1}
        return got

    def kana_word_elsewhere(self, kata: str, slug: str, scope: int | None) -> bool:
        """Whether a text visible in ``scope`` spells the katakana word ``kata`` as it
        is, though no name of game ``slug`` holds it: a word of the summaries (オベロン,
        a character) that only sounds like the game's name (アヴァロン, Avalon)."""
        k = N.fold(kata)
        if len(k) < 2 or any(k in N.fold(n) for n in self.name_forms(slug, scope)):
            return False
        for postings, texts in (
            (self.title_postings, self.title_fold),
            (self.body_postings, self.body_fold),
        ):
            if any(k in texts[i] and self.visible(i, scope) for i in _holding_grams(postings, k)):
                return True
        return False

    def says(self, folded: str, scope: int | None) -> bool:
        """Whether a section visible in ``scope`` holds the folded word in its title or
        text as written (a longer word's start too)."""
        for postings, texts in (
            (self.title_postings, self.title_fold),
            (self.body_postings, self.body_fold),
        ):
            if any(
                folded in texts[i] and self.visible(i, scope)
                for i in _holding_grams(postings, folded)
            ):
                return True
        return False

    def says_elsewhere(
        self, folded: str, scope: int | None, lang: str, game: str | None = None
    ) -> bool:
        """Whether a section visible in ``scope`` and not written in ``lang`` (of
        ``game`` only, when given) holds the folded word (as written: a Latin word may
        be a longer word's start): whether the index's other languages use it (see
        :meth:`.query._Analyser._italian_english`)."""
        if len(folded) < 2:
            return False
        for postings, texts in (
            (self.title_postings, self.title_fold),
            (self.body_postings, self.body_fold),
        ):
            for i in _holding_grams(postings, folded):
                if folded in texts[i] and self.visible(i, scope) and self.sec(i).language != lang:
                    if game is None or self.sec(i).game == game:
                        return True
        return False

    def game_by_sound(self, spelling: str, scope: int | None) -> str | None:
        """The game whose Latin name ``spelling`` (katakana or romaji) sounds like:
        the same loan key (of three consonants or more), the same sound key (of
        three consonants or more: キクラデス, Cyclades), or a nearly equal loan key
        of six or more."""
        key = N.loan_key(spelling)
        best: tuple[float, str] | None = None
        names = self.name_sounds(scope)
        for k, slug in names if len(key) >= 3 else ():
            if k == key:
                return slug
        kana = spelling if N.has_cjk(spelling) else N.romaji_to_katakana(spelling)
        sounds = self._sound_names[scope]
        for k in strong_keys(kana) if kana else ():
            if k in sounds:
                return sounds[k]
        got = self.game_by_kana(kana, scope) if kana else None
        if got:
            return got
        # a long name's sounds nearly all met (シークレットヒトラー, Secret Hitler)
        longs, slugs = self._long_sounds[scope]
        for k in sound_keys(kana) if kana and longs else ():
            if len(k) >= LONG_SOUND - 1:
                hit = process.extractOne(k, longs, scorer=fuzz.ratio, score_cutoff=NEAR_SOUND)
                if hit is not None:
                    return slugs[hit[2]]
        for k, slug in names:
            if len(key) >= 6 and len(k) >= 6:
                r = fuzz.ratio(key, k)
                if r >= 88 and (best is None or r > best[0]):
                    best = (r, slug)
        return best[1] if best else None

    def game_by_kana(self, kana: str, scope: int | None) -> str | None:
        """The game one of whose Japanese names ``kana`` spells, with or without its
        dots ("faia in za reiku", ファイアインザレイク for ファイア・イン・ザ・レイク),
        a name in kanji by its reading (see :func:`kana_name_keys`)."""
        self.name_sounds(scope)
        names = self._kana_names[scope]
        for k in kana_name_keys(kana):
            if k in names:
                return names[k]
        return None

    def game_keys(self, scope: int | None = None) -> dict[str, str]:
        """Folded names a query may use for a game -> slug ("pendragon", "eu",
        "ペンドラゴン", "hadrian's wall", "europa universalis" ...)."""
        keys = self._game_keys.get(scope)
        if keys is not None:
            return keys
        keys = {}
        weak: dict[str, str] = {}
        own: dict[str, set[str]] = {}  # a long word of a name -> the games it names
        for slug in self.games(scope):
            cand = {slug, slug.replace("-", " "), slug.replace("-", "")}
            for name in self.name_forms(slug, scope):
                cand.add(name)
                cand.add(before_colon(name))
                bare = ARTICLE.sub("", before_colon(name))
                # "castles of burgundy" for The Castles of Burgundy; not "crew" alone
                if bare == before_colon(name) or " " in bare or not self.ordinary_word(bare):
                    cand.add(bare)
                first = name.split()[0] if name.split() else ""
                if len(first) >= 6 and len(name.split()) > 1 and self.ordinary_word(first):
                    weak.setdefault(N.fold(first), slug)
                elif len(first) >= 6:
                    cand.add(first)
                    if first.endswith("'s"):
                        cand.add(first[:-2])  # "hadrian" for Hadrian's Wall
                for w in N.words(N.fold(bare)):
                    if len(w) >= 6 and not N.has_cjk(w) and w not in N.STOPWORDS:
                        own.setdefault(w, set()).add(slug)
                if N.has_cjk(bare) and "の" in bare:
                    head = bare.split("の")[0]  # ブルゴーニュ for ブルゴーニュの城
                    if len(head) >= 4:
                        cand.add(head)
            if "-" in slug:
                acr = "".join(p[0] for p in slug.split("-"))  # "eu"
                # not a word of its own ("si" for Spirit Island, "di" for Dune: Imperium)
                if acr not in N.STOPWORDS and not self.lexicon.lookup(acr):
                    if self.wordnet is None or not self.wordnet.knows(acr):
                        cand.add(acr)
            for c in cand:
                for f in possessives(" ".join(N.words(N.fold(c).replace("'", "").strip()))):
                    if len(f) >= 2:
                        keys.setdefault(f, slug)
        # a part of a name of several words, one at least no ordinary word ("el
        # dorado", "eldorado" of The Quest for El Dorado)
        for part, slug in self.name_part_owners(scope).items():
            ws = part.split()
            if len(ws) > 1 and not all(self.ordinary_word(w) for w in ws):
                keys.setdefault(part, slug)
                keys.setdefault("".join(ws), slug)
        # a long word of one game's name alone ("borgogna") names it, unless the lexicon
        # knows it as a board-game word (castles, kingdom ...); an ordinary word of a
        # language ("europa" is Italian for Europe: "in Europa" may ask about a map)
        # only makes the game likely
        for w, slugs in own.items():
            if len(slugs) == 1 and not self.lexicon.lookup(w):
                if self.ordinary_word(w):
                    weak.setdefault(w, next(iter(slugs)))
                else:
                    keys.setdefault(w, next(iter(slugs)))
        # a word two games' names share ("harbor" of Silent Harbor and Harbor Master)
        # makes neither likely
        self._weak_keys[scope] = {
            w: g for w, g in weak.items() if w not in keys and len(own.get(w, ())) <= 1
        }
        self._game_keys[scope] = keys
        return keys

    def weak_game_keys(self, scope: int | None = None) -> dict[str, str]:
        """Words of one game's longer name that are also ordinary words of a language
        ("europa": Europa Universalis, and Italian for Europe; "burgundy") -> slug:
        alone they make the game likely, not certain (see :func:`.query.analyse`)."""
        self.game_keys(scope)
        return self._weak_keys[scope]

    def ordinary_word(self, word: str) -> bool:
        """Whether a Latin word is an ordinary English or Italian word (the languages
        the wordnets look words up in; Europa, Italian for Europe): as a word of a game's name, alone it names no
        game; before a colon, it is no unknown game's name."""
        wn = self.wordnet
        w = N.fold(word).strip("'")
        return wn is not None and any(wn.concepts(w, lang) for lang in ("en", "it"))

    # ------------------------------------------------------------------ building
    def load(
        self,
        summaries: Iterable[tuple[str, str]] = (),
        glossaries: Iterable[str] = (),
        extra: Iterable[dict[str, object]] = (),
        game_names: dict[str, dict[str, str]] | None = None,
        lexicons: Iterable[tuple[str, str]] = (),
        bridge: dict[str, str] | Bridge | None = None,
        wordnet: str | Wordnet | None = None,
    ) -> None:
        """Fill an empty corpus. A text that fails to parse is skipped and noted in
        ``errors`` (shipped knowledge must not stop the bot from starting)."""
        self.game_names = dict(game_names or {})
        if isinstance(bridge, Bridge):
            self.bridge = bridge
        elif bridge:
            self.bridge = Bridge(bridge)
        if isinstance(wordnet, Wordnet):
            self.wordnet = wordnet
        elif wordnet:
            self.wordnet = Wordnet.parse(wordnet)
        for name, text in summaries:
            self._add_text(name, text)
        for e in extra:
            scope = e.get("scope")
            source_id = e.get("source_id")
            game = e.get("game")
            self._add_text(
                str(e["name"]),
                str(e["text"]),
                game=str(game) if game else None,
                scope=scope if isinstance(scope, int) else None,
                source_id=str(source_id) if source_id else None,
            )
        for g in glossaries:
            try:
                self.terms.extend(parse_glossary(g))
            except BadInput as err:
                self.errors.append(f"glossary: {err}")
        try:
            self.lexicon = parse_lexicon(list(lexicons))
        except BadInput as err:
            self.errors.append(f"lexicon: {err}")
        if self.wordnet is not None:
            self.lexicon.derive_more(self.wordnet)
        self._catch_all = {}
        self._parent_grams = {}
        self._building = False
        self._embed(range(len(self.slots)))
        self._index_forms()
        self._link_terms()

    def _add_text(
        self,
        name: str,
        text: str,
        game: str | None = None,
        scope: int | None = None,
        source_id: str | None = None,
    ) -> None:
        try:
            summ = parse_summary(name, text, game=game, scope=scope, source_id=source_id)
        except BadInput as err:
            self.errors.append(f"{name}: {err}")
            return
        self._add_parsed(summ)

    def _add_parsed(self, summ: Summary) -> list[int]:
        key = (summ.scope, summ.source_id)
        if key in self.by_source:
            self.remove_summary(summ.source_id, summ.scope)
        self.summaries.append(summ)
        self._summaries_of = None
        added = [self._add_section(s) for s in summ.sections]
        self.by_source[key] = added
        self.openings.update(i for i in added if self.sec(i).level <= 1)
        self._summaries_changed({summ.game})
        return added

    def _add_section(self, s: Section) -> int:
        i = len(self.slots)
        self.slots.append(s)
        self._slots_of_game.setdefault(s.game, []).append(i)
        self.live += 1
        if s.scope is not None:
            self._scoped[s.scope] = self._scoped.get(s.scope, 0) + 1
        self.by_id[s.id] = i
        self.title_fold.append(N.fold(s.title))
        self.core_fold.append(N.fold(s.core_title))
        self.body_fold.append(N.fold(s.text))
        self.alias_fold.append(" ".join(self._aliases(self.title_fold[i])))
        self.core_roma.append(N.roma_key(s.core_title) or "-")
        self.lang.append(_language(s, self.body_fold[i] or self.title_fold[i]))
        self.languages[self.lang[i]] = self.languages.get(self.lang[i], 0) + 1
        self.game_of.append(s.game)
        self.vecs.append(None)
        parents = " › ".join(s.path[1:-1])
        self.parent_fold.append(self._parent_folds.setdefault(parents, N.fold(parents)))
        self.title_postings.add(i, self._title_grams(i))
        self.body_postings.add(i, self._body_grams(i))
        self.roma_postings.add(i, N.grams(self.core_roma[i]))
        self.loan_postings.add(i, title_loan_keys(self.title_fold[i], s.title))
        self.loan_body_postings.add(i, body_loan_keys(self.body_fold[i], s.text))
        return i

    def _embed(self, ids: Iterable[int]) -> None:
        """The dense tier's vectors of the live slots ``ids`` (in batches; none when
        the tier is off)."""
        live = [(i, s) for i in ids if (s := self.slots[i]) is not None]
        got = dense.vectors([dense.passage_text(s.path, s.text) for _i, s in live])
        for (i, _s), v in zip(live, got, strict=True):
            self.vecs[i] = v

    def _aliases(self, title: str) -> list[str]:
        """English words for a Japanese title: its loanwords' origins, and the first
        gloss of each content word the bridge knows (勝利条件 -> victory, condition),
        not its phrases' words (see :meth:`.Bridge.english`)."""
        out = loanwords(title)
        if self.bridge is not None and N.has_cjk(title):
            for tok in J.tokens(title):
                if tok.content and not tok.origin and N.needs_kanji(tok.surface):
                    # (not a word glossed only by its phrases' words: 人数, *the number
                    # of people*, is no title saying "number")
                    lemma, surface = tok.lemma, tok.surface
                    for g in (
                        self.bridge.english(lemma, phrased=False)[:1]
                        or self.bridge.english(surface, phrased=False)[:1]
                    ):
                        if g not in out:
                            out.append(g)
        return out

    def _title_grams(self, i: int) -> set[str]:
        g = N.grams(self.title_fold[i])
        g.update(N.grams(self.alias_fold[i]))
        return g

    def _body_grams(self, i: int) -> set[str]:
        s = self.sec(i)
        parents = " ".join(s.path[1:-1])
        body = N.grams(self.body_fold[i])
        body.update(N.grams(" ".join(loanwords(self.body_fold[i]))))
        pg = self._parent_grams.get(parents)  # siblings share their parents
        if pg is None:
            pg = frozenset(N.grams(N.fold(parents)))
            if self._building:
                self._parent_grams[parents] = pg
        body.update(pg)
        return body

    # ------------------------------------------------------------------ incremental
    def add_summary(self, summ: Summary, *, scope: int | None, source_id: str) -> Summary:
        """Add (or replace: same scope and source id) one parsed summary."""
        summ = reidentify(summ, scope=scope, source_id=source_id)
        added = self._add_parsed(summ)
        self._embed(added)
        self._relink_game(summ.game)
        for i in added:
            self._ac_add_section(i)
        self.ac_keys.sort()
        return summ

    def remove_summary(self, source_id: str, scope: int | None) -> bool:
        """Remove one summary; False when ``scope`` has none of that id."""
        ids = self.by_source.pop((scope, source_id), None)
        if ids is None:
            return False
        games: set[str] = set()
        for i in ids:
            s = self.slots[i]
            if s is None:
                continue
            games.add(s.game)
            self.title_postings.discard(i, self._title_grams(i))
            self.body_postings.discard(i, self._body_grams(i))
            self.roma_postings.discard(i, N.grams(self.core_roma[i]))
            self.loan_postings.discard(i, title_loan_keys(self.title_fold[i], s.title))
            self.loan_body_postings.discard(i, body_loan_keys(self.body_fold[i], s.text))
            self.by_id.pop(s.id, None)
            self.ac_dead.update(self._ac_of_slot.pop(i, []))
            self.slots[i] = None
            self.vecs[i] = None
            self.openings.discard(i)
            self.game_of[i] = self.parent_fold[i] = ""
            self.languages[self.lang[i]] -= 1
            if s.scope is not None:
                self._scoped[s.scope] -= 1
            self.title_fold[i] = self.core_fold[i] = self.body_fold[i] = ""
            self.alias_fold[i] = self.core_roma[i] = ""
            self.live -= 1
        self.summaries = [x for x in self.summaries if (x.scope, x.source_id) != (scope, source_id)]
        self._summaries_changed(games)
        if not self._building:
            for g in games:
                self._relink_game(g)
        return True

    # ------------------------------------------------------------------ glossary terms
    def _index_forms(self) -> None:
        """Glossary forms -> terms (exact, stemmed and phonetic keys; fuzzy keys)."""
        forms: dict[str, list[tuple[int, str]]] = {}
        fuzzy_keys: list[str] = []
        fuzzy_terms: list[tuple[int, str]] = []
        for ti, t in enumerate(self.terms):
            for f in t.forms:
                for key in form_keys(f):
                    forms.setdefault(key, []).append((ti, f))
                ff = N.fold(f)
                if not N.has_cjk(ff) and len(ff) >= 3:
                    fuzzy_keys.append(ff)
                    fuzzy_terms.append((ti, f))
                rk = N.roma_key(f)
                if len(rk) >= 4:
                    fuzzy_keys.append("~" + rk)
                    fuzzy_terms.append((ti, f))
        self.forms = forms
        self.fuzzy_keys, self.fuzzy_terms = fuzzy_keys, fuzzy_terms
        self._fuzzy_of_game = {}
        self._glossary_games = None
        self.max_form_len = max((len(k) for k in forms), default=1)

    def has_glossary(self, game: str) -> bool:
        """Whether ``game`` has glossary terms of its own."""
        if self._glossary_games is None:
            self._glossary_games = frozenset(t.game for t in self.terms)
        return game in self._glossary_games

    def fuzzy_of(self, game: str | None) -> tuple[list[str], list[tuple[int, str]]]:
        """(fuzzy keys, their (term, form)) of ``game``'s glossary terms; every
        game's when ``game`` is None."""
        if game is None:
            return self.fuzzy_keys, self.fuzzy_terms
        got = self._fuzzy_of_game.get(game)
        if got is None:
            pairs = [
                (k, tf)
                for k, tf in zip(self.fuzzy_keys, self.fuzzy_terms, strict=True)
                if self.terms[tf[0]].game == game
            ]
            got = self._fuzzy_of_game[game] = ([k for k, _ in pairs], [tf for _, tf in pairs])
        return got

    def _game_maps(self, game: str | None = None) -> tuple[ByKey, ByKey, dict[str, list[int]]]:
        by_title: ByKey = {}
        by_core: ByKey = {}
        by_game: dict[str, list[int]] = {}
        for i, s in enumerate(self.slots):
            if s is None or (game is not None and s.game != game):
                continue
            by_title.setdefault((s.game, self.title_fold[i]), []).append(i)
            by_core.setdefault((s.game, self.core_fold[i]), []).append(i)
            by_game.setdefault(s.game, []).append(i)
        return by_title, by_core, by_game

    def _term_hits(
        self, t: Term, by_title: ByKey, by_core: ByKey, by_game: dict[str, list[int]]
    ) -> list[int]:
        if not t.section:
            return []
        key = N.fold(t.section)
        # the exact heading (in every summary), else headings whose title without
        # its parenthetical is the term ("バトル" -> "バトル（全ファクション）")
        hit = list(by_title.get((t.game, key), []))
        exact_docs = {self.sec(i).doc for i in hit}
        hit += [
            i
            for i in by_core.get((t.game, key), [])
            if i not in hit and self.sec(i).doc not in exact_docs
        ]
        if not hit:
            hit = [
                i
                for i in by_game.get(t.game, ())
                if key in self.title_fold[i] or (self.title_fold[i] and self.title_fold[i] in key)
            ]
        return hit

    def _link_terms(self) -> None:
        by_title, by_core, by_game = self._game_maps()
        self.term_sections = [self._term_hits(t, by_title, by_core, by_game) for t in self.terms]
        self.ac_entries, self.ac_keys, self.ac_dead = [], [], set()
        self._ac_of_slot, self._ac_of_term = {}, {}
        for i, s in enumerate(self.slots):
            if s is not None:
                self._ac_add_section(i)
        for ti in range(len(self.terms)):
            self._ac_add_term(ti)
        self.ac_keys.sort()

    def _relink_game(self, game: str) -> None:
        """Recompute which sections the glossary terms of ``game`` name (and their
        autocomplete entries) after that game's sections changed."""
        by_title, by_core, by_game = self._game_maps(game)
        for ti, t in enumerate(self.terms):
            if t.game != game:
                continue
            new = self._term_hits(t, by_title, by_core, by_game)
            if new != self.term_sections[ti]:
                self.term_sections[ti] = new
                self.ac_dead.update(self._ac_of_term.pop(ti, []))
                self._ac_add_term(ti)

    # ------------------------------------------------------------------ autocomplete keys
    def _ac_add_section(self, i: int) -> None:
        s = self.sec(i)
        e = len(self.ac_entries)
        self.ac_entries.append((choice_name(s.path), s.id, s.game, 0))
        self._ac_of_slot.setdefault(i, []).append(e)
        for k in {self.title_fold[i], self.core_fold[i]}:
            self.ac_keys.append((k.replace(" ", ""), e))

    def _ac_add_term(self, ti: int) -> None:
        secs = self.term_sections[ti]
        if not secs:
            return
        i = secs[0]
        s = self.sec(i)
        for f in self.terms[ti].forms:
            name = f"{f} → {s.title}" if N.fold(f) != self.title_fold[i] else choice_name(s.path)
            e = len(self.ac_entries)
            self.ac_entries.append((clip(name), s.id, s.game, 1))
            self._ac_of_slot.setdefault(i, []).append(e)
            self._ac_of_term.setdefault(ti, []).append(e)
            self.ac_keys.append((N.fold(f).replace(" ", ""), e))


_IT_WORDS = frozenset("il lo la gli le di del della dei delle che per con una un è si non".split())
_EN_WORDS = frozenset("the of and to is are you your each with for on at a an".split())


def _language(s: Section, folded: str) -> str:
    """A section's language: its summary's front matter, else guessed from its text
    (ja: Japanese script; it or en: which language's common words it uses)."""
    if s.language:
        return sys.intern(s.language[:2].lower())
    if N.has_cjk(folded):
        return "ja"
    ws = N.words(folded[:600])
    it = sum(1 for x in ws if x in _IT_WORDS)
    en = sum(1 for x in ws if x in _EN_WORDS)
    return "it" if it > en else "en"


def form_keys(form: str) -> set[str]:
    """Lookup keys of a glossary form: folded, without spaces, stemmed, phonetic."""
    ff = N.fold(form)
    keys = {ff, ff.replace(" ", "")}
    if not N.has_cjk(ff):
        keys.add(" ".join(N.stem(w) for w in ff.split()))
    rk = N.roma_key(form)
    if len(rk) >= 4:
        keys.add("~" + rk)
    return {k for k in keys if k}
