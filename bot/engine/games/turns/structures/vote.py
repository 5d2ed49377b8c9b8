"""``vote``: every seat votes approve or reject on each ballot in turn, with extra
markers (each vote weighs 1 + markers), tallied when all have voted; a tie goes to
``tie`` (Lancaster's parliament). Markers may be spent from a counter; what is left
when the vote ends goes back to the stock."""

from __future__ import annotations

from typing import Literal, TypedDict, cast

from pydantic import Field, StrictBool, StrictInt

from bot.engine.errors import IllegalAction
from bot.engine.games.base import (
    Action,
    Actor,
    Event,
    Json,
    JsonDict,
    Move,
    Option,
    Outcome,
    Param,
    ids,
)
from bot.engine.games.definition import Problem
from bot.engine.games.turns.definition import Step, TurnsDefinition
from bot.engine.games.turns.settings import Settings
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure, setting
from bot.engine.games.view import Section, Text

CHOICES = ("approve", "reject")
MAX_MARKERS = 99


class VoteSettings(Settings):
    ballots: StrictInt = Field(default=1, ge=1)
    tie: Literal["approve", "reject"] = "approve"
    # extra markers on a vote: allowed (true), not (false), or spent from a counter
    markers: StrictBool | str = True

    def check(self, d: TurnsDefinition) -> list[Problem]:
        if isinstance(self.markers, str) and self.markers not in d.counters:
            return [
                Problem(
                    "markers",
                    f"{self.markers!r} is not a counter (define [counters.{self.markers}])",
                )
            ]
        return []


class VoteTurn(TypedDict):
    ballot: int
    votes: dict[str, list[Json]]  # seat -> [choice, markers]
    results: list[JsonDict]


def _conf(step: Step) -> VoteSettings:
    return setting(step, VoteSettings)


def _tn(p: Play) -> VoteTurn:
    return cast(VoteTurn, p.turn)


def _ballot(action: Action, conf: VoteSettings, current: int) -> int:
    raw = action.get("law", action.get("ballot"))
    if raw in (None, ""):
        return current
    try:
        ballot = int(str(raw))
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_ballot", law=str(raw), count=conf.ballots) from None
    if not 1 <= ballot <= conf.ballots:
        raise IllegalAction("turns.error.bad_ballot", law=ballot, count=conf.ballots)
    if ballot != current:
        raise IllegalAction("turns.error.ballot_order", law=ballot, current=current)
    return ballot


def _markers(action: Action, conf: VoteSettings) -> int:
    raw = action.get("markers")
    try:
        markers = int(str(raw or 0))
    except (TypeError, ValueError):
        raise IllegalAction("turns.error.bad_markers", markers=str(raw)) from None
    if markers < 0 or markers > MAX_MARKERS or (markers and not conf.markers):
        raise IllegalAction("turns.error.bad_markers", markers=markers)
    return markers


def vote(p: Play, action: Action, actor: Actor) -> Outcome:
    conf, tn = _conf(p.step), _tn(p)
    ballot = _ballot(action, conf, tn["ballot"])
    choice = str(action.get("choice", "")).lower()
    if choice not in CHOICES:
        raise IllegalAction("turns.error.bad_choice", choice=choice)
    markers = _markers(action, conf)
    pool = conf.markers if isinstance(conf.markers, str) else None
    seat = p.once(actor, action, tn["votes"], "turns.error.already_voted", law=ballot)
    if pool is not None:
        # Lancaster: the markers a seat holds this round, used up as they are spent
        # (seed 003: "投票マーカー…毎ラウンド使い切りで、持ち越せない")
        have = p.counters().setdefault(pool, {}).get(seat, 0)
        if markers > have:
            raise IllegalAction(
                "turns.error.not_enough_markers", seat=seat, markers=markers, have=have
            )
        p.counters()[pool][seat] = have - markers
    tn["votes"][seat] = [choice, markers]
    left = [x for x in p.seats if x not in tn["votes"]]
    kind = "VotedApprove" if choice == "approve" else "VotedReject"
    events = [Event(kind, {"seat": seat, "law": ballot, "markers": markers, "waiting": list(left)})]
    if left:
        return p.out(events)
    return _tally(p, conf, ballot, pool, events)


def _weight(votes: dict[str, list[Json]], choice: str) -> int:
    return sum(1 + int(str(m)) for c, m in votes.values() if c == choice)


def _tally(
    p: Play, conf: VoteSettings, ballot: int, pool: str | None, events: list[Event]
) -> Outcome:
    tn = _tn(p)
    approve, reject = _weight(tn["votes"], "approve"), _weight(tn["votes"], "reject")
    if approve == reject:
        result = conf.tie
    else:
        result = "approve" if approve > reject else "reject"
    votes: JsonDict = {k: list(v) for k, v in tn["votes"].items()}
    tn["results"].append(
        {"law": ballot, "approve": approve, "reject": reject, "result": result, "votes": votes}
    )
    p.s["log"].append(["law", ballot, result])
    kind = "LawApproved" if result == "approve" else "LawRejected"
    events.append(
        Event(kind, {"law": ballot, "approve": approve, "reject": reject, "tie": approve == reject})
    )
    tn["votes"] = {}
    if ballot < conf.ballots:
        tn["ballot"] = ballot + 1
        return p.out(events)
    approved: list[Json] = [r["law"] for r in tn["results"] if r["result"] == "approve"]
    rejected: list[Json] = [r["law"] for r in tn["results"] if r["result"] != "approve"]
    if approved and rejected:
        kind = "VotesTallied"
    else:
        kind = "VotesTalliedAllApproved" if approved else "VotesTalliedAllRejected"
    events.append(Event(kind, {"approved": approved, "rejected": rejected}))
    p.s["votes"] = tn["results"]
    if pool is not None:
        # "余った投票マーカーはストックに戻す": what is left is not carried over
        held = p.counters()[pool]
        left_over = [x for x, n in held.items() if n > 0]
        p.counters()[pool] = {x: 0 for x in held}
        if left_over:
            seats: list[Json] = list(left_over)
            events.append(Event("UnusedCounterReturned", {"seats": seats, "counter": pool}))
    return p.done(events)


def results_section(results: list[JsonDict]) -> Section:
    """Tallied ballots, one line each (during the vote, and for the rest of the round)."""
    lines = tuple(
        Text(
            "turns.dash.approved" if r["result"] == "approve" else "turns.dash.rejected",
            {"law": r["law"], "approve": r["approve"], "reject": r["reject"]},
        )
        for r in results
    )
    return Section("lines", Vote.sections["results"], lines=lines, id="results")


class Vote(Structure):
    name = "vote"
    settings_model = VoteSettings
    simultaneous = True
    ends_itself = True
    moves = {"vote": vote}
    # the ballot's section is titled with its law; on a board, a column of who voted
    sections = {"ballot": Text("turns.dash.voted"), "results": Text("turns.dash.results")}

    def start(self, p: Play) -> JsonDict:
        return {"ballot": 1, "votes": {}, "results": []}

    def up(self, p: Play) -> list[str]:
        return [x for x in p.seats if x not in _tn(p)["votes"]]

    def options(self, p: Play, seat: str) -> list[Option]:
        law = _tn(p)["ballot"]
        return [
            Option(
                c, "vote", {"law": law, "choice": c, "seat": seat}, label_key=f"turns.option.{c}"
            )
            for c in CHOICES
        ]

    def prompt_key(self, p: Play) -> str:
        return "vote"

    def prompt_params(self, p: Play) -> JsonDict:
        return {"law": _tn(p)["ballot"]}

    def step_id(self, p: Play) -> str:
        return f":{_tn(p)['ballot']}"

    def position(self, p: Play) -> JsonDict:
        tn = _tn(p)
        return {"ballot": tn["ballot"], "voted": ids(sorted(tn["votes"]))}

    def results(self, p: Play) -> list[JsonDict]:
        return list(_tn(p).get("results", []))

    def view(self, p: Play) -> list[Section]:
        tn = _tn(p)
        return [
            Section(
                "seats",
                Text("turns.dash.law", {"law": tn["ballot"]}),
                tuple(sorted(tn["votes"])),
                lines=(Text("turns.dash.voted"),),
                id="ballot",
            )
        ]

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        conf = _conf(step)
        choice = Param("choice", CHOICES, "vote_choice", required=True)
        markers = Param("markers", min=0, max=MAX_MARKERS) if conf.markers else None
        return [Move("vote", "vote", None, choice, markers)]
