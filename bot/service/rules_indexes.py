"""Each server's own rules index, within a memory budget.

A server that added summaries (``/rules add``) has an index of its own: the shipped
index forked (:mod:`bot.engine.rules.persist`: its large parts, the lexicon, the
bridge, the wordnet, the glossaries and the shipped sections, are shared by every
server, never copied) with that server's summaries added. A server without summaries
uses the shipped index itself.

- *persisted*: built once, the index is written to ``<cache dir>/guild-<id>.index``
  under a key of what it was built from (the shipped index's key, which covers the
  index format and the engine's code, and the server's summaries' text). A server's
  first lookup after a restart loads that file (about 0.1 s for a server at its
  quota) instead of building (seconds); a file of another key (older summaries, an
  older format, other shipped knowledge, a restored database) is rebuilt, never used.
  The files are a cache: deleting them costs only a rebuild on each server's next use.
- *bounded*: the indexes in memory are kept in least-recently-used order; before
  one is loaded or built, the oldest are dropped until its estimated size fits in
  the budget (an index larger than the whole budget is still used, alone).

Loading, building, changing and writing run on the rules worker thread holding the
rules lock (bot/service/rules.py), so no index is changed while a lookup reads it;
``get`` may also be called from the event loop (a lookup's fast path), so the list
of indexes in memory has a small lock of its own. ``counts``
says how many indexes were ``loaded`` from their files, ``built`` and ``evicted``
in this process (tests and the benchmark read it).
"""

from __future__ import annotations

import gc
import hashlib
import logging
import re
import threading
import time
from collections import Counter, OrderedDict
from dataclasses import dataclass
from pathlib import Path

from bot.cache_files import write_whole
from bot.engine.errors import BadInput
from bot.engine.rules import dense
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.persist import Shared, content_key

log = logging.getLogger(__name__)

DEFAULT_BUDGET_MB = 64
# memory a loaded server index takes per byte of its summaries' text, and the fixed
# cost of a fork of the shipped index (its own section lists and posting lists),
# measured (docs/deploy.md, Capacity): a server at its quota, 2 MB of text, takes
# about 23 MB; a server with one small summary about 4 MB
BYTES_PER_TEXT_BYTE = 9
FORK_BYTES = 4 << 20


def source_id(game: str, name: str) -> str:
    """A stored summary's id in its guild's scope (what the index adds and removes)."""
    return f"{game}/{Path(name).name}"


def add_guild_rows(idx: RulesIndex, guild_id: int, rows: list[dict]) -> list[str]:
    """Add a guild's stored summaries to ``idx`` (pure; the caller holds the lock).
    Returns the problems (a summary that no longer parses is skipped, not fatal)."""
    problems = []
    for r in rows:
        try:
            idx.add(
                str(r["text"]),
                scope=guild_id,
                source_id=source_id(r["game"], r["name"]),
                name=Path(str(r["name"])).name,
                game=str(r["game"]),
            )
        except BadInput as e:
            problems.append(f"{r['name']}: {e}")
    return problems


_HEADING = re.compile(r"^#{1,6}[ \t]", re.MULTILINE)


def sections(text: str) -> int:
    """How many sections a summary makes, about: one a Markdown heading, one before."""
    return 1 + len(_HEADING.findall(text))


def estimate(rows: list[dict]) -> int:
    """The memory a server index of these summaries takes, estimated from their text,
    and, with the dense tier on, their sections' vectors (:data:`dense.SECTION_BYTES`
    each: at the quota's 7,000 sections, 16 MB more)."""
    text = sum(len(str(r["text"]).encode("utf-8")) for r in rows)
    per = dense.section_bytes()
    vecs = per * sum(sections(str(r["text"])) for r in rows) if per else 0
    return FORK_BYTES + BYTES_PER_TEXT_BYTE * text + vecs


def rows_key(base: RulesIndex, rows: list[dict]) -> str:
    return content_key(base.content_key, ((r["game"], r["name"], r["text"]) for r in rows))


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def held_by(rows: list[dict]) -> dict[str, str]:
    """What an index of ``rows`` holds: source id -> digest of the text."""
    return {source_id(r["game"], r["name"]): digest(str(r["text"])) for r in rows}


@dataclass
class GuildIndex:
    """One server's index in memory, and what it was made from."""

    idx: RulesIndex
    base: RulesIndex  # the shipped index it was forked from
    stamp: str  # the store's stamp of the server's summaries
    key: str  # rows_key of those summaries
    size: int  # estimated bytes in memory
    held: dict[str, str]  # held_by of those summaries


def index_file(cache_dir: Path, guild_id: int) -> Path:
    """Where a server's index is persisted in ``cache_dir`` (the rules cache's
    ``guilds/`` folder)."""
    return cache_dir / f"guild-{int(guild_id)}.index"


def remove_index_file(cache_dir: Path, guild_id: int) -> None:
    """Delete a server's persisted index (it has no summaries left); a failure is only
    logged (the file is a cache, never read without its summaries)."""
    try:
        index_file(cache_dir, guild_id).unlink(missing_ok=True)
    except OSError as e:
        log.warning("could not remove the rules index of guild %s: %s", guild_id, e)


class GuildIndexes:
    """The servers' indexes in memory (least recently used first) and on disk."""

    def __init__(self, budget_mb: float = DEFAULT_BUDGET_MB, cache_dir: Path | None = None):
        self.budget = int(budget_mb * 1024 * 1024)
        self.cache_dir = cache_dir
        self.entries: OrderedDict[int, GuildIndex] = OrderedDict()
        self.counts: Counter[str] = Counter()
        self._shared: Shared | None = None
        self._mu = threading.Lock()  # guards ``entries`` (read from the event loop too)

    # ------------------------------------------------------------------ memory
    def shared(self, base: RulesIndex) -> Shared:
        """The shared parts of ``base``; a new shipped index drops every server index
        forked from the old one (each is rebuilt, or loaded, at its next use)."""
        if self._shared is None or self._shared.base is not base:
            self._shared = Shared(base)
            with self._mu:
                self.entries.clear()
        return self._shared

    def peek(self, guild_id: int, base: RulesIndex) -> RulesIndex | None:
        """The server's index if it is in memory (its recency unchanged)."""
        with self._mu:
            e = self.entries.get(guild_id)
        return e.idx if e is not None and e.base is base else None

    def get(self, guild_id: int, base: RulesIndex) -> GuildIndex | None:
        """The server's index in memory, forked from ``base``; now the most recent."""
        with self._mu:
            e = self.entries.get(guild_id)
            if e is None or e.base is not base:
                return None
            self.entries.move_to_end(guild_id)
            return e

    def put(self, guild_id: int, e: GuildIndex) -> None:
        """Keep ``e`` as the most recent, within the budget."""
        with self._mu:
            self.entries.pop(guild_id, None)
        self.make_room(e.size)
        with self._mu:
            self.entries[guild_id] = e

    def make_room(self, size: int) -> None:
        """Drop the least recently used indexes until ``size`` more bytes fit in the
        budget (or none is left): done before an index is loaded or built, so the
        memory it takes is freed first."""
        with self._mu:
            total = sum(x.size for x in self.entries.values())
            dropped = []
            while self.entries and total + size > self.budget:
                gid, old = self.entries.popitem(last=False)
                total -= old.size
                dropped.append((gid, old))
        for gid, old in dropped:
            self.counts["evicted"] += 1
            log.info("rules index of guild %s evicted (%.1f MB estimated)", gid, old.size / 2**20)

    def drop(self, guild_id: int) -> None:
        """Forget the server's index, in memory and on disk (it has no summaries)."""
        with self._mu:
            self.entries.pop(guild_id, None)
        if self.cache_dir is not None:
            remove_index_file(self.cache_dir, guild_id)

    @property
    def used(self) -> int:
        """Estimated bytes of the server indexes in memory."""
        with self._mu:
            return sum(e.size for e in self.entries.values())

    # ------------------------------------------------------------------ disk
    def path(self, guild_id: int) -> Path:
        assert self.cache_dir is not None
        return index_file(self.cache_dir, guild_id)

    def open(
        self, guild_id: int, base: RulesIndex, rows: list[dict], stamp: str, rebuild: bool = False
    ) -> GuildIndex:
        """The server's index of ``rows``: loaded from its file when the file was
        written from exactly these summaries and this shipped index, else built (and
        written); kept in memory as the most recent."""
        shared = self.shared(base)
        key = rows_key(base, rows)
        with self._mu:
            self.entries.pop(guild_id, None)  # an older index of this server: freed first
        self.make_room(estimate(rows))
        idx = None if rebuild else self._read(guild_id, shared, key)
        if idx is None:
            t0 = time.perf_counter()
            idx = shared.fork()
            for p in add_guild_rows(idx, guild_id, rows):
                log.error("rules of guild %s: %s", guild_id, p)
            self.counts["built"] += 1
            log.info(
                "rules index of guild %s built in %.2f s (summaries: %d)",
                guild_id,
                time.perf_counter() - t0,
                len(rows),
            )
            self.save(guild_id, idx, key)
        e = GuildIndex(idx, base, stamp, key, estimate(rows), held_by(rows))
        self.put(guild_id, e)
        return e

    def _read(self, guild_id: int, shared: Shared, key: str) -> RulesIndex | None:
        if self.cache_dir is None:
            return None
        path = self.path(guild_id)
        t0 = time.perf_counter()
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as e:
            log.warning("rules index of guild %s unreadable, rebuilding: %s", guild_id, e)
            return None
        gc.disable()  # loading allocates a great many objects: no collection midway
        try:
            idx = shared.loads(data, key)
        except ValueError as e:
            log.info("rules index of guild %s out of date, rebuilding: %s", guild_id, e)
            return None
        finally:
            gc.enable()
        self.counts["loaded"] += 1
        log.info(
            "rules index of guild %s loaded from %s in %.2f s",
            guild_id,
            path.name,
            time.perf_counter() - t0,
        )
        return idx

    def save(self, guild_id: int, idx: RulesIndex, key: str) -> None:
        """Write the server's index (atomically); a failure is only logged (the
        index is rebuilt at the next restart)."""
        if self.cache_dir is None or self._shared is None:
            return
        try:
            write_whole(self.path(guild_id), self._shared.dumps(idx, key))
        except OSError as e:
            log.warning("could not persist the rules index of guild %s: %s", guild_id, e)
