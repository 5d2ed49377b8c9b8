"""The settings of an ``auction`` step (its keys in a definition): the lots, the
opening bid and the raise, the counter bids are paid from, the marker the winner
takes, shares for every bidder, refunds to those who pass and the turn order the
bidding sets."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StrictBool, StrictInt, model_validator

from bot.engine.games.definition import Names, Problem, Problems
from bot.engine.games.turns.definition import TurnsDefinition, not_one
from bot.engine.games.turns.settings import Settings, Start

LOT = "lot"  # the only lot of a step without ``lots``


class AuctionSettings(Settings):
    lots: tuple[str, ...] = ()
    """The lots auctioned one after the other (none: one lot)."""
    lot_names: dict[str, Names] = {}
    """Each lot's name per language."""
    min_bid: StrictInt = Field(default=1, ge=0)
    """The least opening bid."""
    increment: StrictInt = Field(default=1, ge=1)
    """The least raise over the highest bid."""
    limit: str | None = None
    """A counter a seat may not bid beyond."""
    winner_pays: StrictBool = False
    """The winning bid comes out of limit."""
    start: Start = "start_player"
    """Where the bidding begins: "start_player" or "first_player"."""
    sets: Literal["first_player", "start_player"] | None = None
    """The last lot's winner takes this marker for the next round."""
    shares: StrictBool = False
    """Every bidder takes a share (For Sale): each seat that passes takes the lowest left."""
    pass_refund: Annotated[float, Field(ge=0, le=1)] | None = None
    """A seat that passes gets back this part of its bid ("half")."""
    turn_order: Literal["dropping_out", "bids", "winner"] | None = None
    """The auction sets this round's turn order for the steps after it (and the rounds
    after, until another step sets it): "dropping_out", the last bidder first, then
    each seat in the reverse order it dropped out (the first out plays last); "bids",
    by each seat's highest bid, equal bids by dropping out; "winner", the lot's winner
    first, then the seating clockwise from it (a contract's winner leads). The first
    in it becomes the start player. One lot only."""

    @model_validator(mode="after")
    def _fits(self) -> AuctionSettings:
        out = [
            Problem("lot_names", f"{x!r} is not a lot")
            for x in self.lot_names
            if x not in self.lots
        ]
        if self.winner_pays and not self.limit:
            out.append(Problem("winner_pays", "needs limit: the counter the winner pays from"))
        if self.pass_refund is not None and not self.limit:
            out.append(Problem("pass_refund", "needs limit: the counter bids are paid from"))
        if self.turn_order is not None and len(self.lots) > 1:
            out.append(Problem("turn_order", "orders the seats by one lot's bidding: one lot"))
        if self.turn_order is not None and self.sets == "start_player":
            out.append(Problem("sets", "turn_order already makes its first the start player"))
        if out:
            raise Problems(out)
        return self

    @property
    def all_lots(self) -> tuple[str, ...]:
        return self.lots or (LOT,)

    def names_of(self, kind: str, id: str) -> dict[str, str] | None:
        return self.lot_names.get(id) if kind == "lot" else None

    def check(self, d: TurnsDefinition) -> list[Problem]:
        if self.limit is not None and self.limit not in d.counters:
            return [Problem("limit", not_one(self.limit, "counter", tuple(d.counters)))]
        return []
