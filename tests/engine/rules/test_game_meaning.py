"""A question asked outside any channel whose words leave its game unsure
(bot/engine/rules/game_meaning.py): the sections of its likeliest games are re-ranked
together by the question's meaning, so the game the meaning points to comes up though
the words lead to another; and the menu's first three hold both likeliest games'."""

from __future__ import annotations

from bot.engine.rules import dense, game_meaning
from bot.service.rules import Where, ask
from tests.engine.rules.invented import BYSTANDERS, index_of, summary
from tests.engine.rules.test_dense import HARBOUR, real  # noqa: F401  (a fixture)

FROST = summary(
    "frost-road",
    "Frost Road",
    "en",
    """## Setup
Each player takes a sled, four dogs and a hand of five road cards.
## Moving
Play a road card to move your sled as many steps as the card shows.
## Dogs
A tired dog pulls nothing until it rests for a round.
## Camps
A camp lets every player at it draw two road cards.
## Winning
The first sled to reach the last camp wins.
""",
)


def _first3(q: str, on: bool) -> tuple[list[tuple[str, str]], dict[str, float]]:
    idx = index_of([HARBOUR, FROST, *BYSTANDERS], scope=7)
    if not on:
        dense.use(None)
    res = ask(idx, q, scope=7, where=Where(), limit=10)
    return [(m.section.game, m.title) for m in res[:3]], res.posterior


def test_the_game_only_the_meaning_points_to_comes_first(real):  # noqa: F811
    # "card" and "everyone" lead to Frost Road (its road cards, every player at a
    # camp); "bad weather" is what Harbour Lights' storms bring, in no word of theirs
    q = "which card brings bad weather for everyone"
    on, posterior = _first3(q, on=True)
    assert max(posterior, key=posterior.__getitem__) == "frost-road"
    assert on[0] == ("harbour-lights", "Storms")
    off, _posterior = _first3(q, on=False)
    assert off[0] != ("harbour-lights", "Storms")


def _game(i: int) -> str:
    return "a" if i < 10 else "b"


def test_the_menu_holds_the_two_likeliest_games_best():
    # the engine ranked game a's sections 0..4 and game b's 10, 11 below them
    items = [(0, 9.0, "w"), (1, 8.0, "w"), (2, 7.0, "w"), (3, 6.0, "w"), (10, 5.0, "w")]
    sims = {0: 0.80, 1: 0.80, 2: 0.80, 3: 0.80, 10: 0.80, 11: 0.79}
    kw = {"weight": 10.0, "depth": 10, "keep_first": False}
    near = game_meaning.rerank(items, _game, {"a": 0.5, "b": 0.2}, sims, **kw)
    assert [i for i, _s, _w in near][:3] == [0, 1, 10]
    # a second game the words hardly point to stays below
    far = game_meaning.rerank(items, _game, {"a": 0.5, "b": 0.1}, sims, **kw)
    assert [i for i, _s, _w in far][:3] == [0, 1, 2]
    # the scores stay in the order shown; a section only the meaning found has no why
    assert [s for _i, s, _w in near] == sorted((s for _i, s, _w in near), reverse=True)
    assert (11, 5.0, "") in near


def test_a_nearer_section_of_the_second_game_passes_the_leaders():
    items = [(0, 9.0, "w"), (1, 8.0, "w"), (10, 7.0, "w")]
    sims = {0: 0.70, 1: 0.70, 10: 0.85}
    kw = {"weight": 10.0, "depth": 10}
    moved = game_meaning.rerank(items, _game, {"a": 0.5, "b": 0.4}, sims, keep_first=False, **kw)
    assert moved[0][0] == 10
    # an answer shown alone stays first
    kept = game_meaning.rerank(items, _game, {"a": 0.5, "b": 0.4}, sims, keep_first=True, **kw)
    assert kept[0][0] == 0


def test_the_engines_first_keeps_its_place_unless_clearly_nearer():
    # sections 0 and 1 matched the question's words alike; 1 is a little nearer in
    # cosine, 2 and 10 of the other game a little nearer still: a cosine this close
    # breaks the engine's tie no better than the engine
    items = [(0, 60.0, "w"), (1, 60.0, "w"), (2, 43.0, "w"), (10, 24.0, "w")]
    sims = {0: 0.772, 1: 0.773, 2: 0.79, 10: 0.80}
    kw = {"weight": 10.0, "depth": 10, "keep_first": False}
    out = game_meaning.rerank(items, _game, {"a": 1.0, "b": 0.45}, sims, **kw)
    assert out[0][0] == 0
    # a section clearly nearer takes the first place
    sims[2] = 0.85
    out = game_meaning.rerank(items, _game, {"a": 1.0, "b": 0.45}, sims, **kw)
    assert out[0][0] == 2


def test_a_first_the_words_met_in_full_keeps_the_ranking():
    # "upkeep": game a's section of that name scored the engine's full 100, game b's
    # (a second game the words point to less) second; a section of a nearer in
    # meaning, ranked lower, would push b's out of the first three
    items = [(0, 100.0, "w"), (10, 81.0, "w"), (1, 66.0, "w"), (2, 52.0, "w")]
    sims = {0: 0.856, 10: 0.804, 1: 0.806, 2: 0.850}
    kw = {"weight": 10.0, "depth": 10, "keep_first": False}
    out = game_meaning.rerank(items, _game, {"a": 1.0, "b": 0.21}, sims, **kw)
    assert [i for i, _s, _w in out] == [0, 10, 1, 2]
    # below the full score the meaning re-ranks
    items = [(i, s * 0.5, w) for i, s, w in items]
    out = game_meaning.rerank(items, _game, {"a": 1.0, "b": 0.21}, sims, **kw)
    assert [i for i, _s, _w in out][:3] != [0, 10, 1]


def test_the_engines_first_stays_in_the_first_three():
    # the engine's first is far from the question; the others all much nearer
    items = [(0, 10.0, "w"), (1, 9.9, "w"), (2, 9.8, "w"), (3, 9.7, "w"), (4, 9.6, "w")]
    sims = {0: 0.70, 1: 0.85, 2: 0.86, 3: 0.87, 4: 0.88}
    kw = {"weight": 10.0, "depth": 10, "keep_first": False}
    out = [i for i, _s, _w in game_meaning.rerank(items, _game, {"a": 1.0}, sims, **kw)]
    assert out[0] != 0 and out.index(0) == 2


def test_a_full_match_of_an_unsure_game_embeds_no_question(monkeypatch):
    # the words met "Setup" in full in two games: the likeliest games' ranking is left
    # as the engine made it, so the model is never asked (about 7 ms a question saved
    # at 50,000 sections); a game the words are sure of still has its question embedded
    from tests.engine.rules.test_dense import Listening

    monkeypatch.setattr(dense, "_CACHE", {})
    monkeypatch.delenv("HERALD_DENSE_CACHE", raising=False)
    dense.reset()
    f = Listening()
    dense.use(f)
    try:
        idx = index_of([HARBOUR, FROST, *BYSTANDERS], scope=7)
        unsure = idx.search("setup", scope=7, limit=10)
        sure = idx.search("camps", scope=7, limit=10)
    finally:
        dense.reset()
    assert unsure.game is None and unsure[0].score >= game_meaning.FULL
    assert [m.title for m in unsure[:2]] == ["Setup", "Setup"]
    assert sure.game == "frost-road"
    assert f.asked == ["camps"]
