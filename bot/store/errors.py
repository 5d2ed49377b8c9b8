"""Store failures a user may be told about (rendered like every ``HeraldError``)."""

from __future__ import annotations

from bot.engine.errors import HeraldError


class StaleWrite(Exception):
    """The game changed since it was loaded (its version moved on)."""


class ChannelBusy(Exception):
    """The channel already has a live game."""


class StoreBusy(HeraldError):
    """Another writer held the database for longer than a command may wait; the
    command was not applied."""

    key = "error.store_busy"


class StoreUnavailable(HeraldError):
    """The database cannot be written (deleted, read-only, unreachable): the command
    was refused, nothing was applied."""

    key = "error.store_unavailable"


def first_line(exc: BaseException) -> str:
    """A driver's error in one line an operator can read: its message's first line, or
    its type's name when it has no message."""
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


class StoreOpenError(RuntimeError):
    """The database cannot be opened for this process; the message is one line
    meant for the operator (the CLI prints it without a traceback)."""


class QuotaExceeded(Exception):
    """A server's uploaded summaries would pass its quota (``limit`` is "count" or
    "bytes"; ``count``/``used`` are the usage before the refused write). The service
    turns it into the message the user sees."""

    def __init__(self, limit: str, count: int, used: int):
        super().__init__(limit)
        self.limit, self.count, self.used = limit, count, used
