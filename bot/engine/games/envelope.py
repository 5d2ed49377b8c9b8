"""The game envelope (docs/state.md): who sits where, who is GM, the status, the
undo history's shape, the seating order.

Pure functions over a JSON-serialisable ``game`` (:class:`Game`); seats taken, given
and left are :mod:`bot.engine.games.seats`, the play itself (begin, act, undo, end,
replay) :mod:`bot.engine.games.session`.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict, cast

from bot.engine.errors import PermissionDenied
from bot.engine.games.base import Action, Actor, Event, Json, JsonDict, Table
from bot.engine.games.definition import GameDefinition

ACTION = "Action"  # the event kind of a history record; never shown to players
# The rules new games are played under (``options.rules``). A game without it was
# begun before issue 20 and keeps the rules it was played with, so that its history
# replays the same (a Lancaster start player chosen during placement, refused now).
# 3 (defs4): a secret reveal is an undo boundary, the first to pass takes the First
# Player token unless the step says it skips its holder, a signed number changes a
# counter, a GM's correction does not begin play, a simultaneous step with
# ``advance = "gm"`` waits for the GM.
# 4 (game13): a game that ends by play (its last step, an ``[[end]]``, a final Epoch)
# is ``ended``: no longer the channel's live game, though the GM may still correct it
# or undo the move that ended it.
# 5 (play-test 15): an ``[[end]]`` or a vote whose result is the ranking leads to the
# game's final phases, when it has some to play (the final scoring the ranking needs).
# 6 (play-test 16): a seat whose counter leaves a step's ``only`` range drops out of
# the step at once (a sequential step's turn passes on), not when the step next begins.
# 7 (play-test 17): a step's ``grant`` is given before its ``only`` is checked, so that
# what the step grants lets the seats take part in it; a passing step's seat that drops
# out while up passes the turn on (it stayed up, and its move was played); a round
# played in the order of the last round's passes begins with the first to pass; of
# several ``[[end]]``s met at once, the one whose counter is furthest past decides.
# 8 (session 18): /phase next on a step awaiting named seats is refused (see below).
# 9 (play-test 19): a prompt step in a seat's pass of an each_seat phase is that seat's.
# 10 (play-test 20): a seat an elimination ``[[end]]`` has put out is out of the turn
# order, the start player's marker and every later step, not only of the step it was in.
# 11 (play-test 21): a seat out of the game or of the step is out of an auction's bidding
# (dropping out mid-lot passes the turn on), a draft's picks and a pass reward's player
# count; a seat put out drops out of any step at once; a step whose start seat does not
# play it (put out mid-round, left out by ``only``) begins with the next seat after it.
# A step everyone plays at once whose last awaited seat drops out is over (a scoring step totalled).
# 12 (play-test 22): the scoring step totalled last is the one a GM's correction
# names (a step scored again in a later round was kept in its first place).
# 13 (play-test 23): a roll step whose ranking decides nothing (no marker, no turn
# order, its record read neither by a step's order_by nor by the [winner]) rolls no ties
# again: it only records dice; and a turn order a step sets (bids, rolls, dropping out,
# ``order_by``) no longer moves a start player ``[rounds] rotate`` passes on: the next
# round's goes on clockwise from the seat that held it before (it went on from the
# order's first seat). 13 is unreleased: both were settled before any game was stored
# under it, rather than a 14.
# 14 (play-test 24): a roll's ``record`` keeps each seat's total, not the roll that
# broke its tie; the ranking the roll announced is kept beside it, so that an
# ``order_by`` or the ``[winner]`` reading the counter ranks equal totals as the roll
# broke them (it kept the tie's last reroll: a seat that lost the roll could play first).
# Also 14: a seat first given once play has begun (/game seat) starts with its
# counters' setup values (``setup``/``seat_setup``), as every seat did; it had 0. A
# draft under way then takes it in its ``order``, after the seat the join line names
# (it had no pick); in an order a step set this round it plays last.
RULES = 14
ROLL_TOTAL_KEPT = 14  # the first rules under which a roll's record keeps the total
LATE_SEATS_SET_UP = 14  # the first rules under which such a seat gets its setup values
ROLL_RECORDS_ONLY = 13  # the first rules under which such a roll rolls no ties again
# the first rules under which a turn order set leaves the rotation of the start player
ROTATION_KEPT = 13
# the first rules under which the step scored last is kept last among the scores
LAST_SCORED_LAST = 12
OUT_OF_EVERY_STEP = 11  # the first rules under which those seats are out of every step
OUT_OF_GAME = 10  # the first rules under which a seat put out is out of the turn order
EACH_PROMPT_UP = 9  # the seat is up in it; another seat's /phase next is refused
NAMES_BEFORE_NEXT = 8  # the first rules under which that step is not skipped unplayed
EACH_AFTER_ORDER = 8  # and under which an each_seat phase's passes follow its order_by
# the first rules under which a step's grants come before its ``only`` test
GRANTS_FIRST = 7
# the first rules under which a passing step's seat up when it drops out passes the turn on
PASSING_DROPS_OUT = 7
# the first rules under which an order of passing makes its first the first and start player
PASS_ORDER_LEADS = 7
# the first rules under which several ends met at once are said, the furthest past deciding
ENDS_AT_ONCE = 7
# the first rules under which a seat leaving a step's ``only`` range drops out at once
DROPS_OUT = 6
# the first rules under which an end that ranks the seats plays the final phases first
ENDS_TO_FINAL = 5
# the first rules under which a game over by play is ended
ENDS_BY_PLAY = 4

Result = tuple[JsonDict, list[Event]]


class Entry(TypedDict, total=False):
    """One action of the undo history."""

    action: Action
    user: int
    gm: bool
    kind: str
    event: JsonDict | None
    undoable: bool
    seats: list[str]
    draws: list[Json]


class History(TypedDict, total=False):
    base: JsonDict | None
    actions: list[Entry]
    since: str  # why undo stops at ``base`` when not the family's usual reason
    legacy: list[JsonDict]  # snapshots of games saved before history became actions


class Game(TypedDict):
    """The envelope, as stored (docs/state.md)."""

    game: str
    family: str
    status: str  # setup | active | ended
    gm: list[int]
    seats: list[list[str | int | None]]  # [seat, user id or None], in seating order
    bots: list[str]
    options: JsonDict
    state: JsonDict | None
    undo: JsonDict | list[JsonDict]
    # the version of a server's own definition the game began with (its text's
    # digest, bot/service/definitions.py): it plays and replays under that version
    # though the server defines the game again; absent for shipped games
    definition: NotRequired[str]
    # a game over by play that the GM then ended (/game end): closed for good
    closed: NotRequired[bool]


def typed(game: JsonDict) -> Game:
    """The envelope with its keys typed (the same dict)."""
    return cast(Game, game)


def over(game: JsonDict) -> bool:
    """The game ended by play (rules 4): ``ended``, its family state finished (every
    family's state has ``finished``: docs/state.md). A game the GM ended with ``/game
    end`` before play was over is ended but not over: it takes no more commands."""
    g = typed(game)
    finished = bool((g["state"] or {}).get("finished")) and not g.get("closed")
    return g["status"] == "ended" and ends_by_play(game) and finished


def follow(game: Game) -> None:
    """Under rules that end a game by play: ``ended`` once the family state is
    finished, ``active`` again when an undo takes the end back."""
    if game["status"] != "setup" and ends_by_play(_out(game)) and game["state"] is not None:
        game["status"] = "ended" if game["state"].get("finished") else "active"


def ends_by_play(game: JsonDict) -> bool:
    """The game's rules end it when play is over (rules 4): ``status`` follows the
    family's ``finished``. Games begun before keep ``active`` so that they replay."""
    rules = typed(game)["options"].get("rules")
    return isinstance(rules, int) and rules >= ENDS_BY_PLAY


def _out(game: Game) -> JsonDict:
    return cast(JsonDict, game)


def _copy(game: JsonDict) -> Game:
    """A copy of the envelope whose own lists may be changed freely. The family's
    state is shared, never mutated: families return a new state from ``apply``."""
    g = typed(game)
    hist = _history(game)
    new = cast(Game, dict(g))
    new["gm"] = list(g["gm"])
    new["bots"] = list(g["bots"])
    undo: History = {"base": hist.get("base"), "actions": list(hist.get("actions", []))}
    if hist.get("since"):
        undo["since"] = hist["since"]
    new["undo"] = cast(JsonDict, undo)
    new["seats"] = [list(p) for p in g["seats"]]
    new["options"] = dict(g["options"])
    return new


def _history(game: JsonDict) -> History:
    """The undo history (``{"base", "actions"}``); a game saved before history became
    actions (a list of snapshots) keeps its snapshots under ``legacy``."""
    undo = game.get("undo")
    if isinstance(undo, dict):
        return cast(History, undo)
    snaps = [cast(JsonDict, x) for x in undo] if isinstance(undo, list) else []
    return {"base": cast("JsonDict | None", game.get("state")), "actions": [], "legacy": snaps}


def record(op: str, **data: Json) -> Event:
    """The history record of one operation (logged with the events, never shown)."""
    return Event(ACTION, {"op": op, **data})


def _recorded(events: list[Event], op: str, **data: Json) -> list[Event]:
    return [*events, record(op, **data)]


def seat_names(definition: GameDefinition) -> list[str]:
    return list(definition.seats.names)


def new_game(
    definition: GameDefinition,
    *,
    gm: int,
    options: JsonDict | None = None,
    version: str | None = None,
) -> JsonDict:
    """A game of ``definition`` in setup; ``version`` names the version of a server's
    own definition it is played under (kept in the game: see :class:`Game`)."""
    game: Game = {
        "game": definition.slug,
        "family": definition.family,
        "status": "setup",
        "gm": [gm],
        "seats": [],
        "bots": [],
        "options": {**(options or {}), "rules": RULES},
        "state": None,
        "undo": {"base": None, "actions": []},
    }
    if version:
        game["definition"] = version
    return _out(game)


def played_version(game: JsonDict) -> str | None:
    """The version of a server's own definition the game is played under (None: a
    shipped game, or one begun before versions were kept)."""
    version = game.get("definition")
    return version if isinstance(version, str) else None


def holders(game: JsonDict) -> dict[str, int | None]:
    return {str(s): u if isinstance(u, int) else None for s, u in typed(game)["seats"]}


def seats_of(game: JsonDict, user_id: int) -> tuple[str, ...]:
    return tuple(str(s) for s, u in typed(game)["seats"] if u == user_id)


def is_gm(game: JsonDict, user_id: int, admin: bool = False) -> bool:
    """The GM is whoever started the game or was named GM, plus channel managers."""
    return admin or user_id in typed(game)["gm"]


def actor(game: JsonDict, user_id: int, admin: bool = False) -> Actor:
    return Actor(user_id=user_id, seats=seats_of(game, user_id), is_gm=is_gm(game, user_id, admin))


def table(game: JsonDict, definition: GameDefinition) -> Table:
    """The seats in play. A game whose seats are fixed (COIN factions) plays every
    seat, the GM holding the empty ones; others play the taken seats and bots, in
    the definition's seating order."""
    taken = holders(game)
    bots = typed(game)["bots"]
    order = seating(game, definition)
    extra = [s for s in taken if s not in order]
    seats: list[tuple[str, int | None]] = []
    for s in order + extra:
        if definition.seats.fixed or s in taken or s in bots:
            seats.append((s, taken.get(s)))
    return Table(seats=tuple(seats), bots=frozenset(bots))


def seating(game: JsonDict, definition: GameDefinition) -> list[str]:
    """The seats clockwise: the GM's ``seating`` option when given (EU: the players
    sit as the GM decides), else the definition's order, else join order."""
    names = seat_names(definition)
    raw = typed(game)["options"].get("seating")
    chosen = [str(s) for s in raw if s in names] if isinstance(raw, list) else []
    if chosen:
        return chosen + [s for s in names if s not in chosen]
    return names or [str(s) for s, _ in typed(game)["seats"]]


def _require_gm(who: Actor) -> None:
    if not who.is_gm:
        raise PermissionDenied("error.gm_only")
