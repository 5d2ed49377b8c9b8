"""Reads the rules knowledge (summaries and glossaries) from disk and builds the
engine's :class:`~bot.engine.rules.index.RulesIndex`. The engine itself never opens a
file; this is the one place that does for the rules lookup."""

from __future__ import annotations

import gc
import hashlib
import json
import logging
import os
import pickle
import tomllib
import weakref
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar, cast

from bot.cache_files import write_whole
from bot.engine.rules import dense
from bot.engine.rules.index import RulesIndex
from bot.engine.rules.lexicon import Bridge
from bot.engine.rules.names import name_texts
from bot.engine.rules.wordnet import Wordnet

log = logging.getLogger(__name__)


def _dense_settings() -> dense.Settings:
    """The rules lookup's dense tier as the environment sets it: ``HERALD_DENSE=0``
    turns it off; ``HERALD_DENSE_CACHE=<file>`` keeps the vectors it makes in that
    file, for the next process (the benchmarks, the tests; the bot keeps them in its
    persisted indexes)."""
    on = os.environ.get("HERALD_DENSE", "1").strip().lower() not in ("0", "off", "no", "false")
    path = os.environ.get("HERALD_DENSE_CACHE") or None
    if not path:
        return dense.Settings(on, shipped=read_shipped_vectors)
    kept = Path(path)

    def load() -> dict[bytes, bytes]:
        try:
            got = pickle.loads(kept.read_bytes())
        except Exception:  # none yet, or a torn file: made again
            return {}
        if not isinstance(got, dict):
            return {}
        return {
            bytes.fromhex(k)[:16] if isinstance(k, str) else k: v
            if isinstance(v, bytes)
            else _f16(v)
            for k, v in got.items()
        }

    def save(new: dict[bytes, bytes]) -> None:
        """``new`` added to the file (as another process left it)."""
        have = load()
        have.update(new)
        try:
            write_whole(kept, pickle.dumps(have, protocol=pickle.HIGHEST_PROTOCOL))
        except OSError as e:
            log.warning("dense vectors not kept in %s: %s", kept, e)

    return dense.Settings(on, load, save, read_shipped_vectors)


# the shipped summaries' vectors (tools/dense_vectors.py; knowledge/bridge/README.md)
SHIPPED_VECTORS = "bridge/dense-shipped.npz"


def read_shipped_vectors(model: str, root: Path | None = None) -> dict[bytes, bytes]:
    """The vectors of the shipped sections (passage hash -> float16 bytes) in
    ``knowledge/bridge/dense-shipped.npz``, when they were made by ``model``; none
    when they were not, or the file is missing or unreadable (then each is embedded)."""
    path = (root or SHIPPED) / SHIPPED_VECTORS
    try:
        import numpy as np

        with np.load(path, allow_pickle=False) as f:
            made_by, keys, vecs = str(f["model"]), f["keys"], f["vecs"]
    except FileNotFoundError:
        return {}
    except Exception as e:  # a torn or foreign file: embedded again
        log.warning("shipped dense vectors %s unusable: %s", path, e)
        return {}
    if made_by != model or vecs.shape[1:] != (dense.DIM,) or vecs.dtype.name != "float16":
        return {}
    return {bytes(k): v.tobytes() for k, v in zip(keys, vecs, strict=True)}


def write_shipped_vectors(path: Path, model: str, vecs: dict[bytes, bytes]) -> None:
    """Write ``vecs`` (passage hash -> float16 bytes of ``model``) as
    :func:`read_shipped_vectors` reads them, sorted by hash (the same vectors give
    the same file)."""
    import numpy as np

    keys = sorted(vecs)
    np.savez_compressed(
        path,
        model=np.array(model),
        keys=np.frombuffer(b"".join(keys), dtype=np.uint8).reshape(len(keys), 16),
        vecs=np.frombuffer(b"".join(vecs[k] for k in keys), dtype=np.float16).reshape(
            len(keys), dense.DIM
        ),
    )


def _f16(v: object) -> bytes:
    import numpy as np

    return np.asarray(v, dtype=np.float16).tobytes()


dense.settings = _dense_settings


def read_rules_texts(knowledge_root: Path) -> tuple[list[tuple[str, str]], list[str], dict]:
    """(summaries as (name, text), glossary texts, game names from knowledge/games:
    every definition's, loaded or not; :func:`loaded_game_names` keeps those that load)."""
    summaries, glossaries = _summaries_and_glossaries(Path(knowledge_root))
    return summaries, glossaries, _game_names(read_game_texts(knowledge_root))


def _summaries_and_glossaries(root: Path) -> tuple[list[tuple[str, str]], list[str]]:
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
    return summaries, glossaries


def read_game_texts(knowledge_root: Path) -> list[tuple[str, str]]:
    """(file name, text) of ``knowledge/games/*.toml``, as the game loader reads them."""
    gdir = Path(knowledge_root) / "games"
    out = []
    for f in sorted(gdir.glob("*.toml")) if gdir.is_dir() else []:
        try:
            out.append((f.name, f.read_text(encoding="utf-8-sig")))
        except (OSError, UnicodeDecodeError):
            pass
    return out


def _game_names(games: list[tuple[str, str]]) -> dict[str, dict[str, str]]:
    """Each definition's slug -> its names, read from its TOML alone (no check)."""
    names = {}
    for _, text in games:
        try:
            d = tomllib.loads(text)
        except tomllib.TOMLDecodeError:
            continue
        # read as the definition reads them: a language's table with its grammar
        # ({ text = ..., gender = ... }) names the game by its text
        texts = name_texts(d.get("names"))
        if d.get("slug") and texts:
            names[str(d["slug"])] = texts
    return names


def loaded_game_names(
    names: dict[str, dict[str, str]], games: list[tuple[str, str]]
) -> dict[str, dict[str, str]]:
    """``names`` of the games whose definitions load: a definition ``herald game
    check`` refuses (and Herald does not load) adds no name to the rules lookup,
    which would otherwise take a game nobody can start for one it knows. Checked when
    an index is built (its key holds the definitions' texts), never at a start that
    loads a persisted one."""
    from bot.engine.games.definition import DefinitionError, parse

    loaded = set()
    for file_name, text in games:
        try:
            loaded.add(parse(text, file_name).slug)
        except DefinitionError:
            continue
    return {slug: texts for slug, texts in names.items() if slug in loaded}


def read_lexicon_texts(knowledge_root: Path) -> list[tuple[str, str]]:
    """(file name, TOML text) of ``knowledge/lexicon/*.toml``."""
    out = []
    ldir = Path(knowledge_root) / "lexicon"
    for f in sorted(ldir.glob("*.toml")) if ldir.is_dir() else []:
        try:
            out.append((f.name, f.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError) as e:
            log.error("lexicon %s unreadable: %s", f, e)
    return out


def read_bridge(knowledge_root: Path) -> dict[str, str]:
    """The Japanese -> English word list (``knowledge/bridge/jmdict-*.tsv``)."""
    return _parse_bridge(read_bridge_texts(knowledge_root))


def read_bridge_texts(knowledge_root: Path) -> list[str]:
    """The texts of ``knowledge/bridge/jmdict-*.tsv``, unparsed (what the index's key
    is made of: a loaded index never needs them parsed)."""
    out = []
    bdir = Path(knowledge_root) / "bridge"
    for f in sorted(bdir.glob("jmdict-*.tsv")) if bdir.is_dir() else []:
        try:
            out.append(f.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as e:
            log.error("bridge %s unreadable: %s", f, e)
    return out


def _parse_bridge(texts: list[str]) -> dict[str, str]:
    from bot.engine.rules.lexicon import parse_bridge

    out: dict[str, str] = {}
    for text in texts:
        out.update(parse_bridge(text))
    return out


def read_wordnet(knowledge_root: Path) -> str:
    """The English/Italian/Japanese concepts (``knowledge/bridge/wordnet-*.tsv``), as
    one text."""
    parts = []
    bdir = Path(knowledge_root) / "bridge"
    for f in sorted(bdir.glob("wordnet-*.tsv")) if bdir.is_dir() else []:
        try:
            parts.append(f.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as e:
            log.error("bridge %s unreadable: %s", f, e)
    return "".join(parts)


SHIPPED = Path(__file__).resolve().parent.parent / "knowledge"


def words_root(knowledge_root: Path) -> Path | None:
    """Where the words across languages (``lexicon/``, ``bridge/``) are read for the
    knowledge folder ``knowledge_root`` (``--knowledge``, ``HERALD_KNOWLEDGE``): the
    folder itself when it has either (None), else the shipped folder, said once in the
    log. A folder of one's own games and summaries keeps cross-language lookup."""
    root = Path(knowledge_root)
    if (root / "lexicon").is_dir() or (root / "bridge").is_dir() or not SHIPPED.is_dir():
        return None
    log.warning(
        "knowledge folder %s has no lexicon/ or bridge/: the words across languages are "
        "read from the shipped %s",
        root,
        SHIPPED,
    )
    return SHIPPED


def build_rules_index(
    knowledge_root: Path,
    extra: list[dict] | None = None,
    warm: bool = False,
    lexicons: list[tuple[str, str]] | None = None,
    cache_dir: Path | None = None,
    words: Path | None = None,
) -> RulesIndex:
    """Build the rules index from ``knowledge_root`` (``summaries/``, ``glossary/``)
    plus ``extra`` user-added summaries (dicts with ``name``, ``game``, ``text``, as
    returned by ``store.summaries()``). Problems are logged, never raised.

    ``lexicons`` (name, TOML text) replace ``knowledge/lexicon/*.toml`` when given;
    ``words`` is the folder whose ``lexicon/`` and ``bridge/`` are read (:func:`words_root`;
    None: ``knowledge_root``). ``warm`` is kept for callers: nothing is deferred any more."""
    summaries, glossaries, names, lex, bridge_texts, wordnet, games = _read_all(
        knowledge_root, lexicons, words
    )
    extras = list(extra or [])

    # what the live bridge and wordnet are known by, and what the index's key says of
    # them (hashed once: JSON-quoting their 6 MB of text for the key too cost about
    # 0.05 s of CPU at each start)
    bridge_key, wordnet_key = _digests(bridge_texts, wordnet)

    def build() -> RulesIndex:
        return RulesIndex.build(
            summaries=summaries,
            glossaries=glossaries,
            extra=extras,
            game_names=loaded_game_names(names, games),
            lexicons=lex,
            bridge=_live(bridge_key, lambda: _bridge(bridge_texts)),
            wordnet=_live(wordnet_key, lambda: Wordnet.parse(wordnet) if wordnet else None),
        )

    key = _content_key(
        summaries, glossaries, names, lex, bridge_key, wordnet_key, extras, _games_key(games)
    )
    idx = build() if cache_dir is None else cached_index(Path(cache_dir), key, build)
    idx.content_key = key  # what the servers' persisted indexes were forked from
    _remember(bridge_key, idx.bridge)  # a loaded index's, for the next build
    _remember(wordnet_key, idx.wordnet)
    for err in idx.errors:
        log.error("rules knowledge: %s", err)
    freeze_live_objects()
    return idx


# The parsed Japanese bridge and wordnet of the rules indexes alive in this process,
# by the texts they were read from. Both are read-only once made (every server's
# index shares its shipped index's, bot/engine/rules/persist.py), and reading them is
# four fifths of a build of the shipped knowledge (2.5 of 3.2 s): a build beside a
# live index of the same knowledge (/rules reload, `herald rules build`, the tests)
# shares them instead of reading them again. Weak: they live as long as an index
# holds them, never longer.
_LIVE: weakref.WeakValueDictionary[str, Bridge | Wordnet] = weakref.WeakValueDictionary()
_Read = TypeVar("_Read", Bridge, Wordnet)


def _digest(texts: tuple[str, ...]) -> str:
    return _hash_chunks(text.encode("utf-8") for text in texts)


def _digests(bridge_texts: list[str], wordnet: str) -> tuple[str, str]:
    """What the Japanese bridge and the wordnet read from these texts are known by."""
    return _digest(("bridge", *bridge_texts)), _digest(("wordnet", wordnet))


def _hash_chunks(chunks: Iterable[bytes]) -> str:
    """SHA-256 of ``chunks``, each after its length (so no two sequences of chunks
    give the same stream)."""
    h = hashlib.sha256()
    for b in chunks:
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return h.hexdigest()


def _live(key: str, make: Callable[[], _Read | None]) -> _Read | None:
    """The live object read from the texts whose :func:`_digest` is ``key``, else
    ``make()`` (None when there is nothing to read)."""
    obj = cast("_Read | None", _LIVE.get(key))
    if obj is None:
        obj = make()
        if obj is not None:
            _LIVE[key] = obj
    return obj


def _remember(key: str, obj: Bridge | Wordnet | None) -> None:
    if obj is not None:
        _LIVE.setdefault(key, obj)


def _bridge(texts: list[str]) -> Bridge | None:
    entries = _parse_bridge(texts)
    return Bridge(entries) if entries else None  # as RulesIndex.build reads an empty one


def _games_key(games: list[tuple[str, str]]) -> str:
    """What the index's key says of the game definitions: their whole texts, since
    whether one loads (and lends its names: :func:`loaded_game_names`) depends on
    more than its names."""
    return _digest(("games", *(f"{name}\n{text}" for name, text in games)))


def _read_all(
    knowledge_root: Path, lexicons: list[tuple[str, str]] | None = None, words: Path | None = None
) -> tuple[
    list[tuple[str, str]],
    list[str],
    dict,
    list[tuple[str, str]],
    list[str],
    str,
    list[tuple[str, str]],
]:
    """What an index is built from, as texts (the bridge's too: parsing its 125,000
    entries only to hash them cost 0.2 s and some 40 MB at each start that loads the
    persisted index); last, the game definitions' files."""
    root = Path(knowledge_root)
    summaries, glossaries = _summaries_and_glossaries(root)
    games = read_game_texts(root)
    names = _game_names(games)
    w = Path(words) if words is not None else root
    lex = read_lexicon_texts(w) if lexicons is None else lexicons
    return summaries, glossaries, names, lex, read_bridge_texts(w), read_wordnet(w), games


def rules_knowledge_key(knowledge_root: Path, words: Path | None = None) -> str:
    """The ``content_key`` the index :func:`build_rules_index` would build from
    ``knowledge_root`` now has (to tell whether the knowledge changed, without
    building)."""
    summaries, glossaries, names, lex, bridge_texts, wordnet, games = _read_all(
        knowledge_root, None, words
    )
    digests = _digests(bridge_texts, wordnet)
    return _content_key(summaries, glossaries, names, lex, *digests, [], _games_key(games))


def freeze_live_objects() -> None:
    """Move the objects alive now out of the collector's generations: the index is
    millions of long-lived objects, and a full collection no longer walks them (a 0.5 s
    pause at 50,000 sections, e.g. in the middle of a /rules add).

    What an earlier call froze is thawed and collected first. A frozen object is never
    collected, so one that has since become part of an unreachable cycle (the service
    that owned an older index, a finished request) would otherwise stay in memory for
    good, a little more at each rebuild (a test suite building one index per test
    grew to over a gigabyte)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def _content_key(*parts: object) -> str:
    """A hash of everything an index is built from, of the index format and of the
    engine's own code (a cache pickled by another version of the engine is never
    loaded, even when nobody bumped ``FORMAT``)."""
    from bot.engine import rules
    from bot.engine.rules.index import FORMAT

    code = hashlib.sha256()
    for f in sorted(Path(rules.__file__).parent.glob("*.py")):
        code.update(f.read_bytes())
    # each part hashed in turn, its length first (no one JSON text of megabytes)
    # the dense tier's model (none when it is off): an index persisted without its
    # vectors is built again when the tier is on, and the other way round
    model = getattr(dense.embedder(), "name", "")
    return _hash_chunks(
        json.dumps(part, sort_keys=True, ensure_ascii=False, default=repr).encode()
        for part in (FORMAT, code.hexdigest(), model, *parts)
    )


def cached_index(cache_dir: Path, key: str, build: Callable[[], RulesIndex]) -> RulesIndex:
    """The index persisted under ``key`` in ``cache_dir``, else ``build()`` saved
    there (atomically; older cache files removed). A corrupt or foreign cache file
    is rebuilt, never trusted; a cache that cannot be written is only logged."""
    path = cache_dir / f"rules-index-{key[:24]}.pickle"
    if path.is_file():
        gc.disable()  # loading allocates millions of objects: no collection midway
        try:
            return RulesIndex.loads(path.read_bytes())
        except (OSError, ValueError) as e:
            log.warning("rules index cache %s unusable, rebuilding: %s", path, e)
        finally:
            gc.enable()
    idx = build()
    try:
        write_whole(path, idx.dumps(), family="rules-index-*.pickle")
    except OSError as e:
        log.warning("could not persist the rules index in %s: %s", cache_dir, e)
    return idx
