"""Extract katakana <-> Latin spelling pairs from JMdict and JMnedict, to measure how
well the lookup's sound match (``normalize.sound_key``) meets a Latin word with its
katakana spelling. Bench data only: nothing here is read at run time.

    pip download jamdict-data==1.5   # JMdict/JMnedict as SQLite; unpack jamdict.db.xz
    python tools/extract_loanword_pairs.py --db jamdict.db [--names 4000] [--seed 7]
                                           [--out bench/loanwords/pairs.tsv]

Two kinds of pairs, one a line: ``kind<TAB>katakana<TAB>latin``.

- ``loan``: a JMdict entry written in katakana only whose sense names its English
  source word (``<lsource xml:lang="eng">word</lsource>``, not a wasei coinage), one
  word of letters: the loanword and the English it was borrowed from (ゲート gate).
- ``gai``: a common loanword (JMdict's ``gai1``/``gai2``, katakana only, no wasei
  coinage, no source language but English) and the one-word English glosses of its
  first sense, ``;``-joined: its source word is usually one of them (ゲート gate),
  sometimes none (バイト job), which counts as a miss for every key alike.
- ``name``: a JMnedict entry written in katakana only (a place, a person, a surname, a
  given name, a company, a product, a work) whose translation is one capitalised word:
  foreign names and Japanese names in romaji (ミラノ Milan, グレイ Grey, アキラ Akira).
  A random sample of ``--names`` of them (fixed seed).

Source: jamdict-data 1.5 (JMdict 1.08 and JMnedict 1.08 of 29 May 2020, compiled 17
April 2021). JMdict and JMnedict are the property of the Electronic Dictionary Research
and Development Group, used under its licence (CC BY-SA 4.0,
https://www.edrdg.org/edrdg/licence.html); the pairs file is under the same licence."""

from __future__ import annotations

import argparse
import random
import re
import sqlite3
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KATA = re.compile(r"[\u30a1-\u30fa\u30fc\u30fb]+")
WORD = re.compile(r"[A-Za-z]{3,}")
NAME = re.compile(r"[A-Z][a-z]{2,}")
NAME_TYPES = ("place", "surname", "given", "person", "fem", "masc", "company", "product", "work")


def loans(db: sqlite3.Connection) -> list[tuple[str, str]]:
    rows = db.execute(
        """select distinct k.text, s.text from SenseSource s
           join Sense on Sense.ID = s.sid
           join Kana k on k.idseq = Sense.idseq
           where s.lang = 'eng' and coalesce(s.wasei, '') = '' and s.text is not null
             and not exists (select 1 from Kanji j where j.idseq = Sense.idseq)"""
    ).fetchall()
    return sorted(
        (kata, src.lower()) for kata, src in rows if KATA.fullmatch(kata) and WORD.fullmatch(src)
    )


def common_loans(db: sqlite3.Connection) -> list[tuple[str, str]]:
    """Common loanwords (JMdict's gai1/gai2 priority, katakana only, not a wasei
    coinage) with the one-word glosses of their first sense, ``;``-joined (the source
    word is usually one of them: ゲート gate)."""
    rows = db.execute(
        """select distinct k.text, k.idseq from Kana k join KNP p on p.kid = k.ID
           where p.text in ('gai1', 'gai2')
             and not exists (select 1 from Kanji j where j.idseq = k.idseq)
             and not exists (select 1 from Sense s join SenseSource o on o.sid = s.ID
                             where s.idseq = k.idseq and (o.wasei = 'y' or o.lang != 'eng'))"""
    ).fetchall()
    out = []
    for kata, idseq in rows:
        if not KATA.fullmatch(kata):
            continue
        sid = db.execute("select min(ID) from Sense where idseq = ?", (idseq,)).fetchone()[0]
        gl = [g for (g,) in db.execute("select text from SenseGloss where sid = ?", (sid,))]
        words = [g.lower() for g in gl if WORD.fullmatch(g)]
        if words:
            out.append((kata, ";".join(dict.fromkeys(words))))
    return sorted(out)


def names(db: sqlite3.Connection, n: int, seed: int) -> list[tuple[str, str]]:
    marks = ",".join("?" * len(NAME_TYPES))
    rows = db.execute(
        f"""select distinct k.text, g.text from NEKana k
            join NETranslation t on t.idseq = k.idseq
            join NETransType y on y.tid = t.ID
            join NETransGloss g on g.tid = t.ID
            where y.text in ({marks})
              and not exists (select 1 from NEKanji j where j.idseq = k.idseq)""",
        NAME_TYPES,
    ).fetchall()
    good = sorted({(k, g) for k, g in rows if KATA.fullmatch(k) and NAME.fullmatch(g)})
    random.Random(seed).shuffle(good)
    return sorted(good[:n])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--db", required=True)
    ap.add_argument("--names", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out", default=str(ROOT / "bench" / "loanwords" / "pairs.tsv"))
    a = ap.parse_args()
    db = sqlite3.connect(a.db)
    lines = [f"loan\t{k}\t{w}" for k, w in loans(db)]
    lines += [f"gai\t{k}\t{w}" for k, w in common_loans(db)]
    lines += [f"name\t{k}\t{w}" for k, w in names(db, a.names, a.seed)]
    Path(a.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} pairs -> {a.out}")


if __name__ == "__main__":
    main()
