"""The turn-based family: any game whose sequence of play is rounds (or years) of
phases with lettered steps, each step played with one of a few turn structures.

A game is a data file (``knowledge/games/<slug>.toml``, ``family = "turns"``) that
:func:`parse_definition` validates and normalises; :class:`TurnsFamily` runs any such
definition. Structures:

``prompt``        the players resolve the step themselves; ``phase.next`` advances.
``sequential``    clockwise from the start player, one turn each, a fixed number of
                  turns or until each seat has placed all its pieces (Lancaster).
``passing``       clockwise actions until everyone has passed, with ordered pass
                  rewards, an Event owed before passing, the last-turn rule and the
                  First Player token (Europa Universalis).
``simultaneous``  every seat plays at once until all have declared done (Hadrian's Wall).
``vote``          every seat votes approve/reject on each ballot in order, with extra
                  markers; tallied when all have voted (Lancaster's parliament).

Pure: no clock, no randomness, no I/O. ``state`` stays JSON-serialisable.
"""

from __future__ import annotations

import copy
import tomllib
from collections.abc import Callable
from typing import Any

from bot.engine.errors import IllegalAction, NotYourTurn, PermissionDenied
from bot.engine.games import schema
from bot.engine.games.base import Actor, Event, Option, Outcome, Prompt, Table
from bot.engine.games.structures import STRUCTURES

LOCALES = ("en", "ja", "it")
ROUND_NAMES = ("round", "year")
CONDITIONS = (
    "players_min",
    "players_max",
    "era_over",
    "last_round",
    "first_round",
    "round_min",
    "round_max",
)
TABLE_KINDS = ("pass_rewards", "bands", "list")
ADVANCE = ("anyone", "gm")
CHOICES = ("approve", "reject")
# What a game-specific verb of a definition's [verbs] does: change the pieces a seat
# holds (Lancaster's turn.knights), name the next start player (turn.startplayer),
# report the era's events (EU's era), or set a per-seat counter (counter:<name>).
VERB_KINDS = ("pieces", "next_start_player", "era", "counter")
MAX_MARKERS = 99


# --------------------------------------------------------------------------- definition


def _names(raw: Any, where: str, fallback: str = "") -> dict[str, str]:
    """``{"en": .., "ja": .., "it": ..}`` from a dict or a single string."""
    if raw is None:
        raw = fallback
    if isinstance(raw, str):
        if not raw:
            raise ValueError(
                f"{where}: a name is required (name = {{en = ..., ja = ..., it = ...}})"
            )
        return {loc: raw for loc in LOCALES}
    if not isinstance(raw, dict) or not raw.get("en"):
        raise ValueError(f"{where}: name needs at least an 'en' entry")
    return {loc: str(raw.get(loc) or raw["en"]) for loc in LOCALES}


def _int(value: Any, where: str, lo: int | None = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where}: expected a whole number, got {value!r}")
    if lo is not None and value < lo:
        raise ValueError(f"{where}: must be at least {lo}, got {value}")
    return value


def _check_table(name: str, tab: Any) -> dict[str, Any]:
    where = f"tables.{name}"
    if not isinstance(tab, dict):
        raise ValueError(f"{where}: must be a table")
    tab = dict(tab)
    kind = tab.get("kind")
    if kind not in TABLE_KINDS:
        raise ValueError(f"{where}: kind must be one of {', '.join(TABLE_KINDS)}, got {kind!r}")
    tab["name"] = _names(tab.get("name"), where, name)
    if kind == "pass_rewards":
        cols = tab.get("columns")
        if not isinstance(cols, list) or not cols:
            raise ValueError(
                f"{where}: pass_rewards needs [[{where}.columns]] with players and rewards"
            )
        seen: set[int] = set()
        for i, col in enumerate(cols):
            w = f"{where}.columns[{i}]"
            if not isinstance(col, dict):
                raise ValueError(f"{w}: must be a table")
            players = col.get("players")
            if not isinstance(players, list) or not players:
                raise ValueError(f"{w}: players must be a list of player counts")
            for p in players:
                _int(p, f"{w}.players", 1)
                if p in seen:
                    raise ValueError(f"{w}: player count {p} appears in two columns")
                seen.add(p)
            for r in col.get("rewards", []):
                _int(r, f"{w}.rewards")
            col.setdefault("rewards", [])
        for r in tab.setdefault("bot", []):
            _int(r, f"{where}.bot")
        tab["unit"] = _names(tab.get("unit"), f"{where}.unit", "")
        tab["bot_unit"] = _names(tab.get("bot_unit") or tab["unit"], f"{where}.bot_unit")
    elif kind == "bands":
        bands = tab.get("bands")
        if not isinstance(bands, list) or not bands:
            raise ValueError(f"{where}: bands must be a list of [from, value] pairs")
        last = None
        for i, b in enumerate(bands):
            if not isinstance(b, list) or len(b) != 2:
                raise ValueError(f"{where}.bands[{i}]: must be a [from, value] pair")
            _int(b[0], f"{where}.bands[{i}]", None)
            if last is not None and b[0] <= last:
                raise ValueError(f"{where}.bands: 'from' values must increase")
            last = b[0]
    elif kind == "list":
        if not isinstance(tab.get("values"), list) or not tab["values"]:
            raise ValueError(f"{where}: list needs values = [...]")
    out: dict[str, Any] = tab
    return out


def _check_step(
    step: Any,
    where: str,
    phase: dict[str, Any],
    tables: dict[str, Any],
    options: dict[str, Any],
    ids: set[str],
    counters: dict[str, Any] | None = None,
) -> dict[str, Any]:
    counters = counters or {}
    step = dict(step)
    sid = step["id"]
    if sid in ids:
        raise ValueError(f"{where}: duplicate step id {sid!r} in phase {phase['id']!r}")
    ids.add(sid)
    step["name"] = _names(step.get("name"), where)
    step["section"] = str(step.get("section") or phase.get("section") or "")
    structure = step.get("structure") or phase.get("structure") or "prompt"
    if structure not in STRUCTURES:  # a registered shape (schema.Structure lists them)
        raise ValueError(
            f"{where}: structure must be one of {', '.join(STRUCTURES)}, got {structure!r}"
        )
    step["structure"] = structure
    step["advance"] = step.get("advance") or phase.get("advance") or "anyone"
    when = step.get("when") or phase.get("when") or {}
    for k, v in when.items():  # the schema typed each value as a bool or a number
        flag = k in ("era_over", "last_round", "first_round")
        if flag != isinstance(v, bool):
            kind = "true or false" if flag else "a whole number"
            raise ValueError(f"{where}.when.{k}: must be {kind}")
    step["when"] = dict(when)
    step["era_end"] = bool(step.get("era_end", False))
    for tname in step.get("tables", []):
        if tname not in tables:
            raise ValueError(f"{where}: refers to table {tname!r}, which is not defined")
    step["tables"] = list(step.get("tables", []))
    step["start"] = step.get("start") or "start_player"
    if structure == "sequential":
        until = step.get("until") or ("pieces" if step.get("pieces") else "turns")
        step["until"] = until
        if until == "pieces":
            pieces = step.get("pieces")
            if pieces not in options:
                raise ValueError(
                    f'{where}: pieces must name a setup option (e.g. pieces = "knights"), '
                    f"got {pieces!r}"
                )
        else:
            step["turns"] = _int(step.get("turns", 1), f"{where}.turns", 1)
        places = step.get("places", [])
        step["places"] = places
        excl = step.get("exclusive_places", [])
        if any(p not in places for p in excl):
            raise ValueError(f"{where}.exclusive_places: must list some of the places")
        step["exclusive_places"] = list(excl)
        pnames = step.get("place_names", {})
        if any(p not in places for p in pnames):
            raise ValueError(f"{where}: place_names must map places to names")
        step["place_names"] = {
            p: _names(pnames.get(p), f"{where}.place_names.{p}", p) for p in places
        }
        # button labels: place_labels where a sentence name reads badly on a button
        # ("the castle"), else the place's name
        plabels = step.get("place_labels", {})
        if any(p not in places for p in plabels):
            raise ValueError(f"{where}: place_labels must map places to names")
        step["place_labels"] = {
            p: _names(plabels[p], f"{where}.place_labels.{p}")
            if p in plabels
            else step["place_names"][p]
            for p in places
        }
        chooser = step.get("chooser_place")
        if chooser is not None and chooser not in places:
            raise ValueError(f"{where}: chooser_place {chooser!r} is not one of the places")
    elif structure == "passing":
        rew = step.get("rewards")
        if rew is not None and (rew not in tables or tables[rew]["kind"] != "pass_rewards"):
            raise ValueError(f"{where}: rewards must name a pass_rewards table, got {rew!r}")
        step["event_required"] = bool(step.get("event_required", False))
        step["last_turn"] = bool(step.get("last_turn", rew is not None))
        step["first_player_token"] = bool(step.get("first_player_token", False))
        if step.get("start") is None or "start" not in step:
            step["start"] = "first_player"
    elif structure == "vote":
        step["ballots"] = _int(step.get("ballots", 1), f"{where}.ballots", 1)
        step["tie"] = step.get("tie") or "approve"
        markers = step.get("markers", True)
        if isinstance(markers, str):
            if markers not in counters:
                raise ValueError(
                    f"{where}.markers: {markers!r} is not a counter (define [counters.{markers}])"
                )
        else:
            markers = bool(markers)
        step["markers"] = markers
    grants = step.get("grant", [])
    for i, g in enumerate(grants):
        w = f"{where}.grant[{i}]"
        if g["counter"] not in counters:
            raise ValueError(f"{w}: counter must name one of [counters]")
        if g.get("from") is not None and g["from"] not in counters:
            raise ValueError(f"{w}.from: {g['from']!r} is not a counter")
    step["grant"] = [dict(g) for g in grants]
    step["draws_events"] = bool(step.get("draws_events", False))
    out: dict[str, Any] = step
    return out


def parse_definition(source: str | dict[str, Any]) -> dict[str, Any]:
    """Validate and normalise a turn-based game definition (TOML text or a dict[str, Any]).

    Raises ValueError naming the offending entry. Idempotent."""
    data = tomllib.loads(source) if isinstance(source, str) else copy.deepcopy(source)
    for key in ("slug", "family"):
        if not data.get(key):
            raise ValueError(f"missing '{key}'")
    if data["family"] != "turns":
        raise ValueError(f"family must be 'turns', got {data['family']!r}")
    # types and allowed values of every key (pydantic); what refers to what below
    schema.check(data)
    data["names"] = _names(data.get("names"), "names", data["slug"])
    seats = data.get("seats")
    if (
        not isinstance(seats, dict)
        or not isinstance(seats.get("names"), list)
        or not seats["names"]
    ):
        raise ValueError("[seats] needs names = [...] in seating order")
    if len(set(seats["names"])) != len(seats["names"]):
        raise ValueError("seats.names: duplicate seat name")
    seats["min"] = _int(seats.get("min", 1), "seats.min", 1)
    seats["max"] = _int(seats.get("max", len(seats["names"])), "seats.max", 1)
    if seats["min"] > seats["max"]:
        raise ValueError("seats.min is larger than seats.max")
    if seats["max"] > len(seats["names"]):
        raise ValueError("seats.max is larger than the number of seat names")
    seats["fixed"] = bool(seats.get("fixed", False))
    seats["bots"] = bool(seats.get("bots", False))
    aliases = seats.setdefault("aliases", {})
    for s in aliases:
        if s not in seats["names"]:
            raise ValueError(f"seats.aliases: {s!r} is not a seat")
    rounds = data.get("rounds", {})
    if not isinstance(rounds, dict):
        raise ValueError("[rounds] must be a table")
    rounds["count"] = _int(rounds.get("count", 0), "rounds.count")
    rounds["name"] = rounds.get("name", "round")
    if rounds["name"] not in ROUND_NAMES:
        raise ValueError(f"rounds.name must be one of {', '.join(ROUND_NAMES)}")
    data["rounds"] = rounds
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise ValueError("[options] must be a table")
    for name, opt in options.items():
        if not isinstance(opt, dict) or "default" not in opt:
            raise ValueError(f"options.{name}: needs a default")
        if isinstance(opt["default"], int) and not isinstance(opt["default"], bool):
            opt["min"] = _int(opt.get("min", 0), f"options.{name}.min", None)
            opt["max"] = _int(opt.get("max", 999), f"options.{name}.max", None)
        elif "choices" in opt and opt["default"] not in opt["choices"]:
            raise ValueError(f"options.{name}: default is not one of the choices")
    data["options"] = options
    eras = data.get("eras")
    if eras is not None:
        if not isinstance(eras, dict):
            raise ValueError("[eras] must be a table")
        eras["option"] = eras.get("option", "eras")
        if eras["option"] not in options:
            raise ValueError(f"eras.option: {eras['option']!r} is not a setup option")
    tables = {n: _check_table(n, t) for n, t in data.get("tables", {}).items()}
    data["tables"] = tables
    counters = data.get("counters", {})
    if not isinstance(counters, dict):
        raise ValueError("[counters] must be a table")
    for name, ctr in counters.items():
        if not isinstance(ctr, dict):
            raise ValueError(f"counters.{name}: must be a table")
        ctr["setup"] = _int(ctr.get("setup", 0), f"counters.{name}.setup")
        ctr["max"] = _int(ctr.get("max", MAX_MARKERS), f"counters.{name}.max")
        ctr["name"] = _names(ctr.get("name"), f"counters.{name}", name)
    data["counters"] = counters
    if eras is not None:
        eras["per_round_extra"] = (
            None
            if eras.get("per_round_extra") is None
            else _int(eras["per_round_extra"], "eras.per_round_extra")
        )
    phases = data.get("phases")
    if not isinstance(phases, list) or not phases:
        raise ValueError("a definition needs at least one [[phases]] entry")
    pids: set[str] = set()
    out = []
    for i, ph in enumerate(phases):
        where = f"phases[{i}]"
        if not isinstance(ph, dict):
            raise ValueError(f"{where}: must be a table")
        ph = dict(ph)
        pid = ph.get("id")
        if not isinstance(pid, str) or not pid:
            raise ValueError(f"{where}: every phase needs an id")
        if pid in pids:
            raise ValueError(f"{where}: duplicate phase id {pid!r}")
        pids.add(pid)
        where = f"phase {pid!r}"
        ph["name"] = _names(ph.get("name"), where)
        ph["final"] = bool(ph.get("final", False))
        raw_steps = ph.get("steps")
        if raw_steps is None:
            # A phase without steps is one step carrying the phase's own settings.
            raw_steps = [{k: v for k, v in ph.items() if k not in ("steps", "final")}]
        if not isinstance(raw_steps, list) or not raw_steps:
            raise ValueError(f"{where}: steps must be a non-empty list")
        sids: set[str] = set()
        ph["steps"] = [
            _check_step(s, f"{where} step {j + 1}", ph, tables, options, sids, counters)
            for j, s in enumerate(raw_steps)
        ]
        out.append(ph)
    if all(p["final"] for p in out):
        raise ValueError("every phase is final: at least one phase must be played each round")
    if eras is None and rounds["count"] == 0:
        raise ValueError("rounds.count is 0 (open-ended) but there is no [eras] to end the game")
    if eras is not None and not any(s["era_end"] for p in out for s in p["steps"]):
        raise ValueError("[eras] is set but no step has era_end = true")
    data["phases"] = out
    verbs = data.get("verbs", {})
    if not isinstance(verbs, dict):
        raise ValueError("[verbs] must map an action type to what it does")
    for verb, what in verbs.items():
        kind, _, arg = str(what).partition(":")
        if kind not in VERB_KINDS:
            raise ValueError(
                f"verbs.{verb}: must be one of {', '.join(VERB_KINDS)} (counter:<name>), "
                f"got {what!r}"
            )
        if kind == "counter" and arg not in counters:
            raise ValueError(f"verbs.{verb}: {arg!r} is not a counter")
        if kind == "pieces" and not any(
            st["structure"] == "sequential" and st["until"] == "pieces"
            for p in out
            for st in p["steps"]
        ):
            raise ValueError(f"verbs.{verb}: no step places pieces")
        if kind == "era" and eras is None:
            raise ValueError(f"verbs.{verb}: the game has no [eras]")
    data["verbs"] = dict(verbs)
    data["_turns"] = True
    return data


def _defn(definition: dict[str, Any]) -> dict[str, Any]:
    return definition if definition.get("_turns") else parse_definition(definition)


# --------------------------------------------------------------------------- helpers


def _loc(prefix: str, names: dict[str, str]) -> dict[str, str]:
    return {f"{prefix}_{loc}": names.get(loc, names.get("en", "")) for loc in LOCALES}


def _option(d: dict[str, Any], options: dict[str, Any], name: str) -> Any:
    opt = d["options"].get(name, {})
    value = options.get(name, opt.get("default"))
    if isinstance(opt.get("default"), int) and not isinstance(opt.get("default"), bool):
        try:
            value = int(value)
        except (TypeError, ValueError):
            raise IllegalAction("turns.error.bad_option", option=name, value=value) from None
        if not opt["min"] <= value <= opt["max"]:
            raise IllegalAction(
                "turns.error.option_range", option=name, value=value, min=opt["min"], max=opt["max"]
            )
    elif "choices" in opt and value not in opt["choices"]:
        raise IllegalAction("turns.error.bad_option", option=name, value=value)
    return value


def _count(value: Any) -> int:
    """A whole number >= 0 a player typed, or a clear error."""
    try:
        n = int(value)
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_count", count=str(value)) from None
    if n < 0:
        raise IllegalAction("turns.error.bad_count", count=str(n))
    return n


def _clockwise(seats: list[str], start: str | None) -> list[str]:
    if start not in seats:
        return list(seats)
    i = seats.index(start)
    return seats[i:] + seats[:i]


def _after(seats: list[str], seat: str, eligible: Callable[[str], bool]) -> str | None:
    """The next eligible seat clockwise after ``seat`` (``seat`` itself last)."""
    order = _clockwise(seats, seat)
    for s in order[1:] + order[:1]:
        if eligible(s):
            return s
    return None


def _match(name: str, candidates: list[str], aliases: dict[str, Any] | None = None) -> str | None:
    q = str(name).strip().casefold()
    for c in candidates:
        if c.casefold() == q:
            return c
    for c, al in (aliases or {}).items():
        if c in candidates and q in (a.casefold() for a in al):
            return c
    return None


class _Ctx:
    """One definition + state + table, and the small queries the structures share."""

    def __init__(self, definition: dict[str, Any], state: dict[str, Any], table: Table):
        self.d = _defn(definition)
        self.s = state
        self.t = table
        self.seats = table.names

    @property
    def phase(self) -> dict[str, Any]:
        ph: dict[str, Any] = self.d["phases"][self.s["pi"]]
        return ph

    @property
    def step(self) -> dict[str, Any]:
        st: dict[str, Any] = self.phase["steps"][self.s["si"]]
        return st

    def holds(self, cond: dict[str, Any]) -> bool:
        s, n = self.s, len(self.seats)
        count = self.d["rounds"]["count"]
        checks = {
            "players_min": lambda v: n >= v,
            "players_max": lambda v: n <= v,
            "era_over": lambda v: (s.get("events_left") == 0) == v,
            "last_round": lambda v: (bool(count) and s["round"] >= count) == v,
            "first_round": lambda v: (s["round"] == 1) == v,
            "round_min": lambda v: s["round"] >= v,
            "round_max": lambda v: s["round"] <= v,
        }
        return all(checks[k](v) for k, v in cond.items())

    def names(self) -> dict[str, Any]:
        ph, st = self.phase, self.step
        return {
            "phase": ph["id"],
            "step": st["id"],
            "section": st["section"],
            **_loc("phase", ph["name"]),
            **_loc("step", st["name"]),
        }


# --------------------------------------------------------------------------- the family


class TurnsFamily:
    name = "turns"

    # -- definitions
    def parse_definition(self, data: dict[str, Any]) -> dict[str, Any]:
        return parse_definition(data)

    # -- setup
    def setup(
        self, definition: dict[str, Any], table: Table, options: dict[str, Any]
    ) -> dict[str, Any]:
        d = _defn(definition)
        seats = table.names
        if not seats:
            raise IllegalAction("turns.error.no_seats")
        opts = {name: _option(d, options, name) for name in d["options"]}
        start = seats[0]
        if options.get("first_player") not in (None, ""):
            # the GM's choice of the opening First Player (EU: "Primo Giocatore")
            chosen = _match(str(options["first_player"]), seats, d["seats"].get("aliases"))
            if chosen is None:
                raise IllegalAction(
                    "error.unknown_seat",
                    seat=str(options["first_player"]),
                    seats=", ".join(seats),
                )
            start = chosen
        state: dict[str, Any] = {
            "round": 1,
            "pi": 0,
            "si": 0,
            "options": opts,
            "start_player": start,
            "first_player": start,
            "next_first_player": None,
            "next_start_player": None,
            "chooser": None,
            "era": 1 if d.get("eras") else None,
            "events_left": None,
            "pieces": {},
            "turn": {},
            "pass_order": [],
            "votes": [],
            "log": [],
            "finished": False,
            "counters": {
                name: {x: ctr["setup"] for x in seats} for name, ctr in d["counters"].items()
            },
        }
        if d.get("eras") and options.get("events_left") not in (None, ""):
            state["events_left"] = _count(options["events_left"])
        for ph in d["phases"]:
            for st in ph["steps"]:
                if st["structure"] == "sequential" and st["until"] == "pieces":
                    state["pieces"].setdefault(st["pieces"], {s: opts[st["pieces"]] for s in seats})
        # Enter the first applicable step of the first round.
        state["pi"], state["si"] = -1, -1
        state, _ = self._enter_next(d, state, table, first=True)
        return state

    # -- moving through the sequence
    def _order(self, d: dict[str, Any]) -> list[tuple[int, int]]:
        return [(pi, si) for pi, ph in enumerate(d["phases"]) for si, _ in enumerate(ph["steps"])]

    def _enter_next(
        self, d: dict[str, Any], state: dict[str, Any], table: Table, first: bool = False
    ) -> tuple[dict[str, Any], list[Event]]:
        """Leave the current step and enter the next applicable one (possibly in the
        next round, or the final phases). Returns the new state and events."""
        events: list[Event] = []
        s = state
        order = self._order(d)
        pos = -1 if first else order.index((s["pi"], s["si"]))
        prev_pi = None if first else s["pi"]
        final = d["phases"][s["pi"]]["final"] if not first else False
        if not first:
            cur = d["phases"][s["pi"]]["steps"][s["si"]]
            if cur["era_end"]:
                events.append(Event("EraEnded", {"era": s["era"]}))
                last = _option(d, s["options"], d["eras"]["option"])
                if s["era"] >= last:
                    return self._enter_final(d, s, table, events)
                s["era"] += 1
                s["events_left"] = None
        while True:
            pos += 1
            if pos >= len(order):
                if final:
                    s["finished"] = True
                    events.append(Event("GameFinished", {}))
                    return s, events
                count = d["rounds"]["count"]
                if count and s["round"] >= count:
                    return self._enter_final(d, s, table, events)
                s, ev = self._new_round(d, s, table)
                events += ev
                pos = -1
                prev_pi = None
                continue
            pi, si = order[pos]
            ph = d["phases"][pi]
            if ph["final"] != final:
                continue
            st = ph["steps"][si]
            if not _Ctx(d, {**s, "pi": pi, "si": si}, table).holds(st["when"]):
                continue
            s["pi"], s["si"] = pi, si
            s["turn"] = self._start_structure(d, s, table, st)
            c = _Ctx(d, s, table)
            if pi != prev_pi:
                events.append(Event("PhaseStarted", {"round": s["round"], **c.names()}))
                prev_pi = pi
            events.append(Event("StepStarted", {"round": s["round"], **c.names()}))
            self._on_enter(d, s, table, st, events)
            if (
                st["structure"] == "sequential"
                and st["until"] == "pieces"
                and s["turn"]["current"] is None
            ):
                # nobody holds a piece: the step is over at once
                continue
            return s, events

    def _enter_final(
        self, d: dict[str, Any], s: dict[str, Any], table: Table, events: list[Event]
    ) -> tuple[dict[str, Any], list[Event]]:
        order = self._order(d)
        for pi, si in order:
            ph = d["phases"][pi]
            if ph["final"] and _Ctx(d, {**s, "pi": pi, "si": si}, table).holds(
                ph["steps"][si]["when"]
            ):
                s["pi"], s["si"] = pi, si
                s["turn"] = self._start_structure(d, s, table, ph["steps"][si])
                c = _Ctx(d, s, table)
                events.append(Event("FinalScoring", {"round": s["round"], **c.names()}))
                events.append(Event("StepStarted", {"round": s["round"], **c.names()}))
                self._on_enter(d, s, table, ph["steps"][si], events)
                return s, events
        s["finished"] = True
        events.append(Event("GameFinished", {}))
        return s, events

    def _on_enter(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        st: dict[str, Any],
        events: list[Event],
    ) -> None:
        """What happens by itself as a step begins: counters granted (Lancaster's vote
        markers, noble tiles + 1), the round's Event cards drawn (EU: players + 1)."""
        counters = s.setdefault("counters", {})
        for g in st.get("grant", []):
            name, src, plus = g["counter"], g.get("from"), int(g.get("plus", 0))
            ctr = counters.setdefault(name, {})
            for x in table.names:
                base = counters.get(src, {}).get(x, 0) if src else 0
                ctr[x] = min(base + plus, d["counters"][name]["max"])
            data: dict[str, Any] = {"plus": plus, **_loc("counter", d["counters"][name]["name"])}
            kind = "CounterGranted"
            if src:
                data.update(_loc("from", d["counters"][src]["name"]))
                kind = "CounterGrantedFrom"
            events.append(Event(kind, data))
        eras = d.get("eras") or {}
        if st.get("draws_events") and eras.get("per_round_extra") is not None:
            drawn = len(table.names) + int(eras["per_round_extra"])
            if s.get("events_left") is not None:
                s["events_left"] = max(0, int(s["events_left"]) - drawn)
                events.append(
                    Event(
                        "EraEventsDrawn",
                        {"era": s["era"], "drawn": drawn, "events_left": s["events_left"]},
                    )
                )

    def _new_round(
        self, d: dict[str, Any], s: dict[str, Any], table: Table
    ) -> tuple[dict[str, Any], list[Event]]:
        events = []
        if s.get("next_first_player"):
            s["first_player"] = s["next_first_player"]
        if s.get("next_start_player"):
            s["start_player"] = s["next_start_player"]
        s["next_first_player"] = None
        s["next_start_player"] = None
        s["chooser"] = None
        s["round"] += 1
        s["pass_order"] = []
        s["votes"] = []
        s["log"] = []
        kind = "YearStarted" if d["rounds"]["name"] == "year" else "RoundStarted"
        events.append(Event(kind, {"round": s["round"], **self._round_label(d, s)}))
        return s, events

    def _round_label(self, d: dict[str, Any], s: dict[str, Any]) -> dict[str, Any]:
        return {
            "round_name": d["rounds"]["name"],
            "first_player": s["first_player"],
            "start_player": s["start_player"],
        }

    def _start_structure(
        self, d: dict[str, Any], s: dict[str, Any], table: Table, st: dict[str, Any]
    ) -> dict[str, Any]:
        return STRUCTURES[st["structure"]].start(st, s, table.names)

    # -- apply
    def apply(
        self,
        definition: dict[str, Any],
        state: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        d = _defn(definition)
        s = copy.deepcopy(state)
        kind = action.get("type", "")
        if s.get("finished") and kind not in ("table",):
            raise IllegalAction("turns.error.finished")
        handler = {
            "phase.next": self._phase_next,
            "turn.action": self._turn_action,
            "turn.event": self._turn_event,
            "turn.pass": self._turn_pass,
            "turn.place": self._turn_place,
            "turn.done": self._turn_done,
            "turn.undone": self._turn_undone,
            "vote": self._vote,
            "table": self._table,
        }.get(kind)
        if handler is None:
            # a game-specific verb, declared by the definition's [verbs]
            what, _, arg = str(d.get("verbs", {}).get(kind, "")).partition(":")
            if what == "counter":
                return self._counter(d, s, table, action, actor, arg)
            handler = {
                "pieces": self._turn_knights,
                "next_start_player": self._turn_startplayer,
                "era": self._era,
            }.get(what)
        if handler is None:
            raise IllegalAction("turns.error.unknown_action", action=kind)
        return handler(d, s, table, action, actor)

    # common checks
    def _require(
        self, d: dict[str, Any], s: dict[str, Any], table: Table, structure: str
    ) -> dict[str, Any]:
        st = _Ctx(d, s, table).step
        if st["structure"] != structure:
            raise IllegalAction(f"turns.error.not_{structure}", **_loc("step", st["name"]))
        return st

    def _seat_for(
        self,
        table: Table,
        actor: Actor,
        action: dict[str, Any],
        default: str | None = None,
        candidates: list[str] | None = None,
    ) -> str:
        """The seat an action is for: named, else the default one if the actor may play
        it, else the actor's only candidate seat."""
        named = action.get("seat")
        if named:
            seat = _match(named, table.names)
            if seat is None:
                raise IllegalAction("error.unknown_seat", seat=named, seats=", ".join(table.names))
            if not table.may_act(actor, seat):
                raise NotYourTurn("turns.error.not_your_seat", seat=seat)
            return seat
        if default is not None and table.may_act(actor, default):
            return default
        pool = candidates if candidates is not None else table.names
        mine = [x for x in pool if table.may_act(actor, x)]
        if len(mine) == 1:
            return mine[0]
        if not mine:
            if default is not None:
                raise NotYourTurn("turns.error.turn_of", seat=default)
            raise NotYourTurn("turns.error.no_seat_to_act")
        raise IllegalAction("turns.error.which_seat", seats=", ".join(mine))

    def _finish_step(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        events: list[Event],
        boundary: bool = False,
    ) -> Outcome:
        events.append(Event("StepCompleted", {"round": s["round"], **_Ctx(d, s, table).names()}))
        r0 = s["round"]
        s, ev = self._enter_next(d, s, table)
        events += ev
        return Outcome(s, events, boundary=boundary or s["round"] != r0)

    # phase.next
    def _phase_next(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        c = _Ctx(d, s, table)
        st = c.step
        if STRUCTURES[st["structure"]].ends_itself:
            raise IllegalAction(
                "turns.error.step_in_progress",
                **_loc("step", st["name"]),
                up=", ".join(self._up(c)),
            )
        if st["advance"] == "gm" and not actor.is_gm:
            raise PermissionDenied("error.gm_only")
        if not actor.is_gm and not actor.seats:
            raise PermissionDenied("turns.error.not_seated")
        r0 = s["round"]
        events: list[Event] = []
        s, ev = self._enter_next(d, s, table)
        events += ev
        return Outcome(s, events, boundary=s["round"] != r0)

    # passing
    def _reward(
        self, d: dict[str, Any], st: dict[str, Any], table: Table, seat: str, rank: int
    ) -> tuple[int, dict[str, Any]] | None:
        name = st.get("rewards")
        if not name:
            return None
        tab = d["tables"][name]
        if seat in table.bots:
            vals, unit = tab["bot"], tab["bot_unit"]
        else:
            n = len(table.names)
            col = next((c for c in tab["columns"] if n in c["players"]), None)
            vals, unit = (col["rewards"] if col else []), tab["unit"]
        if rank <= len(vals) and vals[rank - 1] > 0:
            return vals[rank - 1], unit
        return None

    def _passing_current(self, s: dict[str, Any], table: Table) -> str:
        return str(s["turn"]["current"])

    def _passing_advance(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        st: dict[str, Any],
        events: list[Event],
    ) -> Outcome:
        tn = s["turn"]
        seats = table.names
        if tn["last"] is not None:
            remaining = [x for x in tn["last"] if x not in tn["last_done"]]
            if not remaining:
                return self._passing_end(d, s, table, st, events)
            tn["current"] = remaining[0]
            return Outcome(s, events)
        active = [x for x in seats if x not in tn["passed"]]
        if not active:
            return self._passing_end(d, s, table, st, events)
        rank = len(tn["passed"]) + 1
        if (
            st["last_turn"]
            and tn["passed"]
            and all(self._reward(d, st, table, x, rank) is None for x in active)
        ):
            # Nobody left can earn a pass reward: one last turn each, clockwise.
            order = [
                x
                for x in _clockwise(seats, _after(seats, tn["current"], lambda x: True))
                if x in active
            ]
            tn["last"] = order
            tn["current"] = order[0]
            owed = [x for x in order if st["event_required"] and x not in tn["events"]]
            # no empty list in a sentence: "still owing an Event" only when someone does
            kind = "LastTurnsBegan" if owed else "LastTurnsBeganEventsTaken"
            events.append(Event(kind, {"seats": order, "owe_event": owed}))
            return Outcome(s, events)
        tn["current"] = _after(seats, tn["current"], lambda x: x not in tn["passed"])
        return Outcome(s, events)

    def _passing_end(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        st: dict[str, Any],
        events: list[Event],
    ) -> Outcome:
        tn = s["turn"]
        if st["first_player_token"] and tn["passed"]:
            first = tn["passed"][0]
            token = first
            if first == s["first_player"] and len(tn["passed"]) > 1:
                token = tn["passed"][1]
            s["next_first_player"] = token
            events.append(Event("FirstPlayerTokenWon", {"seat": token}))
        return self._finish_step(d, s, table, events)

    def _turn_common(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> tuple[dict[str, Any], str]:
        st = self._require(d, s, table, "passing")
        cur = s["turn"]["current"]
        seat = self._seat_for(table, actor, action, cur)
        if seat != cur:
            raise NotYourTurn("turns.error.turn_of", seat=cur)
        return st, seat

    def _turn_action(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        if _Ctx(d, s, table).step["structure"] == "sequential":
            return self._sequential_turn(d, s, table, action, actor)
        st, seat = self._turn_common(d, s, table, action, actor)
        tn = s["turn"]
        if tn["last"] is not None and st["event_required"] and seat not in tn["events"]:
            raise IllegalAction("turns.error.last_turn_event", seat=seat)
        events = [Event("TurnTaken", {"seat": seat, "round": s["round"]})]
        if tn["last"] is not None:
            tn["last_done"].append(seat)
            events.append(Event("LastTurnTaken", {"seat": seat}))
        s["log"].append([seat, "action"])
        return self._passing_advance(d, s, table, st, events)

    def _turn_event(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        st, seat = self._turn_common(d, s, table, action, actor)
        tn = s["turn"]
        if seat in tn["events"]:
            raise IllegalAction("turns.error.event_taken", seat=seat)
        tn["events"].append(seat)
        s["log"].append([seat, "event"])
        events = [Event("EventTaken", {"seat": seat, "round": s["round"]})]
        if st["event_required"] and all(x in tn["events"] for x in table.names):
            events.append(Event("AllEventsTaken", {"round": s["round"]}))
        if tn["last"] is not None:
            tn["last_done"].append(seat)
            events.append(Event("LastTurnTaken", {"seat": seat}))
        return self._passing_advance(d, s, table, st, events)

    def _turn_pass(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        st, seat = self._turn_common(d, s, table, action, actor)
        tn = s["turn"]
        if st["event_required"] and seat not in tn["events"]:
            raise IllegalAction("turns.error.event_before_pass", seat=seat)
        events: list[Event] = []
        if tn["last"] is not None:
            tn["last_done"].append(seat)
            events.append(Event("LastTurnTaken", {"seat": seat}))
            return self._passing_advance(d, s, table, st, events)
        tn["passed"].append(seat)
        s["pass_order"] = list(tn["passed"])
        rank = len(tn["passed"])
        got = self._reward(d, st, table, seat, rank)
        if got:
            amount, unit = got
            tn["rewards"].append([seat, amount, unit["en"]])
            events.append(
                Event(
                    "PlayerPassed",
                    {"seat": seat, "rank": rank, "reward": amount, **_loc("unit", unit)},
                )
            )
        else:
            events.append(Event("PlayerPassedNoReward", {"seat": seat, "rank": rank}))
        s["log"].append([seat, "pass"])
        return self._passing_advance(d, s, table, st, events)

    # sequential
    def _sequential_turn(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
        where: str | None = None,
    ) -> Outcome:
        st = self._require(d, s, table, "sequential")
        tn = s["turn"]
        cur = tn["current"]
        seat = self._seat_for(table, actor, action, cur)
        if seat != cur:
            raise NotYourTurn("turns.error.turn_of", seat=cur)
        events: list[Event] = []
        seats = table.names
        if st["until"] == "pieces":
            held = s["pieces"][st["pieces"]]
            if where is not None and where in st.get("exclusive_places", []):
                self._push_out(st, s, seat, where, action, events)
            tn["placed"][seat] = tn["placed"].get(seat, 0) + 1
            tn["placements"].append([seat, where])
            left = held.get(seat, 0) - tn["placed"][seat]
            wnames = _loc("where", st["place_names"].get(where) or {"en": where or "-"})
            if where is not None and where == st.get("chooser_place"):
                s["chooser"] = seat
                events.append(
                    Event(
                        "ChooserPlaceTaken", {"seat": seat, "where": where, "left": left, **wnames}
                    )
                )
            else:
                events.append(
                    Event(
                        "PiecePlaced", {"seat": seat, "where": where or "", "left": left, **wnames}
                    )
                )
            nxt = _after(seats, seat, lambda x: held.get(x, 0) - tn["placed"].get(x, 0) > 0)
        else:
            tn["taken"][seat] += 1
            events.append(Event("TurnTaken", {"seat": seat, "round": s["round"]}))
            nxt = _after(seats, seat, lambda x: tn["taken"][x] < st["turns"])
        s["log"].append([seat, where or "turn"])
        if nxt is None:
            return self._finish_step(d, s, table, events)
        tn["current"] = nxt
        return Outcome(s, events)

    def _push_out(
        self,
        st: dict[str, Any],
        s: dict[str, Any],
        seat: str,
        where: str,
        action: dict[str, Any],
        events: list[Event],
    ) -> None:
        """One piece per exclusive place (Lancaster: one knight per county); a stronger
        one pushes the holder out, back to its owner, who places it again this round
        (seed 003: "すでに置かれている騎士駒は、それより大きい兵力を使うことで追い出せる。
        追い出された騎士駒は、そのプレイヤーの城ボードに戻る")."""
        tn = s["turn"]
        occupants = tn.setdefault("occupants", {})
        raw = action.get("strength")
        strength = None if raw in (None, "") else _count(raw)
        if strength == 0:
            raise IllegalAction("turns.error.bad_count", count="0")
        wnames = _loc("where", st["place_names"].get(where) or {"en": where})
        held = occupants.get(where)
        if held is not None:
            owner, old = held
            if old is None or strength is None:
                raise IllegalAction(
                    "turns.error.place_held_strength", seat=owner, where=where, **wnames
                )
            if strength <= old:
                raise IllegalAction(
                    "turns.error.place_held", seat=owner, where=where, strength=old, **wnames
                )
            tn["placed"][owner] = max(0, tn["placed"].get(owner, 0) - 1)
            for i, (x, w) in enumerate(tn["placements"]):
                if x == owner and w == where:
                    del tn["placements"][i]
                    break
            events.append(
                Event(
                    "PiecePushedOut",
                    {"seat": owner, "by": seat, "where": where, "strength": strength, **wnames},
                )
            )
        occupants[where] = [seat, strength]

    def _turn_place(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        st = self._require(d, s, table, "sequential")
        where = action.get("where")
        if st["places"]:
            m = _match(where or "", st["places"], st.get("place_aliases"))
            if m is None:
                raise IllegalAction(
                    "turns.error.bad_place", where=where or "", places=", ".join(st["places"])
                )
            where = m
        return self._sequential_turn(d, s, table, action, actor, where=where)

    def _turn_knights(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        st_list = [
            st
            for ph in d["phases"]
            for st in ph["steps"]
            if st["structure"] == "sequential" and st["until"] == "pieces"
        ]
        if not st_list:
            raise IllegalAction("turns.error.no_pieces")
        key = st_list[0]["pieces"]
        seat = self._seat_for(table, actor, action)
        try:
            count = int(str(action.get("count")))
        except (TypeError, ValueError):
            raise IllegalAction("turns.error.bad_count", count=action.get("count")) from None
        opt = d["options"][key]
        if not opt["min"] <= count <= opt["max"]:
            raise IllegalAction(
                "turns.error.option_range", option=key, value=count, min=opt["min"], max=opt["max"]
            )
        c = _Ctx(d, s, table)
        if c.step["structure"] == "sequential" and c.step["until"] == "pieces":
            placed = s["turn"]["placed"].get(seat, 0)
            if count < placed:
                raise IllegalAction("turns.error.fewer_than_placed", seat=seat, placed=placed)
        s["pieces"][key][seat] = count
        events = [Event("PiecesSet", {"seat": seat, "count": count})]
        if c.step["structure"] == "sequential" and c.step["until"] == "pieces":
            tn = s["turn"]
            held = s["pieces"][key]

            def has_left(x: str) -> bool:
                return bool(held.get(x, 0) - tn["placed"].get(x, 0) > 0)

            if tn["current"] is None or not has_left(tn["current"]):
                start = tn["current"] or s["start_player"]
                nxt = start if has_left(start) else _after(table.names, start, has_left)
                if nxt is None:
                    return self._finish_step(d, s, table, events)
                tn["current"] = nxt
        return Outcome(s, events)

    def _turn_startplayer(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        named = action.get("target") or action.get("seat") or ""
        target = _match(named, table.names)
        if target is None:
            raise IllegalAction("error.unknown_seat", seat=named, seats=", ".join(table.names))
        chooser = s.get("chooser")
        if chooser is not None:
            if not (table.may_act(actor, chooser) or actor.is_gm):
                raise NotYourTurn("turns.error.chooser_only", seat=chooser)
        elif not (actor.is_gm or actor.seats):
            raise PermissionDenied("turns.error.not_seated")
        s["next_start_player"] = target
        return Outcome(s, [Event("StartPlayerChosen", {"seat": target, "by": chooser or ""})])

    # simultaneous
    def _turn_done(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        self._require(d, s, table, "simultaneous")
        tn = s["turn"]
        waiting = [x for x in table.names if x not in tn["done"]]
        mine = [x for x in table.names if table.may_act(actor, x)]
        if not action.get("seat") and mine and all(x in tn["done"] for x in mine):
            raise IllegalAction("turns.error.already_done", seat=", ".join(mine))
        seat = self._seat_for(table, actor, action, candidates=waiting)
        if seat in tn["done"]:
            raise IllegalAction("turns.error.already_done", seat=seat)
        tn["done"].append(seat)
        left = [x for x in table.names if x not in tn["done"]]
        events = [Event("PlayerDone", {"seat": seat, "waiting": left or "-", "count": len(left)})]
        if not left:
            events.append(Event("AllDone", {"round": s["round"]}))
            return self._finish_step(d, s, table, events)
        return Outcome(s, events)

    def _turn_undone(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        """Take back one's own "done" while the step is still open (Hadrian's Wall: a
        player who declared done too early plays on while the year is open)."""
        self._require(d, s, table, "simultaneous")
        tn = s["turn"]
        mine_done = [x for x in tn["done"] if table.may_act(actor, x)]
        if action.get("seat"):
            seat = self._seat_for(table, actor, action)
        elif len(mine_done) == 1:
            seat = mine_done[0]
        elif not mine_done:
            raise IllegalAction("turns.error.not_done", seat=", ".join(actor.seats))
        else:
            raise IllegalAction("turns.error.which_seat", seats=", ".join(mine_done))
        if seat not in tn["done"]:
            raise IllegalAction("turns.error.not_done", seat=seat)
        tn["done"].remove(seat)
        left = [x for x in table.names if x not in tn["done"]]
        return Outcome(s, [Event("PlayerResumed", {"seat": seat, "waiting": left})])

    def _counter(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
        name: str,
    ) -> Outcome:
        """A per-seat counter a definition declares a verb for (Lancaster's noble tiles,
        which give next round's vote markers)."""
        seat = self._seat_for(table, actor, action)
        count = _count(action.get("count"))
        top = d["counters"][name]["max"]
        if count > top:
            raise IllegalAction(
                "turns.error.option_range", option=name, value=count, min=0, max=top
            )
        s.setdefault("counters", {}).setdefault(name, {})[seat] = count
        return Outcome(
            s,
            [
                Event(
                    "CounterSet",
                    {"seat": seat, "count": count, **_loc("counter", d["counters"][name]["name"])},
                )
            ],
        )

    # vote
    def _vote(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        st = self._require(d, s, table, "vote")
        tn = s["turn"]
        ballot = action.get("law", action.get("ballot"))
        ballot = tn["ballot"] if ballot in (None, "") else ballot
        try:
            ballot = int(ballot)
        except (TypeError, ValueError):
            raise IllegalAction("turns.error.bad_ballot", law=ballot, count=st["ballots"]) from None
        if not 1 <= ballot <= st["ballots"]:
            raise IllegalAction("turns.error.bad_ballot", law=ballot, count=st["ballots"])
        if ballot != tn["ballot"]:
            raise IllegalAction("turns.error.ballot_order", law=ballot, current=tn["ballot"])
        choice = str(action.get("choice", "")).lower()
        if choice not in CHOICES:
            raise IllegalAction("turns.error.bad_choice", choice=choice)
        try:
            markers = int(action.get("markers") or 0)
        except (TypeError, ValueError):
            raise IllegalAction("turns.error.bad_markers", markers=action.get("markers")) from None
        if markers < 0 or markers > MAX_MARKERS or (markers and not st["markers"]):
            raise IllegalAction("turns.error.bad_markers", markers=markers)
        pool = st["markers"] if isinstance(st["markers"], str) else None
        waiting = [x for x in table.names if x not in tn["votes"]]
        mine = [x for x in table.names if table.may_act(actor, x)]
        if not action.get("seat") and mine and all(x in tn["votes"] for x in mine):
            raise IllegalAction("turns.error.already_voted", seat=", ".join(mine), law=ballot)
        seat = self._seat_for(table, actor, action, candidates=waiting)
        if seat in tn["votes"]:
            raise IllegalAction("turns.error.already_voted", seat=seat, law=ballot)
        if pool is not None:
            # Lancaster: the markers a seat holds this round, used up as they are spent
            # (seed 003: "投票マーカー…毎ラウンド使い切りで、持ち越せない")
            have = s.setdefault("counters", {}).setdefault(pool, {}).get(seat, 0)
            if markers > have:
                raise IllegalAction(
                    "turns.error.not_enough_markers", seat=seat, markers=markers, have=have
                )
            s["counters"][pool][seat] = have - markers
        tn["votes"][seat] = [choice, markers]
        left = [x for x in table.names if x not in tn["votes"]]
        kind = "VotedApprove" if choice == "approve" else "VotedReject"
        events = [
            Event(kind, {"seat": seat, "law": ballot, "markers": markers, "waiting": left or "-"})
        ]
        if left:
            return Outcome(s, events)
        approve = sum(1 + m for c, m in tn["votes"].values() if c == "approve")
        reject = sum(1 + m for c, m in tn["votes"].values() if c == "reject")
        if approve == reject:
            result = st["tie"]
        else:
            result = "approve" if approve > reject else "reject"
        tn["results"].append(
            {
                "law": ballot,
                "approve": approve,
                "reject": reject,
                "result": result,
                "votes": tn["votes"],
            }
        )
        s["log"].append(["law", ballot, result])
        kind = "LawApproved" if result == "approve" else "LawRejected"
        events.append(
            Event(
                kind,
                {"law": ballot, "approve": approve, "reject": reject, "tie": approve == reject},
            )
        )
        tn["votes"] = {}
        if ballot >= st["ballots"]:
            approved = [r["law"] for r in tn["results"] if r["result"] == "approve"]
            rejected = [r["law"] for r in tn["results"] if r["result"] != "approve"]
            events.append(
                Event(
                    "VotesTallied"
                    if approved and rejected
                    else ("VotesTalliedAllApproved" if approved else "VotesTalliedAllRejected"),
                    {"approved": approved, "rejected": rejected},
                )
            )
            s["votes"] = tn["results"]
            if pool is not None:
                # "余った投票マーカーはストックに戻す": what is left is not carried over
                left_over = [x for x, n in s["counters"][pool].items() if n > 0]
                s["counters"][pool] = {x: 0 for x in s["counters"][pool]}
                if left_over:
                    events.append(
                        Event(
                            "UnusedCounterReturned",
                            {"seats": left_over, **_loc("counter", d["counters"][pool]["name"])},
                        )
                    )
            return self._finish_step(d, s, table, events)
        tn["ballot"] = ballot + 1
        return Outcome(s, events)

    # eras
    def _era(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        if not d.get("eras"):
            raise IllegalAction("turns.error.no_eras")
        if not (actor.is_gm or actor.seats):
            raise PermissionDenied("turns.error.not_seated")
        events = []
        if action.get("eras") not in (None, ""):
            name = d["eras"]["option"]
            value = _option(d, {name: action["eras"]}, name)
            if value < s["era"]:
                raise IllegalAction("turns.error.eras_below_current", eras=value, era=s["era"])
            s["options"][name] = value
            events.append(Event("ErasSet", {"eras": value}))
        if action.get("events_left") not in (None, ""):
            try:
                left = int(action["events_left"])
            except (TypeError, ValueError):
                raise IllegalAction(
                    "turns.error.bad_count", count=action.get("events_left")
                ) from None
            if left < 0:
                raise IllegalAction("turns.error.bad_count", count=left)
            s["events_left"] = left
            events.append(Event("EraEventsLeft", {"era": s["era"], "events_left": left}))
        if not events:
            raise IllegalAction("turns.error.era_needs_value")
        return Outcome(s, events)

    # tables (scoring helpers)
    def _table(
        self,
        d: dict[str, Any],
        s: dict[str, Any],
        table: Table,
        action: dict[str, Any],
        actor: Actor,
    ) -> Outcome:
        name = action.get("table")
        tab = d["tables"].get(name)
        if tab is None or tab["kind"] != "bands":
            names = [n for n, t in d["tables"].items() if t["kind"] == "bands"]
            raise IllegalAction("turns.error.bad_table", table=name or "", tables=", ".join(names))
        try:
            value = int(str(action.get("value")))
        except (TypeError, ValueError):
            raise IllegalAction("turns.error.bad_count", count=action.get("value")) from None
        result = lookup_band(tab, value)
        return Outcome(
            s,
            [
                Event(
                    "TableLookedUp",
                    {"table": name, "value": value, "result": result, **_loc("table", tab["name"])},
                )
            ],
            undoable=False,
        )

    # -- prompt
    def _up(self, c: _Ctx) -> list[str]:
        if c.s.get("finished"):
            return []
        return STRUCTURES[c.step["structure"]].up(c.step, c.s, c.seats)

    def prompt(self, definition: dict[str, Any], state: dict[str, Any], table: Table) -> Prompt:
        c = _Ctx(definition, state, table)
        if state.get("finished"):
            return Prompt(phase=c.phase["id"], finished=True, step_key="turns.prompt.finished")
        st, tn = c.step, state["turn"]
        up = self._up(c)
        k = st["structure"]
        shape = STRUCTURES[k]
        options: dict[str, list[Option]] = {seat: shape.options(st, state, seat) for seat in up}
        waiting = "" if up else st["advance"]
        params = {"round": state["round"], **self._round_label(c.d, state), **c.names()}
        if k == "vote":
            params["law"] = tn["ballot"]
        key = (
            f"turns.prompt.vote.{c.d['rounds']['name']}"
            if k == "vote"
            else f"turns.prompt.{c.d['rounds']['name']}"
        )
        step_id = f"{state['round']}:{c.phase['id']}:{st['id']}"
        if k == "vote":
            step_id += f":{tn['ballot']}"
        return Prompt(
            phase=c.phase["id"],
            up=up,
            options=options,
            step_key=key,
            step_params=params,
            rule_query=st["section"],
            waiting_for=waiting,
            simultaneous=shape.simultaneous,
            step_id=step_id,
        )

    # -- dashboard / export
    def _position(self, c: _Ctx) -> dict[str, Any]:
        """The position both ``/game export`` and the dashboard show."""
        state, st = c.s, c.step
        pos: dict[str, Any] = {
            "round": state["round"],
            "round_name": c.d["rounds"]["name"],
            "phase": c.phase["id"],
            "step": st["id"],
            "structure": st["structure"],
            "section": st["section"],
            "final": c.phase["final"],
            "finished": bool(state.get("finished")),
            "up": self._up(c),
            "pass_order": list(state.get("pass_order", [])),
            "first_player": state["first_player"],
            "start_player": state["start_player"],
        }
        if c.d.get("eras"):
            pos["era"] = state["era"]
            pos["events_left"] = state.get("events_left")
        for key in ("next_first_player", "next_start_player"):
            if state.get(key):
                pos[key] = state[key]
        if state["pieces"]:
            pos["pieces"] = {k: dict(v) for k, v in state["pieces"].items()}
        if state.get("counters"):
            pos["counters"] = {k: dict(v) for k, v in state["counters"].items()}
        pos.update(STRUCTURES[st["structure"]].position(st, state, c.seats))
        return pos

    def _results(self, c: _Ctx) -> list[dict[str, Any]]:
        """Tallied laws this round (the vote step's so far while it runs)."""
        if c.s.get("votes"):
            return list(c.s["votes"])
        if c.step["structure"] == "vote":
            return list(c.s["turn"].get("results", []))
        return []

    def dashboard(
        self, definition: dict[str, Any], state: dict[str, Any], table: Table
    ) -> dict[str, Any]:
        c = _Ctx(definition, state, table)
        st = c.step
        data = self._position(c)
        data.update(
            {
                "rounds": c.d["rounds"]["count"],
                "phase_name": c.phase["name"],
                "step_name": st["name"],
                "seats": table.names,
                "bots": sorted(table.bots),
                "steps": [
                    {
                        "id": x["id"],
                        "name": x["name"],
                        "current": i == state["si"],
                        "applies": c.holds(x["when"]),
                    }
                    for i, x in enumerate(c.phase["steps"])
                ],
            }
        )
        if c.d.get("eras"):
            data["eras"] = _option(c.d, state["options"], c.d["eras"]["option"])
        if state.get("chooser"):
            data["chooser"] = state["chooser"]
        data.update(STRUCTURES[st["structure"]].dashboard(st, state, table.names))
        results = self._results(c)
        if results:
            data["results"] = [{k: v for k, v in r.items() if k != "votes"} for r in results]
        if st["tables"]:
            data["tables"] = {n: c.d["tables"][n] for n in st["tables"]}
        return data

    def export(
        self, definition: dict[str, Any], state: dict[str, Any], table: Table
    ) -> dict[str, Any]:
        c = _Ctx(definition, state, table)
        pos = self._position(c)
        results = self._results(c)
        if results:
            pos["votes"] = [dict(r) for r in results]
        return {"position": pos}


def lookup_band(tab: dict[str, Any], value: int) -> Any:
    """The value of the last band whose 'from' is <= value (None below the first)."""
    result = None
    for start, v in tab["bands"]:
        if value >= start:
            result = v
    return result


FAMILY = TurnsFamily()
