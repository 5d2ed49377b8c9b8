"""The query side of the rules lookup: input hygiene, then a question split into
*concepts* (glossary terms, lexicon concepts, Japanese content words, leftover words),
each with the forms that may express it in any language. Pure.

A Japanese question is segmented by the morphological analyser, so particles and
inflections drop (``ドラフトは何回できる?`` -> ドラフト); its words reach English and
Italian text through loanword origins, the bridge dictionary and the lexicon."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from bot.engine.errors import BadInput
from bot.engine.rules import japanese as J
from bot.engine.rules import normalize as N
from bot.engine.rules import romaji as R
from bot.engine.rules.corpus import Corpus, loan_keys
from bot.engine.rules.lexicon import Concept as LexConcept
from bot.engine.rules.sound import sound_keys, strong_keys
from bot.engine.rules.wordnet import (
    MORE,
    english_bases,
    english_lemmas,
    italian_bases,
    italian_infinitives,
)

_CUT = frozenset({"助詞", "記号"})  # particles and stray kana, after a word (see _cut_short)
SLIP_NAME = 8  # a game's name read through one typing slip has this many letters or more

_CJK = r"\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff65-\uff9f"
# a Japanese run, with the digits written into it (2人プレイ, 1手番): a number counts
# in a phrase the lexicon or a glossary knows, else it is left to the Latin words
_CJK_RUN = re.compile(rf"[0-9]*[{_CJK}]+(?:[0-9]+[{_CJK}]+)*")
SID = re.compile(r"^\s*(?:§)?(s[0-9a-f]{10})\s*$")
# particles of a question typed in romaji ("ruuto no shihai kaado")
ROMAJI_PARTICLES = frozenset("no wa ga wo ni de to mo ka ya yo ne e o".split())
# ... and of one typed in romaji beside English words: from this many romaji words on
MIXED_ROMAJI = 2
_CAPITAL = re.compile(r"(?<![\w'])[A-Z][a-zA-Z]{3,}")  # a word written with a capital
# where a game's name before the question ends: a colon, or a dash between spaces
# ("Gloomhaven - how does ...")
_NAME_END = re.compile(r":|\s[-\u2013\u2014]\s")
_HIRAGANA = re.compile(r"[\u3041-\u3096\u30fc]+")
_KATA_NAME = re.compile(r"[\u30a1-\u30fa][\u30a1-\u30fc]{2,}")  # a katakana word (ー, ・ kept)
# a word and, in brackets after it, its reading or its name in another language
_GLOSSED = re.compile(r"([^\s()（）]+?)\s*[（(]\s*([^\s()（）、,，。…]+)\s*[)）]")
# the parts of speech of a romaji word read as no content (see _romaji_function_words)
_LIGHT_POS = frozenset({"動詞", "名詞", "助詞", "助動詞"})
# parts of speech a span of a Japanese question does not begin with
_GLUE = frozenset({"助詞", "助動詞", "補助記号", "記号", "空白"})
FUZZY_CUTOFF = 84.0
MAX_SPAN = 8  # words of a Japanese run tried together against the glossary
# the wordnet's parts of speech a Japanese word's English gloss is read in: a verb's
# as a verb, an adjective's as an adjective (a noun's in any: 移動 is a move and moving)
_WORDNET_POS = {"動詞": "v", "形容詞": "as"}
# a katakana word no dictionary knows, read as a Latin name of the summaries (ハッガ:
# Hagga): how near their sounds must be, how long its sound at least, names kept
NAME_CUTOFF = 75.0
NAME_MIN_SOUND = 4
MAX_NAMES = 3
KANA_FORM = 3  # kana, at least, of a kanji word's reading looked for as it is written
READ_AS = 2  # words with kanji a kana word is read as, at most (else it is too vague)
READINGS = 3  # words a romaji word may read as (the likeliest, then neighbours)
ITALIAN_PIVOT = 2  # English words an Italian word reaches Japanese through
RUN_ON = 8  # letters of a romaji word, at least, tried as words typed together
_ARTICLES = frozenset({"the", "a", "an"})  # before a gloss's word ("the end")
GAME_SENSES = 3  # words of a word's other senses its game says, at most, translated
JAPANESE_PIVOT = 4  # English words of an Italian word's senses its Japanese is looked for by
FAMILY = 2  # words of an English word's family (its verb's nouns, its noun's verbs) used
FIRST_SYNONYMS = 2  # English words sharing a word's first sense as their first, used
# the English words after which a word is a verb ("can I *refuse*", "who *owns*",
# "cost to *lift*"): its verb senses translate it, not its noun's (rifiutare, not
# rifiuto, garbage)
_BEFORE_VERB = frozenset(
    "i you we they he she who to can cannot must may might should could would will shall".split()
)


# the numbers players write as words, in English and Italian; a word or a digit reads
# as the others. Not one (*one*, *uno* are also a pronoun and an article), nor the
# Japanese numerals (一, 二 begin and end many words: 一度, 統一)
_NUMBER_WORDS = {
    n: tuple(words.split())
    for n, words in enumerate(
        [
            "two due",
            "three tre",
            "four quattro",
            "five cinque",
            "six sei",
            "seven sette",
            "eight otto",
            "nine nove",
            "ten dieci",
            "eleven undici",
            "twelve dodici",
        ],
        start=2,
    )
}
NUMBERS = {w: n for n, words in _NUMBER_WORDS.items() for w in (str(n), *words)}
_ORDINAL = re.compile(r"[0-9]{1,2}(?:st|nd|rd|th)")


@dataclass
class Concept:
    forms: list[str]  # folded strings, any of which expresses the concept
    weight: float
    why: str
    terms: list[int] = field(default_factory=list)  # glossary terms it names
    quality: float = 1.0  # 1.0 exact; a fuzzy (typo) match less
    literal: list[str] = field(default_factory=list)  # what the user typed (and stems)
    extra: list[str] = field(default_factory=list)  # lexicon and dictionary translations
    # forms of neighbouring concepts: those the lexicon says also answer it ("see"),
    # and, for a phrase, those of its single words; they count less than its own
    related: list[str] = field(default_factory=list)
    # loan and sound keys of the word (meet its katakana or Latin spelling: see
    # corpus.loan_keys)
    loans: tuple[str, ...] = ()
    # a glossary term's ordinary-word translations: for games without a glossary
    general: list[str] = field(default_factory=list)
    # a word looked at again only when nothing here says it surely: through its rarer
    # senses (a dictionary word), or as a typo of one (see fallback_forms)
    fallback: str = ""
    fallback_forms: list[str] | None = None  # computed on first need
    no_typo: bool = False  # a word of a question in romaji: not an English typo
    # the question's language (en, it) when its words clearly say it: a typo is read
    # first as a word of that language (see fallback_forms)
    typo_lang: str = ""
    more: tuple[str, ...] = ()  # French, Spanish, German forms wanted (summaries in them)
    # the languages (en, it) whose dictionary knows the word: in a text of those, what
    # it says is that word and its inflections, not the words it nearly spells
    # ("factory" is not "factions"); in another language's text a near spelling may be
    # its cognate (governor, governatore); typos and names match in part everywhere
    langs: frozenset[str] = frozenset()

    # the words of one heading phrase share a group (>= 0): read as one concept
    group: int = -1
    # a glossary term met only by its sound key ("atack": Attack, "vote is": Votes): a
    # guess, as a typo is, though its letters are not compared
    sounded: bool = False

    @property
    def known(self) -> bool:
        return bool(self.langs)

    @property
    def typed(self) -> str:
        """The question's word or phrase this concept reads (``why`` before what it
        was read as: "raod → road" is "raod")."""
        return self.why.split(" → ")[0]

    @property
    def term(self) -> int | None:
        return self.terms[0] if self.terms else None


@dataclass
class Query:
    raw: str
    folded: str
    game_hint: str | None = None
    # the game named only by a word of its name that is also an ordinary word
    # ("Europa"): likely, not certain; None when ``game_hint`` is given
    likely_game: str | None = None
    likely_word: str = ""  # the word of its name that made ``likely_game`` likely
    # the words before a colon or a dash when they name no game here, as typed
    # ("Gloomhaven", "7 wonders", "hand limit"): a game no summary covers if no
    # summary says them either (see RulesIndex._missing_name)
    colon_head: str | None = None
    phrases: list[str] = field(default_factory=list)
    concepts: list[Concept] = field(default_factory=list)
    romaji: bool = False  # typed in romaji (its words read as kana)


def clean(query: str | None) -> str:
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


def _add_form(forms: list[str], f: str) -> None:
    if f and f not in forms:
        forms.append(f)


class _Analyser:
    def __init__(self, corpus: Corpus, text: str, scope: int | None, game: str | None = None):
        self.c = corpus
        self.bridge = corpus.bridge
        q_main, phrases = N.split_quotes(text)
        q_main = N.unelide(q_main)
        self.unfolded = unicodedata.normalize("NFKC", q_main)
        self.q = Query(raw=text, folded=N.fold(q_main), phrases=[N.fold(p) for p in phrases])
        self.toks = N.words(self.q.folded)
        self.used = [False] * len(self.toks)
        self.scope = scope
        self.seen_terms: set[int] = set()
        # the one game whose glossary terms a word may be a typo of (the game the
        # question names, else the channel's); None: every game's
        self.game = game
        # words that are exactly another game's glossary forms (see term_hits)
        self.foreign: set[str] = set()
        # token -> the first token of the heading phrase it belongs to
        self.group: dict[int, int] = {}
        self.romaji = False  # the question is typed in romaji (see run)
        self.mixed = False  # ... or has romaji words around English ones (see run)
        self.language = ""  # "it" or "en": the language of its Latin words (see run)
        self._langs_of: dict[str, frozenset[str]] = {}  # see _dictionary_langs
        self._said: dict[int, bool] = {}  # see _said_elsewhere
        self._game_translated: bool | None = None  # see _translated_game
        # French, Spanish and German words are looked for only where a summary is
        # written in that language
        self.more = tuple(lang for lang in MORE if corpus.has_language(lang))
        self.names: dict[str, str] = {}  # folded katakana names of games -> slug
        # the words the user wrote with a capital (a name no dictionary knows is a name)
        self.capitals = {
            w for m in _CAPITAL.findall(self.unfolded) for w in N.words(N.fold(m)) if w.isalpha()
        }

    def term_hits(self, key: str) -> list[tuple[int, str]]:
        """Glossary terms one of whose forms is ``key``. A question about a game that
        has no glossary (a summary a server added) is not read through another
        game's glossary: its words stay plain words, with their stems, translations
        and cognates ("large buildings" asked in a Puerto Rico channel is not
        Hadrian's Wall's term; it is "large" and "buildings"). A game with a
        glossary would know the phrase if it were its own: there, another game's
        term still says the question is about that game."""
        hits = self.c.forms.get(key, [])
        if self.game is not None and hits and not self.c.has_glossary(self.game):
            mine = [h for h in hits if self.c.terms[h[0]].game == self.game]
            if not mine:
                # still a known word: not to be read as a typo of this game's terms
                self.foreign.update(key.split())
            hits = mine
        return hits

    def _ordinary(self, ws: list[str]) -> bool:
        """Whether every word of ``ws`` is an ordinary English or Italian word (a
        question in romaji has none: its words are read as kana)."""
        return not self.romaji and all(self.c.ordinary_word(w) for w in ws)

    def fuzzy_term(self, cands: list[str]) -> tuple[tuple[int, str], float] | None:
        """The glossary form nearest to one of ``cands`` (a typo), if close enough.
        Only the question's game's terms are tried: a word of a question about an
        unseen game is not a typo of a shipped game's term ("kouekiro" asked in a
        Catan channel is not Europa Universalis's "kokkyou")."""
        keys, terms = self.c.fuzzy_of(self.game)
        best: tuple[tuple[int, str], float] | None = None
        for cand in cands:
            r = process.extractOne(cand, keys, scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF)
            if r and (best is None or r[1] > best[1]):
                best = (terms[r[2]], r[1])
        return best

    # -- glossary terms
    def term_concept(self, ti: int, matched: str, quality: float) -> Concept:
        t = self.c.terms[ti]
        forms: list[str] = []
        mf = N.fold(matched)
        _add_form(forms, mf)  # what the user typed also counts, literally
        for f in [t.en, *t.ja, *t.it] or t.forms:
            _add_form(forms, N.fold(f))
        secs = self.c.term_sections[ti]
        target = self.c.sec(secs[0]).title if secs else (t.ja[0] if t.ja else t.en)
        why = matched if mf == N.fold(target) else f"{matched} → {target}"
        literal = [mf] if not N.has_cjk(mf) else [mf]
        return Concept(
            forms=forms, weight=quality, why=why, terms=[ti], quality=quality, literal=literal
        )

    def add_terms(
        self, hits: list[tuple[int, str]], matched: str, quality: float, surface: str = ""
    ) -> bool:
        """One concept for a matched span: the forms of every term it names. A
        Japanese span's ``surface`` (as typed, unfolded) finds its dictionary words."""
        best: Concept | None = None
        for ti, _form in hits:
            if ti in self.seen_terms:
                continue
            self.seen_terms.add(ti)
            c = self.term_concept(ti, matched, quality)
            if best is None:
                best = c
            else:
                for f in c.forms:
                    _add_form(best.forms, f)
                best.terms.append(ti)
        if best is not None:
            mf = N.fold(matched)
            self._lexicon_forms(best, mf)
            if quality >= 1.0 and not N.has_cjk(mf) and " " not in mf:
                # a shipped game's term that is also an ordinary word ("storm"): the
                # summaries of games without a glossary say that word in their
                # languages (tempesta); a game with one would have the term itself
                plain = Concept(forms=[mf], weight=best.weight, why=mf)
                self._word_bridges(plain, mf)
                best.general = [f for f in plain.extra if f not in best.extra]
            elif quality >= 1.0 and surface and self.bridge is not None:
                # a Japanese word a shipped game's glossary names (貴族: that game's
                # Patricians) is still an ordinary word in other games' summaries
                # (*noble*, *nobile*): its dictionary glosses, as neighbours (the
                # heading saying the word as typed still leads: 市場, not *mercato*)
                for f in self._glossed(surface):
                    if f not in best.extra and f not in best.forms:
                        _add_form(best.related, f)
            self.q.concepts.append(best)
            return True
        return any(ti in self.seen_terms for ti, _ in hits)

    def _lexicon_forms(self, c: Concept, phrase: str, *, own: bool = True) -> None:
        """The forms of the lexicon concepts ``phrase`` names: into ``c.extra`` when
        they are what the concept says (``own``), else (a single word of a longer
        phrase) into ``c.related``; the concepts they ``see`` always into
        ``c.related``."""
        found = self._lexicon_lookup(phrase)
        content = [word for word in phrase.split() if word not in N.STOPWORDS]
        if not found and " " in phrase and len(content) == 1:
            # "how do i win": the concepts of its one content word
            found = self._lexicon_lookup(content[0])
        for lc in found:
            for f in (*lc.forms, *lc.forms_in(self.more)) if self.more else lc.forms:
                if f not in c.extra:
                    _add_form(c.extra if own else c.related, f)
        for lc in found:  # the concepts that also answer it, after its own forms
            for rc in self.c.lexicon.related(lc):
                for f in (*rc.forms, *rc.forms_in(self.more)) if self.more else rc.forms:
                    if f not in c.extra:
                        _add_form(c.related, f)

    def _lexicon_lookup(self, phrase: str) -> list[LexConcept]:
        """The lexicon's concepts for a phrase of the question: outside a question
        typed in romaji, a word is not read by its romaji sound (Italian *hanno* is no
        *hannou*, 反応)."""
        return self.c.lexicon.lookup(phrase, by_sound=self.romaji)

    # -- steps
    def game_names(self) -> None:
        """A game's name inside the query ("pendragon raid") prefers that game: its
        name or a key of it, longest first (a first name found is kept); a name before
        a colon ("brass: ...", "crew game: ...") by one of its words; a katakana or
        romaji spelling of a Latin name (スピリットアイランド, "burasu")."""
        toks, used = self.toks, self.used
        gk = self.c.game_keys(self.scope)

        def found(slug: str, win: Iterable[int]) -> None:
            if self.q.game_hint is None:
                self.q.game_hint = slug
            for i in win:
                used[i] = True

        for n in (4, 3, 2, 1):
            for s in range(len(toks) - n + 1):
                win = range(s, s + n)
                if any(used[i] for i in win):
                    continue
                slug = gk.get(" ".join(toks[i] for i in win))
                if slug and len(toks) > n:
                    found(slug, win)
        for i, w in enumerate(toks):
            if N.has_cjk(w) and not used[i]:
                for key, slug in gk.items():
                    if N.has_cjk(key) and key in w and len(w) > len(key):
                        found(slug, ())
                        toks[i] = w.replace(key, " ").strip() or w
        if self.q.game_hint is None:
            self._colon_name()
        if self.q.game_hint is None:
            self._sounded_name()
        if self.q.game_hint is None:
            self._slipped_name()
        if self.q.game_hint is None and len(toks) > 1:
            weak = self.c.weak_game_keys(self.scope)
            for i, w in enumerate(toks):
                if not used[i] and w in weak:
                    self.q.likely_game, self.q.likely_word = weak[w], w
                    used[i] = True  # the game's name, not a word asked about
                    break

    def _slipped_name(self) -> None:
        """A game's name (of eight letters or more) typed with one slip, a letter left
        out, added, changed or two swapped, in a word no dictionary nor summary here
        knows ("vegas showdwon"): that game, as its name would be read (a slip's word
        is no unknown game's name); every other word of the name as written."""
        toks, used = self.toks, self.used
        odd = {i for i, w in enumerate(toks) if not used[i] and self._no_word(w)}
        if not odd:
            return
        gk = self.c.game_keys(self.scope)
        keys = [k for k in gk if len(k) >= SLIP_NAME and not N.has_cjk(k)]
        for n in (4, 3, 2, 1):
            for s in range(len(toks) - n + 1):
                win = range(s, s + n)
                if len(toks) <= n or any(used[i] for i in win) or odd.isdisjoint(win):
                    continue
                hit = process.extractOne(
                    " ".join(toks[i] for i in win), keys, scorer=OSA.distance, score_cutoff=1
                )
                if hit is None or len(hit[0].split()) != n:
                    continue
                if any(toks[i] != hit[0].split()[k] for k, i in enumerate(win) if i not in odd):
                    continue  # the slip is in a word no one knows, not in a word of the name
                self.q.game_hint = gk[hit[0]]
                for i in win:
                    used[i] = True
                return

    def _no_word(self, w: str) -> bool:
        """Whether a Latin word of five letters or more is one no dictionary, the
        board-game lexicon nor a summary here knows (a slip, or a name)."""
        wn = self.c.wordnet
        return (
            len(w) >= 5
            and w.isascii()
            and w.isalpha()
            and not (wn is not None and wn.knows(w))
            and not self.c.lexicon.lookup(w)
            and not self.c.says(w, self.scope)
        )

    def _colon_name(self) -> None:
        """ "brass: can I ..." names Brass: Birmingham by a word of its name (of four
        letters or more) before the colon, when that word names one game only."""
        m = _NAME_END.search(self.unfolded)
        if m is None or m.start() > 40:
            return
        head = self.unfolded[: m.start()]
        words = [w for w in N.words(N.fold(head)) if len(w) >= 4 and w not in N.STOPWORDS]
        hits: set[str] = set()
        for slug in self.c.games(self.scope):
            names = [slug.replace("-", " "), *map(str, self.c.names_of(slug, self.scope).values())]
            own = {w for name in names for w in N.words(N.fold(name))}
            if any(w in own for w in words):
                hits.add(slug)
        if not hits:
            self.q.colon_head = head.strip() or None
        if len(hits) == 1:
            self.q.game_hint = hits.pop()
            n = len(N.words(N.fold(head)))
            for i in range(min(n, len(self.used))):
                self.used[i] = True

    def _sounded_name(self) -> None:
        """A game's Latin name written in katakana, or in romaji (words no dictionary
        knows), by the sound of its consonants."""
        toks = self.toks
        wn = self.c.wordnet
        for run in _KATA_NAME.findall(self.unfolded):
            folded = N.fold(run)
            if self.c.lexicon.lookup(folded) or (wn is not None and wn.knows(folded, ("ja",))):
                continue  # a loanword (アクション), not a name that sounds alike (Carcassonne)
            slug = self.c.game_by_sound(run, self.scope)
            if slug and not self.c.kana_word_elsewhere(run, slug, self.scope):
                self.q.game_hint = slug
                self.names[folded] = slug  # not also a word of the question
                return
        # a katakana name spelled out exactly, anywhere in the question, before one
        # that only sounds like a name: the longer run a sound meets may take a word
        # of the question with it ("buruumu saabisu hikiwake", ブルームサービス: not
        # the tie asked about, play-test 22, finding 5)
        for by_sound in (False, True):
            for n in (4, 3, 2, 1):
                for s in range(len(toks) - n + 1):
                    if self._romaji_name(range(s, s + n), by_sound):
                        return

    def _romaji_name(self, win: range, by_sound: bool) -> bool:
        """Whether the words ``win`` of the question, in romaji (long vowels written
        with a macron or a circumflex, doubled, or not at all: "burūmu sābisu"), spell
        a game's katakana name (``by_sound``: or sound like its Latin name); the
        game is the question's then."""
        toks, used, wn = self.toks, self.used, self.c.wordnet
        ws = [toks[i] for i in win]
        if any(used[i] or N.has_cjk(x) or not x.isalpha() for i, x in zip(win, ws, strict=True)):
            return False
        ws = [R.plain(x) for x in ws]
        # a katakana name spells its linking words ("faia in za reiku")
        if not all(x and N.is_romaji(x) for x in ws) or any(
            x in N.STOPWORDS or x in ROMAJI_PARTICLES for x in (ws[0], ws[-1])
        ):
            return False
        # a word (an English word the dictionary glosses: "everyone" reads as romaji
        # and sounds like Avalon; one spelling a Japanese word) is no name; beside a
        # word no dictionary knows it may be one of its words ("raijingu san": Rising
        # Sun)
        kata = N.romaji_to_katakana("".join(ws))
        if not by_sound:
            # a katakana name spelled out is a name, though its sounds may spell a
            # word too ("hiito": ヒート, and ひと without its long mark)
            slug = self.c.game_by_kana(kata, self.scope) if kata else None
        elif any(x in N.STOPWORDS or x in ROMAJI_PARTICLES for x in ws[1:-1]):
            return False  # by its sounds, a name holds no particle ("... san no shio")
        elif all(
            (wn is not None and wn.knows(x))
            or (self.bridge is not None and bool(self.bridge.japanese(x)))
            or (len(ws) == 1 and self._native_word(x))
            for x in ws
        ):
            return False
        else:
            slug = self.c.game_by_sound("".join(ws), self.scope)
            if slug and kata and self.c.kana_word_elsewhere(kata, slug, self.scope):
                slug = None
        if not slug:
            return False
        self.q.game_hint = slug
        for i in win:
            used[i] = True
        return True

    def _native_word(self, w: str) -> bool:
        """Whether romaji ``w`` spells a Japanese word in kana that the dictionary
        knows ("keisan" けいさん, "shouri" しょうり): a word of the question, no name."""
        kata = N.romaji_to_katakana(w)
        if not kata or self.bridge is None:
            return False
        return bool(self.bridge.english(N.kata_to_hira(kata).replace("ー", "")))

    def latin_phrases(self, stop: frozenset[str]) -> None:
        """Exact multi-word glossary forms and lexicon phrases over Latin tokens,
        longest first: a phrase the lexicon knows ("worker placement") is read whole
        before a glossary term takes one of its words ("worker")."""
        for n in (4, 3, 2, 1):
            self._glossary_phrases(n, stop)
            if 1 < n <= self.c.lexicon.max_words:
                self._lexicon_phrases(n, stop)

    def _glossary_phrases(self, n: int, stop: frozenset[str]) -> None:
        toks, used = self.toks, self.used
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
            if len(rk) >= 4 and not self.c.lexicon.lookup(phrase) and not self._ordinary(ws):
                # a general word the lexicon or a dictionary knows is that word, not a
                # term it sounds like ("bird" sounds as the alias "bild" of a game's
                # "Build", Italian "corpo" as "colpo")
                keys.append("~" + rk)
            for k in keys:
                hits = self.term_hits(k)
                if hits:
                    had = len(self.q.concepts)
                    self.add_terms(hits, phrase, 1.0)
                    if k.startswith("~") and len(self.q.concepts) > had:
                        self.q.concepts[-1].sounded = True
                    for i in win:
                        used[i] = True
                    break

    def _lexicon_phrases(self, n: int, stop: frozenset[str]) -> None:
        """Lexicon phrases of ``n`` words ("turn order", "fine partita")."""
        toks, used = self.toks, self.used
        for s in range(len(toks) - n + 1):
            win = list(range(s, s + n))
            if any(used[i] or N.has_cjk(toks[i]) for i in win):
                continue
            phrase = " ".join(toks[i] for i in win)
            if all(toks[i] in stop for i in win) or not self.c.lexicon.lookup(phrase):
                continue
            c = Concept(forms=[phrase], weight=0.8, why=phrase, literal=[phrase])
            self._lexicon_forms(c, phrase)
            for i in win:  # "place a tile" is also about placing, and about tiles
                if toks[i] not in stop:
                    self._lexicon_forms(c, toks[i], own=False)
            self.q.concepts.append(c)
            for i in win:
                used[i] = True

    def dictionary_phrases(self, stop: frozenset[str]) -> None:
        """Several words the wordnets know as one ("colpo di stato", "card game") are
        one concept, with that phrase's translations (coup, クーデター)."""
        wn = self.c.wordnet
        if wn is None:
            return
        toks, used = self.toks, self.used
        for n in (3, 2):
            for s in range(len(toks) - n + 1):
                win = range(s, s + n)
                ws = [toks[i] for i in win]
                if any(used[i] or N.has_cjk(x) for i, x in zip(win, ws, strict=True)):
                    continue
                if ws[0] in stop or ws[-1] in stop:
                    continue
                phrase = " ".join(ws)
                langs = [lang for lang in ("it", "en") if wn.concepts(phrase, lang)]
                if not langs:
                    continue
                c = Concept(forms=[phrase], weight=0.8, why=phrase, literal=[phrase])
                for src in langs:
                    for dst in ("en", "it", *self.more, "ja"):
                        if dst != src:
                            for f in wn.translate(phrase, src, dst, limit=3):
                                _add_form(c.extra, f)
                if self.bridge is not None:
                    for en in [phrase] if "en" in langs else wn.translate(phrase, "it", "en"):
                        for j in self.bridge.japanese(en)[:2]:
                            _add_form(c.extra, j)
                self._lexicon_forms(c, phrase)
                self.q.concepts.append(c)
                for i in win:
                    used[i] = True

    def heading_phrases(self, stop: frozenset[str]) -> None:
        """Neighbouring words that a heading holds together ("iron court", "starting
        cards") name one thing: their concepts form a group that :mod:`.rank` reads
        as one concept (each word keeps its translations)."""
        toks, used = self.toks, self.used
        for n in (3, 2):
            for s in range(len(toks) - n + 1):
                win = range(s, s + n)
                if any(
                    used[i] or N.has_cjk(toks[i]) or toks[i] in stop or i in self.group for i in win
                ):
                    continue
                if self.c.titles_holding(" ".join(toks[i] for i in win), self.scope):
                    for i in win:
                        self.group[i] = s

    def fuzzy_latin(self, stop: frozenset[str]) -> None:
        """Fuzzy glossary matching for what is left (typos, romaji, near-English)."""
        toks, used = self.toks, self.used
        for n in (2, 1):
            for s in range(len(toks) - n + 1):
                win = list(range(s, s + n))
                if any(used[i] for i in win):
                    continue
                ws = [toks[i] for i in win]
                if any(w in stop or w in self.foreign for w in ws):
                    continue
                phrase = " ".join(ws)
                if len(phrase.replace(" ", "")) < 4:
                    continue
                if n == 1 and self.c.lexicon.lookup(phrase):
                    continue  # a known general word: not a typo of a game's term
                if n == 1 and self.c.bridge is not None and self.c.bridge.japanese(phrase):
                    continue  # an English word the dictionary knows ("types" is no "ties")
                if self._ordinary(ws):
                    continue  # an Italian or English word ("finito" is no "feat")
                if self.romaji and all(self._reads(x) for x in ws):
                    continue  # Japanese words in romaji (ushiro, 後ろ, is no shiro, 城)
                cands = [phrase]
                rk = N.roma_key(phrase)
                if len(rk) >= 4:
                    cands.append("~" + rk)
                best = self.fuzzy_term(cands)
                if best:
                    self.add_terms([best[0]], phrase, best[1] / 100.0)
                    for i in win:
                        used[i] = True

    def cjk_words(self) -> None:
        """Japanese text, segmented by the analyser: particles, auxiliaries and light
        verbs drop; the longest runs of content words that spell a glossary form (or
        a game's name) become terms; every other content word is a concept."""
        for i, w in enumerate(self.toks):
            if N.has_cjk(w):
                self.used[i] = True
        gk = self.c.game_keys(self.scope)
        for run in _CJK_RUN.findall(self.unfolded):
            toks = [t for t in J.words(run) if t.surface not in ("・", "･")]
            folded = [N.fold(t.surface) for t in toks]
            p = 0
            while p < len(toks):
                if toks[p].pos in _GLUE:  # a span begins with a word, not a particle
                    p += 1
                    continue
                for q in range(min(len(toks), p + MAX_SPAN), p, -1):
                    if not any(t.content for t in toks[p:q]):
                        continue
                    span = "".join(folded[p:q])
                    slug = gk.get(span)
                    if slug and N.has_cjk(span) or span in self.names:
                        if self.q.game_hint is None:
                            self.q.game_hint = slug or self.names[span]
                        break
                    hits = self.term_hits(span)
                    if hits and (len(span) > 1 or len(toks) == 1):
                        self.add_terms(hits, span, 1.0, "".join(t.surface for t in toks[p:q]))
                        self._digits_used(folded[p:q])
                        break
                    if q - p >= 2 and self.lexicon_span(toks[p:q], folded[p:q]):
                        self._digits_used(folded[p:q])
                        break
                else:
                    q = p + 1
                    compound = self.compound(toks, p)
                    if compound is not None:
                        q = p + len(compound[1])
                        self.word_concept(compound[0], alone=False)
                    elif toks[p].content and not folded[p].isdigit():
                        # a noun counted by 何 is what the question asks about
                        # (何点: how many points), though it is one character
                        counted = p > 0 and toks[p - 1].surface == "何"
                        self.word_concept(
                            toks[p], alone=len(toks) == 1 or counted, typed=_inflected(toks, p)
                        )
                p = q

    def compound(self, toks: list[J.Token], p: int) -> tuple[J.Token, list[J.Token]] | None:
        """Kanji nouns the analyser cut apart that the dictionary knows as one word
        (目的地 destination, not 目的 objective + 地): that word, and its parts."""
        if self.bridge is None:
            return None
        for q in range(min(len(toks), p + 3), p + 1, -1):
            parts = toks[p:q]
            if not all(N.needs_kanji(t.surface) for t in parts) or not all(
                t.pos == "名詞" or k and t.pos == "接尾辞" for k, t in enumerate(parts)
            ):
                continue  # nouns, or a noun and its suffix (保安 + 官: 保安官, sheriff)
            surface = "".join(t.surface for t in parts)
            if self.bridge.english(surface):
                reading = "".join(t.reading for t in parts)
                return J.Token(surface, surface, reading, "名詞", ""), parts
        return None

    def _digits_used(self, folded: list[str]) -> None:
        """The numbers of a Japanese span that became a concept are not also Latin
        leftovers."""
        for f in folded:
            if f.isdigit():
                for i, w in enumerate(self.toks):
                    if w == f and not self.used[i]:
                        self.used[i] = True
                        break

    def lexicon_span(self, toks: list[J.Token], folded: list[str]) -> bool:
        """Several words the lexicon knows together (ゲームの終了条件 -> end-trigger, with
        or without their particles) become one concept, as Latin phrases do."""
        whole = "".join(folded)
        bare = "".join(f for t, f in zip(toks, folded, strict=True) if t.content)
        for phrase in dict.fromkeys((whole, bare)):
            if len(phrase) < 3 or not self.c.lexicon.lookup(phrase):
                continue
            why = "".join(t.surface for t in toks)
            c = Concept(forms=[phrase], weight=0.8, why=why, literal=[phrase])
            if bare != phrase:
                _add_form(c.forms, bare)
            self._lexicon_forms(c, phrase)
            for t in toks:  # 得点計算 (final scoring) is about 得点 (scoring) too
                if t.content:
                    self._lexicon_forms(c, N.fold(t.lemma), own=False)
                    self._lexicon_forms(c, N.fold(t.surface), own=False)
            self.q.concepts.append(c)
            return True
        return False

    def word_concept(self, tok: J.Token, *, alone: bool, typed: str = "") -> None:
        """The concept of one Japanese word; ``typed`` is how the question wrote it
        when that is more than the word's own surface (a verb with its ending,
        見つかったら, which a note quotes rather than the stem 見つかっ)."""
        surface = N.fold(tok.surface)
        if (
            len(surface) < 2
            and not tok.origin
            and not alone
            and not (N.needs_kanji(surface) and self.c.lexicon.lookup(surface))
            and not self._kanji_noun(tok)
        ):
            return  # a lone kana or counter next to real words (not 船, a word)
        rk = N.roma_key(surface) if len(surface) >= 3 and not N.needs_kanji(surface) else ""
        # a katakana word: a typo of the question's game's glossary term? (without a
        # game, more likely a name of a game no glossary covers: エバーデイル)
        if len(rk) >= 5 and self.game:
            best = self.fuzzy_term(["~" + rk])
            if best:
                self.add_terms([best[0]], surface, best[1] / 100.0)
                return
        c = Concept(forms=[surface], weight=0.6, why=typed or tok.surface, literal=[surface])
        lemma = N.fold(tok.lemma)
        for f in (N.fold(tok.spelled), lemma) if tok.spelled else (lemma,):
            if N.has_cjk(f) and len(f) >= 2:
                _add_form(c.forms, f)
                _add_form(c.literal, f)
        self._lexicon_forms(c, surface)
        self._lexicon_forms(c, lemma)
        self._other_script(c, tok, surface)
        if tok.origin:
            _add_form(c.extra, tok.origin)
            c.loans = loan_keys(tok.origin)
            # and in the other languages (アイテム: item -> oggetto, objet)
            for f in self._romance_of(tok.origin)[:4]:
                _add_form(c.extra, f)
            # a loanword's English says it in the lexicon's other languages too
            # (ボーナスカード: bonus card -> carte bonus)
            self._lexicon_forms(c, tok.origin)
            if " " in tok.origin:
                for part in tok.origin.split():
                    if part not in N.STOPWORDS:
                        self._lexicon_forms(c, part, own=False)
        elif not N.needs_kanji(surface):
            c.loans = loan_keys(surface)
        glosses = []
        if self.bridge is not None:
            # the word as spelled first: 撃つ is *shoot*, its lemma 打つ *hit*; a word's
            # phrases' words (持てる, *be able*: able) after any form's own glosses
            for phrased in (False, True):
                glosses = (
                    tok.spelled
                    and self._english(tok.spelled, phrased=phrased)
                    or self._english(tok.lemma, phrased=phrased)
                    or self._english(tok.surface, phrased=phrased)
                )
                if glosses:
                    break
        wn = self.c.wordnet
        if wn is not None:
            # the open wordnets' own Japanese words (Wiktionary's) reach both languages,
            # through the senses JMdict's glosses agree with first
            for lang in ("en", "it", *self.more):
                for f in wn.translate_agreeing(tok.spelled or tok.lemma, "ja", lang, glosses):
                    _add_form(c.extra, f)
        if (
            not glosses
            and N.is_katakana(tok.surface)
            and (not c.extra or tok.origin and not (wn is not None and wn.knows(tok.origin)))
        ):
            # no dictionary knows it (nor the name UniDic gives as its origin: ベン,
            # "Benn"): a name (ハッガ, ベン), which a Latin summary spells
            names = self._latin_names(tok.surface)
            for f in names:
                _add_form(c.extra, f)
            if not names and not c.extra and self.bridge is not None:
                glosses = self._kana_slip(tok.surface)
        if self.bridge is not None:
            pos = _WORDNET_POS.get(tok.pos, "")
            for k, g in enumerate(glosses):
                _add_form(c.extra, g)
                # 修道院 -> monastery -> monastero: the first gloss's as translations,
                # the others' as neighbours (a pivot's fan-out weighted, not flat); a
                # passive gloss through its verb (捕まる "be arrested": *arrest*, so
                # *catturare*; "be found": *find*, not the verb *found*)
                for cg in self._romance_of(self._passive_verb(g) or g, pos):
                    _add_form(c.extra if k == 0 else c.related, cg)
                head = g.split()[-1] if g.count(" ") == 1 else ""
                if len(head) >= 5 and head not in N.STOPWORDS:
                    # 気温 "air temperature": a text says "temperature"
                    _add_form(c.related, head)
                    self._lexicon_forms(c, head, own=False)
        self.q.concepts.append(c)

    def _passive_verb(self, gloss: str) -> str:
        """The verb of a passive gloss of one participle ("be caught": *catch*, "be
        found": *find*), the first of its dictionary forms the wordnet knows; "" for
        any other gloss."""
        part = gloss[3:] if gloss.startswith("be ") else ""
        if not part or " " in part or self.c.wordnet is None:
            return ""
        wn = self.c.wordnet
        return next((v for v in english_lemmas(part) if wn.knows(v, ("en",))), "")

    def _other_script(self, c: Concept, tok: J.Token, surface: str) -> None:
        """The same word in the other script, as a summary may write it: a word with
        kanji in kana (間違え: まちがえ, its reading; 勝ち負け: かちまけ), a neighbour of
        its own forms (a kana string says less than kanji do; ``KANA_FORM`` kana at
        least); a kana word the analyser knows no kanji of (its lemma in kana) as the
        words with kanji whose dictionary reading its lemma is, when they are few
        (``READ_AS`` at most: more, and the reading says too little)."""
        if self.bridge is None:
            return
        if N.needs_kanji(surface):
            for r in (tok.reading, *self.bridge.readings(tok.spelled or tok.lemma)[:1]):
                f = N.fold(r)
                if len(f) >= KANA_FORM and not N.needs_kanji(f):
                    _add_form(c.related, f)
            return
        lemma = tok.lemma
        if len(lemma) < KANA_FORM or not _HIRAGANA.fullmatch(lemma):
            return
        read = self.bridge.by_reading(R.kana_spelled(lemma), limit=READ_AS + 1)
        kanji = [ja for v, ja in read if v >= 1.0 and N.needs_kanji(ja)]
        if 0 < len(kanji) <= READ_AS:
            for ja in kanji:
                _add_form(c.extra, N.fold(ja))

    def _kanji_noun(self, tok: J.Token) -> bool:
        """Whether a word of one kanji is a noun the dictionary knows (斧, axe; 店,
        shop): a word of the question, though it is one character; not a counter
        (枚, 点), an adverbial noun (前, 上) or a light word (事, 方)."""
        return (
            tok.common
            and tok.content
            and N.needs_kanji(tok.surface)
            and self.bridge is not None
            and bool(self.bridge.english(tok.surface))
        )

    def _kana_slip(self, kata: str) -> list[str]:
        """The glosses of the word a katakana word no dictionary knows nor names was
        meant as, when it lacks one long mark or small ッ (スキルカド: スキルカード;
        マーケト: マーケット): of the spellings so mended that the dictionary knows,
        the commonest; none for a word of fewer than three kana."""
        assert self.bridge is not None
        if len(kata) < 3:
            return []
        best: tuple[int, str] | None = None
        for i in range(1, len(kata) + 1):
            for mark in "ーッ":
                if mark == "ッ" and i == len(kata):
                    continue
                mended = kata[:i] + mark + kata[i:]
                if self.bridge.english(mended):
                    z = self.bridge.zipf(mended)
                    if best is None or z > best[0]:
                        best = (z, mended)
        return self._english(best[1]) if best else []

    def _glossed(self, ja: str) -> list[str]:
        """A Japanese word's English glosses (of its dictionary form too: 戦った,
        戦う) and the first gloss's Italian and French."""
        glosses = self._english(ja)
        if not glosses:
            toks = J.words(ja)
            if len(toks) == 1:
                glosses = self._english(toks[0].lemma)
        out = list(glosses)
        for f in self._romance_of(glosses[0]) if glosses else ():
            _add_form(out, f)
        return out

    def _english(self, ja: str, *, phrased: bool = True) -> list[str]:
        """A Japanese word's English glosses, a gloss of one word after an article
        read as that word (終わり "the end": *end*, and so *fine*; 投げ "a throw":
        *throw*), as the other languages' words and a text's words are met (with
        ``phrased`` False, not its phrases' words: see :meth:`.Bridge.english`)."""
        assert self.bridge is not None
        out: list[str] = []
        for g in self.bridge.english(ja, phrased=phrased):
            _add_form(out, _bare_gloss(g))
        return out

    def _latin_names(self, kata: str) -> list[str]:
        """The Latin-script names (words no dictionary knows, or capitalised) of the
        question's game, else of the games visible here, that the katakana word
        ``kata`` sounds like (ハッガ: hagga; ヴァガボント: vagabondo): best first."""
        sound = N.name_sound(kata)
        found: list[tuple[float, str]] = []
        games = [self.game] if self.game else self.c.games(self.scope)
        for game in games if len(sound) >= NAME_MIN_SOUND else ():
            pairs = self.c.name_words(game, self.scope)
            keys = [k for k, _w in pairs]
            for k, score, at in process.extract(
                sound, keys, scorer=fuzz.ratio, score_cutoff=NAME_CUTOFF, limit=3
            ):
                if k[0] == sound[0]:  # a name is not misheard from its first sound
                    found.append((score, pairs[at][1]))
        if not found:
            # a short name (ドク: Doc) or one the fuzzy key misses (ジャンゴ: Django): a
            # heading's capitalised word with its sound key
            for game in games:
                names = self.c.title_names(game, self.scope)
                for k in sound_keys(kata):
                    found += [(100.0, f) for f in names.get(k, ())]
        found.sort(key=lambda x: -x[0])
        return list(dict.fromkeys(w for _s, w in found))[:MAX_NAMES]

    def leftovers(self, stop: frozenset[str]) -> None:
        for i, w in enumerate(self.toks):
            if self.used[i] or w in stop or (len(w) < 2 and not w.isdigit()):
                continue
            forms = [w, *N.stems(w)]
            c = Concept(forms=list(forms), weight=0.6, why=w, literal=list(forms))
            self._lexicon_forms(c, w)
            if len(w) >= 4:
                c.loans = loan_keys(w)
            self._word_bridges(c, w, self._verb_slot(i))
            if w in self.capitals and not c.known and not c.extra and not self.romaji:
                # a name (no dictionary knows it, written with a capital): it does not
                # inflect, so a section saying a word it begins like is no answer
                # ("Cascadia" is not "cascade"), and none saying it leaves it unanswered
                c.forms, c.literal = [w], [w]
            if not self.romaji and not c.known and len(w) >= 5:
                self._sounded_kana(w, c)
            if (self.romaji or self.mixed) and self._read_as_romaji(c, w):
                self._romaji_forms(c, w)
            elif self.romaji and self.bridge is not None:
                self._romaji_neighbour(c, w)
            c.group = self.group.get(i, -1)
            self.q.concepts.append(c)

    def _verb_slot(self, i: int) -> str:
        """The part of speech "v" when the question's ``i``-th word stands where
        English puts a verb (after a subject, a modal or "to"): its English senses as a
        verb come first."""
        return "v" if i > 0 and self.toks[i - 1] in _BEFORE_VERB else ""

    def _sounded_kana(self, w: str, c: Concept) -> None:
        """A Latin word no dictionary knows, a name ("Gravehold"), that a Japanese
        summary spells in katakana (グレイブホールド), met by sound: the katakana words
        of the question's game, else of the games visible here, with its sound key."""
        if not w.isalpha() or self.c.lexicon.lookup(w):
            return  # a board-game word ("bird") is that word, not a name it sounds like
        if self.bridge is not None and self.bridge.japanese(w):
            return
        keys = strong_keys(w)
        for game in [self.game] if self.game else self.c.games(self.scope):
            table = self.c.kana_sounds(game, self.scope)
            for k in keys:
                for f in table.get(k, ()):
                    _add_form(c.extra, f)

    def _romaji_forms(self, c: Concept, w: str, *, typed: bool = True) -> None:
        """A word of a question typed in romaji, read as the Japanese it spells
        ("kaado" カード, "tefuda" 手札): its kana; the words whose dictionary reading
        it spells (see :meth:`_reading_forms`); the analyser's words of its hiragana;
        with their English and what that is in the other languages. Not ``typed``: a
        piece of a word cut by its spelled key, whose long vowels are no longer as
        typed."""
        w = R.plain(w)
        kata = N.romaji_to_katakana(w) or N.romaji_to_katakana(R.spelled(w))  # (johzohsho)
        if not kata:
            w = self._romaji_slip(w)
            kata = N.romaji_to_katakana(w)
        if not kata:
            return
        hira = N.kata_to_hira(kata).replace("ー", "")
        _add_form(c.extra, N.fold(kata))
        if self.bridge is None:
            return
        glosses = self._english(kata) or self._english(hira)
        read = self._reading_forms(c, w, typed=typed)
        if read:
            glosses = []  # the likeliest word's English is in already
        # the analyser's words of its hiragana: an inflected verb (erabikata: 選ぶ,
        # choose), which no reading spells; beside a reading, only a word that
        # begins it (tasuku is no た + 空く)
        parts = J.words(hira)
        toks = [t for t in parts if t.content and N.needs_kanji(t.lemma)]
        if not read and not glosses and _cut_short(parts):
            # a word and particles the word's letters do not spell ("sendeni": 箋 で に):
            # a slip of a word a reading spells ("senden", 宣伝), when one is
            mended = self._romaji_slip(w) if len(w) >= 5 else ""
            if mended and self._reading_forms(c, mended):
                return
        if not read and not glosses or read and len(toks) == 1 and parts[0] is toks[0]:
            for tok in toks:
                _add_form(c.extra, N.fold(tok.lemma))
                glosses += self._english(tok.lemma)
        for g in glosses[:2]:
            _add_form(c.extra, g)
            for f in [*self._romance_of(g)[:3], *self.bridge.japanese(g)[:2]]:
                _add_form(c.extra, f)

    def _romaji_slip(self, w: str) -> str:
        """The word a romaji word that spells no kana was meant as, one typing slip
        away: a vowel left out ("nagsu", *nagasu*), else two letters swapped ("dekriu",
        *dekiru*), else a letter too many; of the spellings of the first such slip that
        spell kana, the one whose reading the dictionary's commonest word has ("" when
        none). Phone typing drops a vowel most often: a shorter word read by leaving a
        letter out is a last guess (*gishki* is *gishiki*, not *gishi*)."""
        if self.bridge is None or len(w) < 3 or not w.isascii() or not w.isalpha():
            return ""
        n = len(w)
        slips = (
            [w[:k] + v + w[k:] for k in range(n + 1) for v in "aiueo"],  # a vowel left out
            [w[:k] + w[k + 1] + w[k] + w[k + 2 :] for k in range(n - 1)],  # two swapped
            [w[:k] + w[k + 1 :] for k in range(n)],  # a letter too many
        )
        for cands in slips:
            best, score = "", 0.0
            for cand in cands:
                if len(cand) >= 3 and N.romaji_to_katakana(cand):
                    v = self.bridge.reads(R.spelled(cand))
                    if v > score:
                        best, score = cand, v
            if best:
                return best
        return ""

    def _read_as_romaji(self, c: Concept, w: str) -> bool:
        """Whether a word of a question typed in romaji (or in romaji around English
        words) is read as the Japanese it spells: a word no dictionary knows, in a
        question all romaji; in either, one that spells a dictionary reading and that
        the English or Italian dictionary knows only as another word's inflection
        (*tori*, 鳥, is no plural of Italian *toro*; *keisan*, 計算, beside "score"
        and "tile"). Such a word's English and Italian readings then count as
        neighbours only, and it is no typo."""
        if not c.known:
            return self.romaji or self._reads(w)
        wn = self.c.wordnet
        if wn is None or wn.knows(w) or not self._reads(w):
            return False
        c.related += [f for f in c.extra if f not in c.related]
        c.extra, c.langs, c.no_typo = [], frozenset(), True
        return True

    def _reads(self, w: str) -> bool:
        """Whether romaji ``w`` spells a dictionary word's reading (of 3 letters
        or more)."""
        key = R.spelled(w)
        return self.bridge is not None and len(key) >= 3 and self.bridge.reads(key) > 0

    def _romaji_neighbour(self, c: Concept, w: str) -> None:
        """A word of a question typed in romaji that is also an English or Italian
        word ("dare": 誰, who, or Italian *dare*, to give): the word its spelling
        reads as, with its first English, as a neighbour (it counts less)."""
        assert self.bridge is not None
        key = R.spelled(w)
        found = self.bridge.by_reading(key, limit=1, typed=w) if len(key) >= 4 else []
        for v, ja in found:
            if v == 1.0 and not _HIRAGANA.fullmatch(ja):
                _add_form(c.related, N.fold(ja))
                for g in self._english(ja)[:1]:
                    _add_form(c.related, g)

    def _reading_forms(self, c: Concept, w: str, *, typed: bool = True) -> bool:
        """The words whose JMdict reading a romaji word spells, in any system and
        with or without its long vowels (:meth:`.Bridge.by_reading`): the likeliest
        (a spelled reading before a loose one, then the commoner word) with its
        English and that English in the other languages, as translations; the
        others, each with its first English, as neighbours, which count less (*kou*
        may be 高, 口, 公 ...: weighted, not guessed once). False when it spells none."""
        assert self.bridge is not None
        key = R.spelled(w)
        if len(key) < 3:
            return False
        cands = [
            (v, ja)
            for v, ja in self.bridge.by_reading(key, limit=READINGS, typed=w if typed else "")
            if not _HIRAGANA.fullmatch(ja)  # the kana of a word written in kanji
        ]
        if not cands:
            return False
        for n, (_v, ja) in enumerate(cands):
            if n and len(ja) < 2:
                continue  # one kanji of several readings: in too many texts to tell
            into = c.extra if n == 0 else c.related
            _add_form(into, N.fold(ja))
            for g in self._english(ja)[: 2 if n == 0 else 1]:
                _add_form(into, g)
                if n == 0:
                    for f in self._romance_of(g)[:3]:
                        _add_form(c.extra, f)
        return True

    def romaji_runs(self, stop: frozenset[str]) -> None:
        """In a question typed in romaji, neighbouring words that together spell a
        word's reading ("te fuda": 手札) are that word, and a long word that is no
        reading but cuts into readings and particles ("tefudanomaisuu": 手札, 枚数)
        is those words."""
        if not self.romaji or self.bridge is None:
            return
        toks, used, bridge = self.toks, self.used, self.bridge

        def free(i: int) -> bool:
            w = toks[i]
            return not (used[i] or w in stop or w.isdigit() or N.has_cjk(w)) and N.is_romaji(
                R.spelled(w)
            )

        i = 0
        while i < len(toks):
            if not free(i):
                i += 1
                continue
            for j in range(min(len(toks), i + 3), i + 1, -1):
                if all(free(k) for k in range(i, j)) and bridge.reads(
                    R.spelled("".join(toks[i:j]))
                ):
                    self._romaji_concept(" ".join(toks[i:j]), "".join(toks[i:j]))
                    for k in range(i, j):
                        used[k] = True
                    i = j
                    break
            else:
                key = R.spelled(toks[i])
                verb = None if bridge.reads(key) else _romaji_verb(key)
                if verb is not None:
                    # a conjugated verb ("tsukamattara": 捕まる, "hashitte": 走る) is
                    # read as its dictionary form, as the kana or kanji question's
                    # verb is, never cut into readings ("tsu", "kama", "ttara")
                    self.word_concept(verb, alone=False, typed=toks[i])
                    if self.q.concepts and self.q.concepts[-1].why == toks[i]:
                        self.q.concepts[-1].no_typo = True
                    used[i] = True
                elif (
                    len(key) >= RUN_ON
                    and not bridge.reads(key)
                    and not self.c.ordinary_word(toks[i])
                ):
                    cut = R.segment(key, bridge.reads, shortest=3)
                    if cut and len(cut) > 1:
                        for piece in cut:
                            if piece not in R.PARTICLES:
                                self._romaji_concept(piece, piece, typed=False)
                        used[i] = True
                i += 1

    def _romaji_concept(self, why: str, word: str, *, typed: bool = True) -> None:
        c = Concept(forms=[N.fold(word)], weight=0.6, why=why, literal=[N.fold(word)])
        c.no_typo = True
        self._romaji_forms(c, word, typed=typed)
        self.q.concepts.append(c)

    def _romance_of(self, en: str, pos: str = "") -> list[str]:
        """Italian and French for an English word: the wordnets' words where they know
        it (a suffix-rule Italian cognate only when they confirm it: *factory* is no
        *fattoria*), else its likely Italian cognates; of its senses of the parts of
        speech ``pos`` where it has some (the gloss of a Japanese verb: a verb's)."""
        wn = self.c.wordnet
        cog = list(N.cognates(en))
        if wn is None or not wn.concepts(en, "en", senses=9):  # (warriors: by warrior)
            return cog
        out = wn.translate(en, "en", "it", limit=3, pos=pos)
        if pos and not out:  # (its senses of ``pos`` have no Italian)
            out = wn.translate(en, "en", "it", limit=3)
        senses = wn.all_words(en, "en", "it")
        out += [x for x in cog if x not in out and x in senses]
        for lang in self.more:
            out += [x for x in wn.translate(en, "en", lang, limit=2, pos=pos) if x not in out]
        return out

    def _word_bridges(self, c: Concept, w: str, pos: str = "") -> None:
        """A Latin word's counterparts in the other languages (it may be English or
        Italian: both are tried): translations into ``c.extra``, synonyms of a word
        with one sense into ``c.related``. An English word no dictionary knows may
        be a typo of one that it knows ("restaurnt"): that word counts, a little less.
        With ``pos`` (see :meth:`_verb_slot`), an English word's senses of those parts
        of speech translate it, where it has some."""
        wn = self.c.wordnet
        extra = c.extra
        as_english = True
        if wn is not None and not w.isdigit():
            c.langs = self._dictionary_langs(w)
            if len(c.langs) == 2 and self.language:
                # a word of both languages in a question of one: that one's word
                # ("stare" in an Italian question is *to stay*, not *to gaze*)
                c.langs = frozenset([self.language])
                as_english = self.language == "en"
        known = c.known
        if (
            self.c.lexicon.lookup(w, by_stem=False, by_sound=False)
            and wn is not None
            and self._game_says_any(c.extra)
        ):
            # a board-game word the lexicon gives in English, Japanese and Italian:
            # the dictionaries add only its French (a lexicon word of the same Italian
            # stem only, *prima* for *primo*, leaves the word its own translations)
            for src in ("en", "it"):
                for lang in self.more:
                    for f in wn.translate(w, src, lang, limit=2):
                        _add_form(extra, f)
            return
        if as_english:
            for cg in self._romance_of(w, pos) if wn is not None else N.cognates(w):
                _add_form(extra, cg)
            if self.bridge is not None:
                for j in self._japanese_of_english(w):
                    _add_form(extra, j)
            self._family_forms(c, w)
            self._first_synonyms(c, w)
        if wn is None:
            return
        c.fallback, c.more, c.typo_lang = w, self.more, self.language
        if not known:
            # an English or Italian typo (looked for when nothing says the word)
            c.no_typo = self.romaji and N.is_romaji(w)
            return
        if "it" in c.langs:
            english = self._italian_english(w)
            for f in english:
                _add_form(extra, f)
            self._italian_japanese(c, english[:ITALIAN_PIVOT])
            for f in english[:1]:
                self._family_forms(c, f, italian=False)
            for lang in self.more:
                for f in wn.translate(w, "it", lang, limit=2):
                    _add_form(extra, f)
        for src in sorted(c.langs):
            for f in wn.translate(w, src, "ja", limit=2):
                _add_form(extra, f)
            for f in wn.synonyms(w, src, limit=2):
                _add_form(c.related, f)
        self._game_senses(c, w, pos)

    def _family_forms(self, c: Concept, en: str, *, italian: bool = True) -> None:
        """The other languages' words for the English word ``en``'s family (see
        :func:`family_forms`): the Japanese a commoner word of it is glossed by as
        translations, the rest as neighbours."""
        said, near = family_forms(self.c, en, italian=italian)
        for j in said:
            _add_form(c.extra, j)
        for f in near:
            _add_form(c.related, f)

    def _first_synonyms(self, c: Concept, w: str) -> None:
        """The English words whose first sense is ``w``'s first sense (*draw*:
        *pull*), and the dictionary's Japanese for each, as neighbours: a Japanese
        word is glossed by one English word of a concept, which the question may
        name by another (引く, *pull*; "drew a card"). Only words for which the
        concept is their own first sense too, two at most: a word's rarer sense
        brings nothing."""
        wn = self.c.wordnet
        if wn is None:
            return
        for cid in wn.concepts(w, "en", senses=1)[:1]:
            found = [
                m
                for m in wn.words_of(cid, "en")
                if m != w and " " not in m and cid in wn.first_senses(m, "en")
            ]
            for m in found[:FIRST_SYNONYMS]:
                _add_form(c.related, m)
                if self.bridge is not None:
                    for j in self.bridge.japanese(m)[:1]:
                        _add_form(c.related, j)

    def _japanese_of_english(self, w: str) -> list[str]:
        """The dictionary's Japanese for an English word, else for its dictionary
        form (:func:`.wordnet.english_lemmas`: *dies*, *paid*, *tied*, *paying*): the
        dictionary glosses a word by its base form, and finds another of its forms by
        the stem only from four letters on (*die*, *pay*, *tie* are shorter)."""
        assert self.bridge is not None
        got = self.bridge.japanese(w)
        wn = self.c.wordnet
        if got or wn is None:
            return got
        for base in english_lemmas(w):
            if wn.knows(base, ("en",)):
                got = self.bridge.japanese(base)
                if got:
                    break
        return got

    def _game_senses(self, c: Concept, w: str, pos: str = "") -> None:
        """An English or Italian word asked about a game whose sections say none of
        its translations: the words of its other senses that the game's sections say
        (*bank* in a trading game: not a river's *riva* but *banca*), as
        translations. The game's own text picks the sense; a word read where a verb
        stands (``pos``, see :meth:`_verb_slot`) by its senses of that part of speech
        when the game says one of those (*refuse* in "can I refuse": *rifiutare*, not
        also the garbage its noun is)."""
        if self.game is None or self.c.wordnet is None or self._game_says_any(c.extra):
            return
        found = self._senses_said(c, w, pos) if pos else []
        c.extra += (found or self._senses_said(c, w))[:GAME_SENSES]
        # a Japanese summary's word for another sense, as a neighbour: a guess (the
        # senses of *ordine* reach 種類, a taxonomic order, where a game says 順番)
        found = self._japanese_said(c, w, pos) if pos else []
        for f in (found or self._japanese_said(c, w))[:GAME_SENSES]:
            _add_form(c.related, f)

    def _senses_said(self, c: Concept, w: str, pos: str = "") -> list[str]:
        """The words of ``w``'s senses (of the parts of speech ``pos``, else all) that
        the question's game says and ``c`` lacks, first senses first (the usual ones'
        past the few a translation keeps too: *bank*'s *banca*, after *riva*)."""
        wn = self.c.wordnet
        found: list[str] = []
        if wn is None:
            return found
        for src, dst in (("en", "it"), ("it", "en")):
            if src in c.langs:
                for f in wn.reached([w], src, dst, pos=pos):
                    if f not in c.extra and self.c.says_elsewhere(f, self.scope, "", self.game):
                        _add_form(found, f)
        return found

    def _japanese_said(self, c: Concept, w: str, pos: str = "") -> list[str]:
        """The Japanese words of ``w``'s senses that the question's game says and
        ``c`` lacks (as a translation or as a neighbour)."""
        if self.c.wordnet is None:
            return []
        return [
            f
            for f in self._japanese_senses(c, w, pos)
            if f not in c.extra and f not in c.related and self._game_says_japanese(f)
        ]

    def _japanese_senses(self, c: Concept, w: str, pos: str = "") -> list[str]:
        """The Japanese of every sense of the English or Italian word ``w``: the
        wordnets' own, then JMdict's for the English of an Italian word's senses
        (*luna*: 月 as well as 衛星; *mostro*: 怪獣 after 怪物). Only words with a
        kanji or a katakana word of three kana: a kana word this short is a particle's
        or a light verb's reading (いる, ある, も) as often as a word's."""
        wn = self.c.wordnet
        assert wn is not None
        out: list[str] = []
        for src in sorted(c.langs):
            out += [f for f in wn.reached([w], src, "ja", pos=pos) if f not in out]
            if src == "it" and self.bridge is not None:
                for en in list(wn.reached([w], "it", "en", pos=pos))[:JAPANESE_PIVOT]:
                    out += [f for f in self.bridge.japanese(en)[:2] if f not in out]
        return [f for f in out if N.needs_kanji(f) or len(f) >= 3 and N.is_katakana(f)]

    def _game_says_japanese(self, f: str) -> bool:
        """Whether the question's game has a section saying the folded Japanese word
        ``f``; a word of one kanji (月, 隅, 盾) as a character of its text."""
        if len(f) >= 2:
            return self.c.says_elsewhere(f, self.scope, "", self.game)
        assert self.game is not None
        return any(
            f in self.c.body_fold[i] or f in self.c.title_fold[i]
            for i in self.c.game_set(self.game, self.scope)
        )

    def _game_says_any(self, forms: list[str]) -> bool:
        """Whether the question's game (when known) has a section saying one of
        ``forms``, a lexicon word's translations: when it says none, the word is
        meant in another sense (*train* as a verb: *formare*, not the lexicon's
        *treno*), and the dictionaries' translations count too. True when no game
        is known: the lexicon's board-game sense stands."""
        if self.game is None or not forms:
            return True
        return any(self.c.says_elsewhere(f, self.scope, "", self.game) for f in forms)

    def _italian_english(self, w: str) -> list[str]:
        """An Italian word's English: its usual senses' (:meth:`.Wordnet.translate`),
        unless the index's other languages say none of its first sense's words and
        do say those of a later sense or of the verb the word may be a person of
        (costa: the *coast*, or *costare*, to cost; riposare: to *pause*, or to
        *rest*): then that sense's words first, the usual one's after. What the
        summaries say picks between a word's readings; a word of one reading, or
        whose first reading the index uses, is translated as before."""
        wn = self.c.wordnet
        assert wn is not None
        usual = wn.translate(w, "it", "en", limit=3)
        cands = wn.concepts(w, "it")
        cands += [v for v in wn.verb_readings(w) if v not in cands]
        if len(cands) < 2 or self._said_elsewhere(cands[0]):
            return usual
        for cid in cands[1:]:
            if self._said_elsewhere(cid):
                chosen = [x for x in wn.words_of(cid, "en") if x != w][:2]
                return chosen + [x for x in usual if x not in chosen][:1]
        return usual

    def _said_elsewhere(self, cid: int) -> bool:
        """Whether a section not in Italian says one of a concept's first English or
        Japanese words (the Japanese JMdict gives its first English word too)."""
        got = self._said.get(cid)
        if got is None:
            wn = self.c.wordnet
            assert wn is not None
            en = wn.words_of(cid, "en")[:2]
            forms = [*en, *wn.words_of(cid, "ja")[:2]]
            if en and self.bridge is not None:
                forms += self.bridge.japanese(en[0])[:2]
            # in the game asked about, when its summary is not Italian: what the
            # other games say is no sign of what this one means
            game = self.game if self._translated_game() else None
            got = any(self.c.says_elsewhere(f, self.scope, "it", game) for f in forms)
            self._said[cid] = got
        return got

    def _translated_game(self) -> bool:
        """Whether the question's game is known and has a section not in Italian."""
        if self.game is None:
            return False
        if self._game_translated is None:
            self._game_translated = any(
                self.c.sec(i).language != "it" for i in self.c.game_set(self.game, self.scope)
            )
        return self._game_translated

    def _dictionary_langs(self, w: str) -> frozenset[str]:
        """The languages (en, it) whose dictionary knows ``w`` as written or as an
        inflection (*monete*, *giocatori*, *hanno*: see :meth:`.Wordnet.concepts`),
        looked up once per word of the question."""
        got = self._langs_of.get(w)
        if got is None:
            wn = self.c.wordnet
            got = frozenset(
                lang for lang in ("en", "it") if wn is not None and wn.concepts(w, lang, senses=9)
            )
            self._langs_of[w] = got
        return got

    def _language(self, words: list[str]) -> str:
        """The language of a question's Latin words, "it" or "en", when its words
        that only one of the two dictionaries knows are clearly of one ("" else)."""
        votes = {"en": 0, "it": 0}
        for w in words:
            langs = self._dictionary_langs(w)
            if len(langs) == 1:
                votes[next(iter(langs))] += 1
        for lang, other in (("it", "en"), ("en", "it")):
            if votes[lang] > 2 * votes[other]:
                return lang
        return ""

    def _italian_japanese(self, c: Concept, english: list[str]) -> None:
        """An Italian word's Japanese through its ``english`` (the wordnets' Japanese
        are few: JMdict's, for the English the Italian word translates to). The
        fan-out is weighted: the commonest Japanese of its first English as a
        translation, the others' as neighbours (*locanda*: inn, 宿屋; hostel ...)."""
        if self.bridge is None:
            return
        for k, en in enumerate(english):
            for n, ja in enumerate(self.bridge.japanese(en)[:2]):
                _add_form(c.extra if k == 0 and n == 0 else c.related, ja)

    def run(self) -> Query:
        self.game_names()
        if self.q.game_hint:
            self.game = self.q.game_hint
        latin = [i for i, w in enumerate(self.toks) if not N.has_cjk(w) and not self.used[i]]
        # a query made only of stopwords ("how to win"?) keeps them as content
        stop = (
            N.STOPWORDS
            if any(self.toks[i] not in N.STOPWORDS for i in latin)
            or any(N.has_cjk(w) for w in self.toks)
            else frozenset()
        )
        # a question typed in romaji: most of its words read as kana, none a dictionary
        # word ("ruuto no shihai kaado"); its particles are no content
        words = [self.toks[i] for i in latin if self.toks[i] not in stop]
        # (an inflected English or Italian word is a word too: "hanno", "monete")
        roma = [
            x
            for x in words
            if N.is_romaji(R.spelled(x)) and not self._dictionary_langs(x) and not x.isdigit()
        ]
        self.romaji = self.q.romaji = bool(words) and 2 * len(roma) >= len(words)
        self.language = "" if self.romaji else self._language(words)
        if self.romaji:
            stop = stop | ROMAJI_PARTICLES | R.PARTICLES | self._romaji_function_words(words)
        self.mixed = not self.romaji and len(roma) >= MIXED_ROMAJI
        if self.mixed:
            # Japanese typed in romaji around English words ("nemesis no turn tte nani
            # suru no"): its particles join those words, they are no English "no"
            stop = stop | ROMAJI_PARTICLES
            stop |= self._romaji_function_words([w for w in roma if not self._dictionary_langs(w)])
        self.latin_phrases(stop)
        self.dictionary_phrases(stop)
        self.cjk_words()
        self.heading_phrases(stop)
        self.fuzzy_latin(stop)
        self.romaji_runs(stop)
        self.leftovers(stop)
        self.numbers()
        self.verb_nouns()
        self.glossed_words()
        return self.q

    def glossed_words(self) -> None:
        """A word followed by another in brackets, its reading or its name in another
        language (思考（シンク）, "il cappotto (skunk)"), is one concept, not two: the
        bracketed word's forms become the first word's, so a section that says either
        answers it once, and one that says only one is not taken for saying half the
        question."""
        cons = self.q.concepts
        for m in _GLOSSED.finditer(self.unfolded):
            head, gloss = N.fold(m.group(1)), N.fold(m.group(2))
            b = next((c for c in cons if N.fold(c.typed) == gloss), None)
            a = next(
                (
                    c
                    for c in reversed(cons)
                    if c is not b and len(c.typed) >= 2 and head.endswith(N.fold(c.typed))
                ),
                None,
            )
            if a is None or b is None or a.terms or b.terms:
                continue
            for f in [*b.forms, *b.extra]:
                _add_form(a.extra, f)
            for f in b.related:
                _add_form(a.related, f)
            cons.remove(b)

    def _romaji_function_words(self, words: list[str]) -> frozenset[str]:
        """The words of a question typed in romaji that, read as kana, the analyser
        takes for one word of no content, a particle or a light verb or noun (*suru*
        する, *aru* ある, *iru* いる, *toki* とき; not a word its reading breaks into
        symbols and interjections: a kana string no word spells): a question in Japanese script drops them (see
        :attr:`.japanese.Token.content`), so its romaji does too, rather than read
        them as the rarer words their readings also spell (剃る, 入る). A word the
        lexicon knows keeps its meaning ("dekiru": can I)."""
        out: set[str] = set()
        for w in words:
            if w.isdigit() or self.c.lexicon.lookup(w, by_stem=False, by_sound=False):
                continue
            kata = N.romaji_to_katakana(R.plain(w))
            toks = J.words(N.kata_to_hira(kata).replace("ー", "")) if kata else ()
            if len(toks) == 1 and toks[0].pos in _LIGHT_POS and not toks[0].content:
                out.add(w)
        return frozenset(out)

    def numbers(self) -> None:
        """A number written as a word also as its digits, and digits also as the word
        in English and Italian (four, quattro and 4; 4th as 4; see ``_NUMBER_WORDS``
        for what is left out): a heading or a rule says a number one way, the
        question the other."""
        for c in self.q.concepts:
            w = c.typed
            n = NUMBERS.get(w)
            if n is None and _ORDINAL.fullmatch(w):
                n = int(w[:-2])
            if n is None:
                continue
            for f in [str(n), *_NUMBER_WORDS.get(n, ())]:
                if f != w and f not in c.forms:
                    _add_form(c.extra, f)

    def verb_nouns(self) -> None:
        """A Japanese verb of the question, or a verb its words translate to, also as
        the noun it makes (裏返す: 裏返し; see :func:`.japanese.verb_nouns`): a heading
        names an operation by that noun, whose character pairs are not the verb's. They
        come after the concept's own forms, which keep their places (the first forms
        and translations are the ones read word by word and spelled against titles)."""
        for c in self.q.concepts:
            for forms in (c.forms, c.extra):
                for f in forms[:]:
                    for v in J.verb_nouns(f):
                        _add_form(forms, v)


# the endings after a verb's or adjective's stem that a question's word is quoted with
# (見つかっ + たら, 走っ + て): auxiliaries, and these conjunctive particles
_ENDINGS = frozenset({"て", "で", "ば", "ても", "でも", "ちゃ", "じゃ"})


def _inflected(toks: Sequence[J.Token], p: int) -> str:
    """The word at ``p`` as the question wrote it, when it is a verb or adjective
    whose surface is a stem (見つかっ, 捕まっ): with the endings that follow it
    (見つかったら); else "" (the surface is the word)."""
    tok = toks[p]
    if tok.pos not in _WORDNET_POS or tok.surface in (tok.lemma, tok.spelled):
        return ""
    q = p + 1
    while q < len(toks) and (
        toks[q].pos == "助動詞" or toks[q].pos == "助詞" and toks[q].surface in _ENDINGS
    ):
        q += 1
    return "".join(t.surface for t in toks[p:q]) if q > p + 1 else ""


# the endings of a conjugated verb typed in romaji that mark it as one ("-ttara",
# "-tara", "-te", "-tta"): the past and conditional auxiliary, the te-form's particle
_VERB_ENDINGS = frozenset({"た", "だ", "て", "で"})


def _romaji_verb(key: str) -> J.Token | None:
    """The verb a romaji word spells with a past, conditional or te ending
    ("tsukamattara" つかまったら: 捕まる; "hashitte": 走る), as the analyser reads its
    hiragana: one content verb, then auxiliaries and particles only, one of them such
    an ending; else None."""
    kata = N.romaji_to_katakana(key)
    if not kata:
        return None
    toks = J.words(N.kata_to_hira(kata))
    if len(toks) < 2 or toks[0].pos != "動詞" or not toks[0].content:
        return None
    rest = toks[1:]
    if not all(t.pos in ("助動詞", "助詞") for t in rest):
        return None
    if not any(t.lemma in _VERB_ENDINGS for t in rest):
        return None
    return toks[0]


def _cut_short(parts: Sequence[J.Token]) -> bool:
    """Whether the analyser read a romaji word's kana as a noun then particles or
    stray kana alone (せんでに: 箋, で, に), no inflection (すてて: 捨て, て, a verb's):
    a word it did not find."""
    rest = [t for t in parts[1:] if not t.content]
    return (
        len(parts) > 1
        and parts[0].pos == "名詞"
        and len(rest) == len(parts) - 1
        and all(t.pos in _CUT for t in rest)
    )


def _bare_gloss(gloss: str) -> str:
    """A gloss of one word after an article without it ("the end" -> "end")."""
    head, _, rest = gloss.partition(" ")
    if head in _ARTICLES and rest and " " not in rest:
        return rest
    return gloss


def analyse(corpus: Corpus, text: str, scope: int | None = None, game: str | None = None) -> Query:
    """Split a cleaned query into concepts (see the module docstring). With ``game``
    (the channel's), a word is read as a typo of that game's glossary terms only
    (of the game the question names, when it names one); an exact term of any game
    still counts, its translations only in its own game (see :mod:`.rank`)."""
    return _Analyser(corpus, text, scope, game).run()


def named_game(corpus: Corpus, text: str, scope: int | None = None) -> str | None:
    """The game a cleaned query names, as :func:`analyse` reads it (a name or a key
    of it, a name before a colon, a katakana or romaji spelling of a Latin name:
    スピリットアイランド, "burasu"), without reading the rest of the question."""
    a = _Analyser(corpus, text, scope)
    a.game_names()
    return a.q.game_hint


def fallback_forms(corpus: Corpus, con: Concept) -> list[str]:
    """The forms a concept is looked for with when nothing here says it surely (made
    once per concept): a dictionary word's translations through its rarer senses (a
    clearing is first the act of clearing, then *radura*); an unknown word's nearest
    English or Italian word (one typing slip: "restaurnt", "comandnate") with that
    word's translations."""
    if con.fallback_forms is not None:
        return con.fallback_forms
    wn, w = corpus.wordnet, con.fallback
    out: list[str] = []
    if wn is not None and w:
        more = [(src, lang) for lang in con.more for src in ("en", "it")]
        pairs = [("en", "it"), ("it", "en"), *more]
        if con.known:
            for src, dst in [p for p in pairs if p[0] == "en" or p[1] == "en"]:
                for f in wn.rarer(w, src, dst):
                    _add_form(out, f)
        elif not con.no_typo:
            # every word as near (the game's text then says which one was meant:
            # "trno" is *turno* where turns are spoken of, *tono* elsewhere)
            for fixed in _dictionary_words(corpus, w, con.typo_lang):
                _add_form(out, fixed)
                for src, dst in pairs:
                    for f in wn.translate(fixed, src, dst, limit=2):
                        _add_form(out, f)
                for f in _japanese_of(corpus, fixed):
                    _add_form(out, f)
                if wn.knows(fixed, ("en",)):
                    # its family's words, as the word typed right has them
                    for f in (x for got in family_forms(corpus, fixed) for x in got):
                        _add_form(out, f)
            for lc in _lexicon_slips(corpus, w):
                for f in (*lc.forms, *lc.forms_in(con.more)):
                    _add_form(out, f)
    con.fallback_forms = [f for f in out if f not in con.extra and f not in con.forms]
    return con.fallback_forms


TYPO_READINGS = 3  # dictionary words a typo may be, at most


def family_forms(corpus: Corpus, en: str, *, italian: bool = True) -> tuple[list[str], list[str]]:
    """(translations, neighbours): the other languages' words for the English word
    ``en``'s family (a verb's nouns, a noun's verbs: *fail*, *failure*). A dictionary
    glosses a Japanese verbal noun by the English noun (失敗, *failure*; 獲得,
    *acquisition*), so the verb of a question meets it only through its noun, and a
    heading names by its noun what the question asks with a verb. A family's word
    glossed first by a commoner Japanese word than ``en`` itself is (*failure*: 失敗;
    *fail*: only しくじる, rare, and 見捨てる glossed *abandon* first) says the word
    in Japanese: a translation (not a doer's noun: *trader* says who trades, not the
    trade); its other Japanese, and its Italian unless ``italian`` is False (an Italian
    word's own family is its language's), are neighbours."""
    wn, bridge = corpus.wordnet, corpus.bridge
    said: list[str] = []
    near: list[str] = []
    if wn is None:
        return said, near
    own = 0
    if bridge is not None:
        own = max(bridge.first_gloss_zipf(x) for x in (en, *english_lemmas(en)))
    for d in wn.family(en)[:FAMILY]:
        if bridge is not None:
            doer = d.endswith(("er", "or", "ee", "ist"))
            first = not doer and bridge.first_gloss_zipf(d) > own
            for j in bridge.japanese(d)[:1]:
                _add_form(said if first else near, j)
        if italian:
            for f in wn.translate(d, "en", "it", limit=2):
                _add_form(near, f)
    return said, near


def _japanese_of(corpus: Corpus, w: str) -> list[str]:
    """Japanese for an English or Italian dictionary word: JMdict's for an English
    one; the wordnets' for an Italian one, and JMdict's for its first English word."""
    wn, bridge = corpus.wordnet, corpus.bridge
    out: list[str] = list(bridge.japanese(w)[:2]) if bridge is not None else []
    if wn is not None and wn.concepts(w, "it"):
        out += wn.translate(w, "it", "ja", limit=2)
        en = wn.translate(w, "it", "en", limit=1)
        if en and bridge is not None:
            out += bridge.japanese(en[0])[:2]
    return out


def slip_readings(corpus: Corpus, w: str) -> bool:
    """Whether an unknown word ``w`` (folded) is one typing slip from a word of the
    wordnets or of the board-game lexicon (see :func:`fallback_forms`)."""
    return bool(_dictionary_words(corpus, w) or _lexicon_slips(corpus, w))


def slip_in(corpus: Corpus, w: str, lang: str) -> bool:
    """Whether an unknown word ``w`` (folded) is one typing slip from a word of the
    language ``lang`` the question is typed in ("sucede": *succedere*)."""
    wn = corpus.wordnet
    return wn is not None and any(wn.knows(x, (lang,)) for x in _dictionary_words(corpus, w, lang))


def _lexicon_slips(corpus: Corpus, w: str) -> list[LexConcept]:
    """The board-game lexicon's concepts one of whose English words is one typing
    slip from an unknown word ``w`` of four letters or more (two from eight), or from
    its dictionary form ("leds": *led*, one slip from *lead*): the English side of the
    bridge, whose other languages a summary in Italian or Japanese says ("trik":
    *trick*, *presa*, トリック), looked for beside the wordnets' nearest words (of
    which the commonest few are kept: *trip* and *trim* before *trick*)."""
    if len(w) < 4 or not w.isalpha():
        return []
    lex = corpus.lexicon
    words, of = lex.english_words()
    slips = 1 if len(w) < 8 else 2
    found: list[int] = []
    for typed in (w, *english_bases(w)):
        for _f, _d, k in process.extract(
            typed, words, scorer=OSA.distance, score_cutoff=slips, limit=None
        ):
            ci = of[k]
            if ci not in found:
                found.append(ci)
    return [lex.concepts[ci] for ci in found]


def _dictionary_words(corpus: Corpus, w: str, prefer: str = "") -> list[str]:
    """The English or Italian words of the wordnets nearest to an unknown word of
    four letters or more: one typing slip (a letter left out, added, changed, or two
    swapped: "crad" for card), two in a word of eight letters or more. Of words as
    near, the one of most senses first (the commoner word: *card*, not *cad* or
    *crab*), then one of its length, English first; at most ``TYPO_READINGS`` of them;
    before them all, a word of the same letters (two swapped: "raod" is *road* before
    *rod* or *raid*). An inflected word is also read by its dictionary form ("sclete":
    *scleta*, one slip from *scelta*; "pionts": *piont*, one slip from *point*). With
    ``prefer`` (the question's language), only that language's words when it has one
    as near: a typo is a slip in the language being typed."""
    wn = corpus.wordnet
    if wn is None or len(w) < 4 or not w.isalpha():
        return []
    slips = 1 if len(w) < 8 else 2
    found: dict[str, tuple[int, bool, int, int, str]] = {}
    for lang in ("en", "it"):
        near = False
        bases = (*italian_bases(w), *italian_infinitives(w)) if lang == "it" else english_bases(w)
        for typed in (w, *bases):
            if typed != w and near and lang != prefer:
                # an inflected form's bases only when the word is no slip away, unless
                # the word is typed in this language ("tase": *tale*, and *tassa* of
                # its plural; "sucede": *succedere*)
                break
            for cand, dist, _k in process.extract(
                typed,
                wn.near_words(typed, lang),
                scorer=OSA.distance,
                score_cutoff=slips,
                limit=None,
            ):
                # fewest slips; the same letters (a swap); the commoner word; a letter
                # changed or swapped before one left out or added
                swapped = sorted(cand) == sorted(typed)
                key = (
                    int(dist),
                    not swapped,
                    -wn.senses(cand, lang),
                    abs(len(cand) - len(typed)),
                    str(cand),
                )
                if key < found.get(cand, (99, True, 0, 0, "")):
                    found[cand] = key
            if typed == w:
                # (each of its bases is tried: "shirnes" may be *shirn* or *shirne*)
                near = any(k[0] <= 1 for k in found.values())
    if not found:
        return []
    ranked = sorted(found.values())
    best = ranked[0][0]
    nearest = [k[4] for k in ranked if k[0] == best]
    if prefer:
        own = [x for x in nearest if wn.knows(x, (prefer,))]
        nearest = own or nearest
    return nearest[:TYPO_READINGS]
