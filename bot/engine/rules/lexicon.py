"""A game-independent board-game lexicon: one concept (victory, pass, round ...) in
English, Japanese (with romaji) and Italian. Pure: it parses texts.

``knowledge/lexicon/*.toml``, one entry per concept::

    [[concept]]
    id = "victory"
    en = ["victory", "win", "winner", "how to win"]
    ja = ["勝利", "勝ち", "勝つ"]
    romaji = ["shouri", "kachi"]
    it = ["vittoria", "vincere", "vincitore"]

A question's word or phrase found in the lexicon stands for every form of its concept,
so ``come si vince`` reaches a section titled "Victory" or "勝利条件".

A word is looked up as typed (folded, English stems); failing that, Italian forms are
found by their Italian stem (``ruoli`` -> ``ruolo``, ``perde`` -> ``perdere``) and
romaji forms by their phonetic key (``dooten`` -> ``douten``). An entry may name the
concepts a question about it is also answered by (``see = ["objective"]`` for
victory: "how do I win" is answered by the goal of the game too); their forms come
after the concept's own."""

from __future__ import annotations

import re
import tomllib
from array import array
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from itertools import accumulate, product

from bot.engine.errors import BadInput
from bot.engine.rules import normalize as N
from bot.engine.rules.wordnet import MORE, Wordnet

LANGS = ("en", "ja", "romaji", "it")
MORE_PER_CONCEPT = 4  # derived forms of a concept in each of French, Spanish, German
LOOSE_MIN = 4  # letters of an Italian stem or romaji sound key below which it is not used


@dataclass(frozen=True)
class Concept:
    id: str
    forms: tuple[str, ...]  # folded, every language, without duplicates
    see: tuple[str, ...] = ()  # ids of concepts that also answer a question about it
    # its English and Italian single words (what its other languages are derived from)
    en: tuple[str, ...] = ()
    it: tuple[str, ...] = ()
    # (language, forms) in French, Spanish, German, for summaries written in them (no
    # player asks in them, so they are no lookup keys): the entry's own (``fr = [...]``),
    # else derived (see derive_more)
    more: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # its English and Italian phrases of several words (composed into those languages
    # word by word when the wordnets have no phrase: see derive_more)
    en_phrases: tuple[str, ...] = ()
    it_phrases: tuple[str, ...] = ()

    def forms_in(self, langs: Sequence[str]) -> tuple[str, ...]:
        """Its forms in those of ``langs`` it has."""
        return tuple(f for lang, forms in self.more if lang in langs for f in forms)


COMPOSED_PER_CONCEPT = 4  # phrases of a concept composed word by word, per language


def _composed(wn: Wordnet, c: Concept, lang: str) -> list[str]:
    """A concept's English phrases in ``lang`` word by word (*end of game*: *fin
    partie*, *Spiel Ende*): each content word as the word of ``lang`` that it and a
    word of the concept's Italian phrases both give (the sense the two languages agree
    on), in the phrase's order; a phrase any of whose words has none is left out. A
    summary's heading then says the concept in its own words (*Fin de partie*)."""
    it_words = [
        wd
        for p in (*c.it_phrases, *c.it)
        for wd in p.split()
        if len(wd) >= 3 and wd not in N.STOPWORDS
    ]
    if not it_words:
        return []
    out: list[str] = []
    seen: set[frozenset[str]] = set()
    theirs = wn.reached(it_words, "it", lang) if c.en_phrases else {}
    for p in c.en_phrases[:4]:
        content = [wd for wd in p.split() if wd not in N.STOPWORDS]
        if not 2 <= len(content) <= 3:
            continue
        options = []
        for wd in content:
            # as Wordnet.agreed, with the Italian side reached once for every phrase
            mine = wn.reached([wd], "en", lang)
            both = sorted(
                (f for f in mine if f in theirs and " " not in f),
                key=lambda f: -(mine[f] + theirs[f]),
            )
            options.append(both[:2])
        for parts in product(*options):
            key = frozenset(parts)
            if len(key) == len(parts) and key not in seen:
                seen.add(key)
                out.append(" ".join(parts))
    return out[:COMPOSED_PER_CONCEPT]


@dataclass
class Lexicon:
    concepts: list[Concept] = field(default_factory=list)
    by_key: dict[str, list[int]] = field(default_factory=dict)  # folded/stemmed key -> concepts
    # fallback keys: Italian stems of Italian forms, phonetic keys of romaji forms
    # (made once the lexicon is parsed, or on first use after an add_text)
    by_loose_key: dict[str, list[int]] | None = None
    _loose_forms: list[tuple[int, str, str]] = field(default_factory=list)  # (concept, lang, form)
    by_id: dict[str, int] = field(default_factory=dict)
    max_words: int = 1
    # its English single words and their concepts, made on first need (english_words)
    _english: tuple[list[str], list[int]] | None = field(default=None, repr=False)

    def add_text(self, text: str, *, origin: str = "lexicon") -> None:
        """Add the concepts of one TOML text; raises BadInput naming ``origin``."""
        try:
            data = tomllib.loads(text.removeprefix("\ufeff"))  # a byte-order mark (Notepad)
        except tomllib.TOMLDecodeError as e:
            raise BadInput("rules.glossary.bad", error=f"{origin}: {e}"[:200]) from None
        entries = data.get("concept") or []
        if not isinstance(entries, list):
            raise BadInput("rules.glossary.bad", error=f"{origin}: 'concept' is not a list")
        for n, raw in enumerate(entries, 1):
            if not isinstance(raw, dict):
                raise BadInput("rules.glossary.bad", error=f"{origin}: concept #{n} not a table")
            cid = str(raw.get("id") or f"{origin}#{n}")
            forms: list[str] = []
            loose: list[tuple[str, str]] = []
            per: dict[str, list[str]] = {lang: [] for lang in ("en", "it", *MORE)}
            for lang in (*LANGS, *MORE):
                v = raw.get(lang) or []
                for f in [v] if isinstance(v, str) else list(v):
                    ff = N.fold(str(f))
                    if lang in per and ff and ff not in per[lang]:
                        per[lang].append(ff)
                    if lang in MORE:
                        continue
                    if ff and ff not in forms:
                        forms.append(ff)
                    if ff and lang in ("it", "romaji"):
                        loose.append((lang, ff))
            see = raw.get("see") or []
            see = [see] if isinstance(see, str) else [str(x) for x in see]
            if forms:
                words = {k: tuple(f for f in v if " " not in f) for k, v in per.items()}
                phrases = {k: tuple(f for f in per[k] if " " in f) for k in ("en", "it")}
                c = Concept(
                    cid,
                    tuple(forms),
                    tuple(see),
                    words["en"],
                    words["it"],
                    en_phrases=phrases["en"],
                    it_phrases=phrases["it"],
                )
                own = tuple((lang, tuple(per[lang])) for lang in MORE if per[lang])
                self._add(replace(c, more=own), loose)

    def _add(self, c: Concept, loose: Sequence[tuple[str, str]] = ()) -> None:
        ci = len(self.concepts)
        self.concepts.append(c)
        self.by_id.setdefault(c.id, ci)
        for f in c.forms:
            for key in keys_of(f):
                lst = self.by_key.setdefault(key, [])
                if ci not in lst:
                    lst.append(ci)
            self.max_words = max(self.max_words, len(f.split()))
        self._loose_forms += [(ci, lang, f) for lang, f in loose]
        self.by_loose_key = None
        self._english = None

    def _loose(self) -> dict[str, list[int]]:
        if self.by_loose_key is None:
            table: dict[str, list[int]] = {}
            for ci, lang, f in self._loose_forms:
                key = italian_key(f) if lang == "it" else romaji_key(f)
                if len(key) >= 3 + LOOSE_MIN:
                    lst = table.setdefault(key, [])
                    if ci not in lst:
                        lst.append(ci)
            self.by_loose_key = table
        return self.by_loose_key

    def lookup(self, phrase: str, *, by_stem: bool = True, by_sound: bool = True) -> list[Concept]:
        """Concepts one of whose forms is ``phrase`` (folded; stems count); failing
        that, the Italian forms of its Italian stem (``by_stem``) and the romaji of its
        sound (``by_sound``)."""
        seen: list[int] = []
        for key in keys_of(phrase):
            for ci in self.by_key.get(key, ()):
                if ci not in seen:
                    seen.append(ci)
        if not seen and not N.has_cjk(phrase):
            loose = [(italian_key(phrase), True)] if by_stem else []
            loose += [(romaji_key(phrase), False)] if by_sound else []
            for key, italian in loose:
                for ci in self._loose().get(key, ()) if len(key) >= 3 + LOOSE_MIN else ():
                    c = self.concepts[ci]
                    if italian and not any(inflects(phrase, f) for f in (*c.it, *c.it_phrases)):
                        continue  # the same stem, another word (forziere is no forza)
                    if ci not in seen:
                        seen.append(ci)
        return [self.concepts[ci] for ci in seen]

    def derive_more(self, wn: Wordnet) -> None:
        """French, Spanish and German forms for the concepts whose entry gives none
        in that language: the words the open wordnets give for one of its English
        words and also for one of its Italian ones (two languages agreeing on the
        sense: *tie* and *pareggio* meet in *égalité*, not in *cravate*). A word
        English also has is left out: it would meet English text in another sense
        (*gain* for victory, *note* for score)."""
        for ci, c in enumerate(self.concepts):
            have = {lang for lang, _forms in c.more}
            more = list(c.more)
            for lang in MORE:
                if lang in have:
                    continue
                got: list[str] = []
                if c.en and c.it:
                    got = wn.agreed(
                        c.en[:4], "en", c.it[:4], "it", lang, limit=2 * MORE_PER_CONCEPT
                    )
                    got = [f for f in got if not wn.knows(f, ("en",))][:MORE_PER_CONCEPT]
                got += [f for f in _composed(wn, c, lang) if f not in got]
                if got:
                    more.append((lang, tuple(got)))
            if len(more) > len(c.more):
                self.concepts[ci] = replace(c, more=tuple(more))

    def english_words(self) -> tuple[list[str], list[int]]:
        """The concepts' English single words (alphabetic, three letters or more) and,
        at the same places, their concepts' numbers: the English side of the bridge,
        where a typo of a rules word is looked for."""
        if self._english is None:
            pairs = [
                (f, ci)
                for ci, c in enumerate(self.concepts)
                for f in c.en
                if len(f) >= 3 and f.isalpha()
            ]
            self._english = ([f for f, _ci in pairs], [ci for _f, ci in pairs])
        return self._english

    def related(self, c: Concept) -> list[Concept]:
        """The concepts ``c`` names in its ``see`` list (those that exist)."""
        return [self.concepts[self.by_id[x]] for x in c.see if x in self.by_id]


def keys_of(folded: str) -> list[str]:
    """Lookup keys of a folded form: itself, without spaces (unless its first word is
    one letter), and (Latin words) with each word's English stem."""
    keys = [folded]
    if " " in folded and folded.index(" ") > 1:
        # "game box" is "gamebox", "player s" (player's) "players"; a phrase from a
        # contraction's letter is no word ("I'm in": m + in is not "min", minimum)
        keys.append(folded.replace(" ", ""))
    if not N.has_cjk(folded):
        st = " ".join(N.stem(w) for w in folded.split())
        if st not in keys:
            keys.append(st)
    return keys


def italian_key(folded: str) -> str:
    """``it:`` + the Italian Snowball stem of each word (Latin script only)."""
    return "it:" + " ".join(N.italian_stem(w) for w in folded.split())


# the endings an Italian word takes (nouns and adjectives: number and gender, with the
# i of -io, -ia nouns; verbs: infinitive, present, imperfect, future, participles,
# gerund), after its stem
_IT_ENDINGS = frozenset(
    """
    a e i o io ia ie ai are ere ire iamo ate ete ite ano ono ava avi avo avano eva evi evo evano
    iva ivi ivo ivano ato ata ati uto uta uti ute ito iti ando endo ero era eranno ira
    iranno isco isci isce iscono
    """.split()
) | {""}


def inflects(word: str, form: str) -> bool:
    """Whether Italian ``word`` and ``form`` (folded, as many words) are inflections of
    one word: each pair of words differs only by an Italian ending after a shared
    stem (*pesco*, *pescare*; *carte*, *carta*; *prende*, *prendere*), not by a
    derivation (*forziere*, a chest, is no *forza*)."""
    ws, fs = word.split(), form.split()
    if len(ws) != len(fs):
        return False
    for w, f in zip(ws, fs, strict=True):
        p = 0
        while p < min(len(w), len(f)) and w[p] == f[p]:
            p += 1
        # the shared part may have taken a vowel of the ending (prende | prendere), but
        # not the whole word: a q below 0 would read the words' last letters instead
        back = range(p, max(p - 3, 0) - 1, -1)
        if not any(w[q:] in _IT_ENDINGS and f[q:] in _IT_ENDINGS for q in back):
            return False
    return True


def romaji_key(folded: str) -> str:
    """``ro:`` + the phonetic key of a romaji string (long vowels and doubled letters
    merged: ``dooten``, ``douten`` and ``dōten`` meet)."""
    return "ro:" + N.roma_key(folded)


def parse_lexicon(texts: list[tuple[str, str]]) -> Lexicon:
    """One lexicon from (origin, TOML text) pairs."""
    lex = Lexicon()
    for origin, text in texts:
        lex.add_text(text, origin=origin)
    lex._loose()  # made with the index (and persisted with it), not on a first search
    return lex


class Bridge:
    """Japanese <-> English words from a dictionary (JMdict extract): the glosses of a
    Japanese word, the Japanese words an English word translates, and the words a
    romaji spelling reads as (their kana readings, see :mod:`.romaji`)."""

    PER_WORD = 4  # Japanese words an English word stands for
    STEM_SCAN = 40  # glosses starting with a word's stem checked for the same stem
    LOOSE = 0.6  # a reading met without its long vowels or doubled consonants

    def __init__(self, entries: dict[str, str]) -> None:
        # {spelling (kanji, kana): "gloss;gloss<TAB>readings<TAB>zipf10"}, kept as one
        # sorted UTF-8 text (a fifth of the memory of a dict of its strings)
        self._lines = _Lines(entries)
        # English -> its entries' codes (see _build), packed 8 bytes each
        self._en_ja: dict[str, bytes] | None = None
        self._glosses: list[str] = []  # sorted one-word glosses
        self._spelled, self._loose = self._reading_keys()
        self._build()  # with the index, persisted with it: no first question pays it

    def english(self, word: str, *, phrased: bool = True) -> list[str]:
        """A Japanese word's English glosses; with ``phrased`` False, none for a word
        glossed only by its phrases' words (勝ち負け: victory, defeat)."""
        n = self._lines.find(word)
        gs = self._lines.rest(n).partition("\t")[0] if n >= 0 else ""
        if gs.startswith(PHRASED):
            gs = gs[len(PHRASED) :] if phrased else ""
        return gs.split(";")[:3] if gs else []

    def readings(self, word: str) -> list[str]:
        """The kana readings of a spelling with kanji (none for a kana word)."""
        n = self._lines.find(word)
        parts = self._lines.rest(n).split("\t") if n >= 0 else []
        return parts[1].split(",") if len(parts) > 1 and parts[1] else []

    def first_gloss_zipf(self, word: str) -> int:
        """How common (Zipf x 10) the commonest word is whose first gloss is the
        English ``word`` (*failure*: 失敗, 50; *fail*: しくじる, 22, though 見捨てる,
        *abandon; fail*, is 31), 0 when none is; a katakana word glossed by the
        English it sounds like (フェイル, *fail*) does not count."""
        assert self._en_ja is not None
        best = 0
        for code in memoryview(self._en_ja.get(word, b"")).cast("Q"):
            n = code % _ENTRIES
            first = self._lines.rest(n).partition("\t")[0].partition(";")[0]
            if first == word and not N.is_katakana(self._lines.word(n)):
                best = max(best, self._zipf(n))
        return best

    def zipf(self, word: str) -> int:
        """The word's frequency in running text, as a Zipf value times ten (0: unknown)."""
        return self._zipf(self._lines.find(word))

    def _zipf(self, n: int) -> int:
        rest = self._lines.rest(n) if n >= 0 else ""
        z = rest.rpartition("\t")[2] if rest.count("\t") == 2 else ""
        return int(z) if z.isdigit() else 0

    def _reading_keys(self) -> tuple[_Packed, _Packed]:
        """The entries by the spelled and by the loose key of each of their readings
        (a kana word is its own reading), the commonest first: each as a code of its
        rarity and its number (see :meth:`_entry`)."""
        from bot.engine.rules import romaji as R

        spelled: list[tuple[str, int]] = []
        loose: list[tuple[str, int]] = []
        keys: dict[str, tuple[str, str]] = {}  # reading -> its keys (readings recur)
        for n, (ja, rest) in enumerate(self._lines.items()):
            parts = rest.split("\t")
            reads = parts[1].split(",") if len(parts) > 1 and parts[1] else []
            if not reads and _KANA_WORD.fullmatch(ja):
                reads = [ja]
            z = parts[2] if len(parts) > 2 and parts[2].isdigit() else "0"
            code = (999 - int(z)) * _ENTRIES + n
            for r in reads:
                got = keys.get(r)
                if got is None:
                    k = R.kana_spelled(r)
                    got = keys[r] = (k, R.loose(k))
                if len(got[0]) >= 2:
                    spelled.append((got[0], code))
                    loose.append((got[1], code))
        return _Packed(spelled), _Packed(loose)

    @staticmethod
    def _entry(code: int) -> tuple[int, int]:
        """(number, Zipf x 10) of an entry's code in the reading index."""
        return code % _ENTRIES, 999 - code // _ENTRIES

    def reads(self, key: str) -> float:
        """How common the commonest word is whose reading a spelled romaji key spells
        (a Zipf value, above 0), or 0 when it spells none."""
        found = self._spelled.get(key, 1)
        return max(0.1, self._entry(found[0])[1] / 10) if found else 0.0

    def by_reading(self, key: str, *, limit: int = 3, typed: str = "") -> list[tuple[float, str]]:
        """The words a spelled romaji key (:func:`.romaji.spelled`) reads as, best
        first, each with its weight: 1 for a reading spelled so, :attr:`LOOSE` for
        one met without its long vowels or doubled consonants. Of as good, a word a
        reading of which spells the romaji as ``typed`` (its long o as written:
        *douji* is 同時, どうじ, before 土地, whose rare reading どおじ the spelled key
        merges with it; *ou* is 王 before 大, おお), then words written with kanji or
        katakana before kana-only ones (mostly the readings of those same words), then
        the more frequent."""
        from bot.engine.rules import romaji as R

        found: dict[int, tuple[float, int]] = {}
        for code in self._spelled.get(key):
            n, z = self._entry(code)
            found[n] = (1.0, z)
        for code in self._loose.get(R.loose(key)):
            n, z = self._entry(code)
            found.setdefault(n, (self.LOOSE, z))
        kana = _KANA_ONLY.fullmatch
        word = self._lines.word
        want = R.exact(typed) if typed else ""

        def other(n: int, v: float) -> bool:
            if not want or v < 1.0:
                return False
            ja = word(n)
            reads = self.readings(ja) or ([ja] if _KANA_WORD.fullmatch(ja) else [])
            return all(R.kana_exact(r) != want for r in reads)

        ranked = sorted(
            (-v, other(n, v), kana(word(n)) is not None, -z, word(n)) for n, (v, z) in found.items()
        )
        return [(-v, ja) for v, _o, _k, _z, ja in ranked[:limit]]

    def japanese(self, word: str) -> list[str]:
        """Folded Japanese words whose first gloss (or a one-word second) is ``word``,
        then (two at least) words whose gloss shares its English stem (``reserve`` ->
        予約, glossed *reservation*). Words as written (kanji, katakana) come before
        the kana-only entries, which are mostly the readings of those same words
        (よやく for 予約) and rarely how a summary writes them; of as good, the more
        frequent first."""
        en_ja = self._en_ja
        assert en_ja is not None
        got = self._best(en_ja.get(word, b""), self.PER_WORD)
        st = N.stem(word) if word.isalpha() else ""
        if len(st) >= 4:
            near = b""
            gl = self._glosses
            k = bisect_left(gl, st)
            for g in gl[k : k + self.STEM_SCAN]:
                if not g.startswith(st):
                    break
                if g != word and N.stem(g) == st:
                    near += en_ja[g]
            more = [f for f in self._best(near, self.PER_WORD + len(got)) if f not in got]
            got += more[: max(2, self.PER_WORD - len(got))]
        return got

    def _build(self) -> None:
        """English -> the entries it glosses, each as one sortable code: whether it is
        the first gloss and whether the entry is kana only, how rare it is, its number."""
        ranked: dict[str, list[int]] = {}
        kana = _KANA_ONLY.fullmatch
        for n, (ja, rest) in enumerate(self._lines.items()):
            gs, _, tail = rest.partition("\t")
            if len(ja) < 2 or not gs:
                continue
            kana_only = kana(ja) is not None
            z = tail.rpartition("\t")[2]
            rare = 999 - (int(z) if z.isdigit() else 0)
            if gs.startswith(PHRASED):
                # words of its phrases (勝ち負け: victory, defeat): what it is about,
                # after every word some entry is glossed by
                for en in gs[len(PHRASED) :].split(";")[:3]:
                    code = (kana_only * 1000 + rare + 3000) * _ENTRIES + n
                    ranked.setdefault(en, []).append(code)
                continue
            for rank, en in enumerate(gs.split(";")[:3]):
                if rank == 2 and N.is_katakana(ja):
                    continue
                if rank == 0 or " " not in en:
                    # a second gloss is a less likely meaning than the first, by a
                    # fixed step of frequency, not by rank alone: a common word glossed
                    # second (選択: selection; choice) is not drowned by rare ones
                    # glossed first (ピックアップ, チョイス: choice). Not a katakana
                    # word's: its glosses are often English words that sound alike,
                    # another word each (イン: in; inn), after every first gloss
                    step = rank * SECOND_GLOSS
                    if rank and N.is_katakana(ja):
                        step = 2000
                    code = (kana_only * 1000 + rare + step) * _ENTRIES + n
                    ranked.setdefault(en, []).append(code)
            head = _phrase_head(gs.partition(";")[0])
            if head:
                # 神社 *shinto shrine*: a shrine, as a second gloss is
                step = 2000 if N.is_katakana(ja) else SECOND_GLOSS
                code = (kana_only * 1000 + rare + step) * _ENTRIES + n
                ranked.setdefault(head, []).append(code)
        self._glosses = sorted(en for en in ranked if en.isalpha())
        self._en_ja = {en: array("Q", sorted(cs)).tobytes() for en, cs in ranked.items()}

    def _best(self, codes: bytes, limit: int) -> list[str]:
        """Folded spellings of the best-ranked entries (packed codes, see
        :meth:`_build`)."""
        out: list[str] = []
        for code in sorted(memoryview(codes).cast("Q")):
            f = N.fold(self._lines.word(code % _ENTRIES))
            if f not in out:
                out.append(f)
            if len(out) >= limit:
                break
        return out


def _phrase_head(gloss: str) -> str:
    """The head of a first gloss of two words that names a thing (*shinto shrine*:
    *shrine*), or "": one word or more than two, a head of few letters or a function
    word, or a verb's or an adverb's phrase (*being responsible*, *leaving alone*,
    *immediately following*, *not exceeding*)."""
    first, sep, head = gloss.partition(" ")
    if not sep or " " in head or len(head) < 4 or not head.isalpha():
        return ""
    if first in N.STOPWORDS or head in N.STOPWORDS or first in ("not", "no"):
        return ""
    return "" if first.endswith(("ing", "ly")) else head


_ENTRIES = 10**7  # more than the entries of any dictionary extract
PHRASED = "~"  # before the glosses of a word glossed by its phrases' words (see _build)
SECOND_GLOSS = 8  # a second gloss counts 0.8 Zipf units less (tried 3, log10(2), and 8 on dev)


class _Lines:
    """``key<TAB>rest`` lines, sorted, in one UTF-8 text read by bisection."""

    def __init__(self, entries: dict[str, str]) -> None:
        lines = sorted(f"{k}\t{rest}\n".encode() for k, rest in entries.items())
        self.text = b"".join(lines)
        self.starts = array("I", accumulate((len(x) for x in lines), initial=0))
        self.starts.pop()

    def __len__(self) -> int:
        return len(self.starts)

    def find(self, key: str) -> int:
        """The number of the line of ``key``, or -1."""
        prefix = f"{key}\t".encode()
        text, starts, n = self.text, self.starts, len(prefix)
        k = bisect_left(starts, prefix, key=lambda o: text[o : o + n])
        return k if k < len(starts) and text.startswith(prefix, starts[k]) else -1

    def word(self, n: int) -> str:
        o = self.starts[n]
        return self.text[o : self.text.index(b"\t", o)].decode()

    def rest(self, n: int) -> str:
        o = self.text.index(b"\t", self.starts[n]) + 1
        return self.text[o : self.text.index(b"\n", o)].decode()

    def items(self) -> Iterator[tuple[str, str]]:
        """(key, rest) of every line, in order (a line's number is its place)."""
        for line in self.text.decode().splitlines():
            key, _, rest = line.partition("\t")
            yield key, rest


class _Packed:
    """Numbers by a key, one sorted text of ``key<TAB>number`` lines read by
    bisection (a tenth of the memory of a dict of lists); a key's numbers come in
    increasing order."""

    def __init__(self, pairs: list[tuple[str, int]]) -> None:
        pairs.sort()
        lines = [f"{k}\t{n}\n" for k, n in pairs]
        self.text = "".join(lines)
        self.starts = array("I", accumulate((len(x) for x in lines), initial=0))
        self.starts.pop()

    def get(self, key: str, limit: int = 64) -> list[int]:
        """The numbers filed under ``key`` (at most ``limit``)."""
        text, starts = self.text, self.starts
        prefix = key + "\t"
        n = len(prefix)
        k = bisect_left(starts, prefix, key=lambda o: text[o : o + n])
        out: list[int] = []
        while k < len(starts) and len(out) < limit and text.startswith(prefix, starts[k]):
            end = text.index("\n", starts[k])
            out.append(int(text[starts[k] + n : end]))
            k += 1
        return out


_KANA_WORD = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u30fc]+")
_KANA_ONLY = re.compile(r"[\u3040-\u309fー]+")


def parse_bridge(text: str) -> dict[str, str]:
    """``japanese<TAB>gloss;gloss[<TAB>reading,reading<TAB>zipf10]`` lines (``#``
    comments; a word may have no gloss) -> {japanese: the rest of its line}."""
    out: dict[str, str] = {}
    for line in text.splitlines():
        if not line or line[0] == "#":
            continue
        ja, _, rest = line.partition("\t")
        if ja and rest:
            out[ja] = rest
    return out
