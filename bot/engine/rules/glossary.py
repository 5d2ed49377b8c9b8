"""Glossaries: the English rulebook term, its Japanese and Italian forms, aliases. Pure.

A glossary file (``knowledge/glossary/<slug>.toml``, optionally ``<slug>.extra.toml``)::

    [meta]
    game = "pendragon"

    [[term]]
    en = "Shield Wall"
    ja = ["シールド・ウォール", "シールドウォール"]
    it = ["Muro di Scudi"]
    aliases = ["shieldwall", "shiirudo wooru"]
    kind = "feat"
    section = "シールド・ウォール"      # heading text of the section it names (optional)
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field

from bot.engine.errors import BadInput


@dataclass
class Term:
    game: str
    en: str
    ja: list[str] = field(default_factory=list)
    it: list[str] = field(default_factory=list)
    aliases: list[str] = field(default_factory=list)
    kind: str = ""
    section: str = ""

    @property
    def forms(self) -> list[str]:
        """Every spelling of the term, English first, without duplicates."""
        seen, out = set(), []
        for f in [self.en, *self.ja, *self.it, *self.aliases]:
            if f and f not in seen:
                seen.add(f)
                out.append(f)
        return out

    @property
    def label(self) -> str:
        ja = self.ja[0] if self.ja else ""
        return f"{self.en} / {ja}" if ja and ja != self.en else self.en


def _as_list(v: object) -> list[str]:
    if v is None:
        return []
    if isinstance(v, str):
        return [v]
    if not isinstance(v, list | tuple):
        return [str(v)]
    return [str(x) for x in v if str(x).strip()]


def parse_glossary(text: str, *, game: str | None = None) -> list[Term]:
    """Parse one glossary TOML text into terms (entries without any form are skipped)."""
    try:
        data = tomllib.loads(text.removeprefix("\ufeff"))  # a byte-order mark (Notepad)
    except tomllib.TOMLDecodeError as e:
        raise BadInput("rules.glossary.bad", error=str(e)[:200]) from None
    slug = ((data.get("meta") or {}).get("game") or game or "").strip().lower()
    terms: list[Term] = []
    for raw in data.get("term") or []:
        en = str(raw.get("en") or "").strip()
        t = Term(
            game=str(raw.get("game") or slug).lower(),
            en=en,
            ja=_as_list(raw.get("ja")),
            it=_as_list(raw.get("it")),
            aliases=_as_list(raw.get("aliases")),
            kind=str(raw.get("kind") or ""),
            section=str(raw.get("section") or "").strip(),
        )
        if not t.en and t.ja:
            t.en = t.ja[0]
        if t.forms:
            terms.append(t)
    return terms
