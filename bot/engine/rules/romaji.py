"""Japanese written in Latin letters, read through the dictionary's kana readings. Pure.

A question typed in romaji spells its words in one of several systems: Hepburn
(*shi*, *tsu*, *fu*, *ji*), Kunrei (*si*, *tu*, *hu*, *zi*), the way one types kana
(wāpuro: *kou*, *nn*), with long vowels written ō, ô, oo, ou, oh, or not at all. Both a
typed word and a dictionary reading (kana) are brought to one *spelled* key (Hepburn,
a long o as ``ou``, ``m`` before a labial as ``n``), and a *loose* key drops the long
vowels and doubled consonants (*kodo* meets こうどう, *kita* meets きった), for
a typist who leaves them out: a loose meeting counts less than a spelled one.

A run of words typed together (*tefudanomaisuu*) is cut into dictionary readings and
particles by :func:`segment`."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache, partial

from bot.engine.rules import normalize as N

# particles and copulas that stand between the words of a question
PARTICLES = frozenset("no wa ga wo o ni de to mo ka ya yo ne e he made kara desu".split())
PARTICLE = 6.0  # how common a particle is, on the scale of ``segment``'s ``known`` (Zipf)

_MACRON = {"ā": "aa", "ī": "ii", "ū": "uu", "ē": "ee", "ō": "ou"}
_MACRON.update({"â": "aa", "î": "ii", "û": "uu", "ê": "ee", "ô": "ou"})
# Kunrei and Nihon-shiki spellings -> Hepburn (longest first)
_SYSTEMS = [
    ("sy", "sh"),
    ("zy", "j"),
    ("jy", "j"),
    ("ty", "ch"),
    ("cy", "ch"),
    ("dy", "j"),
    ("si", "shi"),
    ("zi", "ji"),
    ("di", "ji"),
    ("ti", "chi"),
    ("tu", "tsu"),
    ("du", "zu"),
    ("hu", "fu"),
]
_KUNREI = re.compile("|".join(a for a, _b in _SYSTEMS))
_KUNREI_MAP = dict(_SYSTEMS)
_OH = re.compile(r"oh(?![aeiouy])")  # Tōhoku written Tohoku, Ohno: oh is a long o
_LABIAL_M = re.compile(r"m(?=[bpm])")  # shimbun: ん before b, p, m
_WAPURO_N = re.compile(r"n{2,}(?![aeiouy])")  # ん typed nn before a consonant or at the end
_LONG = re.compile(r"(?<=o)u+|(?<=e)i+")  # the second vowel of a long o, a long e
_RUN = re.compile(r"([aiueo])\1+")  # a vowel written twice or more
_DOUBLE = re.compile(r"([kgsztdbpfjc])\1+|t(?=ch)")


def plain(word: str) -> str:
    """A romaji word in ASCII letters: a long vowel written with a macron or a
    circumflex doubled (ō -> ou, ā -> aa), other accents and non-letters dropped."""
    w = unicodedata.normalize("NFC", word.casefold())
    w = "".join(_MACRON.get(ch, ch) for ch in w)
    w = unicodedata.normalize("NFKD", w)
    return "".join(ch for ch in w if ch.isascii() and ch.isalpha())


@lru_cache(maxsize=8192)
def spelled(word: str) -> str:
    """The spelled key of a romaji word (folded Latin letters): Hepburn, long o as
    ``ou``; "" when it is not Latin."""
    w = plain(word)
    return _hepburn(w) if w else ""


def _hepburn(w: str, *, merge: bool = True) -> str:
    """The spelled key of lowercase ASCII romaji (a fixed point: a key spells itself);
    without ``merge``, a long o as written (*oo*, *ou*, *oh* stay apart)."""
    for _ in range(4):  # a rewrite may make another (zyy -> jy -> j)
        before = w
        w = _KUNREI.sub(partial(_fix, w=before), w)
        if merge:
            w = _OH.sub("ou", w).replace("oo", "ou")
        w = _LABIAL_M.sub("n", w)
        w = _WAPURO_N.sub("n", w)
        if w == before:
            break
    return w


def _fix(m: re.Match[str], w: str) -> str:
    s = m.group(0)
    if s == "hu" and m.start() and w[m.start() - 1] in "sc":
        return s  # Hepburn shu, chu
    return _KUNREI_MAP[s]


def kana_spelled(kana: str) -> str:
    """The spelled key of a kana reading (hiragana or katakana)."""
    r = N.kata_to_romaji(N.hira_to_kata(kana).replace("・", ""))
    return _hepburn(r) if r.isascii() and r.isalpha() else ""


@lru_cache(maxsize=8192)
def exact(word: str) -> str:
    """A romaji word in Hepburn with its long o as typed: *ou* (おう) and *oo* (おお)
    apart, which the spelled key merges; "" when it is not Latin."""
    w = plain(word)
    return _hepburn(w, merge=False) if w else ""


@lru_cache(maxsize=8192)
def kana_exact(kana: str) -> str:
    """A kana reading in Hepburn with its long o as written (おう *ou*, おお *oo*)."""
    r = N.kata_to_romaji(N.hira_to_kata(kana).replace("・", ""))
    return _hepburn(r, merge=False) if r.isascii() and r.isalpha() else ""


def loose(key: str) -> str:
    """A spelled key without its long vowels and doubled consonants."""
    for _ in range(4):  # (a fixed point, as the spelled key)
        before = key
        key = _DOUBLE.sub(lambda m: m.group(1) or "", _RUN.sub(r"\1", _LONG.sub("", key)))
        if key == before:
            break
    return key


def segment(
    key: str, known: Callable[[str], float], *, shortest: int = 2, longest: int = 16
) -> list[str] | None:
    """Cut a spelled key of words typed together into dictionary words and particles:
    the cut of fewest pieces, then of the commonest (``known(piece)``: > 0 for a
    word, the higher the commoner; a particle counts as :data:`PARTICLE`), or None
    when no cut reads it whole. A word has ``shortest`` letters at least (*te*, *ki*,
    *su* read as too many words to cut a word at)."""
    n = len(key)
    best: list[tuple[int, float, int] | None] = [None] * (n + 1)
    best[0] = (0, 0.0, 0)
    for i in range(n):
        if best[i] is None:
            continue
        pieces, score, _ = best[i]  # type: ignore[misc]
        for j in range(i + 1, min(n, i + longest) + 1):
            piece = key[i:j]
            v = PARTICLE if piece in PARTICLES else known(piece) if j - i >= shortest else 0.0
            if v <= 0:
                continue
            cand = (pieces + 1, score - v, i)
            cur = best[j]
            if cur is None or cand[:2] < cur[:2]:
                best[j] = cand
    if best[n] is None:
        return None
    out: list[str] = []
    j = n
    while j > 0:
        i = best[j][2]  # type: ignore[index]
        out.append(key[i:j])
        j = i
    return out[::-1]


# the particles written with the kana of another sound (は, を, へ)
_PARTICLE_KANA = {"wa": "は", "o": "を", "wo": "を", "e": "へ", "he": "へ"}
_LATIN_WORD = re.compile(r"[A-Za-z\u00c0-\u024f]+")
# what marks a loanword typed in romaji, which Japanese writes in katakana: a long
# vowel written twice (kaado カード, ruuru ルール; native words spell theirs mostly ou,
# ei), or a sound only loanwords have (ti ティ, di ディ, fa ファ, she シェ, v ヴ, wi ウィ)
_LOANWORD = re.compile(r"aa|ii|uu|ee|oo|[td]i|f[aieo]|[sjc]he|v|w[ieo]")
_GAP = re.compile(r"(?<=[\u3040-\u30ff\u4e00-\u9fff])\s+(?=[\u3040-\u30ff\u4e00-\u9fff])")


def as_japanese(text: str, read: Callable[[str, str], str]) -> str:
    """A question typed in romaji written in Japanese, word by word, for a reader of
    Japanese text (the dense tier's model reads "tefuda" as the Latin word it is
    not): a particle in hiragana (*no* の, *wa* は), a word as ``read`` gives its
    Japanese (``read(spelled key, word as typed)``, "" for none: *tefuda* 手札), else
    in kana: a word a loanword's sound marks in katakana (*kaado* カード,
    *kuriputiddo*), another in hiragana (*yatte* やって, a verb's form no
    dictionary lists); a word no kana spells (an English one) as typed. No spaces
    between Japanese words."""

    def one(m: re.Match[str]) -> str:
        w = plain(m.group(0))
        key = _hepburn(w) if w else ""
        if not key or not N.is_romaji(key):
            return m.group(0)
        if key in PARTICLES:
            return _PARTICLE_KANA.get(key) or N.kata_to_hira(N.romaji_to_katakana(key))
        kata = N.romaji_to_katakana(w) or N.romaji_to_katakana(key)
        if kata and not _LOANWORD.search(w):
            kata = N.kata_to_hira(kata)  # yatte: やって, a verb's form, not ヤッテ
        return read(key, w) or kata or m.group(0)

    return _GAP.sub("", _LATIN_WORD.sub(one, text))
