"""Games a question's words cannot tell apart, and a ranking's first places shared
among them. Pure.

Asked outside any game's channel, naming no game, a question's words often point to
several games about as strongly: the words every game uses (card, round, win) decide
between them by chance. When no game is sure (see :mod:`.game_evidence`), the games
the question may be about are the fewest likeliest ones whose posteriors add up to
what makes one game sure: the evidence says the question's game is among them as
surely as it says a sure game is the one. The menu then holds each of those games'
best sections (grouped by game where it is shown), instead of only the sections of
the one game that happens to lead; its first places stay the ranking's: there the
ranking's order is right more often than each game's best (forcing each close game's
best into the first three lost hit@3 on every measure, see bench/lookup_game_causes)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.rules.game_evidence import GameEvidence


def close_games(ev: GameEvidence, sure: float, places: int) -> list[str]:
    """The games the question may be about when its words cannot tell them apart,
    likeliest first: the fewest whose posteriors add up to ``sure`` (at most
    ``places`` of them). Empty when a game is sure, when one alone has evidence, or
    when ``places`` is under 2."""
    if ev.game or places < 2:
        return []
    ranked = sorted((kv for kv in ev.scores.items() if kv[1] > 0), key=lambda kv: (-kv[1], kv[0]))
    out: list[str] = []
    total = 0.0
    for g, p in ranked:
        if total >= sure or len(out) >= places:
            break
        out.append(g)
        total += p
    return out if len(out) > 1 else []


def keep_places(
    items: Sequence[tuple[int, float, str]],
    game_of: Sequence[str],
    close: list[str],
    *,
    places: int,
    first: int,
    per: int,
) -> list[tuple[int, float, str]]:
    """``items`` (slot, score, why; best first) with each ``close`` game's best
    ``per`` items among the first ``places`` (the menu): one of them ranked below
    takes the place of the lowest item there that is not one of them, the first
    ``first`` places unchanged. The ranking's order otherwise."""
    if len(close) < 2 or len(items) <= places:
        return list(items)
    wanted = set(close)
    must: set[int] = set()
    count: dict[str, int] = {}
    for k, (i, _s, _w) in enumerate(items):
        g = game_of[i]
        if g in wanted and count.get(g, 0) < per:
            count[g] = count.get(g, 0) + 1
            must.add(k)
    below = sorted(k for k in must if k >= places)
    free = [k for k in range(places - 1, first - 1, -1) if k not in must]
    n = min(len(below), len(free))
    if not n:
        return list(items)
    out = set(free[:n])
    come = below[:n]
    head = [k for k in range(places) if k not in out] + come
    taken = set(head)
    return [items[k] for k in head] + [t for k, t in enumerate(items) if k not in taken]
