"""``auction``: open, ascending bids in turn order. From the start seat, each seat in
turn raises the bid (by at least ``increment``, from ``min_bid``) or passes and drops
out of this lot; the last bidder left wins it and may pay from a counter. With
``lots`` the step auctions each lot in turn, the next one opened by the seat after
the previous opener. (A sealed bid is a ``secret`` step choosing a number.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import NotRequired, TypedDict, cast

from bot.engine.errors import IllegalAction
from bot.engine.games.base import (
    Action,
    Actor,
    Event,
    Json,
    JsonDict,
    Move,
    Option,
    Outcome,
    Param,
    ids,
)
from bot.engine.games.envelope import OUT_OF_EVERY_STEP
from bot.engine.games.turns.common import after, clockwise, number, out_of_range
from bot.engine.games.turns.definition import Step
from bot.engine.games.turns.rounds import next_clockwise
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.auction_settings import AuctionSettings
from bot.engine.games.turns.structures.base import (
    Structure,
    give_marker,
    markers_of,
    setting,
    start_seat,
)
from bot.engine.games.view import Section, Text


class AuctionTurn(TypedDict):
    lot: int  # the lot under the hammer (an index of all_lots)
    opener: str
    current: str | None
    high: int | None  # the highest bid so far
    leader: str | None
    out: list[str]  # who passed on this lot
    won: list[list[Json]]  # [lot, seat, amount] of lots sold
    bids: NotRequired[dict[str, int]]  # each seat's own last bid on this lot
    best: NotRequired[dict[str, int]]  # each seat's highest bid on this lot (turn_order)


def _conf(step: Step) -> AuctionSettings:
    return setting(step, AuctionSettings)


def _tn(p: Play) -> AuctionTurn:
    return cast(AuctionTurn, p.turn)


def _lot(conf: AuctionSettings, tn: AuctionTurn) -> str:
    return conf.all_lots[tn["lot"]]


def _floor(conf: AuctionSettings, tn: AuctionTurn) -> int:
    """The least a bid may be now."""
    return conf.min_bid if tn["high"] is None else tn["high"] + conf.increment


def _top(p: Play, conf: AuctionSettings, seat: str | None) -> int | None:
    """The most ``seat`` may bid (what its ``limit`` counter holds), or None."""
    if conf.limit is None or seat is None:
        return None
    return p.counters().get(conf.limit, {}).get(seat, 0)


def _bids(p: Play) -> Callable[[str], bool]:
    """Whether a seat bids in this step (rules 11): a seat taking part in it, not one out
    of the game nor one its ``only`` leaves out; before, every seat did."""
    if p.rules < OUT_OF_EVERY_STEP:
        return lambda x: True
    return set(p.players).__contains__


def _from(p: Play, seat: str) -> str:
    """``seat``, or when it does not bid the next seat clockwise that does."""
    bids = _bids(p)
    return seat if bids(seat) else after(p.seats, seat, bids) or seat


def _open(tn: AuctionTurn, opener: str) -> None:
    tn["opener"] = tn["current"] = opener
    tn["high"] = tn["leader"] = None
    tn["out"] = []
    tn.pop("bids", None)


def bid(p: Play, action: Action, actor: Actor) -> Outcome:
    conf, tn = _conf(p.step), _tn(p)
    seat = p.current(actor, action)
    amount = number(action.get("amount", action.get("choice")))
    floor, top = _floor(conf, tn), _top(p, conf, seat)
    if top is not None and top < floor and conf.limit is not None:  # it cannot bid at all
        raise IllegalAction(
            "turns.error.cannot_bid", seat=seat, count=top, counter=conf.limit, min=floor
        )
    if amount < floor or (top is not None and amount > top):
        key, params = out_of_range(amount, floor, top)
        raise IllegalAction(key, **params)
    tn["high"], tn["leader"] = amount, seat
    tn.setdefault("bids", {})[seat] = amount
    if conf.turn_order is not None:
        tn.setdefault("best", {})[seat] = amount
    data: JsonDict = {"seat": seat, "amount": amount, "lot": _lot(conf, tn), "step": p.step.id}
    return _advance(p, conf, [Event("BidMade", data)])


def pass_(p: Play, action: Action, actor: Actor) -> Outcome:
    return _passes(p, p.current(actor, action), [])


def _passes(p: Play, seat: str, events: list[Event]) -> Outcome:
    """``seat`` (up) passes and drops out of this lot."""
    conf, tn = _conf(p.step), _tn(p)
    tn["out"].append(seat)
    events.append(Event("BidPassed", {"seat": seat, "lot": _lot(conf, tn), "step": p.step.id}))
    if conf.shares:
        left = len([x for x in p.seats if _bids(p)(x) and x not in tn["out"]])
        data: JsonDict = {"seat": seat, "lot": _lot(conf, tn), "step": p.step.id, "left": left}
        events.append(Event("ShareTaken", data))
    _pay_pass(p, conf, seat, events)
    return _advance(p, conf, events)


def _pay_pass(p: Play, conf: AuctionSettings, seat: str, events: list[Event]) -> None:
    """A seat that passes pays its own bid less the refund (``pass_refund``)."""
    bid_ = _tn(p).get("bids", {}).pop(seat, 0)
    if conf.pass_refund is None or conf.limit is None or not bid_:
        return
    back = int(bid_ * conf.pass_refund)
    held = p.counters().setdefault(conf.limit, {})
    held[seat] = held.get(seat, 0) - (bid_ - back)
    data: JsonDict = {"seat": seat, "count": bid_ - back, "bid": bid_, "back": back}
    events.append(Event("PassPaid", {**data, "counter": conf.limit}))


def _advance(p: Play, conf: AuctionSettings, events: list[Event], on: bool = True) -> Outcome:
    """The lot sold once one bidder is left (or nobody), else the turn passes on to
    the next seat still bidding (``on``; not when a seat not up dropped out)."""
    tn, bids = _tn(p), _bids(p)
    bidding = [x for x in p.seats if bids(x) and x not in tn["out"]]
    if conf.shares and len(bidding) == 1:  # the last seat left takes the best share
        tn["leader"], tn["high"] = bidding[0], tn.get("bids", {}).get(bidding[0], 0)
        return _hammer(p, conf, events)
    if not bidding or (tn["leader"] is not None and bidding == [tn["leader"]]):
        return _hammer(p, conf, events)
    if on:
        tn["current"] = after(p.seats, tn["current"], lambda x: bids(x) and x not in tn["out"])
    return p.out(events)


def _hammer(p: Play, conf: AuctionSettings, events: list[Event]) -> Outcome:
    """The lot goes to its last bidder (or nobody), then the next lot opens."""
    tn = _tn(p)
    lot, seat, amount = _lot(conf, tn), tn["leader"], tn["high"]
    if seat is None or amount is None:
        events.append(Event("LotUnsold", {"lot": lot, "step": p.step.id}))
    else:
        tn["won"].append([lot, seat, amount])
        kind = "ShareWon" if conf.shares else "LotWon"
        events.append(Event(kind, {"seat": seat, "amount": amount, "lot": lot, "step": p.step.id}))
        if conf.winner_pays and conf.limit and amount:
            held = p.counters().setdefault(conf.limit, {})
            held[seat] = held.get(seat, 0) - amount
            events.append(
                Event("CounterPaid", {"seat": seat, "count": amount, "counter": conf.limit})
            )
    if tn["lot"] + 1 < len(conf.all_lots):
        tn["lot"] += 1
        _open(tn, after(p.seats, tn["opener"], _bids(p)) or tn["opener"])
        return p.out(events)
    if seat is not None:
        give_marker(p, conf.sets, seat, events)
    if conf.turn_order is not None:
        _order(p, conf, events)
    return p.done(events)


def _order(p: Play, conf: AuctionSettings, events: list[Event]) -> None:
    """This round's turn order from the bidding (``turn_order``), from now on: the
    last left first, then the others in the reverse order they dropped out; by
    "bids", the highest bids first (equal ones by dropping out); by "winner", the
    winner then the seating clockwise from it, for this round (no winner: the order
    stays). Its first seat is the start player."""
    tn = _tn(p)
    if conf.turn_order == "winner":
        leader = tn.get("leader")
        if leader is not None:
            _for_this_round(p, str(leader), events)
        return
    out = list(tn["out"])
    bids = _bids(p)  # the last bidder (or none out); a seat out of the step: last (rules 11)
    left = [x for x in p.in_turn_order() if x not in out and bids(x)]
    order = left + list(reversed(out))
    if conf.turn_order == "bids":
        best = tn.get("best", {})
        order.sort(key=lambda x: -best.get(x, 0))  # stable: equal bids by dropping out
    events.append(p.set_turn_order(order))


def _for_this_round(p: Play, winner: str, events: list[Event]) -> None:
    """The winner leads this round, the seating clockwise from it; a start player
    that ``[rounds] rotate`` passes on goes on from the seat that held it before (the
    deal goes round the table whoever wins the contract)."""
    held = p.s["start_player"]
    events.append(p.set_turn_order(clockwise(list(p.seats), winner)))
    if "start_player" in p.d.rounds.rotate and not p.s.get("next_start_player"):
        p.s["next_start_player"] = next_clockwise(p, held)


class Auction(Structure):
    """Open ascending bids in turn order; passing drops out; the last bidder wins."""

    name = "auction"
    settings_model = AuctionSettings
    sections = {"auction": Text("turns.dash.auction"), "out": Text("turns.dash.out")}
    ends_itself = True
    moves = {"turn.bid": bid, "turn.pass": pass_}

    def start(self, p: Play) -> JsonDict:
        first = _from(p, start_seat(p, _conf(p.step).start))
        turn: AuctionTurn = {
            "lot": 0,
            "opener": first,
            "current": first,
            "high": None,
            "leader": None,
            "out": [],
            "won": [],
        }
        return cast(JsonDict, turn)

    def up(self, p: Play) -> list[str]:
        cur = _tn(p)["current"]
        return [cur] if cur else []

    def skip(self, p: Play, seat: str) -> Outcome:
        """The GM goes on without ``seat`` (up now): it passes on this lot, as
        ``/turn pass`` would (a seat whose player left, a table that will not wait)."""
        return _passes(p, seat, [Event("SeatPassedOver", {"seat": seat})])

    def dropped(self, p: Play, seats: list[str]) -> Outcome | None:
        """Seats out of the step mid-lot (rules 11): they bid no more, a bid of theirs
        that led is withdrawn (the highest other bid leads), and when one was up the
        turn passes on; the lot is sold once one bidder is left."""
        if p.rules < OUT_OF_EVERY_STEP:  # as games before rules 11 played: it stayed up
            return None
        conf, tn = _conf(p.step), _tn(p)
        bids = {x: n for x, n in tn.get("bids", {}).items() if x not in seats}
        if tn["leader"] in seats:
            best = max(bids.items(), key=lambda b: b[1], default=None)
            tn["leader"], tn["high"] = best if best else (None, None)
        if "bids" in tn:
            tn["bids"] = bids
        return _advance(p, conf, [], on=tn["current"] in seats)

    def options(self, p: Play, seat: str) -> list[Option]:
        conf, tn = _conf(p.step), _tn(p)
        floor = _floor(conf, tn)
        pass_ = Option("pass", "turn pass", {}, label_key="turns.option.pass_bid")
        top = _top(p, conf, seat)
        if top is not None and top < floor:  # it cannot bid the least: only its Pass
            return [pass_]
        raise_to = Option(
            "bid",
            "turn bid",
            {"amount": floor},
            label_key="turns.option.bid",
            label_params={"amount": floor},
        )
        return [raise_to, pass_]

    def step_id(self, p: Play) -> str:
        return f":{_tn(p)['lot']}"

    def position(self, p: Play) -> JsonDict:
        conf, tn = _conf(p.step), _tn(p)
        won: list[Json] = [ids(w) for w in tn["won"]]
        return {
            "lot": _lot(conf, tn),
            "high": tn["high"],
            "leader": tn["leader"],
            "out": ids(tn["out"]),
            "won": won,
        }

    def view(self, p: Play) -> list[Section]:
        conf, tn = _conf(p.step), _tn(p)
        lot: JsonDict = {"lot": _lot(conf, tn), "step": p.step.id}
        if tn["leader"] is None:
            line = Text("turns.dash.no_bid", {**lot, "min": _floor(conf, tn)})
        else:
            line = Text("turns.dash.high_bid", {**lot, "seat": tn["leader"], "amount": tn["high"]})
        out = [Section("lines", self.sections["auction"], lines=(line,), id="auction")]
        if tn["out"]:
            gone = tuple(tn["out"])
            out.append(Section("seats", self.sections["out"], gone, inline=True, id="out"))
        return out

    def markers(self, step: Step) -> tuple[str, ...]:
        conf = _conf(step)
        return markers_of(conf.start, conf.sets)

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        conf = _conf(step)
        now = p is not None and p.step is step
        floor = _floor(conf, _tn(p)) if p is not None and now else conf.min_bid
        top = _top(p, conf, _tn(p)["current"]) if p is not None and now else None
        low: int | None = floor
        if top is not None and top < floor:  # no bid at all: the move says why (bid)
            low = top = None
        amount = Param("amount", min=low, max=top, required=True)
        return [
            Move("turn.bid", "turn bid", None, None, amount),
            Move("turn.pass", "turn pass"),
        ]
