"""Every catalog has every key the others have, with the same placeholders."""
from __future__ import annotations

import re
import string

import pytest

from bot.i18n import LOCALES, catalog, normalize_locale, t


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def test_catalogs_have_the_same_keys():
    keys = {loc: set(catalog(loc)) for loc in LOCALES}
    assert len(keys["en"]) > 50
    for loc in LOCALES:
        for other in LOCALES:
            missing = sorted(keys[other] - keys[loc])
            assert missing == [], f"{loc} lacks keys that {other} has: {missing[:20]}"


@pytest.mark.parametrize("loc", ["ja", "it"])
def test_placeholders_match_english(loc):
    en = catalog("en")
    diff = {k: (sorted(_fields(en[k])), sorted(_fields(v))) for k, v in catalog(loc).items()
            if k in en and _fields(en[k]) != _fields(v)}
    assert diff == {}


def test_japanese_and_italian_are_translated_not_copied():
    en, ja, it = catalog("en"), catalog("ja"), catalog("it")
    jp = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
    untranslated = [k for k, v in ja.items() if len(en.get(k, "")) > 12 and not jp.search(v)
                    and not k.startswith("cmd.") and en[k] == v]
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
    assert t("error.unknown_game", "it", game="X") == "Gioco sconosciuto: X."
