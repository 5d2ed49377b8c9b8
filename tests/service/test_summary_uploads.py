"""Odd uploads (play-test 18, findings 12 and 13): a wall of text, a saved web page, a
file with no headings. Each is added with a line the manager can act on, or refused
saying what to do; never "something went wrong"."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.errors import BadInput
from bot.i18n import t
from tests.conftest import make_ctx
from tests.service.test_rules import add, rule

pytestmark = pytest.mark.warm_rules

HUGE = (
    '+++\ntitle = "Wingspan: notes"\n+++\n# Wingspan everything\n'
    + " ".join(f"bird{i % 89} egg food" for i in range(13_000))
    + "\nPoints are shown on each bird card.\n"
)


async def test_a_wall_of_text_is_added_in_pages_with_a_hint_to_add_headings(svc):
    assert len(HUGE.encode()) < 256 * 1024
    r = await add(svc, "huge.md", HUGE, game="wingspan")
    text = r.messages[0].content
    assert text.startswith("Added “huge.md”")
    assert "⚠️ “Wingspan everything” is one section of" in text and "pages" in text
    answer = await rule(svc, query="wingspan everything")
    assert answer.messages  # it answers, a page at a time


async def test_a_saved_web_page_is_refused_saying_how_to_save_it(svc):
    page = (
        "<html><body><h1>Azul rules</h1><script>alert(1)</script><h2>Scoring</h2>"
        "<p>Each tile scores <b>1 point</b> plus adjacent tiles.</p></body></html>"
    )
    with pytest.raises(BadInput) as ei:
        await add(svc, "html.md", page, game="azul")
    assert ei.value.key == "rules.add.html"
    said = t(ei.value.key, "ja", **ei.value.params)
    assert "「html.md」はウェブページ（`HTML`）のようです" in said and "`## 得点`" in said


async def test_a_file_without_headings_is_added_with_the_hint(svc):
    text = (
        "Catan notes. On your turn roll two dice; every settlement next to a hex with that "
        "number takes one resource. A 7 moves the robber."
    )
    r = await add(svc, "nohead.md", text, game="catan")
    content = r.messages[0].content
    assert "This file has no headings" in content and "`## Setup`" in content
    headed = await add(svc, "headed.md", "## Robber\n" + text, game="catan")
    assert "no headings" not in headed.messages[0].content
    assert "⚠️" not in headed.messages[0].content


# -- finding 14: a new version of a summary drops a heading the game's prompts quote ----
PLAY18 = Path(__file__).parents[1] / "data" / "play18"


async def test_replacing_a_summary_says_which_quoted_heading_it_dropped(svc):
    definition = (PLAY18 / "agricola-lite.toml").read_bytes()
    manager = make_ctx(1, 10, manage_guild=True, attachments=[("agricola.toml", definition)])
    await svc.dispatch(manager, "game", "define", {})
    first = (PLAY18 / "agricola-riassunto.md").read_text(encoding="utf-8")
    added = await add(svc, "agricola-riassunto.md", first, game="agricola-lite")
    assert "⚠️" not in added.messages[0].content
    again = await add(svc, "agricola-riassunto.md", first, game="agricola-lite")
    assert "⚠️" not in again.messages[0].content  # the same headings: nothing to say
    second = (PLAY18 / "agricola-riassunto-v2.md").read_text(encoding="utf-8")
    ctx = make_ctx(
        1,
        10,
        manage_guild=True,
        locale="it",
        attachments=[("agricola-riassunto.md", second.encode())],
    )
    replaced = (await svc.dispatch(ctx, "rules", "add", {"game": "agricola-lite"})).messages[0]
    lines = replaced.content.split("\n")
    assert lines[0].startswith("Sostituito «agricola-riassunto.md»")
    gone = [ln for ln in lines if ln.startswith("⚠️")]
    assert gone == [
        "⚠️ Il gioco cita il titolo «Lavoro» in «2: Lavoro», e questa versione non lo ha più:"
        " quei messaggi ora rimandano a `/regola`. Tieni quel titolo, o cambia la `section`"
        " della definizione."
    ]


# -- finding 24: one game's summaries in two languages are compared by their numbers ----
async def _scoring(svc, locale="en"):
    r = await rule(svc, query="hearts queen of spades points", locale=locale)
    first = r.messages[0]
    if first.components and not first.embeds:  # a menu: pick the scoring section
        (sel,) = first.components
        opt = next(o for o in sel.options if "Scoring" in o.label or "得点" in o.label)
        r = await svc.press(make_ctx(1, locale=locale), sel.custom_id, [opt.value])
    return r.messages


async def test_a_summary_in_another_language_is_compared_by_its_numbers(svc):
    await add(svc, "hearts-matome.md", (PLAY18 / "hearts-matome.md").read_text(encoding="utf-8"))
    await add(svc, "hearts-en.md", (PLAY18 / "hearts-en.md").read_text(encoding="utf-8"))
    shown = await _scoring(svc)
    titles = [m.embeds[0].title for m in shown if m.embeds]
    assert len(titles) == 2 and titles[1].startswith("Other summary: ")
    assert {"Hearts › Scoring", "Hearts › 得点"} == {
        titles[0],
        titles[1].removeprefix("Other summary: "),
    }
    other = next(m for m in shown[1:] if m.embeds).embeds[0]
    diff = next(f.value for f in other.fields if f.name == "Differences")
    assert "⇄" in diff and "14 points" in diff and "13点" in diff


async def test_summaries_in_two_languages_agreeing_on_numbers_say_so(svc):
    ja = '+++\ngame = "hearts"\nlanguage = "ja"\n+++\n# ハーツ\n## 得点\nスペードのクイーンは13点。\n'
    en = '+++\ngame = "hearts"\nlanguage = "en"\n+++\n# Hearts\n## Scoring\nThe queen of spades is 13 points.\n'
    await add(svc, "ja.md", ja)
    await add(svc, "en.md", en)
    shown = await _scoring(svc)
    other = next(m for m in shown[1:] if m.embeds).embeds[0]
    diff = next(f.value for f in other.fields if f.name == "Differences")
    assert diff == t("rules.diff.same_numbers", "en")
