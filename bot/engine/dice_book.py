"""Named custom dice and game rolls, read from ``knowledge/dice/*.toml`` (data, not code).

A *die* has faces (``{id, en, ja, it}``); rolling ``count`` of them tallies the faces.
A *game roll* (Pendragon's raid, settle, evade ...) names its parameters, the dice per
case, and the rule section of each summary it applies; when summaries disagree, every
source's case is rolled and labelled (see the format notes in ``pendragon.toml``).

Pure: parsing takes already-loaded TOML dicts (``load_book`` is the only file access,
and it only reads the given directory); randomness is the ``rng`` argument.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.engine.dice import Rng, Roll, die_values, roll_one
from bot.engine.errors import DiceError
from bot.engine.language import in_language

MAX_NAMED = 100  # named dice per command unless the die says less


def _label(d: dict[str, Any] | str | None, locale: str, fallback: str = "") -> str:
    if isinstance(d, str):
        return d
    if not d:
        return fallback
    return in_language(d, locale, any_language=False) or fallback


@dataclass(frozen=True)
class Face:
    id: str
    labels: dict[str, Any]

    def label(self, locale: str) -> str:
        return _label(self.labels, locale, self.id)


@dataclass(frozen=True)
class RuleRef:
    source: str
    section: str
    when: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Source:
    id: str
    summary: str
    labels: dict[str, Any]

    def label(self, locale: str) -> str:
        return _label(self.labels, locale, self.id)


@dataclass(frozen=True)
class NamedDie:
    id: str
    game: str
    names: dict[str, Any]
    faces: tuple[Face, ...]
    aliases: tuple[str, ...] = ()
    max_count: int = MAX_NAMED
    rules: tuple[RuleRef, ...] = ()

    def name(self, locale: str) -> str:
        return _label(self.names, locale, self.id)


@dataclass(frozen=True)
class Param:
    name: str
    type: str = "choice"  # "choice" | "int"
    choices: tuple[str, ...] = ()
    min: int = 0
    max: int = 100
    default: Any = None
    label: str = ""  # what the value means ("raiders", "regions"): an i18n hint


@dataclass(frozen=True)
class Case:
    when: dict[str, Any]
    dice: str = ""
    success_min: int | None = None
    source: str = ""


@dataclass(frozen=True)
class GameRoll:
    id: str
    game: str
    names: dict[str, Any]
    mode: str  # sum | count | target
    params: tuple[Param, ...]
    cases: tuple[Case, ...]
    rules: tuple[RuleRef, ...]
    dice: str = ""
    subtract: tuple[str, ...] = ()
    floor: int | None = None
    repeat: str = ""

    def name(self, locale: str) -> str:
        return _label(self.names, locale, self.id)


@dataclass
class Book:
    dice: dict[str, NamedDie] = field(default_factory=dict)
    rolls: dict[str, GameRoll] = field(default_factory=dict)
    sources: dict[str, Source] = field(default_factory=dict)  # "game:id" -> Source
    choices: dict[str, dict[str, Any]] = field(
        default_factory=dict
    )  # "game:param" -> value -> labels
    aliases: dict[str, str] = field(default_factory=dict)

    def source(self, game: str, sid: str) -> Source:
        return self.sources.get(f"{game}:{sid}") or Source(sid, "", {})

    def choice_label(self, game: str, param: str, value: Any, locale: str) -> str:
        return _label(self.choices.get(f"{game}:{param}", {}).get(str(value)), locale, str(value))

    def die(self, name: str) -> NamedDie:
        key = _key(name)
        key = self.aliases.get(key, key)
        if key not in self.dice:
            raise DiceError("dice.error.unknown_die", name=str(name)[:40])
        return self.dice[key]

    def game_roll(self, name: str) -> GameRoll:
        key = _key(name)
        if key not in self.rolls:
            # "pendragon:raid" or "raid"
            tail = key.split(":")[-1]
            if tail in self.rolls:
                key = tail
            else:
                # the refusal names the rolls there are (the service names them the
                # reader's way) and the server's own way to name a roll, /dice alias
                raise DiceError(
                    "dice.error.unknown_roll",
                    name=str(name)[:40],
                    rolls=list(self.rolls),
                    count=len(self.rolls),
                )
        return self.rolls[key]


def _key(name: Any) -> str:
    return str(name or "").strip().lower().replace(" ", "-").replace("_", "-")


def parse_book(docs: list[dict[str, Any]]) -> Book:
    """Build a :class:`Book` from parsed TOML documents. Raises ValueError on bad data
    (a bug in knowledge/, caught by tests -- not a user error)."""
    book = Book()
    for doc in docs:
        game = doc.get("game", "")
        for sid, s in (doc.get("sources") or {}).items():
            book.sources[f"{game}:{sid}"] = Source(sid, s.get("summary", ""), s.get("label", {}))
        for param, values in (doc.get("choices") or {}).items():
            book.choices[f"{game}:{param}"] = values
        for d in doc.get("die", []):
            faces = tuple(
                Face(f["id"], {k: v for k, v in f.items() if k != "id"}) for f in d["faces"]
            )
            if not faces:
                raise ValueError(f"die {d['id']} has no faces")
            die = NamedDie(
                id=_key(d["id"]),
                game=game,
                names=d.get("names", {}),
                faces=faces,
                aliases=tuple(_key(a) for a in d.get("aliases", [])),
                max_count=int(d.get("max_count", MAX_NAMED)),
                rules=tuple(
                    RuleRef(r["source"], r["section"], r.get("when", {}))
                    for r in d.get("rules", [])
                ),
            )
            book.dice[die.id] = die
            for a in die.aliases:
                book.aliases[a] = die.id
        for r in doc.get("roll", []):
            params = tuple(
                Param(
                    name=p["name"],
                    type=p.get("type", "choice"),
                    choices=tuple(p.get("choices", ())),
                    min=int(p.get("min", 0)),
                    max=int(p.get("max", 100)),
                    default=p.get("default"),
                    label=p.get("label", ""),
                )
                for p in r.get("params", [])
            )
            cases = tuple(
                Case(
                    when=c.get("when", {}),
                    dice=c.get("dice", ""),
                    success_min=c.get("success_min"),
                    source=c.get("source", ""),
                )
                for c in r.get("cases", [])
            )
            gr = GameRoll(
                id=_key(r["id"]),
                game=game,
                names=r.get("names", {}),
                mode=r.get("mode", "sum"),
                params=params,
                cases=cases,
                rules=tuple(
                    RuleRef(x["source"], x["section"], x.get("when", {}))
                    for x in r.get("rules", [])
                ),
                dice=r.get("dice", ""),
                subtract=tuple(r.get("subtract", ())),
                floor=r.get("floor"),
                repeat=r.get("repeat", ""),
            )
            if gr.mode not in ("sum", "count", "target"):
                raise ValueError(f"roll {gr.id}: unknown mode {gr.mode}")
            book.rolls[gr.id] = gr
    return book


def load_book(directory: Path) -> Book:
    docs = []
    for f in sorted(Path(directory).glob("*.toml")):
        docs.append(tomllib.loads(f.read_text(encoding="utf-8-sig")))  # a byte-order mark skipped
    return parse_book(docs)


# --------------------------------------------------------------------------- named dice
@dataclass(frozen=True)
class NamedResult:
    die: NamedDie
    faces: tuple[Face, ...]  # in the order rolled
    tally: tuple[tuple[Face, int], ...]  # each distinct face id, in die order, with count


def roll_named(book: Book, name: str, count: int | None, rng: Rng) -> NamedResult:
    die = book.die(name)
    n = 1 if count is None else count
    if not isinstance(n, int) or isinstance(n, bool) or n < 1 or n > die.max_count:
        raise DiceError("dice.error.count", limit=die.max_count, count=n)
    faces = tuple(die.faces[rng.randrange(len(die.faces))] for _ in range(n))
    counts: dict[str, int] = {}
    for f in faces:
        counts[f.id] = counts.get(f.id, 0) + 1
    seen: dict[str, Face] = {}
    for f in die.faces:
        seen.setdefault(f.id, f)
    tally = tuple((seen[i], counts.get(i, 0)) for i in seen)
    return NamedResult(die, faces, tally)


# --------------------------------------------------------------------------- game rolls
@dataclass(frozen=True)
class Attempt:
    """One roll of a variant: its d20 breakdown and what it means."""

    roll: Roll
    raw: int  # the dice total
    result: int  # after subtractions and floor (sum), or successes (count), or 1/0
    values: tuple[int, ...] = ()  # die values (count/target)
    hits: tuple[bool, ...] = ()  # per die (count) or single (target)


@dataclass(frozen=True)
class Variant:
    sources: tuple[str, ...]  # the sources that give this case
    dice: str
    success_min: int | None
    attempts: tuple[Attempt, ...]
    subtract: int = 0


@dataclass(frozen=True)
class GameResult:
    roll: GameRoll
    params: dict[str, Any]
    variants: tuple[Variant, ...]
    rules: tuple[RuleRef, ...]  # the sections that apply to these params

    @property
    def disagree(self) -> bool:
        return len(self.variants) > 1


def _coerce(p: Param, value: Any) -> Any:
    if value is None or value == "":
        if p.default is None:
            raise DiceError("dice.error.param_missing", param=p.name)
        value = p.default
    if p.type == "int":
        try:
            v = int(value)
        except (TypeError, ValueError):
            raise DiceError("dice.error.param_int", param=p.name, min=p.min, max=p.max) from None
        if v < p.min or v > p.max:
            raise DiceError("dice.error.param_int", param=p.name, min=p.min, max=p.max)
        return v
    key = _key(value)
    if p.choices and key not in p.choices:
        raise DiceError("dice.error.param_choice", param=p.name, choices=", ".join(p.choices))
    return key


def _matches(when: dict[str, Any], params: dict[str, Any]) -> bool:
    return all(_key(params.get(k)) == _key(v) for k, v in when.items())


def _sources_of(book: Book, gr: GameRoll) -> list[str]:
    out: list[str] = []
    for r in gr.rules:
        if r.source not in out:
            out.append(r.source)
    return out or [""]


def _choice_id(book: Book, gr: GameRoll, p: Param, value: Any) -> Any:
    """A choice named in any language (``Sassoni``, ``サクソン``) as its id (``saxons``)."""
    if not p.choices or not isinstance(value, str) or _key(value) in p.choices:
        return value
    for cid, labels in book.choices.get(f"{gr.game}:{p.name}", {}).items():
        if isinstance(labels, dict) and _key(value) in (_key(x) for x in labels.values()):
            return cid
    return value


def roll_game(book: Book, name: str, params: dict[str, Any], rng: Rng) -> GameResult:
    """Roll a game roll. ``params`` holds the /roll options (extra keys are ignored)."""
    gr = book.game_roll(name)
    values = {p.name: _coerce(p, _choice_id(book, gr, p, params.get(p.name))) for p in gr.params}
    # the case each source gives; sources that agree share one roll
    by_case: dict[int, list[str]] = {}
    for sid in _sources_of(book, gr):
        for i, c in enumerate(gr.cases):
            if (not c.source or c.source == sid) and _matches(c.when, values):
                by_case.setdefault(i, []).append(sid)
                break
    if not by_case:
        raise DiceError(
            "dice.error.no_case",
            roll=gr.id,
            params=", ".join(f"{k}={v}" for k, v in values.items()),
        )
    sub = sum(int(values.get(s) or 0) for s in gr.subtract)
    repeat = int(values.get(gr.repeat, 1)) if gr.repeat else 1
    variants: list[Variant] = []
    for i, sids in by_case.items():
        c = gr.cases[i]
        expr = (c.dice or gr.dice).format(**values)
        attempts = []
        for _ in range(repeat):
            if gr.mode == "sum":
                r = roll_one(expr, rng)
                res = r.total - sub
                if gr.floor is not None:
                    res = max(gr.floor, res)
                attempts.append(Attempt(r, r.total, res))
            else:
                r, vals = die_values(expr, rng)
                target = c.success_min if c.success_min is not None else 1
                if gr.mode == "count":
                    hits = tuple(v >= target for v in vals)
                    attempts.append(Attempt(r, r.total, sum(hits), tuple(vals), hits))
                else:
                    hit = r.total >= target
                    attempts.append(Attempt(r, r.total, int(hit), tuple(vals), (hit,)))
        variants.append(Variant(tuple(sids), expr, c.success_min, tuple(attempts), sub))
    rules = tuple(r for r in gr.rules if _matches(r.when, values))
    return GameResult(gr, values, tuple(variants), rules)
