"""What play-test 17 found for organisers, as they meet it in the console, on the same
service as the bot."""

from __future__ import annotations

from tests.console.test_fix16_games import SEATED, SUMMARY, console, dashboard
from tests.console.test_play14_games import run
from tests.console.test_play15_games import said


async def test_a_server_s_summary_that_names_no_language_is_quoted_in_its_own(store, tmp_path):
    """Finding 2: a summary added with ``/rules add game:`` whose front matter names no
    ``language`` (as players write them) was never quoted: its sections' language was
    unknown, so even an Italian table got a search for the step's name, which answered
    with a menu of every section. The language read in its text counts."""
    plain = tmp_path / "consiglio.md"
    text = SUMMARY.read_text(encoding="utf-8")
    plain.write_text(text.replace('language = "it"\n', ""), encoding="utf-8")
    assert "language" not in plain.read_text(encoding="utf-8")
    con = console(store, tmp_path, "it")
    await run(con, f"!guild home\n!manager gm\ngm: /rules add file:{plain} game:council")
    out = await run(con, SEATED)
    said_now = said(out)
    assert "📖 consiglio delle ombre › Votare la squadra" in said_now
    assert "> Ogni consigliere vota Sì o No sulla squadra proposta" in said_now
    assert "/regola ricerca:Votare la squadra" in dashboard(out)
    assert "/regola ricerca:Il consiglio vota la squadra" not in said_now
