"""/help in every language: every command, named as the reader's client shows it,
each entry whole whatever the length (issue 22 cut the Italian one mid-entry), no
English command name beside a localised one (issue 25)."""

from __future__ import annotations

import pytest

from bot.i18n import t
from bot.service import limits
from bot.service.registry import HANDLERS
from tests.conftest import make_ctx


@pytest.mark.parametrize("lang", ["en", "ja", "it"])
async def test_help_lists_every_command_whole_in_the_reader_s_language(svc, lang):
    r = await svc.dispatch(make_ctx(1, locale=lang), "help", None, {})
    whole = r.messages[0].embeds[0].description.split("\n")
    assert len(whole) == len(HANDLERS)
    sent = limits.fit(r.messages[0])
    assert all(limits.problems(m) == [] for m in sent)
    pieces = [e.description for m in sent for e in m.embeds if e.description]
    assert "".join(pieces).split("\n") == whole
    # split, if it must be, between entries, never inside one
    assert all(p.endswith("\n") for p in pieces[:-1])
    text = "".join(pieces)
    assert t("cmd.vote.description", lang) in text  # issue 22: /vote went missing
    assert t("cmd.turn.undone.description", lang) in text
    if lang != "en":
        assert "(`/game" not in text and "`/turn " not in text  # no English name beside
        assert sum(ln.startswith("`/") for ln in whole) == len(whole)


async def _help(svc, lang: str, command: str) -> list[str]:
    r = await svc.dispatch(make_ctx(1, locale=lang), "help", None, {"command": command})
    return r.messages[0].embeds[0].description.split("\n")


@pytest.mark.parametrize(
    "lang,asked,shown",
    [
        ("en", "game start", ["/game start"]),
        ("en", "/rules add", ["/rules add"]),
        ("en", "gmae strat", ["/game start"]),  # a close misspelling
        ("it", "partita crea", ["/partita crea"]),  # as the reader's client shows it
        ("it", "game start", ["/partita crea"]),  # or in English, shown the reader's way
        ("ja", "game start", ["/ゲーム 作成"]),
    ],
)
async def test_help_with_a_command_shows_that_command_only(svc, lang, asked, shown):
    lines = await _help(svc, lang, asked)
    assert [ln.split("`")[1] for ln in lines] == shown
    key = "cmd.game.start.description" if "start" in asked or "crea" in asked else ""
    if key:
        assert t(key, lang) in lines[0]


@pytest.mark.parametrize(
    "lang,asked,group",
    [("en", "turn", "/turn "), ("en", "trun", "/turn "), ("it", "turno", "/turno ")],
)
async def test_help_with_a_group_shows_its_commands(svc, lang, asked, group):
    lines = await _help(svc, lang, asked)
    named = [name for name, sub in HANDLERS if name == "turn"]
    assert len(lines) == len(named) > 5
    assert all(ln.startswith(f"`{group}") for ln in lines)


async def test_help_for_no_such_command_says_so_in_the_reader_s_language(svc):
    from bot.engine.errors import BadInput
    from bot.i18n import error_text

    with pytest.raises(BadInput) as e:
        await _help(svc, "it", "xyzzy")
    assert error_text(e.value, "it") == "Nessun comando si chiama «xyzzy»: /aiuto li elenca tutti."


async def test_help_suggests_commands_and_groups_as_the_reader_s_client_shows_them(svc):
    from bot.service.registry import AUTOCOMPLETE

    complete = AUTOCOMPLETE[("help", None, "command")]
    got = [c.value for c in await complete(svc, make_ctx(1, locale="it"), "defin")]
    assert got == [
        "partita definisci",
        "partita definizioni",
        "partita definizioni elenco",
        "partita definizioni rimuovi",
        "partita ridefinisci",  # /game redefine (play-test 22, finding 11)
    ]
