"""Reads ``knowledge/`` from disk once and hands plain data to the engine."""

from __future__ import annotations

import logging
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.engine.dice_book import Book, load_book
from bot.engine.errors import UnknownGame
from bot.engine.games import FAMILIES

if TYPE_CHECKING:
    from bot.engine.rules.index import RulesIndex

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
    """What ``knowledge/`` holds, read once: the game definitions and the dice book
    (both small, read by :meth:`load`), and the rules index. The index takes seconds
    to build, so it is built at start-up on the rules worker thread, off the event
    loop (bot/service/rules.py ``warm_index``): ``rules`` is None until then."""

    root: Path
    definitions: dict[str, dict] = field(default_factory=dict)
    rules: RulesIndex | None = None
    dice: Book = field(default_factory=Book)
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
        try:
            k.dice = load_book(root / "dice")
        except (ValueError, KeyError, TypeError, tomllib.TOMLDecodeError) as e:
            # like a refused game definition: said at start, the rest still works
            k.problems.append(f"dice: {e!r}")
            log.error("dice book refused: %r", e)
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

    def resolve_game(
        self, text: object, index: RulesIndex | None = None, scope: int | None = None
    ) -> str | None:
        """The game ``text`` names, or None: every place that reads a game's name
        (``/game start``, ``/rule game:``, ``/rules add game:``, autocomplete) asks here.

        A game definition's slug, name in any language or alias (case-insensitive);
        with a rules ``index``, also a game only the rules know in ``scope`` (a
        server's own summary): its slug as given, or its name folded the way the
        index folds queries ("Hadrian's Wall", "ペンドラゴン")."""
        v = str(text or "").strip()
        if not v:
            return None
        if index is not None and v in index.games(scope):
            return v
        q = v.casefold()
        for slug, d in self.definitions.items():
            if q == slug.casefold() or q in (
                str(n).casefold() for n in d.get("names", {}).values()
            ):
                return slug
            if q in (str(a).casefold() for a in d.get("aliases", [])):
                return slug
        if index is None:
            return None
        from bot.engine.rules import normalize as N

        key = " ".join(N.words(N.fold(v).replace("'", "")))
        known = index.game_keys(scope).get(key)
        return str(known) if known else None
