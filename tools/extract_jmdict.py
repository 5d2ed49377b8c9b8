"""Extract the Japanese -> English bridge the rules lookup uses from JMdict.

    pip install jamdict-data      # JMdict as SQLite (about 310 MB installed)
    python tools/extract_jmdict.py [--db jamdict.db] [--extra 60000] [--ranks FILE]
                                   [--out knowledge/bridge/jmdict-ja-en.tsv]

Kept: every common word (JMdict priority tags ichi1, news1, spec1/2, gai1), each kanji
and kana spelling; and, up to ``--extra`` entries, the other nouns and verbs (first
sense a noun, a suru noun or a verb; not archaic, obscure, rare, vulgar or slang, a
proverb or a four-character idiom), most frequent first: by the word's frequency in
wordfreq's Japanese list, else (a compound the list does not hold: 手札 is there, 山札
is not) by the product of its parts' frequencies (the analyser's words, UniDic-lite,
or its characters). Of those, the kanji spellings only (their kana is in the readings
column), or the kana spellings of a word written without kanji. Each line has up to
three short English glosses of the first sense; when every gloss of a spelling's
entries is a phrase of three words or more, the content words of its phrases of at
most ``PHRASE_WORDS`` of them (not of a phrase asking a question: 何回, *how many
times*), marked ``~`` (勝ち負け, *victory or defeat*: ``~victory;
defeat``; 枚数, *the number of flat things*: ``~number;flat``; ``--no-phrase-words``
leaves them without, as before), the kana readings of a kanji spelling (restricted readings respected) and
the spelling's frequency as a Zipf value times ten (0 when unknown):

    japanese<TAB>gloss;gloss<TAB>reading,reading<TAB>zipf10

A few megabytes that load in a few hundredths of a second, instead of the whole
dictionary at run time. JMdict is the property of the Electronic Dictionary Research
and Development Group, used under its licence (CC BY-SA 4.0); see
knowledge/bridge/README.md."""

from __future__ import annotations

import argparse
import math
import os
import re
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
COMMON = ("ichi1", "news1", "spec1", "spec2", "gai1")
MAX_GLOSSES = 3
PHRASE_WORDS = 2  # content words of a phrase gloss, at most, for its words to gloss it
PHRASED = "~"  # before the glosses of a word glossed by its phrases' words
EXTRA = 60000  # non-priority entries kept (see --extra)
# a first sense of one of these parts of speech: a noun or a verb
_NOUN_VERB = re.compile(r"^(noun \(common\)|noun or participle which takes|.*\bverb\b)")
_SKIP_MISC = {
    "archaism",
    "obscure term",
    "obsolete term",
    "rare",
    "vulgar expression or word",
    "slang",
    "Internet slang",
    "manga slang",
    "derogatory",
    "sensitive",
    "dated term",
    "yojijukugo",
    "proverb",
    "quotation",
}


def _short(gloss: str) -> str | None:
    g = re.sub(r"\([^)]*\)", "", gloss).strip().lower()
    g = re.sub(r"^(?:to|one's) ", "", g)  # "to draw", "one's hand": the word itself
    if not g or len(g.split()) > 2 or not re.fullmatch(r"[a-z][a-z' -]*", g):
        return None
    return g


# words of a phrase gloss that say nothing of the word itself: JMdict's placeholders
# (*to do something*, *one's turn*) and the light verbs a phrase is built on (*to make
# a mistake*: a mistake), besides the lookup's own English stopwords
_PHRASE_FILLER = frozenset(
    "something someone somebody one oneself one's thing things etc e.g i.e esp "
    "make makes do does have has give take get become be being like such just another "
    "other very also not no well still even only same own".split()
)


# the words a phrase asking a question begins with
_ASKING = frozenset("how what which who whom whose when where why".split())


def _content_words(glosses: Sequence[str]) -> list[str]:
    """The content words of phrase glosses, in order, each once: a word whose every
    gloss is a phrase (勝ち負け *victory or defeat*, 枚数 *the number of flat things*,
    間違える *to make a mistake*) is glossed by them (victory, defeat; number, flat;
    mistake, error), where it had none."""
    from bot.engine.rules.normalize import STOPWORDS

    out: list[str] = []
    for gloss in glosses:
        g = re.sub(r"\([^)]*\)", "", gloss).lower()
        ws = [w.strip("'-") for w in re.findall(r"[a-z][a-z'-]*", g)]
        ws = [w for w in ws if len(w) >= 3 and w not in STOPWORDS and w not in _PHRASE_FILLER]
        if len(ws) > PHRASE_WORDS:  # a description (*chopped fish or shellfish ...*)
            continue
        if g.split()[:1] and g.split()[0] in _ASKING:
            continue  # how a question asks (何回, *how many times*), no topic of it
        out += [w for w in ws if w not in out]
    return out


def _rank(marks: Sequence[str], idseq: int) -> tuple[int, int]:
    """Where an entry's spelling comes among the entries that share it: first those in
    which the dictionary marks that spelling common (``ichi1``, ``news1``, ...), then
    the others, each in the dictionary's order (its frequency bands, news-paper
    counts, would put 石's *koku* before its *stone*)."""
    return (0 if any(m in COMMON for m in marks) else 1, idseq)


def _frequency(words: list[str]) -> dict[str, float]:
    """Frequency of each word in running Japanese text: wordfreq's, else the product
    of its parts' (a compound the list does not hold: the analyser's words, or the
    characters of a word it knows as one), else 0."""
    import fugashi
    import wordfreq

    freq = wordfreq.get_frequency_dict("ja")
    tagger = fugashi.Tagger()
    out: dict[str, float] = {}
    for w in words:
        f = freq.get(w)
        if f is None:
            parts = [t.surface for t in tagger(w)]
            if len(parts) == 1:  # a word of the analyser's that wordfreq lacks: its characters
                parts = list(w)
            if len(parts) > 1 and all(p in freq for p in parts):
                f = math.prod(freq[p] for p in parts)
        out[w] = f or 0.0
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default=None, help="jamdict.db (default: the jamdict-data package's)")
    ap.add_argument("--extra", type=int, default=EXTRA)
    ap.add_argument(
        "--no-phrase-words",
        dest="phrase_words",
        action="store_false",
        help="leave a word whose glosses are all phrases unglossed (as before)",
    )
    ap.add_argument("--ranks", default=None, help="write the other nouns and verbs, ranked, here")
    ap.add_argument("--out", default=str(ROOT / "knowledge" / "bridge" / "jmdict-ja-en.tsv"))
    args = ap.parse_args(argv)
    path_db = args.db
    if path_db is None:
        import jamdict_data

        path_db = os.path.join(os.path.dirname(jamdict_data.__file__), "jamdict.db")
    db = sqlite3.connect(path_db)
    common: set[int] = set()
    for table, key in (("Kanji", "KJP"), ("Kana", "KNP")):
        q = f"SELECT DISTINCT t.idseq FROM {table} t JOIN {key} p ON p.kid = t.ID WHERE p.text IN ({','.join('?' * len(COMMON))})"
        common.update(r[0] for r in db.execute(q, COMMON))
    first_sense: dict[int, int] = {}
    for idseq, sid in db.execute("SELECT idseq, MIN(ID) FROM Sense GROUP BY idseq"):
        first_sense[idseq] = sid
    glosses: dict[int, list[str]] = {}
    for sid, text in db.execute(
        "SELECT sid, text FROM SenseGloss WHERE lang = 'eng' OR lang IS NULL ORDER BY ROWID"
    ):
        glosses.setdefault(sid, []).append(text)
    pos: dict[int, list[str]] = {}
    for sid, text in db.execute("SELECT sid, text FROM pos"):
        pos.setdefault(sid, []).append(text)
    misc: dict[int, set[str]] = {}
    for sid, text in db.execute("SELECT sid, text FROM misc"):
        misc.setdefault(sid, set()).add(text)

    def short_glosses(idseq: int) -> list[str]:
        sid = first_sense.get(idseq)
        gs = [g for g in (_short(x) for x in glosses.get(sid, [])) if g] if sid else []
        return gs[:MAX_GLOSSES]

    def phrase_words(idseq: int) -> list[str]:
        sid = first_sense.get(idseq)
        return _content_words(glosses.get(sid, [])) if sid else []

    kanji: dict[int, list[tuple[int, str]]] = {}
    for kid, idseq, text in db.execute("SELECT ID, idseq, text FROM Kanji ORDER BY ID"):
        kanji.setdefault(idseq, []).append((kid, text))
    kana: dict[int, list[tuple[int, str, bool]]] = {}
    for kid, idseq, text, nokanji in db.execute(
        "SELECT ID, idseq, text, nokanji FROM Kana ORDER BY ID"
    ):
        kana.setdefault(idseq, []).append((kid, text, bool(nokanji)))
    kanji_pri: dict[int, list[str]] = {}
    for kid, text in db.execute("SELECT kid, text FROM KJP"):
        kanji_pri.setdefault(kid, []).append(text)
    kana_pri: dict[int, list[str]] = {}
    for kid, text in db.execute("SELECT kid, text FROM KNP"):
        kana_pri.setdefault(kid, []).append(text)
    restr: dict[int, set[str]] = {}
    for kid, text in db.execute("SELECT kid, text FROM KNR"):
        restr.setdefault(kid, set()).add(text)

    def readings(idseq: int, spelling: str) -> list[str]:
        return [
            r
            for kid, r, nokanji in kana.get(idseq, [])
            if not nokanji and (kid not in restr or spelling in restr[kid])
        ]

    # the other nouns and verbs, most frequent first
    cands: list[int] = []
    for idseq, sid in first_sense.items():
        if idseq in common:
            continue
        if not any(_NOUN_VERB.match(p) for p in pos.get(sid, [])):
            continue
        if misc.get(sid, set()) & _SKIP_MISC:
            continue
        cands.append(idseq)

    def spellings(idseq: int) -> list[str]:
        if idseq in kanji:
            return [t for _k, t in kanji[idseq]]
        return [t for _k, t, _n in kana.get(idseq, [])]

    freq = _frequency([s for i in cands for s in spellings(i)])
    cands.sort(key=lambda i: (-max(freq[s] for s in spellings(i)), i))
    if args.ranks:  # where each candidate ranks (to see what the cap keeps)
        with open(args.ranks, "w", encoding="utf-8") as f:
            for n, i in enumerate(cands):
                f.write(
                    f"{n}\t{','.join(spellings(i))}\t{max(freq[s] for s in spellings(i)):.3g}\n"
                )
    extra = cands[: args.extra]

    out: dict[str, tuple[list[str], list[str]]] = {}
    entries: dict[str, list[int]] = {}  # spelling -> its entries, in the order added

    def add(spelling: str, idseq: int, reads: list[str]) -> None:
        gs = short_glosses(idseq)
        entries.setdefault(spelling, []).append(idseq)
        lst, rs = out.setdefault(spelling, ([], []))
        for g in gs:
            if g not in lst and len(lst) < MAX_GLOSSES:
                lst.append(g)
        for r in reads:
            if r not in rs:
                rs.append(r)

    # a spelling several common entries share takes its glosses from the entry in
    # which that spelling itself is marked the commonest (数 is かず's *number* before
    # しばしば's *often*, 風 かぜ's *wind* before ふり's *swing*), see _rank
    shared: list[tuple[tuple[int, int], str, int, bool]] = []
    for idseq in sorted(common):
        for kid, text in kanji.get(idseq, []):
            shared.append((_rank(kanji_pri.get(kid, ()), idseq), text, idseq, True))
        for kid, text, _n in kana.get(idseq, []):
            shared.append((_rank(kana_pri.get(kid, ()), idseq), text, idseq, False))
    for _r, text, idseq, is_kanji in sorted(shared):
        add(text, idseq, readings(idseq, text) if is_kanji else [])
    for idseq in extra:
        if idseq in kanji:
            for _k, text in kanji[idseq]:
                add(text, idseq, readings(idseq, text))
        else:
            for _k, text, _n in kana.get(idseq, []):
                add(text, idseq, [])
    phrased: set[str] = set()  # spellings glossed by their phrases' words
    if args.phrase_words:
        # a spelling no entry glosses in a word or two: its entries' phrases' words
        for spelling, (lst, _rs) in out.items():
            for idseq in entries[spelling] if not lst else ():
                for g in phrase_words(idseq):
                    if g not in lst and len(lst) < MAX_GLOSSES:
                        lst.append(g)
                        phrased.add(spelling)
    zipf = _frequency([w for w in out if w not in freq])
    zipf.update(freq)
    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as f:
        f.write(
            "# JMdict (EDRDG, CC BY-SA 4.0): japanese<TAB>english glosses (;)"
            "<TAB>kana readings (,)<TAB>zipf frequency x10\n"
        )
        for ja in sorted(out):
            gs, rs = out[ja]
            z = round(10 * (math.log10(zipf[ja]) + 9)) if zipf.get(ja) else 0
            mark = PHRASED if ja in phrased else ""
            f.write(f"{ja}\t{mark}{';'.join(gs)}\t{','.join(rs)}\t{max(z, 0)}\n")
    print(
        f"{len(out)} words ({len(extra)} of {len(cands)} other nouns and verbs) -> {path}"
        f" ({path.stat().st_size / 1e6:.1f} MB)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
