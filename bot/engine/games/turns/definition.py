"""The definition of a turn-based game (``family = "turns"``) as frozen models.

Rounds (or years) of phases, each phase of lettered steps; a step names the turn
structure that plays it (``structure = "passing"``) and carries that structure's own
keys flat in its table. A phase without ``steps`` is one step with the phase's keys;
a step without ``section``/``structure``/``advance``/``when`` takes its phase's
(:mod:`bot.engine.games.turns.phase_tables` reads the phases so).
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Literal

from pydantic import (
    Field,
    SerializeAsAny,
    StrictBool,
    ValidationError,
    model_validator,
)

from bot.engine.games import counters
from bot.engine.games.base import JsonDict
from bot.engine.games.definition import (
    DefinitionError,
    GameDefinition,
    Model,
    Names,
    Problem,
    Problems,
    problems_of,
)
from bot.engine.games.turns.parts import (
    ByPlayers,
    Counter,
    End,
    Eras,
    Grant,
    Only,
    OrderBy,
    Rounds,
    Side,
    TieBreak,
    Verb,
    When,
    Winner,
    for_players,
    not_one,
    seat_counter,
)
from bot.engine.games.turns.settings import Settings
from bot.engine.games.turns.tables import (
    Bands,
    ListTable,
    PassRewards,
    Reported,
    ScoreTable,
    SetsTable,
    ValueTable,
)

__all__ = [  # read with the definition
    "ByPlayers",
    "Counter",
    "End",
    "Eras",
    "Grant",
    "Only",
    "Rounds",
    "TieBreak",
    "Verb",
    "When",
    "Winner",
    "for_players",
    "not_one",
    "seat_counter",
    "Bands",
    "ListTable",
    "PassRewards",
    "Reported",
    "ScoreTable",
    "SetsTable",
    "ValueTable",
]


class Step(Model):
    id: str = Field(min_length=1)
    """The step's id, unique in its phase."""
    name: Names
    """Its name per language."""
    section: str = ""
    """The rule-summary heading the prompt quotes."""
    structure: str = "prompt"
    """How it is played: prompt, sequential, passing, simultaneous, vote, secret, draft,
    auction, scoring, neighbours."""
    advance: Literal["anyone", "gm"] = "anyone"
    """Who may continue with /phase next: "anyone" or "gm"."""
    when: When = When()
    """Play it only when every condition given holds."""
    era_end: StrictBool = False
    """The step that ends an era ([eras])."""
    tables: tuple[str, ...] = ()
    """Scoring tables shown on the dashboard (and scored by a scoring step)."""
    grant: tuple[Grant, ...] = ()
    """Counters every seat receives as the step begins."""
    draws_events: StrictBool = False
    """The step that draws the era's Event cards ([eras])."""
    repeat: counters.Repeat = 1
    """Times in a row: a number, by player count, by round ([1, 2, 3]) or "round"."""
    pass_hands: tuple[Literal["left", "right"], ...] = ()
    """After each time, hands pass "left" or "right"; one per round, the last repeated."""
    only: Only | None = None
    """Which seats take part (by a counter, or named by the GM)."""
    order_by: OrderBy | None = None
    """This round's turn order, set as the step begins by a counter each seat holds."""
    settings: SerializeAsAny[Settings] = Settings()


class Phase(Model):
    id: str = Field(min_length=1)
    """The phase's id, unique."""
    name: Names
    """Its name per language."""
    section: str = ""
    """The rule-summary heading its steps' prompts quote."""
    final: StrictBool = False
    """Played once, after the last round (or era)."""
    each_seat: StrictBool = False
    """Its steps are played once for each seat in turn, from the start player: in each
    pass only that seat takes part (each player's turn, then the game's reply)."""
    steps: tuple[Step, ...] = Field(min_length=1)
    """Its steps, in order (none: the phase is one step)."""


STEP_KEYS = tuple(k for k in Step.model_fields if k != "settings")
# the phases' problems of the definition being parsed by parse_turns (one per context)
_PENDING: ContextVar[list[Problem] | None] = ContextVar("phase_problems", default=None)
# what stands for phases that did not read, while the other keys are checked
PLACEHOLDER: dict[str, object] = {
    "id": "-",
    "name": "-",
    "steps": [{"id": "-", "name": "-", "settings": Settings()}],
}


class TurnsDefinition(GameDefinition):
    family: Literal["turns"]
    """"turns": rounds of phases and steps."""
    rounds: Rounds = Rounds()
    """How many rounds and what a round is called."""
    eras: Eras | None = None
    """Play in eras, each ending with a step marked era_end."""
    tables: dict[str, ScoreTable] = {}
    """Scoring tables by id."""
    counters: dict[str, Counter] = {}
    """Numbers each seat holds (or the game: shared), by id."""
    verbs: dict[str, Verb] = {}
    """The game's own commands, by id."""
    winner: Winner = Winner()
    """How the seats are ranked when the game is over."""
    end: tuple[End, ...] = ()
    """Conditions that end the game as soon as a counter reaches a value."""
    sides: dict[str, Side] = {}
    """Seats that win together (teams), by id: an [[end]]'s winner may name one."""
    phases: tuple[Phase, ...] = Field(min_length=1)
    """The phases of a round, in order."""

    @model_validator(mode="before")
    @classmethod
    def _prepare(cls, data: object) -> object:
        if not isinstance(data, dict):
            return data
        data = dict(data)
        for part in ("tables", "counters"):  # named by their id unless they say
            if part in data:
                data[part] = counters.named(data[part])
        if "phases" in data:
            from bot.engine.games.turns.phase_tables import read_phases

            phases, problems = read_phases(data["phases"])
            pending = _PENDING.get()
            if problems and pending is not None:
                # said with the other keys' problems (parse_turns); the rest is checked
                pending.extend(problems)
                phases = [PLACEHOLDER]
            elif problems:
                raise Problems(problems)
            data["phases"] = phases
        return data

    @model_validator(mode="after")
    def _refs(self) -> TurnsDefinition:
        from bot.engine.games.turns.refs import problems

        if _PENDING.get():
            return self  # what refers to the phases waits for phases that read
        out = problems(self) + self.layout_problems()
        if out:
            raise Problems(out)
        return self

    # -- what the engine reads
    def order(self) -> list[tuple[int, int]]:
        """Every step's (phase, step) index, in play order."""
        return [(pi, si) for pi, ph in enumerate(self.phases) for si in range(len(ph.steps))]

    def steps(self) -> list[Step]:
        return [st for ph in self.phases for st in ph.steps]

    def names_of(self, kind: str, id: str, within: str = "") -> dict[str, str] | None:
        if kind == "phase":
            return next((p.name for p in self.phases if p.id == id), None)
        if kind == "step":
            for ph in self.phases:
                if ph.id == within or not within:
                    for st in ph.steps:
                        if st.id == id:
                            return st.name
            return None
        if kind in ("counter", "verb", "side"):  # its own name
            own: Counter | Verb | Side | None = getattr(self, f"{kind}s").get(id)
            return own.name if own is not None else None
        if kind == "period" or (kind == "number" and id == "round"):  # a round's own name
            return self.rounds.name if isinstance(self.rounds.name, dict) else None
        if kind == "done_label":  # a button of one step: "<phase>/<step>"
            phase, _, step = id.partition("/")
            for ph in self.phases:
                for st in ph.steps:
                    if (ph.id, st.id) == (phase, step):
                        return st.settings.names_of(kind, "done")
            return None
        if kind == "round_label":
            return self.rounds.names(id)
        if kind == "end":
            i = int(id) if id.isdigit() else -1
            return self.end[i].name if 0 <= i < len(self.end) else None
        if kind == "measure" or (kind == "number" and id.startswith("counter:")):
            what, _, arg = id.partition(":")
            return self.names_of(what, arg) if what in ("counter", "table") else None
        if kind in ("table", "unit"):
            name, _, bot = id.partition(".")
            tab = self.tables.get(name)
            if tab is None:
                return None
            if kind == "table" and isinstance(tab, SetsTable) and bot:
                part = tab.kind_names.get(bot, {"en": bot})
                return {k: f"{v} · {part.get(k) or part['en']}" for k, v in tab.name.items()}
            if kind == "table":
                return tab.name
            if isinstance(tab, PassRewards):
                return (tab.bot_unit or tab.unit) if bot else tab.unit
            return None
        if kind == "table_value":  # a word a table scores, named by the table
            tab = self.tables.get(within)
            return getattr(tab, "value_names", {}).get(id)
        found = super().names_of(kind, id, within)
        if found is not None:
            return found
        for ph in self.phases:
            for st in ph.steps:
                if within and st.id != within:
                    continue
                got = st.settings.names_of(kind, id)
                if got is not None:
                    return got
        return None


def validated(data: JsonDict) -> tuple[TurnsDefinition | None, list[Problem]]:
    """``data`` as a definition, or the problems found: the phases' and those of
    every other key together."""
    pending: list[Problem] = []
    token = _PENDING.set(pending)
    try:
        d = TurnsDefinition.model_validate(data)
    except ValidationError as e:
        return None, pending + problems_of(e, TurnsDefinition)
    finally:
        _PENDING.reset(token)
    return (None, pending) if pending else (d, [])


def _problems(data: JsonDict) -> list[Problem]:
    return validated(data)[1]


def parse_turns(data: JsonDict) -> TurnsDefinition:
    """A turn-based definition, or a DefinitionError listing every problem at once:
    what refers to something else is checked too, on the parts that read."""
    from bot.engine.games.checking import later_problems

    d, problems = validated(data)
    if d is None:
        raise DefinitionError(problems + later_problems(data, problems, _problems))
    return d
