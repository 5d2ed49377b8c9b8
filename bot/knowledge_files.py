"""Reads the rules knowledge (summaries and glossaries) from disk and builds the
engine's :class:`~bot.engine.rules.index.RulesIndex`. The engine itself never opens a
file; this is the one place that does for the rules lookup."""

from __future__ import annotations

import logging
import tomllib
from pathlib import Path

from bot.engine.rules.index import RulesIndex

log = logging.getLogger(__name__)


def read_rules_texts(knowledge_root: Path) -> tuple[list[tuple[str, str]], list[str], dict]:
    """(summaries as (name, text), glossary texts, game names from knowledge/games)."""
    root = Path(knowledge_root)
    summaries = []
    sdir = root / "summaries"
    if sdir.is_dir():
        for f in sorted(sdir.rglob("*")):
            if f.is_file() and f.suffix in (".md", ".txt"):
                try:
                    summaries.append(
                        (f.relative_to(sdir).as_posix(), f.read_text(encoding="utf-8"))
                    )
                except (OSError, UnicodeDecodeError) as e:
                    log.error("summary %s unreadable: %s", f, e)
    glossaries = []
    gdir = root / "glossary"
    if gdir.is_dir():
        for f in sorted(gdir.glob("*.toml")):
            try:
                glossaries.append(f.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as e:
                log.error("glossary %s unreadable: %s", f, e)
    names = {}
    for f in sorted((root / "games").glob("*.toml")) if (root / "games").is_dir() else []:
        try:
            d = tomllib.loads(f.read_text(encoding="utf-8"))
            if d.get("slug") and d.get("names"):
                names[d["slug"]] = d["names"]
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            pass
    return summaries, glossaries, names


def build_rules_index(
    knowledge_root: Path, extra: list[dict] | None = None, warm: bool = False
) -> RulesIndex:
    """Build the rules index from ``knowledge_root`` (``summaries/``, ``glossary/``)
    plus ``extra`` user-added summaries (dicts with ``name``, ``game``, ``text``, as
    returned by ``store.summaries()``). Problems are logged, never raised.

    The kanji readings (a 0.8 s dictionary load) are left to the first lookup unless
    ``warm`` is true; a start-up that builds in a worker thread should pass it."""
    summaries, glossaries, names = read_rules_texts(Path(knowledge_root))
    idx = RulesIndex.build(
        summaries=summaries, glossaries=glossaries, extra=list(extra or []), game_names=names
    )
    for err in idx.errors:
        log.error("rules knowledge: %s", err)
    if warm:
        idx.warm()
    return idx
