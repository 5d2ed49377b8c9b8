"""The parts of a turn-based definition besides its phases: rounds, eras, grants,
conditions, verbs and the winner (counters and numbers that may depend on the player
count, :data:`ByPlayers`, are every family's: :mod:`bot.engine.games.counters`)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, StrictBool, StrictInt, model_validator

from bot.engine.games.counters import ByPlayers, for_players
from bot.engine.games.counters import Counter as BaseCounter
from bot.engine.games.definition import Model, Names, Problem, Problems
from bot.engine.games.names import Shorthand
from bot.engine.games.problems import not_one

__all__ = ["ByPlayers", "Counter", "for_players", "not_one"]  # read with the rest of a definition


class Grant(Model):
    """A counter every seat receives as the step begins: ``plus``, on top of another
    counter's value when ``from`` names one (Lancaster: noble tiles + 1)."""

    counter: str
    """The counter every seat receives."""
    from_: str | None = Field(default=None, alias="from")
    """Another counter whose value it starts from."""
    plus: ByPlayers = 0
    """What is added (or the value, without from); by player count too."""


class When(Model):
    """When a step is played (each condition that is given must hold)."""

    players_min: StrictInt | None = None
    """Only with at least this many players."""
    players_max: StrictInt | None = None
    """Only with at most this many players."""
    era_over: StrictBool | None = None
    """Only once the era is over (true) or while it is not (false)."""
    last_round: StrictBool | None = None
    """Only in the last round (true), or in every other (false)."""
    first_round: StrictBool | None = None
    """Only in the first round (true), or in every other (false)."""
    round_min: StrictInt | None = None
    """Only from this round on."""
    round_max: StrictInt | None = None
    """Only up to this round."""
    rounds: tuple[Annotated[StrictInt, Field(ge=1)], ...] | None = Field(default=None, min_length=1)
    """Only in these rounds ([3, 8, 13]: Scotland Yard's surfacing turns)."""
    tied: StrictBool | None = None
    """Only when the lead is shared (true): two or more seats (sides) first on the
    winner's measure and its ties as they stand (a tie-break); or when one leads (false)."""


class Only(Model):
    """Which seats take part in a step: those whose ``counter`` is within ``min`` ..
    ``max`` as the step begins, those the GM names (``named = true``: the step waits
    for ``/turn only seats:``), or those tied for the lead (``leaders = true``). The
    others are left out of it."""

    counter: str | None = None
    """A counter each seat is checked on as the step begins."""
    min: StrictInt | None = None
    """The counter's least value to take part."""
    max: StrictInt | None = None
    """The counter's greatest value to take part."""
    named: StrictBool = False
    """The GM names who takes part as the step begins (/turn only seats:)."""
    hidden: StrictBool = False
    """The seats the GM names stay secret (a hidden-role night): the channel is told
    that they are named and that a choice is in, never whose (a secret step only)."""
    leaders: StrictBool = False
    """Only the seats first on the winner's measure and its ties as the step begins
    (those tied for the lead, in a tie-break)."""

    @model_validator(mode="after")
    def _one(self) -> Only:
        if (self.counter is not None) + self.named + self.leaders != 1:
            raise Problems(
                [Problem("", "give one of counter (with min or max), named = true, leaders = true")]
            )
        if self.counter is not None and self.min is None and self.max is None:
            raise Problems([Problem("counter", "needs min or max (min = 1: more than 0)")])
        if self.hidden and not self.named:
            raise Problems([Problem("hidden", "keeps the seats the GM names secret: needs named")])
        return self

    def holds(self, value: int) -> bool:
        return (self.min is None or value >= self.min) and (self.max is None or value <= self.max)


class OrderBy(Model):
    """A step that sets this round's turn order as it begins, by a counter each seat
    holds (Power Grid's cities: most first); equal seats keep their order so far."""

    counter: str
    """The counter each seat is ranked on."""
    rank: Literal["high", "low"] = "high"
    """"high": the most first; "low": the fewest first (last place first)."""


class Counter(BaseCounter):
    """A number each seat holds (Lancaster's vote markers and noble tiles), or one
    number for the whole game (``shared``: a track such as Twilight Struggle's DEFCON);
    ``min`` below 0 lets it go negative (7 Wonders' defeat tokens)."""

    seat_setup: dict[str, StrictInt] = {}
    """What some seats start at instead ({ russia = 4 })."""
    shared: StrictBool = False
    """One number for the whole game (a track), not one per seat."""
    gm_only: StrictBool = False
    """Only the GM changes it (its verb, /act); players only see it."""

    @model_validator(mode="after")
    def _per_seat(self) -> Counter:
        if any(not self.min <= v <= self.max for v in self.seat_setup.values()):
            raise Problems(
                [Problem("seat_setup", f"must be between min and max ({self.min} to {self.max})")]
            )
        if self.shared and self.seat_setup:
            raise Problems([Problem("seat_setup", "a shared counter has no value per seat")])
        return self

    def start(self, seat: str, players: int) -> int:
        """What ``seat`` holds when play begins."""
        return self.seat_setup.get(seat, for_players(self.setup, players))


def _period(value: object) -> object:
    if isinstance(value, str) and value not in ("round", "year"):
        raise ValueError(
            f"must be 'round', 'year' or a name table such as {{ en = \"Age\", ja = ... }}, "
            f"got {value!r}"
        )
    return value


def _label(value: object) -> object:
    if isinstance(value, dict) and any("{n}" not in str(v) for v in value.values()):
        raise ValueError('each language\'s label holds {n}, the number: { en = "Turn {n}" }')
    return value


class Rounds(Model):
    """How many rounds are played and what a round is called."""

    count: ByPlayers = 0
    """Rounds before the final phases (by player count too: { 3 = 8, 4 = 7 }); 0:
    open-ended, [eras] or an [[end]] condition (or the GM's /game end) end it."""
    name: Annotated[Literal["round", "year"] | Names, BeforeValidator(_period)] = "round"
    """"round" or "year" (the catalogs' words), or a name of its own
    ({ en = "Age", ja = "時代", it = "Era" })."""
    first: StrictInt = 1
    """The number round 1 shows (Diplomacy: 1901); needs a label."""
    label: Annotated[Names | None, BeforeValidator(_label)] = None
    """How a round is written, per language, {n} its number
    ({ en = "{n}", ja = "{n}年", it = "{n}" }, { en = "Turn {n}", ja = "ターン{n}" })."""
    rotate: tuple[Literal["start_player", "first_player"], ...] = ()
    """Markers that pass one seat clockwise at each new round (Puerto Rico's Governor,
    Stone Age's first player), unless a step named their next holder."""

    @model_validator(mode="after")
    def _fits(self) -> Rounds:
        if isinstance(self.count, int) and self.count < 0:
            raise Problems([Problem("count", f"must be 0 or more, got {self.count}")])
        if self.first != 1 and self.label is None:
            raise Problems([Problem("first", 'needs a label: label = { en = "{n}", ... }')])
        return self

    @property
    def word(self) -> str:
        """The catalogs' word for a round (``round``, ``year``), ``named`` for a name
        of the definition's own, ``labelled`` for a label."""
        if self.label is not None:
            return "labelled"
        return self.name if isinstance(self.name, str) else "named"

    def total(self, players: int) -> int:
        return for_players(self.count, players)

    def shown(self, number: int) -> str:
        """Round ``number`` as its label's {n} (1901 for round 1 of Diplomacy)."""
        return str(number + self.first - 1)

    def names(self, shown: str) -> dict[str, str] | None:
        """Round ``shown`` (a label's {n}) in each language of the label."""
        if self.label is None:
            return None
        return {k: v.replace("{n}", shown) for k, v in self.label.items()}


class Eras(Model):
    option: str = "eras"
    """The setup option holding how many eras are played."""
    per_round_extra: StrictInt | None = Field(default=None, ge=0)
    """A draws_events step draws one Event card per seat plus this."""


class TieBreak(Shorthand):
    """What decides between seats equal so far: ``counter:<id>`` (what a counter holds)
    or ``table:<id>`` (the number reported for a scoring table); ``rank``: the higher
    or the lower wins."""

    by: str
    """What breaks the tie: "counter:<id>" or "table:<id>"."""
    rank: Literal["high", "low"] = "high"
    """"high": more is better; "low": fewer is better."""

    @model_validator(mode="before")
    @classmethod
    def _short(cls, data: object) -> object:
        return {"by": data} if isinstance(data, str) else data


class Winner(Model):
    """Who wins once the game is over: ranked by the scoring totals (``score``) or a
    counter (``counter:<id>``), the higher or the lower first; ``ties`` decide, in
    order, between seats still equal; seats equal on everything share the place."""

    by: str = "score"
    """What ranks the seats: "score" (the scoring steps' totals), "counter:<id>", or
    "sides" (each side by its score counter, its seats sharing its place)."""
    rank: Literal["high", "low"] = "high"
    """"high": the most wins; "low": the fewest wins."""
    ties: tuple[TieBreak, ...] = ()
    """What breaks ties, in order: "counter:<id>", "table:<id>" or { by, rank }."""


class End(Model):
    """An end of the game written in data (``[[end]]``): as soon as a counter reaches
    a value (any seat's, or a shared counter: a track at one of its ends), the game
    ends with a winner, a draw or the ranking of ``[winner]``."""

    counter: str
    """The counter watched (per seat: any seat reaching it; shared: the track)."""
    at_least: StrictInt | None = None
    """It ends when the counter is this or more."""
    at_most: StrictInt | None = None
    """It ends when the counter is this or less."""
    result: Literal["winner", "draw", "ranking"] = "winner"
    """"winner": a seat wins (the one that reached it, or ``winner``); "draw": everyone
    shares a draw; "ranking": the seats are ranked by [winner]."""
    winner: str | tuple[str, ...] | None = None
    """Who wins when it holds: a seat, a list of seats, or a side of [sides] (a shared
    counter's end: whose side it is)."""
    name: Names | None = None
    """What it is called, said when it happens ({ en = "Solo victory", ... })."""
    checked: Literal["move", "round_end"] = "move"
    """When it is checked: "move", after every move (the default: the game ends at
    once); "round_end", once the round's last step is over, so that every seat has had
    the same turns (the round is finished, then the game ends)."""
    seats_left: StrictInt | None = None
    """Last one standing: it ends when no more than this many seats have NOT reached
    the value (a seat reaching it is out: influence at 0); the seats left win."""
    every_seat: StrictBool = False
    """It ends when every seat has reached the value (the last traveller reaching Edo),
    not the first."""

    @model_validator(mode="after")
    def _bound(self) -> End:
        if self.at_least is None and self.at_most is None:
            raise Problems([Problem("counter", "needs at_least or at_most")])
        if self.seats_left is not None and self.seats_left < 1:
            raise Problems(
                [
                    Problem(
                        "seats_left",
                        "must be 1 or more (an end when every seat has reached the value: "
                        "every_seat = true)",
                    )
                ]
            )
        if self.every_seat and self.seats_left is not None:
            raise Problems([Problem("every_seat", "not with seats_left (the seats left win)")])
        if self.every_seat and self.result == "winner" and self.winner is None:
            raise Problems(
                [
                    Problem(
                        "every_seat",
                        'every seat reaches it: say how it comes out (result = "ranking" '
                        'ranks them by [winner], or winner = "<seat>")',
                    )
                ]
            )
        if self.winner is not None and self.result != "winner":
            raise Problems([Problem("winner", f'goes with result = "winner", not {self.result!r}')])
        return self

    def reached(self, value: int) -> bool:
        return (self.at_least is not None and value >= self.at_least) or (
            self.at_most is not None and value <= self.at_most
        )


class Side(Model):
    """Seats that play, and win, together (a team; the detectives against Mister X):
    an ``[[end]]`` names it as its winner."""

    name: Names
    """Its name per language, as sentences say it ({ en = "the detectives", ... })."""
    seats: tuple[str, ...] = ()
    """Its seats (none: who is on it is secret, as in a hidden-role game: the side alone
    is named when it wins)."""
    score: str | None = None
    """A shared counter that is the side's score (a team's points): the dashboard
    shows the sides' standing, and [winner] by = "sides" ranks the sides by it."""


class Verb(Shorthand):
    """A game's own command: ``does`` says what it changes (``counter:nobles``,
    ``pieces``, ``next_start_player``, ``era``); ``not_during`` lists phases or steps
    where it is refused."""

    does: str
    """What it changes: "counter:<id>", "pieces", "next_start_player" or "era"."""
    name: Names | None = None
    """Its name per language (the /act action players type)."""
    not_during: tuple[str, ...] = ()
    """Phases or steps (ids) during which it is refused."""
    others: StrictBool = False
    """A counter verb the seat that is up may play on another seat (``seat:`` names
    it): the card that knocks a rival out."""

    @model_validator(mode="before")
    @classmethod
    def _short(cls, data: object) -> object:
        return {"does": data} if isinstance(data, str) else data

    @property
    def kind(self) -> str:
        return self.does.partition(":")[0]

    @property
    def arg(self) -> str:
        return self.does.partition(":")[2]


def seat_counter(value: str, counters: dict[str, Counter]) -> str | None:
    """What is wrong with ``value`` where a counter each seat holds is needed."""
    own = [k for k, c in counters.items() if not c.shared]
    if value in counters and counters[value].shared:
        return f"{value!r} is shared (one number for the game): a counter each seat holds is needed"
    return None if value in own else not_one(value, "counter", own)


def measure_problem(
    by: str, what: tuple[str, ...], counters: tuple[str, ...], tables: tuple[str, ...]
) -> str | None:
    """What is wrong with a measure ``score``/``counter:<id>``/``table:<id>``."""
    kind, _, arg = by.partition(":")
    if kind == "score" and "score" in what and not arg:
        return None
    if kind == "counter" and "counter" in what:
        return None if arg in counters else not_one(arg, "counter", counters)
    if kind == "table" and "table" in what:
        return None if arg in tables else not_one(arg, "table", tables)
    forms = ", ".join("score" if w == "score" else f"{w}:<id>" for w in what)
    return f"must be one of {forms}, got {by!r}"


def winner_problems(
    winner: Winner, counters: tuple[str, ...], tables: tuple[str, ...]
) -> list[Problem]:
    """What ``[winner]`` names that the definition does not have."""
    out = []
    problem = measure_problem(winner.by, ("score", "counter"), counters, tables)
    if problem:
        out.append(Problem("winner.by", problem))
    for i, tie in enumerate(winner.ties):
        problem = measure_problem(tie.by, ("counter", "table"), counters, tables)
        if problem:
            out.append(Problem(f"winner.ties[{i}].by", problem))
    return out
