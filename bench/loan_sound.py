"""How well a Latin word meets its katakana spelling by sound: precision and recall of
the lookup's sound keys on public loanword and name pairs (``bench/loanwords/pairs.tsv``,
made from JMdict/JMnedict by ``tools/extract_loanword_pairs.py``; never tuned per pair).

    python bench/loan_sound.py [--misses KIND] [--collisions]

Keys: ``loan_key`` (consonants only), ``name_sound`` (the katakana-name key),
``sound_keys`` (:mod:`bot.engine.rules.sound`), ``strong_keys`` (those of three
consonants or more, what the lookup compares) and ``loan_keys`` (the loan key and the
strong keys together, what the loan postings hold). For each key and each kind of pair (``loan``, ``gai``: English loanwords; ``name``:
foreign and Japanese names): recall, the share of katakana words whose key equals the
key of one of their Latin words; precision, of the Latin words of every pair whose key
equals a katakana word's, the share that are its own (a pool of every pair's Latin
words, so a short or merged key that meets many words loses precision). Keys shorter
than ``--min`` letters meet nothing, as in the lookup."""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot.engine.rules import normalize as N  # noqa: E402
from bot.engine.rules.corpus import loan_keys  # noqa: E402
from bot.engine.rules.sound import sound_keys, strong_keys  # noqa: E402

PAIRS = ROOT / "bench" / "loanwords" / "pairs.tsv"


def read() -> list[tuple[str, str, list[str]]]:
    out = []
    for line in PAIRS.read_text(encoding="utf-8").splitlines():
        kind, kata, latin = line.split("\t")
        out.append((kind, kata, latin.split(";")))
    return out


def measure(
    pairs: list[tuple[str, str, list[str]]], key: Callable[[str], list[str]], least: int
) -> dict[str, tuple[int, float, float, list[tuple[str, str]]]]:
    def keys(s: str) -> set[str]:
        return {k for k in key(s) if len(k) >= least}

    pool: dict[str, set[str]] = defaultdict(set)
    for _kind, _kata, latin in pairs:
        for w in latin:
            for k in keys(w):
                pool[k].add(w)
    res: dict[str, list] = defaultdict(lambda: [0, 0, 0, 0, []])
    for kind, kata, latin in pairs:
        r = res[kind]
        r[0] += 1
        kk = keys(kata)
        got = set().union(*(pool.get(k, set()) for k in kk)) if kk else set()
        own = got & set(latin)
        r[1] += bool(own)
        r[2] += len(own)
        r[3] += len(got)
        if not own:
            r[4].append((kata, ";".join(latin)))
    return {
        kind: (n, hit / n, own / got if got else 0.0, miss)
        for kind, (n, hit, own, got, miss) in res.items()
    }


KEYS: dict[str, Callable[[str], list[str]]] = {
    "loan_key": lambda s: [N.loan_key(s)],
    "name_sound": lambda s: [N.name_sound(s)],
}
KEYS["sound_keys"] = lambda s: list(sound_keys(s))
# what the lookup uses: sound keys of three consonants or more, and beside the loan key
KEYS["strong_keys"] = lambda s: list(strong_keys(s))
KEYS["loan_keys"] = lambda s: list(loan_keys(s))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--min", type=int, default=3)
    ap.add_argument("--misses", default="", help="print the misses of this kind")
    ap.add_argument("--key", default="", help="only this key")
    a = ap.parse_args()
    pairs = read()
    for name, key in KEYS.items():
        if a.key and name != a.key:
            continue
        for kind, (n, rec, prec, miss) in sorted(measure(pairs, key, a.min).items()):
            print(f"{name:11} {kind:5} n={n:5} recall={rec:.3f} precision={prec:.3f}")
            if kind == a.misses:
                for kata, latin in miss[:80]:
                    print(f"    {kata} {latin}  {key(kata)} {[key(w) for w in latin.split(';')]}")


if __name__ == "__main__":
    main()
