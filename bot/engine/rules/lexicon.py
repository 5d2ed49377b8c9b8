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

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine.errors import BadInput
from bot.engine.rules import normalize as N

LANGS = ("en", "ja", "romaji", "it")


@dataclass(frozen=True)
class Concept:
    id: str
    forms: tuple[str, ...]  # folded, every language, without duplicates
    see: tuple[str, ...] = ()  # ids of concepts that also answer a question about it


@dataclass
class Lexicon:
    concepts: list[Concept] = field(default_factory=list)
    by_key: dict[str, list[int]] = field(default_factory=dict)  # folded/stemmed key -> concepts
    # fallback keys: Italian stems of Italian forms, phonetic keys of romaji forms
    by_loose_key: dict[str, list[int]] = field(default_factory=dict)
    by_id: dict[str, int] = field(default_factory=dict)
    max_words: int = 1

    def add_text(self, text: str, *, origin: str = "lexicon") -> None:
        """Add the concepts of one TOML text; raises BadInput naming ``origin``."""
        try:
            data = tomllib.loads(text)
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
            loose: list[str] = []
            for lang in LANGS:
                v = raw.get(lang) or []
                for f in [v] if isinstance(v, str) else list(v):
                    ff = N.fold(str(f))
                    if ff and ff not in forms:
                        forms.append(ff)
                    if ff and lang == "it":
                        loose.append(italian_key(ff))
                    elif ff and lang == "romaji":
                        loose.append(romaji_key(ff))
            see = raw.get("see") or []
            see = [see] if isinstance(see, str) else [str(x) for x in see]
            if forms:
                self._add(Concept(cid, tuple(forms), tuple(see)), loose)

    def _add(self, c: Concept, loose: Sequence[str] = ()) -> None:
        ci = len(self.concepts)
        self.concepts.append(c)
        self.by_id.setdefault(c.id, ci)
        for f in c.forms:
            for key in keys_of(f):
                lst = self.by_key.setdefault(key, [])
                if ci not in lst:
                    lst.append(ci)
            self.max_words = max(self.max_words, len(f.split()))
        for key in loose:
            if len(key) >= 4:
                lst = self.by_loose_key.setdefault(key, [])
                if ci not in lst:
                    lst.append(ci)

    def lookup(self, phrase: str) -> list[Concept]:
        """Concepts one of whose forms is ``phrase`` (folded; stems count); failing
        that, the Italian forms of its Italian stem and the romaji of its sound."""
        seen: list[int] = []
        for key in keys_of(phrase):
            for ci in self.by_key.get(key, ()):
                if ci not in seen:
                    seen.append(ci)
        if not seen and not N.has_cjk(phrase):
            for key in (italian_key(phrase), romaji_key(phrase)):
                for ci in self.by_loose_key.get(key, ()) if len(key) >= 4 else ():
                    if ci not in seen:
                        seen.append(ci)
        return [self.concepts[ci] for ci in seen]

    def related(self, c: Concept) -> list[Concept]:
        """The concepts ``c`` names in its ``see`` list (those that exist)."""
        return [self.concepts[self.by_id[x]] for x in c.see if x in self.by_id]


def keys_of(folded: str) -> list[str]:
    """Lookup keys of a folded form: itself, without spaces, and (Latin words) with
    each word's English stem."""
    keys = [folded]
    if " " in folded:
        keys.append(folded.replace(" ", ""))
    if not N.has_cjk(folded):
        st = " ".join(N.stem(w) for w in folded.split())
        if st not in keys:
            keys.append(st)
    return keys


def italian_key(folded: str) -> str:
    """``it:`` + the Italian Snowball stem of each word (Latin script only)."""
    return "it:" + " ".join(N.italian_stem(w) for w in folded.split())


def romaji_key(folded: str) -> str:
    """``ro:`` + the phonetic key of a romaji string (long vowels and doubled letters
    merged: ``dooten``, ``douten`` and ``dōten`` meet)."""
    return "ro:" + N.roma_key(folded)


def parse_lexicon(texts: list[tuple[str, str]]) -> Lexicon:
    """One lexicon from (origin, TOML text) pairs."""
    lex = Lexicon()
    for origin, text in texts:
        lex.add_text(text, origin=origin)
    return lex


class Bridge:
    """Japanese <-> English words from a dictionary (JMdict extract): the glosses of a
    Japanese word, and the common Japanese words an English word translates (that
    reverse table is made on first use)."""

    def __init__(self, ja_en: dict[str, list[str]]) -> None:
        self.ja_en = ja_en  # spelled as in the dictionary (kanji, kana)
        self._en_ja: dict[str, list[str]] | None = None

    def english(self, word: str) -> list[str]:
        return self.ja_en.get(word, [])[:3]

    def japanese(self, word: str) -> list[str]:
        """Folded Japanese words whose first gloss (or a one-word second) is ``word``."""
        if self._en_ja is None:
            en_ja: dict[str, list[str]] = {}
            for ja, ens in self.ja_en.items():
                for rank, en in enumerate(ens[:2]):
                    if rank == 0 or " " not in en:
                        lst = en_ja.setdefault(en, [])
                        if len(lst) < 3 and len(ja) >= 2:
                            lst.append(N.fold(ja))
            self._en_ja = en_ja
        return self._en_ja.get(word, [])


def parse_bridge(text: str) -> dict[str, list[str]]:
    """``japanese<TAB>gloss;gloss`` lines (``#`` comments) -> {japanese: glosses}."""
    out: dict[str, list[str]] = {}
    for line in text.splitlines():
        if not line or line[0] == "#":
            continue
        ja, _, en = line.partition("\t")
        if ja and en:
            out[ja] = en.split(";")
    return out
