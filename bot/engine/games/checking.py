"""Every problem of a definition at once: what refers to something else (a counter,
a table, a seat, a step's own references) is checked only on parts that read, so a
file with a misspelt key and a wrong reference would be told one, then the other.
Here the parts that did not read are set aside (an entry dropped, a step or an end
replaced by a stand-in) and the rest is checked again for the references alone."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import cast

from bot.engine.games.base import Json, JsonDict
from bot.engine.games.definition import Problem

DICTS = ("counters", "tables", "verbs", "options")  # tables of named entries
DROPPABLE = ("rounds", "eras", "winner")  # keys with a default
SHAPING = ("structure", "family", "kind", "id")  # keys that say what their table is
_INDEX = re.compile(r"^(\w+)\[(\d+)\](?:\.steps\[(\d+)\])?")


def later_problems(
    data: JsonDict, problems: list[Problem], check: Callable[[JsonDict], list[Problem]]
) -> list[Problem]:
    """The problems ``check`` finds once what ``problems`` are about is set aside
    (none when the rest still does not read: then it is checked once those are
    mended). Two ways are tried, and what either finds is said: only the wrong keys
    dropped (a wrong value of a key with a default: the step around it is checked
    too), and the parts that hold them set aside (a key a table cannot do without)."""
    out: list[Problem] = []
    for keys_only in (True, False):
        for p in _set_aside_and_check(data, problems, check, keys_only):
            if all((p.path, p.message) != (q.path, q.message) for q in out):
                out.append(p)
    return out


def _set_aside_and_check(
    data: JsonDict,
    problems: list[Problem],
    check: Callable[[JsonDict], list[Problem]],
    keys_only: bool,
) -> list[Problem]:
    rest = copy.deepcopy(data)
    aside: list[str] = []  # paths set aside: their problems are said already
    names: list[str] = []  # entries dropped: a reference to them is not wrong
    for p in problems:
        last = p.path.rsplit(".", 1)[-1]
        if p.message.endswith("(did you mean 'structure'?)"):
            if _drop(rest, p.path, rename="structure"):  # read as the structure it misspells
                aside.append(p.path)
            continue
        # the key alone goes (a misspelt key; with keys_only, a wrong value too): what
        # holds it is checked; a key that says what its table is (a step's structure, a
        # table's kind) takes the whole table with it
        alone = keys_only or p.message.startswith("unknown key")
        if alone and last not in SHAPING and _drop(rest, p.path):
            aside.append(p.path)
        else:
            _set_aside(rest, p.path, aside, names)
    again = check(rest)
    if not again or not aside:
        return []
    said = {(p.path, p.message) for p in problems}
    return [
        p
        for p in again
        if (p.path, p.message) not in said
        and not any(p.path == a or p.path.startswith((a + ".", a + "[")) for a in aside)
        and not any(f"'{n}'" in p.message for n in names)
    ]


_TOKEN = re.compile(r'"([^"]+)"|([^.\[\]"]+)|\[(\d+)\]')


def _drop(data: JsonDict, path: str, rename: str = "") -> bool:
    """Delete the key at ``path`` (``phases[0].steps[1].structur``), or give its value
    the key ``rename`` instead; False when it is not there."""
    tokens: list[str | int] = [
        int(m.group(3)) if m.group(3) else (m.group(1) or m.group(2)) for m in _TOKEN.finditer(path)
    ]
    node: Json = data
    for t in tokens[:-1]:
        if isinstance(t, int) and isinstance(node, list) and t < len(node):
            node = node[t]
        elif isinstance(t, str) and isinstance(node, dict) and t in node:
            node = node[t]
        else:
            return False
    last = tokens[-1] if tokens else None
    if isinstance(node, dict) and isinstance(last, str) and last in node:
        value = node.pop(last)
        if rename and rename not in node:
            node[rename] = value
        return True
    return False


def _set_aside(data: JsonDict, path: str, aside: list[str], names: list[str]) -> None:
    head = path.split(".")[0].split("[")[0]
    parts = path.split(".")
    if head in DICTS and len(parts) > 1:
        entries = data.get(head)
        key = parts[1].strip('"')
        if isinstance(entries, dict) and key in entries:
            del entries[key]
            names.append(key)
            aside.append(f"{head}.{parts[1]}")
        return
    if head in DROPPABLE and head in data:
        del data[head]
        aside.append(head)
        return
    m = _INDEX.match(path)
    if m is None:
        return
    kind, i, j = m.group(1), int(m.group(2)), m.group(3)
    items = data.get(kind)
    if not isinstance(items, list) or i >= len(items):
        return
    if kind == "end":
        items[i] = {"counter": _field(items[i], "counter"), "at_least": 0}
        aside.append(f"end[{i}]")
    elif kind == "phases" and j is not None:
        steps = _field(items[i], "steps")
        if isinstance(steps, list) and int(j) < len(steps):
            steps[int(j)] = {"id": _field(steps[int(j)], "id") or f"-{j}", "name": "-"}
            aside.append(f"phases[{i}].steps[{j}]")
    elif kind == "phases":
        ph = cast(JsonDict, items[i]) if isinstance(items[i], dict) else {}
        items[i] = {"id": _field(ph, "id") or f"-{i}", "name": "-", "final": _final(ph)}
        aside.append(f"phases[{i}]")


def _field(item: Json, key: str) -> Json:
    return item.get(key) if isinstance(item, dict) else None


def _final(phase: JsonDict) -> bool:
    return phase.get("final") is True
