"""Derive the English <-> Italian <-> Japanese (<-> French, Spanish, German) word bridge of
the rules lookup from open wordnets aligned on Princeton WordNet 3.0 synsets.

    python -m pip install 'wordfreq>=3.1'        # ranks words by how common they are
    python tools/extract_wordnet_bridge.py --omw DIR --oewn DIR --cili DIR \
        [--out knowledge/bridge/wordnet-bridge.tsv]
    python tools/extract_wordnet_bridge.py --rerank knowledge/bridge/wordnet-bridge.tsv

Each DIR is a git directory of a public repository (read with ``git show``, nothing
else of it is used or kept): ``omwn/omw-data`` (MultiWordNet and ItalWordNet Italian,
Wiktionary Italian, Japanese, French, Spanish, German and English, all keyed by WordNet
3.0 offsets),
``globalwordnet/english-wordnet`` (Open English WordNet: English lemmas in sense order,
each synset with its interlingual index) and ``globalwordnet/cili`` (interlingual
index -> WordNet 3.0 offset).

One output line per concept (synset) that has an English word and one in another
language::

    pos<TAB>english;english@2<TAB>italiano;italiano<TAB>日本語<TAB>français<TAB>español<TAB>deutsch

Words are ordered most common first (wordfreq). ``@k`` marks a word for which this
concept is only its k-th sense (none: its first); an English word is kept only in its
first ``MAX_SENSES`` senses of a part of speech, so rare senses do not translate it
("card" is not *burlone*, a joker). Capitalised names, numbers and phrases of more than
three words are left out. Sources, versions and licences: knowledge/bridge/README.md.
"""

from __future__ import annotations

import argparse
import re
import subprocess
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_SENSES = 4  # an English word's senses (per part of speech) that translate it
MAX_WORDS = 6  # words kept per language and concept
_ENTRY = re.compile(r"^(?:'(.*)'|\"(.*)\"|([^\s'\"].*)):\s*$")
_POS = re.compile(r"^  ([nvars]):\s*$")
_SENSE_SYNSET = re.compile(r"^\s+synset:\s*(\S+)\s*$")
_SYNSET = re.compile(r"^([0-9]{8}-[nvars]|[a-z0-9-]+-[nvars]):\s*$")
_ILI = re.compile(r"^  ili:\s*(i[0-9]+)\s*$")
_WORD_OK = re.compile(r"^[a-zß-öø-ÿ'’ -]+$")
_JA_OK = re.compile(r"^[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff々〆ー]+$")


def git_show(repo: Path, path: str) -> str:
    return subprocess.run(
        ["git", "--git-dir", str(repo), "show", f"HEAD:{path}"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def git_files(repo: Path, under: str) -> list[str]:
    out = subprocess.run(
        ["git", "--git-dir", str(repo), "ls-tree", "-r", "--name-only", "HEAD", under],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return out.split()


def git_version(repo: Path) -> str:
    return subprocess.run(
        ["git", "--git-dir", str(repo), "log", "-1", "--format=%h %cs"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()


def pos_of(offset: str) -> str:
    """WordNet 3.0 offset with its part of speech; adjective satellites are adjectives."""
    return offset[:-1] + "a" if offset.endswith("-s") else offset


def english(oewn: Path, cili: Path) -> dict[str, list[tuple[str, int]]]:
    """WordNet 3.0 offset -> [(English lemma, sense rank of that lemma)]."""
    ili_pwn: dict[str, str] = {}
    for line in git_show(cili, "ili-map-pwn30.tab").splitlines():
        ili, _, off = line.partition("\t")
        if off:
            ili_pwn[ili] = pos_of(off.strip())
    oewn_pwn: dict[str, str] = {}
    for f in git_files(oewn, "src/yaml"):
        name = f.rsplit("/", 1)[-1]
        if not name.startswith(("noun.", "verb.", "adj.", "adv.")):
            continue
        cur = ""
        for line in git_show(oewn, f).splitlines():
            m = _SYNSET.match(line)
            if m:
                cur = m.group(1)
                continue
            m = _ILI.match(line)
            if m and cur and m.group(1) in ili_pwn:
                oewn_pwn[cur] = ili_pwn[m.group(1)]
    out: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for f in git_files(oewn, "src/yaml"):
        if not f.rsplit("/", 1)[-1].startswith("entries-"):
            continue
        lemma, rank = "", 0
        for line in git_show(oewn, f).splitlines():
            m = _ENTRY.match(line)
            if m and not line.startswith(" "):
                lemma = next(g for g in m.groups() if g is not None)
                continue
            if _POS.match(line):
                rank = 0
                continue
            m = _SENSE_SYNSET.match(line)
            if m and lemma:
                rank += 1
                off = oewn_pwn.get(m.group(1))
                if off and rank <= MAX_SENSES and lemma == lemma.lower():
                    out[off].append((lemma, rank))
    return out


def omw_lemmas(omw: Path, path: str, kind: str) -> dict[str, list[str]]:
    """WordNet 3.0 offset -> lemmas of one OMW tab file."""
    out: dict[str, list[str]] = defaultdict(list)
    for line in git_show(omw, path).splitlines():
        parts = line.split("\t")
        if len(parts) >= 3 and parts[1] == kind:
            lemma = parts[2].strip().replace("_", " ")
            if lemma and lemma not in out[pos_of(parts[0])]:
                out[pos_of(parts[0])].append(lemma)
    return out


def keep_latin(w: str) -> bool:
    return bool(_WORD_OK.match(w)) and w == w.lower() and len(w.split()) <= 3 and len(w) >= 2


def keep_japanese(w: str) -> bool:
    return bool(_JA_OK.match(w)) and len(w) >= 1


def italian_senses(
    lines: list[str], en_freq: dict[str, float], it_freq: dict[str, float]
) -> list[str]:
    """Mark each Italian word with the order of its senses (``parola@k``: this concept
    is its k-th), which the Italian wordnets do not give. A concept is the likelier
    sense the more often its English words are used in it: each English word's
    frequency in running text (wordfreq) shared among its concepts of every part of
    speech, the k-th sense taking a share of 1/k (Zipf's law of meaning), summed over
    the concept's words (P(concept)); and the likelier the Italian word is said for
    the concept, its share of the concept's Italian words' frequencies (P(word |
    concept)). So *andare* is first *go*, not *die* or *gait*; *giocare* first *play*,
    not *cod*; and a verb's English word that is mostly a noun (*table*, to postpone)
    counts for its verb sense only in part. Lines keep their order; a word's first
    sense gets no mark. (The lookup reads the order among senses it ranks equally
    central: see bot/engine/rules/wordnet.py.)"""
    rows = [line.split("\t") for line in lines]
    english = [
        [
            (w, int(r) if r.isdigit() else 1)
            for w, _, r in (x.partition("@") for x in row[1].split(";"))
        ]
        for row in rows
    ]
    spread: dict[str, float] = defaultdict(float)  # a word's sum of 1/k over its senses
    for words in english:
        for w, k in words:
            spread[w] += 1 / k
    score = [sum(en_freq.get(w, 0.0) / k / spread[w] for w, k in words) for words in english]
    senses: dict[str, list[int]] = defaultdict(list)
    for n, row in enumerate(rows):
        for w in row[2].split(";") if row[2] else ():
            senses[w.partition("@")[0]].append(n)
    order: dict[tuple[str, int], int] = {}
    italian = [[x.partition("@")[0] for x in row[2].split(";")] if row[2] else [] for row in rows]
    said = [sum(it_freq.get(x, 0.0) for x in words) or 1.0 for words in italian]

    def likely(w: str, n: int) -> float:  # P(concept | w) ~ P(concept) P(w | concept)
        return score[n] * (it_freq.get(w, 0.0) or 1e-9) / said[n]

    for w, ns in senses.items():
        for k, n in enumerate(sorted(ns, key=lambda n: (-likely(w, n), n)), start=1):
            order[w, n] = k
    out = []
    for n, row in enumerate(rows):
        if row[2]:
            words = [x.partition("@")[0] for x in row[2].split(";")]
            row[2] = ";".join(w if order[w, n] == 1 else f"{w}@{order[w, n]}" for w in words)
        out.append("\t".join(row))
    return out


def rerank(path: Path) -> None:
    """Apply :func:`italian_senses` to a bridge file already made (its sources not
    needed again), keeping its header."""
    from wordfreq import get_frequency_dict

    text = path.read_text("utf-8").splitlines()
    head = [x for x in text if x.startswith("#")]
    lines = [x for x in text if x and not x.startswith("#")]
    body = italian_senses(lines, get_frequency_dict("en"), get_frequency_dict("it"))
    path.write_text("\n".join(head + body) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rerank", type=Path, help="only order the Italian senses of this bridge file")
    ap.add_argument("--omw", type=Path, help="git dir of omwn/omw-data")
    ap.add_argument("--oewn", type=Path, help="git dir of english-wordnet")
    ap.add_argument("--cili", type=Path, help="git dir of globalwordnet/cili")
    ap.add_argument("--out", default=str(ROOT / "knowledge" / "bridge" / "wordnet-bridge.tsv"))
    args = ap.parse_args(argv)
    if args.rerank:
        rerank(args.rerank)
        return 0
    if not (args.omw and args.oewn and args.cili):
        ap.error("--omw, --oewn and --cili are needed to build the bridge")
    from wordfreq import get_frequency_dict

    freq = {lang: get_frequency_dict(lang) for lang in ("en", "it", "ja", "fr", "es", "de")}
    en = english(args.oewn, args.cili)
    # Wiktionary's English for a concept the English wordnet does not give that word:
    # a sense of unknown rank, counted as a late one
    for off, words in omw_lemmas(args.omw, "wns/wikt/wn-wikt-eng.tab", "eng:lemma").items():
        have = {w for w, _ in en.get(off, [])}
        en.setdefault(off, []).extend((w, MAX_SENSES) for w in words if w not in have)
    it: dict[str, list[str]] = defaultdict(list)
    for path in ("wns/ita/wn-data-ita.tab", "wns/iwn/wn-data-ita.tab", "wns/wikt/wn-wikt-ita.tab"):
        for off, words in omw_lemmas(args.omw, path, "ita:lemma").items():
            it[off].extend(w for w in words if w not in it[off])
    ja = omw_lemmas(args.omw, "wns/wikt/wn-wikt-jpn.tab", "jpn:lemma")
    # French, Spanish and German (summaries written in them; no player asks in them):
    # Wiktionary's, the only of their wordnets here under a licence this file can take
    more = {
        lang: omw_lemmas(args.omw, f"wns/wikt/wn-wikt-{code}.tab", f"{code}:lemma")
        for lang, code in (("fr", "fra"), ("es", "spa"), ("de", "deu"))
    }

    def ranked(words: list[str], lang: str) -> list[str]:
        f = freq[lang]
        return sorted(dict.fromkeys(words), key=lambda w: -f.get(w, 0.0))[:MAX_WORDS]

    lines: list[str] = []
    for off in sorted(en):
        ens = {}
        for w, r in en[off]:
            w = w.replace("_", " ")
            if keep_latin(w):
                ens[w] = min(r, ens.get(w, r))
        its = ranked([w.lower() for w in it.get(off, []) if keep_latin(w.lower())], "it")
        jas = ranked([w for w in ja.get(off, []) if keep_japanese(w)], "ja")
        cols = [
            ranked([w.lower() for w in words.get(off, []) if keep_latin(w.lower())], lang)
            for lang, words in more.items()
        ]
        if not ens or not (its or jas or any(cols)):
            continue
        en_sorted = sorted(ens, key=lambda w: (ens[w], -freq["en"].get(w, 0.0)))[:MAX_WORDS]
        en_col = ";".join(w if ens[w] == 1 else f"{w}@{ens[w]}" for w in en_sorted)
        rest = "\t".join(";".join(c) for c in [its, jas, *cols])
        lines.append(f"{off[-1]}\t{en_col}\t{rest}")
    lines = italian_senses(lines, freq["en"], freq["it"])
    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as f:
        f.write(
            "# Open English WordNet "
            + git_version(args.oewn)
            + " (CC BY 4.0, WordNet licence), CILI "
            + git_version(args.cili)
            + " (CC BY 4.0), OMW data "
            + git_version(args.omw)
            + ": MultiWordNet (CC BY 3.0), ItalWordNet (ODC-BY 1.0), Wiktionary (CC BY-SA)."
            " This extract: CC BY-SA 4.0. See README.md.\n"
            "# pos<TAB>english<TAB>italian<TAB>japanese<TAB>french<TAB>spanish<TAB>german"
            " (;-separated, commonest first;"
            " word@k: this concept is the word's k-th sense)\n"
        )
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines)} concepts -> {path} ({path.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
