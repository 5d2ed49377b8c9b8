"""A game's names as players write them: the name a summary's title begins with, the
parts players shorten a long name to, and the keys a katakana or kanji name is met by
in any spelling (dots, long marks, half-width, romaji of its reading). Pure; the
corpus (``corpus.py``) keeps, per scope, which game each name and key belongs to.
"""

from __future__ import annotations

import re
import unicodedata

from bot.engine.rules import japanese as J
from bot.engine.rules import normalize as N
from bot.engine.rules.sound import sound_keys

# a leading article of a game's name (The Castles of Burgundy, I Castelli della Borgogna)
ARTICLE = re.compile(r"^(?:(?:the|a|an|il|lo|la|i|gli|le)\s+|l')", re.IGNORECASE)


# how a summary's title or first heading goes on after the game's name: a dash, a
# slash (【ルール・サマリー】ランカスター/Lancaster), a bracket, a colon
_NAME_END = re.compile(r"\s+[-–—]\s+|[/／:：(（\[]")
_BRACKETED = re.compile(r"【[^】]*】|\[[^\]]*\]")
# words that say what kind of document a summary is, not which game it is about
_DOC_WORDS = frozenset(
    "rule rules summary summaries reference quick game help sheet notes overview guide "
    "regole regolamento riassunto sintesi breve guida in of for our the il delle di "
    "ルール まとめ 要約 サマリー 概要 早見表 メモ".split()
)

_DOC_KANA = sorted((w for w in _DOC_WORDS if N.has_cjk(w)), key=len, reverse=True)


def slug_name(slug: str) -> str:
    """A game's id as a reader would write its name ("Moon Garden" of moon-garden),
    for a game nothing else names."""
    words = [w for w in re.split(r"[-_\s]+", slug) if w]
    return " ".join(w[:1].upper() + w[1:] for w in words) or slug


def heading_names(heading: str) -> list[str]:
    """The game's names a summary's title or first heading begins with: "Aeon's End"
    of "Aeon's End: rule summary", イーオンズ・エンド of "イーオンズ・エンド ルールまとめ",
    ランカスター and Lancaster of "【ルール・サマリー】ランカスター/Lancaster" (the words
    that say it is a summary dropped)."""
    text = _BRACKETED.sub(" ", heading).strip()
    out: list[str] = []
    for part in re.split(r"[/／]", text):
        head = _NAME_END.split(part, maxsplit=1)[0].strip()
        words = head.split()
        while words and all(w in _DOC_WORDS for w in _doc_parts(words[-1])):
            words.pop()
        name = " ".join(words)
        if len(N.fold(name).replace(" ", "")) >= 3:
            out.append(name)
    return out


def _doc_parts(word: str) -> list[str]:
    """A word as the document words it may be made of (ルールまとめ: ルール, まとめ)."""
    f = N.fold(word)
    if not N.has_cjk(f):
        return [f]
    parts, rest = [], word
    for w in _DOC_KANA:
        if w in rest:
            parts.append(w)
            rest = rest.replace(w, "")
    return parts if not rest.strip() else [f]


def same_name(a: str, b: str) -> bool:
    """Whether two spellings are one game's name: one holds the other (spaces and
    apostrophes aside: "Gamehelphadrianswall", "hadrians wall"), or, in two scripts,
    they sound alike (イーオンズ・エンド, "aeons end")."""
    fa, fb = (N.fold(x).replace("'", "").replace(" ", "") for x in (a, b))
    if len(fa) < 3 or len(fb) < 3:
        return False
    if fa in fb or fb in fa:
        return True
    return N.has_cjk(fa) != N.has_cjk(fb) and bool(set(sound_keys(a)) & set(sound_keys(b)))


def possessives(key: str) -> list[str]:
    """A folded name and, for each of its words ending in s, the name as a question
    folds it with an apostrophe before that s ("aeons end": "aeon s end", for "Aeon's
    End"; "hadrians wall": "hadrian s wall")."""
    words = key.split()
    out = [key]
    for i, w in enumerate(words):
        if len(w) >= 5 and w.endswith("s") and not N.has_cjk(w):
            out.append(" ".join([*words[:i], w[:-1], "s", *words[i + 1 :]]))
    return out


# words that link the parts of a game's name ("Lords of Waterdeep", "The Quest for El
# Dorado", "Lorenzo il Magnifico"): either side may be what players call the game
_NAME_LINKS = frozenset("of for the and il lo la di del della dei de des du von".split())


def name_parts(name: str) -> list[str]:
    """The parts of a Latin name players shorten it to, folded: the part before and
    after a linking word or a colon ("waterdeep", "el dorado", "spice road",
    "lorenzo"), and its words of six letters or more ("galactica"); never the whole
    name nor a part of fewer than five letters."""
    if N.has_cjk(name):
        return []
    whole = N.words(N.fold(name))
    pieces = [N.words(N.fold(p)) for p in re.split("[:：]", name, maxsplit=1)]
    out = list(pieces) if len(pieces) == 2 else []  # either side of a colon
    for ws in pieces:
        for j, w in enumerate(ws):
            if w in _NAME_LINKS:
                out += [ws[:j], ws[j + 1 :]]
    if len(whole) > 1:
        out += [[w] for w in whole if len(w) >= 6]  # "galactica" of Battlestar Galactica
    parts: dict[str, None] = {}
    for ws in out:
        ws = ws[1:] if ws and ARTICLE.match(ws[0] + " ") else ws
        if ws and ws != whole and len("".join(ws)) >= 5 and not any(w in _NAME_LINKS for w in ws):
            parts[" ".join(ws)] = None
    return list(parts)


# a Latin name's sound key this long or more (its vowels counted: about four
# consonants) may be met by a spelling this alike (see Corpus.game_by_sound)
LONG_SOUND = 7
NEAR_SOUND = 88.0


def kana_name_key(name: str) -> str:
    """A katakana name as players spell it in any way: without its dots, spaces and
    colons, half-width folded ("" when it holds anything but katakana)."""
    k = unicodedata.normalize("NFKC", name)
    k = re.sub("[・･\\-:：\\s]", "", k)
    return k if k and all("\u30a1" <= ch <= "\u30fc" and ch != "\u30fb" for ch in k) else ""


def kana_name_keys(name: str) -> list[str]:
    """The keys a Japanese name is met by (see :func:`kana_name_key`): a name holding
    kanji by its reading (蒸気の時代: "jouki no jidai"); a long one also without its
    long marks, which romaji often leaves out ("maruko poro": マルコ・ポーロ)."""
    if N.has_cjk(name) and not kana_name_key(name):
        name = J.reading(unicodedata.normalize("NFKC", name))
    k = kana_name_key(name)
    if len(k) < 3:
        return []
    short = k.replace("ー", "")
    return [k, short] if short != k and len(short) >= 4 else [k]


def before_colon(name: str) -> str:
    """A game's name before its subtitle: "Brass" of "Brass: Birmingham", デューン of
    デューン：インペリウム (a full-width colon too)."""
    return re.split("[:：]", name, maxsplit=1)[0].strip()


def name_texts(value: object) -> dict[str, str]:
    """A game's names as a definition or a summary's front matter writes them, read as
    language -> text, the way a definition reads them: one string is the English name
    (``names = "Brass"``), and a language may be a table with its grammar
    (``it = { text = "Il Trono", gender = "m" }``: its ``text``); an entry that is
    neither is left out."""
    if isinstance(value, str):
        return {"en": value} if value.strip() else {}
    if not isinstance(value, dict):
        return {}
    out: dict[str, str] = {}
    for lang, entry in value.items():
        text = entry.get("text") if isinstance(entry, dict) else entry
        if isinstance(text, str) and text.strip():
            out[str(lang)] = text
    return out
