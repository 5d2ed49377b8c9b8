"""User text made safe to show: what a user typed is shown as they typed it, never as
formatting, links, mentions or reordered text.

- :func:`plain` for user text shown inside a message (a roll's reason or comment, a
  query echoed back): control, zero-width and bidirectional-override characters
  dropped, Markdown escaped (code fences, masked links, emphasis, headings, quotes),
  mentions defused (:func:`unmentioned` does only that, for text that is Markdown on
  purpose, such as a roll's breakdown with a user's labels in it).
- :func:`file_name` for a name kept in the store: control characters and ANSI escape
  sequences dropped, whitespace collapsed.
"""

from __future__ import annotations

import re
import unicodedata

# ANSI/VT escape sequences (CSI ... final byte, OSC ... BEL/ST, and lone ESC x)
_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-_]")
# formatting characters that reorder or hide text: bidi embeddings/overrides/isolates,
# marks, zero-width characters and the BOM
_INVISIBLE = re.compile("[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")
_MARKDOWN = re.compile(r"([\\*_~`|>\[\]#])")
_MENTION = re.compile(r"@(everyone|here)|<(@[!&]?|#)(\d+)>")
_ZWSP = "\u200b"


def _drop_controls(text: str, keep_newlines: bool) -> str:
    if text.isprintable():  # no control, format or surrogate character (most text): as is
        return text
    text = _ANSI.sub("", text)
    if not keep_newlines:
        text = re.sub(r"[\t\r\n]+", " ", text)
    text = _INVISIBLE.sub("", text)
    return "".join(
        c
        for c in text
        if (keep_newlines and c == "\n") or unicodedata.category(c) not in ("Cc", "Cf", "Cs")
    )


def plain(text: str, keep_newlines: bool = False) -> str:
    """``text`` as literal characters in a Discord message."""
    text = str(text)
    if not text:  # a roll without a reason (most): the passes below cost ~12k instructions
        return text
    text = unmentioned(_drop_controls(text, keep_newlines))
    return _MARKDOWN.sub(r"\\\1", text)


def unmentioned(text: str) -> str:
    """``text`` with every mention (``@everyone``, ``@here``, a user, role or channel)
    shown as written but inert: a zero-width space after "@" / "<"."""
    if "@" not in text and "<" not in text:  # no mention can be in it (a roll's breakdown)
        return text
    return _MENTION.sub(
        lambda m: f"@{_ZWSP}{m.group(1)}" if m.group(1) else f"<{_ZWSP}{m.group(2)}{m.group(3)}>",
        text,
    )


def file_name(name: str, limit: int = 100) -> str:
    """A file name fit to store and show: no control characters or escape sequences."""
    clean = " ".join(_drop_controls(str(name), keep_newlines=False).split())
    return clean[:limit]
