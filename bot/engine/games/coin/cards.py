"""The card cycle of a COIN game: reveals, the 1st and 2nd Eligible's choices,
passes, Pivotal Events, eligibility overrides, and the end of each card."""

from __future__ import annotations

from bot.engine.errors import IllegalAction, NotYourTurn, PermissionDenied
from bot.engine.games.base import Action, Actor, Event, Json, Outcome, Table
from bot.engine.games.coin.definition import CoinDefinition
from bot.engine.games.coin.state import (
    CoinState,
    card_label,
    executions,
    faction_of,
    holds,
    new_card,
    open_options,
    out,
    parse_order,
    up_faction,
    waiting_for,
)
from bot.engine.games.coin.tracks import set_track


def flag(value: Json, name: str) -> bool:
    """A yes/no option of an action: a bool (the service reads yes and no words)."""
    if value in (None, ""):
        return False
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return bool(value)
    raise IllegalAction("coin.error.bad_flag", option=name, value=str(value))


def require_player(actor: Actor) -> None:
    if not (actor.is_gm or actor.seats):
        raise PermissionDenied("coin.error.not_a_player")


def nobody_up(s: CoinState) -> IllegalAction:
    w = waiting_for(s)
    if w == "reveal":
        return IllegalAction("coin.error.nobody_up_reveal")
    if w == "phase":
        return IllegalAction("coin.error.nobody_up_epoch")
    return IllegalAction("coin.error.nobody_up")


def acting_faction(
    d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor
) -> str:
    """The faction a player acts for in the card: the one that is up."""
    actor.require_seat()
    up = up_faction(s)
    named = action.get("faction")
    if named not in (None, ""):
        f = faction_of(d, named)
        if not table.may_act(actor, f):
            if f == up:  # someone else pressed the up faction's button
                raise NotYourTurn("coin.error.out_of_turn_up", up=up)
            raise NotYourTurn("coin.error.not_your_faction", faction=f)
        if up is None:
            raise nobody_up(s)
        if s["cylinders"][f] != "eligible":
            raise IllegalAction("coin.error.not_eligible", faction=f, cylinder=s["cylinders"][f])
        if f != up:
            raise NotYourTurn("coin.error.out_of_turn", faction=f, up=up)
        return f
    if up is None:
        raise nobody_up(s)
    if not table.may_act(actor, up):
        raise NotYourTurn("coin.error.out_of_turn_up", up=up)
    return up


def settle(s: CoinState, events: list[Event], d: CoinDefinition | None = None) -> None:
    """End the current card while it is in play and nobody is left to decide; an
    Epoch card that has become the current card (``played = "when_current"``) then
    begins its round."""
    while (
        s["phase"] == "card"
        and not s["finished"]
        and s["current"] is not None
        and s["next"] is not None
        and up_faction(s) is None
    ):
        end_card(s, events)
    cur = s["current"]
    if d is not None and s["phase"] == "card" and not s["finished"] and cur and cur.get("epoch"):
        from bot.engine.games.coin.epoch import begin_round

        if events and events[-1].kind == "RevealNeeded":  # its round comes first: the
            # next card is revealed once the round is over (a reveal now is refused)
            events[-1] = Event("EpochCardCurrent", events[-1].data)
        begin_round(d, s, "current", bool(cur.get("final")), events)


def end_card(s: CoinState, events: list[Event]) -> None:
    executed = [x["faction"] for x in executions(s)]
    for f in s["factions"]:
        s["cylinders"][f] = "ineligible" if f in executed else "eligible"
    for f, e in s["overrides"].items():
        s["cylinders"][f] = e
    cur = s["current"]
    ineligible = [f for f in s["factions"] if s["cylinders"][f] == "ineligible"]
    events.append(
        Event(
            # no empty list in a sentence: a card after which everyone is Eligible
            # has its own event
            "CardEnded" if ineligible else "CardEndedAllEligible",
            {
                "number": cur["number"] if cur else None,
                "title": cur["title"] if cur else "",
                "card": card_label(cur),
                "executed": list(executed),
                "ineligible": list(ineligible),
                "overrides": dict(s["overrides"]),
            },
        )
    )
    s["last_executed"] = executed
    s["overrides"] = {}
    s["card_log"] = []
    s["cards_played"] = s.get("cards_played", 0) + 1
    if s["deferred"]:
        s["current"] = s["deferred"].pop(0)
        kind = "InterruptedCardResumed"
    else:
        s["current"], s["next"] = s["next"], None
        kind = "RevealNeeded"
    now = s["current"]
    if kind == "RevealNeeded" and now is not None and now.get("epoch"):
        kind = "EpochCardNow"  # its round begins now: no card is revealed meanwhile
    events.append(
        Event(
            kind,
            {
                "number": now["number"] if now else None,
                "title": now["title"] if now else "",
                "card": card_label(now),
            },
        )
    )


def reveal(d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor) -> Outcome:
    from bot.engine.games.coin.epoch import begin_round

    require_player(actor)
    if s["phase"] != "card":
        raise IllegalAction("coin.error.epoch_in_progress")
    if s["current"] is not None and s["next"] is not None:
        raise IllegalAction("coin.error.no_slot")
    epoch = flag(action.get("epoch"), "epoch")
    final = flag(action.get("final"), "final")
    order_in = action.get("order")
    if epoch and not order_in:
        order: list[str] = []
    else:
        if not order_in:
            raise IllegalAction("coin.error.order_needed", factions=s["factions"])
        order = parse_order(d, order_in)
    card = new_card(d, action.get("number"), action.get("title"), order, epoch, final)
    slot = "current" if s["current"] is None else "next"
    if slot == "current":
        s["current"] = card
    else:
        s["next"] = card
    later = epoch and slot == "next" and d.coin.epoch.played == "when_current"
    events = [
        Event(
            ("EpochCardRevealedLater" if later else "EpochCardRevealed")
            if epoch
            else "CardRevealed",
            {
                "number": card["number"],
                "title": card["title"],
                "card": card_label(card),
                "order": list(order),
                "epoch": epoch,
                "slot": slot,
            },
        )
    ]
    if epoch and not later:
        begin_round(d, s, slot, final, events)
    else:
        settle(s, events, d)
    return out(s, events, boundary=True)


def act(d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor) -> Outcome:
    option = str(action.get("option") or "").strip().casefold().replace("-", "_").replace(" ", "_")
    f = acting_faction(d, s, table, action, actor)
    allowed = [o for o in open_options(d, s) if o != "pass"]
    if option == "pass":
        return pass_(d, s, table, action, actor)
    if option not in allowed:
        if option not in d.coin.options.all():
            raise IllegalAction("coin.error.unknown_option", option=option, options=allowed)
        raise IllegalAction(
            "coin.error.option_not_allowed", option=option, faction=f, options=allowed
        )
    slot = "first" if not executions(s) else "second"
    s["cylinders"][f] = slot
    s["card_log"].append({"faction": f, "did": option})
    # One event for every option; its words are the definition's (executed names)
    events = [
        Event("OptionExecuted", {"faction": f, "option": option, "slot": slot, "what": option})
    ]
    settle(s, events, d)
    return out(s, events)


def pass_(d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor) -> Outcome:
    f = acting_faction(d, s, table, action, actor)
    s["cylinders"][f] = "passed"
    s["card_log"].append({"faction": f, "did": "pass"})
    events = [Event("FactionPassed", {"faction": f})]
    for r in d.coin.pass_rewards:
        if r.faction == f and holds(s, r.when):
            old = int(s["tracks"].get(r.track, 0))
            set_track(d, s, r.track, old + r.delta, events, "pass", f)
    settle(s, events, d)
    return out(s, events)


def pivotal(d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor) -> Outcome:
    actor.require_seat()
    f = faction_of(d, action.get("faction") or "")
    if not table.may_act(actor, f):
        raise NotYourTurn("coin.error.not_your_faction", faction=f)
    cur = s["current"]
    if s["phase"] != "card" or cur is None or s["next"] is None:
        raise nobody_up(s)
    order = parse_order(d, action.get("order"))
    rank = d.trumps
    events: list[Event] = []
    log = s["card_log"]
    if cur.get("pivotal") and len(log) == 1 and log[0].get("pivotal"):
        other = str(cur["pivotal"])
        if other == f:
            raise IllegalAction("coin.error.pivotal_already", faction=f)
        if s["cylinders"][f] != "eligible":
            raise IllegalAction("coin.error.not_eligible", faction=f, cylinder=s["cylinders"][f])
        if rank.index(f) > rank.index(other):
            raise IllegalAction("coin.error.trumped", faction=f, by=other)
        s["cylinders"][other] = "eligible"
        s["pivotals"] = [
            p for p in s["pivotals"] if not (p["faction"] == other and p["card"] == cur)
        ]
        events.append(
            Event("PivotalCancelled", {"faction": other, "trumped_by": f, "card": card_label(cur)})
        )
    else:
        if log:
            raise IllegalAction("coin.error.pivotal_too_late")
        if s["cylinders"][f] != "eligible":
            raise IllegalAction("coin.error.not_eligible", faction=f, cylinder=s["cylinders"][f])
        s["deferred"].insert(0, cur)
    card = new_card(d, action.get("number"), action.get("title"), order, pivotal=f)
    s["current"] = card
    s["cylinders"][f] = "first"
    s["card_log"] = [{"faction": f, "did": "event", "pivotal": True}]
    s["pivotals"].append({"faction": f, "card": card})
    titled = card["number"] is not None or bool(card["title"])
    events.append(
        Event(
            "PivotalPlayed" if titled else "PivotalPlayedUntitled",
            {
                "faction": f,
                "number": card["number"],
                "title": card["title"],
                "card": card_label(card),
                "order": list(order),
                "interrupted": card_label(s["deferred"][0]) if s["deferred"] else "",
            },
        )
    )
    settle(s, events, d)
    return out(s, events)


def override(
    d: CoinDefinition, s: CoinState, table: Table, action: Action, actor: Actor
) -> Outcome:
    f = faction_of(d, action.get("faction") or "")
    value = str(action.get("eligibility") or "")
    if value not in ("eligible", "ineligible"):
        raise IllegalAction("coin.error.bad_eligibility", eligibility=value)
    if s["phase"] != "card":
        raise IllegalAction("coin.error.epoch_in_progress")
    # Before anyone has decided on the current card (or while the next card is
    # awaited) an override changes the cylinder at once: it is the effect of an
    # event executed on the card that just ended. During a card it is kept until
    # the card ends.
    in_card = bool(s["card_log"])
    executors = [x["faction"] for x in executions(s)] if in_card else s["last_executed"]
    if not (actor.is_gm or any(table.may_act(actor, e) for e in executors)):
        raise PermissionDenied("coin.error.override_not_allowed")
    kind = "Override" + value.capitalize()
    events: list[Event] = []
    if in_card:
        s["overrides"][f] = value
        events.append(Event(kind, {"faction": f, "eligibility": value, "when": "card_end"}))
    else:
        s["cylinders"][f] = value
        events.append(Event(kind, {"faction": f, "eligibility": value, "when": "now"}))
        settle(s, events, d)
    return out(s, events)
