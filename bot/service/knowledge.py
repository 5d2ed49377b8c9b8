"""Reads ``knowledge/`` from disk once and hands plain data to the engine."""

from __future__ import annotations

import logging
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.errors import UnknownGame
from ..engine.games import FAMILIES

log = logging.getLogger(__name__)


def families() -> Mapping[str, Any]:
    """The families by name (each module imported when first asked for)."""
    return FAMILIES


def parse_definition(text: str, origin: str = "") -> dict:
    """Parse one game definition (TOML) and let its family validate it."""
    data = tomllib.loads(text)
    for key in ("slug", "family"):
        if key not in data:
            raise ValueError(f"{origin}: missing '{key}'")
    fam = families().get(data["family"])
    if fam is None:
        raise ValueError(f"{origin}: unknown family '{data['family']}'")
    return fam.parse_definition(data)  # ValueError naming the key; the loader adds the file


@dataclass
class Knowledge:
    root: Path
    definitions: dict[str, dict] = field(default_factory=dict)
    rules: Any = None
    dice: Any = None
    problems: list[str] = field(default_factory=list)

    @property
    def families(self) -> Mapping[str, Any]:
        return families()

    @classmethod
    def load(cls, root: str | Path) -> Knowledge:
        root = Path(root)
        k = cls(root=root)
        for f in sorted((root / "games").glob("*.toml")):
            try:
                d = parse_definition(f.read_text(encoding="utf-8"), f.name)
            except (ValueError, tomllib.TOMLDecodeError) as e:
                k.problems.append(f"{f.name}: {e}")
                log.error("game definition %s refused: %s", f.name, e)
                continue
            k.definitions[d["slug"]] = d
        return k

    def definition(self, slug: str) -> dict:
        d = self.definitions.get(slug)
        if d is None:
            raise UnknownGame(game=slug)
        return d

    def game_name(self, slug: str, locale: str) -> str:
        d = self.definitions.get(slug, {})
        names = d.get("names", {})
        return names.get(locale) or names.get("en") or slug

    def find_game(self, text: str) -> str | None:
        """A slug from a slug, or a name in any language (case-insensitive)."""
        q = (text or "").strip().casefold()
        if not q:
            return None
        for slug, d in self.definitions.items():
            if q == slug.casefold() or q in (
                str(n).casefold() for n in d.get("names", {}).values()
            ):
                return slug
            if q in (a.casefold() for a in d.get("aliases", [])):
                return slug
        return None
