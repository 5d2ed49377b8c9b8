"""``herald game check FILE...`` and ``herald game schema``: a definition checked the
way Herald loads it (every problem with its file and key path, or a summary), and the
JSON Schema editors complete and check definitions with."""

from __future__ import annotations

import json
import sys
import tomllib
from pathlib import Path
from typing import TextIO

from bot.engine.games.advice import warnings
from bot.engine.games.definition import DefinitionError, parse, schema
from bot.service.definitions import grammar_notes, summary


def check(files: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Print each file's problems (exit 1) or a summary of each game (exit 0)."""
    out, err = out or sys.stdout, err or sys.stderr
    if not files:
        print("herald game check: name at least one definition file", file=err)
        return 2
    failed = 0
    for name in files:
        path = Path(name)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            print(f"{name}: cannot read it: {e}", file=err)
            failed += 1
            continue
        try:
            d = parse(text, path.name)
        except DefinitionError as e:
            for line in e.lines():
                print(line, file=err)
            failed += 1
            continue
        print(
            f"{path.name}: ok: {d.names.get('en', d.slug)} ({d.slug}, {d.family}); {summary(d, 'en', ids=True)}",
            file=out,
        )
        for problem in warnings(tomllib.loads(text), d):
            print(f"{path.name}: warning: {problem}", file=out)
        for note in grammar_notes(d):  # advice: the game loads, its sentences may read badly
            print(f"{path.name}: note: {note}", file=out)
    return 1 if failed else 0


def write_schema(path: str | None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    text = json.dumps(schema(), ensure_ascii=False, indent=2)
    if path:
        Path(path).write_text(text + "\n", encoding="utf-8")
        print(f"wrote {path}", file=out)
    else:
        print(text, file=out)
    return 0
