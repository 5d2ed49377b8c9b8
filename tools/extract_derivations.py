"""Derive the English word families of the rules lookup (a verb and the nouns made from
it: *fail* / *failure*, *acquire* / *acquisition*, *train* / *trainer*) from the Open
English WordNet's derivation links.

    python tools/extract_derivations.py --oewn DIR [--out knowledge/bridge/wordnet-derivations.tsv]

DIR is a git directory of ``globalwordnet/english-wordnet`` (read with ``git show``,
nothing else of it is used or kept). One output line per English word that has a
family::

    d<TAB>word<TAB>related;related

A word's family is the words its first ``SENSES`` senses as a noun or a verb are
derivationally linked to, of the other of those two parts of speech (a verb's nouns, a
noun's verbs), where the linked sense is one of that word's first ``SENSES`` senses too:
rare senses bring no family (*fail*: *failure*; not *failing*, a fault of character).
Single lower-case words only, in the order of the word's senses and of the links. The
lines are read with the wordnet bridge (``bot/engine/rules/wordnet.py``, which skips
them as concepts). Source, version and licence: knowledge/bridge/README.md.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

# the Open English WordNet checkout is read as the wordnet bridge reads it
sys.path.insert(0, str(Path(__file__).resolve().parent))
from extract_wordnet_bridge import git_files, git_show, git_version  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SENSES = 2  # a word's senses (per part of speech) whose links count, on both sides
_ENTRY = re.compile(r"^(?:'(.*)'|\"(.*)\"|([^\s'\"].*)):\s*$")
_POS = re.compile(r"^  ([nvars]):\s*$")
_BLOCK = re.compile(r"^    ([a-z_]+):")  # a part of speech's lists: sense, pronunciation
_SENSE = re.compile(r"^    - ")
_KEY = re.compile(r"^(?:    - |      )([a-z_]+):\s*(.*?)\s*$")
_ITEM = re.compile(r"^      - '?([^']+?)'?\s*$")
_WORD = re.compile(r"^[a-z]+(?:-[a-z]+)?$")
_SS_TYPE = {"1": "n", "2": "v"}  # the sense key's part of speech (3, 4, 5: adjectives, adverbs)


def senses(oewn: Path) -> list[tuple[str, str, str, int, list[str]]]:
    """Every sense of the entries: (lemma, part of speech, sense key, rank among the
    lemma's senses of that part of speech (1 first), derivation links' sense keys)."""
    out: list[tuple[str, str, str, int, list[str]]] = []
    for f in git_files(oewn, "src/yaml"):
        if f.rsplit("/", 1)[-1].startswith("entries-"):
            out += _entry_senses(git_show(oewn, f))
    return out


def _entry_senses(text: str) -> list[tuple[str, str, str, int, list[str]]]:
    """The senses of one ``entries-*.yaml`` file (see :func:`senses`), read line by line."""
    out: list[tuple[str, str, str, int, list[str]]] = []
    lemma = pos = key = sid = block = ""
    rank = 0
    links: list[str] = []
    for line in [*text.splitlines(), "END:"]:
        new_sense = _SENSE.match(line) is not None and block == "sense"
        if not line.startswith(" ") or _POS.match(line) or new_sense:
            if lemma and pos and sid:  # the sense read so far is complete
                out.append((lemma, pos, sid, rank, links))
            sid, links = "", []
        if not line.startswith(" "):
            m = _ENTRY.match(line)
            lemma = next((g for g in m.groups() if g is not None), "") if m else ""
            pos = ""
            continue
        m = _POS.match(line)
        if m:
            pos, rank = m.group(1), 0
            continue
        m = _BLOCK.match(line)
        if m:
            block = m.group(1)
            continue
        if _SENSE.match(line):
            if not new_sense:
                continue  # (an item of a pronunciation's list)
            rank, key = rank + 1, ""
        m = _KEY.match(line)
        if m:
            key = m.group(1)
            if key == "id":
                sid = m.group(2).strip("'\"")
            continue
        m = _ITEM.match(line)
        if m and key == "derivation":
            links.append(m.group(1))
    return out


def families(all_senses: list[tuple[str, str, str, int, list[str]]]) -> dict[str, list[str]]:
    """Word -> the nouns or verbs its first senses are linked to (see the module)."""
    rank = {sid: r for _l, _p, sid, r, _d in all_senses}
    out: dict[str, list[str]] = {}
    for lemma, pos, _sid, r, links in all_senses:
        if pos not in ("n", "v") or r > SENSES or not _WORD.match(lemma):
            continue
        for link in links:
            word, _, tail = link.partition("%")
            other = _SS_TYPE.get(tail[:1], "")
            if (
                other in ("n", "v")
                and other != pos
                and word != lemma
                and _WORD.match(word)
                and rank.get(link, SENSES + 1) <= SENSES
            ):
                fam = out.setdefault(lemma, [])
                if word not in fam:
                    fam.append(word)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--oewn", type=Path, required=True, help="git dir of english-wordnet")
    ap.add_argument("--out", default=str(ROOT / "knowledge" / "bridge" / "wordnet-derivations.tsv"))
    args = ap.parse_args(argv)
    fam = families(senses(args.oewn))
    path = Path(args.out)
    with path.open("w", encoding="utf-8") as f:
        f.write(
            "# Open English WordNet "
            + git_version(args.oewn)
            + " (CC BY 4.0, WordNet licence): derivation links. This extract: CC BY 4.0."
            " See README.md.\n"
            "# d<TAB>word<TAB>the nouns (of a verb) or verbs (of a noun) derived from its"
            " first senses\n"
        )
        for word in sorted(fam):
            f.write(f"d\t{word}\t{';'.join(fam[word])}\n")
    print(f"{len(fam)} words -> {path} ({path.stat().st_size / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
