"""The settings of a ``secret`` step (its keys in a definition): what may be chosen
(choices or a number in a range, within a counter), who wins and how ties fall, the
marker the winner takes, what is paid and recorded, and what the reveal decides."""

from __future__ import annotations

from typing import Literal

from pydantic import StrictBool, StrictInt, model_validator

from bot.engine.games.definition import Names, Problem, Problems
from bot.engine.games.turns.definition import ListTable, TurnsDefinition, not_one
from bot.engine.games.turns.settings import Settings, Start

Marker = Literal["first_player", "start_player"]


class SecretSettings(Settings):
    choices: tuple[str, ...] = ()
    """What may be chosen (none: a number from min to max)."""
    choice_names: dict[str, Names] = {}
    """Each choice's name per language."""
    min: StrictInt = 0
    """A number's least value."""
    max: StrictInt | None = None
    """A number's greatest value."""
    limit: str | None = None
    """A counter a seat's number may not exceed."""
    rank: Literal["high", "low", "listed"] = "high"
    """Who wins: the "high"est number, the "low"est, or the choice "listed" first."""
    tie: Literal["seating", "reverse_seating", "shared", "turn_order"] = "seating"
    """Among equals: "seating" (first clockwise from start), "reverse_seating", "shared"
    or "turn_order" (the first in this round's turn order so far)."""
    start: Start = "start_player"
    """The seat ties count from: "start_player" or "first_player"."""
    sets: Marker | None = None
    """The winner takes this marker for the next round."""
    winner_pays: StrictBool = False
    """The winner's number comes out of limit."""
    outcome: Literal["winner", "ranking", "reveal", "count"] = "winner"
    """"winner": one seat wins; "ranking": every seat is placed; "reveal": the choices
    are only shown, each seat's in seating order, with no place and no winner
    (choose together, reveal together: a hand-passing pick); "count": the choices are
    shown together in the choices' order (numbers: highest first), naming no seat
    (quest cards shuffled before they are shown)."""
    once: StrictBool = False
    """Each seat may choose a value once over the times the step is played."""
    payout: str | None = None
    """A list table: what each place earns (outcome = "ranking")."""
    payout_to: str | None = None
    """The counter the payout goes to."""
    win_text: Names | None = None
    """What winning means here, said instead of "wins" ({ en = "goes first" })."""
    record: str | None = None
    """A counter each seat holds, set to the number it chose once all are revealed
    (Wizard's bids, kept for the scoring)."""
    turn_order: Literal["bids"] | None = None
    """"bids": the reveal sets this round's turn order from now on (a sealed bid for
    initiative), best first as ranked (equal ones by tie), seats that chose nothing
    last; its first becomes the start player."""

    @model_validator(mode="after")
    def _fits(self) -> SecretSettings:
        out = [
            Problem("choice_names", f"{c!r} is not a choice")
            for c in self.choice_names
            if c not in self.choices
        ]
        if self.winner_pays and not self.limit:
            out.append(Problem("winner_pays", "needs limit: the counter the winner pays from"))
        if self.max is not None and self.max < self.min:
            out.append(Problem("max", "is smaller than min"))
        if (self.payout is None) != (self.payout_to is None):
            out.append(
                Problem("payout", "payout (a list table) and payout_to (a counter) go together")
            )
        if self.record is not None and (self.choices or self.outcome == "count"):
            out.append(Problem("record", 'records a number: not with choices, nor "count"'))
        if self.outcome in ("reveal", "count"):
            out += [
                Problem(key, f'needs a winner or places: not with outcome = "{self.outcome}"')
                for key, given in (
                    ("sets", self.sets is not None),
                    ("winner_pays", self.winner_pays),
                    ("payout", self.payout is not None),
                    ("win_text", self.win_text is not None),
                    ("turn_order", self.turn_order is not None),
                )
                if given
            ]
        if self.turn_order is not None and self.sets == "start_player":
            out.append(Problem("sets", "turn_order already makes its first the start player"))
        if self.turn_order is not None and self.tie == "shared":
            out.append(Problem("tie", 'turn_order needs one seat after another: not "shared"'))
        if out:
            raise Problems(out)
        return self

    def names_of(self, kind: str, id: str) -> dict[str, str] | None:
        if kind == "win_text":
            return self.win_text
        return self.choice_names.get(id) if kind == "choice" and id in self.choices else None

    def check(self, d: TurnsDefinition) -> list[Problem]:
        out = []
        for key in ("limit", "payout_to", "record"):
            ref = getattr(self, key)
            if ref is not None and ref not in d.counters:
                out.append(Problem(key, not_one(ref, "counter", tuple(d.counters))))
        if self.record in d.counters and d.counters[self.record].shared:
            out.append(Problem("record", "must be a counter each seat holds, not a shared one"))
        if self.payout is not None and not isinstance(d.tables.get(self.payout), ListTable):
            lists = tuple(n for n, t in d.tables.items() if isinstance(t, ListTable))
            out.append(Problem("payout", not_one(self.payout, "list table", lists)))
        return out
