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
from bot.engine.games.definition import DefinitionError, GameDefinition, parse
from bot.engine.language import in_language
from bot.service.canonical import Families
from bot.service.versions import version_of

if TYPE_CHECKING:
    from bot.engine.rules.index import RulesIndex

log = logging.getLogger(__name__)


_FAMILIES = Families(FAMILIES)


def families() -> Families:
    """The families by name (each module imported when first asked for), reading the
    words players type as the ids the engine speaks."""
    return _FAMILIES


def parse_definition(text: str, origin: str = "") -> GameDefinition:
    """One game definition (TOML) as its family's model; a DefinitionError naming
    ``origin``, the key's path and what is wrong otherwise."""
    return parse(text, origin)


@dataclass
class Knowledge:
    """What ``knowledge/`` holds, read once: the game definitions and the dice book
    (both small, read by :meth:`load`), and the rules index. The index takes seconds
    to build, so it is built at start-up on the rules worker thread, off the event
    loop (bot/service/rules.py ``warm_index``): ``rules`` is None until then."""

    root: Path
    words: Path | None = None  # where lexicon/ and bridge/ are read (None: root)
    definitions: dict[str, GameDefinition] = field(default_factory=dict)
    # each definition's text and file name: what a game begun with it keeps
    texts: dict[str, tuple[str, str]] = field(default_factory=dict)
    versions: dict[str, str] = field(default_factory=dict)  # each text's version
    rules: RulesIndex | None = None
    dice: Book = field(default_factory=Book)
    problems: list[str] = field(default_factory=list)
    _summary_languages: dict[str, frozenset[str]] = field(default_factory=dict, repr=False)

    @property
    def families(self) -> Mapping[str, Any]:
        return families()

    @classmethod
    def load(cls, root: str | Path, words: Path | None = None) -> Knowledge:
        root = Path(root)
        k = cls(root=root, words=words)
        for f in sorted((root / "games").glob("*.toml")):
            try:
                text = f.read_text(encoding="utf-8-sig")  # a byte-order mark skipped
                d = parse_definition(text, f.name)
            except DefinitionError as e:
                k.problems += e.lines()
                log.error("game definition %s refused: %s", f.name, e)
                continue
            k.definitions[d.slug] = d
            k.texts[d.slug] = (text, f.name)
            k.versions[d.slug] = version_of(text)
        try:
            k.dice = load_book(root / "dice")
        except (ValueError, KeyError, TypeError, tomllib.TOMLDecodeError) as e:
            # like a refused game definition: said at start, the rest still works
            k.problems.append(f"dice: {e!r}")
            log.error("dice book refused: %r", e)
        return k

    def summary_languages(self, d: GameDefinition) -> frozenset[str]:
        """The languages a game's shipped rule summaries are written in (their front
        matter's ``language``), read once: what a step's rule heading is written in
        before the rules index is built."""
        folder = d.summary or d.slug
        if folder not in self._summary_languages:
            langs = set()
            for f in sorted((self.root / "summaries" / folder).glob("*.md")):
                head = f.read_text(encoding="utf-8").split("+++")
                try:
                    meta = tomllib.loads(head[1]) if len(head) > 2 else {}
                except tomllib.TOMLDecodeError:
                    meta = {}
                if meta.get("language"):
                    langs.add(str(meta["language"]))
            self._summary_languages[folder] = frozenset(langs)
        return self._summary_languages[folder]

    def definition(self, slug: str) -> GameDefinition:
        d = self.definitions.get(slug)
        if d is None:
            raise UnknownGame(game=slug)
        return d

    def game_name(self, game: str | GameDefinition, locale: str) -> str:
        d = self.definitions.get(game) if isinstance(game, str) else game
        if d is None:
            return str(game)
        return in_language(d.names, locale, any_language=False) or d.slug

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
        found = find_game(self.definitions, v)
        if found is not None:
            return found
        if index is None:
            return None
        from bot.engine.rules import normalize as N

        key = " ".join(N.words(N.fold(v).replace("'", "")))
        known = index.game_keys(scope).get(key)
        return str(known) if known else None


def near_game(definitions: Mapping[str, GameDefinition], text: str) -> str | None:
    """The slug of the one definition ``text`` nearly names (a name begun, or spelt a
    letter or two off), for a "did you mean"; None when none or several do."""
    from bot.engine.games.problems import closest

    q = text.strip().casefold()
    if not q:
        return None
    names = {
        n.casefold(): slug
        for slug, d in definitions.items()
        for n in (slug, *d.names.values(), *d.aliases)
    }
    begun = {slug for n, slug in names.items() if len(q) >= 3 and n.startswith(q)}
    if len(begun) == 1:
        return begun.pop()
    near = closest(q, names, cutoff=0.8)
    return names[near] if near is not None and not begun else None


def find_game(definitions: Mapping[str, GameDefinition], text: str) -> str | None:
    """The slug of the definition ``text`` names: its slug, a name in any language,
    an alias (case-insensitive)."""
    q = text.strip().casefold()
    for slug, d in definitions.items():
        if q == slug.casefold() or q in (n.casefold() for n in d.names.values()):
            return slug
        if q in (a.casefold() for a in d.aliases):
            return slug
    return None
