"""Ordinary words across English, Italian, Japanese, French, Spanish and German, from open
wordnets aligned on shared concepts (``knowledge/bridge/wordnet-bridge.tsv``, made by
``tools/extract_wordnet_bridge.py``). Pure: it parses a text.

Each line of the data is one concept with its words in each language, commonest
first; ``word@k`` says the concept is only the word's k-th sense (for an Italian word,
the order of its senses by use, read among those equally central). A word translates
through its first senses only, so rare senses do not bring unrelated words in
("card" gives *carta*, not *spiritoso*, a card being also a joker)::

    wn = Wordnet.parse(text)
    wn.translate("sell", "en", "it")    -> ["vendere", "smerciare", ...]
    wn.translate("vendono", "it", "en") -> ["sell", ...]   (an inflected form)
    wn.synonyms("upkeep", "en")         -> ["maintenance"]
    wn.knows("restaurant")              -> True (an English or Italian word it holds)

Kept compact for the persisted index: the concepts as their text lines, and per
language one sorted list of ``word NUL rank concept`` keys read by bisection (no
dictionary of a hundred thousand small tuples to build or unpickle), each list held
as one UTF-8 text (:class:`Strings`: 290,000 small strings cost three times the
memory of their text).
"""

from __future__ import annotations

import unicodedata
from array import array
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from itertools import accumulate
from typing import overload

from bot.engine.rules import normalize as N

LANGS = ("en", "it", "ja", "fr", "es", "de")
# languages summaries may be written in that no player asks in: looked for, not typed
MORE = ("fr", "es", "de")
KEYED = ("en", "it", "ja")  # the languages a word is looked up in (LANGS' first)
TRANSLATING_SENSES = 2  # a word's senses whose concepts translate it
MAX_CONCEPTS = 3  # concepts a word translates through
STEM_SCAN = 80  # keys sharing a stem's first letters looked at for an inflected form
_SEP = "\x00"
JA = LANGS.index("ja")
_fold = getattr(N.fold, "__wrapped__", N.fold)  # uncached: a bridge's words are read once
_POS_ORDER = {"n": 0, "a": 1, "s": 1, "v": 2, "r": 3}
_FAMILY = "d\t"  # a line of English word families (tools/extract_derivations.py)


def italian_bases(w: str) -> list[str]:
    """Dictionary forms an Italian noun or adjective may have for an inflected one:
    the singular of a plural (edifici -> edificio, carte -> carta, giochi -> gioco,
    uova -> uovo), by the language's regular endings."""
    out: list[str] = []
    if len(w) < 4:
        return out
    if w.endswith(("chi", "ghi")):
        out += [w[:-2] + "o"]
    elif w.endswith(("che", "ghe")):
        out += [w[:-2] + "a"]
    if w.endswith("i"):
        out += [w[:-1] + "o", w[:-1] + "e", w[:-1] + "a", w[:-1] + "io"]
    elif w.endswith("e"):
        out += [w[:-1] + "a"]
    elif w.endswith("a"):
        out += [w[:-1] + "o"]
    return out


# the present's persons of a regular Italian verb -> its possible infinitives
_IT_PERSONS = (
    ("iamo", ("are", "ere", "ire")),
    ("ano", ("are",)),
    ("ono", ("ere", "ire")),
    ("ate", ("are",)),
    ("ete", ("ere",)),
    ("ite", ("ire",)),
    ("a", ("are",)),
    ("e", ("ere", "ire")),
    ("o", ("are", "ere", "ire")),
    ("i", ("are", "ere", "ire")),
)


def italian_infinitives(w: str) -> list[str]:
    """The infinitives a regular Italian verb's present form may have (costa ->
    costare, serve -> servere, servire; restano -> restare): candidates, for a
    dictionary to confirm."""
    if len(w) < 3 or w.endswith(("are", "ere", "ire")):
        return []  # (an infinitive is its own dictionary form)
    for ending, infinitives in _IT_PERSONS:
        if w.endswith(ending) and len(w) - len(ending) >= 2:
            stem = w[: -len(ending)]
            # giochi, paghi: the h keeps the hard sound of giocare, pagare
            if stem.endswith(("ch", "gh")) and ending in ("i", "iamo"):
                stem = stem[:-1]
            return [stem + inf for inf in infinitives] + italian_stem_changes(w)
    return italian_stem_changes(w)


# the future's and the conditional's persons, after the infinitive's r
_IT_FUTURE = ("ò", "ai", "à", "emo", "ete", "anno", "ei", "esti", "ebbe", "emmo", "este", "ebbero")
_IT_CLITIC_PAIRS = tuple(
    a + b for a in ("glie", "me", "te", "ce", "se", "ve") for b in ("lo", "la", "li", "le", "ne")
)


def italian_stem_changes(w: str) -> list[str]:
    """The infinitives of an Italian verb's forms whose stem is not the infinitive's
    by the language's regular stem changes: the -isc- of -ire verbs (capisce,
    capire), the g after l, n or r (salgono, salire), the future and conditional
    (pagherà, pagare; potrebbe, potere; vorrà, volere: rr from lr or nr), an
    infinitive or gerund with pronouns after it (giocarla, giocare; prendendone,
    prendere), and a prefix before an irregular verb's person (mantiene: tiene,
    tenere, so mantenere): candidates, for a dictionary to confirm."""
    out: list[str] = []
    if len(w) < 4 or not w.isalpha():
        return out
    for ending in ("isco", "isci", "isce", "iscono", "isca", "iscano"):
        if w.endswith(ending) and len(w) - len(ending) >= 2:
            out.append(w[: -len(ending)] + "ire")
    for ending in ("go", "gono", "ga", "gano"):
        stem = w[: -len(ending)]
        if w.endswith(ending) and len(stem) >= 2 and stem[-1] in "lnr":
            out += [stem + "ere", stem + "ire"]
    for ending in _IT_FUTURE:
        if not w.endswith("r" + ending):
            continue
        stem = w[: -len(ending) - 1]
        if len(stem) < 2:
            continue
        if stem.endswith("e"):  # pagherà, prenderà (an -are verb's a becomes e)
            base = stem[:-1][:-1] if stem[:-1].endswith(("ch", "gh")) else stem[:-1]
            out += [base + "are", base + "ere"]
        elif stem.endswith("i"):
            out.append(stem[:-1] + "ire")
        elif stem.endswith("r"):  # vorrà, terrà, verrà: an l or n before the r
            out += [stem[:-1] + c + inf for c in "ln" for inf in ("ere", "ire")]
        else:  # potrà, dovrebbe, andrà: the infinitive's vowel dropped
            out += [stem + "ere", stem + "are"]
    for clitic in _IT_CLITIC_PAIRS + _IT_CLITICS:
        base = w[: -len(clitic)]
        if not w.endswith(clitic) or len(base) < 4:
            continue
        if base.endswith(("ar", "er", "ir")):
            out.append(base + "e")
        elif base.endswith("ando"):
            out.append(base[:-4] + "are")
        elif base.endswith("endo"):
            out += [base[:-4] + "ere", base[:-4] + "ire"]
    for k in range(2, len(w) - 2):
        verb = _IT_IRREGULAR.get(w[k:])
        if verb is not None:
            out.append(w[:k] + verb)
    return list(dict.fromkeys(out))


# the persons of the Italian verbs whose stem changes (Snowball cannot bring them to
# their infinitive): the present, and the forms a rules question uses most
_IT_IRREGULAR = {
    form: verb
    for verb, forms in {
        "essere": "sono siamo siete erano sarà saranno stato stata stati",
        "avere": "abbiamo avete hanno aveva avevano avrà avranno avuto",
        "andare": "vado vanno andrà andranno",
        "fare": "faccio facciamo fate fanno fatto fatta fatti farà faranno",
        "dare": "diamo danno",
        "stare": "stiamo stanno",
        "sapere": "sappiamo sanno",
        "potere": "posso puoi può possiamo potete possono potrà",
        "volere": "voglio vuoi vuole vogliamo vogliono",
        "dovere": "devo devi deve dobbiamo devono dovrà",
        "venire": "vengo vieni viene veniamo vengono",
        "tenere": "tengo tieni tiene teniamo tengono",
        "dire": "dico dici dice diciamo dicono detto",
        "uscire": "esco esci esce usciamo escono",
        "rimanere": "rimango rimani rimane rimangono rimasto",
        "scegliere": "scelgo sceglie scelgono scelto",
        "togliere": "tolgo toglie tolgono tolto",
        "mettere": "messo messa messi",
        "prendere": "preso presa presi",
    }.items()
    for form in forms.split()
}


# the past and past participle of the English verbs that do not add -ed (the wordnet
# holds only the base form: "paid" would translate to nothing, "drew" not as *draw*)
_EN_IRREGULAR = {
    form: verb
    for verb, forms in {
        "be": "was were been",
        "have": "had",
        "do": "did done",
        "go": "went gone",
        "get": "got gotten",
        "make": "made",
        "take": "took taken",
        "give": "gave given",
        "come": "came",
        "become": "became",
        "see": "saw seen",
        "know": "knew known",
        "say": "said",
        "pay": "paid",
        "buy": "bought",
        "sell": "sold",
        "build": "built",
        "win": "won",
        "lose": "lost",
        "leave": "left",
        "keep": "kept",
        "hold": "held",
        "spend": "spent",
        "deal": "dealt",
        "draw": "drew drawn",
        "choose": "chose chosen",
        "run": "ran",
        "catch": "caught",
        "fight": "fought",
        "bring": "brought",
        "think": "thought",
        "seek": "sought",
        "teach": "taught",
        "throw": "threw thrown",
        "grow": "grew grown",
        "fly": "flew flown",
        "show": "shown",
        "fall": "fell fallen",
        "break": "broke broken",
        "speak": "spoke spoken",
        "steal": "stole stolen",
        "wake": "woke woken",
        "freeze": "froze frozen",
        "drive": "drove driven",
        "ride": "rode ridden",
        "rise": "rose risen",
        "write": "wrote written",
        "hide": "hid hidden",
        "bite": "bit bitten",
        "eat": "ate eaten",
        "forget": "forgot forgotten",
        "begin": "began begun",
        "swim": "swam swum",
        "sing": "sang sung",
        "drink": "drank drunk",
        "ring": "rang rung",
        "sink": "sank sunk",
        "stand": "stood",
        "understand": "understood",
        "sit": "sat",
        "lead": "led",
        "feed": "fed",
        "meet": "met",
        "send": "sent",
        "lend": "lent",
        "bend": "bent",
        "find": "found",
        "bind": "bound",
        "wind": "wound",
        "tell": "told",
        "feel": "felt",
        "sleep": "slept",
        "sweep": "swept",
        "mean": "meant",
        "hear": "heard",
        "lay": "laid",
        "lie": "lay lain",
        "shoot": "shot",
        "light": "lit",
        "slide": "slid",
        "strike": "struck",
        "stick": "stuck",
        "swing": "swung",
        "hang": "hung",
        "dig": "dug",
        "shake": "shook shaken",
        "tear": "tore torn",
        "wear": "wore worn",
        "swear": "swore sworn",
        "bear": "bore borne",
    }.items()
    for form in forms.split()
}


# words the wordnets do not hold that end as a regular verb's person would, and are
# none: the preposition *entro* (within) is not entrare's "I enter"
_IT_NOT_VERBS = frozenset(["entro"])


# what follows an Italian word's Snowball stem when the word is a form of a noun, an
# adjective or a verb sharing that stem (a typo ends otherwise: "partia", "dopio")
_IT_NOUN_ENDINGS = frozenset("a e i o".split())
_IT_VERB_ENDINGS = frozenset(
    "are ere ire ano ono iamo ate ete ite ato ata ati uto uta uti ute ito ita iti "
    "ava avo avi avano eva evo evi evano iva ivo ivi ivano ando endo erà irà arà".split()
)
_IT_CLITICS = ("la", "lo", "li", "le", "ne", "si", "mi", "ti", "ci", "vi", "gli")


def _italian_ending(word: str, stem: str) -> bool:
    """Whether ``word`` is its Snowball ``stem`` and a noun's or adjective's ending."""
    return word[len(stem) :] in _IT_NOUN_ENDINGS


def _italian_verb_ending(word: str, stem: str) -> bool:
    """Whether ``word`` is its Snowball ``stem`` and a verb's ending, or an infinitive
    with a pronoun after it (copiarla, ritirarmi): a verb's form, read only as a verb
    ("riseva" is no form of *risata*)."""
    if word[len(stem) :] in _IT_VERB_ENDINGS:
        return True
    for clitic in _IT_CLITICS:
        base = word[: -len(clitic)]
        if word.endswith(clitic) and base.endswith(("ar", "er", "ir")) and len(base) > 4:
            return True
    return False


def english_bases(w: str) -> list[str]:
    """The singular of a regular English plural (buildings, boxes, cities)."""
    out: list[str] = []
    if len(w) < 4 or not w.endswith("s"):
        return out
    if w.endswith("ies"):
        out.append(w[:-3] + "y")
    if w.endswith("es"):
        out.append(w[:-2])
    out.append(w[:-1])
    return out


def english_lemmas(w: str) -> list[str]:
    """The dictionary forms an inflected English word may have, likeliest first: an
    irregular verb's (paid: pay), a plural's or a third person's (dies: die; goes: go;
    allies: ally), a past's or a participle's (tied: tie; planned: plan; jammed:
    jam), a gerund's (paying: pay; taking: take; running: run). Candidates, for a
    dictionary to confirm."""
    out: list[str] = []
    if w in _EN_IRREGULAR:
        out.append(_EN_IRREGULAR[w])
    if len(w) < 4 or not w.isalpha():
        return out
    if w.endswith(("ies", "ied")) and len(w) > 4:
        out.append(w[:-3] + "y")  # allies, carried (not dies, tied)
    if w.endswith("ying") and len(w) == 5:
        out.append(w[:-4] + "ie")  # lying, tying
    if w.endswith(("s", "d")):
        out.append(w[:-1])  # dies, tied, uses
    if w.endswith(("es", "ed")):
        out.append(w[:-2])  # goes, boxes, played
        if w[-3] == w[-4] and w.endswith("ed"):
            out.append(w[:-3])  # planned
    if w.endswith("ing") and len(w) >= 5:
        out += [w[:-3], w[:-3] + "e"]  # paying, taking
        if w[-4] == w[-5]:
            out.append(w[:-4])  # running
    return list(dict.fromkeys(x for x in out if len(x) >= 2))


def _rarely_said(k: int) -> int:
    """How many ranks later an Italian word's concept comes when it is only the word's
    ``k``-th sense in the order of their use (tools/extract_wordnet_bridge.py): one
    from the third on, even in a concept that is its English word's first sense, so a
    rare sense does not translate the word before its usual ones (*giocare* is first
    *play*, not *cod*, a first sense of "cod"; *vanno*, andare, *go* before *be*)."""
    return int(k >= 3)


class Strings(Sequence[str]):
    """A read-only sorted list of strings (none holding a newline), kept as one UTF-8
    text of lines and where each starts (a Python string costs some 50 bytes beside
    its text); read by index, slice or :meth:`bisect_left` like the list it was made
    from, a slice decoded at once."""

    __slots__ = ("text", "starts", "heads")
    BLOCK = 32  # strings per block of the bisection's first step

    def __init__(self, items: Iterable[str] = ()) -> None:
        data = [f"{s}\n".encode() for s in items]
        self.text = b"".join(data)
        # where each string starts, and the end of the text
        self.starts = array("I", accumulate((len(b) for b in data), initial=0))
        self.heads = self[:: self.BLOCK]  # every BLOCK-th string, bisected first

    def __len__(self) -> int:
        return len(self.starts) - 1

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> list[str]: ...
    def __getitem__(self, i: int | slice) -> str | list[str]:
        starts = self.starts
        if isinstance(i, slice):
            lo, hi, step = i.indices(len(starts) - 1)
            if step != 1:
                return [self[k] for k in range(lo, hi, step)]
            return self.text[starts[lo] : starts[hi] - 1].decode().split("\n") if lo < hi else []
        if i < 0:
            i += len(starts) - 1
        if not 0 <= i < len(starts) - 1:
            raise IndexError("Strings index out of range")
        return self.text[starts[i] : starts[i + 1] - 1].decode()

    def bisect_left(self, x: str) -> int:
        """Where ``x`` would go (:func:`bisect.bisect_left` on the list): in the heads,
        then in one block decoded at once."""
        b = bisect_left(self.heads, x)
        if b == 0:
            return 0
        lo = (b - 1) * self.BLOCK
        return lo + bisect_left(self[lo : lo + self.BLOCK], x)

    def following(self, x: str, n: int) -> list[str]:
        """The (at most) ``n`` strings from where ``x`` would go, in order: one block
        decoded (what a prefix's strings are read from)."""
        b = bisect_left(self.heads, x)
        lo = max(0, b - 1) * self.BLOCK
        block = self[lo : lo + self.BLOCK + n]
        j = bisect_left(block, x)
        return block[j : j + n]

    def __getstate__(self) -> tuple[bytes, array[int]]:
        return self.text, self.starts

    def __setstate__(self, state: tuple[bytes, array[int]]) -> None:
        self.text, self.starts = state
        self.heads = self[:: self.BLOCK]


class Wordnet:
    """Concepts (their words per language) and, per language, each word's concepts
    in order of sense (first sense first)."""

    def __init__(self) -> None:
        # per concept: "pos<TAB>en<TAB>it<TAB>ja<TAB>fr<TAB>es<TAB>de"
        self.lines = Strings()
        # per language a word is looked up in (not MORE's: only translated into)
        self.keys: dict[str, Strings] = {lang: Strings() for lang in KEYED}  # sorted
        # the distinct single words of English and Italian, sorted (typo correction)
        self.vocab: dict[str, Strings] = {}
        # English word families, "word<TAB>noun;noun" sorted (see :meth:`family`)
        self.families = Strings()

    @classmethod
    def parse(cls, text: str) -> Wordnet:
        wn = cls()
        keys: dict[str, list[str]] = {lang: [] for lang in KEYED}
        lines: list[str] = []
        families: list[str] = []
        for line in text.splitlines():
            if not line or line[0] == "#":
                continue
            if line.startswith(_FAMILY):
                families.append(line[len(_FAMILY) :])
                continue
            parts = line.split("\t")
            if len(parts) < 3:
                continue
            parts += [""] * (1 + len(LANGS) - len(parts))
            cid = len(lines)
            cols = [[w for w in parts[1 + k].split(";") if w] for k in range(len(LANGS))]
            # a noun's sense before a verb's of the same rank: rules name things
            pos_order = _POS_ORDER.get(parts[0], 4)
            head = cols[0][0].partition("@")[2] if cols[0] else ""
            central = not head  # the concept is its first English word's first sense
            for k, lang in enumerate(KEYED):
                for pos, raw in enumerate(cols[k]):
                    word, _, r = raw.partition("@")
                    word = unicodedata.normalize("NFKC", word).casefold() if lang != "ja" else word
                    order = pos_order
                    if lang == "en":
                        rank = int(r) if r.isdigit() else 1
                    else:
                        # no sense order: a common word of a central concept first
                        rank = 1 + (not central) + (pos >= 3)
                        if r.isdigit():  # then its senses in the order of their use
                            order = min(int(r), 9)  # (tools/extract_wordnet_bridge.py)
                            rank += _rarely_said(order)
                    keys[lang].append(f"{word}{_SEP}{min(rank, 9)}{order}{cid:07d}")
            # what a translation gives is folded as the index's text is (ビール as ビル,
            # 使う as 使ウ): a form as written would never meet a katakana or kana word
            # (the Latin columns are lowercase already; not through fold's cache)
            words = [[x.partition("@")[0] for x in c] for c in cols]
            words[JA] = [_fold(x) for x in words[JA]]
            lines.append("\t".join([parts[0]] + [";".join(c) for c in words]))
        wn.lines = Strings(lines)
        wn.families = Strings(sorted(families))
        for lang in KEYED:
            keys[lang].sort()
            wn.keys[lang] = Strings(keys[lang])
        wn.vocab = {
            lang: Strings(
                w for w in dict.fromkeys(k.partition(_SEP)[0] for k in keys[lang]) if w.isalpha()
            )
            for lang in ("en", "it")
        }
        return wn

    # ------------------------------------------------------------------ reading
    def _entries(self, word: str, lang: str) -> list[tuple[int, int]]:
        """(rank, concept) of ``word`` as written."""
        keys = self.keys.get(lang)
        if not keys:
            return []
        pre = word + _SEP
        out: list[tuple[int, int]] = []
        n = 8  # a word's keys are together, rarely more than 8 (36 at most here)
        got = keys.following(pre, n)
        while len(got) == n and got[-1].startswith(pre):
            n *= 4
            got = keys.following(pre, n)
        for key in got:
            if not key.startswith(pre):
                break
            tail = key[len(pre) :]
            out.append((int(tail[0]), int(tail[2:])))
        return out

    def _inflected(self, word: str, lang: str) -> list[tuple[int, int]]:
        """(rank, concept) of the dictionary forms of an inflected Latin word: an
        irregular Italian verb's infinitive (vanno -> andare), its singular, else the
        words sharing its Snowball stem (vendono -> vendere)."""
        if lang == "it" and word in _IT_IRREGULAR:  # a verb's, not its noun's (l'andare)
            return self._verb_entries(_IT_IRREGULAR[word])
        if lang == "it" and len(word) == 3 and word.isalpha():
            return self._short_verb(word)
        if len(word) < 4 or not word.isalpha() or lang not in ("en", "it"):
            return []  # Japanese is read as written; fr/es/de are only translated into
        for base in english_bases(word) if lang == "en" else italian_bases(word):
            got = self._entries(base, lang)
            if got:
                return got
        stem_of = N.stem if lang == "en" else N.italian_stem
        stem = stem_of(word)
        if len(stem) < 3:
            return []
        keys = self.keys[lang]
        out: list[tuple[int, int]] = []
        verbs_only = lang == "it" and _italian_verb_ending(word, stem)
        if lang != "it" or verbs_only or _italian_ending(word, stem):
            for key in keys.following(stem, STEM_SCAN):
                if not key.startswith(stem):
                    break
                w, _, tail = key.partition(_SEP)
                if w != word and stem_of(w) == stem:
                    cid = int(tail[2:])
                    if not verbs_only or self.lines[cid][0] == "v":
                        out.append((int(tail[0]), cid))
        if not out and lang == "it" and word not in _IT_NOT_VERBS:
            # a regular verb's person whose stem is not its infinitive's (entra,
            # entrare; riprendo, riprendere): the infinitive the dictionary has
            for inf in italian_infinitives(word):
                out += self._verb_entries(inf)
        return sorted(out)

    def _short_verb(self, word: str) -> list[tuple[int, int]]:
        """(rank, concept) of the Italian verb a word of three letters no dictionary
        holds as written is a person of (usa: usare; osa: osare), read before the
        English or Japanese word it may also spell (usa, the USA; the romaji usa,
        ウサ): its stem is too short to be looked for among the words sharing it."""
        out: list[tuple[int, int]] = []
        for inf in italian_infinitives(word):
            out += self._verb_entries(inf)
        return sorted(out)

    def _readings(self, word: str, lang: str) -> list[tuple[int, int]]:
        """(rank, concept) of ``word`` as written, else of its dictionary forms (see
        :meth:`_inflected`). An English verb's irregular past ("paid", "drew", "won")
        also reads as its verb, its senses beside the word's own of the same rank
        (the wordnet holds only the base form: "paid" said nothing, "won" only the
        currency)."""
        got = self._entries(word, lang) or self._inflected(word, lang)
        verb = _EN_IRREGULAR.get(word) if lang == "en" else None
        if verb is None:
            return got
        return sorted(got + self._verb_entries(verb, "en"), key=lambda e: e[0])

    def _verb_entries(self, infinitive: str, lang: str = "it") -> list[tuple[int, int]]:
        """(rank, concept) of an Italian (or English) infinitive's senses as a verb."""
        got = self._entries(infinitive, lang)
        return [(r, cid) for r, cid in got if self.lines[cid][0] == "v"]

    def concepts(
        self, word: str, lang: str, senses: int = TRANSLATING_SENSES, pos: str = ""
    ) -> list[int]:
        """The concepts ``word`` (folded; Japanese as written) names in its first
        ``senses`` senses, first sense first (at most ``MAX_CONCEPTS``); an inflected
        Latin word ("edifici", "buildings", "vendono") by its dictionary forms. With
        ``pos`` (parts of speech, "v", "as"), only its first sense of those where it
        has one: the gloss of a Japanese verb is a verb, in its main sense (撃つ,
        *shoot*: *sparare*, not a plant's *germoglio*; 勝つ, *win*: *vincere*, not
        *ottenere*, to win a prize)."""
        got = self._readings(word, lang)
        if pos:
            of_pos = [(r, cid) for r, cid in got if self.lines[cid][0] in pos]
            # (its first of those, though the word's first senses are of another)
            got, senses = (of_pos, of_pos[0][0]) if of_pos else (got, senses)
        return [cid for rank, cid in got if rank <= senses][:MAX_CONCEPTS]

    def verb_readings(self, word: str) -> list[int]:
        """The concepts of the Italian verb an inflected form may be a person of, its
        first senses (costa: *costare*, to cost; serve: *servire*), beside what
        :meth:`concepts` reads it as (costa, the coast; serve, a servant): for the
        caller to weigh, not a translation of its own."""
        out: list[int] = []
        for inf in italian_infinitives(word):
            out += [cid for rank, cid in self._verb_entries(inf) if rank <= TRANSLATING_SENSES]
        return out[:MAX_CONCEPTS]

    def words_of(self, cid: int, lang: str) -> list[str]:
        return [w for w in self.lines[cid].split("\t")[1 + LANGS.index(lang)].split(";") if w]

    def translate(
        self, word: str, src: str, dst: str, *, per_concept: int = 2, limit: int = 4, pos: str = ""
    ) -> list[str]:
        """Words of ``dst`` for ``word`` of ``src``: the commonest words of the
        concepts of its first senses (one more of its first sense's); of its senses
        of the parts of speech ``pos`` where it has some (see :meth:`concepts`)."""
        return self._words_for(self.concepts(word, src, pos=pos), word, dst, per_concept, limit)

    def _words_for(
        self, concepts: list[int], word: str, dst: str, per_concept: int, limit: int
    ) -> list[str]:
        """The first ``per_concept`` words of ``dst`` of each of ``concepts`` (one more
        of the first's), ``word`` itself and repeats left out, at most ``limit``."""
        out: list[str] = []
        for k, cid in enumerate(concepts):
            for w in self.words_of(cid, dst)[: per_concept + (k == 0)]:
                if w != word and w not in out:
                    out.append(w)
        return out[:limit]

    def translate_agreeing(
        self, word: str, src: str, dst: str, glosses: Sequence[str], *, limit: int = 3
    ) -> list[str]:
        """:meth:`translate`, its concepts whose English words hold one of ``glosses``
        (another dictionary's reading of the word, its first gloss first) before the
        others: the wordnets list a Japanese word's concepts in no order of use
        (レース: *lace* before *race*, which JMdict reads it as first)."""

        def agrees(cid: int) -> int:
            en = self.words_of(cid, "en")
            return next((k for k, g in enumerate(glosses) if g in en), len(glosses))

        return self._words_for(sorted(self.concepts(word, src), key=agrees), word, dst, 2, limit)

    def rarer(self, word: str, src: str, dst: str, *, limit: int = 6) -> list[str]:
        """Words of ``dst`` for the senses of ``word`` past those that translate it
        (a clearing is first the act of clearing; then *radura*): for when the usual
        senses find nothing."""
        got = self._readings(word, src)
        usual = set(self.concepts(word, src))
        out: list[str] = []
        for _rank, cid in got:
            if cid in usual:
                continue
            for w in self.words_of(cid, dst)[:2]:
                if w != word and w not in out:
                    out.append(w)
        return out[:limit]

    def all_words(self, word: str, src: str, dst: str) -> set[str]:
        """Every word of ``dst`` for every sense of ``word`` this data holds (to
        confirm a guessed translation, not to translate)."""
        got = self._readings(word, src)
        return {w for _rank, cid in got for w in self.words_of(cid, dst)}

    def agreed(
        self, a: Iterable[str], a_lang: str, b: Iterable[str], b_lang: str, dst: str, *, limit: int
    ) -> list[str]:
        """Words of ``dst`` that some sense of a word of ``a`` and some sense of a word
        of ``b`` (two languages' words for one concept) both give: where the two agree
        on the sense. Those reached through most concepts first."""
        hits = [self.reached(a, a_lang, dst), self.reached(b, b_lang, dst)]
        both = [f for f in hits[0] if f in hits[1]]
        both.sort(key=lambda f: -(hits[0][f] + hits[1][f]))  # stable: first reached first
        return both[:limit]

    def reached(
        self, words: Iterable[str], lang: str, dst: str, *, pos: str = ""
    ) -> dict[str, int]:
        """Words of ``dst`` that some sense of a word of ``words`` gives -> through how
        many concepts (in the order first reached); with ``pos`` (parts of speech,
        "v"), only through its senses of those."""
        seen: dict[str, int] = {}
        for w in words:
            for _rank, cid in self._readings(w, lang):
                if pos and self.lines[cid][0] not in pos:
                    continue
                for f in self.words_of(cid, dst):
                    seen[f] = seen.get(f, 0) + 1
        return seen

    def synonyms(self, word: str, lang: str, *, limit: int = 3) -> list[str]:
        """Other words of ``lang`` for the concept of ``word``'s first sense when the
        word has few senses ("upkeep" -> "maintenance"; "turn", with many, has none)."""
        got = self._entries(word, lang)
        if not got or len(got) > 2:
            return []
        out: list[str] = []
        for rank, cid in got:
            if rank == 1:
                out += [w for w in self.words_of(cid, lang) if w != word and w not in out]
        return out[:limit]

    def family(self, word: str) -> list[str]:
        """The English nouns made from a verb in its first senses, or the verbs of a
        noun (*fail*: *failure*; *acquire*: *acquisition*, *acquirer*; *trainer*:
        *train*), of ``word`` as written, then of its dictionary forms (*failed*,
        *acquiring*): a word's other part of speech, which another language's
        dictionary may gloss where it lacks the word itself (失敗, *failure*)."""
        out: list[str] = []
        for w in (word, *english_lemmas(word)):
            pre = w + "\t"
            got = self.families.following(pre, 1)
            if got and got[0].startswith(pre):
                out += [f for f in got[0][len(pre) :].split(";") if f != word and f not in out]
        return out

    def first_senses(self, word: str, lang: str) -> list[int]:
        """The concepts that are ``word``'s (as written) first sense, of each part of
        speech it has one of (*draw*: the noun's and the verb's)."""
        return [cid for rank, cid in self._entries(word, lang) if rank == 1]

    def senses(self, word: str, lang: str) -> int:
        """How many concepts ``word`` (as written) names here: a commoner word has more."""
        return len(self._entries(word, lang))

    def knows(self, word: str, langs: Iterable[str] = ("en", "it")) -> bool:
        """Whether ``word`` (folded) is a word of one of ``langs`` here, as written."""
        return any(self._entries(word, lang) for lang in langs)

    def near_words(self, word: str, lang: str) -> list[str]:
        """The single words of ``lang`` (en, it) that begin with ``word``'s first
        letter: where its typo's word is (a slip in the first letter is not looked for)."""
        vocab = self.vocab.get(lang, Strings())
        if not word:
            return []
        lo = vocab.bisect_left(word[0])
        hi = vocab.bisect_left(chr(ord(word[0]) + 1))
        return vocab[lo:hi]
