"""``prompt``: a step the players resolve themselves at the table; anyone (or the GM,
with ``advance = "gm"``) moves on with ``/phase next``. It has no keys and no state of
its own. In a seat's pass of a phase played for each seat (rules 9) the step is that
seat's: it is up, it (or the GM) moves on, and the GM may go on without it."""

from __future__ import annotations

from bot.engine.games.base import Event, JsonDict, Option, Outcome
from bot.engine.games.envelope import EACH_PROMPT_UP
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure


def _pass_of(p: Play) -> str | None:
    """The seat whose pass of an each_seat phase this step is (under rules 9), unless
    only the GM continues it (``advance = "gm"``)."""
    each = p.s.get("each")
    if not each or p.rules < EACH_PROMPT_UP or p.step.advance == "gm":
        return None
    seat = str(each[0])
    return seat if seat in p.players else None


class PromptStep(Structure):
    name = "prompt"

    def up(self, p: Play) -> list[str]:
        seat = _pass_of(p)
        return [seat] if seat is not None else []

    def options(self, p: Play, seat: str) -> list[Option]:
        return [Option("next", "phase next", {}, label_key="game.option.next")]

    def hint(self, p: Play) -> tuple[str, JsonDict] | None:
        seat = _pass_of(p)
        return ("turns.hint.own_pass", {"seat": seat}) if seat is not None else None

    def skip(self, p: Play, seat: str) -> Outcome | None:
        """The GM goes on without the seat whose pass it is: its step is over."""
        if _pass_of(p) != seat:
            return None
        return p.done([Event("TurnPassedOver", {"seat": seat})])
