"""``vote``: every seat votes approve or reject on each ballot in turn, with extra
markers (each vote weighs 1 + markers), tallied when all have voted; a tie goes to
``tie``. Markers may be spent from a counter; what is left when the vote ends goes
back to the stock. What a ballot and each choice are called comes from the step
(Lancaster: "law 1", Diplomacy: "the draw"), and an approved ballot may end the
game (``on_approve = "end_game"``: a draw, or the ranking of ``[winner]``).
With ``reveal = "together"`` a vote is said to its voter only: the table learns who
has voted, and every vote of a ballot is revealed at its tally (a hidden-traitor
team vote); the markers a seat spends come off its counter then, with its vote."""

from __future__ import annotations

from typing import TypedDict, cast

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
    Ref,
    ids,
)
from bot.engine.games.turns.definition import Step
from bot.engine.games.turns.state import Play
from bot.engine.games.turns.structures.base import Structure, setting
from bot.engine.games.turns.structures.vote_settings import CHOICES, MAX_MARKERS, VoteSettings
from bot.engine.games.view import Section, Text


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


def _markers(action: Action, conf: VoteSettings, where: JsonDict) -> int:
    """The extra votes a vote spends, refused in the game's own words: the counter
    they come from, or that the step takes none."""
    raw = action.get("markers")
    if conf.markers is False and raw not in (None, "", 0, "0"):
        raise IllegalAction("turns.error.no_markers", markers=str(raw), **where)
    pool = {"counter": conf.markers} if isinstance(conf.markers, str) else {}
    key = "turns.error.bad_markers_of" if pool else "turns.error.bad_markers"
    try:
        markers = int(str(raw or 0))
    except (TypeError, ValueError):
        raise IllegalAction(key, markers=str(raw), **pool) from None
    if markers < 0 or markers > MAX_MARKERS:
        raise IllegalAction(key, markers=markers, **pool)
    return markers


def _data(p: Play, conf: VoteSettings, n: int) -> JsonDict:
    """What names a ballot in an event: its id and its step."""
    return {"ballot": conf.ballot(n), "step": p.step.id, "phase": p.phase.id}


def vote(p: Play, action: Action, actor: Actor) -> Outcome:
    conf, tn = _conf(p.step), _tn(p)
    ballot = _ballot(action, conf, tn["ballot"])
    choice = conf.choice(action.get("choice"))
    if choice is None:
        typed = str(action.get("choice") or "").strip()
        key = "turns.error.vote_how" if not typed else "turns.error.vote_choice"
        raise IllegalAction(key, choice=typed, votes=list(CHOICES), **_data(p, conf, ballot))
    markers = _markers(action, conf, _data(p, conf, ballot))
    pool = conf.markers if isinstance(conf.markers, str) else None
    seat = p.once(
        actor, action, tn["votes"], "turns.error.already_voted_on", **_data(p, conf, ballot)
    )
    if pool is not None:
        # Lancaster: the markers a seat holds this round, used up as they are spent
        # (seed 003: "投票マーカー…毎ラウンド使い切りで、持ち越せない")
        have = p.counters().setdefault(pool, {}).get(seat, 0)
        if markers > have:
            # said "this round" where a step grants the counter anew each round
            granted = any(g.counter == pool for st in p.d.steps() for g in st.grant)
            key = "turns.error.not_enough_markers" if granted else "turns.error.not_enough_of"
            raise IllegalAction(key, seat=seat, markers=markers, have=have, counter=pool)
        if not conf.hidden:  # a hidden vote's markers are spent as it is revealed
            p.counters()[pool][seat] = have - markers
    tn["votes"][seat] = [choice, markers]
    left = [x for x in p.players if x not in tn["votes"]]
    if conf.hidden:  # who has voted, never what (nor with how many markers)
        cast_: JsonDict = {"seat": seat, "waiting": ids(left), **_data(p, conf, ballot)}
        if not left:
            cast_.pop("waiting")
        events = [Event("VoteCast" if left else "VoteCastLast", cast_)]
    else:
        events = [_voted(seat, choice, markers, pool, left, _data(p, conf, ballot))]
    if left:
        return p.out(events)
    return _tally(p, conf, ballot, pool, events)


def _voted(
    seat: str, choice: str, markers: int, pool: str | None, left: list[str], where: JsonDict
) -> Event:
    """A seat's vote said (``left``: the seats still to vote, none at its tally)."""
    data: JsonDict = {"seat": seat, "vote": choice, "waiting": ids(left), **where}
    kind = "Voted"
    if markers:
        data["markers"] = markers
        kind = "VotedMarkers" if pool is not None else "VotedExtra"
        if pool is not None:
            data["counter"] = pool
    if not left:  # the last vote: nobody to name as still voting
        data.pop("waiting")
        kind += "Last"
    return Event(kind, data)


def _revealed(p: Play, conf: VoteSettings, ballot: int, pool: str | None) -> list[Event]:
    """A hidden ballot's votes, said together in seating order, their markers spent."""
    tn = _tn(p)
    events = [Event("VotesRevealed", _data(p, conf, ballot))]
    for seat in p.players:
        vote_ = tn["votes"].get(seat)
        if vote_ is None or vote_[0] not in CHOICES:  # skipped by the GM: no vote
            continue
        markers = int(str(vote_[1]))
        if pool is not None and markers:
            held = p.counters().setdefault(pool, {})
            held[seat] = held.get(seat, 0) - markers
        events.append(_voted(seat, str(vote_[0]), markers, pool, [], _data(p, conf, ballot)))
    return events


def _weight(votes: dict[str, list[Json]], choice: str) -> int:
    return sum(1 + int(str(m)) for c, m in votes.values() if c == choice)


def _tally(
    p: Play, conf: VoteSettings, ballot: int, pool: str | None, events: list[Event]
) -> Outcome:
    tn = _tn(p)
    if conf.hidden:
        events += _revealed(p, conf, ballot, pool)
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
    kind = "BallotApproved" if result == "approve" else "BallotRejected"
    data = {**_data(p, conf, ballot), "approve": approve, "reject": reject}
    data["tie"] = approve == reject
    events.append(Event(kind, data))
    tn["votes"] = {}
    if result == "approve" and conf.ends_game:
        from bot.engine.games.turns.ending import close

        events.append(Event("VoteEndsGame", _data(p, conf, ballot)))
        p.s["votes"] = tn["results"]
        return p.out(events + close(p, conf.result, []))
    if ballot < conf.ballots:
        tn["ballot"] = ballot + 1
        if conf.hidden:  # undo never takes a vote back once the table has seen it
            return p.out(events, boundary=True, since="votes")
        return p.out(events)
    events += _over(p, conf, tn["results"])
    p.s["votes"] = tn["results"]
    if pool is not None:
        # "余った投票マーカーはストックに戻す": what is left is not carried over
        held = p.counters()[pool]
        left_over = [x for x, n in held.items() if n > 0]
        p.counters()[pool] = {x: 0 for x in held}
        if left_over:
            seats: list[Json] = list(left_over)
            events.append(Event("UnusedCounterReturned", {"seats": seats, "counter": pool}))
    if conf.hidden:
        return p.done(events, boundary=True, since="votes")
    return p.done(events)


def _over(p: Play, conf: VoteSettings, results: list[JsonDict]) -> list[Event]:
    """Which ballots passed, once several were voted on."""
    if conf.ballots < 2:
        return []
    approved = ids(conf.ballot(int(str(r["law"]))) for r in results if r["result"] == "approve")
    rejected = ids(conf.ballot(int(str(r["law"]))) for r in results if r["result"] != "approve")
    where: JsonDict = {"step": p.step.id, "phase": p.phase.id}
    if approved and rejected:
        return [Event("BallotsCounted", {"approved": approved, "rejected": rejected, **where})]
    kind = "BallotsAllApproved" if approved else "BallotsAllRejected"
    return [Event(kind, {"ballots": approved or rejected, **where})]


def results_section(results: list[JsonDict], step: str = "") -> Section:
    """Tallied ballots, one line each (during the vote, and for the rest of the round)."""
    lines = tuple(
        Text(
            "turns.dash.ballot_approved"
            if r["result"] == "approve"
            else "turns.dash.ballot_rejected",
            {
                "ballot": str(r.get("ballot") or r["law"]),
                "step": step,
                "approve": r["approve"],
                "reject": r["reject"],
            },
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
    sections = {"ballot": Text("turns.dash.voted"), "results": Text("turns.dash.ballots")}

    def start(self, p: Play) -> JsonDict:
        return {"ballot": 1, "votes": {}, "results": []}

    def up(self, p: Play) -> list[str]:
        return [x for x in p.players if x not in _tn(p)["votes"]]

    def options(self, p: Play, seat: str) -> list[Option]:
        law = _tn(p)["ballot"]
        return [
            Option(
                c,
                "vote",
                {"law": law, "choice": c, "seat": seat},
                Ref("vote_choice", c),
                label_key=f"turns.option.{c}",
            )
            for c in CHOICES
        ]

    def prompt_key(self, p: Play) -> str:
        return "ballot" if _conf(p.step).ballots > 1 else ""

    def prompt_params(self, p: Play) -> JsonDict:
        return {"ballot": _conf(p.step).ballot(_tn(p)["ballot"])}

    def step_id(self, p: Play) -> str:
        return f":{_tn(p)['ballot']}"

    def position(self, p: Play) -> JsonDict:
        tn = _tn(p)
        return {"ballot": tn["ballot"], "voted": ids(sorted(tn["votes"]))}

    conceals = "votes"

    def conceal(self, p: Play) -> list[str]:
        # a hidden ballot's votes cast so far (an abstention the GM made is no secret)
        tn = _tn(p)
        if not _conf(p.step).hidden:
            return []
        seats = [x for x in p.seats if tn["votes"].get(x, [None])[0] in CHOICES]
        tn["votes"] = {k: v for k, v in tn["votes"].items() if k not in seats}
        return seats

    def results(self, p: Play) -> list[JsonDict]:
        return list(_tn(p).get("results", []))

    def view(self, p: Play) -> list[Section]:
        tn, conf = _tn(p), _conf(p.step)
        title: JsonDict = {"ballot": conf.ballot(tn["ballot"])}
        title.update(step=p.step.id, phase=p.phase.id)
        return [
            Section(
                "seats",
                Text("turns.dash.voting_on", title),
                tuple(x for x in p.players if x in tn["votes"]),
                lines=(Text("turns.dash.voted"),),
                id="ballot",
            )
        ]

    def move_specs(self, p: Play | None, step: Step) -> list[Move]:
        conf = _conf(step)
        choice = Param("choice", CHOICES, "vote_choice", required=True)
        markers = Param("markers", min=0, max=MAX_MARKERS) if conf.markers else None
        return [Move("vote", "vote", None, choice, markers, secret=conf.hidden)]

    def skip(self, p: Play, seat: str) -> Outcome | None:
        """The GM pushes past ``seat``: it does not vote on this ballot."""
        conf, tn = _conf(p.step), _tn(p)
        tn["votes"][seat] = ["abstain", 0]
        left = [x for x in p.players if x not in tn["votes"]]
        events = [Event("VoteSkipped", {"seat": seat, "waiting": ids(left)})]
        if left:
            return p.out(events)
        pool = conf.markers if isinstance(conf.markers, str) else None
        return _tally(p, conf, tn["ballot"], pool, events)
