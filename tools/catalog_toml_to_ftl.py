"""Convert a catalog written before issue 25 (``"key" = "text {x}"`` lines of TOML,
``str.format`` placeholders) to Fluent (``key-with-dashes = text { $x }``), keeping its
comments and order. For a branch that still adds keys to an old ``.toml`` catalog:

    python3 tools/catalog_toml_to_ftl.py bot/i18n/catalogs/ja/rules.toml >> bot/i18n/catalogs/ja/rules.ftl

The result is the mechanical translation only; grammar (plurals, articles) is a
translator's edit afterwards.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_SPECIAL_START = ("[", "*", ".")


def message_id(key: str) -> str:
    """The Fluent id of a catalog key: dots become dashes (``event-GameStarted``)."""
    return key.replace(".", "-")


def _escape(text: str) -> str:
    """Literal braces as Fluent string literals, placeholders as variables."""
    out, pos = [], 0
    for m in _FIELD.finditer(text):
        out.append(text[pos : m.start()].replace("{", '{"{"}').replace("}", '{"}"}'))
        out.append("{ $" + m.group(1) + " }")
        pos = m.end()
    out.append(text[pos:].replace("{", '{"{"}').replace("}", '{"}"}'))
    return "".join(out)


def _line(text: str) -> str:
    """One line of a pattern: edge spaces kept as literals, special starts escaped."""
    if not text:
        return ""
    lead = len(text) - len(text.lstrip(" "))
    trail = len(text) - len(text.rstrip(" "))
    core = _escape(text.strip(" "))
    if core.startswith(_SPECIAL_START):
        core = '{"' + core[0] + '"}' + core[1:]
    return (
        ('{"' + " " * lead + '"}' if lead else "")
        + core
        + ('{"' + " " * trail + '"}' if trail else "")
    )


def pattern(value: str) -> str:
    """A text as a Fluent pattern (after ``id =``)."""
    if value == "":
        return ' { "" }'
    lines = value.split("\n")
    if len(lines) == 1:
        return " " + _line(value)
    body = []
    for ln in lines:
        body.append("    " + _line(ln) if ln else '    { "" }')
    return "\n" + "\n".join(body)


def convert(toml_text: str) -> str:
    out = []
    for raw in toml_text.splitlines():
        line = raw.strip()
        if not line:
            out.append("")
        elif line.startswith("#"):
            out.append("# " + line.lstrip("#").strip() if line.strip("#") else "#")
        else:
            ((key, value),) = tomllib.loads(line).items()
            out.append(message_id(key) + " =" + pattern(str(value)))
    return "\n".join(out).strip("\n") + "\n"


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        sys.stdout.write(convert(Path(arg).read_text(encoding="utf-8")))
