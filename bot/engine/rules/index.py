"""The rules index: sections of every summary plus the glossaries, searchable across
English, Japanese (katakana, kanji, romaji) and Italian. Pure: it receives texts.

Build::

    idx = RulesIndex.build(
        summaries=[("pendragon/summary-a.md", text), ...],   # Markdown + front matter
        glossaries=[text_of_pendragon_toml, ...],
        extra=[{"name": ..., "game": ..., "text": ...}],      # user-added summaries
    )

Use (other features quote rule sections in prompts)::

    idx.search("shield wall", game=None, prefer_game="pendragon", limit=10) -> list[Match]
    idx.section_for("pendragon", "シールド・ウォール") -> Section | None
    idx.section("s1a2b3c4d5e") -> Section | None          # by stable id
    idx.autocomplete("shi", prefer_game=None) -> list[(name, value)]   # <= 25
    idx.suggest("shild wal") -> list[str]                  # nearest terms/titles

How a query is answered (see :mod:`bot.engine.rules.search` for the query side):
1. the query is folded and split into *concepts*: glossary terms found in it (exactly,
   by phonetic key, or fuzzily for typos), then leftover words;
2. each concept's forms (all languages and aliases) are looked up in two character
   n-gram inverted indexes (titles; texts + parent headings): a section's coverage of a
   concept is the idf mass of the concept's grams it contains;
3. the best candidates are re-ranked with rapidfuzz on their titles (folded and
   phonetic keys), and a glossary term whose ``section`` names the heading is a strong
   signal; the channel's game gets a bonus, the ``game`` filter restricts.
"""

from __future__ import annotations

import threading
from array import array
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import overload

from rapidfuzz import fuzz, process

from bot.engine.errors import BadInput, RulesError
from bot.engine.rules import normalize as N
from bot.engine.rules.glossary import Term, parse_glossary
from bot.engine.rules.summaries import Section, Summary, parse_summary

AUTOCOMPLETE_MAX = 25
CHOICE_MAX = 100


@dataclass
class Match:
    section: Section
    score: float  # 0..100
    why: str  # e.g. "shield wall → シールド・ウォール"
    alternates: list[Alternate] = field(default_factory=list)

    @property
    def game(self) -> str:
        return self.section.game

    @property
    def title(self) -> str:
        return self.section.title

    def as_dict(self) -> dict:
        s = self.section
        d = {
            "game": s.game,
            "title": s.title,
            "path": list(s.path),
            "source": s.source_label,
            "text": s.text,
            "score": round(self.score, 1),
            "why": self.why,
            "id": s.id,
        }
        if self.alternates:
            d["alternates"] = [a.as_dict() for a in self.alternates]
        return d


@dataclass
class Alternate:
    """The same section in another summary of the same game, with the line diff."""

    section: Section
    only_here: list[str]  # lines only in the matched section
    only_there: list[str]  # lines only in this alternate

    def as_dict(self) -> dict:
        s = self.section
        return {
            "game": s.game,
            "title": s.title,
            "path": list(s.path),
            "source": s.source_label,
            "text": s.text,
            "id": s.id,
            "only_in_match": self.only_here,
            "only_in_this": self.only_there,
        }


def _norm_line(line: str) -> str:
    return N.fold(line.strip().lstrip("-*+・●").strip())


def diff_lines(a: str, b: str) -> tuple[list[str], list[str]]:
    """Lines of ``a`` not in ``b`` and of ``b`` not in ``a`` (folded comparison)."""
    la = [ln for ln in a.splitlines() if _norm_line(ln)]
    lb = [ln for ln in b.splitlines() if _norm_line(ln)]
    sa, sb = {_norm_line(x) for x in la}, {_norm_line(x) for x in lb}
    return (
        [x.strip() for x in la if _norm_line(x) not in sb],
        [x.strip() for x in lb if _norm_line(x) not in sa],
    )


class _Postings:
    """gram -> array of section indexes (ascending), built append-only."""

    __slots__ = ("lists",)

    def __init__(self):
        self.lists: dict[str, array] = {}

    def add(self, idx: int, gs) -> None:
        lists = self.lists
        for g in gs:
            try:
                lists[g].append(idx)
            except KeyError:
                lists[g] = array("I", (idx,))

    def df(self, g: str) -> int:
        a = self.lists.get(g)
        return len(a) if a is not None else 0

    def insert(self, idx: int, gs) -> None:
        """Add ``idx`` keeping each list ascending (for late additions)."""
        lists = self.lists
        for g in gs:
            a = lists.get(g)
            if a is None:
                lists[g] = array("I", (idx,))
            elif not a or a[-1] < idx:
                a.append(idx)
            else:
                j = bisect_left(a, idx)
                if j == len(a) or a[j] != idx:
                    a.insert(j, idx)

    def discard(self, idx: int, gs) -> None:
        lists = self.lists
        for g in gs:
            a = lists.get(g)
            if a is None:
                continue
            j = bisect_left(a, idx)
            if j < len(a) and a[j] == idx:
                del a[j]
                if not a:
                    del lists[g]


@dataclass
class SearchResult(Sequence[Match]):
    """What :meth:`RulesIndex.search` returns: the ranked matches (best first) and
    whether the first one is almost surely the answer (``confident``: show it alone;
    otherwise offer the menu). Behaves as the list of matches (``result[0]``,
    ``len(result)``, ``if result``)."""

    matches: list[Match] = field(default_factory=list)
    confident: bool = False

    @overload
    def __getitem__(self, i: int) -> Match: ...
    @overload
    def __getitem__(self, i: slice) -> list[Match]: ...
    def __getitem__(self, i: int | slice) -> Match | list[Match]:
        return self.matches[i]

    def __len__(self) -> int:
        return len(self.matches)

    def __bool__(self) -> bool:
        return bool(self.matches)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SearchResult):
            return self.matches == other.matches and self.confident == other.confident
        if isinstance(other, list):
            return self.matches == other
        return NotImplemented


class RulesIndex:
    """Sections of every summary (shipped ones, scope ``None``, and those a server added,
    scope = its guild id) plus the glossaries. A lookup with ``scope=G`` sees the
    shipped sections and G's own, never another server's. ``add``/``remove`` update the
    index in place (the result equals a full build of the same summaries)."""

    def __init__(self) -> None:
        self._sections: list[Section | None] = []  # None: removed (slot kept)
        self._live = 0
        self.summaries: list[Summary] = []
        self.terms: list[Term] = []
        self.game_names: dict[str, dict] = {}
        self._by_id: dict[str, int] = {}
        self._by_source: dict[tuple[int | None, str], list[int]] = {}
        self._title_fold: list[str] = []
        self._core_fold: list[str] = []
        self._core_roma: list[str] = []
        self._body_fold: list[str] = []
        self._title_idx = _Postings()
        self._body_idx = _Postings()
        self._roma_idx = _Postings()  # trigrams of the titles' phonetic keys
        self._forms: dict[str, list[tuple[int, str]]] = {}  # key -> [(term idx, form)]
        self._fuzzy_keys: list[str] = []
        self._fuzzy_terms: list[tuple[int, str]] = []
        self._max_form_len = 1
        self._term_sections: list[list[int]] = []
        self._ac_keys: list[tuple[str, int]] = []  # (folded key, entry idx), sorted
        self._ac_entries: list[tuple[str, str, str, int]] = []  # (name, value, game, rank)
        self._ac_dead: set[int] = set()  # entries of removed sections
        self._ac_of_section: dict[int, list[int]] = {}
        self._ac_of_term: dict[int, list[int]] = {}
        self.errors: list[str] = []
        self._parent_grams: dict[str, frozenset] = {}  # build-time cache
        self._kanji_pending: list[int] = []  # sections whose roma key waits for warm()
        self._forms_partial = False
        self._finished = False
        self._warm = False
        self._warm_lock = threading.Lock()
        self._game_keys_cache: dict[str, str] | None = None

    # ------------------------------------------------------------------ building
    @classmethod
    def build(
        cls,
        summaries: list[tuple[str, str]] = (),
        glossaries: list[str] = (),
        extra: list[dict] = (),
        game_names: dict[str, dict] | None = None,
    ) -> RulesIndex:
        """Build from texts. A summary that fails to parse is skipped and noted in
        ``errors`` (the shipped knowledge must not stop the bot from starting).
        ``extra`` holds added summaries: dicts with ``name``, ``text`` and optionally
        ``game``, ``scope`` (guild id) and ``source_id`` (default: the name)."""
        idx = cls()
        idx.game_names = dict(game_names or {})
        for name, text in summaries:
            idx._add_summary_text(name, text)
        for e in extra:
            idx._add_summary_text(
                e["name"],
                e["text"],
                game=e.get("game"),
                scope=e.get("scope"),
                source_id=e.get("source_id"),
            )
        for g in glossaries:
            try:
                idx.terms.extend(parse_glossary(g))
            except BadInput as err:
                idx.errors.append(f"glossary: {err}")
        idx._finish()
        return idx

    def _add_summary_text(
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
        if key in self._by_source:
            self.remove(summ.source_id, summ.scope)
        self.summaries.append(summ)
        if summ.game_names and summ.scope is None:
            self.game_names.setdefault(summ.game, summ.game_names)
        added = [self._add_section(s) for s in summ.sections]
        self._by_source[key] = added
        return added

    def _add_section(self, s: Section) -> int:
        i = len(self._sections)
        self._sections.append(s)
        self._live += 1
        self._by_id[s.id] = i
        tf = N.fold(s.title)
        cf = N.fold(s.core_title)
        self._title_fold.append(tf)
        self._core_fold.append(cf)
        self._core_roma.append("")  # filled lazily (kanji need pykakasi)
        bf = N.fold(s.text)
        self._body_fold.append(bf)
        self._title_idx.add(i, N.grams(tf))
        self._body_idx.add(i, self._body_grams(i))
        return i

    def _body_grams(self, i: int) -> set[str]:
        s = self._sections[i]
        assert s is not None
        parents = " ".join(s.path[1:-1])
        body = N.grams(self._body_fold[i])
        pg = self._parent_grams.get(parents)  # siblings share their parents
        if pg is None:
            pg = frozenset(N.grams(N.fold(parents)))
            if not self._finished:
                self._parent_grams[parents] = pg
        body.update(pg)
        return body

    def _finish(self) -> None:
        self._parent_grams = {}
        # Kanji readings need pykakasi's dictionary (~0.8 s to load). Unless it is
        # already in memory, the phonetic keys of kanji titles and glossary forms are
        # left to warm(), which every lookup calls first: start-up stays fast and the
        # first lookup (or a warm() in a worker thread) completes the index.
        defer = not N.kanji_loaded()
        for i, s in enumerate(self._sections):
            if s is None or self._core_roma[i]:
                continue
            if defer and N.needs_kanji(s.core_title):
                self._kanji_pending.append(i)
                continue
            self._roma_idx.add(i, N.grams(self.roma(i)))
        self._index_forms(kanji=not defer)
        self._build_term_sections()
        self._finished = True

    # ------------------------------------------------------------------ incremental
    def add(
        self,
        summary: Summary | str,
        *,
        scope: int | None,
        source_id: str,
        name: str | None = None,
        game: str | None = None,
    ) -> Summary:
        """Add (or replace: same ``scope`` and ``source_id``) one summary, given as
        text (parsed here; ``name`` is its file name, ``game`` the slug when the front
        matter has none) or already parsed. Raises BadInput when the text has no game.
        Only the new sections are indexed; the rest of the index is untouched."""
        if isinstance(summary, str):
            summ = parse_summary(
                name or source_id, summary, game=game, scope=scope, source_id=source_id
            )
        else:
            summ = parse_summary_copy(summary, scope=scope, source_id=source_id)
        self.warm()
        added = self._add_parsed(summ)
        lists = self._roma_idx
        for i in added:
            lists.insert(i, N.grams(self.roma(i)))
        self._relink_game(summ.game)
        for i in added:
            self._ac_add_section(i)
        self._ac_keys.sort()
        self._game_keys_cache = None
        return summ

    def remove(self, source_id: str, scope: int | None) -> bool:
        """Remove the summary ``source_id`` of ``scope``; False when there is none."""
        ids = self._by_source.pop((scope, source_id), None)
        if ids is None:
            return False
        games: set[str] = set()
        for i in ids:
            s = self._sections[i]
            if s is None:
                continue
            games.add(s.game)
            self._title_idx.discard(i, N.grams(self._title_fold[i]))
            self._body_idx.discard(i, self._body_grams(i))
            if self._core_roma[i]:
                self._roma_idx.discard(i, N.grams(self._core_roma[i]))
            if i in self._kanji_pending:
                self._kanji_pending.remove(i)
            self._by_id.pop(s.id, None)
            for e in self._ac_of_section.pop(i, []):
                self._ac_dead.add(e)
            self._sections[i] = None
            self._title_fold[i] = self._core_fold[i] = self._body_fold[i] = ""
            self._core_roma[i] = ""
            self._live -= 1
        self.summaries = [x for x in self.summaries if (x.scope, x.source_id) != (scope, source_id)]
        for g in games:
            self._relink_game(g)
        self._game_keys_cache = None
        return True

    def _relink_game(self, game: str) -> None:
        """Recompute which sections the glossary terms of ``game`` name (and their
        autocomplete entries) after that game's sections changed."""
        by_title, by_core, ids = self._game_maps(game)
        for ti, t in enumerate(self.terms):
            if t.game != game:
                continue
            old = self._term_sections[ti]
            new = self._term_hits(t, by_title, by_core, ids)
            if new != old:
                self._term_sections[ti] = new
                self._ac_relink_term(ti, old)

    # ------------------------------------------------------------------ forms, terms
    def _index_forms(self, kanji: bool) -> None:
        """Glossary forms -> terms (exact, stemmed and phonetic keys; fuzzy keys).
        Without ``kanji``, forms holding kanji get no phonetic key yet."""
        forms: dict[str, list[tuple[int, str]]] = {}
        fuzzy_keys, fuzzy_terms = [], []
        partial = False
        for ti, t in enumerate(self.terms):
            for f in t.forms:
                phonetic = kanji or not N.needs_kanji(f)
                partial = partial or not phonetic
                for key in self._form_keys(f, phonetic):
                    forms.setdefault(key, []).append((ti, f))
                ff = N.fold(f)
                if not N.has_cjk(ff) and len(ff) >= 3:
                    fuzzy_keys.append(ff)
                    fuzzy_terms.append((ti, f))
                rk = N.roma_key(f) if phonetic else ""
                if len(rk) >= 4:
                    fuzzy_keys.append("~" + rk)
                    fuzzy_terms.append((ti, f))
        self._forms = forms
        self._fuzzy_keys, self._fuzzy_terms = fuzzy_keys, fuzzy_terms
        self._max_form_len = max((len(k) for k in forms), default=1)
        self._forms_partial = partial

    def warm(self) -> RulesIndex:
        """Complete what the build deferred (phonetic keys of kanji, loading the kanji
        dictionary). Idempotent and thread-safe; every lookup calls it, and a service
        may call it in a worker thread right after the build."""
        if self._warm:
            return self
        with self._warm_lock:
            if self._warm:
                return self
            for i in self._kanji_pending:
                self._roma_idx.insert(i, N.grams(self.roma(i)))
            self._kanji_pending = []
            if self._forms_partial:
                self._index_forms(kanji=True)
            self._warm = True
        return self

    def _game_maps(
        self, game: str | None = None
    ) -> tuple[
        dict[tuple[str, str], list[int]], dict[tuple[str, str], list[int]], dict[str, list[int]]
    ]:
        by_title: dict[tuple[str, str], list[int]] = {}
        by_core: dict[tuple[str, str], list[int]] = {}
        by_game: dict[str, list[int]] = {}
        for i, s in enumerate(self._sections):
            if s is None or (game is not None and s.game != game):
                continue
            by_title.setdefault((s.game, self._title_fold[i]), []).append(i)
            by_core.setdefault((s.game, self._core_fold[i]), []).append(i)
            by_game.setdefault(s.game, []).append(i)
        return by_title, by_core, by_game

    def _term_hits(
        self,
        t: Term,
        by_title: dict[tuple[str, str], list[int]],
        by_core: dict[tuple[str, str], list[int]],
        by_game: dict[str, list[int]],
    ) -> list[int]:
        if not t.section:
            return []
        key = N.fold(t.section)
        # the exact heading (in every summary), else headings whose title without
        # its parenthetical is the term ("バトル" -> "バトル（全ファクション）")
        hit = list(by_title.get((t.game, key), []))
        exact_docs = {self._sec(i).doc for i in hit}
        hit += [
            i
            for i in by_core.get((t.game, key), [])
            if i not in hit and self._sec(i).doc not in exact_docs
        ]
        if not hit:
            hit = [
                i
                for i in by_game.get(t.game, ())
                if key in self._title_fold[i]
                or (self._title_fold[i] and self._title_fold[i] in key)
            ]
        return hit

    def _build_term_sections(self) -> None:
        by_title, by_core, by_game = self._game_maps()
        self._term_sections = [self._term_hits(t, by_title, by_core, by_game) for t in self.terms]
        self._build_autocomplete()

    def _form_keys(self, form: str, phonetic: bool = True) -> set[str]:
        ff = N.fold(form)
        keys = {ff, ff.replace(" ", "")}
        if not N.has_cjk(ff):
            keys.add(" ".join(N.stem(w) for w in ff.split()))
        rk = N.roma_key(form) if phonetic else ""
        if len(rk) >= 4:
            keys.add("~" + rk)
        return {k for k in keys if k}

    def roma(self, i: int) -> str:
        r = self._core_roma[i]
        if not r:
            r = self._core_roma[i] = N.roma_key(self._sec(i).core_title) or "-"
        return r

    def _sec(self, i: int) -> Section:
        s = self._sections[i]
        assert s is not None
        return s

    # ------------------------------------------------------------------ autocomplete data
    def _ac_add_section(self, i: int) -> None:
        s = self._sec(i)
        e = len(self._ac_entries)
        self._ac_entries.append((_choice_name(s.path), s.id, s.game, 0))
        self._ac_of_section.setdefault(i, []).append(e)
        for k in {self._title_fold[i], self._core_fold[i]}:
            self._ac_keys.append((k.replace(" ", ""), e))

    def _ac_add_term(self, ti: int) -> None:
        secs = self._term_sections[ti]
        if not secs:
            return
        i = secs[0]
        s = self._sec(i)
        for f in self.terms[ti].forms:
            name = f"{f} → {s.title}" if N.fold(f) != self._title_fold[i] else _choice_name(s.path)
            e = len(self._ac_entries)
            self._ac_entries.append((_clip(name), s.id, s.game, 1))
            self._ac_of_section.setdefault(i, []).append(e)
            self._ac_of_term.setdefault(ti, []).append(e)
            self._ac_keys.append((N.fold(f).replace(" ", ""), e))

    def _ac_relink_term(self, ti: int, old: list[int]) -> None:
        self._ac_dead.update(self._ac_of_term.pop(ti, []))
        self._ac_add_term(ti)

    def _build_autocomplete(self) -> None:
        self._ac_entries, self._ac_keys, self._ac_dead = [], [], set()
        self._ac_of_section, self._ac_of_term = {}, {}
        for i, s in enumerate(self._sections):
            if s is not None:
                self._ac_add_section(i)
        for ti in range(len(self.terms)):
            self._ac_add_term(ti)
        self._ac_keys.sort()

    # ------------------------------------------------------------------ lookups
    @property
    def sections(self) -> list[Section]:
        """Every live section (a copy; shipped and every server's)."""
        return [s for s in self._sections if s is not None]

    def visible(self, i: int, scope: int | None) -> bool:
        s = self._sections[i]
        return s is not None and (s.scope is None or s.scope == scope)

    def section(self, sid: str, *, scope: int | None = None) -> Section | None:
        """The section with this id, if it is visible in ``scope``."""
        i = self._by_id.get(sid)
        if i is None or not self.visible(i, scope):
            return None
        return self._sections[i]

    def games(self, scope: int | None = None) -> list[str]:
        """Slugs with sections visible in ``scope`` (in order of first section), then
        the games only named by definitions."""
        seen: dict[str, None] = {}
        for s in self._sections:
            if s is not None and (s.scope is None or s.scope == scope):
                seen.setdefault(s.game, None)
        for g in self.game_names:
            seen.setdefault(g, None)
        return list(seen)

    def game_keys(self, scope: int | None = None) -> dict[str, str]:
        """Folded names a query may use for a game -> slug ("pendragon", "eu",
        "ペンドラゴン", "hadrian's wall", "europa universalis" ...)."""
        if scope is None and self._game_keys_cache is not None:
            return self._game_keys_cache
        names: dict[str, dict] = dict(self.game_names)
        for summ in self.summaries:
            if summ.game_names and (summ.scope is None or summ.scope == scope):
                names.setdefault(summ.game, summ.game_names)
        keys: dict[str, str] = {}
        for slug in self.games(scope):
            cand = {slug, slug.replace("-", " "), slug.replace("-", "")}
            for name in (names.get(slug) or {}).values():
                name = str(name)
                cand.add(name)
                cand.add(name.split(":")[0])
                first = name.split()[0] if name.split() else ""
                if len(first) >= 6:
                    cand.add(first)
            if "-" in slug:
                cand.add("".join(p[0] for p in slug.split("-")))  # "eu"
            for c in cand:
                f = N.fold(c).replace("'", "").strip()
                f = " ".join(N.words(f))
                if len(f) >= 2:
                    keys.setdefault(f, slug)
        if scope is None:
            self._game_keys_cache = keys
        return keys

    def game_label(self, slug: str, locale: str = "en") -> str:
        names = self.game_names.get(slug) or {}
        if not names:
            for summ in self.summaries:
                if summ.game == slug and summ.game_names:
                    names = summ.game_names
                    break
        return str(names.get(locale) or names.get("en") or slug)

    def section_for(self, game: str, heading: str) -> Section | None:
        """The shipped section of ``game`` whose heading is ``heading`` (folded
        comparison; the title without its parenthetical also counts; a glossary term
        naming a section works too: ``section_for("pendragon", "Shield Wall")``).
        First summary wins."""
        key = N.fold(heading)
        for i, s in enumerate(self._sections):
            if (
                s is not None
                and s.scope is None
                and s.game == game
                and key in (self._title_fold[i], self._core_fold[i])
            ):
                return s
        for ti, t in enumerate(self.terms):
            if t.game == game and any(N.fold(f) == key for f in t.forms):
                for i in self._term_sections[ti]:
                    if self.visible(i, None):
                        return self._sec(i)
        return None

    def alternates(self, s: Section, *, scope: int | None = None) -> list[Alternate]:
        """The same section in the game's other summaries visible in ``scope`` (same
        core title, closest text), each with the lines that differ."""
        i = self._by_id[s.id]
        ids = self._game_ids(s.game, scope)
        if len({self._sec(j).doc for j in ids}) < 2:
            return []
        key = self._core_fold[i]
        cores = [self._core_fold[j] for j in ids]
        # same core title, or one within a ratio of 90 (only this game's sections)
        near = {ids[k] for k, core in enumerate(cores) if core == key}
        near.update(
            ids[k]
            for _c, _sc, k in process.extract(
                key, cores, scorer=fuzz.ratio, score_cutoff=90, limit=None
            )
        )
        best: dict[str, tuple[float, int]] = {}
        for j in sorted(near):
            o = self._sec(j)
            if o.doc == s.doc and o.scope == s.scope:
                continue
            sim = (
                fuzz.ratio(self._body_fold[i], self._body_fold[j])
                + fuzz.ratio(" ".join(s.path), " ".join(o.path)) * 0.3
            )
            dk = f"{o.scope}:{o.doc}"
            if dk not in best or sim > best[dk][0]:
                best[dk] = (sim, j)
        out = []
        for _sim, j in best.values():
            o = self._sec(j)
            a, b = diff_lines(s.text, o.text)
            out.append(Alternate(o, a, b))
        return out

    def _game_ids(self, game: str, scope: int | None) -> list[int]:
        cache = self.__dict__.setdefault("_game_ids_cache", {})
        stamp = len(self._sections), self._live
        hit = cache.get((game, scope))
        if hit is not None and hit[0] == stamp:
            return hit[1]
        ids = [
            j
            for j, o in enumerate(self._sections)
            if o is not None and o.game == game and (o.scope is None or o.scope == scope)
        ]
        cache[(game, scope)] = (stamp, ids)
        return ids

    # ------------------------------------------------------------------ search
    def search(
        self,
        query: str,
        *,
        scope: int | None = None,
        game: str | None = None,
        only_game: str | None = None,
        limit: int = 10,
        alternates: bool = True,
    ) -> SearchResult:
        """Search the sections visible in ``scope`` (shipped + that guild's). ``game``
        is the channel's game: its sections answer unless the question names another
        game; ``only_game`` restricts to one game (raises UnknownGame if unknown).
        Raises BadInput (i18n key ``rules.bad.*``) for unusable input. An empty
        result means no match (see :meth:`suggest`)."""
        from bot.engine.rules.search import run_search

        return run_search(
            self,
            query,
            scope=scope,
            game=only_game,
            prefer_game=game,
            limit=limit,
            with_alternates=alternates,
        )

    def suggest(
        self, query: str, *, scope: int | None = None, game: str | None = None, limit: int = 5
    ) -> list[str]:
        """Nearest glossary terms and titles for a query that found nothing."""
        from bot.engine.rules.search import suggest

        return suggest(self, query, scope=scope, game=game, limit=limit)

    def autocomplete(
        self,
        current: str,
        *,
        scope: int | None = None,
        game: str | None = None,
        only_game: str | None = None,
        limit: int = AUTOCOMPLETE_MAX,
    ) -> list[tuple[str, str]]:
        """(name, value) choices for a partly typed query, best first, at most 25,
        from the sections visible in ``scope``; ``game`` (the channel's) first.
        Prefix matches first (ignoring spaces, case, width, ・ and ー), then title
        infix/phonetic matches. ``value`` is a section id (``s...``) that ``search``
        resolves directly. Never raises."""
        from bot.engine.rules.search import autocomplete

        try:
            return autocomplete(
                self,
                current,
                scope=scope,
                game=only_game,
                prefer_game=game,
                limit=min(limit, AUTOCOMPLETE_MAX),
            )
        except (BadInput, RulesError):
            return []


def parse_summary_copy(summ: Summary, *, scope: int | None, source_id: str) -> Summary:
    """``summ`` with its sections re-identified for ``scope``/``source_id``."""
    if summ.scope == scope and summ.source_id == source_id:
        return summ
    from dataclasses import replace

    from bot.engine.rules.summaries import _sid

    secs = []
    for n, s in enumerate(summ.sections, 1):
        secs.append(
            replace(
                s,
                id=_sid(s.game, s.doc, list(s.path), n, scope),
                scope=scope,
                source_id=source_id,
            )
        )
    return replace(summ, sections=secs, scope=scope, source_id=source_id)


def _clip(s: str, n: int = CHOICE_MAX) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def _choice_name(path: list[str]) -> str:
    """Breadcrumb without the game name, clipped from the left to 100 characters."""
    parts = list(path[1:]) or list(path)
    name = " › ".join(parts)
    while len(name) > CHOICE_MAX and len(parts) > 1:
        parts = parts[1:]
        name = "… › " + " › ".join(parts)
    return _clip(name)


__all__ = ["RulesIndex", "Match", "Alternate", "Section", "SearchResult", "diff_lines"]
