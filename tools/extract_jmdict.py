"""Extract the Japanese -> English bridge the rules lookup uses from JMdict.

    pip install jamdict-data      # JMdict as SQLite (about 310 MB installed)
    python tools/extract_jmdict.py [--out knowledge/bridge/jmdict-ja-en.tsv]

Only common words are kept (JMdict priority tags ichi1, news1, spec1/2, gai1), each
kanji and kana spelling with the first glosses of its first sense, short glosses only:
about a megabyte that loads in a few hundredths of a second, instead of the whole
dictionary at run time. JMdict is the property of the Electronic Dictionary Research
and Development Group, used under its licence (CC BY-SA 4.0); see
knowledge/bridge/README.md."""

from __future__ import annotations

import argparse
import os
import re
import sqlite3
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMON = ("ichi1", "news1", "spec1", "spec2", "gai1")
MAX_GLOSSES = 3


def _short(gloss: str) -> str | None:
    g = re.sub(r"\([^)]*\)", "", gloss).strip().lower()
    g = re.sub(r"^to ", "", g)
    if not g or len(g.split()) > 2 or not re.fullmatch(r"[a-z][a-z' -]*", g):
        return None
    return g


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "knowledge" / "bridge" / "jmdict-ja-en.tsv"))
    args = ap.parse_args(argv)
    import jamdict_data

    db = sqlite3.connect(os.path.join(os.path.dirname(jamdict_data.__file__), "jamdict.db"))
    common: set[int] = set()
    for table, key in (("Kanji", "KJP"), ("Kana", "KNP")):
        q = f"SELECT DISTINCT t.idseq FROM {table} t JOIN {key} p ON p.kid = t.ID WHERE p.text IN ({','.join('?' * len(COMMON))})"
        common.update(r[0] for r in db.execute(q, COMMON))
    first_sense: dict[int, int] = {}
    for idseq, sid in db.execute("SELECT idseq, MIN(ID) FROM Sense GROUP BY idseq"):
        if idseq in common:
            first_sense[idseq] = sid
    glosses: dict[int, list[str]] = {}
    for sid, text in db.execute(
        "SELECT sid, text FROM SenseGloss WHERE lang = 'eng' OR lang IS NULL ORDER BY ROWID"
    ):
        glosses.setdefault(sid, []).append(text)
    out: dict[str, list[str]] = {}
    for table in ("Kanji", "Kana"):
        for idseq, text in db.execute(f"SELECT idseq, text FROM {table}"):
            sid = first_sense.get(idseq)
            if sid is None:
                continue
            gs = [g for g in (_short(x) for x in glosses.get(sid, [])) if g]
            if not gs:
                continue
            lst = out.setdefault(text, [])
            for g in gs[:MAX_GLOSSES]:
                if g not in lst and len(lst) < MAX_GLOSSES:
                    lst.append(g)
    path = Path(args.out)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as f:
        f.write("# JMdict (EDRDG, CC BY-SA 4.0) common words: japanese<TAB>english glosses (;)\n")
        for ja in sorted(out):
            f.write(f"{ja}\t{';'.join(out[ja])}\n")
    print(f"{len(out)} words -> {path} ({path.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
