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
so ``come si vince`` reaches a section titled "Victory" or "勝利条件"."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field

from bot.engine.errors import BadInput
from bot.engine.rules import normalize as N

LANGS = ("en", "ja", "romaji", "it")


@dataclass(frozen=True)
class Concept:
    id: str
    forms: tuple[str, ...]  # folded, every language, without duplicates


@dataclass
class Lexicon:
    concepts: list[Concept] = field(default_factory=list)
    by_key: dict[str, list[int]] = field(default_factory=dict)  # folded/stemmed key -> concepts
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
            for lang in LANGS:
                v = raw.get(lang) or []
                for f in [v] if isinstance(v, str) else list(v):
                    ff = N.fold(str(f))
                    if ff and ff not in forms:
                        forms.append(ff)
            if forms:
                self._add(Concept(cid, tuple(forms)))

    def _add(self, c: Concept) -> None:
        ci = len(self.concepts)
        self.concepts.append(c)
        for f in c.forms:
            for key in keys_of(f):
                lst = self.by_key.setdefault(key, [])
                if ci not in lst:
                    lst.append(ci)
            self.max_words = max(self.max_words, len(f.split()))

    def lookup(self, phrase: str) -> list[Concept]:
        """Concepts one of whose forms is ``phrase`` (folded; stems count)."""
        seen: list[int] = []
        for key in keys_of(phrase):
            for ci in self.by_key.get(key, ()):
                if ci not in seen:
                    seen.append(ci)
        return [self.concepts[ci] for ci in seen]


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
