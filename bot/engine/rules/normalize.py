"""Text normalisation for the rules lookup (pure, no I/O).

Three views of any string, used on both sides (index and query):

``fold``      NFKC (full/half width), casefold, hiragana -> katakana, and inside
              katakana words the middle dot ``・``, the long-vowel mark ``ー`` and
              spaces are dropped: ``シールド・ウォール``, ``ｼｰﾙﾄﾞｳｫｰﾙ`` and
              ``シールドウォール`` all fold to ``シルドウォル``.
``roma_key``  a phonetic key over Latin letters: katakana are romanised first (own
              table, so ``ドゥクス`` gives ``dukusu``, not ``doukusu``), kanji through
              pykakasi when present (loaded lazily); then l->r, v->b, c->k/s,
              doubled letters collapsed. ``shiirudo wooru`` and ``シールドウォール``
              share ``shirudoworu``.
``skeleton``  the roma key without vowels: ``shield wall`` and ``シールドウォール``
              both give ``shrdwr``; it lets near-English spellings of loanwords meet.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# --- katakana -> romaji ------------------------------------------------------------

_KANA = {
    "ア": "a",
    "イ": "i",
    "ウ": "u",
    "エ": "e",
    "オ": "o",
    "カ": "ka",
    "キ": "ki",
    "ク": "ku",
    "ケ": "ke",
    "コ": "ko",
    "ガ": "ga",
    "ギ": "gi",
    "グ": "gu",
    "ゲ": "ge",
    "ゴ": "go",
    "サ": "sa",
    "シ": "shi",
    "ス": "su",
    "セ": "se",
    "ソ": "so",
    "ザ": "za",
    "ジ": "ji",
    "ズ": "zu",
    "ゼ": "ze",
    "ゾ": "zo",
    "タ": "ta",
    "チ": "chi",
    "ツ": "tsu",
    "テ": "te",
    "ト": "to",
    "ダ": "da",
    "ヂ": "ji",
    "ヅ": "zu",
    "デ": "de",
    "ド": "do",
    "ナ": "na",
    "ニ": "ni",
    "ヌ": "nu",
    "ネ": "ne",
    "ノ": "no",
    "ハ": "ha",
    "ヒ": "hi",
    "フ": "fu",
    "ヘ": "he",
    "ホ": "ho",
    "バ": "ba",
    "ビ": "bi",
    "ブ": "bu",
    "ベ": "be",
    "ボ": "bo",
    "パ": "pa",
    "ピ": "pi",
    "プ": "pu",
    "ペ": "pe",
    "ポ": "po",
    "マ": "ma",
    "ミ": "mi",
    "ム": "mu",
    "メ": "me",
    "モ": "mo",
    "ヤ": "ya",
    "ユ": "yu",
    "ヨ": "yo",
    "ラ": "ra",
    "リ": "ri",
    "ル": "ru",
    "レ": "re",
    "ロ": "ro",
    "ワ": "wa",
    "ヰ": "i",
    "ヱ": "e",
    "ヲ": "o",
    "ン": "n",
    "ヴ": "vu",
    "ァ": "a",
    "ィ": "i",
    "ゥ": "u",
    "ェ": "e",
    "ォ": "o",
    "ャ": "ya",
    "ュ": "yu",
    "ョ": "yo",
    "ヮ": "wa",
}
_SMALL_VOWEL = {"ァ": "a", "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o"}
_SMALL_Y = {"ャ": "a", "ュ": "u", "ョ": "o"}
_VOWELS = set("aeiou")

_HIRA_START, _HIRA_END = 0x3041, 0x3096
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
_KANJI = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_WORD = re.compile(r"[a-z0-9\u00c0-\u024f]+|[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+")


_HIRA_TO_KATA = {c: c + 0x60 for c in range(_HIRA_START, _HIRA_END + 1)}


def hira_to_kata(s: str) -> str:
    return s.translate(_HIRA_TO_KATA)


def kata_to_romaji(s: str) -> str:
    """Romanise katakana (Hepburn, with foreign-sound small kana: ティ ti, ドゥ du,
    ウォ wo, ヴァ va). Other characters pass through unchanged."""
    out: list[str] = []
    i, n = 0, len(s)
    double = False
    while i < n:
        c = s[i]
        nxt = s[i + 1] if i + 1 < n else ""
        if c == "ッ":
            double = True
            i += 1
            continue
        if c == "ー":
            last = out[-1] if out else ""
            if last and last[-1] in _VOWELS:
                out.append(last[-1])
            i += 1
            continue
        r = _KANA.get(c)
        if r is None:
            out.append(c)
            double = False
            i += 1
            continue
        if nxt in _SMALL_Y and len(r) >= 2 and r[-1] == "i":
            base = r[:-1]
            r = (base if base in ("sh", "ch", "j") else base + "y") + _SMALL_Y[nxt]
            i += 1
        elif nxt in _SMALL_VOWEL and c not in _SMALL_VOWEL:
            if c == "ウ":
                r = "w" + _SMALL_VOWEL[nxt]
            elif c == "ヴ":
                r = "v" + _SMALL_VOWEL[nxt]
            elif r[-1] in _VOWELS and len(r) >= 2:
                base = r[:-1]
                if base == "ts" or base == "f":
                    pass
                r = base + _SMALL_VOWEL[nxt]
            else:
                r = r + _SMALL_VOWEL[nxt]
            i += 1
        if double and r and r[0] not in _VOWELS:
            r = ("t" if r.startswith("ch") else r[0]) + r
        double = False
        out.append(r)
        i += 1
    return "".join(out)


class _KanjiReader:
    """Kanji -> katakana reading, longest match over pykakasi's own dictionary.

    ``pykakasi.kakasi().convert`` walks every dictionary word that starts with a
    kanji (thousands for common ones: about 1 ms a title) and computes five
    romanisations we do not use; looking up the prefixes of the text (at most 15
    characters, the longest entry) gives the same reading far faster. Loading the
    dictionary itself (~0.8 s) is the one unavoidable cost, so it happens lazily.
    If pykakasi's layout ever changes, its public API is used instead."""

    MAX_WORD = 16

    def __init__(self):
        self._table = None
        self._variants = None
        self._kakasi = None
        try:
            from pykakasi.kanji import Itaiji, Kanwa

            table = Kanwa()._jisyo_table
            variants = Itaiji()._itaijidict
            if isinstance(table, dict) and isinstance(variants, dict):
                self._table, self._variants = table, variants
        except (ImportError, AttributeError):  # pragma: no cover - other pykakasi
            pass
        if self._table is None:  # pragma: no cover
            import pykakasi

            self._kakasi = pykakasi.kakasi()

    def read(self, s: str) -> str:
        if self._kakasi is not None:  # pragma: no cover
            return "".join(part["kana"] for part in self._kakasi.convert(s))
        s = s.translate(self._variants)
        table = self._table
        out: list[str] = []
        i, n = 0, len(s)
        while i < n:
            words = table.get(ord(s[i]))
            if words:
                for ln in range(min(self.MAX_WORD, n - i), 0, -1):
                    readings = words.get(s[i : i + ln])
                    if readings:
                        prev = s[i - 1] if i else ""
                        yomi = next(
                            (y for y, con in readings if con is None or prev in con), readings[0][0]
                        )
                        out.append(yomi)
                        i += ln
                        break
                else:
                    out.append(s[i])
                    i += 1
            else:
                out.append(s[i])
                i += 1
        return hira_to_kata("".join(out))


_reader: _KanjiReader | None = None


def kanji_loaded() -> bool:
    """True once the kanji dictionary is in memory (for callers that defer work)."""
    return _reader is not None


@lru_cache(maxsize=65536)
def _kanji_reading(s: str) -> str:
    """Kanji/hiragana -> katakana reading (lazy: the dictionary loads on first use)."""
    global _reader
    if _reader is None:
        _reader = _KanjiReader()
    return _reader.read(s)


# --- the three views ---------------------------------------------------------------

# ・ and ー are katakana-run characters themselves, so joining each run (dropping its
# spaces, ・ and ー) equals dropping the spaces between two run characters, then every
# ・ and ー: one regex and a translate, no per-run Python callback.
# (hiragana count as katakana: they become katakana in the same translate)
_KANA_SPACE = re.compile(
    r"(?<=[\u3041-\u3096\u30a1-\u30fa\u30fc\u30fb\uff65])\s+"
    r"(?=[\u3041-\u3096\u30a1-\u30fa\u30fc\u30fb\uff65])"
)
_FOLD_TABLE = {**_HIRA_TO_KATA, 0x30FB: None, 0xFF65: None, 0x30FC: None}


@lru_cache(maxsize=65536)
def fold(s: str) -> str:
    """NFKC + casefold + hiragana->katakana; ・, ー and spaces inside katakana dropped;
    runs of whitespace collapsed."""
    s = _KANA_SPACE.sub("", unicodedata.normalize("NFKC", s).casefold())
    return " ".join(s.translate(_FOLD_TABLE).split())


_ROMA_SUBS = [
    ("ph", "f"),
    ("ck", "k"),
    ("ch", "\x01"),
    ("sh", "\x02"),
    ("th", "t"),
    ("qu", "k"),
    ("q", "k"),
    ("x", "ks"),
    ("ce", "se"),
    ("ci", "si"),
    ("cy", "si"),
    ("c", "k"),
    ("\x01", "ch"),
    ("\x02", "sh"),
    ("l", "r"),
    ("v", "b"),
    ("y", "i"),
    ("ou", "o"),
    ("ei", "e"),
    ("gh", "g"),
    ("dh", "d"),
]
_NON_LATIN = re.compile(r"[^a-z]")
_REPEAT = re.compile(r"(.)\1+")


def _latinise(s: str) -> str:
    s = fold(s)
    if _CJK.search(s):
        if _KANJI.search(s):
            s = _kanji_reading(s)
        s = kata_to_romaji(hira_to_kata(s).replace(" ", ""))
    if s.isascii():
        return s
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c))


@lru_cache(maxsize=65536)
def roma_key(s: str) -> str:
    """Phonetic Latin key of any string (see module docstring). Spaces dropped."""
    s = _NON_LATIN.sub("", _latinise(s).lower())
    for a, b in _ROMA_SUBS:
        s = s.replace(a, b)
    return _REPEAT.sub(r"\1", s)


@lru_cache(maxsize=65536)
def skeleton(s: str) -> str:
    """``roma_key`` without vowels (and without ``h`` after s/c), repeats collapsed."""
    k = roma_key(s).replace("sh", "s").replace("ch", "s").replace("w", "").replace("j", "g")
    k = re.sub(r"[aeiou]", "", k)
    return _REPEAT.sub(r"\1", k)


def needs_kanji(s: str) -> bool:
    """True if the phonetic key of ``s`` needs a kanji reading (the dictionary)."""
    return bool(_KANJI.search(fold(s)))


def has_cjk(s: str) -> bool:
    return bool(_CJK.search(s))


def words(folded: str) -> list[str]:
    """Latin words and CJK runs of an already folded string."""
    return _WORD.findall(folded)


# --- character n-grams -------------------------------------------------------------


def grams(folded: str) -> set[str]:
    """Index grams of a folded string: CJK runs give bigrams (a lone character is its
    own gram), Latin/digit words give padded trigrams."""
    out: set[str] = set()
    for w in set(_WORD.findall(folded)):
        if w[0] >= "\u3040":  # a CJK run (the Latin class of _WORD ends at U+024F)
            if len(w) == 1:
                out.add(w)
            else:
                out.update([w[i : i + 2] for i in range(len(w) - 1)])
        else:
            p = f" {w} "
            out.update([p[i : i + 3] for i in range(len(p) - 2)])
    return out


# --- query hygiene -----------------------------------------------------------------

MAX_QUERY = 200
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]")


def strip_controls(s: str) -> str:
    return _CONTROL.sub(" ", s)


def has_letters(s: str) -> bool:
    """True if ``s`` holds at least one letter or digit (emoji and symbols do not count)."""
    return any(unicodedata.category(c)[0] in "LN" for c in s)


_QUOTES = re.compile(r'"([^"]+)"|“([^”]+)”|「([^」]+)」|『([^』]+)』|«([^»]+)»')


def split_quotes(s: str) -> tuple[str, list[str]]:
    """Return (the query without quoted parts, the quoted phrases)."""
    phrases = [next(g for g in m.groups() if g) for m in _QUOTES.finditer(s)]
    return _QUOTES.sub(" ", s), [p.strip() for p in phrases if p.strip()]


STOPWORDS = frozenset(
    """
a an the of to in on at for by with from and or is are be was were do does did i we you
he she it they my your our their me what when where which who how why can could should
would will shall may might get gets got if then than that this these those there here
about as any some all much many more most rule rules work works happen happens mean
means during after before
il lo la i gli le un una uno di del della dei degle delle da dal dalla in nel nella con
su per tra fra e o ed che chi cosa come quando dove quale quali quanto quanti quanta
si se non mi ti ci vi ne al allo alla ai agli alle è sono ho hai ha fa fare regola
regole succede funziona
""".split()
)


def stem(w: str) -> str:
    """A tiny English/Italian suffix stripper for word-level glossary matching."""
    for suf in ("ings", "ing", "ies", "ied", "ed", "es", "s"):
        if len(w) > len(suf) + 3 and w.endswith(suf):
            base = w[: -len(suf)]
            if suf in ("ies", "ied"):
                base += "y"
            if suf in ("ing", "ings", "ed") and len(base) > 3 and base[-1] == base[-2]:
                base = base[:-1]
            return base
    return w
