"""A new round of a turn-based game: the First Player and start player markers
passed on (to the first to pass, clockwise by ``[rounds] rotate``, past seats out of
the game), the round's turn order, and the label the round is said with."""

from __future__ import annotations

from bot.engine.games.base import Event, JsonDict
from bot.engine.games.envelope import OUT_OF_GAME, PASS_ORDER_LEADS
from bot.engine.games.turns.common import after
from bot.engine.games.turns.state import Play


def round_label(p: Play) -> JsonDict:
    out: JsonDict = {
        "round_name": p.d.rounds.word,
        "period": "round",
        "first_player": p.s["first_player"],
        "start_player": p.s["start_player"],
    }
    if p.d.rounds.label is not None:
        out["label"] = p.d.rounds.shown(p.s["round"])
    return out


def new_round(p: Play) -> list[Event]:
    s = p.s
    order = s.pop("next_turn_order", None)
    if order and p.rules >= PASS_ORDER_LEADS:
        # the round's order begins with the first to pass: the seat the steps begin at,
        # unless a marker was given this round (the First Player token to the first to pass)
        for marker in ("first_player", "start_player"):
            if not s.get(f"next_{marker}"):
                s[f"next_{marker}"] = order[0]  # type: ignore[literal-required]
    for marker in p.d.rounds.rotate:  # ``[rounds] rotate``: one seat clockwise
        if not s.get(f"next_{marker}"):
            s[f"next_{marker}"] = next_clockwise(p, str(s[marker]))  # type: ignore[literal-required]
    if s.get("next_first_player"):
        s["first_player"] = str(s["next_first_player"])
    if s.get("next_start_player"):
        s["start_player"] = str(s["next_start_player"])
    s["next_first_player"] = None
    s["next_start_player"] = None
    if p.rules >= OUT_OF_GAME:  # a seat out of the game passes its markers on, clockwise
        s["first_player"] = _still_in(p, s["first_player"])
        s["start_player"] = _still_in(p, s["start_player"])
    if order:
        s["turn_order"] = list(order)
    s["chooser"] = None
    s.pop("roles", None)  # a role draft's picks are this round's
    s.pop("role_order_kept", None)  # and so is an order kept across a redefine
    s["round"] += 1
    s["pass_order"] = []
    s["votes"] = []
    s["log"] = []
    word = p.d.rounds.word
    kind = {"year": "YearStarted", "named": "PeriodStarted", "labelled": "LabelStarted"}.get(
        word, "RoundStarted"
    )
    return [Event(kind, {"round": s["round"], **round_label(p)})]


def next_clockwise(p: Play, held: str) -> str:
    """The seat a rotated marker passes to from ``held``: the next one clockwise (from
    rules 10, the next still in play)."""
    seats = p.seats
    nxt = seats[(seats.index(held) + 1) % len(seats)] if held in seats else seats[0]
    if p.rules >= OUT_OF_GAME and held in seats:
        nxt = _still_in(p, nxt)
    return nxt


def _still_in(p: Play, seat: str) -> str:
    """``seat``, or when it is out of the game the next seat clockwise still in play."""
    playing = p.in_play_order()
    if seat in playing or seat not in p.seats:
        return seat
    return after(p.seats, seat, playing.__contains__) or seat
