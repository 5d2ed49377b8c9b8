"""Events and errors to text, in English, Japanese and Italian.

Catalogs live in ``bot/i18n/catalogs/<locale>/<domain>.toml`` (one file per feature, so
features do not edit each other's files). Keys may be nested tables or quoted dotted
keys; both are flattened to ``"a.b.c"``. Values are ``str.format`` templates.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache, lru_cache
from pathlib import Path

LOCALES = ("en", "ja", "it")
DEFAULT = "en"
_DIR = Path(__file__).parent / "catalogs"


@lru_cache(maxsize=256)
def normalize_locale(value: str | None) -> str:
    """``en-US``, ``ja``, ``it``, ``Locale.japanese``, ``日本語`` ... -> one of LOCALES
    (en otherwise). The words are those of :func:`locale_of`."""
    if not value:
        return DEFAULT
    return locale_of(str(value).split(".")[-1]) or DEFAULT


def locale_of(value: object) -> str | None:
    """The locale a word names, or None: a language's code, name or tag in any of the
    catalogs' languages (``words.language``: ``ja``, ``Japanese``, ``giapponese``,
    ``日本語``), or a language tag whose first part is one (``ja-JP``, ``it_IT``)."""
    v = str(value or "").strip().casefold().replace("_", "-")
    if not v:
        return None
    for loc in LOCALES:
        if v in words("language", loc):
            return loc
    primary = v.split("-", 1)[0]
    return primary if primary in LOCALES else None


@cache
def words(kind: str, locale: str | None = None) -> frozenset[str]:
    """The words of ``kind`` (``yes``, ``no``, ``approve``, ``reject``, ``language``)
    from the catalogs (``words.<kind>``), casefolded: one locale's, or (None) every
    locale's, since a reader may type any language's words."""
    locs = LOCALES if locale is None else (locale,)
    out: set[str] = set()
    for loc in locs:
        out.update(w.strip().casefold() for w in catalog(loc).get(f"words.{kind}", "").split("|"))
    out.discard("")
    return frozenset(out)


def yes_no(value: object) -> bool | None:
    """True for a yes word, False for a no word (any language's), None for anything
    else; a bool is itself."""
    if isinstance(value, bool):
        return value
    v = str(value if value is not None else "").strip().casefold()
    if v in words("yes"):
        return True
    if v in words("no"):
        return False
    return None


def _flatten(d: dict, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(_flatten(v, key + "."))
        else:
            out[key] = str(v)
    return out


@cache
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


# "/game join seat:" inside a sentence: a command, maybe a subcommand, maybe options
_REF = re.compile(
    r"(?<![\w/:.<])/([a-z][a-z_]*)(\s[a-z][a-z_]*(?![\w:]))?((?:\s[a-z][a-z_]*:[^\s`]*)*)"
)
_OPT = re.compile(r"(?<=\s)([a-z][a-z_]*):")


def localize_commands(text: str, locale: str) -> str:
    """Write the commands a sentence names (``/game join seat:``) as Discord shows them
    to this reader: ``/ゲーム 参加 席:``. Words that are not commands stay as they are."""
    loc = normalize_locale(locale)
    if loc == DEFAULT or "/" not in text:
        return text
    cat = catalog(loc)

    def rep(m: re.Match) -> str:
        name, sub, opts = m.group(1), (m.group(2) or "").strip(), m.group(3) or ""
        if f"cmd.{name}.name" not in cat:
            return m.group(0)
        out, path = "/" + cat[f"cmd.{name}.name"], name
        if sub:
            if f"cmd.{name}.{sub}.name" in cat:
                out, path = out + " " + cat[f"cmd.{name}.{sub}.name"], f"{name}.{sub}"
            else:
                out += m.group(2)
        return out + _OPT.sub(
            lambda o: cat.get(f"cmd.{path}.{o.group(1)}.name", o.group(1)) + ":", opts
        )

    return _REF.sub(rep, text)


def t(key: str, locale: str = DEFAULT, /, **params) -> str:
    """Translate ``key`` for ``locale``; falls back to English, then to the key.
    Command names quoted in the text follow the reader's language."""
    loc = normalize_locale(locale)
    text = catalog(loc).get(key) or catalog(DEFAULT).get(key)
    if text is None:
        return key
    try:
        text = text.format_map(_Safe(params))
    except (ValueError, IndexError):
        pass
    if loc != DEFAULT and not key.startswith("cmd."):
        text = localize_commands(text, loc)
    return text


def ordinal(n: int, locale: str = DEFAULT) -> str:
    """``n`` as a place in the language: 1st, 2nd, 3rd, 11th (``ordinal.<n mod 100>``,
    ``ordinal.<n mod 10>``, else ``ordinal.other``: 1番目, 1°)."""
    cat = catalog(normalize_locale(locale))
    for key in (f"ordinal.{n % 100}", f"ordinal.{n % 10}", "ordinal.other"):
        if key in cat:
            return cat[key].format(n=n)
    return str(n)


def join_list(items: list[str] | tuple[str, ...], locale: str = DEFAULT) -> str:
    """Items joined the way the language lists them (``A, B`` / ``A、B``)."""
    return t("list.sep", locale).join(str(x) for x in items)


def duration(seconds: float, locale: str = DEFAULT) -> str:
    """A length of time the way the language writes it, to the minute: ``3 h 20 min``,
    ``3時間20分``, ``2 g 4 h``, ``2 d`` (days and hours past a day)."""
    m = int(max(0.0, seconds) // 60)
    d, h, mins = m // 1440, (m % 1440) // 60, m % 60
    if d:
        return t("table.duration.dh" if h else "table.duration.d", locale, d=d, h=h)
    if h:
        return t("table.duration.hm" if mins else "table.duration.h", locale, h=h, m=mins)
    return t("table.duration.m", locale, m=mins)


def error_text(err, locale: str = DEFAULT) -> str:
    """Render a HeraldError (key + params) in ``locale``."""
    return t(err.key, locale, **err.params)
