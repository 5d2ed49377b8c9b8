"""JSON text as Herald stores it: compact, non-ASCII characters kept as they are.

Every command encodes its new state, its events and its outbox rows (several texts a
command). The standard library's encoder took about a tenth of a command's CPU on the
bot's path (``bench/store.py``); orjson writes the same text several times faster.

What orjson refuses (an integer past 64 bits, a string with a lone surrogate, nesting
deeper than it allows) goes to the standard library's encoder, which writes the same
text or raises as before. Reading stays with the standard library: orjson would read an
integer past 64 bits as a float. What differs in what is written concerns floats alone:
an exponent is spelled ``1e16`` rather than ``1e+16`` (the same number read back), and a
NaN or infinity, which no game state holds, is written ``null`` (the standard library
wrote ``NaN``, which is not JSON)."""

from __future__ import annotations

import json
from typing import Any

import orjson

_standard = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
# keys that are not strings (an int, a bool, None) written as strings, as json.dumps does
_OPTIONS = orjson.OPT_NON_STR_KEYS


def dump(value: Any) -> str:
    """``value`` as compact JSON text (what ``json.dumps(value, ensure_ascii=False,
    separators=(",", ":"))`` returns, floats' exponents aside)."""
    try:
        return orjson.dumps(value, option=_OPTIONS).decode()
    except TypeError:  # orjson.JSONEncodeError is a TypeError
        return _standard(value)
