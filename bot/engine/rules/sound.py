"""A sound key on which a Latin word and its katakana spelling meet. Pure.

Players name a game's things in their own script: an English or Italian question says
"Gravehold", "breach", "nemesis" where a Japanese summary says グレイブホールド, ブリーチ,
ネメシス, and a Japanese question spells the English or Italian summary's names in
katakana. Both sides are brought to one rough pronunciation:

- katakana is romanised, its doubled consonants (ッ) and long vowels (ー) collapse, and
  the vowels katakana adds after a closing consonant drop (ブ-リ-ー-チ: *brich*; ド, ト
  after a consonant; the *i* of a final ッチ/ッジ);
- a Latin word loses its silent letters (*kn*, *wr*, final *mb*, *gh* before *t*) and
  its doubled consonants; *ph*, *th*, *qu*, *x*, *tion* are spelled as they sound;
  a *c*, *g* before *e*/*i* is soft;
- then every run of vowels is one vowel (English vowels are not katakana's: *gate*
  ゲート), a final vowel drops (Italian *carta*, katakana カルタ; English *gate*),
  and the sounds katakana cannot keep apart merge (l/r, b/v, s/z/sh/ch/j/ts/th).

Where a spelling reads two ways the word has up to eight keys (:func:`sound_keys`): an
English *r* after a vowel that katakana drops (*card* カード) or keeps (Italian *carta*
カルタ), an *e* silent inside a compound (*gravehold*) or not, *ch* as in *church* or as
in *character*, *g* before *e*/*i* soft or hard. Measured on JMdict's loanwords and
JMnedict's names by ``bench/loan_sound.py``."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from bot.engine.rules import normalize as N

_KANA_RUN = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u30fc]")
# katakana's added vowels: u after a consonant before another or at the end (ブリッジ
# buriji), o after t/d likewise (ドラフト), the i of a doubled chi/ji at the end (マッチ)
_EPENTHETIC = re.compile(
    r"(?<=[bcdfghjkmnprstvwz])u(?![aeiou])|(?<=[td])o(?![aeiou])|(?<=tch|ddj)i$"
)
# ... or only at the end: ト, ド inside a word may be the o of the word (イントネーション)
_EPENTHETIC_END = re.compile(r"(?<=[bcdfghjkmnprstvwz])u(?![aeiou])|(?<=[td])o$|(?<=tch|ddj)i$")
_KANA_W = re.compile(r"(?:^|(?<=[aeiou]))u(?=[aieo])")
_YOON = re.compile(r"(?<=[kgnhbpmr])y(?=[aeiou])")  # kyu -> ku: cute キュート
_DOUBLE = re.compile(r"([bcdfghjklmnpqrstvwxz])\1+")
_VOWELS = re.compile(r"[aeiouy]+")
_FINAL_VOWEL = re.compile(r"(?<=[^a])a$")
# the Latin side, before its variants
_LATIN_SUBS = [
    ("tion", "shon"),
    ("sion", "shon"),
    ("ght", "t"),
    ("ph", "f"),
    ("ck", "k"),
    ("qu", "kw"),
    ("x", "ks"),
    ("dg", "j"),
    ("dj", "j"),  # Django ジャンゴ
    ("sch", "sh"),
    ("gn", "n"),
    ("th", "s"),
    ("wh", "w"),
]
_SILENT_START = re.compile(r"^(?:k(?=n)|w(?=r)|p(?=s))")
_SILENT_END = re.compile(r"(?<=m)b$")
_SEMI_W = re.compile(r"w(?![aeiouy])")  # ow, aw: a vowel, not a w
_SEMI_Y = re.compile(r"(?<=[^aeiou])y|y(?![aeiou])")  # y a vowel unless before one
_SILENT_E = re.compile(r"(?<=[aeiou][bcdfgklmnprstvz])e(?=[bcdfghklmnprstvwz])")
_FINAL_E = re.compile(r"(?<=[bcdfgklmnprstvz])e$")
_R_DROPPED = re.compile(r"(?<=[aeiou])r(?![aeiouy])")
_SOFT_C = re.compile(r"c(?=[eiy])")
_SOFT_G = re.compile(r"g(?=[eiy])")
_TI = re.compile(r"t(?=i)")
_MERGE = str.maketrans({"l": "r", "v": "b", "z": "s", "j": "s", "q": "k", "c": "k"})
MAX_KEYS = 8
# consonants a key needs to be told apart from others (a pool of thousands of words:
# two meet a tenth of them, three a third, four most; see bench/loan_sound.py)
STRONG = 3


@lru_cache(maxsize=4096)  # a question's words and a summary's names: an index's build
def sound_keys(word: str) -> tuple[str, ...]:
    """The sound keys of one word (katakana or Latin letters), each a string of
    consonant classes and ``a`` for a vowel; () for anything else (kanji, digits)."""
    w = unicodedata.normalize("NFKC", word).replace("・", "").replace(" ", "")
    if not w:
        return ()
    if _KANA_RUN.search(w):
        r = N.kata_to_romaji(N.hira_to_kata(w))
        if not r.isascii() or not r.isalpha():
            return ()
        keys = dict.fromkeys(_kana_key(r, e) for e in (_EPENTHETIC, _EPENTHETIC_END))
        return tuple(keys)
    f = unicodedata.normalize("NFKD", word.casefold())
    words = ["".join(ch for ch in x if ch.isascii() and ch.isalpha()) for x in f.split()]
    words = [x for x in words if x]
    if not words:
        return ()
    # each word of a name on its own (a soft c does not reach across: "cosmic encounter")
    out: dict[str, None] = {"": None}
    for x in words:
        ends = dict.fromkeys(_finish(v) for v in _latin_variants(x))
        out = dict.fromkeys(a + b for a in out for b in ends)
        out = dict.fromkeys(list(out)[:MAX_KEYS])
    return tuple(_DOUBLE.sub(r"\1", k) for k in out)


def _kana_key(r: str, epenthetic: re.Pattern[str]) -> str:
    r = _KANA_W.sub("w", r)  # ウイ, ウェ written with a full-size vowel: w (wing ウイング)
    r = r.replace("tch", "ch").replace("ddj", "j")  # before the doubled i drops
    r = epenthetic.sub("", r)
    r = _YOON.sub("", r)
    return _finish(r)


def _latin_variants(f: str) -> list[str]:
    if f == "of":
        f = "ov"  # as said (オブ: "Age of Steam", エイジ・オブ・スチーム)
    f = _SILENT_END.sub("", _SILENT_START.sub("", f))
    for a, b in _LATIN_SUBS:
        f = f.replace(a, b)
    f = _SEMI_Y.sub("a", _SEMI_W.sub("a", f))
    f = _DOUBLE.sub(r"\1", f)
    forms = [f]
    for pattern, repl in (
        (_FINAL_E, ""),  # a silent final e, so that an r before it drops: more モア
        (_R_DROPPED, ""),  # card カード (and carta カルタ)
        (_SILENT_E, ""),  # gravehold
    ):
        forms += [x for x in (pattern.sub(repl, g) for g in forms) if x not in forms]
    out = []
    for g in forms:
        soft = _SOFT_G.sub("j", _SOFT_C.sub("s", g))
        alts = [soft.replace("ch", "sh")]
        if "ch" in soft:
            alts.append(soft.replace("ch", "k"))  # character キャラクター
        if _SOFT_G.search(g):
            alts.append(_SOFT_C.sub("s", g))  # get ゲット
        if _TI.search(soft):
            alts.append(_TI.sub("ch", soft).replace("ch", "sh"))  # ticket チケット
        out += alts
    return out


def _finish(r: str) -> str:
    """Consonant classes merged, vowel runs one ``a``, a final vowel dropped."""
    r = r.replace("sh", "s").replace("ch", "s").replace("ts", "s").replace("kw", "k")
    r = re.sub(r"(?<=[bcdfgjklmnpqrstvxz])h", "", r)  # kh, gh, rh: the consonant
    r = _VOWELS.sub("a", r.translate(_MERGE))
    r = _DOUBLE.sub(r"\1", r)
    return _FINAL_VOWEL.sub("", r)


def strong_keys(word: str) -> tuple[str, ...]:
    """The sound keys of ``word`` of :data:`STRONG` consonants or more: those that
    meet few other words."""
    return tuple(k for k in sound_keys(word) if len(k) - k.count("a") >= STRONG)
