"""The Epoch round of a COIN game (Pendragon's; a propaganda round elsewhere): its
phases in order, the automatic track effects of each, the Victory check, and the
reset that ends it."""

from __future__ import annotations

import re

from bot.engine.errors import IllegalAction
from bot.engine.games.base import Action, Actor, Event, Json, Outcome, Table, ids
from bot.engine.games.coin.cards import require_player, settle
from bot.engine.games.coin.definition import CoinDefinition
from bot.engine.games.coin.state import CoinState, faction_of, holds, out
from bot.engine.games.coin.tracks import set_track

NO_WINNER = "none"  # the Victory answer "no faction has won" (the service reads the words)


def begin_round(
    d: CoinDefinition, s: CoinState, slot: str, final: bool, events: list[Event]
) -> None:
    """A revealed Epoch card starts the Epoch round at once."""
    s["epoch"] += 1
    s["final_epoch"] = final or (s["epochs"] > 0 and s["epoch"] >= s["epochs"])
    s["epoch_slot"] = slot
    events.append(Event("EpochRoundBegan", {"epoch": s["epoch"], "final": s["final_epoch"]}))
    enter_phase(d, s, d.phase_ids()[0], events)


def enter_phase(d: CoinDefinition, s: CoinState, phase: str, events: list[Event]) -> None:
    s["phase"] = phase
    ph = d.phase(phase)
    heading = ph.heading if ph else ""
    events.append(
        Event("EpochPhaseStarted", {"phase": phase, "epoch": s["epoch"], "heading": heading})
    )
    effects(d, s, phase, "start", events)


def effects(d: CoinDefinition, s: CoinState, phase: str, at: str, events: list[Event]) -> None:
    """The automatic track effects of ``phase`` at its ``start`` or ``end``: the
    Roman Rule tax comes after the players added the Revenue income, the Renown
    floors after the Upkeep Return (seed 000), so those are ``at = "end"``."""
    for eff in d.coin.epoch.effects:
        if eff.phase != phase or eff.at != at or not holds(s, eff.when):
            continue
        old = int(s["tracks"].get(eff.track, 0))
        if eff.delta is not None:
            set_track(d, s, eff.track, old + eff.delta, events, phase)
        elif eff.at_least is not None and old < eff.at_least:
            set_track(d, s, eff.track, eff.at_least, events, phase)


def no_winner(raw: Json) -> bool:
    return raw in (None, "", NO_WINNER)


def winner(d: CoinDefinition, s: CoinState, raw: Json, events: list[Event]) -> bool:
    """Read the Victory answer (a faction, or several tied); True if the game ends."""
    if no_winner(raw):
        return False
    parts = [p for p in re.split(r"[,\s、/;|]+", str(raw).strip()) if p]
    tied: list[str] = []
    for p in parts:
        f = faction_of(d, p)
        if f not in tied:
            tied.append(f)
    order = d.tie_order()
    won = min(tied, key=order.index)
    s["winner"] = won
    s["finished"] = True
    events.append(
        Event(
            "GameWon",
            {"faction": won, "tied": ids(tied if len(tied) > 1 else []), "epoch": s["epoch"]},
        )
    )
    return True


def phase_next(
    d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor
) -> Outcome:
    require_player(actor)
    if s["phase"] == "card":
        raise IllegalAction("coin.error.no_epoch_round")
    ids = d.phase_ids()
    victory = d.coin.epoch.victory_phase
    last = ids[-1]
    raw = action.get("winner")
    events: list[Event] = []
    if s["phase"] == last and s["final_epoch"] and no_winner(raw):
        # Seed 000: no winner in the final Epoch round -> victory is determined
        # after Recovery; the game cannot end without one.
        raise IllegalAction("coin.error.final_victory_asks", factions=s["factions"])
    if s["phase"] == victory:
        if raw in (None, ""):
            raise IllegalAction("coin.error.victory_asks", factions=s["factions"])
        if winner(d, s, raw, events):
            return out(s, events, undoable=False)
    effects(d, s, s["phase"], "end", events)
    if s["phase"] != last:
        enter_phase(d, s, ids[ids.index(s["phase"]) + 1], events)
        return out(s, events)
    for f in s["factions"]:
        s["cylinders"][f] = "eligible"
    s["overrides"] = {}
    s["card_log"] = []
    s["last_executed"] = []
    events.append(Event("CylindersReset", {"epoch": s["epoch"]}))
    if s["final_epoch"]:
        winner(d, s, raw, events)
        return out(s, events, undoable=False)
    slot = s.get("epoch_slot") or "next"
    card = s["current"] if slot == "current" else s["next"]
    if card is not None and card.get("epoch"):
        if slot == "current":
            s["current"] = None
        else:
            s["next"] = None
    s["epoch_slot"] = None
    s["phase"] = "card"
    events.append(Event("EpochRoundEnded", {"epoch": s["epoch"]}))
    settle(s, events, d)
    return out(s, events)
