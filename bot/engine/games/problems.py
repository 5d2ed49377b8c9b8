"""What is wrong with a definition, said where it is: :class:`Problem` (a key's path
and a message), :class:`DefinitionError` (every problem of a file), and the reading
of pydantic's validation errors in TOML's words, naming the closest valid key."""

from __future__ import annotations

import difflib
import re
import types
import typing
from dataclasses import dataclass
from typing import Annotated, Literal, Union

from pydantic import BaseModel, ValidationError


class Said(str):
    """A problem's English message that also carries the catalog key and values that
    say it in a reader's language; it travels as a plain ``str`` through the checks
    that return one, and a :class:`Problem` made of it takes them."""

    key: str
    data: tuple[tuple[str, str], ...]

    def __new__(cls, text: str, key: str, **data: str) -> Said:
        said = super().__new__(cls, text)
        said.key, said.data = key, tuple(data.items())
        return said


@dataclass(frozen=True)
class Problem:
    path: str  # the key's path, "phases[0].steps[1].structur"; "" for the whole file
    message: str
    # the catalog key and values that say it in a reader's language (a warning shown
    # in Discord, a refusal's reason); the message is the English the command line prints
    key: str = ""
    data: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        if not self.key and isinstance(self.message, Said):
            object.__setattr__(self, "key", self.message.key)
            object.__setattr__(self, "data", self.message.data)

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


class DefinitionError(ValueError):
    """A definition refused, with every problem found and where it is."""

    def __init__(self, problems: list[Problem], origin: str = "") -> None:
        self.problems = problems
        self.origin = origin
        super().__init__(self.text())

    def text(self) -> str:
        return "; ".join(str(p) for p in self.problems[:8])

    def lines(self) -> list[str]:
        """One line per problem, each naming the file."""
        head = f"{self.origin}: " if self.origin else ""
        return [f"{head}{p}" for p in self.problems]


def closest(word: str, candidates: typing.Iterable[str], cutoff: float = 0.6) -> str | None:
    """The candidate spelled nearest to ``word`` (difflib's ratio, at least ``cutoff``),
    or None: a misspelt key, value, command or help topic and what was meant."""
    found = difflib.get_close_matches(word, list(candidates), n=1, cutoff=cutoff)
    return found[0] if found else None


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def dotted(prefix: str, key: str) -> str:
    """A key's path as TOML writes it: ``verbs."turn.coins"`` for a key that is not a
    bare key (a dot, a space, a letter of another script)."""
    part = key if _BARE_KEY.fullmatch(key) else f'"{key}"'
    return f"{prefix}.{part}" if prefix else part


_V = typing.TypeVar("_V")
# what other formats call a step's structure (``type = "prompt"``): taken as
# ``structure`` when it holds a structure's name (play-test 20, finding 14)
KIND_WORDS = frozenset({"type", "kind", "mode"})


def misspelt_structure(
    table: dict[str, _V],
    path: str,
    out: list[Problem],
    known: tuple[str, ...],
    is_structure: typing.Callable[[str], object],
) -> None:
    """A step's (or a phase's) table without ``structure`` whose unknown key is one
    slip from it, or another format's word for it (``type``), and holds a structure's
    name (``structur = "passing"``, ``type = "prompt"``): the slip is said, and the table is read with that structure, so that the structure's own keys
    are not all said to be unknown too. ``known``: the table's other keys;
    ``is_structure``: the structure of a name, or None."""
    if "structure" in table:
        return
    for key, value in list(table.items()):
        if (
            key not in known
            and (key in KIND_WORDS or closest(key, ["structure"]) == "structure")
            and isinstance(value, str)
            and is_structure(value) is not None
        ):
            out.append(unknown_key(path, key, ["structure"], meant="structure"))
            table["structure"] = table.pop(key)
            return


# kinds whose English plural is not the singular with an "s"
PLURALS = {"counter each seat holds": "counters each seat holds"}


def not_one(value: str, kind: str, known: typing.Iterable[str]) -> str:
    """``'coin' is not a counter (did you mean 'coins'?); counters: coins, cheques``."""
    names = list(known)
    near = closest(value, names)
    hint = f" (did you mean {near!r}?)" if near else ""
    listed = ", ".join(names) or "none"
    kinds = PLURALS.get(kind, f"{kind}s")
    a = "an" if kind[:1] in ("a", "e", "i", "o", "u") else "a"
    text = f"{value!r} is not {a} {kind}{hint}; {kinds}: {listed}"
    key = "definitions.problem.not_one" + ("_near" if near else "")
    what = kind.replace(" ", "_")  # a catalog's select key; ``words``: as English says it
    data = {"what": what, "words": kind, "kinds": kinds, "article": a, "near": near or ""}
    return Said(text, key, got=value, known=listed, **data)


def one_of(got: object, known: str, near: str | None = None) -> Said:
    """``must be one of 'a', 'b', got 'c' (did you mean 'a'?)``: a value that must be
    one of a list (``known``, as the file writes them), said in a reader's language."""
    hint = f" (did you mean {near!r}?)" if near else ""
    key = "definitions.problem.one_of" + ("_near" if near else "")
    return Said(
        f"must be one of {known}, got {got!r}{hint}",
        key,
        allowed=known,
        got=repr(got),
        near=near or "",
    )


def unknown_key(
    path: str, key: str, valid: typing.Iterable[str], meant: str | None = None
) -> Problem:
    """The problem of an unknown key, naming the closest valid one (or ``meant``, the
    key known to be meant though not spelt near it)."""
    near = meant or closest(key, valid)
    hint = f" (did you mean '{near}'?)" if near else ""
    key_ = "definitions.problem.unknown_key" + ("_near" if near else "")
    said = Said(f"unknown key{hint}", key_, near=near or "")
    return Problem(dotted(path, key), said)


def path_of(loc: typing.Sequence[int | str]) -> str:
    out = ""
    for part in loc:
        out = f"{out}[{part}]" if isinstance(part, int) else dotted(out, str(part))
    return out


def _unwrap(tp: object) -> list[object]:
    """The types a value of annotation ``tp`` may hold (unions and Annotated opened)."""
    origin = typing.get_origin(tp)
    if origin is Annotated:
        return _unwrap(typing.get_args(tp)[0])
    if origin in (Union, types.UnionType):
        return [x for a in typing.get_args(tp) for x in _unwrap(a)]
    return [tp]


def _fields(model: type[BaseModel]) -> list[str]:
    return [f.alias or name for name, f in model.model_fields.items()]


def _models(types_: list[object]) -> list[type[BaseModel]]:
    return [
        t for tp in types_ for t in _unwrap(tp) if isinstance(t, type) and issubclass(t, BaseModel)
    ]


def _tags(model: type[BaseModel]) -> set[str]:
    """The values of a model's one-value ``Literal`` fields: its tag in a tagged union
    (a layout element's ``kind``)."""
    out = set()
    for f in model.model_fields.values():
        args = typing.get_args(f.annotation)
        if typing.get_origin(f.annotation) is Literal and len(args) == 1:
            out.add(str(args[0]))
    return out


def _walk(
    root: type[BaseModel], loc: typing.Sequence[int | str]
) -> tuple[list[int | str], list[object]]:
    """``loc`` without the tags pydantic inserts for a tagged union's branch (a layout
    element's ``kind``), and the types of the value it reaches."""
    current: list[object] = [root]
    kept: list[int | str] = []
    for part in loc:
        models = _models(current)
        if isinstance(part, str) and len(models) > 1:
            tagged = [m for m in models if part in _tags(m)]
            if tagged:
                current = list(tagged)
                continue
        kept.append(part)
        nxt: list[object] = []
        for tp in current:
            for t in _unwrap(tp):
                origin = typing.get_origin(t)
                args = typing.get_args(t)
                if isinstance(t, type) and issubclass(t, BaseModel):
                    for name, f in t.model_fields.items():
                        if part in (name, f.alias):
                            nxt.append(f.annotation)
                elif origin in (tuple, list) and isinstance(part, int) and args:
                    nxt.append(args[0])
                elif origin is dict and isinstance(part, str) and len(args) == 2:
                    nxt.append(args[1])
        if nxt:
            current = nxt
        # else: a union's branch label pydantic names by type: stay where we are
    return kept, current


def fields_at(root: type[BaseModel], loc: typing.Sequence[int | str]) -> list[str]:
    """The valid keys of the table at ``loc`` inside a ``root`` model (for the
    closest-key hint of an unknown key); [] when it cannot tell."""
    keys: list[str] = []
    for t in _models(_walk(root, loc)[1]):
        keys += [k for k in _fields(t) if k not in keys]
    return keys


# a union's branch labels in an error's path (NameForm: a name's grammar table)
_BRANCHES = {
    "str",
    "int",
    "bool",
    "float",
    "function-after",
    "function-before",
    "tagged-union",
    "NameForm",
}


class Problems(ValueError):
    """What a model's own check raises: problems at paths relative to that model
    (``phases[1].steps[0].rewards``), each kept apart in the final error."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("; ".join(str(p) for p in problems))


def _join(a: str, b: str) -> str:
    if a and b:
        return f"{a}{b}" if b.startswith("[") else f"{a}.{b}"
    return a or b


def problems_of(e: ValidationError, model: type[BaseModel], prefix: str = "") -> list[Problem]:
    """Each error of a failed validation as a problem at its key's path."""
    out: list[Problem] = []
    errors = e.errors()
    raws = [[p for p in err["loc"] if not (isinstance(p, str) and _is_branch(p))] for err in errors]
    locs = [_walk(model, raw)[0] for raw in raws]
    for err, raw, loc in zip(errors, raws, locs, strict=True):
        if err["type"] == "too_short" and any(
            len(x) > len(loc) and x[: len(loc)] == loc for x in locs
        ):
            continue  # a list left short by a bad item of it, reported below
        where = _join(prefix, path_of(loc))
        raised = (err.get("ctx") or {}).get("error")
        if err["type"] == "extra_forbidden" and loc:
            parent = _join(prefix, path_of(loc[:-1]))
            out.append(unknown_key(parent, str(loc[-1]), fields_at(model, raw[:-1])))
        elif isinstance(raised, Problems):
            out += [Problem(_join(where, p.path), p.message) for p in raised.problems]
        else:
            msg = _wording(str(err["msg"]).removeprefix("Value error, "))
            got = err.get("input")
            if err["type"] != "value_error" and not isinstance(got, dict | list):
                msg += f", got {got!r}"
            if err["type"] == "missing":
                msg = Said(msg, "definitions.problem.missing")
            elif err["type"] == "literal_error" and not isinstance(got, dict | list):
                expected = str((err.get("ctx") or {}).get("expected", ""))
                allowed = expected.replace(" or ", ", ")  # the values, in no language
                msg = Said(
                    msg,
                    "definitions.problem.literal",
                    allowed=allowed,
                    got=repr(got),
                )
            out.append(Problem(where, msg))
    return _merged(out)


def _wording(msg: str) -> str:
    """pydantic's words in TOML's: arrays are lists, tables are tables (never
    "tuple", "dictionary" or a model's class name)."""
    msg = re.sub(r"a valid dictionary or instance of \w+", "a table", msg)
    msg = msg.replace("a valid dictionary", "a table").replace("valid tuple", "valid list")
    return msg.replace("Tuple should", "The list should")


def _merged(out: list[Problem]) -> list[Problem]:
    """Each problem once; the branches of one key's type said as one ("Input should
    be a valid integer or a table, got 'two'")."""
    unique: list[Problem] = []
    for p in out:
        twin = next((u for u in unique if u.path == p.path), None)
        if twin is not None and _should(twin) and _should(p):
            a, got = (
                twin.message.rsplit(", got ", 1) if ", got " in twin.message else (twin.message, "")
            )
            b = p.message.split(", got ", 1)[0].removeprefix("Input should be ")
            merged = f"{a} or {b}" + (f", got {got}" if got else "")
            unique[unique.index(twin)] = Problem(p.path, merged)
        elif p not in unique:
            unique.append(p)
    return unique


def _should(p: Problem) -> bool:
    return p.message.startswith("Input should be")


def _is_branch(part: str) -> bool:
    return part in _BRANCHES or "[" in part
