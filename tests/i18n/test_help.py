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
