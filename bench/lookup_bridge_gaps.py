"""Which words of a question asked in another language than its summary's reach no word
of the right section through the bridges, grouped by why (issue 21, ordinary words
across languages).

    python3 bench/lookup_bridge_gaps.py [--set dev3 --set dev4 ...] [--list GROUP]

Every dev question whose language differs from its expected section's is read as in
its game's channel (``query.analyse`` with the game). Each concept the analyser makes
(a content word, a phrase, a Japanese word) reaches the right section when its credit
there is a hit (``rank._concept_credit``, as the ranking weighs it). A concept that
does not is put in one group, the first that fits:

- ``typo``: no dictionary knows the word as written, a dictionary word is one slip away;
- ``inflected``: no dictionary knows it, a form with a common ending removed is known;
- ``ja-compound``: a Japanese word of three characters or more no dictionary glosses;
- ``absent``: no dictionary knows it (a name, a coined word, a word the bridge lacks);
- ``no-pair``: known in its language, with no word of the summary's language;
- ``sense``: a sense the lookup does not use has a word the section says;
- ``multi-word``: the word and its neighbour make an entry of the wordnets;
- ``paraphrase``: its words of the summary's language are not in the section, but
  another section of the game says them (the section says it otherwise, or not at
  all: not a bridge's gap);
- ``nowhere``: as ``paraphrase``, and no section of the game says them.

Dev material only: held-out folders are refused.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lookup_quality import DEV_SCOPE, dev_indexes  # noqa: E402
from bot.engine.rules import normalize as N  # noqa: E402
from bot.engine.rules import query, rank  # noqa: E402
from bot.engine.rules.wordnet import english_bases, italian_bases  # noqa: E402

GROUPS = (
    "typo",
    "inflected",
    "ja-compound",
    "absent",
    "no-pair",
    "sense",
    "multi-word",
    "paraphrase",
    "nowhere",
)
SETS = tuple(f"dev{n}" for n in range(3, 19))
_EN_END = ("ing", "ed", "es", "s", "ly", "er", "est")
_IT_END = ("ando", "endo", "are", "ere", "ire", "ato", "ata", "ati", "ate", "i", "e", "a", "o")


def _says(text: str, form: str) -> bool:
    """Whether folded ``text`` says ``form``: a CJK form as written, a Latin word by
    its first letters at a word's start."""
    if not form:
        return False
    if N.has_cjk(form):
        return form in text
    head = form if " " in form else form[: max(4, len(form) - 2)]
    return re.search(r"(?<![0-9a-z])" + re.escape(head), text) is not None


def _known(idx, w: str) -> bool:
    wn, br = idx.wordnet, idx.bridge
    if wn is not None and any(wn.concepts(w, lang) for lang in ("en", "it", "ja")):
        return True
    return br is not None and bool(br.english(w) or br.japanese(w))


def _stripped(w: str) -> list[str]:
    out = list(english_bases(w)) + list(italian_bases(w))
    for e in (*_EN_END, *_IT_END):
        if w.endswith(e) and len(w) - len(e) >= 3:
            b = w[: -len(e)]
            out += [b, b + "e", b + "are", b + "ere", b + "ire", b + "o"]
    return out


def _all_words(idx, w: str, src: str, dst: str) -> tuple[list[str], list[str]]:
    """(every word of ``dst`` for ``w`` through any sense, those of its usual senses)."""
    wn, br = idx.wordnet, idx.bridge
    every: list[str] = []
    usual: list[str] = []
    if wn is not None:
        usual += wn.translate(w, src, dst, limit=8)
        every += usual + wn.rarer(w, src, dst, limit=40)
    if br is not None:
        if src == "en" and dst == "ja":
            usual += br.japanese(w)
            every += br.japanese(w)
        if src == "ja" and dst in ("en", "it"):
            glosses = br.english(w)
            if dst == "en":
                every += glosses
            elif wn is not None:
                for g in glosses:
                    every += wn.translate(g, "en", "it", limit=4)
        if src == "it" and dst == "ja" and wn is not None:
            for en in wn.translate(w, "it", "en", limit=4):
                every += br.japanese(en)
    return [N.fold(f) for f in every], [N.fold(f) for f in usual]


def _script_of(f: str, dst: str) -> bool:
    return N.has_cjk(f) == (dst == "ja")


def group(idx, con, q: dict, dst: str, text: str, words: list[str]) -> str:
    w = con.typed
    src = q["lang"] if q["lang"] in ("en", "it", "ja") else "en"
    wn = idx.wordnet
    carried = [*con.forms, *con.extra, *con.related, *con.general]
    carried += query.fallback_forms(idx, con)
    known = bool(con.langs or con.extra) or (" " not in w and _known(idx, w))
    if not known:
        if N.has_cjk(w):
            return "ja-compound" if len(w) >= 3 else "absent"
        if any(_known(idx, b) for b in _stripped(w)):
            return "inflected"
        if w.isalpha() and query.slip_readings(idx, w):
            return "typo"
        return "absent"
    every: list[str] = []
    for f in {w, *([con.forms[1]] if N.has_cjk(w) and len(con.forms) > 1 else [])}:
        every += _all_words(idx, f, src, dst)[0]
    usual = {N.fold(f) for f in carried}
    pair = [f for f in [*usual, *every] if f != N.fold(w) and _script_of(f, dst)]
    if not pair:
        return "no-pair"
    if any(_says(text, f) for f in every if f not in usual and _script_of(f, dst)):
        return "sense"
    if wn is not None and w in words:
        k = words.index(w)
        for a, b in ((k - 1, k), (k, k + 1)):
            if 0 <= a and b < len(words):
                phrase = f"{words[a]} {words[b]}"
                for lang in ("en", "it"):
                    if wn.knows(phrase, (lang,)):
                        return "multi-word"
    return "paraphrase"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--set", action="append", help="a dev folder under bench/ (repeatable)")
    ap.add_argument("--list", default=None, choices=(*GROUPS, "all"), help="list a group's words")
    args = ap.parse_args(argv)
    total: Counter[str] = Counter()
    for name, idx, questions in dev_indexes(ap, args.set or SETS):
        w = idx.weights
        tally: Counter[str] = Counter()
        for q in questions:
            if q.get("absent"):
                continue
            pool = idx.game_set(q["game"], DEV_SCOPE)
            want = [
                i for i in pool if idx.slots[i] is not None and idx.slots[i].title in q["expect"]
            ]
            if not want:
                continue
            dst = idx.slots[want[0]].language
            if not dst or dst == q.get("lang"):
                continue
            sec = idx.slots[want[0]]
            text = N.fold(" ".join([*sec.path, sec.text]))
            words = N.words(N.fold(q["q"]))
            tally["questions"] += 1
            for con in query.analyse(idx, q["q"], DEV_SCOPE, q["game"]).concepts:
                if con.why.startswith("number"):
                    continue
                credit, _t = rank._concept_credit(idx, con, pool.__contains__, idx.live, w)
                tally["concepts"] += 1
                if any(credit.get(i, 0.0) >= w.hit for i in want):
                    tally["reached"] += 1
                    continue
                g = group(idx, con, q, dst, text, words)
                if g == "paraphrase" and not any(v >= w.hit for v in credit.values()):
                    g = "nowhere"
                tally[g] += 1
                if args.list in (g, "all"):
                    print(f"{name}\t{g}\t{q['lang']}->{dst}\t{con.typed}\t{q['q']}")
        total.update(tally)
        keys = ("questions", "concepts", "reached", *GROUPS)
        print(f"{name:5s} " + " ".join(f"{k}={tally[k]}" for k in keys), flush=True)
    keys = ("questions", "concepts", "reached", *GROUPS)
    print("all   " + " ".join(f"{k}={total[k]}" for k in keys))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
