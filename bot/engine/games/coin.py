"""The COIN sequence of play as a game family.

Generic over the COIN series: factions, the 1st/2nd Eligible option matrix, pass
rewards, pivotal trumps, tracks, Epoch (propaganda-like) phases and victory data all
come from the game definition's ``[coin]`` table (see ``knowledge/games/pendragon.toml``).

State (JSON), owned by this module::

    {"factions": [...], "cylinders": {faction: eligible|ineligible|passed|first|second},
     "current": card|None, "next": card|None, "deferred": [card, ...],
     "card_log": [{"faction", "did", "pivotal"?}], "overrides": {faction: eligible|ineligible},
     "last_executed": [faction, ...], "phase": "card" | epoch phase id,
     "epoch": n, "epochs": total or 0, "final_epoch": bool, "tracks": {id: value},
     "pivotals": [{"faction", "card"}], "winner": faction|None, "finished": bool}

A card is ``{"number", "title", "order", "epoch", "final", "pivotal"}``.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from bot.engine.errors import IllegalAction, NotYourTurn, PermissionDenied
from bot.engine.games import coin_schema
from bot.engine.games.base import ANYONE, Actor, Event, Option, Outcome, Prompt, Table

CYLINDERS = ("eligible", "ineligible", "passed", "first", "second")


# --------------------------------------------------------------------------- data


def _coin(definition: dict[str, Any]) -> dict[str, Any]:
    coin: dict[str, Any] = definition.get("coin", {})
    return coin


def factions(definition: dict[str, Any]) -> list[str]:
    return list(definition.get("seats", {}).get("names", []))


def first_options(definition: dict[str, Any]) -> list[str]:
    return list(_coin(definition).get("options", {}).get("first", []))


def second_options(definition: dict[str, Any], first: str) -> list[str]:
    return list(_coin(definition).get("options", {}).get("second", {}).get(first, []))


def all_options(definition: dict[str, Any]) -> list[str]:
    seen = first_options(definition)
    for opts in _coin(definition).get("options", {}).get("second", {}).values():
        seen += [o for o in opts if o not in seen]
    return seen


def tracks(definition: dict[str, Any]) -> list[dict[str, Any]]:
    return list(_coin(definition).get("tracks", []))


def track_def(definition: dict[str, Any], track_id: str) -> dict[str, Any]:
    for t in tracks(definition):
        if t["id"] == track_id:
            return t
    raise KeyError(track_id)


def epoch_phases(definition: dict[str, Any]) -> list[dict[str, Any]]:
    return list(_coin(definition).get("epoch", {}).get("phases", []))


def phase_ids(definition: dict[str, Any]) -> list[str]:
    return [p["id"] for p in epoch_phases(definition)]


def phase_heading(definition: dict[str, Any], phase: str) -> str:
    for p in epoch_phases(definition):
        if p["id"] == phase:
            return str(p.get("heading", ""))
    return ""


def trumps(definition: dict[str, Any]) -> list[str]:
    return list(_coin(definition).get("pivotal", {}).get("trumps", factions(definition)))


def tie_order(definition: dict[str, Any]) -> list[str]:
    order = list(_coin(definition).get("victory", {}).get("tie_order", []))
    return order + [f for f in factions(definition) if f not in order]


def _fold(text: str) -> str:
    return re.sub(r"[\s_\-・]+", "", str(text)).casefold()


def resolve_faction(definition: dict[str, Any], text: str) -> str:
    """A faction from its name, alias or label, in any language, case-insensitive."""
    key = _fold(text)
    seats = definition.get("seats", {})
    for f in factions(definition):
        names = [
            f,
            *seats.get("aliases", {}).get(f, []),
            *seats.get("labels", {}).get(f, {}).values(),
        ]
        if key in (_fold(n) for n in names):
            return f
    raise IllegalAction(
        "coin.error.unknown_faction", faction=str(text), factions=", ".join(factions(definition))
    )


def parse_order(definition: dict[str, Any], value: Any) -> list[str]:
    """A card's faction order: a list[Any], or text such as ``"Sc, D, C, Sa"``."""
    if isinstance(value, str):
        parts = [p for p in re.split(r"[,\s、/>;|]+", value) if p]
    else:
        parts = list(value or [])
    order = [resolve_faction(definition, p) for p in parts]
    if sorted(order) != sorted(factions(definition)):
        raise IllegalAction(
            "coin.error.bad_order",
            order=", ".join(map(str, parts)),
            factions=", ".join(factions(definition)),
        )
    return order


def resolve_track(definition: dict[str, Any], text: str) -> str:
    key = _fold(text)
    for t in tracks(definition):
        names = [t["id"], *t.get("names", {}).values(), *t.get("aliases", [])]
        if key in (_fold(n) for n in names):
            return str(t["id"])
    raise IllegalAction(
        "coin.error.unknown_track",
        track=str(text),
        tracks=", ".join(t["id"] for t in tracks(definition)),
    )


def _resolve_value(tdef: dict[str, Any], text: Any) -> str:
    key = _fold(text)
    for v in tdef.get("values", []):
        names = [v, *tdef.get("value_names", {}).get(v, {}).values()]
        if key in (_fold(n) for n in names):
            return str(v)
    raise IllegalAction(
        "coin.error.bad_track_value",
        track=tdef["id"],
        value=str(text),
        values=", ".join(tdef.get("values", [])),
    )


def _holds(state: dict[str, Any], when: dict[str, Any] | None) -> bool:
    for track, allowed in (when or {}).items():
        if state["tracks"].get(track) not in allowed:
            return False
    return True


# ---------------------------------------------------------------------- queries


def card_executions(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [d for d in state["card_log"] if d["did"] != "pass"]


def up_faction(state: dict[str, Any]) -> str | None:
    """The faction whose decision is awaited: the first Eligible, undecided faction in
    the current card's order, once the next card is revealed; None otherwise."""
    if state["finished"] or state["phase"] != "card":
        return None
    cur = state["current"]
    if cur is None or state["next"] is None:
        return None
    if len(card_executions(state)) >= 2:
        return None
    for f in cur["order"]:
        if state["cylinders"][f] == "eligible":
            return str(f)
    return None


def open_options(definition: dict[str, Any], state: dict[str, Any]) -> list[str]:
    """Option ids open to the up faction (``pass`` included), [] if nobody is up."""
    if up_faction(state) is None:
        return []
    done = card_executions(state)
    opts = first_options(definition) if not done else second_options(definition, done[0]["did"])
    return opts + ["pass"]


def waiting_for(state: dict[str, Any]) -> str:
    if state["finished"]:
        return ""
    if state["phase"] != "card":
        return "phase"
    if state["current"] is None or state["next"] is None:
        return "reveal"
    return ""


# ------------------------------------------------------------------ the family


LOCALES = ("en", "ja", "it")


def option_words(definition: dict[str, Any], option: str, kind: str = "names") -> dict[str, str]:
    """An option's words by locale from ``[coin.options.<kind>]`` (``names`` on
    buttons, ``executed`` in sentences); the option id only if the definition has none."""
    words = _coin(definition).get("options", {}).get(kind, {}).get(option)
    if not isinstance(words, dict) or not words.get("en"):
        if kind != "names":
            return option_words(definition, option, "names")
        return {loc: option for loc in LOCALES}
    return {loc: str(words.get(loc) or words["en"]) for loc in LOCALES}


def _localised(prefix: str, words: dict[str, str]) -> dict[str, str]:
    return {f"{prefix}_{loc}": words[loc] for loc in LOCALES}


_JOIN = {"en": ", ", "ja": "、", "it": ", "}


def _options_words(definition: dict[str, Any], options: list[str]) -> dict[str, str]:
    """``options_<locale>``: the options' names from the definition, joined the way
    each language joins a list (no option id in a sentence)."""
    names = [option_words(definition, o) for o in options]
    return {f"options_{loc}": _JOIN[loc].join(n[loc] for n in names) for loc in LOCALES}


def card_numbers(definition: dict[str, Any]) -> tuple[int, int | None]:
    """The card numbers the deck holds: ``[coin.cards] first``/``last`` (1.. unknown)."""
    cards = _coin(definition).get("cards", {})
    last = cards.get("last")
    return int(cards.get("first", 1)), (int(last) if last is not None else None)


def _card(
    number: Any,
    title: Any,
    order: list[str],
    epoch: bool = False,
    final: bool = False,
    pivotal: str | None = None,
    definition: dict[str, Any] | None = None,
) -> dict[str, Any]:
    num = None
    if number not in (None, ""):
        try:
            num = int(number)
        except (TypeError, ValueError):
            raise IllegalAction("coin.error.bad_number", number=str(number)) from None
        first, last = card_numbers(definition or {})
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


def _is_none(raw: Any) -> bool:
    """The Victory answer "no faction has won"."""
    return _fold(str(raw).strip()) in ("none", "no", "nobody", "なし", "nessuno", "-")


def _truthy(v: Any) -> bool:
    if isinstance(v, str):
        return v.strip().casefold() in ("1", "true", "yes", "y", "on", "はい", "si", "sì")
    return bool(v)


class CoinFamily:
    name = "coin"

    # ------------------------------------------------------------- definition
    def parse_definition(self, definition: dict[str, Any]) -> dict[str, Any]:
        """Refuse a COIN definition whose parts do not fit together (called at load);
        the same entry point as every family's."""
        return self.validate(definition)

    def validate(self, definition: dict[str, Any]) -> dict[str, Any]:
        """Refuse a COIN definition whose parts do not fit together (called at load):
        first its shape (a ValueError naming the key, ``coin.tracks[1].min``), then
        what refers to what. The definition dict itself is returned unchanged."""
        coin_schema.check(definition)
        fs = factions(definition)
        if len(fs) < 2:
            raise ValueError("coin: [seats] names needs the factions")
        c = _coin(definition)
        firsts = first_options(definition)
        if not firsts:
            raise ValueError("coin: [coin.options] first is empty")
        for o in firsts:
            if o not in c.get("options", {}).get("second", {}):
                raise ValueError(f"coin: no 2nd Eligible options after '{o}'")
        if sorted(trumps(definition)) != sorted(fs):
            raise ValueError("coin: [coin.pivotal] trumps must list every faction")
        ids = {t["id"] for t in tracks(definition)}
        for r in c.get("pass_rewards", []):
            if r["faction"] not in fs or r["track"] not in ids:
                raise ValueError(f"coin: pass reward {r} names an unknown faction or track")
        for e in c.get("epoch", {}).get("effects", []):
            if e["phase"] not in phase_ids(definition) or e["track"] not in ids:
                raise ValueError(f"coin: epoch effect {e} names an unknown phase or track")
        for f in tie_order(definition):
            if f not in fs:
                raise ValueError(f"coin: tie order names unknown faction {f}")
        # a track that pays its shortfall, or a shift that halves, from an unknown
        # track would fail with a KeyError in the middle of a game
        for t in tracks(definition):
            if t.get("shortfall") is not None and t["shortfall"] not in ids:
                raise ValueError(f"coin: track {t['id']} pays its shortfall from unknown track")
        for rule in c.get("epoch", {}).get("on_shift", []):
            if rule["track"] not in ids or any(h not in ids for h in rule.get("halve", [])):
                raise ValueError(f"coin: epoch on_shift {rule} names an unknown track")
        return definition

    # ------------------------------------------------------------- setup
    def setup(
        self, definition: dict[str, Any], table: Table, options: dict[str, Any]
    ) -> dict[str, Any]:
        fs = factions(definition) or table.names
        epochs = options.get("epochs") or _coin(definition).get("epoch", {}).get("epochs", 0) or 0
        return {
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
            "epochs": int(epochs),
            "final_epoch": False,
            "epoch_slot": None,
            "tracks": {
                t["id"]: t.get(
                    "initial",
                    0 if t.get("kind", "number") == "number" else t.get("values", [None])[0],
                )
                for t in tracks(definition)
            },
            "pivotals": [],
            "winner": None,
            "finished": False,
            "cards_played": 0,
        }

    # ------------------------------------------------------------- apply
    def apply(
        self,
        definition: dict[str, Any],
        state: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        kind = action.get("type", "")
        handler = {
            "coin.reveal": self._reveal,
            "coin.act": self._act,
            "coin.pass": self._pass,
            "coin.pivotal": self._pivotal,
            "coin.override": self._override,
            "coin.track": self._track,
            "phase.next": self._phase_next,
        }.get(kind)
        if handler is None:
            raise IllegalAction("coin.error.unknown_action", action=kind)
        if state.get("finished"):
            raise IllegalAction("coin.error.game_over")
        s = copy.deepcopy(state)
        events: list[Event] = []
        # every handler returns an Outcome (one protocol for every family)
        return handler(definition, s, table, action, actor, events)

    # ------------------------------------------------------------- helpers
    @staticmethod
    def _require_player(actor: Actor) -> None:
        if not (actor.is_gm or actor.seats):
            raise PermissionDenied("coin.error.not_a_player")

    def _acting_faction(
        self,
        definition: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> str:
        """The faction a player acts for in the card: the one that is up."""
        up = up_faction(s)
        named = action.get("faction")
        if named not in (None, ""):
            f = resolve_faction(definition, named)
            if not table.may_act(actor, f):
                if f == up:  # someone else pressed the up faction's button
                    raise NotYourTurn("coin.error.out_of_turn_up", up=up)
                raise NotYourTurn("coin.error.not_your_faction", faction=f)
            if up is None:
                raise IllegalAction(*self._nobody_up(s))
            if s["cylinders"][f] != "eligible":
                raise IllegalAction(
                    "coin.error.not_eligible", faction=f, cylinder=s["cylinders"][f]
                )
            if f != up:
                raise NotYourTurn("coin.error.out_of_turn", faction=f, up=up)
            return f
        if up is None:
            raise IllegalAction(*self._nobody_up(s))
        if not table.may_act(actor, up):
            raise NotYourTurn("coin.error.out_of_turn_up", up=up)
        return up

    @staticmethod
    def _nobody_up(s: dict[str, Any]) -> tuple[str]:
        w = waiting_for(s)
        if w == "reveal":
            return ("coin.error.nobody_up_reveal",)
        if w == "phase":
            return ("coin.error.nobody_up_epoch",)
        return ("coin.error.nobody_up",)

    @staticmethod
    def _set_track(
        definition: dict[str, Any],
        s: dict[str, Any],
        track: str,
        new: Any,
        events: list[Event],
        cause: str,
        faction: str | None = None,
    ) -> None:
        tdef = track_def(definition, track)
        old = s["tracks"].get(track)
        shortfall = 0
        if tdef.get("kind", "number") == "number":
            new = int(new)
            if "min" in tdef:
                shortfall = max(0, int(tdef["min"]) - new)
                new = max(int(tdef["min"]), new)
            if "max" in tdef:
                new = min(int(tdef["max"]), new)
        s["tracks"][track] = new
        data = {"track": track, "old": old, "new": new, "cause": cause}
        if tdef.get("kind", "number") == "number":
            data["delta"] = new - (old or 0)
        if faction:
            data["faction"] = faction
        events.append(Event("TrackChanged", data))
        # What a track cannot pay below its minimum comes out of another (Briton
        # Resources below 0 are paid from Civitates Wealth).
        if shortfall and tdef.get("shortfall"):
            other = tdef["shortfall"]
            CoinFamily._set_track(
                definition,
                s,
                other,
                s["tracks"].get(other, 0) - shortfall,
                events,
                "shortfall",
                faction,
            )

    def _settle(self, definition: dict[str, Any], s: dict[str, Any], events: list[Event]) -> None:
        """End the current card while it is in play and nobody is left to decide."""
        while (
            s["phase"] == "card"
            and not s["finished"]
            and s["current"] is not None
            and s["next"] is not None
            and up_faction(s) is None
        ):
            self._end_card(s, events)

    @staticmethod
    def _end_card(s: dict[str, Any], events: list[Event]) -> None:
        done = card_executions(s)
        executed = [d["faction"] for d in done]
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
                    "number": cur["number"],
                    "title": cur["title"],
                    "card": card_label(cur),
                    "executed": executed,
                    "ineligible": ineligible,
                    "overrides": dict(s["overrides"]),
                },
            )
        )
        s["last_executed"] = executed
        s["overrides"] = {}
        s["card_log"] = []
        s["cards_played"] += 1
        if s["deferred"]:
            s["current"] = s["deferred"].pop(0)
            events.append(
                Event(
                    "InterruptedCardResumed",
                    {
                        "number": s["current"]["number"],
                        "title": s["current"]["title"],
                        "card": card_label(s["current"]),
                    },
                )
            )
        else:
            s["current"], s["next"] = s["next"], None
            events.append(
                Event(
                    "RevealNeeded",
                    {
                        "number": s["current"]["number"],
                        "title": s["current"]["title"],
                        "card": card_label(s["current"]),
                    },
                )
            )

    # ------------------------------------------------------------- reveal
    def _reveal(
        self,
        definition: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
        events: list[Event],
    ) -> Outcome:
        self._require_player(actor)
        if s["phase"] != "card":
            raise IllegalAction("coin.error.epoch_in_progress")
        if s["current"] is not None and s["next"] is not None:
            raise IllegalAction("coin.error.no_slot")
        epoch = _truthy(action.get("epoch", False))
        final = _truthy(action.get("final", False))
        order_in = action.get("order")
        if epoch and not order_in:
            order = []
        else:
            if not order_in:
                raise IllegalAction("coin.error.order_needed", factions=", ".join(s["factions"]))
            order = parse_order(definition, order_in)
        card = _card(
            action.get("number"), action.get("title"), order, epoch, final, definition=definition
        )
        slot = "current" if s["current"] is None else "next"
        s[slot] = card
        events.append(
            Event(
                "EpochCardRevealed" if epoch else "CardRevealed",
                {
                    "number": card["number"],
                    "title": card["title"],
                    "card": card_label(card),
                    "order": order,
                    "epoch": epoch,
                    "slot": slot,
                },
            )
        )
        if epoch:
            s["epoch"] += 1
            s["final_epoch"] = final or (s["epochs"] > 0 and s["epoch"] >= s["epochs"])
            s["epoch_slot"] = slot
            events.append(
                Event("EpochRoundBegan", {"epoch": s["epoch"], "final": s["final_epoch"]})
            )
            self._enter_phase(definition, s, phase_ids(definition)[0], events)
        else:
            self._settle(definition, s, events)
        return Outcome(state=s, events=events, boundary=True)

    # ------------------------------------------------------------- act / pass
    def _act(
        self,
        definition: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
        events: list[Event],
    ) -> Outcome:
        option = (
            str(action.get("option") or "").strip().casefold().replace("-", "_").replace(" ", "_")
        )
        f = self._acting_faction(definition, s, table, action, actor)
        allowed = [o for o in open_options(definition, s) if o != "pass"]
        if option == "pass":
            return self._pass(definition, s, table, action, actor, events)
        if option not in allowed:
            if option not in all_options(definition):
                raise IllegalAction(
                    "coin.error.unknown_option",
                    option=option,
                    options=", ".join(allowed),
                    **_options_words(definition, allowed),
                )
            raise IllegalAction(
                "coin.error.option_not_allowed",
                option=option,
                faction=f,
                options=", ".join(allowed),
                **_localised("option", option_words(definition, option)),
                **_options_words(definition, allowed),
            )
        slot = "first" if not card_executions(s) else "second"
        s["cylinders"][f] = slot
        s["card_log"].append({"faction": f, "did": option})
        # One event for every option; its words come from the definition
        # ([coin.options.executed]), not from the option id.
        events.append(
            Event(
                "OptionExecuted",
                {
                    "faction": f,
                    "option": option,
                    "slot": slot,
                    **_localised("what", option_words(definition, option, "executed")),
                },
            )
        )
        self._settle(definition, s, events)
        return Outcome(state=s, events=events)

    def _pass(
        self,
        definition: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
        events: list[Event],
    ) -> Outcome:
        f = self._acting_faction(definition, s, table, action, actor)
        s["cylinders"][f] = "passed"
        s["card_log"].append({"faction": f, "did": "pass"})
        events.append(Event("FactionPassed", {"faction": f}))
        for r in _coin(definition).get("pass_rewards", []):
            if r["faction"] == f and _holds(s, r.get("when")):
                old = s["tracks"].get(r["track"], 0)
                self._set_track(definition, s, r["track"], old + int(r["delta"]), events, "pass", f)
        self._settle(definition, s, events)
        return Outcome(state=s, events=events)

    # ------------------------------------------------------------- pivotal
    def _pivotal(
        self,
        definition: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
        events: list[Event],
    ) -> Outcome:
        f = resolve_faction(definition, action.get("faction") or "")
        if not table.may_act(actor, f):
            raise NotYourTurn("coin.error.not_your_faction", faction=f)
        if s["phase"] != "card" or s["current"] is None or s["next"] is None:
            raise IllegalAction(*self._nobody_up(s))
        order = parse_order(definition, action.get("order"))
        cur = s["current"]
        rank = trumps(definition)
        if cur.get("pivotal") and len(s["card_log"]) == 1 and s["card_log"][0].get("pivotal"):
            other = cur["pivotal"]
            if other == f:
                raise IllegalAction("coin.error.pivotal_already", faction=f)
            if s["cylinders"][f] != "eligible":
                raise IllegalAction(
                    "coin.error.not_eligible", faction=f, cylinder=s["cylinders"][f]
                )
            if rank.index(f) > rank.index(other):
                raise IllegalAction("coin.error.trumped", faction=f, by=other)
            s["cylinders"][other] = "eligible"
            s["pivotals"] = [
                p for p in s["pivotals"] if not (p["faction"] == other and p["card"] == cur)
            ]
            events.append(
                Event(
                    "PivotalCancelled", {"faction": other, "trumped_by": f, "card": card_label(cur)}
                )
            )
        else:
            if s["card_log"]:
                raise IllegalAction("coin.error.pivotal_too_late")
            if s["cylinders"][f] != "eligible":
                raise IllegalAction(
                    "coin.error.not_eligible", faction=f, cylinder=s["cylinders"][f]
                )
            s["deferred"].insert(0, cur)
        card = _card(
            action.get("number"), action.get("title"), order, pivotal=f, definition=definition
        )
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
                    "order": order,
                    "interrupted": card_label(s["deferred"][0]) if s["deferred"] else "",
                },
            )
        )
        self._settle(definition, s, events)
        return Outcome(state=s, events=events)

    # ------------------------------------------------------------- override
    def _override(
        self,
        definition: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
        events: list[Event],
    ) -> Outcome:
        f = resolve_faction(definition, action.get("faction") or "")
        raw = _fold(action.get("eligibility") or "")
        if raw in ("eligible", "e", "エリジブル", "eleggibile", "el"):
            value = "eligible"
        elif raw in ("ineligible", "i", "インエリジブル", "ineleggibile", "in"):
            value = "ineligible"
        else:
            raise IllegalAction(
                "coin.error.bad_eligibility", eligibility=str(action.get("eligibility"))
            )
        if s["phase"] != "card":
            raise IllegalAction("coin.error.epoch_in_progress")
        # Before anyone has decided on the current card (or while the next card is
        # awaited) an override changes the cylinder at once: it is the effect of an
        # event executed on the card that just ended. During a card it is kept until
        # the card ends.
        in_card = bool(s["card_log"])
        executors = [d["faction"] for d in card_executions(s)] if in_card else s["last_executed"]
        if not (actor.is_gm or any(table.may_act(actor, e) for e in executors)):
            raise PermissionDenied("coin.error.override_not_allowed")
        if in_card:
            s["overrides"][f] = value
            events.append(
                Event(
                    "Override" + value.capitalize(),
                    {"faction": f, "eligibility": value, "when": "card_end"},
                )
            )
        else:
            s["cylinders"][f] = value
            events.append(
                Event(
                    "Override" + value.capitalize(),
                    {"faction": f, "eligibility": value, "when": "now"},
                )
            )
            self._settle(definition, s, events)
        return Outcome(state=s, events=events)

    # ------------------------------------------------------------- tracks
    def _track(
        self,
        definition: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
        events: list[Event],
    ) -> Outcome:
        self._require_player(actor)
        track = resolve_track(definition, action.get("track") or "")
        tdef = track_def(definition, track)
        delta, value = action.get("delta"), action.get("value")
        if (delta in (None, "")) == (value in (None, "")):
            raise IllegalAction("coin.error.track_delta_or_value")
        old = s["tracks"].get(track)
        if tdef.get("kind", "number") == "number":
            try:
                new = old + int(delta) if delta not in (None, "") else int(str(value))
            except (TypeError, ValueError):
                raise IllegalAction(
                    "coin.error.bad_track_value",
                    track=track,
                    value=str(delta if delta not in (None, "") else value),
                    values="0-99",
                ) from None
        else:
            values = tdef["values"]
            if delta not in (None, ""):
                try:
                    i = values.index(old) + int(delta)
                except (TypeError, ValueError):
                    raise IllegalAction(
                        "coin.error.bad_track_value",
                        track=track,
                        value=str(delta),
                        values=", ".join(values),
                    ) from None
                new = values[max(0, min(len(values) - 1, i))]
            else:
                new = _resolve_value(tdef, value)
        self._set_track(definition, s, track, new, events, "player")
        for rule in _coin(definition).get("epoch", {}).get("on_shift", []):
            if rule["track"] != track or rule.get("phase") != s["phase"]:
                continue
            values = tdef.get("values", [])
            if old in values and new in values and values.index(new) > values.index(old):
                for h in rule.get("halve", []):
                    v = s["tracks"].get(h, 0)
                    self._set_track(definition, s, h, -(-v // 2), events, "shift")
        return Outcome(state=s, events=events)

    # ------------------------------------------------------------- epoch round
    def _enter_phase(
        self, definition: dict[str, Any], s: dict[str, Any], phase: str, events: list[Event]
    ) -> None:
        s["phase"] = phase
        events.append(
            Event(
                "EpochPhaseStarted",
                {"phase": phase, "epoch": s["epoch"], "heading": phase_heading(definition, phase)},
            )
        )
        self._effects(definition, s, phase, "start", events)

    def _effects(
        self,
        definition: dict[str, Any],
        s: dict[str, Any],
        phase: str,
        at: str,
        events: list[Event],
    ) -> None:
        """The automatic track effects of ``phase`` at its ``start`` or ``end``: the
        Roman Rule tax comes after the players added the Revenue income, the Renown
        floors after the Upkeep Return (seed 000), so those are ``at = "end"``."""
        for eff in _coin(definition).get("epoch", {}).get("effects", []):
            if eff["phase"] != phase or eff.get("at", "start") != at:
                continue
            if not _holds(s, eff.get("when")):
                continue
            old = s["tracks"].get(eff["track"], 0)
            if "delta" in eff:
                self._set_track(definition, s, eff["track"], old + int(eff["delta"]), events, phase)
            elif "at_least" in eff and old < int(eff["at_least"]):
                self._set_track(definition, s, eff["track"], int(eff["at_least"]), events, phase)

    def _winner(
        self, definition: dict[str, Any], s: dict[str, Any], raw: Any, events: list[Event]
    ) -> bool:
        """Parse the Victory answer; True if the game ends."""
        text = str(raw).strip()
        if _is_none(text):
            return False
        parts = [p for p in re.split(r"[,\s、/;|]+", text) if p]
        tied = []
        for p in parts:
            f = resolve_faction(definition, p)
            if f not in tied:
                tied.append(f)
        winner = min(tied, key=tie_order(definition).index)
        s["winner"] = winner
        s["finished"] = True
        events.append(
            Event(
                "GameWon",
                {"faction": winner, "tied": tied if len(tied) > 1 else [], "epoch": s["epoch"]},
            )
        )
        return True

    def _phase_next(
        self,
        definition: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
        events: list[Event],
    ) -> Outcome:
        self._require_player(actor)
        if s["phase"] == "card":
            raise IllegalAction("coin.error.no_epoch_round")
        ids = phase_ids(definition)
        ep = _coin(definition).get("epoch", {})
        victory = ep.get("victory_phase", "victory")
        last = ids[-1]
        raw = action.get("winner")
        if s["phase"] == last and s["final_epoch"]:
            # Seed 000: no winner in the final Epoch round -> victory is determined
            # after Recovery; the game cannot end without one.
            if raw in (None, "") or _is_none(raw):
                raise IllegalAction(
                    "coin.error.final_victory_asks", factions=", ".join(s["factions"])
                )
        if s["phase"] == victory:
            if raw in (None, ""):
                raise IllegalAction("coin.error.victory_asks", factions=", ".join(s["factions"]))
            if self._winner(definition, s, raw, events):
                return Outcome(state=s, events=events, undoable=False)
        self._effects(definition, s, s["phase"], "end", events)
        if s["phase"] == last:
            for f in s["factions"]:
                s["cylinders"][f] = "eligible"
            s["overrides"] = {}
            s["card_log"] = []
            s["last_executed"] = []
            events.append(Event("CylindersReset", {"epoch": s["epoch"]}))
            if s["final_epoch"]:
                self._winner(definition, s, raw, events)
                return Outcome(state=s, events=events, undoable=False)
            slot = s.get("epoch_slot") or "next"
            if s[slot] is not None and s[slot].get("epoch"):
                s[slot] = None
            s["epoch_slot"] = None
            s["phase"] = "card"
            events.append(Event("EpochRoundEnded", {"epoch": s["epoch"]}))
            self._settle(definition, s, events)
            return Outcome(state=s, events=events)
        self._enter_phase(definition, s, ids[ids.index(s["phase"]) + 1], events)
        return Outcome(state=s, events=events)

    # ------------------------------------------------------------- views
    def prompt(self, definition: dict[str, Any], state: dict[str, Any], table: Table) -> Prompt:
        if state["finished"]:
            return Prompt(
                phase=state["phase"],
                finished=True,
                step_key="coin.step.finished",
                step_params={"winner": state.get("winner") or ""},
            )
        if state["phase"] != "card":
            ph = state["phase"]
            victory = _coin(definition).get("epoch", {}).get("victory_phase", "victory")
            asks = ph == victory or (state["final_epoch"] and ph == phase_ids(definition)[-1])
            options = {}
            if asks:  # the players say whether a faction has won: one button per answer
                # after the final Recovery a winner must be named: no "nobody" answer
                nobody = [
                    Option("no_winner", "phase next", {"winner": "none"}, "coin.option.no_winner")
                ]
                options[ANYONE] = (nobody if ph == victory else []) + [
                    Option(
                        f"won_{f}", "phase next", {"winner": f}, "coin.option.won", {"faction": f}
                    )
                    for f in state["factions"]
                ]
            return Prompt(
                phase=ph,
                step_key="coin.step.victory_final" if asks and ph != victory else f"coin.step.{ph}",
                step_params={"epoch": state["epoch"]},
                rule_query=phase_heading(definition, ph),
                waiting_for="anyone",
                options=options,
            )
        up = up_faction(state)
        if up is None:
            cur = state["current"]
            return Prompt(
                phase="card",
                waiting_for="reveal",
                step_key="coin.step.reveal_current" if cur is None else "coin.step.reveal_next",
                step_params={"title": card_label(cur) if cur else ""},
            )
        opts = []
        for o in open_options(definition, state):
            if o == "pass":
                opts.append(Option("pass", "coin pass", {"faction": up}, "coin.option.pass"))
            else:
                opts.append(
                    Option(
                        o,
                        "coin act",
                        {"option": o, "faction": up},
                        f"coin.option.{o}",
                        label_names=option_words(definition, o),
                    )
                )
        slot = "first" if not card_executions(state) else "second"
        return Prompt(
            phase="card",
            up=[up],
            options={up: opts},
            step_key=f"coin.step.{slot}",
            step_params={"faction": up, "title": card_label(state["current"])},
        )

    def export(
        self, definition: dict[str, Any], state: dict[str, Any], table: Table
    ) -> dict[str, Any]:
        up = up_faction(state)
        return {
            "coin": {
                "cylinders": dict(state["cylinders"]),
                "up": up,
                "options": open_options(definition, state),
                "current_card": _card_out(state["current"]),
                "next_card": _card_out(state["next"]),
                "deferred": [_card_out(c) for c in state["deferred"]],
                "phase": state["phase"],
                "waiting_for": waiting_for(state),
                "executed": [
                    {"faction": d["faction"], "option": d["did"]} for d in card_executions(state)
                ],
                "passed": [d["faction"] for d in state["card_log"] if d["did"] == "pass"],
                "overrides": dict(state["overrides"]),
                "tracks": dict(state["tracks"]),
                "epoch": state["epoch"],
                "epochs": state["epochs"],
                "final_epoch": state["final_epoch"],
                "pivotals": [
                    {"faction": p["faction"], "card": _card_out(p["card"])}
                    for p in state["pivotals"]
                ],
                "winner": state["winner"],
                "finished": state["finished"],
            }
        }

    def dashboard(
        self, definition: dict[str, Any], state: dict[str, Any], table: Table
    ) -> dict[str, Any]:
        data = self.export(definition, state, table)["coin"]
        data["factions"] = list(state["factions"])
        data["holders"] = {f: table.holder(f) for f in state["factions"]}
        data["track_order"] = [t["id"] for t in tracks(definition)]
        out: dict[str, Any] = data
        return out


UNTITLED = "untitled_card"  # a value the catalogs name (``value.untitled_card``)


def card_label(card: dict[str, Any] | None) -> str:
    """``#12 Title`` (number and title as given; :data:`UNTITLED` if neither, which
    the catalogs render as words, never ``?``)."""
    if card is None:
        return ""
    num = f"#{card['number']}" if card.get("number") is not None else ""
    return " ".join(x for x in (num, card.get("title") or "") if x) or UNTITLED


def _card_out(card: dict[str, Any] | None) -> dict[str, Any] | None:
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


FAMILY = CoinFamily()
