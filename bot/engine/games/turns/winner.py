"""Who wins once a turn-based game is over (``[winner]``): the seats ranked by the
scoring totals or a counter, ties decided by the measures the definition names in
order, seats equal on everything sharing their place."""

from __future__ import annotations

from bot.engine.games.base import Event, Json, JsonDict, ids
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.scoring_reports import seat_total


def totals(p: Play) -> dict[str, int]:
    """Each seat's points over every scoring step played (empty: nothing scored)."""
    scores = p.s.get("scores", {})
    if not scores:
        return {}
    return {x: sum(seat_total(p.d, got.get(x, {})) for got in scores.values()) for x in p.seats}


def measure(p: Play, by: str, seat: str) -> int:
    """A seat's ``score`` (its total), ``counter:<id>`` or ``table:<id>`` (the number
    it reported for that table in the last scoring step that has it)."""
    kind, _, arg = by.partition(":")
    if kind == "score":
        return totals(p).get(seat, 0)
    if kind == "counter":
        return p.counters().get(arg, {}).get(seat, 0)
    if kind == "sides":
        side = side_of(p, seat)
        score = p.d.sides[side].score if side is not None else None
        return p.value(score) if score is not None else 0
    for got in reversed(list(p.s.get("scores", {}).values())):
        value = got.get(seat, {}).get(arg)
        if value is not None:
            return int(str(value[0]))
    return 0


def side_of(p: Play, seat: str) -> str | None:
    """The side with a score ``seat`` plays on (``[sides]``), if any."""
    return next((k for k, v in p.d.sides.items() if v.score and seat in v.seats), None)


def standing(p: Play) -> list[tuple[str, int]]:
    """The sides with a score, best first ([winner] rank), each with its score."""
    scored = [(k, p.value(v.score)) for k, v in p.d.sides.items() if v.score is not None]
    sign = 1 if p.d.winner.rank == "low" else -1
    return sorted(scored, key=lambda kv: sign * kv[1])


def roll_place(p: Play, counter: str, seat: str) -> int:
    """Where ``seat`` came in the roll that recorded ``counter`` (rules 14): seats of
    equal totals are ranked as the roll broke their tie. A number set since the roll
    (or never rolled) comes after those the roll ranked."""
    ranks = p.s.get("roll_ranks", {}).get(counter, {})
    got = ranks.get(seat)
    return got[1] if got is not None and got[0] == p.value(counter, seat) else len(ranks)


def _key(p: Play, by: str, rank: str, seat: str) -> tuple[int, int]:
    """Best first: the measure, then, for a counter a roll recorded, the roll's ranking."""
    v = measure(p, by, seat)
    kind, _, arg = by.partition(":")
    return (-v if rank == "high" else v), (roll_place(p, arg, seat) if kind == "counter" else 0)


def ranking(p: Play) -> tuple[list[list[str]], list[Event]]:
    """The seats best first, in groups of equal seats, and the events saying how
    each tie was decided."""
    w = p.d.winner
    events: list[Event] = []
    groups: list[list[str]] = []
    by_main: dict[tuple[int, int], list[str]] = {}
    for seat in p.seats:
        by_main.setdefault(_key(p, w.by, w.rank, seat), []).append(seat)
    for _, tied in sorted(by_main.items()):
        groups += _break(p, tied, 0, events)
    return groups, events


def leaders(p: Play) -> list[str]:
    """The seats first as the game would be ranked now, ties decided as far as they go."""
    return ranking(p)[0][0]


def _break(p: Play, tied: list[str], level: int, events: list[Event]) -> list[list[str]]:
    ties = p.d.winner.ties
    if len(tied) == 1 or level >= len(ties):
        return [tied]
    tie = ties[level]
    parts: dict[tuple[int, int], list[str]] = {}
    for seat in tied:
        parts.setdefault(_key(p, tie.by, tie.rank, seat), []).append(seat)
    keys = sorted(parts)
    ordered = [parts[k] for k in keys]
    if len(ordered) > 1:
        values: list[Json] = [measure(p, tie.by, x) for x in tied]
        data: JsonDict = {
            "tied": ids(tied),
            "winners": ids(ordered[0]),
            "measure": tie.by,
            "values": values,
        }
        kind = "TieBrokenLow" if tie.rank == "low" else "TieBroken"
        if keys[0][0] == keys[1][0]:  # equal totals too: the roll's rerolls decided
            kind = "TieRolledOff"
        events.append(Event(kind, data))
    out: list[list[str]] = []
    for part in ordered:
        out += _break(p, part, level + 1, events)
    return out


def ranked(p: Play) -> list[Event]:
    """The final ranking and the winner (nothing when the game ranks nobody: no
    scoring step was played and the winner is not read from a counter)."""
    w = p.d.winner
    if w.by == "score" and not p.s.get("scores"):
        return []
    groups, ties = ranking(p)
    if w.by == "sides":
        return _sides_ranked(p, groups, ties)
    events: list[Event] = []
    what, _, arg = w.by.partition(":")
    # what the numbers count (a counter, a table's value); a score is in points
    by: JsonDict = {what: arg} if what in ("counter", "table") else {}
    place = 1
    for group in groups:
        value: Json = measure(p, w.by, group[0])
        events.append(Event("Ranked", {"place": place, "seats": ids(group), "points": value, **by}))
        place += len(group)
    events += ties
    top: Json = measure(p, w.by, groups[0][0])
    kind = "WinnerNamed" if len(groups[0]) == 1 else "WinnersNamed"
    events.append(Event(kind, {"winners": ids(groups[0]), "points": top, **by}))
    return events


def _sides_ranked(p: Play, groups: list[list[str]], ties: list[Event]) -> list[Event]:
    """The sides ranked by their score (``by = "sides"``): each side's place, score
    and seats; the best side wins (sides equal on everything share the win)."""
    events: list[Event] = []
    place, top = 1, groups[0]
    for group in groups:
        sides = list(dict.fromkeys(s for x in group if (s := side_of(p, x)) is not None))
        for side in sides:
            seats = [x for x in group if side_of(p, x) == side]
            score = p.value(p.d.sides[side].score or "")
            data: JsonDict = {"place": place, "side": side, "seats": ids(seats), "points": score}
            events.append(Event("SideRanked", data))
        place += len(sides)
    events += ties
    winning = list(dict.fromkeys(s for x in top if (s := side_of(p, x)) is not None))
    if len(winning) == 1:
        events.append(Event("SideWon", {"side": winning[0], "winners": ids(top)}))
    else:
        points: Json = measure(p, "sides", top[0])
        events.append(Event("WinnersNamed", {"winners": ids(top), "points": points}))
    return events
