"""A COIN game's tracks: numbers with bounds (a shortfall paid from another track)
and state tracks whose shift down may halve others (Pendragon's Imperium)."""

from __future__ import annotations

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Actor, Event, Json, JsonDict, Outcome, Table
from bot.engine.games.coin.definition import CoinDefinition, Track, fold
from bot.engine.games.coin.state import CoinState, out

# a number track without bounds still holds a sane number (a typo of 10^25 is refused)
LIMIT = 1_000_000


def track_of(d: CoinDefinition, text: Json) -> str:
    key = fold(text)
    for t in d.coin.tracks:
        names = [t.id, *t.names.values(), *t.aliases]
        if key in (fold(n) for n in names):
            return t.id
    raise IllegalAction(
        "coin.error.unknown_track", track=str(text), tracks=[t.id for t in d.coin.tracks]
    )


def bounds(t: Track) -> tuple[int, int]:
    return (t.min if t.min is not None else -LIMIT, t.max if t.max is not None else LIMIT)


def value_of(t: Track, text: Json) -> str:
    key = fold(text)
    for v in t.values:
        if key in (fold(n) for n in [v, *t.value_names.get(v, {}).values()]):
            return v
    raise IllegalAction(
        "coin.error.bad_track_value", track=t.id, value=str(text), values=list(t.values)
    )


def set_track(
    d: CoinDefinition,
    s: CoinState,
    track: str,
    new: int | str,
    events: list[Event],
    cause: str,
    faction: str | None = None,
) -> None:
    t = d.track(track)
    old = s["tracks"].get(track)
    shortfall = 0
    if t.kind == "number":
        new = int(new)
        if t.min is not None:
            shortfall = max(0, t.min - new)
            new = max(t.min, new)
        if t.max is not None:
            new = min(t.max, new)
    s["tracks"][track] = new
    data: JsonDict = {"track": track, "old": old, "new": new, "cause": cause}
    if t.kind == "number":
        data["delta"] = int(new) - int(old or 0)
    if faction:
        data["faction"] = faction
    events.append(Event("TrackChanged", data))
    # What a track cannot pay below its minimum comes out of another (Briton
    # Resources below 0 are paid from Civitates Wealth).
    if shortfall and t.shortfall:
        other = t.shortfall
        set_track(
            d, s, other, int(s["tracks"].get(other, 0)) - shortfall, events, "shortfall", faction
        )


def _number(t: Track, old: Json, delta: Json, value: Json, bounded: bool) -> int:
    lo, hi = bounds(t)
    raw = delta if delta not in (None, "") else value
    try:
        n = int(str(raw))
    except (TypeError, ValueError):
        raise IllegalAction(
            "coin.error.track_range", track=t.id, value=str(raw), min=lo, max=hi
        ) from None
    new = int(str(old or 0)) + n if delta not in (None, "") else n
    if bounded and (abs(n) > 2 * LIMIT or not -2 * LIMIT <= new <= 2 * LIMIT):
        raise IllegalAction("coin.error.track_range", track=t.id, value=str(raw), min=lo, max=hi)
    return new


def change(d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor) -> Outcome:
    """``/track``: add to a track or set it; a state track shifts by ``delta`` steps."""
    from bot.engine.games.coin.cards import require_player

    require_player(actor)
    track = track_of(d, action.get("track") or "")
    t = d.track(track)
    delta, value = action.get("delta"), action.get("value")
    if (delta in (None, "")) == (value in (None, "")):
        raise IllegalAction("coin.error.track_delta_or_value")
    old = s["tracks"].get(track)
    new: int | str
    if t.kind == "number":
        new = _number(t, old, delta, value, s.get("rules", 1) >= 2)
    elif delta not in (None, ""):
        try:
            i = t.values.index(str(old)) + int(str(delta))
        except (TypeError, ValueError):
            raise IllegalAction(
                "coin.error.bad_track_value", track=track, value=str(delta), values=list(t.values)
            ) from None
        new = t.values[max(0, min(len(t.values) - 1, i))]
    else:
        new = value_of(t, value)
    events: list[Event] = []
    set_track(d, s, track, new, events, "player")
    for rule in d.coin.epoch.on_shift:
        if rule.track != track or rule.phase != s["phase"]:
            continue
        if (
            old in t.values
            and new in t.values
            and t.values.index(str(new)) > t.values.index(str(old))
        ):
            for h in rule.halve:
                v = int(s["tracks"].get(h, 0))
                set_track(d, s, h, -(-v // 2), events, "shift")
    return out(s, events)
