"""The command table both adapters dispatch through.

A feature module (``bot/service/<feature>.py``) registers its handlers::

    @command("roll")
    async def roll(svc: Service, ctx: Ctx, opts: dict) -> Response: ...

    @autocomplete("game", "start", "game")
    def game_choices(svc: Service, ctx: Ctx, current: str) -> list[Choice]: ...

``name`` is the slash command ("game"), ``sub`` its subcommand ("start") or None.
Options arrive as a dict of plain values (str, int, bool, user ids as int); the
handler validates them again, because the console and autocomplete pass free text.

The registry fails loudly: a feature listed in :data:`FEATURES` that cannot be
imported, or a command (or autocomplete) registered twice by different functions,
raises :class:`RegistryError` naming the module, instead of leaving a command out.
"""

from __future__ import annotations

import importlib
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

# (svc, ctx, opts) -> Response; (svc, ctx, current) -> list[Choice] (or awaitable)
Handler = Callable[..., Awaitable[Any]]
F = TypeVar("F", bound=Callable[..., Any])

HANDLERS: dict[tuple[str, str | None], Handler] = {}
# A command's main option: what a line typed without ``name:`` gives (the console's
# ``/roll 2d6+1``, ``/rule how do I pass``), as Discord users type it first.
MAIN_OPTION: dict[tuple[str, str | None], str] = {}
AUTOCOMPLETE: dict[tuple[str, str | None, str], Callable[..., Any]] = {}
# every module under bot/service that registers handlers (/help lives in game.py)
FEATURES = (
    "game",
    "rules",
    "dice",
    "flood",
    "coin",
    "turns",
    "reminders",
    "deadlines",
    "quiet",
    "act",
    "definitions",
    "redefine",
    "board",
    "move",
    "access",
    "people",
    "gms",
    "listing",
)


class RegistryError(RuntimeError):
    """A feature module is missing or two functions claim the same command."""


def _origin(fn: Callable[..., Any]) -> str:
    # any callable may be registered (a functools.partial has neither name)
    return f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', repr(fn))}"


def _claim(table: dict[Any, Any], key: tuple[Any, ...], fn: Callable[..., Any], what: str) -> None:
    """Register ``fn`` under ``key``. The same function defined again (its module
    imported again, a test installing its toy feature twice) replaces itself; another
    function under a key already taken is a mistake, reported with both modules."""
    old = table.get(key)
    if old is not None and _origin(old) != _origin(fn):
        raise RegistryError(
            f"{fn.__module__}: {what} {' '.join(str(k) for k in key if k)!r} is already "
            f"registered by {_origin(old)}"
        )
    table[key] = fn


def command(name: str, sub: str | None = None, *, main: str | None = None) -> Callable[[F], F]:
    def deco(fn: F) -> F:
        _claim(HANDLERS, (name, sub), fn, "command")
        if main:
            MAIN_OPTION[(name, sub)] = main
        return fn

    return deco


def autocomplete(name: str, sub: str | None, option: str) -> Callable[[F], F]:
    def deco(fn: F) -> F:
        _claim(AUTOCOMPLETE, (name, sub, option), fn, "autocomplete")
        return fn

    return deco


def load_features(features: tuple[str, ...] = FEATURES, package: str = "bot.service") -> None:
    """Import every feature module so its handlers register. A listed module that
    does not exist is an error (a typo would otherwise drop its commands silently)."""
    for f in features:
        name = f"{package}.{f}"
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name == name:
                raise RegistryError(f"{name}: feature module not found") from e
            raise


# fn(svc) run once when a Service is built (build an index, load dice ...)
ON_START: list[Callable[..., Any]] = []
# fn(svc, ctx, loaded, game, version) run after every saved change (reminders)
ON_CHANGE: list[Callable[..., Any]] = []


def on_start(fn: F) -> F:
    ON_START.append(fn)
    return fn


def on_change(fn: F) -> F:
    ON_CHANGE.append(fn)
    return fn


# async fn(svc, now) -> Response | None, run periodically (reminders)
ON_TICK: list[Callable[..., Any]] = []


def on_tick(fn: F) -> F:
    ON_TICK.append(fn)
    return fn
