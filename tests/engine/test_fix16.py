"""What play-test 15 and its review left for fix16, each fix tested in the engine on a
small definition written for it."""

from __future__ import annotations

from bot.engine.games.turns import FAMILY
from bot.engine.rules.index import RulesIndex
from bot.service.render import event_text
from tests.engine.test_turns import Game
from tests.engine.test_turns_second_user import define

# --------------------------------- (23) a team vote revealed together, not vote by vote

VOTE = """
[counters.influence]
setup = 2
name = "influence"

[[phases]]
id = "team"
name = "Vote on the team"
structure = "vote"
tie = "reject"
reveal = "{reveal}"
{keys}
"""


def _vote(reveal: str = "together", keys: str = "markers = false") -> Game:
    return Game(define(VOTE.format(reveal=reveal, keys=keys)), ["red", "blue", "green"])


def test_a_hidden_vote_says_who_has_voted_never_what_until_the_last_vote():
    """Play-test 15, finding 23: a vote said each vote as it was cast, so later voters
    knew the earlier ones; a hidden-traitor team vote is revealed together."""
    g = _vote()
    g.act("red", "vote", choice="reject")
    assert g.kinds() == ["VoteCast"]
    assert "vote" not in g.events[0].data and g.events[0].data["waiting"] == ["blue", "green"]
    assert (
        event_text(g.events[0], "en", g.d)
        == "Red has voted (the proposal). Still to vote: Blue and Green."
    )
    assert g.pos["voted"] == ["red"]
    g.act("blue", "vote", choice="approve")
    g.act("green", "vote", choice="approve")
    assert g.kinds()[:6] == [
        "VoteCastLast",
        "VotesRevealed",
        "VotedLast",
        "VotedLast",
        "VotedLast",
        "BallotApproved",
    ]
    said = [event_text(e, "en", g.d) for e in g.events[1:5]]
    assert said == [
        "🗳 The votes (the proposal), revealed together:",
        "Red votes “Reject” (the proposal).",
        "Blue votes “Approve” (the proposal).",
        "Green votes “Approve” (the proposal).",
    ]
    assert g.last.boundary and g.last.since == "votes"  # undo never takes a seen vote back


def test_votes_said_one_by_one_stay_so_without_the_key():
    g = _vote("each")
    g.act("red", "vote", choice="reject")
    assert g.kinds() == ["Voted"] and g.events[0].data["vote"] == "reject"
    g.act("blue", "vote", choice="approve")
    g.act("green", "vote", choice="approve")
    assert g.kinds()[:2] == ["VotedLast", "BallotApproved"]


def test_a_hidden_vote_s_markers_come_off_its_counter_as_it_is_revealed():
    """Markers spent on a hidden vote would tell the table how much weight a seat put
    in before the reveal: they stay on the counter until the votes are revealed."""
    g = _vote(keys='markers = "influence"')
    g.act("red", "vote", choice="reject", markers=2)
    assert g.s["counters"]["influence"]["red"] == 2
    assert "markers" not in g.events[0].data
    g.act("blue", "vote", choice="approve")
    g.act("green", "vote", choice="approve", markers=1)
    assert g.s["counters"]["influence"] == {"red": 0, "blue": 0, "green": 0}
    shown = {e.data["seat"]: e for e in g.events if e.kind.startswith("Voted")}
    assert shown["red"].kind == "VotedMarkersLast" and shown["red"].data["markers"] == 2
    (tally,) = [e for e in g.events if e.kind.startswith("Ballot")]
    assert tally.kind == "BallotRejected" and (tally.data["approve"], tally.data["reject"]) == (
        3,
        3,
    )


def test_a_hidden_vote_is_concealed_from_exports_and_logs_until_revealed():
    g = _vote()
    g.act("red", "vote", choice="reject")
    g.act("blue", "vote", choice="approve")
    hidden = FAMILY.conceal(g.d, g.s, g.t)
    assert hidden.seats == ("red", "blue") and hidden.moves == ("vote",)
    assert "reject" not in str(hidden.state) and "approve" not in str(hidden.state)
    assert FAMILY.conceal(_vote("each").d, g.s, g.t).seats == ()  # said as cast: no secret


# ------------------------- (26) a definition's section in a summary a server added

OWN = """+++
game = "council"
title = "Council"
language = "it"
+++
# Il consiglio
## Votare la squadra
Ogni consigliere vota Sì o No sulla squadra.
"""


def test_a_section_is_found_in_the_summary_its_server_added_and_only_there():
    """Play-test 15, finding 26: ``section_for`` read the shipped summaries alone, so a
    definition's ``section`` never named a section of a summary a server added."""
    idx = RulesIndex.build(extra=[{"name": "c.md", "text": OWN, "game": "council", "scope": 42}])
    found = idx.section_for("council", "Votare la squadra", scope=42)
    assert found is not None and found.scope == 42 and found.title == "Votare la squadra"
    assert idx.section_for("council", "Votare la squadra", scope=7) is None  # another server
    assert idx.section_for("council", "Votare la squadra") is None  # the shipped ones alone


# ------------------------------ a side of [sides] as the GM's winner, and its grammar

SIDES = """
[sides.reds]
name = { en = { text = "the reds", number = "pl" }, ja = "赤組", it = "rossi" }
seats = ["red", "green"]

[[phases]]
id = "play"
name = "Play"
"""


def test_the_gm_names_a_side_as_the_winner():
    """``/game end winner:`` took seats only, though an ``[[end]]`` names a side."""
    g = Game(define(SIDES), ["red", "blue", "green"])
    out = FAMILY.end(g.d, g.s, g.t, ["reds"])
    (won,) = out.events
    assert (won.kind, won.data) == ("SideWon", {"side": "reds", "winners": ["red", "green"]})
    assert out.state["result"] == {"winners": ["red", "green"], "side": "reds"}
    assert event_text(won, "en", g.d) == "🏆 The reds win: Red and Green!"


def test_a_side_s_italian_name_gets_a_grammar_note_as_a_seat_s_does():
    from bot.service.definitions import grammar_notes
    from bot.service.render import winner_id

    d = define(SIDES)
    (note,) = [n for n in grammar_notes(d) if "rossi" in n]
    assert note.startswith("sides.reds.name.it: 'rossi' has no gender")
    # the GM names it by its id, or a name in any language, with or without its article
    assert [winner_id(d, x) for x in ("reds", "The Reds", "赤組", "i rossi", "Red")] == [
        "reds",
        "reds",
        "reds",
        "reds",
        "red",
    ]


# ------------------------------------ small texts: a tie rule's article, a round's name

QUEST = """
[rounds]
count = 3
name = {{ en = "quest", ja = "クエスト", it = {{ text = "missione", gender = "f" }} }}
{label}
[[phases]]
id = "bid"
name = {{ en = "Bid", ja = "入札", it = "Offerta" }}
structure = "secret"
max = 5
"""


def test_an_italian_tie_rule_keeps_its_article_in_a_sentence():
    """ "vince il Rosso, primo in senso orario …": the rule's "il" was read as its
    article and left out of the sentence."""
    g = Game(define(QUEST.format(label="")), ["red", "blue", "green"])
    g.act("red", "turn.choose", amount=2)
    g.act("blue", "turn.choose", amount=2)
    g.act("green", "turn.choose", amount=1)
    (tie,) = [e for e in g.events if e.kind == "AmountTie"]
    assert event_text(tie, "it", g.d) == (
        "Pareggio tra il Rosso e il Blu (2): vince il Rosso, il primo in senso orario"
        " a partire dal Primo giocatore della missione."
    )


def test_the_same_step_in_two_rounds_is_told_apart_by_the_game_s_round():
    """``table.step_round`` said "round 2" in a game that names its round."""
    from bot.service.render import turn_names

    first = {"phase": "bid", "step": "bid", "round": 1}
    then = {**first, "round": 2}
    quest = define(QUEST.format(label=""))
    assert turn_names(first, then, "it", quest) == ("Offerta, missione 1", "Offerta, missione 2")
    assert turn_names(first, then, "ja", quest)[1] == "入札（第2クエスト）"
    labelled = define(QUEST.format(label='first = 1901\nlabel = { en = "{n}", it = "{n}" }'))
    assert turn_names(first, then, "en", labelled) == ("Bid, 1901", "Bid, 1902")
