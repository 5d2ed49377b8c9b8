"""The definition of a COIN game (``family = "coin"``: Pendragon; any COIN title
described by a ``[coin]`` table) as frozen models: the option matrix of the 1st and
2nd Eligible, Pivotal trumps, pass rewards, tracks, the Epoch round and victory."""

from __future__ import annotations

import re
from functools import cached_property
from typing import Literal

from pydantic import Field, StrictInt, model_validator

from bot.engine.games import campaign
from bot.engine.games.counters import Counter, named
from bot.engine.games.definition import GameDefinition, Model, Names, Problem, Problems, SetupOption
from bot.engine.games.names import Shorthand
from bot.engine.games.problems import dotted

# what a ``when`` table allows per track: the values of a state track (or numbers)
When = dict[str, tuple[str | StrictInt, ...]]


class CoinOptions(Model):
    first: tuple[str, ...] = Field(min_length=1)
    """What the 1st Eligible may choose."""
    second: dict[str, tuple[str, ...]] = {}
    """The 1st Eligible's choice -> what the 2nd may choose."""
    names: dict[str, Names] = {}
    """Each option's name on buttons, per language."""
    executed: dict[str, Names] = {}
    """Each option in "<faction> executes ...", per language."""

    def all(self) -> list[str]:
        seen = list(self.first)
        for opts in self.second.values():
            seen += [o for o in opts if o not in seen]
        return seen


class Pivotal(Model):
    trumps: tuple[str, ...] | None = None
    """Factions strongest first (default: seat order)."""
    rule_query: str | None = None
    """The rule lookup a Pivotal Event's prompt quotes."""


class PassReward(Model):
    faction: str
    """The faction passing."""
    track: str
    """The track it gains on."""
    delta: StrictInt
    """What it gains."""
    when: When | None = None
    """Only while a state track is at this value ({ track = value })."""


class Track(Model):
    id: str = Field(min_length=1)
    """The track's id."""
    kind: Literal["number", "state"] = "number"
    """"number" (min to max) or "state" (one of values)."""
    initial: StrictInt | str | None = None
    """Its value when play begins."""
    min: StrictInt | None = None
    """A number track's least value."""
    max: StrictInt | None = None
    """A number track's greatest value."""
    values: tuple[str, ...] = ()
    """A state track's values, in order of shifting down."""
    value_names: dict[str, Names] = {}
    """Each value's name per language."""
    names: Names
    """The track's name per language."""
    aliases: tuple[str, ...] = ()
    """Other words a player may type for it."""
    shortfall: str | None = None
    """The track that pays what this one cannot below min."""

    @model_validator(mode="after")
    def _fits_kind(self) -> Track:
        if self.kind == "state":
            if not self.values:
                raise ValueError("a state track needs its values")
            if self.initial is not None and self.initial not in self.values:
                raise ValueError(f"initial {self.initial!r} is not one of the values")
        elif self.initial is not None and not isinstance(self.initial, int):
            raise ValueError(f"a number track starts at a number, not {self.initial!r}")
        return self

    @property
    def start(self) -> int | str:
        if self.initial is not None:
            return self.initial
        return 0 if self.kind == "number" else self.values[0]


class EpochPhase(Model):
    id: str = Field(min_length=1)
    """The phase's id."""
    heading: str = ""
    """The rule-summary heading the prompt quotes."""
    names: Names
    """Its name per language."""
    prompt: Names | None = None
    """What the players do in it (after "<phase>: "), per language."""


class Effect(Model):
    phase: str
    """The Epoch phase it applies in."""
    track: str
    """The track it changes."""
    when: When | None = None
    """Only while a state track is at this value."""
    delta: StrictInt | None = None
    """What it adds to the track."""
    at_least: StrictInt | None = None
    """A floor: the track is raised to at least this."""
    at: Literal["start", "end"] = "start"
    """When in the phase: "start" or "end"."""

    @model_validator(mode="after")
    def _does_something(self) -> Effect:
        if self.delta is None and self.at_least is None:
            raise ValueError("an effect needs delta or at_least")
        return self


class OnShift(Model):
    track: str
    """The state track whose shift triggers it."""
    phase: str | None = None
    """The Epoch phase it happens in."""
    halve: tuple[str, ...] = ()
    """The tracks halved."""


class Epoch(Model):
    heading: str = ""
    """The rule-summary heading of the Epoch round."""
    played: Literal["on_reveal", "when_current"] = "on_reveal"
    """When the round is played: "on_reveal" (as soon as its card is revealed,
    interrupting the current card: Pendragon) or "when_current" (when its card
    becomes the current card, after the card before it: most COIN titles)."""
    name: Names | None = None
    """The round's name in each language (Propaganda, Coup; default: Epoch)."""
    epochs: StrictInt = Field(default=0, ge=0)
    """How many Epochs the scenario has (0: not known)."""
    victory_phase: str = "victory"
    """The phase where victory is checked."""
    reset_phase: str | None = None
    """The last phase, which resets the cylinders."""
    phases: tuple[EpochPhase, ...] = ()
    """The Epoch round's phases, in order."""
    effects: tuple[Effect, ...] = ()
    """Automatic track changes of its phases."""
    on_shift: tuple[OnShift, ...] = ()
    """What happens when a state track shifts."""


class Condition(Model):
    faction: str
    """The faction it is for."""
    text: Names
    """Its victory condition in words, per language."""

    @model_validator(mode="before")
    @classmethod
    def _words_beside(cls, data: object) -> object:
        """Definitions written before issue 20 put the words beside ``faction``
        (``en = ...``): read as ``text``."""
        if isinstance(data, dict) and "text" not in data:
            words = {k: v for k, v in data.items() if k != "faction" and len(k) == 2}
            if words:
                rest = {k: v for k, v in data.items() if k not in words}
                return {**rest, "text": words}
        return data


class Victory(Model):
    heading: str = ""
    """The rule-summary heading of victory."""
    tie_order: tuple[str, ...] = ()
    """Factions in the order they win ties."""
    conditions: tuple[Condition, ...] = ()
    """Each faction's victory condition."""


class Cards(Model):
    first: StrictInt = Field(default=1, ge=0)
    """The deck's first card number."""
    last: StrictInt | None = Field(default=None, ge=0)
    """The deck's last card number."""


class Coin(Model):
    options: CoinOptions
    """The option matrix of the 1st and 2nd Eligible."""
    pivotal: Pivotal = Pivotal()
    """Pivotal Events: which faction trumps which."""
    pass_rewards: tuple[PassReward, ...] = ()
    """What each faction gains by passing."""
    tracks: tuple[Track, ...] = ()
    """The game's tracks (resources, states)."""
    epoch: Epoch = Epoch()
    """The Epoch round: its phases and automatic effects."""
    victory: Victory = Victory()
    """Victory: each faction's condition and the tie order."""
    cards: Cards = Cards()
    """The deck's card numbers."""


_FOLDED = re.compile(r"[\s_\-・]+")


def fold(text: object) -> str:
    return _FOLDED.sub("", str(text)).casefold()


class CoinVerb(Shorthand):
    """A COIN game's own command: ``does = "track:<id>"`` moves that track,
    ``"counter:<id>"`` sets a faction's counter."""

    does: str
    """What it changes: "track:<id>" or "counter:<id>"."""
    name: Names | None = None
    """Its name per language."""

    @model_validator(mode="before")
    @classmethod
    def _short(cls, data: object) -> object:
        return {"does": data} if isinstance(data, str) else data


class CoinDefinition(GameDefinition):
    family: Literal["coin"]
    """"coin": a COIN-series game."""
    coin: Coin
    """The COIN rules: options, Pivotal Events, tracks, Epochs, victory."""
    counters: dict[str, Counter] = {}
    """Numbers each faction holds (resources, pieces available ...)."""
    verbs: dict[str, CoinVerb] = {}
    """The game's own commands, by id."""

    @model_validator(mode="before")
    @classmethod
    def _counters_named(cls, data: object) -> object:
        if isinstance(data, dict) and "counters" in data:
            return {**data, "counters": named(data["counters"])}
        return data

    @model_validator(mode="after")
    def _refs(self) -> CoinDefinition:
        out: list[Problem] = []
        fs = list(self.seats.names)
        c = self.coin
        if len(fs) < 2:
            out.append(Problem("seats.names", "a COIN game needs its factions"))
        for o in c.options.first:
            if o not in c.options.second:
                out.append(Problem("coin.options.second", f"no 2nd Eligible options after {o!r}"))
        if sorted(self.trumps) != sorted(fs):
            out.append(Problem("coin.pivotal.trumps", "must list every faction"))
        ids = {t.id for t in c.tracks}
        for i, r in enumerate(c.pass_rewards):
            if r.faction not in fs or r.track not in ids:
                out.append(Problem(f"coin.pass_rewards[{i}]", "names an unknown faction or track"))
        phases = self.phase_ids()
        for i, e in enumerate(c.epoch.effects):
            if e.phase not in phases or e.track not in ids:
                out.append(Problem(f"coin.epoch.effects[{i}]", "names an unknown phase or track"))
        for f in c.victory.tie_order:
            if f not in fs:
                out.append(Problem("coin.victory.tie_order", f"names unknown faction {f!r}"))
        # a track that pays its shortfall, or a shift that halves, from an unknown
        # track would fail with a KeyError in the middle of a game
        for i, t in enumerate(c.tracks):
            if t.shortfall is not None and t.shortfall not in ids:
                out.append(
                    Problem(f"coin.tracks[{i}].shortfall", f"{t.shortfall!r} is not a track")
                )
        for i, rule in enumerate(c.epoch.on_shift):
            if rule.track not in ids or any(h not in ids for h in rule.halve):
                out.append(Problem(f"coin.epoch.on_shift[{i}]", "names an unknown track"))
        from bot.engine.games.coin.verbs import check

        for name, verb in self.verbs.items():
            problem = check(self, name, verb.does)
            if problem:
                out.append(Problem(dotted("verbs", name), problem))
        out += self.layout_problems()
        out += [Problem(path, what) for path, what in campaign.problems(self)]
        if out:
            raise Problems(out)
        return self

    # -- what the engine reads
    @property
    def factions(self) -> list[str]:
        return list(self.seats.names)

    @property
    def trumps(self) -> list[str]:
        return list(self.coin.pivotal.trumps or self.seats.names)

    def tie_order(self) -> list[str]:
        order = list(self.coin.victory.tie_order)
        return order + [f for f in self.factions if f not in order]

    def phase_ids(self) -> list[str]:
        return [p.id for p in self.coin.epoch.phases]

    def phase(self, phase: str) -> EpochPhase | None:
        return next((p for p in self.coin.epoch.phases if p.id == phase), None)

    def track(self, track_id: str) -> Track:
        for t in self.coin.tracks:
            if t.id == track_id:
                return t
        raise KeyError(track_id)

    def faction(self, text: object) -> str | None:
        """A faction from its name, alias or label, in any language, case-insensitive."""
        return self._faction_names.get(fold(text))

    @cached_property
    def _faction_names(self) -> dict[str, str]:
        """Every folded name, alias and label -> its faction (the first faction's when
        two share one), made once a definition: folding them all again at each
        lookup was a third of a card's reveal."""
        out: dict[str, str] = {}
        for f in self.factions:
            for n in (f, *self.seats.aliases.get(f, ()), *self.seats.labels.get(f, {}).values()):
                out.setdefault(fold(n), f)
        return out

    def start_options(self) -> dict[str, SetupOption]:
        out = dict(self.options)
        out.setdefault(
            "epochs", SetupOption(default=self.coin.epoch.epochs, min=0, max=20, name=None)
        )
        return out

    def names_of(self, kind: str, id: str, within: str = "") -> dict[str, str] | None:
        opts = self.coin.options
        if kind == "option" and id in opts.names:
            return opts.names[id]
        if kind == "executed":
            return opts.executed.get(id) or opts.names.get(id)
        if kind == "track":
            return next((t.names for t in self.coin.tracks if t.id == id), None)
        if kind == "track_value":
            t = next((t for t in self.coin.tracks if t.id == within), None)
            return t.value_names.get(id) if t else None
        if kind == "verb":
            v = self.verbs.get(id)
            return v.name if v else None
        if kind == "counter":
            c = self.counters.get(id)
            return c.name if c else None
        if kind in ("phase", "epoch_prompt"):
            ph = self.phase(id)
            if ph is None:
                return None
            return ph.names if kind == "phase" else ph.prompt
        return super().names_of(kind, id, within)
