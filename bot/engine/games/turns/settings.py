"""The base of a turn structure's own keys in a step (its *settings*)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from bot.engine.games.definition import Model, Problem

if TYPE_CHECKING:
    from bot.engine.games.turns.definition import TurnsDefinition

# where a structure's turns begin: the start player's seat or the First Player's
Start = Literal["start_player", "first_player"]


class Settings(Model):
    """A structure's keys of a step, written flat in the step's table (``places``,
    ``ballots`` ...). A step the players resolve themselves has none."""

    def names_of(self, kind: str, id: str) -> dict[str, str] | None:
        """Names this step gives its own ids (places, choices, items ...)."""
        return None

    @property
    def ends_game(self) -> bool:
        """The step may end the game (a vote with ``on_approve = "end_game"``)."""
        return False

    def check(self, definition: TurnsDefinition) -> list[Problem]:
        """What this step refers to elsewhere in the definition (tables, counters,
        options), as problems at keys of the step."""
        return []
