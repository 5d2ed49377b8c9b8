"""Herald's domain errors.

Every user-facing failure is a :class:`HeraldError`. It carries an i18n ``key`` and
``params`` so the adapters can render it in the user's language; ``str(err)`` is an
English fallback for logs. Nothing in here imports Discord or SQLite.
"""

from __future__ import annotations

from typing import Any


class HeraldError(Exception):
    """Base of every error that is safe to show to a user."""

    key = "error.generic"

    def __init__(self, key: str | None = None, /, **params: Any) -> None:
        self.key = key or type(self).key
        self.params = params
        # params as the reader is shown them, over ``params`` (an option's name in
        # the reader's language): set by the service, read by ``error_text``
        self.shown: dict[str, Any] = {}
        super().__init__(f"{self.key} {params}" if params else self.key)


class IllegalAction(HeraldError):
    key = "error.illegal_action"


class NotYourTurn(IllegalAction):
    key = "error.not_your_turn"


class PermissionDenied(HeraldError):
    key = "error.permission"


class UnknownGame(HeraldError):
    key = "error.unknown_game"


class Unplayable(HeraldError):
    """The channel's stored game cannot be read under its definition as it now stands
    (the definition was removed, or changed so that the state no longer fits it)."""

    key = "error.unplayable"


class NoGame(HeraldError):
    key = "error.no_game"


class StalePrompt(HeraldError):
    """A button or command issued against an older version of the state."""

    key = "error.stale"


class DiceError(HeraldError):
    key = "error.dice"


class RulesError(HeraldError):
    key = "error.rules"


class BadInput(HeraldError):
    key = "error.bad_input"
