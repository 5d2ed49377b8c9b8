"""How a turn-based game ends other than after its last round: an ``[[end]]``
condition of the definition reached after a move (a counter at a value, a shared
track at one of its ends), a vote that ends it, or the GM's ``/game end``. Each says
how it came out: a winner, a draw among every seat, or the ranking of ``[winner]``
(after the game's final phases, when it has some: its final scoring)."""

from __future__ import annotations

from dataclasses import replace

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Event, Json, JsonDict, Outcome, ids
from bot.engine.games.envelope import ENDS_AT_ONCE, ENDS_TO_FINAL
from bot.engine.games.turns.parts import End
from bot.engine.games.turns.state import Play


def check(p: Play, out: Outcome, before: Play | None = None) -> Outcome:
    """``out`` as it is, or, when one of the definition's ends checked after every
    move now holds, the game over after it (its events, then how it came out). An
    end checked once the round is over that the move (from ``before``) has just
    reached is said at once: the round played out is the last."""
    if p.s.get("finished"):
        return out
    over = _over(p, "move")
    if over is not None:
        return p.out(list(out.events) + over)
    said = [] if before is None else ahead(before, p)
    events = list(out.events) if before is None else put_out(before, p, list(out.events))
    return replace(out, events=events + said) if said or events != out.events else out


def put_out(before: Play, p: Play, events: list[Event]) -> list[Event]:
    """``events`` with the seats the move has put out of the game said to be out
    ("Knight is out of the game (Bard and Rogue still in)"), in place of their dropping
    out of the step, which read as sitting out one step (rules 10, as the turn order
    leaves them out: :meth:`Play.said_out`)."""
    was = before.said_out()  # none before rules 10: the seat drops out of the step
    new = [x for x in p.said_out() if x not in was]
    back = [x for x in was if x not in p.said_out()]
    if back:  # a GM's correction of the counter took a knock-out back (play-test 23)
        events = [*events[:1], _seats("SeatsBack", back, p), *events[1:]]
    if not new:
        return events
    out: list[Event] = []
    at = min(1, len(events))  # after the move that put them out, else where they dropped
    for e in events:
        seats = e.data.get("seats") if e.kind == "PlayersDropped" else None
        if isinstance(seats, list):
            at = len(out)
            rest = [x for x in seats if x not in new]
            if rest:
                out.append(Event(e.kind, {**e.data, "seats": rest}))
            continue
        out.append(e)
    end = next(i for i, e in p.eliminations() if any(p.at_end(e, x) for x in new))
    kind, named = _naming(p.d.end[end], end)
    data = {"seats": ids(new), "still_in": ids(in_play(p)), **named}
    out.insert(at, Event(f"{kind}SeatsOut", data))
    return out


def _naming(end: End, i: int) -> tuple[str, JsonDict]:
    """The kind's prefix and the data naming the end ``i`` in an event about it:
    "Named" and its index when it has a name, else nothing."""
    return ("Named", {"end": str(i)}) if end.name is not None else ("", {})


def ahead(before: Play, p: Play) -> list[Event]:
    """An end checked at the round's end that holds now and did not before the move:
    "... the game ends when this round is over" (said once, by the move reaching it).
    When the round was the last and no longer is (the GM corrected a counter back
    below every end that held: ``last_round``), each end that held says so."""
    if p.s.get("ending") or p.phase.final:
        return []
    events: list[Event] = []
    for i, end in _round_ends(p):
        kind, extra = _naming(end, i)
        if p.d.counters[end.counter].shared:
            n = p.value(end.counter)
            if end.reached(n) and not end.reached(_read(before, end.counter)):
                data: JsonDict = {"counter": end.counter, "count": n, **extra}
                events.append(Event(f"{kind}TrackEndAhead", data))
            continue
        new = [
            x
            for x in p.seats
            if p.at_end(end, x) and not end.reached(_read(before, end.counter, x))
        ]
        if end.every_seat and not all(p.at_end(end, x) for x in p.seats):
            new = []
        if new:
            counts: list[Json] = [p.value(end.counter, x) for x in new]
            data = {"seats": ids(new), "counts": counts, "counter": end.counter, **extra}
            events.append(Event(f"{kind}EndAhead", data))
    if last_round(before) and not last_round(p):  # a correction took it back: said, as it was
        for i, end in _round_ends(before):
            if _end_holds(before, end):
                kind, named = _naming(end, i)
                events.append(Event(f"{kind}EndNoLongerAhead", {"counter": end.counter, **named}))
    return events


def taken_back(was: Play, now: Play) -> list[Event]:
    """What an undo (from ``was`` to ``now``) says of the round's end: the state after
    it. The round was the last and is not any more (the move that made it the last
    undone), or was not and is again (a GM correction below it undone); else nothing."""
    if any(q.s.get("finished") or q.s.get("ending") or q.phase.final for q in (was, now)):
        return []
    held, holds = last_round(was), last_round(now)
    if held and not holds:
        return [Event("EndAheadUndone", {})]
    if holds and not held:
        return [Event("EndAheadRestored", {})]
    return []


def outs_taken_back(was: Play, now: Play) -> list[Event]:
    """What an undo (from ``was`` to ``now``) says of the seats out of the game, as
    the move said them: a seat the undone move brought back in (a GM's correction of
    its counter) is out of the game again, and one it put out is back in (review23b:
    the seat went out again in silence, after the table was told it was back)."""
    before, after = was.said_out(), now.said_out()
    again = [x for x in after if x not in before]
    back = [x for x in before if x not in after]
    out = [_seats("SeatsOutAgain", again, now)] if again else []
    return out + ([_seats("SeatsBack", back, now)] if back else [])


def _seats(kind: str, seats: list[str], p: Play) -> Event:
    """``kind`` said of ``seats`` (out again, back in), with the seats still in play."""
    return Event(kind, {"seats": ids(seats), "still_in": ids(in_play(p))})


def last_round(p: Play) -> bool:
    """The round under way is the last: one of the ends checked at the round's end
    holds (a shared counter at its mark, a seat's counter at it, or every seat's when
    the end waits for every seat), whichever end and seat it is."""
    return any(_end_holds(p, end) for _, end in _round_ends(p))


def _round_ends(p: Play) -> list[tuple[int, End]]:
    """The ends checked at the round's end that end the game (not an elimination)."""
    return [
        (i, end)
        for i, end in enumerate(p.d.end)
        if end.checked == "round_end" and end.seats_left is None
    ]


def _end_holds(p: Play, end: End) -> bool:
    """``end`` holds in ``p``, read without touching the state."""
    if p.d.counters[end.counter].shared:
        return end.reached(_read(p, end.counter))
    has = [x for x in p.seats if end.reached(_read(p, end.counter, x))]
    return bool(has) and (len(has) == len(p.seats) or not end.every_seat)


def at_round_end(p: Play) -> list[Event] | None:
    """The round's last step is over: when one of the ends checked then holds, the
    events of the game over (None: play goes on)."""
    return _over(p, "round_end")


def _over(p: Play, checked: str) -> list[Event] | None:
    if p.s.get("ending"):  # an end already led to the final phases: they end the game
        return None
    met = []
    for i, end in enumerate(p.d.end):
        if end.checked != checked:
            continue
        events = _reached(p, end, str(i) if end.name is not None else "")
        if events is not None:
            met.append((end, events))
    if not met:
        return None
    # several met at once (two teams past the target in one hand): each is said, and
    # the one whose counter is furthest past its mark decides (equal: the first written)
    end, events = max(met, key=lambda m: _past(p, m[0]))
    if p.rules < ENDS_AT_ONCE:  # as games before rules 7 played: the first written
        end, events, met = met[0][0], met[0][1], met[:1]
    said = [
        _met(e)
        for other, evs in met
        if other is not end
        for e in evs
        if "SeatsLeft" not in e.kind  # (a last one standing is said by its own end)
    ]
    return said + _decided(p, end, events)


def _past(p: Play, end: End) -> int:
    """How far ``end``'s counter is past its mark (the furthest seat's, per seat)."""
    shared = p.d.counters[end.counter].shared
    values = [p.value(end.counter)] if shared else [p.value(end.counter, x) for x in p.seats]
    if end.at_least is not None:
        return max(v - end.at_least for v in values)
    return max((end.at_most or 0) - v for v in values)


def _met(e: Event) -> Event:
    """An end met though another decides the game: said without "the game is over"."""
    kind = e.kind.replace("EndReached", "EndMet").replace("EndsReached", "EndsMet")
    if kind.endswith("EndMet") and "seat" in e.data:  # one seat: said as a list of one
        data = {k: v for k, v in e.data.items() if k not in ("seat", "count")}
        return Event(
            kind.replace("EndMet", "EndsMet"),
            {**data, "seats": [e.data["seat"]], "counts": [e.data["count"]]},
        )
    return Event(kind, e.data)


def _decided(p: Play, end: End, events: list[Event]) -> list[Event]:
    """The game over by ``end`` (met: its ``events``), as it says it comes out."""
    seats = [x for x in p.seats if p.at_end(end, x)]
    if end.seats_left is not None:  # last one standing: the seats left win
        seats = [x for x in p.seats if x not in seats]
    side = end.winner if isinstance(end.winner, str) and end.winner in p.d.sides else None
    if side is not None:  # a side wins: its seats in play (none: they are secret)
        winners = [x for x in p.seats if x in p.d.sides[side].seats]
    elif isinstance(end.winner, tuple):
        winners = [x for x in p.seats if x in end.winner]
    else:
        winners = [end.winner] if end.winner else seats
    if end.result == "ranking" and to_final(p):  # said as leading there, not over
        events = [Event(f"{e.kind}Final", e.data) for e in events]
    return events + _said(close(p, end.result, winners, side))


def _said(events: list[Event]) -> list[Event]:
    """The game over after a line that already said so ("🏁 ... The game is over."):
    its farewell without saying it again."""
    return [Event(e.kind, {"said": "end"}) if e.kind == "GameFinished" else e for e in events]


def _read(p: Play, counter: str, seat: str = "") -> int:
    """What ``seat`` holds of ``counter``, read without touching the state (the state
    before a move is the caller's)."""
    if p.d.counters[counter].shared:
        return int(p.s.get("shared", {}).get(counter, 0))
    return int(p.s.get("counters", {}).get(counter, {}).get(seat, 0))


def in_play(p: Play) -> list[str]:
    """The seats still in play, in seating order: every seat but those an elimination
    end (``seats_left``) has put out (their counter at its value)."""
    out = p.seats_out()
    return [x for x in p.seats if x not in out]


def _reached(p: Play, end: End, named: str = "") -> list[Event] | None:
    """The events saying ``end`` holds, or None when it does not; ``named``: the end's
    index when it has a name, said in the same line ("🏁 Solo victory: ...")."""
    extra: JsonDict = {"end": named} if named else {}
    kind = "Named" if named else ""
    if p.d.counters[end.counter].shared:
        n = p.value(end.counter)
        if not end.reached(n):
            return None
        return [Event(f"{kind}TrackEndReached", {"counter": end.counter, "count": n, **extra})]
    got = [x for x in p.seats if p.at_end(end, x)]
    if end.every_seat and len(got) < len(p.seats):  # it ends with the last one
        return None
    if end.seats_left is not None:
        left = [x for x in p.seats if x not in got]
        if len(left) > end.seats_left or len(p.seats) <= end.seats_left:
            return None
        return [Event(f"{kind}SeatsLeft", {"seats": ids(left), "counter": end.counter, **extra})]
    if len(got) > 1:  # several seats at once (checked at the round's end): one line
        counts: list[Json] = [p.value(end.counter, x) for x in got]
        return [
            Event(
                f"{kind}EndsReached",
                {"seats": ids(got), "counts": counts, "counter": end.counter, **extra},
            )
        ]
    return [
        Event(
            f"{kind}EndReached",
            {"seat": x, "counter": end.counter, "count": p.value(end.counter, x), **extra},
        )
        for x in got
    ] or None


def close(p: Play, result: str, winners: list[str], side: str | None = None) -> list[Event]:
    """The game over: ``result`` is "winner" (``winners`` win: with ``side``, the side
    they play, said by its name), "draw" (every seat shares it) or "ranking" (the
    seats ranked by ``[winner]``)."""
    from bot.engine.games.turns.winner import ranked

    if result == "ranking" and to_final(p):  # the final scoring first, then the ranking
        from bot.engine.games.turns.flow import enter_final

        p.s["ending"] = True
        return enter_final(p, [])
    p.s["finished"] = True
    events = [Event("GameFinished", {})]
    if result == "draw":
        p.s["result"] = {"draw": ids(p.seats)}
        return events + [Event("GameDrawn", {"seats": ids(p.seats)})]
    if result == "winner" and side is not None:
        p.s["result"] = {"winners": ids(winners), "side": side}
        return events + [Event("SideWon", {"side": side, "winners": ids(winners)})]
    if result == "winner" and winners:
        p.s["result"] = {"winners": ids(winners)}
        return events + [Event("WinnerDeclared", {"winners": ids(winners)})]
    return events + ranked(p)


def to_final(p: Play) -> bool:
    """An end that ranks the seats leads to the game's final phases (rules 5): the
    game is not in them yet and one of their steps applies (its scoring, which the
    ranking by score needs)."""
    if p.rules < ENDS_TO_FINAL or p.phase.final:
        return False
    d = p.d
    return any(d.phases[pi].final and p.holds(d.phases[pi].steps[si].when) for pi, si in d.order())


def gm_end(p: Play, winners: list[str]) -> Outcome:
    """``/game end``: the winners the GM names (the game's result: seats, or one side
    of ``[sides]``, said as an end that side wins says it), else, when the definition
    ranks its seats (``[winner]``), its ranking as the game stands."""
    from bot.engine.games.turns.winner import ranked

    if len(winners) == 1 and winners[0] in p.d.sides:  # a side of [sides]: as an end says it
        side = winners[0]
        seats = [x for x in p.seats if x in p.d.sides[side].seats]
        p.s["result"] = {"winners": ids(seats), "side": side}
        return p.out([Event("SideWon", {"side": side, "winners": ids(seats)})])
    if winners:
        bad = [x for x in winners if x not in p.seats]
        if bad:
            raise IllegalAction("error.unknown_seat", seat=bad[0], seats=list(p.seats))
        p.s["result"] = {"winners": ids(winners)}
        return p.out([Event("WinnerDeclared", {"winners": ids(winners)})])
    declared = "winner" in p.d.model_fields_set
    return p.out(ranked(p) if declared else [])


def result_lines(p: Play) -> list[JsonDict]:
    """How the game came out, as a view's sentence parameters ({} when it did not
    say: the ranking then shows it)."""
    res = p.s.get("result")
    if not isinstance(res, dict):
        return []
    draw: Json = res.get("draw")
    if isinstance(draw, list):
        return [{"key": "turns.dash.drawn", "seats": draw}]
    if isinstance(res.get("side"), str):
        return [{"key": "turns.dash.won_by_side", "side": res["side"], "winners": res["winners"]}]
    return [{"key": "turns.dash.won_by", "winners": res.get("winners")}]
