"""Every catalog has every key the others have, with the same variables."""

from __future__ import annotations

import re

import pytest

from bot.i18n import LOCALES, catalog, normalize_locale, t


def _fields(text: str) -> set[str]:
    return set(re.findall(r"\$([A-Za-z_][\w-]*)", text))


def test_catalogs_have_the_same_keys():
    keys = {loc: set(catalog(loc)) for loc in LOCALES}
    assert len(keys["en"]) > 50
    for loc in LOCALES:
        for other in LOCALES:
            missing = sorted(keys[other] - keys[loc])
            assert missing == [], f"{loc} lacks keys that {other} has: {missing[:20]}"


# fields the code gives for a language's grammar that another language need not use:
# a definition problem's kind is English words with their article and plural, and a
# select key in Italian and Japanese, which name the kind in their own words
GRAMMAR_FIELDS = {
    "definitions.problem.not_one": {"what", "words", "article", "kinds"},
    "definitions.problem.not_one_near": {"what", "words", "article", "kinds"},
}


@pytest.mark.parametrize("loc", ["ja", "it"])
def test_placeholders_match_english(loc):
    from bot.i18n import DEFAULT_VARS

    # the Epoch round's words (bot.i18n.DEFAULT_VARS) are always given: each language
    # takes the form its grammar needs (English an article, Italian a preposition)
    en = catalog("en")

    def given(key: str, text: str) -> set[str]:
        return _fields(text) - set(DEFAULT_VARS) - GRAMMAR_FIELDS.get(key, set())

    diff = {
        k: (sorted(_fields(en[k])), sorted(_fields(v)))
        for k, v in catalog(loc).items()
        if k in en and given(k, en[k]) != given(k, v)
    }
    assert diff == {}


def test_japanese_and_italian_are_translated_not_copied():
    en, ja, it = catalog("en"), catalog("ja"), catalog("it")
    jp = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    untranslated = [
        k
        for k, v in ja.items()
        if len(re.sub(r"\{[^}]*\}", "", en.get(k, ""))) > 12
        and not jp.search(v)
        and not k.startswith("cmd.")
        and en[k] == v
    ]
    assert untranslated == []
    same_it = [k for k, v in it.items() if len(en.get(k, "")) > 25 and en[k] == v]
    assert len(same_it) <= max(3, len(it) // 50), same_it[:10]


def test_locale_normalisation_and_fallback():
    assert normalize_locale("en-US") == "en"
    assert normalize_locale("ja") == "ja"
    assert normalize_locale("it") == "it"
    assert normalize_locale("fr") == "en"
    assert normalize_locale(None) == "en"
    assert t("error.no_game", "ja") != t("error.no_game", "en")
    assert t("no.such.key", "it") == "no.such.key"
    assert t("error.unknown_game", "it", game="X") == "Gioco sconosciuto: «X»."


def test_commands_named_in_text_follow_the_readers_language():
    from bot.i18n import localize_commands

    assert localize_commands("/game join seat:Dux", "ja") == "/ゲーム 参加 席:Dux"
    it = catalog("it")
    assert (
        localize_commands("use /roll dice:rebellion count:3", "it")
        == f"use /tira {it['cmd.roll.dice.name']}:rebellion {it['cmd.roll.count.name']}:3"
    )
    # not commands: URLs, unknown words, English text
    assert localize_commands("https://x.y/game join", "it") == "https://x.y/game join"
    assert localize_commands("/nothing here", "ja") == "/nothing here"
    assert localize_commands("/game join", "en") == "/game join"
    assert "/ゲーム 参加" in t("game.how_to_join", "ja", seats="-")


def test_every_command_name_is_localised_and_valid_for_discord():
    name_ok = re.compile(r"^[-_\w]{1,32}$")
    en = catalog("en")
    names = [k for k in en if k.startswith("cmd.") and k.endswith(".name") and ".choice." not in k]
    assert len(names) > 80
    for loc in ("ja", "it"):
        cat = catalog(loc)
        bad = [(k, cat[k]) for k in names if not name_ok.match(cat[k]) or cat[k] != cat[k].lower()]
        assert bad == []
    untranslated_top = [
        k for k in names if k.count(".") == 2 and catalog("ja")[k] == en[k] and en[k] != "coin"
    ]
    assert untranslated_top == []


@pytest.mark.parametrize("loc", ["en", "ja", "it"])
def test_no_message_is_defined_twice_in_a_language(loc):
    """Two features' files giving one key (COIN's and the turn games' event.GameDrawn)
    would leave one of them unsaid: Fluent keeps the first."""
    from collections import Counter
    from pathlib import Path

    import bot.i18n

    ids = Counter()
    for f in sorted((Path(bot.i18n.__file__).parent / "catalogs" / loc).glob("*.ftl")):
        for line in f.read_text(encoding="utf-8").splitlines():
            if line[:1].isalpha() and " =" in line:
                ids[line.split(" =", 1)[0]] += 1
    assert [k for k, n in ids.items() if n > 1] == []


def test_catalogs_kept_parsed_are_read_back_and_never_stale(tmp_path, monkeypatch):
    """The catalogs parsed once are kept beside the bytecode and read back by the next
    process as they were parsed; a damaged file is parsed again, a changed catalog
    is kept under another name."""
    import sys

    from fluent.syntax import serialize

    import bot.i18n as I

    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    parse = I._resources.__wrapped__  # not the process's own cached copy

    def text(resources) -> list[str]:
        return [name + serialize(res) for name, res in resources]

    first = parse("it")
    (kept,) = tmp_path.rglob("catalogs-it-*.pickle")

    def no_parsing(*_a, **_k):
        raise AssertionError("parsed again")

    with monkeypatch.context() as m:
        m.setattr(I, "parse_ftl", no_parsing)
        assert text(parse("it")) == text(first)  # read back, not parsed
    kept.write_bytes(b"damaged")
    assert text(parse("it")) == text(first)
    assert [p.name for p in tmp_path.rglob("catalogs-it-*.pickle")] == [kept.name]
    changed = I._parsed_file("it", [("game.ftl", "nuovo = Nuovo\n")])
    assert changed.parent == kept.parent and changed.name != kept.name
