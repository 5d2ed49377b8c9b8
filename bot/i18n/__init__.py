"""Events and errors to text, in English, Japanese and Italian.

Catalogs are Fluent files, ``bot/i18n/catalogs/<locale>/<feature>.ftl`` (one file per
feature, so features do not edit each other's files). A key ``event.GameStarted`` is
the message ``event-GameStarted``; its variables are ``{ $name }``. Fluent because a
message selects its words by a count's plural category (CLDR's, through Babel) and
by a name's gender and number (:mod:`bot.i18n.grammar`), in the catalog, where a
translator can see and change it. Names the catalogs themselves give (``name.*``,
``value.*``) may carry their grammar as attributes (``.gender = f``).
"""

from __future__ import annotations

import contextlib
import hashlib
import pickle
import re
import sys
from collections.abc import Iterable
from datetime import date
from functools import cache, lru_cache
from pathlib import Path

from babel.dates import format_date
from fluent.runtime import FluentBundle
from fluent.runtime.resolver import Pattern
from fluent.runtime.types import FluentFloat, FluentInt, FluentNone
from fluent.syntax import ast as ftl
from fluent.syntax import parse as parse_ftl
from fluent.syntax.serializer import serialize_pattern

from bot.cache_files import write_whole
from bot.i18n.grammar import FUNCTIONS, Name, joined

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


def message_id(key: str) -> str:
    """The Fluent id of a catalog key (``event.GameStarted`` -> ``event-GameStarted``)."""
    return key.replace(".", "-")


def _files(locale: str) -> list[Path]:
    return sorted((_DIR / locale).glob("*.ftl"))


@cache
def _resources(locale: str) -> tuple[tuple[str, ftl.Resource], ...]:
    texts = [(f.name, f.read_text(encoding="utf-8")) for f in _files(locale)]
    path = _parsed_file(locale, texts)
    try:
        parsed = pickle.loads(path.read_bytes())
        if isinstance(parsed, tuple) and all(isinstance(r, ftl.Resource) for _, r in parsed):
            return parsed
    except Exception:  # none yet, or unreadable: parsed again below
        pass
    parsed = tuple((name, parse_ftl(text, with_spans=False)) for name, text in texts)
    _keep_parsed(path, parsed)
    return parsed


def _parsed_file(locale: str, texts: list[tuple[str, str]]) -> Path:
    """Where the locale's catalogs are kept parsed, as Python keeps a module's
    bytecode (``__pycache__`` beside them, or under PYTHONPYCACHEPREFIX): parsing them
    was a fifth of a second of every process's start (the bot's, the console's, each
    command line's), loading them parsed a twentieth. The name holds a hash of the
    texts and of the parser's own code, so a changed catalog is never read stale."""
    h = hashlib.blake2b(digest_size=12)
    parser = Path(ftl.__file__).stat()
    h.update(f"{parser.st_size}:{parser.st_mtime_ns}\0".encode())
    for name, text in texts:
        h.update(f"{name}\0{len(text)}\0{text}".encode())
    folder = Path(__file__).parent / "__pycache__"
    if sys.pycache_prefix:
        folder = Path(sys.pycache_prefix, *folder.resolve().parts[1:])
    return folder / f"catalogs-{locale}-{h.hexdigest()}.pickle"


def _keep_parsed(path: Path, parsed: tuple[tuple[str, ftl.Resource], ...]) -> None:
    """Write it (atomically; the locale's older files removed) unless Python writes
    no bytecode here either; a folder that cannot be written is left as it is."""
    if sys.dont_write_bytecode:
        return
    with contextlib.suppress(OSError):
        write_whole(
            path,
            pickle.dumps(parsed, protocol=pickle.HIGHEST_PROTOCOL),
            family=f"{path.name.rsplit('-', 1)[0]}-*.pickle",
        )


@cache
def bundle(locale: str) -> FluentBundle:
    """The locale's Fluent bundle, with the grammar functions, over the catalogs as
    ``_resources`` parsed them (the bundle compiles a message from the syntax tree when
    first asked and leaves the tree as it is; parsing every file a second time for it
    was a third of a process's start-up, 0.3 s)."""
    b = FluentBundle([locale], functions=FUNCTIONS, use_isolating=False)  # type: ignore[arg-type]
    for _, res in _resources(locale):
        b.add_resource(res)
    return b


def entry_pattern(locale: str, mid: str) -> Pattern:
    """A message's compiled pattern, as the bundle formats it."""
    value = bundle(locale).get_message(mid).value
    if value is None:
        raise KeyError(mid)
    return value


@cache
def catalog(locale: str) -> dict[str, str]:
    """Every key of a locale and its text: a message without variables as it reads,
    one with variables as its Fluent source (``{ $seat } passes.``)."""
    out: dict[str, str] = {}
    for _, res in _resources(locale):
        for entry in res.body:
            if isinstance(entry, ftl.Message) and entry.value is not None:
                key = entry.id.name.replace("-", ".")
                plain = all(
                    isinstance(e, ftl.TextElement) or isinstance(e.expression, ftl.StringLiteral)
                    for e in entry.value.elements
                )
                if plain:
                    text = bundle(locale).format_pattern(entry_pattern(locale, entry.id.name), {})
                    out[key] = str(text[0])
                else:
                    out[key] = serialize_pattern(entry.value).strip()
    return out


@cache
def attributes(locale: str) -> dict[str, dict[str, str]]:
    """Each key's attributes (``.gender = f``) as plain text."""
    out: dict[str, dict[str, str]] = {}
    b = bundle(locale)
    for _, res in _resources(locale):
        for entry in res.body:
            if isinstance(entry, ftl.Message) and entry.attributes:
                compiled = b.get_message(entry.id.name)
                out[entry.id.name.replace("-", ".")] = {
                    name: str(b.format_pattern(pattern, {})[0])
                    for name, pattern in compiled.attributes.items()
                }
    return out


def has(key: str, locale: str = DEFAULT) -> bool:
    return key in catalog(normalize_locale(locale)) or key in catalog(DEFAULT)


# "/game join seat:" inside a sentence: a command, maybe a subcommand (or a group's
# subcommand: /game definitions remove), maybe options (a value ends at a space or at
# closing punctuation: Japanese puts none between a command and the next word)
_REF = re.compile(
    r"(?<![\w/:.<])/([a-z][a-z_]*)((?:\s[a-z][a-z_]*(?![\w:])){0,2})"
    r"((?:\s[a-z][a-z_]*:[^\s`)）」、。]*)*)"
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
        name, subs, opts = m.group(1), (m.group(2) or "").split(), m.group(3) or ""
        if f"cmd.{name}.name" not in cat:
            return m.group(0)
        out, path = "/" + cat[f"cmd.{name}.name"], name
        for i, sub in enumerate(subs):
            if f"cmd.{path}.{sub}.name" not in cat:  # a word after the command
                out += " " + " ".join(subs[i:])
                break
            out, path = out + " " + cat[f"cmd.{path}.{sub}.name"], f"{path}.{sub}"
        return out + _OPT.sub(
            lambda o: cat.get(f"cmd.{path}.{o.group(1)}.name", o.group(1)) + ":", opts
        )

    return _REF.sub(rep, text)


def _arg(value: object) -> object:
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value)
    if isinstance(value, int):  # as it is written: law 1, version 1204
        return FluentInt(value, useGrouping=False)
    if isinstance(value, float):
        return FluentFloat(value, useGrouping=False)
    if isinstance(value, list | tuple):  # ids not yet named (render.params names them)
        return ", ".join(str(x) for x in value)
    return str(value)


# Variables a message may use without being given them: the catalog's own words for a
# COIN game's Epoch round (``coin.epoch_name`` ...), unless the game's definition
# names that round (``[coin.epoch] name``: the service passes :func:`epoch_words`).
# A turn-based game's round, as sentences say it ("this round's Event"), and passing as
# its rules write it (Italian "ha passato", or a capitalised term: "ha Passato"): the
# catalogs' words (``vars.<var>``) unless the definition names its round or says the
# term (the service passes :func:`round_words` and the pass words).
DEFAULT_VARS = (
    "epoch_name",
    "epoch_a",
    "epoch_a_cap",
    "epoch_of",
    "round_word",
    "pass_pp",
    "pass_inf",
)


@lru_cache(maxsize=64)
def _default_var(var: str, loc: str) -> str:
    for key in (f"coin.{var}", f"vars.{var}"):
        mid = message_id(key)
        for b in (bundle(loc), bundle(DEFAULT)):
            if b.has_message(mid):
                msg = b.get_message(mid)
                if msg.value is not None:
                    text, _ = b.format_pattern(msg.value, {})
                    return Name.of(str(text), loc) if var == "round_word" else str(text)
    return var


def epoch_words(name: str, locale: str) -> dict[str, str]:
    """The variables :data:`DEFAULT_VARS` for an Epoch round a definition names
    (Propaganda, Coup): with its article (English), its preposition (Italian)."""
    loc = normalize_locale(locale)
    vowel = name[:1].casefold() in "aeiou"
    if loc == "it":
        return {
            "epoch_name": name,
            "epoch_a": ("un'" if vowel else "una ") + name,
            "epoch_a_cap": ("Un'" if vowel else "Una ") + name,
            "epoch_of": ("d'" if vowel else "di ") + name,
        }
    if loc == "en":
        a = "an" if vowel else "a"
        return {
            "epoch_name": name,
            "epoch_a": f"{a} {name}",
            "epoch_a_cap": f"{a.capitalize()} {name}",
            "epoch_of": f"of the {name}",
        }
    return {v: name for v in DEFAULT_VARS}


def render(key: str, locale: str = DEFAULT, /, **params: object) -> tuple[str, list[Exception]]:
    """``key`` in ``locale`` (English when the locale lacks it) and the problems met
    (a variable the message uses and was not given, a function's error): the tests
    render every key this way."""
    loc = normalize_locale(locale)
    mid = message_id(key)
    b = bundle(loc)
    if not b.has_message(mid):
        b = bundle(DEFAULT)
        if not b.has_message(mid):
            return key, [KeyError(key)]
    msg = b.get_message(mid)
    if msg.value is None:
        return key, [KeyError(key)]
    args = {k: _arg(v) for k, v in params.items()}
    for var in DEFAULT_VARS:
        if var not in args:
            args[var] = _default_var(var, loc)
    text, errors = b.format_pattern(msg.value, args)
    if isinstance(text, FluentNone):
        text = key
    if loc != DEFAULT and (not key.startswith("cmd.") or key.endswith(".description")):
        text = localize_commands(text, loc)
    return text, errors


def t(key: str, locale: str = DEFAULT, /, **params: object) -> str:
    """Translate ``key`` for ``locale``; falls back to English, then to the key.
    Command names quoted in the text follow the reader's language."""
    for v in params.values():
        if type(v) not in _PLAIN:
            return render(key, locale, **params)[0]
    return _text(key, locale, tuple(params.items()))


# Parameter types whose value is all a message reads of them: a text of plain
# parameters is kept (the catalogs do not change while the process runs). A Name is a
# str with grammar attributes (gender, number) that equality does not see: never kept.
_PLAIN = frozenset({str, int, type(None)})


@lru_cache(maxsize=4096)
def _text(key: str, locale: str, params: tuple[tuple[str, object], ...]) -> str:
    return render(key, locale, **dict(params))[0]


def join_list(items: Iterable[str], locale: str = DEFAULT) -> Name:
    """Items as the language lists them (``A, B and C`` / ``A、B、C`` / ``A, B e C``),
    as one name: plural when it holds several, the language's word for none when empty
    (``list.none``)."""
    loc = normalize_locale(locale)
    return joined(
        items, loc, t("list.sep", loc), t("list.and", loc), t("list.none", loc), t("list.or", loc)
    )


def date_text(iso: str, locale: str = DEFAULT) -> str:
    """A date (``2026-11-21``) the way the language writes it (CLDR's medium form:
    ``Nov 21, 2026``, ``2026/11/21``, ``21 nov 2026``); the text as it is if it is none."""
    try:
        day = date.fromisoformat(iso[:10])
    except ValueError:
        return iso
    return format_date(day, format="medium", locale=normalize_locale(locale))


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
    return t(err.key, locale, **{**err.params, **getattr(err, "shown", {})})
