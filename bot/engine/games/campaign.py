"""A campaign: a new game begun from an ended one's result (``[campaign] carry``).

:func:`carried` reads what an ended game's seats hold of the carried counters (any
family whose state keeps ``counters``, seat -> number, and ``shared``); the new game
keeps them in its options (``carry``), and :func:`seed` puts them in place as play
begins, seat by seat: a seat of the new game that the ended one had starts where it
ended, any other seat from the counter's ``setup``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

from pydantic import Field

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Json, JsonDict
from bot.engine.games.names import Model

if TYPE_CHECKING:
    from bot.engine.games.counters import Counter
    from bot.engine.games.definition import GameDefinition


class Campaign(Model):
    """A campaign (a league, a legacy game): a new game may begin from an ended one's
    result (``/game start from:``), its ``carry`` counters starting where that game's
    seats ended them."""

    carry: tuple[str, ...] = Field(min_length=1)
    """The counters (each seat's, or shared) whose final values the next game begins
    with, instead of their ``setup``."""


def _counters(d: GameDefinition) -> Mapping[str, Counter]:
    return getattr(d, "counters", {})


def carried(d: GameDefinition, earlier: JsonDict) -> JsonDict:
    """What a new game of ``d`` begun from ``earlier`` (an ended game's envelope)
    carries over: ``{"counters": {counter: {seat: n}}, "shared": {counter: n}}``, the
    ``carry`` option the new game keeps. Refused when ``d`` carries nothing,
    ``earlier`` is another game, is not ended, or never began."""
    if d.campaign is None:
        raise IllegalAction("error.campaign_none")
    if earlier.get("game") != d.slug:
        raise IllegalAction("error.campaign_other_game", game=str(earlier.get("game")))
    if earlier.get("status") != "ended":
        raise IllegalAction("error.campaign_not_ended")
    state = earlier.get("state")
    if not isinstance(state, dict):
        raise IllegalAction("error.campaign_never_began")
    held, shared = _table(state.get("counters")), _table(state.get("shared"))
    per_seat: JsonDict = {}
    one: JsonDict = {}
    for name in d.campaign.carry:
        if isinstance(shared.get(name), int):
            one[name] = shared[name]
        elif name in held:
            mine = _table(held[name])
            per_seat[name] = {str(s): n for s, n in mine.items() if isinstance(n, int)}
    return {"counters": per_seat, "shared": one}


def _table(value: object) -> dict[str, Json]:
    return cast(dict[str, Json], value) if isinstance(value, dict) else {}


def seed(d: GameDefinition, s: JsonDict, carry: object) -> None:
    """Set a new game's counters (``s``, its family state as play begins: ``counters``
    and ``shared``) from ``carry`` (:func:`carried`), within each counter's ``min``
    and ``max``; only the counters ``d`` still carries."""
    if not isinstance(carry, dict) or d.campaign is None:
        return
    held, shared = _table(carry.get("counters")), _table(carry.get("shared"))
    for name in d.campaign.carry:
        c = _counters(d).get(name)
        if c is None:
            continue
        one = shared.get(name)
        if isinstance(one, int):
            now = _table(s.get("shared"))
            if name in now:
                now[name] = min(c.max, max(c.min, one))
            continue
        mine = _table(_table(s.get("counters")).get(name))
        for seat, n in _table(held.get(name)).items():
            if seat in mine and isinstance(n, int):
                mine[seat] = min(c.max, max(c.min, n))


def problems(d: GameDefinition) -> list[tuple[str, str]]:
    """Each carried counter the definition does not have: (its key's path, what)."""
    from bot.engine.games.problems import not_one

    if d.campaign is None:
        return []
    known = _counters(d)
    return [
        (f"campaign.carry[{i}]", not_one(name, "counter", known))
        for i, name in enumerate(d.campaign.carry)
        if name not in known
    ]
