"""The turn structures by name. A step names its ``structure``; a new shape is a
subclass of :class:`~bot.engine.games.turns.structures.base.Structure` registered with
:func:`register` (from a plugin or a test as well), usable from data at once."""

from __future__ import annotations

from typing import TypeVar

from bot.engine.games.turns.structures.base import Structure

STRUCTURES: dict[str, Structure] = {}

T = TypeVar("T", bound=type[Structure])


def register(cls: T) -> T:
    """Add a shape to :data:`STRUCTURES` under its ``name``."""
    STRUCTURES[cls.name] = cls()
    return cls


def _builtin() -> None:
    from bot.engine.games.turns.structures import (
        auction,
        draft,
        neighbours,
        passing,
        prompt,
        roll,
        scoring,
        secret,
        sequential,
        sequential_verbs,  # noqa: F401 (its verb kinds register on import)
        simultaneous,
        track,
        vote,
    )

    for cls in (
        prompt.PromptStep,
        sequential.Sequential,
        passing.Passing,
        simultaneous.Simultaneous,
        vote.Vote,
        secret.Secret,
        draft.Draft,
        auction.Auction,
        scoring.Scoring,
        neighbours.Neighbours,
        roll.Roll,
        roll.Draw,
        track.Track,
    ):
        register(cls)


_builtin()
