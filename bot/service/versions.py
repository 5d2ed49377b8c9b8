"""The versions of a server's own game definitions (``/game define``). A game begun
with one keeps playing, and replays, under the version it began with, however often
the server defines that game again: its history was played under those rules.

A version is named by its text's digest (:func:`version_of`), which a game keeps in
its envelope (``definition``, set at ``/game start``). A server's record of a slug
(``game_definitions`` in its settings, :mod:`bot.service.definitions`) holds the
current text and, under ``kept``, each older version a stored game still uses (ended
ones too, so that ``herald game replay`` replays them); a version no stored game uses
is not kept. Games begun before versions were kept have none in their envelope: the
first redefinition notes the version they were played under (``unversioned``).
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, field

from bot.engine.games.definition import DefinitionError, GameDefinition, parse

log = logging.getLogger(__name__)

Records = dict[str, dict]  # slug -> the server's record of that definition


def version_of(text: str) -> str:
    """A definition text's version: the start of its SHA-256 digest."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True)
class Owned:
    """A server's own definitions, parsed: the current one of each slug (removed ones
    too: the games begun with them play on), the slugs a game may start with, each
    slug's current version, and the older versions kept for the games begun with them."""

    current: dict[str, GameDefinition] = field(default_factory=dict)
    active: frozenset[str] = frozenset()
    versions: dict[str, str] = field(default_factory=dict)
    kept: dict[tuple[str, str], GameDefinition] = field(default_factory=dict)
    unversioned: dict[str, str] = field(default_factory=dict)

    def of(self, slug: str, version: str | None = None) -> GameDefinition | None:
        """The definition a game of ``slug`` is played under: the version it began
        with while it is kept, else the current one."""
        version = self.played_under(slug, version)
        if version and version != self.versions.get(slug):
            return self.kept[(slug, version)]
        return self.current.get(slug)

    def played_under(self, slug: str, version: str | None) -> str | None:
        """The version a game of ``slug`` that was played under ``version`` goes on
        under here: that one while this server keeps it, else its current one (a game
        imported from a server with another text of the game)."""
        version = version or self.unversioned.get(slug)
        if version and (version == self.versions.get(slug) or (slug, version) in self.kept):
            return version
        return self.versions.get(slug)


def _parse(text: str, file: str, guild_id: int | None, slug: str) -> GameDefinition | None:
    try:
        return parse(text, file)
    except DefinitionError as e:  # accepted once: the checker has changed since
        log.warning("server %s: definition %s no longer loads: %s", guild_id, slug, e)
        return None


def owned(records: object, guild_id: int | None = None) -> Owned:
    """A server's ``game_definitions`` setting parsed, every kept version too."""
    recs: Records = records if isinstance(records, dict) else {}
    current: dict[str, GameDefinition] = {}
    versions: dict[str, str] = {}
    kept: dict[tuple[str, str], GameDefinition] = {}
    unversioned: dict[str, str] = {}
    for slug, rec in recs.items():
        text, file = str(rec.get("text", "")), str(rec.get("file", slug))
        d = _parse(text, file, guild_id, slug)
        if d is None:
            continue
        current[slug], versions[slug] = d, version_of(text)
        if isinstance(rec.get("unversioned"), str):
            unversioned[slug] = rec["unversioned"]
        for version, old in (rec.get("kept") or {}).items():
            older = _parse(str(old.get("text", "")), str(old.get("file", file)), guild_id, slug)
            if older is not None:
                kept[(slug, version)] = older
    active = frozenset(s for s, r in recs.items() if not r.get("removed") and s in current)
    return Owned(current, active, versions, kept, unversioned)


def replaced(old: dict, text: str, games: list[tuple[str, str | None]]) -> tuple[dict, int]:
    """What a record replaced by ``text`` keeps of ``old`` (its ``kept`` versions and
    ``unversioned``), given the server's stored games of it (status, version); and how
    many games in play keep the version being replaced."""
    before = version_of(str(old.get("text", "")))
    keep: dict = {}
    unversioned = old.get("unversioned")
    if unversioned is None and any(v is None for _, v in games):
        unversioned = before  # the games begun before versions: played under this one
    if unversioned is not None:
        keep["unversioned"] = unversioned

    def under(v: str | None) -> str | None:
        return v or unversioned

    used = {under(v) for _, v in games}
    kept = {v: o for v, o in (old.get("kept") or {}).items() if v in used}
    if before != version_of(text) and before in used:
        kept[before] = {k: old[k] for k in ("text", "file", "at") if k in old}
    if kept:
        keep["kept"] = kept
    running = 0
    if before != version_of(text):
        running = sum(1 for status, v in games if status != "ended" and under(v) == before)
    return keep, running


def kept_texts(records: object, games: list[tuple[str, str | None]]) -> dict[tuple[str, str], str]:
    """The texts of a server's own definitions that the stored games given (slug, the
    version in their envelope) go on under and a new game would not begin with: an
    older version kept for them, or the text of a definition since removed; by (slug,
    version). ``herald guild export`` writes them beside the current ones, so that a
    restore elsewhere can go on under the version each game began with (play-test 22,
    finding 12)."""
    recs: Records = records if isinstance(records, dict) else {}
    out: dict[tuple[str, str], str] = {}
    for slug, version in games:
        rec = recs.get(slug)
        if not isinstance(rec, dict):
            continue
        text = str(rec.get("text", ""))
        now = version_of(text)
        version = version or rec.get("unversioned") or now
        old = (rec.get("kept") or {}).get(version)
        if version != now and isinstance(old, dict):
            out[(slug, str(version))] = str(old.get("text", ""))
        elif version == now and rec.get("removed") and text:
            out[(slug, now)] = text
    return out


def kept_file(slug: str, version: str) -> str:
    """Where ``herald guild export`` writes a kept version (under its ``definitions/``)."""
    return f"kept/{slug}-{version}.toml"


# -- knowledge-folder definitions ---------------------------------------------------
# A game begun with a definition of the knowledge folder notes that text's version in
# its envelope (``knowledge``); the server keeps the text (``knowledge_kept`` in its
# settings: slug -> version -> {text, file}) while a stored game of it uses that
# version, so that an operator's edit of the file (or its removal) applies to new
# games only. A game begun before versions were noted has none: it plays under the
# file as it is.
KEPT = "knowledge_kept"


def knowledge_version(game: dict) -> str | None:
    """The version of a knowledge-folder definition the game began with, if noted."""
    version = game.get("knowledge")
    return version if isinstance(version, str) else None


def kept_with(
    record: object, slug: str, version: str, text: str, file: str, used: set[str | None]
) -> dict | None:
    """The server's ``knowledge_kept`` record once ``version`` of ``slug`` (its
    ``text``) is kept, older versions no stored game ``used`` dropped; None when the
    record already keeps it."""
    recs: Records = dict(record) if isinstance(record, dict) else {}
    found = recs.get(slug)
    mine: dict = found if isinstance(found, dict) else {}
    if version in mine:
        return None
    keep = {v: old for v, old in mine.items() if v in used}
    recs[slug] = {**keep, version: {"text": text, "file": file}}
    return recs


def kept_definition(record: object, slug: str, version: str) -> GameDefinition | None:
    """``version`` of the knowledge-folder game ``slug`` as the server kept it."""
    recs: Records = record if isinstance(record, dict) else {}
    mine = recs.get(slug)
    old = mine.get(version) if isinstance(mine, dict) else None
    if not isinstance(old, dict):
        return None
    return _parse(str(old.get("text", "")), str(old.get("file", slug)), None, slug)
