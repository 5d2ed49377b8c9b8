"""``t`` keeps the texts of plain parameters (the catalogs do not change while the
process runs: a command's fixed phrases are formatted once); a Name, whose grammar
(gender, number) equality does not see, is formatted each time."""

from __future__ import annotations

from bot.i18n import _text, render, t
from bot.i18n.grammar import Name


def test_a_name_s_grammar_is_never_taken_from_a_kept_text():
    saxons = [
        Name("Sassoni", "it", gender="m"),
        Name("Sassoni", "it", gender="f"),
        "Sassoni",
    ]
    # equal as strings, read differently
    assert saxons[0] == saxons[1] == saxons[2]
    for _ in range(2):
        texts = [t("event.PlayerJoined", "it", user="Aki", seat=s) for s in saxons]
        assert texts == [
            "Aki prende il posto del Sassoni.",
            "Aki prende il posto della Sassoni.",
            "Aki prende il posto di Sassoni.",
        ]


def test_a_kept_text_is_the_text_formatted_afresh():
    _text.cache_clear()
    params = {"user": "<@7>", "seat": "Saxons"}
    first = t("event.PlayerJoined", "ja", **params)
    assert first == render("event.PlayerJoined", "ja", **params)[0]
    assert _text.cache_info().misses == 1
    assert t("event.PlayerJoined", "ja", **params) == first
    assert _text.cache_info().hits == 1
    # another language, other values, a number: other texts
    assert t("event.PlayerJoined", "it", **params) == "<@7> prende il posto di Saxons."
    assert t("game.dashboard_footer", "en", version=3) != t(
        "game.dashboard_footer", "en", version=4
    )
    assert (
        t("game.dashboard_footer", "en", version=True)
        == render("game.dashboard_footer", "en", version=True)[0]
    )
