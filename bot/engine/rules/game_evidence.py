"""Which game a question is about, from its distinctive words. Pure.

Before sections are ranked, each concept of the question (a word, a phrase, a term,
with its translations) is weighed by how few games' sections say it: the words every
game uses (card, action, phase, round, win) weigh little, a faction's, a place's or a
piece's name that one game's summary holds weighs much. A game's evidence is the sum of
the weights of the concepts its sections say; the game whose evidence is clearly ahead
of every other is the one the question is about, and the ranking then keeps other
games' sections below its own (see :func:`.rank.rank`).

Concepts are found in a game's sections as :mod:`.rank` finds them (the same credits),
so a word reaches a game's summary in another language through the same bridges."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from bot.engine.rules.corpus import Corpus


@dataclass
class GameEvidence:
    """Per game, the weight of the question's concepts its sections say, and the game
    the question is about when one is clearly ahead (``game``; None otherwise)."""

    scores: dict[str, float] = field(default_factory=dict)
    game: str | None = None
    # the concepts (by index) found in one or two games only: names of one game's things
    distinctive: frozenset[int] = frozenset()

    @property
    def leading(self) -> str | None:
        """The game with the most evidence, clearly ahead or not (None: no evidence)."""
        top = max(self.scores.items(), key=lambda kv: kv[1], default=None)
        return top[0] if top and top[1] > 0 else None

    def share(self, game: str) -> float:
        """``game``'s evidence over the best game's (1.0 for the best)."""
        top = max(self.scores.values(), default=0.0)
        return self.scores.get(game, 0.0) / top if top > 0 else 0.0


def weigh(
    c: Corpus,
    credits: list[dict[int, float]],
    shares: list[float],
    *,
    games: int,
    hit: float,
    margin: float,
) -> GameEvidence:
    """The evidence of each game for a question whose concepts credit sections as
    ``credits`` (one dict per concept, slot -> credit) with ``shares`` of the question.
    ``games``: how many games the question could be about (those visible); a concept
    says a game when one of its sections has at least ``hit`` credit; a game is the
    question's when its evidence is at least ``margin`` times the next game's."""
    game_of = c.game_of
    scores: dict[str, float] = {}
    distinctive: set[int] = set()
    n_games = max(1, games)
    for k, credit in enumerate(credits):
        best: dict[str, float] = {}
        get = best.get
        for i, v in credit.items():
            if v >= hit:
                g = game_of[i]
                if v > get(g, 0.0):
                    best[g] = v
        if not best:
            continue
        # a concept said by every game carries no evidence; one game's word carries most
        weight = math.log(1.0 + n_games / len(best)) - math.log(2.0)
        if weight <= 0:
            continue
        if len(best) <= 2 < n_games:
            distinctive.add(k)
        for g, v in best.items():
            scores[g] = scores.get(g, 0.0) + shares[k] * min(1.0, v) * weight
    ev = GameEvidence(scores=scores, distinctive=frozenset(distinctive))
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    if ranked and ranked[0][1] > 0:
        second = ranked[1][1] if len(ranked) > 1 else 0.0
        if ranked[0][1] >= margin * second:
            ev.game = ranked[0][0]
    return ev
