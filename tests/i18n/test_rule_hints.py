"""A step's rule is named in the reader's language (issue 25): a reader of the
summary's language reads the section quoted; any other reader reads a /rule query in
their own language, and that query finds the section."""

from __future__ import annotations

import re

import pytest

from bot.engine.games.base import Prompt
from bot.i18n import t
from bot.service import rule_hints
from tests.i18n.plays import shipped_index

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def steps(d):
    """(heading, prompt) of every step of a shipped game that names a rule section."""
    if d.family == "turns":
        for ph in d.phases:
            for st in ph.steps:
                heading = st.section or ph.section
                if heading:
                    yield (
                        heading,
                        Prompt(
                            phase=ph.id,
                            step_key="turns.prompt.round",
                            step_params={"phase": ph.id, "step": st.id, "round": 1},
                            rule_query=heading,
                        ),
                    )
    else:
        for ph in d.coin.epoch.phases:
            yield (
                ph.heading,
                Prompt(
                    phase=ph.id,
                    step_key="coin.step.epoch_phase",
                    step_params={"phase": ph.id},
                    rule_query=ph.heading,
                ),
            )


@pytest.mark.parametrize("slug", ["lancaster", "hadrians-wall", "europa-universalis", "pendragon"])
@pytest.mark.parametrize("lang", ["ja", "it", "en"])
def test_every_step_s_rule_is_named_in_the_reader_s_language(knowledge, slug, lang):
    idx = shipped_index()
    d = knowledge.definitions[slug]
    found = []
    for heading, prompt in steps(d):
        sec = idx.section_for(slug, heading)
        assert sec is not None, heading
        hint = rule_hints.hint(idx, slug, prompt, lang, d)
        if sec.language == lang:
            assert heading in hint and "\n> " in hint  # the section itself, quoted
            continue
        # a foreign heading never shows: not its script, not its words
        assert heading not in hint
        if lang != "ja":
            assert not CJK.search(hint), hint
        if sec.language == "it":
            assert not re.search(r"[A-Z]{4,}", hint), hint  # the Italian summary's capitals
        q = rule_hints.query(idx, slug, prompt, lang, d)
        assert hint == t("game.rule_hint", lang, query=q)
        top = idx.search(q, game=slug, limit=1, alternates=False).matches
        found.append(bool(top) and top[0].section.id == sec.id)
    # the query finds its section (a glossary term or a step's name the index answers
    # with it; for the shipped games one always does)
    assert all(found), (slug, lang, found)


def test_before_the_index_is_built_the_summary_language_still_decides(knowledge):
    lan = knowledge.definitions["lancaster"]
    _, prompt = next(steps(lan))
    langs = knowledge.summary_languages(lan)
    assert langs == {"ja"}
    assert rule_hints.hint(None, "lancaster", prompt, "ja", lan, langs) == t(
        "game.rule_hint", "ja", query="1:騎士の配置"
    )
    it = rule_hints.hint(None, "lancaster", prompt, "it", lan, langs)
    assert "騎士" not in it and "Un cavaliere per turno" in it
