"""Events and errors to text, in English, Japanese and Italian.

Catalogs live in ``bot/i18n/catalogs/<locale>/<domain>.toml`` (one file per feature, so
features do not edit each other's files). Keys may be nested tables or quoted dotted
keys; both are flattened to ``"a.b.c"``. Values are ``str.format`` templates.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

LOCALES = ("en", "ja", "it")
DEFAULT = "en"
_DIR = Path(__file__).parent / "catalogs"


@lru_cache(maxsize=256)
def normalize_locale(value: str | None) -> str:
    """``en-US``, ``ja``, ``it``, ``Locale.japanese`` ... -> one of LOCALES (en otherwise)."""
    if not value:
        return DEFAULT
    v = str(value).split(".")[-1].lower().replace("_", "-")
    if v.startswith("ja") or v == "japanese":
        return "ja"
    if v.startswith("it") or v == "italian":
        return "it"
    return "en"


def _flatten(d: dict, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(_flatten(v, key + "."))
        else:
            out[key] = str(v)
    return out


@lru_cache(maxsize=None)
def catalog(locale: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for f in sorted((_DIR / locale).glob("*.toml")):
        with f.open("rb") as fh:
            out.update(_flatten(tomllib.load(fh)))
    return out


class _Safe(dict):
    def __missing__(self, key):
        return "{" + key + "}"


def has(key: str, locale: str = DEFAULT) -> bool:
    return key in catalog(normalize_locale(locale)) or key in catalog(DEFAULT)


def t(key: str, locale: str = DEFAULT, /, **params) -> str:
    """Translate ``key`` for ``locale``; falls back to English, then to the key."""
    loc = normalize_locale(locale)
    text = catalog(loc).get(key) or catalog(DEFAULT).get(key)
    if text is None:
        return key
    try:
        return text.format_map(_Safe(params))
    except (ValueError, IndexError):
        return text


def error_text(err, locale: str = DEFAULT) -> str:
    """Render a HeraldError (key + params) in ``locale``."""
    return t(err.key, locale, **err.params)
