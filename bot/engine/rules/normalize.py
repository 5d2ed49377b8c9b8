"""Text normalisation for the rules lookup (pure, no I/O).

Three views of any string, used on both sides (index and query):

``fold``      NFKC (full/half width), casefold, hiragana -> katakana, and inside
              katakana words the middle dot ``・``, the long-vowel mark ``ー`` and
              spaces are dropped: ``シールド・ウォール``, ``ｼｰﾙﾄﾞｳｫｰﾙ`` and
              ``シールドウォール`` all fold to ``シルドウォル``.
``roma_key``  a phonetic key over Latin letters: katakana are romanised first (own
              table, so ``ドゥクス`` gives ``dukusu``, not ``doukusu``), kanji through
              the morphological analyser (:mod:`.japanese`); then l->r, v->b, c->k/s,
              doubled letters collapsed. ``shiirudo wooru`` and ``シールドウォール``
              share ``shirudoworu``.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from functools import lru_cache
from typing import Any

import snowballstemmer

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


_KATA_TO_HIRA = {v: k for k, v in _HIRA_TO_KATA.items()}


def kata_to_hira(s: str) -> str:
    return s.translate(_KATA_TO_HIRA)


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


def kanji_loaded() -> bool:
    """Kept for callers of the former deferred kanji dictionary: readings now come
    from the morphological analyser, which loads in a few hundredths of a second."""
    return True


@lru_cache(maxsize=65536)
def _kanji_reading(s: str) -> str:
    """Kanji/hiragana -> katakana reading (UniDic, through :mod:`.japanese`)."""
    from bot.engine.rules.japanese import reading

    return hira_to_kata(reading(s))


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


_ROMAJI_SYLLABLES = re.compile(
    r"^(?:"
    r"(?:kk|gg|ss|zz|tt|dd|pp|bb|cc|tc)?"  # a doubled consonant (っ)
    r"(?:ky|gy|sh|ch|j|ny|hy|by|py|my|ry|ts|dy|ty|fy)?"
    r"(?:[kgsztdnhbpmyrwfv])?"
    r"[aeiou]{1,2}"
    r"|n(?![aeiouy])"
    r")+$"
)


def is_romaji(word: str) -> bool:
    """Whether a folded Latin word reads as Japanese written in romaji (every syllable
    a kana's: "supiritto", "burasu", "kaado"; not "castle" or "extra")."""
    return len(word) >= 2 and word.isascii() and bool(_ROMAJI_SYLLABLES.match(word))


_ROMA_KANA = {
    v: k
    for k, v in _KANA.items()
    if k not in _SMALL_VOWEL and k not in _SMALL_Y and k not in "ヮヰヱヲ"
}
_ROMA_KANA.update(
    {
        "shi": "シ",
        "chi": "チ",
        "tsu": "ツ",
        "fu": "フ",
        "ji": "ジ",
        "zu": "ズ",
        "wo": "ヲ",
        "o": "オ",
        "e": "エ",
        "i": "イ",
        "u": "ウ",
        "a": "ア",
        "si": "シ",
        "ti": "チ",
        "tu": "ツ",
        "hu": "フ",
        "di": "ディ",
        "du": "ドゥ",
        "ja": "ジャ",
        "ju": "ジュ",
        "jo": "ジョ",
        "je": "ジェ",
        "sha": "シャ",
        "shu": "シュ",
        "sho": "ショ",
        "she": "シェ",
        "cha": "チャ",
        "chu": "チュ",
        "cho": "チョ",
        "che": "チェ",
        "fa": "ファ",
        "fi": "フィ",
        "fe": "フェ",
        "fo": "フォ",
        "va": "ヴァ",
        "vi": "ヴィ",
        "vu": "ヴ",
        "ve": "ヴェ",
        "vo": "ヴォ",
        "ti-": "ティ",
        "we": "ウェ",
        "wi": "ウィ",
    }
)
for _c in "kgnhbpmr":
    for _v, _k in (("a", "ャ"), ("u", "ュ"), ("o", "ョ")):
        _base = _ROMA_KANA.get(_c + "i")
        if _base:
            _ROMA_KANA[_c + "y" + _v] = _base + _k


@lru_cache(maxsize=4096)
def romaji_to_katakana(word: str) -> str:
    """Katakana for a romaji word (the reverse of :func:`kata_to_romaji`; a doubled
    vowel becomes ー: "kaado" -> カード, "roketto" -> ロケット), or "" when it does not
    read as romaji."""
    if not is_romaji(word):
        return ""
    out: list[str] = []
    i, n = 0, len(word)
    while i < n:
        c = word[i]
        if i + 1 < n and c == word[i + 1] and c not in "aeioun":
            out.append("ッ")
            i += 1
            continue
        if c == "n" and (i + 1 == n or word[i + 1] not in "aeiouy"):
            out.append("ン")
            i += 1
            continue
        for size in (3, 2, 1):
            piece = word[i : i + size]
            kana = _ROMA_KANA.get(piece) if len(piece) == size else None
            if kana:
                if size == 1 and c in "aeiou" and out and kata_to_romaji(out[-1])[-1:] == c:
                    kana = "ー"  # a doubled vowel: a long one
                out.append(kana)
                i += size
                break
        else:
            return ""
    return "".join(out)


def needs_kanji(s: str) -> bool:
    """True if the phonetic key of ``s`` needs a kanji reading (the dictionary)."""
    return bool(_KANJI.search(fold(s)))


_KATAKANA_WORD = re.compile(r"[\u30a1-\u30fa][\u30a1-\u30fc・]+")


def is_katakana(s: str) -> bool:
    """Whether ``s`` (NFKC) is one katakana word of two kana or more (ー, ・ inside)."""
    return bool(_KATAKANA_WORD.fullmatch(s))


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
means during after before too
il lo la i gli le un una uno di del della dei degli delle da dal dalla in nel nella con
su per tra fra e o ed che chi cosa come quando dove quale quali quanto quanti quanta
si se non mi ti ci vi ne al allo alla ai agli alle è sono ho hai ha fa fare regola
regole succede funziona quante perché posso puoi può possono devo deve devono
mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro
vostra vostri vostre loro
"""
    # Italian prepositions joined to an article (di + gli: degli), the elided ones
    # (dell'azione: dell), and the elided forms of the words above (dov'è, cos'è): as
    # much grammar as their parts
    """
dagli dai dall dallo dalle dell dello negli nei nell nelle nello sugli sui sul sull sulla
sulle sullo col coi dov cos com quest quell
""".split()
)


# an elided Italian article, preposition or pronoun before its word (l'avversario,
# d'oro, un'azione, dell'acqua, c'è) and an English contraction's tail (isn't, they're,
# we'll, I'd): the words they stand for, not one-letter words read on their
# own or with their neighbour as a phrase ("d oro")
_ELIDED = re.compile(
    r"(?<![^\W\d_])(?:l|d|un|dell|all|dall|nell|sull|coll|quell|quest|bell|sant|c|n|m|t|s|v)"
    r"['’](?=[^\W\d_])",
    re.IGNORECASE,
)
_NOT = re.compile(r"(?<=[a-z])n['’]t(?![^\W\d_])", re.IGNORECASE)
_WILL_NOT = re.compile(r"(?<![^\W\d_])(wo|ca|sha)n['’]t(?![^\W\d_])", re.IGNORECASE)
_TAIL = re.compile(r"(?<=[a-z])['’](?:re|ve|ll|d|m)(?![^\W\d_])", re.IGNORECASE)
_UNDONE = {"wo": "will", "ca": "can", "sha": "shall"}


def unelide(s: str) -> str:
    """``s`` with elisions and contractions undone: an elided Italian article or
    preposition dropped (l'avversario -> avversario, d'oro -> oro: grammar, as the
    stopwords are), an English contraction's tail dropped or written out (they're ->
    they, isn't -> is not, can't -> can not; a possessive's 's is left to the words
    of names: Hadrian's Wall)."""
    if "'" not in s and "’" not in s:
        return s
    s = _WILL_NOT.sub(lambda m: _UNDONE[m.group(1).lower()] + " not", s)
    s = _NOT.sub(" not", s)
    s = _TAIL.sub("", s)
    return _ELIDED.sub("", s)


_LOCAL = threading.local()


def _stemmers() -> tuple[Any, Any]:
    """This thread's (English, Italian) stemmers: a Snowball stemmer keeps its state
    between calls, so two threads (a start-up build in a worker beside a lookup) must
    not share one."""
    st: tuple[Any, Any] | None = getattr(_LOCAL, "stemmers", None)
    if st is None:
        st = _LOCAL.stemmers = (
            snowballstemmer.stemmer("english"),
            snowballstemmer.stemmer("italian"),
        )
    return st


@lru_cache(maxsize=65536)
def stems(w: str) -> tuple[str, ...]:
    """The English and Italian Snowball stems of a folded word (distinct, the word
    itself excluded); a word of fewer than four letters is its own stem."""
    if len(w) < 4 or not w.isalpha():
        return ()
    out: list[str] = []
    for st in _stemmers():
        s = st.stemWord(w)
        if len(s) >= 3 and s != w and s not in out:
            out.append(s)
    return tuple(out)


@lru_cache(maxsize=65536)
def stem(w: str) -> str:
    """The English Snowball stem of a word (glossary and lexicon keys)."""
    if len(w) < 4 or not w.isalpha():
        return w
    s: str = _stemmers()[0].stemWord(w)
    return s if len(s) >= 3 else w


@lru_cache(maxsize=65536)
def italian_stem(w: str) -> str:
    """The Italian Snowball stem of a word (lexicon keys of Italian forms)."""
    if len(w) < 4 or not w.isalpha():
        return w
    s: str = _stemmers()[1].stemWord(w)
    return s if len(s) >= 3 else w


# --- English <-> Italian cognates ----------------------------------------------------

# suffixes that Latin-derived words change regularly between the two languages
_EN_IT = [
    ("ctions", "zioni"),
    ("ction", "zione"),
    ("tions", "zioni"),
    ("tion", "zione"),
    ("sions", "sioni"),
    ("sion", "sione"),
    ("ments", "menti"),
    ("ment", "mento"),
    ("ties", "tà"),
    ("ty", "tà"),
    ("ous", "oso"),
    ("ics", "ica"),
    ("ic", "ico"),
    ("ance", "anza"),
    ("ence", "enza"),
    ("ist", "ista"),
    ("ary", "ario"),
    ("ery", "ero"),
    ("ory", "orio"),
    ("ive", "ivo"),
    ("ble", "bile"),
    ("ure", "ura"),
    ("ism", "ismo"),
    ("al", "ale"),
]
_IT_EN = [(i, e) for e, i in _EN_IT if not e.endswith("s")]  # zione: -ction, then -tion


@lru_cache(maxsize=65536)
def cognates(w: str) -> tuple[str, ...]:
    """Likely cognates of a folded English or Italian word in the other language,
    by regular suffix changes (``infection`` -> ``infezione``, ``monastero`` ->
    ``monastery``, ``costruzione`` -> ``costruction``/``costrution``) and the ``ct`` -> ``tt`` of Italian (``victory`` -> ``vittoria``
    is left to the lexicon). Words of fewer than six letters have none."""
    if len(w) < 6 or not w.isalpha():
        return ()
    out: list[str] = []
    for rules in (_EN_IT, _IT_EN):
        for a, b in rules:
            if w.endswith(a) and len(w) - len(a) >= 3:
                stem = w[: len(w) - len(a)]
                c = stem + b
                if rules is _EN_IT:
                    c = c.replace("ct", "tt").replace("ph", "f").replace("th", "t")
                if c != w and c not in out:
                    out.append(c)
                if rules is _IT_EN and b == "ction":
                    continue  # also -tion (posizione -> position)
                break
    return tuple(out)


# --- loanword keys -----------------------------------------------------------------

_LOAN_EN = [
    ("tion", "shon"),
    ("sion", "shon"),
    ("ph", "f"),
    ("ck", "k"),
    ("qu", "k"),
    ("x", "ks"),
    ("th", "s"),
    ("c", "k"),  # before the vowels go: "ce"/"ci" keep their s below
]
_LOAN_R = re.compile(r"r(?![aeiouy])|(?<=[aeiou])r(?=e$)")
_LOAN_CONS = str.maketrans({"l": "r", "v": "b", "z": "s", "j": "s", "q": "k"})
_LOAN_DROP = re.compile(r"[aeiouyhw]")


@lru_cache(maxsize=65536)
def loan_key(s: str) -> str:
    """A key on which an English word and its katakana loanword meet: consonants only,
    with the sounds katakana cannot keep apart merged (l/r, v/b, z/s, th/s) and the
    English ``r`` that katakana drops (card/カード, player/プレイヤー) dropped.
    ``draft`` and ``ドラフト`` both give ``drft``; ``bonus``/``ボーナス`` ``bns``."""
    f = fold(s)
    if _CJK.search(f):
        if _KANJI.search(f):
            return ""
        r = kata_to_romaji(f.replace(" ", ""))
        r = r.replace("shi", "s").replace("chi", "s").replace("tsu", "s").replace("ch", "s")
        r = r.replace("sh", "s").replace("fu", "f").replace("j", "s")
    else:
        r = _latinise(f).lower()
        if not r.isalpha():
            r = "".join(c for c in r if c.isalpha())
        r = r.replace("ce", "se").replace("ci", "si").replace("cy", "si").replace("ch", "s")
        for a, b in _LOAN_EN:
            r = r.replace(a, b)
        r = r.replace("ch", "s").replace("sh", "s")
        r = _LOAN_R.sub("", r)
    r = _LOAN_DROP.sub("", r.translate(_LOAN_CONS))
    return _REPEAT.sub(r"\1", r)


# a vowel katakana adds after a consonant that ends a syllable of a foreign name
# (カルタグ karutagu for Carthag, フレメン furemen for Fremen)
_EPENTHETIC = re.compile(r"(?<=[bcdfghjklmnpqrstvwxz])[uo](?=[bcdfghjklmnpqrstvwxz]|$)")


def name_sound(s: str) -> str:
    """A key on which a Latin name and its katakana spelling meet closely enough for a
    fuzzy ratio (ハッガ / Hagga, ソラリ / Solari, カルタグ / Carthag): the phonetic key of
    the Latin word; of the katakana's romaji (long vowels kept: pass it unfolded),
    without the vowels katakana adds after a closing consonant."""
    if _CJK.search(s):
        r = kata_to_romaji(unicodedata.normalize("NFKC", s).replace("・", ""))
        return roma_key(_EPENTHETIC.sub("", r))  # a long vowel (ルーダ, ruuda) is kept
    return roma_key(s)
