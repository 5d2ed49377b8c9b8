"""The GM role of a game (docs/state.md, ``gm``): a GM names another GM, removes one,
or steps down. Pure functions over the envelope, logged as ``gm`` history records
(``added`` or ``removed``) so that a game still equals the replay of its log.

A game always keeps one GM at least: the last one is never removed (a moderator who
takes over names themselves first, then removes the one who left). Anyone with
*Manage Channels* counts as GM whatever the list says (``Actor.is_gm``).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Actor, Event, JsonDict
from bot.engine.games.envelope import Result, _copy, _out, _recorded, _require_gm, typed

HERALD = 0  # the actor of a change Herald makes itself (a GM who left the server)
FORGOTTEN = 0  # a GM Herald was asked to forget: kept in the list as 0, nobody


def real_gms(gms: Iterable[object]) -> list[int]:
    """The GMs who are real people, in their order: every id of ``gms`` (a game's
    ``gm`` list) but a forgotten GM's. The first is the one pinged; a forgotten GM
    never counts as a GM who remains."""
    return [u for u in (int(str(x)) for x in gms) if u != FORGOTTEN]


def pinged_gm(gms: Iterable[object]) -> list[int]:
    """The GM Herald pings for a game (none or one): the first of ``real_gms``."""
    return real_gms(gms)[:1]


def add_gm(game: JsonDict, who: Actor, user_id: int) -> Result:
    """A GM names ``user_id`` GM too."""
    _require_gm(who)
    if user_id in typed(game)["gm"]:
        raise IllegalAction("error.already_gm")
    new = _copy(game)
    new["gm"].append(user_id)
    events = [Event("GmAdded", {"user": user_id})]
    return _out(new), _recorded(events, "gm", user=who.user_id, gm=who.is_gm, added=user_id)


def remove_gm(game: JsonDict, who: Actor, user_id: int, *, replayed: bool = False) -> Result:
    """A GM removes ``user_id`` from the GMs (``who`` themselves: they step down);
    ``who`` 0 is Herald (a GM who left the server, another GM remaining). The last GM
    who is a real person stays (a forgotten one does not count: :func:`real_gms`);
    ``replayed``: a record of the log, applied as it was played."""
    _require_gm(who)
    gms = typed(game)["gm"]
    if user_id not in gms:
        raise IllegalAction("error.not_a_gm", user=user_id)
    real = real_gms(gms)
    if len(gms) == 1 or (not replayed and user_id in real and len(real) == 1):
        raise IllegalAction("error.last_gm", user=user_id)
    new = _copy(game)
    new["gm"] = [u for u in new["gm"] if u != user_id]
    if who.user_id == user_id:
        event = Event("GmSteppedDown", {"user": user_id})
    elif who.user_id == HERALD:
        event = Event("GmLeftServer", {"user": user_id})
    else:
        event = Event("GmRemoved", {"user": user_id, "gm": who.user_id})
    events = [event]
    return _out(new), _recorded(events, "gm", user=who.user_id, gm=who.is_gm, removed=user_id)


def replay_gm(game: JsonDict, who: Actor, r: JsonDict) -> JsonDict:
    """One ``gm`` history record applied again."""
    if "removed" in r:
        return remove_gm(game, who, int(str(r["removed"])), replayed=True)[0]
    return add_gm(game, who, int(str(r["added"])))[0]
