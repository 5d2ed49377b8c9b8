"""One server's rules index as bytes that point into the shared (shipped) index
instead of copying it. Pure: bytes in, bytes out.

A server's index is the shipped index *forked* (its small per-section lists and
posting lists copied, its large read-only parts shared) with the server's own
summaries added. Pickled through :class:`Shared`, the shared parts (the lexicon, the
Japanese bridge, the wordnet, the glossary terms and their keys, the shipped
sections and summaries themselves, the shipped sections' dense vectors) are written as references and resolved to the
live shared objects on loading: every server's index in memory uses the one copy.

    shared = Shared(base)                    # once per shipped index
    idx = shared.fork()                      # the shipped index, ready for add()
    data = shared.dumps(idx, key)            # key: what the index was built from
    idx = shared.loads(data, key)            # ValueError: another key, format, base
"""

from __future__ import annotations

import hashlib
import io
import pickle
from collections.abc import Iterable

from bot.engine.rules.index import FORMAT, RulesIndex

_MAGIC = b"herald-rules-guild\n"
# the Corpus attributes every fork shares with the shipped index (set once at build,
# never changed by add/remove)
SHARED_ATTRS = (
    "lexicon",
    "bridge",
    "wordnet",
    "terms",
    "forms",
    "fuzzy_keys",
    "fuzzy_terms",
    "game_names",
    "weights",
)


def content_key(base_key: str, rows: Iterable[tuple[str, str, str]]) -> str:
    """The key of a server's index: the shipped index's own key (which covers the
    index format and the engine's code) and the server's summaries, as (game, name,
    text) in the order they are added."""
    h = hashlib.sha256(f"{FORMAT}\0{base_key}\0".encode())
    for game, name, text in rows:
        for part in (game, name, text):
            b = part.encode("utf-8")
            h.update(len(b).to_bytes(8, "little"))
            h.update(b)
    return h.hexdigest()


class Shared:
    """The parts of ``base`` that the servers' indexes share, by a short name."""

    def __init__(self, base: RulesIndex) -> None:
        self.base = base
        objs: dict[str, object] = {a: getattr(base, a) for a in SHARED_ATTRS}
        objs.update({f"s{i}": s for i, s in enumerate(base.slots) if s is not None})
        objs.update({f"m{i}": s for i, s in enumerate(base.summaries)})
        # the shipped sections' vectors of the dense tier
        objs.update({f"v{i}": v for i, v in enumerate(base.vecs) if v is not None})
        self._by_name = {k: v for k, v in objs.items() if v is not None}
        self._by_id = {id(v): k for k, v in self._by_name.items()}
        self._fork: bytes | None = None

    def _pickle(self, idx: RulesIndex) -> bytes:
        by_id = self._by_id

        class _Out(pickle.Pickler):
            def persistent_id(self, obj: object) -> str | None:
                return by_id.get(id(obj))

        buf = io.BytesIO()
        _Out(buf, protocol=pickle.HIGHEST_PROTOCOL).dump(idx)
        return buf.getvalue()

    def _unpickle(self, data: bytes | memoryview) -> RulesIndex:
        by_name = self._by_name

        class _In(pickle.Unpickler):
            def persistent_load(self, pid: object) -> object:
                try:
                    return by_name[str(pid)]
                except KeyError:
                    raise pickle.UnpicklingError(f"no shared part {pid!r}") from None

        idx = _In(io.BytesIO(data)).load()
        if not isinstance(idx, RulesIndex):
            raise pickle.UnpicklingError("not a rules index")
        return idx

    def fork(self) -> RulesIndex:
        """A new index holding what the shipped index holds, sharing its large parts."""
        if self._fork is None:
            self._fork = self._pickle(self.base)
        return self._unpickle(self._fork)

    def dumps(self, idx: RulesIndex, key: str) -> bytes:
        """``idx`` (a fork of this base) as bytes, under ``key``."""
        return _MAGIC + key.encode("ascii") + b"\n" + self._pickle(idx)

    def loads(self, data: bytes, key: str) -> RulesIndex:
        """The index :meth:`dumps` wrote under ``key``. ValueError when the bytes were
        written under another key (other summaries, another shipped index, another
        format or engine) or are not such an index (only load bytes this program
        wrote: pickle)."""
        head = _MAGIC + key.encode("ascii") + b"\n"
        if not data.startswith(head):
            raise ValueError("a rules index of other summaries, knowledge or format")
        try:
            return self._unpickle(memoryview(data)[len(head) :])
        except Exception as e:  # a corrupt or truncated file
            raise ValueError(f"not a rules index: {e}") from None
