"""Yes/no and language words come from the catalogs (``words.*``) and every place
that reads them accepts the same ones."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bot.engine.errors import BadInput
from bot.i18n import LOCALES, catalog, locale_of, normalize_locale, words, yes_no
from bot.service.canonical import canonical, vote_choice
from bot.service.game import _language
from bot.service.options import flag
from bot.service.reminders import MUTE_KEY
from tests.conftest import make_ctx

ROOT = Path(__file__).resolve().parents[2]
YES = sorted(words("yes"))
NO = sorted(words("no"))
LANGUAGE = [(w, loc) for loc in LOCALES for w in sorted(words("language", loc))]


def test_the_words_are_in_every_catalog():
    for loc in LOCALES:
        for kind in ("yes", "no", "approve", "reject", "language"):
            assert words(kind, loc), (loc, kind)
    assert {"yes", "はい", "sì", "si", "true", "1", "on", "y"} <= set(YES)
    assert {"no", "いいえ", "false", "0", "off", "n"} <= set(NO)
    assert not set(YES) & set(NO)
    assert [loc for loc in LOCALES if loc not in words("language", loc)] == []


@pytest.mark.parametrize("word", YES + [w.upper() for w in YES] + [True])
def test_a_yes_word_is_yes_everywhere(word):
    assert yes_no(word) is True
    assert flag(word) is True and flag(f" {word} ", default=False) is True
    assert vote_choice(str(word)) == "approve"
    # the COIN reveal flags (epoch, final), read by the service for the engine
    assert canonical({"type": "coin.reveal", "epoch": str(word)})["epoch"] is True


@pytest.mark.parametrize("word", NO + [w.upper() for w in NO] + [False])
def test_a_no_word_is_no_everywhere(word):
    assert yes_no(word) is False
    assert flag(word, default=True) is False
    assert vote_choice(str(word)) == "reject"
    assert canonical({"type": "coin.reveal", "epoch": str(word)})["epoch"] is False


@pytest.mark.parametrize("word", ["maybe", "", "2", "ja"])
def test_other_words_are_neither(word):
    assert yes_no(word) is None
    assert flag(word) is False and flag(word, default=True) is True
    assert vote_choice(word) == word


def test_a_flag_not_given_is_its_default_without_reading_words(monkeypatch):
    """An optional yes/no option not given (None) is the default at once; the words
    are read only for a value."""
    from bot.service import options

    def refuse(value):
        raise AssertionError("the words were read for an option not given")

    monkeypatch.setattr(options, "yes_no", refuse)
    assert flag(None) is False and flag(None, default=True) is True
    monkeypatch.undo()
    assert flag("はい") is True and flag("", default=True) is True


def test_vote_words_of_every_language():
    for w in words("approve"):
        assert vote_choice(w) == "approve"
    for w in words("reject"):
        assert vote_choice(w) == "reject"
    assert vote_choice(" 賛成 ") == "approve" and vote_choice("Respingi") == "reject"


@pytest.mark.parametrize("word,loc", LANGUAGE)
def test_a_language_word_names_the_same_locale_everywhere(word, loc):
    assert locale_of(word) == loc
    assert locale_of(word.upper()) == loc
    assert normalize_locale(word) == loc
    assert _language(word, "en") == loc
    assert _language(word.title(), "en") == loc


def test_language_tags_and_unknown_languages():
    for tag, loc in (("ja-JP", "ja"), ("it_IT", "it"), ("en-US", "en"), ("Locale.japanese", "ja")):
        assert normalize_locale(tag) == loc
    assert _language("ja_JP", "en") == "ja" and _language("", "it") == "it"
    assert normalize_locale("fr") == "en" and locale_of("fr") is None
    with pytest.raises(BadInput) as e:
        _language("klingon", "en")
    assert e.value.key == "table.error.language"


async def test_mute_reads_the_same_words(svc):
    for word, muted in [(w, True) for w in YES] + [(w, False) for w in NO] + [("", True)]:
        await svc.dispatch(make_ctx(5), "game", "mute", {"on": word})
        assert svc.store.sync.setting("user", 5, MUTE_KEY) is muted, word
    await svc.dispatch(make_ctx(5), "game", "mute", {})  # no option: mute
    assert svc.store.sync.setting("user", 5, MUTE_KEY) is True


async def test_private_rolls_and_inline_settings_read_the_same_words(svc):
    for word in ("はい", "sì", "on"):
        r = await svc.dispatch(make_ctx(5), "roll", None, {"expr": "1d6", "private": word})
        assert r.messages[0].ephemeral, word
    for word in ("いいえ", "no", "off"):
        r = await svc.dispatch(make_ctx(5), "roll", None, {"expr": "1d6", "private": word})
        assert not r.messages[0].ephemeral, word


def _string_constants(path: Path) -> set[str]:
    return {
        n.value
        for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


def test_no_module_keeps_its_own_word_list():
    """The words live in the catalogs: no service or i18n module spells them."""
    spelled = {"はい", "いいえ", "sì", "approva", "respingi", "賛成", "反対", "japanese", "日本語"}
    files = [*(ROOT / "bot" / "service").glob("*.py"), ROOT / "bot" / "i18n" / "__init__.py"]
    found = {str(f.relative_to(ROOT)): _string_constants(f) & spelled for f in files}
    assert {f: w for f, w in found.items() if w} == {}
    assert "words.yes" in catalog("en") and "table.language_words" not in catalog("en")
