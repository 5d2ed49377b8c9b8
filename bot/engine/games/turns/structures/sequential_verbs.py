"""The verbs of the ``sequential`` shape: how many pieces a seat places each round
(Lancaster's knights), and the next round's start player, named by the holder of the
chooser place (Lancaster's Surrey)."""

from __future__ import annotations

from typing import cast

from bot.engine.errors import IllegalAction, NotYourTurn, PermissionDenied
from bot.engine.games.base import Action, Actor, Event, Outcome, Param
from bot.engine.games.turns import ending
from bot.engine.games.turns.common import after
from bot.engine.games.turns.definition import TurnsDefinition
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.sequential import left_to_place, placing_conf
from bot.engine.games.turns.structures.sequential_settings import PiecesTurn, SequentialSettings
from bot.engine.games.turns.verbs import verb_kind


def _placing_steps(d: TurnsDefinition) -> list[SequentialSettings]:
    return [
        st.settings
        for st in d.steps()
        if isinstance(st.settings, SequentialSettings) and st.settings.mode == "pieces"
    ]


def _places_pieces(d: TurnsDefinition, arg: str) -> str | None:
    return None if _placing_steps(d) else "no step places pieces"


def _pieces_params(d: TurnsDefinition, arg: str) -> tuple[Param | None, Param | None]:
    steps = _placing_steps(d)
    opt = d.options.get(str(steps[0].pieces)) if steps else None
    return None, Param(
        "count", min=opt.lo if opt else 0, max=opt.hi if opt else None, required=True
    )


@verb_kind("pieces", _places_pieces, _pieces_params)
def set_pieces(p: Play, action: Action, actor: Actor, arg: str) -> Outcome:
    """How many pieces a seat holds to place each round (Lancaster's knights)."""
    steps = _placing_steps(p.d)
    if not steps:
        raise IllegalAction("turns.error.no_pieces")
    key = str(steps[0].pieces)
    seat = p.seat_for(actor, action)
    try:
        n = int(str(action.get("count")))
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_count", count=str(action.get("count"))) from None
    opt = p.d.options[key]
    if not opt.lo <= n <= opt.hi:
        raise IllegalAction("turns.error.option_range", option=key, value=n, min=opt.lo, max=opt.hi)
    conf = placing_conf(p)
    tn = cast(PiecesTurn, p.turn)
    if conf is not None:
        placed = tn["placed"].get(seat, 0)
        if n < placed:
            raise IllegalAction("turns.error.fewer_than_placed", seat=seat, placed=placed)
    p.s["pieces"][key][seat] = n
    events = [Event("PiecesSet", {"seat": seat, "count": n})]
    if conf is not None:

        def has_left(x: str) -> bool:
            return left_to_place(p, conf, tn, x) > 0

        cur = tn["current"]
        if cur is None or not has_left(cur):
            start = cur or p.s["start_player"]
            nxt = start if has_left(start) else after(p.seats, start, has_left)
            if nxt is None:
                return p.done(events)
            tn["current"] = nxt
    return p.out(events)


def _seat_choice(d: TurnsDefinition, arg: str) -> tuple[Param | None, Param | None]:
    return Param("target", d.seats.names, "seat", required=True), None


@verb_kind("next_start_player", params=_seat_choice)
def choose_start_player(p: Play, action: Action, actor: Actor, arg: str) -> Outcome:
    """The next round's start player, named by the holder of the chooser place once
    placing is over (seed 003: "「I」のスペースでは、報酬の他に、次のラウンドのスタート
    プレイヤーを決めることができる"); anyone seated when nobody holds it."""
    actor.require_seat()  # someone with no seat is told so first, whatever the step
    conf = p.step.settings
    if p.rules >= 2 and isinstance(conf, SequentialSettings) and conf.chooser_place:
        raise IllegalAction("turns.error.chooser_after_placement", where=conf.chooser_place)
    named = str(action.get("target") or action.get("seat") or "")
    target = p.d.seat(named)
    playing = ending.in_play(p)  # not a seat out of the game
    if target in p.seats and target not in playing:
        raise IllegalAction("turns.error.seat_out", seat=target, seats=playing)
    target = p.d.seat_named(named, playing)
    chooser = p.s.get("chooser")
    if chooser is not None:
        if not (p.t.may_act(actor, chooser) or actor.is_gm):
            raise NotYourTurn("turns.error.chooser_only", seat=chooser)
    elif not (actor.is_gm or actor.seats):
        raise PermissionDenied("turns.error.not_seated")
    p.s["next_start_player"] = target
    return p.out([Event("StartPlayerChosen", {"seat": target, "by": chooser or ""})])


def _takes_turns(d: TurnsDefinition, arg: str) -> str | None:
    turns = [
        st
        for st in d.steps()
        if isinstance(st.settings, SequentialSettings) and st.settings.mode == "turns"
    ]
    return None if turns else "no sequential step takes turns (one seat after another)"


@verb_kind("extra_turn", _takes_turns)
def extra_turn(p: Play, action: Action, actor: Actor, arg: str) -> Outcome:
    """The seat up ends its turn and plays again at once (Kalah's last seed in its own
    store): the turn counts as taken, and the seat stays up for one more, whichever
    turn of the step it was; the seat's player or the GM says so."""
    conf = p.step.settings
    cur = p.turn.get("current")
    if not isinstance(conf, SequentialSettings) or conf.mode != "turns" or not isinstance(cur, str):
        raise IllegalAction("turns.error.no_extra_turn", **p.where())
    seat = cur if actor.is_gm and not action.get("seat") else p.current(actor, action)
    taken = cast(dict[str, int], p.turn["taken"])
    taken[seat] = taken.get(seat, 0) + 1
    p.s["log"].append([seat, "turn"])
    return p.out([Event("ExtraTurn", {"seat": seat, "round": p.s["round"]})])
