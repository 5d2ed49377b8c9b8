"""A ``sequential`` step's exclusive places (``push_out``): one piece a place, a
stronger piece pushing the holder's out (Lancaster's counties)."""

from __future__ import annotations

from typing import cast

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Event
from bot.engine.games.turns.common import count
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.sequential_settings import PiecesTurn, SequentialSettings


def push_out(
    p: Play, conf: SequentialSettings, seat: str, where: str, action: Action, events: list[Event]
) -> None:
    """One piece per exclusive place (Lancaster: one knight per county); a stronger
    one pushes the holder out, back to its owner, who places it again this round
    (seed 003: "すでに置かれている騎士駒は、それより大きい兵力を使うことで追い出せる。
    追い出された騎士駒は、そのプレイヤーの城ボードに戻る"). A piece placed without a
    strength is pushed out by any piece whose strength is said."""
    tn = cast(PiecesTurn, p.turn)
    occupants = tn.setdefault("occupants", {})
    raw = action.get("strength")
    strength = None if raw in (None, "") else count(raw)
    if strength == 0:
        raise IllegalAction("turns.error.bad_count", count="0")
    held = occupants.get(where)
    piece = str(conf.pieces or "")
    if not conf.push_out:
        strength = None  # no strength in this game: a held place is taken
    if held is not None:
        owner, old = str(held[0]), held[1]
        if not conf.push_out:
            free = conf.free_places(tn)
            raise IllegalAction("turns.error.place_taken", seat=owner, where=where, places=free)
        if strength is None:
            raise IllegalAction(
                "turns.error.place_held_strength", seat=owner, where=where, piece=piece
            )
        if isinstance(old, int) and strength <= old:
            raise IllegalAction(
                "turns.error.place_held", seat=owner, where=where, strength=old, piece=piece
            )
        tn["placed"][owner] = max(0, tn["placed"].get(owner, 0) - 1)
        for i, (x, w) in enumerate(tn["placements"]):
            if x == owner and w == where:
                del tn["placements"][i]
                break
        events.append(
            Event(
                "PiecePushedOut",
                {"seat": owner, "by": seat, "where": where, "strength": strength, "piece": piece},
            )
        )
    occupants[where] = [seat, strength]
