"""The board-game lexicon (knowledge/lexicon/boardgame.toml): the data contract.

The file is read directly (no engine code), so these tests pin down what the rules
lookup may rely on: each ``[[concept]]`` has a unique id and forms in English, Japanese
(written in Japanese script), romaji (ASCII) and Italian, and no form stands for two
concepts in one language, so a word a player types never means two things.
"""

from __future__ import annotations

import functools
import re
import tomllib
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

LEXICON = Path(__file__).parents[3] / "knowledge" / "lexicon" / "boardgame.toml"
LANGUAGES = ("en", "ja", "romaji", "it")
KEYS = {"id", *LANGUAGES}

_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
# kana, kanji (with 々 and the iteration marks), the long-vowel mark and middle dot
_JAPANESE = re.compile(r"[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc-\u30fe\u4e00-\u9fff\u3005]")
_JAPANESE_FORM = re.compile(
    r"^[\u3041-\u3096\u309d\u309e\u30a1-\u30fe\u4e00-\u9fff\u3005\u301c0-9０-９ ]+$"
)
_ROMAJI = re.compile(r"^[a-z0-9]+(?:[ '-][a-z0-9]+)*$")


@functools.cache
def concepts() -> list[dict[str, Any]]:
    data = tomllib.loads(LEXICON.read_text(encoding="utf-8"))
    assert set(data) == {"concept"}, f"unexpected top-level keys: {sorted(data)}"
    return list(data["concept"])


def is_japanese(form: str) -> bool:
    """Written in Japanese script: kana/kanji (digits allowed), no Latin letters."""
    return bool(_JAPANESE_FORM.match(form)) and bool(_JAPANESE.search(form))


@pytest.mark.parametrize(
    ("form", "expected"),
    [
        ("勝利", True),
        ("パスしたら", True),
        ("2人プレイ", True),
        ("スタートプレイヤー", True),
        ("victory", False),
        ("VPトラック", False),
        ("", False),
        ("。", False),
    ],
)
def test_japanese_script_check(form: str, expected: bool) -> None:
    assert is_japanese(form) is expected


def test_at_least_400_concepts() -> None:
    assert len(concepts()) >= 400


def test_ids_are_unique_slugs() -> None:
    ids = [c.get("id") for c in concepts()]
    bad = [i for i in ids if not isinstance(i, str) or not _ID.match(i)]
    assert not bad, f"ids must be lowercase words joined by '-': {bad}"
    dup = sorted({i for i in ids if ids.count(i) > 1})
    assert not dup, f"duplicate ids: {dup}"


def test_every_concept_has_all_languages() -> None:
    for c in concepts():
        assert set(c) - {"see"} == KEYS, f"{c.get('id')}: keys {sorted(c)}"
        for lang in LANGUAGES:
            forms = c[lang]
            assert isinstance(forms, list) and forms, f"{c['id']}: no {lang} form"
            for f in forms:
                assert isinstance(f, str) and f == f.strip() and f, f"{c['id']}: {lang} {f!r}"
            assert len(set(forms)) == len(forms), f"{c['id']}: {lang} form listed twice"


def test_japanese_forms_are_japanese_script() -> None:
    bad = [(c["id"], f) for c in concepts() for f in c["ja"] if not is_japanese(f)]
    assert not bad, bad


def test_romaji_is_lowercase_ascii() -> None:
    bad = [(c["id"], f) for c in concepts() for f in c["romaji"] if not _ROMAJI.match(f)]
    assert not bad, bad


@pytest.mark.parametrize("lang", ["en", "it"])
def test_latin_forms_are_lowercase_and_not_japanese(lang: str) -> None:
    bad = [
        (c["id"], f)
        for c in concepts()
        for f in c[lang]
        if f != f.lower() or _JAPANESE.search(f) or "  " in f
    ]
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_form_belongs_to_two_concepts(lang: str) -> None:
    # compared case-folded, as the lookup folds what players type
    owners: dict[str, list[str]] = defaultdict(list)
    for c in concepts():
        for f in {f.casefold() for f in c[lang]}:
            owners[f].append(c["id"])
    shared = {f: ids for f, ids in owners.items() if len(ids) > 1}
    assert not shared, shared


# A Latin-script string a player types may be English, romaji or Italian; the lookup
# cannot tell which, so it should name one concept whatever the language. The one
# exception: "mura" is both the romaji of 村 (village) and the Italian for city walls;
# both are the everyday word in their language, so each stays.
LATIN_SHARED = {"mura": {"village", "wall"}}


def test_latin_forms_name_one_concept_across_languages() -> None:
    owners: dict[str, set[str]] = defaultdict(set)
    for c in concepts():
        for lang in ("en", "romaji", "it"):
            for f in c[lang]:
                owners[f.casefold()].add(c["id"])
    shared = {f: ids for f, ids in owners.items() if len(ids) > 1}
    assert shared == LATIN_SHARED


def test_see_names_other_existing_concepts() -> None:
    """``see`` (the concepts that also answer a question about this one) is a list of
    ids of other concepts."""
    ids = {c["id"] for c in concepts()}
    seen = 0
    for c in concepts():
        for x in c.get("see", []):
            seen += 1
            assert x in ids and x != c["id"], f"{c['id']}: see {x!r}"
    assert seen >= 1


def test_core_concepts_are_present() -> None:
    """The concepts issue 14 names, each reachable from its usual word in every language."""
    by_id = {c["id"]: c for c in concepts()}
    expect = {
        "victory": ("win", "勝利", "shouri", "vittoria"),
        "pass": ("pass", "パス", "pasu", "passare"),
        "round": ("round", "ラウンド", "raundo", "round"),
        "phase": ("phase", "フェイズ", "feizu", "fase"),
        "turn-order": ("turn order", "手番順", "teban jun", "ordine di turno"),
        "setup": ("setup", "準備", "junbi", "preparazione"),
        "end-of-game": ("end of game", "ゲーム終了", "geemu shuuryou", "fine della partita"),
        "score": ("score", "得点", "tokuten", "punteggio"),
        "tie": ("tie", "同点", "douten", "pareggio"),
        "hand": ("hand", "手札", "tefuda", "mano"),
        "draw": ("draw", "引く", "hiku", "pescare"),
        "discard": ("discard", "捨てる", "suteru", "scartare"),
        "income": ("income", "収入", "shuunyuu", "reddito"),
        "auction": ("auction", "競り", "seri", "asta"),
        "first-player": ("who goes first", "スタートプレイヤー", "sutaato pureiyaa", "chi inizia"),
        "how-many": ("how many", "何個", "nanko", "quanti"),
    }
    for cid, (en, ja, ro, it) in expect.items():
        c = by_id.get(cid)
        assert c is not None, f"missing concept {cid}"
        assert en in c["en"] and ja in c["ja"] and ro in c["romaji"] and it in c["it"], cid


@pytest.mark.parametrize(
    "cid,related",
    [("tiebreaker", "tie"), ("choose", "take"), ("railway-car", "train")],
)
def test_a_narrow_concept_sees_the_wider_one_texts_use(cid: str, related: str) -> None:
    # a question about breaking ties is answered where a text says 同点 / parità
    by_id = {c["id"]: c for c in concepts()}
    assert related in by_id[cid].get("see", [])


@pytest.mark.parametrize(
    "cid,forms",
    [
        # farming and upkeep vocabulary common to worker-placement games
        ("upkeep", ("feed", "食事", "shokuji", "nutrire")),
        ("sow", ("sow", "種まき", "tanemaki", "seminare")),
        ("plow", ("plow", "耕す", "tagayasu", "arare")),
        ("fence", ("fences", "柵", "saku", "recinti")),
        ("pasture", ("pasture", "牧場", "bokujou", "pascolo")),
        ("renovate", ("renovation", "改築", "kaichiku", "ristrutturazione")),
        ("load", ("load", "積む", "tsumu", "caricare")),
        # milestones and awards are two things (and Italian editions name both)
        ("milestone", ("milestone", "マイルストーン", "mairusutoon", "traguardi")),
        ("award", ("awards", "アワード", "awaado", "riconoscimenti")),
        ("colour-purple", ("purple", "紫", "murasaki", "viola")),
        # deck-builders' negative cards, tile-layers' heraldry and buildings, pawns by
        # their rulebook name: "noroi", "coat of arms", "修道院", "followers" found nothing
        ("curse", ("curse", "呪い", "noroi", "maledizione")),
        ("coat-of-arms", ("coat of arms", "紋章", "monshou", "stemma")),
        ("monastery", ("monastery", "修道院", "shuudouin", "monastero")),
        ("meeple", ("followers", "ミープル", "miipuru", "seguaci")),
    ],
)
def test_added_concepts_bridge_the_three_languages(cid: str, forms: tuple[str, ...]) -> None:
    c = {c["id"]: c for c in concepts()}[cid]
    en, ja, ro, it = forms
    assert en in c["en"] and ja in c["ja"] and ro in c["romaji"] and it in c["it"]


def test_how_a_game_ends_in_italian_is_the_end_of_the_game() -> None:
    # "come finisce la partita?" found nothing in a Japanese summary
    it = {c["id"]: c for c in concepts()}["end-of-game"]["it"]
    assert "come finisce" in it and "finisce la partita" in it


def test_finale_alone_is_no_end_of_game() -> None:
    # "finale" is an adjective (punteggio finale, round finale): as a form of the end
    # of the game it sent "when does the game end" to the final-scoring heading
    by_id = {c["id"]: c for c in concepts()}
    assert "finale" not in by_id["end-of-game"]["it"]
    assert "punti di fine partita" in by_id["final-scoring"]["it"]
    assert {"victory", "objective"} <= set(by_id["victory-condition"]["see"])
