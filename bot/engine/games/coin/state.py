"""The COIN family's state (plain JSON, typed here) and the queries every part asks:
who is up, which options are open, what the game waits for.

State::

    {"factions": [...], "cylinders": {faction: eligible|ineligible|passed|first|second},
     "current": card|None, "next": card|None, "deferred": [card, ...],
     "card_log": [{"faction", "did", "pivotal"?}], "overrides": {faction: eligible|ineligible},
     "last_executed": [faction, ...], "phase": "card" | epoch phase id,
     "epoch": n, "epochs": total or 0, "final_epoch": bool, "epoch_slot": slot|None,
     "tracks": {id: value}, "pivotals": [{"faction", "card"}], "winner": faction|None,
     "finished": bool, "cards_played": n}

A card is ``{"number", "title", "order", "epoch", "final", "pivotal"}``.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict, cast

from bot.engine.errors import IllegalAction
from bot.engine.games import campaign, counters
from bot.engine.games.base import Event, Json, JsonDict, Outcome
from bot.engine.games.coin.definition import CoinDefinition

CYLINDERS = ("eligible", "ineligible", "passed", "first", "second")
UNTITLED = "untitled_card"  # a card with neither number nor title (named by the catalogs)


class Card(TypedDict):
    number: int | None
    title: str
    order: list[str]
    epoch: bool
    final: bool
    pivotal: str | None


class Decision(TypedDict):
    faction: str
    did: str  # an option id, or "pass"
    pivotal: NotRequired[bool]


class Pivotal(TypedDict):
    faction: str
    card: Card


class CoinState(TypedDict):
    factions: list[str]
    cylinders: dict[str, str]
    current: Card | None
    next: Card | None
    deferred: list[Card]
    card_log: list[Decision]
    overrides: dict[str, str]
    last_executed: list[str]
    phase: str
    epoch: int
    epochs: int
    final_epoch: bool
    epoch_slot: NotRequired[str | None]
    tracks: dict[str, int | str]
    pivotals: list[Pivotal]
    winner: str | None
    finished: bool
    cards_played: NotRequired[int]
    rules: NotRequired[int]
    # the definition's [counters], per faction (absent when it has none: games begun
    # before COIN had counters replay unchanged)
    counters: NotRequired[dict[str, dict[str, int]]]


def setup(d: CoinDefinition, names: list[str], options: JsonDict) -> CoinState:
    fs = d.factions or names
    epochs = options.get("epochs") or d.coin.epoch.epochs or 0
    s: CoinState = {
        "factions": fs,
        "cylinders": {f: "eligible" for f in fs},
        "current": None,
        "next": None,
        "deferred": [],
        "card_log": [],
        "overrides": {},
        "last_executed": [],
        "phase": "card",
        "epoch": 0,
        "epochs": int(str(epochs)),
        "final_epoch": False,
        "epoch_slot": None,
        "tracks": {t.id: t.start for t in d.coin.tracks},
        "pivotals": [],
        "winner": None,
        "finished": False,
        "cards_played": 0,
    }
    rules = options.get("rules")
    if isinstance(rules, int):
        s["rules"] = rules
    if d.counters:
        s["counters"] = counters.setup(d.counters, fs)
        campaign.seed(d, cast(JsonDict, s), options.get("carry"))  # an ended game's result
    return s


def out(
    s: CoinState, events: list[Event], undoable: bool = True, boundary: bool = False
) -> Outcome:
    return Outcome(cast(JsonDict, s), events, undoable=undoable, boundary=boundary)


def executions(s: CoinState) -> list[Decision]:
    return [x for x in s["card_log"] if x["did"] != "pass"]


def up_faction(s: CoinState) -> str | None:
    """The faction whose decision is awaited: the first Eligible, undecided faction in
    the current card's order, once the next card is revealed; None otherwise."""
    if s["finished"] or s["phase"] != "card":
        return None
    cur = s["current"]
    if cur is None or s["next"] is None or len(executions(s)) >= 2:
        return None
    for f in cur["order"]:
        if s["cylinders"][f] == "eligible":
            return f
    return None


def open_options(d: CoinDefinition, s: CoinState) -> list[str]:
    """Option ids open to the up faction (``pass`` included), [] if nobody is up."""
    if up_faction(s) is None:
        return []
    done = executions(s)
    opts = d.coin.options.first if not done else d.coin.options.second.get(done[0]["did"], ())
    return [*opts, "pass"]


def waiting_for(s: CoinState) -> str:
    if s["finished"]:
        return ""
    if s["phase"] != "card":
        return "phase"
    if s["current"] is None or s["next"] is None:
        return "reveal"
    return ""


def holds(s: CoinState, when: dict[str, tuple[str | int, ...]] | None) -> bool:
    return all(s["tracks"].get(track) in allowed for track, allowed in (when or {}).items())


def card_label(card: Card | None) -> str:
    """``#12 Title`` (number and title as given; :data:`UNTITLED` if neither, which
    the catalogs name, never ``?``)."""
    if card is None:
        return ""
    num = f"#{card['number']}" if card.get("number") is not None else ""
    return " ".join(x for x in (num, card.get("title") or "") if x) or UNTITLED


def card_out(card: Card | None) -> JsonDict | None:
    if card is None:
        return None
    return {
        "number": card["number"],
        "title": card["title"],
        "order": list(card["order"]),
        "epoch": card["epoch"],
        "final": card.get("final", False),
        "pivotal": card.get("pivotal"),
    }


def new_card(
    d: CoinDefinition,
    number: Json,
    title: Json,
    order: list[str],
    epoch: bool = False,
    final: bool = False,
    pivotal: str | None = None,
) -> Card:
    num = None
    if number not in (None, ""):
        try:
            num = int(str(number))
        except (TypeError, ValueError):
            raise IllegalAction("coin.error.bad_number", number=str(number)) from None
        first, last = d.coin.cards.first, d.coin.cards.last
        if num < first or (last is not None and num > last):
            raise IllegalAction(
                "coin.error.number_range",
                number=str(num),
                first=first,
                last="…" if last is None else last,
            )
    return {
        "number": num,
        "title": str(title or ""),
        "order": list(order),
        "epoch": bool(epoch),
        "final": bool(final),
        "pivotal": pivotal,
    }


def faction_of(d: CoinDefinition, text: Json) -> str:
    f = d.faction(str(text))
    if f is None:
        raise IllegalAction("coin.error.unknown_faction", faction=str(text), factions=d.factions)
    return f


def parse_order(d: CoinDefinition, value: Json) -> list[str]:
    """A card's faction order: a list, or text such as ``"Sc, D, C, Sa"``."""
    import re

    if isinstance(value, str):
        parts: list[Json] = [p for p in re.split(r"[,\s、/>;|]+", value) if p]
    else:
        parts = list(value) if isinstance(value, list) else []
    order = [faction_of(d, p) for p in parts]
    if sorted(order) != sorted(d.factions):
        raise IllegalAction(
            "coin.error.bad_order", order=", ".join(map(str, parts)), factions=d.factions
        )
    return order
