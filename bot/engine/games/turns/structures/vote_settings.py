"""The settings of a ``vote`` step (its keys in a definition): its ballots and their
names, how a tie falls, the extra votes a seat may spend, what an approval does and
whether votes are said as cast or revealed together."""

from __future__ import annotations

from typing import Literal, cast

from pydantic import Field, StrictBool, StrictInt, model_validator

from bot.engine.games.base import Json
from bot.engine.games.definition import Names, Problem, Problems
from bot.engine.games.turns.definition import TurnsDefinition, seat_counter
from bot.engine.games.turns.settings import Settings

CHOICES = ("approve", "reject")
MAX_MARKERS = 99
ONLY = "proposal"  # the id of the ballot of a step that votes on one


class VoteSettings(Settings):
    ballots: StrictInt = Field(default=1, ge=1)
    """How many ballots, voted one after the other."""
    tie: Literal["approve", "reject"] = "approve"
    """A tied ballot is "approve"d or "reject"ed."""
    markers: StrictBool | str = True
    """Extra votes: allowed (true), not (false), or spent from a counter."""
    ballot_names: tuple[Names, ...] = ()
    """What each ballot is called in sentences, in order (default: law 1 ...)."""
    choice_names: dict[Literal["approve", "reject"], Names] = {}
    """What approve and reject are called, per language."""
    on_approve: Literal["nothing", "end_game"] = "nothing"
    """An approved ballot does "nothing" more, or ends the game ("end_game")."""
    result: Literal["draw", "ranking"] = "draw"
    """How a game ended by a vote comes out: a "draw" or the "ranking"."""
    reveal: Literal["each", "together"] = "each"
    """"each": every vote is said as it is cast; "together": a vote is told to its
    voter only, the table sees who has still to vote, and the ballot's votes are
    revealed together (their markers spent) when the last one is cast."""

    @model_validator(mode="after")
    def _named(self) -> VoteSettings:
        if self.ballot_names and len(self.ballot_names) != self.ballots:
            n = len(self.ballot_names)
            raise Problems([Problem("ballot_names", f"names {n} ballots, not {self.ballots}")])
        return self

    @property
    def ends_game(self) -> bool:
        return self.on_approve == "end_game"

    @property
    def hidden(self) -> bool:
        """Votes are kept from the table until the ballot's last one is cast."""
        return self.reveal == "together"

    def names_of(self, kind: str, id: str) -> dict[str, str] | None:
        if kind == "vote_choice":
            return self.choice_names.get(cast(Literal["approve", "reject"], id))
        if kind == "ballot" and self.ballot_names:
            i = 1 if id == ONLY else int(id) if id.isdigit() else 0
            return self.ballot_names[i - 1] if 1 <= i <= len(self.ballot_names) else None
        return None

    def check(self, d: TurnsDefinition) -> list[Problem]:
        if isinstance(self.markers, str):
            problem = seat_counter(self.markers, d.counters)
            if problem:
                return [Problem("markers", problem)]
        return []

    def ballot(self, n: int) -> str:
        """Ballot ``n``'s id in events (``proposal`` when there is only one)."""
        return ONLY if self.ballots == 1 else str(n)

    def choice(self, raw: Json) -> str | None:
        """A vote as typed: its id, or a name the step gives it in any language."""
        text = str(raw or "").strip().casefold()
        for c in CHOICES:
            names: dict[str, str] = self.choice_names.get(cast(Literal["approve", "reject"], c), {})
            if text == c or text in (n.casefold() for n in names.values()):
                return c
        return None
