"""Reading command options, the same way for every feature: the console and
autocomplete pass free text, Discord passes typed values, buttons pass strings."""

from __future__ import annotations

from bot.engine.errors import BadInput, HeraldError
from bot.i18n import catalog, normalize_locale, yes_no
from bot.service.text import plain


def opt(opts: dict, name: str):
    """An option's value, stripped; None when absent or empty."""
    v = opts.get(name)
    if isinstance(v, str):
        v = v.strip()
    return None if v in (None, "") else v


def user_id(value) -> int | None:
    """A user option: an int, ``"123"``, ``"<@123>"`` or ``"<@!123>"``."""
    if value is None or value == "":
        return None
    if isinstance(value, int):
        return value
    s = str(value).strip().removeprefix("<@").removeprefix("!").removesuffix(">")
    if not s.isdigit():
        raise BadInput("error.bad_user", value=plain(str(value)[:40]))
    return int(s)


def flag(value: object, default: bool = False) -> bool:
    """A yes/no option: a bool, or a yes or no word of any language (the catalogs'
    ``words.yes`` / ``words.no``, bot/i18n ``yes_no``); ``default`` for anything else."""
    if value is None:  # not given (most optional flags)
        return default
    answer = yes_no(value)
    return default if answer is None else answer


def action_from(kind: str, opts: dict, *names: str) -> dict:
    """A family action ``{"type": kind, name: value ...}`` from the options given."""
    action = {"type": kind}
    for n in names:
        v = opt(opts, n)
        if v is not None:
            action[n] = v
    return action


# refusals whose ``option`` names an option of the command refused (play-test 19,
# finding 18: "from:" in an Italian sentence whose example says "dalle:")
NAMES_AN_OPTION = frozenset(
    {"error.missing_option", "error.quiet_hour", "flood.error.number", "coin.error.bad_flag"}
)


def option_named(err: HeraldError, name: str, sub: str | None, locale: str) -> None:
    """The option a refusal of ``/name sub`` names, written as the reader's client
    shows it (``from`` -> ``dalle``, ``開始``); an option the command does not have (a
    word the user typed) stays as it is."""
    if err.key not in NAMES_AN_OPTION:
        return
    raw = err.params.get("option")
    if not isinstance(raw, str):
        return
    bare = raw.removesuffix(":")
    path = ".".join(x for x in (name, *(sub.split() if sub else [])) if x)
    local = catalog(normalize_locale(locale)).get(f"cmd.{path}.{bare}.name")
    if local:  # shown so; ``params`` keep the option's id
        err.shown = {**err.shown, "option": local + raw[len(bare) :]}
