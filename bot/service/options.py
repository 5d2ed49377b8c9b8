"""Reading command options, the same way for every feature: the console and
autocomplete pass free text, Discord passes typed values, buttons pass strings."""

from __future__ import annotations

from bot.engine.errors import BadInput
from bot.i18n import yes_no
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
