"""The command table both adapters dispatch through.

A feature module (``bot/service/<feature>.py``) registers its handlers::

    @command("roll")
    async def roll(svc: Service, ctx: Ctx, opts: dict) -> Response: ...

    @autocomplete("game", "start", "game")
    def game_choices(svc, ctx, current: str) -> list[Choice]: ...

``name`` is the slash command ("game"), ``sub`` its subcommand ("start") or None.
Options arrive as a dict of plain values (str, int, bool, user ids as int); the
handler validates them again, because the console and autocomplete pass free text.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

HANDLERS: dict[tuple[str, str | None], Callable[..., Awaitable]] = {}
AUTOCOMPLETE: dict[tuple[str, str | None, str], Callable] = {}
FEATURES = ("game", "rules", "dice", "coin", "turns", "reminders", "help")


def command(name: str, sub: str | None = None):
    def deco(fn):
        HANDLERS[(name, sub)] = fn
        return fn

    return deco


def autocomplete(name: str, sub: str | None, option: str):
    def deco(fn):
        AUTOCOMPLETE[(name, sub, option)] = fn
        return fn

    return deco


def load_features() -> None:
    """Import every feature module so its handlers register."""
    import importlib

    for f in FEATURES:
        try:
            importlib.import_module(f"bot.service.{f}")
        except ModuleNotFoundError as e:  # a feature not built yet
            if e.name != f"bot.service.{f}":
                raise


# fn(svc) run once when a Service is built (build an index, load dice ...)
ON_START: list[Callable] = []
# fn(svc, ctx, loaded, game, version) run after every saved change (reminders)
ON_CHANGE: list[Callable] = []


def on_start(fn):
    ON_START.append(fn)
    return fn


def on_change(fn):
    ON_CHANGE.append(fn)
    return fn


# async fn(svc, now) -> Response | None, run periodically (reminders)
ON_TICK: list[Callable] = []


def on_tick(fn):
    ON_TICK.append(fn)
    return fn
