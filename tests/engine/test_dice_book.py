"""Named dice and game rolls from knowledge/dice: the data, and each roll."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.engine.dice_book import load_book, parse_book, roll_game, roll_named
from bot.engine.errors import DiceError
from tests.conftest import SEEDS, SEEDS_MISSING

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def book():
    return load_book(ROOT / "knowledge" / "dice")


def rng(seed=1):
    return random.Random(seed)


# --------------------------------------------------------------------------- named dice
def test_rebellion_dice_faces(book):
    eu = book.die("rebellion")
    assert [f.label("en") for f in eu.faces] == [
        "Rebellion",
        "Lose 2",
        "Lose 1",
        "No effect",
        "Exhaust 1",
        "Remove 1",
    ]
    bots = book.die("rebellion-bot")
    assert [f.label("en") for f in bots.faces] == [
        "Rebellion",
        "Lose 1",
        "Lose 1",
        "No effect",
        "Lose 1",
        "Remove 1",
    ]
    for die in (eu, bots):
        for f in die.faces:
            assert f.label("ja") and f.label("it") and f.label("ja") != f.label("en")
    assert bots.max_count == 5  # the summary: bots roll at most 5 rebellion dice


def test_named_roll_tallies_faces(book):
    res = roll_named(book, "rebellion", 3, rng(9))
    assert len(res.faces) == 3
    assert sum(n for _, n in res.tally) == 3
    assert [f.id for f, _ in res.tally] == [
        "rebellion",
        "lose2",
        "lose1",
        "none",
        "exhaust1",
        "remove1",
    ]
    g = rng(9)
    expected = [book.die("rebellion").faces[g.randrange(6)].id for _ in range(3)]
    assert [f.id for f in res.faces] == expected


def test_bots_die_groups_lose1(book):
    res = roll_named(book, "rebellion-bot", 5, rng(3))
    assert [f.id for f, _ in res.tally] == ["rebellion", "lose1", "none", "remove1"]
    assert sum(n for _, n in res.tally) == 5


def test_bots_die_distribution(book):
    g = rng(5)
    counts: dict[str, int] = {}
    for _ in range(1200):
        for f, n in roll_named(book, "rebellion-bot", 5, g).tally:
            counts[f.id] = counts.get(f.id, 0) + n
    assert 0.45 < counts["lose1"] / 6000 < 0.55  # three faces of six


@pytest.mark.parametrize(
    "name,count,key",
    [
        ("nope", 1, "dice.error.unknown_die"),
        ("rebellion", 0, "dice.error.count"),
        ("rebellion", 31, "dice.error.count"),
        ("rebellion-bot", 6, "dice.error.count"),
    ],
)
def test_named_refusals(book, name, count, key):
    with pytest.raises(DiceError) as ei:
        roll_named(book, name, count, rng())
    assert ei.value.key == key


def test_alias(book):
    assert book.die("Ribellione").id == "rebellion"


# --------------------------------------------------------------------------- the data vs the seeds
@pytest.mark.skipif(not SEEDS.is_dir(), reason=SEEDS_MISSING)
def test_raid_numbers_quoted_from_the_seeds():
    a = next(SEEDS.glob("000_*.txt")).read_text(encoding="utf-8")
    b = next(SEEDS.glob("001_*.txt")).read_text(encoding="utf-8")
    assert "1レナウンで1D4、2レナウンで3D4" in a and "1レナウンで1D4、2レナウンで3D4" in b
    assert "0レナウンで1D4、1レナウンで2D4" in a
    assert "0レナウンで1D4、1レナウンで3D4" in b
    assert "1D6-2" in a and "1D6-2" in b
    assert (
        "レイダーのイベイドはホーム・テレーン4-6、他のラフ5-6、クリア6で成功、アンブッシュはホーム・テレーン5-6で成功"
        in a
    )
    assert (
        "ホーム・テレーンのトループ（除キャバルリー/レイダー）のイベイドは5-6で成功、アンブッシュは3-6で成功"
        in a
    )
    assert "4-6（サクソン）/5-6（スコティ）" in b


def test_rule_sections_exist_in_the_summaries(book):
    for gr in book.rolls.values():
        assert gr.rules, gr.id
        for r in gr.rules:
            src = book.source(gr.game, r.source)
            text = (ROOT / "knowledge" / "summaries" / src.summary).read_text(encoding="utf-8")
            for part in r.section.split(" > "):
                assert f"# {part}" in text, (gr.id, r.section)
    for die in book.dice.values():
        for r in die.rules:
            src = book.source(die.game, r.source)
            text = (ROOT / "knowledge" / "summaries" / src.summary).read_text(encoding="utf-8")
            assert f"# {r.section}" in text


# --------------------------------------------------------------------------- game rolls
RAID = [
    ("saxons", 1, "1d4", ("a", "b")),
    ("saxons", 2, "3d4", ("a", "b")),
    ("scotti", 0, "1d4", ("a", "b")),
]


@pytest.mark.parametrize("faction,renown,dice,sources", RAID)
def test_raid_when_sources_agree(book, faction, renown, dice, sources):
    res = roll_game(book, "raid", {"faction": faction, "renown": renown}, rng(2))
    assert not res.disagree
    (v,) = res.variants
    assert v.dice == dice and v.sources == sources
    n, size = map(int, dice.split("d"))
    a = v.attempts[0]
    assert n <= a.raw <= n * size and a.result == a.raw


def test_scotti_raid_with_one_renown_rolls_both_sources(book):
    res = roll_game(book, "raid", {"faction": "scotti", "renown": 1, "forts": 0}, rng(4))
    assert res.disagree
    by_source = {v.sources: v for v in res.variants}
    assert by_source[("a",)].dice == "2d4"
    assert by_source[("b",)].dice == "3d4"
    assert 2 <= by_source[("a",)].attempts[0].result <= 8
    assert 3 <= by_source[("b",)].attempts[0].result <= 12
    sections = [r.section for r in res.rules]
    assert "スコティ > レイド（サプライズ/ランサム、最大4スペース）" in sections
    assert "コマンド > レイド（バーバリアン）" in sections
    assert not any("サクソン" in s for s in sections)


def test_raid_forts_subtract_never_below_zero(book):
    for seed in range(30):
        res = roll_game(book, "raid", {"faction": "saxons", "renown": 1, "forts": 3}, rng(seed))
        a = res.variants[0].attempts[0]
        assert a.result == max(0, a.raw - 3)
    res = roll_game(book, "raid", {"faction": "saxons", "renown": 1, "forts": 9}, rng(1))
    assert res.variants[0].attempts[0].result == 0


@pytest.mark.parametrize("faction,renown", [("saxons", 0), ("scotti", 2)])
def test_raid_without_a_case(book, faction, renown):
    with pytest.raises(DiceError) as ei:
        roll_game(book, "raid", {"faction": faction, "renown": renown}, rng())
    assert ei.value.key == "dice.error.no_case"


@pytest.mark.parametrize(
    "params,key",
    [
        ({"renown": 1}, "dice.error.param_missing"),
        ({"faction": "dux", "renown": 1}, "dice.error.param_choice"),
        ({"faction": "saxons", "renown": "many"}, "dice.error.param_int"),
        ({"faction": "saxons", "renown": 1, "forts": -1}, "dice.error.param_int"),
    ],
)
def test_raid_bad_params(book, params, key):
    with pytest.raises(DiceError) as ei:
        roll_game(book, "raid", params, rng())
    assert ei.value.key == key


@pytest.mark.parametrize("faction,target", [("saxons", 4), ("scotti", 5)])
def test_settle_one_d6_per_raider(book, faction, target):
    res = roll_game(book, "settle", {"faction": faction, "count": 6}, rng(8))
    (v,) = res.variants
    a = v.attempts[0]
    assert v.success_min == target and len(a.values) == 6
    assert a.hits == tuple(x >= target for x in a.values)
    assert a.result == sum(a.hits)
    assert v.sources == ("a", "b")


@pytest.mark.parametrize("name", ["ravage", "ransom"])
def test_ravage_and_ransom_d6_per_region(book, name):
    res = roll_game(book, name, {"count": 4}, rng(6))
    a = res.variants[0].attempts[0]
    assert len(a.values) == 4 and a.result == sum(x >= 4 for x in a.values)
    assert res.variants[0].success_min == 4


def test_reinforce_1d6_minus_2_never_below_zero(book):
    seen = set()
    for seed in range(60):
        res = roll_game(book, "reinforce", {}, rng(seed))
        a = res.variants[0].attempts[0]
        assert a.result == max(0, a.raw)
        assert -1 <= a.raw <= 4
        seen.add(a.result)
    assert seen == {0, 1, 2, 3, 4}


def test_reinforce_per_space(book):
    res = roll_game(book, "reinforce", {"count": 3}, rng(1))
    assert len(res.variants[0].attempts) == 3


EVADE = [
    ("evade", "raiders", "home", 4),
    ("evade", "raiders", "rough", 5),
    ("evade", "raiders", "clear", 6),
    ("evade", "troops", "home", 5),
    ("ambush", "raiders", "home", 5),
    ("ambush", "troops", "home", 3),
]


@pytest.mark.parametrize("name,unit,terrain,target", EVADE)
def test_evade_and_ambush_table(book, name, unit, terrain, target):
    for seed in range(20):
        res = roll_game(book, name, {"unit": unit, "terrain": terrain}, rng(seed))
        (v,) = res.variants
        a = v.attempts[0]
        assert v.success_min == target
        assert 1 <= a.raw <= 6 and a.result == int(a.raw >= target)
    assert [r.section for r in res.rules] == ["バトル > プレバトル", "バトル > プレバトル"]


@pytest.mark.parametrize(
    "name,unit,terrain", [("ambush", "raiders", "rough"), ("evade", "troops", "clear")]
)
def test_evade_and_ambush_not_in_the_table(book, name, unit, terrain):
    with pytest.raises(DiceError) as ei:
        roll_game(book, name, {"unit": unit, "terrain": terrain}, rng())
    assert ei.value.key == "dice.error.no_case"


def test_another_game_is_just_data():
    book = parse_book(
        [
            {
                "game": "demo",
                "sources": {"x": {"summary": "demo.md", "label": {"en": "X"}}},
                "roll": [
                    {
                        "id": "hit",
                        "mode": "target",
                        "dice": "2d6",
                        "params": [{"name": "unit", "choices": ["a"]}],
                        "cases": [{"when": {"unit": "a"}, "success_min": 7}],
                        "rules": [{"source": "x", "section": "Combat"}],
                    }
                ],
            }
        ]
    )
    res = roll_game(book, "hit", {"unit": "a"}, rng(3))
    a = res.variants[0].attempts[0]
    assert len(a.values) == 2 and a.result == int(sum(a.values) >= 7)
