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

import math
import threading
from array import array
from bisect import bisect_left
from dataclasses import dataclass, field

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


class RulesIndex:
    def __init__(self):
        self.sections: list[Section] = []
        self.summaries: list[Summary] = []
        self.terms: list[Term] = []
        self.game_names: dict[str, dict] = {}
        self._by_id: dict[str, int] = {}
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
        # game -> (section indexes, their folded core titles), for alternates()
        self._game_cores: dict[str, tuple[list[int], list[str]]] = {}
        self._game_docs: dict[str, set[str]] = {}
        self._ac_keys: list[tuple[str, int]] = []  # (folded key, entry idx), sorted
        self._ac_entries: list[tuple[str, str, str, int]] = []  # (name, value, game, rank)
        self._ac_title_keys: list[str] = []
        self.errors: list[str] = []
        self._parent_grams: dict[str, frozenset] = {}  # build-time cache
        self._kanji_pending: list[int] = []  # sections whose roma key waits for warm()
        self._forms_partial = False
        self._games: list[str] | None = None
        self._warm = False
        self._warm_lock = threading.Lock()

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
        ``errors`` (the shipped knowledge must not stop the bot from starting)."""
        idx = cls()
        idx.game_names = dict(game_names or {})
        for name, text in summaries:
            idx._add_summary_text(name, text)
        for e in extra:
            idx._add_summary_text(e["name"], e["text"], game=e.get("game"))
        for g in glossaries:
            try:
                idx.terms.extend(parse_glossary(g))
            except BadInput as err:
                idx.errors.append(f"glossary: {err}")
        idx._finish()
        return idx

    def _add_summary_text(self, name: str, text: str, game: str | None = None) -> None:
        try:
            summ = parse_summary(name, text, game=game)
        except BadInput as err:
            self.errors.append(f"{name}: {err}")
            return
        self.summaries.append(summ)
        if summ.game_names:
            self.game_names.setdefault(summ.game, summ.game_names)
        for s in summ.sections:
            self._add_section(s)

    def _add_section(self, s: Section) -> None:
        i = len(self.sections)
        self.sections.append(s)
        self._by_id[s.id] = i
        tf = N.fold(s.title)
        cf = N.fold(s.core_title)
        self._title_fold.append(tf)
        self._core_fold.append(cf)
        self._core_roma.append("")  # filled lazily (kanji need pykakasi)
        parents = " ".join(s.path[1:-1])
        bf = N.fold(s.text)
        self._body_fold.append(bf)
        self._title_idx.add(i, N.grams(tf))
        body = N.grams(bf)
        pg = self._parent_grams.get(parents)  # siblings share their parents
        if pg is None:
            pg = self._parent_grams[parents] = frozenset(N.grams(N.fold(parents)))
        body.update(pg)
        self._body_idx.add(i, body)

    def _finish(self) -> None:
        self._parent_grams = {}
        # Kanji readings need pykakasi's dictionary (~0.8 s to load). Unless it is
        # already in memory, the phonetic keys of kanji titles and glossary forms are
        # left to warm(), which every lookup calls first: start-up stays fast and the
        # first lookup (or a warm() in a worker thread) completes the index.
        defer = not N.kanji_loaded()
        for i, s in enumerate(self.sections):
            if not self._core_roma[i]:
                if defer and N.needs_kanji(s.core_title):
                    self._kanji_pending.append(i)
                    continue
                rk = self.roma(i)
                self._roma_idx.add(i, N.grams(rk))
        self._index_forms(kanji=not defer)
        self._build_term_sections()

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
            lists = self._roma_idx.lists
            for i in self._kanji_pending:
                for g in N.grams(self.roma(i)):
                    a = lists.get(g)
                    if a is None:
                        lists[g] = array("I", (i,))
                    else:
                        a.insert(bisect_left(a, i), i)  # lists stay ascending
            self._kanji_pending = []
            if self._forms_partial:
                self._index_forms(kanji=True)
            self._warm = True
        return self

    def _build_term_sections(self) -> None:
        # glossary term -> the sections its `section` names
        by_title: dict[tuple[str, str], list[int]] = {}
        by_core: dict[tuple[str, str], list[int]] = {}
        for i, s in enumerate(self.sections):
            by_title.setdefault((s.game, self._title_fold[i]), []).append(i)
            by_core.setdefault((s.game, self._core_fold[i]), []).append(i)
        by_game: dict[str, list[int]] = {}
        for i, s in enumerate(self.sections):
            by_game.setdefault(s.game, []).append(i)
            self._game_docs.setdefault(s.game, set()).add(s.doc)
        self._game_cores = {
            g: (ids, [self._core_fold[i] for i in ids]) for g, ids in by_game.items()
        }
        self._term_sections = []
        for t in self.terms:
            hit: list[int] = []
            if t.section:
                key = N.fold(t.section)
                # the exact heading (in every summary), else headings whose title without
                # its parenthetical is the term ("バトル" -> "バトル（全ファクション）")
                hit = list(by_title.get((t.game, key), []))
                exact_docs = {self.sections[i].doc for i in hit}
                hit += [
                    i
                    for i in by_core.get((t.game, key), [])
                    if i not in hit and self.sections[i].doc not in exact_docs
                ]
                if not hit:
                    hit = [
                        i
                        for i in by_game.get(t.game, ())
                        if key in self._title_fold[i]
                        or (self._title_fold[i] and self._title_fold[i] in key)
                    ]
            self._term_sections.append(hit)
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
            r = self._core_roma[i] = N.roma_key(self.sections[i].core_title) or "-"
        return r

    def _build_autocomplete(self) -> None:
        entries: list[tuple[str, str, str, int]] = []
        keys: list[tuple[str, int]] = []
        for i, s in enumerate(self.sections):
            name = _choice_name(s.path)
            e = len(entries)
            entries.append((name, s.id, s.game, 0))
            for k in {self._title_fold[i], self._core_fold[i]}:
                keys.append((k.replace(" ", ""), e))
        for ti, t in enumerate(self.terms):
            secs = self._term_sections[ti]
            if not secs:
                continue
            s = self.sections[secs[0]]
            for f in t.forms:
                name = (
                    f"{f} → {s.title}"
                    if N.fold(f) != self._title_fold[secs[0]]
                    else _choice_name(s.path)
                )
                e = len(entries)
                entries.append((_clip(name), s.id, s.game, 1))
                keys.append((N.fold(f).replace(" ", ""), e))
        keys.sort()
        self._ac_keys = keys
        self._ac_entries = entries

    # ------------------------------------------------------------------ lookups
    def section(self, sid: str) -> Section | None:
        i = self._by_id.get(sid)
        return self.sections[i] if i is not None else None

    def games(self) -> list[str]:
        if self._games is None:
            seen: dict[str, None] = dict.fromkeys(self._game_docs)  # sections' games, in order
            for g in self.game_names:
                seen.setdefault(g, None)
            self._games = list(seen)
        return list(self._games)

    def game_keys(self) -> dict[str, str]:
        """Folded names a query may use for a game -> slug ("pendragon", "eu",
        "ペンドラゴン", "hadrian's wall", "europa universalis" ...)."""
        if getattr(self, "_game_keys", None) is None:
            keys: dict[str, str] = {}
            for slug in self.games():
                cand = {slug, slug.replace("-", " "), slug.replace("-", "")}
                for name in (self.game_names.get(slug) or {}).values():
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
            self._game_keys = keys
        return self._game_keys

    def game_label(self, slug: str, locale: str = "en") -> str:
        names = self.game_names.get(slug) or {}
        return names.get(locale) or names.get("en") or slug

    def section_for(self, game: str, heading: str) -> Section | None:
        """The section of ``game`` whose heading is ``heading`` (folded comparison; the
        title without its parenthetical also counts; a glossary term naming a section
        works too: ``section_for("pendragon", "Shield Wall")``). First summary wins."""
        key = N.fold(heading)
        for i, s in enumerate(self.sections):
            if s.game == game and key in (self._title_fold[i], self._core_fold[i]):
                return s
        for ti, t in enumerate(self.terms):
            if (
                t.game == game
                and self._term_sections[ti]
                and any(N.fold(f) == key for f in t.forms)
            ):
                return self.sections[self._term_sections[ti][0]]
        return None

    def alternates(self, s: Section) -> list[Alternate]:
        """The same section in the game's other summaries (same core title, closest
        text), each with the lines that differ."""
        i = self._by_id[s.id]
        if len(self._game_docs.get(s.game, ())) < 2:
            return []
        key = self._core_fold[i]
        ids, cores = self._game_cores[s.game]
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
            o = self.sections[j]
            if o.doc == s.doc:
                continue
            sim = (
                fuzz.ratio(self._body_fold[i], self._body_fold[j])
                + fuzz.ratio(" ".join(s.path), " ".join(o.path)) * 0.3
            )
            if o.doc not in best or sim > best[o.doc][0]:
                best[o.doc] = (sim, j)
        out = []
        for sim, j in best.values():
            o = self.sections[j]
            a, b = diff_lines(s.text, o.text)
            out.append(Alternate(o, a, b))
        return out

    # ------------------------------------------------------------------ search
    def search(
        self,
        query: str,
        *,
        game: str | None = None,
        prefer_game: str | None = None,
        limit: int = 10,
        alternates: bool = True,
    ) -> list[Match]:
        """Search sections. Raises BadInput (i18n key ``rules.bad.*``) for unusable input.
        Returns best first; an empty list means no match (see :meth:`suggest`)."""
        from bot.engine.rules.search import run_search

        return run_search(
            self, query, game=game, prefer_game=prefer_game, limit=limit, with_alternates=alternates
        )

    def suggest(self, query: str, *, game: str | None = None, limit: int = 5) -> list[str]:
        """Nearest glossary terms and titles for a query that found nothing."""
        from bot.engine.rules.search import suggest

        return suggest(self, query, game=game, limit=limit)

    def autocomplete(
        self,
        current: str,
        *,
        game: str | None = None,
        prefer_game: str | None = None,
        limit: int = AUTOCOMPLETE_MAX,
    ) -> list[tuple[str, str]]:
        """(name, value) choices for a partly typed query, best first, at most 25;
        prefix matches first (ignoring spaces, case, width, ・ and ー), then title
        infix/phonetic matches. ``value`` is a section id (``s...``) that ``search``
        resolves directly. Never raises."""
        from bot.engine.rules.search import autocomplete

        try:
            return autocomplete(
                self,
                current,
                game=game,
                prefer_game=prefer_game,
                limit=min(limit, AUTOCOMPLETE_MAX),
            )
        except (BadInput, RulesError):
            return []


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


def idf(n: int, df: int) -> float:
    return math.log(1.0 + n / (1.0 + df))


__all__ = ["RulesIndex", "Match", "Alternate", "Section", "diff_lines", "bisect_left", "process"]
