"""The turn structures of the turn-based family, one class per shape.

A step of a game definition names its ``structure``; the family looks the class up in
:data:`STRUCTURES` and calls its hooks instead of switching on the name. A shape
overrides only the hooks where it differs from :class:`Structure` (the ``prompt``
shape overrides none: the players resolve the step and ``/phase next`` moves on),
the way python-chess's board variants override a few methods of the standard board.

Hooks see the step (``st``, the parsed definition entry), the family state ``s``
(``s["turn"]`` is the shape's own part) and the seats in play. They are pure.
"""

from __future__ import annotations

from typing import Any, ClassVar

from bot.engine.games.base import Option

Step = dict[str, Any]
State = dict[str, Any]


def clockwise(seats: list[str], start: str | None) -> list[str]:
    """``seats`` in seating order, beginning at ``start`` (unchanged if absent)."""
    if start not in seats:
        return list(seats)
    i = seats.index(start)
    return seats[i:] + seats[:i]


class Structure:
    """A step the players resolve themselves; ``/phase next`` advances it."""

    name: ClassVar[str] = "prompt"
    # several seats act at once, each once (a vote, "done"): buttons stay valid per
    # seat until that seat has acted or the step ended
    simultaneous: ClassVar[bool] = False
    # the step ends by itself once its turns are over (``/phase next`` is refused)
    ends_itself: ClassVar[bool] = False

    def start(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        """The shape's own state when the step begins (``s["turn"]``)."""
        return {}

    def up(self, st: Step, s: State, seats: list[str]) -> list[str]:
        """The seats whose decision is awaited."""
        return []

    def options(self, st: Step, s: State, seat: str) -> list[Option]:
        """The choices (buttons) open to ``seat``, which is up."""
        return []

    def position(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        """The shape's keys of ``/game export``'s position (and of the dashboard)."""
        return {}

    def dashboard(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        """Extra dashboard keys beyond :meth:`position`."""
        return {}


STRUCTURES: dict[str, Structure] = {}


def register(cls: type[Structure]) -> type[Structure]:
    """Add a shape to :data:`STRUCTURES` under its ``name``."""
    STRUCTURES[cls.name] = cls()
    return cls


register(Structure)


@register
class Sequential(Structure):
    """Clockwise from the start player, one turn each: a fixed number of turns, or one
    piece per turn until every seat has placed all it holds (Lancaster)."""

    name = "sequential"
    ends_itself = True

    def start(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        order = clockwise(seats, _start_seat(st, s))
        if st["until"] == "pieces":
            held = s["pieces"][st["pieces"]]
            cur = next((x for x in order if held.get(x, 0) > 0), None)
            return {
                "current": cur,
                "placed": {x: 0 for x in seats},
                "placements": [],
                "occupants": {},
            }
        return {"current": order[0], "taken": {x: 0 for x in seats}}

    def up(self, st: Step, s: State, seats: list[str]) -> list[str]:
        cur = s["turn"].get("current")
        return [cur] if cur else []

    def options(self, st: Step, s: State, seat: str) -> list[Option]:
        if not st["places"]:
            return [Option("action", "turn action", {}, "turns.option.action")]
        # a held county is no button: pushing a knight out needs its strength
        # (/turn place where: strength:)
        held = s["turn"].get("occupants", {})
        return [
            Option(
                f"turn.place.{p}",
                "turn place",
                {"where": p},
                f"turns.place.{p}",
                label_names=st["place_labels"].get(p, {}),
            )
            for p in st["places"]
            if p not in held
        ]

    def position(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        if st["until"] != "pieces":
            return {}
        return {"placements": [list(p) for p in s["turn"]["placements"]]}

    def dashboard(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        if st["until"] != "pieces":
            return {}
        tn, held = s["turn"], s["pieces"][st["pieces"]]
        return {"left": {x: held.get(x, 0) - tn["placed"].get(x, 0) for x in seats}}


@register
class Passing(Structure):
    """Clockwise actions until everyone has passed, with ordered pass rewards, an
    Event owed before passing, last turns and the First Player token (EU)."""

    name = "passing"
    ends_itself = True

    def start(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        return {
            "current": clockwise(seats, _start_seat(st, s))[0],
            "passed": [],
            "events": [],
            "rewards": [],
            "last": None,
            "last_done": [],
        }

    def up(self, st: Step, s: State, seats: list[str]) -> list[str]:
        cur = s["turn"].get("current")
        return [cur] if cur else []

    def options(self, st: Step, s: State, seat: str) -> list[Option]:
        tn = s["turn"]
        owes = st["event_required"] and seat not in tn["events"]
        action = Option("action", "turn action", {}, "turns.option.action")
        event = Option("event", "turn event", {}, "turns.option.event")
        if tn["last"] is not None:
            return [event] if owes else [action]
        opts = [action]
        if seat not in tn["events"]:
            opts.append(event)
        if not owes:
            opts.append(Option("pass", "turn pass", {}, "turns.option.pass"))
        return opts

    def position(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        tn = s["turn"]
        return {"events_taken": list(tn["events"]), "last_turns": tn["last"]}

    def dashboard(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        return {"rewards": [list(r) for r in s["turn"]["rewards"]]}


@register
class Simultaneous(Structure):
    """Every seat plays at once until all have declared done (Hadrian's Wall)."""

    name = "simultaneous"
    simultaneous = True
    ends_itself = True

    def start(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        return {"done": []}

    def up(self, st: Step, s: State, seats: list[str]) -> list[str]:
        return [x for x in seats if x not in s["turn"]["done"]]

    def options(self, st: Step, s: State, seat: str) -> list[Option]:
        return [Option("done", "turn done", {"seat": seat}, "turns.option.done")]

    def position(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        return {"done": list(s["turn"]["done"])}


@register
class Vote(Structure):
    """Every seat votes approve/reject on each ballot in order, with extra markers;
    tallied when all have voted (Lancaster's parliament)."""

    name = "vote"
    simultaneous = True
    ends_itself = True

    def start(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        return {"ballot": 1, "votes": {}, "results": []}

    def up(self, st: Step, s: State, seats: list[str]) -> list[str]:
        return [x for x in seats if x not in s["turn"]["votes"]]

    def options(self, st: Step, s: State, seat: str) -> list[Option]:
        law = s["turn"]["ballot"]
        return [
            Option(c, "vote", {"law": law, "choice": c, "seat": seat}, f"turns.option.{c}")
            for c in ("approve", "reject")
        ]

    def position(self, st: Step, s: State, seats: list[str]) -> dict[str, Any]:
        tn = s["turn"]
        return {"ballot": tn["ballot"], "voted": sorted(tn["votes"])}


def _start_seat(st: Step, s: State) -> str:
    return str(s["first_player"] if st["start"] == "first_player" else s["start_player"])
