"""The settings of a ``passing`` step (its keys in a definition): where its turns
begin, its pass rewards, an Event owed before passing, last turns, the First Player
token, what a seat may do besides passing and what the buttons say."""

from __future__ import annotations

from typing import Literal

from pydantic import StrictBool, model_validator

from bot.engine.games.definition import Names, Problem, Problems
from bot.engine.games.turns.definition import PassRewards, TurnsDefinition, not_one
from bot.engine.games.turns.settings import Settings, Start

# "action", "event" (Europa Universalis' Event), or a move of the game's own (its id,
# named by ``names``: Eclipse's Build, Research)
Doing = str
BUILT_IN = ("action", "event")


class PassingSettings(Settings):
    start: Start = "first_player"
    """Where the turns begin: "first_player" or "start_player"."""
    rewards: str | None = None
    """A pass_rewards table: what each pass rank earns."""
    rewards_to: str | None = None
    """A counter each seat's pass reward is added to (not a bot's: its reward is the
    table's bot column, in bot_unit); without it the reward is only announced (the
    players add it themselves)."""
    event_required: StrictBool = False
    """A seat takes an Event before it may pass."""
    last_turn: StrictBool | None = None
    """Once nobody left could earn a reward, one last turn each (default: with rewards)."""
    first_player_token: StrictBool = False
    """The first to pass takes the First Player token for the next round."""
    token_skips_holder: StrictBool = False
    """With first_player_token: a first to pass that holds the token leaves it to the second."""
    actions: tuple[Doing, ...] | None = None
    """What a seat may do besides passing: "action", "event", or moves of the game's
    own (ids named by names: "build", "research")."""
    after_pass: tuple[Doing, ...] = ()
    """What a seat that has passed still plays on its turns, until everyone has passed
    (Eclipse's reactions): moves of actions; passing again ends only that turn."""
    names: dict[str, Names] = {}
    """Button names of action, event, pass and the game's own moves, per language."""
    capital_pass: tuple[str, ...] = ()
    """Languages in which the game's rules write passing as a capitalised term, as
    sentences then do ("it": "ha Passato", "1° a Passare"); elsewhere it is a verb
    like any other ("ha passato")."""
    next_round_order: Literal["seating", "pass_order"] = "seating"
    """Next round's turn order: "seating", or "pass_order" (the order of passing)."""

    @model_validator(mode="after")
    def _owed(self) -> PassingSettings:
        out = []
        if self.event_required and "event" not in self.offered:
            out.append(Problem("actions", 'event_required needs "event" in actions'))
        for i, x in enumerate(self.offered):
            if x in ("pass", "done") or not x.replace("_", "").isalnum():
                out.append(Problem(f"actions[{i}]", f"{x!r} cannot be a move's id"))
            elif x not in BUILT_IN and x not in self.names:
                out.append(
                    Problem(f"actions[{i}]", f"{x!r} is a move of its own: name it in names")
                )
        for i, x in enumerate(self.after_pass):
            if x not in self.offered or x == "event":
                out.append(Problem(f"after_pass[{i}]", f"must be one of actions, got {x!r}"))
        if self.after_pass and self.last_turns:
            out.append(Problem("after_pass", "a seat that has passed plays on: no last turns"))
        if out:
            raise Problems(out)
        return self

    @property
    def offered(self) -> tuple[str, ...]:
        if self.actions is not None:
            return self.actions
        return ("action", "event") if self.event_required else ("action",)

    @property
    def last_turns(self) -> bool:
        return self.last_turn if self.last_turn is not None else self.rewards is not None

    def names_of(self, kind: str, id: str) -> dict[str, str] | None:
        return self.names.get(id) if kind == "turn_action" else None

    def check(self, d: TurnsDefinition) -> list[Problem]:
        out = []
        if self.rewards is not None and not isinstance(d.tables.get(self.rewards), PassRewards):
            out.append(Problem("rewards", f"must name a pass_rewards table, got {self.rewards!r}"))
        if self.rewards_to is not None:
            per_seat = tuple(k for k, c in d.counters.items() if not c.shared)
            if self.rewards_to not in per_seat:
                out.append(Problem("rewards_to", not_one(self.rewards_to, "counter", per_seat)))
            if self.rewards is None:
                out.append(Problem("rewards_to", "needs rewards: the pass_rewards table it pays"))
        return out
