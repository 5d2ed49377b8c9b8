"""A game moved to another version of its definition while it is played (``/game
redefine``, play-test 22, finding 11): a server fixes a typo in its definition, and
the game already running takes the fixed text instead of keeping the version it
began with until it ends.

Pure: :func:`moved` gives the game as it stands under the new version, or what the
new version lacks that the game stands on (its seats, the phase and step it is at, a
counter it holds ...), each named by its kind and id so that the caller can name them
with the old version's names. The state holds the current phase and step by their
places in the definition, so a version that moved them is followed by their ids. The
undo history goes along when it replays under the new version to the same state;
otherwise the move is an undo boundary (``since = "redefine"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from bot.engine.games.base import Family, JsonDict
from bot.engine.games.definition import GameDefinition
from bot.engine.games.envelope import History, _copy, _history, _out, typed
from bot.engine.games.undoing import replay_actions

# the game options Herald keeps itself, whatever the definition's [options] say
OWN_OPTIONS = frozenset({"seating", "first_player", "events_left", "carry", "rules"})


@dataclass(frozen=True)
class Missing:
    """What the new version lacks: ``kind`` (``seat``, ``phase``, ``step``,
    ``counter``, ``option``, ``track``; ``structure``: the current step is played
    another way; ``family``: another kind of game), its ``id``, and the phase a step
    belongs to (``within``)."""

    kind: str
    id: str
    within: str = ""


def moved(
    game: JsonDict, old: GameDefinition, new: GameDefinition, family: Family
) -> tuple[JsonDict, list[Missing]]:
    """``game`` under ``new`` (its family state following the ids it stands on), or
    the game unchanged and what ``new`` lacks. The caller sets the envelope's version."""
    g = typed(game)
    lost: list[Missing] = []
    if new.family != old.family:
        return game, [Missing("family", old.family)]
    known = set(new.seats.names)
    held = [str(s) for s, _ in g["seats"]] + [str(b) for b in g["bots"]]
    lost += [Missing("seat", s) for s in held if known and s not in known]
    ours = set(getattr(new, "options", {}) or {})
    lost += [Missing("option", k) for k in g["options"] if k not in OWN_OPTIONS | ours]
    shift = getattr(family, "redefined", None)
    state = g["state"]
    if state is not None and shift is not None:
        state, more = shift(old, new, state)
        lost += more
    if lost:
        return game, lost
    out = _copy(game)
    out["state"] = state
    out["undo"] = cast(JsonDict, _history_under(game, new, family, state, shift, old))
    return _out(out), []


def _history_under(
    game: JsonDict,
    new: GameDefinition,
    family: Family,
    state: JsonDict | None,
    shift: object,
    old: GameDefinition,
) -> History:
    """The undo history as it goes on under ``new``: the same actions from the base
    moved as the state was, when they replay there to the same state; else a boundary."""
    hist = _history(game)
    boundary: History = {"base": state, "actions": [], "since": "redefine"}
    base = hist.get("base")
    if hist.get("legacy") or state is None or base is None or not callable(shift):
        return boundary if state is not None else {"base": None, "actions": []}
    base, lost = shift(old, new, base)
    if lost:
        return boundary
    actions = list(hist.get("actions", []))
    try:
        again = replay_actions(dict(game, state=state), new, family, base, actions)
    except Exception:  # noqa: BLE001 - an action the new version refuses: a boundary
        return boundary
    if again != state:
        return boundary
    kept: History = {"base": base, "actions": actions}
    if hist.get("since"):
        kept["since"] = hist["since"]
    return kept


def undo_kept(game: JsonDict) -> bool:
    """True when ``game``, as :func:`moved` gave it, can still undo the moves made
    before the move (they replayed the same under the new version); False when the
    move is an undo boundary (or there was nothing before it to undo)."""
    return bool(_history(game).get("actions"))
