"""The game envelope: seats, GM, status and undo around a family's state.

Pure functions over a JSON-serialisable ``game`` (:class:`Game`)::

    {"game": slug, "family": "coin", "status": "setup" | "active" | "ended",
     "gm": [user ids], "seats": [[seat, user id or None], ...],
     "bots": [seat, ...], "options": {...}, "state": family state or None,
     "undo": {"base": family state at the last boundary,
              "actions": [{"action", "user", "gm", "kind", "undoable", "draws"}, ...]}}

History is kept as actions, not snapshots: every change returns, besides the events
players read, one :data:`ACTION` event recording the operation (``{"op": "act",
"action": ..., "user": ..., "gm": ..., "draws": [...]}``); the store logs it with the
others, so :func:`replay` rebuilds a game from its log, and ``/game undo`` replays the
actions since the last boundary from ``undo.base`` instead of restoring a snapshot.

The store adds the version; the service passes the family and the definition in.
"""

from __future__ import annotations

import copy
from typing import cast

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Actor, Event, Family, Json, JsonDict, Outcome
from bot.engine.games.concealing import concealed
from bot.engine.games.definition import GameDefinition
from bot.engine.games.draws import Draws, Rng, applied
from bot.engine.games.envelope import (  # the envelope's API, one import for the service
    ACTION,
    RULES,
    Game,
    History,
    Result,
    _copy,
    _out,
    _recorded,
    _require_gm,
    actor,
    follow,
    holders,
    is_gm,
    new_game,
    over,
    played_version,
    record,
    seat_names,
    seating,
    seats_of,
    table,
    typed,
)
from bot.engine.games.gms import add_gm, remove_gm, replay_gm
from bot.engine.games.seats import assign_seat, join, leave, set_seating
from bot.engine.games.undoing import replay_actions, replay_outcomes, undo

__all__ = [
    "ACTION",
    "RULES",
    "Game",
    "actor",
    "add_gm",
    "remove_gm",
    "assign_seat",
    "begin",
    "act",
    "concealed",
    "end",
    "holders",
    "is_gm",
    "join",
    "leave",
    "new_game",
    "over",
    "played_version",
    "record",
    "replay",
    "replay_actions",
    "replay_outcomes",
    "seat_names",
    "seating",
    "seats_of",
    "set_seating",
    "table",
    "typed",
    "undo",
]


def begin(
    game: JsonDict, definition: GameDefinition, family: Family, who: Actor | None = None
) -> Result:
    new, events = _begin(game, definition, family)
    user = who.user_id if who else None
    return new, _recorded(events, "begin", user=user, gm=bool(who and who.is_gm))


def _begin(game: JsonDict, definition: GameDefinition, family: Family) -> Result:
    g = typed(game)
    if g["status"] == "active":
        raise IllegalAction("error.already_begun")
    if g["status"] == "ended":
        raise IllegalAction("error.game_ended")
    tbl = table(game, definition)
    lo = definition.seats.min
    if len(tbl.seats) < lo:
        raise IllegalAction("error.too_few_players", min=lo, count=len(tbl.seats))
    new = _copy(game)
    new["state"] = family.setup(definition, tbl, new["options"])
    new["status"] = "active"
    new["undo"] = {"base": new["state"], "actions": []}
    seats: list[Json] = [s for s, _ in tbl.seats]
    opening = getattr(family, "opening", None)  # what else play beginning says (an order)
    said = list(opening(definition, new["state"], tbl)) if opening is not None else []
    return _out(new), [Event("GameBegan", {"game": new["game"], "seats": seats}), *said]


def act(
    game: JsonDict,
    definition: GameDefinition,
    family: Family,
    action: Action,
    who: Actor,
    rng: Rng | None = None,
    drawn: list[Json] | None = None,
) -> Result:
    """Apply a family action, beginning the game first if it is still in setup. A move
    that draws (a die rolled by Herald) takes its numbers from ``rng``, or from
    ``drawn``, the numbers its record kept (a replay): they are kept with it."""
    draws = Draws(rng, drawn or ())
    new, events = _act(game, definition, family, action, who, draws)
    made: list[Json] = list(draws.made)
    return new, _recorded(events, "act", action=action, user=who.user_id, gm=who.is_gm, draws=made)


def _act(
    game: JsonDict,
    definition: GameDefinition,
    family: Family,
    action: Action,
    who: Actor,
    draws: Draws,
) -> Result:
    events: list[Event] = []
    if typed(game)["status"] == "ended" and not over(game):  # over by play: corrections
        raise IllegalAction("error.game_ended")
    if typed(game)["status"] == "setup":
        begins = getattr(family, "begins_play", None)
        rules = typed(game)["options"].get("rules")
        if begins is not None and not begins(definition, action, who, rules):
            # a correction (a counter set by the GM) waits for play: it never begins it
            raise IllegalAction("error.not_begun")
        game, events = _begin(game, definition, family)
        if action.get("type") == "phase.next":
            # The first /phase next before /game begin begins the game at step 1; it
            # must not also leave step 1 (issue 13: EU opened at "B.").
            return game, events
    state = typed(game)["state"]
    assert state is not None
    out = applied(family, definition, state, table(game, definition), action, who, draws)
    new = _copy(game)
    if out.boundary:
        fresh: JsonDict = {"base": out.state, "actions": []}
        if out.since:
            fresh["since"] = out.since
        new["undo"] = fresh
    else:
        hist = cast(History, new["undo"])
        hist.setdefault("actions", []).append(
            {
                "action": action,
                "user": who.user_id,
                "gm": who.is_gm,
                "kind": out.events[0].kind if out.events else str(action.get("type", "")),
                # what it did, for "undid: <that event in words>"
                "event": out.events[0].to_json() if out.events else None,
                "undoable": out.undoable,
                # undo rights follow the seat: whoever holds it now may take it back
                "seats": _acted_for(action, who),
                "draws": list(draws.made),
            }
        )
    new["state"] = out.state
    follow(new)
    return _out(new), events + out.events


def _acted_for(action: Action, who: Actor) -> list[str]:
    """The seats an action was taken for: the one it names, else the actor's own."""
    named = action.get("faction") or action.get("seat")
    if isinstance(named, str) and named:
        return [named]
    return list(who.seats)


def end(
    game: JsonDict,
    who: Actor,
    definition: GameDefinition | None = None,
    family: Family | None = None,
    winners: list[str] | None = None,
) -> Result:
    """The GM ends the game. A family that ranks its seats says how it came out:
    the ``winners`` the GM names, else its own ranking (a game with ``[winner]``)."""
    _require_gm(who)
    if typed(game)["status"] == "ended" and not over(game):
        raise IllegalAction("error.game_ended")
    new = _copy(game)
    if over(game):  # over by play: the GM closes it (no more corrections, no undo)
        new["closed"] = True
    events = [Event("GameEnded", {"user": who.user_id})]
    closing = getattr(family, "end", None)
    state = typed(game)["state"]
    if closing is not None and definition is not None and state is not None:
        out: Outcome = closing(definition, state, table(game, definition), list(winners or []))
        new["state"] = out.state
        events += out.events
    elif winners:
        raise IllegalAction("error.no_winner_here")
    new["status"] = "ended"
    data: JsonDict = {"user": who.user_id, "gm": who.is_gm}
    if winners:
        data["winners"] = list(winners)
    return _out(new), _recorded(events, "end", **data)


SNAPSHOTS = ("new", "import", "redefine")  # the history records holding the whole game


def replay(records: list[JsonDict], definition: GameDefinition, family: Family) -> JsonDict:
    """A game rebuilt from its history records (the :data:`ACTION` events' data, in
    log order), starting at its last ``new``, ``import`` or ``redefine`` record. Pure: the check that a
    stored game equals its replay (``herald game replay``) relies on it."""
    game: JsonDict | None = None
    # a record holding the whole game (a new one, an import, a move to another version
    # of its definition) replaces what came before: the replay starts at the last one,
    # what came before having been played under another definition, maybe
    snapshots = [i for i, r in enumerate(records) if r["op"] in SNAPSHOTS]
    if snapshots and records[0]["op"] in SNAPSHOTS:
        records = records[snapshots[-1] :]
    for r in records:
        op = r["op"]
        if op in SNAPSHOTS:
            game = copy.deepcopy(cast(JsonDict, r["game"]))
            continue
        if game is None:
            raise ValueError(f"history starts with {op!r}, not 'new'")
        game = _replay_one(game, r, definition, family)
    if game is None:
        raise ValueError("no history")
    return game


def _replay_one(
    game: JsonDict, r: JsonDict, definition: GameDefinition, family: Family
) -> JsonDict:
    op = r["op"]
    user = int(str(r.get("user") or 0))
    who = Actor(user_id=user, seats=seats_of(game, user), is_gm=bool(r.get("gm", False)))
    seat = r.get("seat")
    if op == "join":
        return join(game, definition, user, str(seat) if seat is not None else None)[0]
    if op == "leave":
        return leave(game, user, str(seat) if seat is not None else None)[0]
    if op == "seat":
        holder = r.get("holder")
        return assign_seat(
            game,
            definition,
            who,
            str(seat),
            holder if isinstance(holder, int) else None,
            bool(r.get("bot")),
            family,
        )[0]
    if op == "gm":
        return replay_gm(game, who, r)
    if op == "seating":
        order = r.get("order")
        first = r.get("first")
        names = [str(x) for x in order] if isinstance(order, list) else []
        return set_seating(game, definition, who, names, str(first) if first else None)[0]
    if op == "begin":
        return begin(game, definition, family, who)[0]
    if op == "act":
        drawn = r.get("draws")
        kept = list(drawn) if isinstance(drawn, list) else None
        return act(game, definition, family, cast(JsonDict, r["action"]), who, drawn=kept)[0]
    if op == "undo":
        return undo(game, who, definition, family)[0]
    if op == "end":
        named = r.get("winners")
        winners = [str(x) for x in named] if isinstance(named, list) else None
        return end(game, who, definition, family, winners)[0]
    raise ValueError(f"unknown history record {op!r}")
