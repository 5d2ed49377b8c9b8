"""The rules index: the public API of the rules lookup. Pure: it receives texts.

One index holds the sections of every scope: shipped summaries (``scope=None``, seen
everywhere) and the summaries each server added (``scope=<guild id>``, seen only
there). Build, then change it in place::

    idx = RulesIndex.build(
        summaries=[("pendragon/summary-a.md", text), ...],   # Markdown + front matter
        glossaries=[text_of_pendragon_toml, ...],
        lexicons=[("boardgame.toml", text)],
        extra=[{"name": ..., "text": ..., "game": ..., "scope": 42, "source_id": ...}],
    )
    idx.add(text, scope=42, source_id="rules.md", name="rules.md", game=None) -> Summary
    idx.remove("rules.md", 42) -> bool

Look up::

    r = idx.search("how do I win", scope=42, game=channel_game, limit=10)
    r.matches            # list[Match], best first (r behaves as that list too)
    r.confident          # show r[0] alone only when True; otherwise offer a menu
    idx.autocomplete("shi", scope=42, game=channel_game) -> list[(name, section id)]
    idx.suggest("shild wal", scope=42) -> list[str]
    idx.section("s1a2b3c4d5e", scope=42) -> Section | None
    idx.section_for("pendragon", "シールド・ウォール", scope=42) -> Section | None

How a question is answered: :mod:`.query` splits it into concepts, :mod:`.rank`
scores sections (weights in :class:`.rank.Weights`), :mod:`.complete` serves
autocomplete; :mod:`.corpus` holds the data they read.
"""

from __future__ import annotations

import functools
import pickle
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Concatenate, ParamSpec, TypeVar

from rapidfuzz import fuzz, process

from bot.engine.errors import BadInput, RulesError, UnknownGame
from bot.engine.rules import (
    complete,
    dense,
    game_evidence,
    game_meaning,
    near_tie,
    query,
    question_kind,
    rank,
)
from bot.engine.rules import normalize as N
from bot.engine.rules import romaji as RJ
from bot.engine.rules.corpus import Corpus
from bot.engine.rules.lexicon import Bridge
from bot.engine.rules.model import (
    AUTOCOMPLETE_MAX,
    Alternate,
    Match,
    SearchResult,
    diff_lines,
)
from bot.engine.rules.summaries import Section, Summary, parse_summary
from bot.engine.rules.wordnet import Wordnet

# Bump when the index's data layout or what the build computes changes: a persisted
# index of another format is rebuilt.
FORMAT = 7
# a channel's sections the dense tier offers first when none of them says the question's
# words (before other games' sections)
NEAR_HOME = 3
NEAR_AFTER = 3  # ... after that many of the other games' sections

__all__ = ["RulesIndex", "Match", "Alternate", "Section", "SearchResult", "Summary", "diff_lines"]

# a Japanese question's leading katakana run (full or half width, ・ and ー kept), then
# the particle that makes it the owner or the place of what is asked (の, で; not って
# or は: "ミニオンって何？" asks what the thing is)
_LEAD_NAME = re.compile(
    r"\s*([\u30a1-\u30fa\uff66-\uff9d][\u30a1-\u30fc\uff65-\uff9f]{2,})\s*(?:の|で)"
)

P = ParamSpec("P")
R = TypeVar("R")


def _sharing_coverage(
    fn: Callable[Concatenate[RulesIndex, P], R],
) -> Callable[Concatenate[RulesIndex, P], R]:
    """Run a lookup with its posting lists' coverages remembered (a question looks the
    same form up for several concepts, translations and rankings) and forgotten when
    it returns (see :attr:`.corpus.Postings.memo`)."""

    @functools.wraps(fn)
    def run(self: RulesIndex, /, *args: P.args, **kwargs: P.kwargs) -> R:
        lists = (self.title_postings, self.body_postings, self.roma_postings)
        if self.title_postings.memo is not None:  # (called from within a lookup)
            return fn(self, *args, **kwargs)
        for p in lists:
            p.memo = {}
        try:
            return fn(self, *args, **kwargs)
        finally:
            for p in lists:
                p.memo = None

    return run


def _may_be_a_name(word: str) -> bool:
    """Whether a word no summary nor dictionary knows may name a thing of a game no
    summary covers: not a number or a word with a digit in it ("7x7", "2nd"), nor a
    Latin word of three letters or fewer (a grammar word the dictionaries leave out,
    "its", "va", or a slip)."""
    if any(ch.isdigit() for ch in word):
        return False
    return N.has_cjk(word) or len(word) > 3


def _read_as_japanese(con: query.Concept) -> bool:
    """Whether a question's word is a Japanese dictionary word (in Japanese script, or
    romaji), one the bridges read into English and Italian: a name no dictionary knows
    is not (any language's)."""
    if not (con.known or con.extra or con.terms):
        return False
    return N.has_cjk(con.typed) or con.no_typo


class RulesIndex(Corpus):
    """Sections of every scope plus glossaries and lexicon, searchable across
    English, Japanese (katakana, kanji, romaji) and Italian."""

    # a hash of what the index was built from (set by its builder; "" when unknown)
    content_key: str = ""

    def __init__(self) -> None:
        super().__init__()
        self.weights = rank.WEIGHTS
        self._cores: dict[tuple[str, int | None], tuple[list[int], int, list[str]]] = {}
        self._dense = dense.Matrices()

    @classmethod
    def build(
        cls,
        summaries: list[tuple[str, str]] | tuple[()] = (),
        glossaries: list[str] | tuple[()] = (),
        extra: list[dict[str, object]] | tuple[()] = (),
        game_names: dict[str, dict[str, str]] | None = None,
        lexicons: list[tuple[str, str]] | tuple[()] = (),
        bridge: dict[str, str] | Bridge | None = None,
        wordnet: str | Wordnet | None = None,
    ) -> RulesIndex:
        """Build from texts. A text that fails to parse is skipped and noted in
        ``errors``. ``extra`` holds added summaries: dicts with ``name``, ``text`` and
        optionally ``game``, ``scope`` (guild id) and ``source_id`` (default: name).
        ``bridge`` maps Japanese words to English glosses (a dictionary extract);
        ``wordnet`` is the text of the English/Italian/Japanese concepts
        (:mod:`.wordnet`). Either may be given already read (a :class:`.Bridge`, a
        :class:`.Wordnet`: both are immutable once made), so indexes built one after
        the other share them instead of reading the same data again."""
        idx = cls()
        idx.load(summaries, glossaries, extra, game_names, lexicons, bridge, wordnet)
        # what a first question would make of every section, made here (persisted with
        # the index): each section's length, the games' names of things
        game_evidence.slot_sizes(idx)
        for g in idx.games(None):
            idx.name_words(g, None)
        return idx

    def dumps(self) -> bytes:
        """The whole index as bytes (to persist it: loading is far faster than a
        build). :meth:`loads` refuses bytes of another format version."""
        return pickle.dumps((FORMAT, self), protocol=pickle.HIGHEST_PROTOCOL)

    @classmethod
    def loads(cls, data: bytes) -> RulesIndex:
        """An index from :meth:`dumps`; ValueError if the bytes are of another format
        or not an index. Only load bytes this program wrote (pickle)."""
        try:
            fmt, idx = pickle.loads(data)
        except Exception as e:  # any corrupt or foreign file
            raise ValueError(f"not a rules index: {e}") from None
        if fmt != FORMAT or not isinstance(idx, cls):
            raise ValueError(f"rules index format {fmt!r}, expected {FORMAT}")
        return idx

    def warm(self) -> RulesIndex:
        """Kept for callers that warmed the former lazy index: nothing is deferred."""
        return self

    # ------------------------------------------------------------------ changes
    def add(
        self,
        summary: Summary | str,
        *,
        scope: int | None,
        source_id: str,
        name: str | None = None,
        game: str | None = None,
    ) -> Summary:
        """Add (or replace: same ``scope`` and ``source_id``) one summary, as text
        (parsed here; ``name`` its file name, ``game`` the slug when the front matter
        has none) or parsed. Raises BadInput for a text without a game, changing
        nothing. Only the new sections are indexed."""
        if isinstance(summary, str):
            summary = parse_summary(
                name or source_id, summary, game=game, scope=scope, source_id=source_id
            )
        return self.add_summary(summary, scope=scope, source_id=source_id)

    def remove(self, source_id: str, scope: int | None) -> bool:
        """Remove the summary ``source_id`` of ``scope``; False when there is none."""
        return self.remove_summary(source_id, scope)

    # ------------------------------------------------------------------ lookups
    def section(self, sid: str, *, scope: int | None = None) -> Section | None:
        """The section with this id, if it is visible in ``scope``."""
        i = self.slot_of(sid)
        if i is None or not self.visible(i, scope):
            return None
        return self.slots[i]

    @property
    def sections(self) -> list[Section]:
        """Every live section, every scope (a copy)."""
        return [s for s in self.slots if s is not None]

    def game_label(self, slug: str, locale: str = "en", *, scope: int | None = None) -> str:
        return self.display_name(slug, locale, scope)

    def section_for(self, game: str, heading: str, scope: int | None = None) -> Section | None:
        """The section of ``game`` whose heading is ``heading`` (folded; the title
        without its parenthetical counts; so does a glossary term naming a section:
        ``section_for("pendragon", "Shield Wall")``): a shipped one first, else one of
        the summaries ``scope`` (a server) added. First summary wins."""
        key = N.fold(heading)
        own: Section | None = None
        for i, s in enumerate(self.slots):
            if (
                s is not None
                and s.game == game
                and (s.scope is None or (scope is not None and s.scope == scope))
                and key in (self.title_fold[i], self.core_fold[i])
            ):
                if s.scope is None:
                    return s
                own = own or s
        if own is not None:
            return own
        for ti, t in enumerate(self.terms):
            if t.game == game and any(N.fold(f) == key for f in t.forms):
                for i in self.term_sections[ti]:
                    if self.visible(i, None):
                        return self.sec(i)
        return None

    def _game_cores(self, game: str, scope: int | None) -> tuple[list[int], int, list[str]]:
        """(slots, number of summaries, core titles) of ``game``'s sections visible in
        ``scope``, which :meth:`alternates` reads for each section shown: made once
        while the game's slots stay the same list (see :meth:`.Corpus.game_slots`)."""
        ids = self.game_slots(game, scope)
        got = self._cores.get((game, scope))
        if got is None or got[0] is not ids:
            if len(self._cores) >= 256:
                self._cores.clear()
            docs = len({(self.sec(j).scope, self.sec(j).doc) for j in ids})
            got = self._cores[(game, scope)] = (ids, docs, [self.core_fold[j] for j in ids])
        return got

    def alternates(self, s: Section, *, scope: int | None = None) -> list[Alternate]:
        """The same section in the game's other summaries visible in ``scope`` (same
        core title, closest text), each with the lines that differ."""
        i = self.slot_of(s.id)
        if i is None:
            return []
        ids, docs, cores = self._game_cores(s.game, scope)
        if docs < 2:
            return []
        key = self.core_fold[i]
        near = {ids[k] for k, core in enumerate(cores) if core == key}
        near.update(
            ids[k]
            for _c, _sc, k in process.extract(
                key, cores, scorer=fuzz.ratio, score_cutoff=90, limit=None
            )
        )
        best: dict[tuple[int | None, str], tuple[float, int]] = {}
        for j in sorted(near):
            o = self.sec(j)
            if o.doc == s.doc and o.scope == s.scope:
                continue
            sim = (
                fuzz.ratio(self.body_fold[i], self.body_fold[j])
                + fuzz.ratio(" ".join(s.path), " ".join(o.path)) * 0.3
            )
            dk = (o.scope, o.doc)
            if dk not in best or sim > best[dk][0]:
                best[dk] = (sim, j)
        out = []
        for _sim, j in best.values():
            o = self.sec(j)
            a, b = diff_lines(s.text, o.text)
            out.append(Alternate(o, a, b))
        return out

    @_sharing_coverage
    def search(
        self,
        query_text: str,
        *,
        scope: int | None = None,
        game: str | None = None,
        only_game: str | None = None,
        prefer: str | None = None,
        limit: int = 10,
        alternates: bool = True,
    ) -> SearchResult:
        """Search the sections visible in ``scope`` (shipped + that guild's).

        ``game`` is the channel's game: the question is answered from it unless it
        names another game (or nothing of the channel's game matches);
        ``only_game`` restricts to one game (UnknownGame if no summary or definition
        names it); a known game that no summary here covers, given as ``only_game`` or
        ``game``, is the result's ``missing_game``: other games' sections as a menu;
        ``prefer`` is a game the question is likely about (the one the channel's last
        questions were about): its sections come first unless the question's own
        words point to another game. Raises BadInput (i18n key ``rules.bad.*``) for
        unusable input. Never empty while sections are visible: when nothing answers
        the question, the nearest sections, marked ``weak``."""
        q = query.clean(query_text)
        m = query.SID.match(q)
        if m:
            s = self.section(m.group(1), scope=scope)
            if s is None:
                return SearchResult()
            alts = self.alternates(s, scope=scope) if alternates else []
            return SearchResult([Match(s, 100.0, s.title, alts)], confident=True)
        only_game = (only_game or "").strip().lower() or None
        if only_game and only_game not in self.games(scope):
            raise UnknownGame(game=only_game)
        # the channel's game when a summary here covers it; one that none covers (a
        # game moderated or set there without a summary) is the question's missing game
        uncovered = None
        if only_game and not self.game_slots(only_game, scope):
            uncovered, only_game = only_game, None  # a definition's game, no summary
        elif game and not only_game and not self.game_slots(game, scope):
            uncovered = game
        home = game if game and not uncovered and game in self.games(scope) else None
        prefer = prefer if prefer and prefer in self.games(scope) else None
        # the question's words are read as typos of the glossary terms of the game it
        # is about only (the one it names, else the channel's)
        qa = query.analyse(self, q, scope, only_game or home)
        w = self.weights

        def run(
            qa: query.Query, g: str | None, prefer: str | None, ww: rank.Weights = w
        ) -> rank.Ranked:
            return rank.rank(self, qa, scope=scope, game=g, prefer_game=prefer, limit=limit, w=ww)

        def partial(qa: query.Query, g: str | None) -> rank.Ranked:
            """The sections holding part of the question's words (a looser coverage):
            never a single answer, always the menu."""
            r = run(qa, g, None, rank.loose(w))
            r.answered.clear()
            return r

        read_anywhere: list[query.Query] = []  # the question read with no game, once

        def anywhere() -> query.Query:
            if not read_anywhere:
                read_anywhere.append(query.analyse(self, q, scope))
            return read_anywhere[0]

        def menu_of(other: str | None, r: rank.Ranked) -> rank.Ranked:
            """``other``'s sections for the question, as a menu (``r`` when there is
            no other game, or nothing of it answers)."""
            if not other:
                return r
            there = run(query.analyse(self, q, scope, other), other, None)
            there.answered.clear()
            return there if there.items else r

        def named_elsewhere(r: rank.Ranked, g: str) -> rank.Ranked:
            """Asked in ``g``'s channel, a name nothing of ``g`` says that one other
            game's summary says ("Arrakeen"): that game's sections, as a menu."""
            if not any(len(u) >= 5 and u.isalpha() for u in r.unmatched):
                return r
            return menu_of(
                rank.other_games_word(self, anywhere(), r.unmatched, scope=scope, home=g), r
            )

        def likely_elsewhere(r: rank.Ranked, g: str) -> rank.Ranked:
            """Asked in ``g``'s channel, a word of another game's name that is also an
            ordinary word ("how far does the sniper move" beside Sniper Elite), which
            nothing of ``g`` says: that game's sections, as a menu (play-test 24,
            finding 9: the channel's game's movement rules alone)."""
            other, word = qa.likely_game, qa.likely_word
            if not other or other == g or self.says_elsewhere(word, scope, "", game=g):
                return r
            if any(word in N.words(N.fold(n)) for n in self.name_forms(g, scope)):
                return r  # a word of the channel's game's own name ("this harbor")
            return menu_of(other, r)

        def evidence_elsewhere(r: rank.Ranked, g: str) -> rank.Ranked:
            """Asked in ``g``'s channel, a question ``g``'s sections do not wholly
            answer whose words surely point to another game, ``g`` nearly ruled out
            (see :func:`.rank.surely_elsewhere`): that game's sections, as a menu.
            (When nothing of ``g`` matches, the search says so and looks elsewhere.)"""
            if r.complete or not r.items:
                return r
            return menu_of(rank.surely_elsewhere(run(anywhere(), None, None), g, w), r)

        def as_its_channel(r: rank.Ranked) -> rank.Ranked:
            """A question whose words surely point to a game (not named, no channel's):
            that game's sections in the order its own channel ranks them, in the places
            the ranking over every game gave them (that ranking decides how its
            sections and other games' interleave). Shown alone only when the first
            stays the first."""
            g = r.evidence.game
            if not g or not r.items:
                return r
            mine = [k for k, (i, _s, _w) in enumerate(r.items) if self.game_of[i] == g]
            if not mine:
                return r
            there = run(query.analyse(self, q, scope, g), g, None).items
            theirs = [t for t in there if self.game_of[t[0]] == g]
            ids = {t[0] for t in theirs}
            theirs += [r.items[k] for k in mine if r.items[k][0] not in ids]
            items = list(r.items)
            for k, t in zip(mine, theirs, strict=False):
                items[k] = (t[0], r.items[k][1], t[2])
            if items[0][0] != r.items[0][0]:
                r.answered.clear()
            r.items = items
            return r

        elsewhere = False
        near_home: list[int] = []  # the channel's sections only near in meaning (see below)
        wide: rank.Ranked | None = None  # the ranking over every game, when made
        # a game the question names (or the channel's) that no summary here covers:
        # never another game's section alone
        named = qa.game_hint and self.game_slots(qa.game_hint, scope)
        missing = None if named else self.unseen_game(q, scope) or uncovered
        if only_game:
            r = run(qa, only_game, None)
            # the channel's game (not one the user chose elsewhere), unless the question
            # names it: a game the question names always wins
            if only_game == game and qa.game_hint != only_game:
                mine = r
                r = named_elsewhere(mine, only_game)
                if r is mine:
                    r = likely_elsewhere(mine, only_game)
                if r is mine:
                    r = evidence_elsewhere(mine, only_game)
            if not r.items:
                r = partial(qa, only_game)
        elif qa.game_hint:
            # the question names a game ("pendragon raid"): that game first
            r = run(qa, qa.game_hint, None)
            if not r.items:
                r = partial(qa, qa.game_hint)  # its sections holding part of the rest
            if not r.items:
                # nothing of it: other games' sections, never one of them alone
                r = run(query.analyse(self, q, scope), None, game or prefer)
                r.answered.clear()
        elif home:
            # inside a channel with a game: answered from that game (another game's
            # glossary terms in the question do not take it elsewhere); when nothing
            # of it matches, its best partial matches; only when there are none
            # either, from the other games, said so (``elsewhere``) and as a menu
            r = named_elsewhere(run(qa, home, None), home)
            if not r.items:
                r = partial(qa, home)
            if not r.items:
                r = run(query.analyse(self, q, scope), None, game)
                r.answered.clear()  # another game's answer to a question asked here: a menu
                elsewhere = bool(r.items)
                # the channel's sections nearest the question's meaning join the menu
                # (a question in another language than its summary: "sand cost" beside
                # 砂カードは…金貨1枚, play-test 23, finding 5), said to be near in meaning,
                # after other games' first three (put first, they cost dev10 three
                # first answers: questions about another game asked in this channel)
                near_home = self._dense_nearest(q, home, scope) if r.items else []
                if near_home:
                    shown = {i for i, _s, _w in r.items}
                    head, tail = r.items[:NEAR_AFTER], r.items[NEAR_AFTER:]
                    low = head[-1][1] if head else 1.0
                    own = [(i, low, "") for i in near_home if i not in shown]
                    r.items = (head + own + tail)[:limit]
        else:
            # a word of a game's name that is also an ordinary word ("in Europa"):
            # that game is likely, unless the question's own words point elsewhere
            r = as_its_channel(run(qa, None, qa.likely_game or prefer))
            wide = r
            if not (qa.likely_game or prefer):
                # no game likelier by a name's word or the channel's last questions:
                # the menu holds the best sections of each game the words cannot
                # tell apart (see near_tie)
                close = near_tie.close_games(r.evidence, w.game_sure, w.near_games)
                r.items = near_tie.keep_places(
                    r.items, self.game_of, close, places=limit, first=w.near_first, per=w.near_per
                )
        if missing is None and not named and qa.colon_head:
            # "Gloomhaven: ..." where no summary says Gloomhaven: the game is missing
            missing = self._missing_name(qa, wide or run(anywhere(), None, None))
        if missing is None and not named and wide is not None:
            # asked outside a channel, "ドミニオンの堀の使い方": a name no summary here
            # says, before の (in a channel, a word its summary lacks is likelier the
            # channel's game's thing than another game's name: ﾌﾛｰﾘﾝ in Medici's)
            missing = self._missing_lead(q, scope, wide)
        if missing:
            r.answered.clear()
        weak = False
        if not r.items:
            weak = True
            r = partial(qa, only_game or home)
            if not r.items:
                r = self._nearest(q, scope, only_game or home, limit)
        res = self._matches(r, scope, limit, alternates)
        kind_game = only_game or home
        if kind_game and not (res.confident or missing or elsewhere or weak):
            # no single answer from the game's sections: the kind of answer the
            # question asks for (a number, a condition, what may be done) reorders
            # them, a weak sign (never into a single answer)
            bonus = question_kind.bonus(
                self,
                q,
                [i for i, _s, _w in r.items if self.game_of[i] == kind_game],
                (w.how_many, w.what_if, w.can_i),
                w.kind_at,
            )
            if bonus:
                items = question_kind.reorder(self, r.items, kind_game, bonus)
                if items != r.items:
                    r.items = items
                    res = self._matches(r, scope, limit, alternates)
                    res.confident = False
        # (what the model reads: not quoted text, which is that text only; a question
        # in romaji written in Japanese, see dense_question)
        said = "" if missing or elsewhere else self.dense_question(q, qa.romaji)
        if said:
            res = self._dense_rerank(
                said,
                r,
                res,
                only_game or qa.game_hint or home or r.evidence.game,
                scope,
                limit,
                alternates,
                dense.ROMAJI_SHARE if qa.romaji else 1.0,
            )
        if near_home:
            res.meaning_only = frozenset(
                m.section.id for m in res if self.slot_of(m.section.id) in near_home
            )
        res.elsewhere = elsewhere
        res.weak = weak
        res.missing_game = missing
        res.posterior = dict(r.evidence.scores)
        res.unmatched = list(r.unmatched)
        res.said_none = bool(qa.concepts) and len(r.unmatched) >= len(qa.concepts)
        # words no summary says, in a question naming a game a summary here covers: a
        # slip or a word that summary lacks, never a missing game's (no hint to add one)
        res.unknown = [] if named else [u for u in r.unknown if _may_be_a_name(u)]
        res.unsaid = [] if named else self._unsaid_words(r, len(qa.concepts), scope)
        res.unknown, res.unsaid = self._note_words(
            r.unknown, res.unknown, res.unsaid, q, bool(home or (only_game and only_game == game))
        )
        # outside a channel too, a slip of a word of the question's own language is no
        # game's word (play-test 23, finding 7: "sucede" for *succede*)
        typed_in = {c.fallback: c.typo_lang for c in qa.concepts if c.typo_lang and not c.known}
        res.unknown = [
            u
            for u in res.unknown
            if not (u in typed_in and self._a_slip(u, q) and query.slip_in(self, u, typed_in[u]))
        ]
        res.game = only_game or qa.game_hint or (None if home else r.evidence.game)
        # the likeliest game as the ranking took it: given, named, the channel's, the
        # one the evidence is sure of, a likely one (a name's ordinary word, the
        # channel's last game), else the one with most evidence
        res.leading = (
            only_game
            or qa.game_hint
            or home
            or r.evidence.game
            or qa.likely_game
            or prefer
            or r.evidence.leading
        )
        return res

    def dense_question(self, q: str, romaji: bool) -> str:
        """What the dense tier's model reads of the question ``q``: without its quoted
        parts (the lexical engine's to match as written), and when it is typed in
        romaji, written in Japanese (:func:`.romaji.as_japanese`: a word as the
        commonest dictionary word its reading spells, 手札 for *tefuda*); "" for none."""
        rest = N.split_quotes(q)[0].strip()
        if not rest or not romaji or self.bridge is None:
            return rest
        return RJ.as_japanese(rest, self._romaji_word)

    def _romaji_word(self, key: str, typed: str) -> str:
        """The commonest dictionary word whose reading romaji ``key`` spells (one spelled
        as ``typed`` first, see :meth:`.Bridge.by_reading`), or ""."""
        bridge = self.bridge
        got = bridge.by_reading(key, limit=1, typed=typed) if bridge is not None else []
        return got[0][1] if got and got[0][0] >= 1.0 else ""

    def _dense_rerank(
        self,
        q: str,
        r: rank.Ranked,
        res: SearchResult,
        game: str | None,
        scope: int | None,
        limit: int,
        alternates: bool,
        share: float,
    ) -> SearchResult:
        """``game``'s sections in ``r`` reordered by the dense tier (:mod:`.dense`):
        the engine's ranking fused with the sections nearest the question's meaning
        (their cosines counting ``share`` of its weight); with no ``game`` (none named,
        the channel's, nor sure), the sections of the likeliest games together
        (:mod:`.game_meaning`). An answer shown alone stays first and alone; ``res``
        when the tier is off."""
        if not r.items:
            return res
        if not game and r.items[0][1] >= game_meaning.FULL:
            # the words met their first in full: the likeliest games' ranking is left as
            # the engine made it (:func:`.game_meaning.rerank`), so nothing to embed
            return res
        if game and not self.game_slots(game, scope):
            return res
        qv = dense.query_vector(q)
        if qv is None:
            return res
        if game:
            sims = self._game_sims(game, scope, qv)
            if not sims:
                return res
            items = dense.rerank(
                r.items, self.game_of.__getitem__, game, sims, res.confident, share
            )
        else:
            items = self._games_rerank(r, qv, scope, res.confident, share)
        if [t[0] for t in items] == [t[0] for t in r.items]:
            return res
        ranked = {t[0] for t in r.items}
        r.items = items
        out = self._matches(r, scope, limit, alternates)
        out.confident = res.confident and bool(out.matches) and out[0].section is res[0].section
        # what the model alone brought is no match of the question's words (a menu says so)
        added = (m.section.id for m in out if self.slot_of(m.section.id) not in ranked)
        out.meaning_only = frozenset(added)
        return out

    def _dense_nearest(self, q: str, game: str, scope: int | None) -> list[int]:
        """``game``'s ``NEAR_HOME`` sections nearest the question's meaning (the dense
        tier's cosines, :mod:`.dense`), nearest first; none when the tier is off."""
        qv = dense.query_vector(q) if self.game_slots(game, scope) else None
        if qv is None:
            return []
        sims = self._game_sims(game, scope, qv)
        return sorted(sims, key=lambda i: (-sims[i], i))[:NEAR_HOME]

    def _game_sims(self, game: str, scope: int | None, qv: object) -> dict[int, float]:
        """The cosine of each of ``game``'s sections visible in ``scope`` (that has a
        vector) to the question's vector ``qv``; none when it has no sections."""
        ids = self.game_slots(game, scope)
        return dense.similarities(self._dense, self.vecs, ids, (game, scope), qv) if ids else {}

    def _games_rerank(
        self,
        r: rank.Ranked,
        qv: object,
        scope: int | None,
        keep_first: bool,
        share: float,
    ) -> list[tuple[int, float, str]]:
        """``r``'s sections, of a question no game is sure for, re-ranked with those of
        its likeliest games by the question's meaning (:mod:`.game_meaning`), the
        cosines counting ``share`` of their weight."""
        scores = r.evidence.scores
        likely = sorted((g for g in scores if scores[g] > 0), key=lambda g: (-scores[g], g))
        games = dict.fromkeys(likely[: game_meaning.GAMES])
        games.update(dict.fromkeys(self.game_of[i] for i, _s, _w in r.items))
        sims: dict[int, float] = {}
        for g in games:
            sims.update(self._game_sims(g, scope, qv))
        return game_meaning.rerank(
            r.items,
            self.game_of.__getitem__,
            scores,
            sims,
            weight=dense.WEIGHT * share,
            depth=dense.DEPTH,
            keep_first=keep_first,
        )

    def _unsaid_words(self, r: rank.Ranked, concepts: int, scope: int | None) -> list[str]:
        """The words of the question that the ranking matched nowhere and that no
        section visible in ``scope`` holds as written either (a ranking restricted to
        one game, or one that found no answer, leaves words out that texts say), when
        they are two or more and most of the question's ``concepts``; else none."""
        if len(r.unmatched) < 2 or 2 * len(r.unmatched) <= concepts:
            return []
        read = {con.typed: (con, credit) for con, credit in r.credits}
        unsaid = [
            u
            for u in r.unmatched
            if not self.says(N.fold(u), scope) and self._unsaid(read.get(u), scope)
        ]
        return unsaid if len(unsaid) >= 2 and 2 * len(unsaid) > concepts else []

    def _unsaid(
        self, read: tuple[query.Concept, dict[int, float]] | None, scope: int | None
    ) -> bool:
        """Whether a word of the question that no section says as written (its concept
        and the sections the ranking credited, ``read``) may be said nowhere here: a
        Japanese dictionary word only where a section visible in ``scope`` is written
        in Japanese, where a summary would say it as written. Where every summary is
        in another language, its absence as written says nothing, and the bridges read
        it there through English, losing senses (破壊: *destroy*, never *distruggere*):
        play-test 22, finding 4, "No summary here mentions “破壊”" of a game whose only
        summary, in Italian, says *distrugge*. Latin words keep the rule (English is
        the lexicon's own language: its translations are the closest), and names too."""
        if read is None or not _read_as_japanese(read[0]):
            return True
        return self._written_in("ja", scope)

    def _written_in(self, lang: str, scope: int | None) -> bool:
        """Whether a section visible in ``scope`` is written in ``lang``."""
        if not self.has_language(lang):
            return False
        return any(self.lang[i] == lang and self.visible(i, scope) for i in range(len(self.slots)))

    def _note_words(
        self, words: list[str], unknown: list[str], unsaid: list[str], q: str, summarised: bool
    ) -> tuple[list[str], list[str]]:
        """The words of the question ``q`` a note may name as a game's no summary
        covers, in a channel whose game has a summary (``summarised``; elsewhere all
        of them): of the ``unknown`` words and of the ``unsaid`` ones (no summary says
        them), never a board-game word (a topic: 次, リード), nor a word of three
        letters or fewer, nor a slip ("trik"): a word no dictionary knows (in
        ``words``) one slip from one that it knows."""
        if not summarised:
            return unknown, unsaid
        said = [u for u in unsaid if _may_be_a_name(u) and not self._board_game_word(u)]
        unknown = [u for u in unknown if not self._a_slip(u, q)]
        said = [u for u in said if u not in words or not self._a_slip(u, q)]
        return unknown, said

    def _a_slip(self, word: str, q: str) -> bool:
        """Whether an unknown Latin ``word`` of the question ``q`` is a slip rather
        than a name: one typing slip from a dictionary or board-game word ("trik"),
        and written in lower case where it is not the question's first word (a name
        is written "Skat", "RoboRally", even when a word is one slip from it)."""
        if N.has_cjk(word) or not query.slip_readings(self, word):
            return False
        for k, typed in enumerate(re.findall(r"[^\W\d_]+", q)):
            if N.fold(typed) == word and any(ch.isupper() for ch in typed[0 if k else 1 :]):
                return False
        return True

    def _missing_name(self, qa: query.Query, r: rank.Ranked) -> str | None:
        """The words a question begins with before a colon or a dash (``colon_head``,
        naming no game here) when they name a game no summary covers: the ranking over
        every game (``r``) surely finds some of them nowhere, as typed, translated or
        read as a near spelling (numbers aside; none found when it found nothing of
        the question): any one of them when they are written as a title (each word
        with a capital, or after a number: "Silent Orchard", "7 wonders"), each of
        them otherwise ("meadowlark"). A word of the board-game lexicon is a topic,
        said here or not ("Hand Limit"). None otherwise."""
        head = qa.colon_head or ""
        every = head.split()
        # short linking words ("Coloni di Catan", "Lords of Waterdeep") and numbers
        # aside, a title's words begin with a capital
        raw = [w for w in every if not (w.isdigit() or (len(w) <= 3 and w.islower()))]
        title = every[0].isdigit() or bool(raw) and all(w[:1].isupper() for w in raw)
        words = {w for w in N.words(N.fold(head)) if not w.isdigit()} - N.STOPWORDS
        if not 1 <= len(words) <= 4:
            return None
        # nothing here says any word of the question when the ranking found nothing
        credits = r.credits or [(con, {}) for con in qa.concepts]
        said = []
        for con, credit in credits:
            own = {x for x in N.words(N.fold(con.typed)) if not x.isdigit()} - N.STOPWORDS
            if own and own <= words:  # a concept of the head's words alone
                sure = max(credit.values(), default=0.0) >= self.weights.sure_hit
                # a board-game word is a topic, though no summary here says it
                said.append(sure or self._board_game_word(con.typed))
        if not said or (all(said) if title else any(said)):
            return None
        return head

    def _missing_lead(self, q: str, scope: int | None, r: rank.Ranked) -> str | None:
        """The katakana name a Japanese question begins with, before の or で
        ("ドミニオンの堀の使い方", "ｽﾌﾟﾚﾝﾀﾞｰの貴族ﾀｲﾙ"), when it names a game no
        summary here covers: no section visible in ``scope`` says it, the ranking
        over every game (``r``) surely finds no word of it anywhere (a name a Latin
        summary spells, ロレンツォ, is read there by its sound), and it is no word the
        board-game lexicon or the dictionary knows (a loanword, クリーチャー, is a
        topic). None otherwise."""
        m = _LEAD_NAME.match(q)
        if m is None:
            return None
        run = m.group(1)
        folded = N.fold(run)
        if len(folded) < 3 or self.says(folded, scope):
            return None
        wn = self.wordnet

        def known(w: str) -> bool:  # a board-game word, or a Japanese dictionary word
            return self._board_game_word(w) or (wn is not None and wn.knows(w, ("ja",)))

        if known(folded):
            return None
        several = "・" in run or "･" in run
        if not several:
            # one word that begins or ends with a loanword the dictionaries know is a
            # compound of words, mistyped ("スキルカド", "クデターラウンド"), not a name
            # (a name of several words is written with ・ between them)
            cut = range(3, len(folded) - 1)
            if any(known(folded[:k]) or known(folded[k:]) for k in cut):
                return None
        # the words of it the ranking surely found somewhere (by a translation or a
        # reading: ロレンツォ where an Italian summary says Lorenzo): a name of one
        # word found is said here; one of several (with ・) only when each of them is
        # found (スピリット・アイランド: two ordinary words, the name said nowhere)
        sure = [
            max(credit.values(), default=0.0) >= self.weights.sure_hit
            for con, credit in r.credits
            if (part := N.fold(con.typed)) and part in folded
        ]
        if sure and (all(sure) if several else any(sure)):
            return None
        return run

    def _board_game_word(self, typed: str) -> bool:
        """Whether the board-game lexicon has ``typed`` as one of its forms."""
        return bool(self.lexicon.lookup(N.fold(typed), by_stem=False, by_sound=False))

    def named_game(self, query_text: str, *, scope: int | None = None) -> str | None:
        """The game a question names, read as :meth:`search` reads it (None when it
        names none, or is unusable input)."""
        try:
            return query.named_game(self, query.clean(query_text), scope)
        except BadInput:
            return None

    def first(
        self, res: SearchResult, section_id: str, *, scope: int | None, why: str, sure: bool
    ) -> SearchResult:
        """``res`` with the section ``section_id`` (visible in ``scope``) first, taken
        from further down or added; ``sure``: answered alone. ``res`` unchanged when
        the section is not visible."""
        s = self.section(section_id, scope=scope)
        if s is None:
            return res
        rest = [m for m in res.matches if m.section.id != section_id]
        had = [m for m in res.matches if m.section.id == section_id]
        top = had[0] if had else Match(s, 100.0, why, self.alternates(s, scope=scope))
        top.why = why if not had else f"{why} · {top.why}" if top.why else why
        out = replace(res, matches=[top, *rest], meaning_only=res.meaning_only - {section_id})
        out.confident = sure or (res.confident and bool(res.matches) and res[0] is top)
        out.weak = False
        return out

    def _nearest(self, q: str, scope: int | None, game: str | None, limit: int) -> rank.Ranked:
        """The sections whose titles look most like the question, for a question
        nothing answers (a menu of them, never a single answer)."""
        ids = self.nearest(q, scope, game, limit)
        return rank.Ranked(
            [(i, round(10.0 * (len(ids) - k) / max(1, len(ids)), 1), "") for k, i in enumerate(ids)]
        )

    def _matches(
        self, r: rank.Ranked, scope: int | None, limit: int, alternates: bool
    ) -> SearchResult:
        out: list[Match] = []
        slots: list[tuple[int, float]] = []
        shown: set[int] = set()
        for i, score, why in r.items:
            if i in shown:
                continue
            s = self.sec(i)
            alts = self.alternates(s, scope=scope) if alternates else []
            for a in alts:
                j = self.slot_of(a.section.id)
                if j is not None:
                    shown.add(j)
            out.append(Match(s, score, why, alts))
            slots.append((i, score))
            shown.add(i)
            if len(out) >= limit:
                break
        return SearchResult(out, confident=rank.confident(self, slots, r, self.weights))

    def suggest(
        self, query_text: str, *, scope: int | None = None, game: str | None = None, limit: int = 5
    ) -> list[str]:
        """Nearest glossary terms and titles for a query that found nothing."""
        return complete.suggest(self, query_text, scope=scope, game=game, limit=limit)

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
        try:
            return complete.autocomplete(
                self,
                current,
                scope=scope,
                game=only_game,
                prefer_game=game,
                limit=min(limit, AUTOCOMPLETE_MAX),
            )
        except (BadInput, RulesError):
            return []
