"""bench/lookup_heldout.py and the held-out data it reads (issue 14's protocol).

The figures themselves are the benchmark's business; these tests pin down that the
protocol is what bench/heldout/README.md says (three unshipped games in three languages,
no glossary, 120+ queries whose expected sections exist) and that the scoring counts
what it claims to count.
"""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from bot.engine.rules.index import Alternate, Match
from bot.engine.rules.summaries import Section, parse_summary

ROOT = Path(__file__).parents[2]
HELDOUT = ROOT / "bench" / "heldout"
# every held-out set: issue 14's, and issue 21's fresh one (written by helpers who had
# not read the search code)
SETS = [ROOT / "bench" / "heldout", ROOT / "bench" / "heldout2"]
SHIPPED_GAMES = {"pendragon", "europa-universalis", "lancaster", "hadrians-wall"}


def _load_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "lookup_heldout", ROOT / "bench" / "lookup_heldout.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod


bench = _load_bench()


def _section(game: str, title: str) -> Section:
    return Section(
        id="s" + "0" * 10, game=game, title=title, path=[game, title], text="", source={}, doc="d"
    )


def _match(game: str, title: str, score: float, alternates: list[Alternate] | None = None) -> Match:
    return Match(section=_section(game, title), score=score, why=title, alternates=alternates or [])


# ------------------------------------------------------------------ the protocol data
@pytest.mark.parametrize("folder", SETS, ids=lambda p: p.name)
def test_heldout_summaries_are_unshipped_games_in_three_languages(folder: Path) -> None:
    uploads = bench.heldout_uploads(folder / "summaries")
    games = {u["game"] for u in uploads}
    assert len(games) >= 3 and not games & SHIPPED_GAMES
    assert set(bench.summary_languages(uploads).values()) == {"en", "it", "ja"}
    for u in uploads:
        assert u["name"] == f"user/{u['game']}/{Path(u['name']).name}"
        assert not (ROOT / "knowledge" / "glossary" / f"{u['game']}.toml").exists()
        assert not (ROOT / "knowledge" / "summaries" / u["game"]).exists()
        sections = parse_summary(u["name"], u["text"]).sections
        assert 15 <= len(sections) <= 45, (u["name"], len(sections))
        titles = [s.title for s in sections]
        assert len(titles) == len(set(titles)), f"{u['name']}: a heading is not unique"


@pytest.mark.parametrize("folder", SETS, ids=lambda p: p.name)
def test_heldout_queries_name_existing_sections(folder: Path) -> None:
    uploads = bench.heldout_uploads(folder / "summaries")
    titles: dict[str, set[str]] = {}
    for u in uploads:
        titles[u["game"]] = {s.title for s in parse_summary(u["name"], u["text"]).sections}
    queries = bench.load_queries(folder / "queries.toml")
    assert len(queries) >= 120
    for q in queries:
        assert q["lang"] in {"en", "ja", "romaji", "it"}, q
        if q.get("absent"):  # a game no summary covers
            assert q["expect"] == [] and q["game"] not in titles.keys() | SHIPPED_GAMES, q
        else:
            assert q["expect"] and set(q["expect"]) <= titles[q["game"]], q
        assert q.get("channel") is None or q["channel"] in titles or q["channel"] in SHIPPED_GAMES
    langs = {q["lang"] for q in queries}
    assert langs == {"en", "ja", "romaji", "it"}
    summary_lang = bench.summary_languages(uploads)
    queries = [q for q in queries if not q.get("absent")]
    other = [
        q for q in queries if {"romaji": "ja"}.get(q["lang"], q["lang"]) != summary_lang[q["game"]]
    ]
    assert len(other) >= len(queries) - len(other)
    assert any("channel" in q for q in queries) and any("channel" not in q for q in queries)


@pytest.mark.parametrize("folder", SETS, ids=lambda p: p.name)
def test_heldout_queries_parse_as_toml_with_known_keys_only(folder: Path) -> None:
    data = tomllib.loads((folder / "queries.toml").read_text(encoding="utf-8"))
    for q in data["q"]:
        assert set(q) <= {"q", "game", "expect", "lang", "channel", "absent"}, q


# ------------------------------------------------------------------ scoring
def test_rank_counts_the_right_game_and_alternates() -> None:
    other_summary = Alternate(section=_section("dominion", "Setup"), only_here=[], only_there=[])
    ms = [
        _match("carcassonne", "Setup", 90),  # right title, wrong game
        _match("dominion", "Overview", 80, [other_summary]),  # right through its alternate
        _match("dominion", "Setup", 70),
    ]
    assert bench.rank_of(ms, "dominion", ["Setup"]) == 2
    assert bench.rank_of(ms, "power-grid", ["Setup"]) is None


class _Result(list[Match]):
    """A search result that carries the engine's verdict, like SearchResult."""

    def __init__(self, matches: list[Match], confident: bool, missing: str | None = None) -> None:
        super().__init__(matches)
        self.confident = confident
        # the notes /rule shows: a game no summary covers, words no summary says
        self.missing_game = missing
        self.unknown: list[str] = []
        self.unsaid: list[str] = []
        self.elsewhere = False


def test_without_the_engines_verdict_a_menu_is_shown() -> None:
    clear = [_match("dominion", "A", 95), _match("dominion", "B", 20)]
    assert bench.shown_alone(clear) is False
    assert bench.shown_alone([]) is False
    assert bench.shown_alone(_Result([], confident=True)) is False


def test_shown_alone_prefers_the_engines_flag() -> None:
    clear = [_match("dominion", "A", 95), _match("dominion", "B", 20)]
    close = [_match("dominion", "A", 61), _match("dominion", "B", 60)]
    assert bench.shown_alone(_Result(clear, confident=False)) is False
    assert bench.shown_alone(_Result(close, confident=True)) is True


def test_tally_counts_single_answers_and_their_precision() -> None:
    t = bench.Tally()
    t.add(1, True)
    t.add(2, True)
    t.add(None, False)
    t.add(3, False)
    f = t.figures()
    assert f == {
        "n": 4,
        "hit@1": 0.25,
        "hit@3": 0.75,
        "mrr": round((1 + 0.5 + 1 / 3) / 4, 3),
        "single_shown": 2,
        "single_right": 0.5,
        "empty": 0,
    }
    assert bench.Tally().figures()["single_right"] is None


@pytest.mark.parametrize(
    ("figures", "expected"),
    [({"hit@3": 0.9, "hit@1": 0.5, "single_right": None}, ["ok", "BELOW", "n/a"])],
)
def test_goal_marks(figures: dict[str, float | None], expected: list[str]) -> None:
    marks = bench.goal_marks("unseen", figures)
    assert [m.rsplit(": ", 1)[1].rstrip(")") for m in marks] == expected


def test_empty_answers_and_absent_games_are_counted() -> None:
    """An empty answer is counted; a question about a game no summary covers scores
    whether another game's section was shown alone for it and whether the answer shows
    the note naming the game (or the /rules add hint)."""

    class _Idx:
        def search(self, query: str, prefer_game: str | None = None, limit: int = 10):
            if query == "nothing":
                return _Result([], confident=False)
            missing = "agricola" if query == "named" else None
            return _Result([_match("dominion", "Setup", 90)], query == "sure", missing)

    queries = [
        {"q": "nothing", "game": "dominion", "expect": ["Setup"], "lang": "en"},
        {"q": "menu", "game": "dominion", "expect": ["Setup"], "lang": "en"},
        {"q": "sure", "game": "agricola", "expect": [], "lang": "en", "absent": True},
        {"q": "menu", "game": "agricola", "expect": [], "lang": "en", "absent": True},
        {"q": "named", "game": "agricola", "expect": [], "lang": "en", "absent": True},
    ]
    rep = bench.run(_Idx(), queries)
    assert rep.total.n == 2 and rep.total.empty == 1 and rep.total.h1 == 1
    # only the answer that shows the note naming the missing game counts as noted
    assert (rep.absent, rep.absent_alone, rep.absent_noted) == (3, 1, 1)
    marks = bench.goal_marks("unseen", {**rep.total.figures(), "absent_alone": 1})
    assert "empty 1 (goal 0: ABOVE)" in marks and "absent_alone 1 (goal 0: ABOVE)" in marks
